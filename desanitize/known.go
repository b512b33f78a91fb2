package desanitize

import (
	"bytes"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/sanitize"
)

// known indexes the replacements of a ledger by what identifies an echo of them: their letters
// and digits in lower case (see normalize). An answer is searched by walking it from each
// letter or digit, narrowing the sorted keys one character at a time; in running text the range
// is empty after a character or two. Memory is the keys' text plus 12 bytes per entry, and the
// search allocates nothing per character.
type known struct {
	l       *sanitize.Ledger
	keys    string   // the normalized replacements, back to back
	refs    []keyRef // sorted by key, one per distinct key
	first   [utf8.RuneSelf][2]uint32
	second  [][2]uint32    // the keys that begin with two lower-case ASCII letters or digits, by pair36
	maxLead int            // the longest punctuation a replacement starts with ("::" of IPv6)
	exact   map[string]int // where keys are shared: replacement → its ledger entry, -1 if several originals
	// spellings holds, for a replacement that stands for one value written several ways in the
	// prompt ("45" and "45,00", one draw), those entries in the prompt's order. An echo is
	// restored to the next spelling its answer has not used (answer.next), so an answer that
	// repeats the prompt's order gets each back as written, and any order gets the value.
	spellings map[string][]int

	tails tailIndex // for partial echoes (tail.go)
}

type keyRef struct {
	off, n, ent uint32
	name        bool // the entry is of a name type (codecs.Words), whose echoes keep words whole
}

// pair is a ledger entry as restoring needs it.
type pair struct {
	t           *annotate.Type
	plain, ciph string
	part        bool // a word of a name, restored alone
	external    bool // only an external annotator found it: no built-in check of its echoes
	glued       bool // a value the prompt wrote inside a longer number (sanitize.Entry.Glued)
}

// minLooseEcho is how many letters and digits a replacement needs before an echo of it may
// differ from it in case and separators. A shorter one (a one-letter alnum value, a one-digit
// code) matches too much running text otherwise ("k" in "K-7", the "4" of "at 4 pm"), so only
// the replacement exactly, as a whole word, is its echo, and, but for a word of a name, only
// where the annotator finds it as a value of its type again (findKnownFrom).
const minLooseEcho = 3

// short reports whether p's replacement, of a format type, has fewer than minLooseEcho
// letters and digits. A value type's echoes have their own rule (valueEchoed).
func (p pair) short() bool {
	if p.t.Category != annotate.Format {
		return false
	}
	n := 0
	for _, r := range p.ciph {
		if isWordRune(r) {
			if n++; n >= minLooseEcho {
				return false
			}
		}
	}
	return true
}

// echoes reports whether echo (JSON escapes decoded), which has the letters and digits of p's
// replacement in some case, is taken for an echo of it: the replacement itself if it is short
// (see minLooseEcho); its letters in their very case where the codec keeps case
// (codecs.KeepsCase: "k" is not "K"); and for a word of a name written in lower case
// alone, only a word that sanitizing would have taken for a mention too
// (annotate.LowerMention: "gay" is the LLM's own word, not an echo of the pseudonym "Gay").
func (p pair) echoes(echo string) bool {
	core := func() string {
		return strings.TrimSuffix(strings.TrimPrefix(p.ciph, leadingPunct(p.ciph)), trailingPunct(p.ciph))
	}
	if p.short() {
		return echo == core()
	}
	switch {
	case codecs.KeepsCase(p.t.Codec):
		return wordRunes(echo) == wordRunes(core())
	case codecs.Words(p.t.Codec):
		if p.part && !strings.ContainsFunc(echo, unicode.IsUpper) {
			return annotate.LowerMention(echo)
		}
	}
	return true
}

// wordRunes returns the letters and digits of s.
func wordRunes(s string) string {
	return strings.Map(func(r rune) rune {
		if isWordRune(r) {
			return r
		}
		return -1
	}, s)
}

