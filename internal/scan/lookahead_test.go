package scan

import (
	"regexp/syntax"
	"testing"
)

func TestLookahead(t *testing.T) {
	tests := []struct {
		re    string
		first string // the bytes a match can start with (of non-ASCII runes, the lead byte); "" for every byte
	}{
		{`(?:USD|EUR|€)`, "UE\xe2"},
		{`(?i)usd|eur`, "uUeE"},
		{`(?i)k`, "kK\xe2"}, // the Kelvin sign folds to k
		{`\d+ ?(?:usd|)`, "0123456789"},
		{`(?:usd|)`, ""}, // may match the empty string
		{`(?:x|)*y`, ""}, // an empty loop: no constraint
		{`\bjan`, "j"},   // an assertion reads no byte
		{`.x`, ""},       // any rune
		{`[a-c]|[^\x00-\x7f]`, "abc\xc3\xe2\xf0"},
	}
	for _, tt := range tests {
		re, err := syntax.Parse(tt.re, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := syntax.Compile(re.Simplify())
		if err != nil {
			t.Fatal(err)
		}
		la := newLookahead(prog.Inst, prog.Start)
		start := uint32(prog.Start)
		got := la.bytes(start)
		var want byteSet
		for _, c := range []byte(tt.first) {
			want.add(c)
		}
		for c := range 256 {
			// Exact for ASCII; of other bytes, a superset of the lead bytes.
			must := tt.first == "" || want.has(byte(c))
			if got.has(byte(c)) != must && (must || c < 0x80) {
				t.Errorf("%s: byte %q in the first bytes: %v", tt.re, byte(c), got.has(byte(c)))
			}
		}
		// The end of the region excludes exactly the paths that must read a byte.
		if ex := la.excludes(start, nil, 0, 0); ex != (tt.first != "") {
			t.Errorf("%s: excluded at the end: %v", tt.re, ex)
		}
	}
}
