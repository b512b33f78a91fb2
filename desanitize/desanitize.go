// Package desanitize puts the real values back into an LLM's answer to a sanitized prompt.
//
// A [Desanitizer] restores from a [sanitize.Ledger], the record that sanitizing the prompt
// returned ([Desanitizer.Use]; [Desanitizer.Restrict] sanitizes the original prompt again, to
// nowhere, for an answer whose ledger is gone): exactly those replacements and nothing else, tolerating what LLMs do to echoed values: changed or dropped separators,
// changed case, JSON escaping. For a person name it also restores each word alone ("Soze" and
// "Soze's" after "Kaiser Soze"), in capitals, and before a German genitive s ("Sozes Frau"),
// and the digits an answer quotes of the end of a card, SSN, phone number or IBAN ("ending in
// 2444"; see tail.go for the guards).
// Without a ledger it restores nothing, unless told to decrypt every well-formed token with the
// key alone ([Desanitizer.KeyOnly]), which also rewrites values nobody sanitized.
//
// A value the answer puts inside a URL, a markdown link target, an autolink or an HTML tag is
// not restored unless asked ([Desanitizer.RestoreInURLs]): an answer written by an LLM that
// follows injected instructions could otherwise make a client that renders it send the value
// to a server of the attacker's choosing.
//
// Answers stream: [Desanitizer.NewWriter] and [Desanitizer.Desanitize] pass text on as soon as
// no token still arriving could change it. [Desanitizer.DesanitizeJSON] and
// [Desanitizer.DesanitizeSSE] do the same inside JSON response bodies and event streams.
package desanitize

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/agemodel"
	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/sanitize"
)

// Desanitizer restores values in answers. It is not safe for concurrent use while Restrict runs.
type Desanitizer struct {
	ann *annotate.Annotator
	san *sanitize.Sanitizer

	known *known // the ledger's replacements, indexed; nil before Restrict or Use
	// pseudonyms are the ledger's replacements of names, which the annotator takes as names
	// where it confirms the echo of an age beside one ("Bonzegu is 12"): the detectors need
	// not find a pseudonym as they found the name it replaced.
	pseudonyms *annotate.Names
	keyOnly    bool // decrypt every well-formed token with the key alone
	inURLs     bool // restore values inside URLs, link targets and HTML attributes too
}

// New returns a desanitizer that finds tokens with ann and inverts them with san (which must
// use the key and context the prompt was sanitized with). It restores nothing until it is
// given the prompt ([Desanitizer.Restrict]) or a ledger ([Desanitizer.Use]), or told to
// decrypt any token ([Desanitizer.KeyOnly]).
func New(ann *annotate.Annotator, san *sanitize.Sanitizer) *Desanitizer {
	return &Desanitizer{ann: ann, san: san}
}

// KeyOnly makes d decrypt every well-formed token of a format type it finds, with the key
// alone, when it has no ledger. That also rewrites values this tool never produced (a real
// IBAN the LLM quotes decrypts to another valid IBAN), so it is for answers whose prompt is
// lost, and the caller should say how many values it rewrote.
func (d *Desanitizer) KeyOnly() { d.keyOnly = true }

// RestoreInURLs makes d restore values inside URLs, markdown link targets, autolinks and HTML
// tags too. By default a value there is left as the answer wrote it and counted in
// [Stats].Withheld: an answer that puts a value into a URL can make a client that renders it
// send the value to whoever the URL names.
func (d *Desanitizer) RestoreInURLs() { d.inURLs = true }

// Restrict sanitizes the original prompt as d's sanitizer does, with every annotator of d's
// annotator, writing it nowhere, and from then on restores only the replacements that produced
// ([Desanitizer.Use] of the ledger of [sanitize.Sanitizer.SanitizeLedger]). It is for an
// answer whose prompt was sanitized by another process with the same key, context and
// options: values released under the prompt budget's fresh randomness cannot be reproduced
// (an error); restore those from the ledger that sanitizing the prompt returned.
func (d *Desanitizer) Restrict(prompt io.Reader) error {
	if d.san.Budget() == sanitize.BudgetPrompt {
		return fmt.Errorf("desanitize: %w, and its fresh randomness cannot be drawn again: use the ledger of the sanitizing", sanitize.ErrPromptBudget)
	}
	l, _, err := d.san.SanitizeLedger(io.Discard, prompt, d.ann)
	if err != nil {
		return err
	}
	d.Use(l)
	return nil
}

