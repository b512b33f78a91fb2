package annotate

import (
	"bytes"
	"cmp"
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// tables answers columnHas questions about one text, remembering where each table run
// starts so that a long table is walked once, not once per value.
type tables struct {
	lower   []byte
	top     map[[2]int]int      // (line start, delimiter) → start of the first line of its run
	headers map[[2]int][][]byte // (header line start, delimiter) → header cells
	cur     tableLine           // the line looked at last
	inserts []sqlInsert         // SQL INSERT statements, parsed on first need
	sqlDone bool

	aligned      map[int][2]int // line start → its aligned table's header line, or -1s (alignedHeader)
	alignedDepth int            // how far up alignedHeader is walking
}

// newTables returns the tables of a text given in lower case (scan.ASCIILower).
func newTables(lower []byte) tables { return tables{lower: thousandsAligned(lower)} }

// thousandsAligned returns lower, or a copy of it where the commas that group the digits of a
// number in a row of a comma-separated table are '_', when that is what lines the row up with
// the rows above it: an amount written unquoted, "Men,1,Kiprono Kipchumba,24,KES 500,000,0722
// 555 301" under "race,pos,athlete,age,prize,mpesa", has a cell too many, and its age would
// be read under "athlete". So is the comma of an unquoted "LAST, First" (lastFirstComma). A
// row that lines up as it is keeps its commas: "54,100" may be two cells.
func thousandsAligned(lower []byte) []byte {
	out, copied := lower, false
	cols := -1 // commas of the table the lines above belong to, -1 for none
	var groups []int
	for start := 0; start < len(lower); {
		end := bytes.IndexByte(lower[start:], '\n')
		if end < 0 {
			end = len(lower)
		} else {
			end += start
		}
		line := lower[start:end]
		raw := countDelims(line, ',')
		groups = groupingCommas(groups[:0], line)
		if len(groups) > 0 && raw-len(groups) != cols {
			// Too many to line up: "…,78704,120,Tex-Mex buffet,$4,680.00,yes" holds a ZIP code
			// and a count that read as one number; keep the commas of amounts only.
			groups = slices.DeleteFunc(groups, func(e int) bool { return !amountComma(line, e) })
		}
		if len(groups) == 0 || raw-len(groups) != cols {
			groups = append(groups[:0], lastFirstComma(line)...)
		}
		switch {
		case raw < 2:
			cols = -1
		case len(groups) > 0 && raw != cols && raw-len(groups) == cols:
			if !copied {
				out, copied = bytes.Clone(lower), true
			}
			for _, i := range groups {
				out[start+i] = '_'
			}
		default:
			cols = raw
		}
		start = end + 1
	}
	return out
}

// lastFirstComma returns the offset of the one comma of a CSV row that a letter precedes and
// a space and a letter follow, an unquoted "LAST, First" ("7,okonkwo, festus,91,12b"), as a
// slice; nil for none or more than one.
func lastFirstComma(line []byte) []int {
	at := -1
	for _, e := range rowCells(line, ',') {
		if e > 0 && e+2 < len(line) && line[e+1] == ' ' && isLetterBefore(line, e) && isLetterAt(line, e+2) {
			if at >= 0 {
				return nil
			}
			at = e
		}
	}
	if at < 0 {
		return nil
	}
	return []int{at}
}

// isLetterAt reports whether a letter starts at b[i]; isLetterBefore whether one ends at i.
func isLetterAt(b []byte, i int) bool {
	r, _ := utf8.DecodeRune(b[i:])
	return unicode.IsLetter(r)
}

func isLetterBefore(b []byte, i int) bool {
	r, _ := utf8.DecodeLastRune(b[:i])
	return unicode.IsLetter(r)
}

// groupingCommas appends to dst the offsets of the commas of line that may group digits: after
// a digit, before three digits and no fourth ("500,000" of "KES 500,000,0722"), nor a hyphen
// or slash that goes on with digits (the next cell's phone number or date: ",678-555-0171"),
// outside the cells CSV quotes (a row may quote an address and not an amount: "\"9021 Bolsa
// Ave, Westminster, CA\",92683,$1,045.00").
func groupingCommas(dst []int, line []byte) []int {
	for _, e := range rowCells(line, ',') {
		// e is a delimiter outside the quotes, or the line's end.
		if e+3 < len(line) && e > 0 && isDigit(line[e-1]) && isDigit(line[e+1]) && isDigit(line[e+2]) &&
			isDigit(line[e+3]) && (e+4 == len(line) || !isDigit(line[e+4]) && !digitFieldAt(line, e+4)) {
			dst = append(dst, e)
		}
	}
	return dst
}

// amountComma reports whether the comma at e, between digits, groups those of an amount: a
// currency sign opens the number ("$4,680.00"), or a decimal point and two digits end it
// ("4,680.00").
func amountComma(line []byte, e int) bool {
	s := e
	for s > 0 && (isDigit(line[s-1]) || line[s-1] == ',') {
		s--
	}
	if r, _ := utf8.DecodeLastRune(line[:s]); strings.ContainsRune("$€£¥₹", r) {
		return true
	}
	rest := line[e+4:]
	return len(rest) >= 3 && rest[0] == '.' && isDigit(rest[1]) && isDigit(rest[2])
}

// digitFieldAt reports whether a hyphen or a slash at i goes on with a digit: the inside of the
// phone number or date that a CSV row's next cell holds (",678-555-0171", ",2024/10/07").
func digitFieldAt(b []byte, i int) bool {
	return i+1 < len(b) && (b[i] == '-' || b[i] == '/') && isDigit(b[i+1])
}

// sqlInsert is one "INSERT INTO t (col, …) VALUES (…), (…)" statement: its column names and
// where its value tuples start and end.
type sqlInsert struct {
	cols       [][]byte
	start, end int // the VALUES list
}

// tableLine is a line of the text with its most used delimiter.
type tableLine struct {
	start, end int
	delim      byte
	n          int
	spaced     bool // aligned with spaces (spaceAligned)
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
	l.spaced = l.n > 0 && spaceAligned(lower[l.start:l.end]) // once a line: a long one is asked about often
	tb.cur = l
	return l
}

// columnHas reports whether the value at offset at sits in a column of a CSV, TSV or markdown
// table whose header cell contains one of words, so that "zip" in a header counts as a keyword
// for every ZIP code in that column. A table is a run of lines with the same number of
// delimiters (',', ';', '\t' or '|'); its header is the first line of the run.
func (tb *tables) columnHas(at int, words []string) bool {
	if has, in := tb.sqlColumnHas(at, words); in {
		return has // an INSERT's own columns, not its line read as a CSV row
	}
	l := tb.line(at)
	if l.n == 0 {
		return tb.alignedColumnHas(l, at, words)
	}
	if has, header := tb.delimitedColumnHas(l, at, words); header || !l.spaced {
		return has
	}
	// No header row above: a row of a table aligned with spaces may hold the delimiter inside
	// a cell ("$61,500" in a data frame), and is read as that.
	return tb.alignedColumnHas(l, at, words)
}

// headedCell reports whether the value at offset at is a cell of a table with a header row (a
// CSV, TSV or markdown table) or a value of an SQL INSERT that names its columns: where the
// header of its column says what it is, and a keyword in another column says nothing of it
// ("id,…,zip\n10231,…": the id is no ZIP code).
func (tb *tables) headedCell(at int) bool {
	if _, in := tb.sqlColumnHas(at, nil); in {
		return true
	}
	l := tb.line(at)
	if l.n < 2 {
		return false
	}
	cells, ok := tb.headerCells(l)
	if !ok {
		return false
	}
	// A header of names: not the first of a run of JSON lines ('"phone": "…",') or of chat
	// lines ("[21.06.24, 19:11:48] fabi: …") that have as many delimiters.
	for _, c := range cells {
		c = bytes.Trim(c, " \t\r\"'`*")
		if len(c) == 0 || len(c) > 32 || bytes.ContainsAny(c, ":0123456789[]{}") {
			return false
		}
	}
	return true
}

// spaceAligned reports whether a line reads as a row of a table aligned with spaces: two or
// more gaps of two spaces or more between its fields, as prose rarely has.
func spaceAligned(line []byte) bool {
	gaps := 0
	for i := 1; i < len(line); i++ {
		if line[i] == ' ' && line[i-1] == ' ' && (i < 2 || line[i-2] != ' ') && bytes.TrimLeft(line[:i], " ") != nil {
			gaps++
		}
	}
	return gaps >= 2
}

// delimitedColumnHas is columnHas for a line with delimiters (l.n > 0). header reports whether
// the table has a header row (headerCells).
func (tb *tables) delimitedColumnHas(l tableLine, at int, words []string) (has, header bool) {
	cells, ok := tb.headerCells(l)
	if !ok {
		return false, false
	}
	col := countDelims(tb.lower[l.start:at], l.delim)
	return col < len(cells) && cellHas(cells[col], words), true
}

// headerCells returns the header cells of the table of line l (l.n > 0), read once per table:
// the first line of the run, if it is not l itself and does not start with a number (as the
// rows of a data frame do); ok is false for a table with no header row.
func (tb *tables) headerCells(l tableLine) (cells [][]byte, ok bool) {
	lower := tb.lower
	start := tb.runStart(l.start, l.delim, l.n)
	if first := bytes.TrimLeft(lower[start:l.end], " \t"); start == l.start || len(first) > 0 && isDigit(first[0]) {
		return nil, false
	}
	if tb.headers == nil {
		tb.headers = map[[2]int][][]byte{}
	}
	cells, ok = tb.headers[[2]int{start, int(l.delim)}]
	if !ok {
		end := bytes.IndexByte(lower[start:], '\n') + start
		for s, e := range rowCells(lower[start:end], l.delim) {
			cells = append(cells, lowerCell(lower[start+s:start+e]))
		}
		tb.headers[[2]int{start, int(l.delim)}] = cells
	}
	return cells, true
}

// cellHas reports whether one of words starts a word of the header cell; not "age" after a
// thing's key ("vehicle_age_yrs"): only an age belongs to its holder (a car's phone number is
// still a phone number).
func cellHas(cell []byte, words []string) bool {
	for _, w := range words {
		// At the start of a word of the cell, as near checks: "age" is in "patient_age" and
		// "age (years)", not in "page" or "usage".
		for off := 0; ; {
			i := bytes.Index(cell[off:], []byte(w))
			if i < 0 {
				break
			}
			if at := off + i; (at == 0 || !isAlnum(cell[at-1])) && !(w == "age" && thingKeyBefore(cell[:at])) {
				return true
			}
			off += i + 1
		}
	}
	return false
}

// lowerCell returns a header cell of the text (lowered for ASCII only) in lower case: "Âge",
// "Téléphone". It copies only a cell with a byte beyond ASCII.
func lowerCell(cell []byte) []byte {
	for _, c := range cell {
		if c >= utf8.RuneSelf {
			return bytes.ToLower(cell)
		}
	}
	return cell
}

// runStart returns the start of the first line of the run of lines, ending with the line at
// lineStart, that all hold n of delim, or about as many (raggedRow).
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
		if delim == '|' && prevStart > 0 && borderLine(tb.lower[prevStart:prevEnd]) {
			// The rule between a psql or MySQL table's header and its rows: "-----+-----",
			// "+-----+-----+". The header is the line above it.
			prevEnd = prevStart - 1
			prevStart = bytes.LastIndexByte(tb.lower[:prevEnd], '\n') + 1
		}
		if m := countDelims(tb.lower[prevStart:prevEnd], delim); m != n &&
			!(raggedRow(m, n) && plainRow(tb.lower[prevStart:prevEnd]) && plainRow(tb.lower[start:tb.lineEnd(start)])) {
			break
		}
		start = prevStart
	}
	for _, l := range walked {
		tb.top[[2]int{l, int(delim)}] = start
	}
	return start
}

