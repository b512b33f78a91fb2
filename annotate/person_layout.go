package annotate

import (
	"bytes"
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
	"github.com/preempt-dev/preempt/internal/ner"
)

// layoutNames returns the names that the layout of the text marks, whatever their case and
// whether or not a list knows them: the name fields of HL7 segments (PID-5 `LAST^FIRST^MIDDLE`,
// NK1-2, the doctors of PV1), the cells of a name column of a CSV or markdown table, the value
// of a name key (JSON, YAML, SQL, .env, "Patient: LAST, First"), the columns of an SQL INSERT,
// the "LAST, First" addressees of e-mail headers ("To: Belden, Tim; Allen, Phillip K."), and
// the speakers of a chat with their lower-case mentions ("tell abena"). The layout is the
// same in the ciphertext, so an encrypted name is found in place.
func (d *personDetector) layoutNames() [][2]int {
	text := d.text
	var out [][2]int
	var tab tableState
	var aligned alignedTable
	chat, chatLines := d.chatSpeakers()
	rows := thousandsAligned(text) // a table's rows, their cells lined up with its header's
	var insert insertColumns       // the columns of an INSERT whose rows go on below it
	for ls := 0; ls < len(text); {
		le := ls + len(d.lineAt(ls))
		line := text[ls:le]
		switch {
		case hl7Segment(line):
			out = hl7Names(out, line, ls)
		case bytes.IndexByte(line, '^') >= 0:
			out = d.caretNames(out, line, ls)
		case bytes.Contains(line, []byte("INSERT INTO")) || bytes.Contains(line, []byte("insert into")):
			out, insert = d.insertNames(out, line, ls)
		case insert.any() && bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte("(")):
			out = d.rowNames(out, line, ls, 0, insert) // a row of the INSERT above
		case insert.any() && bytes.EqualFold(bytes.TrimSpace(line), []byte("values")):
			// The VALUES keyword on a line of its own, the rows below it.
		default:
			insert = insertColumns{}
		}
		d.cities = usCity(d.cities, line, ls)
		d.placeValues = hl7Places(d.placeValues, line, ls)
		out = tab.line(d, out, rows[ls:le], ls)
		out = aligned.line(d, out, line, ls)
		out = d.headerNames(out, line, ls)
		out = d.quotedNames(out, line, ls)
		out = d.addressNames(out, line, ls)
		out = d.quotedLastFirst(out, line, ls)
		out = d.alignedLastFirst(out, line, ls)
		out = d.addresseeName(out, line, ls)
		out = d.capitalsName(out, line, ls)
		out = d.recordNames(out, line, ls)
		if bytes.IndexByte(line, ':') >= 0 || bytes.IndexByte(line, '=') >= 0 || bytes.Contains(line, []byte(fullwidthColon)) {
			out = d.keyValueNames(out, line, ls)
			out = d.quoteSpeaker(out, line, ls)
		}
		if bytes.Count(line, []byte(", ")) >= 2 {
			out = d.numberedRoster(out, line, ls)
		}
		if bytes.IndexByte(line, '/') >= 0 {
			out = d.motionNames(out, line, ls)
			if bytes.IndexByte(line, '@') >= 0 {
				out = d.lotusNames(out, line, ls)
			}
		}
		if bytes.IndexAny(line, ".-_") >= 0 {
			out = d.handleNames(out, line, ls)
		}
		if bytes.IndexAny(line, ".-_@") >= 0 {
			out = d.userHandles(out, line, ls)
		}
		out = d.fixedWidthNames(out, line, ls)
		ls = le + 1
	}
	for _, l := range chatLines {
		out = d.chatNames(out, chat, l[0], l[1])
	}
	if d.slackChat && len(chatLines) > 0 {
		// Slack and Teams copied as text put a message on the lines after its speaker's: they
		// mention the speakers as the speakers' lines do ("tunde are you on call?").
		next := 0
		for ls := chatLines[0][1] + 1; ls < len(text); {
			le := ls + len(d.lineAt(ls))
			for next < len(chatLines) && chatLines[next][0] < ls {
				next++
			}
			if next == len(chatLines) || chatLines[next][0] != ls {
				out = d.chatNames(out, chat, ls, le)
			}
			ls = le + 1
		}
	}
	if len(chatLines) == 0 && d.casual() {
		out = d.casualNames(out)
	}
	if len(chat) == 0 || d.slackChat {
		out = d.cuedLowerNames(out) // in Slack's chats the messages are on the lines after the speaker's
	}
	out = d.titledLowerNames(out)
	out = d.introducedLowerNames(out)
	out = d.mentionedLowerNames(out, len(chatLines) > 0 || d.slackChat)
	out = d.agedLowerNames(out)
	out = d.agedListNames(out)
	return d.lowerMentions(d.titledCapitals(d.genericNames(d.honorificNames(d.calendarNames(d.atDisplayNames(d.ldapNames(d.koreanNames(d.cjkNames(out)))))))))
}

// titledCapitals adds the names in capitals after a title in capitals, as bookings, manifests
// and rooming lists write them: "MS CHAIYAPORN SIRIPORN / MS SRISUK KANOKWAN – Deluxe Twin",
// "MR RATTANAKUL THANAWAT – Deluxe King". One to three words of capitals, each listed or no
// frequent word of general text ("MR CLEAN" is none), from the title to a dash, a
// slash, a comma, a parenthesis, a tab, two spaces or the line's end; and only where the text
// has two such names or more, a list of them.
func (d *personDetector) titledCapitals(out [][2]int) [][2]int {
	text := d.text
	var found [][2]int
	for _, t := range []string{"MR ", "MRS ", "MS ", "MISS ", "MSTR ", "MR. ", "MRS. ", "MS. "} {
		for k := range positions(text, t) {
			if k > 0 && !strings.ContainsRune(" \t\n/(", rune(text[k-1])) {
				continue // "HMR ", "SMS "
			}
			s, e, words := k+len(t), k+len(t), 0
			for words < 3 {
				we := e
				for we < len(text) && (isUpperASCII(text[we]) || text[we] == '-' || text[we] == '\'') {
					we++
				}
				if we-e < 2 || we < len(text) && isNameLetterByte(text[we]) {
					break
				}
				low := strings.ToLower(string(text[e:we]))
				if lw := d.tagger().Lookup(low); frequentWord(low) && !(lw.Given || lw.Surname) || stopWords[low] {
					break
				}
				e, words = we, words+1
				if e+1 < len(text) && text[e] == ' ' && isUpperASCII(text[e+1]) {
					e++
					continue
				}
				break
			}
			if words == 0 {
				continue
			}
			for e > s && text[e-1] == ' ' {
				e--
			}
			if rest := text[e:]; len(rest) > 0 && !(rest[0] == '\n' || rest[0] == '\t' || rest[0] == ',' || rest[0] == '(' ||
				bytes.HasPrefix(rest, []byte("  ")) || bytes.HasPrefix(rest, []byte(" (")) || dashAt(text, e)) {
				continue
			}
			found = append(found, [2]int{s, e})
		}
	}
	if len(found) < 2 {
		return out
	}
	return append(out, found...)
}

// genericNames adds every word shaped as the name codec's ciphertext of a word with letters
// outside its alphabet (names.IsGenericPseudo: "Rocineremagozajeks" for "Tuấn"), in any case
// and wherever it stands. Only a name the detectors found is encrypted so, and the rules that
// found it may not take a word of 42 letters, nor its lower-case form, which encrypts to
// another word ("Thảo" and "thảo" of a chat): so that the ciphertext holds as many names.
func (d *personDetector) genericNames(out [][2]int) [][2]int {
	text := d.text
	for _, suffix := range []string{names.GenericSuffix, strings.ToUpper(names.GenericSuffix)} {
		for k := range positions(text, suffix) {
			e := k + len(suffix)
			s := k
			for s > 0 && isASCIILetter(text[s-1]) {
				s--
			}
			if wordStart(text, s) && wordEnd(text, e) && names.IsGenericPseudo(string(text[s:e])) {
				out = append(out, [2]int{s, e})
			}
		}
	}
	return out
}

// honorificNames adds the names before a Japanese honorific: "Sato-san", "Tanaka-kun",
// "Yuki-chan", "Mori-sensei" (the suffix is no part of the name, as a title is not). The name
// is one capitalised word, glued to the suffix by its hyphen.
func (d *personDetector) honorificNames(out [][2]int) [][2]int {
	text := d.text
	for _, suf := range japaneseHonorifics {
		for k := range positions(text, suf) {
			if e := k + len(suf); e < len(text) && isNameLetterByte(text[e]) {
				continue // "-sandbox", "-kunst"
			}
			s := k
			for s > 0 && isNameLetterByte(text[s-1]) {
				s--
			}
			if s == k || s > 0 && (text[s-1] == '-' || text[s-1] == '_' || text[s-1] == '/' || text[s-1] == '.') {
				continue // "dev-san", "x-y-san", a path
			}
			if w := text[s:k]; d.capitalAt(s) && bytes.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 && encryptable(string(w)) {
				out = append(out, [2]int{s, k})
			}
		}
	}
	return out
}

// japaneseHonorifics follow a name with a hyphen in Japanese settings written in English.
var japaneseHonorifics = []string{"-san", "-kun", "-chan", "-sama", "-sensei", "-senpai"}

// titledLowerNames adds the names written in lower case after a title written so, as a
// complaint typed in a hurry writes them: "mme lucia ferreira santos", "mr patrick vidal",
// "mme hadjadj", "hi mr okafor": up to three words, each a listed given name or surname, or
// first a word general text rarely uses; after the first, not one of the most frequent words
// ("mr smith said"), nor a rare one ("mr patrick vidal agé de 60 ans"). Not after a number
// ("200 ms okafor").
func (d *personDetector) titledLowerNames(out [][2]int) [][2]int {
	text := d.text
	for t := range lowerTitles {
		for k := range positions(text, t) {
			if k > 0 && text[k-1] != ' ' && text[k-1] != '\n' && text[k-1] != '(' || k > 1 && isDigit(text[k-2]) {
				continue
			}
			at := k + len(t)
			if at < len(text) && text[at] == '.' {
				at++
			}
			if at >= len(text) || text[at] != ' ' {
				continue
			}
			s, e := at+1, at+1
			for n := 0; n < 3 && e < len(text); n++ { // e passes the end after a name that ends the text
				w, we := wordAt(text, e)
				if w == "" || !unicode.IsLower([]rune(w)[0]) || !wordEnd(text, we) || !encryptable(w) || stopWords[w] ||
					names.IsFunctionWord(w) || pronouns[w] {
					break
				}
				if lw := d.tagger().Lookup(w); !(lw.Given || lw.Surname) && !(n == 0 && utf8.RuneCountInString(w) >= 3 && rareWord(w)) ||
					n > 0 && names.Frequent(names.WordBandEnDeFr(w)) {
					break // "mr smith said"
				}
				e = we + 1
			}
			if e-1 > s {
				out = append(out, [2]int{s, e - 1})
			}
		}
	}
	return out
}

// lowerTitles are the titles titledLowerNames reads, in lower case: the forms of address that
// stand before a surname, as written in lower case too (addressForms), and a doctor's
// ("pediatrician dr. huang"; "dr." of a street is no title before a name of the lists).
var lowerTitles = setOf(addressForms+`|dr`, "|")

// addressForms are forms of address before a surname in English, German, French and Spanish
// that lower-case text writes as well; honorifics adds those written capitalised only.
const addressForms = `mme|mlle|mr|mrs|ms|herr|frau|sra|srta|señora|señor|monsieur|madame`

// cuedLowerNames adds the lower-case given names right after a word that addresses or names a
// person, outside a chat too: "tell abena to call me", "cc kofi", "thanks siobhan". As in a
// chat (chatNames), only a listed given name that is not also a common or function word counts
// ("tell will" is left alone).
func (d *personDetector) cuedLowerNames(out [][2]int) [][2]int {
	text := d.text
	for k := 0; ; {
		cs, j := nextLowerCue(text, k)
		if j < 0 {
			break
		}
		k = j
		cue := bytes.ToLower(text[cs:j])
		at := j + 1
		w, e := wordAt(text, at)
		if lowerCueFiller(w, string(cue)) && e < len(text) && text[e] == ' ' {
			at = e + 1
			w, e = wordAt(text, at)
		}
		// The name, and the names joined to it: "told tunde and ama", "ping kofi & yaw". After a
		// weak cue, not a word of general text that a list of names has too ("my dad has",
		// "so-called true"); after one that stands before any word, a usual given name.
		weak, anyWord := weakLowerCue(cue), anyWordCue(cue)
		if weak && cs > 0 && text[cs-1] == '-' {
			continue // "so-called"
		}
		paired := string(cue) == "and" // "me and jess", not "her and said"
		takes := func(w string) bool {
			low := strings.ToLower(w)
			return (!weak || d.chatGiven(low)) && (!anyWord || d.usualGiven(low)) && (!paired || names.WordBand(low) != names.BandTop1k)
		}
		for d.lowerName(w, e) && takes(w) {
			e = d.lowerSurnameAfter(e)
			out = append(out, [2]int{at, e})
			k = e
			n := joinerLen(text[e:])
			if n == 0 {
				break
			}
			at = e + n
			w, e = wordAt(text, at)
		}
	}
	return out
}

// nameIntroductions are the phrases, in lower case with the space after them, before which
// writers give their own name; after those of "call me" only a listed given name counts ("call
// me back"), after the others a word of no text too (rare).
var nameIntroductions = []struct {
	phrase string
	rare   bool
}{
	{"my name is ", true}, {"my name's ", true}, {"mein name ist ", true}, {"ich heiße ", true}, {"ich heisse ", true},
	{"je m'appelle ", true}, {"je m’appelle ", true}, {"mon nom est ", true}, {"me llamo ", true}, {"mi nombre es ", true},
	{"call me ", false}, {"nennt mich ", false}, {"appelez-moi ", false}, {"llámame ", false},
}

// introducesName reports whether text, in lower-case ASCII, has a phrase of nameIntroductions.
func introducesName(text []byte) bool {
	for _, in := range nameIntroductions {
		if bytes.Contains(text, []byte(in.phrase)) {
			return true
		}
	}
	return false
}

// introducedLowerNames adds the lower-case names that writers give as their own, in any text
// ("hi, my name is priya and…", "my name is john smith", "je m'appelle océane"): a listed given
// name or what the codec makes of one (lowerName), or a word that general text does not use
// ("krithika"), and a surname after it. A capitalised name there is cueName's.
func (d *personDetector) introducedLowerNames(out [][2]int) [][2]int {
	low := d.lowerOf(0, len(d.text))
	for _, in := range nameIntroductions {
		for k := 0; ; {
			i := strings.Index(low[k:], in.phrase)
			if i < 0 {
				break
			}
			at := k + i + len(in.phrase)
			k = at
			if !wordStart(d.text, at-len(in.phrase)) {
				continue // "enemy name is"
			}
			w, e := d.wordAt(at)
			if !d.introducedWord(w, e, in.rare) {
				continue
			}
			if e < len(d.text) && d.text[e] == ' ' {
				if w2, e2 := d.wordAt(e + 1); d.introducedSurname(w2, e2) || in.rare && d.introducedWord(w2, e2, true) && !d.lowerName(w2, e2) {
					e = e2 // "john smith"; "ali askar", a second word of no text
				}
			}
			out = append(out, [2]int{at, e})
			k = e
		}
	}
	return out
}

// introducedSurname reports whether w, a word ending at e after an introduced given name, is
// a listed surname in lower case that is none of the thousand most frequent words ("smith",
// not "and" or "but").
func (d *personDetector) introducedSurname(w string, e int) bool {
	return len(w) >= 2 && w == strings.ToLower(w) && wordEnd(d.text, e) && d.tagger().Lookup(w).Surname &&
		names.WordBand(w) != names.BandTop1k && !names.IsFunctionWord(w) && !stopWords[w] && encryptable(w)
}

// introducedWord reports whether w, a word ending at e after a phrase that introduces a name,
// is a lower-case name: lowerName's, or when rare is set a word of three letters or more that
// general text does not use.
func (d *personDetector) introducedWord(w string, e int, rare bool) bool {
	if w == "" || !wordEnd(d.text, e) || w != strings.ToLower(w) || !encryptable(w) {
		return false
	}
	if d.lowerName(w, e) {
		return true
	}
	return rare && utf8.RuneCountInString(w) >= 3 && !lexiconWord(w) && !stopWords[w] && !names.IsFunctionWord(w)
}

// lowerSurnameAfter returns the end of a listed surname (or a word the lists of other names
// hold) in lower case one space after a lower-case given name that ends at e ("their manager
// mick doherty", "with gordon mcintyre"), or e.
func (d *personDetector) lowerSurnameAfter(e int) int {
	if e+1 >= len(d.text) || d.text[e] != ' ' {
		return e
	}
	w, e2 := wordAt(d.text, e+1)
	low := strings.ToLower(w)
	if w == "" || w != low || utf8.RuneCountInString(w) < 3 || !wordEnd(d.text, e2) || frequentWord(low) || names.IsCommonWord(low) || names.IsFunctionWord(low) {
		return e
	}
	// A pseudo name is what the codec makes of a surname on no list of its ("holloway"), so
	// that the ciphertext is found as the name is.
	if lw := d.tagger().Lookup(low); lw.Surname || d.db.IsOtherName(low) || lw.Pseudo && longPseudo(low) && !lexiconWord(low) {
		return e2
	}
	return e
}

// mentionedLowerNames adds the lower-case given names mentioned after an @ on a chat's line
// ("[21:05] frostbyte: @tomasz you still tanking?"; in a post a handle is more often another
// word: "@lululemon") and the speakers of a verb of saying ("sven says the sandbox is down"): a
// listed given name that is no common word, or the pseudo name that the codec makes of one.
func (d *personDetector) mentionedLowerNames(out [][2]int, chat bool) [][2]int {
	given := func(w string, e int) bool {
		if len(w) < 3 || !d.lowerName(w, e) {
			return false
		}
		lw := d.tagger().Lookup(strings.ToLower(w))
		return lw.Given || lw.Pseudo
	}
	text := d.text
	for k := range positions(text, "@") {
		ls, le := d.lineBounds(k)
		if sp, _ := speakerOf(d.text[ls:le]); sp == "" && !chat {
			continue // not a chat's line
		}
		if w, e := wordAt(text, k+1); (k == 0 || text[k-1] == ' ' || text[k-1] == '\n') && given(w, e) && (e == len(text) || text[e] != '@' && text[e] != '.') {
			out = append(out, [2]int{k + 1, e})
		}
	}
	for _, v := range lowerSpeechVerbs {
		for k := range positions(text, v) {
			if w, s := wordEndingAt(text, k); w != "" && given(w, k) {
				out = append(out, [2]int{s, k})
			}
		}
	}
	return out
}

// lowerMentions adds the other mentions, in lower case, of a lower-case name found by the
// passes above ("could you or auntie shabana help", then "yeah shabana does sundays"): one
// word of three letters or more that is none of the 20,000 most frequent words of general
// text; not inside a handle, an address or a path.
func (d *personDetector) lowerMentions(out [][2]int) [][2]int {
	var words []string // in the order found, so that the spans come out the same on every run
	for _, sp := range out {
		w := d.text[sp[0]:sp[1]]
		if len(w) < 3 || !lowerWord(w) {
			continue
		}
		low := string(w)
		if commonWord(low) {
			continue
		}
		if !slices.Contains(words, low) {
			words = append(words, low)
		}
	}
	n := len(out)
	for _, w := range words {
		for k := range positions(d.text, w) {
			e := k + len(w)
			if k > 0 && (isNameLetterByte(d.text[k-1]) || strings.IndexByte("@._/-", d.text[k-1]) >= 0) ||
				e < len(d.text) && isNameLetterByte(d.text[e]) || handleGoesOn(d.text, e) {
				continue
			}
			if !slices.ContainsFunc(out[:n], func(sp [2]int) bool { return sp[0] <= k && e <= sp[1] }) {
				out = append(out, [2]int{k, e})
			}
		}
	}
	return out
}

// agedLowerNames adds the lower-case given names with an age in parentheses after them, as a
// note to a sitter or a parent lists children ("kids: mo (7) and layla (4)"): a given name
// many people bear (usualGiven), or a word of the codec's classes that is no English word
// ("juliette", what the codec may make of "layla"), of three letters or more; and one
// capitalised word before such an age or one with its unit ("Zoé (8 ans le 12 avril)", "Ngozi
// (7)") that is a pseudo name, what the codec makes of a given name on none of its classes, so
// that the ciphertext of a name found there is found too.
func (d *personDetector) agedLowerNames(out [][2]int) [][2]int {
	text := d.text
	for k := range positions(text, " (") {
		in := text[k+2:]
		n := twoDigits(in)
		if n == 0 || len(in) == n {
			continue
		}
		w, s := wordEndingAt(text, k)
		low := strings.ToLower(w)
		switch {
		case in[n] == ')' && len(w) >= 3 && d.lowerName(w, k) && (d.usualGiven(low) || d.classWord(low) && !names.IsLowerWord(low)):
		case (in[n] == ')' || ageUnitAfter(in[n:])) && startsUpper([]byte(w)) && utf8.RuneCountInString(w) >= 4 && d.tagger().Lookup(low).Pseudo &&
			!lexiconWord(low):
		case in[n] == ')' && startsUpper([]byte(w)) && utf8.RuneCountInString(w) >= 3 && strings.ToUpper(w) != w && d.listedGivenOnly(low) &&
			(!isNameLetterByte(lastNonSpace(text[:s])) || d.afterLowerWord(s)):
			// "our Kofi (3)", "Anders (14) coming": a given name of the lists and no place, first, after
			// punctuation or after a word in lower case (not "Windows Server (19)").
		default:
			continue
		}
		out = append(out, [2]int{s, k})
	}
	return out
}

// lastNonSpace returns the last byte of b that is no space, 0 if there is none.
func lastNonSpace(b []byte) byte {
	b = bytes.TrimRight(b, " ")
	if len(b) == 0 {
		return 0
	}
	return b[len(b)-1]
}

// listedGivenOnly reports whether a lower-case word is a listed given name that general text
// does not use and no place names.
func (d *personDetector) listedGivenOnly(low string) bool {
	w := d.tagger().Lookup(low)
	return w.Given && !w.Common && !names.IsPlace(low)
}

// ageUnitAfter reports whether b, after the number of an age in parentheses, starts with a
// word for years and then ")", "," or a space: " ans", " años", " Jahre", " years", " yrs".
func ageUnitAfter(b []byte) bool {
	for _, u := range []string{" ans", " años", " Jahre", " years", " yrs", " y/o"} {
		if rest, ok := bytes.CutPrefix(b, []byte(u)); ok && (len(rest) == 0 || rest[0] == ')' || rest[0] == ',' || rest[0] == ' ') {
			return true
		}
	}
	return false
}

// ageListBefore is ageListLine(d.text, s) for s at the start of a word: whether a word of
// ageListWords ends on s's line before s. The line's first such word is found once per line:
// a list may be a line of thousands of names and ages.
func (d *personDetector) ageListBefore(s int) bool {
	if r, _ := utf8.DecodeLastRune(d.text[:s]); unicode.IsLetter(r) {
		return ageListLine(d.text, s) // inside a word: its start is part of the line before s
	}
	ls, le := d.lineBounds(s)
	end := d.ageList.get(ls, le, func() int { return firstWordEnd(d.text[:le], ls, ageListWords) })
	return end >= 0 && end <= s
}

