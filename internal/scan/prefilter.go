package scan

import (
	"math/bits"
	"regexp"
	"regexp/syntax"
	"unicode"
	"unicode/utf8"
)

// Running every pattern's regexp over the whole text costs one pass of Go's NFA per pattern,
// about 0.1–1 MB/s each. Most of a prompt cannot match at all: an SSN needs nine digits, an
// e-mail address an '@'. A plan, derived from the pattern's syntax tree, says which bytes any
// match must contain (the trigger) and which byte counts it needs, so that Find runs the
// regexp only on small windows around places that can match. The windows are chosen so that the
// matches found there are the matches a whole-text search finds (prefilter_test.go checks this
// against the plain search over the corpus, generated text and fuzzed input).

// byteSet is a set of bytes.
type byteSet [4]uint64

func (s *byteSet) add(c byte)       { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool  { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *byteSet) union(o *byteSet) { s[0] |= o[0]; s[1] |= o[1]; s[2] |= o[2]; s[3] |= o[3] }
func (s *byteSet) subsetOf(o *byteSet) bool {
	return s[0]&^o[0] == 0 && s[1]&^o[1] == 0 && s[2]&^o[2] == 0 && s[3]&^o[3] == 0
}

// need is a requirement of a plan: every match's span contains at least min bytes of set.
type need struct {
	set byteSet
	min int
}

// plan is how Find searches one pattern.
type plan struct {
	full     bool // no useful trigger: search the whole text
	trigger  int  // index into Set.triggers
	minTrig  int  // trigger bytes every span contains
	trigSet  byteSet
	factor   *factor // strings one of which every match contains, or nil
	alphabet byteSet // bytes a span can contain
	needs    []need  // further requirements on the span's bytes
	window
}

// window is what bounds the regexp's search around a match's end.
type window struct {
	reach int     // longest whole match, in bytes
	whole byteSet // bytes a whole match (context included) can contain
	first byteSet // bytes a match can start with
}

// newWindow returns the window of a pattern whose parsed and simplified syntax is re and
// whose program is prog (nil if it did not parse or compile).
func newWindow(re *syntax.Regexp, prog *syntax.Prog, maxMatch int) window {
	w := window{reach: maxMatch}
	if re == nil {
		return w
	}
	w.reach = min(maxLen(re), maxMatch)
	addAlphabet(re, &w.whole)
	w.first = firstBytes(prog)
	return w
}

// newPlan analyses p, whose parsed and simplified syntax is re and whose program is prog (nil
// if it did not parse or compile). triggers collects the distinct trigger sets of all plans.
// maxMatch bounds the length of a whole match (context included): longer matches are ignored
// by the caller in every mode, which is what lets a plan bound its windows for patterns with
// unbounded repeats.
func newPlan(p *Pattern, re *syntax.Regexp, prog *syntax.Prog, maxMatch int, triggers *[]byteSet) plan {
	full := plan{full: true, window: newWindow(re, prog, maxMatch)}
	if re == nil {
		return full
	}
	span := re
	if p.Group > 0 {
		if span = findCapture(re, p.Group); span == nil {
			return full
		}
	}
	var alphabet byteSet
	addAlphabet(span, &alphabet)

	// Candidate requirements: every literal byte and every class the span uses.
	var cands []byteSet
	collectSets(span, &cands)
	var needs []need
	for _, s := range cands {
		if n := minCount(span, &s); n > 0 {
			needs = append(needs, need{s, n})
		}
	}
	if len(needs) == 0 {
		return full
	}
	// The trigger is the requirement whose bytes are rarest in prose.
	best := 0
	for i := range needs {
		if frequency(&needs[i].set) < frequency(&needs[best].set) {
			best = i
		}
	}
	if frequency(&needs[best].set) > 0.05 {
		return full
	}
	trig := needs[best]
	needs = append(needs[:best], needs[best+1:]...)
	idx := -1
	for i := range *triggers {
		if (*triggers)[i] == trig.set {
			idx = i
		}
	}
	if idx < 0 {
		idx = len(*triggers)
		*triggers = append(*triggers, trig.set)
	}
	return plan{trigger: idx, minTrig: trig.min, trigSet: trig.set, alphabet: alphabet, needs: needs, window: full.window, factor: newFactor(re)}
}

func findCapture(re *syntax.Regexp, n int) *syntax.Regexp {
	if re.Op == syntax.OpCapture && re.Cap == n {
		return re
	}
	for _, sub := range re.Sub {
		if c := findCapture(sub, n); c != nil {
			return c
		}
	}
	return nil
}

const unbounded = 1 << 30

// maxLen is the longest match of re in bytes, or unbounded.
func maxLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			n += runeLenFold(r, re.Flags)
		}
		return n
	case syntax.OpCharClass:
		m := 0
		for i := 0; i < len(re.Rune); i += 2 {
			m = max(m, utf8.RuneLen(re.Rune[i+1]))
		}
		return max(m, 1)
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax
	case syntax.OpCapture:
		return maxLen(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n = min(n+maxLen(sub), unbounded)
		}
		return n
	case syntax.OpAlternate:
		n := 0
		for _, sub := range re.Sub {
			n = max(n, maxLen(sub))
		}
		return n
	case syntax.OpQuest:
		return maxLen(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		if maxLen(re.Sub[0]) == 0 {
			return 0
		}
		return unbounded
	case syntax.OpRepeat:
		if re.Max < 0 {
			if maxLen(re.Sub[0]) == 0 {
				return 0
			}
			return unbounded
		}
		return min(re.Max*maxLen(re.Sub[0]), unbounded)
	}
	return 0 // empty-width assertions, empty match
}

