package desanitize_test

import (
	"bytes"
	"testing"

	"github.com/preempt-dev/preempt/internal/corpus"
)

// Over the names corpus: no detected name survives sanitization; at least 99% of the encrypted
// names are detected as names again, in place (the paper's failure mode: encrypted names too
// exotic for its NER to find in the answer); and desanitization, with and without the prompt,
// restores the prompt exactly.
func TestNameCorpusRoundTrip(t *testing.T) {
	f := newFixture(t, "")
	prompts, err := corpus.Load("../testdata/corpus/names", f.reg)
	if err != nil {
		t.Fatal(err)
	}
	var names, again, exact, exactRestricted int
	for _, p := range prompts {
		orig := f.ann.Annotate(p.Text)
		safe := f.sanitize(t, p.Text)
		found := map[[2]int]bool{}
		for _, s := range f.ann.Annotate(safe) {
			if s.Type.ID == "person" {
				found[[2]int{s.Start, s.End}] = true
			}
		}
		shift := 0
		for _, s := range orig {
			v := string(p.Text[s.Start:s.End])
			c, err := f.san.Encrypt(s.Type.ID, v)
			if err != nil {
				t.Fatalf("%s: %s at %d: %v", p.ID, s.Type.ID, s.Start, err)
			}
			at := s.Start + shift
			if got := string(safe[at : at+len(c)]); got != c {
				t.Fatalf("%s: sanitized text has %q at %d, want %q", p.ID, got, at, c)
			}
			if s.Type.ID == "person" {
				names++
				if found[[2]int{at, at + len(c)}] {
					again++
				} else {
					t.Logf("%s: encrypted name %q not found again", p.ID, c)
				}
				if c == v {
					t.Errorf("%s: name %q passed through", p.ID, v)
				}
			}
			shift += len(c) - len(v)
		}
		if got := f.desanitize(t, safe, nil); bytes.Equal(got, p.Text) {
			exact++
		} else {
			t.Errorf("%s: desanitize(sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
		if got := f.desanitize(t, safe, p.Text); bytes.Equal(got, p.Text) {
			exactRestricted++
		} else {
			t.Errorf("%s: desanitize --prompt (sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
	}
	rate := float64(again) / float64(names)
	t.Logf("%d prompts, %d detected names: %d (%.2f%%) found again after encryption; exact round trips %d (plain) and %d (--prompt)",
		len(prompts), names, again, 100*rate, exact, exactRestricted)
	if rate < 0.99 {
		t.Errorf("type preservation %.3f < 0.99", rate)
	}
}
