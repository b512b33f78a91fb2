// Package linear is the machinery of the project's small learned models (package agemodel
// so far): a binary linear model over hashed features, trained as an averaged
// perceptron, and the tokens and hashes its features are made of. A model file is a magic
// string and records of a feature's 32-bit hash and its weight (the averaged weight × 1000, an
// int16), little-endian, sorted by hash; it is read in place. The weights are integers and the
// hashes the same everywhere, so a model decides the same on every run and platform.
package linear

import (
	"cmp"
	"encoding/binary"
	"errors"
	"hash/fnv"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

const recordLen = 6

// Model is a trained model. It is immutable and safe for concurrent use.
type Model struct {
	records string // sorted (hash, weight) records
}

// Load reads a model file that opens with magic, in place.
func Load(data, magic string) (*Model, error) {
	if len(data) < len(magic) || data[:len(magic)] != magic || (len(data)-len(magic))%recordLen != 0 {
		return nil, errors.New("not a model file of " + magic)
	}
	return &Model{records: data[len(magic):]}, nil
}

// weight returns the weight of feature h, 0 if it has none.
func (m *Model) weight(h uint32) int32 {
	n := len(m.records) / recordLen
	i := sort.Search(n, func(i int) bool { return hashAt(m.records, i) >= h })
	if i == n || hashAt(m.records, i) != h {
		return 0
	}
	return int32(int16(uint16(m.records[i*recordLen+4]) | uint16(m.records[i*recordLen+5])<<8))
}

func hashAt(records string, i int) uint32 {
	r := records[i*recordLen:]
	return uint32(r[0]) | uint32(r[1])<<8 | uint32(r[2])<<16 | uint32(r[3])<<24
}

// Score returns the sum of the weights of features: the higher, the surer a yes.
func (m *Model) Score(features []uint32) int32 {
	var s int32
	for _, f := range features {
		s += m.weight(f)
	}
	return s
}

// Value is a value found in a text: a person's name, an age, or another type (a date, a
// phone…).
type Value struct {
	Start, End int
	Kind       string // "person", "age", or another type's name
}

// The kinds of tokens.
const (
	Word = iota
	Digits
	Mark
)

// Token is a run of letters, a run of digits, or one other character that is not a space.
// Hash is what a model reads of it: the word in lower case, the kind of the value it is in
// ("<person>", "<date>"…; not of the kind the model decides on), or "<n>" for a number.
type Token struct {
	Start, End int
	Kind       int  // Word, Digits or Mark
	InValue    bool // in a value of another kind than the model's, or partly
	Hash       uint32
}

// Tokenize appends the tokens of text[ls:le] to toks, for a model that decides on values of
// kind own. values are sorted by start and do not overlap.
func Tokenize(toks []Token, text []byte, ls, le int, values []Value, own string) []Token {
	v := sort.Search(len(values), func(i int) bool { return values[i].End > ls }) // the first value not before the token
	for i := ls; i < le; {
		r, n := utf8.DecodeRune(text[i:le])
		kind := Mark
		switch {
		case unicode.IsSpace(r):
			i += n
			continue
		case unicode.IsLetter(r) || unicode.IsMark(r):
			kind = Word
		case r >= '0' && r <= '9':
			kind = Digits
		}
		e := i + n
		for kind != Mark && e < le {
			r, n := utf8.DecodeRune(text[e:le])
			if kind == Word && !(unicode.IsLetter(r) || unicode.IsMark(r)) || kind == Digits && !(r >= '0' && r <= '9') {
				break
			}
			e += n
		}
		t := Token{Start: i, End: e, Kind: kind}
		for v < len(values) && values[v].End <= i {
			v++
		}
		switch {
		case v < len(values) && values[v].Kind != own && values[v].Start < e: // the token overlaps the value
			t.InValue = true
			t.Hash = HashString("<" + values[v].Kind + ">")
		case kind == Digits:
			t.Hash = numberHash
		default:
			t.Hash = HashLower(text[i:e])
		}
		toks = append(toks, t)
		i = e
	}
	return toks
}

var (
	numberHash = HashString("<n>")
	lineStart  = HashString("<s>") // the padding before a line's first token
	lineEnd    = HashString("</s>")
)

// Candidate is a stretch of text a model decides on, with its features.
type Candidate struct {
	Start, End int
	Rule       bool // the rules found it as a value of the model's type
	Sure       bool // the rules' decision stands (an age with its unit, or after a verb of having it)
	Features   []uint32
}

// The feature templates of Context; a model's own start at ContextTemplates + 1.
const (
	fBias = iota + 1
	fBefore
	fAfter
	fBagBefore
	fBagAfter
	fPairBefore
	fPairAfter
	fPairAround
	ContextTemplates = fPairAround
)

// Context appends to f the bias and the features of the words around toks[k0:k1] on their
// line text[ls:le]: the four tokens before and after (the line's start and end padding them),
// the nine before and six after beyond the nearest as bags, and the pairs of the nearest.
func Context(f []uint32, toks []Token, k0, k1, ls, le int) []uint32 {
	var before, after [10]uint32 // nearest first
	nb, na := 0, 0
	for j := k0 - 1; j >= 0 && nb < len(before) && toks[j].Start >= ls; j-- {
		before[nb] = toks[j].Hash
		nb++
	}
	for j := k1; j < len(toks) && na < 6 && toks[j].End <= le; j++ {
		after[na] = toks[j].Hash
		na++
	}
	at := func(list [10]uint32, n, i int, pad uint32) uint32 {
		if i < n {
			return list[i]
		}
		return pad
	}
	f = append(f, Feature(fBias, 0))
	for i := range 4 {
		f = append(f, Feature2(fBefore, uint32(i), at(before, nb, i, lineStart)), Feature2(fAfter, uint32(i), at(after, na, i, lineEnd)))
	}
	for i := 1; i < nb; i++ {
		f = append(f, Feature(fBagBefore, before[i]))
	}
	for i := range na {
		f = append(f, Feature(fBagAfter, after[i]))
	}
	b1, b2 := at(before, nb, 0, lineStart), at(before, nb, 1, lineStart)
	a1, a2 := at(after, na, 0, lineEnd), at(after, na, 1, lineEnd)
	return append(f, Feature2(fPairBefore, b1, b2), Feature2(fPairAfter, a1, a2), Feature2(fPairAround, b1, a1))
}

// Lines calls read with the bounds of each line of text that holds a digit; lines without one
// hold no number, and are not read.
func Lines(text []byte, read func(ls, le int)) {
	for ls := 0; ls < len(text); {
		le := ls
		digit := false
		for le < len(text) && text[le] != '\n' {
			digit = digit || text[le] >= '0' && text[le] <= '9'
			le++
		}
		if digit {
			read(ls, le)
		}
		ls = le + 1
	}
}

// LineCount returns how many times c is on line, at most most.
func LineCount(line []byte, c byte, most int) uint32 {
	n := 0
	for _, x := range line {
		if x == c {
			n++
		}
	}
	return uint32(min(n, most))
}

// HashSet returns the hashes (HashLower) of the words of list, separated by "|" and white
// space.
func HashSet(list string) map[uint32]bool {
	set := map[uint32]bool{}
	for _, w := range strings.FieldsFunc(list, func(r rune) bool { return r == '|' || unicode.IsSpace(r) }) {
		set[HashLower([]byte(w))] = true
	}
	return set
}

// FNV-1a, and a finalizer that spreads the bits of a feature's parts.
const (
	offset32 = 2166136261
	prime32  = 16777619
)

// HashBytes returns the FNV-1a hash of b.
func HashBytes(b []byte) uint32 {
	h := uint32(offset32)
	for _, c := range b {
		h = (h ^ uint32(c)) * prime32
	}
	return h
}

// HashString returns the FNV-1a hash of s.
func HashString(s string) uint32 {
	h := uint32(offset32)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * prime32
	}
	return h
}

