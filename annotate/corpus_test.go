package annotate_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// floors are the per-type precision and recall the annotator must keep on the corpus in
// testdata/corpus/format (exact span match: same type, same start and end).
var floors = map[string]struct{ precision, recall float64 }{
	"ssn":         {0.98, 0.98},
	"credit_card": {0.98, 0.98},
	"phone":       {0.98, 0.98},
	"email":       {0.98, 0.98},
	"ipv4":        {0.98, 0.98},
	"ipv6":        {0.98, 0.98},
	"iban":        {0.98, 0.98},
	"zip":         {0.98, 0.98},
	"date":        {0.98, 0.98},
}

type counts struct{ tp, fp, fn int }

func (c counts) precision() float64 {
	if c.tp+c.fp == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fp)
}

func (c counts) recall() float64 {
	if c.tp+c.fn == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fn)
}

func TestCorpusPrecisionRecall(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	prompts, err := corpus.Load("../testdata/corpus/format", reg)
	if err != nil {
		t.Fatal(err)
	}
	if len(prompts) < 300 {
		t.Errorf("corpus has %d prompts, want at least 300", len(prompts))
	}
	ann := annotate.New(reg)
	byType := map[string]*counts{}
	get := func(id string) *counts {
		if byType[id] == nil {
			byType[id] = &counts{}
		}
		return byType[id]
	}
	var misses []string
	for _, p := range prompts {
		got := ann.Annotate(p.Text)
		key := func(s annotate.Span) string { return fmt.Sprintf("%s@%d-%d", s.Type.ID, s.Start, s.End) }
		gold := map[string]bool{}
		for _, s := range p.Gold {
			gold[key(s)] = true
		}
		found := map[string]bool{}
		for _, s := range got {
			found[key(s)] = true
			if gold[key(s)] {
				get(s.Type.ID).tp++
			} else {
				get(s.Type.ID).fp++
				misses = append(misses, fmt.Sprintf("FP %s %s %q", p.ID, s.Type.ID, p.Text[s.Start:s.End]))
			}
		}
		for _, s := range p.Gold {
			if !found[key(s)] {
				get(s.Type.ID).fn++
				misses = append(misses, fmt.Sprintf("FN %s %s %q", p.ID, s.Type.ID, p.Text[s.Start:s.End]))
			}
		}
	}
	ids := make([]string, 0, len(byType))
	for id := range byType {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var table strings.Builder
	fmt.Fprintf(&table, "%-12s %5s %5s %5s %9s %7s\n", "type", "tp", "fp", "fn", "precision", "recall")
	for _, id := range ids {
		c := byType[id]
		fmt.Fprintf(&table, "%-12s %5d %5d %5d %9.3f %7.3f\n", id, c.tp, c.fp, c.fn, c.precision(), c.recall())
	}
	t.Logf("%d prompts\n%s", len(prompts), table.String())
	failed := false
	for id, f := range floors {
		c, ok := byType[id]
		if !ok {
			t.Errorf("%s: no gold spans and no findings in the corpus", id)
			continue
		}
		if c.precision() < f.precision || c.recall() < f.recall {
			failed = true
			t.Errorf("%s: precision %.3f (floor %.2f), recall %.3f (floor %.2f)", id, c.precision(), f.precision, c.recall(), f.recall)
		}
	}
	if failed || testing.Verbose() {
		sort.Strings(misses)
		for _, m := range misses {
			t.Log(m)
		}
	}
}
