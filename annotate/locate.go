package annotate

import "bytes"

// Locator turns span offsets of successive segments into 1-based line and byte-column numbers.
type Locator struct {
	line      int
	lineStart int64 // stream offset where the current line starts
}

// NewLocator returns a locator at the start of a stream.
func NewLocator() *Locator { return &Locator{line: 1} }

// Position returns the line and column of byte at in seg (which must be the next segment not
// yet passed to Advance).
func (l *Locator) Position(seg Segment, at int) (line, col int) {
	before := seg.Text[:at]
	n := bytes.Count(before, []byte("\n"))
	if n == 0 {
		return l.line, int(seg.Offset + int64(at) - l.lineStart + 1)
	}
	last := bytes.LastIndexByte(before, '\n')
	return l.line + n, at - last
}

// Advance moves past seg.
func (l *Locator) Advance(seg Segment) {
	n := bytes.Count(seg.Text, []byte("\n"))
	if n > 0 {
		l.line += n
		l.lineStart = seg.Offset + int64(bytes.LastIndexByte(seg.Text, '\n')) + 1
	}
}
