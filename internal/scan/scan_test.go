package scan_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
	"github.com/preempt-dev/preempt/internal/scan"
)

// The DFA and the prefilters must not change what is found: their windows are an optimisation
// of the whole-text search. The comparison over the corpus, generated text and fuzzed input
// with annotate's filters applied is annotate's prefilter_test.go; here the raw matches.

// maxMatch is annotate's bound on a whole match.
const maxMatch = annotate.MaxSpan + 64

type sets struct {
	patterns          []scan.Pattern
	fast, planned, ws *scan.Set
}

func newSets(patterns []scan.Pattern) sets {
	return sets{patterns, scan.Compile(patterns, maxMatch, scan.DFA), scan.Compile(patterns, maxMatch, scan.Prefilter), scan.Compile(patterns, maxMatch, scan.Whole)}
}

func defaultPatterns(t testing.TB) []scan.Pattern {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	var ps []scan.Pattern
	for _, typ := range reg.Types() {
		for _, p := range typ.Patterns {
			ps = append(ps, scan.Pattern{Regex: p.Regex, Group: p.Group}) // parsed by Compile
		}
	}
	return ps
}

// values keeps the matches a caller can use: a non-empty value, a whole match within maxMatch.
func values(p scan.Pattern, ms [][]int) [][]int {
	var out [][]int
	for _, m := range ms {
		if s, e := m[2*p.Group], m[2*p.Group+1]; s >= 0 && e > s && m[1]-m[0] <= maxMatch {
			out = append(out, m)
		}
	}
	return out
}

func sameMatches(t testing.TB, ss sets, text []byte) {
	t.Helper()
	want := ss.ws.Search(text)
	for _, set := range []*scan.Set{ss.fast, ss.planned} {
		got := set.Search(text)
		for k, p := range ss.patterns {
			g, w := values(p, got.Find(k, nil)), values(p, want.Find(k, nil))
			if !slices.EqualFunc(g, w, slices.Equal) {
				t.Fatalf("pattern %d %q: windowed matches differ from whole-text matches on %q:\n got %v\nwant %v", k, p.Regex, text, g, w)
			}
		}
	}
}

// More patterns than one match set holds, some of them with unbounded repeats, words only,
// case folding and line anchors.
func TestPrefilterManyPatterns(t *testing.T) {
	forms := []string{
		`\bTK-\d{%d}\b`, `(?i)\bcase[ #]*\d{%d}\b`, `(?m)^ref:\s*\w+%d$`, `[A-Z][a-z]+ [A-Z]{%d}\b`,
		`\bproj(?:ect)?-[a-f0-9]{%d,}`, `\b\d+ (?:units|Stück)%d?\b`,
	}
	var ps []scan.Pattern
	for i := 0; i < 72; i++ {
		ps = append(ps, scan.Pattern{Regex: fmt.Sprintf(forms[i%len(forms)], 2+i%5)})
	}
	ss := newSets(ps)
	text := []byte("Ticket TK-1234 and case #55231, CASE 9876543.\nref: abc3\nMeeting with Alice ABCD today; proj-deadbeef42 and project-00ff.\n12 units, 3 Stück.\n")
	found := 0
	r := ss.fast.Search(text)
	for k := range ps {
		found += len(r.Find(k, nil))
	}
	if found < 6 {
		t.Fatalf("found only %d matches", found)
	}
	sameMatches(t, ss, text)
	sameMatches(t, ss, append(corpus.Generate(64<<10, 5), text...))
}

// A Set is safe for concurrent use: each goroutine gets its own DFA cache.
func TestSetConcurrent(t *testing.T) {
	ps := defaultPatterns(t)
	set := scan.Compile(ps, maxMatch, scan.DFA)
	text := corpus.Generate(32<<10, 11)
	all := func() string {
		r := set.Search(text)
		var b strings.Builder
		for k := range ps {
			fmt.Fprint(&b, r.Find(k, nil))
		}
		return b.String()
	}
	want := all()
	done := make(chan string)
	for g := 0; g < 4; g++ {
		go func() { done <- all() }()
	}
	for g := 0; g < 4; g++ {
		if got := <-done; got != want {
			t.Fatal("concurrent searches found different matches")
		}
	}
}

// BenchmarkFind searches generated text (~1% sensitive) for annotate's default patterns: the
// DFA and the windowed regexps alone, without validators, keywords or the person detector.
func BenchmarkFind(b *testing.B) {
	ps := defaultPatterns(b)
	set := scan.Compile(ps, maxMatch, scan.DFA)
	text := corpus.Generate(corpus.BenchSize(), 1)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := set.Search(text)
		for k := range ps {
			r.Find(k, nil)
		}
	}
}
