package format

import (
	"math"
	"testing"
)

func TestParseMoney(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		out  string // Format(1234567.891)
	}{
		{"$85,000", 85000, "$1,234,568"},
		{"$85000", 85000, "$1234568"},
		{"USD 1,200.50", 1200.5, "USD 1,234,567.89"},
		{"€500", 500, "€1234568"},
		{"1.2 million dollars", 1.2e6, "1.2 million dollars"},
		{"$1.2 million", 1.2e6, "$1.2 million"},
		{"85k", 85000, "1235k"},
		{"$85K", 85000, "$1235K"},
		{"1.234,56 €", 1234.56, "1.234.567,89 €"},
		{"1 234,56 €", 1234.56, "1 234 567,89 €"},
		{"2,5 Mio. €", 2.5e6, "1,2 Mio. €"},
		{"EUR 3.000", 3000, "EUR 1.234.568"},
		{"5,50 €", 5.5, "1234567,89 €"},
		{"£12.99", 12.99, "£1234567.89"},
	}
	for _, tt := range tests {
		n, err := ParseMoney(tt.in)
		if err != nil {
			t.Errorf("ParseMoney(%q): %v", tt.in, err)
			continue
		}
		if math.Abs(n.Value-tt.want) > 1e-9*tt.want {
			t.Errorf("ParseMoney(%q) = %v, want %v", tt.in, n.Value, tt.want)
		}
		if got := n.Format(1234567.891); got != tt.out {
			t.Errorf("ParseMoney(%q).Format = %q, want %q", tt.in, got, tt.out)
		}
		if back := n.Format(n.Value); back != tt.in {
			t.Errorf("ParseMoney(%q).Format(own value) = %q", tt.in, back)
		}
	}
	for _, bad := range []string{"85", "12.5%", "$", "X 12", "-$5", "$5 €", "1,23,456 $"} {
		if _, err := ParseMoney(bad); err == nil {
			t.Errorf("ParseMoney(%q) accepted", bad)
		}
	}
}

func TestParsePercentAgePlain(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		p    func(string) (Number, error)
	}{
		{"12.5%", 12.5, ParsePercent}, {"-3 %", -3, ParsePercent}, {"12,5 Prozent", 12.5, ParsePercent},
		{"45 percent", 45, ParsePercent}, {"+4.2%", 4.2, ParsePercent},
		{"45", 45, ParseAge}, {"0", 0, ParseAge},
		{"1,234.5", 1234.5, ParsePlain}, {"42", 42, ParsePlain}, {"2100", 2100, ParsePlain},
	} {
		n, err := tt.p(tt.in)
		if err != nil || n.Value != tt.want {
			t.Errorf("parse %q = %v, %v; want %v", tt.in, n.Value, err, tt.want)
			continue
		}
		if back := n.Format(n.Value); back != tt.in {
			t.Errorf("%q formats back as %q", tt.in, back)
		}
	}
	for _, bad := range []string{"12.5", "%", "$5%"} {
		if _, err := ParsePercent(bad); err == nil {
			t.Errorf("ParsePercent(%q) accepted", bad)
		}
	}
	for _, bad := range []string{"1999", "2024", "$5", "-5", "5%"} {
		if ValidPlain(bad) {
			t.Errorf("ValidPlain(%q)", bad)
		}
	}
	for _, bad := range []string{"151", "4.5", "1,000", "-3", "0045"} {
		if _, err := ParseAge(bad); err == nil {
			t.Errorf("ParseAge(%q) accepted", bad)
		}
	}
}

// FuzzNumberRoundTrip checks that whatever ParseNumber accepts, Format writes a value back in
// a form ParseNumber reads as the same style and (up to rounding to the style's decimals) value.
func FuzzNumberRoundTrip(f *testing.F) {
	for _, s := range []string{"$85,000", "1.234,56 €", "1 234,56 €", "12.5%", "85k", "1.2 million dollars", "-3 %", "42"} {
		f.Add(s, 1234.5)
	}
	f.Fuzz(func(t *testing.T, text string, v float64) {
		n, err := ParseNumber(text)
		if err != nil {
			return
		}
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e12 || math.Abs(v) < 1e-3 {
			return
		}
		out := n.Format(v)
		m, err := ParseNumber(out)
		if err != nil {
			t.Fatalf("Format(%v) of %q = %q, which does not parse: %v", v, text, out, err)
		}
		if m.Prefix != n.Prefix || m.MagWord != n.MagWord {
			t.Fatalf("Format(%v) of %q = %q: style changed (%+v vs %+v)", v, text, out, m, n)
		}
		dec := n.Decimals
		if dec == 3 {
			dec = 2 // Format's documented rounding: three decimals would read as a thousands group
		}
		tol := 0.5 * math.Pow(10, -float64(dec)) * n.Magnitude * 1.0001
		if math.Abs(m.Value-v) > tol+1e-9*math.Abs(v) && math.Abs(m.Value-v) > math.Abs(v)*1e-3 {
			t.Fatalf("Format(%v) of %q = %q, reads back as %v", v, text, out, m.Value)
		}
	})
}
