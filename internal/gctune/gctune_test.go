package gctune

import (
	"math"
	"runtime/debug"
	"testing"
)

// The settings apply unless $GOGC or $GOMEMLIMIT is set, which always decides.
func TestSettings(t *testing.T) {
	percent, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	cases := []struct {
		name    string
		set     func(getenv func(string) string)
		env     map[string]string
		percent int
		limit   int64
	}{
		{"stream", Stream, nil, 400, StreamHeap},
		{"stream, GOGC set", Stream, map[string]string{"GOGC": "100"}, 100, StreamHeap},
		{"stream, GOMEMLIMIT set", Stream, map[string]string{"GOMEMLIMIT": "1GiB"}, 400, math.MaxInt64},
		{"whole", Whole, nil, 100, WholeHeap},
		{"whole, GOMEMLIMIT set", Whole, map[string]string{"GOMEMLIMIT": "1GiB"}, 100, math.MaxInt64},
	}
	for _, c := range cases {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		c.set(env(c.env))
		if p, l := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64); p != c.percent || l != c.limit {
			t.Errorf("%s: GC percent %d, memory limit %d; want %d, %d", c.name, p, l, c.percent, c.limit)
		}
	}
}