// HashLower returns the hash of the lower case of the word w.
func HashLower(w []byte) uint32 {
	h := uint32(offset32)
	var buf [utf8.UTFMax]byte
	for _, r := range string(w) {
		n := utf8.EncodeRune(buf[:], unicode.ToLower(r))
		for _, c := range buf[:n] {
			h = (h ^ uint32(c)) * prime32
		}
	}
	return h
}

// mix is the lowbias32 finalizer: it spreads every bit of h over the whole word.
func mix(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	h *= 0x846ca68b
	h ^= h >> 16
	return h
}

// Feature returns the feature of template that reads v.
func Feature(template, v uint32) uint32 { return mix(template*0x9e3779b9 ^ v) }

// Feature2 returns the feature of template that reads a and b.
func Feature2(template, a, b uint32) uint32 { return mix(mix(template*0x9e3779b9^a) ^ b*0x85ebca6b) }

// Example is the features of one thing a model decides on, and the answer.
type Example struct {
	Features []uint32
	Yes      bool
}

// TrainConfig sets how Train runs.
type TrainConfig struct {
	Epochs int
	Seed   uint64 // of the order of the examples in each epoch
	Runs   int    // training runs averaged, with the seeds Seed, Seed+1, ... (0 or 1: one)
}

// Train trains an averaged perceptron on examples and returns the model file, which opens with
// magic. With cfg.Runs > 1 it trains that many times, with the seeds cfg.Seed, cfg.Seed+1, ...,
// and averages the runs' weights: a perceptron's weights move with the order it reads its
// examples in, and the average of a few orders moves less when the examples change a little.
// It counts in integers, so the same examples give the same file on every platform.
func Train(examples []Example, cfg TrainConfig, magic string) []byte {
	runs := max(cfg.Runs, 1)
	content := contentHashes(examples)
	total := map[uint32]int64{} // the runs' averaged weights × 1000, summed
	for r := range runs {
		run := cfg
		run.Seed += uint64(r)
		for h, q := range trainRun(examples, content, run) {
			total[h] += q
		}
	}
	hashes := make([]uint32, 0, len(total))
	for h := range total {
		hashes = append(hashes, h)
	}
	slices.Sort(hashes)
	out := []byte(magic)
	for _, h := range hashes {
		q := roundDiv(total[h], int64(runs))
		if q = max(-32767, min(32767, q)); q == 0 {
			continue
		}
		out = binary.LittleEndian.AppendUint32(out, h)
		out = binary.LittleEndian.AppendUint16(out, uint16(int16(q)))
	}
	return out
}

