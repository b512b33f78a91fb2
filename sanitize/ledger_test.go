package sanitize

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// A ledger keeps each replacement once, in order, with a name's word pairs after it.
func TestLedger(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	ssn, _ := reg.Lookup("ssn")
	person, _ := reg.Lookup("person")
	var l Ledger
	for _, e := range []struct {
		typ         string
		orig, repl  string
		parts       [][2]string
		wantEntries int
	}{
		{"ssn", "372-61-4918", "451-07-9914", nil, 1},
		{"ssn", "372-61-4918", "451-07-9914", nil, 1}, // again: kept once
		{"person", "Kaiser Soze", "Lino Rafe", [][2]string{{"Kaiser", "Lino"}, {"Soze", "Rafe"}}, 4},
	} {
		typ := ssn
		if e.typ == "person" {
			typ = person
		}
		if err := l.Add(typ, e.orig, e.repl, e.parts); err != nil {
			t.Fatal(err)
		}
		if l.Len() != e.wantEntries {
			t.Fatalf("after %q: %d entries, want %d", e.orig, l.Len(), e.wantEntries)
		}
	}
	want := []Entry{
		{Type: ssn, Original: "372-61-4918", Replacement: "451-07-9914"},
		{Type: person, Original: "Kaiser Soze", Replacement: "Lino Rafe"},
		{Type: person, Original: "Kaiser", Replacement: "Lino", Part: true},
		{Type: person, Original: "Soze", Replacement: "Rafe", Part: true},
	}
	for i, w := range want {
		if got := l.Entry(i); got != w {
			t.Errorf("entry %d = %+v, want %+v", i, got, w)
		}
	}
}

// SanitizeLedger records exactly the replacements it wrote, once each, a name with its word
// pairs: in the value budget as Sanitize writes them, in the prompt budget the fresh draws of
// the whole document.
func TestSanitizeLedger(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(bytes.Repeat([]byte{5}, 32))
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	prompt := "Kaiser Soze, SSN 372-61-4918, is 42 years old and earns $85,000; SSN 372-61-4918 again."
	want := map[[2]string]bool{}
	for _, sp := range ann.Annotate([]byte(prompt)) {
		want[[2]string{sp.Type.ID, prompt[sp.Start:sp.End]}] = true
	}
	if len(want) != 4 {
		t.Fatalf("the annotator finds %v, want a name, an SSN, an age and an amount", want)
	}
	for _, b := range []Budget{BudgetValue, BudgetPrompt} {
		san, err := New(reg, key, Options{Budget: b})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		l, st, err := san.SanitizeLedger(&out, strings.NewReader(prompt), ann)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if st.Spans() != 5 {
			t.Errorf("%s: stats count %d spans, want 5", b, st.Spans())
		}
		if b == BudgetValue {
			var plain bytes.Buffer
			if _, err := san.Sanitize(&plain, strings.NewReader(prompt), ann); err != nil {
				t.Fatal(err)
			}
			if out.String() != plain.String() {
				t.Errorf("SanitizeLedger wrote %q, Sanitize %q", out.String(), plain.String())
			}
		}
		got := map[[2]string]bool{}
		parts := 0
		for i := range l.Len() {
			e := l.Entry(i)
			if e.Part {
				parts++
				continue
			}
			k := [2]string{e.Type.ID, e.Original}
			if got[k] {
				t.Errorf("%s: %v recorded twice", b, k)
			}
			got[k] = true
			if !strings.Contains(out.String(), e.Replacement) {
				t.Errorf("%s: replacement %q of %v is not in the sanitized text %q", b, e.Replacement, k, out.String())
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: ledger records %v, want %v", b, got, want)
		}
		for k := range want {
			if !got[k] {
				t.Errorf("%s: ledger lacks %v", b, k)
			}
		}
		if parts != 2 {
			t.Errorf("%s: %d word pairs, want the 2 of Kaiser Soze", b, parts)
		}
	}
}

// SanitizeLedger writes what Sanitize writes, fails where it fails, and every replacement it
// records is in what it wrote.
func FuzzSanitizeLedger(f *testing.F) {
	reg, err := annotate.Default()
	if err != nil {
		f.Fatal(err)
	}
	key, err := keyring.FromBytes(bytes.Repeat([]byte{5}, 32))
	if err != nil {
		f.Fatal(err)
	}
	san, err := New(reg, key, Options{Context: "fuzz"})
	if err != nil {
		f.Fatal(err)
	}
	ann := annotate.New(reg)
	for _, s := range []string{
		"Kaiser Soze, SSN 372-61-4918, is 42 years old and earns $85,000.",
		"mail jo.doe@example.net from 10.0.0.1 or 2001:db8::1, card 4539 1488 0343 6467",
		"Dr. Maria Gonzalez-Lopez, born 1984-03-15, +1 (415) 555-0143, 12.5%",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var want, got bytes.Buffer
		_, werr := san.Sanitize(&want, strings.NewReader(text), ann)
		l, _, gerr := san.SanitizeLedger(&got, strings.NewReader(text), ann)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("Sanitize: %v; SanitizeLedger: %v", werr, gerr)
		}
		if got.String() != want.String() {
			t.Fatalf("SanitizeLedger wrote %q, Sanitize %q", got.String(), want.String())
		}
		if gerr != nil {
			if l != nil {
				t.Fatal("a ledger on error")
			}
			return
		}
		for i := range l.Len() {
			if e := l.Entry(i); !e.Part && !strings.Contains(got.String(), e.Replacement) {
				t.Fatalf("replacement %q of a %s is not in %q", e.Replacement, e.Type.ID, got.String())
			}
		}
	})
}
