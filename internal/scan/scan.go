// Package scan finds the matches of many regular expressions in one text, fast, and exactly as
// running each one's FindAllSubmatchIndex over the whole text would.
//
// Go's regexp has no DFA: each pattern costs a pass of its NFA over the text, and annotate runs
// thirty-odd patterns over every prompt. A [Set] compiles all patterns into one lazily built DFA
// (the idea of RE2's RE2::Set): one pass over the text reports, for each pattern, where its
// matches end, and [Search.Find] then runs a backtracker over the pattern's program (the one the
// DFA was built from, so no regexp is compiled) only in a small window before each such end,
// reading \b, ^ and $ from the whole text. The DFA's states are built on first use and kept in
// caches, one per goroutine at a time, so a Set is safe for concurrent use and its states
// survive between texts.
//
// When the patterns do not fit the DFA, or a text keeps overflowing its state cache, Find falls
// back to prefilters: a plan derived from each pattern's syntax tree says which rare bytes
// (the trigger) and which strings (a factor, such as month names) any match must contain, and
// package regexp runs only on windows around them. Patterns with no useful trigger are searched
// over the whole text. Every path is meant to find the same matches as the plain whole-text
// search; annotate's prefilter tests compare them, after annotate's filters, on corpora and
// fuzzed text, and this package's tests compare the raw matches.
//
// Known gap of the prefilters (not of the DFA's windows): a window's start is moved to just
// after whitespace, and under (?m) the regexp takes that start for a line start, so a pattern
// like (?m)(?:^|,) *(\d+) can match there when the whole-text search does not. The one default
// pattern of that shape (an Age table column) also needs its column's header, which has kept
// such matches out of annotate's spans in every test so far.
package scan

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"sync"
)

// Pattern is one regexp of a set.
type Pattern struct {
	// Regex is the regexp, in the syntax of package regexp; it must compile. A set compiles
	// it when a search first needs it: most texts need few of the patterns.
	Regex string
	// Syntax, when not nil, is Regex parsed with syntax.Perl, which spares Compile parsing it
	// again. It is not modified.
	Syntax *syntax.Regexp
	// Group is the submatch that is the value (0 for the whole match). The prefilter's
	// requirements are taken from it, so matches where it is empty or absent may be missed.
	Group int
}

// Mode selects how a set searches; every mode finds the same matches.
type Mode int

const (
	// DFA uses the match-set DFA, and the prefilters when it does not apply.
	DFA Mode = iota
	// Prefilter uses the per-pattern prefilters only, as for a text that overflows the DFA.
	Prefilter
	// Whole runs every pattern over the whole text: the reference the others are tested against.
	Whole
)

// Set is a compiled set of patterns. It is safe for concurrent use.
type Set struct {
	patterns []Pattern
	parsed   []*syntax.Regexp // per pattern, simplified; nil if it did not parse
	progs    []*syntax.Prog   // per pattern, compiled from parsed; nil if it did not compile
	nsub     []int            // per pattern, its submatches before simplifying (as regexp counts them)
	maxMatch int
	mode     Mode
	dfas     []*matchSet // all patterns, maxSetPatterns per set; nil to use the plans

	// The plans are made on first need: with the DFA they serve only a text that overflows
	// its cache, and making them was a third of Compile, paid by every process.
	planOnce  sync.Once
	plans     []plan // per pattern
	triggers  []byteSet
	trigTable [256]uint64

	windows []lazyWindow // per pattern, for the DFA's search, made on first need
	regexps []lazyRegexp // per pattern, compiled on first need
}

// lazyRegexp is the regexp of one pattern, compiled on first use.
type lazyRegexp struct {
	once sync.Once
	re   *regexp.Regexp
}

// regexp returns pattern k's regexp.
func (s *Set) regexp(k int) *regexp.Regexp {
	lr := &s.regexps[k]
	lr.once.Do(func() { lr.re = regexp.MustCompile(s.patterns[k].Regex) })
	return lr.re
}

// lazyWindow is the window of one pattern, made on first use.
type lazyWindow struct {
	once sync.Once
	w    window
}