func runeLenFold(r rune, flags syntax.Flags) int {
	n := utf8.RuneLen(r)
	if flags&syntax.FoldCase != 0 {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			n = max(n, utf8.RuneLen(f))
		}
	}
	return max(n, 1)
}

// runeBytes adds to s the bytes of r's UTF-8 encoding (and of its case folds when folding).
func runeBytes(r rune, flags syntax.Flags, s *byteSet) {
	add := func(r rune) {
		var buf [utf8.UTFMax]byte
		n := utf8.EncodeRune(buf[:], r)
		for _, c := range buf[:n] {
			s.add(c)
		}
	}
	add(r)
	if flags&syntax.FoldCase != 0 {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			add(f)
		}
	}
}

// classBytes adds the bytes that runes of a class (ranges lo/hi pairs) can be encoded with.
// Non-ASCII ranges add every byte ≥ 0x80: exact enough, since prose is mostly ASCII.
func classBytes(ranges []rune, s *byteSet) {
	for i := 0; i < len(ranges); i += 2 {
		lo, hi := ranges[i], ranges[i+1]
		for r := lo; r <= hi && r < utf8.RuneSelf; r++ {
			s.add(byte(r))
		}
		if hi >= utf8.RuneSelf {
			// Every byte ≥ 0x80 at once: classes like \p{L} have hundreds of such ranges.
			s[2], s[3] = ^uint64(0), ^uint64(0)
		}
	}
}

// addAlphabet adds every byte a match of re can contain.
func addAlphabet(re *syntax.Regexp, s *byteSet) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			runeBytes(r, re.Flags, s)
		}
	case syntax.OpCharClass:
		classBytes(re.Rune, s)
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		for c := 0; c < 256; c++ {
			s.add(byte(c))
		}
	}
	for _, sub := range re.Sub {
		addAlphabet(sub, s)
	}
}

// collectSets gathers the byte sets of the literals and classes in re, as candidate requirements.
func collectSets(re *syntax.Regexp, out *[]byteSet) {
	addSet := func(s byteSet) {
		for _, o := range *out {
			if o == s {
				return
			}
		}
		*out = append(*out, s)
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			var s byteSet
			runeBytes(r, re.Flags, &s)
			if r < utf8.RuneSelf {
				addSet(s)
			}
		}
	case syntax.OpCharClass:
		var s byteSet
		classBytes(re.Rune, &s)
		addSet(s)
	}
	for _, sub := range re.Sub {
		collectSets(sub, out)
	}
}

// minCount is the least number of bytes of set that any match of re contains. A literal rune or
// a class counts when all of its bytes are in set.
func minCount(re *syntax.Regexp, set *byteSet) int {
	switch re.Op {
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			var s byteSet
			runeBytes(r, re.Flags, &s)
			if r < utf8.RuneSelf && s.subsetOf(set) {
				n++
			}
		}
		return n
	case syntax.OpCharClass:
		var s byteSet
		classBytes(re.Rune, &s)
		if s.subsetOf(set) && len(re.Rune) > 0 && re.Rune[len(re.Rune)-1] < utf8.RuneSelf {
			return 1
		}
		return 0
	case syntax.OpCapture, syntax.OpPlus:
		return minCount(re.Sub[0], set)
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n += minCount(sub, set)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, sub := range re.Sub {
			if c := minCount(sub, set); n < 0 || c < n {
				n = c
			}
		}
		return max(n, 0)
	case syntax.OpRepeat:
		return re.Min * minCount(re.Sub[0], set)
	}
	return 0 // star, quest, any char, assertions
}

// frequency estimates how often a byte of s occurs in prompts, as a fraction of all bytes.
func frequency(s *byteSet) float64 {
	f := 0.0
	for c := 0; c < 256; c++ {
		if !s.has(byte(c)) {
			continue
		}
		switch {
		case c == ' ':
			f += 0.15
		case c >= 'a' && c <= 'z':
			f += 0.03
		case c >= 'A' && c <= 'Z':
			f += 0.004
		case c >= '0' && c <= '9':
			f += 0.002
		case c == '\n' || c == '.' || c == ',':
			f += 0.01
		case c >= 0x80:
			f += 0.001
		default:
			f += 0.001
		}
	}
	return f
}