// Use makes d restore the replacements l records and nothing else. l must not change after.
func (d *Desanitizer) Use(l *sanitize.Ledger) {
	d.known = newKnown(l)
	d.pseudonyms = &annotate.Names{}
	for i := range l.Len() {
		if e := l.Entry(i); !e.Part {
			d.pseudonyms.Add(e.Replacement, e.Type)
		}
	}
}

func hex4(r rune) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[r>>12&15], digits[r>>8&15], digits[r>>4&15], digits[r&15]})
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// normalize reduces an echo to what identifies it: JSON escapes decoded, letters and digits
// only, lower case.
func normalize(s string) string {
	return strings.ToLower(wordRunes(decodeEscapes(s)))
}

// decodeEscapes decodes the JSON escapes an echo may carry: \/ and \uXXXX.
func decodeEscapes(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			if s[i+1] == '/' {
				b.WriteByte('/')
				i++
				continue
			}
			if s[i+1] == 'u' && i+6 <= len(s) {
				var r rune
				ok := true
				for j := i + 2; j < i+6; j++ {
					v := hexVal(s[j])
					if v < 0 {
						ok = false
						break
					}
					r = r<<4 | rune(v)
				}
				if ok {
					b.WriteRune(r)
					i += 5
					continue
				}
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// findKnownFrom returns the spans of text that echo a known replacement and start at or after
// from (a character before it, for the word boundary): the text before from was dealt with
// already and is there as context for the annotator.
func (d *Desanitizer) findKnownFrom(text []byte, from int) []annotate.Span {
	k := d.known
	var out []annotate.Span
	// The annotator's own spans decide some echoes: whether it finds a value of the echo's
	// type with the echo's very bounds. Running the annotator is most of the cost of
	// restoring, so it runs only as far as the question needs. For a bare number of a value
	// type, which dense text has every few hundred bytes, the annotator runs once over the new
	// text, on first need, for every type at once: whole, not a type's patterns alone, as an
	// age in apposition to a name ("Leigh is 18", "Leigh (18)") is found with the name by the
	// person detector. Other echoes are asked about rarely (glued to a word, or short): the
	// patterns of their type run around the echo, and for a type with a detector (person
	// names) the whole annotator, and only where a detector span can be (it reads whole words:
	// at the bounds of a run of letters).
	var found map[[2]int]*annotate.Type // the new text's spans, by their bounds
	var nameStarts, nameEnds []int      // where the new text's names start and end, in order
	annotated := func() {
		if found == nil {
			found = map[[2]int]*annotate.Type{}
			off := max(0, from-annotContext)
			for _, sp := range d.ann.AnnotateKnowing(text[off:], d.pseudonyms) {
				found[[2]int{sp.Start + off, sp.End + off}] = sp.Type
				if codecs.Words(sp.Type.Codec) {
					nameStarts, nameEnds = append(nameStarts, sp.Start+off), append(nameEnds, sp.End+off)
				}
			}
		}
	}
	valueAt := func(s, e int, t *annotate.Type) bool {
		annotated()
		return found[[2]int{s, e}] == t
	}
	// originalAt: the annotator finds the prompt's original value as a value of the pair's
	// type in the echo's place, on a line where a name ends shortly before the echo. The
	// model that finds an age beside a name reads the number's size too, so the noisy release
	// of an age it found may not be found in the same place ("AAb is 2", sanitized "TiBage is
	// 0"): sanitizing the answer with the original there would take it for the age, and that
	// is what decides an echo. Asked only after valueAt said no, right after a name, for a
	// noisy value the model reads otherwise than the original (agemodel.SameReading) or after
	// the echo of a name (the model reads the name too: "Bo 70" is an age, its release
	// "Derick 64" not): on dense prompts echoed whole, restoring takes 4% longer.
	originalAt := func(s, e int, p pair) bool {
		annotated()
		i := sort.SearchInts(nameEnds, s+1) - 1
		if i < 0 || s-nameEnds[i] > maxNameGap || bytes.IndexByte(text[nameEnds[i]:s], '\n') >= 0 {
			return false
		}
		ls := max(bytes.LastIndexByte(text[:s], '\n')+1, s-annotContext)
		le := bytes.IndexByte(text[e:min(len(text), e+annotContext)], '\n')
		if le < 0 {
			le = min(len(text), e+annotContext)
		} else {
			le += e
		}
		// The name before it too is the prompt's, if it echoes one: the model reads the name
		// with the number ("Bo 20" is an age, "Derick 20" not).
		before, nameEchoed := text[ls:s], false
		if ns, ne := nameStarts[i], nameEnds[i]; ns >= ls {
			if end, key := k.echoAt(text, ns, len(text)+1); end == ne {
				if np := k.pair(key); codecs.Words(np.t.Codec) {
					before = append(append(append([]byte{}, text[ls:ns]...), np.plain...), text[ne:s]...)
					nameEchoed = true
				}
			}
		}
		if !nameEchoed && agemodel.SameReading(p.plain, string(text[s:e])) {
			return false // the same name and a number read alike: valueAt has answered
		}
		line := make([]byte, 0, len(before)+len(p.plain)+le-e)
		line = append(append(append(line, before...), p.plain...), text[e:le]...)
		at := [2]int{len(before), len(before) + len(p.plain)}
		for _, sp := range d.ann.AnnotateKnowing(line, d.pseudonyms) {
			if [2]int{sp.Start, sp.End} == at {
				return sp.Type == p.t
			}
		}
		return false
	}
	annotatedAs := func(s, e int, t *annotate.Type) bool {
		if t.Detector != "" {
			return letterBounded(text, s, e) && annotatedAround(d.ann, text, s, e) == t
		}
		return annotatedAround(d.ann.Only(t), text, s, e) == t
	}
	for pos, limit := max(from-utf8.UTFMax, 0), len(text)+1; pos < len(text); {
		s := pos
		e, key := k.echoAt(text, s, limit)
		if e < 0 {
			_, size := utf8.DecodeRune(text[s:])
			pos, limit = s+size, len(text)+1
			continue
		}
		p := k.pair(key)
		ok := p.echoes(decodeEscapes(string(text[s:e])))
		// The echo starts and ends at a letter or digit; its whole, text[ws:we], takes in
		// the replacement's own leading and trailing punctuation where the echo has it
		// ("::ffff:…", "2001:db8::", "(010) …"), so that an exact echo is restored as a
		// whole, and is what the annotator is asked about: its span of the value has them.
		// Whether the echo is glued to a word is a question about its letters and digits.
		ws, we := s, e
		if lead := leadingPunct(p.ciph); lead != "" && s >= len(lead) && string(text[s-len(lead):s]) == lead {
			ws -= len(lead)
		}
		if trail := trailingPunct(p.ciph); trail != "" && e+len(trail) <= len(text) && string(text[e:e+len(trail)]) == trail {
			we += len(trail)
		}
		glued := s > 0 && isWordByte(text, s-1, true) || e < len(text) && isWordByte(text, e, false) && !d.genitive(text, s, e)
		bare := false
		if ok && p.t.Category == annotate.Value {
			lead, trail := outerSymbols(p.ciph)
			bare = lead == "" && trail == "" && p.t.Detector == ""
			// Digits that match a noisy value's but are not written as that value are none.
			ok = valueEchoed(text, s, e, p.ciph, p.glued)
		}
		switch {
		case !ok:
		case p.external:
			// Only an external annotator found the value: the built-in detectors cannot
			// confirm an echo of it, bare or glued, so its exact replacement is its echo.
		case bare:
			// A bare number (an age) is an echo only where the annotator finds it as that
			// type again ("10 Jahre alt"), not in any "10" ("um 10 Uhr"); found there, it has
			// these very bounds, glued to a word or not.
			ok = valueAt(s, e, p.t) || originalAt(s, e, p)
		case glued:
			// An echo glued to a letter or digit is part of a longer word, unless the
			// annotator finds a value of its type with these very bounds there, as it does
			// in a timestamp (2024-03-15T10:22) or before an extension (212-555-0143x12).
			ok = annotatedAs(ws, we, p.t)
		}
		if ok && p.short() && !p.external && !codecs.Words(p.t.Codec) {
			ok = annotatedAs(ws, we, p.t) // see minLooseEcho
		}
		if !ok || e-s > annotate.MaxSpan {
			// Not an echo here, but a shorter one may be ("Zara" of "Zara J00", whose "Zara J"
			// is glued to digits), and one may start inside the rejected one ("hor Ne" of
			// "author Nevin" for "Horne"; in "81106 148 100 73 184" an SSN-like "06 148 100 7"
			// hid an IP address): look again for a shorter echo here, then one character on,
			// so that what is found never depends on where the text was cut.
			limit = e
			continue
		}
		out = append(out, annotate.Span{Start: ws, End: we, Type: p.t})
		pos, limit = we, len(text)+1
	}
	if tails := k.findTails(text, from, out); len(tails) > 0 {
		out = append(out, tails...)
		slices.SortFunc(out, func(a, b annotate.Span) int { return a.Start - b.Start })
	}
	return out
}

// annotateFrom returns the annotator's spans of text that start at or after from, annotating
// only as much of the text before from as a keyword window needs.
func (d *Desanitizer) annotateFrom(text []byte, from int) []annotate.Span {
	off := max(0, from-annotContext)
	spans := d.ann.Annotate(text[off:])
	for i := range spans {
		spans[i].Start += off
		spans[i].End += off
	}
	return annotate.WithLeads(text, spans) // a date's weekday was encrypted with it
}

// annotatedAround returns the type of a's span text[s:e], or nil if it has none with these
// bounds, annotating annotContext bytes on either side.
func annotatedAround(a *annotate.Annotator, text []byte, s, e int) *annotate.Type {
	off := max(0, s-annotContext)
	near := text[off:min(len(text), e+annotContext)]
	for _, sp := range annotate.WithLeads(near, a.Annotate(near)) {
		if sp.Start+off == s && sp.End+off == e {
			return sp.Type
		}
	}
	return nil
}

// letterBounded reports whether text[s:e] starts and ends a run of letters: where a span of a
// detector, which reads whole words, can begin and end.
func letterBounded(text []byte, s, e int) bool {
	first, _ := utf8.DecodeRune(text[s:])
	last, _ := utf8.DecodeLastRune(text[:e])
	if !unicode.IsLetter(first) || !unicode.IsLetter(last) {
		return false
	}
	if before, _ := utf8.DecodeLastRune(text[:s]); s > 0 && unicode.IsLetter(before) {
		return false
	}
	after, _ := utf8.DecodeRune(text[e:])
	return e == len(text) || !unicode.IsLetter(after)
}

// annotContext is how much text before a span the annotator needs to decide it: more than a
// keyword window.
const annotContext = 1 << 10

// maxNameGap is how far after the end of a name an echo of an age may stand for
// findKnownFrom to ask about its original: the gap of "TiBage is 0", "Kofi, 45", "Ama (45)".
const maxNameGap = 5

// leadingPunct returns the characters of s before its first letter or digit.
func leadingPunct(s string) string {
	for i, r := range s {
		if isWordRune(r) {
			return s[:i]
		}
	}
	return s
}

// trailingPunct returns the characters of s after its last letter or digit.
func trailingPunct(s string) string {
	for i := len(s); i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if isWordRune(r) {
			return s[i:]
		}
		i -= size
	}
	return s
}

// genitive reports whether the known name text[s:e] is followed by a German genitive s
// ("Sozes Frau" in a translation of "Soze's wife"), which then stays after the restored name.
func (d *Desanitizer) genitive(text []byte, s, e int) bool {
	if text[e] != 's' || e+1 < len(text) && isWordByte(text, e+1, false) {
		return false
	}
	p, ok := d.known.lookup(normalize(string(text[s:e])))
	return ok && codecs.Words(p.t.Codec)
}

// isWordByte reports whether the rune ending (before) or starting (after) at i is a letter or digit.
func isWordByte(text []byte, i int, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRune(text[:i+1])
	} else {
		r, _ = utf8.DecodeRune(text[i:])
	}
	return isWordRune(r)
}

