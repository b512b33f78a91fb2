// Package atomicfile writes preempt's output files: the sanitized or restored text of -o and of
// batch runs, and the --report JSON. An output file
//
//   - is private: it is created with mode 0600 as the umask allows, and never made wider, so
//     neither an existing file's mode nor a wide perm makes restored values readable to others;
//   - is complete or absent: it is written to a temporary file in the same directory and renamed
//     over the target only when the write succeeded;
//   - leaves nothing behind when the process is interrupted: the temporary files in flight are
//     removed on SIGINT and SIGTERM (see [Temps]), and their names are recognisable ([IsTemp]),
//     so a tree walk never mistakes one for input.
//
// A path that names no regular file but a device, a pipe or a terminal ("--report /dev/stderr",
// a named pipe) is written in place, as it is: renaming a file over it would replace the
// device's name (as root, /dev/stderr itself) with a regular file.
package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Temporary files are named tempPrefix + random digits + tempSuffix, in the directory of the
// file they become. Releases before the suffix was added left tempPrefix + digits.
const (
	tempPrefix = ".preempt-"
	tempSuffix = ".tmp"
)

// maxPerm is the widest mode an output file gets.
const maxPerm fs.FileMode = 0o600

// IsTemp reports whether a file name (not a path) is one of this package's temporary files.
func IsTemp(name string) bool {
	rest, ok := strings.CutPrefix(name, tempPrefix)
	if !ok {
		return false
	}
	rest = strings.TrimSuffix(rest, tempSuffix)
	if rest == "" {
		return false
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// Temps is the set of temporary files in flight. On the first file it tracks it starts
// listening for SIGINT and SIGTERM; on either it removes every file of the set, refuses new
// ones, and lets the signal end the process as it would have without the handler (so a shell
// sees "killed by SIGINT"). A command that never creates an output file never installs the
// handler, so 'preempt run' keeps passing those signals to its child instead.
//
// The zero value is ready to use; a nil *Temps tracks nothing.
type Temps struct {
	mu        sync.Mutex
	live      map[string]struct{}
	removed   bool
	listening bool
}

// errInterrupted is returned for a file created or committed after the set was removed.
var errInterrupted = errors.New("interrupted")

// create makes a temporary file in dir and adds it to the set, under the lock, so that Remove
// never misses a file that exists.
func (t *Temps) create(dir string) (*os.File, error) {
	if t == nil {
		return os.CreateTemp(dir, tempPrefix+"*"+tempSuffix)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.removed {
		return nil, errInterrupted
	}
	if !t.listening {
		// Before the file exists, so that no signal finds it unhandled.
		t.listening = true
		// A signal the process was started ignoring (nohup, a shell's background job) stays
		// ignored: Notify would turn it back on.
		sigs := make(chan os.Signal, 1)
		for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
			if !signal.Ignored(sig) {
				signal.Notify(sigs, sig)
			}
		}
		go t.removeOnSignal(sigs)
	}
	f, err := os.CreateTemp(dir, tempPrefix+"*"+tempSuffix)
	if err != nil {
		return nil, err
	}
	if t.live == nil {
		t.live = map[string]struct{}{}
	}
	t.live[f.Name()] = struct{}{}
	return f, nil
}

// finish renames tmp to path (rename) or removes it, and drops it from the set. A rename after
// Remove fails, so an interrupted run does not go on producing files.
func (t *Temps) finish(tmp, path string, rename bool) error {
	if t != nil {
		t.mu.Lock()
		defer t.mu.Unlock()
		delete(t.live, tmp)
		if t.removed {
			return errInterrupted // Remove has taken tmp away already
		}
	}
	if rename {
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(tmp)
			return err
		}
		return nil
	}
	return os.Remove(tmp)
}

// Remove deletes every temporary file in the set and makes later ones fail.
func (t *Temps) Remove() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.removed = true
	for name := range t.live {
		os.Remove(name)
	}
	clear(t.live)
}

func (t *Temps) removeOnSignal(sigs chan os.Signal) {
	s := <-sigs
	t.Remove()
	// Die of the signal, as without a handler; should that not work, exit as if it had.
	signal.Reset(s)
	if p, err := os.FindProcess(os.Getpid()); err == nil && p.Signal(s) == nil {
		time.Sleep(time.Second)
	}
	code := 130
	if n, ok := s.(syscall.Signal); ok {
		code = 128 + int(n)
	}
	os.Exit(code)
}

// File is an output file being written. Write to it, then Commit or Abort; Abort after Commit
// does nothing, so "defer f.Abort()" is safe.
type File struct {
	f      *os.File
	path   string
	perm   fs.FileMode
	temps  *Temps
	done   bool
	direct bool // path is a device or a pipe, written in place
}

// Create starts writing path, whose directory must exist. The file will get mode perm & 0600,
// narrowed further by the umask; temps, if not nil, tracks the temporary file until Commit or
// Abort. A path that names a device or a pipe is opened for writing as it is.
func Create(path string, perm fs.FileMode, temps *Temps) (*File, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, err
		}
		return &File{f: f, path: path, direct: true}, nil
	}
	f, err := temps.create(filepath.Dir(path)) // 0600 minus the umask
	if err != nil {
		return nil, err
	}
	return &File{f: f, path: path, perm: perm, temps: temps}, nil
}

// Write writes to the temporary file.
func (f *File) Write(p []byte) (int, error) { return f.f.Write(p) }

// Commit closes the file and renames it over the target. On error nothing is left behind.
func (f *File) Commit() error {
	if f.done {
		return errors.New("atomicfile: commit after commit or abort")
	}
	f.done = true
	err := f.f.Close()
	if f.direct {
		return err
	}
	if err == nil {
		err = narrow(f.f.Name(), f.perm)
	}
	if err != nil {
		f.temps.finish(f.f.Name(), f.path, false)
		return err
	}
	return f.temps.finish(f.f.Name(), f.path, true)
}

// Abort closes and removes the temporary file; the target is left as it was (a device or a
// pipe has had what was written).
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.f.Close()
	if !f.direct {
		f.temps.finish(f.f.Name(), f.path, false)
	}
}

// narrow drops the permission bits of name that perm and maxPerm do not have. It only ever
// removes bits, so what the umask took away at creation stays away.
func narrow(name string, perm fs.FileMode) error {
	st, err := os.Stat(name)
	if err != nil {
		return err
	}
	if m := st.Mode().Perm() & perm & maxPerm; m != st.Mode().Perm() {
		return os.Chmod(name, m)
	}
	return nil
}

// Write writes path with write, as Create, Write and Commit do; if write fails, the target is
// left as it was and write's error is returned.
func Write(path string, perm fs.FileMode, temps *Temps, write func(io.Writer) error) error {
	f, err := Create(path, perm, temps)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}
