package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/sanitize"
)

const valueHelp = `Value types (age, money, percent; number when enabled) are replaced by a noisy value from the
discrete exponential mechanism on the type's grid (metric local differential privacy), written in
the input's style ("$85,000" stays dollars with a comma, "1.234,56 €" stays German, "85k" keeps its k).
  --budget value   (default) each distinct value is released once with its type's epsilon; the
                   noise is derived from the key, type, --context and value, so the same value always
                   gets the same noisy value and repeating a prompt reveals nothing new.
  --budget prompt  a document's total epsilon (--epsilon, else the smallest epsilon of its value
                   types) is split equally over its distinct values, with fresh randomness each run.
  --epsilon X      the epsilon per value (value budget) or per document (prompt budget).
  --report FILE    write JSON with, per value token, its type, position, mechanism, epsilon spent
                   and expected absolute and relative error, and the document's total epsilon. It
                   is for you, not the LLM: abs/rel errors reveal a value's size. Written 0600.
  --max-rel-error X  fail (exit 4) before writing any output when a token's expected relative
                   error exceeds X, naming its type, its position and the type's typical noise
                   (absolute on a linear grid, relative on a log grid): never the token's own
                   error, which would give its value away. The report is still written.
--budget prompt, --report, --max-rel-error and --annotated read each input whole (at most 64 MiB);
each input is one document.

Helper string (with --annotated): equal values of one type are always one draw. In the markup,
⟦money#monthly:$5,000⟧ names a value, ⟦money=12*monthly:$60,000⟧ derives a value from named ones
by a linear formula (numbers, names, + - * / and parentheses) instead of noising it, and
⟦keep:SKU-1234⟧ keeps a value as written. Derived values cost no budget.`

// valueFlags are the sanitize flags for value types.
type valueFlags struct {
	budget  string
	epsilon string
	report  string
	maxRel  string

	maxRelV float64
}

func (v *valueFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&v.budget, "budget", "value", "value-type privacy budget: `value` or prompt")
	f.StringVar(&v.epsilon, "epsilon", "", "epsilon `X` per value (--budget value) or per document (--budget prompt)")
	f.StringVar(&v.report, "report", "", "write a JSON report on the value tokens to `FILE`")
	f.StringVar(&v.maxRel, "max-rel-error", "", "fail before writing output if a value's expected relative error exceeds `X`")
}

func (v *valueFlags) wholeDocument() bool {
	return v.budget == "prompt" || v.report != "" || v.maxRel != ""
}

// options checks the flags (before any I/O) and returns the sanitizer options they ask for.
func (v *valueFlags) options(g *globals) (sanitize.Options, error) {
	opts := sanitize.Options{Context: g.context}
	b, err := sanitize.ParseBudget(v.budget)
	if err != nil {
		return opts, fail(exitUsage, "use --budget value or --budget prompt", "%v", err)
	}
	opts.Budget = b
	if v.epsilon != "" {
		if opts.Epsilon, err = sanitize.ParseEpsilon(v.epsilon); err != nil {
			return opts, fail(exitUsage, "give a positive decimal such as --epsilon 0.5", "%v", err)
		}
	}
	if v.maxRel != "" {
		x, err := strconv.ParseFloat(v.maxRel, 64)
		if err != nil || !(x > 0) {
			return opts, fail(exitUsage, "give a positive number such as --max-rel-error 0.1", "--max-rel-error %q is not a positive number", v.maxRel)
		}
		v.maxRelV = x
	}
	return opts, nil
}

// docReport is one input's report.
type docReport struct {
	Input string `json:"input"`
	sanitize.Report
}

