package annotate

import "bytes"

// maxTableLines bounds how far up columnHas looks for a table's header row.
const maxTableLines = 200

// columnHas reports whether the value at offset at sits in a column of a CSV, TSV or markdown
// table whose header cell contains one of words, so that "zip" in a header counts as a keyword
// for every ZIP code in that column. A table is a run of lines with the same number of
// delimiters (',', ';', '\t' or '|'); its header is the first line of the run.
func columnHas(lower []byte, at int, words []string) bool {
	lineStart := bytes.LastIndexByte(lower[:at], '\n') + 1
	lineEnd := len(lower)
	if i := bytes.IndexByte(lower[at:], '\n'); i >= 0 {
		lineEnd = at + i
	}
	line := lower[lineStart:lineEnd]
	delim, n := tableDelimiter(line)
	if n == 0 {
		return false
	}
	col := bytes.Count(lower[lineStart:at], []byte{delim})
	header := line
	start := lineStart
	for i := 0; i < maxTableLines && start > 0; i++ {
		prevEnd := start - 1
		prevStart := bytes.LastIndexByte(lower[:prevEnd], '\n') + 1
		prev := lower[prevStart:prevEnd]
		if bytes.Count(prev, []byte{delim}) != n {
			break
		}
		header, start = prev, prevStart
	}
	if start == lineStart {
		return false // the value's own line is the first of the table: no header above it
	}
	cells := bytes.Split(header, []byte{delim})
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
