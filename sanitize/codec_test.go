package sanitize

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// shapeOf replaces letters and digits by classes, so two texts with the same separators,
// lengths and case pattern have the same shape.
func shapeOf(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return '9'
		case r >= 'a' && r <= 'z':
			return 'a'
		case r >= 'A' && r <= 'Z':
			return 'A'
		}
		return r
	}, s)
}

func mustCodec(t testing.TB, name string, params codecParams) formatCodec {
	t.Helper()
	c, err := newFormatCodec(name, params)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkCodec encrypts x, checks the ciphertext is valid, of the same shape, different, and
// decrypts back to x; it returns the ciphertext.
func checkCodec(t *testing.T, c formatCodec, p *permuter, x string, valid func(string) bool) string {
	t.Helper()
	y, err := c.Encrypt(p, x)
	if err != nil {
		t.Fatalf("Encrypt(%q): %v", x, err)
	}
	if !valid(y) {
		t.Fatalf("Encrypt(%q) = %q is not valid", x, y)
	}
	if shapeOf(y) != shapeOf(x) && !strings.Contains(x, ".") { // IPv4 octets vary in width

		t.Fatalf("Encrypt(%q) = %q changed the shape", x, y)
	}
	back, err := c.Decrypt(p, y)
	if err != nil {
		t.Fatalf("Decrypt(%q): %v", y, err)
	}
	if back != x {
		t.Fatalf("Decrypt(Encrypt(%q)) = %q", x, back)
	}
	return y
}

func randDigits(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

func randSSN(r *rand.Rand) string {
	for {
		s := fmt.Sprintf("%03d-%02d-%04d", 1+r.IntN(899), 1+r.IntN(99), 1+r.IntN(9999))
		if format.ValidSSN(s) {
			return s
		}
	}
}

func randCard(r *rand.Rand, n int, first byte) string {
	payload := string(first) + randDigits(r, n-2)
	return payload + string(format.LuhnDigit(payload))
}

func randIBAN(r *rand.Rand, country, layout string) string {
	var b strings.Builder
	for _, c := range layout {
		if c == 'a' {
			b.WriteByte(byte('A' + r.IntN(26)))
		} else {
			b.WriteByte(byte('0' + r.IntN(10)))
		}
	}
	bban := b.String()
	return country + format.IBANCheckDigits(country, bban) + bban
}

func group4(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i += 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:min(i+4, len(s))])
	}
	return b.String()
}

func TestFormatCodecsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	p := testPermuter(t, "")
	const n = 1000
	tests := []struct {
		codec string
		gen   func() string
		valid func(string) bool
	}{
		{"ssn", func() string { return randSSN(r) }, format.ValidSSN},
		{"ssn", func() string { return strings.ReplaceAll(randSSN(r), "-", " ") }, format.ValidSSN},
		{"ssn", func() string { return strings.ReplaceAll(randSSN(r), "-", "") }, format.ValidSSN},
		{"credit_card", func() string { return group4(randCard(r, 16, '4')) }, format.ValidCard},
		{"credit_card", func() string { return strings.ReplaceAll(group4(randCard(r, 16, '5')), " ", "-") }, format.ValidCard},
		{"credit_card", func() string { return randCard(r, 15, '3') }, format.ValidCard},
		{"credit_card", func() string { return randCard(r, 13, '4') }, format.ValidCard},
		{"credit_card", func() string { return randCard(r, 19, '6') }, format.ValidCard},
		{"ipv4", func() string {
			for {
				s := fmt.Sprintf("%d.%d.%d.%d", r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256))
				if format.ValidIPv4(s) {
					return s
				}
			}
		}, format.ValidIPv4},
		{"zip", func() string { return fmt.Sprintf("%05d", 1+r.IntN(99999)) }, format.ValidZIP},
		{"zip", func() string { return fmt.Sprintf("%05d-%04d", 1+r.IntN(99999), r.IntN(10000)) }, format.ValidZIP},
		{"iban", func() string { return group4(randIBAN(r, "DE", "999999999999999999")) }, format.ValidIBAN},
		{"iban", func() string { return randIBAN(r, "GB", "aaaa99999999999999") }, format.ValidIBAN},
		{"iban", func() string { return group4(randIBAN(r, "FR", "9999999999aaaaaaaaaaa99")) }, format.ValidIBAN},
		{"iban", func() string { return randIBAN(r, "NL", "aaaa9999999999") }, format.ValidIBAN},
		{"iban", func() string { return strings.ToLower(group4(randIBAN(r, "GB", "aaaa99999999999999"))) }, format.ValidIBAN},
	}
	for i, tc := range tests {
		t.Run(fmt.Sprintf("%s/%d", tc.codec, i), func(t *testing.T) {
			c := mustCodec(t, tc.codec, nil)
			seen := map[string]bool{}
			for j := 0; j < n; j++ {
				x := tc.gen()
				if !tc.valid(x) {
					t.Fatalf("generator made an invalid %q", x)
				}
				y := checkCodec(t, c, p, x, tc.valid)
				if again, _ := c.Encrypt(p, x); again != y {
					t.Fatalf("Encrypt(%q) not deterministic: %q then %q", x, y, again)
				}
				seen[y] = true
			}
			// A permutation maps distinct inputs to distinct outputs; random inputs from
			// domains of ≥ 10^5 points collide rarely, so the outputs are nearly all distinct.
			if len(seen) < n*95/100 {
				t.Errorf("%d distinct ciphertexts of %d", len(seen), n)
			}
		})
	}
}

