package annotate

import "bytes"

// tables answers columnHas questions about one text, remembering where each table run
// starts so that a long table is walked once, not once per value.
type tables struct {
	lower   []byte
	top     map[[2]int]int      // (line start, delimiter) → start of the first line of its run
	headers map[[2]int][][]byte // (header line start, delimiter) → header cells
	cur     tableLine           // the line looked at last
}

// tableLine is a line of the text with its most used delimiter.
type tableLine struct {
	start, end int
	delim      byte
	n          int
}

// line returns the line around offset at.
func (tb *tables) line(at int) tableLine {
	if tb.cur.end > 0 && at >= tb.cur.start && at < tb.cur.end {
		return tb.cur
	}
	lower := tb.lower
	l := tableLine{start: bytes.LastIndexByte(lower[:at], '\n') + 1, end: len(lower)}
	if i := bytes.IndexByte(lower[at:], '\n'); i >= 0 {
		l.end = at + i
	}
	l.delim, l.n = tableDelimiter(lower[l.start:l.end])
	tb.cur = l
	return l
}

// columnHas reports whether the value at offset at sits in a column of a CSV, TSV or markdown
// table whose header cell contains one of words, so that "zip" in a header counts as a keyword
// for every ZIP code in that column. A table is a run of lines with the same number of
// delimiters (',', ';', '\t' or '|'); its header is the first line of the run.
func (tb *tables) columnHas(at int, words []string) bool {
	lower := tb.lower
	l := tb.line(at)
	if l.n == 0 {
		return false
	}
	start := tb.runStart(l.start, l.delim, l.n)
	if start == l.start {
		return false // the value's own line is the first of the table: no header above it
	}
	if tb.headers == nil {
		tb.headers = map[[2]int][][]byte{}
	}
	cells, ok := tb.headers[[2]int{start, int(l.delim)}]
	if !ok {
		end := bytes.IndexByte(lower[start:], '\n') + start
		cells = bytes.Split(lower[start:end], []byte{l.delim})
		tb.headers[[2]int{start, int(l.delim)}] = cells
	}
	col := bytes.Count(lower[l.start:at], []byte{l.delim})
	if col >= len(cells) {
		return false
	}
	cell := cells[col]
	for _, w := range words {
		if bytes.Contains(cell, []byte(w)) {
			return true
		}
	}
	return false
}

// runStart returns the start of the first line of the run of lines, ending with the line at
// lineStart, that all hold n of delim.
func (tb *tables) runStart(lineStart int, delim byte, n int) int {
	if tb.top == nil {
		tb.top = map[[2]int]int{}
	}
	var walked []int
	start := lineStart
	for start > 0 {
		if t, ok := tb.top[[2]int{start, int(delim)}]; ok {
			start = t
			break
		}
		walked = append(walked, start)
		prevEnd := start - 1
		prevStart := bytes.LastIndexByte(tb.lower[:prevEnd], '\n') + 1
		if bytes.Count(tb.lower[prevStart:prevEnd], []byte{delim}) != n {
			break
		}
		start = prevStart
	}
	for _, l := range walked {
		tb.top[[2]int{l, int(delim)}] = start
	}
	return start
}

// tableDelimiter picks the delimiter a table row uses most, with its count.
func tableDelimiter(line []byte) (byte, int) {
	best, count := byte(0), 0
	for _, d := range []byte{'|', '\t', ',', ';'} {
		if c := bytes.Count(line, []byte{d}); c > count {
			best, count = d, c
		}
	}
	return best, count
}

// columnRangeHas reports whether a value somewhere in lower[lo:hi] could pass columnHas: the
// region spans lines, or one of the columns it touches has a header cell with one of words.
func (tb *tables) columnRangeHas(lo, hi int, words []string) bool {
	lower := tb.lower
	if lo >= hi || bytes.IndexByte(lower[lo:hi], '\n') >= 0 {
		return lo < hi
	}
	l := tb.line(lo)
	if l.n == 0 {
		return false
	}
	delim := l.delim
	if tb.runStart(l.start, delim, l.n) == l.start {
		return false
	}
	first := bytes.Count(lower[l.start:lo], []byte{delim})
	last := first + bytes.Count(lower[lo:hi], []byte{delim})
	for col := first; col <= last; col++ {
		// columnHas looks at the value's line only through its start, so any offset in the
		// column will do: use the start of the column's cell within the region.
		at := lo
		if col > first {
			at = lo + nthIndex(lower[lo:hi], delim, col-first) + 1
		}
		if tb.columnHas(at, words) {
			return true
		}
	}
	return false
}

// nthIndex returns the index of the nth (1-based) occurrence of c in b.
func nthIndex(b []byte, c byte, n int) int {
	at := -1
	for ; n > 0; n-- {
		i := bytes.IndexByte(b[at+1:], c)
		if i < 0 {
			return -1
		}
		at += i + 1
	}
	return at
}