// triggerTable maps a byte to the bit set of triggers it belongs to (at most 64 triggers are
// tracked; patterns beyond that search the whole text).
func triggerTable(triggers []byteSet) (t [256]uint64) {
	for i := range triggers {
		if i >= 64 {
			break
		}
		for c := 0; c < 256; c++ {
			if triggers[i].has(byte(c)) {
				t[c] |= 1 << i
			}
		}
	}
	return t
}

// anchors returns, for each trigger, the positions of its bytes in text.
func (s *Set) anchors(text []byte) [][]int32 {
	out := make([][]int32, len(s.triggers))
	for i, c := range text {
		m := s.trigTable[c]
		for m != 0 {
			j := bits.TrailingZeros64(m)
			out[j] = append(out[j], int32(i))
			m &= m - 1
		}
	}
	return out
}

// find returns the matches of re in text that the plan's windows contain, as
// FindAllSubmatchIndex would, with offsets into text. pos are the positions of the plan's
// trigger bytes. ok, when not nil, is a cheap check of a region [lo, hi) that every match's span
// lies in (keywords); regions it rejects are not searched.
func (pl *plan) find(re *regexp.Regexp, text []byte, pos []int32, ok func(lo, hi int) bool) [][]int {
	var out [][]int
	L := pl.reach
	k := pl.minTrig
	wlo, whi, lastHi := -1, -1, -1 // the pending window and the end of its last region
	covered := -1
	for i := 0; i+k-1 < len(pos); i++ {
		a := int(pos[i])
		if a < covered {
			continue
		}
		// a is the first trigger byte of a span only if k of them fit in one match.
		if int(pos[i+k-1])-a >= L {
			continue
		}
		lo, hi := pl.region(text, a)
		if !pl.satisfied(text[lo:hi]) || !pl.hasFactor(text, lo-L, hi+L) || ok != nil && !ok(lo, hi) {
			continue
		}
		covered = hi
		// The whole match reaches at most L bytes beyond the region; one more byte is context for
		// \b. Window edges are moved to whitespace where close, so that \b, ^ and $ at the edge of
		// the slice mean what they mean in the whole text.
		nlo, nhi := max(lo-L-1, 0), min(hi+L+1, len(text))
		if wlo >= 0 && nlo <= whi {
			whi = max(whi, nhi)
			whi = toSpace(text, whi, +1)
			lastHi = hi
			continue
		}
		if wlo >= 0 {
			out = searchWindow(out, re, text, wlo, whi, lastHi)
		}
		wlo, whi, lastHi = toSpace(text, nlo, -1), toSpace(text, nhi, +1), hi
	}
	if wlo >= 0 {
		out = searchWindow(out, re, text, wlo, whi, lastHi)
	}
	return out
}

// region returns the region a span with the trigger byte at a lies in: the run of alphabet
// bytes around a, within reach of it.
func (pl *plan) region(text []byte, a int) (lo, hi int) {
	L := pl.reach
	lo, hi = a, a+1
	for lo > 0 && a-lo < L && pl.alphabet.has(text[lo-1]) {
		lo--
	}
	for hi < len(text) && hi-a < L && pl.alphabet.has(text[hi]) {
		hi++
	}
	return lo, hi
}

// toSpace moves a window edge up to 64 bytes outwards to just after (dir < 0) or before
// (dir > 0) a whitespace byte, or to the end of text.
func toSpace(text []byte, p, dir int) int {
	for n := 0; n < 64; n++ {
		if dir < 0 {
			if p <= 0 || isSpace(text[p-1]) {
				return max(p, 0)
			}
			p--
		} else {
			if p >= len(text) || isSpace(text[p]) {
				return min(p, len(text))
			}
			p++
		}
	}
	return p
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// satisfied reports whether region holds enough bytes of the trigger and of every requirement.
func (pl *plan) satisfied(region []byte) bool {
	c := 0
	for _, b := range region {
		if pl.trigSet.has(b) {
			c++
		}
	}
	if c < pl.minTrig {
		return false
	}
	for i := range pl.needs {
		n := &pl.needs[i]
		c := 0
		for _, b := range region {
			if n.set.has(b) {
				if c++; c >= n.min {
					break
				}
			}
		}
		if c < n.min {
			return false
		}
	}
	return true
}

// firstBytes returns the bytes a non-empty match of prog can start with (all bytes when it can
// match the empty string, or prog is nil).
func firstBytes(prog *syntax.Prog) byteSet {
	if prog == nil {
		return allBytes
	}
	la := newLookahead(prog.Inst, prog.Start)
	return la.bytes(uint32(prog.Start))
}

// searchWindow appends to out the matches of re in text[wlo:whi] that start at or before
// last, with offsets in text. A match that starts after last is found (exactly) by a later
// window, or is not a match of the window's regions.
func searchWindow(out [][]int, re *regexp.Regexp, text []byte, wlo, whi, last int) [][]int {
	for _, m := range re.FindAllSubmatchIndex(text[wlo:whi], -1) {
		if m[0]+wlo > last {
			break
		}
		for j := range m {
			if m[j] >= 0 {
				m[j] += wlo
			}
		}
		out = append(out, m)
	}
	return out
}
