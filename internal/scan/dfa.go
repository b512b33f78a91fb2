package scan

import (
	"encoding/binary"
	"math/bits"
	"regexp/syntax"
	"runtime"
	"slices"
	"sort"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Go's regexp has no DFA: each pattern costs a pass of its NFA over the text, and annotate's
// default registry has eighty-odd patterns. matchSet is a lazily built DFA for all patterns at
// once (the idea of RE2's RE2::Set): one pass over the text reports, for each pattern, the
// positions where one of its matches ends. Find then runs the backtracker (backtrack.go) over
// the pattern's program only in a small window around each such position, which finds exactly
// the matches a whole-text search finds.
//
// States are sets of NFA instructions (the threads alive before the next rune) plus what the
// previous rune was (text start, newline, word or other), so that \b, ^ and $ can be decided
// when the next rune is known. Transitions are built on first use and cached; a cache that
// grows past maxStates is dropped and rebuilt, and a text that keeps overflowing it is searched
// pattern by pattern instead.

// maxSetPatterns is how many patterns one matchSet can report (one bit each).
const maxSetPatterns = 64

// maxStates bounds a cache's states (a dense row costs 4 bytes per rune class), and maxMasks its
// distinct match masks: a transition packs both in 32 bits (stateBits for the state).
const (
	stateBits = 14
	maxStates = 10000                 // < 1<<stateBits - 1
	maxMasks  = 1<<(32-stateBits) - 2 // the step at the end of the text may add one after the check
)

type matchSet struct {
	prog   program  // all patterns' programs, concatenated; out fields made global
	starts []uint32 // start instruction of each pattern
	base   []uint32 // first instruction of each pattern, and the end of the last
	ncap   []int    // capture slots of each pattern's program
	nout   []int    // submatch offsets of each pattern's matches (regexp's 2*(NumSubexp+1))
	// startOp of each pattern: what every path from its start asserts before a rune (see
	// startConditions).
	startOp []syntax.EmptyOp
	npat    int

	ascii   [utf8.RuneSelf]uint16 // rune class of each ASCII rune
	bounds  []rune                // starts of the non-ASCII intervals, sorted
	boundCl []uint16              // class of each interval
	reps    []rune                // a representative rune of each class
	nclass  int                   // classes, plus one for the end of the text

	// Which rune instructions match each class, computed with the classes: a step tests a
	// bit (program.runeBit) instead of searching an instruction's ranges.
	words    int      // uint64 words of a class's set
	classSet []uint64 // per class but the last, the bits of the instructions that match it

	// Caches not in use. Not a sync.Pool: a pool is emptied by every garbage collection, and
	// rebuilding the states after each one cost more than the rest of the scan.
	mu   sync.Mutex
	free []*setCache

	look lookahead // for the backtracker

	frozen *frozenStates // the warm states, whose transitions every cache reads (warm.go); nil for none
}

// Context of the previous rune, part of a state.
const (
	ctxStart = iota
	ctxNewline
	ctxWord
	ctxOther
)

func ctxRune(ctx uint8) rune {
	switch ctx {
	case ctxStart:
		return -1
	case ctxNewline:
		return '\n'
	case ctxWord:
		return 'a'
	}
	return ' '
}

func runeCtx(r rune) uint8 {
	switch {
	case r == '\n':
		return ctxNewline
	case r < utf8.RuneSelf && syntax.IsWordChar(r):
		return ctxWord
	}
	return ctxOther
}

// program is the instructions of a match set without their runes (a rune instruction's test
// is its bit in the set of the next rune's class: runeBit and classSet), instSize bytes each:
// the op, the owner (the pattern), then out, arg and runeBit, little-endian. It is the
// compiled form's layout, so a decoded set reads its instructions in place.
type program []byte

const instSize = 14

func (p program) len() int                   { return len(p) / instSize }
func (p program) op(pc uint32) syntax.InstOp { return syntax.InstOp(p[instSize*pc]) }
func (p program) owner(pc uint32) uint8      { return p[instSize*pc+1] }
func (p program) out(pc uint32) uint32       { return binary.LittleEndian.Uint32(p[instSize*pc+2:]) }
func (p program) arg(pc uint32) uint32       { return binary.LittleEndian.Uint32(p[instSize*pc+6:]) }
func (p program) runeBit(pc uint32) int32 {
	return int32(binary.LittleEndian.Uint32(p[instSize*pc+10:]))
}

// appendInst appends instruction in of pattern owner, whose rune bit is runeBit.
func appendInst(p program, in *syntax.Inst, owner uint8, runeBit int32) program {
	p = append(p, byte(in.Op), owner)
	p = binary.LittleEndian.AppendUint32(p, in.Out)
	p = binary.LittleEndian.AppendUint32(p, in.Arg)
	return binary.LittleEndian.AppendUint32(p, uint32(runeBit))
}

// newMatchSet joins the patterns' programs (nil for one that did not compile), whose
// expressions have nsub submatches each; nil when there are too many or one did not compile.
func newMatchSet(progs []*syntax.Prog, nsub []int) *matchSet {
	if len(progs) == 0 || len(progs) > maxSetPatterns {
		return nil
	}
	m := &matchSet{npat: len(progs)}
	var all []syntax.Inst
	var owner []uint8
	for k, prog := range progs {
		if prog == nil {
			return nil
		}
		base := uint32(len(all))
		for _, in := range prog.Inst {
			in.Out += base
			if in.Op == syntax.InstAlt || in.Op == syntax.InstAltMatch {
				in.Arg += base
			}
			all = append(all, in)
			owner = append(owner, uint8(k))
		}
		m.starts = append(m.starts, base+uint32(prog.Start))
		m.base = append(m.base, base)
		m.ncap = append(m.ncap, prog.NumCap)
		m.nout = append(m.nout, max(prog.NumCap, 2*(nsub[k]+1)))
	}
	m.base = append(m.base, uint32(len(all)))
	runeBit := m.classes(all)
	m.prog = make(program, 0, instSize*len(all))
	for pc := range all {
		m.prog = appendInst(m.prog, &all[pc], owner[pc], runeBit[pc])
	}
	m.startConditions()
	m.look = newLookahead(all, -1)
	return m
}

// startConditions sets m.startOp: for each pattern, the empty-width conditions that every path
// from its start meets before its first rune or its match ("\b" of "(?i)\bjan"): a match
// can start only where they hold, and the backtracker tries no other start.
func (m *matchSet) startConditions() {
	m.startOp = make([]syntax.EmptyOp, m.npat)
	for k := range m.npat {
		all := ^syntax.EmptyOp(0)
		type visit struct {
			pc  uint32
			acc syntax.EmptyOp
		}
		seen := map[visit]bool{}
		stack := []visit{{m.starts[k], 0}}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			p, pc := m.prog, v.pc
			switch p.op(pc) {
			case syntax.InstAlt, syntax.InstAltMatch:
				stack = append(stack, visit{p.out(pc), v.acc}, visit{p.arg(pc), v.acc})
			case syntax.InstCapture, syntax.InstNop:
				stack = append(stack, visit{p.out(pc), v.acc})
			case syntax.InstEmptyWidth:
				stack = append(stack, visit{p.out(pc), v.acc | syntax.EmptyOp(p.arg(pc))})
			case syntax.InstFail:
			default: // a rune or the match
				all &= v.acc
			}
		}
		if all == ^syntax.EmptyOp(0) {
			all = 0 // no path: nothing to require
		}
		m.startOp[k] = all
	}
}