// agedListNames adds the capitalised word right before an age on a line that lists people and
// their ages (ageListLine): "our boys Kofi 7, Kwame 5", "Censo de 1940: Eduardo Sotomayor 45,
// Manuela Quispe 38". The word is a given name of the lists that general text does not use,
// or (not in German, whose nouns are capitalised) a word general text never uses; the age
// after it apposedAge then reads as one.
func (d *personDetector) agedListNames(out [][2]int) [][2]int {
	text := d.text
	t := d.tagger()
	for k := range positions(text, " ") {
		rest := text[k+1:]
		n := twoDigits(rest)
		if n == 0 || len(rest) > n && strings.IndexByte(",.;)\n", rest[n]) < 0 && !bytes.HasPrefix(rest[n:], []byte(" and ")) {
			continue
		}
		w, s := wordEndingAt(text, k)
		if !startsUpper([]byte(w)) || utf8.RuneCountInString(w) < 3 || !encryptable(w) || !d.ageListBefore(s) {
			continue
		}
		low := strings.ToLower(w)
		if stopWords[low] || names.IsFunctionWord(low) || monthWord(low) {
			continue
		}
		if lw := t.Lookup(low); lw.Given && !lw.Common || !lw.Common && !lexiconWord(low) && !d.german(s) {
			out = append(out, [2]int{s, k})
		}
	}
	return out
}

// wordEndingAt returns the word that ends right at k, a whole word of name letters, and where
// it starts; "" when none does ("mo" of "mo (7)", of "sven says").
func wordEndingAt(text []byte, k int) (string, int) {
	s := k
	for s > 0 && isNameLetterByte(text[s-1]) {
		s--
	}
	if w, e := wordAt(text, s); e == k && wordStart(text, s) {
		return w, s
	}
	return "", s
}

// lowerSpeechVerbs follow a speaker in lower-case chat, with the space before them.
var lowerSpeechVerbs = []string{" says ", " said ", " sagt ", " meint ", " dit ", " dice ", " dijo "}

// nextLowerCue returns the start and the end of the first cue of a lower-case name (lowerCue)
// that starts at or after from, where a space follows it; -1s if there is none. One pass over
// the words: the cues are short ASCII words.
func nextLowerCue(text []byte, from int) (start, end int) {
	for k := from; k < len(text); k++ {
		if !isASCIILetter(text[k]) || !wordStart(text, k) {
			continue
		}
		j := k + 1
		for j < len(text) && isASCIILetter(text[j]) {
			j++
		}
		if j < len(text) && text[j] == ' ' && (lowerCue(text[k:j]) || pairedAnd(text, k, j)) {
			return k, j
		}
		k = j
	}
	return -1, -1
}

// lowerName reports whether w, a word ending at e, is a lower-case given name after a cue.
func (d *personDetector) lowerName(w string, e int) bool {
	if w == "" || !wordEnd(d.text, e) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w)
	low := strings.ToLower(w)
	if !unicode.IsLower(r) || stopWords[low] || names.IsFunctionWord(low) || names.IsParticle(low) || pronouns[low] || addressTerms[low] ||
		chatKin[low] || articleBefore(d.text, e-len(w)) {
		return false
	}
	// A word of the name codec's classes is what the codec makes of one (a surname of a class
	// may become "santini" for "julien"), and a pseudo name what it makes of an unlisted given
	// name: so that the ciphertext is found again.
	lw := d.tagger().Lookup(low)
	return (d.classWord(w) && len(low) >= 3 || lw.Given || lw.Pseudo && len(low) >= 5 && !lexiconWord(low)) && !lw.Common && encryptable(w)
}

// ldapNames adds the surname and the given name (two spans: the name codec keeps a comma
// between them, not a backslash) of the "LAST\, First" common names of LDAP and Active
// Directory entries, where the comma of the name is escaped: "dn: CN=Müller\, Jürgen,OU=...",
// "cn: Müller\, Jürgen", and the comment an LDIF export writes above an entry ("# Müller\,
// Jürgen, Users, Munich, ...").
func (d *personDetector) ldapNames(out [][2]int) [][2]int {
	text, next := d.text, 0
	for k := range positions(text, `\, `) {
		if k < next {
			continue
		}
		// The value starts after "CN=" or "# " at the line's start, and ends at the next
		// unescaped comma.
		s := k
		for s > 0 && text[s-1] != '=' && text[s-1] != '\n' && text[s-1] != ',' && k-s < 64 {
			s--
		}
		switch {
		case s >= 3 && strings.EqualFold(string(text[s-3:s]), "cn="):
		case (s == 0 || text[s-1] == '\n') && bytes.HasPrefix(text[s:k], []byte("# ")):
			s += 2
		case (s == 0 || text[s-1] == '\n') && len(text[s:k]) > 4 && strings.EqualFold(string(text[s:s+4]), "cn: "):
			s += 4
		default:
			continue
		}
		e := k + 3
		for e < len(text) && text[e] != ',' && text[e] != '\n' && e-k < 64 {
			e++
		}
		last, rest := text[s:k], text[k+3:e]
		if v := text[s:e]; nameValue(bytes.Replace(v, []byte(`\,`), []byte(","), 1), false) && !d.orgValue(v) &&
			bytes.IndexByte(last, ' ') < 0 && d.listedPair(last, rest) {
			out = append(out, [2]int{s, k}, [2]int{k + 3, e})
		}
		next = e
	}
	return out
}

// calendarProperty reports whether line is an iCalendar or vCard property with parameters
// ("ATTENDEE;CN=…;ROLE=…:mailto:…"), whose semicolons part no cells.
func calendarProperty(line []byte) bool {
	n := propertyNameLen(line)
	return n > 1 && propertyParams(line[n:])
}

// propertyParams reports whether rest opens with the parameters of an iCalendar or vCard
// property: ';', a parameter's name in capitals, '='.
func propertyParams(rest []byte) bool {
	if len(rest) < 3 || rest[0] != ';' {
		return false
	}
	n := 1 + propertyNameLen(rest[1:])
	return n > 1 && n < len(rest) && rest[n] == '='
}

// propertyNameLen returns the length of the name of a property or parameter that starts b:
// capitals and hyphens ("ATTENDEE", "X-WR-CALNAME").
func propertyNameLen(b []byte) int {
	i := 0
	for i < len(b) && (b[i] >= 'A' && b[i] <= 'Z' || b[i] == '-') {
		i++
	}
	return i
}

// calendarNames adds the common names of an iCalendar event's people (RFC 5545):
// "ORGANIZER;CN=Alejandra Ruiz Cabrera:mailto:…", "ATTENDEE;CN=\"Eze, Nkechi\";ROLE=…", the
// value of the CN parameter up to the next parameter or the property's value.
func (d *personDetector) calendarNames(out [][2]int) [][2]int {
	text := d.text
	for k := range positions(text, ";CN=") {
		ls := bytes.LastIndexByte(text[:k], '\n') + 1
		if prop := string(text[ls:k]); !strings.HasPrefix(prop, "ATTENDEE") && !strings.HasPrefix(prop, "ORGANIZER") {
			continue
		}
		s := k + len(";CN=")
		e := s
		for e < len(text) && text[e] != ';' && text[e] != ':' && text[e] != '\n' && text[e] != '\r' && e-s < 80 {
			e++
		}
		if e-s > 2 && text[s] == '"' && text[e-1] == '"' {
			s, e = s+1, e-1
		}
		if v := text[s:e]; nameValue(v, false) && !d.orgValue(v) {
			out = append(out, [2]int{s, e})
		}
	}
	return out
}

// atDisplayNames adds the display names that Jira, Teams and Confluence mention after an @:
// "@Arjun Mehta", "cc @Wei Zhang" (the @ outside): a listed given name (or the codec's pseudo
// name for one), or a listed surname before one, and a capitalised word after it. A handle
// ("@arjun_m") has no space.
func (d *personDetector) atDisplayNames(out [][2]int) [][2]int {
	text, next := d.text, 0
	for k := range positions(text, "@") {
		i := k + 1
		if k < next || k > 0 && isNameLetterByte(text[k-1]) || i >= len(text) || text[i] < 'A' || text[i] > 'Z' {
			continue // an e-mail address, or no capital after the @
		}
		w1, e1 := wordAt(text, i)
		if e1+2 > len(text) || text[e1] != ' ' || text[e1+1] < 'A' || text[e1+1] > 'Z' {
			continue
		}
		w2, e2 := wordAt(text, e1+1)
		low2 := strings.ToLower(w2)
		l1, l2 := d.tagger().Lookup(strings.ToLower(w1)), d.tagger().Lookup(low2)
		if (l1.Given || l1.Pseudo || l1.Surname && l2.Given) && !l2.Common && !stopWords[low2] && encryptable(w1) && encryptable(w2) {
			out = append(out, [2]int{i, e2})
			next = e2
		}
	}
	return out
}

// chatGiven reports whether low, a listed given name written in lower case in a chat line,
// is taken for a name without a cue: one that is no frequent word ("mathis", "jonas",
// "nacho"; not "will", "mark", "trae", "holt"), or a frequent one only because it is a
// frequent name ("anna", "lisa": 20,000 SSA births or more, and on no list of common words).
func (d *personDetector) chatGiven(low string) bool {
	if chatKin[low] || chatWords[low] || names.IsTitle(low) {
		return false
	}
	if !frequentWord(low) {
		return true
	}
	g, ok := d.db.Given(low)
	if f := names.Fold(low); f != low && (!ok || g.Births == 0) {
		g, ok = d.db.Given(f) // the births are counted under "chloe", not "chloé"
	}
	return ok && g.Births >= 20_000 && !names.IsCommonWord(low)
}

// chatWords are words of chats that are given names elsewhere: Italian ones that the
// frequency lists (English, German, French, Spanish) do not rank as frequent ("amore", "dai";
// Spanish ones such as "vale" and "mira" the lists rank), and frequent words that are also
// frequent names ("dale", "luz", "max", "don" of "don't"), which chatGiven would take, and
// chat's "ty" (thank you) and "til" (until), words of chats that a list has as names
// ("gala" of a swimming gala, "conn" of a database connection), and the Hindi words of
// Hinglish chats that are given names elsewhere ("naam Ishita hai", "Rohan ki engagement",
// "kya", "kal").
var chatWords = setOf(`amore|dai|allora|dale|luz|mía|mia|max|don|min|via|nai|ty|til|gala|conn|hai|ki|ka|kya|kal`, "|")

// chatKin are words for a relative or a title of address in chats, before a lower-case name:
// the elders, and the chat's spellings and cousins ("tia", "abue", "tonton", "primo").
var chatKin = setOf(strings.Join(elders, "|")+`|tia|tio|abue|prima|primo|hermana|hermano|mamá|papá|tata|tatie|tonton|
	papy|mémé|pépé|mamie|maman|mami|mutti|vati|mum|mom|dad|mummy|daddy|nan|má|mẹ|bố|chị|ông|bà|bác|dì|cậu|lola|lolo|
	dadi|nani|dada`, "|")

// lowerTitled reports whether w, a lower-case word after a title or a word for a relative in a
// chat ("frau bergmann", "tía pili"), is a name: a word of three letters or more, encryptable,
// on a name list or no frequent word of general text.
func (d *personDetector) lowerTitled(w string, e int) bool {
	low := strings.ToLower(w)
	if !wordEnd(d.text, e) || utf8.RuneCountInString(low) < 3 || stopWords[low] || names.IsFunctionWord(low) ||
		pronouns[low] || !encryptable(w) {
		return false
	}
	lw := d.tagger().Lookup(low)
	b := names.WordBand(low)
	return (lw.Given || lw.Surname || b == names.BandNone || b == names.BandTop50k) && !names.Frequent(b)
}

// joinerLen returns the length of the " and " (und, et, y, or, &, a comma) at the start of rest
// that joins two names, or 0.
func joinerLen(rest []byte) int {
	for _, j := range []string{" and ", " & ", ", ", " und ", " et ", " y ", " or "} {
		if bytes.HasPrefix(rest, []byte(j)) {
			return len(j)
		}
	}
	return 0
}

// lowerCue reports whether w is a word before a lower-case name outside a chat, in lower case
// or capitalised: "tell", "Tell", not "TELL"; and a word for a relative ("son fils diogo").
func lowerCue(w []byte) bool {
	if len(w) < 2 || len(w) > 10 || w[1] < 'a' || w[1] > 'z' {
		return false
	}
	var b [10]byte
	n := copy(b[:], w)
	b[0] |= 0x20 // lower case
	switch string(b[:n]) {
	case "tell", "told", "ask", "asked", "ping", "cc", "thx", "thanks", "ty", "tysm", "hi", "hey", "remind", "frag",
		"sag", "dile", "dis",
		// a relative before the name: "son fils diogo", "my daughter ama" (not "son": French "his")
		"daughter", "fils", "fille", "sohn", "tochter", "hijo", "hija", "wife", "husband", "brother", "sister",
		"bruder", "nephew", "niece", "cousin",
		// a role: "their manager mick"
		"manager", "coach",
		// a lover: "my gf jade", "her boyfriend tom"
		"gf", "bf", "girlfriend", "boyfriend", "fiance", "fiancee":
		return true
	}
	return weakLowerCue(b[:n])
}

// weakLowerCue reports whether w (lower case) is a cue of a lower-case name that comes as often
// before other words: a parent ("his mum abena", "my dad has"), a name given ("a bloke
// called keith", "so-called true"), or "with" and "to", before any word (anyWordCue).
func weakLowerCue(w []byte) bool {
	switch string(w) {
	case "mum", "mom", "dad", "called", "named", "with", "to",
		// a friend ("my friend nadia"; not "my friend group": a chat's given name only,
		// chatGiven)
		"partner", "friend", "bestie", "roommate", "flatmate", "coworker", "colleague":
		return true
	}
	return false
}

// pairedAnd reports whether the word text[k:j] is "and" after a pronoun of a person, which
// pairs that person with a name: "me and jess", "her and ife".
func pairedAnd(text []byte, k, j int) bool {
	if string(text[k:j]) != "and" {
		return false
	}
	for _, p := range []string{"me ", "her ", "him ", "you "} {
		if k >= len(p) && string(text[k-len(p):k]) == p && (k == len(p) || !isNameLetterByte(text[k-len(p)-1])) {
			return true
		}
	}
	return false
}

// anyWordCue reports whether w (lower case) is a cue of a lower-case name that stands before
// any word ("escalating to gordon", "switched to oral"), where only usualGiven names count.
func anyWordCue(w []byte) bool { return string(w) == "with" || string(w) == "to" }

// usualGiven reports whether low is a listed given name that many people bear and no common
// word, or one that general text does not use: "gordon", "anjali"; not "oral", "colon",
// "valid" or "legacy", given names of a few, nor "ace", nor a verb on no list ("to rezone").
func (d *personDetector) usualGiven(low string) bool {
	g, ok := d.db.Given(low)
	return ok && (g.Births >= 50_000 && !names.IsCommonWord(low) || !lexiconWord(low))
}

// lowerCueFiller reports whether w may stand between the cue (in lower case) and a lower-case
// name: "frag mal tobias", "dis à julien", "dile a carlos"; "a" only after Spanish "dile", as
// English "a" is an article ("thanks a million", "ask a lawyer"). (Not "demande": "sa demande
// au motif".)
func lowerCueFiller(w, cue string) bool { return w == "mal" || w == "à" || w == "a" && cue == "dile" }

// addressTerms are what a greeting calls someone in lower case instead of a name ("hi mate",
// "thanks hun"), some of which are given names elsewhere (Mate, Love); not "buddy", a word of
// the codec's classes, which a lower-case name's ciphertext may be.
var addressTerms = setOf(`mate|mates|dude|bro|babe|hun|hon|sis|darling|sweetie|love|lads|lad|pal|chief|boss|
	mija|mijo|tío|tía|chica|chico|mec|ma'am|maam|sir`, "|")

// lowerDeterminers stand before a noun or a verb, not before a lower-case name: articles,
// demonstratives and French possessives ("the hub", "ces avis", "la kermesse") and the
// pronouns before a verb ("se cierra", "le dan", "je redirige"). Not words that are also
// others before a name: Spanish "a" ("dile a carlos"), English "that" ("that bogdan broke")
// and "on", French "son" (English "our son vihaan"), English possessives ("my eleni"), nor
// German "der" or "die", which colloquial German puts before a given name.
var lowerDeterminers = setOf(`the|an|this|these|those|every|each|per|vs|vs.|
	le|la|les|l'|l’|un|une|des|du|au|aux|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|sa|ses|notre|votre|
	el|los|las|una|unos|unas|del|al|ese|esa|este|esta|se|lo|je|j|il|ils|
	ein|eine|einen|einem|einer`, "|")

// articleBefore reports whether the word before position s (spaces between) is one of
// lowerDeterminers, in any case.
func articleBefore(text []byte, s int) bool {
	tb := strings.TrimRight(string(text[max(s-16, 0):s]), " ")
	return lowerDeterminers[strings.ToLower(lastToken(tb))]
}

// pronouns are the object pronouns a cue may stand before instead of a name ("demande à lui"),
// and the Spanish possessives and German "alle" a chat's cue stands before ("con mi amigo",
// "Danke allen"), which are also given names elsewhere ("Mi", "Allen").
var pronouns = setOf(`lui|elle|eux|elles|moi|toi|nous|vous|leur|él|ella|ellos|ellas|mí|ti|usted|ihm|ihr|ihn|ihnen|mir|dir|uns|euch|him|her|them|me|us|you|
	mi|mis|tu|tus|su|sus|allen|allem|alle`, "|")

// caretNames adds the components of an HL7 name quoted outside its segment, in capitals and
// joined by carets: "for patient WOJCIK^MAREK (DOB 19780214)", "DOE^JANE^Q". One component
// must be on a name list (a surname first, or a given name), so that "ABC^DEF" is left alone.
func (d *personDetector) caretNames(out [][2]int, line []byte, off int) [][2]int {
	for i := 0; i < len(line); i++ {
		if line[i] != '^' || i == 0 || !isUpperASCII(line[i-1]) {
			continue
		}
		s := i
		for s > 0 && (isUpperASCII(line[s-1]) || line[s-1] == '-' || line[s-1] == '\'') {
			s--
		}
		for !isUpperASCII(line[s]) {
			s++ // a component starts with a letter
		}
		if s > 0 && (isAlnum(line[s-1]) || line[s-1] == '^' || line[s-1] == '|') {
			continue // inside a longer token, or a field of a segment
		}
		var parts [][2]int
		e := s
		for {
			ws := e
			for e < len(line) && (isUpperASCII(line[e]) || e > ws && (line[e] == '-' || line[e] == '\'')) {
				e++
			}
			if e-ws < 2 {
				break
			}
			parts = append(parts, [2]int{ws, e})
			if e >= len(line) || line[e] != '^' || len(parts) == 3 {
				break
			}
			e++
		}
		if len(parts) < 2 || e < len(line) && (isAlnum(line[e]) || line[e] == '^' || line[e] == '|') {
			i = max(i, e)
			continue
		}
		first, second := strings.ToLower(string(line[parts[0][0]:parts[0][1]])), strings.ToLower(string(line[parts[1][0]:parts[1][1]]))
		_, given := d.db.Given(second)
		if given || d.db.IsSurname(first) {
			for _, p := range parts {
				out = append(out, [2]int{off + p[0], off + p[1]})
			}
		}
		i = max(i, e)
	}
	return out
}

// hl7Segment reports whether line is an HL7 v2 segment that holds person names.
func hl7Segment(line []byte) bool {
	switch hl7ID(line) {
	case "PID", "NK1", "PV1", "IN1", "GT1", "ORC", "OBR", "AIP", "ROL", "OBX", "TXA", "PRD", "EVN", "SCH":
		return true
	}
	return false
}

// hl7ID returns the segment id of line ("PID", "MSH") when it is an HL7 v2 segment, or "".
func hl7ID(line []byte) string {
	if len(line) < 5 || line[3] != '|' {
		return ""
	}
	return string(line[:3])
}

// hl7Places appends to places the fields of an HL7 segment (the line, at offset off) that
// name applications, facilities and locations, never a person, where a facility named like
// one ("MERCY") would be taken: MSH-3 to MSH-6, PID-3 (its assigning authority,
// "MRN448120^^^MERCY^MR"), PV1-3 (the assigned location, "ENDO^^^MERCY") and PV1-39; and the
// addresses of the patient, the next of kin and the guarantor (PID-11, NK1-4, GT1-5), whose
// city may be named like a person ("4410 Lindell Blvd^^St. Louis^MO^63108").
func hl7Places(places [][2]int, line []byte, off int) [][2]int {
	var fields []int
	switch hl7ID(line) {
	case "MSH":
		fields = []int{2, 3, 4, 5} // MSH-1 is the separator itself: the field at index 2 is MSH-3
	case "PID":
		fields = []int{3, 11}
	case "NK1":
		fields = []int{4}
	case "GT1":
		fields = []int{5}
	case "PV1":
		fields = []int{3, 39}
	default:
		return places
	}
	i, at := 0, 0
	for f := range bytes.SplitSeq(line, []byte("|")) {
		if slices.Contains(fields, i) {
			places = append(places, [2]int{off + at, off + at + len(f)})
		}
		i++
		at += len(f) + 1
	}
	return places
}

// hl7Names adds the name components of the segment line (at offset off): PID-5 and PID-6
// (family, given, middle), NK1-2, GT1-3, IN1-16 and PRD-2 (the same), and the staff of
// PV1-7/8/9/17, ORC-10/11/12, OBR-16, OBX-16, AIP-3, ROL-4, TXA-5/9/10, EVN-5 and SCH-12/16
// (id, family, given, middle).
func hl7Names(out [][2]int, line []byte, off int) [][2]int {
	seg := string(line[:3])
	field, fs := 0, 0
	for i := 0; i <= len(line); i++ {
		if i < len(line) && line[i] != '|' {
			continue
		}
		first := -1 // the first name component of this field, or none
		switch {
		case seg == "PID" && (field == 5 || field == 6), seg == "NK1" && field == 2,
			seg == "GT1" && field == 3, seg == "IN1" && field == 16, seg == "PRD" && field == 2:
			first = 0
		case seg == "PV1" && (field == 7 || field == 8 || field == 9 || field == 17),
			seg == "ORC" && field >= 10 && field <= 12, seg == "OBR" && field == 16, seg == "OBX" && field == 16,
			seg == "AIP" && field == 3, seg == "ROL" && field == 4, seg == "TXA" && (field == 5 || field == 9 || field == 10),
			seg == "EVN" && field == 5, seg == "SCH" && (field == 12 || field == 16):
			first = 1
		}
		if first >= 0 {
			out = hl7Components(out, line[fs:i], off+fs, first)
		}
		field++
		fs = i + 1
	}
	return out
}

// hl7Components adds components first..first+2 of each repetition of an HL7 name field. Its
// place makes a month a name there ("09921^TRAN^MAI^^^DR"), which the codec encrypts as a word
// of no class, found again in the same place.
func hl7Components(out [][2]int, f []byte, off, first int) [][2]int {
	comp, cs := 0, 0
	for i := 0; i <= len(f); i++ {
		if i < len(f) && f[i] != '^' && f[i] != '~' {
			continue
		}
		v := f[cs:i]
		if comp >= first && comp <= first+2 && (nameValue(v, true) || names.IsMonthOrDay(strings.ToLower(string(v))) && encryptable(string(v))) {
			out = append(out, [2]int{off + cs, off + i})
		}
		comp++
		if i < len(f) && f[i] == '~' {
			comp = 0
		}
		cs = i + 1
	}
	return out
}

