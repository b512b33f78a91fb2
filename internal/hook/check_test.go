package hook

import (
	"bytes"
	"errors"
	"strconv"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/report"
)

func newCheck(t *testing.T, out *bytes.Buffer) *report.Check {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	c, err := report.NewCheck(out, annotate.New(reg), nil, report.CheckOptions{Format: report.Text})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Check scans the staged files into the report, skipping what the repository's .preemptignore
// leaves out and binary files; a bad ignore pattern is an error of its own type.
func TestCheck(t *testing.T) {
	r := newRepo(t)
	r.write(t, "a.txt", "SSN 372-61-4918\n")
	r.write(t, "logs/x.log", "SSN 219-09-9999\n")
	r.write(t, "img.bin", "\x00\x01SSN 219-09-9999")
	r.write(t, ".preemptignore", "logs/\n")
	if _, err := git(r.Root, "add", "."); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	c := newCheck(t, &out)
	s, err := r.Check(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Finish(nil, "", ""); err != nil {
		t.Fatal(err)
	}
	if out.String() != "a.txt:1:5: ssn\n" {
		t.Errorf("report %q, want the SSN of a.txt only", out.String())
	}
	// a.txt and .preemptignore are scanned; logs/x.log and img.bin skipped.
	if s.Files != 2 || s.Skipped != 2 {
		t.Errorf("scanned %+v, want 2 files and 2 skipped", s)
	}
	scanned, suffix := s.Summary()
	if want := "scanned " + strconv.FormatInt(s.Bytes, 10) + " bytes in 2 staged files"; scanned != want || suffix != " (2 skipped: binary, ignored or allowlisted)" {
		t.Errorf("summary %q %q", scanned, suffix)
	}

	r.write(t, ".preemptignore", "[\n")
	var pe *batch.PatternError
	if _, err := r.Check(newCheck(t, &out)); !errors.As(err, &pe) {
		t.Errorf("bad pattern: %v, want a *batch.PatternError", err)
	}
}