// raggedRow reports whether two lines of m and n delimiters may be rows of one table whose
// rows were pasted with a cell too few or too many (a shifted spreadsheet, "Dylan
// Murphy,17,lounge/floor,…" a cell short under "name,age,role,mobile,mon,…"): four cells or
// more each, one or two apart. The cells before the first missing one still line up.
func raggedRow(m, n int) bool { return m >= 3 && n >= 3 && m-n <= 2 && n-m <= 2 }

// plainRow reports whether line may be a row of a pasted table, not a line of a chat or a log
// ("[3/6/25, 21:05] Curro: Yo y el niño, 38, 10 km, …"), whose commas count nothing.
func plainRow(line []byte) bool {
	return !bytes.HasPrefix(line, []byte("[")) && !bytes.Contains(line, []byte(": "))
}

// lineEnd returns the end of the line that starts at start.
func (tb *tables) lineEnd(start int) int {
	if i := bytes.IndexByte(tb.lower[start:], '\n'); i >= 0 {
		return start + i
	}
	return len(tb.lower)
}

// borderLine reports whether line is a rule of a text table: dashes with '+' or '|' between
// the columns, maybe '=' and ':' ("+----+----+", "-----+-----", "|---|:--|").
func borderLine(line []byte) bool {
	line = bytes.TrimSpace(line)
	return len(line) >= 3 && bytes.IndexByte(line, '-') >= 0 && len(bytes.Trim(line, "+-|=: ")) == 0
}

