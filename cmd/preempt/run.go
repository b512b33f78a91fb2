package main

import (
	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/gctune"
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
			status, st, err := e.Run(prompt, args, g.io.out, g.io.err, engine.Restoring{InURLs: inURLs})
			if err != nil {
				return err
			}
			g.tui().restoreNotes(st, false, false)
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
