// Package desanitize puts the real values back into an LLM's answer to a sanitized prompt.
//
// Without a prompt, a [Desanitizer] annotates the answer like a prompt and decrypts every
// format span it finds: this needs nothing but the key, but it also "decrypts" values the LLM
// made up. With [Desanitizer.Restrict] and the original prompt, it re-sanitizes the prompt and
// restores exactly the ciphertexts that sanitization produced and nothing else, tolerating what
// LLMs do to echoed values: changed or dropped separators, changed case, JSON escaping. For a
// person name it also restores each word alone ("Soze" and "Soze's" after "Kaiser Soze"), in
// capitals, and before a German genitive s ("Sozes Frau").
//
// Answers stream: [Desanitizer.NewWriter] and [Desanitizer.Desanitize] pass text on as soon as
// no token still arriving could change it. [Desanitizer.DesanitizeJSON] and
// [Desanitizer.DesanitizeSSE] do the same inside JSON response bodies and event streams.
package desanitize

import (
	"io"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/sanitize"
)

// Desanitizer restores values in answers. It is not safe for concurrent use while Restrict runs.
type Desanitizer struct {
	ann *annotate.Annotator
	san *sanitize.Sanitizer

	restricted bool
	byKey      map[string]pair // normalized ciphertext → pair
	re         *regexp.Regexp  // any known ciphertext, echoed loosely
	keys       []string        // the keys of byKey, sorted, to hold back a token still arriving
	maxLead    int             // the longest punctuation a ciphertext starts with ("::" of IPv6)
}

type pair struct {
	t           *annotate.Type
	plain, ciph string
}

// New returns a desanitizer that finds tokens with ann and inverts them with san (which must
// use the key and context the prompt was sanitized with).
func New(ann *annotate.Annotator, san *sanitize.Sanitizer) *Desanitizer {
	return &Desanitizer{ann: ann, san: san}
}

