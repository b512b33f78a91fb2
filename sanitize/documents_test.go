package sanitize_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/sanitize"
)

// A value of marked-up input that cannot be sanitized is named by its line in the file the
// user edits, which counts the lines of the markup, and its type.
func TestSanitizeDocumentAnnotatedLine(t *testing.T) {
	ann, san := jsonFixture(t, "")
	for _, tc := range []struct {
		name, markup string
		line         int
		typ          string
	}{
		{"formula", "ok ⟦money#a:$5⟧\n\n⟦money=12*nobody:$60,000⟧\n", 3, "money"},
		{"first line", "⟦money=nobody:$1⟧ and ⟦money#a:$5⟧\n", 1, "money"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := san.SanitizeDocument(context.Background(), []byte(tc.markup), true, ann)
			var ae *sanitize.AnnotatedError
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v, want *AnnotatedError", err)
			}
			if ae.Line != tc.line || ae.Type != tc.typ {
				t.Errorf("line %d type %s, want line %d type %s (%v)", ae.Line, ae.Type, tc.line, tc.typ, err)
			}
		})
	}
}

// Documents sums the stats of its inputs, keeps their texts in order, and names the input whose
// token fails the preflight (not standard input, which has no name).
func TestDocumentsPreflight(t *testing.T) {
	ann, san := jsonFixture(t, "")
	var docs sanitize.Documents
	for _, in := range []struct{ name, text string }{
		{"a.txt", "SSN 372-61-4918, aged 42.\n"},
		{"-", "I am 37 years old.\n"},
	} {
		res, err := san.SanitizeDocument(context.Background(), []byte(in.text), false, ann)
		if err != nil {
			t.Fatal(err)
		}
		docs.Add(in.name, res)
	}
	if len(docs.Texts) != 2 || strings.Contains(string(docs.Texts[0]), "372-61-4918") {
		t.Fatalf("texts %q", docs.Texts)
	}
	if docs.Stats.ByType["ssn"] != 1 || docs.Stats.ByType["age"] != 2 {
		t.Errorf("stats %v, want 1 ssn and 2 age", docs.Stats.ByType)
	}
	if err := docs.Preflight(1e9); err != nil {
		t.Errorf("Preflight(1e9) = %v", err)
	}
	err := docs.Preflight(1e-9)
	var pe *sanitize.PreflightError
	if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "a.txt: age at 1:") {
		t.Errorf("Preflight(1e-9) = %v, want a *PreflightError for the age of a.txt", err)
	}
	docs.Reports = docs.Reports[1:]
	if err := docs.Preflight(1e-9); err == nil || strings.HasPrefix(err.Error(), "-") {
		t.Errorf("Preflight(1e-9) on standard input = %v, want an error without a name", err)
	}
}

func TestReadDocumentLimit(t *testing.T) {
	if _, err := sanitize.ReadDocument(strings.NewReader(strings.Repeat("x", sanitize.MaxDocument+1))); !errors.Is(err, sanitize.ErrDocumentTooLarge) {
		t.Errorf("over the limit: %v, want ErrDocumentTooLarge", err)
	}
	if b, err := sanitize.ReadDocument(strings.NewReader("abc")); err != nil || string(b) != "abc" {
		t.Errorf("ReadDocument(abc) = %q, %v", b, err)
	}
}

// Merging stats adds bytes and per-type counts, from a zero value too.
func TestStatsAdd(t *testing.T) {
	var st sanitize.Stats
	st.Add(sanitize.Stats{Bytes: 3, ByType: map[string]int{"ssn": 1}})
	st.Add(sanitize.Stats{Bytes: 4, ByType: map[string]int{"ssn": 2, "age": 1}})
	st.Add(sanitize.Stats{})
	if st.Bytes != 7 || st.ByType["ssn"] != 3 || st.ByType["age"] != 1 || len(st.ByType) != 2 {
		t.Errorf("got %+v", st)
	}
}
