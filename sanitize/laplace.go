package sanitize

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"io"
	"math/bits"

	"golang.org/x/crypto/chacha20"
)

// This file samples the discrete Laplace (two-sided geometric) distribution exactly, with the
// algorithm of Canonne, Kamath and Steinke, "The Discrete Gaussian for Differential Privacy"
// (NeurIPS 2020), Algorithms 1 and 2. Every step is a comparison of uniform random integers:
// no floating point is involved, so the output has exactly the distribution
// P(y) ∝ exp(−|y|·num/(2·den)) for ε = num/den, and no tail probability is rounded to zero.

// A bitSource yields uniformly random 64-bit words from a cryptographic generator.
type bitSource interface {
	Uint64() (uint64, error)
}

// readerSource reads words from an io.Reader such as crypto/rand.Reader.
type readerSource struct {
	r   io.Reader
	buf [8 * 64]byte
	n   int // unread bytes at the end of buf
}

func (s *readerSource) Uint64() (uint64, error) {
	if s.n < 8 {
		if _, err := io.ReadFull(s.r, s.buf[:]); err != nil {
			return 0, err
		}
		s.n = len(s.buf)
	}
	v := binary.LittleEndian.Uint64(s.buf[len(s.buf)-s.n:])
	s.n -= 8
	return v, nil
}

// systemSource is crypto/rand.
func systemSource() bitSource { return &readerSource{r: rand.Reader} }

// chachaSource is the ChaCha20 keystream under a 256-bit seed: a deterministic cryptographic
// generator, used in value mode where the seed is a PRF of the key, type, context and value.
type chachaSource struct {
	c   *chacha20.Cipher
	buf [8 * 16]byte
	n   int
}

func newChaChaSource(seed [32]byte) *chachaSource {
	c, err := chacha20.NewUnauthenticatedCipher(seed[:], make([]byte, chacha20.NonceSize))
	if err != nil {
		panic(err) // the key and nonce sizes are constants
	}
	return &chachaSource{c: c}
}

func (s *chachaSource) Uint64() (uint64, error) {
	if s.n < 8 {
		clear(s.buf[:])
		s.c.XORKeyStream(s.buf[:], s.buf[:])
		s.n = len(s.buf)
	}
	v := binary.LittleEndian.Uint64(s.buf[len(s.buf)-s.n:])
	s.n -= 8
	return v, nil
}

// prfSeed is HMAC-SHA256 under the type's mLDP key of the fields, each length-prefixed so that
// no two field lists give the same input.
func prfSeed(key []byte, fields ...string) [32]byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("preempt mldp v1"))
	var n [8]byte
	for _, f := range fields {
		binary.BigEndian.PutUint64(n[:], uint64(len(f)))
		m.Write(n[:])
		m.Write([]byte(f))
	}
	var out [32]byte
	m.Sum(out[:0])
	return out
}

// uniform returns a uniform integer in [0, n), n > 0, by rejection (no modulo bias).
func uniform(src bitSource, n uint64) (uint64, error) {
	thresh := -n % n // 2^64 mod n: words below it would make small results more likely
	for {
		v, err := src.Uint64()
		if err != nil {
			return 0, err
		}
		if v >= thresh {
			return v % n, nil
		}
	}
}

// bernoulli returns true with probability num/den exactly (0 ≤ num ≤ den, den > 0).
func bernoulli(src bitSource, num, den uint64) (bool, error) {
	u, err := uniform(src, den)
	return u < num, err
}

var errSamplerOverflow = errors.New("exact sampler: integer overflow (epsilon out of range)")

// maxK bounds the loop of bernoulliExpNeg. Reaching it has probability below 1/maxK!, which is
// zero for every practical purpose; it exists so that the products below provably fit 64 bits.
const maxK = 1 << 20

// bernoulliExpNeg returns true with probability exp(−num/den) for 0 ≤ num ≤ den
// (CKS Algorithm 1, γ ∈ [0,1]): draw Bernoulli(γ/k) for k = 1, 2, … until one fails; the
// number of successes is even with probability exp(−γ).
func bernoulliExpNeg(src bitSource, num, den uint64) (bool, error) {
	k := uint64(1)
	for {
		hi, d := bits.Mul64(den, k)
		if hi != 0 || k > maxK {
			return false, errSamplerOverflow
		}
		ok, err := bernoulli(src, num, d)
		if err != nil {
			return false, err
		}
		if !ok {
			break
		}
		k++
	}
	return k%2 == 1, nil
}

// discreteLaplace returns y ∈ ℤ with P(y) ∝ exp(−|y|·s/t) exactly (CKS Algorithm 2 with scale
// t/s). With s = num and t = 2·den this is exp(−ε·|y|/2), the mechanism's kernel.
func discreteLaplace(src bitSource, s, t uint64) (int64, error) {
	for {
		u, err := uniform(src, t)
		if err != nil {
			return 0, err
		}
		d, err := bernoulliExpNeg(src, u, t) // accept u with probability exp(−u/t)
		if err != nil {
			return 0, err
		}
		if !d {
			continue
		}
		// v ~ Geometric(1 − e^−1): count successes of Bernoulli(exp(−1)).
		var v uint64
		for {
			a, err := bernoulliExpNeg(src, 1, 1)
			if err != nil {
				return 0, err
			}
			if !a {
				break
			}
			v++
		}
		hi, tv := bits.Mul64(t, v)
		x := tv + u
		if hi != 0 || x < tv {
			return 0, errSamplerOverflow
		}
		y := x / s // P(y) ∝ exp(−y·s/t), y ≥ 0
		if y > 1<<62 {
			return 0, errSamplerOverflow
		}
		neg, err := bernoulli(src, 1, 2)
		if err != nil {
			return 0, err
		}
		if neg && y == 0 {
			continue // so that 0 is not counted twice
		}
		if neg {
			return -int64(y), nil
		}
		return int64(y), nil
	}
}
