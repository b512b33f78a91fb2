package main

import (
	"io"
	"os"
	"path/filepath"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/batch"
)

// batchFlags are the flags of the commands that can walk a folder tree.
type batchFlags struct {
	recursive bool
	jobs      int
	inPlace   bool
	cmd       *cobra.Command // for its -o
}

func (b *batchFlags) register(cmd *cobra.Command, writes bool) {
	fs := cmd.Flags()
	b.cmd = cmd
	fs.BoolVarP(&b.recursive, "recursive", "r", false, "walk the folder DIR (honouring DIR/.preemptignore) instead of reading files")
	fs.IntVarP(&b.jobs, "jobs", "j", runtime.NumCPU(), "with -r, files to work on at once")
	if writes {
		fs.BoolVar(&b.inPlace, "in-place", false, "with -r, replace each file instead of writing under -o")
	}
}

// check rejects the tree flags without -r, and a rewritten tree without exactly one of -o and
// --in-place.
func (b *batchFlags) check() error {
	fs, out := b.cmd.Flags(), ""
	if o := fs.Lookup("output"); o != nil {
		out = o.Value.String()
	}
	return usageChecks(
		conflict(b.inPlace && !b.recursive, "add -r DIR", "--in-place works on folders only"),
		conflict(b.jobs < 1, "use -j 1 or more", "-j %d: need at least one job", b.jobs),
		conflict(b.recursive && fs.Lookup("in-place") != nil && b.inPlace == (out != ""), "add -o OUT (a folder) or --in-place", "-r needs exactly one of -o and --in-place"))
}

// walkTree checks the arguments of a -r run and lists the tree.
func (g *globals) walkTree(args []string, skip string) (string, *batch.Tree, error) {
	if len(args) != 1 {
		return "", nil, fail(exitUsage, "name one folder, as in 'preempt sanitize -r docs -o safe-docs'", "-r takes exactly one DIR, got %d", len(args))
	}
	dir := args[0]
	if st, err := os.Stat(dir); err != nil {
		return "", nil, fail(exitFailure, "", "%v", unwrapPath(err))
	} else if !st.IsDir() {
		return "", nil, fail(exitUsage, "drop -r to read a file", "%s is not a directory", dir)
	}
	ig, err := batch.LoadIgnore(dir, filepath.Join(dir, batch.IgnoreFile))
	if err != nil {
		return "", nil, ignoreError(err)
	}
	tree, err := batch.Walk(dir, ig, skip)
	if err != nil {
		return "", nil, fail(exitFailure, "", "walk: %v", unwrapPath(err))
	}
	return dir, tree, nil
}

// rewriteTree runs job on every file of DIR and writes the results under out (or over the
// inputs with --in-place). verb names what the job does ("sanitized").
func (g *globals) rewriteTree(verb string, args []string, out string, bf batchFlags, job func(w io.Writer, r io.Reader) (map[string]int, error)) error {
	var skip string
	if out != "" {
		if len(args) == 1 && sameFile(args[0], out) {
			return fail(exitUsage, "use another -o folder, or --in-place", "-o %s is the folder being read", out)
		}
		if st, err := os.Stat(out); err == nil && !st.IsDir() {
			return fail(exitUsage, "with -r, -o names a folder", "-o %s is not a directory", out)
		}
		skip, _ = filepath.Abs(out)
	}
	dir, tree, err := g.walkTree(args, skip)
	if err != nil {
		return err
	}
	return g.runTree(verb, dir, tree, bf.jobs, batch.Rewrite(out, g.temps, job), nil)
}

// runTree runs job over tree with a progress line on a terminal, calls done for each file that
// succeeded, in file order, and ends with the failures, one line each, and a summary.
func (g *globals) runTree(verb, dir string, tree *batch.Tree, jobs int, job batch.Job, done func(batch.File)) error {
	t := g.tui()
	p := batch.NewProgress(tree)
	stop := t.progress(p)
	s := batch.RunTree(dir, tree, jobs, p, job, done)
	stop()
	t.treeSummary(verb, dir, tree, s)
	if n := len(s.Failures); n > 0 {
		return fail(exitFailure, "see the messages above", "%d of %d %s failed", n, len(tree.Files), plural(len(tree.Files), "file", "files"))
	}
	return nil
}
