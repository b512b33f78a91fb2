package annotate

import (
	"bytes"
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/internal/names"
)

// A name the detectors found once must not stay in clear at its other mentions: the LLM would
// see "Sarah Johnson" next to its pseudonym and link them. addMentions is a second pass over
// the text (in a stream, the text Scan holds: the chunk and its look-back) that marks, for
// every span of a type with the name codec, each other mention of it, before or after:
//
//   - the whole name, in any case ("sarah johnson", "SARAH JOHNSON");
//   - each word of it that the name codec encrypts (not a title, particle, suffix or initial),
//     alone: "Johnson", "JOHNSON", "johnson". A word written in lower case is left alone when it
//     is also a word ("will" after "Will Smith", "grace"; see LowerMention) or shorter than
//     three letters, and a function word ("Le" of "Marine Le Pen") is left alone in any case,
//     and so is a capitalised word inside a longer proper noun ("Kanzlei Reuter", see
//     inProperNoun);
//
// as whole words, not inside code (sarah_johnson, /home/sarah), and never over another span:
// a mention inside an e-mail address is protected by that address. seen, if not nil, holds the
// names of earlier text in a stream: they count as found here, and the names found here are
// added to it for the text after.
//
// The same pass marks each other occurrence of a value of a format type (an SSN, a phone
// number, an IBAN...; see addValue), exactly as written and as a whole token: "SSN: 372614918
// ... the ticket mentions 372614918".
func (a *Annotator) addMentions(text []byte, spans []Span, seen *nameIndex) []Span {
	if seen == nil {
		seen = &nameIndex{}
	}
	for _, s := range spans {
		switch spec, _ := codecs.Lookup(s.Type.Codec); {
		case spec.Words:
			seen.add(string(text[s.Start:s.End]), s.Type, false)
		case !spec.Value():
			seen.addValue(text[s.Start:s.End], s.Type)
		}
	}
	if len(seen.byFirst) == 0 {
		return spans
	}
	var added, given []Span // given: the mentions of known names (Names), in added too
	var scratch []byte
	for s := 0; s < len(text); {
		if c := text[s]; c < utf8.RuneSelf && !isAlnum(c) {
			s++ // the common case, without decoding
			continue
		}
		first := firstToken(text[s:])
		if len(first) == 0 {
			_, size := utf8.DecodeRune(text[s:])
			s += size
			continue
		}
		next := s + len(first)
		// A token no needle starts with is skipped without a lookup, and so is one inside a
		// word (after "_" or a mark), as all of its positions are.
		if c := first[0]; c < utf8.RuneSelf && !seen.firsts[lowerASCII(c)] || !wordStart(text, s) {
			s = next
			continue
		}
		scratch = appendLower(scratch[:0], first)
		needles := seen.byFirst[string(scratch)]
		if len(needles) == 0 && len(scratch) > 3 && scratch[len(scratch)-1] == 's' {
			needles = seen.byFirst[string(scratch[:len(scratch)-1])] // a genitive: "Brückners" (below)
		}
		for _, n := range needles {
			if n.exact {
				if b, e, t := seen.valueAt(text, s, n); t != nil && !a.reg.allowed(text[b:e]) {
					added = append(added, Span{Start: b, End: e, Type: t})
					next = e
					break
				}
				continue
			}
			e := s + len(n.name)
			if e > len(text) || !bytes.EqualFold(text[s:e], []byte(n.name)) {
				continue
			}
			mention := string(text[s:e])
			if n.known && mention == n.name && wordEnd(text, e) {
				if e-s <= MaxSpan && !a.reg.allowed(text[s:e]) {
					added = append(added, Span{Start: s, End: e, Type: n.t})
					given = append(given, added[len(added)-1])
					next = e
				}
				break
			}
			if codeLike(text, s, e) && !atMention(text, s, e) {
				continue
			}
			// German writes a name's genitive with a bare s ("Brückners Verein", "Arnes
			// Fähre"): the name is the word without it, as the possessive's 's.
			genitive := n.word && e+1 <= len(text) && text[e] == 's' && wordEnd(text, e+1) && mention != strings.ToLower(mention) &&
				germanAround(text, s) // not English plurals: "the Johnsons"
			if !wordEnd(text, e) && !genitive {
				continue
			}
			if n.word && mention == strings.ToLower(mention) && (!LowerMention(mention) || articleBefore(text, s)) {
				continue
			}
			if n.word && mention != strings.ToLower(mention) && inProperNoun(text, s, e) && !(genitive && prepositionBefore(text, s)) {
				continue
			}
			if e-s <= MaxSpan && !a.reg.allowed(text[s:e]) {
				added = append(added, Span{Start: s, End: e, Type: n.t})
				next = e
			}
			break
		}
		s = next
	}
	if len(added) == 0 {
		return spans
	}
	spans = insertFree(spans, outsideLeads(added, spans, WithLeads(text, spans)))
	return insertFree(spans, a.apposedAges(text, given))
}

