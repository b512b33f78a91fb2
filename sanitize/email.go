package sanitize

import "errors"

// Placeholder until the email codec lands; replaced by its real implementation.
func newEmailCodec(pr *paramReader) (Codec, error) { return nil, errors.New("email codec not implemented yet") }
