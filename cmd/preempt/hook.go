package main

import (
	"errors"
	"os"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/hook"
	"github.com/preempt-dev/preempt/internal/report"
)

func newHookCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "hook",
		Short: "Block commits whose staged files hold sensitive values (git pre-commit)",
	}
	var force bool
	install := &cobra.Command{
		Use:   "install",
		Short: "Write .git/hooks/pre-commit",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			repo, err := openRepo()
			if err != nil {
				return err
			}
			p, err := repo.Install(force)
			if errors.Is(err, hook.ErrExists) {
				return exit.Fail(exit.Failure, "add --force to replace it, or call 'preempt hook run' from it", "hook: %s already exists", p)
			}
			if err != nil {
				return exit.Fail(exit.Failure, "", "hook: %v", err)
			}
			g.tui().printf("installed %s", p)
			return nil
		},
	}
	install.Flags().BoolVar(&force, "force", false, "replace an existing pre-commit hook")
	var cf checkFlags
	run := &cobra.Command{
		Use:   "run",
		Short: "Scan the staged files (what the pre-commit hook runs)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := cf.check(); err != nil {
				return err
			}
			reg, err := g.registry()
			if err != nil {
				return err
			}
			repo, err := openRepo()
			if err != nil {
				return err
			}
			c, err := g.newCheck(cf, annotate.New(reg))
			if err != nil {
				return err
			}
			return g.hookRun(repo, c)
		},
	}
	run.Flags().StringVar(&cf.format, "format", "text", "output format: text, json or sarif")
	cf.register(run, false)
	cmd.AddCommand(install, run)
	return cmd
}

func openRepo() (*hook.Repo, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, exit.Fail(exit.Failure, "", "hook: %v", err)
	}
	repo, err := hook.Open(wd)
	if err != nil {
		return nil, exit.Fail(exit.Failure, "run it inside a git repository", "hook: %v", err)
	}
	return repo, nil
}

func (g *globals) hookRun(repo *hook.Repo, c *report.Check) error {
	s, err := repo.Check(c)
	scanned, suffix := s.Summary()
	err = g.finish(c, cliio.TreeError(err), scanned, suffix)
	if errors.Is(err, exit.ErrFindings) {
		g.tui().printf("commit refused: sanitize or remove the values, allowlist them in the config, list the files in .preemptignore, mark the line preempt:ignore, or commit with --no-verify")
	}
	return err
}
