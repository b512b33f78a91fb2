package scan_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
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

// Warm states change what a search costs, not what it finds: a set warmed up on some texts, and
// the same set decoded from its compiled form, find what a cold set finds in other texts, in a
// text that overflows the cache (reset to the warm states) and in the warm-up texts.
func TestWarmUpSameEnds(t *testing.T) {
	ps := append(defaultPatterns(t), trickyPatternList()...)
	cold := scan.Compile(ps, maxMatch, scan.DFA)
	warmTexts := [][]byte{corpus.Generate(32<<10, 3), []byte(strings.Join(trickyTexts[:len(trickyTexts)/2], "\n"))}
	warm := scan.Compile(ps, maxMatch, scan.DFA)
	warm.WarmUp(warmTexts, 300)
	data, err := warm.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	coldData, err := cold.AppendBinary(nil)
	if err != nil || len(data) <= len(coldData) {
		t.Fatalf("the warm set's compiled form (%d bytes) holds no more than the cold one's (%d, err %v)", len(data), len(coldData), err)
	}
	dec, err := scan.Decode(data, ps, maxMatch)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := dec.AppendBinary(nil); err != nil || !bytes.Equal(again, data) {
		t.Fatalf("a decoded warm set encodes differently (err %v)", err)
	}
	texts := append([]string{}, trickyTexts...)
	texts = append(texts, string(corpus.Generate(8<<10, 11)), string(warmTexts[0]), randomText(400<<10, 5))
	for _, text := range texts {
		want := cold.Search([]byte(text))
		for _, set := range []*scan.Set{warm, dec} {
			got := set.Search([]byte(text))
			for k := range ps {
				if w, g := want.Find(k, nil), got.Find(k, nil); !slices.EqualFunc(g, w, slices.Equal) {
					t.Fatalf("pattern %q: warm set finds %v, cold set %v", ps[k].Regex, g, w)
				}
			}
		}
	}
}

// randomText returns size bytes of random letters, digits, punctuation and a few non-ASCII
// runes: text whose DFA states overflow a cache.
func randomText(size int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, seed))
	alphabet := []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;-/()@#+\n\téüßñ€")
	var b strings.Builder
	for b.Len() < size {
		b.WriteRune(alphabet[r.IntN(len(alphabet))])
	}
	return b.String()
}

// A corrupt compiled form is an error or a set, never a panic, and a set it gives searches
// without panicking.
func FuzzDecode(f *testing.F) {
	ps := trickyPatternList()
	set := scan.Compile(ps, maxMatch, scan.DFA)
	set.WarmUp([][]byte{[]byte(strings.Join(trickyTexts, "\n"))}, 200)
	data, err := set.AppendBinary(nil)
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
