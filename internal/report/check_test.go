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
