package batch

import (
	"bufio"
	"errors"
	"io"
	"os"
	"path/filepath"

	"github.com/preempt-dev/preempt/internal/atomicfile"
)

// Job does one file's work and counts what it did per type.
type Job func(File) (counts map[string]int, err error)

// Failure is a file whose job failed.
type Failure struct {
	Path string // the root joined with the file's Rel
	Err  error
}

// Summary is what RunTree did: the files done and their bytes, the counts summed over them,
// and the files it skipped or that failed.
type Summary struct {
	Done     int
	Bytes    int64
	Counts   map[string]int
	Binary   []string // files Open found binary, as root-joined paths
	Failures []Failure
}

// RunTree runs job on every file of t (found under root) on up to jobs goroutines, updating p
// (if not nil) as files finish, and calls done (if not nil) in file order for each file whose
// job succeeded.
func RunTree(root string, t *Tree, jobs int, p *Progress, job Job, done func(File)) Summary {
	type result struct {
		counts map[string]int
		err    error
	}
	s := Summary{Counts: map[string]int{}}
	Run(t.Files, jobs, p, func(f File) result {
		c, err := job(f)
		return result{c, err}
	}, func(f File, r result) {
		name := filepath.Join(root, filepath.FromSlash(f.Rel))
		switch {
		case errors.Is(r.err, ErrBinary):
			s.Binary = append(s.Binary, name)
			return
		case r.err != nil:
			s.Failures = append(s.Failures, Failure{Path: name, Err: r.err})
			return
		}
		s.Done++
		s.Bytes += f.Size
		for k, n := range r.counts {
			s.Counts[k] += n
		}
		if done != nil {
			done(f)
		}
	})
	return s
}

// NewProgress returns a Progress whose totals are t's.
func NewProgress(t *Tree) *Progress {
	p := &Progress{TotalFiles: int64(len(t.Files))}
	for _, f := range t.Files {
		p.TotalBytes += f.Size
	}
	return p
}

// Rewrite returns a Job that opens each file (see [Open]), runs rewrite on it and writes the
// result atomically, through a 64 KiB buffer: under out, mirroring the tree, or over the file
// itself when out is "". The output has at most the input's mode and 0600, in folders only the user can list: a
// restored tree is as private as the keyring.
func Rewrite(out string, temps *atomicfile.Temps, rewrite func(w io.Writer, r io.Reader) (map[string]int, error)) Job {
	return func(f File) (map[string]int, error) {
		r, err := Open(f)
		if err != nil {
			return nil, err
		}
		defer r.Close()
		target := f.Path
		if out != "" {
			target = filepath.Join(out, filepath.FromSlash(f.Rel))
		}
		if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
			return nil, err
		}
		var counts map[string]int
		err = atomicfile.Write(target, f.Mode, temps, func(w io.Writer) error {
			bw := bufio.NewWriterSize(w, 64<<10)
			if counts, err = rewrite(bw, r); err != nil {
				return err
			}
			return bw.Flush()
		})
		return counts, err
	}
}
