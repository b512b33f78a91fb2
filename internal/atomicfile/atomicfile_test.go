//go:build unix

package atomicfile

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestIsTemp(t *testing.T) {
	for name, want := range map[string]bool{
		".preempt-123.tmp":    true,
		".preempt-4294967295": true, // the name before the .tmp suffix
		".preempt-.tmp":       false,
		".preempt-":           false,
		".preempt-12a.tmp":    false,
		".preemptignore":      false,
		"preempt-123.tmp":     false,
		".preempt-123.txt":    false,
		"x.preempt-123.tmp":   false,
	} {
		if got := IsTemp(name); got != want {
			t.Errorf("IsTemp(%q) = %v, want %v", name, got, want)
		}
	}
	// Whatever Create names its temporary file, IsTemp knows it.
	var temps Temps
	f, err := Create(filepath.Join(t.TempDir(), "out"), 0o600, &temps)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Abort()
	if !IsTemp(filepath.Base(f.f.Name())) {
		t.Errorf("IsTemp(%q) = false for a temporary file of Create", f.f.Name())
	}
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func mode(t *testing.T, path string) fs.FileMode {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Mode().Perm()
}

// Output files are never wider than 0600, than perm, or than the umask allows, whatever mode
// a file they replace had.
func TestModes(t *testing.T) {
	for _, tc := range []struct {
		umask    int
		perm     fs.FileMode
		existing fs.FileMode // 0: no file before
		want     fs.FileMode
	}{
		{0o022, 0o644, 0, 0o600},
		{0o022, 0o600, 0o644, 0o600}, // an existing world-readable file is replaced, not kept
		{0o000, 0o777, 0o666, 0o600},
		{0o077, 0o644, 0o644, 0o600},
		{0o022, 0o400, 0, 0o400}, // a read-only input gives a read-only output
		{0o277, 0o644, 0, 0o400}, // the umask narrows further
	} {
		old := syscall.Umask(tc.umask)
		p := filepath.Join(t.TempDir(), "out.txt")
		if tc.existing != 0 {
			if err := os.WriteFile(p, []byte("old"), tc.existing); err != nil {
				t.Fatal(err)
			}
			os.Chmod(p, tc.existing)
		}
		err := Write(p, tc.perm, nil, writeString("new"))
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		if got := mode(t, p); got != tc.want {
			t.Errorf("umask %#o perm %#o existing %#o: mode %#o, want %#o", tc.umask, tc.perm, tc.existing, got, tc.want)
		}
	}
}

// A failed write leaves the target as it was and no temporary file.
func TestWriteFails(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f.txt")
	if err := Write(p, 0o600, nil, writeString("one")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(p, 0o600, nil, func(w io.Writer) error { io.WriteString(w, "partial"); return boom })
	if !errors.Is(err, boom) {
		t.Fatalf("err %v, want boom", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "one" {
		t.Errorf("after a failed write: %q, want the first content", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
}

// Remove deletes the files in flight, and an interrupted set neither creates nor commits more.
func TestTempsRemove(t *testing.T) {
	dir := t.TempDir()
	var temps Temps
	a, err := Create(filepath.Join(dir, "a"), 0o600, &temps)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(a, "half")
	b, err := Create(filepath.Join(dir, "b"), 0o600, &temps)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Create(filepath.Join(dir, "c"), 0o600, &temps)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Commit(); err != nil {
		t.Fatal(err)
	}
	temps.Remove()
	if err := b.Commit(); err == nil {
		t.Error("a file was committed after Remove")
	}
	a.Abort()
	if _, err := Create(filepath.Join(dir, "d"), 0o600, &temps); err == nil {
		t.Error("a file was created after Remove")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "c" {
		t.Errorf("left in the directory: %v, want only the committed c", entries)
	}
}

// A process killed by SIGINT or SIGTERM while writing removes its temporary files and dies of
// the signal. The process is this test binary run again as a helper.
func TestSignalRemovesTemps(t *testing.T) {
	if dir := os.Getenv("ATOMICFILE_HELPER_DIR"); dir != "" {
		var temps Temps
		f, err := Create(filepath.Join(dir, "out.txt"), 0o600, &temps)
		if err != nil {
			os.Exit(1)
		}
		io.WriteString(f, "restored values")
		os.Stdout.WriteString("ready\n")
		time.Sleep(20 * time.Second)
		os.Exit(0) // the signal never came
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		c := exec.Command(os.Args[0], "-test.run=^TestSignalRemovesTemps$")
		c.Env = append(os.Environ(), "ATOMICFILE_HELPER_DIR="+dir)
		out, err := c.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "ready\n" {
			c.Process.Kill()
			c.Wait()
			t.Fatalf("helper said %q", line)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 || !IsTemp(entries[0].Name()) {
			t.Fatalf("before the signal: %v, want one temporary file", entries)
		}
		c.Process.Signal(sig)
		err = c.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("%v: helper exited with %v, want death by the signal", sig, err)
		}
		if ws := ee.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != sig {
			t.Errorf("%v: helper ended with %v, want death by the signal", sig, ee)
		}
		var names []string
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			names = append(names, e.Name())
		}
		if len(names) != 0 {
			t.Errorf("%v: left behind: %s", sig, strings.Join(names, ", "))
		}
	}
}
