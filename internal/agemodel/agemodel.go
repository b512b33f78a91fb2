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
// made by scripts/train-values from the hand-written prompts of testdata/dev; see MODEL.md) and
// read in place.
package agemodel

import (
	_ "embed"
	"sort"
	"sync"

	"github.com/preempt-dev/preempt/internal/linear"
)

//go:embed model.bin
var modelBin string

// Magic starts the model file (see package linear for the rest).
const Magic = "PAGE0001"

// Threshold is the score above which a number is an age. The scores are the averaged weights
// scaled by 1000; the threshold is below zero because a missed age leaks and a false one costs
// a little utility (see MODEL.md for how it was chosen).
const Threshold = -2000

var defaultModel = sync.OnceValues(func() (*linear.Model, error) { return linear.Load(modelBin, Magic) })

// Default returns the embedded model.
func Default() *linear.Model {
	m, err := defaultModel()
	if err != nil {
		// The model is embedded and checked by the tests: failing here is a build error.
		panic("agemodel: embedded model: " + err.Error())
	}
	return m
}

// Value is a value found in a text (see linear.Value).
type Value = linear.Value

// DefaultConfig is how model.bin is trained.
var DefaultConfig = linear.TrainConfig{Epochs: 10, Seed: 1, Runs: 4}

// Candidate is a number of a text that may be an age, with its features; Sure says an age's
// unit follows it ("years old", "Jahre alt", "ans", "años") or a clause's verb of having an age
// comes before it ("cuando tenía 23", "que tiene 87").
type Candidate = linear.Candidate

// Candidates returns the numbers of text from 0 to 120 that may be ages, with their features:
// runs of one to three digits that are not part of a longer number, a time, a decimal or a
// date ("12:30", "3.5", "12/03"), and not inside a value of values that is no age. values
// are sorted by start and do not overlap.
func Candidates(text []byte, values []Value) []Candidate {
	var out []Candidate
	var toks []linear.Token
	var ln line
	linear.Lines(text, func(ls, le int) {
		toks = linear.Tokenize(toks[:0], text, ls, le, values, "age")
		ln = line{text: text, ls: ls, le: le, parenAt: ls, open: -1, closed: -1}
		for k := range toks {
			if c, ok := candidate(text, toks, k, values); ok {
				c.Features = features(text, toks, k, &ln, values, c.Rule)
				out = append(out, c)
			}
		}
	})
	return out
}

// line is what the features of a line's numbers read of the whole line, computed once per line
// (or, for the brackets, read on as the numbers come, left to right): a line may be a whole
// JSON document or a log with no line breaks, with thousands of numbers on it.
type line struct {
	text   []byte
	ls, le int

	counted               bool
	pipes, tabs, commas   uint32
	parenAt, open, closed int // the last '(' and ')' in [ls, parenAt), -1 for none
}

// counts returns the line's pipes, tabs and commas (each capped as a feature reads it).
func (l *line) counts() (pipes, tabs, commas uint32) {
	if !l.counted {
		text := l.text[l.ls:l.le]
		l.pipes, l.tabs, l.commas = linear.LineCount(text, '|', 3), linear.LineCount(text, '\t', 3), linear.LineCount(text, ',', 4)
		l.counted = true
	}
	return l.pipes, l.tabs, l.commas
}

// inParens reports whether a '(' before s on the line is not closed before s. The numbers of
// a line are asked about in order, so the line is read once.
func (l *line) inParens(s int) bool {
	for ; l.parenAt < s; l.parenAt++ {
		switch l.text[l.parenAt] {
		case '(':
			l.open = l.parenAt
		case ')':
			l.closed = l.parenAt
		}
	}
	return l.open > l.closed
}

