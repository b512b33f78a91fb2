package main

import (
	"context"
	"errors"
	"io"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/buildinfo"
	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/report"
	"github.com/preempt-dev/preempt/keyring"
)

func newAnnotateCmd(g *globals) *cobra.Command {
	var check, diff bool
	var cf checkFlags
	var bf batchFlags
	cmd := &cobra.Command{
		Use:   "annotate [FILE...] | --check -r DIR",
		Short: "Show what would be protected, and as which type",
		RunE: func(cmd *cobra.Command, args []string) error {
			if !check && cf.format == "" {
				cf.format = "inline"
			}
			err := exit.First(
				exit.Conflict(!check && cf.format != "inline" && cf.format != "jsonl", "use --format inline or --format jsonl (text, json and sarif are for --check)", "unknown format %q", cf.format),
				exit.Conflict(!check && (cf.showValues || cf.baseline != "" || cf.writeBaseline != ""), "add --check", "--show-values, --baseline and --write-baseline only apply to --check"),
				exit.Conflict(diff && (!check || bf.recursive), "use --check --diff on a diff, or --check -r on a folder", "--diff works with --check only, and not with -r"),
				bf.check(args),
				exit.Conflict(bf.recursive && !check, "add --check", "-r works with --check only"))
			if err == nil && check {
				err = cf.check()
			}
			if err != nil {
				return err
			}
			reg, err := g.registry()
			if err != nil {
				return err
			}
			ann := annotate.New(reg)
			if !check {
				return g.annotate(cmd.Context(), args, ann, cf.format)
			}
			c, err := g.newCheck(cf, ann)
			if err != nil {
				return err
			}
			if bf.recursive {
				return g.checkTree(args, c, bf.jobs)
			}
			err = cliio.Each(g.io.in, args, func(name string, r io.Reader) error {
				if name == "-" {
					name = "<stdin>"
				}
				err := c.Input(cmd.Context(), name, r, diff, func(path string) {
					g.tui().printf("%s: binary in the diff, not checked; 'preempt hook run' reads staged files whole", path)
				})
				var de *report.DiffError
				if errors.As(err, &de) {
					return exit.Fail(exit.Failure, "give --diff the output of 'git diff' or 'diff -u'", "%s: %v", name, err)
				}
				return err
			})
			return g.finish(c, err, c.Scanned(), "")
		},
	}
	cmd.Flags().StringVar(&cf.format, "format", "", "output format: inline (default) or jsonl; with --check: text (default), json or sarif")
	cmd.Flags().BoolVar(&check, "check", false, "print file:line:col: type per finding and exit 1 if any")
	cmd.Flags().BoolVar(&diff, "diff", false, "with --check, the input is a unified diff: check its added lines only")
	cf.register(cmd, true)
	bf.register(cmd, false)
	return cmd
}

// annotate writes the inline markup or the JSON lines of each input.
func (g *globals) annotate(ctx context.Context, args []string, ann *annotate.Annotator, format string) error {
	return cliio.Write(g.io.out, g.temps, "", true, func(out io.Writer) error {
		return cliio.Each(g.io.in, args, func(name string, r io.Reader) error {
			file := ""
			if len(args) > 0 {
				file = name
			}
			return ann.Write(ctx, out, r, file, format == "jsonl")
		})
	})
}

// checkTree is annotate --check -r: findings of every file, in file order, then the summary.
func (g *globals) checkTree(args []string, c *report.Check, jobs int) error {
	tree, err := batch.Load(args[0], "")
	if err != nil {
		return cliio.TreeError(err)
	}
	job, done := c.Scan.TreeJob(args[0], c.Rep)
	return g.finish(c, g.runTree("scanned", args[0], tree, jobs, job, done), "", "")
}

// checkFlags are the output flags the checks share (annotate --check, hook run).
type checkFlags struct {
	format, baseline, writeBaseline string
	showValues                      bool
}

func (cf *checkFlags) register(cmd *cobra.Command, showValues bool) {
	fs := cmd.Flags()
	if showValues {
		fs.BoolVar(&cf.showValues, "show-values", false, "with --check, print the values too (text and json)")
	}
	fs.StringVar(&cf.baseline, "baseline", "", "report only the findings not accepted in this baseline file")
	fs.StringVar(&cf.writeBaseline, "write-baseline", "", "accept every finding: write their fingerprints to this file and exit 0")
}

// check rejects the check flags that cannot be combined, before anything is read.
func (cf *checkFlags) check() error {
	if cf.format == "" {
		cf.format = "text"
	}
	format, err := report.ParseFormat(cf.format)
	if err != nil {
		return exit.Fail(exit.Usage, "use --format text, json or sarif", "%v", err)
	}
	return exit.First(
		exit.Conflict(cf.showValues && format == report.SARIF, "use --format json or text to see values", "--show-values: a SARIF log never holds values"),
		exit.Conflict(cf.baseline != "" && cf.writeBaseline != "", "--write-baseline alone rewrites the file with the current findings", "--baseline and --write-baseline together"))
}

// newCheck sets up a check from its flags, which cf.check accepted.
func (g *globals) newCheck(cf checkFlags, ann *annotate.Annotator) (*report.Check, error) {
	format, _ := report.ParseFormat(cf.format)
	o := report.CheckOptions{Format: format, ShowValues: cf.showValues, Baseline: cf.baseline,
		WriteBaseline: cf.writeBaseline, Version: buildinfo.Version(version)}
	var key *keyring.Key
	var err error
	if use := o.KeyUse(); use == report.KeyRequired || use == report.KeyIfAny && keyring.Available(g.getenv) {
		key, err = g.key()
	} else if use == report.KeyIfAny {
		g.tui().printf("no key, so the fingerprints are positional (type, file, rank); set PREEMPT_KEY or run 'preempt keyring init' for keyed ones")
	}
	if err != nil {
		return nil, err
	}
	if key != nil {
		defer key.Wipe() // the fingerprinter holds its subkey
	}
	c, err := report.NewCheck(g.io.out, ann, key, o)
	var oe *report.OpenError
	if errors.As(err, &oe) {
		return nil, exit.Fail(exit.Config, "check the file and the key, or write a new one with --write-baseline", "baseline: %v", cliio.UnwrapPath(err))
	}
	return c, err
}

// finish ends a check whose scan returned err (see report.Check.Finish), prints its summary,
// and returns exit.ErrFindings if it reported anything.
func (g *globals) finish(c *report.Check, err error, scanned, suffix string) error {
	var res report.Result
	if err == nil {
		res, err = c.Finish(g.temps, scanned, suffix)
	}
	g.tui().checked(res)
	var be *report.BaselineError
	switch {
	case errors.As(err, &be):
		return exit.Fail(exit.Failure, "", "%v", cliio.UnwrapPath(err))
	case err != nil || res.Baseline != "":
		return err
	case res.Findings > 0:
		return exit.ErrFindings
	}
	return nil
}