// apposedAges returns the ages in apposition right after the mentions of given names of
// people, as the person detector finds them after the names it finds: "Bonzegu is 12." (see
// apposedAge). Only given names (Names): the sanitizer found the age beside the name that a
// pseudonym replaced this way, and a desanitizer confirms its echo the same way.
func (a *Annotator) apposedAges(text []byte, mentions []Span) []Span {
	age, ok := a.reg.Lookup("age")
	if !ok {
		return nil
	}
	affiliations := affiliationsIn(text)
	var ages []Span
	for _, m := range mentions {
		if m.Type.Detector != "person" {
			continue
		}
		for _, g := range agesAfter(text, m.End, affiliations) {
			if !a.reg.allowed(text[g[0]:g[1]]) {
				ages = append(ages, Span{Start: g[0], End: g[1], Type: age})
			}
		}
	}
	// Two mentions may close on one age: "Johnson (Sarah), 45".
	slices.SortFunc(ages, func(x, y Span) int { return x.Start - y.Start })
	return slices.CompactFunc(ages, func(x, y Span) bool { return y.Start < x.End })
}

// outsideLeads returns the mentions of added that overlap no span's lead (WithLeads gives the
// extents ext of spans): the weekday cut off an e-mail's date ("Thu, " of "Thu, 18 Jul 2024
// 07:31:55 +0200") is the date's, though a name elsewhere is written as it is.
func outsideLeads(added, spans, ext []Span) []Span {
	out := added[:0]
	i := 0
	for _, n := range added {
		for i < len(spans) && spans[i].Start <= n.Start {
			i++
		}
		// spans[i] is the first span after n's start: its lead is the only one n may reach.
		if i < len(spans) && ext[i].Start < spans[i].Start && n.End > ext[i].Start {
			continue
		}
		out = append(out, n)
	}
	return out
}

// atMention reports whether text[s:e] is a chat's mention of a person: "@kwabena did you",
// "cc @Rhiannon". The @ opens a word, and the name ends the mention (not "@kwabena_o", not an
// address's domain, "x@kwabena.org").
func atMention(text []byte, s, e int) bool {
	if s < 1 || text[s-1] != '@' || s >= 2 && strings.IndexByte(" \t\n([\"',;:", text[s-2]) < 0 {
		return false
	}
	if e == len(text) {
		return true
	}
	c := text[e]
	return !isAlnum(c) && c != '_' && c != '@' && c != '/' && !(c == '.' && e+1 < len(text) && isAlnum(text[e+1]))
}

