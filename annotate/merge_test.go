package annotate

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Overlapping spans from different sources are merged so that every flagged byte stays in a
// span: one type's spans unite, a shorter span of another type cuts the longer one.
func TestMerge(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	typ := func(id string) *Type {
		x, ok := reg.Lookup(id)
		if !ok {
			t.Fatalf("no type %s", id)
		}
		return x
	}
	// in is a span of type id over the first occurrence of sub, from source order.
	type in struct {
		id, sub string
		order   int
	}
	for _, c := range []struct {
		text string
		in   []in
		want string
	}{
		{ // an annotator over-extends a name onto a card number
			"Card holder Zorblax Quux 4539-1488-0343-6467 ok.",
			[]in{{"credit_card", "4539-1488-0343-6467", 0}, {"person", "Zorblax Quux 4539-1488-0343-6467", 1}},
			"person:Zorblax Quux credit_card:4539-1488-0343-6467",
		},
		{ // one type: the union, wider than either
			"Kaiser Soze was here.",
			[]in{{"person", "Soze", 0}, {"person", "Kaiser Soze", 1}},
			"person:Kaiser Soze",
		},
		{ // two annotators each cover part of an SSN
			"SSN 372-61-4918 on file.",
			[]in{{"ssn", "372-61", 1}, {"ssn", "61-4918", 2}},
			"ssn:372-61-4918",
		},
		{ // an inner span in the middle cuts the outer span in two; punctuation at the cuts stays out
			"To: Ann Lee (372-61-4918), Bob Ray.",
			[]in{{"ssn", "372-61-4918", 0}, {"person", "Ann Lee (372-61-4918), Bob Ray", 1}},
			"person:Ann Lee ssn:372-61-4918 person:Bob Ray",
		},
		{ // partial overlap: the shorter keeps the shared bytes
			"Call 415-555-0134 Smith now.",
			[]in{{"person", "0134 Smith", 1}, {"phone", "415-555-0134", 0}},
			"phone:415-555 person:0134 Smith",
		},
		{ // a cut piece without a letter or digit is dropped
			"Ann Lee: 372-61-4918",
			[]in{{"ssn", "372-61-4918", 0}, {"person", ": 372-61-4918", 1}},
			"ssn:372-61-4918",
		},
		{ // disjoint spans are left alone
			"Ann Lee, 372-61-4918",
			[]in{{"ssn", "372-61-4918", 0}, {"person", "Ann Lee", 1}},
			"person:Ann Lee ssn:372-61-4918",
		},
	} {
		var cands []candidate
		for _, s := range c.in {
			i := strings.Index(c.text, s.sub)
			cands = append(cands, candidate{Span{Start: i, End: i + len(s.sub), Type: typ(s.id)}, s.order})
		}
		var got []string
		for _, s := range merge([]byte(c.text), cands) {
			got = append(got, fmt.Sprintf("%s:%s", s.Type.ID, c.text[s.Start:s.End]))
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, g, c.want)
		}
	}
}

// Whatever the overlaps, merge returns sorted, disjoint spans, and every letter or digit that
// any candidate covered is inside one of them: no flagged byte that carries information is
// left out.
func FuzzMerge(f *testing.F) {
	f.Add("Card holder Zorblax Quux 4539-1488-0343-6467 ok.", []byte{12, 44, 1, 25, 44, 0, 0, 4, 2})
	f.Add("SSN 372-61-4918 of Bob Jones.", []byte{0, 10, 1, 8, 28, 1, 4, 15, 0})
	reg, err := Default()
	if err != nil {
		f.Fatal(err)
	}
	types := reg.Types()
	f.Fuzz(func(t *testing.T, text string, spec []byte) {
		if len(text) == 0 || len(text) > 200 {
			return
		}
		var cands []candidate
		for i := 0; i+2 < len(spec) && len(cands) < 8; i += 3 {
			s, e := int(spec[i])%len(text), int(spec[i+1])%(len(text)+1)
			if e <= s {
				continue
			}
			cands = append(cands, candidate{Span{Start: s, End: e, Type: types[int(spec[i+2])%len(types)]}, int(spec[i+2]) % 3})
		}
		flagged := make([]bool, len(text))
		for _, c := range cands {
			for i := c.Start; i < c.End; i++ {
				flagged[i] = true
			}
		}
		out := merge([]byte(text), slices.Clone(cands))
		covered := make([]bool, len(text))
		end := 0
		for _, s := range out {
			if s.Start < end || s.End <= s.Start || s.End > len(text) {
				t.Fatalf("spans %v not sorted and disjoint", out)
			}
			end = s.End
			for i := s.Start; i < s.End; i++ {
				covered[i] = true
			}
		}
		for i := range text {
			c := text[i]
			if flagged[i] && !covered[i] && (c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				t.Fatalf("byte %d (%q) of %q flagged by %v but in no span of %v", i, c, text, cands, out)
			}
		}
	})
}
