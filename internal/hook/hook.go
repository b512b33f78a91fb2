// Package hook is the git side of the pre-commit hook: it finds the repository, lists the
// staged files and reads their staged content (what the commit will hold, not the working
// tree), scans it into a check (Check, ScanStaged), and installs a plain .git/hooks/pre-commit script. It runs the git command, so it
// follows whatever git itself would do (worktrees, core.hooksPath).
package hook

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/proc"
	"github.com/preempt-dev/preempt/internal/report"
	"github.com/preempt-dev/preempt/internal/textenc"
)

// Repo is a git repository, addressed through its top-level directory.
type Repo struct {
	Root string
}

// Open finds the repository that contains dir.
func Open(dir string) (*Repo, error) {
	out, err := git(dir, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, err
	}
	return &Repo{Root: strings.TrimRight(string(out), "\n")}, nil
}

// git runs git in dir and returns its standard output; its standard error becomes the error.
func git(dir string, args ...string) ([]byte, error) {
	c := proc.Command("git", args...)
	c.Dir = dir
	var stderr bytes.Buffer
	c.Stderr = &stderr
	out, err := c.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s", args[0], msg)
	}
	return out, nil
}

// File is a staged file: its path (slash-separated, relative to Root) and the id of its
// staged content.
type File struct {
	Path string
	blob string
}

// Staged returns the files the next commit adds, copies, modifies or renames: the ones whose
// content it will hold. Submodules are left out: their content is another repository's.
func (r *Repo) Staged() ([]File, error) {
	out, err := git(r.Root, "diff", "--cached", "--raw", "-z", "--no-abbrev", "--diff-filter=ACMR", "--no-renames")
	if err != nil {
		return nil, err
	}
	// Each entry is ":oldmode newmode oldid newid status" NUL path NUL.
	fields := bytes.Split(bytes.TrimSuffix(out, []byte{0}), []byte{0})
	var files []File
	for i := 0; i+1 < len(fields); i += 2 {
		meta := strings.Fields(string(fields[i]))
		if len(meta) != 5 {
			return nil, fmt.Errorf("git diff: unexpected output %q", fields[i])
		}
		if meta[1] == "160000" {
			continue // a submodule
		}
		files = append(files, File{Path: string(fields[i+1]), blob: meta[3]})
	}
	return files, nil
}

// Contents calls fn with the staged content of each file in turn, read through one
// 'git cat-file --batch' rather than a git process per file, so a large commit is checked fast.
func (r *Repo) Contents(files []File, fn func(File, []byte) error) error {
	c := proc.Command("git", "cat-file", "--batch")
	c.Dir = r.Root
	var ids bytes.Buffer
	for _, f := range files {
		ids.WriteString(f.blob + "\n")
	}
	c.Stdin = &ids
	var stderr bytes.Buffer
	c.Stderr = &stderr
	out, err := c.StdoutPipe()
	if err != nil {
		return err
	}
	if err := c.Start(); err != nil {
		return fmt.Errorf("git cat-file: %v", err)
	}
	br := bufio.NewReader(out)
	for _, f := range files {
		data, err := readBlob(br, f)
		if err == nil {
			err = fn(f, data)
		}
		if err != nil {
			c.Process.Kill()
			c.Wait()
			return err
		}
	}
	if err := c.Wait(); err != nil {
		return fmt.Errorf("git cat-file: %s", strings.TrimSpace(stderr.String()+" "+err.Error()))
	}
	return nil
}

// readBlob reads one "<id> blob <size>" header, the content and its newline.
func readBlob(br *bufio.Reader, f File) ([]byte, error) {
	header, err := br.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("git cat-file: %s: %v", f.Path, err)
	}
	var id, kind string
	var size int
	if _, err := fmt.Sscanf(header, "%s %s %d\n", &id, &kind, &size); err != nil || kind != "blob" {
		return nil, fmt.Errorf("git cat-file: %s: unexpected %q", f.Path, strings.TrimSpace(header))
	}
	data := make([]byte, size+1)
	if _, err := io.ReadFull(br, data); err != nil {
		return nil, fmt.Errorf("git cat-file: %s: %v", f.Path, err)
	}
	return data[:size], nil
}

