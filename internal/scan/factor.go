package scan

import (
	"bytes"
	"regexp/syntax"
	"unicode"
)

// A factor is a set of strings one of which every match of a pattern contains: the month
// names of a written date, the "00" of an international call prefix. Looking for a factor near
// a candidate is much cheaper than running the regexp there.
type factor struct {
	fold   bool                // compare with ASCII letters lowercased
	minLen int                 // length of the shortest string
	byPair map[uint16][][]byte // strings by their first two bytes
	pairs  [1024]uint64        // bit set of the first two bytes, for a fast miss
}

// maxFactorStrings bounds the strings a factor may hold; larger alternations are not used.
const maxFactorStrings = 512

// newFactor returns the most selective factor of re (the child of a top-level concatenation
// whose language is a small finite set of strings of at least two bytes), or nil.
func newFactor(re *syntax.Regexp) *factor {
	var best []string
	bestFold := false
	consider := func(n *syntax.Regexp) {
		set, fold, ok := finite(n)
		if !ok || len(set) == 0 {
			return
		}
		m := minStrLen(set)
		if m < 2 {
			return
		}
		if best == nil || m > minStrLen(best) {
			best, bestFold = set, fold
		}
	}
	var walk func(n *syntax.Regexp)
	walk = func(n *syntax.Regexp) {
		switch n.Op {
		case syntax.OpCapture:
			walk(n.Sub[0])
		case syntax.OpConcat:
			// A run of consecutive literal children is one string.
			for _, sub := range n.Sub {
				consider(sub)
				if sub.Op == syntax.OpCapture || sub.Op == syntax.OpConcat {
					walk(sub)
				}
			}
		default:
			consider(n)
		}
	}
	walk(re)
	if best == nil {
		return nil
	}
	f := &factor{fold: bestFold, minLen: minStrLen(best), byPair: map[uint16][][]byte{}}
	for _, s := range best {
		b := []byte(s)
		if f.fold {
			b = ASCIILower(b)
		}
		k := uint16(b[0])<<8 | uint16(b[1])
		f.byPair[k] = append(f.byPair[k], b)
		f.pairs[k>>6] |= 1 << (k & 63)
	}
	return f
}

func minStrLen(set []string) int {
	m := -1
	for _, s := range set {
		if m < 0 || len(s) < m {
			m = len(s)
		}
	}
	return m
}

// finite returns the language of re when it is a small finite set of strings, with whether it
// is matched case-insensitively. Case folding is expanded for non-ASCII runes, so that comparing
// ASCII-lowercased text with ASCII-lowercased strings finds every match.
func finite(re *syntax.Regexp) (set []string, fold bool, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return finiteLiteral(re)
	case syntax.OpCapture:
		return finite(re.Sub[0])
	case syntax.OpEmptyMatch:
		return []string{""}, false, true
	case syntax.OpCharClass:
		return finiteClass(re)
	case syntax.OpConcat:
		return finiteConcat(re.Sub)
	case syntax.OpAlternate:
		return finiteAlternate(re.Sub)
	case syntax.OpQuest:
		s2, f2, ok := finite(re.Sub[0])
		if !ok {
			return nil, false, false
		}
		return append([]string{""}, s2...), f2, true
	}
	return nil, false, false
}

// finiteLiteral is finite of a literal: one string, or one per spelling of its non-ASCII
// runes under case folding.
func finiteLiteral(re *syntax.Regexp) (set []string, fold bool, ok bool) {
	fold = re.Flags&syntax.FoldCase != 0
	set = []string{""}
	for _, r := range re.Rune {
		variants := []string{string(r)}
		if fold && r >= 0x80 {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				variants = append(variants, string(f))
			}
		}
		if set, ok = concatSets(set, variants); !ok {
			return nil, false, false
		}
	}
	return set, fold, true
}

// finiteClass is finite of a character class of at most 8 runes, ASCII lower-cased: a class
// like [Jj] from folding is one string.
func finiteClass(re *syntax.Regexp) (set []string, fold bool, ok bool) {
	n := 0
	for i := 0; i < len(re.Rune); i += 2 {
		n += int(re.Rune[i+1]-re.Rune[i]) + 1
	}
	if n > 8 {
		return nil, false, false
	}
	seen := map[string]bool{}
	for i := 0; i < len(re.Rune); i += 2 {
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			s := string(r)
			if r < 0x80 {
				s = string(ASCIILower([]byte(s)))
			}
			if !seen[s] {
				seen[s] = true
				set = append(set, s)
			}
		}
	}
	return set, true, true
}

// finiteConcat is finite of a concatenation: every string of the first times every string of
// the next, and so on.
func finiteConcat(subs []*syntax.Regexp) (set []string, fold bool, ok bool) {
	set = []string{""}
	for _, sub := range subs {
		s2, f2, ok := finite(sub)
		if !ok {
			return nil, false, false
		}
		fold = fold || f2
		if set, ok = concatSets(set, s2); !ok {
			return nil, false, false
		}
	}
	return set, fold, true
}

// finiteAlternate is finite of an alternation: the strings of each alternative in turn.
func finiteAlternate(subs []*syntax.Regexp) (set []string, fold bool, ok bool) {
	for _, sub := range subs {
		s2, f2, ok := finite(sub)
		if !ok {
			return nil, false, false
		}
		fold = fold || f2
		set = append(set, s2...)
		if len(set) > maxFactorStrings {
			return nil, false, false
		}
	}
	return set, fold, true
}

// concatSets returns every a+b of a in as and b in bs, in that order, or false when they are
// more than maxFactorStrings.
func concatSets(as, bs []string) ([]string, bool) {
	var next []string
	for _, a := range as {
		for _, b := range bs {
			next = append(next, a+b)
		}
	}
	return next, len(next) <= maxFactorStrings
}

// hasFactor reports whether text[lo:hi] (clamped) contains one of the plan's factor strings, or
// the plan has no factor.
func (pl *plan) hasFactor(text []byte, lo, hi int) bool {
	f := pl.factor
	if f == nil {
		return true
	}
	lo, hi = max(lo, 0), min(hi, len(text))
	lower := func(c byte) byte {
		if f.fold && c >= 'A' && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	for i := lo; i+f.minLen <= hi; i++ {
		k := uint16(lower(text[i]))<<8 | uint16(lower(text[i+1]))
		if f.pairs[k>>6]&(1<<(k&63)) == 0 {
			continue
		}
		for _, s := range f.byPair[k] {
			if i+len(s) > hi {
				continue
			}
			w := text[i : i+len(s)]
			if f.fold {
				if equalFoldASCII(w, s) {
					return true
				}
			} else if bytes.Equal(w, s) {
				return true
			}
		}
	}
	return false
}

// equalFoldASCII reports whether w lowercased (ASCII letters only) equals s.
func equalFoldASCII(w, s []byte) bool {
	for i := range w {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != s[i] {
			return false
		}
	}
	return true
}
