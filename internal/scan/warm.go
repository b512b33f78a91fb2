package scan

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"slices"
	"unicode/utf8"
)

// A process that scans one prompt used to build most of its DFA states from nothing: about a
// thousand per prompt, a quarter of the process's time. [Set.WarmUp] scans sample texts at
// build time and keeps the states those scans visit most, with the transitions between them
// that the scans took, in the set's compiled form. Every cache then takes the transitions of
// those states from them, read in place from the compiled form (no copying, no parsing), and
// computes only the transitions a text needs beyond them.
//
// A kept state is the state a cache would build (its key is the same kernel), and a kept
// transition is what step computes for it, so a search finds the same matches with or
// without them; TestWarmUpSameEnds checks it.

// maxWarmStates bounds the kept states of a match set: the rest of the cache (maxStates in
// all) stays for the states of the text.
const maxWarmStates = maxStates / 2

// frozenStates are the kept states of a match set, numbered 0 to n-1 among themselves, most
// visited first (a cache numbers its states in its own order). All slices point into the
// compiled form.
type frozenStates struct {
	n     int
	ninst int
	keyAt []byte   // n+1 little-endian uint32: state i's key is keys[keyAt[i]:keyAt[i+1]]
	keys  []byte   // per state: its context byte, then its kernel as uvarint deltas
	rowAt []byte   // n+1 little-endian uint32: state i's transitions are entries rowAt[i] to rowAt[i+1]
	rows  []byte   // 6 bytes an entry: class (uint16), then the transition as in setCache.trans
	masks []uint64 // the match masks the transitions index; masks[0] is the empty mask
	slots []byte   // hash table of the keys: little-endian uint32 state+1 (0: empty), a power of 2 of them
	raw   []byte   // the encoded form, for AppendBinary
}

// WarmUp keeps, for each match set of s, the (at most n) states that scanning texts visits
// most, and the transitions between them that the scans took, for s's compiled form and its
// new caches. It changes what searches cost, not what they find. It must be called before s
// is searched.
func (s *Set) WarmUp(texts [][]byte, n int) {
	n = min(n, maxWarmStates)
	for _, m := range s.dfas {
		m.frozen = nil
		m.free = nil
		raw := m.warmUp(texts, n)
		d := decoder{b: raw}
		m.frozen = d.frozen(m.prog.len())
		if d.err != nil {
			panic("scan: warm states do not decode: " + d.err.Error()) // a bug in the encoder
		}
	}
}

