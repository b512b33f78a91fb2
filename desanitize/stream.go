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
// tail that could still become a known token (with a ledger, the tail that spells the start
// of one of the prompt's replacements; with KeyOnly, the annotator's fixed hold-back). It keeps
// linkContext bytes of what it passed on, to tell a value inside a URL. Close writes the rest.
// Stats are valid after Close.
type Writer struct {
	d     *Desanitizer
	w     io.Writer
	aw    *segmenter
	buf   bytes.Buffer
	ctx   []byte // linkContext bytes of text passed on and the segment, for inLink
	opens []int  // where in ctx a "<" before a letter is, for inLink
	ans   *answer
	Stats Stats
}

// NewWriter returns a Writer that writes the restored answer to w. Writers of one
// Desanitizer may run concurrently once Restrict has returned.
func (d *Desanitizer) NewWriter(w io.Writer) *Writer { return d.newWriter(w, &answer{}) }

// newWriter returns a Writer that restores a text of the answer ans.
func (d *Desanitizer) newWriter(w io.Writer, ans *answer) *Writer {
	sw := &Writer{d: d, w: w, ans: ans, Stats: newStats()}
	switch {
	case d.known != nil:
		// findKnownFrom searches only the new text, so small writes stay cheap.
		sw.aw = newSegmenter(d.findKnownFrom, d.pending, sw.segment)
	case d.keyOnly:
		sw.aw = newSegmenter(d.annotateFrom, annotate.HoldAll, sw.segment)
	default:
		// Nothing to restore: the answer passes through as it arrives.
		none := func([]byte, int) []annotate.Span { return nil }
		sw.aw = newSegmenter(none, func([]byte, int) int { return 0 }, sw.segment)
	}
	sw.aw.keepContext(linkContext) // to tell whether a value sits in a URL
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
	base, all := -1, false // where seg.Text starts in sw.ctx, once made
	for _, sp := range seg.Spans {
		plain, ok := sw.d.restore(sp.Type, string(seg.Text[sp.Start:sp.End]), sw.ans)
		if !ok {
			continue
		}
		if !sw.d.inURLs && base < 0 {
			base, all = sw.linkContext(seg.Text)
		}
		if !sw.d.inURLs && sw.inLink(base, all, sp.Start) {
			sw.Stats.Withheld[sp.Type.ID]++
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

// linkContext puts into sw.ctx up to linkContext bytes of the text passed on before the
// segment text, and text, notes where a "<" before a letter is, and returns where text starts
// in sw.ctx and whether what is before it there is the whole stream so far.
func (sw *Writer) linkContext(text []byte) (base int, all bool) {
	full, all := sw.aw.context()
	before := full[max(0, len(full)-linkContext):]
	sw.ctx = append(append(sw.ctx[:0], before...), text...)
	sw.opens = sw.opens[:0]
	for i := 0; ; i++ {
		j := bytes.IndexByte(sw.ctx[i:], '<')
		if j < 0 {
			break
		}
		if i += j; i+1 < len(sw.ctx) && isLetter(sw.ctx[i+1]) {
			sw.opens = append(sw.opens, i)
		}
	}
	return len(before), all && len(before) == len(full)
}

// inLink reports whether the value at text[at] of the segment being written, which starts at
// sw.ctx[base], sits in a URL, a link target or an HTML tag, judging by up to linkContext
// bytes before it. all says whether sw.ctx starts at the start of the stream.
func (sw *Writer) inLink(base int, all bool, at int) bool {
	end := base + at
	start := max(0, end-linkContext)
	// The last "<" before a letter, the letter before end too.
	open := -1
	if n := sort.SearchInts(sw.opens, end-1); n > 0 && sw.opens[n-1] >= start {
		open = sw.opens[n-1] - start
	}
	return inLink(sw.ctx[start:end], all && start == 0 && at < linkContext, open)
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
// could start an echo of a known replacement not yet decided. That is a suffix that begins
// like an echo of some replacement (or is a whole one that a following letter would still
// disqualify), or a whole echo glued to a letter or digit, which the annotator decides and
// may look up to a span and a keyword window ahead to do so (an echo in a timestamp
// 2024-03-15T10:22 is restored). The punctuation a replacement may start with ("::" of
// "::ffff:…") goes with it; such punctuation alone at the very end waits too. So does a run of
// digits at the end that could still be a partial echo (tailPending).
func (d *Desanitizer) pending(text []byte, from int) int {
	k := d.known
	for i := len(text) - annotate.HoldAll(text, from); i < len(text); i++ {
		c := text[i]
		if c != '\\' && (!utf8.RuneStart(c) || !isWordByte(text, i, false)) {
			continue
		}
		cur, s, ok, keyEnd := k.prefix(text[i:])
		hold := ok && len(text)-i <= annotate.MaxSpan && k.mayGrow(cur, s)
		if !hold && keyEnd >= 0 {
			end := i + keyEnd
			hold = i > 0 && isWordByte(text, i-1, true) || end < len(text) && isWordByte(text, end, false)
		}
		if hold {
			return min(max(len(text)-i+k.punctBefore(text[:i]), k.tailPending(text)), len(text)-from)
		}
	}
	return min(max(k.punctBefore(text), k.tailPending(text)), len(text)-from)
}

// prefix walks s as echoAt does, stopping as soon as it cannot begin an echo (ok false), which
// in running text is after a character or two. keyEnd is where in s the longest whole key seen
// on the way ends, or -1. A character still arriving at the end (a UTF-8 sequence, an escape
// \u00) is nothing yet, so the text before it is judged and s is returned cut there.
func (k *known) prefix(s []byte) (c cursor, cut []byte, ok bool, keyEnd int) {
	c, keyEnd = k.start(), -1
	seps := 0
	for j := 0; j < len(s); {
		r, size := echoRune(s, j)
		if size == 0 {
			return c, s[:j], true, keyEnd
		}
		j += size
		if isWordRune(r) {
			if !k.next(&c, r) {
				return c, nil, false, keyEnd
			}
			seps = 0
			if _, whole := k.whole(c); whole {
				keyEnd = j
			}
			continue
		}
		if seps++; c.depth == 0 || !isSep(r) || seps > maxSeps {
			return c, nil, false, keyEnd
		}
	}
	return c, s, true, keyEnd
}

// punctBefore returns how many of the bytes at the end of text are punctuation that could
// begin a replacement: at most maxLead ASCII characters other than letters, digits and spaces.
func (k *known) punctBefore(text []byte) int {
	n := 0
	for n < k.maxLead && n < len(text) {
		c := text[len(text)-1-n]
		if c >= utf8.RuneSelf || c <= ' ' || isWordRune(rune(c)) {
			break
		}
		n++
	}
	return n
}

// mayGrow reports whether more text after s, walked to c, could still make, unmake or
// lengthen an echo: c has seen the start of a longer key, or a whole key and s ends in a
// letter or digit (the next byte decides whether it ends at a word boundary) or in part of
// the replacement's trailing punctuation.
func (k *known) mayGrow(c cursor, s []byte) bool {
	if c.lo >= c.hi {
		return false
	}
	if k.open(c) {
		return true
	}
	if len(s) > 0 && isWordByte(s, len(s)-1, true) {
		return true
	}
	// The echo is complete, but the replacement's own trailing punctuation ("::" of
	// "2001:db8::") may still be arriving, and is taken into the span once it has.
	trail := trailingPunct(k.pair(c.lo).ciph)
	tail := s[bytes.LastIndexFunc(s, isWordRune)+1:]
	return len(tail) < len(trail) && strings.HasPrefix(trail, string(tail))
}
