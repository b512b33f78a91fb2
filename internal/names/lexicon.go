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

// WordBandEnDeFr is WordBand by the English, German and French lists alone: the feature the
// person-name model (internal/ner) was trained on. The Spanish list came later; the model
// reads it once it is retrained on WordBand.
func WordBandEnDeFr(low string) int {
	b, _ := bands(low)
	return b
}

// bands returns the two bands of a lower-case word: in the English, German and French lists,
// and in the Spanish list.
func bands(low string) (int, int) {
	lo, hi := 0, len(lexicon) // search the lines that start in [lo, hi)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(lexicon[:mid], '\n') + 1
		if start < lo {
			start = lo
		}
		end := start + strings.IndexByte(lexicon[start:], '\n')
		tab := start + strings.IndexByte(lexicon[start:end], '\t')
		switch w := lexicon[start:tab]; {
		case w == low:
			return int(lexicon[tab+1] - '0'), int(lexicon[tab+2] - '0')
		case w < low:
			lo = end + 1
		default:
			hi = start
		}
	}
	return BandNone, BandNone
}
