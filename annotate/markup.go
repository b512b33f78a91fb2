package annotate

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"
)

// Inline markup marks each span as ⟦type:text⟧ (U+27E6, U+27E7), e.g. "SSN ⟦ssn:372-61-4918⟧".
// Outside spans only ⟦ is special and a literal one is written ⟦⟦; inside a span ⟧ closes it,
// and a literal ⟦ or ⟧ is written ⟦⟦ or ⟦⟧. So any text round-trips and markup that was already
// in the input is never mistaken for a span. A user can fix the
// annotator's mistakes by editing the markup and feeding it to `preempt sanitize --annotated`.
const (
	openMark  = "⟦"
	closeMark = "⟧"
)

var (
	openB  = []byte(openMark)
	closeB = []byte(closeMark)
)

// WriteMarkup writes text with its spans marked. Spans must be sorted and disjoint (as
// Annotate returns them). Successive segments of a stream can be written one after another.
func WriteMarkup(w io.Writer, text []byte, spans []Span) error {
	var b bytes.Buffer
	pos := 0
	for _, s := range spans {
		escape(&b, text[pos:s.Start], false)
		b.WriteString(openMark)
		b.WriteString(s.Type.ID)
		b.WriteByte(':')
		escape(&b, text[s.Start:s.End], true)
		b.WriteString(closeMark)
		pos = s.End
	}
	escape(&b, text[pos:], false)
	_, err := w.Write(b.Bytes())
	return err
}

func escape(b *bytes.Buffer, text []byte, inSpan bool) {
	special := openMark
	if inSpan {
		special += closeMark
	}
	for len(text) > 0 {
		i := bytes.IndexAny(text, special)
		if i < 0 {
			b.Write(text)
			return
		}
		_, n := utf8.DecodeRune(text[i:])
		b.Write(text[:i])
		b.WriteString(openMark) // ⟦⟦ or ⟦⟧
		b.Write(text[i : i+n])
		text = text[i+n:]
	}
}

// MarkupError is a malformed piece of inline markup.
type MarkupError struct {
	Line, Col int
	Msg       string
}

func (e *MarkupError) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// ParseMarkup reads inline markup back: it returns the plain text and its spans. Every type
// must exist in reg. A span's text is taken as the user wrote it: it need not pass the type's
// validator (the codec still has to accept it).
func ParseMarkup(data []byte, reg *Registry) ([]byte, []Span, error) {
	plain, spans, _, err := ParseMarkupHelpers(data, reg)
	return plain, spans, err
}

// ParseMarkupHelpers is ParseMarkup that also returns, for each span, what the markup says
// about it beyond its type (the helper string Ψ, see [Helper]).
func ParseMarkupHelpers(data []byte, reg *Registry) ([]byte, []Span, []Helper, error) {
	var plain []byte
	var spans []Span
	var helpers []Helper
	i := 0
	errAt := func(at int, format string, args ...any) error {
		line := 1 + bytes.Count(data[:at], []byte("\n"))
		col := at - bytes.LastIndexByte(data[:at], '\n')
		return &MarkupError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	for i < len(data) {
		j := bytes.Index(data[i:], openB)
		end := i + j
		if j < 0 {
			end = len(data)
		}
		plain = append(plain, data[i:end]...)
		if j < 0 {
			break
		}
		at := end
		i = at + len(openB)
		if bytes.HasPrefix(data[i:], openB) { // ⟦⟦ is a literal ⟦
			plain = append(plain, openB...)
			i += len(openB)
			continue
		}
		k := i
		for k < len(data) && isTypeChar(data[k]) {
			k++
		}
		id := string(data[i:k])
		h, hk, herr := parseHelper(data, k)
		if herr != "" {
			return nil, nil, nil, errAt(at, "%s", herr)
		}
		k = hk
		if k == i || k >= len(data) || data[k] != ':' {
			return nil, nil, nil, errAt(at, "%s not followed by a type and ':'; write %s%s for a literal %s", openMark, openMark, openMark, openMark)
		}
		t, ok := reg.Lookup(id)
		if !ok && id == keepID {
			t, ok, h.Keep = keepType, true, true
		}
		if !ok {
			return nil, nil, nil, errAt(at, "unknown type %q", id)
		}
		i = k + 1
		start := len(plain)
		closed := false
		for i < len(data) {
			if bytes.HasPrefix(data[i:], closeB) {
				i += len(closeB)
				closed = true
				break
			}
			if bytes.HasPrefix(data[i:], openB) {
				rest := data[i+len(openB):]
				if bytes.HasPrefix(rest, openB) || bytes.HasPrefix(rest, closeB) { // ⟦⟦ or ⟦⟧: a literal bracket
					plain = append(plain, rest[:len(openB)]...)
					i += 2 * len(openB)
					continue
				}
				return nil, nil, nil, errAt(i, "%s inside a span; write %s%s or %s%s for a literal bracket", openMark, openMark, openMark, openMark, closeMark)
			}
			plain = append(plain, data[i])
			i++
		}
		if !closed {
			return nil, nil, nil, errAt(at, "span of type %q is not closed with %s", id, closeMark)
		}
		if len(plain) == start {
			return nil, nil, nil, errAt(at, "empty span of type %q", id)
		}
		spans = append(spans, Span{Start: start, End: len(plain), Type: t})
		helpers = append(helpers, h)
	}
	return plain, spans, helpers, nil
}

func isTypeChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