// maxAlignedRows bounds how far up alignedHeader looks for the header of a table aligned with
// spaces: cost stays linear on text that is no table.
const maxAlignedRows = 40

// alignedHeader returns the header line of a table aligned with spaces, as pandas and R print
// a data frame: the nearest line above lineStart (at most maxAlignedRows up, through lines of
// two or more fields) whose fields are all words, none a number. Each line's answer is
// remembered, so the rows of one table share their walk.
func (tb *tables) alignedHeader(lineStart int) (start, end int, ok bool) {
	if tb.aligned == nil {
		tb.aligned = map[int][2]int{}
	}
	if h, seen := tb.aligned[lineStart]; seen {
		return h[0], h[1], h[0] >= 0
	}
	h := [2]int{-1, -1}
	lower := tb.lower
	if s := lineStart; s > 0 {
		prevEnd := s - 1
		prevStart := bytes.LastIndexByte(lower[:prevEnd], '\n') + 1
		switch fields, number := fieldsOf(lower[prevStart:prevEnd]); {
		case fields < 2:
		case !number && !typeRow(lower[prevStart:prevEnd]):
			h = [2]int{prevStart, prevEnd}
		case tb.alignedDepth < maxAlignedRows:
			tb.alignedDepth++
			hs, he, ok := tb.alignedHeader(prevStart)
			tb.alignedDepth--
			if ok {
				h = [2]int{hs, he}
			}
		}
	}
	tb.aligned[lineStart] = h
	return h[0], h[1], h[0] >= 0
}

