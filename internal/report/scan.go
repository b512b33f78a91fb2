package report

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/udiff"
)

// IgnoreMarker on a line, in whatever comment syntax the file uses (# preempt:ignore,
// // preempt:ignore, <!-- preempt:ignore -->), silences the findings that start on that line.
const IgnoreMarker = "preempt:ignore"

// Scanner finds the values of files and turns them into findings.
type Scanner struct {
	Ann *annotate.Annotator
	// FP fingerprints the findings; nil gives positional fingerprints.
	FP *Fingerprinter
	// ShowValues puts each finding's value in Finding.Value; otherwise it is never copied out.
	ShowValues bool
}

// Text scans the file named path, read from r, and calls emit with each finding in order
// (the ignored ones included, marked so). It returns the number of bytes read.
func (s *Scanner) Text(ctx context.Context, path string, r io.Reader, emit func(Finding)) (int64, error) {
	c := s.collector(path, emit)
	var scanned int64
	err := s.Ann.ScanAll(ctx, r, func(seg annotate.Segment) error {
		scanned += int64(len(seg.Text))
		c.add(seg.Text, seg.Spans)
		return nil
	})
	if err != nil {
		return scanned, err
	}
	c.drain(true)
	return scanned, nil
}

// Diff scans a unified diff: the added lines of each file, joined (so a keyword on the line
// before still counts), with each finding at its file's path and its line in the new version.
// Removed lines and context are not checked; binary files are passed to binary. It returns the
// number of bytes of added lines checked.
func (s *Scanner) Diff(ctx context.Context, r io.Reader, emit func(Finding), binary func(path string)) (int64, error) {
	files, err := udiff.Parse(r)
	if err != nil {
		return 0, &DiffError{err}
	}
	var scanned int64
	for _, f := range files {
		if f.Binary {
			binary(f.Path)
			continue
		}
		var text []byte
		for _, l := range f.Lines {
			text = append(append(text, l.Text...), '\n')
		}
		scanned += int64(len(text))
		spans, err := s.Ann.AnnotateAll(ctx, text)
		if err != nil {
			return scanned, fmt.Errorf("%s: %w", f.Path, err)
		}
		c := s.collector(f.Path, emit)
		c.lineNo = func(i int) int { return f.Lines[i-1].N }
		c.add(text, spans)
		c.drain(true)
	}
	return scanned, nil
}

// DiffError is Diff's error for input that is not a unified diff.
type DiffError struct{ Err error }

func (e *DiffError) Error() string { return e.Err.Error() }
func (e *DiffError) Unwrap() error { return e.Err }

func (s *Scanner) collector(path string, emit func(Finding)) *collector {
	return &collector{s: s, path: path, emit: emit, line: 1, nth: map[string]int{}}
}

// collector turns the spans of one file, given with its text in successive pieces, into
// findings. It walks the text once, counting lines and columns; a finding waits for the end of
// its line, where a preempt:ignore may still come, but the text does not: only what is not yet
// walked (an unfinished value, a split character) and a few bytes to find a marker cut in two
// are kept, so a file of one long line costs no more memory than many short ones.
type collector struct {
	s      *Scanner
	path   string
	lineNo func(int) int // maps a line of the text to the line reported; nil: the same
	emit   func(Finding)

	buf     []byte // the text from offset base on
	base    int64
	pending []span // spans not yet walked, in offsets of the whole text
	nth     map[string]int

	cur        int64 // where the walk is
	line       int   // the line of cur, from 1
	lineStart  int64 // where that line starts
	col, col16 int   // from lineStart to cur, in bytes and in UTF-16 code units
	marker     bool  // IgnoreMarker is on the line before cur
	waiting    []Finding
}

type span struct {
	start, end int64
	typ        string
}

// add appends the next piece of text and its spans (offsets into text).
func (c *collector) add(text []byte, spans []annotate.Span) {
	off := c.base + int64(len(c.buf))
	c.buf = append(c.buf, text...)
	for _, sp := range spans {
		c.pending = append(c.pending, span{off + int64(sp.Start), off + int64(sp.End), sp.Type.ID})
	}
	c.drain(false)
}