// warmUp returns the encoded frozen states of texts' scans (see WarmUp).
func (m *matchSet) warmUp(texts [][]byte, n int) []byte {
	visits, taken := m.visits(texts)

	// The n most visited states, by visits, then key, so that the form is the same on every run.
	kept := make([]string, 0, len(visits))
	for k := range visits {
		kept = append(kept, k)
	}
	slices.SortFunc(kept, func(a, b string) int {
		if c := cmp.Compare(visits[b], visits[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	kept = kept[:min(n, len(kept))]
	id := make(map[string]int, len(kept))
	for i, k := range kept {
		id[k] = i
	}

	// Each kept state's taken transitions to kept states (or to the end), computed again in a
	// scratch cache: what step gives depends on the kernel and the class alone.
	var rows [][]byte
	masks := []uint64{0}
	maskIx := map[uint64]uint32{0: 0}
	scratch := newSetCache(m)
	for _, k := range kept {
		var row []byte
		cls := make([]uint16, 0, len(taken[k]))
		for cl := range taken[k] {
			cls = append(cls, cl)
		}
		slices.Sort(cls)
		for _, cl := range cls {
			if len(scratch.keys) >= maxStates/2 {
				scratch.reset()
			}
			t := scratch.step(k, int(cl))
			next := uint32(0)
			if ns := int32(t&(1<<stateBits-1)) - 1; ns >= 0 {
				j, ok := id[scratch.keys[ns]]
				if !ok {
					continue
				}
				next = uint32(j + 1)
			}
			mask := scratch.masks[t>>stateBits]
			mi, ok := maskIx[mask]
			if !ok {
				mi = uint32(len(masks))
				masks = append(masks, mask)
				maskIx[mask] = mi
			}
			if ft := mi<<stateBits | next; ft != 0 {
				row = binary.LittleEndian.AppendUint16(row, cl)
				row = binary.LittleEndian.AppendUint32(row, ft)
			}
		}
		rows = append(rows, row)
	}
	return encodeFrozen(kept, rows, masks)
}

// visits scans texts and returns how often each state (by key) was visited, and the classes of
// the transitions taken from it.
func (m *matchSet) visits(texts [][]byte) (visits map[string]int, taken map[string]map[uint16]bool) {
	visits, taken = map[string]int{}, map[string]map[uint16]bool{}
	c := newSetCache(m)
	nc := m.nclass
	var cnt []int
	var used []bool
	flush := func() {
		for s, k := range c.keys {
			if s < len(cnt) && cnt[s] > 0 {
				visits[k] += cnt[s]
			}
			for cl := 0; cl < nc && (s+1)*nc <= len(used); cl++ {
				if used[s*nc+cl] {
					if taken[k] == nil {
						taken[k] = map[uint16]bool{}
					}
					taken[k][uint16(cl)] = true
				}
			}
		}
		cnt, used = cnt[:0], used[:0]
	}
	for _, text := range texts {
		s := c.state(ctxStart, nil)
		for i := 0; ; {
			cl, w := nc-1, 0
			if i < len(text) {
				cl, w = int(m.ascii[text[i]&0x7f]), 1
				if text[i] >= utf8.RuneSelf {
					var c16 uint16
					c16, w = m.classOfMultibyte(text, i)
					cl = int(c16)
				}
			}
			t := c.get(s, cl)
			if t == 0 && len(c.keys) >= maxStates {
				key := c.keys[s]
				flush()
				c.reset()
				s = c.state(key[0], kernelOf(key))
			}
			for len(cnt) < len(c.keys) {
				cnt = append(cnt, 0)
			}
			used = append(used, make([]bool, len(c.keys)*nc-len(used))...)
			cnt[s]++
			used[int(s)*nc+cl] = true
			if t == 0 {
				t = c.step(c.keys[s], cl)
				c.set(s, cl, t)
			}
			if i == len(text) {
				break
			}
			s = int32(t&(1<<stateBits-1)) - 1
			i += w
		}
	}
	flush()
	return visits, taken
}

// encodeFrozen encodes frozen states: n, the key offsets and keys, the row offsets and rows
// (each row a state's transitions, sorted by class), the masks, the hash table of the keys.
func encodeFrozen(kept []string, rows [][]byte, masks []uint64) []byte {
	var keyAt, keys, rowAt, all []byte
	keyAt = binary.LittleEndian.AppendUint32(keyAt, 0)
	rowAt = binary.LittleEndian.AppendUint32(rowAt, 0)
	for i, k := range kept {
		keys = appendFrozenKey(keys, k[0], kernelOf(k))
		keyAt = binary.LittleEndian.AppendUint32(keyAt, uint32(len(keys)))
		all = append(all, rows[i]...)
		rowAt = binary.LittleEndian.AppendUint32(rowAt, uint32(len(all)/6))
	}
	size := 1
	for size < 2*len(kept) {
		size *= 2
	}
	slots := make([]byte, 4*size)
	for i := range kept {
		k := keys[binary.LittleEndian.Uint32(keyAt[4*i:]):binary.LittleEndian.Uint32(keyAt[4*i+4:])]
		for j := frozenHash(k) & uint32(size-1); ; j = (j + 1) & uint32(size-1) {
			if binary.LittleEndian.Uint32(slots[4*j:]) == 0 {
				binary.LittleEndian.PutUint32(slots[4*j:], uint32(i+1))
				break
			}
		}
	}
	b := binary.AppendUvarint(nil, uint64(len(kept)))
	b = append(b, keyAt...)
	b = binary.AppendUvarint(b, uint64(len(keys)))
	b = append(b, keys...)
	b = append(b, rowAt...)
	b = append(b, all...)
	b = appendInts(b, masks)
	b = binary.AppendUvarint(b, uint64(size))
	return append(b, slots...)
}

// kernelOf returns the instructions of a cache's state key (see setCache.state).
func kernelOf(key string) []uint32 {
	kernel := make([]uint32, 0, (len(key)-1)/4)
	for j := 1; j+4 <= len(key); j += 4 {
		kernel = append(kernel, binary.LittleEndian.Uint32([]byte(key[j:j+4])))
	}
	return kernel
}

// appendFrozenKey appends the frozen form of a state's key: its context, then its kernel (in
// increasing order) as uvarint deltas, a quarter of the cache's form.
func appendFrozenKey(b []byte, ctx uint8, kernel []uint32) []byte {
	b = append(b, ctx)
	prev := uint32(0)
	for _, pc := range kernel {
		b = binary.AppendUvarint(b, uint64(pc-prev))
		prev = pc
	}
	return b
}

// frozenHash is FNV-1a of a frozen key: fixed, so that the table is the same on every run.
func frozenHash(k []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range k {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

// frozen reads frozen states, encoded by encodeFrozen, of a match set of ninst instructions.
// It checks what is cheap to check; a key is checked when it is read (key), and a
// transition when it is used (next).
func (d *decoder) frozen(ninst int) *frozenStates {
	start := d.b
	f := &frozenStates{ninst: ninst}
	f.n = d.int()
	if f.n > maxWarmStates {
		d.fail("too many warm states")
	}
	f.keyAt = d.take(4 * (f.n + 1))
	f.keys = d.take(d.int())
	f.rowAt = d.take(4 * (f.n + 1))
	if d.err != nil {
		return nil
	}
	nrows := int(binary.LittleEndian.Uint32(f.rowAt[4*f.n:]))
	f.rows = d.take(6 * nrows)
	f.masks = decodeInts[uint64](d)
	size := d.int()
	f.slots = d.take(4 * size)
	if d.err != nil {
		return nil
	}
	f.raw = start[:len(start)-len(d.b)]
	ok := len(f.masks) > 0 && f.masks[0] == 0 && len(f.masks) < maxMasks/2 && size >= f.n && size&(size-1) == 0
	for i := 0; ok && i < f.n; i++ {
		ok = binary.LittleEndian.Uint32(f.keyAt[4*i:]) < binary.LittleEndian.Uint32(f.keyAt[4*i+4:]) &&
			binary.LittleEndian.Uint32(f.rowAt[4*i:]) <= binary.LittleEndian.Uint32(f.rowAt[4*i+4:])
	}
	ok = ok && binary.LittleEndian.Uint32(f.keyAt[4*f.n:]) == uint32(len(f.keys))
	if !ok {
		d.fail("bad warm states")
		return nil
	}
	return f
}

// next returns the kept transition of state s (< n) on class cl, or 0 when there is none (or
// it is out of range: then it is computed).
func (f *frozenStates) next(s int32, cl int) uint32 {
	lo := binary.LittleEndian.Uint32(f.rowAt[4*s:])
	hi := binary.LittleEndian.Uint32(f.rowAt[4*s+4:])
	for lo < hi {
		mid := lo + (hi-lo)/2
		e := f.rows[6*mid:]
		switch c := int(binary.LittleEndian.Uint16(e)); {
		case c < cl:
			lo = mid + 1
		case c > cl:
			hi = mid
		default:
			t := binary.LittleEndian.Uint32(e[2:])
			if int(t&(1<<stateBits-1)) > f.n || int(t>>stateBits) >= len(f.masks) {
				return 0
			}
			return t
		}
	}
	return 0
}

// key returns state s's key in the cache's form, or false when the compiled form was damaged.
func (f *frozenStates) key(s int32, buf []byte) ([]byte, bool) {
	k := f.keys[binary.LittleEndian.Uint32(f.keyAt[4*s:]):binary.LittleEndian.Uint32(f.keyAt[4*s+4:])]
	if k[0] > ctxOther {
		return nil, false
	}
	buf = append(buf[:0], k[0])
	pc := uint64(0)
	for k = k[1:]; len(k) > 0; {
		delta, w := binary.Uvarint(k)
		if w <= 0 || pc+delta >= uint64(f.ninst) {
			return nil, false
		}
		pc += delta
		buf = binary.LittleEndian.AppendUint32(buf, uint32(pc))
		k = k[w:]
	}
	return buf, true
}

// find returns the kept state of context ctx and kernel (in increasing order), or -1; buf is
// scratch space.
func (f *frozenStates) find(ctx uint8, kernel []uint32, buf *[]byte) int32 {
	k := appendFrozenKey((*buf)[:0], ctx, kernel)
	*buf = k
	mask := uint32(len(f.slots)/4 - 1)
	for i, j := 0, frozenHash(k)&mask; i <= int(mask); i, j = i+1, (j+1)&mask {
		s := binary.LittleEndian.Uint32(f.slots[4*j:])
		if s == 0 || int(s) > f.n {
			return -1
		}
		at := f.keyAt[4*(s-1):]
		if bytes.Equal(f.keys[binary.LittleEndian.Uint32(at):binary.LittleEndian.Uint32(at[4:])], k) {
			return int32(s - 1)
		}
	}
	return -1
}
