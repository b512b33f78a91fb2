package annotate

import (
	"errors"
	"unicode/utf8"
)

// Writer is the push form of [ScanFunc], for text that arrives piece by piece (an LLM's answer
// streamed token by token): every Write annotates what it can decide now and hands it to fn at
// once, holding back only a tail that a pending span could still grow into. Close handles the
// rest. Together the segments are exactly the bytes written.
//
// The hold function gets the text like find and says how many bytes at its end must wait (at
// most len(text)-from): for an annotator, a span and its keyword window ([HoldAll]); often far
// fewer for a finder that knows its tokens. Memory stays bounded (64 KiB of new text plus
// about a KiB of context) however much is written at once.
type Writer struct {
	find func(text []byte, from int) []Span
	hold func(text []byte, from int) int
	fn   func(Segment) error

	buf      []byte
	keep     int   // bytes at the start of buf already emitted (look-back context)
	lookBack int   // how many emitted bytes to keep
	offset   int64 // stream offset of buf[keep]
	err      error // sticky: the first error of fn, or errClosed
}

// NewWriter returns a Writer that finds spans with find and calls fn with each segment. find
// has the contract of [ScanFunc]'s, and gets the text not yet passed on from index from on,
// after some already passed on as context (for keywords and word boundaries): a finder may
// skip looking for spans that start before from, as those were decided before. A nil hold
// means [HoldAll].
func NewWriter(find func(text []byte, from int) []Span, hold func(text []byte, from int) int, fn func(Segment) error) *Writer {
	if hold == nil {
		hold = HoldAll
	}
	return &Writer{find: find, hold: hold, fn: fn, lookBack: lookBack}
}

// KeepContext makes w keep at least n bytes of the text already passed on (fewer at the start
// of the stream), for a finder or an fn that looks further back than an annotator does.
func (w *Writer) KeepContext(n int) { w.lookBack = max(w.lookBack, n) }

// Context returns, during a call of fn, the text passed on before the segment: at least the
// look-back that KeepContext asked for, or the whole stream so far, and whether it is the
// whole stream so far.
func (w *Writer) Context() (text []byte, all bool) {
	return w.buf[:w.keep], w.offset == int64(w.keep)
}

// HoldAll holds back as much of text[from:] as any annotator span and its keyword window can
// need.
func HoldAll(text []byte, from int) int { return min(len(text)-from, holdBack) }

// Write adds p to the stream and emits every segment that no later byte can change.
func (w *Writer) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n := 0
	for len(p) > 0 {
		c := min(len(p), chunkSize)
		w.buf = append(w.buf, p[:c]...)
		p = p[c:]
		if w.err = w.process(false); w.err != nil {
			return n, w.err
		}
		n += c
	}
	return n, nil
}

// Close emits what is left. It must be called once all text is written.
func (w *Writer) Close() error {
	if w.err != nil {
		return w.err
	}
	if err := w.process(true); err != nil {
		w.err = err
		return err
	}
	w.err = errClosed
	return nil
}

var errClosed = errors.New("annotate: Writer used after Close")

func (w *Writer) process(eof bool) error {
	buf := w.buf
	spans := w.find(buf, w.keep)
	cut := len(buf)
	if !eof {
		// Hold back what a span could still grow into, and a UTF-8 sequence still arriving
		// (the finder cannot tell what letter it is yet).
		h := max(w.hold(buf, w.keep), len(buf)-lastRuneStart(buf, w.keep))
		cut = len(buf) - min(h, len(buf)-w.keep)
		for _, s := range spans {
			if s.Start < cut && cut < s.End {
				cut = s.Start
			}
		}
		// A span reaching back into text already emitted cannot move the cut behind it.
		cut = max(cut, w.keep)
	}
	var out []Span
	for _, s := range spans {
		if s.Start >= w.keep && s.End <= cut {
			out = append(out, Span{s.Start - w.keep, s.End - w.keep, s.Type})
		}
	}
	if cut > w.keep || (eof && len(buf) > w.keep) {
		if err := w.fn(Segment{Text: buf[w.keep:cut], Offset: w.offset, Spans: out}); err != nil {
			return err
		}
	}
	if eof {
		w.buf = nil
		return nil
	}
	w.offset += int64(cut - w.keep)
	from := max(cut-w.lookBack, 0)
	n := copy(buf, buf[from:])
	w.buf = buf[:n]
	w.keep = cut - from
	return nil
}

// lastRuneStart returns the index of the start of the last, incomplete UTF-8 sequence of
// buf[from:], or len(buf) when the text ends with a complete rune.
func lastRuneStart(buf []byte, from int) int {
	for i := len(buf) - 1; i >= from && i >= len(buf)-utf8.UTFMax; i-- {
		if utf8.RuneStart(buf[i]) {
			if utf8.FullRune(buf[i:]) {
				return len(buf)
			}
			return i
		}
	}
	return len(buf)
}