// classes partitions runes into classes that every instruction treats alike. The rune line is
// cut at every edge of every instruction's ranges (and of word characters and newline, which
// decide \b and ^/$), and intervals that every instruction treats alike share a class.
// all is the joined programs' instructions; it returns each one's bit (program.runeBit).
func (m *matchSet) classes(all []syntax.Inst) (runeBit []int32) {
	runeInsts, runeBit := distinctRuneInsts(all)
	starts := runeEdges(runeInsts)
	words := (len(runeInsts) + 63) / 64
	sig := intervalSets(runeInsts, starts, words)
	classOf := m.groupIntervals(starts, sig, words)
	m.words = words
	interval := func(r rune) int { // index of the interval holding r
		return sort.Search(len(starts), func(i int) bool { return starts[i] > r }) - 1
	}
	for r := rune(0); r < utf8.RuneSelf; r++ {
		m.ascii[r] = classOf[interval(r)]
	}
	for iv, r := range starts {
		if r >= utf8.RuneSelf {
			m.bounds = append(m.bounds, r)
			m.boundCl = append(m.boundCl, classOf[iv])
		}
	}
	m.nclass = len(m.reps) + 1 // the last class is the end of the text
	return runeBit
}

// isFoldInst reports whether a rune instruction matches one rune in any case.
func isFoldInst(in *syntax.Inst) bool {
	return in.Op == syntax.InstRune && len(in.Rune) == 1 && syntax.Flags(in.Arg)&syntax.FoldCase != 0
}

