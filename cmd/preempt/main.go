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

	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/gctune"
)

func main() {
	gctune.Stream(os.Getenv)
	os.Exit(run(os.Args[1:], stdio{in: os.Stdin, out: os.Stdout, err: os.Stderr, getenv: os.Getenv}))
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
