package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/sanitize"
)

// tui is a command's terminal output: its errors, warnings, summaries and progress line, all on
// stderr and all starting "preempt: ".
type tui struct {
	w      io.Writer
	getenv func(string) string
}

func (g *globals) tui() tui { return tui{g.io.err, g.io.getenv} }

// printf writes one line.
func (t tui) printf(format string, args ...any) {
	fmt.Fprintf(t.w, "preempt: "+format+"\n", args...)
}

// exitCode prints err as "preempt: what: why; fix" and returns its exit code.
func exitCode(stderr io.Writer, err error) int {
	if err == nil {
		return exitOK
	}
	if errors.Is(err, errFindings) {
		return exitFindings
	}
	var st exitStatus
	if errors.As(err, &st) {
		return int(st) // run: the command said what went wrong on its own stderr
	}
	code, msg := classify(err)
	tui{w: stderr}.printf("%s", msg)
	return code
}

// sanitized is sanitize --stats.
func (t tui) sanitized(st sanitize.Stats) {
	t.printf("sanitized %d bytes: %s", st.Bytes, byType(st.ByType))
}

// progress shows p on a redrawn line until stop is called. The line redraws itself with \r and
// an erase-line escape: only on a terminal that understands it.
func (t tui) progress(p *batch.Progress) (stop func()) {
	if f, ok := t.w.(*os.File); ok && term.IsTerminal(int(f.Fd())) && t.getenv("TERM") != "dumb" {
		return batch.ShowProgress(f, p, 200*time.Millisecond)
	}
	return func() {}
}

// treeSummary prints the failures of a -r run, one line each, then its summary line.
func (t tui) treeSummary(verb, dir string, tree *batch.Tree, s batch.Summary) {
	for _, f := range s.Failures {
		_, msg := classify(f.Err)
		var pe *os.PathError
		if errors.As(f.Err, &pe) {
			msg = batch.Describe(f.Err)
		}
		t.printf("%s: %s", f.Path, msg)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %s (%s) in %s: %s", verb, s.Done, plural(s.Done, "file", "files"), batch.Size(s.Bytes), dir, byType(s.Counts))
	if n := len(s.Binary); n > 0 {
		fmt.Fprintf(&b, "; skipped %d binary %s: %s", n, plural(n, "file", "files"), list(s.Binary))
	}
	if n := len(tree.Other); n > 0 {
		fmt.Fprintf(&b, "; skipped %d %s that %s not regular: %s", n, plural(n, "entry", "entries"), plural(n, "is", "are"), list(tree.Other))
	}
	if tree.Ignored > 0 {
		fmt.Fprintf(&b, "; %d ignored by %s", tree.Ignored, batch.IgnoreFile)
	}
	if n := len(s.Failures); n > 0 {
		fmt.Fprintf(&b, "; %d failed", n)
	}
	t.printf("%s", b.String())
}

// list joins names, eliding all but the first ten.
func list(names []string) string {
	if len(names) > 10 {
		return strings.Join(names[:10], ", ") + fmt.Sprintf(" and %d more", len(names)-10)
	}
	return strings.Join(names, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
