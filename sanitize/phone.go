package sanitize

import "errors"

// Placeholder until the phone codec lands; replaced by its real implementation.
func newPhoneCodec(pr *paramReader) (Codec, error) { return nil, errors.New("phone codec not implemented yet") }
