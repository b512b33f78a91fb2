package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/sanitize"
)

func newDesanitizeCmd(g *globals) *cobra.Command {
	var prompt, output, epsilon string
	var stats bool
	cmd := &cobra.Command{
		Use:   "desanitize [FILE...]",
		Short: "Put the real values back into an LLM's answer",
		Long: `desanitize reads an answer (FILEs or standard input) and decrypts the sanitized values in it
with your key and --context alone: nothing about the prompt is stored.

Without --prompt it decrypts every value of a format type it finds, including values the LLM
made up (which then decrypt to meaningless values). With --prompt ORIGINAL it re-sanitizes the
original prompt and restores exactly the values that sanitization produced, and nothing else;
it then also finds them when the LLM changed or dropped their separators, changed their case,
or JSON-escaped them. In the default value budget it also restores the noisy values of value
types (ages, money, percentages) that the answer echoes; give the same --epsilon as sanitize if
you changed it. Numbers the LLM computed from them are left alone.`,
		Example: `  llm < safe.txt | preempt desanitize --prompt prompt.txt
  preempt desanitize answer.txt
  curl ... | preempt desanitize --prompt prompt.txt`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts := sanitize.Options{Context: g.context}
			if epsilon != "" {
				var err error
				if opts.Epsilon, err = sanitize.ParseEpsilon(epsilon); err != nil {
					return fail(exitUsage, "give the --epsilon the prompt was sanitized with", "%v", err)
				}
			}
			ann, san, err := g.sanitizerWith(opts)
			if err != nil {
				return err
			}
			d := desanitize.New(ann, san)
			if prompt != "" {
				f, err := os.Open(prompt)
				if err != nil {
					return fail(exitFailure, "--prompt names the original, unsanitized prompt", "prompt: %v", unwrapPath(err))
				}
				err = d.Restrict(f)
				f.Close()
				if err != nil {
					return err
				}
			}
			w, commit, err := g.output(output, args)
			if err != nil {
				return err
			}
			bw := bufio.NewWriterSize(w, 64<<10)
			restored := map[string]int{}
			err = g.forEachInput(args, func(in input) error {
				st, err := d.Desanitize(bw, in.r)
				for t, n := range st.Restored {
					restored[t] += n
				}
				return err
			})
			if ferr := bw.Flush(); err == nil && ferr != nil {
				err = fail(exitFailure, "", "write: %v", ferr)
			}
			if cerr := commit(err == nil); err == nil {
				err = cerr
			}
			if stats {
				fmt.Fprintf(g.io.err, "preempt: restored %s\n", byType(restored))
			}
			return err
		},
	}
	cmd.Flags().StringVar(&prompt, "prompt", "", "the original prompt: restore only the values sanitizing it produced")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (atomically) instead of standard output")
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values restored per type on stderr")
	cmd.Flags().StringVar(&epsilon, "epsilon", "", "the --epsilon `X` the prompt was sanitized with (value types, with --prompt)")
	return cmd
}

// byType formats counts as "3 ssn, 1 email" (sorted by type), or "nothing".
func byType(m map[string]int) string {
	if len(m) == 0 {
		return "nothing"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%d %s", m[k], k)
	}
	return strings.Join(parts, ", ")
}
