package desanitize

import (
	"bytes"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
)

// Writer restores the values of an answer written to it piece by piece, as an LLM streams it:
// each Write passes on at once everything that no later byte can change, holding back only a
// tail that could still become a known token (with Restrict, the tail that spells the start
// of one of the prompt's ciphertexts; without it, the annotator's fixed hold-back). Close
// writes the rest. Stats are valid after Close.
type Writer struct {
	d     *Desanitizer
	w     io.Writer
	aw    *annotate.Writer
	buf   bytes.Buffer
	Stats Stats
}

// NewWriter returns a Writer that writes the restored answer to w. Writers of one
// Desanitizer may run concurrently once Restrict has returned.
func (d *Desanitizer) NewWriter(w io.Writer) *Writer {
	sw := &Writer{d: d, w: w, Stats: Stats{Restored: map[string]int{}}}
	if d.restricted {
		// findKnownFrom searches only the new text, so small writes stay cheap.
		sw.aw = annotate.NewWriter(d.findKnownFrom, d.pending, sw.segment)
	} else {
		find := func(text []byte, _ int) []annotate.Span { return d.ann.Annotate(text) }
		sw.aw = annotate.NewWriter(find, annotate.HoldAll, sw.segment)
	}
	return sw
}

// Write implements io.Writer.
func (sw *Writer) Write(p []byte) (int, error) { return sw.aw.Write(p) }

// Close writes what was held back.
func (sw *Writer) Close() error { return sw.aw.Close() }

func (sw *Writer) segment(seg annotate.Segment) error {
	b := &sw.buf
	b.Reset()
	pos := 0
	for _, sp := range seg.Spans {
		plain, ok := sw.d.restore(sp.Type, string(seg.Text[sp.Start:sp.End]))
		if !ok {
			continue
		}
		b.Write(seg.Text[pos:sp.Start])
		b.WriteString(plain)
		pos = sp.End
		sw.Stats.Restored[sp.Type.ID]++
	}
	b.Write(seg.Text[pos:])
	sw.Stats.Bytes += int64(len(seg.Text))
	_, err := sw.w.Write(b.Bytes())
	return err
}

// Desanitize reads an answer from r and writes it to w with the values restored. It streams:
// what it reads is written as soon as no pending token can still grow, so an answer that
// arrives slowly is passed on as it arrives, with bounded memory.
func (d *Desanitizer) Desanitize(w io.Writer, r io.Reader) (Stats, error) {
	sw := d.NewWriter(w)
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if _, werr := sw.Write(buf[:n]); werr != nil {
				return sw.Stats, werr
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return sw.Stats, err
		}
	}
	err := sw.Close()
	return sw.Stats, err
}

// pending returns how many bytes at the end of text could be the start of an echo of a known
// ciphertext (or a whole one that a following letter would still disqualify): the longest
// suffix that starts a word and whose letters and digits begin some ciphertext's, with the
// punctuation before it that a ciphertext may start with ("::" of "::ffff:…"), or else such
// punctuation alone at the very end, as an echo may follow it.
func (d *Desanitizer) pending(text []byte) int {
	from := max(len(text)-annotate.MaxSpan, 0)
	for i := from; i < len(text); i++ {
		c := text[i]
		if c != '\\' && !utf8.RuneStart(c) {
			continue
		}
		if c != '\\' && !isWordByte(text, i, false) {
			continue
		}
		if i > 0 && isWordByte(text, i-1, true) {
			continue
		}
		s := text[i:]
		// An escape still arriving (\u00) decodes to nothing yet: judge the text before it.
		if j := bytes.LastIndexByte(s, '\\'); j >= 0 && len(s)-j < 6 {
			s = s[:j]
		}
		if d.mayGrow(normalize(string(s)), s) {
			return len(text) - i + d.punctBefore(text[:i])
		}
	}
	return d.punctBefore(text)
}

// punctBefore returns how many of the bytes at the end of text are punctuation that could
// begin a ciphertext: at most maxLead ASCII characters other than letters, digits and spaces.
func (d *Desanitizer) punctBefore(text []byte) int {
	n := 0
	for n < d.maxLead && n < len(text) {
		c := text[len(text)-1-n]
		if c >= utf8.RuneSelf || c <= ' ' || isWordRune(rune(c)) {
			break
		}
		n++
	}
	return n
}

// mayGrow reports whether more text after s, whose letters and digits are p, could still make,
// unmake or lengthen an echo: p is a proper prefix of a known ciphertext, or is one and s ends
// in a letter or digit (the next byte decides whether it ends at a word boundary) or in part of
// the ciphertext's trailing punctuation.
func (d *Desanitizer) mayGrow(p string, s []byte) bool {
	i := sort.SearchStrings(d.keys, p)
	if i == len(d.keys) || !strings.HasPrefix(d.keys[i], p) {
		return false
	}
	if d.keys[i] != p || i+1 < len(d.keys) && strings.HasPrefix(d.keys[i+1], p) {
		return true
	}
	if len(s) > 0 && isWordByte(s, len(s)-1, true) {
		return true
	}
	// The echo is complete, but the ciphertext's own trailing punctuation ("::" of
	// "2001:db8::") may still be arriving, and is taken into the span once it has.
	trail := reverse(leadingPunct(reverse(d.byKey[p].ciph)))
	tail := s[bytes.LastIndexFunc(s, isWordRune)+1:]
	return len(tail) < len(trail) && strings.HasPrefix(trail, string(tail))
}