// nameValue reports whether v, the whole value of a name field, can be a name: one to four
// words of letters (with hyphens, apostrophes and dots of initials), at most one comma ("LAST,
// First"), no digits. Lower-case values are names only where the layout says so (anyCase):
// in free text a lower-case value of a name key is more often a placeholder ("unknown").
func nameValue(v []byte, anyCase bool) bool {
	if len(v) == 0 || len(v) > 60 {
		return false
	}
	words, commas, parts := 0, 0, 0 // parts: the words that are particles
	inWord, capital, particles := false, false, false
	for i := 0; i < len(v); {
		r, n := utf8.DecodeRune(v[i:])
		switch {
		case isNameLetter(r):
			if !inWord {
				words++
				w, _ := wordAt(v, i)
				particle := names.IsParticle(w) || names.IsInnerParticle(w)
				if particle {
					parts++
				}
				if commas > 0 && jobWords[strings.ToLower(w)] {
					return false // "Marcus Oyelaran-Webb, Operations Manager": a name and a role, not "LAST, First"
				}
				switch {
				case unicode.IsUpper(r):
					// A capitalised first word, or the surname after particles ("von
					// Stetten", "dos Santos Oliveira").
					capital = capital || words == 1 || particles
				case words == 1:
					particles = names.IsParticle(w)
				case !anyCase && !particle:
					return false // "Alert and oriented": every word of a name is capitalised but particles
				}
			}
			inWord = true
		case r == '-' || r == '\'' || r == '’' || r == '.':
			if !inWord && r != '.' {
				return false
			}
			if next, _ := utf8.DecodeRune(v[i+n:]); r == '-' && particles && words == 1 && unicode.IsUpper(next) {
				capital = true // Arabic "al-Khatib": the particle glued to the surname
			}
		case r == ' ':
			inWord = false
		case r == ',':
			commas++
			inWord = false
		default:
			return false
		}
		i += n
	}
	if words == 0 || words-parts > 4 || commas > 1 || !anyCase && !capital {
		return false
	}
	low := strings.ToLower(strings.TrimSpace(string(v)))
	// Not a month or a weekday alone ("last": "Monday"): none is a word of the codec's classes.
	return !placeholder[low] && !(words == 1 && names.IsMonthOrDay(low)) && encryptable(string(v))
}

// jobWords name a job after a name and a comma ("Marcus Oyelaran-Webb, Operations Manager"),
// where a given name would stand in "LAST, First".
var jobWords = setOf(`manager|director|officer|engineer|assistant|consultant|analyst|president|coordinator|
	specialist|representative|operations|sales|marketing|finance|executive|head|chair|secretary|treasurer|
	intern|ceo|cto|cfo|coo|vp|founder|owner|accountant|administrator|supervisor|developer|designer`, "|")

// encryptable reports whether the name codec can encrypt every word of v: a letter it has no
// form for (Chinese characters, Arabic script) would make sanitize refuse the whole prompt.
func encryptable(v string) bool {
	for w := range strings.FieldsFuncSeq(v, func(r rune) bool { return strings.ContainsRune(" ,.-_'’", r) }) {
		if !names.Encryptable(w) {
			return false
		}
	}
	return true
}

// placeholder values of name fields that are not names.
var placeholder = setOf(`unknown|n/a|na|none|null|nil|true|false|tbd|tba|anonymous|anon|redacted|system|admin|root|
	test|self|same|yes|no|ok|m|f|x|mr|mrs|ms|dr|male|female|other|unbekannt|inconnu|inconnue|
	desconocido|ninguno|ninguna|aucun|keine|none given|not given|to be confirmed|nobody|noone|niemand|nadie|
	personne|todos|todas|alle|tous|toutes|everyone|everybody`, "|")

// nameKey reports whether a field key (any case, quotes trimmed) names a person: "name",
// "patient", "first_name", "customerName", "ADMIN_NAME"; not "company_name", "file_name".
// It runs on every cell of a table header and every key of a line: no allocation.
func nameKey(key []byte) bool {
	var buf [32]byte
	k, camel := normKey(buf[:0], key)
	return normKeyMatches(k, camel, personKeys, personHeads, "name", "fullname", "contact") || namePartKey(k)
}

// namePartKey reports whether a key, as normKey writes it, ends in the key of a part of a name
// after any prefix ("pms_surname", "guest_first_name", "holderLastName"): whose surname it is,
// the value is one.
func namePartKey(k []byte) bool {
	for _, part := range namePartKeys {
		if len(k) > len(part)+1 && bytes.HasSuffix(k, []byte(part)) && k[len(k)-len(part)-1] == '_' {
			return true
		}
	}
	return false
}

// namePartKeys are the keys of a name or its parts that namePartKey finds after a prefix.
var namePartKeys = []string{"surname", "first_name", "last_name", "firstname", "lastname", "given_name", "family_name",
	"full_name", "fullname", "middle_name", "maiden_name", "vorname", "nachname", "prenom", "prénom", "apellido", "apellidos"}

// keyMatches reports whether a field key, as normKey writes it, is one of keys, or a head (one
// of keys or heads) and a tail: "<head>_<tail>" for any of tails, or "<head>Name".
func keyMatches(key []byte, keys, heads map[string]bool, tails ...string) bool {
	var buf [32]byte
	k, camel := normKey(buf[:0], key)
	return normKeyMatches(k, camel, keys, heads, tails...)
}

// normKeyMatches is keyMatches of a key normKey wrote already, and where its camel case starts.
func normKeyMatches(k []byte, camel int, keys, heads map[string]bool, tails ...string) bool {
	if k == nil {
		return false
	}
	if keys[string(k)] {
		return true
	}
	head := func(h []byte) bool { return keys[string(h)] || heads[string(h)] }
	if i := bytes.LastIndexByte(k, '_'); i > 0 {
		for _, t := range tails {
			if string(k[i+1:]) == t {
				return head(k[:i])
			}
		}
		return false
	}
	return camel > 0 && string(k[camel:]) == "name" && head(k[:camel])
}

// nameKeyOn reports whether a key or column of a line names a person or a part of a name:
// nameKey, or firstLastKey.
func nameKeyOn(key []byte, l *keyLine) bool {
	return nameKey(key) && !itemNameKey(key, l) || firstLastKey(key, l)
}

// keyLine is a line of keys and values, or a table's header, with what its keys ask of the
// whole line found once: a line may be a whole JSON document, with a "name" key per record.
type keyLine struct {
	line             []byte
	low              []byte // the line in lower case, made on first need
	items, firstLast int8   // orderItems and firstAndLast: 0 until known, then 1 or -1
}

func (l *keyLine) lower() []byte {
	if l.low == nil {
		l.low = bytes.ToLower(l.line)
	}
	return l.low
}

// known returns whether *v is 1, computing it with f first if it is not known yet.
func known(v *int8, f func() bool) bool {
	if *v == 0 {
		*v = -1
		if f() {
			*v = 1
		}
	}
	return *v == 1
}

// orderItems reports whether the line has a key of a thing for sale (price, sku, qty) and none
// of a person's contact.
func (l *keyLine) orderItems() bool {
	return known(&l.items, func() bool {
		has := func(keys ...string) bool {
			return slices.ContainsFunc(keys, func(w string) bool { return hasKeyWord(l.lower(), w) })
		}
		return has("price", "unit_price", "sku", "qty", "quantity", "calories") &&
			!has("email", "e-mail", "mail", "phone", "tel", "mobile", "address", "dob", "birth", "age", "company")
	})
}

// firstAndLast reports whether the line has both a "first" and a "last" key or column.
func (l *keyLine) firstAndLast() bool {
	return known(&l.firstLast, func() bool { return hasKeyWord(l.lower(), "first") && hasKeyWord(l.lower(), "last") })
}

// itemNameKey reports whether key is a bare "name" on a line of an order's item (orderItems):
// {name: "Pad Thai", price: "€13.80"}, not a person, nor an attendee who paid a price
// ({"name": "Aroha Ngata", "email": …, "price": "NZD 0.00"}).
func itemNameKey(key []byte, l *keyLine) bool {
	var buf [32]byte
	k, _ := normKey(buf[:0], key)
	return string(k) == "name" && l.orderItems()
}

// firstLastKey reports whether key is "first", "last" or "middle" on a line that has both a
// "first" and a "last" key or column: the parts of a person's name ({"first": "Kwame", "last":
// "Asante"}, a header first,last,email), not the first page or the last login.
func firstLastKey(key []byte, l *keyLine) bool {
	var buf [32]byte
	k, _ := normKey(buf[:0], key)
	switch string(k) {
	case "first", "last", "middle":
		return l.firstAndLast()
	}
	return false
}

// hasKeyWord reports whether the lower-case line has w as a word of its own, quoted or between
// separators of keys and columns.
func hasKeyWord(low []byte, w string) bool {
	for i := 0; ; {
		j := bytes.Index(low[i:], []byte(w))
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || bytes.IndexByte([]byte("\"', \t|;{"), low[j-1]) >= 0
		e := j + len(w)
		after := e == len(low) || bytes.IndexByte([]byte("\"', \t|;:="), low[e]) >= 0
		if before && after {
			return true
		}
		i = j + 1
	}
}

// normKey appends to dst the key (quotes trimmed) in lower case with "_" for "-", " " and ".",
// and returns it with where a camel-case "Name" starts ("customerName": 8; -1 if none); nil
// if the key is shorter than 3 or longer than 32 bytes.
func normKey(dst, key []byte) ([]byte, int) {
	key = bytes.Trim(key, "\"'* -#`[]")
	if len(key) < 2 || len(key) > 32 {
		return nil, -1
	}
	camel := -1
	for i, c := range key {
		switch {
		case c == '-' || c == ' ' || c == '.':
			c = '_'
		case c >= 'A' && c <= 'Z':
			if i > 0 && key[i-1] >= 'a' && key[i-1] <= 'z' {
				camel = len(dst)
			}
			c += 'a' - 'A'
		case c >= utf8.RuneSelf:
			// prénom, Geschlecht...: the lists hold the lower-case form.
		}
		dst = append(dst, c)
	}
	return dst, camel
}

// userKey reports whether a key holds a user's handle: "user_name", "username", "author".
func userKey(key []byte) bool {
	var buf [32]byte
	k, _ := normKey(buf[:0], key)
	switch string(k) {
	case "user", "user_name", "username", "screen_name", "author", "sender", "login", "handle":
		return true
	}
	return false
}

// handleName reports whether v, a handle, is made of a person's names: a given name of the
// codec's classes ("stefan"), maybe joined by a dot, a hyphen or an underscore to a listed
// surname or, unless listed is set, a word general text never uses ("amara.nwankwo",
// "lucas-moreau", "maya_okafor"), in any case. What the codec makes of them is such a handle
// too; "admin", "jdoe42" and "svc-deploy" are none.
func (d *personDetector) handleName(v []byte, listed bool) bool {
	first, second, joined := v, []byte(nil), false
	if !encryptable(string(v)) {
		return false
	}
	if i := bytes.IndexAny(v, ".-_"); i > 0 {
		first, second, joined = v[:i], v[i+1:], true
	}
	word := func(w []byte) bool {
		return len(w) >= 2 && !bytes.ContainsFunc(w, func(r rune) bool { return !isNameLetter(r) })
	}
	if !word(first) || joined && !word(second) {
		return false
	}
	t := d.tagger()
	lowFirst := strings.ToLower(string(first))
	switch g := t.Lookup(lowFirst); {
	case g.Given && !g.Common && d.givenClass(string(first)):
	case !listed && joined && (g.Given && !g.Common || g.Pseudo && names.WordBand(lowFirst) == names.BandNone):
		// Under a user key, a given name off the codec's classes ("giulia.bianchi"), and the
		// pseudo name the codec makes of it.
	default:
		return false
	}
	if !joined {
		return true
	}
	low := strings.ToLower(string(second))
	w := t.Lookup(low)
	return w.Surname || w.Pseudo || !listed && !w.Given && !w.Common && names.WordBand(low) == names.BandNone
}

// handleNames adds the handles made of a given name and a listed surname (handleName) that
// stand as words on the line (at offset off): a chat's "maria.lopez: tested", "@lucas-moreau
// can you"; not inside an e-mail address, a URL, a path or a dotted name of code, and joined
// by a hyphen or an underscore only after an @ ("demi-bourgeois" is a compound, "max_iter" code).
func (d *personDetector) handleNames(out [][2]int, line []byte, off int) [][2]int {
	for i := 1; i+1 < len(line); i++ {
		if c := line[i]; c != '.' && c != '-' && c != '_' || !isLowerASCII(line[i-1]) || !isLowerASCII(line[i+1]) {
			continue
		}
		sep := line[i]
		s, e := i, i+1
		for s > 0 && (isNameLetterByte(line[s-1]) && !isDigit(line[s-1])) {
			s--
		}
		for e < len(line) && isNameLetterByte(line[e]) && !isDigit(line[e]) {
			e++
		}
		i = e
		if s > 0 && strings.IndexByte(" \t@([\"'", line[s-1]) < 0 ||
			e < len(line) && (strings.IndexByte(" \t:,;)]\"'!?", line[e]) < 0 && !(line[e] == '.' && (e+1 == len(line) || line[e+1] == ' '))) {
			continue // "x@maria.lopez.org", "/home/maria_lopez/", "maria.lopez.save()"
		}
		if (sep == '-' || sep == '_') && (s == 0 || line[s-1] != '@') {
			continue // "demi-bourgeois", "jackson-databind": a compound, unless a mention
		}
		if addressDomain(line, s, e) {
			continue
		}
		// After an @ and an underscore, the surname may be on no list, as in a user key's
		// value: "@maya_okafor"; "@max_iter" has none.
		if d.handleName(line[s:e], sep != '_') {
			out = append(out, [2]int{off + s, off + e})
		}
	}
	return out
}

// addressDomain reports whether line[s:e], a word with dots, hyphens or underscores, is the
// domain of an address: after an @ that follows the address's local part
// ("rreynol...@cogeco.ca"), or ending in a top-level domain that is no name word
// ("@paulhastings.com"; not "@sarah.becker").
func addressDomain(line []byte, s, e int) bool {
	if s > 1 && line[s-1] == '@' && (isAlnum(line[s-2]) || strings.IndexByte("._-+", line[s-2]) >= 0) {
		return true
	}
	w := line[s:e]
	switch string(w[bytes.LastIndexByte(w, '.')+1:]) {
	case "com", "org", "net", "edu", "gov", "io", "ca", "uk", "info", "biz":
		return bytes.IndexByte(w, '.') >= 0
	}
	return false
}

// userHandles adds the user handles that carry a person's name where a handle stands (where
// handleNames takes only a given name and a surname, anywhere): after an @ or Reddit's u/, or
// as the speaker that opens a line of a chat ("nikolai_petrov: …",
// "[21:03] vale_rdz: …", "lucas.m  10:05 AM"). A handle's parts, parted by dots, hyphens or
// underscores, carry a name when one of them is a given name or a surname of the codec's
// classes that general text does not use ("tiff_ahmed", "jess_m", "nguyen_linh",
// "sarah.becker.92"); the span leaves out parts with digits, which the name codec cannot
// encrypt ("f1_sophie" → "sophie"). A name's ciphertext is a word of the same class, so the
// ciphertext's handle is found again.
func (d *personDetector) userHandles(out [][2]int, line []byte, off int) [][2]int {
	handleByte := func(c byte) bool { return isNameLetterByte(c) || c == '.' || c == '-' || c == '_' }
	first := true // the first token of the line, after its stamps in brackets
	for i := 0; i < len(line); {
		if !handleByte(line[i]) || line[i] == '.' || line[i] == '-' || line[i] == '_' {
			if line[i] == '[' {
				if k := bytes.IndexByte(line[i:], ']'); k > 0 {
					i += k + 1 // "[2024-07-03 18:02] ", "[Team] "
					continue
				}
			}
			if line[i] != ' ' && line[i] != '\t' {
				first = false
			}
			i++
			continue
		}
		s, e := i, i
		for e < len(line) && handleByte(line[e]) {
			e++
		}
		i = e
		speaker := first
		first = false
		for e > s && (line[e-1] == '.' || line[e-1] == '-' || line[e-1] == '_') {
			e-- // the full stop after a mention
		}
		mention := s > 0 && line[s-1] == '@' || s >= 2 && line[s-1] == '/' && line[s-2] == 'u' && (s == 2 || line[s-3] == ' ')
		joined := bytes.IndexAny(line[s:e], ".-_") < 0
		if !mention && (joined || !(speaker && speakerAfter(line[e:]))) {
			continue
		}
		if joined {
			// One word after an @, not an address's domain ("ana@gmail") nor a path's: "@kaylaxmartinez".
			// Before a capitalised word, a display name, which atDisplayNames reads whole.
			display := e+1 < len(line) && line[e] == ' ' && line[e+1] >= 'A' && line[e+1] <= 'Z'
			if mentionStart(line[:s-1]) && !display {
				if ns, ne, ok := d.joinedHandle(line[s:e]); ok {
					out = append(out, [2]int{off + s + ns, off + s + ne})
				}
			}
			continue
		}
		if !mention && bytes.IndexAny(line[s:e], "._") < 0 && bytes.ContainsFunc(line[s:e], unicode.IsUpper) {
			continue // "Robert-Bosch-Krankenhaus · Kardiologie", "TAN-Verfahren: pushTAN": a compound
		}
		if addressDomain(line, s, e) {
			continue
		}
		if ns, ne, ok := d.handleParts(line[s:e]); ok {
			out = append(out, [2]int{off + s + ns, off + s + ne})
		}
	}
	return out
}

// speakerAfter reports whether rest, the line after a handle at its start, makes the handle a
// chat's speaker: a colon and a message of three words or more, a stamp of time ("  10:05 AM",
// " Today at 9:45 PM", " · 2h"), "wrote" or a name in parentheses.
func speakerAfter(rest []byte) bool {
	t := bytes.TrimLeft(rest, " \t")
	switch {
	case len(t) == 0:
		return false
	case t[0] == ':':
		// A message of words, not a key's value ("max_iter: 100", "grace_period: 30s").
		msg := bytes.TrimSpace(t[1:])
		return len(msg) < len(t)-1 && bytes.Count(msg, []byte(" ")) >= 2
	case len(rest)-len(t) >= 2 && isDigit(t[0]):
		return true // Slack: "lucas.m  10:05 AM"
	}
	for _, w := range []string{"Today", "Yesterday", "wrote", "·", "("} {
		if bytes.HasPrefix(t, []byte(w)) && len(rest) > len(t) {
			return true
		}
	}
	return false
}