// candidate returns toks[k] as a candidate, and whether it is one.
func candidate(text []byte, toks []linear.Token, k int, values []Value) (Candidate, bool) {
	t := toks[k]
	s, e := t.Start, t.End
	if t.Kind != linear.Digits || t.InValue || e-s > 3 || s > 0 && (isDigit(text[s-1]) || isNumberMark(text[s-1])) ||
		e < len(text) && (isDigit(text[e]) || e+1 < len(text) && isNumberMark(text[e]) && text[e] != '-' && isDigit(text[e+1])) ||
		atoi(text[s:e]) > 120 {
		return Candidate{}, false
	}
	if k+1 < len(toks) && toks[k+1].Start <= e+1 && otherUnits[toks[k+1].Hash] {
		return Candidate{}, false // "52 minutes", "45 kg", "12 %"
	}
	i := firstFrom(values, s)
	rule := i < len(values) && values[i].Kind == "age" && values[i].Start == s && values[i].End == e
	if !rule && (s > 0 && isASCIILetter(text[s-1]) || e < len(text) && isASCIILetter(text[e])) {
		// A number glued to a letter ("20Y00", "A12") is an age only in the rules' forms
		// ("45y", "45M"): the model's score for it would hang on the number's size, so that
		// its noisy release, put in its place, would not be found again.
		return Candidate{}, false
	}
	return Candidate{Start: s, End: e, Rule: rule, Sure: ageUnitAfter(toks, k) || ageVerbBefore(toks, k)}, true
}

// ageVerbBefore reports whether a Spanish clause says toks[k] is an age before it: "cuando
// tenía", "que tiene", "que tenía" (the rules' form of an age without "años"). A child's age
// there is as sure as an adult's, whatever its size, so that its noisy value is found again.
func ageVerbBefore(toks []linear.Token, k int) bool {
	if k < 2 {
		return false
	}
	v, c := toks[k-1].Hash, toks[k-2].Hash
	return (v == hashTenia || v == hashTiene) && (c == hashCuando || c == hashQue)
}

// ageUnitAfter reports whether an age's unit follows toks[k]: "years old", "-year-old", "-month-old", "Jahre
// alt", "ans", "años".
func ageUnitAfter(toks []linear.Token, k int) bool {
	next := func(i int) uint32 {
		if k+i < len(toks) {
			return toks[k+i].Hash
		}
		return 0
	}
	switch next(1) {
	case hashYears, hashYear, hashYrs, hashYr, hashJahre, hashMonths, hashMonth:
		return next(2) == hashOld || next(2) == hashAlt || next(2) == hashDot && next(3) == hashOld // "12 yr. old"
	case hashAns, hashAnos, hashAños:
		return true
	case hashDash:
		return (next(2) == hashYear || next(2) == hashMonth) && next(3) == hashDash && next(4) == hashOld // "6-month-old"
	}
	return false
}

var (
	hashYears, hashYear, hashYrs, hashJahre = linear.HashString("years"), linear.HashString("year"), linear.HashString("yrs"), linear.HashString("jahre")
	hashYr, hashDot                         = linear.HashString("yr"), linear.HashString(".")
	hashOld, hashAlt, hashDash              = linear.HashString("old"), linear.HashString("alt"), linear.HashString("-")
	hashMonths, hashMonth                   = linear.HashString("months"), linear.HashString("month")
	hashAns, hashAnos, hashAños             = linear.HashString("ans"), linear.HashString("anos"), linear.HashString("años")
	hashTenia, hashTiene                    = linear.HashString("tenía"), linear.HashString("tiene")
	hashCuando, hashQue                     = linear.HashString("cuando"), linear.HashString("que")
)

// otherUnits are the hashes of units that make a number no age: of time shorter than a year,
// of measures, of money and of shares.
var otherUnits = linear.HashSet(`seconds|second|secs|sec|s|sekunden|secondes|segundos|minutes|minute|mins|min|minuten|
	minutos|hours|hour|hrs|hr|h|stunden|stunde|std|heures|heure|horas|hora|days|day|tage|tagen|jours|jour|días|dias|
	weeks|week|wks|wochen|semaines|semanas|km|kg|g|mg|ml|l|cm|mm|m|mi|miles|lbs|lb|kcal|%|€|$|£|°|x`)

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// isNumberMark reports whether c joins the digits of a decimal, a time or a date.
func isNumberMark(c byte) bool { return c == '.' || c == ',' || c == ':' || c == '/' || c == '-' }

