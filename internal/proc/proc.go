// Package proc runs a child command the way a shell filter should: the child's exit status
// becomes the caller's, and SIGINT and SIGTERM sent to the caller are passed on to the child
// instead of killing the caller first (which would cut off the child's last output). It is its
// own package so that the signal plumbing is tested apart from any command.
package proc

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
)

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
