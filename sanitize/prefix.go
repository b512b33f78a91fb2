package sanitize

import (
	"container/list"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
	"strconv"
	"sync"
)

// Small domains (at most maxTableDomain points: name classes, 5-digit ZIP codes, dates, short
// digit and letter runs, short e-mail parts) are permuted by Black and Rogaway's prefix cipher
// ("Ciphers with arbitrary finite domains", CT-RSA 2002, section 4) instead of FF1:
//
//	E(x) = the rank of F(x) among F(0), F(1), …, F(n−1),
//
// where F is a pseudorandom function. If F were a random function with distinct outputs, the
// sort would order [0, n) by a uniformly random permutation, so E is a uniformly random
// permutation; with F a PRF, E is a PRP on [0, n) with a distinguishing advantage bounded by
// F's plus the chance of a tie. Here F(i) = AES-256_k(i), i as a 128-bit big-endian block:
// a permutation of 128-bit blocks, so the outputs of distinct points are distinct and no tie
// can occur (a PRP is a PRF up to n²/2^129, negligible for n < 10^6); the sort nevertheless
// breaks ties by the point, so it is a total order whatever happens. The table key k is
// HMAC-SHA256 of the type key over the domain label, the context and n, all length-prefixed,
// so each (type, domain, context) has its own independent permutation, as FF1's tweak gives
// it for large domains.
//
// The whole table is computed at once (n AES blocks, generated as a CTR key stream, and a
// sort), once per domain and context, and kept in the permuter, so each value then costs one
// lookup in either direction, whatever n is. Cycle walking inside FF1's 10^6 points, which
// this replaces, cost about 10^6/n FF1 calls per value (119,000 for a one-digit span).
//
// Domains between maxTableDomain and 10^6 points (3-syllable pseudo names, 729,000 points;
// 4-letter e-mail parts) stay on FF1 with cycle walking in its 10^6 decimal numerals: at most
// 10^6/maxTableDomain < 8 FF1 calls per value, about as many microseconds, where their table
// would cost the first value of a process tens of milliseconds (a sort of up to 10^6 random
// blocks, out of cache). Both are PRPs of the domain under the type key, domain label and
// context, so the security argument is the same on either side of the bound.

// maxTableDomain is the largest domain permuted by a table: building it (2^17 AES blocks and
// a sort in cache) costs about 3 ms of CPU, once per process and domain.
const maxTableDomain = 1 << 17

// A process that sanitizes one short prompt encrypts a few values of a domain, and a table
// costs about 30 ns a point. So the first rankUses encryptions of a domain compute E(x) without
// it, as the number of points whose block sorts before x's: the first 64 bits of the n AES
// blocks of CTR key stream (computed once, about 3 ns a point, and kept: 8 bytes a point) and
// a comparison each, under 1 ns a point for every later rank, as a date's cycle walk needs.
// Only a domain used more often (or decrypted) gets its table, sorted from the same key
// stream, which then answers every value of both kinds. Both compute the same E.
const rankUses = 4

// maxTablePoints bounds the points of the tables one permuter keeps (8 bytes each: 8 MiB), and
// apart those of the key streams kept for early encryptions (8 bytes each too).
// The largest table (maxTableDomain points) fits eight times; the least recently used tables are dropped beyond it.
const maxTablePoints = 1 << 20

// maxTables bounds their number, so that many tiny tables (e-mail patterns at many kept
// domains) cannot grow memory either.
const maxTables = 4096

// prefixTable is the prefix cipher of one domain: enc[x] is E(x), dec[y] is E⁻¹(y).
type prefixTable struct {
	enc, dec []uint32
}

// tableCache keeps the tables of one permuter, least recently used first out. It is safe for
// concurrent use; a table being built is waited for, not built twice.
type tableCache struct {
	mu     sync.Mutex
	byKey  map[string]*list.Element // of *tableEntry
	lru    list.List                // front: most recently used
	points int
	uses   map[string]int        // encryptions of domains with no table yet (see early)
	early  map[string]*keyStream // their key streams, until the table is built
	ePts   int                   // the points of early's key streams
}

type tableEntry struct {
	key   string
	n     int
	ready chan struct{} // closed when t is set
	t     *prefixTable
}

