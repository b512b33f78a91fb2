package annotate

import (
	"bytes"
	"slices"
	"strings"
)

// listSeparators join the items of a list: "5/13, 5/14, 6/3 and 6/21", "3/27–3/31",
// "16.01., 23.01.", "le 3/2 et 5/2".
var listSeparators = []string{", and ", ", or ", ", ", " and ", " or ", " & ", " und ", " oder ", " et ", " ou ",
	" y ", " to ", " bis ", " au ", " – ", " - ", "–", "-"}

// measureWords follow a fraction, not a date: "on 5/13, 1/2 cup".
var measureWords = setOf(`of|cup|cups|inch|inches|mile|miles|tsp|tbsp|oz|lb|lbs|kg|g|l|ml|pound|pounds|share|
	majority|de|du|des|der|die|das|von|del|la`, "|")

// listItems adds to spans (sorted and disjoint) the values that follow a span in a list, for
// the types whose codec says their values come in lists (codecs.Spec.Lists): a value written
// like the span (digits and the same marks between them: "6/3" like "5/13"), right after it
// or after the item before it and a list's separator, that the type's validator accepts and
// nothing else covers. "unplanned absences on 5/13, 5/14, 6/3 and 6/21": a cue finds the
// first date, and the list the others, which alone would be fractions as often.
func (a *Annotator) listItems(text []byte, spans []Span) []Span {
	var added []Span
	for i, sp := range spans {
		if sp.Type.ID == "age" {
			lo := 0
			if i > 0 {
				lo = spans[i-1].End
			}
			added = agesBefore(text, lo, sp, added)
		}
		if !sp.Type.lists {
			continue
		}
		shape, ok := digitShape(text[sp.Start:sp.End])
		if !ok {
			continue
		}
		limit := len(text)
		if i+1 < len(spans) {
			limit = spans[i+1].Start
		}
		for e := sp.End; ; {
			s, end := nextListItem(text[:limit], e, shape)
			if s < 0 || sp.Type.validate != nil && !sp.Type.validate(string(text[s:end])) || a.reg.allowed(text[s:end]) {
				break
			}
			added = append(added, Span{Start: s, End: end, Type: sp.Type})
			e = end
		}
	}
	if len(added) == 0 {
		return spans
	}
	spans = append(spans, added...)
	slices.SortFunc(spans, func(x, y Span) int { return x.Start - y.Start })
	return spans
}

// agesBefore appends to added the ages that a list gives before the age sp when a word for
// years follows it, which the first items lack: "enfants âgés de 4, 6, 6, 9 et 11 ans". It
// looks back no further than lo, the end of the span before.
func agesBefore(text []byte, lo int, sp Span, added []Span) []Span {
	if _, ok := cutYearWord(text[sp.End:]); !ok {
		return added
	}
	// "4, 6 et 11 ans": a conjunction before the last item, commas before the others; a
	// comma alone is no list ("Am Anger 12, 90 Jahre").
	for s, first := sp.Start, true; ; {
		sep := ""
		for _, x := range ageListSeparators {
			if first != (x == ", ") && s-len(x) >= lo && string(text[s-len(x):s]) == x {
				sep = x
				break
			}
		}
		if sep == "" {
			return added
		}
		e := s - len(sep)
		s = e
		for s > lo && isDigit(text[s-1]) {
			s--
		}
		if n := twoDigits(text[s:e]); n == 0 || n != e-s || s > 0 && (isAlnum(text[s-1]) || strings.IndexByte(".,/-", text[s-1]) >= 0) {
			return added
		}
		added = append(added, Span{Start: s, End: e, Type: sp.Type})
		first = false
	}
}

// ageListSeparators join the ages of a list.
var ageListSeparators = []string{", and ", ", ", " and ", " or ", " & ", " und ", " oder ", " et ", " ou ", " y ", " o "}

// nextListItem returns the bounds of the item after a list's separator at e in text, when it
// has the given shape and the text goes on after it as a list or a clause does, or -1.
func nextListItem(text []byte, e int, shape string) (int, int) {
	rest := text[e:]
	if len(rest) > 0 && rest[0] == '.' && strings.IndexByte(shape, '.') >= 0 {
		rest = rest[1:] // the German ordinal dot of "16.01., 23.01."
	}
	sep := ""
	for _, x := range listSeparators {
		if bytes.HasPrefix(rest, []byte(x)) {
			sep = x
			break
		}
	}
	if sep == "" {
		return -1, -1
	}
	s := len(text) - len(rest) + len(sep)
	end := s
	for end < len(text) && (isDigit(text[end]) || end > s && bytes.IndexByte([]byte("/.-"), text[end]) >= 0 && end+1 < len(text) && isDigit(text[end+1])) {
		end++
	}
	if got, ok := digitShape(text[s:end]); !ok || got != shape {
		return -1, -1
	}
	if end < len(text) && (isAlnum(text[end]) || text[end] >= 0x80 && !bytes.HasPrefix(text[end:], []byte("–"))) {
		return -1, -1 // "6/3x", "6/3ème"
	}
	if w := wordAfterSpace(text[end:]); measureWords[w] {
		return -1, -1
	}
	return s, end
}

// digitShape returns v with each run of digits written as one '9' ("5/13" → "9/9"), and
// whether v is only digits and the marks between them, beginning and ending with a digit.
func digitShape(v []byte) (string, bool) {
	if len(v) == 0 || !isDigit(v[0]) || !isDigit(v[len(v)-1]) {
		return "", false
	}
	var b []byte
	for i, c := range v {
		switch {
		case isDigit(c):
			if i == 0 || !isDigit(v[i-1]) {
				b = append(b, '9')
			}
		case c == '/' || c == '.' || c == '-':
			b = append(b, c)
		default:
			return "", false
		}
	}
	return string(b), true
}

// wordAfterSpace returns the lower-case ASCII word after one space at the start of rest, or "".
func wordAfterSpace(rest []byte) string {
	if len(rest) < 2 || rest[0] != ' ' {
		return ""
	}
	n := 1
	for n < len(rest) && isAlnum(rest[n]) {
		n++
	}
	return string(bytes.ToLower(rest[1:n]))
}