// Restrict reads the original prompt, sanitizes it in memory, and from then on restores only
// the ciphertexts that sanitization produced.
func (d *Desanitizer) Restrict(prompt io.Reader) error {
	d.restricted = true
	if d.byKey == nil {
		d.byKey = map[string]pair{}
	}
	ambiguous := map[string]bool{}
	err := d.ann.Scan(prompt, func(seg annotate.Segment) error {
		for _, sp := range seg.Spans {
			plain := string(seg.Text[sp.Start:sp.End])
			var c string
			var err error
			switch sp.Type.Category {
			case annotate.Format:
				c, err = d.san.Encrypt(sp.Type.ID, plain)
			case annotate.Value:
				c, err = d.releasedValue(sp.Type.ID, plain)
				if c == "" && err == nil {
					continue
				}
			default:
				continue
			}
			if err != nil {
				return &sanitize.SpanError{Type: sp.Type.ID, Offset: seg.Offset + int64(sp.Start), Err: err}
			}
			k := normalize(c)
			if prev, ok := d.byKey[k]; ok && k != "" && (prev.t.Category == annotate.Value || sp.Type.Category == annotate.Value) && normalize(prev.plain) != normalize(plain) {
				ambiguous[k] = true // two values were released as the same noisy value
			}
			if _, ok := d.byKey[k]; !ok && k != "" {
				d.byKey[k] = pair{sp.Type, plain, c}
			}
			// A name's words alone too: "Soze" and "Mr. Soze" after "Kaiser Soze".
			for _, pc := range d.san.Parts(sp.Type.ID, plain, c) {
				if k := normalize(pc[1]); k != "" {
					if _, ok := d.byKey[k]; !ok {
						d.byKey[k] = pair{sp.Type, pc[0], pc[1]}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for k := range ambiguous {
		delete(d.byKey, k)
	}
	d.re = d.compile()
	d.keys = d.keys[:0]
	for k, p := range d.byKey {
		d.keys = append(d.keys, k)
		d.maxLead = max(d.maxLead, len(leadingPunct(p.ciph)))
	}
	sort.Strings(d.keys)
	return nil
}

// compile builds one regular expression that matches any known ciphertext as an LLM may echo
// it: the letters and digits in order, any letter case, each pair of them joined by up to three
// separators or none, non-ASCII letters possibly JSON-escaped.
func (d *Desanitizer) compile() *regexp.Regexp {
	if len(d.byKey) == 0 {
		return nil
	}
	var alts []string
	for _, p := range d.byKey {
		if p.t.Codec == "name" {
			alts = append(alts, namePattern(p.ciph))
		} else {
			alts = append(alts, loosePattern(p.ciph))
		}
	}
	// Longer alternatives first: at one position the regexp takes the first that matches.
	sort.Slice(alts, func(i, j int) bool {
		if len(alts[i]) != len(alts[j]) {
			return len(alts[i]) > len(alts[j])
		}
		return alts[i] < alts[j]
	})
	return regexp.MustCompile(`(?i)(?:` + strings.Join(alts, "|") + `)`) // built from quoted literals only
}

// sep is what may stand between two letters or digits of an echo: the punctuation of the
// formats (separators, @ of e-mails, : of IPv6), changed or dropped, or a JSON-escaped slash.
const sep = `(?:[\s\-./,()@:+_%'’]|\\/){0,3}`

func loosePattern(c string) string {
	var parts []string
	for _, r := range c {
		if !isWordRune(r) {
			continue
		}
		lit := regexp.QuoteMeta(string(r))
		if r >= utf8.RuneSelf {
			lit = `(?:` + lit + `|\\u` + strings.ToLower(hex4(r)) + `|\\u` + strings.ToUpper(hex4(r)) + `)`
		}
		parts = append(parts, lit)
	}
	return strings.Join(parts, sep)
}

// namePattern matches a name as LLMs echo it: its words whole, in any case, joined by what
// joined them or by other spaces, hyphens or dots. Unlike loosePattern it allows no separator
// inside a word, so a short name ("Li") is not found across two words ("l i").
func namePattern(c string) string {
	var b strings.Builder
	inSep := false
	for _, r := range c {
		if isWordRune(r) {
			inSep = false
			lit := regexp.QuoteMeta(string(r))
			if r >= utf8.RuneSelf { // JSON-escaped: M\u00fcller
				lit = `(?:` + lit + `|\\u` + strings.ToLower(hex4(r)) + `|\\u` + strings.ToUpper(hex4(r)) + `)`
			}
			b.WriteString(lit)
			continue
		}
		if !inSep {
			b.WriteString(`[\s\-.'’]{1,3}`)
			inSep = true
		}
	}
	return b.String()
}

func hex4(r rune) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[r>>12&15], digits[r>>8&15], digits[r>>4&15], digits[r&15]})
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// normalize reduces an echo to what identifies it: JSON escapes decoded, letters and digits
// only, lower case.
func normalize(s string) string {
	s = decodeEscapes(s)
	var b strings.Builder
	for _, r := range s {
		if isWordRune(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
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
				for _, c := range s[i+2 : i+6] {
					v := strings.IndexRune("0123456789abcdef", unicode.ToLower(c))
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

// findKnownFrom returns the spans of text that echo a known ciphertext and start at or after
// from (a character before it, for the word boundary): the text before from was dealt with
// already and is there as context for the annotator.
func (d *Desanitizer) findKnownFrom(text []byte, from int) []annotate.Span {
	if d.re == nil {
		return nil
	}
	var out []annotate.Span
	var found map[[2]int]bool // the annotator's own spans of text, made on first need
	for pos := max(from-utf8.UTFMax, 0); pos < len(text); {
		m := d.re.FindIndex(text[pos:])
		if m == nil {
			break
		}
		s, e := pos+m[0], pos+m[1]
		p, ok := d.byKey[normalize(string(text[s:e]))]
		if ok && (s > 0 && isWordByte(text, s-1, true) || e < len(text) && isWordByte(text, e, false) && !d.genitive(text, s, e)) {
			// An echo glued to a letter or digit is part of a longer word, unless the
			// annotator finds a value with these very bounds there, as it does in a
			// timestamp (2024-03-15T10:22) or before an extension (212-555-0143x12).
			if found == nil {
				found = map[[2]int]bool{}
				for _, sp := range d.ann.Annotate(text) {
					found[[2]int{sp.Start, sp.End}] = true
				}
			}
			ok = found[[2]int{s, e}]
		}
		if ok && p.t.Category == annotate.Value && !valueEchoed(text, s, e, p.ciph) {
			ok = false // digits that match a noisy value's but are not written as that value
		}
		if !ok || e-s > annotate.MaxSpan {
			// Not an echo here, but one may start inside the rejected match ("hor Ne" of
			// "author Nevin" for "Horne"; in "81106 148 100 73 184" an SSN-like "06 148 100 7"
			// hid an IP address): look again one character on, so that what is found never
			// depends on where the text was cut.
			_, size := utf8.DecodeRune(text[s:])
			pos = s + max(size, 1)
			continue
		}
		// The pattern starts and ends at a letter or digit; take in the ciphertext's own
		// leading and trailing punctuation where the echo has it ("::ffff:…", "2001:db8::"),
		// so that an exact echo is restored as a whole.
		if lead := leadingPunct(p.ciph); lead != "" && s >= len(lead) && string(text[s-len(lead):s]) == lead {
			s -= len(lead)
		}
		if trail := leadingPunct(reverse(p.ciph)); trail != "" && e+len(trail) <= len(text) && string(text[e:e+len(trail)]) == reverse(trail) {
			e += len(trail)
		}
		out = append(out, annotate.Span{Start: s, End: e, Type: p.t})
		pos = e
	}
	return out
}

// leadingPunct returns the characters of s before its first letter or digit.
func leadingPunct(s string) string {
	for i, r := range s {
		if isWordRune(r) {
			return s[:i]
		}
	}
	return s
}

// reverse returns s with its runes in reverse order.
func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// genitive reports whether the known name text[s:e] is followed by a German genitive s
// ("Sozes Frau" in a translation of "Soze's wife"), which then stays after the restored name.
func (d *Desanitizer) genitive(text []byte, s, e int) bool {
	if text[e] != 's' || e+1 < len(text) && isWordByte(text, e+1, false) {
		return false
	}
	p, ok := d.byKey[normalize(string(text[s:e]))]
	return ok && p.t.Codec == "name"
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

// Stats counts what a desanitizer restored.
type Stats struct {
	Bytes    int64
	Restored map[string]int
}

// restore returns the plaintext for an echoed token, styled like the echo.
func (d *Desanitizer) restore(t *annotate.Type, echo string) (string, bool) {
	if !d.restricted {
		if t.Category != annotate.Format {
			return "", false
		}
		p, err := d.san.Decrypt(t.ID, echo)
		if err != nil {
			return "", false
		}
		return p, true
	}
	p, ok := d.byKey[normalize(echo)]
	if !ok {
		return "", false
	}
	if p.t.Category == annotate.Value {
		return restyleValue(echo, p.ciph, p.plain), true
	}
	return restyle(echo, p.ciph, p.plain), true
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
