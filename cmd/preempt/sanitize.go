package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/sanitize"
)

// maxAnnotated caps --annotated input, which is read whole to parse the markup.
const maxAnnotated = 64 << 20

func newSanitizeCmd(g *globals) *cobra.Command {
	var annotated, stats bool
	var output string
	cmd := &cobra.Command{
		Use:   "sanitize [FILE...]",
		Short: "Replace sensitive values with format-preserving ciphertexts",
		Long: `sanitize reads FILEs (or standard input) and writes the text with every sensitive value
replaced: format types by FF1 ciphertexts of the same format (an SSN stays a valid SSN, a card
number keeps its length and Luhn digit, a date stays a real date in the same spelling).
The same value under the same key and --context always gives the same ciphertext.

It fails closed: a value that cannot be encrypted stops sanitize with exit 4 and a message naming
its type and position, and that value is never written. With -o the output file appears only
when everything succeeded.

--annotated reads the inline markup that 'preempt annotate' writes (possibly edited by hand)
and sanitizes exactly the marked spans.`,
		Example: `  preempt sanitize < prompt.txt > safe.txt
  preempt sanitize --context ticket-4711 -o safe.txt prompt.txt
  preempt annotate prompt.txt > marked.txt; $EDITOR marked.txt; preempt sanitize --annotated marked.txt`,
		RunE: func(cmd *cobra.Command, args []string) error {
			ann, san, err := g.sanitizer()
			if err != nil {
				return err
			}
			w, commit, err := g.output(output, args)
			if err != nil {
				return err
			}
			bw := bufio.NewWriterSize(w, 64<<10)
			var total sanitize.Stats
			err = g.forEachInput(args, func(in input) error {
				var st sanitize.Stats
				var err error
				if annotated {
					st, err = sanitizeAnnotated(bw, in.r, ann.Registry(), san)
				} else {
					st, err = san.Sanitize(bw, in.r, ann)
				}
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
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (atomically) instead of standard output")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values sanitized per type on stderr")
	return cmd
}

func sanitizeAnnotated(w io.Writer, r io.Reader, reg *annotate.Registry, san *sanitize.Sanitizer) (sanitize.Stats, error) {
	var st sanitize.Stats
	data, err := io.ReadAll(io.LimitReader(r, maxAnnotated+1))
	if err != nil {
		return st, err
	}
	if len(data) > maxAnnotated {
		return st, fail(exitFailure, "split the file or sanitize without --annotated", "annotated input is larger than %d MiB", maxAnnotated>>20)
	}
	text, spans, err := annotate.ParseMarkup(data, reg)
	if err != nil {
		return st, err
	}
	out, err := san.Rewrite(text, spans, 0, &st)
	if err != nil {
		var se *sanitize.SpanError
		if errors.As(err, &se) {
			// Markers hold no newlines, so the line of the value is the same in the marked-up
			// file the user edits, which is where they need to look.
			line := 1 + bytes.Count(text[:se.Offset], []byte{'\n'})
			return st, fail(exitFailure, "fix or unmark it in the annotated file", "annotated input: line %d: cannot sanitize %s: %v; nothing of that value was written", line, se.Type, se.Err)
		}
		return st, err
	}
	_, err = w.Write(out)
	return st, err
}