// distinctRuneInsts returns the rune instructions that match runes differently, and each
// instruction's index among them (-1 for one that is not a rune instruction). Instructions
// that match the same runes alike (the same ranges, op and case folding) cut the rune line at
// the same edges and give their intervals the same bit: classes like \p{L} have hundreds of
// ranges and recur in many instructions, so each is handled once.
func distinctRuneInsts(all []syntax.Inst) (distinct []*syntax.Inst, runeBit []int32) {
	type instKey struct {
		op     syntax.InstOp
		fold   bool
		n      int
		lo, hi rune
	}
	seen := map[instKey][]int32{} // indexes in distinct
	runeBit = make([]int32, len(all))
	for pc := range all {
		runeBit[pc] = -1
		in := &all[pc]
		switch in.Op {
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
		default:
			continue
		}
		k := instKey{op: in.Op, fold: isFoldInst(in), n: len(in.Rune)}
		if k.n > 0 {
			k.lo, k.hi = in.Rune[0], in.Rune[k.n-1]
		}
		j := slices.IndexFunc(seen[k], func(d int32) bool { return slices.Equal(distinct[d].Rune, in.Rune) })
		if j >= 0 {
			runeBit[pc] = seen[k][j]
			continue
		}
		runeBit[pc] = int32(len(distinct))
		seen[k] = append(seen[k], int32(len(distinct)))
		distinct = append(distinct, in)
	}
	return distinct, runeBit
}

// runeEdges returns the starts of the intervals the rune line is cut into, sorted: the edges
// of every instruction's ranges (with the other cases of a folded rune), of word characters
// and of newline.
func runeEdges(runeInsts []*syntax.Inst) []rune {
	// The edges, collected with repeats, then sorted and made unique.
	edges := []rune{0, utf8.RuneSelf, '\n', '\n' + 1, '0', '9' + 1, 'A', 'Z' + 1, '_', '_' + 1, 'a', 'z' + 1}
	for _, in := range runeInsts {
		for i := 0; i+1 < len(in.Rune); i += 2 {
			edges = append(edges, in.Rune[i], in.Rune[i+1]+1)
		}
		if len(in.Rune) == 1 {
			r := in.Rune[0]
			edges = append(edges, r, r+1)
			if isFoldInst(in) {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					edges = append(edges, f, f+1)
				}
			}
		}
	}
	slices.Sort(edges)
	starts := slices.Compact(edges)
	for len(starts) > 0 && starts[len(starts)-1] > unicode.MaxRune {
		starts = starts[:len(starts)-1]
	}
	return starts
}

