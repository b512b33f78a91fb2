package annotate_test

import (
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// PatternsOnly finds what the patterns find and leaves out the person detector's names.
func TestPatternsOnly(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	a := annotate.New(reg)
	text := []byte("Dear Kaiser Soze, your SSN 372-61-4918 is on file; you are 42 years old.")
	var all, pat []string
	for _, s := range a.Annotate(text) {
		all = append(all, s.Type.ID+":"+string(text[s.Start:s.End]))
	}
	for _, s := range a.PatternsOnly().Annotate(text) {
		pat = append(pat, s.Type.ID+":"+string(text[s.Start:s.End]))
	}
	want := []string{"ssn:372-61-4918", "age:42"}
	if len(all) != 3 || all[0] != "person:Kaiser Soze" {
		t.Fatalf("Annotate: %q, want the name, the SSN and the age", all)
	}
	if len(pat) != len(want) || pat[0] != want[0] || pat[1] != want[1] {
		t.Errorf("PatternsOnly: %q, want %q", pat, want)
	}
}
