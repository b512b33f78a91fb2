package sanitize

import (
	"fmt"

	"github.com/preempt-dev/preempt/internal/format"
)

// zipCodec encrypts a 5-digit ZIP (10^5 points, the prefix cipher) or a ZIP+4 (10^9 points,
// FF1) as a whole, never producing the unused 00000.
type zipCodec struct{}

func (zipCodec) Encrypt(p *permuter, text string) (string, error) { return zipCrypt(p, text, false) }
func (zipCodec) Decrypt(p *permuter, text string) (string, error) { return zipCrypt(p, text, true) }

func zipCrypt(p *permuter, text string, decrypt bool) (string, error) {
	if !format.ValidZIP(text) {
		return "", formatErr("zip", "not a ZIP or ZIP+4 code")
	}
	d := format.Digits(text)
	valid := func(s string) bool { return s[:5] != "00000" }
	out, err := permuteDigits(p, fmt.Sprintf("zip%d", len(d)), d, valid, decrypt)
	if err != nil {
		return "", err
	}
	return withDigits(text, out), nil
}
