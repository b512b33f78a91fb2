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
