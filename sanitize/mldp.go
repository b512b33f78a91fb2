package sanitize

import (
	"fmt"
	"math"
)

// expMechanism is the discrete exponential mechanism of the paper's Alg. 3 on a grid of N points:
// given the input's grid index i it outputs index j ∈ [0, N) with
//
//	P(j | i) = exp(−ε·|i−j|/2) / Z(i),   Z(i) = Σ_{k=0..N−1} exp(−ε·|i−k|/2).
//
// For two inputs i, i′ at distance d = |i−i′| every output satisfies
// P(j | i) ≤ exp(ε·d)·P(j | i′): the kernel changes by at most exp(ε·d/2) and Z by at most as
// much the other way. This is ε-metric local differential privacy with the distance in grid
// units (the paper's Theorem for Alg. 3).
//
// # What is exact and where floating point is used
//
// Sampling is exact: expMechanism.sample draws the two-sided geometric (discrete Laplace)
// distribution over ℤ with the integer-only algorithm of Canonne, Kamath and Steinke and keeps
// the first draw i+y that falls in [0, N). Conditioning on the grid this way gives exactly the
// pmf above; no probability is computed in floating point, so none is rounded (not even the
// tail's). A draw is kept with probability Z(i)·(1−q)/(1+q) ≥ (1−q^h)/(1+q), q = e^{−ε/2},
// h = ⌈N/2⌉, so the expected number of draws is at most (1+q)/(1−q^h): below 2/(1−q^h), which
// falls towards 2 as N grows. The cost therefore never grows with N (a grid of 10^9 points costs
// what one of 100 costs); only tiny grids with tiny ε cost more.
//
// Floating point is used only for what is reported, never for what is sampled: expMechanism.PMF
// and expMechanism.LogPMF (closed forms of two truncated geometric series, for tests and
// reports), expMechanism.ExpectedError, and the conversion between values and grid indices
// (grid), which is deterministic pre- and post-processing.
type expMechanism struct {
	Grid grid
	Eps  Epsilon
}

// a is ε/2, the kernel's decay per grid step, and q = e^{−a}.
func (m expMechanism) a() float64 { return m.Eps.float() / 2 }

// geomSum is Σ_{k=1..n} q^k for q = e^{−a}, computed without cancellation for small a.
func geomSum(a float64, n int64) float64 {
	if n <= 0 {
		return 0
	}
	// q(1−q^n)/(1−q) with 1−x written as −expm1(log x).
	return math.Exp(-a) * math.Expm1(-a*float64(n)) / math.Expm1(-a)
}

// logZ is log Z(i).
func (m expMechanism) logZ(i int64) float64 {
	a := m.a()
	return math.Log(1 + geomSum(a, i) + geomSum(a, m.Grid.n-1-i))
}

// LogPMF returns log P(j | i) in closed form.
func (m expMechanism) LogPMF(i, j int64) float64 {
	d := i - j
	if d < 0 {
		d = -d
	}
	return -m.a()*float64(d) - m.logZ(i)
}

// PMF returns P(j | i) in closed form.
func (m expMechanism) PMF(i, j int64) float64 { return math.Exp(m.LogPMF(i, j)) }

// sample draws an output index for input index i, reading uniformly random words from src
// (crypto/rand, or a stream derived from the key for reproducible draws).
func (m expMechanism) sample(src bitSource, i int64) (int64, error) {
	if i < 0 || i >= m.Grid.n {
		return 0, fmt.Errorf("grid index %d outside [0, %d)", i, m.Grid.n)
	}
	s, t := m.Eps.num, 2*m.Eps.den
	for {
		y, err := discreteLaplace(src, s, t)
		if err != nil {
			return 0, err
		}
		if j := i + y; j >= 0 && j < m.Grid.n {
			return j, nil
		}
	}
}

// ExpectedError returns the expected absolute error E|Y − x| of the released value Y for the
// true value x, computed from the exact output distribution in closed form (sums of truncated
// geometric series), and the relative error E|Y − x| / |x| (for x = 0 on a linear grid,
// relative to one grid step instead).
func (m expMechanism) ExpectedError(x float64) (abs, rel float64) {
	g := m.Grid
	i := g.Index(x)
	xh := g.Point(i)
	a := m.a()
	R, L := g.n-1-i, i
	wR, wL := geomSum(a, R), geomSum(a, L)
	z := 1 + wR + wL
	var sum float64
	if g.log {
		// Right: Σ q^k (x̂ r^k − x); left: Σ q^k (x − x̂ r^−k). Both terms are positive.
		right := xh*powSum(a-g.logRatio, R) - x*wR
		left := x*wL - xh*powSum(a+g.logRatio, L)
		sum = math.Abs(x-xh) + right + left
	} else {
		// Right: Σ q^k (k·u − δ); left: Σ q^k (k·u + δ), δ = x − x̂.
		delta := x - xh
		sum = math.Abs(delta) + g.unit*kSum(a, R) - delta*wR + g.unit*kSum(a, L) + delta*wL
	}
	abs = sum / z
	den := math.Abs(x)
	if g.log {
		den = math.Max(den, g.lo)
	} else if den == 0 {
		den = g.unit
	}
	return abs, abs / den
}

// TypicalError returns the expected error of a value in the middle of the grid, far from its
// ends, where it does not depend on the value: absolute (in the grid's unit) on a linear grid,
// relative on a log grid. Unlike expMechanism.ExpectedError for a given value, it can be shown
// where the value must not be inferred from it, such as an error message in a CI log.
func (m expMechanism) TypicalError() float64 {
	abs, rel := m.ExpectedError(m.Grid.Point(m.Grid.n / 2))
	if m.Grid.log {
		return rel
	}
	return abs
}

// powSum is Σ_{k=1..n} e^{−b·k} for any real b (b ≤ 0 when the ratio outgrows the decay).
func powSum(b float64, n int64) float64 {
	if n <= 0 {
		return 0
	}
	if b == 0 {
		return float64(n)
	}
	return math.Exp(-b) * math.Expm1(-b*float64(n)) / math.Expm1(-b)
}

// kSum is Σ_{k=1..n} k·q^k = q(1 − (n+1)q^n + n·q^{n+1})/(1−q)², summed directly for short
// ranges where the closed form would cancel.
func kSum(a float64, n int64) float64 {
	if n <= 0 {
		return 0
	}
	if n <= 64 {
		var s float64
		for k := int64(1); k <= n; k++ {
			s += float64(k) * math.Exp(-a*float64(k))
		}
		return s
	}
	q := math.Exp(-a)
	omq := -math.Expm1(-a)
	qn := math.Exp(-a * float64(n))
	return q * (1 - qn*(1+float64(n)*omq)) / (omq * omq)
}
