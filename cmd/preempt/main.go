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
)

func main() {
	os.Exit(run(os.Args[1:], stdio{in: os.Stdin, out: os.Stdout, err: os.Stderr, getenv: os.Getenv}))
}

// stdio is what a command may touch of the process: its streams and its environment.
type stdio struct {
	in     io.Reader
	out    io.Writer
	err    io.Writer
	getenv func(string) string
}

func run(args []string, io stdio) int {
	root := newRootCmd(io)
	root.SetArgs(args)
	err := root.Execute()
	return exitCode(io.err, err)
}
