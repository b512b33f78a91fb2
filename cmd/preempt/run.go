package main

import (
	"bytes"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/gctune"
	"github.com/preempt-dev/preempt/internal/proc"
)

func newRunCmd(g *globals) *cobra.Command {
	var inputFile string
	var inURLs bool
	var budget, epsilon string
	cmd := &cobra.Command{
		Use:   "run [--input FILE] -- CMD [ARG...]",
		Short: "Sanitize a prompt, send it through an LLM command, and restore the answer",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := valueOptions(g.context, budget, epsilon)
			err = exit.First(exit.Conflict(cmd.ArgsLenAtDash() != 0, "put the command after --, as in 'preempt run -- llm'", "run: the command must follow --"), err)
			if err != nil {
				return err
			}
			gctune.Whole(g.io.getenv)
			prompt, err := cliio.ReadPrompt(g.io.in, inputFile)
			if err != nil {
				return err
			}
			e, err := g.engine(opts)
			if err != nil {
				return err
			}
			safe, d, err := e.RoundTrip(prompt, engine.Restoring{InURLs: inURLs})
			if err != nil {
				return err // nothing was sent anywhere
			}
			answer := d.NewWriter(g.io.out)
			c := proc.Command(args[0], args[1:]...) // without PREEMPT_KEY and the like
			c.Stdin, c.Stdout, c.Stderr = bytes.NewReader(safe), answer, g.io.err
			status, err := proc.Run(c)
			if err != nil {
				return exit.Fail(exit.Failure, "check the command after --", "run: %v", err)
			}
			if err := answer.Close(); err != nil {
				return exit.Fail(exit.Failure, "", "run: write: %v", err)
			}
			g.tui().restoreNotes(answer.Stats, false, false)
			if status != 0 {
				return exit.Status(status)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&inputFile, "input", "", "read the prompt from FILE instead of standard input")
	cmd.Flags().StringVar(&budget, "budget", "value", "value-type privacy budget: `value` or prompt (restored all the same: run keeps what it sent)")
	cmd.Flags().StringVar(&epsilon, "epsilon", "", "epsilon `X` per value (--budget value) or per prompt (--budget prompt)")
	cmd.Flags().BoolVar(&inURLs, "restore-in-urls", false, "restore values inside URLs, link targets and HTML tags too (unsafe if the answer is rendered)")
	return cmd
}