// typeRow reports whether every field of a line is a column type in angle brackets, the
// line R prints between a tibble's header and its rows ("<chr> <dbl>").
func typeRow(line []byte) bool {
	for s, e := range fieldSpans(line) {
		if line[s] != '<' || line[e-1] != '>' {
			return false
		}
	}
	return true
}

// fieldsOf counts the fields of a line separated by spaces and tabs, and reports whether one
// of them starts with a digit.
func fieldsOf(line []byte) (n int, number bool) {
	for s := range fieldSpans(line) {
		n++
		number = number || isDigit(line[s])
	}
	return n, number
}

// fieldSpans yields the start and end of each field of a line separated by spaces and tabs.
func fieldSpans(line []byte) iter.Seq2[int, int] {
	return spansBetween(line, func(j int) bool { return line[j] == ' ' || line[j] == '\t' })
}

// spansBetween yields the start and end of each run of a line that starts with no space or
// tab and ends where end says (or the line ends).
func spansBetween(line []byte, end func(j int) bool) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(line); {
			if line[i] == ' ' || line[i] == '\t' {
				i++
				continue
			}
			j := i
			for j < len(line) && !end(j) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// alignedColumnHas is columnHas for a table aligned with spaces: the header field above the
// value (pandas and R right-align both) holds one of words.
func (tb *tables) alignedColumnHas(l tableLine, at int, words []string) bool {
	hs, he, ok := tb.alignedHeader(l.start)
	if !ok {
		return false
	}
	lower := tb.lower
	ve := at
	for ve < l.end && lower[ve] != ' ' && lower[ve] != '\t' {
		ve++
	}
	vs, vEnd := utf8.RuneCount(lower[l.start:at]), utf8.RuneCount(lower[l.start:ve])
	header := lower[hs:he]
	touching := [2]int{-1, -1} // a header field that ends right before the value or starts right after it
	above := false             // a header field is above the value
	n := 0
	for i, j := range fieldSpans(header) {
		n++
		// Columns count runes, as the printer aligned them.
		fs := utf8.RuneCount(header[:i])
		fe := fs + utf8.RuneCount(header[i:j])
		if fs < vEnd && vs < fe {
			if cellHas(lowerCell(header[i:j]), words) {
				return true
			}
			above = true
		}
		if fe == vs || fs == vEnd {
			touching = [2]int{i, j}
		}
	}
	// A table aligned by hand may miss by a column ("age" over "45" one space to its left):
	// a field next to the value, where none is above it.
	if !above && touching[0] >= 0 && cellHas(lowerCell(header[touching[0]:touching[1]]), words) {
		return true
	}
	// Or a cell of more words before the value ("Diego Ramírez Soto 26 Engineering") pushed it
	// right, under another field or none: in a row with more fields than the header and an
	// index, the value is the header's field as many fields from the end.
	row := lower[l.start:l.end]
	if fields, _ := fieldsOf(row); fields > n+1 {
		return fromEnd(header, row, ve-l.start, fieldSpans, words)
	}
	// Or cells of several words, two spaces apart ("Fatemeh Ghorbani     52"), longer or
	// shorter than the rows above (a name's ciphertext), so that the value is under no field:
	// counted by cells, in a row of as many cells as the header or one more (an index). A line
	// of one cell is no table's: a sentence that says "(name / age / experience):" over a list
	// does not make the list's numbers ages.
	hc, rc := 0, 0
	for range cellSpans(header) {
		hc++
	}
	for range cellSpans(row) {
		rc++
	}
	return hc >= 2 && (rc == hc || rc == hc+1) && fromEnd(header, row, ve-l.start, cellSpans, words)
}

// fromEnd reports whether the header's part (split into parts by split) as many parts from
// the end as the row has after the value that ends at ve holds one of words.
func fromEnd(header, row []byte, ve int, split func([]byte) iter.Seq2[int, int], words []string) bool {
	n, after := 0, 0
	for range split(header) {
		n++
	}
	for i := range split(row) {
		if i >= ve {
			after++
		}
	}
	for i, j := range split(header) {
		if n--; n == after {
			return cellHas(lowerCell(header[i:j]), words)
		}
	}
	return false
}

// cellSpans yields the start and end of each cell of a line aligned with spaces: text
// separated by a tab or by two spaces or more ("Fatemeh Ghorbani     52").
func cellSpans(line []byte) iter.Seq2[int, int] {
	return spansBetween(line, func(j int) bool {
		return line[j] == '\t' || line[j] == ' ' && (j+1 == len(line) || line[j+1] == ' ' || line[j+1] == '\t')
	})
}

// tableDelimiter picks the delimiter a table row uses most, with its count.
func tableDelimiter(line []byte) (byte, int) {
	best, count := byte(0), 0
	for _, d := range []byte{'|', '\t', ',', ';'} {
		if c := countDelims(line, d); c > count {
			best, count = d, c
		}
	}
	return best, count
}

// countDelims counts the delimiters d of a row that starts a line, leaving out those inside a
// quoted CSV field ("$92,500" is one cell).
func countDelims(row []byte, d byte) int {
	if d == '|' || bytes.IndexByte(row, '"') < 0 {
		return bytes.Count(row, []byte{d}) // no quoting: the fast count
	}
	n := 0
	for range rowCells(row, d) {
		n++
	}
	return n - 1
}

// rowCells yields the start and end of each cell of a row that starts a line, split at d. A
// field of a comma-, semicolon- or tab-separated row that opens with a double quote runs to
// the closing quote (a doubled quote inside it is a quote), as CSV writes fields holding d;
// a row that ends inside a quote ends its last cell there. Markdown rows ('|') have no quoting.
func rowCells(row []byte, d byte) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		if d == '|' || bytes.IndexByte(row, '"') < 0 {
			// No quoting: jump from delimiter to delimiter.
			start := 0
			for {
				i := bytes.IndexByte(row[start:], d)
				if i < 0 {
					yield(start, len(row))
					return
				}
				if !yield(start, start+i) {
					return
				}
				start += i + 1
			}
		}
		start, quoted := 0, false
		for i := 0; i < len(row); i++ {
			switch c := row[i]; {
			case quoted:
				if c == '"' {
					if i+1 < len(row) && row[i+1] == '"' {
						i++ // an escaped quote
					} else {
						quoted = false
					}
				}
			case c == '"' && len(bytes.TrimLeft(row[start:i], " ")) == 0:
				quoted = true
			case c == d:
				if !yield(start, i) {
					return
				}
				start = i + 1
			}
		}
		yield(start, len(row))
	}
}

