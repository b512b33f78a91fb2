package desanitize

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/sanitize"
)

// Partial echoes. An LLM quotes the tail of a number it was given ("your card ending in
// 2444", "SSN XXX-XX-4918"). With a ledger, a run of digits that is the tail of exactly one
// replacement is restored to the same number of trailing digits of that replacement's
// original. The guards keep it from turning the answer's own numbers into real values:
//
//   - only types whose digits are encrypted in place, digit for digit (codecs.DigitsInPlace): a card, an
//     SSN, a phone number, an IBAN, a run of digits. Not a value type (its released number is
//     noise, not a cipher of the original's digits), a date or a ZIP code (a "tail" of those
//     is a year or a town, not a quote), nor a name;
//   - at least minTail digits, so that a tail is rare in running text by chance;
//   - the run stands alone: no letter or digit touches it, and it is not one group of a longer
//     number (a digit joined to it by one of ". , - / :" or a space), so "4111 1111 1111 2444"
//     or "0,2444" is not a tail; "XXX-XX-4918" and "**** 2444" are;
//   - the answer says it quotes a tail: a mask right before the digits ("XXX-XX-", "****",
//     "•••• ", "...") or a cue shortly before them on the same line ("ending in", "last four
//     digits", "endet auf", "se terminant par"; tailCues). A prompt with thousands of values
//     has replacements ending in a good part of all four-digit numbers, so a house number or
//     an id alone is no quote;
//   - the tail of exactly one original: a run that ends two replacements of different
//     originals, or that is the whole replacement of any value, is left alone;
//   - a whole echo of a replacement is restored as such, and a tail is looked for only
//     outside it. Tails follow the link rules of every other echo (Writer.inLink).
//
// [Desanitizer.KeyOnly] restores no tails: without a ledger there is nothing to match them to.

// minTail is the fewest digits a partial echo has: the four that answers quote of a card or an
// SSN. A tail of four digits turns up by chance in about one of 10^4 numbers of that length.
const minTail = 4

// tailCues are what an answer writes shortly before the digits it quotes of the end of a value,
// in lower case.
var tailCues = []string{
	"ending", "ends in", "ends with", "last four", "last 4", "last five", "last 5", "last six",
	"last 6", "last digits", "final four", "final digits",
	"endet auf", "endend auf", "endziffer", "letzten vier", "letzten 4",
	"se terminant par", "finissant par", "termine par", "terminant par", "derniers chiffres",
	"terminada en", "termina en", "últimos cuatro", "últimos 4",
}

// tailCueWindow is how far before the digits, on their line, a cue counts.
const tailCueWindow = 40

