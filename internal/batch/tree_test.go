package batch

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/atomicfile"
)

// RunTree sums the counts of the files that succeeded, lists binary files apart from failures,
// and calls done for the good files only, in file order.
func TestRunTree(t *testing.T) {
	root := writeTree(t, map[string]string{
		"a.txt":     "aa",
		"b.bin":     "x\x00y",
		"c/bad.txt": "boom",
		"c/d.txt":   "dddd",
	})
	tree, err := Walk(root, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	var done []string
	s := RunTree(root, tree, 3, NewProgress(tree), func(f File) (map[string]int, error) {
		r, err := Open(f)
		if err != nil {
			return nil, err
		}
		defer r.Close()
		b, _ := io.ReadAll(r)
		if string(b) == "boom" {
			return map[string]int{"x": 100}, errors.New("boom")
		}
		return map[string]int{"x": len(b)}, nil
	}, func(f File) { done = append(done, f.Rel) })
	if want := []string{"a.txt", "c/d.txt"}; !reflect.DeepEqual(done, want) {
		t.Errorf("done %v, want %v", done, want)
	}
	if s.Done != 2 || s.Bytes != 6 || s.Counts["x"] != 6 {
		t.Errorf("summary %+v, want 2 files, 6 bytes, x=6", s)
	}
	if want := []string{filepath.Join(root, "b.bin")}; !reflect.DeepEqual(s.Binary, want) {
		t.Errorf("binary %v, want %v", s.Binary, want)
	}
	if len(s.Failures) != 1 || s.Failures[0].Path != filepath.Join(root, "c", "bad.txt") {
		t.Errorf("failures %+v", s.Failures)
	}
}

// Rewrite writes under out, mirroring the tree, or over the input when out is "".
func TestRewrite(t *testing.T) {
	root := writeTree(t, map[string]string{"a.txt": "abc", "s/b.txt": "de"})
	tree, err := Walk(root, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	upper := func(w io.Writer, r io.Reader) (map[string]int, error) {
		b, err := io.ReadAll(r)
		_, _ = w.Write([]byte(strings.ToUpper(string(b))))
		return nil, err
	}
	out := filepath.Join(t.TempDir(), "out")
	s := RunTree(root, tree, 2, nil, Rewrite(out, new(atomicfile.Temps), upper), nil)
	if s.Done != 2 {
		t.Fatalf("summary %+v", s)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "s", "b.txt")); string(b) != "DE" {
		t.Errorf("out/s/b.txt = %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(root, "a.txt")); string(b) != "abc" {
		t.Errorf("input rewritten: %q", b)
	}
	RunTree(root, tree, 2, nil, Rewrite("", new(atomicfile.Temps), upper), nil)
	if b, _ := os.ReadFile(filepath.Join(root, "a.txt")); string(b) != "ABC" {
		t.Errorf("in place: %q", b)
	}
}

// One loader for the ignore file: none is nil (matches nothing), a bad pattern a *PatternError
// named as the caller asked; MatchPath also leaves out files under an ignored directory.
func TestLoadIgnore(t *testing.T) {
	root := t.TempDir()
	ig, err := LoadIgnore(root, "x")
	if err != nil || ig != nil || ig.MatchPath("a") {
		t.Fatalf("no file: %v, %v", ig, err)
	}
	os.WriteFile(filepath.Join(root, IgnoreFile), []byte("build/\n*.log\n"), 0o644)
	if ig, err = LoadIgnore(root, "x"); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]bool{"build/sub/a.txt": true, "src/build/a.txt": true, "a.log": true, "d/a.log": true, "build": false, "src/a.txt": false} {
		if got := ig.MatchPath(p); got != want {
			t.Errorf("MatchPath(%q) = %v, want %v", p, got, want)
		}
	}
	os.WriteFile(filepath.Join(root, IgnoreFile), []byte("ok\n[\n"), 0o644)
	var pe *PatternError
	if _, err = LoadIgnore(root, "NAME"); !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "NAME:2: ") {
		t.Errorf("bad pattern: %v, want a *PatternError at NAME:2", err)
	}
}

// Load walks a run's root with the root's own .preemptignore, leaving out the output folder
// too, named relative to the working directory as a user names it.
func TestLoad(t *testing.T) {
	root := t.TempDir()
	t.Chdir(root)
	for _, p := range []string{"a.txt", "b.log", "out/x.txt", "sub/c.txt"} {
		os.MkdirAll(filepath.Join(root, filepath.Dir(p)), 0o755)
		os.WriteFile(filepath.Join(root, p), []byte("x"), 0o644)
	}
	os.WriteFile(filepath.Join(root, IgnoreFile), []byte("*.log\n"), 0o644)
	tree, err := Load(root, "out")
	if err != nil {
		t.Fatal(err)
	}
	var rels []string
	for _, f := range tree.Files {
		rels = append(rels, f.Rel)
	}
	if want := []string{IgnoreFile, "a.txt", "sub/c.txt"}; strings.Join(rels, " ") != strings.Join(want, " ") {
		t.Errorf("files %v, want %v", rels, want)
	}
	os.WriteFile(filepath.Join(root, IgnoreFile), []byte("[\n"), 0o644)
	var pe *PatternError
	if _, err := Load(root, ""); !errors.As(err, &pe) {
		t.Errorf("bad pattern: %v, want a *PatternError", err)
	}
}
