package batch

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestIgnore(t *testing.T) {
	ig, err := ParseIgnore([]byte(`# comment

*.log
!keep.log
build/
/top.txt
docs/*.md
**/secret/**
a/**/z.txt
`), "test")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rel   string
		dir   bool
		match bool
	}{
		{"x.log", false, true},
		{"deep/er/x.log", false, true},
		{"keep.log", false, false},
		{"deep/keep.log", false, false},
		{"build", true, true},
		{"src/build", true, true},
		{"build", false, false}, // a file named build is not the directory
		{"top.txt", false, true},
		{"sub/top.txt", false, false},
		{"docs/a.md", false, true},
		{"docs/sub/a.md", false, false},
		{"x/secret/y", false, true},
		{"secret/y/z", false, true},
		{"a/z.txt", false, true},
		{"a/b/c/z.txt", false, true},
		{"b/z.txt", false, false},
		{"notes.txt", false, false},
	} {
		if got := ig.Match(tc.rel, tc.dir); got != tc.match {
			t.Errorf("Match(%q, dir=%v) = %v, want %v", tc.rel, tc.dir, got, tc.match)
		}
	}
	for _, bad := range []string{"[", "!", "/"} {
		if _, err := ParseIgnore([]byte(bad), "test"); err == nil {
			t.Errorf("ParseIgnore(%q) accepted", bad)
		}
	}
	var none *Ignore
	if none.Match("a", false) {
		t.Error("a nil Ignore ignores")
	}
}

func FuzzIgnore(f *testing.F) {
	f.Add("*.log\n!a.log\nbuild/\n/x/**/y\n", "a/b/c.log", false)
	f.Add("[a-", "x", true)
	f.Fuzz(func(t *testing.T, patterns, rel string, dir bool) {
		ig, err := ParseIgnore([]byte(patterns), "fuzz")
		if err != nil {
			return
		}
		got := ig.Match(rel, dir)
		// A pattern list followed by "!*" and "!*/**"-style re-includes ignores nothing.
		all, err := ParseIgnore([]byte(patterns+"\n!*\n!**\n"), "fuzz")
		if err != nil {
			t.Fatalf("appending re-includes broke parsing: %v", err)
		}
		if all.Match(rel, dir) && rel != "" {
			t.Fatalf("%q still ignored after !* (alone: %v)", rel, got)
		}
	})
}

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for rel, body := range files {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestWalkAndOpen(t *testing.T) {
	root := writeTree(t, map[string]string{
		"a.txt":          "alpha",
		"b/c.txt":        "gamma",
		"b/skip.log":     "log",
		".git/config":    "[core]",
		"out/old.txt":    "previous output",
		"img.png":        "\x89PNG\x00\x00",
		"vendor/lib.txt": "lib",
		// Temporary files of an interrupted run, current and older names: never input.
		".preempt-123456.tmp":  "half a restored file",
		"b/.preempt-987654321": "half a restored file",
		// Names that only look alike are ordinary files.
		".preempt-notes.tmp": "mine",
	})
	if err := os.Symlink("a.txt", filepath.Join(root, "link.txt")); err != nil {
		t.Fatal(err)
	}
	ig, _ := ParseIgnore([]byte("*.log\nvendor/\n"), "test")
	out, _ := filepath.Abs(filepath.Join(root, "out"))
	tree, err := Walk(root, ig, out)
	if err != nil {
		t.Fatal(err)
	}
	var rels []string
	for _, f := range tree.Files {
		rels = append(rels, f.Rel)
	}
	if want := []string{".preempt-notes.tmp", "a.txt", "b/c.txt", "img.png"}; !reflect.DeepEqual(rels, want) {
		t.Errorf("files %v, want %v", rels, want)
	}
	if tree.Ignored != 2 || !reflect.DeepEqual(tree.Other, []string{"link.txt"}) {
		t.Errorf("ignored %d, other %v", tree.Ignored, tree.Other)
	}
	for _, f := range tree.Files {
		r, err := Open(f)
		if f.Rel == "img.png" {
			if !errors.Is(err, ErrBinary) {
				t.Errorf("img.png: err %v, want ErrBinary", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(r)
		r.Close()
		if int64(len(b)) != f.Size {
			t.Errorf("%s: read %d bytes of %d", f.Rel, len(b), f.Size)
		}
	}
	// A text file longer than the sniffed head reads whole, with a NUL past the head allowed.
	big := strings.Repeat("x", sniffLen+10) + "\x00"
	p := filepath.Join(root, "big.txt")
	os.WriteFile(p, []byte(big), 0o644)
	r, err := Open(File{Path: p})
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(r); string(b) != big {
		t.Error("long file not read whole")
	}
	r.Close()
}

// Results come back in file order however the jobs finish, and up to jobs run at once.
func TestRunOrder(t *testing.T) {
	var files []File
	for i := range 40 {
		files = append(files, File{Rel: string(rune('a' + i%26)), Size: int64(i)})
	}
	var running, peak atomic.Int32
	var p Progress
	var got []int
	Run(files, 4, &p, func(f File) int {
		n := running.Add(1)
		for {
			old := peak.Load()
			if n <= old || peak.CompareAndSwap(old, n) {
				break
			}
		}
		time.Sleep(time.Duration(40-f.Size) * 50 * time.Microsecond) // later files finish first
		running.Add(-1)
		return int(f.Size)
	}, func(f File, r int) { got = append(got, r) })
	for i, r := range got {
		if r != i {
			t.Fatalf("results out of order: %v", got)
		}
	}
	if len(got) != 40 || p.Files.Load() != 40 || p.Bytes.Load() != 780 {
		t.Errorf("%d results, progress %d files %d bytes", len(got), p.Files.Load(), p.Bytes.Load())
	}
	if peak.Load() > 4 || peak.Load() < 2 {
		t.Errorf("peak concurrency %d with 4 jobs", peak.Load())
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 B", 999: "999 B", 1500: "1.5 kB", 50_000_000: "50.0 MB", 2_500_000_000: "2.5 GB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

// syncBuf is a terminal stand-in the progress goroutine writes to.
type syncBuf struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestProgress(t *testing.T) {
	p := &Progress{TotalFiles: 4, TotalBytes: 4_000_000}
	p.Files.Store(1)
	p.Bytes.Store(1_000_000)
	line := progressLine(p, 2*time.Second)
	want := "[======                  ] 1/4 files  1.0 MB/4.0 MB  500.0 kB/s  ETA 6s"
	if line != want {
		t.Errorf("progress line\n%q, want\n%q", line, want)
	}
	var term syncBuf
	stop := ShowProgress(&term, p, time.Millisecond)
	for !strings.Contains(term.String(), "1/4 files") {
		time.Sleep(time.Millisecond)
	}
	stop()
	out := term.String()
	if !strings.HasPrefix(out, "\r[") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Errorf("progress output %q: want redraws from the line start and an erased line at the end", out)
	}
}