// handleParts returns where the name in handle h starts and ends: its parts parted by dots,
// hyphens and underscores, less the parts with digits at either end, when one of them is a
// given name or a surname of the codec's classes that general text does not use and the others
// are letters only ("jess_m", "tiff_ahmed"); the digits that end it stay out ("david_myers77"
// → "david_myers", "sarah.becker.92" → "sarah.becker").
func (d *personDetector) handleParts(h []byte) (int, int, bool) {
	var parts [][2]int // byte ranges in h
	for i := 0; i < len(h); {
		j := i
		for j < len(h) && h[j] != '.' && h[j] != '-' && h[j] != '_' {
			j++
		}
		if j > i {
			parts = append(parts, [2]int{i, j})
		}
		i = j + 1
	}
	digits := func(p [2]int) bool { return bytes.ContainsFunc(h[p[0]:p[1]], unicode.IsDigit) }
	for len(parts) > 0 && digits(parts[0]) {
		parts = parts[1:]
	}
	if n := len(parts); n > 0 {
		// The digits that end a handle stay outside ("david_myers77"); a part with other digits
		// goes with them ("sarah.becker.92").
		for parts[n-1][1] > parts[n-1][0] && isDigit(h[parts[n-1][1]-1]) {
			parts[n-1][1]--
		}
		if parts[n-1][1] == parts[n-1][0] {
			parts = parts[:n-1]
		}
	}
	for len(parts) > 0 && digits(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 || len(parts) > 3 {
		return 0, 0, false
	}
	named := false
	for _, p := range parts {
		w := string(h[p[0]:p[1]])
		if strings.ContainsFunc(w, func(r rune) bool { return !isNameLetter(r) }) {
			return 0, 0, false
		}
		low := strings.ToLower(w)
		if utf8.RuneCountInString(low) < 3 || stopWords[low] || techNames[low] {
			continue
		}
		if lw := d.tagger().Lookup(low); !lw.Common && (lw.Given || lw.Surname) {
			if _, ok := d.nameClass(w); ok {
				named = true
			}
		}
	}
	if !named && len(parts) == 2 {
		// A given name and a surname or an initial that the codec's classes do not hold
		// ("tunde.okoro", "kabir.m"), or a given name and a surname run together and a tag;
		// not "fiscal_hawk", "lucky_trader".
		first, second := strings.ToLower(string(h[parts[0][0]:parts[0][1]])), strings.ToLower(string(h[parts[1][0]:parts[1][1]]))
		named = d.handleGiven(first, false) && (utf8.RuneCountInString(second) <= 2 || d.handleNameWord(second, false) && !handleWords[second]) ||
			// A given name and a surname run together, and a tag: "ellenmarshall_dc", "ryansmith_cooks".
			len(first) >= 6 && d.joinedName([]string{first})
	}
	if !named {
		// What the codec makes of names outside its classes: pseudo names ("gikamo.zetalu").
		// An initial may stay as it is ("rilucupabalo_m").
		var segs []string
		for _, p := range parts {
			if p[1]-p[0] > 2 {
				segs = append(segs, string(h[p[0]:p[1]]))
			}
		}
		named = len(segs) > 0 && codecPseudo(segs, 6) // "gunufe_w" of "flo_w"
	}
	return parts[0][0], parts[len(parts)-1][1], named
}

// joinedHandle returns where the name in h, a handle of one word after an @, starts and ends:
// a given name that general text does not use ("@jamal", "@Aleks"), or a given name and a
// surname written as one word ("kaylaxmartinez", "drjamalwright",
// "JacobWhitesides", "TheRealAndyK"; see joinedName), or what the codec makes of one, a long
// pseudo name ("JemoroTikabudelo"). The underscores and digits that end it stay out
// ("DavidMeyler7").
func (d *personDetector) joinedHandle(h []byte) (int, int, bool) {
	ns, ne := 0, len(h)
	for ns < ne && h[ns] == '_' {
		ns++
	}
	for ne > ns && (h[ne-1] == '_' || isDigit(h[ne-1])) {
		ne--
	}
	w := string(h[ns:ne])
	if utf8.RuneCountInString(w) < 3 || strings.ContainsFunc(w, func(r rune) bool { return !isNameLetter(r) }) {
		return 0, 0, false
	}
	low := strings.ToLower(w)
	rare := d.givenClass(w) || len(w) >= 4 && w != strings.ToUpper(w) // not "@MAS", an airline
	if d.handleGiven(low, false) && rare && !groupMentions[low] {
		return ns, ne, true
	}
	segs := []string{w}
	if w != low && strings.ContainsFunc(w[1:], unicode.IsLower) {
		segs = names.CaseSegments(w) // "JacobWhitesides", not "JAMAL"
	}
	return ns, ne, codecPseudo(segs, 8) || d.joinedName(segs)
}

// codecPseudo reports whether segs, the parts of a handle, are what the codec makes of a
// name's words outside its classes: pseudo names of least letters or more ("Suzatefi" of
// "Dory"), maybe of its extra family, with a final "n" ("Ban" of "G"), then two letters more
// (not "@lululemon").
func codecPseudo(segs []string, least int) bool {
	pseudo := 0
	for _, seg := range segs {
		n, extra := names.PseudoSyllables(seg)
		if n == 0 {
			return false
		}
		if extra {
			least += 2
		}
		pseudo += len(seg)
	}
	return pseudo >= least
}

// groupMentions are the @-mentions of a chat that call a group, not a person: "@channel".
var groupMentions = setOf("channel|here|everyone|all|room|team|mods|admins|support|oncall|staff|crew", "|")

// mentionStart reports whether before, the text before an @, lets the @ start a mention: it
// ends in a space, an opening bracket or quote or a punctuation mark of a sentence, or is empty.
func mentionStart(before []byte) bool {
	r, _ := utf8.DecodeLastRune(before)
	return len(before) == 0 || unicode.IsSpace(r) || strings.ContainsRune("([{\"'“‘«,;:!?", r)
}

// handleWords are words that handles put after a given name and that are no surnames, though
// lists of names hold some of them: "nyx_dev", "lucky_trader", "maria_official".
var handleWords = setOf("dev|devs|fan|fans|bot|official|tv|music|trader|gamer|games|art|arts|photo|photos|photography|studio|design|designs|club|news|shop|store|team|life|world|daily|live|real|vlogs|blog|cooks|bakes|eats|travels|fit|fitness|style|beauty|makeup", "|")

// handleNameWord reports whether low, a lower-case part of a handle of three letters or more,
// is a word of the name lists (a given name, a surname or another name word) and no stop word
// or tool's name; a word general text uses often only if common is set.
func (d *personDetector) handleNameWord(low string, common bool) bool {
	lw := d.tagger().Lookup(low)
	return len(low) >= 3 && (lw.Given || lw.Surname || lw.Other) && (common || !lw.Common) && !stopWords[low] && !techNames[low]
}

// handleGiven is handleNameWord for a listed given name.
func (d *personDetector) handleGiven(low string, common bool) bool {
	return d.handleNameWord(low, common) && d.tagger().Lookup(low).Given
}

// handlePrefixes are the words a handle puts before a person's name: "@drjamalwright",
// "@TheRealAndyK", "@BeingSalmanKhan".
// The longer of two that start alike comes first ("mrs" before "mr").
var handlePrefixes = []string{"the", "real", "its", "im", "iam", "dr", "mrs", "mr", "ms", "miss", "being", "lil", "coach", "prof"}

// joinedName reports whether segs, the case segments of a handle (one segment when it is in
// one case), are a person's names run together: handle prefixes, a given name that general
// text does not use, maybe an initial, then another name word of the lists or, at the end, an
// initial ("kayla|x|martinez", "dr|jamal|wright", "The|Real|Andy|K").
func (d *personDetector) joinedName(segs []string) bool {
	t := d.tagger()
	nameWord, given := d.handleNameWord, d.handleGiven
	listedName := func(low string) bool {
		lw := t.Lookup(low)
		return nameWord(low, false) && (lw.Surname || lw.Given)
	}
	// A name word that general text uses rarely, or a listed name among its 5,000 most
	// frequent words ("smith", "marshall"; not "hood").
	rareName := func(low string) bool {
		lw, band := t.Lookup(low), names.WordBand(low)
		return nameWord(low, false) && (band == names.BandNone || band > names.BandTop5k || band == names.BandTop5k && (lw.Given || lw.Surname))
	}
	prefix := func(low string) string {
		for _, p := range handlePrefixes {
			if strings.HasPrefix(low, p) {
				return p
			}
		}
		return ""
	}
	if len(segs) > 1 {
		for len(segs) > 2 && prefix(strings.ToLower(segs[0])) == strings.ToLower(segs[0]) {
			segs = segs[1:]
		}
		first := strings.ToLower(segs[0])
		if len(segs) > 3 || !given(first, true) {
			return false
		}
		rest := segs[1:]
		if len(rest) > 1 && len(rest[0]) == 1 {
			rest = rest[1:] // a middle initial
		}
		if len(rest) != 1 {
			return false
		}
		last := strings.ToLower(rest[0])
		// A common given name ("Nick") or one outside the codec's classes ("Valley") needs another
		// name word of the lists ("TheNickSavoia"); one of the classes any word that is not
		// common ("DavidMeyler"), or an initial ("TheRealAndyK").
		if !given(first, false) || !d.givenClass(first) {
			return nameWord(last, false)
		}
		return len(last) == 1 || len(last) >= 3 && !t.Lookup(last).Common && !stopWords[last]
	}
	low := strings.ToLower(segs[0])
	if strings.ContainsFunc(low, func(r rune) bool { return r < 'a' || r > 'z' }) || names.WordBand(low) != names.BandNone {
		return false // "@timestamp" is no "tim" and "estamp"
	}
	for range 2 {
		for i := 3; i <= len(low)-3; i++ {
			if !given(low[:i], false) || !d.givenClass(low[:i]) {
				continue
			}
			rest := low[i:]
			if rareName(rest) || len(rest) > 4 && !strings.ContainsRune("aeiouy", rune(rest[0])) && listedName(rest[1:]) {
				return true // "kayla|martinez", "kayla|x|martinez"; not "lulu|lemon", "tim|e|stamp"
			}
		}
		p := prefix(low)
		if p == "" {
			return false
		}
		low = low[len(p):]
	}
	return false
}

// addressKey reports whether a name key heads an address block, whose first comma ends the
// name: "Ship to", "BILL TO", "Deliver to", "Consignee".
func addressKey(key []byte) bool {
	var buf [32]byte
	k, _ := normKey(buf[:0], key)
	switch string(k) {
	case "ship_to", "bill_to", "sold_to", "deliver_to", "consignee", "ship_to_name", "bill_to_name":
		return true
	}
	return false
}

// placeKey reports whether a field key names a place, an organisation or a product, whose
// value is no person's name even when it reads like one: "city", "Employer", "company_name",
// "countryName". (Not "address": an address may hold a name, "c/o Maria Lopez".)
func placeKey(key []byte) bool { return keyMatches(key, placeKeys, nil, "name") }

// signatureKey reports whether key is "Firma", a firm in German, a signature in Spanish.
func signatureKey(key []byte) bool { return bytes.EqualFold(bytes.TrimSpace(key), []byte("firma")) }

// placeKeys are the keys of placeKey.
var placeKeys = setOf(`city|town|village|country|state|province|region|county|district|birthplace|
	place_of_birth|nationality|citizenship|employer|company|organization|organisation|org|department|dept|
	division|product|vendor|supplier|bank|school|university|college|hospital|clinic|facility|branch|airline|
	carrier|brand|hotel|street|stadt|ort|wohnort|geburtsort|land|arbeitgeber|firma|unternehmen|abteilung|
	ville|pays|société|societe|entreprise|employeur|ciudad|país|pais|empresa|provincia|
	site|location|venue|campus|office|standort|lieu|sede|localidad|destination|origin|warehouse|depot|port|
	airport|station|terminal|vehicle|car|make|fahrzeug|véhicule|vehículo|coche|voiture|auto|club|verein|affiliation`, "|")

// categoryKey reports whether a column's key or a quoted key names a category, whose value, a
// word or a few, is no person's name even when it reads like one: "Status" ("Done"), "Event"
// ("Spring Gala"), "level" ("Metadata"), "pet" ("Misty"). Not a key before a line of prose
// ("Resolution: Bongani and Friederike Holm expanded the volume").
func categoryKey(key []byte) bool { return keyMatches(key, categoryKeys, nil, "name") }

// columnOfNoNames reports whether a column's key names a place, an organisation, a product
// or a category (placeKey, categoryKey): its cells hold no names, whatever they read like.
func columnOfNoNames(key []byte) bool { return placeKey(key) || categoryKey(key) }

var categoryKeys = setOf(`status|priority|category|type|resolution|stage|tier|plan|event|campaign|fund|sprint|
	label|labels|tag|tags|channel|method|payment_method|outcome|level|role|position|job|job_title|occupation|
	profession|beruf|poste|puesto|cargo|estado|statut|estatus|categoría|categoria|catégorie|kategorie|typ|tipo|
	pet|pets|pet_name|petname|animal|animal_name|haustier|tiername|mascota|animal_de_compagnie|nom_animal|species|
	breed|rasse|espèce|espece|especie|raza`, "|")

// titleLen returns the length of a title or a word for a relative and the space after it at
// the start of v ("Mr. ", "Mrs ", "Grandma "), which the conventions leave out of a name, or 0
// when v has none or is only one.
func titleLen(v []byte) int {
	if n := leadingWordLen(v, func(w string) bool { return kinWords[strings.ToLower(w)] }, false); n > 0 {
		return n // "Grandma Rose", "Tía Carmen Ruiz": a relative, then the name
	}
	if w, e := wordAt(v, 0); dottedTitles[strings.ToLower(w)] && e < len(v) && v[e] == '.' {
		return leadingWordLen(v, func(string) bool { return true }, true) // "Lic. Rodrigo Alarcón", "Br. Imran Qureshi"
	}
	return leadingWordLen(v, func(w string) bool { return titleWord(strings.ToLower(w)) }, true) // "Sensei Laurent Mercier"
}

// spanishHonorific reports whether w is Spanish "Don", "Doña" or their abbreviations, a title
// before a name in Spanish documents (elsewhere "Don" is a given name).
func spanishHonorific(w string) bool {
	switch strings.ToLower(w) {
	case "don", "doña", "dña", "dª", "d":
		return true
	}
	return false
}

// leadingWordLen returns the length of the first word of v (with its dot, if dot) and the
// spaces after it when is accepts the word and more of v follows, 0 otherwise.
func leadingWordLen(v []byte, is func(string) bool, dot bool) int {
	w, e := wordAt(v, 0)
	if w == "" || !is(w) {
		return 0
	}
	if dot && e < len(v) && v[e] == '.' {
		e++
	}
	n := e
	for n < len(v) && v[n] == ' ' {
		n++
	}
	if n == e || n == len(v) {
		return 0
	}
	return n
}

// headerRow reports whether a row of cells has a cell of two words or more that is a name key
// ("Last Name", "First Name"): a header. Only a key with a word that is in no class of the
// name codec and is no pseudo name counts ("Given Name" does not): no name's ciphertext is
// such a cell, so the ciphertext's rows are read as the text's.
func (d *personDetector) headerRow(line []byte, cells [][2]int) bool {
	for _, c := range cells {
		v := trimCell(line, c)
		cell := strings.ToLower(string(line[v[0]:v[1]]))
		if !strings.Contains(cell, " ") || !personKeys[strings.ReplaceAll(cell, " ", "_")] {
			continue
		}
		for w := range strings.FieldsSeq(cell) {
			if !d.classWord(w) && !names.IsPseudo(w) && !names.IsParticle(w) {
				return true
			}
		}
	}
	return false
}

// personKeys are keys whose value is a person's name; personHeads are words that make a key
// ending in "_name" one.
var (
	personKeys = setOf(`name|fullname|full_name|firstname|first_name|lastname|last_name|given_name|givenname|
	family_name|familyname|surname|middle_name|maiden_name|patient|patient_name|customer|client|employee|contact|
	assignee|reporter|requester|reviewer|guardian|spouse|next_of_kin|emergency_contact|cardholder|card_holder|
	account_holder|beneficiary|recipient|attendee|physician|doctor|provider_name|pcp|referring_physician|
	vorname|nachname|familienname|patientin|kunde|kundin|nom|prénom|prenom|nom_de_famille|nombre|apellido|apellidos|
	paciente|cliente|titular|ship_to_name|bill_to_name|deliver_to|ship_to|bill_to|sold_to|agent|owner|manager|author|sender|tenant|
	landlord|technician|caregiver|caller|witness|nurse|consignee|shipper|passenger|guest|visitor|student|insured|
	policyholder|claimant|applicant|interviewer|approver|requestor|supervisor|instructor|buyer|seller|pt|founder|
	cofounder|co_founder|technicien|technicienne|techniker|técnico|técnica|served_by|cashier|cajero|cajera|
	le_atendió|le_atendio|atendido_por|atendida_por|bedient_von|kassierer|kassiererin|caissier|caissière|
	guarantor|dependent|dependant|responsible_party|attending|surgeon|therapist|caseworker|counselor|
	counsellor|trustee|executor|borrower|co_borrower|cosigner|co_signer|plaintiff|defendant|petitioner|
	respondent|appellant|dictated_by|signed_by|prepared_by|reviewed_by|approved_by|given|family|holder|holder_name|
	name_on_card|nameoncard|coach|trainer|trainerin|teacher|mentor|player|athlete|runner|speaker|chair|chairperson|
	secretary|treasurer|captain|referee|officer|rep|sales_rep|representative|volunteer|nominee|candidate|pupil|
	participant|assigned_to|created_by|updated_by|requested_by|submitted_by|checked_by|performed_by|lehrer|
	lehrerin|spieler|spielerin|schüler|schülerin|entrenador|entrenadora|jugador|jugadora|alumno|alumna|élève|
	joueur|joueuse|entraîneur|enseignant|enseignante|nickname|nick_name|preferred|preferred_name|known_as|goes_by|
	spitzname|rufname|apodo|surnom|given_names|first_names|forename|forenames|surnames|other_names|middle_names|
	christian_name|christian_names|patronymic|patronym|otchestvo|grand_frère|grand_frere|petit_frère|grande_sœur|petite_sœur|big_brother|big_sister|little_brother|little_sister`, "|")
	personHeads = setOf(`full|first|last|given|family|middle|maiden|patient|customer|client|employee|contact|admin|
	owner|holder|account_holder|card_holder|cardholder|sender|recipient|emergency|emergency_contact|guardian|parent|
	mother|father|spouse|doctor|physician|nurse|author|manager|assignee|reporter|requester|reviewer|applicant|
	tenant|landlord|buyer|seller|student|teacher|member|subscriber|insured|driver|passenger|traveler|traveller|
	guest|visitor|witness|beneficiary|person|legal|display_full|billing|shipping|contact_person|founder|cofounder|
	co_founder|ceo|primary|technical|sales|preferred|nick|display`, "|")
)

// keyValueNames adds the value of each name key on the line (at offset off): `"name": "X"`,
// `name: X`, `name = 'X'`, `ADMIN_NAME=X`, "Patient: LAST, First   Sex: F".
func (d *personDetector) keyValueNames(out [][2]int, line []byte, off int) [][2]int {
	kl := keyLine{line: line}
	for i := 0; i < len(line); i++ {
		c, sep := line[i], 1
		if c == fullwidthColon[0] && bytes.HasPrefix(line[i:], []byte(fullwidthColon)) {
			sep = len(fullwidthColon) // "氏名：佐藤ハナ": Chinese and Japanese forms write a wide colon
		} else if c != ':' && c != '=' {
			continue
		}
		// The key: the word (letters, digits, _ - . space) before the separator, after an
		// optional closing quote.
		ke := i
		for ke > 0 && line[ke-1] == ' ' {
			ke--
		}
		quoted := ke > 0 && (line[ke-1] == '"' || line[ke-1] == '\'')
		if quoted {
			ke--
		}
		ks := ke
		for ks > 0 && (isAlnum(line[ks-1]) || line[ks-1] == '_' || line[ks-1] == '-' || line[ks-1] == '.' ||
			line[ks-1] >= utf8.RuneSelf || !quoted && line[ks-1] == ' ' && ke-ks < 20 && ks > 1 && isAlnum(line[ks-2])) {
			ks--
		}
		if ks == ke {
			continue
		}
		isName := nameKeyOn(line[ks:ke], &kl) || scriptLabels[string(line[ks:ke])]
		isUser := !isName && userKey(line[ks:ke])
		item := !isName && nameKey(line[ks:ke]) // an order's item (itemNameKey): a product's name, as a place value
		if !isName && !isUser && !item && (!placeKey(line[ks:ke]) && !(quoted && categoryKey(line[ks:ke])) || signatureKey(line[ks:ke]) && d.spanishDoc()) {
			continue // a Spanish "Firma:" signs: a name may follow, as the rules say
		}
		// The value: quoted, or up to two spaces, a tab, a separator or the end of the line.
		vs := i + sep
		for vs < len(line) && (line[vs] == ' ' || line[vs] == '=') {
			vs++
		}
		if vs == len(line) {
			continue
		}
		var ve int
		if q := line[vs]; q == '"' || q == '\'' {
			vs++
			ve = bytes.IndexByte(line[vs:], q)
			if ve < 0 {
				continue
			}
			ve += vs
			for ve > vs && line[ve-1] == ' ' {
				ve-- // "last_name = 'Nowak '": a padded column's value
			}
		} else {
			ve = vs
			for ve < len(line) && !bytes.ContainsRune([]byte("\t|;<\"{}[]()"), rune(line[ve])) &&
				!(line[ve] == ' ' && ve+1 < len(line) && line[ve+1] == ' ') && !dashAt(line, ve) && !nextKeyAt(line, ve) {
				ve++
			}
			for ve > vs && (line[ve-1] == ' ' || line[ve-1] == ',' || line[ve-1] == '.' && !initialEnd(line[vs:ve])) {
				ve--
			}
		}
		if isUser {
			if d.handleName(line[vs:ve], false) {
				out = append(out, [2]int{off + vs, off + ve}) // "user_name": "amara.nwankwo"
			}
			i = ve
			continue
		}
		if isName && addressKey(line[ks:ke]) {
			// "BILL TO: OKONKWO CHIDI, 12 HARBOR RD": the name, then the address; but "SHIP TO:
			// OYELARAN, TEMITOPE / 77 MASSACHUSETTS AVE" is "LAST, First" (no digit after the
			// comma).
			if n := bytes.IndexByte(line[vs:ve], ','); n > 0 && bytes.IndexAny(line[vs+n:ve], "0123456789") >= 0 {
				ve = vs + n
			}
		}
		if !isName {
			// Only up to a comma, dot or colon: "City: Accra. Contact: Kofi Mensah" names
			// a person after the place.
			if n := bytes.IndexAny(line[vs:ve], ",.:;"); n >= 0 {
				ve = vs + n
			}
			d.placeValues = append(d.placeValues, [2]int{off + vs, off + ve})
			i = ve
			continue
		}
		if c := bytes.IndexByte(line[vs:ve], ','); c > 0 && contactAfterComma(line[vs+c+1:ve]) {
			ve = vs + c // "FOUNDER_CONTACT=Oluwadamilare Ogunleye, +234 809 221 4458"
		}
		if c := bytes.IndexByte(line[vs:ve], ','); c > 0 && (nameWords(line[vs:vs+c]) >= 2 || initialFirst(line[vs:vs+c])) {
			// "Name: Kofi Mensah, Teacher", "Prepared by: T. Wiśniewski, Site Foreman": a full
			// name, then words of general text, which no name is taken from; "LAST, First" has
			// one surname before the comma and a name after it. Or a full name and the firm
			// after it (affiliationAfterComma), where what follows may name more people.
			if d.roleAfterComma(line[vs+c+1 : ve]) {
				d.placeValues = append(d.placeValues, [2]int{off + vs + c + 1, off + ve})
				ve = vs + c
			} else if d.affiliationAfterComma(line[vs:vs+c], line[vs+c+1:ve]) {
				ve = vs + c
			}
		}
		if isName && scriptName(line[vs:ve]) {
			out = append(out, [2]int{off + vs, off + ve}) // "Name: 山本 一郎", "성명: 김민서"
			i = ve
			continue
		}
		if v := line[vs:ve]; nameValue(v, false) && !d.orgValue(v) && !names.LowerIn(stopWords, string(v)) &&
			!adverbCompound(v) && !memberAccess(v) {
			// Not "Emergency contact: Wife (Maria)": a word that is no name.
			t := titleLen(v)
			if t == 0 && d.spanishDoc() {
				t = leadingWordLen(v, spanishHonorific, true) // "Nombre: Don Ernesto Salazar Mujica"
			}
			out = append(out, [2]int{off + vs + t, off + ve})
			i = ve
		}
	}
	return out
}

// memberAccess reports whether v reads as code: a dot before a lower-case letter
// ("Kunde.objects.create", of "kunde = Kunde.objects.create(**row)").
func memberAccess(v []byte) bool {
	for i := 0; i+1 < len(v); i++ {
		if v[i] == '.' && v[i+1] >= 'a' && v[i+1] <= 'z' {
			return true
		}
	}
	return false
}

// initialEnd reports whether v ends in an initial and its dot after a space ("Hollis,
// Margaret A."): the dot is part of the name.
func initialEnd(v []byte) bool {
	n := len(v)
	return n >= 3 && v[n-1] == '.' && v[n-2] >= 'A' && v[n-2] <= 'Z' && v[n-3] == ' '
}

// nextKeyAt reports whether a space and the next key of a logfmt line start at line[i]: a key
// of letters, digits, "_" and "." and its "=" (" ok=false" after "surname=KOWALCZYK"). A name
// has no "=".
func nextKeyAt(line []byte, i int) bool {
	if line[i] != ' ' {
		return false
	}
	j := i + 1
	for j < len(line) && (isAlnum(line[j]) || line[j] == '_' || line[j] == '.') {
		j++
	}
	return j > i+1 && j < len(line) && line[j] == '='
}

// dashAt reports whether a dash or a slash between spaces starts at line[i]: the end of a
// field's value ("Paciente: Martínez Quispe, Luis Alberto — 58 años — NHC 2231987", a
// shipping label's "SHIP TO: OYELARAN, TEMITOPE / 77 MASSACHUSETTS AVE").
func dashAt(line []byte, i int) bool {
	rest := line[i:]
	for _, d := range []string{" — ", " – ", " - ", " / "} {
		if bytes.HasPrefix(rest, []byte(d)) {
			return true
		}
	}
	return false
}

// scriptName reports whether v reads as a name written in Chinese characters, Hangul or kana:
// one to three such words (names.IsScriptWord) of one to four letters, apart by single spaces,
// two to eight letters in all, and no label ("山本 一郎", "김민서", "佐藤 ハナ"; not a firm's
// "杭州绿茶园有限公司", nor "收件人 李明", the recipient's label and name); or in Arabic or
// Hebrew letters, whose words are longer: up to four words of up to twelve letters ("فاطمة
// الزهراء", "דוד כהן").
func scriptName(v []byte) bool {
	maxWords, maxWord, maxLetters := 3, 4, 8
	if r, _ := utf8.DecodeRune(v); rightToLeft(r) {
		maxWords, maxWord, maxLetters = 4, 12, 30
	}
	n, letters := 0, 0
	for _, w := range strings.Split(string(v), " ") {
		k := utf8.RuneCountInString(w)
		if !names.IsScriptWord(w) || k > maxWord || scriptLabels[w] {
			return false
		}
		n++
		letters += k
	}
	return n <= maxWords && letters >= 2 && letters <= maxLetters
}

// rightToLeft reports whether r is an Arabic or Hebrew letter of names.ScriptBlock.
func rightToLeft(r rune) bool {
	t := scriptOf(r)
	return t == 'A' || t == 'B' || t == 'W'
}

// fullwidthColon is the colon of Chinese and Japanese text (U+FF1A).
const fullwidthColon = "："

// scriptLabels are labels of name fields in Chinese, Japanese, Korean, Arabic and Hebrew, which
// stand before a name as a word of the same letters.
var scriptLabels = setOf(`收件人|寄件人|发件人|發件人|收货人|收貨人|联系人|聯絡人|联系|姓名|名字|客户|客戶|签收人|申请人|
	名前|氏名|担当|担当者|お名前|宛名|성명|이름|담당자|고객|수령인|الاسم|اسم|المريض|العميل|שם|שם_מלא`, "|")

// affiliationAfterComma reports whether rest, after the comma after name (a key's value of two
// words or more), is no part of the name: name opens with a given name that is no surname,
// and rest with a word that is no given name, a firm or a place ("Interviewer: Fiona McKenzie,
// Clozd"), where "LAST, First" has a surname before the comma and a given name after it.
func (d *personDetector) affiliationAfterComma(name, rest []byte) bool {
	first, _, _ := bytes.Cut(name, []byte(" "))
	w, _ := wordAt(bytes.TrimLeft(rest, " "), 0)
	r := d.tagger().Lookup(strings.ToLower(w))
	return w != "" && d.givenOnly(strings.ToLower(string(first))) && !r.Given && !r.Pseudo
}

// nameWords counts the words of v that can be a name's given name or surname: not particles
// ("van", "de"), initials or one-letter prefixes ("Ó", "J.").
func nameWords(v []byte) int {
	n := 0
	for w := range bytes.FieldsSeq(v) {
		if utf8.RuneCount(bytes.TrimRight(w, ".")) >= 2 && !names.IsParticle(strings.ToLower(string(w))) {
			n++
		}
	}
	return n
}

// initialFirst reports whether v opens with an initial and its dot before a word ("T.
// Wiśniewski"): a given name's initial, which no "LAST, First" puts before the comma.
func initialFirst(v []byte) bool {
	return len(v) > 3 && isUpperASCII(v[0]) && v[1] == '.' && v[2] == ' '
}

// contactAfterComma reports whether rest, what follows a comma in a name field, is a phone
// number or an e-mail address: the name ends at the comma.
func contactAfterComma(rest []byte) bool {
	rest = bytes.TrimLeft(rest, " ")
	return len(rest) > 0 && (isDigit(rest[0]) || rest[0] == '+' || rest[0] == '(') || bytes.IndexByte(rest, '@') > 0
}

// roleAfterComma reports whether rest, what follows a comma in a name field, is one to three
// words of general text or acronyms, of no class of the name codec ("Teacher", "Site
// Foreman", "CPA"): a role, not the given name of "LAST, First", whose ciphertext is a name
// word too.
func (d *personDetector) roleAfterComma(rest []byte) bool {
	n := 0
	for w := range bytes.FieldsSeq(rest) {
		if n++; n > 3 || !(commonWord(strings.ToLower(string(w))) || acronym(w)) || d.classWord(string(w)) {
			return false
		}
	}
	return n > 0
}

// acronym reports whether w is two to six capital ASCII letters: a post-nominal or a role
// after a name ("John Smith, CPA", "Temitope Bakare-Ojo, HRBP").
func acronym(w []byte) bool {
	if len(w) < 2 || len(w) > 6 {
		return false
	}
	for _, c := range w {
		if !isUpperASCII(c) {
			return false
		}
	}
	return true
}

// adverbCompound reports whether v is one word that ends in an adverb after a hyphen, as
// compounds of general text do: "Walk-in", "Follow-up", "Drop-off" (no name does).
func adverbCompound(v []byte) bool {
	if bytes.IndexByte(v, ' ') >= 0 {
		return false
	}
	i := bytes.LastIndexByte(v, '-')
	return i > 0 && names.LowerIn(adverbTail, string(v[i:]))
}

// orgValue reports whether a name field's value reads as a company, place or product
// ("Lumen Robotics", "Acme GmbH").
func (d *personDetector) orgValue(v []byte) bool {
	for w := range strings.FieldsFuncSeq(strings.ToLower(string(v)), func(r rune) bool { return r == ' ' || r == ',' }) {
		w = strings.TrimSuffix(w, ".") // "Ben & Jerry's Homemade Inc."
		if orgWords[w] || orgExtra[w] || productWords[w] && len(w) > 3 {
			return true
		}
	}
	return false
}

// orgExtra are words of company names that orgWords leaves out (they are names elsewhere), and of
// the services that write as a person does ("Author: Renovate Bot <bot@…>").
var orgExtra = setOf(`energy|healthcare|bio|international|global|digital|foods|retail|health|care|team|support|department|dept|office|desk|service|
	receipts|receipt|updates|alerts|notifications|newsletter|store|shop|payments|security|accounts|advisors|advisers|bot|bots`, "|")

// tableState follows a CSV, TSV or markdown table: the columns of its header that hold names.
type tableState struct {
	cells [][2]int // reused by splitCells
	sep   byte
	cols  []int // the name columns
	place []int // the columns of places, organisations and products (placeKey)
	ncell int
}

// line reads one line of a table (at offset off): a header with a name column starts a
// table, each row of as many cells adds the cells of its name columns, any other line ends it.
func (t *tableState) line(d *personDetector, out [][2]int, line []byte, off int) [][2]int {
	if t.sep == '|' && borderLine(line) {
		return out // "|---|---|", "+----+----+", "-----+-----": a rule, inside a table or before one
	}
	if t.sep != 0 {
		cells := splitCells(t.cells[:0], line, t.sep)
		t.cells = cells
		if len(cells) == t.ncell {
			if d.headerRow(line, cells) {
				// The header of another table after this one ("Last Name","First Name"): its
				// cells are keys, not names; the table starts again from it.
				t.sep, t.cols, t.place = 0, nil, nil
			} else {
				text := d.text[off : off+len(line)] // line as written: line may have a comma set to '_' (thousandsAligned)
				for _, c := range t.cols {
					v := trimCell(text, cells[c])
					if v[1] > v[0] && nameValue(text[v[0]:v[1]], false) && !d.orgValue(text[v[0]:v[1]]) {
						out = append(out, [2]int{off + v[0] + titleLen(text[v[0]:v[1]]), off + v[1]})
					}
				}
				for _, c := range t.place {
					d.placeValues = append(d.placeValues, [2]int{off + cells[c][0], off + cells[c][1]})
				}
				return out
			}
		} else {
			t.sep, t.cols, t.place = 0, nil, nil
		}
	}
	for _, sep := range []byte{',', '\t', '|', ';'} {
		if bytes.IndexByte(line, sep) < 0 || sep == ';' && calendarProperty(line) {
			continue
		}
		cells := splitCells(t.cells[:0], line, sep)
		t.cells = cells
		if len(cells) < 2 {
			continue
		}
		var cols, place []int
		kl := keyLine{line: line}
		for i, c := range cells {
			v := trimCell(line, c)
			if nameKeyOn(line[v[0]:v[1]], &kl) {
				cols = append(cols, i)
			} else if columnOfNoNames(line[v[0]:v[1]]) {
				place = append(place, i)
			}
		}
		if len(cols) > 0 || len(place) > 0 {
			t.sep, t.cols, t.place, t.ncell = sep, cols, place, len(cells)
			return out
		}
	}
	return out
}

// alignedTable follows a table whose columns are aligned with spaces, as pandas and R print a
// data frame: a header of three or more cells, one of them a name key ("name", "full_name") or
// a place key ("city"), and the rows below it. A row's cell that lies under a name header,
// and under no other header, is a name; one under a place header is no name. Columns are
// counted in characters: a name with accents takes the width of its letters.
type alignedTable struct {
	heads  [][2]int // the columns [start, end) of each header cell; none: no table
	names  []int    // the header cells that are name keys
	places []int    // the header cells that are place keys (placeKey)
}

// line reads one line (at offset off): a header starts a table, each row adds the cells under
// its name headers, a blank line or a line of one cell ends it.
func (t *alignedTable) line(d *personDetector, out [][2]int, line []byte, off int) [][2]int {
	if len(t.heads) > 0 {
		cells := columnCells(line, true)
		if len(cells) < 2 {
			t.heads, t.names, t.places = t.heads[:0], t.names[:0], t.places[:0]
			return out
		}
		for _, h := range t.names {
			if c, ok := t.cellOf(cells, h); ok {
				if v := line[c.at[0]:c.at[1]]; nameValue(v, false) && !d.orgValue(v) {
					out = append(out, [2]int{off + c.at[0] + titleLen(v), off + c.at[1]}) // "MR. FAISAL AL-MANSOORI": the name
				}
			}
		}
		for _, h := range t.places {
			if c, ok := t.cellOf(cells, h); ok {
				d.placeValues = append(d.placeValues, [2]int{off + c.at[0], off + c.at[1]})
			}
		}
		return out
	}
	if bytes.Index(line, []byte("  ")) < 0 || bytes.ContainsAny(line, ",;|\t") {
		return out
	}
	// A header's cells are single words: pandas parts wide columns by one space.
	cells := columnCells(bytes.TrimRight(line, "\r"), false)
	if len(cells) < 3 {
		return out
	}
	names, places := t.names[:0], t.places[:0]
	kl := keyLine{line: line}
	for i, c := range cells {
		h := line[c.at[0]:c.at[1]]
		if !columnName(h) {
			return out // "Name = ...": a key and its value, no header
		}
		switch {
		case nameKeyOn(h, &kl):
			names = append(names, i)
		case columnOfNoNames(h):
			places = append(places, i)
		}
	}
	t.names, t.places = names, places
	if len(names) > 0 || len(places) > 0 {
		for _, c := range cells {
			t.heads = append(t.heads, c.col)
		}
	}
	return out
}

// cellOf returns the cell of a row for header cell h: by its place among the cells when the
// row has one per header (and maybe an index first, as pandas prints), which encryption keeps
// (a ciphertext is longer or shorter, the gaps stay); else the cell under the header.
func (t *alignedTable) cellOf(cells []columnCell, h int) (columnCell, bool) {
	switch len(cells) {
	case len(t.heads):
		return cells[h], true
	case len(t.heads) + 1:
		return cells[h+1], true
	}
	return t.under(cells, h)
}

// under returns the cell of a row that lies under header cell h and under no other.
func (t *alignedTable) under(cells []columnCell, h int) (columnCell, bool) {
	for _, c := range cells {
		if c.col[1] <= t.heads[h][0] || c.col[0] >= t.heads[h][1] {
			continue // not under the header
		}
		return c, !t.underOther(c.col, h)
	}
	return columnCell{}, false
}

// columnName reports whether h reads as a column's name: a letter, then letters, digits, '_',
// '.' or '-'.
func columnName(h []byte) bool {
	for i, r := range string(h) {
		if !unicode.IsLetter(r) && (i == 0 || !unicode.IsDigit(r) && r != '_' && r != '.' && r != '-') {
			return false
		}
	}
	return len(h) > 0
}

// underOther reports whether columns col reach under a header cell other than h.
func (t *alignedTable) underOther(col [2]int, h int) bool {
	for i, hc := range t.heads {
		if i != h && col[0] < hc[1] && col[1] > hc[0] {
			return true
		}
	}
	return false
}

// A columnCell is a cell of a line aligned with spaces: its byte offsets and its columns.
type columnCell struct{ at, col [2]int }

// columnCells returns the cells of line with the columns they take: aligned cells
// (alignedCells), or words (fieldSpans, as the value patterns read a header) if !aligned.
func columnCells(line []byte, aligned bool) []columnCell {
	var cells []columnCell
	col, last := 0, 0
	seq := alignedCells(line)
	if !aligned {
		seq = fieldSpans(line)
	}
	for s, e := range seq {
		col += utf8.RuneCount(line[last:s])
		w := utf8.RuneCount(line[s:e])
		cells = append(cells, columnCell{at: [2]int{s, e}, col: [2]int{col, col + w}})
		col, last = col+w, e
	}
	return cells
}

// splitCells appends the cells ([start, end) offsets) of line, split at sep as rowCells splits
// a row (a quoted CSV field is one cell), to cells; a markdown row's bars at either end open
// and close it, and make no cell.
func splitCells(cells [][2]int, line []byte, sep byte) [][2]int {
	for s, e := range rowCells(line, sep) {
		cells = append(cells, [2]int{s, e})
	}
	if sep == '|' && len(cells) > 2 && cells[0][1] == cells[0][0] {
		cells = cells[1:] // "| a | b |": no cell before the first bar
		if last := cells[len(cells)-1]; bytes.TrimSpace(line[last[0]:last[1]]) == nil || last[1] == last[0] {
			cells = cells[:len(cells)-1]
		}
	}
	return cells
}

// trimCell trims spaces and quotes from a cell.
func trimCell(line []byte, c [2]int) [2]int {
	s, e := c[0], c[1]
	for s < e && (line[s] == ' ' || line[s] == '"' || line[s] == '\'') {
		s++
	}
	for e > s && (line[e-1] == ' ' || line[e-1] == '"' || line[e-1] == '\'' || line[e-1] == '\r') {
		e--
	}
	return [2]int{s, e}
}

// insertNames adds the values of the name columns of an SQL INSERT on one line:
// INSERT INTO t (first_name, last_name) VALUES ('Ada', 'Obi'), ('Yaw', 'Mensah'). Without a
// column list (INSERT INTO t VALUES (1, 'Chidi', 'Okafor', ...)) it adds each run of two or
// more quoted one-word values in a row of which the name lists know one (see tupleNames).
//
// It also returns the columns, for the rows on the lines after it.
func (d *personDetector) insertNames(out [][2]int, line []byte, off int) ([][2]int, insertColumns) {
	o := bytes.IndexByte(line, '(')
	c := bytes.IndexByte(line, ')')
	if o < 0 || c < o {
		return out, insertColumns{}
	}
	v := bytes.Index(line, []byte("VALUES"))
	if v < 0 {
		v = bytes.Index(line, []byte("values"))
	}
	if v >= 0 && v < o {
		for rest := 0; ; {
			vals, end := tupleValues(line, rest)
			if vals == nil {
				return out, insertColumns{}
			}
			out = d.tupleNames(out, line, off, vals)
			rest = end
		}
	}
	var cols insertColumns
	for i, k := range bytes.Split(line[o+1:c], []byte(",")) {
		switch k = bytes.TrimSpace(k); {
		case nameKey(k):
			cols.names = append(cols.names, i)
		case columnOfNoNames(k):
			cols.places = append(cols.places, i)
		}
	}
	if !cols.any() {
		return out, cols
	}
	return d.rowNames(out, line, off, c+1, cols), cols
}

// insertColumns are the columns of an SQL INSERT that hold names, and those that hold places,
// organisations and categories (placeKey, categoryKey: "role" holds 'DEFENDANT').
type insertColumns struct{ names, places []int }

func (c insertColumns) any() bool { return c.names != nil || c.places != nil }

// rowNames adds the values of the name columns of each tuple of an INSERT's line (at offset
// off) from byte from on, the rows of the INSERT's own line or of a line after it, and records
// the values of its place columns in d.placeValues.
func (d *personDetector) rowNames(out [][2]int, line []byte, off, from int, cols insertColumns) [][2]int {
	for rest := from; ; {
		vals, end := tupleValues(line, rest)
		if vals == nil {
			return out
		}
		for _, ci := range cols.places {
			if ci < len(vals) {
				d.placeValues = append(d.placeValues, [2]int{off + vals[ci][0], off + vals[ci][1]})
			}
		}
		for _, ci := range cols.names {
			if ci < len(vals) {
				v := trimCell(line, vals[ci])
				if v[1] > v[0] && nameValue(line[v[0]:v[1]], false) && !d.orgValue(line[v[0]:v[1]]) {
					out = append(out, [2]int{off + v[0] + titleLen(line[v[0]:v[1]]), off + v[1]})
				}
			}
		}
		rest = end
	}
}

// tupleValues returns the values of the first tuple of line at or after from, split at commas
// outside single quotes, and where the tuple ends; nil if there is none.
func tupleValues(line []byte, from int) (vals [][2]int, end int) {
	if from >= len(line) {
		return nil, len(line)
	}
	o := bytes.IndexByte(line[from:], '(')
	if o < 0 {
		return nil, len(line)
	}
	o += from + 1
	s, inQ, e := o, false, o
	for ; e < len(line); e++ {
		if line[e] == '\'' {
			inQ = !inQ
		}
		if !inQ && (line[e] == ',' || line[e] == ')') {
			vals = append(vals, [2]int{s, e})
			s = e + 1
			if line[e] == ')' {
				break
			}
		}
	}
	if vals == nil {
		vals = [][2]int{}
	}
	return vals, e + 1
}

// tupleNames adds the quoted one-word values of a tuple without a column list that stand in
// runs of two or more ('Chidi', 'Okafor') when the name lists know a word of the run: a given
// name and a surname in a row, each its own span as a first_name and a last_name column.
func (d *personDetector) tupleNames(out [][2]int, line []byte, off int, vals [][2]int) [][2]int {
	word := func(v [2]int) ([2]int, bool) {
		t := trimSpaces(line, v)
		if t[1]-t[0] < 3 || line[t[0]] != '\'' || line[t[1]-1] != '\'' {
			return t, false
		}
		t = [2]int{t[0] + 1, t[1] - 1}
		w := line[t[0]:t[1]]
		return t, bytes.IndexByte(w, ' ') < 0 && nameValue(w, false) && !d.orgValue(w)
	}
	for i := 0; i < len(vals); {
		j := i
		var run [][2]int
		listed := false
		for ; j < len(vals); j++ {
			t, ok := word(vals[j])
			if !ok {
				break
			}
			run = append(run, t)
			low := strings.ToLower(string(line[t[0]:t[1]]))
			r := d.tagger().Lookup(low)
			listed = listed || (r.Given || r.Surname || r.Other || r.Pseudo) && !r.Common && !names.IsFunctionWord(low)
		}
		if len(run) >= 2 && listed {
			for _, t := range run {
				out = append(out, [2]int{off + t[0], off + t[1]})
			}
		}
		i = max(j, i+1)
	}
	return out
}

// trimSpaces trims spaces from the cell c of line.
func trimSpaces(line []byte, c [2]int) [2]int {
	for c[0] < c[1] && line[c[0]] == ' ' {
		c[0]++
	}
	for c[1] > c[0] && line[c[1]-1] == ' ' {
		c[1]--
	}
	return c
}

// chatSpeakers returns the lower-cased speakers of a chat transcript: "[09:12] kofi:",
// "12/03/2024, 20:14 - Abena:", "<thuy>", and, where two or more lines have one, "ingrid:" at
// a line start if the word is on a name list; and the lines of the speakers. Empty unless two
// lines have a speaker.
func (d *personDetector) chatSpeakers() (map[string]bool, [][2]int) {
	text := d.text
	var sp map[string]bool
	lines := 0
	var at, bareAt [][2]int
	var bare map[string]int
	var prose map[string]bool // bare speakers with a line of two words or more
	type stampedLine struct {
		w      string
		ls, le int
	}
	var rareStamped []stampedLine // stamped speakers on no list, of words general text rarely uses
	var wordStamped []stampedLine // and of other words that may be a nickname ("Nacho", "Chino")
	var unnamedAt [][2]int        // stamped lines whose speaker is no word ("NightOwl42:")
	handleSpeakers := false       // a speaker is a handle, no word ("cashflip_kingz:")
	meLines := 0                  // lines of the chat's own side: "me: sure"
	for ls := 0; ls < len(text); {
		le := ls + len(d.lineAt(ls))
		if w, stamped := speakerOf(text[ls:le]); w == "" && stamped {
			unnamedAt = append(unnamedAt, [2]int{ls, le})
		} else if w == "" {
			handleSpeakers = handleSpeakers || handleSpeaker(text[ls:le])
			if ownLine(text[ls:le]) {
				meLines++
			}
		} else {
			d.slackChat = d.slackChat || slackHeader(text[ls:le]) > 0 || discordHeader(text[ls:le]) > 0
			if stamped && !d.nameWord(w) {
				// "[12:00:01] Connection: closed", "<div>": a log or markup, not a speaker;
				// but "[18:47] Efua: yaw said..." in a chat of named speakers (see below).
				// A header line ("Txema, [10.04.24 21:16]") has the message on the lines after it.
				header := headerSpeaker(text[ls:le]) > 0
				if said, ok := afterSpeaker(d.lowerOf(ls, le), w); header || ok && prosePart([]byte(said)) {
					if d.rareWords(w) {
						rareStamped = append(rareStamped, stampedLine{w, ls, le})
					} else if a, b, two := strings.Cut(w, " "); d.nickname(w) || two && d.nickname(a) && d.nickname(b) && b != "app" && b != "bot" {
						// "Gaz Moran", "Big Sam": a nickname and a name, or two words of one
						// (not Slack's "PagerDuty APP")
						wordStamped = append(wordStamped, stampedLine{w, ls, le})
					}
				}
			} else if stamped {
				if sp == nil {
					sp = map[string]bool{}
				}
				sp[w] = true
				d.slackChat = d.slackChat || teamsHeader(text[ls:le]) // a named speaker's header
				if _, first, ok := strings.Cut(w, ", "); ok {
					sp[first] = true // "duc anh kannst du...": the given names of "nguyen, duc anh"
				}
				if role, name, ok := strings.Cut(w, " "); ok && (names.IsTitle(role) || speakerRoles[role]) && !strings.Contains(name, " ") {
					sp[name] = true // "gaz are Leeds Rhinos…": the name of "coach gaz"
				}
				lines++
				at = append(at, [2]int{ls, le})
			} else if !d.formLabel(w, ls) { // "Approver: Renata Szabó" in a form is no dialogue
				if bare == nil {
					bare, prose = map[string]int{}, map[string]bool{}
				}
				bare[w]++
				bareAt = append(bareAt, [2]int{ls, le})
				if c := bytes.IndexByte(text[ls:le], ':'); c >= 0 && prosePart(text[ls+c+1:le]) {
					prose[w] = true
				}
			}
		}
		ls = le + 1
	}
	if len(sp) >= 2 {
		// In a chat of two named speakers or more, the others are people too.
		rareStamped = append(rareStamped, wordStamped...)
	}
	if len(sp) > 0 {
		for _, r := range rareStamped {
			sp[r.w] = true
			lines++
			at = append(at, [2]int{r.ls, r.le})
		}
		// A handle's lines name people as the others' do: "NightOwl42: me + devin can come".
		at = append(at, unnamedAt...)
		slices.SortFunc(at, func(a, b [2]int) int { return a[0] - b[0] })
	}
	// A speaker who is a given name that is no word, or its ciphertext, a pseudo name of three
	// or more syllables.
	// The codec keeps a given name of its classes one, and makes a pseudo name of others: a
	// given name of the surname class ("ngozi") would read as a surname once encrypted.
	named := func(w string) bool {
		if c, ok := d.nameClass(w); ok {
			return c == names.GivenFemale || c == names.GivenMale
		}
		lw := d.tagger().Lookup(w)
		return (lw.Given || lw.Pseudo && longPseudo(w)) && !lw.Common
	}
	namedChat := false // a speaker is named: the others may be names on no list
	listed := 0        // bare speakers on a name list, pseudo names or rare words that say words
	for w := range bare {
		namedChat = namedChat || named(w) && !stopWords[w] && !loneNouns[w]
		if lw := d.speakerLookup(w); lw.Given || lw.Surname || lw.Pseudo && longPseudo(w) || prose[w] && d.rareWords(w) {
			listed++
		}
	}
	// The one other side of a chat with "me" ("Roxo 🌻: use my card\nme: ROXO. no") may be a
	// nickname on no list.
	withMe := len(bare) == 1 && meLines > 0
	if 2*listed < len(bare) && !withMe {
		// Most labels are no names: the keys of YAML or a form ("apiVersion:", "spec:",
		// "metadata:"), not a dialogue.
		bare = nil
	}
	for w, n := range bare {
		lw := d.speakerLookup(w)
		// A speaker of two lines, or of one line of a chat of three or more, or of two when
		// the speaker is named ("youssef: ok", not "host: db1"); in a chat with a named
		// speaker, one of words general text rarely uses ("james: ok\nthi lan: cool").
		listedSpeaker := (n >= 2 || len(bareAt) >= 3 || len(bareAt) >= 2 && named(w)) && (lw.Given || lw.Surname || lw.Pseudo && longPseudo(w))
		rare := namedChat && len(bareAt) >= 2 && prose[w] && d.rareWords(w)
		// The other side of a chat with "me", on two lines or more of prose.
		other := withMe && n >= 2 && prose[w] && d.nickname(w)
		if (other || (len(bare) >= 2 || handleSpeakers) && (listedSpeaker || rare)) && !stopWords[w] && !loneNouns[w] {
			// Two speakers or more; one may be a handle: "cashflip_kingz: …\njaylen: fr?".
			if sp == nil {
				sp = map[string]bool{}
			}
			sp[w] = true
			lines += n
		}
	}
	if lines < 2 && !d.oneStampedName(sp, at, named) {
		return nil, nil
	}
	if len(at) == 0 {
		at = bareAt
	}
	return sp, at
}

// oneStampedName reports whether a chat of one line is still one: a time stamp and a speaker
// who is a given name on the lists and no common word ("[10:02] amara: can u ask tunde"), a
// line copied out of a chat.
func (d *personDetector) oneStampedName(sp map[string]bool, at [][2]int, named func(string) bool) bool {
	if len(sp) != 1 || len(at) != 1 {
		return false
	}
	for w := range sp {
		return named(w) && !stopWords[w] && !loneNouns[w]
	}
	return false
}

// ownLine reports whether line is the chat's own side speaking: "me: sure", "Me : ok".
func ownLine(line []byte) bool {
	tag, _, ok := bytes.Cut(line, []byte(":"))
	return ok && bytes.EqualFold(bytes.TrimSpace(tag), []byte("me")) // no string: it runs on every line
}

// handleSpeaker reports whether a handle opens line as a chat's speaker, "cashflip_kingz: send
// it": a word of letters, digits and underscores with an underscore or a digit in it.
func handleSpeaker(line []byte) bool {
	c := bytes.Index(line, []byte(": "))
	if c < 3 || c > 32 {
		return false
	}
	code := false
	for _, b := range line[:c] {
		switch {
		case b == '_' || isDigit(b):
			code = true
		case !isASCIILetter(b):
			return false
		}
	}
	return code
}

// nickname reports whether w (lower case), a stamped chat line's speaker on no name list, may
// be a person's nickname: one word, not a label, a role, a relative or a function word.
func (d *personDetector) nickname(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 &&
		!names.IsFunctionWord(w) && !chatRoles[w] && !chatKin[w] && !stopWords[w] && !loneNouns[w] && !names.IsTitle(w)
}

// speakerPrefix reports whether low, a word of four letters or more, starts or ends the given
// name of one of the speakers sp (the first word of a speaker of several words) and is shorter
// than it: "santi" of "santiago benedetti", "facu" of "facundo álvarez", "tunde" of "babatunde
// adeyemi-cole" (Yoruba names are shortened to their end).
func speakerPrefix(sp map[string]bool, low string) bool {
	for w := range sp {
		first, _, _ := strings.Cut(w, " ")
		first, _, _ = strings.Cut(first, ",")
		if len(first) > len(low) && (strings.HasPrefix(first, low) || strings.HasSuffix(first, low)) {
			return true
		}
	}
	return false
}

// speakerLookup is what the name lists say about a speaker w (lower case); for a speaker of
// two words, a surname and a given name in either order ("nakagawa hiroshi", "wang lijuan"),
// what they say about both: given and surname when one is each and neither one of the most
// frequent words of general text.
func (d *personDetector) speakerLookup(w string) ner.Word {
	first, second, two := strings.Cut(w, " ")
	if !two || strings.Contains(second, " ") {
		return d.tagger().Lookup(w)
	}
	look := func(w string) ner.Word {
		lw := d.tagger().Lookup(w)
		for part := range strings.SplitSeq(w, "-") { // "adeyemi-cole": a double surname
			if p := d.tagger().Lookup(part); part != w && (p.Given || p.Surname) {
				lw.Given, lw.Surname = lw.Given || p.Given, lw.Surname || p.Surname
			}
		}
		return lw
	}
	a, b := look(first), look(second)
	given := !frequentWord(first) && !frequentWord(second) && (a.Given && (b.Surname || b.Other) || b.Given && (a.Surname || a.Other)) ||
		a.Given && !frequentWord(first) && len(second) == 1 && isLowerASCII(second[0]) // "fatima z"
	return ner.Word{Given: given, Surname: given} // not "First name:", "Last name:" of a form
}

// rareWords reports whether w (lower case) is one or two words of letters (maybe hyphenated),
// each part a given name that is no word or one that general text rarely uses: "thi lan",
// "yuting", "min-jun".
func (d *personDetector) rareWords(w string) bool {
	words := strings.Fields(w)
	if len(words) == 0 || len(words) > 2 {
		return false
	}
	for _, word := range words {
		if stopWords[word] {
			return false
		}
		if a, b, ok := strings.Cut(word, "-"); ok && len(a) >= 2 && len(b) >= 2 && romanSyllable(a) && romanSyllable(b) &&
			!lexiconWord(a+b) {
			continue // a Korean given name of two syllables: "soo-ah", "ji-woo"
		}
		for _, p := range strings.Split(word, "-") { // "min-jun", "jean-luc"
			if len(p) < 2 || strings.IndexFunc(p, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
				return false
			}
			if lw := d.tagger().Lookup(p); !rareWord(p) && !(lw.Given && !lw.Common) {
				return false
			}
			if pluralOfWord(p) {
				return false
			}
		}
	}
	return true
}

// pluralOfWord reports whether low reads as the plural of a frequent word of general text:
// "interviewers", "baptêmes", "volunteers".
func pluralOfWord(low string) bool {
	stem, ok := strings.CutSuffix(low, "s")
	return ok && len(stem) >= 4 && commonWord(stem)
}

// nameWord reports whether the first word of w (lower case) is on a name list or a pseudo
// name (the ciphertext of an unlisted name).
func (d *personDetector) nameWord(w string) bool {
	if i := strings.IndexAny(w, " ,"); i > 0 {
		w = w[:i]
	}
	lw := d.tagger().Lookup(w)
	return lw.Given || lw.Surname || lw.Other || lw.Pseudo
}

// speakerOf returns the speaker of a chat line in lower case, and whether a time stamp or
// the <nick> form marks the line as chat (not a "key: value" line).
func speakerOf(line []byte) (string, bool) {
	s, stamped := 0, false
	switch {
	case len(line) > 2 && line[0] == '<':
		e := bytes.IndexByte(line, '>')
		if e < 2 {
			return "", false
		}
		w := strings.ToLower(string(line[1:e]))
		if speakerWord(w) {
			return w, true
		}
		return "", false
	case len(line) > 0 && line[0] == '[':
		e := bracketStampEnd(line)
		if e < 0 {
			return "", false
		}
		s, stamped = e, true
		if teamsHeader(line) {
			rest := strings.TrimSpace(string(line[s:]))
			if w := strings.ToLower(rest); speakerWord(w) || threeWords(w) || lastFirstSpeaker(w) {
				return w, true
			}
			return "", true
		}
	default:
		if i := headerSpeaker(line); i > 0 {
			// A header line names its speaker whole: three words too ("Nguyễn Thị Mai  09:12").
			// "Pilar Arrieta (3ºA), [10.04.24 21:22]": without what the parentheses add.
			w := withoutAside(strings.ToLower(strings.Trim(string(line[:i]), "*")))
			if speakerWord(w) || threeWords(w) {
				return w, true
			}
			return "", false
		}
		// WhatsApp: "12/03/2024, 20:14 - Name:".
		if i := bytes.Index(line, []byte(" - ")); i > 0 && i < 24 && line[0] >= '0' && line[0] <= '9' &&
			bytes.IndexByte(line[:i], ':') > 0 {
			s, stamped = i+3, true
		} else if i := bytes.IndexByte(line, ' '); i >= 4 && i <= 8 && clockOnly(line[:i]) {
			s, stamped = i+1, true // a time alone before the speaker: "18:02 Jana: hey leute"
		} else if i := dateTimeStamp(line); i > 0 {
			s, stamped = i, true // an exported chat: "2024-11-03 20:15 lin wei: biopsy when??"
		}
		// Stand-up notes in lower case: "- kim: still blocked", "• rahul: fixed it" (not a
		// list of labels: "- Dell: laptops", "- Influencers: ...").
		for _, bullet := range bullets {
			if bytes.HasPrefix(line, []byte(bullet)) {
				if r, _ := utf8.DecodeRune(line[len(bullet):]); !unicode.IsLower(r) {
					return "", false
				}
				s = len(bullet)
			}
		}
	}
	for s < len(line) && line[s] == ' ' {
		s++
	}
	c := bytes.IndexByte(line[s:], ':')
	if c <= 0 || c > 30 {
		return "", false
	}
	// French sets a space before the colon: "lina : t'as vu mathis ?"; a chat's display name
	// may end in emoji: "Yasmin 🌸:", "Jorge Luis 🇲🇽:".
	w := strings.ToLower(trimDecor(string(line[s : s+c])))
	w = withoutAside(w) // "Birgit (2. OG):": the speaker without what the parentheses add
	if kin, name, ok := strings.Cut(w, " "); ok && (chatKin[kin] || agentRoles[kin] || hanOnly(kin)) {
		// "grandpa joe:", "tía pili:", "Agent Inès :", "大姐 xiaohong:": the name after a
		// relative or a role
		w = name
	}
	if n := len(w); n > 4 && w[n-1] == '.' && w[n-3] == ' ' && isASCIILetter(w[n-2]) {
		w = w[:n-3] // "Sofiane B.:": the given name, its surname's initial left as written
	}
	if !speakerWord(w) {
		return "", stamped // "[21:12] NightOwl42: ...": a stamped line, no speaker's name
	}
	return w, stamped
}

// teamsHeader reports whether line is the header of a message of Teams copied as text: a
// bracketed time and the speaker, "[08:47] Krüger, Sabine", on a line of its own, the message
// on the lines after it.
func teamsHeader(line []byte) bool {
	e := bracketStampEnd(line)
	if e < 0 {
		return false
	}
	rest := bytes.TrimSpace(line[e:])
	return len(rest) > 0 && bytes.IndexByte(rest, ':') < 0
}

// bracketStampEnd returns where a bracketed time that opens line ends ("[08:47]", "[12/03/2024,
// 20:14:05]"), after its "]", or -1.
func bracketStampEnd(line []byte) int {
	if len(line) == 0 || line[0] != '[' {
		return -1
	}
	e := bytes.IndexByte(line, ']')
	if e < 0 || !bytes.ContainsAny(line[:e], "0123456789") || !bytes.Contains(line[:e], []byte(":")) {
		return -1
	}
	return e + 1
}

// agentRoles come before the name of a support chat's agent: "Agent Inès :", "Advisor Tom:".
var agentRoles = setOf(`agent|agente|conseiller|conseillère|advisor|adviser|operator|opérateur|operador|rep`, "|")

// trimDecor trims the spaces and emoji that end s.
func trimDecor(s string) string { return strings.TrimRightFunc(s, decor) }

// decor reports whether r is a space or part of an emoji: a symbol, a joiner or a variation
// selector.
func decor(r rune) bool {
	return r == ' ' || unicode.IsSymbol(r) || unicode.Is(unicode.Cf, r) || r == '\uFE0F' || r == '\uFE0E'
}

// afterSpeaker returns what the lower-case line says after its speaker w and the colon.
func afterSpeaker(low, w string) (string, bool) {
	i := strings.Index(low, w)
	if i < 0 {
		return "", false
	}
	rest := strings.TrimLeftFunc(low[i+len(w):], decor)
	if len(rest) > 2 && isASCIILetter(rest[0]) && rest[1] == '.' {
		rest = strings.TrimLeftFunc(rest[2:], decor) // "sofiane b.:"
	}
	if !strings.HasPrefix(rest, ":") {
		return "", false
	}
	return rest[1:], true
}

// prosePart reports whether said, what follows a speaker's colon, is words: a chat line says
// words; a key's value in YAML or a log is one token, or a block ("selector: { matchLabels:
// ... }").
func prosePart(said []byte) bool {
	said = bytes.TrimLeft(said, " \t")
	r, _ := utf8.DecodeRune(said)
	return unicode.IsLetter(r) && len(bytes.Fields(said)) >= 2
}

// slackHeader returns the length of the speaker of a message of Slack or Teams copied as text
// ("kenji  09:19", "Kenji Watanabe  9:19 AM" on a line of its own, the message on the lines
// after it), or 0.
func slackHeader(line []byte) int {
	if i := bytes.Index(line, []byte("  ")); i > 1 && i <= 30 && clockOnly(bytes.TrimLeft(line[i:], " ")) {
		return i
	}
	return 0
}

// headerSpeaker returns the length of the speaker of a header line of Slack, Teams or
// Telegram copied as text (slackHeader, telegramHeader), or 0.
func headerSpeaker(line []byte) int {
	if i := slackHeader(line); i > 0 {
		return i
	}
	if i := discordHeader(line); i > 0 {
		return i
	}
	return telegramHeader(line)
}

// humped reports whether a word of b has a capital after a lower-case letter, as a handle or
// a field's name has ("ZephyrMain", "ShipToName"); one such capital after "Mc", "Mac", "De",
// "La" or "Le" a name may have ("Mary McDonald", "DeShawn").
func humped(b []byte) bool {
	for w := range bytes.FieldsSeq(b) {
		humps, prevLower := 0, false
		for _, r := range string(w) {
			if unicode.IsUpper(r) && prevLower {
				humps++
			}
			prevLower = unicode.IsLower(r)
		}
		if humps > 1 || humps == 1 && !bytes.HasPrefix(w, []byte("Mc")) && !bytes.HasPrefix(w, []byte("Mac")) &&
			!bytes.HasPrefix(w, []byte("De")) && !bytes.HasPrefix(w, []byte("La")) && !bytes.HasPrefix(w, []byte("Le")) {
			return true
		}
	}
	return false
}

// discordHeader returns the length of the speaker of a message of Discord copied as text, its
// name in bold or before "Today at" ("**Wojtek** — 11/02/2024 9:40 PM", "**Mira** · Mar 7",
// "Kenji — Today at 9:42 PM" on a line of its own, the message on the lines after it), or 0.
func discordHeader(line []byte) int {
	line = bytes.TrimRight(line, " \r")
	name, rest := 0, []byte(nil)
	if bold, ok := bytes.CutPrefix(line, []byte("**")); ok {
		j := bytes.Index(bold, []byte("**"))
		if j < 1 || j > 40 {
			return 0
		}
		name, rest = j+4, line[j+4:]
	} else {
		i := bytes.Index(line, []byte(" — "))
		if i < 2 || i > 40 {
			return 0
		}
		name, rest = i, line[i:]
	}
	if nm := bytes.Trim(line[:name], "*"); bytes.ContainsFunc(nm, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' && r != '-' && r != '\'' }) ||
		humped(nm) {
		return 0 // a handle ("nyx_dev", "ZephyrMain"): userHandles reads it
	}
	for _, sep := range []string{" — ", " · "} {
		if after, ok := bytes.CutPrefix(rest, []byte(sep)); ok && len(after) <= 32 {
			today := bytes.HasPrefix(after, []byte("Today at ")) || bytes.HasPrefix(after, []byte("Yesterday at "))
			if today || line[0] == '*' && bytes.ContainsAny(after, "0123456789") {
				return name
			}
		}
	}
	return 0
}

