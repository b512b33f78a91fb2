package cliio

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/internal/textenc"
	"github.com/preempt-dev/preempt/sanitize"
)

// latin1 is a prompt in Latin-1, which textenc refuses.
const latin1 = "Le patient Fran\xe7ois a re\xe7u le dossier.\n"

func TestEach(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("one\n"), 0o600)
	os.WriteFile(b, []byte(latin1), 0o600)
	read := func(args ...string) (string, error) {
		var got strings.Builder
		err := Each(strings.NewReader("stdin\n"), args, func(name string, r io.Reader) error {
			data, err := io.ReadAll(r)
			got.WriteString(name + "=" + string(data))
			return err
		})
		return got.String(), err
	}
	if got, err := read(); err != nil || got != "-=stdin\n" {
		t.Errorf("no args: %q, %v; want standard input", got, err)
	}
	if got, err := read(a, "-"); err != nil || got != a+"=one\n-=stdin\n" {
		t.Errorf("a, -: %q, %v", got, err)
	}
	// Text that is not UTF-8 stops the command with exit 4, naming the file.
	_, err := read(a, b, a)
	if code, msg := exit.Classify(err); code != exit.Failure || !strings.HasPrefix(msg, b+": ") {
		t.Errorf("Latin-1 file: %d, %q; want exit 4 naming %s", code, msg, b)
	}
	_, err = read(filepath.Join(dir, "missing"))
	if code, msg := exit.Classify(err); code != exit.Failure || msg != filepath.Join(dir, "missing")+": no such file or directory" {
		t.Errorf("missing file: %d, %q", code, msg)
	}
}

// A failed write leaves the target as it was, and what was buffered before the failure is
// flushed to standard output.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	os.WriteFile(out, []byte("old"), 0o600)
	boom := errors.New("boom")
	var temps atomicfile.Temps
	err := Write(io.Discard, &temps, out, true, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return boom
	})
	if data, _ := os.ReadFile(out); err != boom || string(data) != "old" {
		t.Errorf("failed write: %v, file %q; want boom and the old file", err, data)
	}
	if err := Write(io.Discard, &temps, out, true, func(w io.Writer) error {
		_, err := io.WriteString(w, "new")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	if data, _ := os.ReadFile(out); string(data) != "new" {
		t.Errorf("file %q, want new", data)
	}
	var stdout strings.Builder
	err = Write(&stdout, &temps, "-", true, func(w io.Writer) error {
		io.WriteString(w, "safe so far")
		return boom
	})
	if err != boom || stdout.String() != "safe so far" {
		t.Errorf("stdout: %q, %v; want the buffered text flushed", stdout.String(), err)
	}
	err = Write(io.Discard, &temps, filepath.Join(dir, "no", "dir"), false, func(w io.Writer) error { return nil })
	if code, msg := exit.Classify(err); code != exit.Failure || !strings.HasPrefix(msg, "output: ") {
		t.Errorf("uncreatable output: %d, %q", code, msg)
	}
}

func TestSameFile(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a")
	os.WriteFile(a, nil, 0o600)
	os.Symlink(a, filepath.Join(dir, "l"))
	if !SameFile(a, filepath.Join(dir, "l")) || !SameFile(a, filepath.Join(dir, ".", "a")) {
		t.Error("a and a link to it are not the same file")
	}
	if SameFile(a, filepath.Join(dir, "b")) || SameFile("-", "-") {
		t.Error("a missing file or standard input is the same file")
	}
}

func TestReadPrompt(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p")
	os.WriteFile(p, []byte(latin1), 0o600)
	if data, err := ReadPrompt(strings.NewReader("hi"), "-"); err != nil || string(data) != "hi" {
		t.Errorf("stdin: %q, %v", data, err)
	}
	_, err := ReadPrompt(nil, p)
	if code, msg := exit.Classify(err); code != exit.Failure || !strings.HasPrefix(msg, "prompt: "+p+": ") {
		t.Errorf("Latin-1 prompt: %d, %q", code, msg)
	}
}

// An error about an input's form names the input as a user knows it; textenc and size errors
// are about the form only for a JSON document (text streams name them elsewhere).
func TestInputError(t *testing.T) {
	latin := textenc.Check([]byte(latin1))
	tooLarge := fmt.Errorf("read: %w", sanitize.ErrDocumentTooLarge)
	notJSON := fmt.Errorf("offset 3: %w", jsonstr.ErrInvalid)
	cases := []struct {
		name string
		json bool
		err  error
		want string // "" for err as it is
	}{
		{"-", true, tooLarge, "standard input: JSON input is larger than"},
		{"a.json", true, notJSON, "a.json: offset 3: "},
		{"", true, notJSON, "offset 3: "}, // inside -r, the summary names the file
		{"a.json", true, latin, "a.json: "},
		{"a.txt", false, latin, ""},
		{"a.txt", false, tooLarge, ""},
	}
	for _, c := range cases {
		err := InputError(c.name, c.json, c.err)
		if c.want == "" {
			if err != c.err {
				t.Errorf("InputError(%q, %v, %v) = %v, want the error as it is", c.name, c.json, c.err, err)
			}
			continue
		}
		if code, msg := exit.Classify(err); code != exit.Failure || !strings.HasPrefix(msg, c.want) {
			t.Errorf("InputError(%q, %v, %v): %d, %q; want exit 4 and %q first", c.name, c.json, c.err, code, msg, c.want)
		}
	}
}

// A bad .preemptignore pattern is a config error (3) to fix; a tree that cannot be walked is a
// failure (4) that names the path without the operation.
func TestTreeError(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, batch.IgnoreFile), []byte("ok.txt\n[\n"), 0o600)
	_, err := batch.Load(dir, "")
	if code, msg := exit.Classify(TreeError(err)); code != exit.Config || !strings.HasSuffix(msg, "; fix the pattern") {
		t.Errorf("bad pattern: %d, %q; want exit 3 and the fix", code, msg)
	}
	missing := filepath.Join(dir, "missing")
	_, err = batch.Load(missing, "")
	if code, msg := exit.Classify(TreeError(err)); code != exit.Failure || !strings.Contains(msg, missing+": no such file") {
		t.Errorf("missing tree: %d, %q; want exit 4 naming %s", code, msg, missing)
	}
	if TreeError(nil) != nil {
		t.Error("TreeError(nil) is not nil")
	}
}
