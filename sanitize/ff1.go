package sanitize

import (
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"

	"github.com/capitalone/fpe/ff1"
)

// minDomain is the smallest FF1 domain this package will use (NIST SP 800-38G Rev. 1
// requires radix^minlen ≥ 1,000,000). FF1 refuses smaller numeral strings; permuter permutes
// smaller domains by the prefix cipher (prefix.go) or by cycle walking in 10^6 numerals.
const minDomain = 1_000_000

// maxWalk bounds cycle walking in FF1. A walk is needed only for a domain of n ≥ 10^6 points
// whose FF1 numeral space is 10^w with 10^(w−1) < n, so n/10^w > 1/10, possibly restricted
// further by a codec's validity predicate, which keeps most points (TestWalkDensity checks
// each). With a density d ≥ 1/100 the chance that a walk needs more than maxWalk steps is at
// most 0.99^4096 < 10^-17; hitting the bound is an error, never a pass-through.
const maxWalk = 1 << 12

// maxTweak is the longest tweak accepted: a domain label plus a context label.
const maxTweak = 4096

// errWalk is returned when cycle walking does not reach a valid point within its bound.
var errWalk = errors.New("cycle walking did not terminate")

// errSmallDomain is returned by FF1 for a numeral string of fewer than minDomain values.
var errSmallDomain = errors.New("domain smaller than 10^6 (NIST SP 800-38G Rev. 1)")

// FF1 is FF1 (NIST SP 800-38G) with AES, the radix-10 and radix-36 numeral-string
// primitive the large domains are built on. It refuses numeral strings whose domain
// radix^length is below minDomain. It is safe for concurrent use.
//
// One library cipher per radix is set up once (the AES key schedule and the CBC encryptor)
// and reused for every tweak: the library takes the tweak per call and folds it into each
// round's CBC-MAC, so a call costs 10 rounds of ⌈(16 + len(tweak) + b + 1)/16⌉ AES blocks.
//
// The capitalone/fpe cipher keeps a CBC encryptor whose IV it mutates, so a cipher must not
// be shared between goroutines; FF1 guards each radix's cipher with a mutex.
type ff1Cipher struct {
	key []byte
	mu  sync.Mutex
	by  map[int]*ff1.Cipher
}

// newFF1Cipher returns FF1 keyed with key (16, 24 or 32 bytes; preempt always uses 32, AES-256).
func newFF1Cipher(key []byte) (*ff1Cipher, error) {
	switch len(key) {
	case 16, 24, 32:
	default:
		return nil, fmt.Errorf("ff1: key is %d bytes; want 16, 24 or 32", len(key))
	}
	return &ff1Cipher{key: append([]byte(nil), key...), by: make(map[int]*ff1.Cipher)}, nil
}

func (f *ff1Cipher) cipher(radix int) (*ff1.Cipher, error) {
	if c, ok := f.by[radix]; ok {
		return c, nil
	}
	c, err := ff1.NewCipher(radix, maxTweak, f.key, nil)
	if err != nil {
		return nil, fmt.Errorf("ff1: radix %d: %w", radix, err)
	}
	f.by[radix] = &c
	return &c, nil
}

// crypt encrypts (or decrypts) the numeral string x (digits of radix, 0-9a-z) under tweak.

func (f *ff1Cipher) crypt(radix int, x string, tweak []byte, decrypt bool) (string, error) {
	if !bigEnough(radix, len(x)) {
		return "", fmt.Errorf("ff1: radix %d, length %d: %w", radix, len(x), errSmallDomain)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	c, err := f.cipher(radix)
	if err != nil {
		return "", err
	}
	if decrypt {
		return c.DecryptWithTweak(x, tweak)
	}
	return c.EncryptWithTweak(x, tweak)
}

// bigEnough reports whether radix^length ≥ minDomain.
func bigEnough(radix, length int) bool {
	if radix < 2 {
		return false
	}
	v := 1
	for i := 0; i < length && v < minDomain; i++ {
		v *= radix
	}
	return v >= minDomain
}

// permuter is a keyed pseudorandom permutation of any finite domain [0, n): the prefix cipher
// (prefix.go) for n ≤ maxTableDomain, FF1 over decimal numeral strings of at least six digits
// with cycle walking above. One permuter belongs to one type key and one context label; the
// domain label passed to each call separates the sub-domains of a type (a 15-digit and a
// 16-digit card number are permuted independently). It keeps the small domains' tables for
// its lifetime, within a memory bound.
type permuter struct {
	ff1     *ff1Cipher
	key     []byte
	context string
	tables  tableCache

	ff1Calls atomic.Uint64 // FF1 calls made by walk, so tests can bound the cost of walking
}

// newPermuter returns a permuter for one type key and context label.
func newPermuter(key []byte, context string) (*permuter, error) {
	f, err := newFF1Cipher(key)
	if err != nil {
		return nil, err
	}
	return &permuter{ff1: f, key: append([]byte(nil), key...), context: context}, nil
}

// validPoint reports whether a point of [0, n) is a member of the codec's format. A nil
// validPoint accepts every point.
type validPoint func(*big.Int) bool

// walk maps x ∈ [0, n) to its image under the permutation named by label, restricted to the
// points accepted by valid (x itself must be valid), or with decrypt to its preimage: by the
// prefix cipher for n ≤ maxTableDomain, else by FF1 on the numeral string of x (at least six
// digits, so at least minDomain numerals), repeated while the result is ≥ n or not valid.
// Because FF1 is a permutation of the whole numeral space, repeating it until the orbit comes
// back into the valid set is a permutation of the valid set (Black and Rogaway's cycle
// walking), and decryption walks the same orbit backwards.
func (p *permuter) walk(label string, n, x *big.Int, valid validPoint, decrypt bool) (*big.Int, error) {
	if n.Sign() <= 0 || x.Sign() < 0 || x.Cmp(n) >= 0 {
		return nil, fmt.Errorf("%s: value outside its domain", label)
	}
	if valid != nil && !valid(x) {
		return nil, fmt.Errorf("%s: value is not a member of its format", label)
	}
	if n.Cmp(maxTableDomainBig) <= 0 {
		var v func(int) bool
		if valid != nil {
			v = func(i int) bool { return valid(big.NewInt(int64(i))) }
		}
		y := p.small(label, int(n.Int64()), int(x.Int64()), v, decrypt)
		return big.NewInt(int64(y)), nil
	}
	width := numeralWidth(n)
	tweak := make([]byte, 0, len(label)+1+len(p.context))
	tweak = append(append(append(tweak, label...), 0), p.context...)
	cur := x
	for i := 0; i < maxWalk; i++ {
		s := fmt.Sprintf("%0*s", width, cur.Text(10))
		p.ff1Calls.Add(1)
		out, err := p.ff1.crypt(10, s, tweak, decrypt)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", label, err)
		}
		cur, _ = new(big.Int).SetString(out, 10)
		if cur.Cmp(n) < 0 && (valid == nil || valid(cur)) {
			return cur, nil
		}
	}
	return nil, fmt.Errorf("%s: %w", label, errWalk)
}

var maxTableDomainBig = big.NewInt(maxTableDomain)

// numeralWidth is the number of decimal digits FF1 works on for a domain of size n: enough
// for n-1, and never fewer than six (10^6, the NIST minimum).
func numeralWidth(n *big.Int) int {
	w := len(new(big.Int).Sub(n, big.NewInt(1)).Text(10))
	if w < 6 {
		w = 6
	}
	return w
}
