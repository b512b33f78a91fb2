package sanitize

import (
	"bytes"
	"container/list"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
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
// costs about 30 ns a point. So the first rankUses encryptions of a domain compute E(x)
// without it, as the number of points whose block sorts before x's: the first use computes
// the n blocks (CTR key stream, about 3 ns a point) and keeps their first bytes (a byte a
// point: a larger copy cost more in fresh memory than it saved) and how many points have each
// first byte; each use then adds the points whose first byte is below x's, and compares the
// blocks of the one in 256 whose first byte is x's, found by a byte search and computed
// again. Only a domain used more often (or decrypted) gets its table, which then answers
// every value of both kinds. Both compute the same E.
const rankUses = 32

// maxTablePoints bounds the points of the tables one permuter keeps (8 bytes each: 8 MiB).
// The largest table (maxTableDomain points) fits eight times; the least recently used tables are dropped beyond it.
const maxTablePoints = 1 << 20

// maxTables bounds their number, so that many tiny tables (e-mail patterns at many kept
// domains) cannot grow memory either.
const maxTables = 4096

// prefixTable is the prefix cipher of one domain: enc[x] is E(x), dec[y] is E⁻¹(y).
type prefixTable struct {
	enc, dec []uint32
}

// tableCache keeps the tables of one permuter, least recently used first out, and the rankers
// of the domains that have none yet. It is safe for concurrent use; a table being built is
// waited for, not built twice.
type tableCache struct {
	mu         sync.Mutex
	byKey      map[string]*list.Element // of *tableEntry
	lru        list.List                // front: most recently used
	points     int
	early      map[string]*ranker // domains with no table yet (see ranker)
	rankPoints int                // points of the rankers in early
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
	if !decrypt {
		if r := p.tables.ranker(strconv.Itoa(n)+"/"+label, func() []byte { return prefixKey(p.key, label, p.context, n) }, n); r != nil {
			y := r.rank(x)
			for valid != nil && !valid(y) {
				y = r.rank(y)
			}
			return y
		}
	}
	return p.table(label, n).permute(x, valid, decrypt)
}

// ranker returns the ranker of the domain named by key, made with the table key tableKey
// gives, when the domain has no table yet and has been encrypted fewer than rankUses times,
// counting this use; nil otherwise.
func (c *tableCache) ranker(key string, tableKey func() []byte, n int) *ranker {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byKey[key]; ok {
		return nil
	}
	r := c.early[key]
	if r == nil {
		if c.early == nil {
			c.early = make(map[string]*ranker)
		}
		if len(c.early) >= maxTables || c.rankPoints+n > maxTablePoints {
			// Bounded: forgetting a ranker only costs computing it again.
			clear(c.early)
			c.rankPoints = 0
		}
		r = newRanker(tableKey(), n)
		c.early[key] = r
		c.rankPoints += n
	}
	if r.uses >= rankUses {
		return nil
	}
	r.uses++
	return r
}

// ranker computes E(x) without the table: the rank of AES_k(x) among AES_k(0), …,
// AES_k(n−1), by the order of buildTable (block, then point).
type ranker struct {
	block cipher.Block
	top   []byte     // the first byte of AES_k(i)
	below [256]int32 // points whose first byte is below b
	uses  int
}

func newRanker(key []byte, n int) *ranker {
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err) // unreachable: the key is 32 bytes
	}
	r := &ranker{block: block, top: make([]byte, n)}
	var count [256]int32
	eachBlocks(block, n, func(i int, b []byte) {
		for j := 0; j < len(b); j += 16 {
			r.top[i+j/16] = b[j]
			count[b[j]]++
		}
	})
	for b := 1; b < 256; b++ {
		r.below[b] = r.below[b-1] + count[b-1]
	}
	return r
}

func (r *ranker) rank(x int) int {
	t := r.top[x]
	n := int(r.below[t])
	hx, _ := blockOf(r.block, x)
	for i := 0; ; i++ {
		j := bytes.IndexByte(r.top[i:], t)
		if j < 0 {
			return n
		}
		i += j
		if i == x {
			continue
		}
		if h, _ := blockOf(r.block, i); before(r.block, h, i, hx, x) {
			n++
		}
	}
}

// eachBlocks calls f with i and AES_k(i), AES_k(i+1), …, joined, for runs of up to 256
// points from 0 to n−1. The key stream of CTR mode from a zero IV is exactly those blocks,
// computed many at a time.
func eachBlocks(block cipher.Block, n int, f func(i int, blocks []byte)) {
	stream := cipher.NewCTR(block, make([]byte, aes.BlockSize))
	var buf [16 * 256]byte
	for i := 0; i < n; i += 256 {
		b := buf[:16*min(256, n-i)]
		clear(b)
		stream.XORKeyStream(b, b)
		f(i, b)
	}
}

// before reports whether point a, the first 64 bits of whose block are ha, sorts before point b
// (hb) in the prefix cipher's order: by the whole block, then by the point. The second halves
// are computed only when the first are equal (probability 2^-64).
func before(block cipher.Block, ha uint64, a int, hb uint64, b int) bool {
	if ha != hb {
		return ha < hb
	}
	_, la := blockOf(block, a)
	_, lb := blockOf(block, b)
	if la != lb {
		return la < lb
	}
	return a < b
}

// blockOf returns the first and last 64 bits of AES_k(i).
func blockOf(block cipher.Block, i int) (hi, lo uint64) {
	var in, out [16]byte
	binary.BigEndian.PutUint64(in[8:], uint64(i))
	block.Encrypt(out[:], in[:])
	return binary.BigEndian.Uint64(out[:]), binary.BigEndian.Uint64(out[8:])
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
	if r := c.early[key]; r != nil {
		delete(c.early, key)
		c.rankPoints -= len(r.top)
	}
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
	c.mu.Unlock()
	e.t = buildTable(prefixKey(p.key, label, p.context, n), n)
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

// buildTable sorts [0, n) by AES_k(i). The sort buckets the points by the top bits of their
// block (the blocks are uniform, so a bucket holds about one point) and sorts each bucket by
// the block's first 64 bits, then by the whole block, then by the point: linear time on
// average, and the same total order as a plain sort by (block, point).
func buildTable(key []byte, n int) *prefixTable {
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err) // unreachable: the key is 32 bytes
	}
	hi := make([]uint64, n) // first 64 bits of AES_k(i)
	eachBlocks(block, n, func(i int, b []byte) {
		for j := 0; j < len(b); j += 16 {
			hi[i+j/16] = binary.BigEndian.Uint64(b[j:])
		}
	})
	less := func(ha uint64, a uint32, hb uint64, b uint32) bool { return before(block, ha, int(a), hb, int(b)) }

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
