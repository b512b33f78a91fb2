package report

import (
	"bufio"
	"context"
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

// KeyUse is what key a check uses.
type KeyUse int

const (
	NoKey       KeyUse = iota // text: no fingerprints
	KeyIfAny                  // JSON, SARIF: keyed fingerprints if there is a key, else positional
	KeyRequired               // a baseline: positional fingerprints would accept a changed value
)

// KeyUse says what key a check with these options uses.
func (o CheckOptions) KeyUse() KeyUse {
	switch {
	case o.Baseline != "" || o.WriteBaseline != "":
		return KeyRequired
	case o.Format != Text:
		return KeyIfAny
	}
	return NoKey
}

// Check is one check (annotate --check, hook run): a scanner and the report its findings go
// to. Its output is buffered: a failed scan writes no JSON, SARIF or baseline, which would be
// partial.
type Check struct {
	Scan  *Scanner
	Rep   *Report
	out   *bufio.Writer
	write string

	files int   // inputs given to Input
	bytes int64 // bytes they had scanned
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

// Input scans one input into the report: a text, whose findings it names name, or with diff a
// unified diff, whose added lines it checks at their files' paths (binary is told each binary
// file of the diff, which it does not check). A diff that does not parse is a *DiffError.
func (c *Check) Input(ctx context.Context, name string, r io.Reader, diff bool, binary func(path string)) error {
	var n int64
	var err error
	if diff {
		n, err = c.Scan.Diff(ctx, r, c.Rep.Add, binary)
	} else {
		n, err = c.Scan.Text(ctx, name, r, c.Rep.Add)
	}
	c.files++
	c.bytes += n
	return err
}

// Scanned says what the inputs given to Input held: "scanned N bytes in M files".
func (c *Check) Scanned() string {
	files := "files"
	if c.files == 1 {
		files = "file"
	}
	return fmt.Sprintf("scanned %d bytes in %d %s", c.bytes, c.files, files)
}

// Result is what a finished check did.
type Result struct {
	Summary  string // "<scanned>: N findings<suffix>", and the findings a comment or the baseline silenced
	Findings int    // the findings reported
	Baseline string // the baseline written instead of the report, if the check was asked to
	Written  int    // the fingerprints written to it
}

// BaselineError is a baseline that could not be written.
type BaselineError struct{ Err error }

func (e *BaselineError) Error() string { return "baseline: " + e.Err.Error() }
func (e *BaselineError) Unwrap() error { return e.Err }

// Finish ends a check whose scan succeeded: it writes the report, or with WriteBaseline the
// baseline instead (a *BaselineError if it cannot). scanned says what was scanned; with ""
// (a tree run, which printed its own summary) the summary holds only the silenced counts.
func (c *Check) Finish(temps *atomicfile.Temps, scanned, suffix string) (Result, error) {
	if err := c.Close(); err != nil {
		return Result{}, err
	}
	res := Result{Summary: c.Rep.Summary(scanned, suffix), Findings: c.Rep.Reported()}
	if c.write != "" {
		n, err := c.Rep.WriteBaseline(c.write, temps)
		if err != nil {
			return res, &BaselineError{err}
		}
		res.Baseline, res.Written = c.write, n
	}
	return res, nil
}
