package sanitize

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/format"
)

// withDigits returns text with its ASCII digits replaced, in order, by those of d.
func withDigits(text, d string) string {
	b := []byte(text)
	j := 0
	for i, c := range b {
		if c >= '0' && c <= '9' {
			b[i] = d[j]
			j++
		}
	}
	return string(b)
}

// digitsAnd reports whether text is ASCII digits and the separators in seps only. The codecs
// that read only the digits of a span check it first: a span that carries anything else (a
// name an annotator over-extended onto the number) is an error, not copied through.
func digitsAnd(text, seps string) bool {
	for i := 0; i < len(text); i++ {
		if c := text[i]; (c < '0' || c > '9') && strings.IndexByte(seps, c) < 0 {
			return false
		}
	}
	return true
}

// ssnCodec encrypts the nine digits of an SSN inside the issuable space (897 areas × 99 groups ×
// 9,999 serials ≈ 8.9·10^8 points), keeping the separators.
type ssnCodec struct{}

func (ssnCodec) Encrypt(p *Permuter, text string) (string, error) { return ssnCrypt(p, text, false) }
func (ssnCodec) Decrypt(p *Permuter, text string) (string, error) { return ssnCrypt(p, text, true) }

func ssnCrypt(p *Permuter, text string, decrypt bool) (string, error) {
	if !digitsAnd(text, "- .") || !format.ValidSSN(text) {
		return "", formatErr("ssn", "not an issuable SSN")
	}
	out, err := permuteDigits(p, "ssn", format.Digits(text), format.ValidSSN, decrypt)
	if err != nil {
		return "", err
	}
	return withDigits(text, out), nil
}

// cardCodec encrypts a payment card number: it keeps the first keepPrefix digits (the
// network, so the number still looks like a card of the same kind), encrypts the digits up to
// the check digit (10^(length-1-keepPrefix) ≥ 10^6 points), and computes a new Luhn digit.
type cardCodec struct{ keepPrefix int }

func newCardCodec(pr *paramReader) (Codec, error) {
	k, err := pr.int("keep_prefix", 1)
	if err != nil {
		return nil, err
	}
	if k < 1 || k > 6 {
		return nil, fmt.Errorf("param keep_prefix: %d outside 1..6 (the first digit names the network and is always kept)", k)
	}
	return cardCodec{keepPrefix: k}, nil
}

func (c cardCodec) Encrypt(p *Permuter, text string) (string, error) { return c.crypt(p, text, false) }
func (c cardCodec) Decrypt(p *Permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c cardCodec) crypt(p *Permuter, text string, decrypt bool) (string, error) {
	if !digitsAnd(text, " -") || !format.ValidCard(text) {
		return "", formatErr("credit_card", "not a Luhn-valid card number")
	}
	d := format.Digits(text)
	body := d[c.keepPrefix : len(d)-1]
	out, err := permuteDigits(p, fmt.Sprintf("card/%d/%s", len(d), d[:c.keepPrefix]), body, nil, decrypt)
	if err != nil {
		return "", err
	}
	payload := d[:c.keepPrefix] + out
	return withDigits(text, payload+string(format.LuhnDigit(payload))), nil
}

// ipv4Codec permutes the 2^32 addresses, restricted to those preempt protects (so neither a
// loopback nor 0.0.0.0 can appear as a ciphertext that would then not be found again).
type ipv4Codec struct{}

func (ipv4Codec) Encrypt(p *Permuter, text string) (string, error) { return ipv4Crypt(p, text, false) }
func (ipv4Codec) Decrypt(p *Permuter, text string) (string, error) { return ipv4Crypt(p, text, true) }

var ipv4Size = new(big.Int).Lsh(big.NewInt(1), 32)

func ipv4Crypt(p *Permuter, text string, decrypt bool) (string, error) {
	if !format.ValidIPv4(text) {
		return "", formatErr("ipv4", "not a protected IPv4 address")
	}
	o, _ := format.ParseIPv4(text)
	x := big.NewInt(int64(o[0])<<24 | int64(o[1])<<16 | int64(o[2])<<8 | int64(o[3]))
	valid := func(y *big.Int) bool { return format.IPv4Sensitive(uint32(y.Uint64())) }
	y, err := p.walk("ipv4", ipv4Size, x, valid, decrypt)
	if err != nil {
		return "", err
	}
	a := y.Uint64()
	return fmt.Sprintf("%d.%d.%d.%d", a>>24, a>>16&255, a>>8&255, a&255), nil
}