// intervalSets returns, for each interval of starts, the set of the instructions of runeInsts
// that match its runes: words uint64 a set, one bit an instruction.
func intervalSets(runeInsts []*syntax.Inst, starts []rune, words int) []uint64 {
	interval := func(r rune) int { // index of the interval holding r
		return sort.Search(len(starts), func(i int) bool { return starts[i] > r }) - 1
	}
	sig := make([]uint64, len(starts)*words)
	set := func(iv, j int) { sig[iv*words+j/64] |= 1 << (j % 64) }
	for j, in := range runeInsts {
		switch {
		case in.Op == syntax.InstRuneAny:
			for iv := range starts {
				set(iv, j)
			}
		case in.Op == syntax.InstRuneAnyNotNL:
			for iv := range starts {
				if starts[iv] != '\n' {
					set(iv, j)
				}
			}
		case len(in.Rune) == 1:
			set(interval(in.Rune[0]), j)
			if isFoldInst(in) {
				for f := unicode.SimpleFold(in.Rune[0]); f != in.Rune[0]; f = unicode.SimpleFold(f) {
					set(interval(f), j)
				}
			}
		default:
			for i := 0; i+1 < len(in.Rune); i += 2 {
				for iv := interval(in.Rune[i]); iv < len(starts) && starts[iv] <= in.Rune[i+1]; iv++ {
					set(iv, j)
				}
			}
		}
	}
	return sig
}

// groupIntervals gives intervals with the same instruction set and rune context one class,
// recording each class's representative rune and set in m, and returns each interval's class.
func (m *matchSet) groupIntervals(starts []rune, sig []uint64, words int) []uint16 {
	bySig := map[string]uint16{}
	classOf := make([]uint16, len(starts))
	b := make([]byte, 0, 8*words+1) // the key, reused: a lookup by string(b) does not copy it
	for iv, r := range starts {
		b = b[:0]
		for _, w := range sig[iv*words : (iv+1)*words] {
			b = binary.LittleEndian.AppendUint64(b, w)
		}
		b = append(b, runeCtx(r))
		c, ok := bySig[string(b)]
		if !ok {
			c = uint16(len(m.reps))
			bySig[string(b)] = c
			m.reps = append(m.reps, r)
			m.classSet = append(m.classSet, sig[iv*words:(iv+1)*words]...)
		}
		classOf[iv] = c
	}
	return classOf
}

// classOfMultibyte returns the class of the rune of more than one byte at text[i] and its
// width. The scan loops read an ASCII byte's class from m.ascii themselves.
func (m *matchSet) classOfMultibyte(text []byte, i int) (uint16, int) {
	r, w := utf8.DecodeRune(text[i:])
	return m.classOfRune(r), w
}

func (m *matchSet) classOfRune(r rune) uint16 {
	if r < utf8.RuneSelf {
		return m.ascii[r]
	}
	i := sort.Search(len(m.bounds), func(i int) bool { return m.bounds[i] > r }) - 1
	return m.boundCl[max(i, 0)]
}

// getCache returns a cache for one scan; putCache gives it back.
func (m *matchSet) getCache() *setCache {
	m.mu.Lock()
	defer m.mu.Unlock()
	if n := len(m.free); n > 0 {
		c := m.free[n-1]
		m.free = m.free[:n-1]
		return c
	}
	return newSetCache(m)
}

func (m *matchSet) putCache(c *setCache) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.free) < runtime.GOMAXPROCS(0) {
		m.free = append(m.free, c)
	}
}

// setCache holds the DFA states built so far. A scan uses one at a time (see getCache).
//
// States are numbered in the order a scan first reaches them, so that the rows of trans a
// text touches lie together. A state that is one of the match set's frozen states (warm.go)
// takes its transitions from them, one at a time as they are first taken, instead of
// computing them.
type setCache struct {
	m     *matchSet
	index map[string]int32 // the states that are not frozen ones
	keys  []string         // per state: ctx byte then instruction numbers; "" for a frozen one until needed
	// A state's transitions: next state+1 (low stateBits bits) and match mask index (high), 0
	// when not computed yet. Most states of a text are visited once or twice and leave by few
	// classes: they keep them in their stateRow; a state that leaves by more classes gets a
	// dense row of nclass entries in trans. A dense row for every state (4 bytes per
	// class) was a tenth of a one-prompt process's page faults and 10 of the 25 MiB of a
	// dense stream's live heap.
	rows   []stateRow       // per state
	trans  []uint32         // the dense rows
	masks  []uint64         // distinct match masks; 0 is the empty mask; the frozen ones first
	maskIx map[uint64]int32 // made on first need
	resets int

	frozen *frozenStates
	fid    []int32 // per state, its number among the frozen states, or -1
	cid    []int32 // per frozen state, its state+1 in the cache, or 0

	starts   []startPart      // per context and class: the part of a step from the start instructions
	closures [64]startClosure // per empty-width flags: what the start instructions reach

	// scratch for closure
	runes  []uint32
	keyBuf []byte
	fkey   []byte
	mark   []uint32
	gen    uint32
	stack  []uint32
	next   []uint32
}

