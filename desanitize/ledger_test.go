package desanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
)

// A ledger keeps each replacement once, in order, with a name's word pairs after it.
func TestLedger(t *testing.T) {
	f := newFixture(t, "")
	ssn, _ := f.reg.Lookup("ssn")
	person, _ := f.reg.Lookup("person")
	var l desanitize.Ledger
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
	want := []desanitize.Entry{
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

// Two values whose replacements have the same letters and digits (1.21.3.4 and 12.1.3.4) are
// restored where the answer echoes one exactly, and left alone where it does not say which:
// a guess could put one real value where the answer meant the other.
func TestSharedKeyNeedsExactEcho(t *testing.T) {
	f := newFixture(t, "")
	ipv4, _ := f.reg.Lookup("ipv4")
	var l desanitize.Ledger
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
