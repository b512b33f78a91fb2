package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/config"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// Exit codes (DESIGN.md, "Conventions"). A hook can tell "found something" (1) from "could not
// check" (2, 3, 4).
const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
	exitConfig   = 3 // key or config
	exitFailure  = 4 // I/O, a span that cannot be sanitized, anything else
)

// cliError is an error with an exit code and, where there is one, the fix to suggest.
type cliError struct {
	code int
	msg  string
	fix  string
}

func (e *cliError) Error() string {
	if e.fix == "" {
		return e.msg
	}
	return e.msg + "; " + e.fix
}

func fail(code int, fix, format string, args ...any) error {
	return &cliError{code: code, msg: fmt.Sprintf(format, args...), fix: fix}
}

// errFindings makes --check exit 1 without printing an error line.
var errFindings = errors.New("findings")

// conflict is a usage error (fix, then the message) when bad holds, else nil.
func conflict(bad bool, fix, format string, args ...any) error {
	if !bad {
		return nil
	}
	return fail(exitUsage, fix, format, args...)
}

// usageChecks returns the first of a command's flag checks that failed. Every command runs its
// checks before it reads any config, key or input, so a usage error is always exit 2.
func usageChecks(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// ignoreError is the error of a .preemptignore that cannot be used (exit 3 for a bad pattern),
// or of a tree or the staged files that cannot be read (exit 4).
func ignoreError(err error) error {
	var pe *batch.PatternError
	if err == nil {
		return nil
	} else if errors.As(err, &pe) {
		return fail(exitConfig, "fix the pattern", "%v", err)
	}
	return fail(exitFailure, "", "%v", unwrapPath(err))
}

// classify maps library errors to exit codes and messages with the fix a user needs.
func classify(err error) (int, string) {
	var (
		ce    *cliError
		pe    *keyring.PermissionError
		oe    *keyring.OwnerError
		nf    *keyring.NotFoundError
		re    *config.ReadError
		codec *config.CodecError
		cfg   *annotate.ConfigError
		te    *sanitize.TypeError
		se    *sanitize.SpanError
		ae    *annotate.AnnotatorError
		ane   *sanitize.AnnotatedError
		me    *annotate.MarkupError
	)
	msg := err.Error()
	switch {
	case errors.As(err, &ce):
		return ce.code, ce.Error()
	// cobra's own argument errors ("unknown command", "accepts 0 arg(s)") are usage errors.
	case strings.HasPrefix(msg, "unknown command") || strings.HasPrefix(msg, "accepts ") ||
		strings.HasPrefix(msg, "requires ") || strings.HasPrefix(msg, "invalid argument"):
		first, _, _ := strings.Cut(msg, "\n")
		return exitUsage, first + "; see 'preempt --help'"
	case errors.As(err, &pe):
		return exitConfig, fmt.Sprintf("%v; run 'chmod 600 %s'", pe, pe.Path)
	case errors.As(err, &oe):
		return exitConfig, fmt.Sprintf("%v; run 'chown $(id -u) %s' if it is yours, or use your own keyring", oe, oe.Path)
	case errors.As(err, &nf):
		return exitConfig, fmt.Sprintf("%v; run 'preempt keyring init' or set PREEMPT_KEY", nf)
	case errors.Is(err, keyring.ErrWrongPassphrase):
		return exitConfig, msg + "; check the passphrase or PREEMPT_PASSPHRASE"
	case errors.Is(err, keyring.ErrCorrupt):
		return exitConfig, msg + "; restore the file from a backup (values sanitized with a damaged key cannot be restored)"
	case errors.Is(err, keyring.ErrPassphraseRequired):
		return exitConfig, msg + "; set PREEMPT_PASSPHRASE or run from a terminal"
	case errors.As(err, &re):
		return exitConfig, fmt.Sprintf("config: %v; check --config or PREEMPT_CONFIG", re)
	case errors.As(err, &codec):
		return exitConfig, fmt.Sprintf("config: %v; fix the file or run 'preempt types' to see the registry", codec)
	case errors.As(err, &cfg):
		return exitConfig, fmt.Sprintf("config: %v; fix the file or run 'preempt types' to see the registry", cfg)
	case errors.As(err, &te):
		return exitConfig, fmt.Sprintf("config: %v", te)
	case errors.As(err, &se):
		return exitFailure, fmt.Sprintf("cannot sanitize %v; nothing of that value was written: fix or remove it (e.g. edit 'preempt annotate' output and use --annotated)", se)
	case errors.As(err, &ae):
		return exitFailure, fmt.Sprintf("%v; nothing was written: fix or remove the [[annotator]] entry in the config", ae)
	case errors.Is(err, annotate.ErrTooLarge):
		return exitFailure, msg + "; split the input or remove the [[annotator]] entries"
	case errors.As(err, &ane):
		return exitFailure, fmt.Sprintf("annotated input: %v; nothing of that value was written; fix or unmark it in the annotated file", ane)
	case errors.As(err, &me):
		return exitFailure, fmt.Sprintf("annotated input: %v", me)
	}
	return exitFailure, msg
}
