package names

import (
	_ "embed"
	"strings"
)

// lexicon is data/lexicon.txt: the lower-case words of general English, German and French
// text, one "word<TAB>band" a line, sorted by bytes (see scripts/lexicon-data).
//
//go:embed data/lexicon.txt
var lexicon string

// Frequency bands of WordBand: how common a word is in general text, by its best rank in
// the English, German and French frequency lists.
const (
	BandNone   = iota // in none of the lists
	BandTop1k         // among the 1,000 most frequent words of a language
	BandTop5k         // among the 5,000 most frequent
	BandTop20k        // among the 20,000 most frequent
	BandTop50k        // among the 50,000 most frequent
)

// WordBand returns the frequency band of a lower-case word in general text: words of film
// subtitles, where a name is rarer than in news. It binary-searches the embedded list in
// place: no table is built.
func WordBand(low string) int {
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
			return int(lexicon[tab+1] - '0')
		case w < low:
			lo = end + 1
		default:
			hi = start
		}
	}
	return BandNone
}