// stateRow holds where a state's dense row starts in trans, or -1 and its first sparseMax
// transitions (32 bytes: one read for both). Promoting states read often as well (tried: after
// 8 to 255 reads) gained back the 2-3% of throughput that the sparse rows cost on dense
// text, but most of the heap too.
type stateRow struct {
	dense int32
	n     uint16
	cls   [sparseMax]uint16
	t     [sparseMax]uint32
}

const sparseMax = 4

// get returns the transition of state s on class cl, 0 when it is not computed yet.
func (c *setCache) get(s int32, cl int) uint32 {
	r := &c.rows[s]
	if r.dense >= 0 {
		return c.trans[int(r.dense)+cl]
	}
	for j := range r.n {
		if int(r.cls[j]) == cl {
			return r.t[j]
		}
	}
	return 0
}

// set records transition t of state s on class cl, which get returned 0 for.
func (c *setCache) set(s int32, cl int, t uint32) {
	r := &c.rows[s]
	if r.dense < 0 && r.n < sparseMax {
		r.cls[r.n], r.t[r.n] = uint16(cl), t
		r.n++
		return
	}
	if r.dense < 0 {
		nc := c.m.nclass
		n := len(c.trans)
		c.trans = slices.Grow(c.trans, nc)[:n+nc]
		row := c.trans[n:]
		clear(row)
		for j := range r.n {
			row[r.cls[j]] = r.t[j]
		}
		r.dense = int32(n)
	}
	c.trans[int(r.dense)+cl] = t
}

func newSetCache(m *matchSet) *setCache {
	// Room for the dense rows of a prompt's busiest states, so that the table is not copied
	// as it grows, and no more: memory the allocator reuses is cleared when allocated.
	c := &setCache{m: m, mark: make([]uint32, m.prog.len()), trans: make([]uint32, 0, min(initialStates*m.nclass, maxInitialTrans))}
	if m.frozen != nil {
		c.frozen, c.cid = m.frozen, make([]int32, m.frozen.n)
	}
	c.reset()
	return c
}

// initialStates is the number of dense rows a cache has room for at first, within
// maxInitialTrans transitions (4 MiB).
const (
	initialStates   = 256
	maxInitialTrans = 1 << 20
)

func (c *setCache) reset() {
	c.index = map[string]int32{}
	c.keys = c.keys[:0]
	c.fid = c.fid[:0]
	clear(c.cid)
	c.rows = c.rows[:0]
	c.trans = c.trans[:0]
	c.masks = []uint64{0}
	if c.frozen != nil {
		c.masks = slices.Clone(c.frozen.masks)
	}
	c.maskIx = nil
	c.resets++
}

// key returns state s's key, or false when it is a frozen state whose encoding was damaged.
func (c *setCache) key(s int32) (string, bool) {
	if c.keys[s] == "" {
		k, ok := c.frozen.key(c.fid[s], c.fkey)
		if !ok {
			return "", false
		}
		c.fkey = k
		c.keys[s] = string(k)
	}
	return c.keys[s], true
}

func (c *setCache) state(ctx uint8, kernel []uint32) int32 {
	if c.frozen != nil {
		if f := c.frozen.find(ctx, kernel, &c.fkey); f >= 0 {
			return c.frozenState(f)
		}
	}
	key := append(c.keyBuf[:0], ctx) // a lookup by string(key) does not copy it
	for _, pc := range kernel {
		key = binary.LittleEndian.AppendUint32(key, pc)
	}
	c.keyBuf = key
	if s, ok := c.index[string(key)]; ok {
		return s
	}
	k := string(key)
	s := c.add(k, -1)
	c.index[k] = s
	return s
}