func newKnown(l *sanitize.Ledger) *known {
	k := &known{l: l}
	var sb strings.Builder
	refs := make([]keyRef, 0, l.Len())
	for i := range l.Len() {
		e := l.Entry(i)
		n := normalize(e.Replacement)
		if n == "" {
			continue
		}
		refs = append(refs, keyRef{uint32(sb.Len()), uint32(len(n)), uint32(i), codecs.Words(e.Type.Codec)})
		sb.WriteString(n)
	}
	k.keys = sb.String()
	key := func(r keyRef) string { return k.keys[r.off : r.off+r.n] }
	slices.SortFunc(refs, func(a, b keyRef) int {
		if c := strings.Compare(key(a), key(b)); c != 0 {
			return c
		}
		return int(a.ent) - int(b.ent)
	})
	// One entry per key and normalized original, the first recorded. Where two different
	// values have replacements with the same key (12.1.3.4 and 1.21.3.4, two values released
	// as the same noisy value, "Sarah Johnson" and "Sarah  Johnson"), only an exact echo tells
	// which one the answer means: see pick.
	out := refs[:0]
	for i := 0; i < len(refs); {
		j := i + 1
		for j < len(refs) && key(refs[j]) == key(refs[i]) {
			j++
		}
		var originals map[string]bool // of the group, normalized, when it has more than one
		for _, r := range refs[i:j] {
			e := l.Entry(int(r.ent))
			if j-i > 1 {
				// Every entry, even one the dedup below drops: "b Bo" is not "B Bo".
				if k.exact == nil {
					k.exact = map[string]int{}
				}
				if n, dup := k.exact[e.Replacement]; !dup {
					k.exact[e.Replacement] = int(r.ent)
				} else if n >= 0 && l.Entry(n).Original != e.Original {
					k.exact[e.Replacement] = -1
					k.addSpelling(e.Replacement, n)
					k.addSpelling(e.Replacement, int(r.ent))
				} else if n < 0 {
					k.addSpelling(e.Replacement, int(r.ent))
				}
				if originals == nil {
					originals = map[string]bool{}
				}
				norm := normalize(e.Original)
				if originals[norm] {
					continue
				}
				originals[norm] = true
			}
			out = append(out, r)
			k.maxLead = max(k.maxLead, len(leadingPunct(e.Replacement)))
		}
		i = j
	}
	for repl, ents := range k.spellings {
		if !oneValue(l, ents) {
			delete(k.spellings, repl)
		}
	}
	k.refs = slices.Clip(out)
	for i := len(k.refs) - 1; i >= 0; i-- {
		if c := k.keys[k.refs[i].off]; c < utf8.RuneSelf {
			if k.first[c][1] == 0 {
				k.first[c][1] = uint32(i + 1)
			}
			k.first[c][0] = uint32(i)
		}
	}
	// The range of each two-character start: most walks in running text end at the second
	// character, and this spares them a binary search.
	k.second = make([][2]uint32, 36*36)
	for i := len(k.refs) - 1; i >= 0; i-- {
		key := k.key(i)
		if len(key) < 2 {
			continue
		}
		if j := pair36(key[0], key[1]); j >= 0 {
			if k.second[j][1] == 0 {
				k.second[j][1] = uint32(i + 1)
			}
			k.second[j][0] = uint32(i)
		}
	}
	k.tails = newTailIndex(l)
	return k
}

func (k *known) key(i int) string { r := k.refs[i]; return k.keys[r.off : r.off+r.n] }

// addSpelling records ledger entry n under replacement repl, once per original.
func (k *known) addSpelling(repl string, n int) {
	if k.spellings == nil {
		k.spellings = map[string][]int{}
	}
	for _, m := range k.spellings[repl] {
		if k.l.Entry(m).Original == k.l.Entry(n).Original {
			return
		}
	}
	k.spellings[repl] = append(k.spellings[repl], n)
}

