package names

import (
	"strings"
	"testing"
	"unicode"
)

// data/lexicon.txt is what scripts/lexicon-data writes: sorted unique lower-case words of
// 2–24 Latin letters, each with a band 1–4; and WordBand finds every one of them with its
// band, in place.
func TestLexicon(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(lexicon, "\n"), "\n")
	if len(lines) < 100_000 {
		t.Fatalf("%d words; want the three 50k lists merged", len(lines))
	}
	prev := ""
	for i, line := range lines {
		w, band, ok := strings.Cut(line, "\t")
		if !ok || len(band) != 1 || band[0] < '1' || band[0] > '4' {
			t.Fatalf("line %d: %q: want word<TAB>band 1-4", i+1, line)
		}
		if n := len([]rune(w)); n < 2 || n > 24 || w != strings.ToLower(w) || strings.IndexFunc(w, func(r rune) bool {
			return !unicode.IsLetter(r) || !unicode.In(r, unicode.Latin)
		}) >= 0 {
			t.Fatalf("line %d: %q: want 2-24 lower-case Latin letters", i+1, w)
		}
		if w <= prev {
			t.Fatalf("line %d: %q after %q: want sorted unique words", i+1, w, prev)
		}
		prev = w
		if got := WordBand(w); got != int(band[0]-'0') {
			t.Fatalf("WordBand(%q) = %d, want %s", w, got, band)
		}
	}
}

func TestWordBand(t *testing.T) {
	for _, tc := range []struct {
		word string
		band int
	}{
		{"the", BandTop1k}, {"und", BandTop1k}, {"leben", BandTop1k}, {"hand", BandTop1k},
		{"liebeskummer", BandTop20k},
		// Names of people that general text never uses, and what is no word.
		{"ramelow", BandNone}, {"pofalla", BandNone}, {"", BandNone}, {"a", BandNone},
		{"Leben", BandNone}, {"zzzzzz", BandNone}, {"\xff", BandNone},
	} {
		if got := WordBand(tc.word); got != tc.band {
			t.Errorf("WordBand(%q) = %d, want %d", tc.word, got, tc.band)
		}
	}
}
