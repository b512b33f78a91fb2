package desanitize_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/sanitize"
)

// Two values whose replacements have the same letters and digits (1.21.3.4 and 12.1.3.4) are
// restored where the answer echoes one exactly, and left alone where it does not say which:
// a guess could put one real value where the answer meant the other.
func TestSharedKeyNeedsExactEcho(t *testing.T) {
	f := newFixture(t, "")
	ipv4, _ := f.reg.Lookup("ipv4")
	var l sanitize.Ledger
	if err := l.Add(ipv4, "10.0.0.1", "1.21.3.4", nil); err != nil {
		t.Fatal(err)
	}
	if err := l.Add(ipv4, "10.0.0.2", "12.1.3.4", nil); err != nil {
		t.Fatal(err)
	}
	if err := l.Add(ipv4, "10.0.0.3", "8.8.4.4", nil); err != nil {
		t.Fatal(err)
	}
	d := desanitize.New(f.ann, f.san)
	d.Use(&l)
	for _, tc := range []struct{ answer, want string }{
		{"hosts 1.21.3.4 and 12.1.3.4.", "hosts 10.0.0.1 and 10.0.0.2."},
		{"host 12 1 3 4 is down", "host 12 1 3 4 is down"},
		{"host 8 8 4 4 is up", "host 10.0.0.3 is up"},
	} {
		var out bytes.Buffer
		if _, err := d.Desanitize(&out, strings.NewReader(tc.answer)); err != nil {
			t.Fatal(err)
		}
		if out.String() != tc.want {
			t.Errorf("%q: got %q, want %q", tc.answer, out.String(), tc.want)
		}
	}
}

// A value released under the prompt budget draws fresh noise that no second sanitizing can
// reproduce: restored from the ledger the sanitizing returned, the answer gets the real values
// back, in the answer's own style; restricting to the prompt instead fails rather than guess.
func TestLedgerRestoresPromptBudget(t *testing.T) {
	f := newFixture(t, "")
	san, err := sanitize.New(f.reg, testKey(t, 7), sanitize.Options{Budget: sanitize.BudgetPrompt})
	if err != nil {
		t.Fatal(err)
	}
	prompt := "Keyser Soze is 42 years old, earns $85,000 a year; SSN 372-61-4918."
	var safe bytes.Buffer
	l, _, err := san.SanitizeLedger(&safe, strings.NewReader(prompt), f.ann)
	if err != nil {
		t.Fatal(err)
	}
	money := ""
	for i := range l.Len() {
		if e := l.Entry(i); e.Type.ID == "money" {
			money = e.Replacement
		}
	}
	if money == "" {
		t.Fatalf("the ledger has no money entry: sanitized %q", safe.String())
	}
	d := desanitize.New(f.ann, san)
	d.Use(l)
	for _, tc := range []struct{ answer, want string }{
		{safe.String(), prompt},
		{"With " + strings.ReplaceAll(money, ",", "") + " a year you can.", "With $85000 a year you can."},
	} {
		var out bytes.Buffer
		if _, err := d.Desanitize(&out, strings.NewReader(tc.answer)); err != nil {
			t.Fatal(err)
		}
		if out.String() != tc.want {
			t.Errorf("answer %q: got %q, want %q", tc.answer, out.String(), tc.want)
		}
	}
	if err := desanitize.New(f.ann, san).Restrict(strings.NewReader(prompt)); !errors.Is(err, sanitize.ErrPromptBudget) {
		t.Errorf("Restrict under the prompt budget: err = %v, want ErrPromptBudget", err)
	}
}