// drain walks the text up to its end (at the end of the text, final) or to the first value not
// all in yet, and drops the text it no longer needs.
func (c *collector) drain(final bool) {
	end := c.base + int64(len(c.buf))
	i := 0
	for ; i < len(c.pending) && c.pending[i].end <= end; i++ {
		c.found(c.pending[i])
	}
	to := end
	if !final {
		// Not into a character the next piece completes: its UTF-16 length is not known yet.
		for k := int64(1); k <= utf8.UTFMax && k <= to-c.cur; k++ {
			if b := c.buf[to-k-c.base:]; utf8.RuneStart(b[0]) {
				if !utf8.FullRune(b) {
					to -= k
				}
				break
			}
		}
	}
	if i < len(c.pending) {
		to = min(to, c.pending[i].start)
	}
	c.walk(to)
	if final {
		c.endLine()
	}
	c.pending = append(c.pending[:0], c.pending[i:]...)
	keep := max(c.cur-int64(len(IgnoreMarker)-1), c.lineStart, c.base)
	if len(c.pending) > 0 {
		keep = min(keep, c.pending[0].start) // spans that overlap the walked text
	}
	c.buf = append(c.buf[:0], c.buf[keep-c.base:]...)
	c.base = keep
}

// found walks to sp and puts its finding in waiting.
func (c *collector) found(sp span) {
	c.walk(sp.start)
	value := c.buf[sp.start-c.base : sp.end-c.base]
	c.nth[sp.typ]++
	f := Finding{
		Path:        c.path,
		Type:        sp.typ,
		Line:        c.line,
		Col:         c.col + 1,
		Col16:       c.col16 + 1,
		EndLine:     c.line,
		EndCol:      c.col + len(value) + 1,
		EndCol16:    c.col16 + utf16Len(value) + 1,
		Fingerprint: c.s.FP.fingerprint(sp.typ, c.path, value, c.nth[sp.typ]),
	}
	if n := bytes.Count(value, []byte("\n")); n > 0 {
		last := value[bytes.LastIndexByte(value, '\n')+1:]
		f.EndLine, f.EndCol, f.EndCol16 = c.line+n, len(last)+1, utf16Len(last)+1
	}
	if c.s.ShowValues {
		f.Value = string(value)
	}
	c.waiting = append(c.waiting, f)
	c.walk(sp.end)
}

// walk moves cur to the offset to, counting lines and columns, looking for the marker, and
// emitting the waiting findings at each line's end.
func (c *collector) walk(to int64) {
	for c.cur < to {
		b := c.buf[c.cur-c.base : to-c.base]
		n := bytes.IndexByte(b, '\n')
		if n < 0 {
			n = len(b)
		}
		// Look from a few bytes back, for a marker cut across two walks.
		from := max(c.cur-int64(len(IgnoreMarker)-1), c.lineStart, c.base)
		if !c.marker && bytes.Contains(c.buf[from-c.base:c.cur-c.base+int64(n)], []byte(IgnoreMarker)) {
			c.marker = true
		}
		c.col += n
		c.col16 += utf16Len(b[:n])
		c.cur += int64(n)
		if n < len(b) {
			c.endLine()
			c.cur++
			c.line++
			c.lineStart, c.col, c.col16, c.marker = c.cur, 0, 0, false
		}
	}
}

// endLine emits the findings that start on the line ending at cur.
func (c *collector) endLine() {
	for _, f := range c.waiting {
		f.Ignored = c.marker
		if c.lineNo != nil {
			f.Line, f.EndLine = c.lineNo(f.Line), c.lineNo(f.EndLine)
		}
		c.emit(f)
	}
	c.waiting = c.waiting[:0]
}

// utf16Len is the length of b in UTF-16 code units, SARIF's default column unit; an invalid
// byte counts as the one U+FFFD it decodes to.
func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		if utf16.RuneLen(r) == 2 {
			n += 2
		} else {
			n++
		}
	}
	return n
}