// Compile returns a set that searches for patterns with mode. Matches whose whole match is
// longer than maxMatch bytes may be missed (and must be ignored by the caller), which is what
// lets the windows of patterns with unbounded repeats be bounded; where such a match hides a
// shorter one after it from the whole-text search, the windows may find the shorter one.
func Compile(patterns []Pattern, maxMatch int, mode Mode) *Set {
	s := &Set{patterns: patterns, maxMatch: maxMatch, mode: mode, regexps: make([]lazyRegexp, len(patterns))}
	s.compilePatterns()
	if mode != DFA {
		s.makePlans()
		return s
	}
	s.windows = make([]lazyWindow, len(patterns))
	for lo := 0; lo < len(patterns); lo += maxSetPatterns {
		hi := min(lo+maxSetPatterns, len(patterns))
		m := newMatchSet(s.progs[lo:hi], s.nsub[lo:hi])
		if m == nil {
			s.dfas = nil
			break
		}
		s.dfas = append(s.dfas, m)
	}
	return s
}

// compilePatterns parses and compiles each pattern once, for its plan, its window and the DFA.
func (s *Set) compilePatterns() {
	s.parsed = make([]*syntax.Regexp, len(s.patterns))
	s.progs = make([]*syntax.Prog, len(s.patterns))
	s.nsub = make([]int, len(s.patterns))
	for i, p := range s.patterns {
		re := p.Syntax
		if re == nil {
			var err error
			if re, err = syntax.Parse(p.Regex, syntax.Perl); err != nil {
				continue
			}
		}
		s.nsub[i] = re.MaxCap()
		s.parsed[i] = re.Simplify()
		s.progs[i], _ = syntax.Compile(s.parsed[i])
	}
}

// makePlans makes the plans, once.
func (s *Set) makePlans() {
	s.planOnce.Do(func() {
		if s.parsed == nil { // a decoded set
			s.compilePatterns()
		}
		s.plans = make([]plan, len(s.patterns))
		for i := range s.patterns {
			pl := newPlan(&s.patterns[i], s.parsed[i], s.progs[i], s.maxMatch, &s.triggers)
			switch {
			case s.mode == Whole:
				pl = plan{full: true, window: pl.window}
			case pl.trigger >= 64:
				pl = plan{full: true, window: pl.window}
			}
			s.plans[i] = pl
		}
		s.trigTable = triggerTable(s.triggers)
	})
}

// window returns pattern k's window for the DFA's search.
func (s *Set) window(k int) *window {
	lw := &s.windows[k]
	lw.once.Do(func() { lw.w = newWindow(s.parsed[k], s.progs[k], s.maxMatch) })
	return &lw.w
}

// Search is the search of one text. It is for one goroutine.
type Search struct {
	s       *Set
	text    []byte
	ends    [][]int32 // per pattern, where its matches end; nil when the DFA is not used
	bt      backtracker
	anchors [][]int32 // per trigger, its bytes' positions; made on first need
}

// Search starts searching text: it runs the DFA over it, when the set has one.
func (s *Set) Search(text []byte) *Search {
	r := &Search{s: s, text: text}
	for _, m := range s.dfas {
		e, ok := m.ends(text)
		if !ok {
			r.ends = nil
			break
		}
		r.ends = append(r.ends, e...)
	}
	return r
}

// Find returns the matches of pattern k, as its regexp's FindAllSubmatchIndex over the whole
// text would (except matches longer than maxMatch, see [Compile]). ok, when not nil, is a
// cheap check of a region [lo, hi) that a match's value lies in (such as a keyword nearby);
// regions it rejects need not be searched, so matches there may or may not be returned.
func (r *Search) Find(k int, ok func(lo, hi int) bool) [][]int {
	if r.ends != nil {
		w := r.s.window(k)
		r.bt.m = r.s.dfas[k/maxSetPatterns]
		return findAt(&r.bt, k%maxSetPatterns, r.text, r.ends[k], w.reach, &w.whole, &w.first, ok)
	}
	r.s.makePlans()
	pl := &r.s.plans[k]
	switch {
	case pl.full:
		return r.s.regexp(k).FindAllSubmatchIndex(r.text, -1)
	}
	if r.anchors == nil {
		r.anchors = r.s.anchors(r.text)
	}
	return pl.find(r.s.regexp(k), r.text, r.anchors[pl.trigger], ok)
}

// ASCIILower lowercases ASCII letters only, so that byte offsets stay those of the text.
func ASCIILower(text []byte) []byte { return AppendASCIILower(make([]byte, 0, len(text)), text) }

// AppendASCIILower appends ASCIILower(text) to dst.
func AppendASCIILower(dst, text []byte) []byte {
	n := len(dst)
	dst = slices.Grow(dst, len(text))[:n+len(text)]
	out := dst[n:]
	for i, c := range text {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return dst
}
