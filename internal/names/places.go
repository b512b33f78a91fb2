package names

import (
	_ "embed"
	"strings"
)

// places is data/places.txt: the lower-case names of one word of the world's towns of 100,000
// people or more, one a line, sorted by bytes (see scripts/places-data).
//
//go:embed data/places.txt
var places string

// IsPlace reports whether a lower-case word is the name of a town or city of 100,000 people or
// more ("bradford", "kayseri", "saint-étienne"). Many are names of people too ("florence",
// "jackson"): the caller reads the context. It binary-searches the embedded list in place.
func IsPlace(low string) bool {
	lo, hi := 0, len(places) // search the lines that start in [lo, hi)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := max(strings.LastIndexByte(places[:mid], '\n')+1, lo)
		end := start + strings.IndexByte(places[start:], '\n')
		switch w := places[start:end]; {
		case w == low:
			return true
		case w < low:
			lo = end + 1
		default:
			hi = start
		}
	}
	return false
}
