package sanitize

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
)

// ReadDocument reads all of r, at most [MaxDocument] bytes (else [ErrDocumentTooLarge]): a
// whole document is kept in memory.
func ReadDocument(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxDocument+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxDocument {
		return nil, ErrDocumentTooLarge
	}
	return data, nil
}

// AnnotatedError is a value of marked-up input that cannot be sanitized, named by its line in
// the file the user edits. Markers hold no newlines, so it is the line in the plain text too.
type AnnotatedError struct {
	Line int
	Type string
	Err  error
}

func (e *AnnotatedError) Error() string {
	return fmt.Sprintf("line %d: cannot sanitize %s: %v", e.Line, e.Type, e.Err)
}

func (e *AnnotatedError) Unwrap() error { return e.Err }

// SanitizeDocument sanitizes data as one whole document with [Sanitizer.Document]. With
// annotated, data is the inline markup of [annotate.ParseMarkupHelpers] and a span that fails
// is an *AnnotatedError; otherwise data is annotated with all of ann's annotators, external
// ones included, which see the whole document.
func (s *Sanitizer) SanitizeDocument(ctx context.Context, data []byte, annotated bool, ann *annotate.Annotator) (*Result, error) {
	text := data
	var spans []annotate.Span
	var helpers []annotate.Helper
	var err error
	if annotated {
		text, spans, helpers, err = annotate.ParseMarkupHelpers(data, ann.Registry())
	} else {
		spans, err = ann.AnnotateAll(ctx, data)
	}
	if err != nil {
		return nil, err
	}
	res, err := s.Document(text, spans, helpers)
	if err != nil && annotated {
		var se *SpanError
		var ve *valueError
		switch {
		case errors.As(err, &se):
			return nil, &AnnotatedError{Line: lineOf(text, se.Offset), Type: se.Type, Err: se.Err}
		case errors.As(err, &ve):
			return nil, &AnnotatedError{Line: lineOf(text, ve.Offset), Type: ve.Type, Err: ve.Err}
		}
	}
	return res, err
}

func lineOf(text []byte, off int64) int {
	return 1 + bytes.Count(text[:min(int(off), len(text))], []byte{'\n'})
}

// Documents collects the sanitized documents of one run, so that they can be checked and
// reported on before the first byte of any is written.
type Documents struct {
	Texts   [][]byte
	Reports []NamedReport
	Stats   Stats
}

// NamedReport is the report of one named input ("-" for standard input).
type NamedReport struct {
	Input string `json:"input"`
	Report
}

// Add records the result of the input named name.
func (d *Documents) Add(name string, res *Result) {
	d.Texts = append(d.Texts, res.Text)
	d.Reports = append(d.Reports, NamedReport{Input: name, Report: res.Report})
	d.Stats.Add(res.Stats)
}

// Preflight returns the first [PreflightError] of any document (see [Report.Preflight]),
// prefixed with its input's name unless that is standard input.
func (d *Documents) Preflight(maxRel float64) error {
	for _, r := range d.Reports {
		if err := r.Preflight(maxRel); err != nil {
			if r.Input != "-" {
				return fmt.Errorf("%s: %w", r.Input, err)
			}
			return err
		}
	}
	return nil
}

// WriteReport writes the reports as {"documents": [...]} to path, readable by the user only:
// abs and rel errors together reveal a value's size. The file is replaced, not rewritten in
// place, so a report that existed with a wider mode does not keep it.
func (d *Documents) WriteReport(path string, temps *atomicfile.Temps) error {
	out := struct {
		Documents []NamedReport `json:"documents"`
	}{d.Reports}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	return atomicfile.Write(path, 0o600, temps, func(w io.Writer) error { _, err := w.Write(data); return err })
}
