package batch

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// IgnoreFile is the name of the ignore file read at the root of a tree (and of a repository,
// by the pre-commit hook).
const IgnoreFile = ".preemptignore"

// Ignore is a list of gitignore-style patterns. It supports this subset of gitignore: blank
// lines and lines starting with # are skipped; a leading ! re-includes what an earlier pattern
// excluded (the last matching pattern wins, but nothing inside an excluded directory comes
// back); a trailing / matches directories only; a pattern with a / elsewhere is relative to the
// root (a leading / just anchors it), one without matches a name at any depth; *, ? and [...]
// match within one path step and ** as a whole step matches any number of steps. Not supported:
// escapes with \, trailing spaces, ignore files in subdirectories.
type Ignore struct {
	rules []rule
}

type rule struct {
	negate, dirOnly, anchored bool
	steps                     []string
}

// PatternError is a line of an ignore file that is not a pattern.
type PatternError struct{ msg string }

func (e *PatternError) Error() string { return e.msg }

// LoadIgnore reads the IgnoreFile at the top of root, named name in errors (a syntax error is
// a *PatternError). Without one it returns nil, which matches nothing.
func LoadIgnore(root, name string) (*Ignore, error) {
	data, err := os.ReadFile(filepath.Join(root, IgnoreFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	return ParseIgnore(data, name)
}

// MatchPath reports whether the file at the slash-separated path p, or a directory above it,
// is matched: what Walk would leave out.
func (ig *Ignore) MatchPath(p string) bool {
	if ig == nil {
		return false
	}
	for d := path.Dir(p); d != "." && d != "/"; d = path.Dir(d) {
		if ig.Match(d, true) {
			return true
		}
	}
	return ig.Match(p, false)
}

// ParseIgnore parses the patterns in data; name is used in errors.
func ParseIgnore(data []byte, name string) (*Ignore, error) {
	ig := &Ignore{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var r rule
		line, r.negate = strings.CutPrefix(line, "!")
		line, r.dirOnly = strings.CutSuffix(line, "/")
		r.anchored = strings.Contains(line, "/")
		line = strings.TrimPrefix(line, "/")
		if line == "" {
			return nil, &PatternError{fmt.Sprintf("%s:%d: empty pattern", name, n)}
		}
		for _, s := range strings.Split(line, "/") {
			if s == "**" && len(r.steps) > 0 && r.steps[len(r.steps)-1] == "**" {
				continue // a/**/**/b is a/**/b, and matching it stays polynomial
			}
			r.steps = append(r.steps, s)
		}
		for _, s := range r.steps {
			if s == "**" {
				continue
			}
			if _, err := path.Match(s, ""); err != nil {
				return nil, &PatternError{fmt.Sprintf("%s:%d: bad pattern %q: %v", name, n, line, err)}
			}
		}
		ig.rules = append(ig.rules, r)
	}
	return ig, sc.Err()
}

// Match reports whether rel (slash-separated, relative to the root) is ignored.
func (ig *Ignore) Match(rel string, isDir bool) bool {
	if ig == nil {
		return false
	}
	steps := strings.Split(rel, "/")
	ignored := false
	for _, r := range ig.rules {
		if r.dirOnly && !isDir {
			continue
		}
		var ok bool
		if r.anchored {
			ok = matchSteps(r.steps, steps)
		} else {
			ok = matchSteps(r.steps, steps[len(steps)-1:])
		}
		if ok {
			ignored = !r.negate
		}
	}
	return ignored
}

func matchSteps(pat, steps []string) bool {
	if len(pat) == 0 {
		return len(steps) == 0
	}
	if pat[0] == "**" {
		for i := 0; i <= len(steps); i++ {
			if matchSteps(pat[1:], steps[i:]) {
				return true
			}
		}
		return false
	}
	if len(steps) == 0 {
		return false
	}
	ok, _ := path.Match(pat[0], steps[0])
	return ok && matchSteps(pat[1:], steps[1:])
}
