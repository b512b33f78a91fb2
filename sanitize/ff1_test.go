package sanitize

import (
	"encoding/hex"
	"math/big"
	"math/rand/v2"
	"testing"
)

// NIST SP 800-38G FF1 samples (csrc.nist.gov, "FF1samples.pdf"), run through this package's
// wrapper rather than the library directly.
func TestFF1NISTSamples(t *testing.T) {
	const (
		k128 = "2B7E151628AED2A6ABF7158809CF4F3C"
		k192 = "2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F"
		k256 = "2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94"
	)
	tests := []struct {
		name, key, tweak string
		radix            int
		pt, ct           string
	}{
		{"sample1", k128, "", 10, "0123456789", "2433477484"},
		{"sample2", k128, "39383736353433323130", 10, "0123456789", "6124200773"},
		{"sample3", k128, "3737373770717273373737", 36, "0123456789abcdefghi", "a9tv40mll9kdu509eum"},
		{"sample4", k192, "", 10, "0123456789", "2830668132"},
		{"sample5", k192, "39383736353433323130", 10, "0123456789", "2496655549"},
		{"sample6", k192, "3737373770717273373737", 36, "0123456789abcdefghi", "xbj3kv35jrawxv32ysr"},
		{"sample7", k256, "", 10, "0123456789", "6657667009"},
		{"sample8", k256, "39383736353433323130", 10, "0123456789", "1001623463"},
		{"sample9", k256, "3737373770717273373737", 36, "0123456789abcdefghi", "xs8a0azh2avyalyzuwd"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			key, _ := hex.DecodeString(tc.key)
			tweak, _ := hex.DecodeString(tc.tweak)
			f, err := newFF1Cipher(key)
			if err != nil {
				t.Fatal(err)
			}
			got, err := f.crypt(tc.radix, tc.pt, tweak, false)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.ct {
				t.Errorf("Encrypt = %s, want %s", got, tc.ct)
			}
			back, err := f.crypt(tc.radix, tc.ct, tweak, true)
			if err != nil {
				t.Fatal(err)
			}
			if back != tc.pt {
				t.Errorf("Decrypt = %s, want %s", back, tc.pt)
			}
		})
	}
}

func TestNewFF1KeySize(t *testing.T) {
	for _, n := range []int{0, 8, 31, 33} {
		if _, err := newFF1Cipher(make([]byte, n)); err == nil {
			t.Errorf("newFF1Cipher accepted a %d-byte key", n)
		}
	}
}

func testKey() []byte {
	k := make([]byte, 32)
	for i := range k {
		k[i] = byte(i)
	}
	return k
}

func testPermuter(t testing.TB, context string) *permuter {
	t.Helper()
	p, err := newPermuter(testKey(), context)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A small domain is permuted bijectively by cycle walking: every point has exactly one
// preimage, and decrypting inverts it. (A domain of n < 10^6 points costs about 10^6/n
// FF1 calls per point, so the whole-domain check costs 10^6 calls whatever n is.)
func TestPermuteSmallDomainIsBijection(t *testing.T) {
	t.Parallel()
	p := testPermuter(t, "")
	for _, n := range []int64{2000} {
		seen := map[int64]bool{}
		N := big.NewInt(n)
		for x := int64(0); x < n; x++ {
			y, err := p.walk("test", N, big.NewInt(x), nil, false)
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
			if x%50 != 0 {
				continue
			}
			back, err := p.walk("test", N, y, nil, true)
			if err != nil {
				t.Fatal(err)
			}
			if back.Int64() != x {
				t.Fatalf("n=%d: walk(walk(%d)) = %v", n, x, back)
			}
		}
	}
}

// With a validity predicate the permutation stays inside the valid set.
func TestPermuteValidSubset(t *testing.T) {
	p := testPermuter(t, "")
	N := big.NewInt(1_000_000)
	even := func(x *big.Int) bool { return x.Bit(0) == 0 }
	seen := map[int64]bool{}
	for x := int64(0); x < 10000; x += 2 {
		y, err := p.walk("even", N, big.NewInt(x), even, false)
		if err != nil {
			t.Fatal(err)
		}
		if !even(y) || seen[y.Int64()] {
			t.Fatalf("walk(%d) = %v: odd or repeated", x, y)
		}
		seen[y.Int64()] = true
		if back, _ := p.walk("even", N, y, even, true); back.Int64() != x {
			t.Fatalf("round trip of %d gave %v", x, back)
		}
	}
	if _, err := p.walk("even", N, big.NewInt(3), even, false); err == nil {
		t.Error("walk accepted an invalid input")
	}
	if _, err := p.walk("even", N, big.NewInt(1_000_000), even, false); err == nil {
		t.Error("walk accepted an input outside the domain")
	}
}

// Labels and contexts select independent permutations; the same ones are deterministic.
func TestPermuteLabelsAndContexts(t *testing.T) {
	a, b := testPermuter(t, ""), testPermuter(t, "ctx")
	N := new(big.Int).Exp(big.NewInt(10), big.NewInt(12), nil)
	r := rand.New(rand.NewPCG(1, 2))
	sameLabel, sameCtx := 0, 0
	const trials = 200
	for i := 0; i < trials; i++ {
		x := new(big.Int).SetUint64(r.Uint64N(N.Uint64()))
		y1, _ := a.walk("l1", N, x, nil, false)
		y1again, _ := a.walk("l1", N, x, nil, false)
		y2, _ := a.walk("l2", N, x, nil, false)
		y3, _ := b.walk("l1", N, x, nil, false)
		if y1.Cmp(y1again) != 0 {
			t.Fatal("walk is not deterministic")
		}
		if y1.Cmp(y2) == 0 {
			sameLabel++
		}
		if y1.Cmp(y3) == 0 {
			sameCtx++
		}
	}
	// Two independent permutations of 10^12 points agree on a point with probability 10^-12.
	if sameLabel > 0 || sameCtx > 0 {
		t.Errorf("outputs shared across labels: %d, across contexts: %d (want 0 of %d)", sameLabel, sameCtx, trials)
	}
}