// columnRangeHas reports whether a value somewhere in lower[lo:hi] could pass columnHas: the
// region spans lines, or one of the columns it touches has a header cell with one of words.
func (tb *tables) columnRangeHas(lo, hi int, words []string) bool {
	if len(tb.sqlInserts()) > 0 {
		return lo < hi
	}
	lower := tb.lower
	if lo >= hi || bytes.IndexByte(lower[lo:hi], '\n') >= 0 {
		return lo < hi
	}
	l := tb.line(lo)
	if l.n == 0 || l.spaced {
		// A table aligned with spaces (columnHas reads a row so aligned without a header
		// row as one).
		if hs, he, ok := tb.alignedHeader(l.start); ok && cellHas(lowerCell(lower[hs:he]), words) {
			return true
		}
	}
	if l.n == 0 {
		return false
	}
	delim := l.delim
	if tb.runStart(l.start, delim, l.n) == l.start {
		return false
	}
	// columnHas looks at the value's line only through its start, so any offset in a column
	// will do: the start of each cell the region touches, or lo for the first.
	for s, e := range rowCells(lower[l.start:hi], delim) {
		if l.start+e < lo {
			continue
		}
		if tb.columnHas(max(l.start+s, lo), words) {
			return true
		}
	}
	return false
}

// sqlColumnHas reports whether the value at offset at is in the VALUES of an SQL INSERT whose
// column for it has a name with one of words: in "INSERT INTO t (name, zip) VALUES ('Ann',
// '10025')" the 10025 is in the zip column. in reports whether the value is in a tuple of
// such VALUES at all.
func (tb *tables) sqlColumnHas(at int, words []string) (has, in bool) {
	inserts := tb.sqlInserts() // in the text's order, disjoint
	k, _ := slices.BinarySearchFunc(inserts, at, func(ins sqlInsert, at int) int { return cmp.Compare(ins.end, at+1) })
	if k == len(inserts) || at < inserts[k].start {
		return false, false
	}
	ins := inserts[k]
	col, ok := sqlColumn(tb.lower[ins.start:ins.end], at-ins.start)
	return ok && col < len(ins.cols) && cellHas(ins.cols[col], words), ok
}

