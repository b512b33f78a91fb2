package sanitize

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"
	"testing/iotest"
)

func mustEps(t testing.TB, s string) Epsilon {
	t.Helper()
	e, err := ParseEpsilon(s)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func mustLinear(t testing.TB, lo, hi, unit float64) grid {
	t.Helper()
	g, err := linearGrid(lo, hi, unit)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustLog(t testing.TB, lo, hi, ratio float64) grid {
	t.Helper()
	g, err := logGrid(lo, hi, ratio)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func testGrids(t *testing.T) map[string]grid {
	return map[string]grid{
		"two points": mustLinear(t, 0, 1, 1),
		"age":        mustLinear(t, 0, 120, 1),
		"money":      mustLog(t, 1, 1e12, 1.05),
		"percent":    mustLinear(t, 0, 100, 0.5),
	}
}

// TestMLDPDefinition checks ε-mLDP against its definition on the exact pmf: for every pair of
// inputs at distance d (d = 1, 2, 7) and every output, |log P(j|i) − log P(j|i′)| ≤ ε·d, over
// whole grids, for several ε. It also checks that each row of the pmf sums to 1.
func TestMLDPDefinition(t *testing.T) {
	for name, g := range testGrids(t) {
		for _, es := range []string{"0.05", "0.5", "1", "3", "10"} {
			m := expMechanism{Grid: g, Eps: mustEps(t, es)}
			eps := m.Eps.float()
			n := g.Len()
			rows := make([][]float64, n)
			for i := range n {
				rows[i] = make([]float64, n)
				var sum float64
				for j := range n {
					rows[i][j] = m.LogPMF(i, j)
					sum += math.Exp(rows[i][j])
				}
				if math.Abs(sum-1) > 1e-9 {
					t.Fatalf("%s ε=%s: row %d sums to %v", name, es, i, sum)
				}
			}
			worst := 0.0
			for _, d := range []int64{1, 2, 7} {
				for i := int64(0); i+d < n; i++ {
					for j := range n {
						r := math.Abs(rows[i][j]-rows[i+d][j]) / float64(d)
						worst = math.Max(worst, r)
					}
				}
			}
			if worst > eps*(1+1e-12) {
				t.Errorf("%s ε=%s: log-ratio per unit of distance reaches %v > ε", name, es, worst)
			}
		}
	}
}

// TestMLDPProperties checks the paper's Properties 1 and 2: the most likely output is the
// input itself, and probability falls strictly with distance on either side.
func TestMLDPProperties(t *testing.T) {
	for name, g := range testGrids(t) {
		m := expMechanism{Grid: g, Eps: mustEps(t, "0.5")}
		n := g.Len()
		for _, i := range []int64{0, 1, n / 3, n / 2, n - 2, n - 1} {
			if i < 0 || i >= n {
				continue
			}
			for j := i + 1; j < n; j++ {
				if !(m.PMF(i, j) < m.PMF(i, j-1)) {
					t.Fatalf("%s: P(%d|%d) ≥ P(%d|%d)", name, j, i, j-1, i)
				}
			}
			for j := i - 1; j >= 0; j-- {
				if !(m.PMF(i, j) < m.PMF(i, j+1)) {
					t.Fatalf("%s: P(%d|%d) ≥ P(%d|%d)", name, j, i, j+1, i)
				}
			}
		}
	}
}

// chiSquareCritical returns the 0.999 quantile of the chi-square distribution with df degrees
// of freedom (Wilson–Hilferty; within 1% for df ≥ 3).
func chiSquareCritical(df int) float64 {
	const z = 3.0902 // standard normal 0.999 quantile
	k := float64(df)
	c := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * c * c * c
}

// TestSampleMatchesPMF draws from the exact sampler with a fixed seed and compares the
// frequencies with the closed-form pmf by a chi-square test at significance 0.001 (cells with
// an expected count below 10 are pooled). The seed is fixed, so the test is deterministic; with
// a correct sampler a seed fails with probability 0.001 per case.
func TestSampleMatchesPMF(t *testing.T) {
	cases := []struct {
		name string
		g    grid
		eps  string
		i    int64
	}{
		{"linear small edge", mustLinear(t, 0, 4, 1), "0.2", 0},
		{"linear age", mustLinear(t, 0, 120, 1), "0.5", 37},
		{"linear age edge", mustLinear(t, 0, 120, 1), "1", 119},
		{"log money", mustLog(t, 0.01, 1e13, 1.02), "0.5", 600},
		{"log money low edge", mustLog(t, 0.01, 1e13, 1.02), "2", 1},
		{"linear huge middle", mustLinear(t, 0, 1e9, 1), "0.1", 500_000_000},
		{"linear huge edge", mustLinear(t, 0, 1e9, 1), "0.3", 1e9 - 3},
		{"log huge middle", mustLog(t, 1, 1e13, 1+1e-7), "0.2", 150_000_000},
	}
	for k, c := range cases {
		m := expMechanism{Grid: c.g, Eps: mustEps(t, c.eps)}
		var seed [32]byte
		seed[0] = byte(k + 1)
		chi, df := chiSquare(t, m, m, c.i, seed)
		crit := chiSquareCritical(df)
		t.Logf("%s: chi²=%.1f df=%d critical(0.999)=%.1f", c.name, chi, df, crit)
		if chi > crit {
			t.Errorf("%s: chi² = %.1f > %.1f (df %d): frequencies do not match the pmf", c.name, chi, crit, df)
		}
	}
}

// The chi-square test has power: samples drawn with ε = 0.6 are told apart from the pmf for
// ε = 0.5 (a 20% error in the kernel's decay).
func TestSampleChiSquareHasPower(t *testing.T) {
	g := mustLinear(t, 0, 120, 1)
	var seed [32]byte
	chi, df := chiSquare(t, expMechanism{Grid: g, Eps: mustEps(t, "0.6")}, expMechanism{Grid: g, Eps: mustEps(t, "0.5")}, 60, seed)
	if crit := chiSquareCritical(df); chi <= crit {
		t.Errorf("ε=0.6 samples pass as ε=0.5: chi² = %.1f ≤ %.1f", chi, crit)
	}
}

// chiSquare draws 10^5 outputs for input i from sampler and returns the chi-square statistic
// against the pmf of ref and its degrees of freedom. Cells: every output with an expected
// count ≥ 10 on its own, the rest (tails included) pooled.
func chiSquare(t *testing.T, sampler, ref expMechanism, i int64, seed [32]byte) (float64, int) {
	t.Helper()
	const draws = 100_000
	src := newChaChaSource(seed)
	counts := map[int64]int{}
	for range draws {
		j, err := sampler.sample(src, i)
		if err != nil {
			t.Fatal(err)
		}
		counts[j]++
	}
	var chi, cellsExp float64
	df, seen := 0, 0
	lo, hi := max(i-2000, 0), min(i+2000, ref.Grid.Len()-1)
	for j := lo; j <= hi; j++ {
		exp := draws * ref.PMF(i, j)
		if exp >= 10 {
			d := float64(counts[j]) - exp
			chi += d * d / exp
			df++
			seen += counts[j]
			cellsExp += exp
		}
	}
	pooledObs, pooledExp := draws-seen, draws-cellsExp
	if pooledExp >= 1 {
		d := float64(pooledObs) - pooledExp
		chi += d * d / pooledExp
		df++
	}
	return chi, df - 1
}

// TestExpectedErrorClosedForm compares the closed forms with a direct sum over the grid.
func TestExpectedErrorClosedForm(t *testing.T) {
	grids := map[string]grid{
		"age":     mustLinear(t, 0, 120, 1),
		"percent": mustLinear(t, -10, 100, 0.1),
		"money":   mustLog(t, 1, 1e9, 1.02),
	}
	for name, g := range grids {
		for _, es := range []string{"0.01", "0.5", "4"} {
			m := expMechanism{Grid: g, Eps: mustEps(t, es)}
			for _, x := range []float64{0, 0.3, 1, 37.2, 99.95, 120, 150, 85000, 123456.7, 5e9} {
				i := g.Index(x)
				var want float64
				for j := range g.Len() {
					want += m.PMF(i, j) * math.Abs(g.Point(j)-x)
				}
				got, _ := m.ExpectedError(x)
				if math.Abs(got-want) > 1e-9*math.Max(want, 1) {
					t.Errorf("%s ε=%s x=%v: ExpectedError = %v, direct sum %v", name, es, x, got, want)
				}
			}
		}
	}
}

func TestEpsilonExact(t *testing.T) {
	e := mustEps(t, "0.1")
	if e.num != 1 || e.den != 10 {
		t.Fatalf("0.1 = %d/%d", e.num, e.den)
	}
	f, err := epsilonFromFloat(0.1)
	if err != nil || f != e {
		t.Fatalf("epsilonFromFloat(0.1) = %v, %v", f, err)
	}
	for _, n := range []int{1, 3, 7, 10} {
		s, err := e.split(n)
		if err != nil {
			t.Fatal(err)
		}
		parts := make([]Epsilon, n)
		for i := range parts {
			parts[i] = s
		}
		if sumEpsilon(parts).Cmp(big.NewRat(1, 10)) != 0 {
			t.Errorf("%d shares of %v do not add up to 0.1", n, s)
		}
	}
	for _, bad := range []string{"0", "-1", "x", "1e-20", "1e20"} {
		if _, err := ParseEpsilon(bad); err == nil {
			t.Errorf("ParseEpsilon(%q) accepted", bad)
		}
	}
}

// An ε below the floor 0.01 is refused wherever it comes from (issue 9 item 9: --epsilon 1e-12
// sampled for ever): a flag, a config value, or a prompt budget's equal share.
func TestEpsilonFloor(t *testing.T) {
	for _, s := range []string{"0.01", "1/100", "0.5", "1e3"} {
		if _, err := ParseEpsilon(s); err != nil {
			t.Errorf("ParseEpsilon(%q): %v", s, err)
		}
	}
	for _, s := range []string{"1e-12", "0.009", "0.0099999", "1/101"} {
		if _, err := ParseEpsilon(s); !errors.Is(err, errEpsilonFloor) {
			t.Errorf("ParseEpsilon(%q) = %v, want errEpsilonFloor", s, err)
		}
	}
	if _, err := epsilonFromFloat(1e-12); !errors.Is(err, errEpsilonFloor) {
		t.Errorf("epsilonFromFloat(1e-12) = %v, want errEpsilonFloor", err)
	}
	e := mustEps(t, "0.1")
	if s, err := e.split(10); err != nil || s != (Epsilon{1, 100}) {
		t.Errorf("0.1 over 10 = %v, %v; want exactly the floor", s, err)
	}
	if _, err := e.split(11); !errors.Is(err, errEpsilonFloor) || !strings.Contains(err.Error(), "at least 0.11") {
		t.Errorf("0.1 over 11: %v; want errEpsilonFloor naming the total 0.11", err)
	}
	if got := fmt.Sprint(mustEps(t, "2.50")); got != "2.5" {
		t.Errorf("String = %q", got)
	}
}

// The sampler's cost, counted in random words, does not grow with the grid: 10^9 points cost
// what 100 cost (within sampling noise; 20,000 draws each, fixed seed).
func TestSampleCostIndependentOfN(t *testing.T) {
	words := func(n float64, i int64) float64 {
		m := expMechanism{Grid: mustLinear(t, 0, n-1, 1), Eps: mustEps(t, "0.5")}
		var seed [32]byte
		cs := &countingSource{src: newChaChaSource(seed)}
		const draws = 20000
		for range draws {
			if _, err := m.sample(cs, i); err != nil {
				t.Fatal(err)
			}
		}
		return float64(cs.n) / draws
	}
	small, huge := words(100, 50), words(1e9, 5e8)
	edgeSmall, edgeHuge := words(100, 0), words(1e9, 0)
	t.Logf("words per draw: N=100 %.2f (edge %.2f), N=1e9 %.2f (edge %.2f)", small, edgeSmall, huge, edgeHuge)
	if huge > 1.1*small || edgeHuge > 1.1*edgeSmall {
		t.Errorf("cost grows with N: %.2f vs %.2f words per draw (edge %.2f vs %.2f)", huge, small, edgeHuge, edgeSmall)
	}
	if small > 40 || edgeSmall > 40 {
		t.Errorf("%.1f words per draw", small)
	}
}

// Sample reads its randomness from any reader; a failing reader is an error, never a guess.
func TestSampleReader(t *testing.T) {
	m := expMechanism{Grid: mustLinear(t, 0, 120, 1), Eps: mustEps(t, "1")}
	for range 100 {
		j, err := m.sample(&readerSource{r: rand.Reader}, 45)
		if err != nil || j < 0 || j > 120 {
			t.Fatalf("Sample = %d, %v", j, err)
		}
	}
	if _, err := m.sample(&readerSource{r: iotest.ErrReader(errors.New("no entropy"))}, 45); err == nil {
		t.Error("Sample with a failing reader succeeded")
	}
	if _, err := m.sample(&readerSource{r: rand.Reader}, 121); err == nil {
		t.Error("Sample outside the grid succeeded")
	}
}

// The mechanism's pmf in closed form: the input is the most likely output, and each step away
// costs a factor e^{ε/2}.
func Example_mechanism() {
	g, _ := linearGrid(0, 120, 1) // ages
	eps, _ := ParseEpsilon("1")
	m := expMechanism{Grid: g, Eps: eps}
	i := g.Index(45)
	fmt.Printf("P(45|45) = %.3f, P(46|45) = %.3f, P(50|45) = %.4f\n", m.PMF(i, i), m.PMF(i, i+1), m.PMF(i, i+5))
	abs, rel := m.ExpectedError(45)
	fmt.Printf("expected error %.2f years (%.1f%%)\n", abs, 100*rel)
	// Output:
	// P(45|45) = 0.245, P(46|45) = 0.149, P(50|45) = 0.0201
	// expected error 1.92 years (4.3%)
}