// Script is the pre-commit hook Install writes. It finds preempt on PATH, so that it keeps
// working when preempt is upgraded or moved.
const Script = `#!/bin/sh
# Installed by 'preempt hook install': refuse a commit whose staged files hold sensitive values.
# Bypass once with 'git commit --no-verify'; allowlist values or paths in the preempt config,
# or list files in .preemptignore.
if ! command -v preempt >/dev/null 2>&1; then
	echo "pre-commit: preempt is not on PATH; install it or remove .git/hooks/pre-commit" >&2
	exit 1
fi
exec preempt hook run
`

// ErrExists is returned by Install when a pre-commit hook is there already.
var ErrExists = errors.New("a pre-commit hook already exists")

// Install writes the pre-commit hook into the repository's hooks directory and returns its
// path. An existing hook is replaced only if force is set.
func (r *Repo) Install(force bool) (string, error) {
	out, err := git(r.Root, "rev-parse", "--git-path", "hooks")
	if err != nil {
		return "", err
	}
	dir := strings.TrimRight(string(out), "\n")
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(r.Root, dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "pre-commit")
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(path, flags, 0o755)
	if errors.Is(err, fs.ErrExist) {
		return path, ErrExists
	}
	if err != nil {
		return path, err
	}
	_, err = f.WriteString(Script)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(path, 0o755) // an existing file keeps its mode on O_TRUNC
	}
	return path, err
}

// Scanned is what ScanStaged did: the files it scanned and their bytes, and the files it
// skipped.
type Scanned struct {
	Files, Skipped int
	Bytes          int64
}

// Check scans the staged content of the files the commit adds or changes into c, skipping
// those that the .preemptignore at the top of the repository or the [allowlist] paths of c's
// registry leave out (see ScanStaged). An ignore file that cannot be read or parsed is
// returned as it is (a *batch.PatternError for a bad pattern); a failed scan starts "hook: ".
func (r *Repo) Check(c *report.Check) (Scanned, error) {
	ig, err := batch.LoadIgnore(r.Root, batch.IgnoreFile)
	if err != nil {
		return Scanned{}, err
	}
	s, err := r.ScanStaged(ig, c.Scan.Ann.Registry().AllowedPath, func(path string, data []byte) error {
		_, err := c.Scan.Text(context.Background(), path, bytes.NewReader(data), c.Rep.Add)
		return err
	})
	if err != nil {
		err = fmt.Errorf("hook: %w", err)
	}
	return s, err
}

// Summary is what s adds to a check's summary line: what was scanned, and what was skipped.
func (s Scanned) Summary() (scanned, suffix string) {
	files := "files"
	if s.Files == 1 {
		files = "file"
	}
	if s.Skipped > 0 {
		suffix = fmt.Sprintf(" (%d skipped: binary, ignored or allowlisted)", s.Skipped)
	}
	return fmt.Sprintf("scanned %d bytes in %d staged %s", s.Bytes, s.Files, files), suffix
}

// ScanStaged calls scan with the staged content of each file the commit adds or changes. It
// skips the files ig matches (see [batch.Ignore.MatchPath]), those skip accepts, and binary
// files. Text in UTF-16 or Latin-1, which the detectors cannot read, is an error: refused, not
// skipped as binary.
func (r *Repo) ScanStaged(ig *batch.Ignore, skip func(path string) bool, scan func(path string, data []byte) error) (Scanned, error) {
	var s Scanned
	staged, err := r.Staged()
	if err != nil {
		return s, err
	}
	var todo []File
	for _, f := range staged {
		if ig.MatchPath(f.Path) || skip(f.Path) {
			s.Skipped++
			continue
		}
		todo = append(todo, f)
	}
	err = r.Contents(todo, func(f File, data []byte) error {
		if err := textenc.Check(data); err != nil {
			return fmt.Errorf("%s: %w; or list it in %s", f.Path, err, batch.IgnoreFile)
		}
		if batch.IsBinary(data) {
			s.Skipped++
			return nil
		}
		if err := scan(f.Path, data); err != nil {
			return fmt.Errorf("%s: %w", f.Path, err)
		}
		s.Files++
		s.Bytes += int64(len(data))
		return nil
	})
	return s, err
}
