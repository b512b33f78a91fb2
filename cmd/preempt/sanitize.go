package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/sanitize"
)

// maxAnnotated caps --annotated input, which is read whole to parse the markup.
const maxAnnotated = 64 << 20

func newSanitizeCmd(g *globals) *cobra.Command {
	var annotated, stats, asJSON bool
	var output string
	var jsonPaths []string
	var bf batchFlags
	var vf valueFlags
	cmd := &cobra.Command{
		Use:   "sanitize [FILE...] | -r DIR (-o OUT | --in-place)",
		Short: "Replace sensitive values with format-preserving ciphertexts and noisy values",
		Long: `sanitize reads FILEs (or standard input) and writes the text with every sensitive value
replaced: format types by FF1 ciphertexts of the same format (an SSN stays a valid SSN, a card
number keeps its length and Luhn digit, a date stays a real date in the same spelling).
The same value under the same key and --context always gives the same ciphertext.

It fails closed: a value that cannot be encrypted stops sanitize with exit 4 and a message naming
its type and position, and that value is never written. With -o the output file appears only
when everything succeeded.

--annotated reads the inline markup that 'preempt annotate' writes (possibly edited by hand)
and sanitizes exactly the marked spans.

--json reads a JSON document (such as a chat request body) and sanitizes its string values only,
keeping keys, numbers and layout: the output is valid JSON of the same structure. --json-path
(repeatable, e.g. 'messages.*.content', where * is any key or index) limits it to some fields.

` + batchHelp + `
Outputs mirror DIR under the folder -o OUT, each written atomically; inputs are never
overwritten without --in-place. The same key and --context give a value the same ciphertext in
every file, so a corpus stays consistent.

` + valueHelp,
		Example: `  preempt sanitize < prompt.txt > safe.txt
  preempt sanitize --context ticket-4711 -o safe.txt prompt.txt
  preempt annotate prompt.txt > marked.txt; $EDITOR marked.txt; preempt sanitize --annotated marked.txt
  preempt sanitize --json --json-path 'messages.*.content' < request.json
  preempt sanitize -r docs -o safe-docs
  preempt sanitize --budget prompt --epsilon 2 --report report.json < prompt.txt
  preempt sanitize --max-rel-error 0.1 < prompt.txt | llm`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(jsonPaths) > 0 {
				asJSON = true
			}
			if err := bf.check(); err != nil {
				return err
			}
			if err := checkJSONPaths(jsonPaths); err != nil {
				return err
			}
			if asJSON && annotated {
				return fail(exitUsage, "use one of them", "--json and --annotated cannot be combined")
			}
			opts, err := vf.options(g)
			if err != nil {
				return err
			}
			ann, san, err := g.sanitizerWith(opts)
			if err != nil {
				return err
			}
			if annotated || vf.wholeDocument() {
				// Whole documents: the budget split, Ψ, the report and the preflight need all of
				// a document before anything is written.
				if asJSON || bf.recursive {
					return fail(exitUsage, "sanitize the JSON or the folder in the default value budget, without --annotated, --report or --max-rel-error", "--json and -r cannot be combined with whole-document sanitizing")
				}
				return sanitizeDocuments(g, args, output, annotated, stats, vf, ann, san)
			}
			one := func(w io.Writer, in input) (sanitize.Stats, error) {
				switch {
				case asJSON:
					return sanitizeJSON(w, in, ann, san, jsonPaths)
				default:
					return san.Sanitize(w, in.r, ann)
				}
			}
			if bf.recursive {
				return g.rewriteTree("sanitized", args, output, bf, func(w io.Writer, r io.Reader) (map[string]int, error) {
					bw := bufio.NewWriterSize(w, 64<<10)
					st, err := one(bw, input{r: r}) // no name: the summary names the file
					if err == nil {
						err = bw.Flush()
					}
					return st.ByType, err
				})
			}
			w, commit, err := g.output(output, args)
			if err != nil {
				return err
			}
			bw := bufio.NewWriterSize(w, 64<<10)
			var total sanitize.Stats
			err = g.forEachInput(args, func(in input) error {
				st, err := one(bw, in)
				total.Bytes += st.Bytes
				for t, n := range st.ByType {
					if total.ByType == nil {
						total.ByType = map[string]int{}
					}
					total.ByType[t] += n
				}
				return err
			})
			if err == nil {
				if ferr := bw.Flush(); ferr != nil {
					err = fail(exitFailure, "", "write: %v", ferr)
				}
			} else {
				// Flush what was sanitized before the failure: it is safe, and the failing
				// segment was never handed to the writer.
				bw.Flush()
			}
			if cerr := commit(err == nil); err == nil {
				err = cerr
			}
			if stats {
				fmt.Fprintf(g.io.err, "preempt: sanitized %d bytes: %s\n", total.Bytes, byType(total.ByType))
			}
			return err
		},
	}
	cmd.Flags().BoolVar(&annotated, "annotated", false, "input is inline markup from 'preempt annotate'")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (atomically) instead of standard output; with -r, the folder to write to")
	bf.register(cmd, true)
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values sanitized per type on stderr")
	cmd.Flags().BoolVar(&asJSON, "json", false, "input is a JSON document: sanitize its string values only")
	cmd.Flags().StringArrayVar(&jsonPaths, "json-path", nil, "with --json, only the string values at this `PATH` (repeatable; implies --json)")
	vf.register(cmd)
	return cmd
}

func sanitizeJSON(w io.Writer, in input, ann *annotate.Annotator, san *sanitize.Sanitizer, paths []string) (sanitize.Stats, error) {
	doc, err := readJSON(in)
	if err != nil {
		return sanitize.Stats{}, err
	}
	out, st, err := san.SanitizeJSON(doc, ann, paths)
	if err != nil {
		return st, jsonError(in, err)
	}
	_, err = w.Write(out)
	return st, err
}

// readJSON reads a whole JSON document, which --json needs in memory to keep it valid.
func readJSON(in input) ([]byte, error) {
	doc, err := io.ReadAll(io.LimitReader(in.r, maxAnnotated+1))
	if err != nil {
		return nil, fail(exitFailure, "", "%s%v", displayName(in.name), err)
	}
	if len(doc) > maxAnnotated {
		return nil, fail(exitFailure, "split the document", "%sJSON input is larger than %d MiB", displayName(in.name), maxAnnotated>>20)
	}
	return doc, nil
}

func jsonError(in input, err error) error {
	if errors.Is(err, jsonstr.ErrInvalid) {
		return fail(exitFailure, "check the input, or drop --json", "%s%v", displayName(in.name), err)
	}
	return err
}

// checkJSONPaths rejects a bad --json-path before anything is read.
func checkJSONPaths(paths []string) error {
	if _, err := jsonstr.ParsePaths(paths); err != nil {
		return fail(exitUsage, "write paths like 'messages.*.content'", "--json-path: %v", err)
	}
	return nil
}

// displayName is the prefix that names an input in a message: "FILE: ", "standard input: ",
// or nothing inside a -r run, whose messages name the file already.
func displayName(name string) string {
	switch name {
	case "":
		return ""
	case "-":
		return "standard input: "
	}
	return name + ": "
}
