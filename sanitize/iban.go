package sanitize

import (
	"strings"

	"github.com/preempt-dev/preempt/internal/format"
)

// ibanCodec keeps the country code, encrypts the BBAN class by class (so the national layout of
// letters and digits is kept) and computes new check digits. Spaces and the letter case (all
// upper or all lower) are kept.
type ibanCodec struct{}

func (ibanCodec) Encrypt(p *permuter, text string) (string, error) { return ibanCrypt(p, text, false) }
func (ibanCodec) Decrypt(p *permuter, text string) (string, error) { return ibanCrypt(p, text, true) }

func ibanCrypt(p *permuter, text string, decrypt bool) (string, error) {
	if !format.ValidIBAN(text) {
		return "", formatErr("iban", "not a valid IBAN")
	}
	lower := format.IBANLower(text)
	compact := format.CompactIBAN(strings.ToUpper(text))
	country, bban := compact[:2], compact[4:]
	out, err := permuteClasses(p, "iban/"+country, bban, nil, decrypt)
	if err != nil {
		return "", err
	}
	enc := country + format.IBANCheckDigits(country, out) + out
	if lower {
		enc = strings.ToLower(enc)
	}
	// Put the compact result back into the original grouping.
	b := []byte(text)
	j := 0
	for i, c := range b {
		if c != ' ' {
			b[i] = enc[j]
			j++
		}
	}
	return string(b), nil
}
