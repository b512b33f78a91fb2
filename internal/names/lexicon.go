package names

import (
	_ "embed"
	"strings"
)

// lexicon is data/lexicon.txt: the lower-case words of general English, German, French and
// Spanish text, one "word<TAB>bands" a line, sorted by bytes: two digits, the band in the
// English, German and French lists and the band in the Spanish list, 0 for none (see
// scripts/lexicon-data).
//
//go:embed data/lexicon.txt
var lexicon string

// Frequency bands of WordBand: how common a word is in general text, by its best rank in
// the frequency lists.
const (
	BandNone   = iota // in none of the lists
	BandTop1k         // among the 1,000 most frequent words of a language
	BandTop5k         // among the 5,000 most frequent
	BandTop20k        // among the 20,000 most frequent
	BandTop50k        // among the 50,000 most frequent
)

// WordBand returns the frequency band of a lower-case word in general text, English, German,
// French or Spanish: words of film subtitles, where a name is rarer than in news. It
// binary-searches the embedded list in place: no table is built.
func WordBand(low string) int {
	b, es := bands(low)
	if b == BandNone || es != BandNone && es < b {
		return es
	}
	return b
}

// Frequent reports whether a band of WordBand, WordBandEnDeFr or WordBandES is one of the
// 5,000 most frequent words of general text.
func Frequent(band int) bool { return band == BandTop1k || band == BandTop5k }

// WordBandEnDeFr is WordBand by the English, German and French lists alone: the feature the
// person-name model (internal/ner) was trained on. The Spanish list came later; the model
// reads it once it is retrained on WordBand.
func WordBandEnDeFr(low string) int {
	b, _ := bands(low)
	return b
}

// WordBandES is WordBand by the Spanish list alone.
func WordBandES(low string) int {
	_, es := bands(low)
	return es
}

// bands returns the two bands of a lower-case word: in the English, German and French lists,
// and in the Spanish list.
func bands(low string) (int, int) {
	b, ok := findLine(lexicon, low)
	if !ok {
		return BandNone, BandNone
	}
	return int(b[0] - '0'), int(b[1] - '0')
}

// findLine binary-searches list, lines sorted by bytes, each a key maybe followed by a tab and
// a value, for the line of key, in place: no table is built. It returns the line's value.
func findLine(list, key string) (string, bool) {
	lo, hi := 0, len(list) // search the lines that start in [lo, hi)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := max(strings.LastIndexByte(list[:mid], '\n')+1, lo)
		end := start + strings.IndexByte(list[start:], '\n')
		k, v, _ := strings.Cut(list[start:end], "\t")
		switch {
		case k == key:
			return v, true
		case k < key:
			lo = end + 1
		default:
			hi = start
		}
	}
	return "", false
}
