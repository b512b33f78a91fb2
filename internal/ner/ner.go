// Package ner finds names of people in text with a learned sequence model: an averaged
// perceptron that tags tokens as the first token of a name, inside one, or outside (BIO),
// left to right, from hashed features of each token and its neighbours: the word, its shape,
// prefixes and suffixes, the words and shapes two tokens either side, the token's class in the
// name lists of package names (given name with gender and frequency, surname, title,
// particle...) and how frequent it is in general text ([names.WordBandEnDeFr]: "Leben" is a
// common word, "Ramelow" none), its place on the line, the run of capitalised words it is
// in, and the tag before it. Outside a name wins only by a margin (nameBias): recall comes first.
//
// The weights are integers (the averaged weights scaled to int16), and every feature is a
// 32-bit hash computed the same way everywhere, so a text gets the same spans on every run
// and platform. The model is embedded (model.bin, made by scripts/train-person from the data
// in data/; see MODEL.md) and read in place: loading it costs nothing but a header check.
//
// Only tokens that can be part of a name are scored: words with a capital letter and, inside
// a name, particles, the dot of an initial and the comma of "LAST, First". Lower-case names
// (chat) are left to other rules.
package ner

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

//go:embed model.bin
var modelBin string

// magic starts a model file; then the base-2 logarithm of the number of buckets (uint32
// little-endian), then numTags int16 weights per bucket, little-endian.
const magic = "PNER0001"

const headerLen = len(magic) + 4

// Model is a trained name tagger. It is immutable and safe for concurrent use.
type Model struct {
	w    string // int16 weights, little-endian, numTags per bucket
	mask uint32
}

var defaultModel = sync.OnceValues(func() (*Model, error) { return Load(modelBin) })

// Default returns the embedded model.
func Default() *Model {
	m, err := defaultModel()
	if err != nil {
		// The model is embedded and checked by the tests: failing here is a build error.
		panic("ner: embedded model: " + err.Error())
	}
	return m
}

// Load reads a model file, in place.
func Load(data string) (*Model, error) {
	if len(data) < headerLen || data[:len(magic)] != magic {
		return nil, errors.New("not a model file")
	}
	bits := binary.LittleEndian.Uint32([]byte(data[len(magic):headerLen]))
	if bits < 8 || bits > 24 {
		return nil, errors.New("bad table size")
	}
	w := data[headerLen:]
	if len(w) != (1<<bits)*numTags*2 {
		return nil, errors.New("truncated weights")
	}
	return &Model{w: w, mask: 1<<bits - 1}, nil
}

func (m *Model) score(feats []uint32) (s [numTags]int32) {
	for _, f := range feats {
		k := int(f) * numTags * 2
		w := m.w[k : k+numTags*2]
		s[0] += int32(int16(uint16(w[0]) | uint16(w[1])<<8))
		s[1] += int32(int16(uint16(w[2]) | uint16(w[3])<<8))
		s[2] += int32(int16(uint16(w[4]) | uint16(w[5])<<8))
	}
	return s
}

// Tagger tags texts with a model. It keeps its buffers between calls, so it is not safe for
// concurrent use; a Tagger per goroutine is.
type Tagger struct {
	m     *Model
	db    *names.DB
	q     seq
	low   []byte
	feats []uint32
	tags  []uint8
	other *Tagger // for FindImages, sharing the word cache
	inner bool    // t is another tagger's other: its caches are that tagger's

	// FindImages' buffers
	imgText []byte
	imaged  [][2]int
	imgSrc  [][2]int
	word    []byte
	toks    []names.Token // appendImage's
}

// NewTagger returns a tagger of m that looks words up in db.
func NewTagger(m *Model, db *names.DB) *Tagger {
	return &Tagger{m: m, db: db, q: seq{db: db}} // q.db: FindImages may come first
}

