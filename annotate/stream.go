package annotate

import (
	"errors"
	"io"
)

// Segment is a piece of a stream with the spans found in it. Spans are relative to Text and lie
// wholly inside it; Offset is the position of Text in the whole stream.
type Segment struct {
	Text   []byte
	Offset int64
	Spans  []Span
}

const (
	// chunkSize is how much new input Scan annotates at a time.
	chunkSize = 64 << 10
	// holdBack is how much of the end of a chunk waits for the next one, so that a value or its
	// keyword crossing a read boundary is seen whole: more than the longest span plus a keyword window.
	holdBack = MaxSpan + maxWindow + 64
)

// LookBack is how much already-written text is kept before the next chunk, for keywords and
// \b before a value: the context an annotator needs before the text it looks at.
const LookBack = maxWindow + 64

// HoldAll holds back as much of text[from:] as any annotator span and its keyword window can
// need: the hold of a stream annotated piece by piece.
func HoldAll(text []byte, from int) int { return min(len(text)-from, holdBack) }

// Scan reads r to the end and calls fn with consecutive segments that together are exactly the
// input, each with its spans. Memory stays bounded whatever the input (a 100 MB line is fine):
// Scan holds at most about chunkSize+holdBack+LookBack bytes. A segment's Text is only valid
// during the call.
//
// A name found in the stream is protected at its later mentions anywhere further on (up to
// maxSeenNames names), but at earlier ones only within the text Scan still holds: the chunk
// it was found in and the LookBack bytes before it (see addMentions).
func (a *Annotator) Scan(r io.Reader, fn func(Segment) error) error {
	var seen nameIndex
	return ScanFunc(r, func(text []byte) []Span { return a.annotate(text, &seen) }, fn)
}

// ScanFunc is Scan with another span finder: find must return sorted, disjoint spans no longer
// than MaxSpan whose presence depends on at most maxWindow bytes around them (desanitize uses
// it to look for the ciphertexts of one prompt).
func ScanFunc(r io.Reader, find func(text []byte) []Span, fn func(Segment) error) error {
	buf := make([]byte, 0, LookBack+chunkSize+holdBack)
	keep := 0        // bytes at the start of buf already emitted (look-back context)
	var offset int64 // stream offset of buf[keep]
	eof := false
	for {
		for !eof && len(buf)-keep < chunkSize+holdBack {
			if len(buf) == cap(buf) {
				break
			}
			n, err := r.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			if errors.Is(err, io.EOF) {
				eof = true
			} else if err != nil {
				return err
			}
		}
		spans := find(buf)
		cut := len(buf)
		if !eof {
			cut = len(buf) - holdBack
			// Never cut inside a span, nor right before one, where a codec may rewrite what
			// precedes it (WithLeads): move the cut up to maxLead bytes before its start, but
			// not into the span before it.
			prev := 0
			for _, s := range spans {
				if s.Start-maxLead < cut && cut < s.End {
					cut = max(s.Start-maxLead, prev, keep)
				}
				prev = s.End
			}
		}
		var out []Span
		for _, s := range spans {
			if s.Start >= keep && s.End <= cut {
				out = append(out, Span{Start: s.Start - keep, End: s.End - keep, Type: s.Type})
			}
		}
		if cut > keep || eof {
			if err := fn(Segment{Text: buf[keep:cut], Offset: offset, Spans: out}); err != nil {
				return err
			}
		}
		if eof {
			return nil
		}
		offset += int64(cut - keep)
		// Keep LookBack bytes of context before the cut, then the unprocessed rest.
		from := max(cut-LookBack, 0)
		n := copy(buf, buf[from:])
		buf = buf[:n]
		keep = cut - from
	}
}
