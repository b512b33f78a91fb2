package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"golang.org/x/term"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/report"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// tui is a command's terminal output: its errors, warnings, summaries and progress line, all on
// stderr and all starting "preempt: ", and the reports of the commands whose output is a report
// (keyring, types) on stdout.
type tui struct {
	w      io.Writer
	out    io.Writer
	getenv func(string) string
}

func (g *globals) tui() tui { return tui{g.io.err, g.io.out, g.io.getenv} }

// key is what keyring init and show print: where the key is, its id and fingerprint, never
// the key.
func (t tui) key(where string, k *keyring.Key) {
	fmt.Fprintf(t.out, "%s\nid: %s\nfingerprint: %s\n", where, k.ID(), k.Fingerprint())
}

// types is the table of 'preempt types'.
func (t tui) types(types []*annotate.Type) error {
	tw := tabwriter.NewWriter(t.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TYPE\tCATEGORY\tCODEC\tSOURCE\tDESCRIPTION")
	for _, t := range types {
		codec := cmp.Or(t.Codec, "-")
		if t.Category == annotate.Value {
			codec += fmt.Sprintf(" ε=%g", t.Epsilon)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", t.ID, t.Category, codec, t.Source, t.Description)
	}
	return tw.Flush()
}

// printf writes one line.
func (t tui) printf(format string, args ...any) {
	fmt.Fprintf(t.w, "preempt: "+format+"\n", args...)
}

// exitCode prints err as "preempt: what: why; fix" and returns its exit code.
func exitCode(stderr io.Writer, err error) int {
	code, msg := exit.Code(err)
	if msg != "" {
		tui{w: stderr}.printf("%s", msg)
	}
	return code
}

// sanitized is sanitize --stats.
func (t tui) sanitized(st sanitize.Stats) {
	t.printf("sanitized %d bytes: %s", st.Bytes, batch.Counts(st.ByType))
}

// restored is desanitize --stats.
func (t tui) restored(st desanitize.Stats) {
	line := "restored " + batch.Counts(st.Restored)
	if len(st.Withheld) > 0 {
		line += "; left inside URLs, links or HTML tags " + batch.Counts(st.Withheld)
	}
	t.printf("%s", line)
}

// restoreNotes tells what a desanitizer did that its user must know about: how many values
// --key-only rewrote (any of them may be a real value nobody sanitized), and, unless --stats
// said it already, how many values it left inside URLs, links or HTML tags.
func (t tui) restoreNotes(st desanitize.Stats, keyOnly, stats bool) {
	if keyOnly {
		n := sum(st.Restored)
		t.printf("--key-only rewrote %d %s with the key alone; any of them may be a real value that was never sanitized", n, plural(n, "value", "values"))
	}
	if n := sum(st.Withheld); n > 0 && !stats {
		t.printf("left %d %s inside URLs, links or HTML tags as the answer wrote %s; --restore-in-urls restores them", n, plural(n, "value", "values"), plural(n, "it", "them"))
	}
}

// checked prints what a finished check did: its summary, and the baseline it wrote.
func (t tui) checked(res report.Result) {
	if res.Summary != "" {
		t.printf("%s", res.Summary)
	}
	if res.Baseline != "" {
		t.printf("wrote %d %s to %s", res.Written, plural(res.Written, "fingerprint", "fingerprints"), res.Baseline)
	}
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
		_, msg := exit.Classify(f.Err)
		var pe *os.PathError
		if errors.As(f.Err, &pe) {
			msg = batch.Describe(f.Err)
		}
		t.printf("%s: %s", f.Path, msg)
	}
	t.printf("%s", s.Line(verb, dir, tree))
}

func sum(m map[string]int) (n int) {
	for _, c := range m {
		n += c
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
