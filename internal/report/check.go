package report

import (
	"bufio"
	"fmt"
	"io"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/keyring"
)

// CheckOptions configure a Check.
type CheckOptions struct {
	Format     Format
	ShowValues bool   // text and JSON only
	Baseline   string // path of a baseline whose findings are not reported
	// WriteBaseline is the path to write the fingerprints of every finding to, as accepted,
	// instead of reporting them.
	WriteBaseline string
	Version       string // the tool version SARIF names
}

// Check is one check (annotate --check, hook run): a scanner and the report its findings go
// to. Its output is buffered: a failed scan writes no JSON, SARIF or baseline, which would be
// partial.
type Check struct {
	Scan  *Scanner
	Rep   *Report
	out   *bufio.Writer
	write string
}

// OpenError is a baseline that cannot be read, or was made with another key.
type OpenError struct{ Err error }

func (e *OpenError) Error() string { return e.Err.Error() }
func (e *OpenError) Unwrap() error { return e.Err }

// NewCheck returns a check of ann's types that reports to w. Fingerprints are keyed with a
// subkey of key, or positional if key is nil; the check does not keep key.
func NewCheck(w io.Writer, ann *annotate.Annotator, key *keyring.Key, o CheckOptions) (*Check, error) {
	fp := NewFingerprinter(key)
	var base *Baseline
	if o.Baseline != "" {
		var err error
		if base, err = OpenBaseline(o.Baseline, fp); err != nil {
			return nil, &OpenError{err}
		}
	}
	c := &Check{Scan: &Scanner{Ann: ann, FP: fp, ShowValues: o.ShowValues}, out: bufio.NewWriterSize(w, 64<<10), write: o.WriteBaseline}
	var rw io.Writer = c.out
	if c.write != "" {
		rw = io.Discard
	}
	c.Rep = New(rw, Options{Format: o.Format, Baseline: base, Types: ann.Registry().Types(), Version: o.Version, FP: fp})
	return c, nil
}

// Close writes the report, after a scan that succeeded.
func (c *Check) Close() error {
	err := c.Rep.Close()
	if ferr := c.out.Flush(); err == nil && ferr != nil {
		err = fmt.Errorf("write: %w", ferr)
	}
	return err
}

// WriteBaseline writes the baseline, if the check was asked to, and returns its path ("" if
// not) and how many fingerprints it wrote.
func (c *Check) WriteBaseline(temps *atomicfile.Temps) (path string, n int, err error) {
	if c.write == "" {
		return "", 0, nil
	}
	n, err = c.Rep.WriteBaseline(c.write, temps)
	return c.write, n, err
}
