// Package agemodel decides which small numbers of a text are ages of people, with a learned
// linear model: an averaged perceptron over hashed features of the words around each number
// (up to four either side, the nine before and six after as a bag, pairs of the nearest), its
// size, the two characters either side, whether it is in parentheses or a table row, how far
// the last name of a person before it on its line is, and whether the rules of package
// annotate found it. Words inside other values are read as their type ("<person>",
// "<date>"…), other numbers as "<n>", so the model learns contexts, not the names of its
// training text.
//
// The rules know the forms an age takes ("45 years old", "age: 45", "Name, 45,") and what
// looks like one but is not; the model weighs the whole context at once, so it also takes the
// ages said in passing ("Yiayia is 88 now", "Bin 29, werde am 2. Juni 30") and drops the
// rules' ages whose context says otherwise.
//
// The weights are integers and every feature a 32-bit hash computed the same way everywhere,
// so a text gets the same ages on every run and platform. The model is embedded (model.bin,
// made by scripts/train-age from the hand-written prompts of testdata/dev; see MODEL.md) and
// read in place.
package agemodel

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

//go:embed model.bin
var modelBin string

// magic starts a model file; then records of a feature's hash (uint32) and its weight
// (int16), little-endian, sorted by hash.
const magic = "PAGE0001"

const recordLen = 6

// Threshold is the score above which a number is an age. The scores
// are the averaged weights scaled by 1000; the threshold is below zero because a missed age
// leaks and a false one costs a little utility (see MODEL.md for how it was chosen).
const Threshold = -3000

// Model is a trained age model. It is immutable and safe for concurrent use.
type Model struct {
	records string // sorted (hash, weight) records
}

var defaultModel = sync.OnceValues(func() (*Model, error) { return Load(modelBin) })

// Default returns the embedded model.
func Default() *Model {
	m, err := defaultModel()
	if err != nil {
		// The model is embedded and checked by the tests: failing here is a build error.
		panic("agemodel: embedded model: " + err.Error())
	}
	return m
}