// Stats counts what a desanitizer restored, per type, and what it withheld: values it found
// inside a URL, a link target or an HTML tag, which it left as the answer wrote them.
type Stats struct {
	Bytes    int64
	Restored map[string]int
	Withheld map[string]int
}

func newStats() Stats { return Stats{Restored: map[string]int{}, Withheld: map[string]int{}} }

// restore returns the plaintext for an echoed token of the answer ans, styled like the echo.
func (d *Desanitizer) restore(t *annotate.Type, echo string, ans *answer) (string, bool) {
	if d.known == nil {
		if !d.keyOnly || t.Category != annotate.Format {
			return "", false
		}
		p, err := d.san.Decrypt(t.ID, echo)
		if err != nil {
			return "", false
		}
		return p, true
	}
	p, ok := d.known.pick(echo, ans)
	if !ok {
		plain, _, ok := d.known.tail(echo) // a partial echo ("ending in 2444")
		return plain, ok
	}
	if p.t.Category == annotate.Value {
		return restyleValue(echo, p.ciph, p.plain), true
	}
	if codecs.Words(p.t.Codec) {
		if out, ok := restyleWords(echo, p.ciph, p.plain); ok {
			return out, true
		}
	}
	return restyle(echo, p.ciph, p.plain), true
}

// restyleWords restores a name word by word, each styled like its echo, joined by the echo's
// own gaps ("Zara  Zalar" for "Zara Zalar" is "Sarah  Johnson"), where echo, ciph and plain
// have as many words.
func restyleWords(echo, ciph, plain string) (string, bool) {
	if echo == ciph || strings.Contains(echo, `\`) {
		return "", false
	}
	ew, eg := splitWords(echo)
	cw, _ := splitWords(ciph)
	pw, pg := splitWords(plain)
	if len(ew) < 2 || len(ew) != len(cw) || len(cw) != len(pw) {
		return "", false
	}
	var b strings.Builder
	b.WriteString(pg[0]) // what the original has before its first word
	for i := range ew {
		if i > 0 {
			b.WriteString(eg[i])
		}
		b.WriteString(restyle(ew[i], cw[i], pw[i]))
	}
	b.WriteString(pg[len(pg)-1])
	return b.String(), true
}

// splitWords splits s into its words (runs of letters and digits) and the gaps around them:
// gaps[i] precedes words[i], gaps[len(words)] follows the last.
func splitWords(s string) (words, gaps []string) {
	start, inWord := 0, false
	for i, r := range s {
		if isWordRune(r) != inWord {
			if inWord {
				words = append(words, s[start:i])
			} else {
				gaps = append(gaps, s[start:i])
			}
			start, inWord = i, !inWord
		}
	}
	if inWord {
		words = append(words, s[start:])
		gaps = append(gaps, "")
	} else {
		gaps = append(gaps, s[start:])
	}
	return words, gaps
}

// restyle maps plain onto the way the LLM wrote the ciphertext: same separators and letter
// case changes where the plaintext and ciphertext have the same letters and digits layout, the
// plaintext as it was otherwise; JSON escapes are re-applied if the echo used them.
func restyle(echo, ciph, plain string) string {
	if echo == ciph {
		return plain
	}
	decoded := decodeEscapes(echo)
	out := plain
	e, c, p := []rune(decoded), []rune(ciph), []rune(plain)
	ew, cw, pw := wordIdx(e), wordIdx(c), wordIdx(p)
	if len(ew) == len(cw) && len(cw) == len(pw) {
		res := append([]rune(nil), e...)
		for i, at := range ew {
			r := p[pw[i]]
			er, cr := e[at], c[cw[i]]
			if er != cr && unicode.ToLower(er) == unicode.ToLower(cr) {
				// The LLM changed this letter's case: change the plaintext's the same way.
				if unicode.IsUpper(er) {
					r = unicode.ToUpper(r)
				} else {
					r = unicode.ToLower(r)
				}
			}
			res[at] = r
		}
		out = string(res)
	}
	if out == plain && isUpperWord(decoded) {
		out = strings.ToUpper(plain) // the LLM shouted a value whose length changed: "LIAM"
	}
	if out == plain && decoded != ciph && isLowerWord(decoded) {
		out = strings.ToLower(plain) // a name written in lower case ("sarah johnson") and echoed so
	}
	if strings.Contains(echo, `\/`) {
		out = strings.ReplaceAll(out, "/", `\/`)
	}
	if strings.Contains(echo, `\u`) {
		var b strings.Builder
		for _, r := range out {
			if r >= utf8.RuneSelf && r <= 0xFFFF {
				b.WriteString(`\u` + hex4(r))
			} else {
				b.WriteRune(r)
			}
		}
		out = b.String()
	}
	return out
}

func wordIdx(rs []rune) []int {
	var idx []int
	for i, r := range rs {
		if isWordRune(r) {
			idx = append(idx, i)
		}
	}
	return idx
}

// isLowerWord reports whether s has at least two letters and no upper-case one.
func isLowerWord(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsUpper(r) {
			return false
		}
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 2
}

// isUpperWord reports whether s has at least two letters and no lower-case one.
func isUpperWord(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2
}