// FindImages reports for each of found (names the model found, sorted) whether the model
// finds it again once the name codec has replaced the words of all names (sorted byte
// ranges, found among them): a class word by a word of its class, any other word by a pseudo
// name, and titles, particles, suffixes and initials kept (see image). The model sees class
// and pseudo words only as their kind, so it suffices to replace the other words by one
// pseudo name and tag the text again.
//
// A name of found may be a part of the model's own name, raw (the caller cut words off it, such
// as a title, "Kollegin Lehmann"): the model finds it again when it finds in the replaced text
// the image of the name with the same words around it. raw[i] holds found[i]; nil raw is found.
//
// It also returns the names the model finds in that replaced text outside the replaced names,
// in text's offsets: what annotating the ciphertext would find beside them, so that the
// caller can find it in the text too.
func (t *Tagger) FindImages(text []byte, names, found, raw [][2]int) (ok []bool, beside [][2]int) {
	// The replaced text and its names are kept in the tagger's buffers for the next call.
	buf := t.imgText[:0]
	imaged := t.imaged[:0] // the replaced names in buf
	src := t.imgSrc[:0]    // the name of names each replaces: the non-overlapping ones, in order
	at := 0
	for _, n := range names {
		if n[0] < at {
			continue
		}
		buf = append(buf, text[at:n[0]]...)
		start := len(buf)
		buf = t.appendImage(buf, text[n[0]:n[1]])
		imaged = append(imaged, [2]int{start, len(buf)})
		src = append(src, n)
		at = n[1]
	}
	buf = append(buf, text[at:]...)
	t.imgText, t.imaged, t.imgSrc = buf, imaged, src
	if t.other == nil {
		t.other = &Tagger{m: t.m, db: t.db, inner: true}
	}
	// The two share the word caches; either may replace a full map, so they are handed over
	// both ways.
	t.other.q.cache = t.q.cache
	again := t.other.FindAround(buf, imaged) // sorted, disjoint
	t.q.cache = t.other.q.cache
	k := 0
	for _, f := range again {
		// Offsets of buf outside the replaced names map back to text by the length
		// difference of the replacements before them.
		for k < len(imaged) && imaged[k][1] <= f[0] {
			k++
		}
		if k < len(imaged) && imaged[k][0] < f[1] {
			continue // overlaps a replaced name
		}
		shift := 0
		if k > 0 {
			shift = imaged[k-1][1] - src[k-1][1]
		}
		beside = append(beside, [2]int{f[0] - shift, f[1] - shift})
	}
	ok = make([]bool, len(found))
	for i, f := range found {
		j, in := slices.BinarySearchFunc(src, f, cmpSpan)
		if in {
			want := imaged[j]
			if raw != nil {
				want = [2]int{want[0] - (f[0] - raw[i][0]), want[1] + (raw[i][1] - f[1])}
			}
			_, ok[i] = slices.BinarySearchFunc(again, want, cmpSpan)
		}
	}
	return ok, beside
}

// cmpSpan orders sorted, disjoint byte ranges; equal ranges compare equal.
func cmpSpan(a, b [2]int) int {
	if a[0] != b[0] {
		return a[0] - b[0]
	}
	return a[1] - b[1]
}

// appendImage appends name to dst as the name codec's ciphertext reads to the model: the
// words the codec keeps (titles, particles, suffixes, initials: names.Tokens) and the class and
// pseudo words as they are, any other word replaced by a pseudo name in the same case.
func (t *Tagger) appendImage(dst, name []byte) []byte {
	t.toks = names.AppendTokens(t.toks[:0], string(name))
	for _, tk := range t.toks {
		w := tk.Text
		if tk.Word && !tk.Keep && t.capitalClass([]byte(w))&cStable == 0 {
			switch names.CaseOf(w) {
			case names.Upper:
				w = "BABABA"
			case names.Lower:
				w = "bababa"
			default:
				w = "Bababa"
			}
		}
		dst = append(dst, w...)
	}
	return dst
}