// frozenState returns the state of frozen state f, added if it is new.
func (c *setCache) frozenState(f int32) int32 {
	if s := c.cid[f]; s != 0 {
		return s - 1
	}
	s := c.add("", f)
	c.cid[f] = s + 1
	return s
}

// add adds a state with key k, or frozen state f, without transitions.
func (c *setCache) add(k string, f int32) int32 {
	s := int32(len(c.keys))
	c.keys = append(c.keys, k)
	c.fid = append(c.fid, f)
	c.rows = append(c.rows, stateRow{dense: -1})
	return s
}

// step computes the transition on class cl of the state whose key is key: the threads of the
// state plus a new thread of every pattern, followed through empty instructions given the
// previous and next rune, then advanced over the next rune. It records which patterns reach a
// match before that rune.
func (c *setCache) step(key string, cl int) uint32 {
	m := c.m
	ctx := key[0]
	after := rune(-1)
	if cl < len(m.reps) {
		after = m.reps[cl]
	}
	flags := syntax.EmptyOpContext(ctxRune(ctx), after)
	c.stack = c.stack[:0]
	for i := 1; i+4 <= len(key); i += 4 {
		c.stack = append(c.stack, binary.LittleEndian.Uint32([]byte(key[i:i+4])))
	}
	c.next = c.next[:0]
	mask := c.follow(flags, cl)
	// The new threads of every pattern are the same for every state of the same (ctx, cl):
	// their part is computed once. Following is a union of what each thread reaches, so
	// adding it to the kernel's part (duplicates removed below) is what following both does.
	st := c.startStep(ctx, cl, flags)
	mask |= st.mask
	c.next = append(c.next, st.next...)
	if c.maskIx == nil {
		c.maskIx = make(map[uint64]int32, len(c.masks))
		for i, mk := range c.masks {
			c.maskIx[mk] = int32(i)
		}
	}
	mi, ok := c.maskIx[mask]
	if !ok {
		mi = int32(len(c.masks))
		c.masks = append(c.masks, mask)
		c.maskIx[mask] = mi
	}
	var ns int32 = -1
	if after >= 0 {
		slices.Sort(c.next)
		c.next = slices.Compact(c.next)
		ns = c.state(runeCtx(after), c.next)
	}
	t := uint32(mi)<<stateBits | uint32(ns+1)
	return t
}

// startPart is what the new threads of every pattern give one step: the instructions after
// the next rune and the patterns that match before it.
type startPart struct {
	done bool
	mask uint64
	next []uint32
}

// startStep returns the part of a step from a state of context ctx on class cl that comes
// from the patterns' start instructions, computed on first need.
func (c *setCache) startStep(ctx uint8, cl int, flags syntax.EmptyOp) *startPart {
	if c.starts == nil {
		c.starts = make([]startPart, 4*c.m.nclass)
	}
	st := &c.starts[int(ctx)*c.m.nclass+cl]
	if st.done {
		return st
	}
	// What the starts reach through empty instructions depends on the flags alone (a few
	// values), and each class then keeps the rune instructions that match it: those of the
	// bits the class's set and the closure share.
	sc := c.startClosure(flags)
	st.mask = sc.mask
	m := c.m
	if cl < len(m.reps) {
		set := m.classSet[cl*m.words : (cl+1)*m.words]
		for w, word := range sc.has {
			for b := word & set[w]; b != 0; b &= b - 1 {
				j := w*64 + bits.TrailingZeros64(b)
				st.next = append(st.next, sc.outs[sc.at[j]:sc.at[j+1]]...)
			}
		}
	}
	st.done = true
	return st
}

// startClosure is what the patterns' start instructions reach through empty instructions
// given the context flags: the patterns that match there, and the instructions after the
// rune instructions reached, grouped by the rune instruction's bit (matchSet.runeBit): those
// of bit j are outs[at[j]:at[j+1]], and has holds the bits with any.
type startClosure struct {
	done bool
	mask uint64
	has  []uint64
	at   []int32
	outs []uint32
}

