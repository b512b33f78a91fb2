// Package batch runs one job per file over a folder tree: it walks the tree (honouring a
// .preemptignore file, loaded by [LoadIgnore], and skipping binary files), runs the jobs in
// parallel and hands the results back in file order ([Run]), summed up in a [Summary]
// ([RunTree]). It knows nothing of what the jobs do, so sanitize, desanitize and annotate
// --check share it; [Rewrite] writes a job's outputs with package atomicfile. Showing the
// progress is the caller's: [ShowProgress] draws it on a terminal.
package batch

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/textenc"
)

// File is one regular file of a tree.
type File struct {
	Path string // as opened: the root joined with Rel
	Rel  string // slash-separated, relative to the root
	Size int64
	Mode fs.FileMode
}

// Tree is what Walk found.
type Tree struct {
	Files   []File
	Ignored int      // files and directories left out by the ignore patterns
	Other   []string // entries that are neither regular files nor directories (symlinks, ...)
}

// Load lists the tree of a run over root: Walk with the ignore patterns of root's own
// IgnoreFile, leaving out the output folder out (as the user named it; "" for none), which
// may be inside root. A bad pattern is a *PatternError; a failed walk starts "walk: ".
func Load(root, out string) (*Tree, error) {
	ig, err := LoadIgnore(root, filepath.Join(root, IgnoreFile))
	if err != nil {
		return nil, err
	}
	var skip string
	if out != "" {
		skip, _ = filepath.Abs(out)
	}
	t, err := Walk(root, ig, skip)
	if err != nil {
		return nil, fmt.Errorf("walk: %w", err)
	}
	return t, nil
}

// Walk lists the regular files under root in lexical order. It leaves out .git directories,
// what ig matches, skip (the absolute path of an output directory inside root, or ""), and
// preempt's own temporary output files ([atomicfile.IsTemp]).
func Walk(root string, ig *Ignore, skip string) (*Tree, error) {
	t := &Tree{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == root {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if d.Name() == ".git" || sameDir(p, skip) {
				return filepath.SkipDir
			}
			if ig.Match(rel, true) {
				t.Ignored++
				return filepath.SkipDir
			}
			return nil
		}
		if atomicfile.IsTemp(d.Name()) {
			return nil // an output of a run that was killed before it could clean up
		}
		if ig.Match(rel, false) {
			t.Ignored++
			return nil
		}
		if !d.Type().IsRegular() {
			t.Other = append(t.Other, rel)
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		t.Files = append(t.Files, File{Path: p, Rel: rel, Size: info.Size(), Mode: info.Mode().Perm()})
		return nil
	})
	return t, err
}

func sameDir(p, abs string) bool {
	if abs == "" {
		return false
	}
	a, err := filepath.Abs(p)
	return err == nil && a == abs
}

// sniffLen is how much of a file decides whether it is binary, as git does.
const sniffLen = 8000

// ErrBinary is returned by Open for a file that looks binary (it has a NUL byte near the start).
var ErrBinary = errors.New("binary file")

// Open opens f for a job. A file with a NUL byte in its first 8000 bytes is reported as
// ErrBinary: text tools have no business rewriting it. Text in UTF-16 or Latin-1 is a
// *textenc.Error (UTF-16 and UTF-32 here, Latin-1 when the reader comes to it).
func Open(f File) (io.ReadCloser, error) {
	fh, err := os.Open(f.Path)
	if err != nil {
		return nil, err
	}
	head := make([]byte, sniffLen)
	n, err := io.ReadFull(fh, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		fh.Close()
		return nil, err
	}
	head = head[:n]
	// UTF-16 and UTF-32 have NUL bytes too, but are text the tools cannot read: an error, not
	// skipped.
	if err := textenc.Wide(head); err != nil {
		fh.Close()
		return nil, err
	}
	if IsBinary(head) {
		fh.Close()
		return nil, ErrBinary
	}
	return readCloser{textenc.NewReader(io.MultiReader(bytes.NewReader(head), fh)), fh}, nil
}

// IsBinary reports whether the start of a file looks binary.
func IsBinary(head []byte) bool { return bytes.IndexByte(head[:min(len(head), sniffLen)], 0) >= 0 }

type readCloser struct {
	io.Reader
	io.Closer
}

// Progress counts work done, for a progress display. Its fields are updated atomically.
type Progress struct {
	Files, Bytes           atomic.Int64
	TotalFiles, TotalBytes int64
}

// Run calls job for every file on up to jobs goroutines and done with each file's result in
// file order, from a single goroutine, as soon as it and all before it are finished. done may
// be nil. p, if not nil, is updated as files finish.
func Run[R any](files []File, jobs int, p *Progress, job func(File) R, done func(File, R)) {
	if jobs < 1 {
		jobs = 1
	}
	results := make([]R, len(files))
	ready := make([]chan struct{}, len(files))
	for i := range ready {
		ready[i] = make(chan struct{})
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(jobs, max(len(files), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = job(files[i])
				if p != nil {
					p.Files.Add(1)
					p.Bytes.Add(files[i].Size)
				}
				close(ready[i])
			}
		}()
	}
	go func() {
		for i := range files {
			next <- i
		}
		close(next)
	}()
	for i := range files {
		<-ready[i]
		if done != nil {
			done(files[i], results[i])
		}
		var zero R
		results[i] = zero // let what the caller no longer needs go
	}
	wg.Wait()
}

// Describe names a file's problem without the path prefix os adds.
func Describe(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Sprintf("%s: %v", pe.Op, pe.Err)
	}
	return err.Error()
}
