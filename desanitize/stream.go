package desanitize

import (
	"bytes"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode"
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

// pending returns how many bytes at the end of text must wait: from the first place that
// could start an echo of a known ciphertext not yet decided. That is a suffix whose letters
// and digits begin some ciphertext's (or are a whole one that a following letter would still
// disqualify), or a whole echo glued to a letter or digit, which the annotator decides and
// may look up to a span and a keyword window ahead to do so (an echo in a timestamp
// 2024-03-15T10:22 is restored). The punctuation a ciphertext may start with ("::" of
// "::ffff:…") goes with it; such punctuation alone at the very end waits too.
func (d *Desanitizer) pending(text []byte, from int) int {
	for i := len(text) - annotate.HoldAll(text, from); i < len(text); i++ {
		c := text[i]
		if c != '\\' && (!utf8.RuneStart(c) || !isWordByte(text, i, false)) {
			continue
		}
		p, s, ok, keyEnd := d.keyPrefix(text[i:])
		hold := ok && len(text)-i <= annotate.MaxSpan && d.mayGrow(p, s)
		if !hold && keyEnd >= 0 {
			end := i + keyEnd
			hold = i > 0 && isWordByte(text, i-1, true) || end < len(text) && isWordByte(text, end, false)
		}
		if hold {
			return min(len(text)-i+d.punctBefore(text[:i]), len(text)-from)
		}
	}
	return min(d.punctBefore(text), len(text)-from)
}

// keyPrefix normalizes s as normalize does, stopping as soon as the result cannot begin a
// known ciphertext (ok false), which in running text is after a character or two. keyEnd is
// where in s the longest whole ciphertext seen on the way ends, or -1. An escape still
// arriving at the end (\u00) decodes to nothing yet, so the text before it is judged and s is
// returned cut there.
func (d *Desanitizer) keyPrefix(s []byte) (p string, cut []byte, ok bool, keyEnd int) {
	var b strings.Builder
	keyEnd = -1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		if r == '\\' && i+1 < len(s) && s[i+1] == 'u' {
			if len(s)-i < 6 {
				return b.String(), s[:i], true, keyEnd
			}
			if v, err := strconv.ParseUint(string(s[i+2:i+6]), 16, 32); err == nil {
				r, size = rune(v), 6
			}
		} else if r == '\\' && i+1 == len(s) {
			return b.String(), s[:i], true, keyEnd
		}
		i += size
		if !isWordRune(r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
		k := sort.SearchStrings(d.keys, b.String())
		if k == len(d.keys) || !strings.HasPrefix(d.keys[k], b.String()) {
			return "", nil, false, keyEnd
		}
		if d.keys[k] == b.String() {
			keyEnd = i
		}
	}
	return b.String(), s, true, keyEnd
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
