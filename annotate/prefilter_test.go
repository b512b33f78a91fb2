package annotate_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// The prefilter must not change what Annotate finds: its windows are an optimisation of the
// whole-text search, compared here on the corpus prompts, generated text and fuzzed input.

type pair struct{ fast, planned, full *annotate.Annotator }

func newPair(reg *annotate.Registry) pair {
	return pair{annotate.New(reg), annotate.NewPlanned(reg), annotate.NewFull(reg)}
}

func sameSpans(t testing.TB, p pair, text []byte) {
	t.Helper()
	want := p.full.Annotate(text)
	for _, a := range []*annotate.Annotator{p.fast, p.planned} {
		got := a.Annotate(text)
		if !slices.EqualFunc(got, want, func(a, b annotate.Span) bool { return a.Start == b.Start && a.End == b.End && a.Type == b.Type }) {
			t.Fatalf("prefiltered spans differ from whole-text spans on %q:\n got %s\nwant %s", text, spanList(text, got), spanList(text, want))
		}
	}
}

func spanList(text []byte, spans []annotate.Span) string {
	var b strings.Builder
	for _, s := range spans {
		fmt.Fprintf(&b, "%s[%d:%d]%q ", s.Type.ID, s.Start, s.End, text[s.Start:s.End])
	}
	return b.String()
}

func TestPrefilterMatchesWholeTextSearch(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	p := newPair(reg)
	files, _ := filepath.Glob("../testdata/corpus/*/*.txt")
	if len(files) == 0 {
		t.Fatal("no corpus files")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// The raw file, markup and all, is a good mix of values and look-alikes.
		sameSpans(t, p, data)
	}
	sameSpans(t, p, corpus.Generate(256<<10, 7))
	for _, typ := range reg.Types() {
		for _, ex := range append(slices.Clone(typ.Examples), typ.Counterexamples...) {
			sameSpans(t, p, []byte(ex))
		}
	}
}

func FuzzPrefilter(f *testing.F) {
	reg, err := annotate.Default()
	if err != nil {
		f.Fatal(err)
	}
	for _, typ := range reg.Types() {
		for _, ex := range typ.Examples {
			f.Add([]byte(ex))
		}
	}
	f.Add(corpus.Generate(2048, 3))
	p := newPair(reg)
	f.Fuzz(func(t *testing.T, text []byte) {
		sameSpans(t, p, text)
	})
}

// A user registry with more patterns than one match set holds, some of them with unbounded
// repeats, words only, case folding and line anchors.
func TestPrefilterManyUserPatterns(t *testing.T) {
	var cfg strings.Builder
	forms := []string{
		`\bTK-\d{%d}\b`, `(?i)\bcase[ #]*\d{%d}\b`, `(?m)^ref:\s*\w+%d$`, `[A-Z][a-z]+ [A-Z]{%d}\b`,
		`\bproj(?:ect)?-[a-f0-9]{%d,}`, `\b\d+ (?:units|Stück)%d?\b`,
	}
	for i := 0; i < 48; i++ {
		fmt.Fprintf(&cfg, "[[types]]\nid = \"user%d\"\ncategory = \"redact\"\n[[types.patterns]]\nregex = '''%s'''\n\n", i, fmt.Sprintf(forms[i%len(forms)], 2+i%5))
	}
	reg, err := annotate.Load([]byte(cfg.String()), "many.toml")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, typ := range reg.Types() {
		n += len(typ.Patterns)
	}
	if n <= 64 {
		t.Fatalf("only %d patterns: the test needs more than one match set", n)
	}
	p := newPair(reg)
	text := []byte("Ticket TK-1234 and case #55231, CASE 9876543.\nref: abc3\nMeeting with Alice ABCD today; proj-deadbeef42 and project-00ff.\n12 units, 3 Stück.\n")
	if got := p.fast.Annotate(text); len(got) < 6 {
		t.Fatalf("found only %s", spanList(text, got))
	}
	sameSpans(t, p, text)
	sameSpans(t, p, append(corpus.Generate(64<<10, 5), text...))
}

// Annotate is safe for concurrent use: each goroutine gets its own DFA cache.
func TestAnnotateConcurrent(t *testing.T) {
	a := defaultAnnotator(t)
	text := corpus.Generate(32<<10, 11)
	want := a.Annotate(text)
	done := make(chan []annotate.Span)
	for g := 0; g < 4; g++ {
		go func() { done <- a.Annotate(text) }()
	}
	for g := 0; g < 4; g++ {
		if got := <-done; len(got) != len(want) {
			t.Fatalf("concurrent Annotate found %d spans, want %d", len(got), len(want))
		}
	}
}
