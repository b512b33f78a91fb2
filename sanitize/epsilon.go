package sanitize

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
)

// Epsilon is a privacy budget held as an exact positive rational num/den, so that the sampler
// works with exactly the ε it reports and splitting a document's budget over t tokens adds up
// to exactly the total again. A decimal like 0.1 is taken as exactly 1/10, not as the float64
// nearest to it.
type Epsilon struct {
	num, den uint64
}

// Limits that keep every integer the exact sampler forms below 2^63 (see bernoulliExpNeg).
const (
	maxEpsNum = 1 << 40
	maxEpsDen = 1 << 40
)

// epsilonFloor is the smallest ε a value may be released with: 0.01 (exactly 1/100), for --epsilon,
// a type's epsilon in the config and each value's share of a prompt budget alike. The sampler's
// work grows as 1/ε² on a small grid (a two-point grid costs ~60 µs per value at 0.01, ~2 ms at
// 0.001 and ~20 ms at 0.0001; at 1e-12 it never ends), while its noise at 0.01 already spans
// hundreds of grid steps, so nothing useful lies below the floor.
const epsilonFloor = "0.01"

var minEpsilon = big.NewRat(1, 100)

// errEpsilonFloor is wrapped by the errors for an ε below epsilonFloor.
var errEpsilonFloor = errors.New("below the floor " + epsilonFloor)

// ParseEpsilon reads a positive decimal such as "1", "0.5" or "2.5e-1".
func ParseEpsilon(s string) (Epsilon, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return Epsilon{}, fmt.Errorf("epsilon %q is not a decimal number", s)
	}
	return epsilonFromRat(r, s)
}

// epsilonFromFloat converts f via its shortest decimal spelling, so the TOML value 0.1 means 1/10.
func epsilonFromFloat(f float64) (Epsilon, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return Epsilon{}, fmt.Errorf("epsilon %v is not a number", f)
	}
	return ParseEpsilon(strconv.FormatFloat(f, 'g', -1, 64))
}

func epsilonFromRat(r *big.Rat, s string) (Epsilon, error) {
	if r.Sign() <= 0 {
		return Epsilon{}, fmt.Errorf("epsilon %s must be positive", s)
	}
	if r.Cmp(minEpsilon) < 0 {
		return Epsilon{}, fmt.Errorf("epsilon %s: %w (smaller budgets give useless noise and unbounded sampling work)", s, errEpsilonFloor)
	}
	if !r.Num().IsUint64() || !r.Denom().IsUint64() || r.Num().Uint64() > maxEpsNum || r.Denom().Uint64() > maxEpsDen {
		return Epsilon{}, fmt.Errorf("epsilon %s is too large, too small or too precise (at most about 12 significant digits, 1e-12 to 1e12)", s)
	}
	return Epsilon{num: r.Num().Uint64(), den: r.Denom().Uint64()}, nil
}

// float returns ε as a float64 (for the closed forms of the pmf and the report).
func (e Epsilon) float() float64 { return float64(e.num) / float64(e.den) }

// String writes ε as a decimal when it is one, else as a fraction.
func (e Epsilon) String() string {
	r := new(big.Rat).SetFrac(new(big.Int).SetUint64(e.num), new(big.Int).SetUint64(e.den))
	for prec := 0; prec <= 15; prec++ {
		s := r.FloatString(prec)
		if back, ok := new(big.Rat).SetString(s); ok && back.Cmp(r) == 0 {
			return s
		}
	}
	return r.String()
}

// isZero reports whether e is the zero value (no budget set).
func (e Epsilon) isZero() bool { return e.den == 0 }

// split returns e/n exactly. A share below epsilonFloor is an error wrapping errEpsilonFloor
// that says how large e would have to be.
func (e Epsilon) split(n int) (Epsilon, error) {
	if n <= 0 {
		return Epsilon{}, errors.New("split over no tokens")
	}
	r := new(big.Rat).SetFrac(new(big.Int).SetUint64(e.num), new(big.Int).Mul(new(big.Int).SetUint64(e.den), big.NewInt(int64(n))))
	if r.Cmp(minEpsilon) < 0 {
		need := new(big.Rat).Mul(minEpsilon, big.NewRat(int64(n), 1))
		return Epsilon{}, fmt.Errorf("epsilon %s over %d values is %s each: %w; give a total of at least %s, or use the value budget", e, n, r.FloatString(4), errEpsilonFloor, need.FloatString(2))
	}
	out, err := epsilonFromRat(r, r.String())
	if err != nil {
		return Epsilon{}, fmt.Errorf("epsilon %s over %d values: %w", e, n, err)
	}
	return out, nil
}

// sum returns the exact sum of es as a rational (for budget accounting and its tests).
func sumEpsilon(es []Epsilon) *big.Rat {
	total := new(big.Rat)
	for _, e := range es {
		total.Add(total, new(big.Rat).SetFrac(new(big.Int).SetUint64(e.num), new(big.Int).SetUint64(e.den)))
	}
	return total
}
