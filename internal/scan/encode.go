package scan

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"regexp/syntax"
	"slices"
	"unicode/utf8"
)

// A set's compiled form (its patterns' programs joined into match sets, the DFA's rune classes
// and each pattern's window) is what Compile spends its time on: parsing, compiling and
// partitioning the runes of eighty-odd patterns took a quarter of a one-prompt process. A
// program that always uses the same patterns can compute it once, at build time, with
// AppendBinary, and make the set with Decode, which parses and compiles nothing.

// encodingMagic starts an encoded set; the version changes with the format.
const encodingMagic = "preempt scan set v8\n"

// AppendBinary appends the compiled form of s, a set of mode DFA, to b.
func (s *Set) AppendBinary(b []byte) ([]byte, error) {
	if s.mode != DFA || s.dfas == nil {
		return nil, errors.New("scan: only a set that uses the DFA has a compiled form")
	}
	b = append(b, encodingMagic...)
	sum := patternsSum(s.patterns, s.maxMatch)
	b = append(b, sum[:]...)
	for k := range s.patterns {
		w := s.window(k)
		b = binary.AppendUvarint(b, uint64(w.reach))
		b = appendBytes(b, &w.whole)
		b = appendBytes(b, &w.first)
	}
	b = binary.AppendUvarint(b, uint64(len(s.dfas)))
	for _, m := range s.dfas {
		b = m.appendBinary(b)
	}
	return b, nil
}

// Decode returns the set that Compile(patterns, maxMatch, DFA) returns, made from data, the
// compiled form of that set (see AppendBinary). It is an error when data is the form of other
// patterns or another maxMatch; the caller then compiles them.
func Decode(data []byte, patterns []Pattern, maxMatch int) (*Set, error) {
	d := decoder{b: data}
	if !bytes.HasPrefix(d.b, []byte(encodingMagic)) {
		return nil, errors.New("scan: not a compiled set")
	}
	d.b = d.b[len(encodingMagic):]
	sum := patternsSum(patterns, maxMatch)
	if len(d.b) < len(sum) || !bytes.Equal(d.b[:len(sum)], sum[:]) {
		return nil, errors.New("scan: compiled set of other patterns")
	}
	d.b = d.b[len(sum):]
	s := &Set{patterns: patterns, maxMatch: maxMatch, mode: DFA, regexps: make([]lazyRegexp, len(patterns)),
		windows: make([]lazyWindow, len(patterns))}
	for k := range patterns {
		lw := &s.windows[k]
		w := window{reach: min(d.int(), maxMatch)}
		d.bytes(&w.whole)
		d.bytes(&w.first)
		lw.once.Do(func() { lw.w = w })
	}
	for range d.int() {
		if d.err != nil {
			break
		}
		s.dfas = append(s.dfas, d.matchSet())
	}
	if d.err == nil && len(d.b) > 0 {
		d.err = errors.New("trailing bytes")
	}
	if d.err == nil && len(s.dfas) != (len(patterns)+maxSetPatterns-1)/maxSetPatterns {
		d.err = errors.New("wrong number of match sets")
	}
	if d.err != nil {
		return nil, fmt.Errorf("scan: bad compiled set: %w", d.err)
	}
	return s, nil
}

// patternsSum identifies a list of patterns and a maxMatch.
func patternsSum(patterns []Pattern, maxMatch int) [32]byte {
	// Written to the hash a pattern at a time: the patterns joined are a few hundred kilobytes,
	// which every process would allocate.
	h := sha256.New()
	var buf []byte
	buf = binary.AppendUvarint(buf, uint64(maxMatch))
	buf = binary.AppendUvarint(buf, uint64(len(patterns)))
	for _, p := range patterns {
		buf = binary.AppendUvarint(buf, uint64(p.Group))
		buf = binary.AppendUvarint(buf, uint64(len(p.Regex)))
		buf = append(buf, p.Regex...)
		h.Write(buf)
		buf = buf[:0]
	}
	h.Write(buf)
	return [32]byte(h.Sum(nil))
}

func appendBytes(b []byte, s *byteSet) []byte {
	for _, w := range s {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	return b
}

// encodedInt are the integer types of the arrays encoded as varints.
type encodedInt interface {
	uint16 | uint32 | int32 | int | uint64
}

func appendInts[T encodedInt](b []byte, xs []T) []byte {
	b = binary.AppendUvarint(b, uint64(len(xs)))
	for _, x := range xs {
		b = binary.AppendVarint(b, int64(x))
	}
	return b
}

// appendBinary appends the match set: its instructions, its rune classes and each pattern's
// start conditions (startConditions walks every program: a tenth of a process's Decode).
//
// The arrays of one entry per instruction or per interval of runes are written with fixed
// widths: reading their thousands of entries as varints was most of a process's Decode. The
// instructions are written as the program holds them, which Decode then reads in place.
func (m *matchSet) appendBinary(b []byte) []byte {
	b = binary.AppendUvarint(b, uint64(m.prog.len()))
	b = append(b, m.prog...)
	b = appendInts(b, m.starts)
	b = appendInts(b, m.base)
	b = appendInts(b, m.ncap)
	b = appendInts(b, m.nout)
	b = appendInts(b, m.ascii[:])
	b = binary.AppendUvarint(b, uint64(len(m.bounds)))
	for i, r := range m.bounds {
		b = binary.LittleEndian.AppendUint32(b, uint32(r))
		b = binary.LittleEndian.AppendUint16(b, m.boundCl[i])
	}
	b = appendInts(b, m.reps)
	b = binary.AppendUvarint(b, uint64(m.words))
	b = appendInts(b, m.classSet)
	for _, op := range m.startOp {
		b = append(b, byte(op))
	}
	b = binary.AppendUvarint(b, uint64(len(m.look.sets)/32))
	b = append(b, m.look.sets...)
	b = append(b, m.look.at...)
	if m.frozen == nil {
		return append(b, 0)
	}
	return append(append(b, 1), m.frozen.raw...)
}

// decoder reads what AppendBinary wrote; its first error sticks, and later reads give zeros.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) fail(what string) {
	if d.err == nil {
		d.err = errors.New(what)
	}
	d.b = nil
}

