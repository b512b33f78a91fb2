package main

import (
	"errors"
	"io"
	"strconv"
	"sync"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/sanitize"
)

func newSanitizeCmd(g *globals) *cobra.Command {
	var annotated, stats, asJSON bool
	var jsonPaths []string
	var bf batchFlags
	var vf valueFlags
	cmd := &cobra.Command{
		Use:   "sanitize [FILE...] | -r DIR (-o OUT | --in-place)",
		Short: "Replace sensitive values with format-preserving ciphertexts and noisy values",
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(jsonPaths) > 0 {
				asJSON = true
			}
			whole := annotated || vf.wholeDocument()
			opts, err := vf.options(g.context)
			err = exit.First(bf.check(args), checkJSONPaths(jsonPaths),
				exit.Conflict(asJSON && annotated, "use one of them", "--json and --annotated cannot be combined"),
				// Whole documents: the budget split, Ψ, the report and the preflight need all of a
				// document before anything is written.
				exit.Conflict(whole && (asJSON || bf.recursive), "sanitize the JSON or the folder in the default value budget, without --annotated, --report or --max-rel-error", "--json and -r cannot be combined with whole-document sanitizing"),
				err)
			if err != nil {
				return err
			}
			e, err := g.engine(opts)
			if err != nil {
				return err
			}
			if whole {
				return sanitizeDocuments(g, e, args, bf.output, annotated, stats, vf)
			}
			form := engine.FormOf(asJSON, false)
			var mu sync.Mutex
			var total sanitize.Stats
			err = g.filter("sanitized", args, bf, true, func(w io.Writer, r io.Reader, name string) (map[string]int, error) {
				st, err := e.Sanitize(w, r, form, jsonPaths)
				mu.Lock()
				total.Add(st)
				mu.Unlock()
				return st.ByType, cliio.InputError(name, form == engine.JSON, err)
			})
			if stats && !bf.recursive {
				g.tui().sanitized(total)
			}
			return err
		},
	}
	cmd.Flags().BoolVar(&annotated, "annotated", false, "input is inline markup from 'preempt annotate'")
	bf.register(cmd, true)
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values sanitized per type on stderr")
	cmd.Flags().BoolVar(&asJSON, "json", false, "input is a JSON document: sanitize its string values only")
	cmd.Flags().StringArrayVar(&jsonPaths, "json-path", nil, "with --json, only the string values at this `PATH` (repeatable; implies --json)")
	vf.register(cmd)
	return cmd
}

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
func (v *valueFlags) options(context string) (sanitize.Options, error) {
	opts, err := valueOptions(context, v.budget, v.epsilon)
	if err == nil && v.maxRel != "" {
		x, perr := strconv.ParseFloat(v.maxRel, 64)
		if perr != nil || !(x > 0) {
			return opts, exit.Fail(exit.Usage, "give a positive number such as --max-rel-error 0.1", "--max-rel-error %q is not a positive number", v.maxRel)
		}
		v.maxRelV = x
	}
	return opts, err
}

// valueOptions parses --budget and --epsilon (sanitize, run).
func valueOptions(context, budget, epsilon string) (opts sanitize.Options, err error) {
	opts.Context = context
	if opts.Budget, err = sanitize.ParseBudget(budget); err != nil {
		return opts, exit.Fail(exit.Usage, "use --budget value or --budget prompt", "%v", err)
	}
	if epsilon != "" {
		if opts.Epsilon, err = sanitize.ParseEpsilon(epsilon); err != nil {
			return opts, exit.Fail(exit.Usage, "give a positive decimal such as --epsilon 0.5", "%v", err)
		}
	}
	return opts, nil
}

// sanitizeDocuments sanitizes each input as a whole document: all are read, sanitized and
// checked before the first byte of output is written.
func sanitizeDocuments(g *globals, e *engine.Engine, args []string, output string, annotated, stats bool, vf valueFlags) error {
	var docs sanitize.Documents
	err := cliio.Each(g.io.in, args, func(name string, r io.Reader) error {
		data, err := sanitize.ReadDocument(r)
		if errors.Is(err, sanitize.ErrDocumentTooLarge) {
			return exit.Fail(exit.Failure, "split the file, or sanitize with --budget value and without --annotated, --report or --max-rel-error to stream", "input is larger than %d MiB", sanitize.MaxDocument>>20)
		} else if err != nil {
			return exit.Fail(exit.Failure, "", "read %s: %v", name, err)
		}
		return e.Document(&docs, name, data, annotated)
	})
	if err != nil {
		return err
	}
	if vf.report != "" {
		if err := docs.WriteReport(vf.report, g.temps); err != nil {
			return exit.Fail(exit.Failure, "", "report: %v", cliio.UnwrapPath(err))
		}
	}
	if vf.maxRel != "" {
		if err := docs.Preflight(vf.maxRelV); err != nil {
			return exit.Fail(exit.Failure, "nothing was written; raise --epsilon or --max-rel-error, or mark the value ⟦keep:…⟧ with --annotated", "preflight: %v", err)
		}
	}
	err = cliio.Write(g.io.out, g.temps, output, true, func(w io.Writer) error {
		for _, text := range docs.Texts {
			if _, err := w.Write(text); err != nil {
				return exit.Fail(exit.Failure, "", "write: %v", err)
			}
		}
		return nil
	})
	if stats {
		g.tui().sanitized(docs.Stats)
	}
	return err
}

// checkJSONPaths rejects a bad --json-path before anything is read.
func checkJSONPaths(paths []string) error {
	if _, err := jsonstr.ParsePaths(paths); err != nil {
		return exit.Fail(exit.Usage, "write paths like 'messages.*.content'", "--json-path: %v", err)
	}
	return nil
}
