package keyring

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"os"

	"golang.org/x/term"
)

// ErrNoTerminal is returned by [ReadPassphrase] when a passphrase is needed,
// $PREEMPT_PASSPHRASE is not set, and there is no terminal to prompt on (CI,
// cron, a git hook without a tty).
var ErrNoTerminal = errors.New("no terminal to read the passphrase; set " + EnvPassphrase)

// ReadPassphrase returns $PREEMPT_PASSPHRASE if it is set, for batch use.
// Otherwise it prompts on the controlling terminal (/dev/tty) with echo off.
// The terminal, not stdin and stdout, is used because in preempt those carry
// the prompt being sanitized. With confirm, as when creating a keyring, the
// passphrase is asked twice and must match.
//
// An empty passphrase is an error: it would otherwise be mistaken for "no
// passphrase" and silently produce an unprotected keyring. The caller should
// zero the returned slice when done with it.
func ReadPassphrase(prompt string, confirm bool, getenv func(string) string) ([]byte, error) {
	if p := getenv(EnvPassphrase); p != "" {
		return []byte(p), nil
	}
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return nil, ErrNoTerminal
	}
	defer tty.Close()
	if !term.IsTerminal(int(tty.Fd())) {
		return nil, ErrNoTerminal
	}

	pass, err := readSecret(tty, prompt)
	if err != nil {
		return nil, err
	}
	if len(pass) == 0 {
		return nil, errors.New("passphrase is empty")
	}
	if !confirm {
		return pass, nil
	}
	again, err := readSecret(tty, "Confirm passphrase: ")
	defer clear(again)
	if err != nil {
		clear(pass)
		return nil, err
	}
	if subtle.ConstantTimeCompare(pass, again) != 1 {
		clear(pass)
		return nil, errors.New("passphrases do not match")
	}
	return pass, nil
}

// readSecret prints prompt on tty, reads a line with echo off, and erases the
// prompt so the terminal is left as it was.
func readSecret(tty *os.File, prompt string) ([]byte, error) {
	fmt.Fprint(tty, prompt)
	s, err := term.ReadPassword(int(tty.Fd()))
	// Move to a new line, which always works, then try to erase the prompt
	// line with escape codes (CR LF, not LF, as age does for WSL2).
	fmt.Fprint(tty, "\r\n\x1b[F\x1b[K")
	if err != nil {
		clear(s)
		return nil, fmt.Errorf("reading passphrase: %w", err)
	}
	return s, nil
}
