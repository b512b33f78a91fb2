package sanitize

import (
	"bytes"
	"crypto/aes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"sync"
	"testing"
)

// permuteAll returns the walk of every point of [0, n) under label, checking that decrypting
// inverts it and that it is a bijection.
func permuteAll(t *testing.T, p *permuter, label string, n int) []int {
	t.Helper()
	N := big.NewInt(int64(n))
	out := make([]int, n)
	seen := make([]bool, n)
	for x := 0; x < n; x++ {
		y, err := p.walk(label, N, big.NewInt(int64(x)), nil, false)
		if err != nil {
			t.Fatal(err)
		}
		if y.Sign() < 0 || y.Cmp(N) >= 0 {
			t.Fatalf("n=%d: walk(%d) = %v outside the domain", n, x, y)
		}
		if seen[y.Int64()] {
			t.Fatalf("n=%d: %v has two preimages", n, y)
		}
		seen[y.Int64()] = true
		back, err := p.walk(label, N, y, nil, true)
		if err != nil || back.Int64() != int64(x) {
			t.Fatalf("n=%d: walk(walk(%d)) = %v, %v", n, x, back, err)
		}
		out[x] = int(y.Int64())
	}
	return out
}

// Every table domain, from one point to maxTableDomain, is permuted bijectively and
// decrypting inverts the walk, over the whole domain.
func TestPrefixBijection(t *testing.T) {
	p := testPermuter(t, "")
	for _, n := range []int{1, 2, 3, 10, 90, 1000, 8100, 73049, 100_000, maxTableDomain} {
		permuteAll(t, p, fmt.Sprintf("bij/%d", n), n)
	}
}

// referencePrefix recomputes the prefix cipher from its definition, independently of
// buildTable: the table key as HMAC-SHA256 over the length-prefixed label, context and n, each
// point's block AES_k(i) one Encrypt call at a time (not the CTR key stream), and a plain
// comparison sort by (block, point) instead of the bucket sort. It returns E as a slice.
func referencePrefix(typeKey []byte, label, context string, n int) []int {
	m := hmac.New(sha256.New, typeKey)
	m.Write([]byte("preempt prefix cipher v1"))
	for _, s := range []string{label, context} {
		m.Write(binary.BigEndian.AppendUint64(nil, uint64(len(s))))
		m.Write([]byte(s))
	}
	m.Write(binary.BigEndian.AppendUint64(nil, uint64(n)))
	block, err := aes.NewCipher(m.Sum(nil))
	if err != nil {
		panic(err)
	}
	blocks := make([][]byte, n)
	order := make([]int, n)
	for i := range blocks {
		in := make([]byte, 16)
		binary.BigEndian.PutUint64(in[8:], uint64(i))
		blocks[i] = make([]byte, 16)
		block.Encrypt(blocks[i], in)
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool {
		if c := bytes.Compare(blocks[order[a]], blocks[order[b]]); c != 0 {
			return c < 0
		}
		return order[a] < order[b]
	})
	e := make([]int, n)
	for r, x := range order {
		e[x] = r
	}
	return e
}

// The permutation is the one its definition gives (recomputed independently), and it is
// stable across runs and versions: a few points of a ZIP-sized domain are pinned. The pinned
// values were produced by referencePrefix; a change to them is a change of every sanitized
// text of the small-domain types, and needs a Compatibility note in README.md.
func TestPrefixKnownAnswer(t *testing.T) {
	for _, tc := range []struct {
		label, context string
		n              int
	}{{"kat", "", 1000}, {"kat", "ctx", 1000}, {"name/surname", "project-x", 2345}, {"zip5", "", 100_000}} {
		p := testPermuter(t, tc.context)
		want := referencePrefix(testKey(), tc.label, tc.context, tc.n)
		N := big.NewInt(int64(tc.n))
		step := 1
		if tc.n > 5000 {
			step = 97
		}
		for x := 0; x < tc.n; x += step {
			y, err := p.walk(tc.label, N, big.NewInt(int64(x)), nil, false)
			if err != nil {
				t.Fatal(err)
			}
			if int(y.Int64()) != want[x] {
				t.Fatalf("%s/%q: walk(%d) = %v; the definition gives %d", tc.label, tc.context, x, y, want[x])
			}
		}
	}
	pinned := map[int64]int64{0: 99602, 1: 17081, 12345: 1594, 99999: 46225}
	p := testPermuter(t, "")
	for x, want := range pinned {
		y, _ := p.walk("zip5", big.NewInt(100_000), big.NewInt(x), nil, false)
		if y.Int64() != want {
			t.Errorf("zip5 table: walk(%d) = %v, pinned %d", x, y, want)
		}
	}
}

