package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/sanitize"
)

func newDesanitizeCmd(g *globals) *cobra.Command {
	var prompt, output, epsilon string
	var stats, asJSON, sse bool
	var jsonPaths []string
	var bf batchFlags
	cmd := &cobra.Command{
		Use:   "desanitize [FILE...] | -r DIR (-o OUT | --in-place)",
		Short: "Put the real values back into an LLM's answer",
		Long: `desanitize reads an answer (FILEs or standard input) and decrypts the sanitized values in it
with your key and --context alone: nothing about the prompt is stored.

Without --prompt it decrypts every value of a format type it finds, including values the LLM
made up (which then decrypt to meaningless values). With --prompt ORIGINAL it re-sanitizes the
original prompt and restores exactly the values that sanitization produced, and nothing else;
it then also finds them when the LLM changed or dropped their separators, changed their case,
or JSON-escaped them.

In the default value budget, with --prompt, it also restores the noisy values of value types
(ages, money, percentages) that the answer echoes; give the same --epsilon as sanitize if you
changed it. Numbers the LLM computed from them are left alone.

It streams: text is written as soon as no token still arriving could change it, so an answer
piped in token by token comes out as it arrives (with --prompt only the start of a possible
ciphertext is held back; without it, a fixed tail of a few hundred bytes).

--json restores the string values of a JSON response body (or those at --json-path) and keeps
the rest as it was. --sse reads a text/event-stream answer (OpenAI or Anthropic streaming: data:
events with the text in deltas, or the deltas at --json-path) and writes a valid stream event by
event; a value split across events is restored whole, the text it needs held back to the next
event (or to an extra event of the same shape before the finish event).

` + batchHelp + `
Outputs mirror DIR under the folder -o OUT; inputs are overwritten only with --in-place.`,
		Example: `  llm < safe.txt | preempt desanitize --prompt prompt.txt
  preempt desanitize answer.txt
  curl -sN ... | preempt desanitize --sse --prompt prompt.txt
  curl -s ... | preempt desanitize --json --json-path 'choices.*.message.content'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(jsonPaths) > 0 && !sse {
				asJSON = true
			}
			if err := bf.check(); err != nil {
				return err
			}
			if err := checkJSONPaths(jsonPaths); err != nil {
				return err
			}
			if asJSON && sse {
				return fail(exitUsage, "use --sse for streams, --json for whole bodies", "--json and --sse cannot be combined")
			}
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
			if prompt == "-" {
				// The prompt on standard input: the answer must come from files.
				if bf.recursive {
					return fail(exitUsage, "name the prompt file", "--prompt - cannot be combined with -r")
				}
				if len(args) == 0 || slices.Contains(args, "-") {
					return fail(exitUsage, "name the answer FILE, or the prompt file", "--prompt - and the answer cannot both be standard input")
				}
				if err := d.Restrict(g.io.in); err != nil {
					return err
				}
			} else if prompt != "" {
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
			one := func(w io.Writer, in input) (desanitize.Stats, error) {
				var st desanitize.Stats
				var err error
				switch {
				case sse:
					st, err = d.DesanitizeSSE(w, in.r, jsonPaths)
				case asJSON:
					var doc []byte
					if doc, err = readJSON(in); err == nil {
						if doc, st, err = d.DesanitizeJSON(doc, jsonPaths); err == nil {
							_, err = w.Write(doc)
						}
					}
				default:
					st, err = d.Desanitize(w, in.r)
				}
				if err != nil {
					err = jsonError(in, err)
				}
				return st, err
			}
			if bf.recursive {
				return g.rewriteTree("desanitized", args, output, bf, func(w io.Writer, r io.Reader) (map[string]int, error) {
					bw := bufio.NewWriterSize(w, 64<<10)
					st, err := one(bw, input{r: r}) // no name: the summary names the file
					if err == nil {
						err = bw.Flush()
					}
					return st.Restored, err
				})
			}
			w, commit, err := g.output(output, args)
			if err != nil {
				return err
			}
			// Unbuffered: Desanitize writes whole segments, and an answer that streams in
			// must stream out.
			restored := map[string]int{}
			err = g.forEachInput(args, func(in input) error {
				st, err := one(w, in)
				for t, n := range st.Restored {
					restored[t] += n
				}
				return err
			})
			if cerr := commit(err == nil); err == nil {
				err = cerr
			}
			if stats {
				fmt.Fprintf(g.io.err, "preempt: restored %s\n", byType(restored))
			}
			return err
		},
	}
	cmd.Flags().StringVar(&prompt, "prompt", "", "the original prompt (- for standard input): restore only the values sanitizing it produced")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (atomically) instead of standard output; with -r, the folder to write to")
	bf.register(cmd, true)
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values restored per type on stderr")
	cmd.Flags().StringVar(&epsilon, "epsilon", "", "the --epsilon `X` the prompt was sanitized with (value types, with --prompt)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "input is a JSON document: restore its string values only")
	cmd.Flags().BoolVar(&sse, "sse", false, "input is a text/event-stream of JSON deltas (streaming API answer)")
	cmd.Flags().StringArrayVar(&jsonPaths, "json-path", nil, "with --json or --sse, the string values at this `PATH` (repeatable)")
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