// contentHashes returns a hash of each example's features and answer, from which trainRun
// draws the order it visits them in.
func contentHashes(examples []Example) []uint64 {
	content := make([]uint64, len(examples))
	var buf [4]byte
	for i, ex := range examples {
		h := fnv.New64a()
		for _, f := range ex.Features {
			binary.LittleEndian.PutUint32(buf[:], f)
			h.Write(buf[:])
		}
		if ex.Yes {
			h.Write([]byte{1})
		}
		content[i] = h.Sum64()
	}
	return content
}

// trainRun trains one averaged perceptron and returns its averaged weights × 1000, rounded
// half away from zero. Each epoch visits the examples in an order drawn from their contents
// (content, their contentHashes), not from their number and places: an example more or less
// moves no other, so that a small change of the data makes a small change of the model, and
// two rule sets can be compared by the models trained on them.
func trainRun(examples []Example, content []uint64, cfg TrainConfig) map[uint32]int64 {
	w := map[uint32]int64{}   // current weights
	sum := map[uint32]int64{} // their updates, each times the step it was made at
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	keys := make([]uint64, len(examples))
	step := int64(1)
	for epoch := range cfg.Epochs {
		salt := cfg.Seed*0x9e3779b97f4a7c15 ^ uint64(epoch+1)*0xbf58476d1ce4e5b9
		for i := range keys {
			keys[i] = mix64(content[i] ^ salt)
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(keys[a], keys[b]) })
		for _, i := range order {
			ex := examples[i]
			var s int64
			for _, f := range ex.Features {
				s += w[f]
			}
			y := int64(-1)
			if ex.Yes {
				y = 1
			}
			if y*s <= 0 {
				for _, f := range ex.Features {
					w[f] += y
					sum[f] += y * step
				}
			}
			step++
		}
	}
	avg := make(map[uint32]int64, len(w))
	for h, v := range w {
		// The averaged weight, w - sum/step, times 1000.
		if q := roundDiv((v*step-sum[h])*1000, step); q != 0 {
			avg[h] = q
		}
	}
	return avg
}

// roundDiv returns num/den rounded half away from zero (den > 0).
func roundDiv(num, den int64) int64 {
	q := (abs(num) + den/2) / den
	if num < 0 {
		q = -q
	}
	return q
}

// mix64 is the finaliser of SplitMix64: every bit of x moves every bit of the result.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
