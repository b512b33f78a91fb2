package sanitize

import (
	"fmt"

	"github.com/preempt-dev/preempt/internal/format"
)

// cardCodec encrypts a payment card number: it keeps the first keepPrefix digits (the
// network, so the number still looks like a card of the same kind), encrypts the digits up to
// the check digit (10^(length-1-keepPrefix) ≥ 10^6 points), and computes a new Luhn digit.
type cardCodec struct{ keepPrefix int }

func newCardCodec(pr *paramReader) (formatCodec, error) {
	k, err := pr.int("keep_prefix", 1)
	if err != nil {
		return nil, err
	}
	if k < 1 || k > 6 {
		return nil, fmt.Errorf("param keep_prefix: %d outside 1..6 (the first digit names the network and is always kept)", k)
	}
	return cardCodec{keepPrefix: k}, nil
}

func (c cardCodec) Encrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, false) }
func (c cardCodec) Decrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c cardCodec) crypt(p *permuter, text string, decrypt bool) (string, error) {
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