// telegramHeader returns the length of the speaker of a message of a Telegram chat exported
// as text ("Txema, [10.04.24 21:16]" on a line of its own, the message on the lines after
// it), or 0.
func telegramHeader(line []byte) int {
	i := bytes.Index(line, []byte(", ["))
	if i < 2 || i > 40 {
		return 0
	}
	stamp := bytes.TrimRight(line[i+3:], " \r")
	if len(stamp) < 2 || stamp[len(stamp)-1] != ']' {
		return 0
	}
	date, clock, ok := bytes.Cut(stamp[:len(stamp)-1], []byte(" "))
	if !ok || len(date) < 6 || len(date) > 10 || !numericDate(date, "./") {
		return 0
	}
	if !clockOnly(clock) && !(len(clock) == 8 && clockOnly(clock[:5]) && clock[5] == ':') {
		return 0
	}
	return i
}

// dateTimeStamp returns the length of the date, time and space that start line ("2024-11-03
// 20:15 ", "03.11.2024 20:15 "), or 0.
func dateTimeStamp(line []byte) int {
	i := bytes.IndexByte(line, ' ')
	if i < 8 || i > 10 || !numericDate(line[:i], "-./") {
		return 0
	}
	j := bytes.IndexByte(line[i+1:], ' ')
	if j < 4 {
		return 0
	}
	// Minutes, not seconds: "2024/06/03 22:41:07 config: loaded" is a log's component.
	if !clockOnly(line[i+1 : i+1+j]) {
		return 0
	}
	return i + 1 + j + 1
}

