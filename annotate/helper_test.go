package annotate_test

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

func TestParseMarkupHelpers(t *testing.T) {
	reg := defaultAnnotator(t).Registry()
	tests := []struct {
		in    string
		plain string
		want  []annotate.Helper
		types []string
	}{
		{"a ⟦money#monthly:$5,000⟧ b", "a $5,000 b", []annotate.Helper{{Name: "monthly"}}, []string{"money"}},
		{"⟦money=12*monthly:$60,000⟧", "$60,000", []annotate.Helper{{Formula: "12*monthly"}}, []string{"money"}},
		{"⟦money#y=x - q / 2:$1⟧", "$1", []annotate.Helper{{Name: "y", Formula: "x - q / 2"}}, []string{"money"}},
		{"code ⟦keep:SKU-1234⟧.", "code SKU-1234.", []annotate.Helper{{Keep: true}}, []string{"keep"}},
		// Old markup reads as before.
		{"SSN ⟦ssn:372-61-4918⟧ ⟦⟦x⟧", "SSN 372-61-4918 ⟦x⟧", []annotate.Helper{{}}, []string{"ssn"}},
	}
	for _, tt := range tests {
		plain, spans, helpers, err := annotate.ParseMarkupHelpers([]byte(tt.in), reg)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if string(plain) != tt.plain || len(spans) != len(tt.want) || len(helpers) != len(spans) {
			t.Errorf("%q: plain %q, %d spans, %d helpers", tt.in, plain, len(spans), len(helpers))
			continue
		}
		for i := range spans {
			if helpers[i] != tt.want[i] || spans[i].Type.ID != tt.types[i] {
				t.Errorf("%q: span %d %s %+v, want %s %+v", tt.in, i, spans[i].Type.ID, helpers[i], tt.types[i], tt.want[i])
			}
		}
		// ParseMarkup reads the same text and spans.
		p2, s2, err := annotate.ParseMarkup([]byte(tt.in), reg)
		if err != nil || string(p2) != tt.plain || len(s2) != len(spans) {
			t.Errorf("ParseMarkup(%q) = %q, %d spans, %v", tt.in, p2, len(s2), err)
		}
	}
	for _, bad := range []struct{ in, msg string }{
		{"⟦money#:$5⟧", "must be followed by a name"},
		{"⟦money#1a:$5⟧", "must be followed by a name"},
		{"⟦money=:$5⟧", "empty formula"},
		{"⟦money=x;y:$5⟧", "may only use names"},
		{"⟦money=x", "must be followed by a formula"},
		{"⟦nope#a:$5⟧", "unknown type"},
	} {
		_, _, _, err := annotate.ParseMarkupHelpers([]byte(bad.in), reg)
		if err == nil || !strings.Contains(err.Error(), bad.msg) {
			t.Errorf("%q: error %v, want %q", bad.in, err, bad.msg)
		}
	}
}