// oneValue reports whether the ledger entries ents are values of one value mechanism that read
// as the same number with the same currency or unit: one value written several ways.
func oneValue(l *sanitize.Ledger, ents []int) bool {
	var first format.Number
	for i, n := range ents {
		e := l.Entry(n)
		spec, _ := codecs.Lookup(e.Type.Codec)
		if !spec.Value() || e.Type != l.Entry(ents[0]).Type {
			return false
		}
		v, err := spec.Parse(e.Original)
		if err != nil {
			return false
		}
		if i == 0 {
			first = v
		} else if v.Value != first.Value || strings.TrimSpace(v.Prefix) != strings.TrimSpace(first.Prefix) ||
			strings.TrimSpace(v.Suffix) != strings.TrimSpace(first.Suffix) {
			return false
		}
	}
	return len(ents) > 1
}

// pair returns the entry of key i.
func (k *known) pair(i int) pair { return k.entry(int(k.refs[i].ent)) }

// entry returns ledger entry n.
func (k *known) entry(n int) pair {
	e := k.l.Entry(n)
	return pair{e.Type, e.Original, e.Replacement, e.Part, e.External, e.Glued}
}

// lookup returns the first entry whose key is norm.
func (k *known) lookup(norm string) (pair, bool) {
	i := sort.Search(len(k.refs), func(i int) bool { return k.key(i) >= norm })
	if i == len(k.refs) || k.key(i) != norm {
		return pair{}, false
	}
	return k.pair(i), true
}

// pick returns the entry an echo stands for: the one with its key, or, where values of several
// entries share the key, the one whose replacement the echo is exactly (give or take JSON
// escapes). An inexact echo of a shared key stands for none: restoring a guess could put one
// real value where the answer meant another.
func (k *known) pick(echo string, ans *answer) (pair, bool) {
	norm := normalize(echo)
	i := sort.Search(len(k.refs), func(i int) bool { return k.key(i) >= norm })
	j := i
	for j < len(k.refs) && k.key(j) == norm {
		j++
	}
	if j == i {
		return pair{}, false
	}
	// An exact echo of a shared key names its entry (an exact echo has the key it stands for).
	exact := decodeEscapes(echo)
	if n, ok := k.exact[exact]; ok {
		if ents := k.spellings[exact]; len(ents) > 0 {
			n = ents[ans.next(exact)%len(ents)]
		}
		if n < 0 {
			return pair{}, false
		}
		return k.entry(n), true
	}
	if j-i == 1 {
		return k.pair(i), true
	}
	return pair{}, false
}

// cursor is a walk through the keys: those in refs[lo:hi] begin with the depth bytes seen,
// the first of which is first.
type cursor struct {
	lo, hi, depth int
	first         byte
}

func (k *known) start() cursor { return cursor{0, len(k.refs), 0, 0} }

// alnum36 numbers the lower-case ASCII letters and digits 0 to 35, and is -1 for anything else.
func alnum36(c rune) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= '0' && c <= '9':
		return int(c-'0') + 26
	}
	return -1
}

// pair36 is the index in known.second of keys beginning with a and b, or -1.
func pair36(a, b byte) int {
	i, j := alnum36(rune(a)), alnum36(rune(b))
	if i < 0 || j < 0 {
		return -1
	}
	return i*36 + j
}

