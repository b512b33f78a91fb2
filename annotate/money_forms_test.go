package annotate_test

import (
	"slices"
	"testing"
)

// A range of amounts is two amounts, the second after a hyphen with its own sign; a number
// joined to a word by a hyphen is none.
func TestMoneyRanges(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"typical clean is £180-£250, prices $10-$20 and €5–€8.\n", []string{"£180", "£250", "$10", "$20", "€5", "€8"}},
	} {
		if got := spansOfType(ann, tc.text, "money"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: amounts %q, want %q", tc.text, got, tc.want)
		}
	}
}
