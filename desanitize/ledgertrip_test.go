package desanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
)

// ledgerTrip sanitizes text and restores the result from the ledger the sanitizing returned,
// with values in URLs too: what `preempt run -- cat` does.
func (f fixture) ledgerTrip(t testing.TB, text string) (safe, back string) {
	t.Helper()
	var out bytes.Buffer
	l, _, err := f.san.SanitizeLedger(&out, strings.NewReader(text), f.ann)
	if err != nil {
		t.Fatal(err)
	}
	d := desanitize.New(f.ann, f.san)
	d.RestoreInURLs()
	d.Use(l)
	var res bytes.Buffer
	if _, err := d.Desanitize(&res, bytes.NewReader(out.Bytes())); err != nil {
		t.Fatal(err)
	}
	return out.String(), res.String()
}

// Two originals that differ only in case or spacing share a key; the echo that is exactly one
// replacement is restored to its own original, not the other's.
func TestLedgerExactEchoKeepsOriginal(t *testing.T) {
	f := newFixture(t, "")
	for _, prompt := range []string{
		"Sarah Johnson and Sarah  Johnson met.",
		"Sarah  Johnson and Sarah Johnson met.",
		"SARAH JOHNSON, then Sarah Johnson.",
	} {
		if safe, back := f.ledgerTrip(t, prompt); back != prompt {
			t.Errorf("%q: sanitized %q, restored %q", prompt, safe, back)
		}
	}
}

// A lower-case word before a name with a capital initial ("b Bo" after "B Bo") is not an echo
// of the initialled name: it keeps its own case and the name word after it is restored alone.
func TestLedgerNameEchoCase(t *testing.T) {
	f := newFixture(t, "")
	for _, prompt := range []string{
		"B Bo b Bo 00",
		"B Bo met b Bo.",
	} {
		if safe, back := f.ledgerTrip(t, prompt); back != prompt {
			t.Errorf("%q: sanitized %q, restored %q", prompt, safe, back)
		}
	}
}

// A value the prompt wrote inside a longer number ("0" of "Age 0,0") has its release glued the
// same way; restoring from the ledger takes that glued release for its echo.
func TestLedgerGluedValue(t *testing.T) {
	f := newFixture(t, "")
	for _, prompt := range []string{
		"Age 0,0",
		"Age 0,0 and age 41.",
	} {
		if safe, back := f.ledgerTrip(t, prompt); back != prompt {
			t.Errorf("%q: sanitized %q, restored %q", prompt, safe, back)
		}
	}
}
