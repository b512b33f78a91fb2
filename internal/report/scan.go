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
// findings. It keeps the text from the start of the earliest line that still has a span to
// report, so that each finding sees its whole line (its columns, a preempt:ignore after it)
// wherever the pieces were cut; memory is bounded by the longest line.
type collector struct {
	s      *Scanner
	path   string
	lineNo func(int) int // maps a line of the text to the line reported; nil: the same
	emit   func(Finding)

	buf     []byte // the text from offset base on; buf[0] starts line number line
	base    int64
	line    int
	pending []span // spans not yet reported, in offsets of the whole text
	nth     map[string]int
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

// drain reports every pending span whose lines are complete (all of them at the end of the
// text, final), then drops the text no pending span needs.
func (c *collector) drain(final bool) {
	complete := len(c.buf)
	if !final {
		complete = bytes.LastIndexByte(c.buf, '\n') + 1
	}
	pos, line := 0, c.line
	i := 0
	for ; i < len(c.pending); i++ {
		sp := c.pending[i]
		s, e := int(sp.start-c.base), int(sp.end-c.base)
		if e > complete {
			break
		}
		line += bytes.Count(c.buf[pos:s], []byte("\n"))
		pos = s
		c.report(sp.typ, s, e, line)
	}
	keep := complete
	if i < len(c.pending) {
		keep = bytes.LastIndexByte(c.buf[:c.pending[i].start-c.base], '\n') + 1
	}
	c.line += bytes.Count(c.buf[:keep], []byte("\n"))
	c.base += int64(keep)
	c.buf = append(c.buf[:0], c.buf[keep:]...)
	c.pending = append(c.pending[:0], c.pending[i:]...)
}

// report emits the finding of buf[s:e], which starts on line.
func (c *collector) report(typ string, s, e, line int) {
	lineStart := bytes.LastIndexByte(c.buf[:s], '\n') + 1
	lineEnd := len(c.buf)
	if n := bytes.IndexByte(c.buf[s:], '\n'); n >= 0 {
		lineEnd = s + n
	}
	value := c.buf[s:e]
	endLine, endLineStart := line, lineStart
	if n := bytes.Count(value, []byte("\n")); n > 0 {
		endLine += n
		endLineStart = bytes.LastIndexByte(c.buf[:e], '\n') + 1
	}
	c.nth[typ]++
	f := Finding{
		Path:        c.path,
		Type:        typ,
		Line:        line,
		Col:         s - lineStart + 1,
		EndLine:     endLine,
		EndCol:      e - endLineStart + 1,
		Col16:       utf16Len(c.buf[lineStart:s]) + 1,
		EndCol16:    utf16Len(c.buf[endLineStart:e]) + 1,
		Ignored:     bytes.Contains(c.buf[lineStart:lineEnd], []byte(IgnoreMarker)),
		Fingerprint: c.s.FP.fingerprint(typ, c.path, value, c.nth[typ]),
	}
	if c.lineNo != nil {
		f.Line, f.EndLine = c.lineNo(f.Line), c.lineNo(f.EndLine)
	}
	if c.s.ShowValues {
		f.Value = string(value)
	}
	c.emit(f)
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
