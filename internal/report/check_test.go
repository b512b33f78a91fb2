package report

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

func TestKeyUse(t *testing.T) {
	for _, tc := range []struct {
		o    CheckOptions
		want KeyUse
	}{
		{CheckOptions{Format: Text}, NoKey},
		{CheckOptions{Format: JSON}, KeyIfAny},
		{CheckOptions{Format: SARIF}, KeyIfAny},
		{CheckOptions{Format: Text, Baseline: "b.json"}, KeyRequired},
		{CheckOptions{Format: SARIF, WriteBaseline: "b.json"}, KeyRequired},
	} {
		if got := tc.o.KeyUse(); got != tc.want {
			t.Errorf("%+v: KeyUse %d, want %d", tc.o, got, tc.want)
		}
	}
}

// Finish writes the report, or with WriteBaseline the baseline in its place, and says what it
// found; a baseline it cannot write is a *BaselineError, and then no baseline is named as written.
func TestCheckFinish(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	const text = "SSN 372-61-4918\nmail bob@example.org # preempt:ignore\n"
	run := func(o CheckOptions) (string, Result, error) {
		var out bytes.Buffer
		c, err := NewCheck(&out, ann, testKey(t, 1), o)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Scan.Text(context.Background(), "a.txt", strings.NewReader(text), c.Rep.Add); err != nil {
			t.Fatal(err)
		}
		res, err := c.Finish(nil, "scanned 1 file", "")
		return out.String(), res, err
	}
	out, res, err := run(CheckOptions{Format: Text})
	if err != nil || res.Findings != 1 || res.Baseline != "" || !strings.Contains(out, "a.txt:1:5: ssn") {
		t.Errorf("text: %q, %+v, %v", out, res, err)
	}
	if want := "scanned 1 file: 1 finding (not reported: 1 with preempt:ignore, 0 in the baseline)"; res.Summary != want {
		t.Errorf("summary %q, want %q", res.Summary, want)
	}
	path := filepath.Join(t.TempDir(), "b.json")
	out, res, err = run(CheckOptions{Format: JSON, WriteBaseline: path})
	if err != nil || out != "" || res.Baseline != path || res.Written != 1 {
		t.Errorf("write baseline: %q, %+v, %v", out, res, err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Error(err)
	}
	bad := filepath.Join(t.TempDir(), "missing", "b.json")
	_, res, err = run(CheckOptions{Format: JSON, WriteBaseline: bad})
	var be *BaselineError
	if !errors.As(err, &be) || res.Baseline != "" || !strings.HasPrefix(err.Error(), "baseline: ") {
		t.Errorf("unwritable baseline: %+v, %v", res, err)
	}
}

// Input scans texts and diffs into one report and counts what it scanned: a diff's added lines
// only, at their files' paths.
func TestCheckInput(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	c, err := NewCheck(&out, annotate.New(reg), nil, CheckOptions{Format: Text})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.Input(ctx, "a.txt", strings.NewReader("SSN 372-61-4918\n"), false, nil); err != nil {
		t.Fatal(err)
	}
	diff := "--- a/b.txt\n+++ b/b.txt\n@@ -1 +1,2 @@\n-SSN 219-09-9999\n+ok\n+SSN 372-61-4918\n"
	var binary []string
	if err := c.Input(ctx, "<stdin>", strings.NewReader(diff), true, func(p string) { binary = append(binary, p) }); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Finish(nil, "", ""); err != nil {
		t.Fatal(err)
	}
	if want := "a.txt:1:5: ssn\nb.txt:2:5: ssn\n"; out.String() != want {
		t.Errorf("report %q, want %q", out.String(), want)
	}
	if got, want := c.Scanned(), "scanned 35 bytes in 2 files"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	var de *DiffError
	if err := c.Input(ctx, "x", strings.NewReader("@@ nonsense\n"), true, nil); !errors.As(err, &de) {
		t.Errorf("a broken diff: %v, want a *DiffError", err)
	}
}