func (c *setCache) startClosure(flags syntax.EmptyOp) *startClosure {
	sc := &c.closures[flags&63]
	if sc.done {
		return sc
	}
	m := c.m
	c.stack = append(c.stack[:0], m.starts...)
	c.runes = c.runes[:0]
	sc.mask = c.closure(flags, &c.runes)
	nbits := 64 * m.words
	sc.has = make([]uint64, m.words)
	sc.at = make([]int32, nbits+1)
	for _, pc := range c.runes {
		if j := m.prog.runeBit(pc); j >= 0 {
			sc.at[j+1]++
			sc.has[j/64] |= 1 << (j % 64)
		}
	}
	for j := range nbits {
		sc.at[j+1] += sc.at[j]
	}
	sc.outs = make([]uint32, sc.at[nbits])
	fill := slices.Clone(sc.at[:nbits])
	for _, pc := range c.runes {
		if j := m.prog.runeBit(pc); j >= 0 {
			sc.outs[fill[j]] = m.prog.out(pc)
			fill[j]++
		}
	}
	sc.done = true
	return sc
}

// closure follows the threads on c.stack through empty instructions given the context flags,
// appends the rune instructions they reach to runes and returns the patterns that reach a
// match.
func (c *setCache) closure(flags syntax.EmptyOp, runes *[]uint32) uint64 {
	m := c.m
	c.gen++
	if c.gen == 0 {
		clear(c.mark)
		c.gen = 1
	}
	var mask uint64
	for len(c.stack) > 0 {
		pc := c.stack[len(c.stack)-1]
		c.stack = c.stack[:len(c.stack)-1]
		if c.mark[pc] == c.gen {
			continue
		}
		c.mark[pc] = c.gen
		p := m.prog
		switch p.op(pc) {
		case syntax.InstAlt, syntax.InstAltMatch:
			c.stack = append(c.stack, p.arg(pc), p.out(pc))
		case syntax.InstCapture, syntax.InstNop:
			c.stack = append(c.stack, p.out(pc))
		case syntax.InstEmptyWidth:
			if syntax.EmptyOp(p.arg(pc))&^flags == 0 {
				c.stack = append(c.stack, p.out(pc))
			}
		case syntax.InstMatch:
			mask |= 1 << p.owner(pc)
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			*runes = append(*runes, pc)
		}
	}
	return mask
}

// follow follows the threads on c.stack through empty instructions given the context flags
// and the class of the next rune (the last class: the end of the text), appends the
// instructions after that rune to c.next and returns the patterns that reach a match before it.
func (c *setCache) follow(flags syntax.EmptyOp, cl int) uint64 {
	m := c.m
	c.runes = c.runes[:0]
	mask := c.closure(flags, &c.runes)
	c.next = m.advance(c.next, c.runes, cl)
	return mask
}

// advance appends to next the instructions after those of runes that match class cl (none for
// the last class, the end of the text).
func (m *matchSet) advance(next, runes []uint32, cl int) []uint32 {
	if cl >= len(m.reps) {
		return next
	}
	for _, pc := range runes {
		if m.runeMatches(pc, cl) {
			next = append(next, m.prog.out(pc))
		}
	}
	return next
}

// runeMatches reports whether rune instruction pc matches the runes of class cl (not the end
// of the text): its bit in the class's set.
func (m *matchSet) runeMatches(pc uint32, cl int) bool {
	j := m.prog.runeBit(pc)
	return j >= 0 && m.classSet[cl*m.words+int(j)/64]&(1<<(j%64)) != 0
}

// transition returns the transition of state *s on class cl that is not in c.trans yet, and
// records it: a frozen one, or one computed by step. When the cache is full, it is reset and
// *s becomes the same state in it. It reports false when the cache was reset too often since
// the scan of a text of size bytes began (at resets) or a frozen key was damaged.
func (c *setCache) transition(s *int32, cl, size, resets int) (uint32, bool) {
	if f := c.fid[*s]; f >= 0 && len(c.keys) < maxStates {
		if t := c.frozen.next(f, cl); t != 0 {
			if next := int32(t&(1<<stateBits-1)) - 1; next >= 0 {
				t = t&^(1<<stateBits-1) | uint32(c.frozenState(next)+1)
			}
			c.set(*s, cl, t)
			return t, true
		}
	}
	key, ok := c.key(*s)
	if !ok {
		return 0, false
	}
	if len(c.keys) >= maxStates || len(c.masks) >= maxMasks {
		if c.resets-resets > 8+size>>16 {
			return 0, false
		}
		// Keep going from the same kernel in a fresh cache.
		c.reset()
		*s = c.state(key[0], kernelOf(key))
	}
	t := c.step(key, cl)
	c.set(*s, cl, t)
	return t, true
}

