package sanitize

import (
	"fmt"
	"strings"

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

// digitsCodec is the generic codec for user types: it encrypts every digit of the span as one
// digit string, keeping keep_prefix leading and keep_suffix trailing digits and every other
// character (the fixed letters of a pattern such as EMP-123456), except letters and digits
// outside ASCII, which are an error rather than copied. Spans with fewer than 6 encrypted
// digits are permuted by the prefix cipher.
type digitsCodec struct{ keepPrefix, keepSuffix int }

func newDigitsCodec(pr *paramReader) (formatCodec, error) {
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

func (c digitsCodec) Encrypt(p *permuter, text string) (string, error) {
	return c.crypt(p, text, false)
}
func (c digitsCodec) Decrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c digitsCodec) crypt(p *permuter, text string, decrypt bool) (string, error) {
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
