package sanitize

import (
	"fmt"
	"math"
)

// grid is the finite, absolute set of values a value type's mechanism chooses among: points
// lo, lo+unit, …, hi (linear) or lo, lo·ratio, lo·ratio², …, ≤ hi (logarithmic, for amounts
// whose differences matter relative to their size). The distance between two values is the
// number of grid steps between their nearest grid points. Because the grid does not depend on
// the input, a noisy value never carries the input's low digits.
type grid struct {
	log         bool
	lo, hi      float64
	unit, ratio float64
	logRatio    float64
	n           int64
	description string
}

// maxGridPoints bounds a grid's size so that indices and distances fit comfortably in int64
// and float64 arithmetic stays exact on indices.
const maxGridPoints = 1 << 50

// linearGrid returns the grid lo, lo+unit, …, up to hi.
func linearGrid(lo, hi, unit float64) (grid, error) {
	if !(unit > 0) || math.IsInf(unit, 0) || !(hi > lo) || math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return grid{}, fmt.Errorf("linear grid needs finite lo < hi and unit > 0 (got lo=%v hi=%v unit=%v)", lo, hi, unit)
	}
	steps := math.Floor((hi-lo)/unit + 1e-9)
	if steps+1 > maxGridPoints {
		return grid{}, fmt.Errorf("linear grid lo=%v hi=%v unit=%v has more than 2^50 points", lo, hi, unit)
	}
	return grid{lo: lo, hi: lo + steps*unit, unit: unit, n: int64(steps) + 1,
		description: fmt.Sprintf("linear grid [%v, %v] step %v", lo, lo+steps*unit, unit)}, nil
}

// logGrid returns the grid lo·ratio^k, k = 0, 1, …, up to hi.
func logGrid(lo, hi, ratio float64) (grid, error) {
	if !(lo > 0) || !(hi > lo) || math.IsInf(hi, 0) || !(ratio > 1) || math.IsInf(ratio, 0) {
		return grid{}, fmt.Errorf("log grid needs 0 < lo < hi and ratio > 1 (got lo=%v hi=%v ratio=%v)", lo, hi, ratio)
	}
	lr := math.Log(ratio)
	steps := math.Floor(math.Log(hi/lo)/lr + 1e-9)
	if steps+1 > maxGridPoints {
		return grid{}, fmt.Errorf("log grid lo=%v hi=%v ratio=%v has more than 2^50 points", lo, hi, ratio)
	}
	return grid{log: true, lo: lo, hi: lo * math.Exp(steps*lr), ratio: ratio, logRatio: lr, n: int64(steps) + 1,
		description: fmt.Sprintf("log grid [%v, %v] ratio %v", lo, hi, ratio)}, nil
}

// Len is the number of grid points.
func (g grid) Len() int64 { return g.n }

// Log reports whether g is logarithmic.
func (g grid) Log() bool { return g.log }

// String describes the grid.
func (g grid) String() string { return g.description }

// Index returns the index of the grid point nearest to x (nearest in log scale for a log
// grid). Values outside the grid map to its first or last point, and so do NaN and values ≤ 0
// on a log grid.
func (g grid) Index(x float64) int64 {
	var f float64
	if g.log {
		if !(x > 0) {
			return 0
		}
		f = math.Log(x/g.lo) / g.logRatio
	} else {
		if math.IsNaN(x) {
			return 0
		}
		f = (x - g.lo) / g.unit
	}
	f = math.Round(f)
	switch {
	case !(f > 0):
		return 0
	case f >= float64(g.n-1):
		return g.n - 1
	}
	return int64(f)
}

// Point returns the value of grid point i (0 ≤ i < Len).
func (g grid) Point(i int64) float64 {
	if g.log {
		return g.lo * math.Exp(float64(i)*g.logRatio)
	}
	return g.lo + float64(i)*g.unit
}

// step returns the distance from v to the next grid point: the unit on a linear grid, v·(ratio−1)
// on a log grid.
func (g grid) step(v float64) float64 {
	if g.log {
		return v * (g.ratio - 1)
	}
	return g.unit
}
