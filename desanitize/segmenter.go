package desanitize

import (
	"errors"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
)

// segmenter is the push form of [annotate.ScanFunc], the engine under [Writer], for text that
// arrives piece by piece (an LLM's answer streamed token by token): every Write finds the spans
// it can decide now and hands them to fn at once, holding back only a tail that a pending span
// could still grow into. Close handles the rest. Together the segments are exactly the bytes
// written.
//
// The hold function gets the text like find and says how many bytes at its end must wait (at
// most len(text)-from): for an annotator, a span and its keyword window ([annotate.HoldAll]);
// often far fewer for a finder that knows its tokens. Memory stays bounded (64 KiB of new text
// plus about a KiB of context, or what keepContext asks for) however much is written at once.
type segmenter struct {
	find func(text []byte, from int) []annotate.Span
	hold func(text []byte, from int) int
	fn   func(annotate.Segment) error

	buf      []byte
	keep     int   // bytes at the start of buf already emitted (look-back context)
	lookBack int   // how many emitted bytes to keep
	offset   int64 // stream offset of buf[keep]
	err      error // sticky: the first error of fn, or errClosed
}

// segmentChunk is how much new text a segmenter finds spans in at a time.
const segmentChunk = 64 << 10

// newSegmenter returns a segmenter that finds spans with find and calls fn with each segment.
// find has the contract of [annotate.ScanFunc]'s, and gets the text not yet passed on from
// index from on, after some already passed on as context (for keywords and word boundaries): a
// finder may skip looking for spans that start before from, as those were decided before. A nil
// hold means [annotate.HoldAll].
func newSegmenter(find func(text []byte, from int) []annotate.Span, hold func(text []byte, from int) int, fn func(annotate.Segment) error) *segmenter {
	if hold == nil {
		hold = annotate.HoldAll
	}
	return &segmenter{find: find, hold: hold, fn: fn, lookBack: annotate.LookBack}
}

// keepContext makes w keep at least n bytes of the text already passed on (fewer at the start
// of the stream), for a finder or an fn that looks further back than an annotator does.
func (w *segmenter) keepContext(n int) { w.lookBack = max(w.lookBack, n) }

// context returns, during a call of fn, the text passed on before the segment: at least the
// look-back that keepContext asked for, or the whole stream so far, and whether it is the
// whole stream so far.
func (w *segmenter) context() (text []byte, all bool) {
	return w.buf[:w.keep], w.offset == int64(w.keep)
}

// Write adds p to the stream and emits every segment that no later byte can change.
func (w *segmenter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n := 0
	for len(p) > 0 {
		c := min(len(p), segmentChunk)
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
func (w *segmenter) Close() error {
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

var errClosed = errors.New("desanitize: Writer used after Close")

func (w *segmenter) process(eof bool) error {
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
	var out []annotate.Span
	for _, s := range spans {
		if s.Start >= w.keep && s.End <= cut {
			out = append(out, annotate.Span{Start: s.Start - w.keep, End: s.End - w.keep, Type: s.Type})
		}
	}
	if cut > w.keep || (eof && len(buf) > w.keep) {
		if err := w.fn(annotate.Segment{Text: buf[w.keep:cut], Offset: w.offset, Spans: out}); err != nil {
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
