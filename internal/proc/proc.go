// Package proc runs a child command the way a shell filter should: the child's exit status
// becomes the caller's, and SIGINT and SIGTERM sent to the caller are passed on to the child
// instead of killing the caller first (which would cut off the child's last output). It also
// builds the environment every child of preempt gets (see [Env]). It is its own package so that
// the signal plumbing and the environment are tested apart from any command.
package proc

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
)

// envPrefix starts the name of every variable preempt reads. None of them is passed to a child.
const envPrefix = "PREEMPT_"

// Env returns environ (as from [os.Environ]) without any PREEMPT_* variable, for the
// environment of a child process: the LLM command of 'preempt run', an external annotator, git.
//
// PREEMPT_KEY and PREEMPT_PASSPHRASE are secrets: with the key, the command preempt sends the
// sanitized prompt to could undo every encryption and recompute the noise. The others
// (PREEMPT_KEYRING, PREEMPT_CONFIG) are dropped too, so that the rule has no exception to get
// wrong and a variable added later is covered without a change here; no child needs them. The
// name is compared without regard to case, as Windows compares names.
func Env(environ []string) []string {
	out := make([]string, 0, len(environ))
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if len(name) >= len(envPrefix) && strings.EqualFold(name[:len(envPrefix)], envPrefix) {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// Command is [exec.Command] with the environment of [Env]: the way every child of preempt is
// made.
func Command(name string, arg ...string) *exec.Cmd {
	c := exec.Command(name, arg...)
	c.Env = Env(os.Environ())
	return c
}

// Run starts c, forwards SIGINT and SIGTERM to it until it exits, and returns its exit status
// the way a shell reports it: the exit code, or 128+N when signal N killed it. err is not nil
// only when c could not be started or waited for.
func Run(c *exec.Cmd) (status int, err error) {
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err := c.Start(); err != nil {
		return 0, err
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case s := <-sigs:
				c.Process.Signal(s) // the child may already be gone: nothing to do then
			case <-done:
				return
			}
		}
	}()
	err = c.Wait()
	close(done)
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal()), nil
		}
		return ee.ExitCode(), nil
	}
	if err != nil {
		return 0, err
	}
	return 0, nil
}
