package sanitize

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// The card codec keeps the first digit (the network) and the length, and computes the Luhn digit.
func TestCardKeepsNetwork(t *testing.T) {
	p := testPermuter(t, "")
	c := mustCodec(t, "credit_card", codecParams{"keep_prefix": int64(4)})
	y, err := c.Encrypt(p, "4539 1488 0343 6467")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(y, "4539 ") || !format.ValidCard(y) {
		t.Errorf("Encrypt = %q, want prefix 4539 and a valid Luhn digit", y)
	}
	if _, err := newFormatCodec("credit_card", codecParams{"keep_prefix": int64(9)}); err == nil {
		t.Error("keep_prefix 9 accepted")
	}
}

// A card of every network the validator knows encrypts to a card of the same network and
// length, and decrypts to itself: UATP's 15 digits after a 1 too.
func TestCardNetworksRoundTrip(t *testing.T) {
	p := testPermuter(t, "")
	c := mustCodec(t, "credit_card", nil)
	for _, in := range []string{"122000000000003", "1220 000000 00003", "2221 0000 0000 0009", "378282246310005", "4000000000006", "4111111111111111110"} {
		y, err := c.Encrypt(p, in)
		if err != nil {
			t.Errorf("Encrypt(%q): %v", in, err)
			continue
		}
		if y == in || len(y) != len(in) || y[0] != in[0] || !format.ValidCard(y) {
			t.Errorf("Encrypt(%q) = %q: want another valid card of the same first digit and length", in, y)
		}
		if back, err := c.Decrypt(p, y); back != in || err != nil {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", y, back, err, in)
		}
	}
}
