package sanitize

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

// TestCompareWithPrototype prints, at equal ε, the mean absolute error of this mechanism and of
// the paper prototype's (P ∝ exp(−ε·|x′−s|/2) over 100 equal bins of a fixed [lo, hi], mapped
// back to the bin's centre), for ages and for salaries from $20k to $2M, and the sampling cost
// per value for domains of 10^2 to 10^9 points. Errors are exact expectations over each
// mechanism's pmf, averaged over the inputs. It is slow-ish and prints a table, so it runs
// only from scripts/mldp-compare (PREEMPT_COMPARE=1).
func TestCompareWithPrototype(t *testing.T) {
	if os.Getenv("PREEMPT_COMPARE") == "" {
		t.Skip("run scripts/mldp-compare")
	}
	var out strings.Builder
	type workload struct {
		name   string
		lo, hi float64
		grid   grid
		inputs []float64
	}
	var ages, salaries []float64
	for a := 18.0; a <= 90; a++ {
		ages = append(ages, a)
	}
	for k := 0; k < 200; k++ { // log-uniform over [$20k, $2M], not on either grid
		salaries = append(salaries, 20000*math.Pow(100, (float64(k)+0.37)/200))
	}
	works := []workload{
		{"ages 18-90 (domain [0,120])", 0, 120, mustLinear(t, 0, 120, 1), ages},
		{"salaries $20k-$2M", 20000, 2e6, mustLog(t, 0.01, 1e13, 1.02), salaries},
	}
	fmt.Fprintf(&out, "\nMean absolute error (and mean relative error) at equal ε, exact expectations\n")
	fmt.Fprintf(&out, "%-30s %-5s %-24s %-24s\n", "workload", "ε", "prototype (100 bins)", "preempt (grid)")
	for _, w := range works {
		for _, e := range []string{"0.5", "1", "2", "5"} {
			eps := mustEps(t, e)
			m := expMechanism{Grid: w.grid, Eps: eps}
			var pAbs, pRel, gAbs, gRel float64
			for _, x := range w.inputs {
				a, r := prototypeError(w.lo, w.hi, 100, eps.float(), x)
				pAbs, pRel = pAbs+a, pRel+r
				a, r = m.ExpectedError(x)
				gAbs, gRel = gAbs+a, gRel+r
			}
			n := float64(len(w.inputs))
			fmt.Fprintf(&out, "%-30s %-5s %-24s %-24s\n", w.name, e,
				fmt.Sprintf("%.4g (%.1f%%)", pAbs/n, 100*pRel/n), fmt.Sprintf("%.4g (%.1f%%)", gAbs/n, 100*gRel/n))
		}
	}
	// Equal ε is not equal protection: ε is per grid step, and the steps differ.
	fmt.Fprintf(&out, "\nWhat ε buys: the bound on the log-likelihood ratio between two salaries, in units of ε (= grid steps apart)\n")
	money := works[1].grid
	for _, pair := range [][2]float64{{50e3, 60e3}, {85e3, 100e3}, {1e6, 1.2e6}} {
		w := (works[1].hi - works[1].lo) / 100
		bins := math.Abs(math.Floor((pair[1]-works[1].lo)/w) - math.Floor((pair[0]-works[1].lo)/w))
		steps := math.Abs(float64(money.Index(pair[1]) - money.Index(pair[0])))
		fmt.Fprintf(&out, "$%.0f vs $%.0f: prototype %.0f·ε, preempt %.0f·ε\n", pair[0], pair[1], bins, steps)
	}
	fmt.Fprintf(&out, "\nSampling cost per value (ε = 1, linear grid of N points, input in the middle and at the edge)\n")
	fmt.Fprintf(&out, "%-8s %-14s %-14s %-14s %-12s\n", "N", "chacha mid", "chacha edge", "crypto/rand", "words/draw")
	for k := 2; k <= 9; k++ {
		n := math.Pow(10, float64(k))
		m := expMechanism{Grid: mustLinear(t, 0, n-1, 1), Eps: mustEps(t, "1")}
		const draws = 20000
		var seed [32]byte
		cs := &countingSource{src: newChaChaSource(seed)}
		// The fastest of 5 rounds: the machine is shared, and the cost is what the code takes,
		// not what the scheduler adds.
		timeIt := func(src bitSource, i int64) time.Duration {
			best := time.Duration(math.MaxInt64)
			for range 5 {
				start := time.Now()
				for range draws {
					if _, err := m.sample(src, i); err != nil {
						t.Fatal(err)
					}
				}
				best = min(best, time.Since(start)/draws)
			}
			return best
		}
		mid := timeIt(cs, int64(n)/2)
		words := float64(cs.n) / (5 * draws)
		edge := timeIt(newChaChaSource(seed), 0)
		sys := timeIt(systemSource(), int64(n)/2)
		fmt.Fprintf(&out, "10^%-5d %-14v %-14v %-14v %-12.1f\n", k, mid, edge, sys, words)
	}
	t.Log(out.String())
}

// prototypeError is the exact expected absolute and relative error of the paper prototype's
// mechanism for x: 100 equal bins of [lo, hi], P(b′ | b) ∝ exp(−ε·|b′−b|/2), output the centre
// of bin b′.
func prototypeError(lo, hi float64, bins int, eps, x float64) (abs, rel float64) {
	w := (hi - lo) / float64(bins)
	b := int(math.Floor((x - lo) / w))
	b = min(max(b, 0), bins-1)
	var z, s float64
	for j := range bins {
		p := math.Exp(-eps * math.Abs(float64(j-b)) / 2)
		z += p
		s += p * math.Abs(lo+(float64(j)+0.5)*w-x)
	}
	return s / z, s / z / math.Abs(x)
}

type countingSource struct {
	src bitSource
	n   int
}

func (c *countingSource) Uint64() (uint64, error) {
	c.n++
	return c.src.Uint64()
}
