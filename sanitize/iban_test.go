package sanitize

import (
	"errors"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// TestIBANCodecKeepsCase checks that an IBAN typed in lower case encrypts to one in lower case
// with the same grouping, which the detector then finds again as an IBAN.
func TestIBANCodecKeepsCase(t *testing.T) {
	p := testPermuter(t, "")
	c := mustCodec(t, "iban", nil)
	for _, plain := range []string{"gb29 nwbk 6016 1331 9268 19", "gb29nwbk60161331926819", "de89370400440532013000"} {
		ct, err := c.Encrypt(p, plain)
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", plain, err)
		}
		if ct != strings.ToLower(ct) || !format.ValidIBAN(ct) || strings.Count(ct, " ") != strings.Count(plain, " ") {
			t.Errorf("Encrypt(%q) = %q: want a valid lower-case IBAN grouped the same way", plain, ct)
		}
		if back, err := c.Decrypt(p, ct); err != nil || back != plain {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", ct, back, err, plain)
		}
	}
}

// FuzzIBANRoundTrip checks that the IBAN codec either rejects a text with errFormat or encrypts
// it to a valid IBAN of the same country, grouping and case that decrypts back.
func FuzzIBANRoundTrip(f *testing.F) {
	for _, s := range []string{"DE89 3704 0044 0532 0130 00", "gb29nwbk60161331926819", "GB29 nwbk 6016 1331 9268 19", "FR14 2004 1010 0505 0001 3M02 606", ""} {
		f.Add(s)
	}
	p := testPermuter(f, "")
	c := mustCodec(f, "iban", nil)
	f.Fuzz(func(t *testing.T, text string) {
		ct, err := c.Encrypt(p, text)
		if !format.ValidIBAN(text) {
			if !errors.Is(err, errFormat) {
				t.Fatalf("Encrypt(%q) = %q, %v; want errFormat", text, ct, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", text, err)
		}
		skel := func(s string) string { return shapeOf(s[4:]) }
		if !format.ValidIBAN(ct) || ct[:2] != text[:2] || skel(ct) != skel(text) {
			t.Fatalf("Encrypt(%q) = %q: not a valid IBAN of the same country, layout and case", text, ct)
		}
		if back, err := c.Decrypt(p, ct); err != nil || back != text {
			t.Fatalf("Decrypt(Encrypt(%q)) = %q, %v", text, back, err)
		}
	})
}
