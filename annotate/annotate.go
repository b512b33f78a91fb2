// Package annotate finds the sensitive values in text and says what type each is.
//
// A [Registry] (embedded TOML defaults plus an optional user file) lists the types; an
// [Annotator] runs their patterns, validators and keyword checks over text and returns
// [Span]s: sorted, non-overlapping byte ranges, each with its type. [Scan] does the same over a
// stream with bounded memory. The package also reads and writes the two annotation formats:
// inline markup (⟦type:text⟧, see [WriteMarkup] and [ParseMarkup]) and JSONL.
package annotate

import (
	"bytes"
	"sort"
)

// Span is one sensitive value: the bytes text[Start:End] are of type Type.
type Span struct {
	Start, End int
	Type       *Type
}

// Annotator finds spans. It is safe for concurrent use.
type Annotator struct {
	reg       *Registry
	plans     [][]plan // per type, per pattern
	triggers  []byteSet
	trigTable [256]uint64
	sets      []*matchSet // all patterns, maxSetPatterns per set; nil to use the plans
}

// New returns an annotator for the types of reg.
func New(reg *Registry) *Annotator {
	a := &Annotator{reg: reg}
	for _, t := range reg.types {
		ps := make([]plan, len(t.Patterns))
		for i := range t.Patterns {
			ps[i] = newPlan(&t.Patterns[i], &a.triggers)
			if ps[i].trigger >= 64 {
				ps[i] = plan{full: true}
			}
		}
		a.plans = append(a.plans, ps)
	}
	a.trigTable = triggerTable(a.triggers)
	var all []*Pattern
	for _, t := range reg.types {
		for i := range t.Patterns {
			all = append(all, &t.Patterns[i])
		}
	}
	for len(all) > 0 {
		n := min(len(all), maxSetPatterns)
		set := newMatchSet(all[:n])
		if set == nil {
			a.sets = nil
			break
		}
		a.sets = append(a.sets, set)
		all = all[n:]
	}
	return a
}

// newPlanned returns an annotator that searches with the per-pattern plans only, as Annotate
// does for a text that overflows the match set's cache.
func newPlanned(reg *Registry) *Annotator {
	a := New(reg)
	a.sets = nil
	return a
}

// newFull returns an annotator that searches every pattern over the whole text, the reference
// the prefilter is tested against.
func newFull(reg *Registry) *Annotator {
	a := New(reg)
	for _, ps := range a.plans {
		for i := range ps {
			ps[i] = plan{full: true, reach: ps[i].reach, whole: ps[i].whole}
		}
	}
	a.sets = nil
	return a
}

// Registry returns the annotator's registry.
func (a *Annotator) Registry() *Registry { return a.reg }

// MaxSpan is the longest span the annotator reports, in bytes. Streaming relies on it to know
// how much text to hold back; longer matches are not sensitive values of any default type.
const MaxSpan = 320

// maxWindow bounds a pattern's keyword window, for the same reason.
const maxWindow = 256

type candidate struct {
	Span
	order int // registry order of the type, to break ties
}

