package scan

import (
	"regexp/syntax"
	"slices"
	"unicode/utf8"
)

// A backtracker finds the matches of one pattern of a matchSet in a region of a text, as
// package regexp's FindAllSubmatchIndex over the whole text would: leftmost-first, with
// submatches. It runs the program the set already holds, so the windows of a DFA search
// compile no regexp (compiling the few a 1 KB prompt needs was a seventh of a process), and
// it reads the context of \b, ^ and $ from the whole text, so a region's edges see what the
// whole text has there.
//
// It is the algorithm of regexp's backtracker: a depth-first search of the program in
// priority order that marks each (instruction, position) it has tried, so a search costs at
// most one visit per instruction and position.
type backtracker struct {
	m      *matchSet
	text   []byte
	lo, hi int    // the region: runes are read in [lo, hi)
	base   uint32 // the pattern's first instruction
	n      int    // its instructions

	visited []uint32
	jobs    []btJob
	cap     []int
	chunk   []int // what is left of the slice results are cut from
}

// btJob is a choice to come back to.
type btJob struct {
	pc   uint32
	kind uint8 // what to do with pc and pos, below
	pos  int
}

const (
	jobVisit   = iota // go on from instruction pc at pos
	jobAltElse        // the first branch of alternation pc failed at pos: try its second
	jobRestore        // give capture slot pc back its old value pos
)

// matches appends to out the matches of pattern k that start in [lo, last] and end by hi, in
// the order and with the submatches FindAllSubmatchIndex gives; first holds the bytes a
// non-empty match can start with.
func (b *backtracker) matches(out [][]int, k int, text []byte, lo, hi, last int, first *byteSet) [][]int {
	m := b.m
	b.text, b.lo, b.hi = text, lo, hi
	b.base, b.n = m.base[k], int(m.base[k+1]-m.base[k])
	b.cap = slices.Grow(b.cap[:0], m.ncap[k])[:m.ncap[k]] // search sets every slot before a try
	prevEnd := -1
	for pos := lo; pos <= last; {
		mt := b.search(k, pos, last, first)
		if mt == nil {
			break
		}
		accept := true
		if mt[1] == pos { // an empty match: not right after the previous match
			accept = mt[0] != prevEnd
			if _, w := b.step(pos); w > 0 {
				pos += w
			} else {
				pos = hi + 1
			}
		} else {
			pos = mt[1]
		}
		prevEnd = mt[1]
		if accept {
			out = append(out, mt)
		}
	}
	return out
}

// search returns the leftmost-first match of pattern k that starts in [pos, last], as a new
// slice of submatch offsets (-1 for unset ones), or nil.
func (b *backtracker) search(k, pos, last int, first *byteSet) []int {
	size := (b.n*(b.hi-b.lo+1) + 31) / 32
	if cap(b.visited) < size {
		b.visited = make([]uint32, size)
	}
	b.visited = b.visited[:size]
	clear(b.visited)
	start, cond := b.m.starts[k], b.m.startOp[k]
	for ; pos <= last; pos++ {
		if pos < len(b.text) && !first.has(b.text[pos]) {
			continue // a continuation byte is never in first unless all bytes are
		}
		if cond != 0 && cond&^b.context(pos) != 0 {
			continue // "\b" at the start of "(?i)\bjan" does not hold inside a word
		}
		for i := range b.cap {
			b.cap[i] = -1
		}
		b.cap[0] = pos
		if b.try(start, pos) {
			return b.result(b.m.nout[k])
		}
		if pos >= b.hi {
			break
		}
	}
	return nil
}

// result returns the submatches of the match in b.cap, padded with -1 to n offsets: a slice
// of a larger one, so that the matches of a text cost few allocations.
func (b *backtracker) result(n int) []int {
	if len(b.chunk) < n {
		b.chunk = make([]int, max(32*n, 256))
	}
	out := b.chunk[:n:n]
	b.chunk = b.chunk[n:]
	copy(out, b.cap)
	for i := len(b.cap); i < n; i++ {
		out[i] = -1
	}
	return out
}

