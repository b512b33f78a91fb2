package sanitize

import "errors"

// Placeholder until the ipv6 codec lands; replaced by its real implementation.
type ipv6Codec struct{}

func (ipv6Codec) Encrypt(p *Permuter, text string) (string, error) { return "", errors.New("todo") }
func (ipv6Codec) Decrypt(p *Permuter, text string) (string, error) { return "", errors.New("todo") }
