//go:build unix

package atomicfile

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A path that names a pipe (as "--report /dev/stderr" names a terminal or a pipe) is written in
// place: the reader gets the bytes and the name stays a pipe, not a regular file renamed over it.
func TestWriteToPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	got := make(chan []byte, 1)
	go func() {
		f, err := os.Open(path) // blocks until the writer opens it
		if err != nil {
			got <- nil
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- b
	}()
	if err := Write(path, 0o600, nil, func(w io.Writer) error {
		_, err := io.WriteString(w, "report\n")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	st, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("%s is now %v, want the named pipe it was", path, st.Mode())
	}
	select {
	case b := <-got:
		if string(b) != "report\n" {
			t.Errorf("the pipe's reader got %q, want %q", b, "report\n")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the pipe's reader got nothing in 10 s")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the directory holds %d entries, want the pipe alone (no temporary file)", len(entries))
	}
}
