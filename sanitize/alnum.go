package sanitize

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// alnumCodec is the generic codec for identifiers: every ASCII letter becomes a letter and every
// digit a digit, position by position, with the case of each letter and all other characters
// kept. The whole span is one rank in a mixed-radix domain.
type alnumCodec struct{}

func (alnumCodec) Encrypt(p *permuter, text string) (string, error) {
	return permuteClasses(p, "alnum", text, nil, false)
}
func (alnumCodec) Decrypt(p *permuter, text string) (string, error) {
	return permuteClasses(p, "alnum", text, nil, true)
}

// permuteClasses encrypts the letters and digits of text class by class (letters stay letters
// in their case, digits stay digits) as one mixed-radix rank, keeping all other bytes; a letter or digit outside
// ASCII is an error, since it cannot be kept without being disclosed. The
// label is extended with the class pattern, which both plaintext and ciphertext show. valid,
// if not nil, restricts the outputs (it sees the whole rewritten text).
func permuteClasses(p *permuter, label, text string, valid func(string) bool, decrypt bool) (string, error) {
	if strings.ContainsFunc(text, nonASCIIAlnum) {
		return "", formatErr(label, "a letter or digit outside ASCII cannot be encrypted")
	}
	var radix mixedRadix
	var digits []int
	var pattern strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c >= '0' && c <= '9':
			radix, digits = append(radix, 10), append(digits, int(c-'0'))
			pattern.WriteByte('9')
		case c >= 'a' && c <= 'z':
			radix, digits = append(radix, 26), append(digits, int(c-'a'))
			pattern.WriteByte('a')
		case c >= 'A' && c <= 'Z':
			radix, digits = append(radix, 26), append(digits, int(c-'A'))
			pattern.WriteByte('A')
		default:
			pattern.WriteByte('.')
		}
	}
	if len(radix) == 0 {
		return "", formatErr(label, "no letters or digits to encrypt")
	}
	render := func(r *big.Int) string { return fillClasses(text, len(text), radix.Unrank(r)) }
	var v validPoint
	if valid != nil {
		v = func(r *big.Int) bool { return valid(render(r)) }
	}
	lbl := label + "/" + pattern.String()
	y, err := p.walk(lbl, radix.Size(), radix.Rank(digits), v, decrypt)
	if err != nil {
		return "", err
	}
	return render(y), nil
}

// nonASCIIAlnum reports whether r is a letter or number outside ASCII: it carries information
// that the ASCII alphabets of the digits and alnum codecs cannot encrypt, so it must not be
// kept as a separator is.
func nonASCIIAlnum(r rune) bool {
	return r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r))
}

// fillClasses returns text with its digits and letters before end replaced, in order, by the
// numerals ds: a digit by '0'+d, a lower-case letter by 'a'+d, an upper-case one by 'A'+d.
// Everything else, and the case pattern, stays.
func fillClasses(text string, end int, ds []int) string {
	b := []byte(text)
	j := 0
	for i := 0; i < end; i++ {
		switch c := b[i]; {
		case c >= '0' && c <= '9':
			b[i] = byte('0' + ds[j])
		case c >= 'a' && c <= 'z':
			b[i] = byte('a' + ds[j])
		case c >= 'A' && c <= 'Z':
			b[i] = byte('A' + ds[j])
		default:
			continue
		}
		j++
	}
	return string(b)
}
