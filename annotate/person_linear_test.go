package annotate_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
)

// A long run of capitalised words (60 KB of "Zx Zx ...") is annotated in time linear in its
// length: the check of a model name against the words around it once read the whole run for
// every name and took minutes. The bound is 40 times what it takes on a loaded machine.
func TestPersonLongCapitalisedRun(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	text := []byte(strings.Repeat("Zx ", 20000))
	t0 := time.Now()
	annotate.New(reg).Annotate(text)
	if d := time.Since(t0); d > 20*time.Second {
		t.Errorf("%d bytes took %v", len(text), d)
	}
}

// Many titles of works ("A Bold Kaiu") are each looked for in the whole text only up to a
// bound: the time grows with the text's length, not with its square (before, 1 MB of them
// took 5.5 s against 0.7 s now). Four times the text may take at most eleven times as long:
// a square would take sixteen. (Idle, it takes about six times as long; with both cores of a
// CI machine busy it once took nine.)
func TestPersonManyTitlesLinear(t *testing.T) {
	ann := defaultAnnotator(t)
	titles := func(n int) []byte {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "we saw A Bo%s Ka%s today. ", vowels(i), vowels(i+7))
		}
		return []byte(b.String())
	}
	// The best of five runs of each, taken in turns, so that a burst of load on a shared machine
	// slows both sizes alike (it once made the large text's best of three twice as slow).
	smallText, largeText := titles(7500), titles(30000)
	small, large := time.Duration(1<<62), time.Duration(1<<62)
	for range 5 {
		for _, c := range []struct {
			text []byte
			best *time.Duration
		}{{smallText, &small}, {largeText, &large}} {
			t0 := time.Now()
			ann.Annotate(c.text)
			*c.best = min(*c.best, time.Since(t0))
		}
	}
	if large > 11*small {
		t.Errorf("4 times the titles took %.1f times as long (%v, %v)", float64(large)/float64(small), small, large)
	}
}

// vowels writes i in base 5 with the letters a, e, i, o, u.
func vowels(i int) string {
	s := ""
	for ; i > 0; i /= 5 {
		s += string("aeiou"[i%5])
	}
	return s
}