// numericDate reports whether b is digits and two separators of seps: the date of a chat's
// stamp ("10.04.24", "2024-11-03").
func numericDate(b []byte, seps string) bool {
	n := 0
	for _, c := range b {
		switch {
		case strings.IndexByte(seps, c) >= 0:
			n++
		case c < '0' || c > '9':
			return false
		}
	}
	return n == 2
}

// withoutAside returns a speaker's name w without what parentheses at its end add ("birgit
// (2. og)" → "birgit").
func withoutAside(w string) string {
	if i := strings.Index(w, " ("); i > 0 && strings.HasSuffix(w, ")") {
		return w[:i]
	}
	return w
}

// hanOnly reports whether w is written in Chinese characters alone: a kinship term or a role
// before a romanised name ("大姐 xiaohong", "二叔 lin guoqing").
func hanOnly(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return w != ""
}

// clockOnly reports whether b is a time of day and nothing else: "09:19", "9:19 AM", "21:05".
func clockOnly(b []byte) bool {
	b = bytes.TrimRight(b, " \r")
	if n := len(b); n > 3 && (bytes.EqualFold(b[n-2:], []byte("am")) || bytes.EqualFold(b[n-2:], []byte("pm"))) {
		b = bytes.TrimRight(b[:n-2], " ")
	}
	c := bytes.IndexByte(b, ':')
	if c < 1 || c > 2 || len(b)-c != 3 {
		return false
	}
	for i, x := range b {
		if i != c && (x < '0' || x > '9') {
			return false
		}
	}
	return true
}

// lastFirstSpeaker reports whether w is a surname, a comma and one or two given names, each
// of them a word that can be a speaker's name: "krüger, sabine", "nguyen, duc anh".
func lastFirstSpeaker(w string) bool {
	last, first, ok := strings.Cut(w, ", ")
	return ok && !strings.Contains(last, " ") && speakerWord(last) && speakerWord(first)
}

// threeWords reports whether w is three words that can each be a speaker's name.
func threeWords(w string) bool {
	parts := strings.Split(w, " ")
	return len(parts) == 3 && speakerWord(parts[0]) && speakerWord(parts[1]) && speakerWord(parts[2])
}

// speakerWord reports whether w (lower case) can be a speaker's name: one or two words of
// letters, not a role.
func speakerWord(w string) bool {
	if w == "" || strings.Count(w, " ") > 1 {
		return false
	}
	for _, r := range w {
		if !isNameLetter(r) && r != ' ' && r != '-' && r != '\'' {
			return false
		}
	}
	return !stopWords[w] && !chatRoles[w] && !chatKin[w] // "Mamá:", "Oma:": a relative, no name
}

// chatRoles are speaker tags that are not names, and the labels of e-mail and ticket headers
// in en/de/fr/es, whose lines look like a dialogue's ("Von: …", "An: …", "Asunto: …").
var chatRoles = setOf(`me|you|bot|admin|mod|system|assistant|support|agent|customer|user|server|info|warn|error|
	debug|note|q|a|sie|ich|moi|vous|tú|yo|pt|patient|patientin|paciente|dr|doctor|nurse|rn|md|np|caller|
	interviewer|interviewee|host|guest|moderator|speaker|narrator|teacher|student|mom|mum|dad|
	from|to|cc|bcc|subject|sent|date|von|an|betreff|gesendet|datum|de|à|objet|envoyé|para|asunto|enviado|fecha|
	assignee|reporter|priority|status|labels|component|resolution`, "|")

// chatNames adds, in the chat line text[lo:hi] with speakers sp, every speaker tag and every
// lower-case mention of a speaker, and a lower-case listed given name after "tell", "ask",
// "with" and the like.
func (d *personDetector) chatNames(out [][2]int, sp map[string]bool, lo, hi int) [][2]int {
	text := d.text[:hi]
	prev, prevS, prevE := "", 0, 0
	// In Vietnamese most words are given names too ("thành", "khoa", "lâm"): only the
	// speakers are read in lower case.
	viet := vietnamese(text[lo:])
	for i := lo; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if !isNameLetter(r) {
			i += n
			continue
		}
		w, e := wordAt(text, i)
		if i > lo && (text[i-1] == '_' || text[i-1] == '.') || e < len(text) && text[e] == '_' {
			i = e // a part of a handle or a file's name: "nyx_dev", "notes.txt"
			continue
		}
		if unicode.IsLower(r) && elided(text[lo:i]) {
			i = e // the end of a word with an apostrophe: "aujourd'hui", "dell'anno"
			continue
		}
		low := d.lowerOf(i, e)
		// A hyphenated speaker: "min-jun".
		if e+1 < len(text) && text[e] == '-' {
			if w2, e2 := wordAt(text, e+1); w2 != "" && sp[d.lowerOf(i, e2)] && encryptable(w) && encryptable(w2) {
				out = append(out, [2]int{i, e2})
				prev = ""
				i = e2
				continue
			}
		}
		// A speaker written "LAST, First" ("Krüger, Sabine", "Nguyen, Duc Anh": a Teams header)
		// or of two or three words ("maría josé", "nguyễn thị mai": a Slack header).
		end := d.speakerAfter(text, sp, low, e, ", ")
		if end < 0 {
			end = d.speakerAfter(text, sp, low, e, " ")
		}
		if end > 0 && encryptable(w) {
			out = append(out, [2]int{d.afterSpeakerRole(i, e, end), end})
			prev = ""
			i = end
			continue
		}
		switch {
		case sp[low]:
			if encryptable(w) {
				out = append(out, [2]int{i, e})
			}
		case viet && unicode.IsLower(r):
		case len(low) > 3 && strings.HasSuffix(low, "s") && sp[low[:len(low)-1]] && encryptable(w):
			out = append(out, [2]int{i, e - 1}) // "lisas verlobter": a speaker's genitive, the name without its s
		case unicode.IsLower(r) && utf8.RuneCountInString(low) >= 4 && !commonWord(low) && encryptable(w) && speakerPrefix(sp, low):
			out = append(out, [2]int{i, e}) // "tranqui santi", "tunde are you": a speaker's nickname, a part of the name
		case unicode.IsLower(r) && !englishVerbs[low] && (d.kinOwner(w, e) ||
			d.lowerName(w, e) && (mentionCue[prev] || d.speechVerbAfter(e) || d.chatGiven(low)) ||
			addressCue[prev] && d.joinedLowerName(w, e) && !articleBefore(text, i)):
			// Not a verb: "and said" (Said is a given name on the lists). A word no general
			// text uses after a verb of asking or telling is a name too, on no list: "ask tunde".
			out = append(out, [2]int{i, e})
		case unicode.IsLower(r) && (names.IsTitle(prev) && prev != "me" || kinWords[prev] || chatKin[prev]) && d.lowerTitled(w, e) &&
			titleBefore(text, prevS, prevE, i):
			// "frau bergmann", "mme perrin", "tía pili", "auntie akosua"; not the pronoun of
			// "to me pls", which French also abbreviates Maître to
			out = append(out, [2]int{i, e})
		case unicode.IsLower(r) && len(out) > 0 && joinedAt(text, out[len(out)-1][1], lo, i) && d.joinedLowerName(w, e):
			out = append(out, [2]int{i, e}) // "lucas et maëlys", "hugo, eneko": a name joined to a name found
		}
		prev, prevS, prevE = low, i, e
		i = e
	}
	return out
}

