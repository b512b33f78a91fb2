package sanitize

import (
	"errors"
	"fmt"

	"github.com/preempt-dev/preempt/internal/format"
)

// minPhoneEncrypted is how many digits the phone codec wants to encrypt at least: below 10^6
// points a number would be one of too few candidates, so it gives up kept area-code digits
// (from the right) to reach it.
const minPhoneEncrypted = 6

// phoneCodec encrypts the subscriber digits of a telephone number. It keeps the dialling
// prefixes (country code, 00, the NANP 1, the trunk 0 or "(0)"), the area code (with
// keep_area_code, the default) and every separator, parenthesis and space, so the number keeps
// its country, region and layout; the remaining digits are encrypted as one digit string.
//
// Sub-domains, one permutation each (the label names the plan, the kept area digits and the
// number of encrypted digits, which plaintext and ciphertext both show):
//   - NANP with its area code kept: exchange and line, 7 digits with the exchange starting
//     with 2–9, 8·10^6 points; without the area code: 10 digits, 6.4·10^9 points.
//   - International and national: the k digits after the kept ones, 10^k points (k ≥ 6 where
//     the number has that many digits after its prefixes: 10^6..10^13); a shorter number
//     (k = 5, such as a short +CCC number) is permuted by the prefix cipher. Where the
//     first national digit is encrypted it stays 1–9 (9·10^(k-1) points).
//
// The permutation is restricted to outputs that format.ParsePhone reads back with the same
// plan, prefix and area code length, so the annotator finds the ciphertext again as a phone of
// the same extent, and Decrypt derives the same label from it.
type phoneCodec struct{ keepArea bool }

func newPhoneCodec(pr *paramReader) (formatCodec, error) {
	k, err := pr.bool("keep_area_code", true)
	if err != nil {
		return nil, err
	}
	return phoneCodec{keepArea: k}, nil
}

func (c phoneCodec) Encrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, false) }
func (c phoneCodec) Decrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c phoneCodec) crypt(p *permuter, text string, decrypt bool) (string, error) {
	ph, ok := format.ParsePhone(text)
	if !ok {
		return "", formatErr("phone", "not a telephone number")
	}
	keep := c.keep(ph)
	kept, enc := ph.Digits[:keep], ph.Digits[keep:]
	// The label leaves out the prefixes and the layout, so the spellings of a number within
	// one plan (+1 415…, (415)…, 1-415…; +49 30…, 0049 30…, +49 (0)30…) get the same
	// subscriber digits. A national 030… is plan "0" and is permuted apart from +49 30….
	label := fmt.Sprintf("phone/%s/%s/%d", ph.Kind, kept[ph.Prefix:], len(enc))
	valid := func(s string) bool {
		q, ok := format.ParsePhone(withDigits(text, kept+s))
		return ok && q.Kind == ph.Kind && q.Prefix == ph.Prefix && q.Area == ph.Area
	}
	out, err := permuteDigits(p, label, enc, valid, decrypt)
	if err != nil {
		// The label holds the kept area code: report the failure without it.
		if errors.Is(err, errWalk) {
			return "", fmt.Errorf("phone: %w", errWalk)
		}
		return "", errors.New("phone: cannot permute the subscriber digits")
	}
	return withDigits(text, kept+out), nil
}

// keep returns how many leading digits of ph stay as they are: the prefixes, the area code if
// kept, but no more than leaves minPhoneEncrypted digits to encrypt (the prefixes are always kept).
func (c phoneCodec) keep(ph format.Phone) int {
	keep := ph.Prefix
	if c.keepArea {
		keep += ph.Area
	}
	if len(ph.Digits)-keep < minPhoneEncrypted {
		keep = max(ph.Prefix, len(ph.Digits)-minPhoneEncrypted)
	}
	return keep
}
