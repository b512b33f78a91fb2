package scan_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/preempt-dev/preempt/internal/corpus"
	"github.com/preempt-dev/preempt/internal/scan"
)

// A set decoded from its compiled form finds what the compiled set finds, and encodes to the
// same bytes; the compiled form of other patterns is refused.
func TestDecodeIsCompile(t *testing.T) {
	ps := append(defaultPatterns(t), trickyPatternList()...)
	set := scan.Compile(ps, maxMatch, scan.DFA)
	data, err := set.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	dec, err := scan.Decode(data, ps, maxMatch)
	if err != nil {
		t.Fatal(err)
	}
	again, err := dec.AppendBinary(nil)
	if err != nil || !bytes.Equal(again, data) {
		t.Fatalf("a decoded set encodes differently (err %v)", err)
	}
	texts := append([]string{}, trickyTexts...)
	texts = append(texts, string(corpus.Generate(64<<10, 9)))
	for _, text := range texts {
		want, got := set.Search([]byte(text)), dec.Search([]byte(text))
		for k := range ps {
			if w, g := want.Find(k, nil), got.Find(k, nil); !slices.EqualFunc(g, w, slices.Equal) {
				t.Fatalf("pattern %q: decoded set finds %v, compiled set %v", ps[k].Regex, g, w)
			}
		}
	}
	other := slices.Clone(ps)
	other[3].Regex += "x"
	if _, err := scan.Decode(data, other, maxMatch); err == nil {
		t.Error("the compiled form of other patterns was accepted")
	}
	if _, err := scan.Decode(data, ps, maxMatch+1); err == nil {
		t.Error("the compiled form for another maxMatch was accepted")
	}
	if _, err := scan.Compile(ps, maxMatch, scan.Whole).AppendBinary(nil); err == nil {
		t.Error("a set without a DFA has no compiled form, but AppendBinary wrote one")
	}
}

// A corrupt compiled form is an error or a set, never a panic, and a set it gives searches
// without panicking.
func FuzzDecode(f *testing.F) {
	ps := trickyPatternList()
	data, err := scan.Compile(ps, maxMatch, scan.DFA).AppendBinary(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data, 0, byte(0))
	f.Fuzz(func(t *testing.T, data []byte, at int, b byte) {
		if len(data) > 0 {
			data = slices.Clone(data)
			data[uint(at)%uint(len(data))] ^= b
		}
		set, err := scan.Decode(data, ps, maxMatch)
		if err != nil {
			return
		}
		r := set.Search([]byte(trickyTexts[uint(at)%uint(len(trickyTexts))]))
		for k := range ps {
			r.Find(k, nil)
		}
	})
}
