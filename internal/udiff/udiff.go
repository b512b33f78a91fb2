// Package udiff reads the added lines of a unified diff (git diff, diff -u): which file each
// belongs to and its line number in the new version of that file. It is what a check of a
// staged change needs: the lines the change adds, never the removed ones or the context.
package udiff

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// File is one file of the diff: its path in the new version and the lines the diff adds.
type File struct {
	Path   string
	Lines  []Line
	Binary bool // git reported "Binary files ... differ": no lines could be read
}

// Line is an added line: its number in the new file and its text without the leading '+' and
// the line end.
type Line struct {
	N    int
	Text []byte
}

// ErrNotDiff is returned for input that has text but no diff header or hunk.
var ErrNotDiff = errors.New("not a unified diff (no ---/+++ header or @@ hunk)")

// maxLine bounds one line of the diff.
const maxLine = 16 << 20

// Parse reads a unified diff. Files without added lines are left out unless they are binary.
func Parse(r io.Reader) ([]File, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	p := parser{cur: -1}
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		p.any = p.any || len(line) > 0
		var err error
		if p.oldLeft > 0 || p.newLeft > 0 {
			err = p.hunkLine(line)
		} else {
			err = p.headerLine(line)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if p.any && !p.seen {
		return nil, ErrNotDiff
	}
	return changed(p.files), nil
}

// changed keeps, in place, the files with added lines and the binary ones.
func changed(files []File) []File {
	out := files[:0]
	for _, f := range files {
		if len(f.Lines) > 0 || f.Binary {
			out = append(out, f)
		}
	}
	return out
}

// parser is what Parse knows between two lines of a diff.
type parser struct {
	files []File
	cur   int // index in files of the last +++ header's file; -1 after a "diff " line
	// (an index, not a pointer: appending a binary file's note may move files)
	// Inside a hunk: how many of its old and new lines are still to come, and the number
	// of the next line in the new file.
	oldLeft, newLeft, newLine int
	seen                      bool // a header or hunk was seen
	any                       bool // a line had text
}

// hunkLine reads a line inside a hunk: context, added, removed or a "\ No newline" note.
func (p *parser) hunkLine(line []byte) error {
	switch {
	case len(line) == 0 || line[0] == ' ': // context (an empty one had its space stripped)
		p.oldLeft--
		p.newLeft--
		p.newLine++
	case line[0] == '+':
		if p.cur < 0 {
			return errors.New("hunk before a +++ header")
		}
		f := &p.files[p.cur]
		f.Lines = append(f.Lines, Line{N: p.newLine, Text: bytes.TrimSuffix(bytes.Clone(line[1:]), []byte("\r"))})
		p.newLeft--
		p.newLine++
	case line[0] == '-':
		p.oldLeft--
	case line[0] == '\\': // "\ No newline at end of file"
	default:
		return errors.New("hunk ends early")
	}
	return nil
}

// headerLine reads a line between hunks: a file's headers, a binary file's note or the
// header of the next hunk. Other lines (git's index and mode lines) are skipped.
func (p *parser) headerLine(line []byte) error {
	switch {
	case bytes.HasPrefix(line, []byte("diff ")):
		p.seen = true
		p.cur = -1
	case bytes.HasPrefix(line, []byte("+++ ")):
		p.seen = true
		path, err := headerPath(string(line[4:]))
		if err != nil {
			return err
		}
		p.files = append(p.files, File{Path: path})
		p.cur = len(p.files) - 1
	case bytes.HasPrefix(line, []byte("--- ")):
		p.seen = true
	case bytes.HasPrefix(line, []byte("Binary files ")):
		p.seen = true
		p.files = append(p.files, File{Path: binaryPath(string(line)), Binary: true})
	case bytes.HasPrefix(line, []byte("@@ ")):
		p.seen = true
		var err error
		if p.oldLeft, p.newLeft, p.newLine, err = hunk(string(line)); err != nil {
			return err
		}
	}
	return nil
}

// headerPath is the path of a "+++ " header: "b/" stripped, a quoted path unquoted, a tab and
// timestamp (diff -u) cut off.
func headerPath(s string) (string, error) {
	if strings.HasPrefix(s, `"`) {
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return "", errors.New("bad quoted path")
		}
		s, _ = strconv.Unquote(q)
	} else if i := strings.IndexByte(s, '\t'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimPrefix(s, "b/"), nil
}

// binaryPath is the new path of "Binary files a/x and b/x differ".
func binaryPath(s string) string {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "Binary files "), " differ")
	if i := strings.LastIndex(s, " and "); i >= 0 {
		s = s[i+len(" and "):]
	}
	return strings.TrimPrefix(s, "b/")
}

// errBadHunk leaves the header out: after the second @@ git writes a line of the file.
var errBadHunk = errors.New("bad hunk header")

// hunk parses "@@ -a[,b] +c[,d] @@ ...": the old and new line counts and the first new line.
func hunk(s string) (oldN, newN, start int, err error) {
	f := strings.Fields(s)
	if len(f) < 4 || f[3] != "@@" || !strings.HasPrefix(f[1], "-") || !strings.HasPrefix(f[2], "+") {
		return 0, 0, 0, errBadHunk
	}
	_, oldN, err = lineRange(f[1][1:])
	if err == nil {
		start, newN, err = lineRange(f[2][1:])
	}
	if err != nil || oldN < 0 || newN < 0 || newN > 0 && start < 1 {
		return 0, 0, 0, errBadHunk
	}
	if newN == 0 {
		start++ // "+0,0": no new lines; keeps newLine meaningful
	}
	return oldN, newN, start, nil
}

// lineRange parses "start[,count]"; count defaults to 1.
func lineRange(s string) (start, count int, err error) {
	a, b, ok := strings.Cut(s, ",")
	if start, err = strconv.Atoi(a); err != nil {
		return 0, 0, err
	}
	count = 1
	if ok {
		count, err = strconv.Atoi(b)
	}
	return start, count, err
}