// Load reads a model file, in place.
func Load(data string) (*Model, error) {
	if len(data) < len(magic) || data[:len(magic)] != magic || (len(data)-len(magic))%recordLen != 0 {
		return nil, errors.New("not an age model file")
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

// Score returns the model's score of the features of one number: above Threshold, an age.
func (m *Model) Score(features []uint32) int32 {
	var s int32
	for _, f := range features {
		s += m.weight(f)
	}
	return s
}

// Value is a value found in a text: a person's name, another type (a date, a phone…), or an
// age the rules found.
type Value struct {
	Start, End int
	Kind       string // "person", "age", or another type's name
}

// Candidate is a number of a text that may be an age, with its features.
type Candidate struct {
	Start, End int
	Rule       bool // the rules found it as an age
	Unit       bool // an age's unit follows: "years old", "Jahre alt", "ans", "años"
	Features   []uint32
}

// Candidates returns the numbers of text from 0 to 120 that may be ages, with their features:
// runs of one to three digits that are not part of a longer number, a time, a decimal or a
// date ("12:30", "3.5", "12/03"), and not inside a value of values that is no age. values
// are sorted by start and do not overlap.
func Candidates(text []byte, values []Value) []Candidate {
	var out []Candidate
	var toks []token
	for ls := 0; ls < len(text); {
		le := ls
		digit := false
		for le < len(text) && text[le] != '\n' {
			digit = digit || isDigit(text[le])
			le++
		}
		if digit { // a line without digits has no candidate: it is not read
			toks = tokenize(toks[:0], text, ls, le, values)
			for k := range toks {
				if c, ok := candidate(text, toks, k, values); ok {
					c.Features = features(text, toks, k, ls, le, values, c.Rule)
					out = append(out, c)
				}
			}
		}
		ls = le + 1
	}
	return out
}

// candidate returns toks[k] as a candidate, and whether it is one.
func candidate(text []byte, toks []token, k int, values []Value) (Candidate, bool) {
	t := toks[k]
	s, e := t.s, t.e
	if t.kind != digitToken || t.inValue || e-s > 3 || s > 0 && (isDigit(text[s-1]) || isNumberMark(text[s-1])) ||
		e < len(text) && (isDigit(text[e]) || e+1 < len(text) && isNumberMark(text[e]) && text[e] != '-' && isDigit(text[e+1])) ||
		atoi(text[s:e]) > 120 {
		return Candidate{}, false
	}
	if k+1 < len(toks) && toks[k+1].s <= e+1 && otherUnits[toks[k+1].h] {
		return Candidate{}, false // "52 minutes", "45 kg", "12 %"
	}
	rule := slices.ContainsFunc(values, func(v Value) bool { return v.Kind == "age" && v.Start == s && v.End == e })
	return Candidate{Start: s, End: e, Rule: rule, Unit: ageUnitAfter(toks, k)}, true
}

// ageUnitAfter reports whether an age's unit follows toks[k]: "years old", "-year-old", "Jahre
// alt", "ans", "años".
func ageUnitAfter(toks []token, k int) bool {
	next := func(i int) uint32 {
		if k+i < len(toks) {
			return toks[k+i].h
		}
		return 0
	}
	switch next(1) {
	case hashYears, hashYear, hashYrs, hashJahre:
		return next(2) == hashOld || next(2) == hashAlt
	case hashAns, hashAnos, hashAños:
		return true
	case hashDash:
		return next(2) == hashYear && next(3) == hashDash && next(4) == hashOld
	}
	return false
}

var (
	hashYears, hashYear, hashYrs, hashJahre = hashString("years"), hashString("year"), hashString("yrs"), hashString("jahre")
	hashOld, hashAlt, hashDash              = hashString("old"), hashString("alt"), hashString("-")
	hashAns, hashAnos, hashAños             = hashString("ans"), hashString("anos"), hashString("años")
)

// otherUnits are the hashes of units that make a number no age: of time shorter than a year,
// of measures, of money and of shares.
var otherUnits = hashSet(`seconds|second|secs|sec|s|sekunden|secondes|segundos|minutes|minute|mins|min|minuten|
	minutos|hours|hour|hrs|hr|h|stunden|stunde|std|heures|heure|horas|hora|days|day|tage|tagen|jours|jour|días|dias|
	weeks|week|wks|wochen|semaines|semanas|km|kg|g|mg|ml|l|cm|mm|m|mi|miles|lbs|lb|kcal|%|€|$|£|°|x`)

// hashSet returns the hashes of the words of list, separated by "|" and white space.
func hashSet(list string) map[uint32]bool {
	set := map[uint32]bool{}
	for _, w := range strings.FieldsFunc(list, func(r rune) bool { return r == '|' || unicode.IsSpace(r) }) {
		set[hashLower([]byte(w))] = true
	}
	return set
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isNumberMark reports whether c joins the digits of a decimal, a time or a date.
func isNumberMark(c byte) bool { return c == '.' || c == ',' || c == ':' || c == '/' || c == '-' }

func atoi(b []byte) int {
	n := 0
	for _, c := range b {
		n = n*10 + int(c-'0')
	}
	return n
}

// The kinds of tokens.
const (
	wordToken = iota
	digitToken
	markToken
)

// token is a run of letters, a run of digits, or one other character that is not a space;
// h is the hash of what the model reads: the word in lower case, the kind of the value it is
// in, or "<n>" for a number.
type token struct {
	s, e    int
	kind    int
	inValue bool // in a value that is no age, or partly
	h       uint32
}

// tokenize appends the tokens of text[ls:le] to toks.
func tokenize(toks []token, text []byte, ls, le int, values []Value) []token {
	v := sort.Search(len(values), func(i int) bool { return values[i].End > ls }) // the first value not before the token
	for i := ls; i < le; {
		r, n := utf8.DecodeRune(text[i:le])
		kind := markToken
		switch {
		case unicode.IsSpace(r):
			i += n
			continue
		case unicode.IsLetter(r) || unicode.IsMark(r):
			kind = wordToken
		case r >= '0' && r <= '9':
			kind = digitToken
		}
		e := i + n
		for kind != markToken && e < le {
			r, n := utf8.DecodeRune(text[e:le])
			if kind == wordToken && !(unicode.IsLetter(r) || unicode.IsMark(r)) || kind == digitToken && !(r >= '0' && r <= '9') {
				break
			}
			e += n
		}
		t := token{s: i, e: e, kind: kind}
		for v < len(values) && values[v].End <= i {
			v++
		}
		switch {
		case v < len(values) && values[v].Kind != "age" && values[v].Start < e: // the token overlaps the value
			t.inValue = true
			t.h = hashString("<" + values[v].Kind + ">")
		case kind == digitToken:
			t.h = numberHash
		default:
			t.h = hashLower(text[i:e])
		}
		toks = append(toks, t)
		i = e
	}
	return toks
}

// The feature templates: each feature is the hash of its template and of what it reads.
const (
	fBias = iota + 1
	fBefore
	fAfter
	fBagBefore
	fBagAfter
	fPairBefore
	fPairAfter
	fPairAround
	fSize
	fLength
	fCharsBefore
	fCharsAfter
	fPersonDistance
	fPersonAfter
	fRule
	fPipes
	fTabs
	fCommas
	fInParens
)

// padding hashes stand for the start and the end of a line.
var (
	lineStart  = hashString("<s>")
	lineEnd    = hashString("</s>")
	numberHash = hashString("<n>")
)

// features returns the features of the number toks[k].
func features(text []byte, toks []token, k, ls, le int, values []Value, rule bool) []uint32 {
	s, e := toks[k].s, toks[k].e
	var before, after [10]uint32 // nearest first
	nb, na := 0, 0
	for j := k - 1; j >= 0 && nb < len(before) && toks[j].s >= ls; j-- {
		before[nb] = toks[j].h
		nb++
	}
	for j := k + 1; j < len(toks) && na < 6 && toks[j].e <= le; j++ {
		after[na] = toks[j].h
		na++
	}
	at := func(list [10]uint32, n, i int, pad uint32) uint32 {
		if i < n {
			return list[i]
		}
		return pad
	}
	f := make([]uint32, 0, 48)
	f = append(f, feature(fBias, 0))
	for i := range 4 {
		f = append(f, feature2(fBefore, uint32(i), at(before, nb, i, lineStart)), feature2(fAfter, uint32(i), at(after, na, i, lineEnd)))
	}
	for i := 1; i < nb; i++ {
		f = append(f, feature(fBagBefore, before[i]))
	}
	for i := range na {
		f = append(f, feature(fBagAfter, after[i]))
	}
	b1, b2 := at(before, nb, 0, lineStart), at(before, nb, 1, lineStart)
	a1, a2 := at(after, na, 0, lineEnd), at(after, na, 1, lineEnd)
	f = append(f, feature2(fPairBefore, b1, b2), feature2(fPairAfter, a1, a2), feature2(fPairAround, b1, a1))
	n := atoi(text[s:e])
	size := 0
	switch {
	case n == 0:
	case n < 10:
		size = 1
	case n < 18:
		size = 2
	case n < 100:
		size = 3
	default:
		size = 4
	}
	f = append(f, feature(fSize, uint32(size)), feature(fLength, uint32(e-s)))
	f = append(f, feature(fCharsBefore, hashBytes(text[max(ls, s-2):s])), feature(fCharsAfter, hashBytes(text[e:min(le, e+2)])))
	distance := uint32(0) // no person before on the line
	for _, v := range values {
		if v.Kind == "person" && v.End <= s && v.Start >= ls {
			switch d := s - v.End; {
			case d <= 2:
				distance = 1
			case d <= 6:
				distance = 2
			case d <= 20:
				distance = 3
			default:
				distance = 4
			}
		}
	}
	personAfter := slices.ContainsFunc(values, func(v Value) bool { return v.Kind == "person" && v.Start >= e && v.End <= le })
	f = append(f, feature(fPersonDistance, distance), feature(fPersonAfter, b2u(personAfter)), feature(fRule, b2u(rule)))
	line := text[ls:le]
	f = append(f, feature(fPipes, uint32(min(count(line, '|'), 3))), feature(fTabs, uint32(min(count(line, '\t'), 3))),
		feature(fCommas, uint32(min(count(line, ','), 4))))
	open, closed := lastIndex(text[ls:s], '('), lastIndex(text[ls:s], ')')
	f = append(f, feature(fInParens, b2u(open > closed)))
	return f
}

func lastIndex(b []byte, c byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == c {
			return i
		}
	}
	return -1
}

func count(b []byte, c byte) int {
	n := 0
	for _, x := range b {
		if x == c {
			n++
		}
	}
	return n
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// FNV-1a, and a finalizer that spreads the bits of a feature's parts.
const (
	offset32 = 2166136261
	prime32  = 16777619
)

func hashBytes(b []byte) uint32 {
	h := uint32(offset32)
	for _, c := range b {
		h = (h ^ uint32(c)) * prime32
	}
	return h
}

func hashString(s string) uint32 {
	h := uint32(offset32)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * prime32
	}
	return h
}

// hashLower hashes the lower case of the word w.
func hashLower(w []byte) uint32 {
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

func mix(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	h *= 0x846ca68b
	h ^= h >> 16
	return h
}

func feature(template, v uint32) uint32 { return mix(template*0x9e3779b9 ^ v) }

func feature2(template, a, b uint32) uint32 { return mix(mix(template*0x9e3779b9^a) ^ b*0x85ebca6b) }

// Example is one number of a training text and whether it is an age.
type Example struct {
	Features []uint32
	Age      bool
}

// TrainConfig sets how Train runs.
type TrainConfig struct {
	Epochs int
	Seed   uint64 // of the order of the examples in each epoch
}

// DefaultConfig is how model.bin is trained.
var DefaultConfig = TrainConfig{Epochs: 10, Seed: 1}

// Train trains an averaged perceptron on examples and returns the model file. It counts in
// integers, so the same examples give the same file on every platform.
func Train(examples []Example, cfg TrainConfig) []byte {
	w := map[uint32]int64{}   // current weights
	sum := map[uint32]int64{} // their updates, each times the step it was made at
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))
	step := int64(1)
	for range cfg.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			ex := examples[i]
			var s int64
			for _, f := range ex.Features {
				s += w[f]
			}
			y := int64(-1)
			if ex.Age {
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
	hashes := make([]uint32, 0, len(w))
	for h := range w {
		hashes = append(hashes, h)
	}
	slices.Sort(hashes)
	out := []byte(magic)
	for _, h := range hashes {
		// The averaged weight, w - sum/step, times 1000, rounded half away from zero.
		num := (w[h]*step - sum[h]) * 1000
		q := (abs(num) + step/2) / step
		if num < 0 {
			q = -q
		}
		if q = max(-32767, min(32767, q)); q == 0 {
			continue
		}
		out = binary.LittleEndian.AppendUint32(out, h)
		out = binary.LittleEndian.AppendUint16(out, uint16(int16(q)))
	}
	return out
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