// zipCodec encrypts a 5-digit ZIP (10^5 points, the prefix cipher) or a ZIP+4 (10^9 points,
// FF1) as a whole, never producing the unused 00000.
type zipCodec struct{}

func (zipCodec) Encrypt(p *Permuter, text string) (string, error) { return zipCrypt(p, text, false) }
func (zipCodec) Decrypt(p *Permuter, text string) (string, error) { return zipCrypt(p, text, true) }

func zipCrypt(p *Permuter, text string, decrypt bool) (string, error) {
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

// digitsCodec is the generic codec for user types: it encrypts every digit of the span as one
// digit string, keeping keep_prefix leading and keep_suffix trailing digits and every other
// character (the fixed letters of a pattern such as EMP-123456), except letters and digits
// outside ASCII, which are an error rather than copied. Spans with fewer than 6 encrypted
// digits are permuted by the prefix cipher.
type digitsCodec struct{ keepPrefix, keepSuffix int }

func newDigitsCodec(pr *paramReader) (Codec, error) {
	kp, err := pr.int("keep_prefix", 0)
	if err != nil {
		return nil, err
	}
	ks, err := pr.int("keep_suffix", 0)
	if err != nil {
		return nil, err
	}
	if kp < 0 || ks < 0 {
		return nil, fmt.Errorf("keep_prefix and keep_suffix must not be negative")
	}
	return digitsCodec{kp, ks}, nil
}

func (c digitsCodec) Encrypt(p *Permuter, text string) (string, error) {
	return c.crypt(p, text, false)
}
func (c digitsCodec) Decrypt(p *Permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c digitsCodec) crypt(p *Permuter, text string, decrypt bool) (string, error) {
	if strings.ContainsFunc(text, nonASCIIAlnum) {
		return "", formatErr("digits", "a letter or digit outside ASCII cannot be encrypted")
	}
	d := format.Digits(text)
	if len(d) <= c.keepPrefix+c.keepSuffix {
		return "", formatErr("digits", "no digits left to encrypt")
	}
	mid := d[c.keepPrefix : len(d)-c.keepSuffix]
	out, err := permuteDigits(p, fmt.Sprintf("digits/%d/%s/%s", len(d), d[:c.keepPrefix], d[len(d)-c.keepSuffix:]), mid, nil, decrypt)
	if err != nil {
		return "", err
	}
	return withDigits(text, d[:c.keepPrefix]+out+d[len(d)-c.keepSuffix:]), nil
}

// alnumCodec is the generic codec for identifiers: every ASCII letter becomes a letter and every
// digit a digit, position by position, with the case of each letter and all other characters
// kept. The whole span is one rank in a mixed-radix domain.
type alnumCodec struct{}

func newAlnumCodec(pr *paramReader) (Codec, error) { return alnumCodec{}, nil }

func (alnumCodec) Encrypt(p *Permuter, text string) (string, error) {
	return permuteClasses(p, "alnum", text, nil, false)
}
func (alnumCodec) Decrypt(p *Permuter, text string) (string, error) {
	return permuteClasses(p, "alnum", text, nil, true)
}

// permuteClasses encrypts the letters and digits of text class by class (letters stay letters
// in their case, digits stay digits) as one mixed-radix rank, keeping all other bytes; a letter or digit outside
// ASCII is an error, since it cannot be kept without being disclosed. The
// label is extended with the class pattern, which both plaintext and ciphertext show. valid,
// if not nil, restricts the outputs (it sees the whole rewritten text).
func permuteClasses(p *Permuter, label, text string, valid func(string) bool, decrypt bool) (string, error) {
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
	var v Valid
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

// ibanCodec keeps the country code, encrypts the BBAN class by class (so the national layout of
// letters and digits is kept) and computes new check digits. Spaces and the letter case (all
// upper or all lower) are kept.
type ibanCodec struct{}

func (ibanCodec) Encrypt(p *Permuter, text string) (string, error) { return ibanCrypt(p, text, false) }
func (ibanCodec) Decrypt(p *Permuter, text string) (string, error) { return ibanCrypt(p, text, true) }

func ibanCrypt(p *Permuter, text string, decrypt bool) (string, error) {
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