// agreements counts the points two permutations map alike. For independent uniform
// permutations it is about Poisson(1): P(≥ 10) < 10^-7.
func agreements(a, b []int) int {
	k := 0
	for i := range a {
		if a[i] == b[i] {
			k++
		}
	}
	return k
}

// Labels, contexts and type keys select independent permutations.
func TestPrefixLabelsContextsKeys(t *testing.T) {
	const n = 2000
	base := permuteAll(t, testPermuter(t, ""), "l1", n)
	other := map[string][]int{
		"label":   permuteAll(t, testPermuter(t, ""), "l2", n),
		"context": permuteAll(t, testPermuter(t, "ctx"), "l1", n),
		"size":    permuteAll(t, testPermuter(t, ""), "l1", n+1)[:n],
	}
	k2 := testKey()
	k2[0] ^= 1
	p2, err := newPermuter(k2, "")
	if err != nil {
		t.Fatal(err)
	}
	other["key"] = permuteAll(t, p2, "l1", n)
	for what, o := range other {
		if k := agreements(base, o); k >= 10 {
			t.Errorf("another %s: %d of %d points map alike; want independent permutations", what, k, n)
		}
	}
	if k := agreements(base, identity(n)); k >= 10 {
		t.Errorf("%d fixed points of %d", k, n)
	}
}

func identity(n int) []int {
	id := make([]int, n)
	for i := range id {
		id[i] = i
	}
	return id
}

// A validity predicate restricts the small-domain permutation to the valid points (cycle
// walking inside the table), bijectively, and an invalid input is refused.
func TestPrefixValidSubset(t *testing.T) {
	p := testPermuter(t, "")
	const n = 5000
	N := big.NewInt(n)
	third := func(x *big.Int) bool { return x.Int64()%3 == 0 }
	seen := map[int64]bool{}
	for x := int64(0); x < n; x += 3 {
		y, err := p.walk("third", N, big.NewInt(x), third, false)
		if err != nil {
			t.Fatal(err)
		}
		if !third(y) || seen[y.Int64()] {
			t.Fatalf("walk(%d) = %v: invalid or repeated", x, y)
		}
		seen[y.Int64()] = true
		if back, err := p.walk("third", N, y, third, true); err != nil || back.Int64() != x {
			t.Fatalf("round trip of %d gave %v, %v", x, back, err)
		}
	}
	if _, err := p.walk("third", N, big.NewInt(4), third, false); err == nil {
		t.Error("walk accepted an invalid input")
	}
	if _, err := p.walk("third", N, big.NewInt(n), third, false); err == nil {
		t.Error("walk accepted an input outside the domain")
	}
}

// The table cache stays within its bounds however many domains pass through one permuter,
// and a domain whose table was dropped gets the same permutation when it comes back.
func TestPrefixCacheBounded(t *testing.T) {
	p := testPermuter(t, "")
	first := permuteAll(t, p, "big/0", 120_000)
	for i := 1; i < 12; i++ { // 1.44 million points in all
		N := big.NewInt(120_000)
		if _, err := p.walk(fmt.Sprintf("big/%d", i), N, big.NewInt(1), nil, true); err != nil { // builds the table
			t.Fatal(err)
		}
	}
	for i := 0; i < maxTables+100; i++ {
		if _, err := p.walk(fmt.Sprintf("tiny/%d", i), big.NewInt(10), big.NewInt(1), nil, true); err != nil {
			t.Fatal(err)
		}
	}
	p.tables.mu.Lock()
	points, tables := p.tables.points, p.tables.lru.Len()
	_, kept := p.tables.byKey["120000/big/0"]
	p.tables.mu.Unlock()
	if points > maxTablePoints || tables > maxTables || kept {
		t.Fatalf("cache holds %d points in %d tables (big/0 kept: %v); bounds %d, %d", points, tables, kept, maxTablePoints, maxTables)
	}
	if again := permuteAll(t, p, "big/0", 120_000); agreements(first, again) != len(first) {
		t.Fatal("a rebuilt table differs from the first")
	}
}