// small permutes x in the domain [0, n) named by label (n ≤ maxTableDomain), or inverts the
// permutation, restricted to the points valid accepts (see prefixTable.permute).
func (p *permuter) small(label string, n, x int, valid func(int) bool, decrypt bool) int {
	name := strconv.Itoa(n) + "/" + label
	if !decrypt {
		if ks := p.tables.earlyStream(name, func() *keyStream { return newKeyStream(prefixKey(p.key, label, p.context, n), n) }); ks != nil {
			y := ks.rank(x)
			for valid != nil && !valid(y) {
				y = ks.rank(y)
			}
			return y
		}
	}
	return p.table(label, n).permute(x, valid, decrypt)
}

// earlyStream returns the key stream of the domain named by key if it has no table yet and has
// been encrypted fewer than rankUses times, counting this use; nil otherwise. It makes the
// stream with newStream on the domain's first use and keeps it until the table is built.
func (c *tableCache) earlyStream(key string, newStream func() *keyStream) *keyStream {
	c.mu.Lock()
	if _, ok := c.byKey[key]; ok {
		c.mu.Unlock()
		return nil
	}
	if c.uses == nil {
		c.uses, c.early = map[string]int{}, map[string]*keyStream{}
	}
	if c.uses[key] >= rankUses {
		c.mu.Unlock()
		return nil
	}
	if len(c.uses) >= maxTables {
		clear(c.uses) // bounded: forgetting a count only costs more counting
	}
	c.uses[key]++
	ks := c.early[key]
	c.mu.Unlock()
	if ks != nil {
		return ks
	}
	ks = newStream() // outside the lock: other domains need not wait for it
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ePts+len(ks.hi) > maxTablePoints || len(c.early) >= maxTables {
		clear(c.early) // bounded as the tables are; a dropped stream is made again
		c.ePts = 0
	}
	if _, ok := c.early[key]; !ok {
		c.early[key] = ks
		c.ePts += len(ks.hi)
	}
	return ks
}

// takeEarly removes and returns the key stream kept for the domain named by key, if any.
func (c *tableCache) takeEarly(key string) *keyStream {
	ks := c.early[key]
	if ks != nil {
		delete(c.early, key)
		c.ePts -= len(ks.hi)
	}
	return ks
}

// keyStream is the first 64 bits of AES_k(0), …, AES_k(n−1): what the order of the points
// of a domain depends on but in a tie (probability about n²/2^65), which block resolves.
type keyStream struct {
	block cipher.Block
	hi    []uint64
}

// newKeyStream computes the key stream of n points under key: CTR mode from a zero IV is
// exactly AES_k(0), AES_k(1), …, computed many blocks at a time.
func newKeyStream(key []byte, n int) *keyStream {
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err) // unreachable: the key is 32 bytes
	}
	hi := make([]uint64, n)
	stream := cipher.NewCTR(block, make([]byte, aes.BlockSize))
	var buf [16 * 256]byte
	for i := 0; i < n; i += 256 {
		b := buf[:16*min(256, n-i)]
		clear(b)
		stream.XORKeyStream(b, b)
		for j := 0; j < len(b); j += 16 {
			hi[i+j/16] = binary.BigEndian.Uint64(b[j:])
		}
	}
	return &keyStream{block: block, hi: hi}
}

// lo returns the last 64 bits of AES_k(i), needed only when two first halves are equal.
func (ks *keyStream) lo(i int) uint64 {
	var in, out [16]byte
	binary.BigEndian.PutUint64(in[8:], uint64(i))
	ks.block.Encrypt(out[:], in[:])
	return binary.BigEndian.Uint64(out[8:])
}

// rank returns E(x), the rank of AES_k(x) among AES_k(0), …, AES_k(n−1), by the order of
// buildTable (block, then point), without building the table.
func (ks *keyStream) rank(x int) int {
	hx := ks.hi[x]
	r := 0
	for i, h := range ks.hi {
		// h < hx is a coin flip per block: counted as the borrow of h-hx, not by a branch the
		// CPU mispredicts half the time. Equal first halves (probability 2^-64) are ordered as
		// buildTable orders them.
		_, less := bits.Sub64(h, hx, 0)
		r += int(less)
		if h == hx && i != x && blockBefore(ks.lo(i), i, ks.lo(x), x) {
			r++
		}
	}
	return r
}

// rank is keyStream.rank of a fresh key stream.
func rank(key []byte, n, x int) int { return newKeyStream(key, n).rank(x) }

// blockBefore orders two points whose blocks share their first half: by the second half, then
// by the point.
func blockBefore(l uint64, i int, lx uint64, x int) bool {
	return l < lx || l == lx && i < x
}