// SameReading reports whether the model reads the numbers a and b (digits only, as
// written) alike, but for their context: the same size band and the same number of digits.
// The noisy release of an age the model found beside a name is found there again when it is
// read as the original was; a desanitizer asks more only when it is not.
func SameReading(a, b string) bool {
	return len(a) == len(b) && sizeBand(atoi([]byte(a))) == sizeBand(atoi([]byte(b)))
}

// sizeBand is the band of a number's size that the model reads: 0, a child's 1-9 and 10-17,
// an adult's 18-99, and 100 or more.
func sizeBand(n int) int {
	switch {
	case n == 0:
		return 0
	case n < 10:
		return 1
	case n < 18:
		return 2
	case n < 100:
		return 3
	}
	return 4
}

func atoi(b []byte) int {
	n := 0
	for _, c := range b {
		n = n*10 + int(c-'0')
	}
	return n
}

// The feature templates of an age, after the context's (linear.Context): each feature is the
// hash of its template and of what it reads.
const (
	fSize = linear.ContextTemplates + 1 + iota
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

// features returns the features of the number toks[k].
func features(text []byte, toks []linear.Token, k int, ln *line, values []Value, rule bool) []uint32 {
	s, e := toks[k].Start, toks[k].End
	ls, le := ln.ls, ln.le
	f := linear.Context(make([]uint32, 0, 48), toks, k, k+1, ls, le)
	f = append(f, linear.Feature(fSize, uint32(sizeBand(atoi(text[s:e])))), linear.Feature(fLength, uint32(e-s)))
	f = append(f, linear.Feature(fCharsBefore, linear.HashBytes(text[max(ls, s-2):s])), linear.Feature(fCharsAfter, linear.HashBytes(text[e:min(le, e+2)])))
	distance, personAfter := peopleAround(values, s, e, ls, le)
	f = append(f, linear.Feature(fPersonDistance, distance), linear.Feature(fPersonAfter, b2u(personAfter)), linear.Feature(fRule, b2u(rule)))
	pipes, tabs, commas := ln.counts()
	f = append(f, linear.Feature(fPipes, pipes), linear.Feature(fTabs, tabs), linear.Feature(fCommas, commas))
	return append(f, linear.Feature(fInParens, b2u(ln.inParens(s))))
}

// peopleAround returns how far before [s, e) the nearest person on its line [ls, le) ends
// (0: none, then 1 to 4, nearer to farther), and whether a person follows it on the line.
// values are sorted and disjoint: the last person ending before s is the nearest, and those
// after e start from the first value at or after it.
func peopleAround(values []Value, s, e, ls, le int) (distance uint32, after bool) {
	for i := firstFrom(values, s) - 1; i >= 0 && values[i].Start >= ls; i-- {
		if v := values[i]; v.Kind == "person" && v.End <= s {
			distance = distanceBand(s - v.End)
			break
		}
	}
	for i := firstFrom(values, e); i < len(values) && values[i].Start < le && !after; i++ {
		after = values[i].Kind == "person" && values[i].End <= le
	}
	return distance, after
}

// distanceBand is the feature value of a person ending d bytes before a number: 1 to 4,
// nearer to farther.
func distanceBand(d int) uint32 {
	switch {
	case d <= 2:
		return 1
	case d <= 6:
		return 2
	case d <= 20:
		return 3
	}
	return 4
}

// firstFrom returns the index of the first of the sorted values that starts at or after at.
func firstFrom(values []Value, at int) int {
	return sort.Search(len(values), func(i int) bool { return values[i].Start >= at })
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}