// quotesTail reports whether the digits at text[s] follow a mask or a cue (tailCues).
func quotesTail(text []byte, s int) bool {
	// A mask: two or more of * x X • · # . or an ellipsis, then at most one separator.
	i := s
	if i > 0 && (text[i-1] == ' ' || text[i-1] == '-' || text[i-1] == '.') {
		i--
	}
	masked := 0
	for i > 0 && masked < 2 {
		r, size := utf8.DecodeLastRune(text[:i])
		if !strings.ContainsRune("*xX•·#….", r) {
			break
		}
		if masked++; r == '…' {
			masked++ // an ellipsis alone is a mask
		}
		i -= size
	}
	if masked >= 2 {
		return true
	}
	lo := max(0, s-tailCueWindow)
	if nl := bytes.LastIndexByte(text[lo:s], '\n'); nl >= 0 {
		lo += nl + 1
	}
	var buf [tailCueWindow]byte
	before := buf[:0]
	for _, c := range text[lo:s] {
		if c >= utf8.RuneSelf {
			before = bytes.ToLower(text[lo:s]) // Últimos
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		before = append(before, c)
	}
	for _, c := range tailCues {
		// At the start of a word: "pending 2444" is no cue.
		for off := 0; ; {
			i := bytes.Index(before[off:], []byte(c))
			if i < 0 {
				break
			}
			if at := off + i; at == 0 && lo == 0 || !isWordByte(text, lo+at-1, true) {
				return true
			}
			off += i + 1
		}
	}
	return false
}

// tailIndex finds the replacements a run of digits is the tail of. It keeps one reference per
// eligible ledger entry, sorted by the entry's replacement digits read backwards, so that the
// replacements ending in a run are one range of it: memory is the digits plus 8 bytes per
// entry, whatever the number of tails.
type tailIndex struct {
	rev  string    // the replacements' trailing digits, each reversed, back to back
	refs []tailKey // sorted by reversed digits
	max  int       // the longest run of trailing digits
}

type tailKey struct{ off, n, ent uint32 }

// trailingDigits returns the run of ASCII digits at the end of the letters and digits of s:
// "4539148803436467" of "4539 1488 0343 6467", "89370400440532013000" of "DE89 3704 0044 0532
// 0130 00".
func trailingDigits(s string) string {
	w := wordRunes(s)
	i := len(w)
	for i > 0 && isDigit(w[i-1]) {
		i--
	}
	return w[i:]
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func reverseBytes(s string) string {
	b := []byte(s)
	slices.Reverse(b)
	return string(b)
}

// newTailIndex indexes the entries of l whose tails can be echoed.
func newTailIndex(l *sanitize.Ledger) tailIndex {
	var x tailIndex
	var sb strings.Builder
	for i := range l.Len() {
		e := l.Entry(i)
		if e.Part || e.Type.Category != annotate.Format || !codecs.DigitsInPlace(e.Type.Codec) {
			continue
		}
		rd := trailingDigits(e.Replacement)
		if len(rd) < minTail {
			continue
		}
		x.refs = append(x.refs, tailKey{uint32(sb.Len()), uint32(len(rd)), uint32(i)})
		sb.WriteString(reverseBytes(rd))
		x.max = max(x.max, len(rd))
	}
	x.rev = sb.String()
	slices.SortFunc(x.refs, func(a, b tailKey) int { return strings.Compare(x.key(a), x.key(b)) })
	x.refs = slices.Clip(x.refs)
	return x
}

func (x *tailIndex) key(r tailKey) string { return x.rev[r.off : r.off+r.n] }

// tail returns the original digits that echo, a run of digits, stands for, and the type of the
// value: the last len(echo) digits of the one original whose replacement ends in echo. It is
// false if none does, or the replacements of two different originals do, or echo is the whole
// replacement of any value of the ledger (its own echo rules decide).
func (k *known) tail(echo string) (string, *annotate.Type, bool) {
	x := &k.tails
	if len(echo) < minTail || len(echo) > x.max {
		return "", nil, false
	}
	r := reverseBytes(echo)
	i, _ := slices.BinarySearchFunc(x.refs, r, func(t tailKey, r string) int {
		return strings.Compare(x.key(t)[:min(int(t.n), len(r))], r)
	})
	var orig string
	var typ *annotate.Type
	for ; i < len(x.refs) && strings.HasPrefix(x.key(x.refs[i]), r); i++ {
		e := k.l.Entry(int(x.refs[i].ent))
		od := trailingDigits(e.Original)
		switch {
		case len(od) < len(echo):
			continue // not as many digits: not the tail of this original
		case typ == nil:
			orig, typ = od, e.Type
		case od != orig:
			return "", nil, false // the tail of two originals: the answer does not say which
		}
	}
	if typ == nil {
		return "", nil, false
	}
	if _, whole := k.lookup(echo); whole {
		return "", nil, false
	}
	return orig[len(orig)-len(echo):], typ, true
}

// isNumberJoin reports whether c joins two groups of digits of one number ("4111 1111",
// "0,2444", "555-0143").
func isNumberJoin(c byte) bool {
	switch c {
	case '.', ',', '-', '/', ':', ' ':
		return true
	}
	return false
}

// findTails returns the spans of text from from on that are partial echoes, outside the spans
// of whole echoes (sorted) that the search found.
func (k *known) findTails(text []byte, from int, whole []annotate.Span) []annotate.Span {
	if len(k.tails.refs) == 0 {
		return nil
	}
	var out []annotate.Span
	w := 0
	for i := from; i < len(text); {
		if !isDigit(text[i]) {
			i++
			continue
		}
		s := i
		for i < len(text) && isDigit(text[i]) {
			i++
		}
		e := i
		if e-s < minTail || e-s > k.tails.max || !k.standsAlone(text, s, e) || !quotesTail(text, s) {
			continue
		}
		for w < len(whole) && whole[w].End <= s {
			w++
		}
		if w < len(whole) && whole[w].Start < e {
			continue // inside a whole echo
		}
		if _, t, ok := k.tail(string(text[s:e])); ok {
			out = append(out, annotate.Span{Start: s, End: e, Type: t})
		}
	}
	return out
}

// standsAlone reports whether the digits text[s:e] are a number of their own: no letter or
// digit right before or after, and no digit joined to them by one isNumberJoin character.
func (k *known) standsAlone(text []byte, s, e int) bool {
	if s > 0 && isWordByte(text, s-1, true) || e < len(text) && isWordByte(text, e, false) {
		return false
	}
	if s >= 2 && isNumberJoin(text[s-1]) && isDigit(text[s-2]) {
		return false
	}
	if e+1 < len(text) && isNumberJoin(text[e]) && isDigit(text[e+1]) {
		return false
	}
	return true
}

// tailPending returns how many bytes at the end of text a possible partial echo holds back:
// a run of digits at the very end that stands alone so far (more digits may follow), or a
// partial echo followed by a joining character (a digit may follow and make it one group of a
// longer number).
func (k *known) tailPending(text []byte) int {
	if len(k.tails.refs) == 0 {
		return 0
	}
	e := len(text)
	joined := e > 0 && isNumberJoin(text[e-1])
	if joined {
		e--
	}
	s := e
	for s > 0 && isDigit(text[s-1]) {
		s--
	}
	if s == e || e-s > k.tails.max || !k.standsAlone(text[:e], s, e) || !quotesTail(text, s) {
		return 0
	}
	if joined {
		if _, _, ok := k.tail(string(text[s:e])); !ok {
			return 0
		}
	}
	return len(text) - s
}
