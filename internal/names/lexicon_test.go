package names

import (
	"strings"
	"testing"
	"unicode"
)

// data/lexicon.txt is what scripts/lexicon-data writes: sorted unique lower-case words of
// 2–24 Latin letters, each with two bands 0–4 (English, German and French; Spanish), not
// both 0; and WordBand and WordBandEnDeFr find every one of them with its bands, in place.
func TestLexicon(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(lexicon, "\n"), "\n")
	if len(lines) < 100_000 {
		t.Fatalf("%d words; want the four 50k lists merged", len(lines))
	}
	prev := ""
	for i, line := range lines {
		w, bands, ok := strings.Cut(line, "\t")
		if !ok || len(bands) != 2 || bands[0] < '0' || bands[0] > '4' || bands[1] < '0' || bands[1] > '4' || bands == "00" {
			t.Fatalf("line %d: %q: want word<TAB> and two bands 0-4, not both 0", i+1, line)
		}
		checkListWord(t, i, w, prev, 2, false)
		prev = w
		b, es := int(bands[0]-'0'), int(bands[1]-'0')
		want := b
		if b == BandNone || es != BandNone && es < b {
			want = es
		}
		if got := WordBand(w); got != want {
			t.Fatalf("WordBand(%q) = %d, want %d (bands %s)", w, got, want, bands)
		}
		if got := WordBandEnDeFr(w); got != b {
			t.Fatalf("WordBandEnDeFr(%q) = %d, want %d", w, got, b)
		}
	}
}

// data/lexicon.idx must be what CompileLexiconIndex makes of data/lexicon.txt now, or lookups
// would search the wrong lines.
func TestLexiconIndex(t *testing.T) {
	var idx strings.Builder
	if err := CompileLexiconIndex(&idx, lexicon); err != nil {
		t.Fatal(err)
	}
	if idx.String() != lexiconIndex {
		t.Fatal("data/lexicon.idx is out of date: run 'go generate ./internal/names' (twice: the classes read the lexicon through the index)")
	}
	// Keys around the words: before the first, after the last, between two, of one byte.
	for _, w := range []string{"", "a", "aa", "zzzzzz", "\xff\xff\xff", "abz", "the", "thf", "ü"} {
		want, _ := findLine(lexicon, w)
		if got, _ := findLine(prefixLines(w), w); got != want {
			t.Errorf("%q: %q through the index, %q without", w, got, want)
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
		// Spanish: in the Spanish list alone, or more frequent there.
		{"necesito", BandTop1k}, {"ama", BandTop5k},
		// Names of people that general text never uses, and what is no word.
		{"ramelow", BandNone}, {"pofalla", BandNone}, {"", BandNone}, {"a", BandNone},
		{"Leben", BandNone}, {"zzzzzz", BandNone}, {"\xff", BandNone},
	} {
		if got := WordBand(tc.word); got != tc.band {
			t.Errorf("WordBand(%q) = %d, want %d", tc.word, got, tc.band)
		}
	}
}

// The person-name model reads the bands it was trained on: the Spanish list changes none.
func TestWordBandEnDeFr(t *testing.T) {
	for _, tc := range []struct {
		word string
		band int
	}{
		{"the", BandTop1k}, {"leben", BandTop1k}, {"necesito", BandNone}, {"ama", BandTop50k}, {"ramelow", BandNone},
	} {
		if got := WordBandEnDeFr(tc.word); got != tc.band {
			t.Errorf("WordBandEnDeFr(%q) = %d, want %d", tc.word, got, tc.band)
		}
	}
}

// checkListWord fails t unless w, line i of a list that findLine searches, is of minRunes to 24
// lower-case Latin letters (or hyphens, where hyphens allows) and sorts after prev, the line
// before it: the lists are searched in place, so their order is their index.
func checkListWord(t *testing.T, i int, w, prev string, minRunes int, hyphens bool) {
	t.Helper()
	if n := len([]rune(w)); n < minRunes || n > 24 || w != strings.ToLower(w) || strings.IndexFunc(w, func(r rune) bool {
		return !(hyphens && r == '-') && (!unicode.IsLetter(r) || !unicode.In(r, unicode.Latin))
	}) >= 0 {
		t.Fatalf("line %d: %q: want %d-24 lower-case Latin letters (hyphens %v)", i+1, w, minRunes, hyphens)
	}
	if w <= prev {
		t.Fatalf("line %d: %q after %q: want sorted unique words", i+1, w, prev)
	}
}
