// Package cliio reads the inputs of a command and writes its output the way every preempt
// command does: inputs are standard input or files, read through textenc so that text that
// is not UTF-8 stops the command instead of passing through undetected; output is standard
// output or a private file written atomically, so that a failure or an interrupt never leaves
// a partial one. Its errors are *exit.Error values that name the file and say what to do.
package cliio

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/internal/textenc"
	"github.com/preempt-dev/preempt/sanitize"
)

// Each calls fn for stdin (no args, or "-", named "-") or each file in turn. Each input is
// read through textenc: text that looks like UTF-16 or Latin-1 stops the command with exit 4
// (see EncodingError).
func Each(stdin io.Reader, args []string, fn func(name string, r io.Reader) error) error {
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, a := range args {
		if a == "-" {
			if err := fn("-", textenc.NewReader(stdin)); err != nil {
				return EncodingError("<stdin>", err)
			}
			continue
		}
		f, err := os.Open(a)
		if err != nil {
			return exit.Fail(exit.Failure, "", "%v", UnwrapPath(err))
		}
		err = fn(a, textenc.NewReader(f))
		f.Close()
		if err != nil {
			return EncodingError(a, err)
		}
	}
	return nil
}

// EncodingError names the input of a *textenc.Error (exit 4; the message says how to convert
// the file) and returns other errors as they are.
func EncodingError(name string, err error) error {
	var te *textenc.Error
	if errors.As(err, &te) {
		return exit.Fail(exit.Failure, "", "%s: %v", name, te)
	}
	return err
}

// InputError names the input of an error about its form: a JSON document (json) too large, not
// JSON, or not UTF-8. name "-" is standard input; "" (a file of a -r run, whose messages name
// the file already) adds no name.
func InputError(name string, json bool, err error) error {
	var te *textenc.Error
	switch {
	case json && errors.Is(err, sanitize.ErrDocumentTooLarge):
		return exit.Fail(exit.Failure, "split the document", "%sJSON input is larger than %d MiB", displayName(name), sanitize.MaxDocument>>20)
	case errors.Is(err, jsonstr.ErrInvalid):
		return exit.Fail(exit.Failure, "check the input, or drop --json", "%s%v", displayName(name), err)
	case json && errors.As(err, &te):
		return exit.Fail(exit.Failure, "", "%s%v", displayName(name), err)
	}
	return err
}

// displayName is the prefix that names an input in a message: "FILE: ", "standard input: ",
// or nothing.
func displayName(name string) string {
	switch name {
	case "":
		return ""
	case "-":
		return "standard input: "
	}
	return name + ": "
}

// TreeError is the error of a folder tree or of the staged files that cannot be read (exit 4,
// naming the path), or of a .preemptignore that cannot be used (exit 3 for a bad pattern).
func TreeError(err error) error {
	var pe *batch.PatternError
	if err == nil {
		return nil
	} else if errors.As(err, &pe) {
		return exit.Fail(exit.Config, "fix the pattern", "%v", err)
	}
	return exit.Fail(exit.Failure, "", "%v", UnwrapPath(err))
}

// UnwrapPath writes the *fs.PathError in err as "path: why", without the operation os puts
// first ("open path: ...").
func UnwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return errors.New(strings.Replace(err.Error(), pe.Error(), pe.Path+": "+strings.TrimPrefix(pe.Err.Error(), "open "), 1))
	}
	return err
}

// Write runs write on where a command writes: stdout for path "" or "-", else a private file
// (0600) written through a temporary file (registered in temps) renamed over the target only
// when write succeeds. buffered writes through a 64 KiB buffer, flushed after a failure too:
// what was sanitized before it is safe, and the failing segment was never handed to the
// writer. Unbuffered, each write passes on at once: an answer that streams in streams out.
func Write(stdout io.Writer, temps *atomicfile.Temps, path string, buffered bool, write func(w io.Writer) error) error {
	var werr error // write's own error, which says what it is
	run := func(w io.Writer) error {
		if !buffered {
			werr = write(w)
			return werr
		}
		bw := bufio.NewWriterSize(w, 64<<10)
		werr = write(bw)
		if ferr := bw.Flush(); werr == nil && ferr != nil {
			werr = exit.Fail(exit.Failure, "", "write: %v", ferr)
		}
		return werr
	}
	if path == "" || path == "-" {
		return run(stdout)
	}
	err := atomicfile.Write(path, 0o600, temps, run)
	if err != nil && err != werr {
		err = exit.Fail(exit.Failure, "", "output: %v", UnwrapPath(err)) // creating or renaming the file
	}
	return err
}

// SameFile says whether the files a and b exist and are one file; "-" is no file.
func SameFile(a, b string) bool {
	if a == "-" {
		return false
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// ReadPrompt reads a whole prompt, of at most sanitize.MaxDocument bytes and in UTF-8, from
// path, or stdin for "" or "-".
func ReadPrompt(stdin io.Reader, path string) ([]byte, error) {
	r := stdin
	name := "standard input"
	if path != "" && path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, exit.Fail(exit.Failure, "", "prompt: %v", UnwrapPath(err))
		}
		defer f.Close()
		r, name = f, path
	}
	data, err := sanitize.ReadDocument(r)
	if errors.Is(err, sanitize.ErrDocumentTooLarge) {
		return nil, exit.Fail(exit.Failure, "sanitize it with 'preempt sanitize' and pipe it yourself", "prompt: %s is larger than %d MiB", name, sanitize.MaxDocument>>20)
	}
	if err != nil {
		return nil, exit.Fail(exit.Failure, "", "prompt: %s: %v", name, err)
	}
	if err := textenc.Check(data); err != nil {
		return nil, exit.Fail(exit.Failure, "", "prompt: %s: %v", name, err)
	}
	return data, nil
}
