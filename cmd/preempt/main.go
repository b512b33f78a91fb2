// Command preempt protects the sensitive values of a prompt before it goes to a remote LLM and
// puts the real values back into the answer.
//
//	preempt keyring init
//	preempt sanitize < prompt.txt > safe.txt
//	llm < safe.txt | preempt desanitize --prompt prompt.txt
//
// See `preempt --help` and the README.
package main

import (
	"io"
	"os"
	"runtime/debug"

	"github.com/preempt-dev/preempt/internal/exit"
)

func main() {
	tuneGC(os.Getenv)
	os.Exit(run(os.Args[1:], stdio{in: os.Stdin, out: os.Stdout, err: os.Stderr, getenv: os.Getenv}))
}

// streamHeap is the soft limit of the Go heap of a streaming command: its live heap is the
// caches of the annotator and the codecs (about 12 MiB on dense text), whatever the input's
// size, so that the whole process stays under 64 MiB of resident memory.
const streamHeap = 32 << 20

// tuneGC sets the collector for a filter. Its heap is small and mostly caches it fills once:
// collecting at five times the live heap instead of twice saves ~15% of a one-prompt run, and
// the soft limit makes it collect sooner on a long stream, where five times the live heap
// would be 60 MiB. $GOGC and $GOMEMLIMIT still decide; commands that hold a whole document
// raise the limit (see boundHeap).
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(streamHeap)
	}
}

// stdio is what a command may touch of the process: its streams and its environment.
type stdio struct {
	in     io.Reader
	out    io.Writer
	err    io.Writer
	getenv func(string) string
}

func run(args []string, io stdio) (code int) {
	defer func() {
		// A panic is a bug, not a usage error: report it as a failure (exit 4), not Go's exit 2.
		if r := recover(); r != nil {
			tui{w: io.err}.printf("internal error: %v; please report it", r)
			code = exit.Failure
		}
	}()
	root := newRootCmd(io)
	root.SetArgs(args)
	err := root.Execute()
	return exitCode(io.err, err)
}