// Concurrent first uses of one domain all see the same table.
func TestPrefixConcurrent(t *testing.T) {
	p := testPermuter(t, "")
	want := referencePrefix(testKey(), "conc", "", 50_000)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := g; x < 50_000; x += 997 {
				y, err := p.walk("conc", big.NewInt(50_000), big.NewInt(int64(x)), nil, false)
				if err != nil || int(y.Int64()) != want[x] {
					errs <- fmt.Errorf("walk(%d) = %v, %v; want %d", x, y, err, want[x])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// The exported FF1 refuses a domain below 10^6 numeral strings, as NIST SP 800-38G Rev. 1
// requires, and accepts one at or above it.
func TestFF1MinimumDomain(t *testing.T) {
	f, err := newFF1Cipher(testKey())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		radix, length int
		ok            bool
	}{
		{10, 5, false}, {10, 6, true}, {36, 3, false}, {36, 4, true},
		{2, 19, false}, {2, 20, true}, {16, 4, false}, {16, 5, true},
	} {
		x := bytes.Repeat([]byte("1"), tc.length)
		for _, decrypt := range []bool{false, true} {
			_, err := f.crypt(tc.radix, string(x), nil, decrypt)
			if tc.ok && err != nil {
				t.Errorf("radix %d, length %d: %v", tc.radix, tc.length, err)
			}
			if !tc.ok && !errors.Is(err, errSmallDomain) {
				t.Errorf("radix %d, length %d (%d values): err %v; want errSmallDomain", tc.radix, tc.length, pow(tc.radix, tc.length), err)
			}
		}
	}
}

func pow(b, e int) int {
	v := 1
	for range e {
		v *= b
	}
	return v
}

// BenchmarkPrefixTableBuild is the one-off cost of a table (per domain and context).
func BenchmarkPrefixTableBuild(b *testing.B) {
	for _, n := range []int{2000, 73049, 100_000, 999_999} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			key := make([]byte, 32)
			b.ReportAllocs()
			for b.Loop() {
				buildTable(key, n)
			}
		})
	}
}

// A domain above maxTableDomain (here 3-syllable pseudo names, 90^3 points) builds no table,
// which would cost the first value of a process tens of milliseconds: it is FF1 cycle walking
// in 10^6 decimal numerals, as its definition gives it (recomputed here from
// FF1), a few calls per value, and decrypting inverts it. A domain of maxTableDomain points
// still gets its table.
func TestMidDomainByFF1(t *testing.T) {
	const n = 90 * 90 * 90
	p := testPermuter(t, "ctx")
	f, err := newFF1Cipher(testKey())
	if err != nil {
		t.Fatal(err)
	}
	tweak := []byte("name/pseudo3\x00ctx")
	N := big.NewInt(n)
	const points = 300
	for x := 0; x < n; x += n / points {
		y, err := p.walk("name/pseudo3", N, big.NewInt(int64(x)), nil, false)
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("%06d", x)
		for {
			if want, err = f.crypt(10, want, tweak, false); err != nil {
				t.Fatal(err)
			}
			if v, _ := strconv.Atoi(want); v < n {
				break
			}
		}
		if got := fmt.Sprintf("%06d", y.Int64()); got != want {
			t.Fatalf("walk(%d) = %s; FF1 cycle walking gives %s", x, got, want)
		}
		if back, err := p.walk("name/pseudo3", N, y, nil, true); err != nil || back.Int64() != int64(x) {
			t.Fatalf("walk(walk(%d)) = %v, %v", x, back, err)
		}
	}
	// 2·points walks of expected length 10^6/n ≈ 1.37: 10 per walk on average is far out.
	if calls := p.ff1Calls.Load(); calls > 2*points*10 {
		t.Errorf("%d FF1 calls for %d walks", calls, 2*points)
	}
	p.tables.mu.Lock()
	tables := p.tables.lru.Len()
	p.tables.mu.Unlock()
	if tables != 0 {
		t.Fatalf("a %d-point domain built a table", n)
	}
	if _, err := p.walk("zip5", big.NewInt(maxTableDomain), big.NewInt(1), nil, true); err != nil {
		t.Fatal(err)
	}
	if calls := p.ff1Calls.Load(); calls > 2*points*10 || p.tables.lru.Len() != 1 {
		t.Fatalf("a %d-point domain did not build its table", maxTableDomain)
	}
}

