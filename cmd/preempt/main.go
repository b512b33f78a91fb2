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
)

func main() {
	// A filter's heap is small and mostly the name lists it loads once: collecting at four times
	// the live heap instead of twice saves ~15% of a one-prompt run. $GOGC still decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
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
			code = exitFailure
		}
	}()
	root := newRootCmd(io)
	root.SetArgs(args)
	err := root.Execute()
	return exitCode(io.err, err)
}