// next narrows c to the keys that continue with r (in lower case) and reports whether any does.
func (k *known) next(c *cursor, r rune) bool {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
	} else {
		r = unicode.ToLower(r)
	}
	if c.depth == 0 && r < utf8.RuneSelf {
		f := k.first[r]
		*c = cursor{int(f[0]), int(f[1]), 1, byte(r)}
		return f[0] < f[1]
	}
	if c.depth == 1 && r < utf8.RuneSelf {
		if j := pair36(c.first, byte(r)); j >= 0 {
			f := k.second[j]
			*c = cursor{int(f[0]), int(f[1]), 2, c.first}
			return f[0] < f[1]
		}
	}
	if r < utf8.RuneSelf {
		// One byte: compare it alone, without a string comparison per probe.
		b, d := byte(r), c.depth
		at := func(i int) int { // the key's byte at depth, -1 if it ends there
			r := k.refs[i]
			if int(r.n) <= d {
				return -1
			}
			return int(k.keys[int(r.off)+d])
		}
		lo, hi := c.lo, c.hi
		for lo < hi { // the first key whose byte is b or more
			m := int(uint(lo+hi) >> 1)
			if at(m) < int(b) {
				lo = m + 1
			} else {
				hi = m
			}
		}
		end := c.hi
		for i := lo; i < end; { // the first after lo whose byte is more than b
			m := int(uint(i+end) >> 1)
			if at(m) <= int(b) {
				i = m + 1
			} else {
				end = m
			}
		}
		*c = cursor{lo, end, d + 1, c.first}
		return lo < end
	}
	var rb [utf8.UTFMax]byte
	n := utf8.EncodeRune(rb[:], r)
	s := rb[:n]
	cmp := func(i int) int {
		key := k.key(i)
		return strings.Compare(key[c.depth:min(len(key), c.depth+n)], string(s))
	}
	lo := c.lo + sort.Search(c.hi-c.lo, func(j int) bool { return cmp(c.lo+j) >= 0 })
	hi := lo + sort.Search(c.hi-lo, func(j int) bool { return cmp(lo+j) > 0 })
	*c = cursor{lo, hi, c.depth + n, c.first}
	return lo < hi
}

// whole returns the key equal to what c has seen, if there is one: the first of its range, as
// a key sorts before those it is a prefix of.
func (k *known) whole(c cursor) (int, bool) {
	if c.lo < c.hi && c.depth > 0 && len(k.key(c.lo)) == c.depth {
		return c.lo, true
	}
	return -1, false
}

// open reports whether more characters could still make a key after what c has seen: a key
// is longer than it.
func (k *known) open(c cursor) bool {
	return c.lo < c.hi && (c.hi-c.lo > 1 || len(k.key(c.lo)) > c.depth)
}

// echoRune decodes the character of an echo at text[j]: a rune, or the JSON escape of a slash
// (\/) or of a non-ASCII character (\u00fc). Size 0 is an escape still arriving at the end
// of text.
func echoRune(text []byte, j int) (rune, int) {
	if b := text[j]; b < utf8.RuneSelf && b != '\\' {
		return rune(b), 1
	}
	if text[j] != '\\' {
		if !utf8.FullRune(text[j:]) {
			return 0, 0
		}
		return utf8.DecodeRune(text[j:])
	}
	rest := text[j+1:]
	if len(rest) == 0 {
		return 0, 0
	}
	switch rest[0] {
	case '/':
		return '/', 2
	case 'u':
		var r rune
		for i := 1; i < 5; i++ {
			if i >= len(rest) {
				return 0, 0
			}
			v := hexVal(rest[i])
			if v < 0 {
				return '\\', 1
			}
			r = r<<4 | rune(v)
		}
		if r >= utf8.RuneSelf {
			return r, 6
		}
	}
	return '\\', 1
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// isSep reports whether r may stand between two letters or digits of an echo: the punctuation
// of the formats (separators, the en dash of a range of days, @ of e-mails, : of IPv6, $ of
// "A$0.01"), changed or dropped. Up to three of them may stand in a row.
func isSep(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\f', '\r', '-', '–', '.', '/', ',', '(', ')', '@', ':', '+', '_', '%', '\'', '’', '$':
		return true
	}
	return false
}

// isNameSep reports whether r may join the words of a name's echo.
func isNameSep(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\f', '\r', '-', '.', '\'', '’':
		return true
	}
	return false
}

const maxSeps = 3