// ends returns, for each pattern, the positions in text where one of its matches ends (in
// increasing order), or ok false when the cache overflowed too often to be worth it.
func (m *matchSet) ends(text []byte) (out [][]int32, ok bool) {
	c := m.getCache()
	defer m.putCache(c)
	out = make([][]int32, m.npat)
	record := func(mask uint64, at int) {
		for mask != 0 {
			k := bits.TrailingZeros64(mask)
			out[k] = append(out[k], int32(at))
			mask &= mask - 1
		}
	}
	resets := c.resets
	s := c.state(ctxStart, nil)
	nc := m.nclass
	for i := 0; i < len(text); {
		cl, w := m.ascii[text[i]&0x7f], 1
		if text[i] >= utf8.RuneSelf {
			cl, w = m.classOfMultibyte(text, i)
		}
		t := c.get(s, int(cl))
		if t == 0 {
			if t, ok = c.transition(&s, int(cl), len(text), resets); !ok {
				return nil, false
			}
		}
		if mi := t >> stateBits; mi != 0 {
			record(c.masks[mi], i)
		}
		s = int32(t&(1<<stateBits-1)) - 1
		i += w
	}
	// The end of the text: matches that end there ($, \b after the last rune).
	t := c.get(s, nc-1)
	if t == 0 {
		if t, ok = c.transition(&s, nc-1, len(text), resets); !ok {
			return nil, false
		}
	}
	if mi := t >> stateBits; mi != 0 {
		record(c.masks[mi], len(text))
	}
	return out, true
}

// findAt returns the matches of pattern k of b's set in text, as FindAllSubmatchIndex would,
// given ends: every position where a match of the pattern ends (from matchSet.ends). reach
// bounds a whole match's length.
//
// ok, when not nil, is a cheap check of the region [lo, hi) that a match's span lies in; ends
// whose region it rejects are not searched.
//
// alphabet holds every byte a match can contain, so a match lies in the run of alphabet bytes
// around its end, and a search in that run cannot read past the byte after it. first holds the
// bytes a match can start with: no other start is tried.
//
// The windows of successive ends that overlap or touch are searched as one.
func findAt(b *backtracker, k int, text []byte, ends []int32, reach int, alphabet, first *byteSet, ok func(lo, hi int) bool) [][]int {
	var out [][]int
	wlo, whi, last := -1, -1, -1 // the pending window and the last end it covers
	for _, e32 := range ends {
		e := int(e32)
		if ok != nil && !ok(max(e-reach, 0), e) {
			continue
		}
		nlo, nhi := endWindow(text, e, reach, alphabet)
		if wlo >= 0 && nlo <= whi {
			whi = max(whi, nhi)
			last = e
			continue
		}
		if wlo >= 0 {
			out = b.matches(out, k, text, wlo, whi, last, first)
		}
		wlo, whi, last = nlo, nhi, e
	}
	if wlo >= 0 {
		out = b.matches(out, k, text, wlo, whi, last, first)
	}
	return out
}

// endWindow returns the window of text to search for a match ending at e: the run of alphabet
// bytes around e, at most reach bytes on either side. A match ending at e starts at or after
// e-reach, within the run, and a search from there reads at most reach bytes on, and not past
// the run. The backtracker reads \b, ^ and $ from the whole text, so the window needs no
// context around it.
func endWindow(text []byte, e, reach int, alphabet *byteSet) (wlo, whi int) {
	wlo, whi = e, e
	for wlo > 0 && e-wlo < reach && alphabet.has(text[wlo-1]) {
		wlo--
	}
	for whi < len(text) && whi-e < reach && alphabet.has(text[whi]) {
		whi++
	}
	return wlo, whi
}
