package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/batch"
)

// batchFlags are the flags of the commands that can walk a folder tree.
type batchFlags struct {
	recursive bool
	jobs      int
	inPlace   bool
}

func (b *batchFlags) register(cmd *cobra.Command, writes bool) {
	fs := cmd.Flags()
	fs.BoolVarP(&b.recursive, "recursive", "r", false, "walk the folder DIR (honouring DIR/.preemptignore) instead of reading files")
	fs.IntVarP(&b.jobs, "jobs", "j", runtime.NumCPU(), "with -r, files to work on at once")
	if writes {
		fs.BoolVar(&b.inPlace, "in-place", false, "with -r, replace each file instead of writing under -o")
	}
}

// check rejects the tree flags without -r.
func (b *batchFlags) check() error {
	if b.inPlace && !b.recursive {
		return fail(exitUsage, "add -r DIR", "--in-place works on folders only")
	}
	if b.jobs < 1 {
		return fail(exitUsage, "use -j 1 or more", "-j %d: need at least one job", b.jobs)
	}
	return nil
}

// batchHelp is the part of the help text the tree-walking commands share.
const batchHelp = `With -r DIR it works on every text file under DIR, in parallel (-j): binary files (a NUL
byte in the first 8000 bytes) are skipped and listed, and DIR/.preemptignore leaves files out
(gitignore patterns: # comments, !, trailing /, * ? [..] within a step, ** across steps; a
pattern with a / is relative to DIR). A bad file does not stop the others; a summary goes to
stderr at the end, with a progress line while it runs if stderr is a terminal.`

// fileJob turns one input file into its output and counts what it did per type.
type fileJob func(w io.Writer, r io.Reader) (map[string]int, error)

// treeJob is one file's outcome: its output (annotate --check) or error, and its counts.
type treeJob struct {
	out    []byte
	counts map[string]int
	err    error
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
	var ig *batch.Ignore
	ignoreFile := filepath.Join(dir, batch.IgnoreFile)
	if data, err := os.ReadFile(ignoreFile); err == nil {
		if ig, err = batch.ParseIgnore(data, ignoreFile); err != nil {
			return "", nil, fail(exitConfig, "fix the pattern", "%v", err)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", nil, fail(exitFailure, "", "%v", unwrapPath(err))
	}
	tree, err := batch.Walk(dir, ig, skip)
	if err != nil {
		return "", nil, fail(exitFailure, "", "walk: %v", unwrapPath(err))
	}
	return dir, tree, nil
}

// rewriteTree runs job on every file of DIR and writes the results under out (or over the
// inputs with --in-place). verb names what the job does ("sanitized").
func (g *globals) rewriteTree(verb string, args []string, out string, bf batchFlags, job fileJob) error {
	if bf.inPlace == (out != "") {
		return fail(exitUsage, "add -o OUT (a folder) or --in-place", "-r needs exactly one of -o and --in-place")
	}
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
	return g.runTree(verb, dir, tree, bf.jobs, func(f batch.File) treeJob {
		r, err := batch.Open(f)
		if err != nil {
			return treeJob{err: err}
		}
		defer r.Close()
		target := f.Path
		if !bf.inPlace {
			target = filepath.Join(out, filepath.FromSlash(f.Rel))
		}
		var counts map[string]int
		// At most 0600 and the input's mode, in folders only the user can list: a restored tree
		// is as private as the keyring.
		if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
			return treeJob{err: err}
		}
		err = atomicfile.Write(target, f.Mode, g.temps, func(w io.Writer) error {
			counts, err = job(w, r)
			return err
		})
		return treeJob{counts: counts, err: err}
	}, nil)
}

// runTree runs job over tree with a progress line on a terminal, hands each file's result to
// emit in file order, and ends with the failures, one line each, and a summary.
func (g *globals) runTree(verb, dir string, tree *batch.Tree, jobs int, job func(batch.File) treeJob, emit func(batch.File, treeJob)) error {
	p := &batch.Progress{TotalFiles: int64(len(tree.Files))}
	for _, f := range tree.Files {
		p.TotalBytes += f.Size
	}
	stop := func() {}
	// The progress line redraws itself with \r and an erase-line escape: only on a terminal
	// that understands it.
	if f, ok := g.io.err.(*os.File); ok && term.IsTerminal(int(f.Fd())) && g.io.getenv("TERM") != "dumb" {
		stop = batch.ShowProgress(f, p, 200*time.Millisecond)
	}
	var (
		done, failed int
		bytesDone    int64
		binary       []string
		counts       = map[string]int{}
		failures     bytes.Buffer
	)
	batch.Run(tree.Files, jobs, p, job, func(f batch.File, r treeJob) {
		name := filepath.Join(dir, filepath.FromSlash(f.Rel))
		switch {
		case errors.Is(r.err, batch.ErrBinary):
			binary = append(binary, name)
			return
		case r.err != nil:
			failed++
			_, msg := classify(r.err)
			var pe *fs.PathError
			if errors.As(r.err, &pe) {
				msg = batch.Describe(r.err)
			}
			fmt.Fprintf(&failures, "preempt: %s: %s\n", name, msg)
			return
		}
		done++
		bytesDone += f.Size
		for t, n := range r.counts {
			counts[t] += n
		}
		if emit != nil {
			emit(f, r)
		}
	})
	stop()
	io.Copy(g.io.err, &failures)
	var b strings.Builder
	fmt.Fprintf(&b, "preempt: %s %d %s (%s) in %s: %s", verb, done, plural(done, "file", "files"), batch.Size(bytesDone), dir, byType(counts))
	if len(binary) > 0 {
		fmt.Fprintf(&b, "; skipped %d binary %s: %s", len(binary), plural(len(binary), "file", "files"), list(binary))
	}
	if len(tree.Other) > 0 {
		fmt.Fprintf(&b, "; skipped %d %s that %s not regular: %s", len(tree.Other), plural(len(tree.Other), "entry", "entries"), plural(len(tree.Other), "is", "are"), list(tree.Other))
	}
	if tree.Ignored > 0 {
		fmt.Fprintf(&b, "; %d ignored by %s", tree.Ignored, batch.IgnoreFile)
	}
	if failed > 0 {
		fmt.Fprintf(&b, "; %d failed", failed)
	}
	fmt.Fprintln(g.io.err, b.String())
	if failed > 0 {
		return fail(exitFailure, "see the messages above", "%d of %d %s failed", failed, len(tree.Files), plural(len(tree.Files), "file", "files"))
	}
	return nil
}

// list joins names, eliding all but the first ten.
func list(names []string) string {
	if len(names) > 10 {
		return strings.Join(names[:10], ", ") + fmt.Sprintf(" and %d more", len(names)-10)
	}
	return strings.Join(names, ", ")
}
