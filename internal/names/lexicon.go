package names

import (
	_ "embed"
	"encoding/binary"
	"io"
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

// lexiconIndex is data/lexicon.idx, made from lexicon by CompileLexiconIndex (go generate): for
// each three-byte prefix of its words, in order, a record of the prefix and the offset of its
// first line. A lookup binary-searches the records, then the thirty-odd lines of its prefix,
// both in place: half the time of searching the 150,000 lines, with nothing built at start.
//
//go:embed data/lexicon.idx
var lexiconIndex string

// indexRecord is the size of a record of lexiconIndex: the prefix, then the offset, big-endian.
const (
	indexPrefix = 3
	indexRecord = indexPrefix + 4
)

// WordBand returns the frequency band of a lower-case word in general text, English, German,
// French or Spanish: words of film subtitles, where a name is rarer than in news. It
// binary-searches the embedded list in place (lexiconIndex): no table is built.
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
	b, ok := findLine(prefixLines(low), low)
	if !ok {
		return BandNone, BandNone
	}
	return int(b[0] - '0'), int(b[1] - '0')
}

// prefixLines returns the lines of lexicon whose words have the first three bytes of key (all
// of key if shorter), by lexiconIndex; none if no word has them.
func prefixLines(key string) string {
	p := key[:min(len(key), indexPrefix)]
	n := len(lexiconIndex) / indexRecord
	i, j := 0, n // the first record whose prefix is not below p
	for i < j {
		h := int(uint(i+j) >> 1)
		if recordPrefix(h) < p {
			i = h + 1
		} else {
			j = h
		}
	}
	if i == n || recordPrefix(i) != p {
		return ""
	}
	end := len(lexicon)
	if i+1 < n {
		end = recordOffset(i + 1)
	}
	return lexicon[recordOffset(i):end]
}

// recordPrefix returns the prefix of record i of lexiconIndex, without the zero bytes that pad
// a short one.
func recordPrefix(i int) string {
	p := lexiconIndex[i*indexRecord : i*indexRecord+indexPrefix]
	return strings.TrimRight(p, "\x00")
}

// recordOffset returns the offset in lexicon of record i's first line.
func recordOffset(i int) int {
	r := lexiconIndex[i*indexRecord+indexPrefix:]
	return int(r[0])<<24 | int(r[1])<<16 | int(r[2])<<8 | int(r[3])
}

// CompileLexiconIndex writes the index of lexicon's lines by the first three bytes of their
// words (see lexiconIndex): lines sorted by bytes have their words' prefixes sorted too, as the
// words are letters, above the tab that ends them.
func CompileLexiconIndex(w io.Writer, lexicon string) error {
	var rec [indexRecord]byte
	last := "\xff" // no prefix yet
	for off := 0; off < len(lexicon); {
		n := strings.IndexByte(lexicon[off:], '\n') + 1
		if n == 0 {
			n = len(lexicon) - off
		}
		word, _, _ := strings.Cut(lexicon[off:off+n], "\t")
		if p := word[:min(len(word), indexPrefix)]; p != last {
			clear(rec[:indexPrefix])
			copy(rec[:], p)
			binary.BigEndian.PutUint32(rec[indexPrefix:], uint32(off))
			if _, err := w.Write(rec[:]); err != nil {
				return err
			}
			last = p
		}
		off += n
	}
	return nil
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
