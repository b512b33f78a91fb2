package main

import (
	"io"
	"os"
	"slices"
	"sync"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/gctune"
	"github.com/preempt-dev/preempt/internal/textenc"
	"github.com/preempt-dev/preempt/sanitize"
)

func newDesanitizeCmd(g *globals) *cobra.Command {
	var prompt, epsilon string
	var stats, asJSON, sse, keyOnly, inURLs bool
	var jsonPaths []string
	var bf batchFlags
	cmd := &cobra.Command{
		Use:   "desanitize [FILE...] | -r DIR (-o OUT | --in-place)",
		Short: "Put the real values back into an LLM's answer",
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(jsonPaths) > 0 && !sse {
				asJSON = true
			}
			opts := sanitize.Options{Context: g.context}
			var err error
			if epsilon != "" {
				if opts.Epsilon, err = sanitize.ParseEpsilon(epsilon); err != nil {
					err = exit.Fail(exit.Usage, "give the --epsilon the prompt was sanitized with", "%v", err)
				}
			}
			err = exit.First(
				exit.Conflict(prompt == "" && !keyOnly, "give --prompt ORIGINAL (the unsanitized prompt), or --key-only to decrypt every token with the key alone",
					"desanitize needs the original prompt to know what to restore"),
				exit.Conflict(prompt != "" && keyOnly, "drop --key-only: with --prompt only the prompt's values are restored", "--key-only and --prompt cannot be combined"),
				bf.check(args), checkJSONPaths(jsonPaths),
				exit.Conflict(asJSON && sse, "use --sse for streams, --json for whole bodies", "--json and --sse cannot be combined"),
				err,
				exit.Conflict(prompt == "-" && bf.recursive, "name the prompt file", "--prompt - cannot be combined with -r"),
				// The prompt on standard input: the answer must come from files.
				exit.Conflict(prompt == "-" && !bf.recursive && (len(args) == 0 || slices.Contains(args, "-")), "name the answer FILE, or the prompt file", "--prompt - and the answer cannot both be standard input"))
			if err != nil {
				return err
			}
			e, err := g.engine(opts)
			if err != nil {
				return err
			}
			d := e.Desanitizer(engine.Restoring{KeyOnly: keyOnly, InURLs: inURLs})
			if prompt != "" {
				gctune.Whole(g.io.getenv)
				if err := g.restrict(d, prompt); err != nil {
					return err
				}
			}
			form := engine.FormOf(asJSON, sse)
			var mu sync.Mutex
			total := desanitize.Stats{Restored: map[string]int{}, Withheld: map[string]int{}}
			// Unbuffered: Desanitize writes whole segments, and an answer that streams in
			// must stream out.
			err = g.filter("desanitized", args, bf, false, func(w io.Writer, r io.Reader, name string) (map[string]int, error) {
				st, err := engine.Restore(d, w, r, form, jsonPaths)
				mu.Lock()
				total.Add(st)
				mu.Unlock()
				return st.Restored, cliio.InputError(name, form == engine.JSON, err)
			})
			if stats && !bf.recursive {
				g.tui().restored(total)
			}
			g.tui().restoreNotes(total, keyOnly, stats && !bf.recursive)
			return err
		},
	}
	cmd.Flags().StringVar(&prompt, "prompt", "", "the original prompt (- for standard input): restore only the values sanitizing it produced")
	cmd.Flags().BoolVar(&keyOnly, "key-only", false, "without --prompt: decrypt every well-formed value with the key alone, also values nobody sanitized")
	cmd.Flags().BoolVar(&inURLs, "restore-in-urls", false, "restore values inside URLs, link targets and HTML tags too (unsafe if the answer is rendered)")
	bf.register(cmd, true)
	cmd.Flags().BoolVar(&stats, "stats", false, "print the number of values restored per type on stderr")
	cmd.Flags().StringVar(&epsilon, "epsilon", "", "the --epsilon `X` the prompt was sanitized with (value types, with --prompt)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "input is a JSON document: restore its string values only")
	cmd.Flags().BoolVar(&sse, "sse", false, "input is a text/event-stream of JSON deltas (streaming API answer)")
	cmd.Flags().StringArrayVar(&jsonPaths, "json-path", nil, "with --json or --sse, the string values at this `PATH` (repeatable)")
	return cmd
}

// restrict makes d restore the values of the prompt at path ("-": standard input) only.
func (g *globals) restrict(d *desanitize.Desanitizer, path string) error {
	name, r := "<stdin>", g.io.in
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return exit.Fail(exit.Failure, "--prompt names the original, unsanitized prompt", "prompt: %v", cliio.UnwrapPath(err))
		}
		defer f.Close()
		name, r = path, f
	}
	return cliio.EncodingError("prompt: "+name, d.Restrict(textenc.NewReader(r)))
}
