package batch

import (
	"errors"
	"fmt"
	"testing"
)

func TestCounts(t *testing.T) {
	for _, tc := range []struct {
		m    map[string]int
		want string
	}{
		{nil, "nothing"},
		{map[string]int{"ssn": 3}, "3 ssn"},
		{map[string]int{"ssn": 3, "email": 1, "age": 2}, "2 age, 1 email, 3 ssn"},
	} {
		if got := Counts(tc.m); got != tc.want {
			t.Errorf("Counts(%v) = %q, want %q", tc.m, got, tc.want)
		}
	}
}

func TestSummaryLine(t *testing.T) {
	s := Summary{Done: 1, Bytes: 1500, Counts: map[string]int{"ssn": 2}}
	if got, want := s.Line("sanitized", "docs", &Tree{}), "sanitized 1 file (1.5 kB) in docs: 2 ssn"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var bin []string
	for i := range 12 {
		bin = append(bin, fmt.Sprintf("b%d", i))
	}
	s = Summary{Done: 2, Bytes: 10, Binary: bin, Failures: []Failure{{Path: "x", Err: errors.New("bad")}}}
	tree := &Tree{Other: []string{"link"}, Ignored: 3}
	want := "scanned 2 files (10 B) in docs: nothing; skipped 12 binary files: b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 and 2 more; " +
		"skipped 1 entry that is not regular: link; 3 ignored by .preemptignore; 1 failed"
	if got := s.Line("scanned", "docs", tree); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}
