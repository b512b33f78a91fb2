package sanitize

import (
	"math"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// renderStyles are inputs of one value type written in different styles but with the same
// public attributes (type, currency and its side, percent word): their releases must be
// written identically.
var renderStyles = []struct {
	typ    string
	inputs []string
}{
	{"money", []string{"$999", "$1,000", "$1000", "$1.2 million", "$1,200,000", "$1,000.00", "$85K", "$ 12.99", "$0.50"}},
	{"money", []string{"1.234,56 €", "1234 €", "1 234,56 €", "1.234€", "2,5 Mio. €", "1,234.56 €", "12 €"}},
	{"money", []string{"USD 1,200.50", "USD1200", "USD 3.000"}},
	{"money", []string{"85k", "1.2 million", "2,5 Mio.", "3 bn", "12.5K"}},
	{"percent", []string{"12.5%", "12 %", "+12%", "12.50%", "−3%", "-3 %", "0.5%"}},
	{"percent", []string{"45 percent", "12.5 percent", "+3 percent"}},
	{"percent", []string{"12,5 Prozent", "12 Prozent", "-3,25 Prozent"}},
	{"number", []string{"1,234.5", "42", "0.75", "1234", "1,000,000"}},
	{"age", []string{"45", "7", "120"}},
	{"age", []string{"45.0", "7.0", "120.0"}}, // a data frame's column of ages with a missing value
}

// The released text is a function of the noisy value and the public attributes only (issue 9
// item 3): for every grid point of each type, inputs written in different styles give
// byte-identical text. Before, "$1,000" kept its comma and "$1.2 million" its magnitude word.
func TestReleaseTextIndependentOfInputStyle(t *testing.T) {
	_, s := valueSetup(t, numberConfig, Options{})
	for _, st := range renderStyles {
		vt := s.values[st.typ]
		var ns []format.Number
		for _, in := range st.inputs {
			n, _, err := vt.read(in)
			if err != nil {
				t.Fatalf("%s %q: %v", st.typ, in, err)
			}
			ns = append(ns, n)
		}
		for j := range vt.grid.Len() {
			v := vt.grid.Point(j)
			want := vt.write(ns[0], v)
			for k, n := range ns[1:] {
				if got := vt.write(n, v); got != want {
					t.Fatalf("%s point %v: %q writes %q, %q writes %q", st.typ, v, st.inputs[0], want, st.inputs[k+1], got)
				}
			}
		}
	}
}

// textPMF is the exact distribution of the released text for input text in, under the type's
// mechanism with ε, as log-probabilities: the pmf of grid points pushed through the rendering.
func textPMF(t *testing.T, vt *valueType, eps Epsilon, in string) (map[string]float64, int64) {
	t.Helper()
	n, i, err := vt.read(in)
	if err != nil {
		t.Fatal(err)
	}
	m := vt.mechanism(eps)
	terms := map[string][]float64{}
	for j := range vt.grid.Len() {
		text := vt.write(n, vt.grid.Point(j))
		terms[text] = append(terms[text], m.LogPMF(i, j))
	}
	p := map[string]float64{}
	for text, ls := range terms { // log Σ exp, without underflow
		top := math.Inf(-1)
		for _, l := range ls {
			top = math.Max(top, l)
		}
		var sum float64
		for _, l := range ls {
			sum += math.Exp(l - top)
		}
		p[text] = top + math.Log(sum)
	}
	return p, i
}

// The definition of ε-mLDP, checked on the released TEXT: for neighbouring inputs written in
// different styles, every output string has probabilities within a factor e^(ε·d), d their
// distance in grid steps; in particular the sets of possible output strings are equal.
// Computed exactly from the pmf over the whole grid.
func TestReleaseTextMLDP(t *testing.T) {
	_, s := valueSetup(t, numberConfig, Options{})
	eps := mustEps(t, "0.5")
	for _, tc := range []struct {
		typ  string
		a, b string
	}{
		{"money", "$999", "$1,000"},
		{"money", "$1,000", "$1000"},
		{"money", "$1000", "$1,020.00"},
		{"money", "$1.2 million", "$1,200,000"},
		{"money", "$1,200,000", "$1.25 million"},
		{"money", "1.234,56 €", "1234 €"},
		{"money", "85k", "1.2 million"},
		{"percent", "12.5%", "12 %"},
		{"percent", "+12%", "12.3%"},
		{"age", "45", "46"},
		{"age", "45.0", "46.0"},
	} {
		vt := s.values[tc.typ]
		pa, ia := textPMF(t, vt, eps, tc.a)
		pb, ib := textPMF(t, vt, eps, tc.b)
		d := math.Abs(float64(ia - ib))
		bound := eps.float()*d + 1e-9
		for text, x := range pa {
			y, ok := pb[text]
			if !ok {
				t.Errorf("%s: %q can write %q, %q never", tc.typ, tc.a, text, tc.b)
				continue
			}
			if r := math.Abs(x - y); r > bound {
				t.Errorf("%s: %q vs %q (d = %v): output %q has log ratio %v > ε·d = %v", tc.typ, tc.a, tc.b, d, text, r, bound)
			}
		}
		for text := range pb {
			if _, ok := pa[text]; !ok {
				t.Errorf("%s: %q can write %q, %q never", tc.typ, tc.b, text, tc.a)
			}
		}
	}
}

// The canonical form stays useful: distinct grid points are written distinctly (where the
// form's precision allows: money from $1), each text reads back as its type within half a
// rounding quantum of the point, and reads back with the same public attributes, so
// sanitizing sanitized text keeps its form.
func TestReleaseTextReadsBack(t *testing.T) {
	_, s := valueSetup(t, numberConfig, Options{})
	for _, st := range renderStyles {
		vt := s.values[st.typ]
		n, _, err := vt.read(st.inputs[0])
		if err != nil {
			t.Fatal(err)
		}
		canon := format.CanonOf(vt.kind, n)
		seen := map[string]float64{}
		for j := range vt.grid.Len() {
			v := vt.grid.Point(j)
			text := vt.write(n, v)
			back, _, err := vt.read(text)
			if err != nil {
				t.Fatalf("%s: point %v written %q does not read back: %v", st.typ, v, text, err)
			}
			q := vt.quantum(v)
			if st.typ == "money" && q < 0.01 {
				q = 0.01
			}
			if bare := n.Prefix == "" && n.Suffix == ""; bare && st.typ == "money" {
				mag := 1e3 // "0.87k": at most two decimals of the magnitude word
				for mag < 1e12 && v >= mag*1000*(1-1e-9) {
					mag *= 1000
				}
				q = math.Max(q, mag/100)
			}
			if math.Abs(back.Value-v) > q/2*(1+1e-9) {
				t.Errorf("%s: point %v written %q reads back as %v", st.typ, v, text, back.Value)
			}
			if got := format.CanonOf(vt.kind, back); got != canon {
				t.Errorf("%s: %q reads back with another form %+v, want %+v", st.typ, text, got, canon)
			}
			if prev, dup := seen[text]; dup && (st.typ != "money" || v >= 1000) {
				t.Errorf("%s: points %v and %v are both written %q", st.typ, prev, v, text)
			}
			seen[text] = v
		}
	}
}