// sqlInserts finds the INSERT statements of the text that name their columns, or whose table
// a CREATE TABLE before them does ("INSERT INTO adherents VALUES (1, 'Lefebvre', ...)").
func (tb *tables) sqlInserts() []sqlInsert {
	if tb.sqlDone {
		return tb.inserts
	}
	tb.sqlDone = true
	lower := tb.lower
	var created map[string][][]byte // table → its columns, from the CREATE TABLEs read so far
	for off := 0; ; {
		i := bytes.Index(lower[off:], []byte("insert into "))
		if i < 0 {
			break
		}
		i += off
		off = i + 1
		vals := bytes.Index(lower[i:], []byte("values"))
		if vals < 0 {
			continue
		}
		vals += i
		var cols [][]byte
		if open := bytes.IndexByte(lower[i:vals], '('); open >= 0 && open <= 200 {
			open += i
			closing := bytes.IndexByte(lower[open:vals], ')')
			if closing < 0 {
				continue
			}
			for _, c := range bytes.Split(lower[open+1:open+closing], []byte{','}) {
				cols = append(cols, trimSQLName(c))
			}
		} else {
			if created == nil {
				created = createdTables(lower)
			}
			if cols = created[string(trimSQLName(lower[i+len("insert into "):vals]))]; cols == nil {
				continue
			}
		}
		end := sqlEnd(lower, vals)
		tb.inserts = append(tb.inserts, sqlInsert{cols: cols, start: vals, end: end})
		off = end
	}
	return tb.inserts
}

