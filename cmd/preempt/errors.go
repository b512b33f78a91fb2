package main

import (
	"errors"

	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/cliio"
	"github.com/preempt-dev/preempt/internal/exit"
)

// ignoreError is the error of a .preemptignore that cannot be used (exit 3 for a bad pattern),
// or of a tree or the staged files that cannot be read (exit 4).
func ignoreError(err error) error {
	var pe *batch.PatternError
	if err == nil {
		return nil
	} else if errors.As(err, &pe) {
		return exit.Fail(exit.Config, "fix the pattern", "%v", err)
	}
	return exit.Fail(exit.Failure, "", "%v", cliio.UnwrapPath(err))
}