func (d *decoder) uint() uint64 {
	x, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail("truncated")
		return 0
	}
	d.b = d.b[n:]
	return x
}

// int reads a count of encoded items (each takes a byte at least) or a small number.
func (d *decoder) int() int {
	x := d.uint()
	if x > uint64(len(d.b))+256 {
		d.fail("count out of range")
		return 0
	}
	return int(x)
}

// take returns the next k bytes.
func (d *decoder) take(k int) []byte {
	if k < 0 || len(d.b) < k {
		d.fail("truncated")
		return nil
	}
	b := d.b[:k]
	d.b = d.b[k:]
	return b
}

func (d *decoder) bytes(s *byteSet) {
	if len(d.b) < 32 {
		d.fail("truncated")
		return
	}
	for i := range s {
		s[i] = binary.LittleEndian.Uint64(d.b[8*i:])
	}
	d.b = d.b[32:]
}

func decodeInts[T encodedInt](d *decoder) []T {
	n := d.int()
	if d.err != nil {
		return nil
	}
	xs := make([]T, n)
	for i := range xs {
		x, w := binary.Varint(d.b)
		if w <= 0 {
			d.fail("truncated")
			return nil
		}
		xs[i] = T(x)
		d.b = d.b[w:]
	}
	return xs
}

// matchSet reads a match set and checks that its indexes are in range, so that a bad encoding
// cannot make a search read out of bounds.
func (d *decoder) matchSet() *matchSet {
	m := &matchSet{}
	n := d.int()
	m.prog = program(d.take(instSize * n))
	if d.err != nil {
		return nil
	}
	m.starts = decodeInts[uint32](d)
	m.base = decodeInts[uint32](d)
	m.ncap = decodeInts[int](d)
	m.nout = decodeInts[int](d)
	ascii := decodeInts[uint16](d)
	nb := d.int()
	bounds := d.take(6 * nb)
	if d.err != nil {
		return nil
	}
	m.bounds, m.boundCl = make([]rune, nb), make([]uint16, nb)
	for i := range nb {
		m.bounds[i] = rune(binary.LittleEndian.Uint32(bounds[6*i:]))
		m.boundCl[i] = binary.LittleEndian.Uint16(bounds[6*i+4:])
	}
	m.reps = decodeInts[rune](d)
	m.words = d.int()
	m.classSet = decodeInts[uint64](d)
	m.npat = len(m.starts)
	startOps := d.take(m.npat)
	m.look.sets = d.take(32 * min(d.int(), noSet))
	m.look.at = d.take(2 * n)
	if d.err != nil {
		return nil
	}
	m.nclass = len(m.reps) + 1
	ok := len(ascii) == utf8.RuneSelf && m.npat > 0 && m.npat <= maxSetPatterns && len(m.reps) < 1<<16 &&
		len(m.base) == m.npat+1 &&
		len(m.ncap) == m.npat && len(m.nout) == m.npat && len(m.bounds) > 0 && len(m.boundCl) == len(m.bounds) &&
		len(m.classSet) == len(m.reps)*m.words && m.base[0] == 0 && int(m.base[m.npat]) == n &&
		slices.IsSorted(m.bounds) && slices.IsSorted(m.base)
	// Every instruction jumps within its own pattern's program, [base[k], base[k+1]): the
	// backtracker indexes its visited marks by the distance from the pattern's first one.
	for k, pc := 0, uint32(0); ok && pc < uint32(n); pc++ {
		for pc >= m.base[k+1] {
			k++
		}
		p := m.prog
		op := p.op(pc)
		within := func(to uint32) bool { return m.base[k] <= to && to < m.base[k+1] }
		if !within(p.out(pc)) || int(p.owner(pc)) != k || int(p.runeBit(pc)) >= 64*m.words ||
			op > syntax.InstRuneAnyNotNL {
			ok = false
			break
		}
		if op == syntax.InstAlt || op == syntax.InstAltMatch {
			ok = within(p.arg(pc))
		}
	}
	for _, op := range startOps {
		ok = ok && op < 1<<6 // the six empty-width conditions of regexp/syntax
	}
	for k := 0; ok && k < m.npat; k++ {
		ok = m.base[k] <= m.starts[k] && m.starts[k] < m.base[k+1] && m.ncap[k] >= 2 && m.ncap[k] <= 2*n+2 && m.nout[k] >= m.ncap[k] && m.nout[k] <= 1<<16
	}
	for _, c := range append(ascii, m.boundCl...) {
		ok = ok && int(c) < len(m.reps)
	}
	if !ok {
		d.fail("index out of range")
		return nil
	}
	copy(m.ascii[:], ascii)
	m.startOp = make([]syntax.EmptyOp, m.npat)
	for k, op := range startOps {
		m.startOp[k] = syntax.EmptyOp(op)
	}
	switch flag := d.take(1); {
	case d.err != nil:
	case flag[0] == 1:
		m.frozen = d.frozen(n)
	case flag[0] != 0:
		d.fail("bad warm states flag")
	}
	if d.err != nil {
		return nil
	}
	return m
}