// Annotate returns the spans of text, sorted by start, not overlapping. Where matches of
// different types overlap, the one that starts first wins, then the longer, then the type that
// comes first in the registry.
func (a *Annotator) Annotate(text []byte) []Span {
	var lower []byte // lowercased text for keyword checks, made on first need
	var tb tables
	lowered := func() []byte {
		if lower == nil {
			lower = asciiLower(text)
			tb.lower = lower
		}
		return lower
	}
	var cands []candidate
	var anchors, ends [][]int32
	for _, set := range a.sets {
		e, ok := set.ends(text)
		if !ok {
			ends = nil
			break
		}
		ends = append(ends, e...)
	}
	k := -1 // pattern number in the match set
	for order, t := range a.reg.types {
		for pi := range t.Patterns {
			p := &t.Patterns[pi]
			pl := &a.plans[order][pi]
			k++
			var ok func(lo, hi int) bool
			if len(p.Keywords) > 0 {
				// A region without a keyword near it, outside a table, cannot pass the keyword check.
				ok = func(lo, hi int) bool {
					l := lowered()
					return near(l, lo-p.Window, hi+p.Window, p.Keywords) || tb.columnRangeHas(lo, hi, p.Keywords)
				}
			}
			var matches [][]int
			switch {
			case ends != nil:
				matches = findAt(p.Regex, text, ends[k], pl.reach, &pl.whole, ok)
			case pl.full:
				matches = p.Regex.FindAllSubmatchIndex(text, -1)
			default:
				if anchors == nil {
					anchors = a.anchors(text)
				}
				matches = pl.find(p.Regex, text, anchors[pl.trigger], ok)
			}
			for _, m := range matches {
				s, e := m[2*p.Group], m[2*p.Group+1]
				if s < 0 || e <= s || e-s > MaxSpan || m[1]-m[0] > maxMatch {
					continue
				}
				if t.validate != nil && !t.validate(string(text[s:e])) {
					if !p.Shrink {
						continue
					}
					if e = shrink(text, s, e, t.validate); e < 0 {
						continue
					}
				}
				// Only edges the regex itself did not anchor with context can be inside a longer token.
				if embedded(text, s, e, s == m[0], e == m[1]) {
					continue
				}
				if len(p.Keywords) > 0 || len(p.ExcludeKeywords) > 0 {
					lower := lowered()
					if len(p.Keywords) > 0 && !near(lower, s-p.Window, e+p.Window, p.Keywords) && !tb.columnHas(s, p.Keywords) {
						continue
					}
					if len(p.ExcludeKeywords) > 0 && near(lower, s-p.ExcludeWindow, s, p.ExcludeKeywords) {
						continue
					}
				}
				if a.reg.Allowed(string(text[s:e])) {
					continue
				}
				cands = append(cands, candidate{Span{s, e, t}, order})
			}
		}
	}
	cands = a.detectorCandidates(text, cands)
	return resolve(cands)
}

// near reports whether one of words occurs in lower[lo:hi] (clamped to the text).
func near(lower []byte, lo, hi int, words []string) bool {
	lo, hi = max(lo, 0), min(hi, len(lower))
	if lo >= hi {
		return false
	}
	win := lower[lo:hi]
	for _, k := range words {
		// A keyword counts only at the start of a word: "v." is in "v. 1.2.3.4" but not in "kiev.com".
		for off := 0; ; {
			i := bytes.Index(win[off:], []byte(k))
			if i < 0 {
				break
			}
			at := lo + off + i
			if at == 0 || !isAlnum(lower[at-1]) {
				return true
			}
			off += i + 1
		}
	}
	return false
}

// asciiLower lowercases ASCII letters only, so that byte offsets stay those of the text.
func asciiLower(text []byte) []byte {
	out := make([]byte, len(text))
	for i, c := range text {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}

// embedded reports whether text[s:e] is only part of a longer token joined by '-' or '.',
// such as 1.2.3.4 in the version 1.2.3.4.5 or an SSN shape inside 123-45-6789-01.
func embedded(text []byte, s, e int, checkStart, checkEnd bool) bool {
	isJoin := func(c byte) bool { return c == '-' || c == '.' }
	if checkStart && s >= 2 && isJoin(text[s-1]) && isAlnum(text[s-2]) {
		return true
	}
	if checkEnd && e+1 < len(text) && isJoin(text[e]) && isAlnum(text[e+1]) {
		return true
	}
	return false
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// shrink returns the largest end before e at a space such that text[s:end] validates, or -1.
func shrink(text []byte, s, e int, validate func(string) bool) int {
	for end := e - 1; end > s; end-- {
		if text[end] == ' ' && validate(string(text[s:end])) {
			return end
		}
	}
	return -1
}

func resolve(cands []candidate) []Span {
	sort.Slice(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		if a.End != b.End {
			return a.End > b.End
		}
		return a.order < b.order
	})
	var out []Span
	end := 0
	for _, c := range cands {
		if c.Start < end {
			continue
		}
		out = append(out, c.Span)
		end = c.End
	}
	return out
}
