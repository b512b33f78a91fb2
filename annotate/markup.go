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
	p := &markupParser{data: data, reg: reg}
	for i := p.text(0); i < len(data); i = p.text(i) {
		var err error
		if i, err = p.span(i); err != nil {
			return nil, nil, nil, err
		}
	}
	return p.plain, p.spans, p.helpers, nil
}

// markupParser reads inline markup, alternating between text and spans, into the plain
// text and its spans.
type markupParser struct {
	data    []byte
	reg     *Registry
	plain   []byte
	spans   []Span
	helpers []Helper
}

// text copies the text outside spans from i up to the ⟦ that opens the next span and
// returns that ⟦'s offset, or len(data) when no span follows.
func (p *markupParser) text(i int) int {
	for {
		j := bytes.Index(p.data[i:], openB)
		if j < 0 {
			p.plain = append(p.plain, p.data[i:]...)
			return len(p.data)
		}
		p.plain = append(p.plain, p.data[i:i+j]...)
		at := i + j
		i = at + len(openB)
		if !bytes.HasPrefix(p.data[i:], openB) {
			return at
		}
		p.plain = append(p.plain, openB...) // ⟦⟦ is a literal ⟦
		i += len(openB)
	}
}

// span reads the span whose ⟦ is at offset at and returns the offset after its ⟧.
func (p *markupParser) span(at int) (int, error) {
	id, t, h, i, err := p.head(at)
	if err != nil {
		return 0, err
	}
	start := len(p.plain)
	i, err = p.body(i)
	if err != nil {
		return 0, err
	}
	if i < 0 {
		return 0, p.errAt(at, "span of type %q is not closed with %s", id, closeMark)
	}
	if len(p.plain) == start {
		return 0, p.errAt(at, "empty span of type %q", id)
	}
	p.spans = append(p.spans, Span{Start: start, End: len(p.plain), Type: t})
	p.helpers = append(p.helpers, h)
	return i, nil
}

// head reads a span's "⟦type#name=formula:" at offset at: its type id, the type, the helper
// and the offset of the span's text.
func (p *markupParser) head(at int) (string, *Type, Helper, int, error) {
	data := p.data
	i := at + len(openB)
	k := i
	for k < len(data) && isTypeChar(data[k]) {
		k++
	}
	id := string(data[i:k])
	h, k, herr := parseHelper(data, k)
	if herr != "" {
		return "", nil, h, 0, p.errAt(at, "%s", herr)
	}
	if k == i || k >= len(data) || data[k] != ':' {
		return "", nil, h, 0, p.errAt(at, "%s not followed by a type and ':'; write %s%s for a literal %s", openMark, openMark, openMark, openMark)
	}
	t, ok := p.reg.Lookup(id)
	if !ok && id == keepID {
		t, ok, h.Keep = keepType, true, true
	}
	if !ok {
		return "", nil, h, 0, p.errAt(at, "unknown type %q", id)
	}
	return id, t, h, k + 1, nil
}

// body copies a span's text from i to its ⟧ and returns the offset after the ⟧, or -1 when
// the data ends first. ⟦⟦ and ⟦⟧ are literal brackets; any other ⟦ is an error.
func (p *markupParser) body(i int) (int, error) {
	data := p.data
	for i < len(data) {
		if bytes.HasPrefix(data[i:], closeB) {
			return i + len(closeB), nil
		}
		if bytes.HasPrefix(data[i:], openB) {
			rest := data[i+len(openB):]
			if bytes.HasPrefix(rest, openB) || bytes.HasPrefix(rest, closeB) {
				p.plain = append(p.plain, rest[:len(openB)]...)
				i += 2 * len(openB)
				continue
			}
			return 0, p.errAt(i, "%s inside a span; write %s%s or %s%s for a literal bracket", openMark, openMark, openMark, openMark, closeMark)
		}
		p.plain = append(p.plain, data[i])
		i++
	}
	return -1, nil
}

// errAt is a MarkupError at byte offset at, as line and column.
func (p *markupParser) errAt(at int, format string, args ...any) error {
	line := 1 + bytes.Count(p.data[:at], []byte("\n"))
	col := at - bytes.LastIndexByte(p.data[:at], '\n')
	return &MarkupError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func isTypeChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
