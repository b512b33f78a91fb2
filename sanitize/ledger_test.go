package sanitize

import (
	"testing"

	"github.com/preempt-dev/preempt/annotate"
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
