package main

import (
	"io"
	"os"
	"runtime"
	"slices"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/exit"
)

// batchFlags are the flags of the commands that can walk a folder tree and, if they write,
// where they write (-o, --in-place).
type batchFlags struct {
	recursive bool
	jobs      int
	writes    bool
	output    string
	inPlace   bool
}

func (b *batchFlags) register(cmd *cobra.Command, writes bool) {
	fs := cmd.Flags()
	b.writes = writes
	fs.BoolVarP(&b.recursive, "recursive", "r", false, "walk the folder DIR (honouring DIR/.preemptignore) instead of reading files")
	fs.IntVarP(&b.jobs, "jobs", "j", runtime.NumCPU(), "with -r, files to work on at once")
	if writes {
		fs.StringVarP(&b.output, "output", "o", "", "write to FILE (atomically) instead of standard output; with -r, the folder to write to")
		fs.BoolVar(&b.inPlace, "in-place", false, "with -r, replace each file instead of writing under -o")
	}
}

// check rejects, before anything is read, the tree flags without -r, a tree run without one
// DIR or, if it rewrites the tree, without exactly one of -o and --in-place, a directory named
// as a FILE, and an output that is one of the inputs.
func (b *batchFlags) check(args []string) error {
	out := b.output
	err := exit.First(
		exit.Conflict(b.inPlace && !b.recursive, "add -r DIR", "--in-place works on folders only"),
		exit.Conflict(b.jobs < 1, "use -j 1 or more", "-j %d: need at least one job", b.jobs),
		exit.Conflict(b.recursive && b.writes && b.inPlace == (out != ""), "add -o OUT (a folder) or --in-place", "-r needs exactly one of -o and --in-place"),
		exit.Conflict(b.recursive && len(args) != 1, "name one folder, as in 'preempt sanitize -r docs -o safe-docs'", "-r takes exactly one DIR, got %d", len(args)))
	if err != nil {
		return err
	}
	if !b.recursive {
		for _, in := range args {
			if st, err := os.Stat(in); in != "-" && err == nil && st.IsDir() {
				return exit.Fail(exit.Usage, "name files, not directories", "%s is a directory", in)
			}
		}
		return exit.Conflict(out != "" && out != "-" && slices.ContainsFunc(args, func(in string) bool { return cliio.SameFile(in, out) }), "write to another file", "output %s is also an input", out)
	}
	if st, err := os.Stat(args[0]); err != nil {
		return exit.Fail(exit.Failure, "", "%v", cliio.UnwrapPath(err))
	} else if !st.IsDir() {
		return exit.Fail(exit.Usage, "drop -r to read a file", "%s is not a directory", args[0])
	}
	st, err := os.Stat(out)
	return exit.First(
		exit.Conflict(out != "" && cliio.SameFile(args[0], out), "use another -o folder, or --in-place", "-o %s is the folder being read", out),
		exit.Conflict(out != "" && err == nil && !st.IsDir(), "with -r, -o names a folder", "-o %s is not a directory", out))
}

// filter runs fn on each input: with -r on every file of DIR (on several goroutines), writing
// under the folder -o or in place, else on each FILE or standard input, writing to -o or
// standard output (see cliio.Write). name is "" with -r, as the summary names the failed files.
func (g *globals) filter(verb string, args []string, bf batchFlags, buffered bool, fn func(w io.Writer, r io.Reader, name string) (map[string]int, error)) error {
	if !bf.recursive {
		return cliio.Write(g.io.out, g.temps, bf.output, buffered, func(w io.Writer) error {
			return cliio.Each(g.io.in, args, func(name string, r io.Reader) error {
				_, err := fn(w, r, name)
				return err
			})
		})
	}
	tree, err := batch.Load(args[0], bf.output)
	if err != nil {
		return cliio.TreeError(err)
	}
	job := batch.Rewrite(bf.output, g.temps, func(w io.Writer, r io.Reader) (map[string]int, error) { return fn(w, r, "") })
	return g.runTree(verb, args[0], tree, bf.jobs, job, nil)
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
		return exit.Fail(exit.Failure, "see the messages above", "%d of %d %s failed", n, len(tree.Files), plural(len(tree.Files), "file", "files"))
	}
	return nil
}
