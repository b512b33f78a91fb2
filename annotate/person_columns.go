package annotate

import (
	"bytes"
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// withColumnNames adds the other cells of a column of names: in a block of lines that a pipe,
// a tab, a semicolon or a comma cuts into the same number of cells (cellSeparator), a column where the names found fill at least
// two cells and half of those not empty is a column of names, and its other cells shaped like
// a name are names too ("CLM|CL-7781204|ADDO|EFUA|19650121|…" below rows whose ESPINOZA and
// LUCIA were found; the second surname of "| 1021 | Xóchitl | Hernández | Tepox |"). A table
// with a header is read by its header (tableState); this reads the rows without one, or with
// one that names no person. The ciphertext has the same layout and the same names found, so
// its column is found again. HL7 segments are read by hl7Names. spans are sorted and
// disjoint; the result is too.
func (d *personDetector) withColumnNames(spans [][2]int) [][2]int {
	text := d.text
	var added [][2]int
	for ls := 0; ls < len(text); {
		sep, n := cellSeparator(d.lineAt(ls))
		if n < 2 {
			ls += len(d.lineAt(ls)) + 1
			continue
		}
		// The block: the lines after it with as many separators, or rules between them.
		var rows [][2]int
		le := ls
		for at := ls; at < len(text); {
			line := d.lineAt(at)
			if s, m := cellSeparator(line); s != sep || m != n {
				if !tableRule(line) {
					break
				}
			} else {
				rows = append(rows, [2]int{at, at + len(line)})
			}
			le = at + len(line)
			at = le + 1
		}
		if len(rows) > 0 && d.columnsHeader(spans, rows) {
			rows = rows[1:]
		}
		if len(rows) >= 3 {
			added = d.columnNames(added, spans, rows, sep, n)
		}
		ls = le + 1
	}
	if len(added) == 0 {
		return spans
	}
	return mergeSpans(append(spans, added...))
}

// withListNames adds the other heads of a list of names: in a block of three or more lines
// that a bullet opens ("- ", "* ", "• ") and whose head, the words after the bullet, ends at a
// dash, a colon or a parenthesis ("- Jo Pemberton – Oct 9", "* Ruth (Treasurer)"), when the
// names found fill at least two heads and half of those, the other heads shaped like a name
// (columnName) are names too ("- Nkechi – 5th of May" among them). The ciphertext has the same
// list and the same names found. spans are sorted and disjoint; the result is too.
func (d *personDetector) withListNames(spans [][2]int) [][2]int {
	text := d.text
	var added, heads [][2]int
	flush := func() {
		if len(heads) >= 3 {
			added = d.columnOfNames(added, spans, heads)
		}
		heads = heads[:0]
	}
	for ls := 0; ls < len(text); {
		line := d.lineAt(ls)
		if h, ok := listHead(line); ok {
			heads = append(heads, [2]int{ls + h[0], ls + h[1]})
		} else {
			flush()
		}
		ls += len(line) + 1
	}
	flush()
	if len(added) == 0 {
		return spans
	}
	return mergeSpans(append(spans, added...))
}

// listHead returns the bounds in line of the head of a bulleted item (see withListNames), and
// whether it has one.
func listHead(line []byte) ([2]int, bool) {
	t := bytes.TrimLeft(line, " \t")
	s := len(line) - len(t)
	switch {
	case bytes.HasPrefix(t, []byte("- ")), bytes.HasPrefix(t, []byte("* ")):
		s += 2
	case bytes.HasPrefix(t, []byte("• ")):
		s += len("• ")
	default:
		return [2]int{}, false
	}
	e := -1
	for _, end := range []string{" – ", " — ", " - ", ": ", " ("} {
		if i := bytes.Index(line[s:], []byte(end)); i > 0 && (e < 0 || s+i < e) {
			e = s + i
		}
	}
	if e < 0 {
		return [2]int{}, false
	}
	return [2]int{s, e}, true
}

// columnsHeader reports whether the first of rows is a header: no name found in it, and a rule
// under it, or no digit in it where the other rows have some ("| Tenant | Phone |",
// "Nr | Nachname | Vorname | Geburtsdatum").
func (d *personDetector) columnsHeader(spans [][2]int, rows [][2]int) bool {
	first := rows[0]
	if touches(spans, first) {
		return false
	}
	if next := first[1] + 1; next < len(d.text) && tableRule(d.lineAt(next)) {
		return true
	}
	if bytes.ContainsAny(d.text[first[0]:first[1]], "0123456789") {
		return false
	}
	for _, r := range rows[1:] {
		if bytes.ContainsAny(d.text[r[0]:r[1]], "0123456789") {
			return true
		}
	}
	return false
}

// columnNames appends to out the unnamed cells shaped like a name (columnName) of the columns
// of rows (each a line's bounds, cut by sep into n+1 cells) whose cells spans name often.
func (d *personDetector) columnNames(out, spans [][2]int, rows [][2]int, sep byte, n int) [][2]int {
	cells := make([][][2]int, len(rows))
	for i, r := range rows {
		cells[i] = cutCells(d.text, r[0], r[1], sep)
	}
	col := make([][2]int, len(rows))
	for k := 0; k <= n; k++ {
		for i, row := range cells {
			col[i] = row[k]
		}
		out = d.columnOfNames(out, spans, col)
	}
	return out
}

// columnOfNames appends to out the unnamed cells shaped like a name (columnName) of col, the
// cells of one column (empty ones too), when the names of spans fill at least two of its
// filled cells, half of them or more, and not all.
func (d *personDetector) columnOfNames(out, spans, col [][2]int) [][2]int {
	named, filled := 0, 0
	for _, c := range col {
		if c[0] == c[1] {
			continue
		}
		filled++
		if cellNamed(spans, c) {
			named++
		}
	}
	if named < 2 || 2*named < filled || named == filled {
		return out
	}
	for _, c := range col {
		if c[0] < c[1] && !touches(spans, c) && d.columnName(c) {
			out = append(out, c)
		}
	}
	return out
}

// cellSeparator returns the separator of a line's cells, a pipe, a tab, a semicolon or a comma
// (the first that occurs twice), and how many times it occurs; or 0 for none, for an HL7
// segment, and for a line with quotes, which may hide a separator other than a pipe in a cell:
// so the line has one cell more than separators.
func cellSeparator(line []byte) (byte, int) {
	for _, sep := range []byte{'|', '\t', ';', ','} {
		if n := bytes.Count(line, []byte{sep}); n >= 2 {
			if sep == '|' && hl7Segment(line) || sep != '|' && bytes.ContainsAny(line, "\"'") {
				return 0, 0 // a quoted cell may hold the separator (rowCells reads it so)
			}
			return sep, n
		}
	}
	return 0, 0
}

// tableRule reports whether line is a table's rule: dashes, pluses, colons, pipes and spaces
// only ("|---|:---:|", "+----+").
func tableRule(line []byte) bool {
	return len(bytes.TrimSpace(line)) > 0 && len(bytes.Trim(line, "|-+: \t=")) == 0
}

// cutCells returns the bounds of the cells of text[ls:le] cut by sep as rowCells cuts a row,
// their spaces trimmed.
func cutCells(text []byte, ls, le int, sep byte) [][2]int {
	var cells [][2]int
	for s, e := range rowCells(text[ls:le], sep) {
		a, b := ls+s, ls+e
		for a < b && (text[a] == ' ' || text[a] == '\t') {
			a++
		}
		for b > a && (text[b-1] == ' ' || text[b-1] == '\t' || text[b-1] == '\r') {
			b--
		}
		cells = append(cells, [2]int{a, b})
	}
	return cells
}

// cellNamed reports whether the names of spans (sorted, disjoint) fill the cell c: one starts
// where it starts, one ends where it ends.
func cellNamed(spans [][2]int, c [2]int) bool {
	in := spansIn(spans, c)
	return len(in) > 0 && in[0][0] == c[0] && in[len(in)-1][1] == c[1]
}

// spansFrom returns the spans (sorted, disjoint) that end after position s, found by binary
// search: a table of thousands of rows is read cell by cell.
func spansFrom(spans [][2]int, s int) [][2]int {
	i, _ := slices.BinarySearchFunc(spans, s, func(sp [2]int, s int) int { return cmp.Compare(sp[1], s+1) })
	return spans[i:]
}

// spansIn returns the spans (sorted, disjoint) inside c.
func spansIn(spans [][2]int, c [2]int) [][2]int {
	from := spansFrom(spans, c[0])
	n := 0
	for n < len(from) && from[n][1] <= c[1] && from[n][0] >= c[0] {
		n++
	}
	return from[:n]
}

// touches reports whether a span of spans (sorted, disjoint) overlaps c.
func touches(spans [][2]int, c [2]int) bool {
	from := spansFrom(spans, c[0])
	return len(from) > 0 && from[0][0] < c[1]
}

// columnName reports whether the cell c of a column of names is shaped like a name: one to four
// capitalised words of letters (maybe with a hyphen, an apostrophe or an initial's dot, "LAST,
// First" too) that the codec can encrypt, not all of them frequent words on no list of names
// ("Pending", "Walk-in", "Bride").
func (d *personDetector) columnName(c [2]int) bool {
	cell := string(d.text[c[0]:c[1]])
	words := strings.Fields(strings.Replace(cell, ", ", " ", 1))
	if len(words) == 0 || len(words) > 4 || !encryptable(cell) {
		return false
	}
	general := 0
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false
		}
		for _, r := range w {
			if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' && r != '.' {
				return false
			}
		}
		if humped([]byte(w)) {
			return false // "ShipToName": a field's name, not "McDonald"
		}
		low := strings.ToLower(strings.TrimSuffix(w, "."))
		if names.IsFunctionWord(low) || stopWords[low] {
			return false
		}
		if d.generalWord(low) {
			general++
		}
	}
	return general < len(words)
}

// generalWord reports whether low, or each part of it between hyphens, is a frequent word of
// general text on no list of given names or surnames ("pending", "walk-in").
func (d *personDetector) generalWord(low string) bool {
	for part := range strings.SplitSeq(low, "-") {
		if lw := d.tagger().Lookup(part); !frequentWord(part) || lw.Given || lw.Surname {
			return false
		}
	}
	return true
}
