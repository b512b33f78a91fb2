package exit

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/config"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// Every library error a command can return has the code a hook relies on (3 for what the user
// must fix in the key or config, 4 for the rest) and a fix in its message, also wrapped.
func TestClassify(t *testing.T) {
	cases := []struct {
		err  error
		code int
		fix  string // a part of the message
	}{
		{Fail(Usage, "use one", "--a and --b"), Usage, "--a and --b; use one"},
		{errors.New(`unknown command "x" for "preempt"` + "\nRun..."), Usage, `"preempt"; see 'preempt --help'`},
		{errors.New("accepts 0 arg(s), received 1"), Usage, "see 'preempt --help'"},
		{&keyring.PermissionError{Path: "/k", Mode: 0o644}, Config, "run 'chmod 600 /k'"},
		{&keyring.NotFoundError{Path: "/k"}, Config, "run 'preempt keyring init' or set PREEMPT_KEY"},
		{fmt.Errorf("load: %w", keyring.ErrWrongPassphrase), Config, "check the passphrase"},
		{keyring.ErrPassphraseRequired, Config, "set PREEMPT_PASSPHRASE"},
		{&config.ReadError{Err: errors.New("no such file")}, Config, "check --config or PREEMPT_CONFIG"},
		{&sanitize.TypeError{Type: "x", Err: errors.New("bad")}, Config, "config: "},
		{&sanitize.SpanError{Type: "ssn", Offset: 3, Err: errors.New("bad")}, Failure, "nothing of that value was written"},
		{&annotate.AnnotatorError{ID: "ner", Err: errors.New("exit 1")}, Failure, "fix or remove the [[annotator]] entry"},
		{&engine.CommandError{Err: errors.New(`exec: "llm": not found`)}, Failure, `run: exec: "llm": not found; check the command after --`},
		{errors.New("disk full"), Failure, "disk full"},
	}
	for _, c := range cases {
		code, msg := Classify(c.err)
		if code != c.code || !strings.Contains(msg, c.fix) {
			t.Errorf("Classify(%v) = %d, %q; want %d and %q in it", c.err, code, msg, c.code, c.fix)
		}
		var ce *Error
		if c.code == Usage && !errors.As(c.err, &ce) {
			continue // cobra's errors are recognised by their text, which they start with
		}
		if wcode, wmsg := Classify(fmt.Errorf("wrapped: %w", c.err)); wcode != code || !strings.HasSuffix(wmsg, strings.TrimPrefix(msg, c.err.Error())) {
			t.Errorf("wrapped %v: %d, %q; want %d", c.err, wcode, wmsg, code)
		}
	}
}

// Code tells a check's findings and a child's status, which print nothing, from errors.
func TestCode(t *testing.T) {
	cases := []struct {
		err  error
		code int
		msg  string
	}{
		{nil, OK, ""},
		{fmt.Errorf("check: %w", ErrFindings), Findings, ""},
		{Status(7), 7, ""},
		{Fail(Failure, "", "write: disk full"), Failure, "write: disk full"},
	}
	for _, c := range cases {
		if code, msg := Code(c.err); code != c.code || msg != c.msg {
			t.Errorf("Code(%v) = %d, %q; want %d, %q", c.err, code, msg, c.code, c.msg)
		}
	}
}

// Whatever keeps a key from being resolved is exit 3, says "key", and suggests a fix.
func TestKey(t *testing.T) {
	cases := []struct {
		err    error
		envKey bool
		want   string
	}{
		{errors.New("PREEMPT_KEY: illegal base64"), true, "key: PREEMPT_KEY: illegal base64; PREEMPT_KEY must be the base64 of 32 random bytes"},
		{errors.New("no HOME"), false, "key: no HOME; set PREEMPT_KEYRING (or HOME), or PREEMPT_KEY"},
		{errors.New("keyring /k: bad"), false, "keyring /k: bad; set PREEMPT_KEYRING (or HOME), or PREEMPT_KEY"},
		{&keyring.NotFoundError{Path: "/k"}, false, ""}, // its own fix, checked below
	}
	for _, c := range cases {
		code, msg := Classify(Key(c.err, c.envKey))
		if c.want == "" {
			_, c.want = Classify(c.err)
			if !strings.HasPrefix(c.want, "key") {
				c.want = "key: " + c.want
			}
		}
		if code != Config || msg != c.want {
			t.Errorf("Key(%v) = %d, %q; want %d, %q", c.err, code, msg, Config, c.want)
		}
	}
}