func TestCodecsRejectNonMembers(t *testing.T) {
	p := testPermuter(t, "")
	tests := []struct{ codec, text string }{
		{"ssn", "666-12-3456"},
		{"ssn", "123-00-4567"},
		{"credit_card", "4539 1488 0343 6468"},
		{"ipv4", "10.0.0"},
		{"ipv4", "10.0.0.256"},
		{"zip", "00000"},
		{"iban", "DE89 3704 0044 0532 0130 01"},
		{"iban", "GB29 nwbk 6016 1331 9268 19"},
		{"digits", "none here"},
		{"alnum", "---"},
	}
	for _, tc := range tests {
		c := mustCodec(t, tc.codec, nil)
		for _, crypt := range []func(*permuter, string) (string, error){c.Encrypt, c.Decrypt} {
			_, err := crypt(p, tc.text)
			if !errors.Is(err, errFormat) {
				t.Errorf("%s(%q): err = %v, want errFormat", tc.codec, tc.text, err)
			}
			if err != nil && strings.Contains(err.Error(), tc.text) {
				t.Errorf("%s: error %q contains the value", tc.codec, err)
			}
		}
	}
}

func TestGenericCodecs(t *testing.T) {
	p := testPermuter(t, "")
	digits := mustCodec(t, "digits", codecParams{"keep_prefix": int64(1)})
	y := checkCodec(t, digits, p, "EMP-004211", func(s string) bool { return regexp.MustCompile(`^EMP-0\d{5}$`).MatchString(s) })
	if y == "EMP-004211" {
		t.Error("digits codec did not change the value")
	}
	alnum := mustCodec(t, "alnum", nil)
	checkCodec(t, alnum, p, "Ab-12x", func(s string) bool { return regexp.MustCompile(`^[A-Z][a-z]-\d\d[a-z]$`).MatchString(s) })
	if _, err := newFormatCodec("digits", codecParams{"keep_prefx": int64(1)}); err == nil || !strings.Contains(err.Error(), "keep_prefx") {
		t.Errorf("misspelt param: err = %v, want it named", err)
	}
	if _, err := newFormatCodec("rot13", nil); err == nil {
		t.Error("unknown codec accepted")
	}
}

// Every default format type's examples are found by the annotator, and their ciphertexts are
// found again as the same type at the same place (type preservation), then decrypt; no
// counterexample is annotated as the type.
func TestDefaultExamplesTypePreserving(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	for _, typ := range reg.Types() {
		if typ.Category != annotate.Format {
			continue
		}
		c := mustCodec(t, typ.Codec, codecParams(typ.Params))
		p := testPermuter(t, "ctx")
		for _, ex := range typ.Examples {
			sp := spanOfType(ann, ex, typ)
			if sp == nil {
				t.Errorf("%s: example %q not found", typ.ID, ex)
				continue
			}
			v := ex[sp.Start:sp.End]
			y, err := c.Encrypt(p, v)
			if err != nil {
				t.Errorf("%s: Encrypt(%q): %v", typ.ID, v, err)
				continue
			}
			out := ex[:sp.Start] + y + ex[sp.End:]
			again := ann.Annotate([]byte(out))
			ok := false
			for _, s := range again {
				if s.Type == typ && s.Start == sp.Start && s.End == sp.Start+len(y) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s: ciphertext %q of example %q is not found again as %s", typ.ID, y, ex, typ.ID)
			}
			if back, err := c.Decrypt(p, y); err != nil || back != v {
				t.Errorf("%s: Decrypt(%q) = %q, %v; want %q", typ.ID, y, back, err, v)
			}
		}
		for _, ex := range typ.Counterexamples {
			for _, s := range ann.Annotate([]byte(ex)) {
				if s.Type == typ {
					t.Errorf("%s: counterexample %q annotated at %q", typ.ID, ex, ex[s.Start:s.End])
				}
			}
		}
	}
}
