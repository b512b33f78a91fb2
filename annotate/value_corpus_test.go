package annotate_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// valueFloors are the precision and recall the value detectors must keep on the corpus in
// testdata/corpus/value (exact span match).
var valueFloors = map[string]struct{ precision, recall float64 }{
	"age":     {0.95, 0.95},
	"money":   {0.95, 0.95},
	"percent": {0.95, 0.95},
}

func TestValueCorpusPrecisionRecall(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	prompts, err := corpus.Load("../testdata/corpus/value", reg)
	if err != nil {
		t.Fatal(err)
	}
	if len(prompts) < 60 {
		t.Errorf("corpus has %d prompts, want at least 60", len(prompts))
	}
	ann := annotate.New(reg)
	byType := map[string]*counts{}
	for id := range valueFloors {
		byType[id] = &counts{}
	}
	var misses []string
	key := func(s annotate.Span) string { return fmt.Sprintf("%s@%d-%d", s.Type.ID, s.Start, s.End) }
	for _, p := range prompts {
		gold, found := map[string]bool{}, map[string]bool{}
		for _, s := range p.Gold {
			gold[key(s)] = true
		}
		for _, s := range ann.Annotate(p.Text) {
			c, ok := byType[s.Type.ID]
			if !ok {
				continue
			}
			found[key(s)] = true
			if gold[key(s)] {
				c.tp++
			} else {
				c.fp++
				misses = append(misses, fmt.Sprintf("FP %s %s %q", p.ID, s.Type.ID, p.Text[s.Start:s.End]))
			}
		}
		for _, s := range p.Gold {
			if c, ok := byType[s.Type.ID]; ok && !found[key(s)] {
				c.fn++
				misses = append(misses, fmt.Sprintf("FN %s %s %q", p.ID, s.Type.ID, p.Text[s.Start:s.End]))
			}
		}
	}
	for id, f := range valueFloors {
		c := byType[id]
		t.Logf("%-8s tp %3d fp %2d fn %2d precision %.3f recall %.3f", id, c.tp, c.fp, c.fn, c.precision(), c.recall())
		if c.tp == 0 || c.precision() < f.precision || c.recall() < f.recall {
			t.Errorf("%s: precision %.3f (floor %.2f), recall %.3f (floor %.2f)", id, c.precision(), f.precision, c.recall(), f.recall)
		}
	}
	sort.Strings(misses)
	for _, m := range misses {
		t.Log(m)
	}
}