// casual reports whether the text is written in lower case, as chats are: three or more of its
// sentences, and most, start with a lower-case letter.
func (d *personDetector) casual() bool {
	lower, upper := 0, 0
	start := true
	for i := 0; i < len(d.text); {
		r, n := utf8.DecodeRune(d.text[i:])
		switch {
		case unicode.IsLetter(r):
			if start && unicode.IsLower(r) {
				lower++
			} else if start {
				upper++
			}
			start = false
		case r == '\n':
			start = true
		case r == '.' || r == '!' || r == '?':
			start = i+1 == len(d.text) || d.text[i+1] == ' ' || d.text[i+1] == '\n'
		}
		i += n
	}
	return lower >= 3 && lower > upper
}

// casualNames adds, in a text written in lower case as chats are (casual), the lower-case given
// names of its lines of prose: "its bella from flat 3", "- rahul fixed the import bug", "me
// and dom have had no hot water" (casualName says which), and a listed surname after one;
// not in a line of code or data.
func (d *personDetector) casualNames(out [][2]int) [][2]int {
	text := d.text
	for ls := 0; ls < len(text); {
		le := ls + len(d.lineAt(ls))
		line := text[ls:le]
		if bytes.ContainsAny(line, "{}=;<>`|\\") || bytes.HasPrefix(line, []byte("    ")) {
			ls = le + 1
			continue
		}
		for i := ls; i < le; {
			r, n := utf8.DecodeRune(text[i:])
			if !unicode.IsLetter(r) {
				i += n
				continue
			}
			w, e := wordAt(text, i)
			if e <= i {
				i += n
				continue
			}
			if unicode.IsLower(r) && d.casualName(w, i, e) {
				e = d.lowerSurnameAfter(e)
				out = append(out, [2]int{i, e})
			}
			i = e
		}
		ls = le + 1
	}
	return out
}

// casualName reports whether w, a lower-case word at text[s:e] of a casual text, is a given
// name: listed, borne by many or a word of the codec's classes, no word of general text, or
// what the codec makes of one; and standing as a word stands in prose (not "metadata.name",
// "jobs/unique.lua", "nio-8080").
func (d *personDetector) casualName(w string, s, e int) bool {
	low := strings.ToLower(w)
	lw, n := d.tagger().Lookup(low), utf8.RuneCountInString(low)
	switch {
	case n >= 3 && lw.Given && d.chatGiven(low) && (d.usualGiven(low) || d.classWord(w)):
	case n == 2 && lw.Given && d.classWord(w) && d.chatGiven(low):
		// "jo": a short name of the codec's classes, which a longer one ("jean") may become
	case n >= 9 && lw.Pseudo && longPseudo(low) && !lexiconWord(low):
		// what the codec makes of a given name on no list of its ("nadège")
	default:
		return false
	}
	if !d.lowerName(w, e) {
		return false
	}
	if r, _ := utf8.DecodeLastRune(d.text[:s]); strings.ContainsRune("._/-@#'’:", r) {
		return false
	}
	if e < len(d.text) && strings.IndexByte("_/(@-", d.text[e]) >= 0 {
		return false
	}
	if rest := d.text[e:]; bytes.HasPrefix(rest, []byte("'t")) || bytes.HasPrefix(rest, []byte("’t")) || versionAfter(rest) {
		return false // "haven't": a contraction; "joi 17.12.2": a package and its version
	}
	return e+1 >= len(d.text) || d.text[e] != '.' || !isASCIILetter(d.text[e+1])
}

// elided reports whether b, the text before a word, ends in two letters or more and an
// apostrophe: the word is the end of one with an apostrophe inside ("aujourd'hui",
// "prud’hommes"). After one letter it is a name's ("o'brien", "d'souza", "n'diaye").
func elided(b []byte) bool {
	for _, a := range []string{"'", "’"} {
		if rest, ok := bytes.CutSuffix(b, []byte(a)); ok {
			r1, n := utf8.DecodeLastRune(rest)
			r2, _ := utf8.DecodeLastRune(rest[:len(rest)-n])
			return unicode.IsLetter(r1) && unicode.IsLetter(r2)
		}
	}
	return false
}

// titleBefore reports whether the title or kin word at text[s:e] stands right before the word
// at i, as a title does ("mme perrin", "dr. okafor"), and is no contraction's end: the "m" of
// "I'm" is no French "M.", nor is it one with a number between ("(I'm 14 btw)").
func titleBefore(text []byte, s, e, i int) bool {
	gap := string(text[e:i])
	if gap != " " && gap != ". " {
		return false
	}
	return s == 0 || text[s-1] != '\'' && !bytes.HasSuffix(text[:s], []byte("’"))
}

