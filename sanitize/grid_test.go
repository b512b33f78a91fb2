package sanitize

import (
	"math"
	"testing"
)

func TestGrid(t *testing.T) {
	age := mustLinear(t, 0, 120, 1)
	money := mustLog(t, 0.01, 1e13, 1.02)
	huge := mustLinear(t, 0, 1e9-1, 1)
	for _, tt := range []struct {
		g    grid
		x    float64
		want int64
	}{
		{age, 45, 45}, {age, 45.4, 45}, {age, 45.6, 46}, {age, -3, 0}, {age, 500, 120}, {age, math.NaN(), 0},
		{money, 0.01, 0}, {money, 0, 0}, {money, -5, 0}, {money, 1e20, money.Len() - 1},
		{huge, 123456789, 123456789}, {huge, 1e12, 1e9 - 1},
	} {
		if got := tt.g.Index(tt.x); got != tt.want {
			t.Errorf("%v: Index(%v) = %d, want %d", tt.g, tt.x, got, tt.want)
		}
	}
	if age.Len() != 121 || huge.Len() != 1e9 {
		t.Errorf("Len: age %d, huge %d", age.Len(), huge.Len())
	}
	// Every grid point maps back to its own index, and a log grid's neighbours are one ratio apart.
	for _, g := range []grid{age, money, mustLinear(t, -100, 1000, 0.1)} {
		for i := range g.Len() {
			if j := g.Index(g.Point(i)); j != i {
				t.Fatalf("%v: Index(Point(%d)) = %d", g, i, j)
			}
		}
	}
	if r := money.Point(101) / money.Point(100); math.Abs(r-1.02) > 1e-12 {
		t.Errorf("log grid ratio %v", r)
	}
	// 85,000 is 2 log steps from 85,000·1.02², whatever its low digits.
	if d := money.Index(85000*1.02*1.02) - money.Index(85000); d != 2 {
		t.Errorf("distance %d, want 2", d)
	}
	for _, bad := range []func() (grid, error){
		func() (grid, error) { return linearGrid(0, 0, 1) },
		func() (grid, error) { return linearGrid(0, 10, 0) },
		func() (grid, error) { return linearGrid(0, 1e300, 1e-300) },
		func() (grid, error) { return logGrid(0, 10, 1.1) },
		func() (grid, error) { return logGrid(1, 10, 1) },
		func() (grid, error) { return linearGrid(math.Inf(-1), 0, 1) },
	} {
		if g, err := bad(); err == nil {
			t.Errorf("accepted %v", g)
		}
	}
}
