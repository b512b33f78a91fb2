package annotate_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// personFloors are the precision and recall the person detector must keep on
// testdata/corpus/names (exact span match), by language: English files, and German and French
// files (names starting with de- or fr-).
var personFloors = map[string]struct{ precision, recall float64 }{
	"en":    {0.95, 0.95},
	"de+fr": {0.90, 0.90},
}

func personLang(file string) string {
	if strings.HasPrefix(file, "de-") || strings.HasPrefix(file, "fr-") {
		return "de+fr"
	}
	return "en"
}

func TestPersonCorpus(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	prompts, err := corpus.Load("../testdata/corpus/names", reg)
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	byLang := map[string]*counts{"en": {}, "de+fr": {}}
	mentions := 0
	var misses []string
	for _, p := range prompts {
		c := byLang[personLang(p.File)]
		key := func(s annotate.Span) string { return fmt.Sprintf("%d-%d", s.Start, s.End) }
		gold := map[string]bool{}
		for _, s := range p.Gold {
			if s.Type.ID == "person" {
				gold[key(s)] = true
				mentions++
			}
		}
		found := map[string]bool{}
		for _, s := range ann.Annotate(p.Text) {
			if s.Type.ID != "person" {
				continue
			}
			found[key(s)] = true
			if gold[key(s)] {
				c.tp++
			} else {
				c.fp++
				misses = append(misses, fmt.Sprintf("FP %s %q", p.ID, p.Text[s.Start:s.End]))
			}
		}
		for _, s := range p.Gold {
			if s.Type.ID == "person" && !found[key(s)] {
				c.fn++
				misses = append(misses, fmt.Sprintf("FN %s %q", p.ID, p.Text[s.Start:s.End]))
			}
		}
	}
	if mentions < 500 {
		t.Errorf("corpus has %d name mentions, want at least 500", mentions)
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-6s %5s %5s %5s %9s %7s\n", "lang", "tp", "fp", "fn", "precision", "recall")
	langs := []string{"en", "de+fr"}
	sort.Strings(langs)
	for _, l := range langs {
		c := byLang[l]
		fmt.Fprintf(&table, "%-6s %5d %5d %5d %9.3f %7.3f\n", l, c.tp, c.fp, c.fn, c.precision(), c.recall())
	}
	t.Logf("%d prompts, %d name mentions\n%s", len(prompts), mentions, table.String())
	failed := false
	for l, f := range personFloors {
		c := byLang[l]
		if c.precision() < f.precision || c.recall() < f.recall {
			failed = true
			t.Errorf("%s: precision %.3f (floor %.2f), recall %.3f (floor %.2f)", l, c.precision(), f.precision, c.recall(), f.recall)
		}
	}
	if failed || testing.Verbose() {
		sort.Strings(misses)
		for _, m := range misses {
			t.Log(m)
		}
	}
}