// table returns the prefix cipher of the domain [0, n) named by label (n ≤ maxTableDomain).
func (p *permuter) table(label string, n int) *prefixTable {
	c := &p.tables
	key := strconv.Itoa(n) + "/" + label
	c.mu.Lock()
	if c.byKey == nil {
		c.byKey = make(map[string]*list.Element)
	}
	if el, ok := c.byKey[key]; ok {
		c.lru.MoveToFront(el)
		e := el.Value.(*tableEntry)
		c.mu.Unlock()
		<-e.ready
		return e.t
	}
	e := &tableEntry{key: key, n: n, ready: make(chan struct{})}
	c.byKey[key] = c.lru.PushFront(e)
	c.points += n
	for c.points > maxTablePoints || c.lru.Len() > maxTables {
		old := c.lru.Back()
		if old == c.lru.Front() {
			break
		}
		oe := old.Value.(*tableEntry)
		c.lru.Remove(old)
		delete(c.byKey, oe.key)
		c.points -= oe.n
	}
	ks := c.takeEarly(key)
	c.mu.Unlock()
	if ks == nil {
		ks = newKeyStream(prefixKey(p.key, label, p.context, n), n)
	}
	e.t = ks.table()
	close(e.ready)
	return e.t
}

// prefixKey derives the AES-256 key of one table: HMAC-SHA256 under the type key of a
// version string, the label, the context and n, each length-prefixed so that no two
// (label, context, n) share an input.
func prefixKey(typeKey []byte, label, context string, n int) []byte {
	m := hmac.New(sha256.New, typeKey)
	var buf [8]byte
	m.Write([]byte("preempt prefix cipher v1"))
	for _, s := range []string{label, context} {
		m.Write(binary.BigEndian.AppendUint64(buf[:0], uint64(len(s))))
		m.Write([]byte(s))
	}
	m.Write(binary.BigEndian.AppendUint64(buf[:0], uint64(n)))
	return m.Sum(nil)
}

// buildTable sorts [0, n) by AES_k(i) (see keyStream.table).
func buildTable(key []byte, n int) *prefixTable { return newKeyStream(key, n).table() }

// table sorts the points by their blocks. The sort buckets the points by the top bits of their
// block (the blocks are uniform, so a bucket holds about one point) and sorts each bucket by the
// block's first 64 bits, then by the whole block, then by the point: linear time on average, and
// the same total order as a plain sort by (block, point).
func (ks *keyStream) table() *prefixTable {
	hi, n := ks.hi, len(ks.hi)
	less := func(ha uint64, a uint32, hb uint64, b uint32) bool {
		if ha != hb {
			return ha < hb
		}
		if la, lb := ks.lo(int(a)), ks.lo(int(b)); la != lb {
			return la < lb
		}
		return a < b
	}

	bits := 1
	for 1<<bits < n {
		bits++
	}
	shift := 64 - bits
	start := make([]uint32, 1<<bits+1)
	for _, h := range hi {
		start[h>>shift+1]++
	}
	for b := 1; b < len(start); b++ {
		start[b] += start[b-1]
	}
	dec := make([]uint32, n)
	next := start[:len(start)-1]
	for i, h := range hi {
		b := h >> shift
		dec[next[b]] = uint32(i)
		next[b]++
	}
	// next[b] is now the end of bucket b. Insertion sort each bucket.
	from := 0
	for _, end := range next {
		for i := from + 1; i < int(end); i++ {
			x := dec[i]
			j := i
			for ; j > from && less(hi[x], x, hi[dec[j-1]], dec[j-1]); j-- {
				dec[j] = dec[j-1]
			}
			dec[j] = x
		}
		from = int(end)
	}
	enc := make([]uint32, n)
	for r, x := range dec {
		enc[x] = uint32(r)
	}
	return &prefixTable{enc: enc, dec: dec}
}

// permute applies the table (or its inverse) to x, restricted to the points valid accepts by
// cycle walking inside the table: x must be valid, and its cycle under the permutation comes
// back to x, so the walk ends after at most n steps and is a permutation of the valid points
// (Black and Rogaway). Its expected length is n / (number of valid points): a small constant
// for every codec's predicate (at most 12, a date spelt with a month alias such as "Sept").
func (t *prefixTable) permute(x int, valid func(int) bool, decrypt bool) int {
	step := t.enc
	if decrypt {
		step = t.dec
	}
	y := int(step[x])
	for valid != nil && !valid(y) {
		y = int(step[y])
	}
	return y
}
