package sanitize

import (
	"bytes"
	"errors"
	"math"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// FuzzRelease: for any span text, Release either rejects it with errValue or returns a value
// of the same type (it parses again) inside the type's grid up to display rounding,
// deterministically.
func FuzzRelease(f *testing.F) {
	for _, s := range []string{"$85,000", "1.234,56 €", "12.5%", "45", "85k", "1.2 million dollars", "-3 %", "0", "USD 1,200.50", "1,234.5"} {
		f.Add(s)
	}
	_, s := valueSetup(f, numberConfig, Options{Context: "fuzz"})
	f.Fuzz(func(t *testing.T, text string) {
		for _, id := range []string{"age", "money", "percent", "number"} {
			out, err := s.Release(id, text)
			if err != nil {
				if !errors.Is(err, errValue) {
					t.Fatalf("Release(%s, %q): %v; want errValue", id, text, err)
				}
				continue
			}
			vt := s.values[id]
			n, _, err := vt.read(out)
			if err != nil {
				t.Fatalf("Release(%s, %q) = %q, which does not read back: %v", id, text, out, err)
			}
			g := vt.grid
			lo, hi := g.Point(0), g.Point(g.Len()-1)
			// Inside the grid, up to rounding to the span's own style (its decimals and magnitude).
			tol := 0.5*math.Pow(10, -float64(n.Decimals))*n.Magnitude + 1e-9*math.Abs(hi)
			if n.Value < lo-tol || n.Value > hi+tol {
				t.Fatalf("Release(%s, %q) = %q, outside [%v, %v]", id, text, out, lo, hi)
			}
			if again, _ := s.Release(id, text); again != out {
				t.Fatalf("Release(%s, %q) = %q, then %q", id, text, out, again)
			}
		}
	})
}

// FuzzDocument: annotated input with helper strings either fails or sanitizes every span, and
// in value mode gives the same output twice.
func FuzzDocument(f *testing.F) {
	f.Add([]byte("My monthly salary is ⟦money#x:$5,000⟧, yearly ⟦money#y=12*x:$60,000⟧, taxable ⟦money=y-(x/2)+3:$50,000⟧."))
	f.Add([]byte("⟦age#a:25⟧ ⟦number=2025-a:2000⟧ ⟦age:25⟧ ⟦keep:SKU-1⟧ ⟦ssn:372-61-4918⟧"))
	_, s := valueSetup(f, numberConfig, Options{Context: "fuzz"})
	reg := s.reg
	f.Fuzz(func(t *testing.T, data []byte) {
		text, spans, helpers, err := annotate.ParseMarkupHelpers(data, reg)
		if err != nil {
			return
		}
		if len(helpers) != len(spans) {
			t.Fatalf("%d helpers for %d spans", len(helpers), len(spans))
		}
		res, err := s.Document(text, spans, helpers)
		if err != nil {
			return
		}
		if len(res.Report.Tokens) > len(spans) {
			t.Fatalf("%d tokens for %d spans", len(res.Report.Tokens), len(spans))
		}
		res2, err := s.Document(text, spans, helpers)
		if err != nil || !bytes.Equal(res.Text, res2.Text) {
			t.Fatalf("value mode is not deterministic: %q vs %q (%v)", res.Text, res2.Text, err)
		}
	})
}

// FuzzParseLinear: the formula parser never panics, and a formula it accepts evaluates to its
// constant when every name is zero.
func FuzzParseLinear(f *testing.F) {
	for _, s := range []string{"12*x", "y - q", "(a+b)/2", "2025-x", "-(-x)*3", "x*y", "1/0", "((((x))))"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := parseLinearForm(s)
		if err != nil {
			return
		}
		zero := map[string]float64{}
		if v := l.Eval(zero); v != l.Const && !(v != v) {
			t.Fatalf("ParseLinear(%q).Eval(0) = %v, want %v", s, v, l.Const)
		}
	})
}

// FuzzParseEpsilon: an accepted ε is positive, within the sampler's limits, and its String
// reads back as the same rational.
func FuzzParseEpsilon(f *testing.F) {
	for _, s := range []string{"1", "0.5", "2.5e-1", "1/3", "1e-12", "0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseEpsilon(s)
		if err != nil {
			return
		}
		if e.num == 0 || e.den == 0 || e.num > maxEpsNum || e.den > maxEpsDen {
			t.Fatalf("ParseEpsilon(%q) = %d/%d", s, e.num, e.den)
		}
		back, err := ParseEpsilon(e.String())
		if err != nil || back != e {
			t.Fatalf("ParseEpsilon(%q) = %v, which reads back as %v, %v", s, e, back, err)
		}
	})
}