// capitalClass returns the class bits of a word of a name, looked up in lower case: without
// an allocation for an ASCII word the tagger has seen.
func (t *Tagger) capitalClass(w []byte) uint32 {
	low := t.word[:0]
	for _, c := range w {
		if c >= utf8.RuneSelf {
			return t.q.classOf(t.db, strings.ToLower(string(w)), true)
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		low = append(low, c)
	}
	t.word = low
	return t.q.classOfBytes(low, true)
}

// Word is what the name lists say about a word.
type Word struct {
	Given   bool // on the given-name list (accents folded if need be)
	Surname bool // on the surname list
	Other   bool // on the list of other name words, and on neither of the others
	Common  bool // a common word (names.IsCommonWord)
	Pseudo  bool // a pseudo name (names.IsPseudo)
}

// Lookup returns what the name lists say about a capitalised word, given in lower case. The
// tagger remembers its answers (for the tagger's life), so a caller that also reads the lists
// pays for each word once.
func (t *Tagger) Lookup(low string) Word {
	if names.IsFunctionWord(low) {
		// What wordClass does not look up: the lists directly.
		_, given := t.db.Given(low)
		surname := t.db.IsSurname(low)
		return Word{Given: given, Surname: surname, Other: !given && !surname && t.db.IsOtherName(low), Common: true}
	}
	c := t.q.classOf(t.db, low, true)
	return Word{Given: c&cGiven != 0, Surname: c&cSurname != 0, Other: c&cOther != 0, Common: c&cCommon != 0, Pseudo: c&cPseudo != 0}
}

// Find returns the byte ranges of the names of people in text, in order.
func (t *Tagger) Find(text []byte) [][2]int { return t.FindAround(text, nil) }

// FindAround is Find in a text where names (sorted byte ranges) are known to be names of
// people already: the model sees their words as the name codec's ciphertext will be, so that
// it reads a text and its ciphertext alike.
func (t *Tagger) FindAround(text []byte, names [][2]int) [][2]int {
	if !t.inner {
		t.trimCache()
	}
	t.low = t.q.reset(text, t.db, t.low)
	t.q.markImages(names)
	t.tags = t.q.decode(t.m.score, t.m.mask, t.tags, &t.feats)
	n := 0
	for _, tag := range t.tags {
		if tag == tagB {
			n++
		}
	}
	return t.q.spans(t.tags, make([][2]int, 0, n))
}

// maxKeptWords bounds the words a tagger's caches carry from one text to the next. A tagger
// can live as long as an annotator; a cache grown past this within a text (up to maxCache) is
// dropped before the next one: a map larger than the CPU's caches cost more per lookup than it
// saved, on text with many distinct words.
const maxKeptWords = 1 << 13

// trimCache drops the word caches that outgrew maxKeptWords.
func (t *Tagger) trimCache() {
	for i := range t.q.cache {
		if len(t.q.cache[i]) > maxKeptWords {
			t.q.cache[i] = nil
		}
	}
}

// decode tags the tokens greedily, left to right.
func (q *seq) decode(score func([]uint32) [numTags]int32, mask uint32, tags []uint8, feats *[]uint32) []uint8 {
	tags = tags[:0]
	prev := tagO
	for i := range q.toks {
		prev = q.continues(i, prev)
		if !q.candidate(i, prev) {
			tags = append(tags, tagO)
			prev = tagO
			continue
		}
		*feats = q.features(i, prev, mask, (*feats)[:0])
		s := score(*feats)
		s[tagO] -= nameBias
		best := bestTag(&s, prev)
		tags = append(tags, uint8(best))
		prev = best
	}
	return tags
}

// nameBias is what a name's score may fall short of outside's and still win: the model is
// tuned for recall (a missed name leaks; a false one costs a little utility). Measured on the
// held-out files (scripts/train-person): recall 0.510 -> 0.537 at the same F1; raised from
// 4000 to 6000 with the frequency features, the shipped detector's recall 0.597 -> 0.608 at
// F1 0.620 -> 0.622, and 101 fewer names of ../shared/data/real left in clear.
const nameBias = 6000

// bestTag returns the tag of the highest score (the first on a tie); I only after B or I.
func bestTag(s *[numTags]int32, prev int) int {
	best := tagO
	if s[tagB] > s[best] {
		best = tagB
	}
	if prev != tagO && s[tagI] > s[best] {
		best = tagI
	}
	return best
}

// continues returns prev, or tagO where token i cannot continue a name: at a line start, and
// after a tab or two spaces, which separate the cells of a table ("Kofi Boateng<TAB>Kumasi",
// a data frame's "Ethan Brooks  Portland").
func (q *seq) continues(i int, prev int) int {
	t := q.toks[i]
	if t.flags&fLineStart != 0 {
		return tagO
	}
	if i > 0 {
		if gap := q.text[q.toks[i-1].e:t.s]; bytes.IndexByte(gap, '\t') >= 0 || bytes.Contains(gap, []byte("  ")) {
			return tagO
		}
	}
	return prev
}

// spans appends the names the tags mark to dst: a B and the I tokens after it, without
// trailing punctuation other than the dot of an initial.
func (q *seq) spans(tags []uint8, dst [][2]int) [][2]int {
	for i := 0; i < len(tags); {
		if tags[i] != tagB {
			i++
			continue
		}
		j := i + 1
		for j < len(tags) && tags[j] == tagI {
			j++
		}
		last := j - 1
		for last > i && q.toks[last].kind == tokPunct && !q.initialDot(last) {
			last--
		}
		if q.toks[i].kind == tokWord {
			dst = append(dst, [2]int{int(q.toks[i].s), int(q.toks[last].e)})
		}
		i = j
	}
	return dst
}

// initialDot reports whether token i is the dot after a one-letter word (J. Smith).
func (q *seq) initialDot(i int) bool {
	if i == 0 || q.text[q.toks[i].s] != '.' {
		return false
	}
	p := q.toks[i-1]
	return p.kind == tokWord && p.e == q.toks[i].s && utf8.RuneCount(q.text[p.s:p.e]) == 1
}
