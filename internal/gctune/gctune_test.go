package gctune

import (
	"math"
	"runtime/debug"
	"testing"
)

// The settings apply unless $GOGC or $GOMEMLIMIT is set, which always decides. Stream is set
// first (by main), Whole after it by the commands that hold a whole document.
func TestSettings(t *testing.T) {
	percent, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	const goDefault, streamed = 0, 1 // the settings before
	cases := []struct {
		name    string
		from    int
		set     func(getenv func(string) string)
		env     map[string]string
		percent int
		limit   int64
	}{
		{"stream", goDefault, Stream, nil, 400, StreamHeap},
		{"stream, GOGC set", goDefault, Stream, map[string]string{"GOGC": "100"}, 100, StreamHeap},
		{"stream, GOMEMLIMIT set", goDefault, Stream, map[string]string{"GOMEMLIMIT": "1GiB"}, 400, math.MaxInt64},
		{"whole", streamed, Whole, nil, WholeGCPercent, math.MaxInt64},
		{"whole, GOGC set", streamed, Whole, map[string]string{"GOGC": "400"}, 400, math.MaxInt64},
		{"whole, GOMEMLIMIT set", streamed, Whole, map[string]string{"GOMEMLIMIT": "32MiB"}, WholeGCPercent, StreamHeap},
	}
	for _, c := range cases {
		if c.from == streamed {
			debug.SetGCPercent(400)
			debug.SetMemoryLimit(StreamHeap)
		} else {
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
		}
		c.set(env(c.env))
		if p, l := debug.SetGCPercent(100), debug.SetMemoryLimit(math.MaxInt64); p != c.percent || l != c.limit {
			t.Errorf("%s: GC percent %d, memory limit %d; want %d, %d", c.name, p, l, c.percent, c.limit)
		}
	}
}