// shouldVisit marks (pc, pos) and reports whether it was not marked before.
func (b *backtracker) shouldVisit(pc uint32, pos int) bool {
	n := uint(int(pc-b.base)*(b.hi-b.lo+1) + pos - b.lo)
	if b.visited[n/32]&(1<<(n&31)) != 0 {
		return false
	}
	b.visited[n/32] |= 1 << (n & 31)
	return true
}

func (b *backtracker) push(pc uint32, pos int) {
	if b.m.prog.op(pc) != syntax.InstFail && b.shouldVisit(pc, pos) {
		b.jobs = append(b.jobs, btJob{pc: pc, pos: pos})
	}
}

// step returns the rune at pos and its width, or -1 and 0 at the region's end.
func (b *backtracker) step(pos int) (rune, int) {
	if pos >= b.hi {
		return -1, 0
	}
	if c := b.text[pos]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRune(b.text[pos:b.hi])
}

// context returns the empty-width conditions that hold at pos of the whole text.
func (b *backtracker) context(pos int) syntax.EmptyOp {
	before, after := rune(-1), rune(-1)
	if pos > 0 {
		before, _ = utf8.DecodeLastRune(b.text[:pos])
	}
	if pos < len(b.text) {
		after, _ = utf8.DecodeRune(b.text[pos:])
	}
	return syntax.EmptyOpContext(before, after)
}

// matchesRune reports whether rune instruction pc matches r, by its bit in r's class.
func (b *backtracker) matchesRune(pc uint32, r rune) bool {
	return b.m.runeMatches(pc, int(b.m.classOfRune(r)))
}

// try reports whether the program matches from instruction pc at pos, leaving the match's
// submatches in b.cap.
func (b *backtracker) try(pc uint32, pos int) bool {
	p := b.m.prog
	b.jobs = b.jobs[:0]
	b.push(pc, pos)
	for len(b.jobs) > 0 {
		j := b.jobs[len(b.jobs)-1]
		b.jobs = b.jobs[:len(b.jobs)-1]
		pc, pos = j.pc, j.pos
		switch j.kind {
		case jobRestore:
			b.cap[pc] = pos
			continue
		case jobAltElse:
			// Pushed as a reminder rather than as the branch itself, so that the first branch
			// can still reach the second's instruction at pos by another path, as regexp does.
			if pc = p.arg(pc); !b.shouldVisit(pc, pos) {
				continue
			}
		}
		// Follow one path until it fails; the jobs hold the others.
		for {
			out := p.out(pc)
			switch p.op(pc) {
			case syntax.InstAlt, syntax.InstAltMatch:
				switch la := &b.m.look; {
				case la.excludes(out, b.text, pos, b.hi):
					pc = p.arg(pc) // the first branch needs another byte: take the second now
				case la.excludes(p.arg(pc), b.text, pos, b.hi):
					pc = out // the second needs another byte: nothing to come back to
				default:
					b.jobs = append(b.jobs, btJob{pc: pc, kind: jobAltElse, pos: pos})
					pc = out
				}
			case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
				r, w := b.step(pos)
				if w == 0 || !b.matchesRune(pc, r) {
					goto fail
				}
				pos += w
				pc = out
			case syntax.InstCapture:
				if arg := p.arg(pc); int(arg) < len(b.cap) {
					b.jobs = append(b.jobs, btJob{pc: arg, kind: jobRestore, pos: b.cap[arg]})
					b.cap[arg] = pos
				}
				pc = out
			case syntax.InstEmptyWidth:
				if syntax.EmptyOp(p.arg(pc))&^b.context(pos) != 0 {
					goto fail
				}
				pc = out
			case syntax.InstNop:
				pc = out
			case syntax.InstMatch:
				b.cap[1] = pos
				return true
			default: // InstFail
				goto fail
			}
			if !b.shouldVisit(pc, pos) {
				goto fail
			}
		}
	fail:
	}
	return false
}
