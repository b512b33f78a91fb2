// Package exit says how preempt ends when a command fails: the exit code of an error and the
// one line a user reads, "what: why; fix". Its codes are those of DESIGN.md ("Conventions"),
// so that a hook can tell "found something" (1) from "could not check" (2, 3, 4).
//
// A command returns either an *Error it made with Fail, Conflict or Key, which carries its code
// and fix, or a library error as it came; Classify maps the typed errors of the library
// packages (keyring, config, annotate, sanitize, engine) to a code and the fix a user needs. Nothing
// here prints or exits.
package exit

import (
	"errors"
	"fmt"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/config"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// Exit codes.
const (
	OK       = 0
	Findings = 1
	Usage    = 2
	Config   = 3 // key or config
	Failure  = 4 // I/O, a span that cannot be sanitized, anything else
)

// Error is an error with an exit code and, where there is one, the fix to suggest.
type Error struct {
	Code int
	Msg  string
	Fix  string
}

func (e *Error) Error() string {
	if e.Fix == "" {
		return e.Msg
	}
	return e.Msg + "; " + e.Fix
}

// Fail returns an *Error of code with the formatted message and the fix ("" for none).
func Fail(code int, fix, format string, args ...any) error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...), Fix: fix}
}

// ErrFindings makes a check exit 1 without printing an error line.
var ErrFindings = errors.New("findings")

// Status is a child's non-zero exit status, passed on without a message of its own: the
// command said what went wrong on its own stderr.
type Status int

func (s Status) Error() string { return fmt.Sprintf("command exited with status %d", int(s)) }

// Conflict is a usage error (fix, then the message) when bad holds, else nil.
func Conflict(bad bool, fix, format string, args ...any) error {
	if !bad {
		return nil
	}
	return Fail(Usage, fix, format, args...)
}

// First returns the first of errs that is not nil: a command's flag checks, which it runs
// before it reads any config, key or input, so that a usage error is always exit 2.
func First(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// Key is the error of a key that could not be resolved: every way of not having a key is a key
// error (exit 3), whatever its cause. envKey says whether PREEMPT_KEY is set, which decides
// the fix to suggest when the cause has none.
func Key(err error, envKey bool) error {
	_, msg := Classify(err)
	if !strings.HasPrefix(msg, "key") {
		msg = "key: " + msg
	}
	if !strings.Contains(msg, ";") {
		if envKey {
			msg += "; PREEMPT_KEY must be the base64 of 32 random bytes"
		} else {
			msg += "; set PREEMPT_KEYRING (or HOME), or PREEMPT_KEY"
		}
	}
	return &Error{Code: Config, Msg: msg}
}

// Code is the exit code of err and the line to print ("" for none: no error, findings, or a
// child's status).
func Code(err error) (int, string) {
	var st Status
	switch {
	case err == nil:
		return OK, ""
	case errors.Is(err, ErrFindings):
		return Findings, ""
	case errors.As(err, &st):
		return int(st), ""
	}
	return Classify(err)
}

// Classify maps an error to its exit code and its message with the fix a user needs.
func Classify(err error) (int, string) {
	var (
		ce    *Error
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
		run   *engine.CommandError
	)
	msg := err.Error()
	switch {
	case errors.As(err, &ce):
		return ce.Code, ce.Error()
	// cobra's own argument errors ("unknown command", "accepts 0 arg(s)") are usage errors.
	case strings.HasPrefix(msg, "unknown command") || strings.HasPrefix(msg, "accepts ") ||
		strings.HasPrefix(msg, "requires ") || strings.HasPrefix(msg, "invalid argument"):
		first, _, _ := strings.Cut(msg, "\n")
		return Usage, first + "; see 'preempt --help'"
	case errors.As(err, &pe):
		return Config, fmt.Sprintf("%v; run 'chmod 600 %s'", pe, pe.Path)
	case errors.As(err, &oe):
		return Config, fmt.Sprintf("%v; run 'chown $(id -u) %s' if it is yours, or use your own keyring", oe, oe.Path)
	case errors.As(err, &nf):
		return Config, fmt.Sprintf("%v; run 'preempt keyring init' or set PREEMPT_KEY", nf)
	case errors.Is(err, keyring.ErrWrongPassphrase):
		return Config, msg + "; check the passphrase or PREEMPT_PASSPHRASE"
	case errors.Is(err, keyring.ErrCorrupt):
		return Config, msg + "; restore the file from a backup (values sanitized with a damaged key cannot be restored)"
	case errors.Is(err, keyring.ErrPassphraseRequired):
		return Config, msg + "; set PREEMPT_PASSPHRASE or run from a terminal"
	case errors.As(err, &re):
		return Config, fmt.Sprintf("config: %v; check --config or PREEMPT_CONFIG", re)
	case errors.As(err, &codec):
		return Config, fmt.Sprintf("config: %v; fix the file or run 'preempt types' to see the registry", codec)
	case errors.As(err, &cfg):
		return Config, fmt.Sprintf("config: %v; fix the file or run 'preempt types' to see the registry", cfg)
	case errors.As(err, &te):
		return Config, fmt.Sprintf("config: %v", te)
	case errors.As(err, &se):
		return Failure, fmt.Sprintf("cannot sanitize %v; nothing of that value was written: fix or remove it (e.g. edit 'preempt annotate' output and use --annotated)", se)
	case errors.As(err, &ae):
		return Failure, fmt.Sprintf("%v; nothing was written: fix or remove the [[annotator]] entry in the config", ae)
	case errors.Is(err, annotate.ErrTooLarge):
		return Failure, msg + "; split the input or remove the [[annotator]] entries"
	case errors.As(err, &ane):
		return Failure, fmt.Sprintf("annotated input: %v; nothing of that value was written; fix or unmark it in the annotated file", ane)
	case errors.As(err, &me):
		return Failure, fmt.Sprintf("annotated input: %v", me)
	case errors.As(err, &run):
		return Failure, msg + "; check the command after --"
	}
	return Failure, msg
}