// appendLower appends w in lower case to b: strings.ToLower, without allocating for ASCII.
func appendLower(b, w []byte) []byte {
	for _, c := range w {
		if c >= utf8.RuneSelf {
			return append(b[:0], strings.ToLower(string(w))...)
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// firstToken returns the letters, marks and digits that text starts with: the key a mention
// is looked up by.
func firstToken(text []byte) []byte {
	i := 0
	for i < len(text) {
		if c := text[i]; c < utf8.RuneSelf {
			if !isAlnum(c) {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if !isWordRune(r) {
			break
		}
		i += size
	}
	return text[:i]
}

// valueAt returns where a value of the shape n (its length, and where its first token is
// in it) written at text[s-n.lead:] is, and its type, if it is exactly a value found and a
// whole token: no letter, digit or _ touches it, nor a number it would be part of
// ("1.372614918", "372614918-5").
func (x *nameIndex) valueAt(text []byte, s int, n needle) (b, e int, t *Type) {
	b, e = s-n.lead, s-n.lead+len(n.name)
	if b < 0 || e > len(text) || !wordStart(text, b) || !wordEnd(text, e) {
		return 0, 0, nil
	}
	if b >= 2 && isNumberJoin(text[b-1]) && isDigit(text[b-2]) || e+1 < len(text) && isNumberJoin(text[e]) && isDigit(text[e+1]) {
		return 0, 0, nil
	}
	return b, e, x.vals[string(text[b:e])]
}

func isNumberJoin(c byte) bool { return c == '.' || c == ',' || c == '-' || c == '/' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// firstWord returns the letters (and marks) that text starts with.
func firstWord(text []byte) []byte {
	i := 0
	for i < len(text) {
		if c := text[i]; c < utf8.RuneSelf {
			if !isASCIILetter(c) {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if !isNameLetter(r) {
			break
		}
		i += size
	}
	return text[:i]
}

// inProperNoun reports whether the capitalised word text[s:e] has another capitalised word
// (not a title) right before or after it, one space away, or after it joined by a hyphen: a
// surname inside a company or place name ("Kanzlei Reuter", "Leroy Distribution", "Park
// Avenue", "Saint-Denis", "Wilhelm-Kropp-Haus"). The detector reads such a
// run differently once the surname is encrypted, so a mention there would not be found again
// in the same place in the sanitized text.
func inProperNoun(text []byte, s, e int) bool {
	if w := spacedWordBefore(text, s); startsUpper(w) && !names.IsTitle(strings.TrimSuffix(string(w), ".")) && isWordSpan(w) &&
		!sentenceWord(text, s-1-len(w), w) {
		return true
	}
	if e+1 < len(text) && text[e] == ' ' && startsUpper(firstWord(text[e+1:])) {
		return true // "Park Avenue"
	}
	if s > 0 && text[s-1] == '-' && e+1 < len(text) && text[e] == '-' {
		return true // "Kaiser-Franz-Josef-Straße": a word inside a compound of three or more
	}
	if i := bytes.LastIndexAny(text[max(s-8, 0):s], " \n\t("); s > 0 && text[s-1] == '-' && saintCompound(strings.ToLower(string(text[max(s-8, 0)+i+1:s]))) {
		return true // a saint's church or a place: "Église Saint-Jean", "Sainte-Marie"
	}
	if e+1 < len(text) && text[e] == '-' {
		// "Saint-Denis", "salle Jean-Moulin", "Mahle-Vorständin"; not a double given name
		// ("Jean-Marie"), which a mention of "Jean" may be all that protects.
		w := firstWord(text[e+1:])
		return startsUpper(w) && !(givenName(text[s:e]) && givenName(w) && !saintCompound(strings.ToLower(string(text[s:e+1]))))
	}
	return false
}

// sentenceWord reports whether w, at text[i:], is a frequent word or a function word that
// opens a sentence or a line ("Later Bakare said", "Ask Bakare"), capitalised for that and not
// as part of a proper noun; not after a list's number ("1. EL AMRANI"), and not an article or
// a possessive, which open a thing's name as well ("The Blues", "Der Engel", "Our Kafka
// consumer"). A firm's noun that opens a line is taken for such a word too ("Agence Fontaine":
// on the project's dev prompts, one name more found at a line's start for one false).
func sentenceWord(text []byte, i int, w []byte) bool {
	// Where w stands first: most capitalised words before a name open no sentence, and they
	// are then asked about no list.
	j := i
	for j > 0 && text[j-1] == ' ' {
		j--
	}
	switch {
	case j == 0 || text[j-1] == '\n':
	case strings.IndexByte(".!?", text[j-1]) < 0 || listNumber(text, j-1):
		return false
	}
	_, n := utf8.DecodeRune(w)
	low := strings.ToLower(string(w))
	if rest := string(w[n:]); rest != strings.ToLower(rest) || determiners[low] || articles[low] || otherDeterminers[low] {
		return false
	}
	return names.IsFunctionWord(low) || names.Frequent(names.WordBandEnDeFr(low)) && !givenName(w) && !names.Default().IsSurname(low)
}

// listNumber reports whether the dot at text[i] closes the number of a list's item, alone on
// its line before it ("1. EL AMRANI").
func listNumber(text []byte, i int) bool {
	j := i
	for j > 0 && isDigit(text[j-1]) {
		j--
	}
	return j < i && (j == 0 || text[j-1] == '\n')
}

// otherDeterminers are the German and French articles and possessives, and Spanish
// possessives, that determiners and articles leave out.
var otherDeterminers = setOf(`der|die|das|den|dem|des|ein|eine|einen|einem|einer|unser|unsere|le|la|les|une|du|mon|ma|mes|notre|nos|votre|son|sa|ses|nuestro|nuestra`, "|")

// givenName reports whether w is on the list of given names.
func givenName(w []byte) bool {
	_, ok := names.Default().Given(strings.ToLower(string(w)))
	return ok
}

func startsUpper(w []byte) bool {
	r, _ := utf8.DecodeRune(w)
	return len(w) > 0 && unicode.IsUpper(r)
}

// isWordSpan reports whether w is letters only: "Kanzlei", but not "Later," or "today.", which
// end a clause, nor "Dr.".
func isWordSpan(w []byte) bool { return len(firstWord(w)) == len(w) }

// LowerMention reports whether a word of a name, written in lower case alone, is taken for
// a mention of it: a word of the name codec's classes (common names that are not common
// words), or any other word of three letters or more that is not among the 5,000 most
// frequent words of general text, listed ("kenji", "léa", "youssef") or not (a rare name);
// not a name that is also a frequent word ("grace", "will", "rose", or "age" of a field "Age"
// taken for a name), nor a class name that is also a word ("gay", "stone"; see
// names.IsLowerWord). Sanitizing marks such mentions, and restoring takes a lower-case word
// of a pseudonym for its echo, by this one rule.
func LowerMention(low string) bool {
	if utf8.RuneCountInString(low) < 3 || names.IsLowerWord(low) {
		return false
	}
	if _, _, ok := names.Default().Class(low); ok {
		return true
	}
	return !frequentWord(low)
}

// wordStart reports whether no letter, digit or _ is just before s; wordEnd, just at e.
func wordStart(text []byte, s int) bool {
	r, _ := utf8.DecodeLastRune(text[:s])
	return s == 0 || !inWord(r)
}

func wordEnd(text []byte, e int) bool {
	r, _ := utf8.DecodeRune(text[e:])
	return e == len(text) || !inWord(r)
}

func inWord(r rune) bool { return r == '_' || isWordRune(r) }

// insertFree adds to the sorted, disjoint spans each of the sorted, disjoint added spans that
// overlaps none of them, or that covers only spans of its own type: a name found whole
// elsewhere ("Nilüfer Demirci" in a letter's signature) takes the place of the part of it
// found here ("Demirci" of the letter's head), which would leave "Nilüfer" in clear beside it.
func insertFree(spans, added []Span) []Span {
	out := make([]Span, 0, len(spans)+len(added))
	i := 0
	for _, n := range added {
		for i < len(spans) && spans[i].End <= n.Start {
			out = append(out, spans[i])
			i++
		}
		k := i // spans[i:k] overlap n
		for k < len(spans) && spans[k].Start < n.End {
			k++
		}
		if k > i && !covers(n, spans[i:k]) {
			continue
		}
		out = append(out, n)
		i = k
	}
	return append(out, spans[i:]...)
}

// covers reports whether each of parts is inside n and of its type.
func covers(n Span, parts []Span) bool {
	for _, p := range parts {
		if p.Type != n.Type || p.Start < n.Start || p.End > n.End {
			return false
		}
	}
	return true
}

// maxSeenNames bounds the names (and, apart, the format values) a stream remembers.
const maxSeenNames = 1024

// MinRepeat is the shortest format value (in characters) whose repeats are marked: a shorter
// one ("1234", "a@b.c") is too likely to be some other number or string.
const MinRepeat = 5

// nameIndex holds the names and format values found so far (in a stream: in all text before
// too, up to maxSeenNames of each) as the strings addMentions looks for, by their first token
// (letters, marks and digits) in lower case, the longer first, so that a whole name wins over
// its words.
type nameIndex struct {
	byFirst map[string][]needle
	have    map[string]bool     // lower case
	vals    map[string]*Type    // format values, as found
	firsts  [utf8.RuneSelf]bool // the ASCII bytes the keys of byFirst start with
	names   int
	values  int
}

type needle struct {
	name string // as found; compared case-insensitively unless exact
	t    *Type
	word bool // one word: held to the rules of a word alone
	// exact: the shape of format values (an SSN, a phone number...) with this first token,
	// found again only as written (in vals): the length of name, and lead, the bytes before
	// the first token ("+1 555..." is looked up by "1"). One needle per shape, not per value,
	// so that a thousand phone numbers starting "555" cost one lookup, not a thousand.
	exact bool
	lead  int
	// known: given, not found (Names); written exactly as name, it is a mention even where
	// a found name's would not be (inside a proper noun, with inner capitals as a
	// pseudonym of "zYA" has: "bonZEGU").
	known bool
}

// clone returns a copy of x that can be added to without changing x.
func (x *nameIndex) clone() nameIndex {
	c := *x
	if x.byFirst == nil {
		return c // empty: add makes its maps together
	}
	c.byFirst = make(map[string][]needle, len(x.byFirst))
	for k, ns := range x.byFirst {
		c.byFirst[k] = slices.Clip(ns) // addNeedle's Insert then copies, not writes into x's
	}
	c.have = maps.Clone(x.have)
	c.vals = maps.Clone(x.vals)
	return c
}

// addValue adds a value of a format type: its repeats without the context that found it
// ("SSN: 372614918 ... please verify 372614918") are the same value. Value types (an age, an
// amount) are left out by the caller: a repeated "42" is not necessarily an age.
func (x *nameIndex) addValue(v []byte, t *Type) {
	if x.values >= maxSeenNames || x.vals[string(v)] != nil || utf8.RuneCount(v) < MinRepeat {
		return
	}
	lead := 0
	for lead < len(v) && len(firstToken(v[lead:])) == 0 {
		_, size := utf8.DecodeRune(v[lead:])
		lead += size
	}
	if lead == len(v) {
		return
	}
	if x.byFirst == nil {
		x.byFirst, x.have = map[string][]needle{}, map[string]bool{}
	}
	if x.vals == nil {
		x.vals = map[string]*Type{}
	}
	name := string(v)
	x.vals[name] = t
	x.values++
	first := string(appendLower(nil, firstToken(v[lead:])))
	ns := x.byFirst[first]
	for _, n := range ns {
		if n.exact && n.lead == lead && len(n.name) == len(name) {
			return // the shape is looked for already
		}
	}
	x.addFirst(first)
	i := sort.Search(len(ns), func(i int) bool { return len(ns[i].name) < len(name) })
	x.byFirst[first] = slices.Insert(ns, i, needle{name: name, exact: true, lead: lead})
}

// add adds a name and each word of it that the name codec encrypts (not a function word).
//
// known says the name is not found in the text but given (see Names): its mentions written
// exactly as it is are mentions wherever they stand.
func (x *nameIndex) add(name string, t *Type, known bool) {
	if x.names >= maxSeenNames || names.LowerIn(x.have, name) {
		return
	}
	if x.byFirst == nil {
		x.byFirst, x.have = map[string][]needle{}, map[string]bool{}
	}
	x.names++
	toks := names.Tokens(name)
	words := 0
	for _, tk := range toks {
		if tk.Word {
			words++
		}
	}
	x.addNeedle(needle{name: name, t: t, word: words == 1, known: known})
	// The short parts of a handle are no names ("rh" of "marion_rh", "m" of "jess_m"): "RH"
	// elsewhere is an acronym.
	handle := strings.ContainsAny(name, "_.") && !strings.ContainsAny(name, " ,")
	for _, tk := range toks {
		if tk.Word && !tk.Keep && !names.IsFunctionWord(tk.Text) && !articles[strings.ToLower(tk.Text)] &&
			!(handle && utf8.RuneCountInString(tk.Text) < 3) {
			x.addNeedle(needle{name: tk.Text, t: t, word: true, known: known})
		}
	}
	// The given names of "LAST, First Second" together ("duc anh" of "Nguyen, Duc Anh"), and a
	// hyphenated word whole ("hye-jin" of "Park, Hye-jin"): found word by word, a mention of
	// them would be two names, each encrypted alone.
	if last, given, ok := strings.Cut(name, ", "); ok && last != "" && strings.Count(given, " ") > 0 {
		x.addNeedle(needle{name: given, t: t, known: known})
	}
	for _, w := range strings.Fields(name) {
		w = strings.TrimRight(w, ",")
		if strings.Count(w, "-") == 1 && !strings.HasPrefix(w, "-") && !strings.HasSuffix(w, "-") {
			x.addNeedle(needle{name: w, t: t, word: true, known: known})
		}
	}
}

// articles are the Spanish, Italian and Portuguese articles that the function words (English,
// German, French) leave out: a name taken with one ("El Villarreal") must not make every "El"
// of the text a mention.
var articles = setOf(`el|los|las|un|una|unos|unas|il|gli|lo|os|as|um|uma`, "|")

func (x *nameIndex) addNeedle(n needle) {
	k := strings.ToLower(n.name)
	if x.have[k] {
		return
	}
	x.have[k] = true
	first := string(firstWord([]byte(k)))
	x.addFirst(first)
	ns := x.byFirst[first]
	i := sort.Search(len(ns), func(i int) bool { return len(ns[i].name) < len(n.name) })
	x.byFirst[first] = slices.Insert(ns, i, n)
}

// addFirst notes the first byte of a key of byFirst, so that addMentions looks up only the
// tokens that may match. A key starting with a non-ASCII letter is looked up always: its
// upper case may start with another byte.
func (x *nameIndex) addFirst(key string) {
	if key != "" && key[0] < utf8.RuneSelf {
		x.firsts[key[0]] = true
	}
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// germanAround reports whether the line around s is German, or, when its few words do not
// tell ("Merkels Sprecher schwieg."), the text within 600 bytes of s.
func germanAround(text []byte, s int) bool {
	switch names.LanguageOf(lineAround(text, s)) {
	case names.German:
		return true
	case names.Unknown, names.Other, names.French:
		return names.LanguageOf(text[max(s-600, 0):min(s+600, len(text))]) == names.German
	}
	return false
}

// prepositionBefore reports whether the word before s, one space away, is a German
// preposition or conjunction that opens a sentence before a genitive ("In Papens
// Vizekanzlei", "Nach Merkels Rede"), which inProperNoun would take for part of a name.
func prepositionBefore(text []byte, s int) bool {
	w := strings.ToLower(string(spacedWordBefore(text, s)))
	return genitivePrepositions[w] || germanOpeners[w]
}

// spacedWordBefore returns the run of bytes up to a space or a line break that ends one space
// before s, or nil when no space comes right before s.
func spacedWordBefore(text []byte, s int) []byte {
	if s < 2 || text[s-1] != ' ' {
		return nil
	}
	i := s - 1
	for i > 0 && text[i-1] != ' ' && text[i-1] != '\n' {
		i--
	}
	return text[i : s-1]
}

// lineAround returns the line of text around position s, at most 4 KB of it.
func lineAround(text []byte, s int) []byte {
	ls := bytes.LastIndexByte(text[max(s-4096, 0):s], '\n') + 1 + max(s-4096, 0)
	le := bytes.IndexByte(text[s:min(s+4096, len(text))], '\n')
	if le < 0 {
		le = min(s+4096, len(text))
	} else {
		le += s
	}
	return text[ls:le]
}