// trimSQLName trims the spaces and quotes around a table's or a column's name.
func trimSQLName(b []byte) []byte { return bytes.Trim(b, " \t\r\n`\"[]") }

// createdTables returns the column names of each "CREATE TABLE t (col type, …)" of the lower-
// case text by table name; table constraints (PRIMARY KEY (…), CONSTRAINT …) are no columns.
func createdTables(lower []byte) map[string][][]byte {
	tables := map[string][][]byte{}
	for off := 0; ; {
		i := bytes.Index(lower[off:], []byte("create table "))
		if i < 0 {
			return tables
		}
		i += off + len("create table ")
		off = i
		open := bytes.IndexByte(lower[i:min(i+200, len(lower))], '(')
		if open < 0 {
			continue
		}
		name := trimSQLName(bytes.TrimPrefix(lower[i:i+open], []byte("if not exists ")))
		var cols [][]byte
		depth, start, k := 0, i+open+1, i+open+1
		for ; k < len(lower) && depth >= 0 && lower[k] != ';'; k++ {
			switch lower[k] {
			case '(':
				depth++
			case ')':
				depth--
			}
			if depth == 0 && lower[k] == ',' || depth < 0 {
				def := bytes.Fields(lower[start:k])
				if len(def) > 0 && !sqlConstraints[string(def[0])] {
					cols = append(cols, trimSQLName(def[0]))
				}
				start = k + 1
			}
		}
		off = k // each byte is read once: linear in the text
		tables[string(name)] = cols
	}
}

// sqlConstraints open the table constraints of a CREATE TABLE, which are no columns.
var sqlConstraints = setOf(`primary|constraint|unique|key|index|foreign|check|fulltext`, "|")

// sqlEnd returns the end of the VALUES list starting at i: the ';' outside quotes, or the end
// of the text.
func sqlEnd(lower []byte, i int) int {
	quoted := false
	for ; i < len(lower); i++ {
		switch c := lower[i]; {
		case c == '\'':
			quoted = !quoted
		case c == ';' && !quoted:
			return i
		}
	}
	return i
}

// sqlColumn returns the index of the value at offset at within its tuple of the VALUES list
// vals: the commas outside quotes since the tuple's '('.
func sqlColumn(vals []byte, at int) (int, bool) {
	col, depth, quoted := 0, 0, false
	for i := 0; i < at; i++ {
		switch c := vals[i]; {
		case c == '\'':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
			if depth == 1 {
				col = 0
			}
		case c == ')':
			depth--
		case c == ',' && depth == 1:
			col++
		}
	}
	return col, depth == 1
}