// echoAt returns the end of the longest echo of a known replacement that starts at text[s]
// and ends before limit, and its key, or -1: the replacement's letters and digits in order,
// in any case, each pair joined by up to three separators or none (a name: its words whole,
// joined by one to three spaces, hyphens, dots or apostrophes where the name had a gap).
func (k *known) echoAt(text []byte, s, limit int) (end, key int) {
	if b := text[s]; b < utf8.RuneSelf && b != '\\' {
		// Most positions of running text: an ASCII character that starts no key.
		if b >= 'A' && b <= 'Z' {
			b += 'a' - 'A'
		}
		if f := k.first[b]; f[0] >= f[1] {
			return -1, -1
		}
	}
	type cand struct{ end, key int }
	var buf [4]cand
	cands := buf[:0]
	c := k.start()
	seps := 0
	for j := s; j < len(text); {
		r, size := echoRune(text, j)
		if size == 0 {
			break
		}
		if isWordRune(r) {
			if !k.next(&c, r) {
				break
			}
			seps = 0
			j += size
			if i, ok := k.whole(c); ok {
				cands = append(cands, cand{j, i})
			}
			continue
		}
		if c.depth == 0 || !isSep(r) {
			break
		}
		if seps++; seps > maxSeps {
			break
		}
		j += size
	}
	for i := len(cands) - 1; i >= 0; i-- {
		if cands[i].end >= limit {
			continue
		}
		r := k.refs[cands[i].key]
		if !r.name || nameShaped(text[s:cands[i].end], k.l.Entry(int(r.ent)).Replacement) && nameCased(text[s:cands[i].end], k.l.Entry(int(r.ent)).Replacement) {
			return cands[i].end, cands[i].key
		}
	}
	return -1, -1
}

// nameShaped reports whether echo, whose letters and digits are those of the name ciph, keeps
// its words whole: a gap of one to three name separators exactly where ciph has a gap.
func nameShaped(echo []byte, ciph string) bool {
	ci := 0
	gapC := func() bool { // advances ci to ciph's next letter or digit, reporting a gap before it
		gap := false
		for ci < len(ciph) {
			r, size := utf8.DecodeRuneInString(ciph[ci:])
			if isWordRune(r) {
				return gap
			}
			gap = true
			ci += size
		}
		return gap
	}
	seps, words := 0, 0
	for j := 0; j < len(echo); {
		r, size := echoRune(echo, j)
		if size == 0 {
			return false
		}
		j += size
		if !isWordRune(r) {
			if !isNameSep(r) {
				return false
			}
			seps++
			continue
		}
		gap := gapC()
		if words > 0 && gap != (seps > 0) || seps > maxSeps {
			return false
		}
		_, size = utf8.DecodeRuneInString(ciph[ci:])
		ci += size
		seps = 0
		words++
	}
	return true
}

// nameCased reports whether echo, whose words are those of the name ciph in some case, has a
// case an LLM writes a name in: any, unless one word is all lower case where ciph's has a
// capital while another word keeps one. "b Jerrod" beside "B Jerrod" is a lower-case word
// running into the name, not an echo of it; "sarah johnson" and "Leona Filice" for "LEONA
// FILICE" are echoes.
func nameCased(echo []byte, ciph string) bool {
	if !bytes.ContainsFunc(echo, unicode.IsUpper) {
		return true
	}
	ci := 0
	inWord, upE, upC := false, false, false
	lowered := false
	endWord := func() {
		if inWord && !upE && upC {
			lowered = true
		}
		inWord, upE, upC = false, false, false
	}
	for j := 0; j < len(echo); {
		r, size := echoRune(echo, j)
		if size == 0 {
			return false
		}
		j += size
		if !isWordRune(r) {
			endWord()
			continue
		}
		inWord = true
		upE = upE || unicode.IsUpper(r)
		for ci < len(ciph) {
			c, n := utf8.DecodeRuneInString(ciph[ci:])
			ci += n
			if isWordRune(c) {
				upC = upC || unicode.IsUpper(c)
				break
			}
		}
	}
	endWord()
	return !lowered
}

// answer is what restoring one answer remembers across its texts (a JSON document's strings,
// an SSE stream's choices, restored one after another): how many echoes of each replacement
// with several spellings it has restored (known.spellings). Each answer starts from the
// prompt's first spelling, whatever other answers the Desanitizer restores before it or at the
// same time.
type answer struct {
	used map[string]int
}

// next returns how many echoes of repl the answer has restored, and counts one more.
func (a *answer) next(repl string) int {
	if a.used == nil {
		a.used = map[string]int{}
	}
	n := a.used[repl]
	a.used[repl]++
	return n
}