// sanitizeDocuments sanitizes each input as a whole document: all are read, sanitized and
// checked before the first byte of output is written.
func sanitizeDocuments(g *globals, args []string, output string, annotated, stats bool, vf valueFlags, ann *annotate.Annotator, san *sanitize.Sanitizer) error {
	var results []*sanitize.Result
	var reports []docReport
	err := g.forEachInput(args, func(in input) error {
		data, err := io.ReadAll(io.LimitReader(in.r, maxAnnotated+1))
		if err != nil {
			return fail(exitFailure, "", "read %s: %v", in.name, err)
		}
		if len(data) > maxAnnotated {
			return fail(exitFailure, "split the file, or sanitize with --budget value and without --annotated, --report or --max-rel-error to stream", "input is larger than %d MiB", maxAnnotated>>20)
		}
		var text []byte
		var spans []annotate.Span
		var helpers []annotate.Helper
		if annotated {
			if text, spans, helpers, err = annotate.ParseMarkupHelpers(data, ann.Registry()); err != nil {
				return err
			}
		} else {
			// The registry's external annotators too, if it has any: they see the whole document.
			text = data
			if spans, err = ann.AnnotateAll(context.Background(), data); err != nil {
				return err
			}
		}
		res, err := san.Document(text, spans, helpers)
		if err != nil {
			if annotated {
				return annotatedError(text, err)
			}
			return err
		}
		results = append(results, res)
		reports = append(reports, docReport{Input: in.name, Report: res.Report})
		return nil
	})
	if err != nil {
		return err
	}
	if vf.report != "" {
		if err := writeReport(vf.report, reports, g.temps); err != nil {
			return err
		}
	}
	if vf.maxRel != "" {
		for _, r := range reports {
			if err := r.Preflight(vf.maxRelV); err != nil {
				var pe *sanitize.PreflightError
				errors.As(err, &pe)
				where := ""
				if r.Input != "-" {
					where = r.Input + ": "
				}
				return fail(exitFailure, "nothing was written; raise --epsilon or --max-rel-error, or mark the value ⟦keep:…⟧ with --annotated", "preflight: %s%v", where, err)
			}
		}
	}
	w, commit, err := g.output(output, args)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	var total sanitize.Stats
	for _, res := range results {
		if _, err = bw.Write(res.Text); err != nil {
			break
		}
		total.Bytes += res.Stats.Bytes
		for t, n := range res.Stats.ByType {
			if total.ByType == nil {
				total.ByType = map[string]int{}
			}
			total.ByType[t] += n
		}
	}
	if ferr := bw.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	if err != nil {
		err = fail(exitFailure, "", "write: %v", err)
	}
	if cerr := commit(err == nil); err == nil {
		err = cerr
	}
	if stats {
		fmt.Fprintf(g.io.err, "preempt: sanitized %d bytes: %s\n", total.Bytes, byType(total.ByType))
	}
	return err
}

// writeReport writes the reports of all inputs as {"documents": [...]}, readable by the user
// only (abs and rel errors together reveal a value's size).
func writeReport(path string, docs []docReport, temps *atomicfile.Temps) error {
	out := struct {
		Documents []docReport `json:"documents"`
	}{docs}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return fail(exitFailure, "", "report: %v", err)
	}
	data = append(data, '\n')
	// Replaced, not rewritten in place: a report that existed with a wider mode does not keep it.
	if err := atomicfile.Write(path, 0o600, temps, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return fail(exitFailure, "", "report: %v", unwrapPath(err))
	}
	return nil
}

// annotatedError names the line of a value that cannot be sanitized in the marked-up file the
// user edits. Markers hold no newlines, so it is the line of the value in the plain text too.
func annotatedError(text []byte, err error) error {
	var typ string
	var off int64
	var cause error
	var se *sanitize.SpanError
	var ve *sanitize.ValueError
	switch {
	case errors.As(err, &se):
		typ, off, cause = se.Type, se.Offset, se.Err
	case errors.As(err, &ve):
		typ, off, cause = ve.Type, ve.Offset, ve.Err
	default:
		return err
	}
	line := 1 + bytes.Count(text[:min(int(off), len(text))], []byte{'\n'})
	return fail(exitFailure, "fix or unmark it in the annotated file", "annotated input: line %d: cannot sanitize %s: %v; nothing of that value was written", line, typ, cause)
}