// vietnamese reports whether text has two letters or more that only Vietnamese writes (ạ, ế,
// ơ, ư, đ...).
func vietnamese(text []byte) bool {
	n := 0
	for _, r := range string(text) {
		if r >= 0x1EA0 && r <= 0x1EF9 || r == 'đ' || r == 'Đ' || r == 'ơ' || r == 'Ơ' || r == 'ư' || r == 'Ư' {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// joinedAt reports whether a chat joiner (" et ", ", ") is all that stands between end, where
// the last name found ends, and i, inside the line that starts at lo.
func joinedAt(text []byte, end, lo, i int) bool {
	return lo <= end && end < i && i-end <= 5 && chatJoiners[string(text[end:i])]
}

// chatJoiners join a name to the one before it in a chat's list of people.
var chatJoiners = map[string]bool{" et ": true, " and ": true, " y ": true, " und ": true, " e ": true, ", ": true, " & ": true, " + ": true}

// joinedLowerName reports whether w, a lower-case word of a chat ending at e and joined to a
// name found, is a name too: a listed given name or a word no general text uses, of three
// letters or more, and no common, function or stop word ("lucas et moi", "hugo, les autres").
func (d *personDetector) joinedLowerName(w string, e int) bool {
	low := strings.ToLower(w)
	if !wordEnd(d.text, e) || utf8.RuneCountInString(low) < 3 || stopWords[low] || names.IsFunctionWord(low) ||
		pronouns[low] || chatKin[low] || chatWords[low] || commonWord(low) || !encryptable(w) {
		return false
	}
	lw := d.tagger().Lookup(low)
	return lw.Given && !lw.Common || names.WordBand(low) == names.BandNone
}

// afterSpeakerRole returns where the name starts in a speaker of several words text[s:end]
// whose first word ends at e: after a title, a role or a relative ("Coach Gaz", "Skipper
// Imran", "Papa de Rayan", "Tía Mercedes"), which the conventions leave out of a name, as a
// title; at s otherwise.
func (d *personDetector) afterSpeakerRole(s, e, end int) int {
	low := d.lowerOf(s, e)
	if kin := d.wordBefore(s); (low == "de" || low == "von" || low == "of") && (chatKin[kin] || parentKin[kin]) && e+1 < end {
		return e + 1 // "Papa de Rayan", the speaker read after the relative
	}
	if (low == "don" || low == "doña") && e+1 < end && d.spanishDoc() {
		if w, _ := wordAt(d.text, e+1); d.tagger().Lookup(strings.ToLower(w)).Given {
			return e + 1 // "Don Hilario:" in a Spanish chat: the title (see spanishDon)
		}
	}
	if !names.IsTitle(low) && !chatKin[low] && !parentKin[low] && !speakerRoles[low] || e+1 >= end {
		return s
	}
	n := e + 1
	if w, we := wordAt(d.text, n); (w == "de" || w == "von" || w == "of" || w == "del") && we+1 < end {
		n = we + 1 // "Papa de Rayan"
	}
	return n
}

// speakerRoles are roles a chat's speaker is named with, before the name.
var speakerRoles = setOf(`skipper|trainer|trainerin|coach|captain|capitán|capitana|kapitän|entrenador|entrenadora|
	entraîneur|profe|teacher|lehrer|lehrerin|prof`, "|")

// speakerAfter returns the end of a speaker of two or three words in text whose first word,
// in lower case low, ends at e and is followed by sep, or -1 if the speakers sp have none. The
// second and third words must be encryptable; the caller checks the first.
func (d *personDetector) speakerAfter(text []byte, sp map[string]bool, low string, e int, sep string) int {
	if e+len(sep) >= len(text) || string(text[e:e+len(sep)]) != sep {
		return -1
	}
	w2, e2 := wordAt(text, e+len(sep))
	if w2 == "" || !encryptable(w2) {
		return -1
	}
	if e2+1 < len(text) && text[e2] == '-' { // a hyphenated given name: "Shin, Hye-jin"
		if w, e := wordAt(text, e2+1); w != "" && encryptable(w) {
			e2 = e
		}
	}
	two := low + sep + d.lowerOf(e+len(sep), e2)
	if e2+1 < len(text) && text[e2] == ' ' {
		if w3, e3 := wordAt(text, e2+1); w3 != "" && sp[two+" "+d.lowerOf(e2+1, e3)] && encryptable(w3) {
			return e3
		}
	}
	if sp[two] {
		return e2
	}
	return -1
}

// addressCue are the mentionCue words that address a person, whom a word on no list after
// them names as well ("ask tunde", "ping chidi"; not "with kubectl").
var addressCue = setOf(`tell|ask|told|asked|ping|frag|sag|demande`, "|")

// mentionCue are the words before a lower-case name in chat: "tell abena", "ask for lucía",
// "mit jonas", "avec léa", "con lucía".
var mentionCue = setOf(`tell|ask|for|told|asked|with|ping|cc|call|seen|thx|thanks|hi|hey|and|to|frag|sag|dis|demande|
	mit|avec|con`, "|")

// kinOwner reports whether w, a lower-case word that ends at e, is a listed given name that
// is also a word of general text ("lily", "grace", "rob") before a possessive and a word for
// a relative or a partner: "ask lily's mum", "grace's dad": a person's, not a flower's.
func (d *personDetector) kinOwner(w string, e int) bool {
	kin, _ := d.ownedWord(e)
	low := strings.ToLower(w)
	return (kinWords[kin] || chatKin[kin] || possessions[kin]) && len(low) >= 3 && !stopWords[low] &&
		!names.IsFunctionWord(low) && !pronouns[low] && d.tagger().Lookup(low).Given && encryptable(w)
}

// speechVerbAfter reports whether a verb of saying (speechVerbs) follows the word that ends at
// e: "ama said she'll be late", "jonas meinte".
func (d *personDetector) speechVerbAfter(e int) bool {
	if e >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	rest := d.text[e+1:]
	for _, v := range speechVerbs {
		if len(rest) >= len(v) && string(rest[:len(v)]) == v && wordEnd(rest, len(v)) {
			return true
		}
	}
	return false
}

// listedPair reports whether "last, rest" reads as a person by the name lists: rest starts
// with a given name or surname, or last is a surname and rest starts with no common word.
// The list of other name words is no evidence here ("Sales, Marketing" is two mailing lists).
// Pseudo names count as listed, so that the ciphertext of a pair is one too.
func (d *personDetector) listedPair(last, rest []byte) bool {
	w, _ := wordAt(rest, 0)
	r := d.tagger().Lookup(strings.ToLower(w))
	if r.Given || r.Surname || r.Pseudo {
		return true
	}
	l := d.tagger().Lookup(strings.ToLower(string(last)))
	return (l.Surname || l.Pseudo) && !r.Common
}

// headerKeys are the e-mail header fields that list people (lower case, without the colon).
var headerKeys = setOf(`from|to|cc|bcc|x-from|x-to|x-cc|x-bcc|reply-to|sender|von|an|à|de|para|envoyé par`, "|")

// headerNames adds the "LAST, First" names of an e-mail header line (at offset off) that
// lists people: "To: Belden, Tim; Allen, Phillip K." (one name per item between semicolons;
// a quoted display name, "Fossum, Drew" <drew@x>, is quotedNames') and "X-To: Cash, Michelle,
// Allen, Phillip K." (commas only: a surname, maybe with a suffix, and the one to three words
// after it read as a pair). The conventions make "LAST, First" one span; the model, reading
// words, tends to split it at the comma. The pairs of a line count when the name lists know
// one of them (listedPair): "To: Sales, Marketing" is two mailing lists. Items with an address
// only are left to the e-mail type, names written "First Last" to the model.
func (d *personDetector) headerNames(out [][2]int, line []byte, off int) [][2]int {
	colon := bytes.IndexByte(line, ':')
	const behalf = "on behalf of " // Outlook's "On Behalf Of Little, Kelli", without a colon
	if len(line) > len(behalf) && strings.EqualFold(string(line[:len(behalf)]), behalf) {
		colon = len(behalf) - 1
	} else if colon < 2 || colon > 12 || !headerKeys[strings.ToLower(strings.TrimSpace(string(line[:colon])))] {
		return out
	}
	out = scriptHeaderNames(out, line, colon+1, off)
	var pairs [][2]int
	listed := false
	for is := colon + 1; is <= len(line); {
		ie := bytes.IndexByte(line[is:], ';')
		if ie < 0 {
			ie = len(line)
		} else {
			ie += is
		}
		item := is
		seg := line[is:ie]
		cells := splitCells(nil, seg, ',') // a quoted "LAST, First" is one cell: see quotedNames
		for k := 0; k+1 < len(cells); k++ {
			a, b := trimCell(seg, cells[k]), trimCell(seg, cells[k+1])
			last, rest := seg[a[0]:a[1]], seg[b[0]:b[1]]
			surname, ok := surnameOf(last)
			if !ok || b[1] <= b[0] || bytes.Count(rest, []byte(" ")) > 2 {
				continue
			}
			if v := seg[a[0]:b[1]]; nameValue(v, false) && !d.orgValue(v) {
				pairs = append(pairs, [2]int{off + item + a[0], off + item + b[1]})
				listed = listed || d.listedPair(surname, rest)
				k++
			}
		}
		is = ie + 1
	}
	if listed {
		out = append(out, pairs...)
	}
	return out
}

// scriptHeaderNames adds the names in Chinese, Japanese, Korean, Arabic or Hebrew letters
// (scriptName) that the items of a header line list from position i on, alone or before an
// address: "From: 김민준", "To: محمد علي <m.ali@example.com>, דוד כהן". Names in Latin letters
// are the model's and headerNames'.
func scriptHeaderNames(out [][2]int, line []byte, i, off int) [][2]int {
	for i <= len(line) {
		e := bytes.IndexAny(line[i:], ",;")
		if e < 0 {
			e = len(line)
		} else {
			e += i
		}
		s, ve := i, e
		if a := bytes.Index(line[s:e], []byte(" <")); a >= 0 {
			ve = s + a
		}
		for s < ve && line[s] == ' ' {
			s++
		}
		for ve > s && line[ve-1] == ' ' {
			ve--
		}
		if ve > s && scriptName(line[s:ve]) {
			out = append(out, [2]int{off + s, off + ve})
		}
		i = e + 1
	}
	return out
}

// numberedRoster adds the names of a team sheet's line, players by their shirt numbers and
// comma-separated: "Replacements: 16 Harris, 17 Oduya, 18 Lomax, 19 Vunipola-Taufa". Three
// items or more, each a number of one to three digits and one or two capitalised words, three
// in four of them name words (listed given names or surnames, the codec's images of them, or
// words general text uses rarely); those items are taken. Not "2 Eggs, 3 Apples, 5 Pears".
func (d *personDetector) numberedRoster(out [][2]int, line []byte, off int) [][2]int {
	var items [][2]int // the name words of the numbered items in a row, and whether they are names
	var named []bool
	flush := func() {
		n := 0
		for _, ok := range named {
			if ok {
				n++
			}
		}
		if len(items) >= 3 && 4*n >= 3*len(items) {
			for k, it := range items {
				if named[k] {
					out = append(out, [2]int{off + it[0], off + it[1]})
				}
			}
		}
		items, named = items[:0], named[:0]
	}
	for start := 0; start < len(line); {
		end := bytes.IndexAny(line[start:], ",;")
		if end < 0 {
			end = len(line)
		} else {
			end += start
		}
		seg := start
		if c := bytes.LastIndex(line[start:end], []byte(": ")); c >= 0 && len(items) == 0 {
			seg = start + c + 2 // "Replacements: 16 Harris"
		}
		if s, e, ok := d.rosterItem(line, seg, end); ok {
			items = append(items, [2]int{s, e})
			named = append(named, d.rosterName(line[s:e]))
		} else {
			flush()
		}
		start = end + 1
	}
	flush()
	return out
}

// rosterItem returns the words of the item line[lo:hi] of a numbered roster ("16 Harris",
// " 19 Vunipola-Taufa"), ok false if it is none.
func (d *personDetector) rosterItem(line []byte, lo, hi int) (s, e int, ok bool) {
	c := trimSpaces(line, [2]int{lo, hi})
	lo, hi = c[0], c[1]
	i := lo
	for i < hi && isDigit(line[i]) {
		i++
	}
	if i == lo || i-lo > 3 || i >= hi || line[i] != ' ' {
		return 0, 0, false
	}
	s = i + 1
	e = s
	for words := 0; words < 2 && e < hi && startsUpper(line[e:]); words++ {
		e = nameWordEnd(line, e)
		for e < hi && (line[e] == '-' || line[e] == '\'') && e+1 < hi && startsUpper(line[e+1:]) {
			e = nameWordEnd(line, e+1) // "Vunipola-Taufa", "O'Neill"
		}
		if e < hi && line[e] == ' ' {
			e++
		}
	}
	if e > s && line[e-1] == ' ' {
		e--
	}
	return s, e, e > s && e == hi
}

// rosterName reports whether each word of w is a name word: a listed given name or surname,
// the codec's image of one, or a word general text uses rarely that reads as no noun.
func (d *personDetector) rosterName(w []byte) bool {
	for _, f := range bytes.FieldsFunc(w, func(r rune) bool { return r == ' ' || r == '-' }) {
		low := strings.ToLower(string(f))
		lw := d.tagger().Lookup(low)
		listed := lw.Given || lw.Surname || lw.Pseudo || d.classWord(string(f))
		if !listed && (commonWord(low) || nounLike(low) || d.germanCompound(low) || germanNounForm(low)) ||
			names.CaseOf(string(f)) == names.Upper || stopWords[low] {
			return false // "1 Zimmerschlüssel, 1 Wohnungsschlüssel": German nouns
		}
	}
	return true
}

// quoteSpeaker adds the speaker who opens a line with a quotation, as interviews and news
// print one: `Güllner: „Solidarität mit…"`, `Sido: " Früher machte sie…`. One capitalised
// word, a colon and an opening quotation mark: the word is a name if it is a listed given name
// or surname that general text rarely uses ("Motto:", "Tagline:" are none), or what the codec
// makes of one, a word of its classes or a pseudo name; in German text (where such interviews
// are printed most), also a word of no text that reads as no noun and no compound of nouns
// ("Güllner:", not "Projektname:").
func (d *personDetector) quoteSpeaker(out [][2]int, line []byte, off int) [][2]int {
	s := 0
	for s < len(line) && line[s] == ' ' {
		s++
	}
	e := nameWordEnd(line, s)
	if e-s < 3 || !startsUpper(line[s:]) || !bytes.HasPrefix(line[e:], []byte(": ")) {
		return out
	}
	if r, _ := utf8.DecodeRune(line[e+2:]); !strings.ContainsRune(`"„“«‚`, r) {
		return out
	}
	w := string(line[s:e]) // a speaker's word is rare: copied only here
	low := strings.ToLower(w)
	if stopWords[low] || names.IsTitle(low) || names.CaseOf(w) == names.Upper {
		return out
	}
	lw := d.tagger().Lookup(low)
	if (lw.Given || lw.Surname) && !lw.Common && !frequentWord(low) || d.classWord(w) || lw.Pseudo && longPseudo(low) ||
		d.german(off+s) && !lexiconWord(low) && !nounLike(low) && !germanNounForm(low) && !d.germanCompound(low) {
		out = append(out, [2]int{off + s, off + e})
	}
	return out
}

// quotedNames adds the "LAST, First" display names of addresses anywhere on the line (at
// offset off): "McGilloway, Vangie" <vangie@example.com>, as headerNames does in header lines.
func (d *personDetector) quotedNames(out [][2]int, line []byte, off int) [][2]int {
	for i := 0; i < len(line); {
		q := bytes.Index(line[i:], []byte("\" <"))
		if q < 0 {
			q = bytes.Index(line[i:], []byte("\"<"))
		}
		if q < 0 {
			return out
		}
		q += i
		i = q + 2
		open := bytes.LastIndexByte(line[:q], '"')
		if open < 0 {
			continue
		}
		v := line[open+1 : q]
		last, rest, ok := bytes.Cut(v, []byte(", "))
		if !ok {
			if d.displayName(v) && bytes.IndexByte(line[q:], '@') >= 0 {
				out = append(out, [2]int{off + open + 1, off + q})
			}
			continue
		}
		surname, sok := surnameOf(last)
		if !sok || len(rest) == 0 || bytes.Count(rest, []byte(" ")) > 2 {
			continue
		}
		if nameValue(v, false) && !d.orgValue(v) && d.listedPair(surname, rest) {
			out = append(out, [2]int{off + open + 1, off + q})
		}
	}
	return out
}

// quotedLastFirst adds the quoted "LAST, First" names on the line (at offset off) that are
// no address's display name: a log's "Kunde 'Weber, Franziska'", an SQL value 'Tan, Siew
// Ling'. The word after the comma must be a listed given name that is no common word, or a
// rare word after a listed surname, and the word before no place: "'Paris, France'" is one.
func (d *personDetector) quotedLastFirst(out [][2]int, line []byte, off int) [][2]int {
	for i := 0; i < len(line); i++ {
		q := line[i]
		if q != '\'' && q != '"' || i > 0 && isNameLetterByte(line[i-1]) {
			continue
		}
		end := bytes.IndexByte(line[i+1:], q)
		if end < 0 {
			return out
		}
		end += i + 1
		v := line[i+1 : end]
		if end+1 < len(line) && (isNameLetterByte(line[end+1]) || line[end+1] == '<' || bytes.HasPrefix(line[end+1:], []byte(" <"))) {
			continue // an apostrophe inside a word, or a display name (quotedNames)
		}
		if d.lastFirst(v) {
			out = append(out, [2]int{off + i + 1, off + end})
			i = end
		}
	}
	return out
}

// lastFirst reports whether v is a "LAST, First" name: the word after the comma a listed given
// name that is no common word, or a rare word after a listed surname, and the word before no
// place ("Paris, France").
func (d *personDetector) lastFirst(v []byte) bool {
	last, rest, ok := bytes.Cut(v, []byte(", "))
	surname, sok := surnameOf(last)
	if !ok || !sok || len(rest) == 0 || bytes.Count(rest, []byte(" ")) > 2 || names.LowerIn(places, string(surname)) {
		return false
	}
	w, _ := wordAt(rest, 0)
	lw, ls := strings.ToLower(w), strings.ToLower(string(surname))
	if stopWords[lw] || places[lw] {
		return false // "Paris, Texas", "Austin, TX": a place and its state
	}
	r, l := d.tagger().Lookup(lw), d.tagger().Lookup(ls)
	// A pseudo name counts as the name it encrypts, so that a ciphertext is found as its name.
	given := r.Given || r.Pseudo && longPseudo(lw)
	listed := l.Surname || l.Pseudo && longPseudo(ls)
	if first, _, two := bytes.Cut(last, []byte(" ")); two && !given {
		// A full name written given name first, then a word on no list: a person and the firm
		// after them ("Fiona McKenzie, Clozd"), not "LAST, First".
		if d.givenOnly(strings.ToLower(string(first))) {
			return false
		}
	}
	return (given || listed && rareWord(lw)) && !r.Common && nameValue(v, false) && !d.orgValue(v)
}

// alignedLastFirst adds the "LAST, First" names that are cells of a line aligned with runs of
// spaces or tabs: a schedule's "09:00  ABUBAKAR, Halima        DOB 1979-06-14".
func (d *personDetector) alignedLastFirst(out [][2]int, line []byte, off int) [][2]int {
	if bytes.Index(line, []byte(", ")) < 0 || bytes.Index(line, []byte("  ")) < 0 && bytes.IndexByte(line, '\t') < 0 {
		return out
	}
	for s, e := range alignedCells(line) {
		if v := line[s:e]; bytes.Contains(v, []byte(", ")) && d.lastFirst(v) {
			out = append(out, [2]int{off + s, off + e})
		}
	}
	return out
}

// addresseeName adds the name on the line (at offset off) after a line that is a shipping or
// postal label alone ("SHIP TO:", "FROM:", "Empfänger:", "DHL PAKET – EMPFÄNGER:"), or after
// such a label on its own line: "BABATUNDE OYELARAN" above "C/O MORGAN STANLEY". The value
// must read as a person's: one to four words of letters, no company, place or field word, and a
// listed given name or surname among them, or two or three words general text rarely uses.
func (d *personDetector) addresseeName(out [][2]int, line []byte, off int) [][2]int {
	v := bytes.TrimSpace(line)
	if len(v) == 0 || off == 0 {
		return out
	}
	prev := bytes.TrimSpace(d.lineBefore(off))
	label, ok := bytes.CutSuffix(prev, []byte(":"))
	for _, sep := range []string{" – ", " - ", " | ", " · "} {
		if i := bytes.LastIndex(label, []byte(sep)); i >= 0 {
			label = label[i+len(sep):] // "DHL PAKET – EMPFÄNGER:": the label after a carrier's heading
		}
	}
	if ok && names.LowerIn(addressLabels, string(bytes.TrimSpace(label))) && d.personLine(v, false) {
		s := off + bytes.Index(line, v)
		out = append(out, [2]int{s + titleLen(v), s + len(v)}) // "MS. SOO-JIN PARK": the name
	}
	return out
}

// recordNames adds the names of a record without a header, a line of four fields or more
// apart by "|", ";" or a tab, one of them with a digit (an id, a date): a listed given name
// and a surname in two fields side by side, in either order and any case
// ("CLM|CL-7781201|HOLLOWAY|MARCUS|19770214", "214;Nakashima;Kenta;1985-04-23"), or together
// in one field ("…;gurpreet sandhu;4085550111;…"). What the codec makes of a name (a name of its
// class, or a pseudo name) is found the same way.
func (d *personDetector) recordNames(out [][2]int, line []byte, off int) [][2]int {
	if bytes.IndexAny(line, "|;\t") < 0 {
		return out // most lines: no count of separators
	}
	sep := byte(0)
	for _, c := range []byte("|;\t") { // not commas: prose has them too
		if bytes.Count(line, []byte{c}) >= 3 {
			sep = c
			break
		}
	}
	if sep == 0 || sep == '|' && bytes.HasPrefix(bytes.TrimLeft(line, " "), []byte("|")) {
		return out // not a markdown table's row: its header says which columns hold names
	}
	var buf [24]recordField
	fields := buf[:0] // on the stack for most records
	for fs := 0; fs <= len(line); {
		fe := bytes.IndexByte(line[fs:], sep)
		if fe < 0 {
			fe = len(line)
		} else {
			fe += fs
		}
		s, e := fs, fe
		for s < e && (line[s] == ' ' || line[s] == '"' || line[s] == '\'') {
			s++
		}
		for e > s && (line[e-1] == ' ' || line[e-1] == '"' || line[e-1] == '\'') {
			e--
		}
		fields = append(fields, recordField{s, e})
		fs = fe + 1
	}
	return d.recordPairs(out, line, off, fields, false)
}

// recordField is a field of a record line, without its padding: line[s:e].
type recordField struct{ s, e int }

// fixedWidthNames adds the names of a fixed-width record, fields padded with spaces and an id
// glued to the first: "00018842GUTIERREZ           MARISOL        19710322…",
// "EMP00412OYELARAN            BABATUNDE         2016-04-11…", as recordNames reads a
// delimited one. The fields are the line's aligned cells (alignedCells: apart by two spaces or
// more), the first letter after a cell's leading digits starting one of its own.
func (d *personDetector) fixedWidthNames(out [][2]int, line []byte, off int) [][2]int {
	if bytes.Count(line, []byte("  ")) < 2 || bytes.IndexAny(line, "|;\t") >= 0 {
		return out
	}
	var buf [24]recordField
	fields := buf[:0]
	for s, e := range alignedCells(line) {
		for k := s + 1; k < e; k++ {
			if isDigit(line[k-1]) && line[k] >= 'A' && line[k] <= 'Z' && digitsMost(line[s:k]) {
				fields = append(fields, recordField{s, k}) // "00018842" of "00018842GUTIERREZ"
				s = k
				break
			}
		}
		fields = append(fields, recordField{s, e})
	}
	return d.recordPairs(out, line, off, fields, true)
}

// recordPairs adds the names among the fields of a record line (at offset off): a listed given
// name and a surname in two fields side by side, in either order, or together in one field
// (see recordNames). A record has four fields or more, one of a number, an id or a date (more
// digits than not), which a header ("…;Beitrag 2024;IBAN;Telefon") does not.
//
// In a fixed-width record, one of two words side by side has four letters or more: two of
// three letters are airports' codes as often ("12JUN  LOS  LHR  23:15").
func (d *personDetector) recordPairs(out [][2]int, line []byte, off int, fields []recordField, fixed bool) [][2]int {
	if len(fields) < 4 || !slices.ContainsFunc(fields, func(f recordField) bool { return digitsMost(line[f.s:f.e]) }) {
		return out
	}
	t := d.tagger()
	// A word of three letters or more: a given name of the lists, or a surname or a word of
	// other names of the lists; or a pseudo name, what the codec makes of either. Not a title
	// ("Herr;Goran;Petrović"), a place or a common word.
	is := func(s, e int, surname bool) bool {
		w, low := d.text[s:e], d.lowerOf(s, e)
		if utf8.RuneCount(w) < 3 || bytes.ContainsAny(w, ".'-") || names.IsTitle(low) || names.IsPlace(low) || names.IsCountry(low) {
			return false
		}
		lw := t.Lookup(low)
		if lw.Common && !lw.Pseudo {
			return false
		}
		if surname {
			return lw.Surname || lw.Other || lw.Pseudo
		}
		return lw.Given || lw.Pseudo
	}
	word := func(f recordField) bool { // one word of letters, capitalised or in capitals
		v := line[f.s:f.e]
		return f.e-f.s >= 2 && nameValue(v, false) && bytes.IndexByte(v, ' ') < 0 && bytes.IndexByte(v, ',') < 0
	}
	for i, f := range fields {
		v := line[f.s:f.e]
		if sp := bytes.IndexByte(v, ' '); sp > 0 && bytes.IndexByte(v[sp+1:], ' ') < 0 && nameValue(v, true) &&
			names.CaseOf(string(v[:sp])) == names.CaseOf(string(v[sp+1:])) && is(off+f.s, off+f.s+sp, false) && is(off+f.s+sp+1, off+f.e, true) {
			// Both written alike: "gurpreet sandhu", not "Island hopping".
			out = append(out, [2]int{off + f.s, off + f.e}) // "gurpreet sandhu"
			continue
		}
		if i+1 == len(fields) || !word(f) || !word(fields[i+1]) {
			continue
		}
		if fixed && utf8.RuneCount(line[f.s:f.e]) < 4 && utf8.RuneCount(line[fields[i+1].s:fields[i+1].e]) < 4 {
			continue
		}
		a := [2]int{off + f.s, off + f.e}
		b := [2]int{off + fields[i+1].s, off + fields[i+1].e}
		if is(a[0], a[1], false) && is(b[0], b[1], true) || is(a[0], a[1], true) && is(b[0], b[1], false) {
			out = append(out, a, b)
		}
	}
	return out
}

// digitsMost reports whether more than half of the bytes of v are digits.
func digitsMost(v []byte) bool {
	n := 0
	for _, c := range v {
		if isDigit(c) {
			n++
		}
	}
	return 2*n > len(v)
}

// capitalsName adds a person's name alone on its line in capitals, the first line of a block
// (a résumé's or a letter's head: "WANJIRU KAMAU-ODHIAMBO" above "Data Analyst | Nairobi").
func (d *personDetector) capitalsName(out [][2]int, line []byte, off int) [][2]int {
	v := bytes.TrimSpace(line)
	if len(v) == 0 || off > 0 && len(bytes.TrimSpace(d.lineBefore(off))) > 0 || bytes.IndexFunc(v, unicode.IsLower) >= 0 {
		return out
	}
	if d.personLine(v, true) {
		s := off + bytes.Index(line, v)
		out = append(out, [2]int{s, s + len(v)})
	}
	return out
}

// personLine reports whether v, a line alone, reads as a person's name: one to four words of
// letters, no company, place or field word, and a listed given name or surname among them, or
// two or three words general text rarely uses. strict asks for two or three words, each a
// listed name or rare.
func (d *personDetector) personLine(v []byte, strict bool) bool {
	if !nameValue(v, true) || d.orgValue(v) {
		return false
	}
	words := bytes.Fields(v)
	listed, rare, each := false, true, true
	for _, w := range words {
		low := strings.ToLower(string(w))
		if stopWords[low] || places[low] || names.IsFunctionWord(low) {
			return false
		}
		lw := d.tagger().Lookup(low)
		name := (lw.Given || lw.Surname) && !lw.Common
		listed = listed || name
		rare = rare && rareWord(low)
		each = each && (name || rareWord(low))
	}
	twoOrThree := len(words) >= 2 && len(words) <= 3
	if strict {
		return twoOrThree && each
	}
	return listed || rare && twoOrThree
}

// addressLabels head the block of a postal or shipping address, whose first line is a person.
var addressLabels = setOf(`ship to|bill to|sold to|deliver to|delivery to|from|to|recipient|sender|consignee|
	shipper|attn|attention|addressee|empfänger|absender|lieferadresse|destinataire|expéditeur|
	destinatario|remitente`, "|")

// alignedCells yields the start and end of each cell of line, cells being separated by a tab
// or two or more spaces.
func alignedCells(line []byte) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		start := -1
		for i := 0; i <= len(line); i++ {
			gap := i == len(line) || line[i] == '\t' || line[i] == ' ' && i+1 < len(line) && line[i+1] == ' '
			switch {
			case gap && start >= 0:
				e := i
				for e > start && line[e-1] == ' ' {
					e--
				}
				if !yield(start, e) {
					return
				}
				start = -1
			case !gap && start < 0 && line[i] != ' ':
				start = i
			}
		}
	}
}

// addressKeys are the labels of a line that gives a person by name and address: e-mail
// headers, git's trailers, a Dockerfile's or a package's maintainer.
var addressKeys = setOf(`from|to|cc|bcc|reply-to|sender|von|an|de|para|à|author|committer|signed-off-by|
	co-authored-by|reviewed-by|acked-by|tested-by|reported-by|maintainer|maintainers|owner|contact`, "|")

// addressNames adds the unquoted display name of an address after such a label: "Author:
// Olúfẹ́mi Adébáyọ̀ <femi@x>", 'LABEL maintainer="Nguyễn Văn An <an@x>"'. Two to four
// capitalised words, none a stop, place or company word, the first no function word, need no
// list but for the words general text uses often: the address says whose they are.
func (d *personDetector) addressNames(out [][2]int, line []byte, off int) [][2]int {
	lt := bytes.Index(line, []byte(" <"))
	if lt < 0 {
		return out
	}
	if gt := bytes.IndexByte(line[lt:], '>'); gt < 0 || bytes.IndexByte(line[lt:lt+gt], '@') < 0 {
		return out
	}
	sep := bytes.IndexAny(line[:lt], ":=")
	if sep < 0 {
		return d.mailNamed(out, line, off, lt)
	}
	key := bytes.Fields(bytes.ToLower(line[:sep]))
	if len(key) == 0 || !addressKeys[string(key[len(key)-1])] {
		return d.mailNamed(out, line, off, lt)
	}
	s := sep + 1
	for s < lt && (line[s] == ' ' || line[s] == '"') {
		s++
	}
	for t := titleLen(line[s:lt]); t > 0; t = titleLen(line[s:lt]) {
		s += t // titles stay out of the name: "Von: Prof. Dr. Hans-Joachim Wendler <…>"
	}
	v := line[s:lt]
	if n := len(bytes.Fields(v)); n < 2 || n > 4 || d.orgValue(v) {
		return out
	}
	if listedNotPerson(strings.ToLower(string(v))) {
		return out // "Wells Fargo <alerts@…>"
	}
	for i, w := range bytes.Fields(v) {
		// Each word capitalised, however long: the ciphertext of a word outside the name
		// alphabet is a long pseudo name ("Olúfẹ́mi" has 42 letters encrypted).
		if r, _ := utf8.DecodeRune(w); !unicode.IsUpper(r) {
			return out
		}
		// A function word may end a name ("Nguyễn Văn An"), not open one ("The Team"); a word
		// general text uses often must be a listed name ("Google Calendar", "Uber Receipts").
		low := strings.ToLower(string(w))
		lw := d.tagger().Lookup(low)
		listed := (lw.Given || lw.Surname || lw.Other || lw.Pseudo) && !lw.Common
		function := names.IsFunctionWord(low)
		if stopWords[low] || i == 0 && function || places[low] || !encryptable(string(w)) ||
			frequentWord(low) && !listed && !function {
			return out
		}
	}
	return append(out, [2]int{off + s, off + lt})
}

// mailNamed adds the two capitalised words right before the address at line[lt:] (" <…>")
// when its local part names them: the surname whole and the given name whole or as its
// initial ("Benachrichtige Admin Thorsten Gellert <t.gellert@…>", "Ana Lima <ana.lima@…>").
func (d *personDetector) mailNamed(out [][2]int, line []byte, off, lt int) [][2]int {
	at := bytes.IndexByte(line[lt:], '@')
	local := names.Fold(strings.ToLower(string(line[lt+2 : lt+at])))
	s := lt
	var words [2]string
	for i := 1; i >= 0; i-- {
		e := s
		for s > 0 && line[s-1] != ' ' {
			s--
		}
		w := string(line[s:e])
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || len(w) < 2 || !encryptable(w) {
			return out
		}
		words[i] = names.Fold(strings.ToLower(w))
		if i > 0 {
			if s == 0 || line[s-1] != ' ' {
				return out
			}
			s--
		}
	}
	given, surname := words[0], words[1]
	if len(surname) < 3 || stopWords[given] || stopWords[surname] || !strings.Contains(local, surname) {
		return out
	}
	if _, n := utf8.DecodeRuneInString(given); !strings.Contains(local, given) && !strings.HasPrefix(local, given[:n]) {
		return out
	}
	return append(out, [2]int{off + s, off + lt})
}

// displayName reports whether v, the quoted display name of an address ("brian levine"
// <blevine@example.com>), is a person's "First Last": two to four words, in any case, none a
// stop or company word, one of them a given name or surname (or its ciphertext, a pseudo name
// of three syllables or more). "Customer Service" and "Amazon.com" are not.
func (d *personDetector) displayName(v []byte) bool {
	words := bytes.Fields(v)
	if len(words) < 2 || len(words) > 4 || !nameValue(v, true) || d.orgValue(v) {
		return false
	}
	listed := false
	for _, w := range words {
		low := strings.ToLower(strings.TrimSuffix(string(w), "."))
		if stopWords[low] || names.IsFunctionWord(low) || places[low] {
			return false
		}
		r := d.tagger().Lookup(low)
		listed = listed || (r.Given || r.Surname || r.Pseudo && longPseudo(low)) && !r.Common
	}
	return listed
}

// surnameOf returns the surname of the LAST part of "LAST, First": one word, maybe with a
// suffix ("Kilmer III", "Cobb Jr.").
func surnameOf(last []byte) ([]byte, bool) {
	w, rest, two := bytes.Cut(last, []byte(" "))
	if len(w) == 0 || two && (bytes.IndexByte(rest, ' ') >= 0 || !names.IsSuffix(strings.TrimSuffix(string(rest), "."))) {
		return nil, false
	}
	return w, true
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// motionNames adds the mover and the seconder of a motion that minutes write with a slash
// between them: "Motion (Okonjo/Fairbanks) to renew the lease: passed", "minutes approved,
// Diallo/Zhou, 4-0". The line says what was moved, and each side is one capitalised word that a
// name list has, one that general text rarely uses, or a pseudo name (what the codec makes of
// an unlisted one), so that the pair is found again once encrypted. (Elsewhere a slash makes a
// word part of code.)
func (d *personDetector) motionNames(out [][2]int, line []byte, off int) [][2]int {
	named := d.slashNamed
	var pairs [][2]int
	for k := range positions(line, "/") {
		s := nameWordStart(line, k)
		w2, e := wordAt(line, k+1)
		before, after := byte(' '), byte(' ')
		if s > 0 {
			before = line[s-1]
		}
		if e < len(line) {
			after = line[e]
		}
		if strings.IndexByte(" (,", before) >= 0 && strings.IndexByte(" ),;.", after) >= 0 &&
			named(string(line[s:k])) && named(w2) {
			pairs = append(pairs, [2]int{off + s, off + k}, [2]int{off + k + 1, off + e})
		}
	}
	// The motion words are looked for last, on a line with a pair: most slashes are in dates and paths.
	if len(pairs) == 0 {
		return out
	}
	for w := range strings.FieldsFuncSeq(d.lowerOf(off, off+len(line)), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if motionWords[w] {
			return append(out, pairs...)
		}
	}
	return out
}

// slashNamed reports whether w, written beside a slash, may be a name word: capitalised, not
// in capitals, one that a name list has, one that general text rarely uses, or a pseudo name
// (what the codec makes of an unlisted one), so that it is found again once encrypted.
func (d *personDetector) slashNamed(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || strings.ToUpper(w) == w || !encryptable(w) {
		return false
	}
	low := strings.ToLower(w)
	k := d.wordKind(w, low)
	return listed(k) || k == kOther || k == kUnknown && rareWord(low)
}

// lotusNames adds the names of Lotus Notes addresses, which e-mails of the Enron era head
// and sign with: two to four words before the slash of the address's units and domain
// ("Rudwell Johnson/ENRON@enronXgate", "Jeffrey T Hodge/HOU/ECT@ECT", "To: Sara
// Shackleton/HOU/ECT@ECT, Accounts Payable/HOU/ECT@ECT"), each a name word (lotusWord) or an
// initial, at the line's start (maybe indented) or after a comma, a colon or a tab. A
// department's mailbox ("Accounts Payable") has words of general text.
func (d *personDetector) lotusNames(out [][2]int, line []byte, off int) [][2]int {
	for k := range positions(line, "/") {
		if !lotusPath(line[k+1:]) {
			continue
		}
		// s is where the name starts: the first of the words before the slash that read as
		// one, walking back one space at a time.
		s, words := k, 0
		for at := k; words < 4; at = s - 1 {
			ws := nameWordStart(line, at)
			w := string(line[ws:at])
			if ws == at || !(d.lotusWord(w) || len(w) == 1 && isUpperASCII(w[0])) {
				break
			}
			s, words = ws, words+1
			if s < 2 || line[s-1] != ' ' || line[s-2] == ',' || line[s-2] == ':' {
				break
			}
		}
		if words < 2 || len(bytes.TrimLeft(line[:s], " \t")) > 0 && !(line[s-1] == '\t' || s > 1 && line[s-1] == ' ' && (line[s-2] == ',' || line[s-2] == ':')) {
			continue
		}
		out = append(out, [2]int{off + s, off + k})
	}
	return out
}

// lotusWord reports whether w may be a word of the name of a Lotus Notes address: a name word
// beside a slash (slashNamed) that is not one of the 5,000 most frequent words of general
// text, unless it is a word of the codec's classes ("Sara", "Johnson"; "See Docs/HOU/ECT@ECT"
// is no name).
func (d *personDetector) lotusWord(w string) bool {
	return d.slashNamed(w) && (!frequentWord(strings.ToLower(w)) || d.classWord(w))
}

// motionWords say that a line of minutes records a motion.
var motionWords = setOf(`motion|moved|seconded|approved|accepted|carried|passed|adopted|resolved`, "|")

// usCity appends to places the city of a US address on the line (at offset off), the words
// before a state's code and a ZIP code: "Cherry Hill, NJ 08002", "1208 Maple Ridge Dr, Aurora,
// IL 60506". A city named like a person ("Aurora", "Florence", "Tyler") is no name there, nor
// where the text names it again ("Aurora FD", "Cherry Hill PD"): see notCities.
func usCity(places [][2]int, line []byte, off int) [][2]int {
	for i := 0; ; {
		c := bytes.Index(line[i:], []byte(", "))
		if c < 0 {
			return places
		}
		c += i
		i = c + 2
		rest := line[i:]
		if len(rest) < 8 || !usStateCodes[string(rest[:2])] || rest[2] != ' ' || !fiveDigits(rest[3:]) {
			continue
		}
		// The city: the capitalised words right before the comma, back to a comma, a tab, two
		// spaces or the line's start.
		s := c
		for s > 0 && line[s-1] != ',' && line[s-1] != '\t' && !(line[s-1] == ' ' && s > 1 && line[s-2] == ' ') {
			s--
		}
		for s < c && line[s] == ' ' {
			s++
		}
		if s < c && startsUpper(line[s:]) {
			places = append(places, [2]int{off + s, off + c})
		}
	}
}

// fiveDigits reports whether b starts with five digits and no sixth.
func fiveDigits(b []byte) bool {
	for i := range 5 {
		if i >= len(b) || !isDigit(b[i]) {
			return false
		}
	}
	return len(b) == 5 || !isDigit(b[5])
}

// usStateCodes are the postal codes of the US states, districts and territories.
var usStateCodes = setOf(`AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI`, "|")
