package sanitize

import (
	"github.com/preempt-dev/preempt/internal/format"
)

// ssnCodec encrypts the nine digits of an SSN inside the issuable space (897 areas × 99 groups ×
// 9,999 serials ≈ 8.9·10^8 points), keeping the separators.
type ssnCodec struct{}

func (ssnCodec) Encrypt(p *permuter, text string) (string, error) { return ssnCrypt(p, text, false) }
func (ssnCodec) Decrypt(p *permuter, text string) (string, error) { return ssnCrypt(p, text, true) }

func ssnCrypt(p *permuter, text string, decrypt bool) (string, error) {
	if !digitsAnd(text, "- .") || !format.ValidSSN(text) {
		return "", formatErr("ssn", "not an issuable SSN")
	}
	out, err := permuteDigits(p, "ssn", format.Digits(text), format.ValidSSN, decrypt)
	if err != nil {
		return "", err
	}
	return withDigits(text, out), nil
}