// rank computes the table's permutation without the table, for every point of small domains
// and under several keys.
func TestRankIsTable(t *testing.T) {
	for _, n := range []int{1, 2, 3, 90, 1000, 8100} {
		for k := byte(0); k < 3; k++ {
			key := bytes.Repeat([]byte{k}, 32)
			tab := buildTable(key, n)
			r := newRanker(key, n)
			for x := 0; x < n; x++ {
				if got := r.rank(x); got != int(tab.enc[x]) {
					t.Fatalf("n=%d key %d: rank(%d) = %d, table %d", n, k, x, got, tab.enc[x])
				}
			}
		}
	}
}

// The first rankUses encryptions of a domain build no table (a one-prompt process pays a few
// AES blocks per point instead of a sort) and give the permutation of its definition, with and
// without a validity predicate; the next use builds the table, which then agrees with them.
func TestPrefixRankFirst(t *testing.T) {
	const n = 73049
	want := referencePrefix(testKey(), "date", "", n)
	p := testPermuter(t, "")
	N := big.NewInt(n)
	even := func(v *big.Int) bool { return v.Bit(0) == 0 }
	xs := []int64{0, 7, 12346, n - 1}
	var got []int64
	for i, x := range xs {
		var valid validPoint
		if i == 2 {
			valid = even
		}
		y, err := p.walk("date", N, big.NewInt(x), valid, false)
		if err != nil {
			t.Fatal(err)
		}
		w := want[x]
		for valid != nil && w%2 != 0 {
			w = want[w]
		}
		if y.Int64() != int64(w) {
			t.Fatalf("walk(%d) = %v; the definition gives %d", x, y, w)
		}
		got = append(got, y.Int64())
		p.tables.mu.Lock()
		tables := p.tables.lru.Len()
		p.tables.mu.Unlock()
		if tables != 0 {
			t.Fatalf("after %d encryptions the domain has a table", i+1)
		}
	}
	for i := len(xs); i < rankUses; i++ {
		if y, err := p.walk("date", N, big.NewInt(int64(i)), nil, false); err != nil || y.Int64() != int64(want[i]) {
			t.Fatalf("walk(%d) = %v, %v; want %d", i, y, err, want[i])
		}
		if p.tables.lru.Len() != 0 {
			t.Fatalf("after %d encryptions the domain has a table", i+1)
		}
	}
	y, err := p.walk("date", N, big.NewInt(1), nil, false)
	if err != nil || y.Int64() != int64(want[1]) {
		t.Fatalf("walk(1) = %v, %v; want %d", y, err, want[1])
	}
	if p.tables.lru.Len() != 1 {
		t.Fatal("the table was not built after rankUses encryptions")
	}
	for i, x := range xs {
		if i == 2 {
			continue
		}
		if back, err := p.walk("date", N, big.NewInt(got[i]), nil, true); err != nil || back.Int64() != x {
			t.Fatalf("walk back (%d) = %v, %v; want %d", got[i], back, err, x)
		}
	}
}

// The rankers of domains without a table stay bounded, in number and in points, however many
// domains pass through.
func TestPrefixRankersBounded(t *testing.T) {
	p := testPermuter(t, "")
	for i := 0; i < 3*maxTables; i++ {
		if _, err := p.walk(fmt.Sprintf("d/%d", i), big.NewInt(10), big.NewInt(1), nil, false); err != nil {
			t.Fatal(err)
		}
	}
	if len(p.tables.early) > maxTables || p.tables.lru.Len() != 0 {
		t.Fatalf("%d rankers, %d tables", len(p.tables.early), p.tables.lru.Len())
	}
	for i := 0; i < 2*maxTablePoints/maxTableDomain; i++ {
		if _, err := p.walk(fmt.Sprintf("big/%d", i), big.NewInt(maxTableDomain), big.NewInt(1), nil, false); err != nil {
			t.Fatal(err)
		}
		if p.tables.rankPoints > maxTablePoints {
			t.Fatalf("after %d large domains the rankers hold %d points", i+1, p.tables.rankPoints)
		}
	}
}
