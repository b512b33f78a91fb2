package scan

import (
	"encoding/binary"
	"regexp/syntax"
)

// lookahead tells, for the branches of each alternation of a program, which bytes a path from
// a branch must read first. The backtracker skips a branch that cannot start with the byte at
// its position, instead of walking it to its first rune: a list of words ("USD|EUR|GBP|…",
// month and currency names, the keywords of a label) compiles to a chain of alternations,
// and the backtracker used to try every word at every position it reached.
//
// Both slices are read in place from an encoded set.
type lookahead struct {
	// at holds, per instruction, two bytes (little-endian): the index of its set in sets, for
	// an instruction that is the branch of an alternation and must read a byte that is not
	// any byte; noSet for every other. An index out of range (noSet, or one a damaged
	// encoding holds) counts as noSet.
	at []byte
	// sets holds the distinct sets, 32 bytes each (a byteSet's words, little-endian).
	sets []byte
}

const noSet = 0xffff

var allBytes = byteSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}

// newLookahead computes the lookahead of a program's instructions. start, when it is not
// negative, is an instruction whose set is recorded too, for firstBytes.
func newLookahead(insts []syntax.Inst, start int) lookahead {
	const (
		unseen = iota
		busy
		done
	)
	n := len(insts)
	state := make([]uint8, n)
	set := make([]byteSet, n)
	free := make([]bool, n) // a path from the instruction may read no byte, or any
	var visit func(pc uint32)
	visit = func(pc uint32) {
		if state[pc] != unseen {
			return
		}
		state[pc] = busy
		in := &insts[pc]
		s, f := &set[pc], false
		follow := func(next uint32) {
			visit(next)
			s.union(&set[next])
			// A path back to an instruction still being computed reads nothing on its way:
			// no constraint, to be safe.
			f = f || free[next] || state[next] == busy
		}
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			follow(in.Out)
			follow(in.Arg)
		case syntax.InstCapture, syntax.InstNop, syntax.InstEmptyWidth:
			follow(in.Out) // an assertion's condition is ignored: a superset
		case syntax.InstMatch, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			f = true
		case syntax.InstRune1:
			runeBytes(in.Rune[0], 0, s)
		case syntax.InstRune:
			if len(in.Rune) == 1 {
				runeBytes(in.Rune[0], syntax.Flags(in.Arg), s)
			} else {
				classBytes(in.Rune, s)
			}
		}
		free[pc] = f || *s == allBytes
		state[pc] = done
	}
	branch := make([]bool, n)
	for pc := range insts {
		if in := &insts[pc]; in.Op == syntax.InstAlt || in.Op == syntax.InstAltMatch {
			branch[in.Out], branch[in.Arg] = true, true
		}
	}
	if start >= 0 {
		branch[start] = true
	}
	la := lookahead{at: make([]byte, 2*n)}
	index := map[byteSet]int{}
	for pc := range n {
		visit(uint32(pc))
		i := noSet // and for a set past the last index: no constraint
		if branch[pc] && !free[pc] {
			j, ok := index[set[pc]]
			if !ok && len(index) < noSet {
				j, ok = len(index), true
				index[set[pc]] = j
				la.sets = appendBytes(la.sets, &set[pc])
			}
			if ok {
				i = j
			}
		}
		binary.LittleEndian.PutUint16(la.at[2*pc:], uint16(i))
	}
	return la
}

// set returns the index of instruction pc's set, or -1 for none.
func (la *lookahead) set(pc uint32) int {
	if i := int(binary.LittleEndian.Uint16(la.at[2*pc:])); i < len(la.sets)/32 {
		return i
	}
	return -1
}

// has reports whether set i holds byte c.
func (la *lookahead) has(i int, c byte) bool {
	return binary.LittleEndian.Uint64(la.sets[32*i+8*int(c>>6):])&(1<<(c&63)) != 0
}

// bytes returns the bytes a path from instruction pc (a branch, or the start given to
// newLookahead) can start with: every byte when it may read none.
func (la *lookahead) bytes(pc uint32) byteSet {
	i := la.set(pc)
	if i < 0 {
		return allBytes
	}
	var s byteSet
	for w := range s {
		s[w] = binary.LittleEndian.Uint64(la.sets[32*i+8*w:])
	}
	return s
}

// excludes reports whether no path from instruction pc, a branch of an alternation, can match
// at pos of text, as the byte there is none that the path can start with, or pos is the end of
// the region [.., hi).
func (la *lookahead) excludes(pc uint32, text []byte, pos, hi int) bool {
	i := la.set(pc)
	return i >= 0 && (pos >= hi || !la.has(i, text[pos]))
}
