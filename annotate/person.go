package annotate

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/internal/names"
	"github.com/preempt-dev/preempt/internal/ner"
	"github.com/preempt-dev/preempt/internal/scan"
)

// The person detector finds names of people without a model: name lists (internal/names),
// capitalisation, and the context people are named in. It reads English, German and French.
//
// A name is a run of capitalised words joined by single spaces (hyphenated and O'Brien-style
// compounds are one word), with initials ("F.") and lower-case particles ("van der") inside.
// Its span covers the run and a suffix ("Jr."), never a title before it ("Dr.", "Frau", "Mme")
// nor a possessive 's after it. A run is a name when:
//
//   - a title precedes it ("Mr. Soze", "Frau Schneider", "Mme Dubois");
//   - it has two or more words, the first a listed given name or a pseudo name (the form the
//     name codec gives unlisted words) and the last a listed name, a pseudo name or an unlisted
//     capitalised word ("Kaiser Soze", "Maria Gonzalez"); or the first a surname and the last a
//     listed name ("Li Wei"); and it is not a known company, product or place, and no word has
//     a noun ending ("Marketing", "Rechnung");
//   - it is one word of the name codec's given-name classes (a given name with at least 5,000
//     SSA births that is not also a common word: "Thomas" but not "May", "Will", "Grant" or a
//     German noun like "Engel"), anywhere; or, inside a sentence, a name that is also an
//     English word ("Grace", "Miles") or a pseudo name of four or more syllables;
//   - it is one listed or pseudo name, or any capitalised word after a name field, in a
//     context that names people: "Dear X", "Hi X", "Liebe X", "Cher X", "my name is X",
//     "je m'appelle X", "X said", "X sagte", "X a dit", a dialogue speaker tag ("X: ..." at a line
//     start), a signature line after a closing ("Best regards,"), "Name:", "Attendees:",
//     "Teilnehmer:" and similar fields, or a possessive ("Soze's");
//   - in German text, it is one word that general text does not use, the subject of a sentence
//     before or right after its finite verb ("Pinkwart plädierte", "Damals sagte Babbel"), or
//     a listed name in the genitive ("Bismarcks Wende"); in English text, one word that general
//     text rarely uses before what people do and firms rarely do ("Caplan dismisses");
//   - it is the one word by which a person famous the world over is named (names.IsFamous),
//     the subject of a verb or the owner of something ("Putin has said", "Obama's silence");
//   - it is one word that is part of a name found elsewhere in the same text ("Soze" after
//     "Kaiser Soze"): the name codec encrypts word by word, so the ciphertext of the surname
//     alone is the surname of the ciphertext of the full name and is found again the same way.
//
// German capitalises every noun, so in a line that reads as German (german) a word after "die"
// or "den" is a noun, a word that opens the sentence or a noun after a genitive is cut from a
// name, and a weak cue takes no noun of general text. Titles of rank ("Queen", "Kaiser") are
// cut from a name like "Mr"; values of place, company and product fields are no names.
//
// Besides runs of capitalised words, the layout marks names in any case, listed or not
// (layoutNames, person_layout.go): the name fields of HL7 segments (`PID|...||MENSAH^KOFI`,
// each component its own span), the cells of a name column of a CSV, TSV, markdown or aligned
// table ("patient", "first_name", "customer"), the value of a name key in JSON, YAML, SQL and .env
// lines ("name": "Nguyen Van An", ADMIN_NAME=...), the name columns of an SQL INSERT, and the
// speakers of a chat ("[09:12] kofi:", "<thuy>", WhatsApp lines) with their lower-case
// mentions ("tell abena"). Values that read as a company or product, placeholders
// ("unknown") and values the codec cannot encrypt are left out. So does a citation with its
// year (citedNames, person_cited.go): "(Brannigan, 2009; Osei-Bonsu and Thorne, 2011)",
// "Mutua and Kariuki-Hughes (2022)", "Mahlaba et al. (2017)".
//

// Each rule is a function, listed in order in personRules (titledName, initialsName,
// givenFirstName, surnameFirstName, cuedPair, fieldValue, cueNameWord, cueStrongWord,
// cueWeakWord, addressedWord, subjectPair, givenAlone, wordGivenAlone, pseudoAlone, subjectName,
// questionSubject, genitiveName, famousAlone), then the pass over singles in find (ruleSameName), the
// citations (ruleCited) and the layout (ruleLayout). Beside the rules, the learned model
// (internal/ner) finds names; modelNames and rejectModel say where the rules veto them.
// TestPersonRules measures what each rule adds on real annotated text.
//
// The rules are chosen so that what the name codec makes of a name is found again in the same
// place (type preservation): a class word becomes a word of the same class, any other word a
// pseudo name, and every rule that accepts an unlisted word accepts a pseudo name too.
//
// Words that look like code (next to _ . ( / @ or digits) are never name parts. The last rule
// reads the whole text a call is given: in a stream (Scan), it sees the current chunk
// (64 KiB) and the look-back before it.
func findPersons(text []byte, s *scratch) [][2]int {
	if !mayHaveName(text) && !mayBeChat(text) {
		if _, cue := nextLowerCue(text, 0); cue < 0 && !introducesName(text) {
			return nil // no capital letter, no cue of a lower-case name: do not load the lists
		}
	}
	d := personDetector{text: text, db: names.Default(), scratch: s}
	of := func(pass func([]byte, [][2]int) [][2]int) func([][2]int) [][2]int {
		return func(spans [][2]int) [][2]int { return pass(text, spans) }
	}
	// The passes over the names the rules and the model found, in order (each says what it
	// does): each takes sorted, disjoint spans and gives sorted, disjoint spans. The joins of
	// names found apart come before the cuts of what is no part of a name, and the vetoes of
	// whole names last.
	spans := d.find()
	for _, pass := range []func([][2]int) [][2]int{
		d.withColumnNames, d.withListNames, d.withUpperSurname, d.withSlashNames, of(withoutMailMarks),
		of(withParenNicknames), of(withScriptTwins), of(withNicknames), d.withNicknameEnds, of(withVietNames), of(withShortGiven),
		d.withRecordParens, d.withoutSecondPersons, d.withoutCouples, d.withListedLastFirst,
		of(withParticleJoins), d.withLeadingParticle, d.withLowerPairs, d.withLowerSurnames,
		of(withoutRoles), of(withoutValentine), d.withoutSpeakerRoles, d.withoutFieldLabels, of(withoutPostNominals), d.withoutDateTail, d.withoutSectionWords, of(withoutJudgeSuffix), d.withoutHonorific,
		d.withoutLookAlikes, of(withApostropheTail), d.withoutGenitiveS, of(withNameWord),
		of(notSeasons), of(notGroupNouns), of(notClubs), d.notCities, d.notPaymentApps, d.notFrenchKin, of(notDiseases), of(notLegalForms), d.withoutNumberedLabels,
	} {
		spans = pass(spans)
	}
	return spans
}

// withoutGenitiveS cuts the genitive s off the last word of a name in German text where the
// word without it is a word of another name of the text: "Lisas Bruder" after "Lisa Schmitt",
// "drehte Kompanys Team auf" after "Vincent Kompany". The conventions leave the possessive out
// of a name, and the codec then encrypts the name as it does elsewhere ("Maras Bruder" after
// "Mara Kolb"), so that the answer's reader can still tell who is meant. A word that is a name
// as it stands is left whole ("Jonas" beside "Jona").
func (d *personDetector) withoutGenitiveS(spans [][2]int) [][2]int {
	text := d.text
	for i, sp := range spans {
		ws := sp[0] + bytes.LastIndexByte(text[sp[0]:sp[1]], ' ') + 1
		w := text[ws:sp[1]]
		if len(w) < 4 || w[len(w)-1] != 's' || w[len(w)-2] == 's' || !isNameLetterByte(w[len(w)-2]) || !d.german(ws) {
			continue
		}
		if lw := d.tagger().Lookup(strings.ToLower(string(w))); lw.Given || lw.Surname {
			continue
		}
		if namedElsewhere(text, spans, i, w[:len(w)-1]) {
			spans[i][1]--
		}
	}
	return spans
}

// namedElsewhere reports whether word is, in any case, a word of one of spans other than the
// i-th.
func namedElsewhere(text []byte, spans [][2]int, i int, word []byte) bool {
	for j, o := range spans {
		if j == i {
			continue
		}
		for v := text[o[0]:o[1]]; len(v) > 0; {
			k := bytes.IndexByte(v, ' ')
			if k < 0 {
				k = len(v)
			}
			if bytes.EqualFold(v[:k], word) {
				return true
			}
			v = v[min(k+1, len(v)):]
		}
	}
	return false
}

// withApostropheTail extends each name (in place) over an apostrophe and the one or two
// lower-case letters that end its last word in Polynesian and East African names: "Tupou
// Vaa'i", "Brian To'o", "Njuguna Ndung'u" (the rules stop a word at the apostrophe). Not a
// possessive or an English contraction: "Kofi's", "Anna'd", "John'll".
func withApostropheTail(text []byte, spans [][2]int) [][2]int {
	for i, sp := range spans {
		e := sp[1]
		n := apostropheLen(text[e:])
		if n == 0 {
			continue
		}
		k := e + n
		for k < len(text) && k-e-n < 3 && text[k] >= 'a' && text[k] <= 'z' {
			k++
		}
		if tail := string(text[e+n : k]); len(tail) == 0 || len(tail) > 2 || k < len(text) && isNameLetterByte(text[k]) ||
			contractionTails[tail] {
			continue
		}
		spans[i][1] = k
	}
	return spans
}

// apostropheLen returns the length of the apostrophe (' or ’) that b starts with, or 0.
func apostropheLen(b []byte) int {
	switch {
	case bytes.HasPrefix(b, []byte("'")):
		return 1
	case bytes.HasPrefix(b, []byte("’")):
		return len("’")
	}
	return 0
}

// contractionTails end a word after an apostrophe as a possessive or a contraction.
var contractionTails = setOf(`s|d|ll|re|ve|m|t`, "|")

// withListedLastFirst joins "Last, First" where a record writes it ("1. García Soto, Lucía –
// 03/05/2009", "Student 1: Xiong, Kaying, grade 4", "(Mokoena, Thabo)", found as "García Soto"
// and "Lucía", or "Mokoena" alone): the surnames found, a comma, then one to three words (a
// listed given name, a pseudo name or the name found there first, then given names, surnames or
// initials) that end the name before the record's next field. spans are sorted and disjoint;
// the result is too.
func (d *personDetector) withListedLastFirst(spans [][2]int) [][2]int {
	text := d.text
	var others fullNames
	out := spans[:0]
	for i := 0; i < len(spans); i++ {
		a := spans[i]
		next := [2]int{len(text), len(text)}
		if i+1 < len(spans) {
			next = spans[i+1]
		}
		e := d.lastFirstGiven(a, next)
		if e > 0 && others.names == nil {
			others = fullNamesOf(text, spans)
		}
		if e > 0 && !others.secondPerson(string(text[a[0]:a[1]]), string(text[a[1]+2:e]), next[0] == a[1]+2 && next[1] == e) {
			if next[0] < e {
				i++ // the given names were found too
			}
			a[1] = max(e, a[1])
		}
		out = append(out, a)
	}
	return out
}

// withRecordParens adds the name a record writes as "LAST, First" in parentheses right after
// the noun of whom it is about and maybe its number: "claim rejected for patient 88213
// (Mokoena, Thabo)", "Kunde 4471 (Brandt, Jörg)"; not a place ("member 12 (Paris, France)");
// and one word in parentheses after a word for kin ("Dad (Andrii)", "Obaachan (Fumiko)").
// Words on no list are taken there, as a pseudo name (their ciphertext) is. spans are sorted
// and disjoint; the result is too.
func (d *personDetector) withRecordParens(spans [][2]int) [][2]int {
	var found [][2]int
	for i := bytes.IndexByte(d.text, '('); i >= 0; {
		if s, e := d.recordParens(i); e > s {
			found = append(found, [2]int{s, e})
		}
		j := bytes.IndexByte(d.text[i+1:], '(')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if len(found) == 0 {
		return spans
	}
	return mergeSpans(append(spans, found...))
}

// recordParens returns the name "LAST, First" in the parentheses that open at i (see
// withRecordParens), or s == e: two or three words, the last maybe an initial, each a name of
// the lists, a pseudo name or a word general text does not use.
func (d *personDetector) recordParens(i int) (s, e int) {
	text := d.text
	before := strings.Fields(d.lowerOf(max(i-40, 0), i))
	if i == 0 || text[i-1] != ' ' || len(before) == 0 {
		return 0, 0
	}
	noun := before[len(before)-1]
	if strings.ContainsAny(noun, "0123456789") && len(before) >= 2 {
		noun = before[len(before)-2] // "patient 88213", "Kunde Nr. 4471" reads "nr."
		if noun == "nr." || noun == "no." || noun == "#" {
			noun = before[max(len(before)-3, 0)]
		}
	}
	kin := kinWord(noun) || parentNouns[noun]
	if !recordNouns[noun] && !kin {
		return 0, 0
	}
	nameWord := func(k int) int {
		r, _ := utf8.DecodeRune(text[k:])
		if !unicode.IsUpper(r) {
			return k
		}
		we := nameWordEnd(text, k)
		low := strings.ToLower(string(text[k:we]))
		if lw := d.tagger().Lookup(low); places[low] || countryWords[low] || stopWords[low] || !lw.Given && !lw.Surname && !lw.Pseudo && commonWord(low) {
			return k
		}
		return we
	}
	s = i + 1
	e = nameWord(s)
	if kin && e > s && e < len(text) && text[e] == ')' {
		return s, e // a relative's given name: "Dad (Andrii) is still in Ukraine", "Obaachan (Fumiko)"
	}
	if e == s || !bytes.HasPrefix(text[e:], []byte(", ")) {
		return 0, 0
	}
	for words := 0; words < 2; words++ {
		k := e + 2
		if words > 0 {
			k = e + 1
		}
		we := nameWord(k)
		if we == k {
			return 0, 0
		}
		if we-k == 1 && we < len(text) && text[we] == '.' {
			we++ // an initial: "(Okafor, Chinedu A.)"
		}
		e = we
		if e < len(text) && text[e] == ')' {
			return s, e
		}
		if e >= len(text) || text[e] != ' ' {
			return 0, 0
		}
	}
	return 0, 0
}

// recordNouns are the nouns a record writes before the person it is about.
var recordNouns = setOf(`patient|patientin|paciente|client|cliente|customer|kunde|kundin|member|mitglied|membre|
	employee|mitarbeiter|mitarbeiterin|employé|employée|empleado|empleada|student|schüler|schülerin|élève|étudiant|
	étudiante|estudiante|alumno|alumna|claimant|insured|versicherte|versicherter|assuré|assurée|asegurado|asegurada|
	tenant|mieter|mieterin|locataire|inquilino|inquilina|resident|bewohner|bewohnerin|résident|résidente|residente|
	applicant|bewerber|bewerberin|candidat|candidate|candidato|candidata|subscriber|policyholder|beneficiary|pupil|
	adhérent|adhérente|afiliado|afiliada`, "|")

// withoutSecondPersons parts a name found as "Last, First" where what follows the comma is
// another person of the text (fullNames.secondPerson; withListedLastFirst does not join
// them): a rota's "| Yılmaz, Hoffmann |" beside "Mehmet Yılmaz" and "Lea Hoffmann", "Tue:
// Kavanagh, Iyer" beside "Rajesh Iyer", "| Wróbel, Kerstin Albrecht |" beside "Kerstin
// Albrecht". The codec encrypts a word the same way wherever it stands, so the ciphertext
// reads the same. spans are sorted and disjoint; the result is too.
func (d *personDetector) withoutSecondPersons(spans [][2]int) [][2]int {
	var f fullNames
	return partSpans(spans, func(sp [2]int) (a, b [2]int, ok bool) {
		c := bytes.Index(d.text[sp[0]:sp[1]], []byte(", "))
		if c < 0 {
			return a, b, false
		}
		if f.names == nil {
			f = fullNamesOf(d.text, spans)
		}
		c += sp[0]
		return [2]int{sp[0], c}, [2]int{c + 2, sp[1]}, f.secondPerson(string(d.text[sp[0]:c]), string(d.text[c+2:sp[1]]), false)
	})
}

// partSpans puts in place of each span that part parts the two it gives. spans are sorted
// and disjoint; the result is too, and is spans itself when nothing was parted.
func partSpans(spans [][2]int, part func(sp [2]int) (a, b [2]int, ok bool)) [][2]int {
	var out [][2]int
	for i, sp := range spans {
		a, b, ok := part(sp)
		switch {
		case ok && out == nil:
			out = append(append(make([][2]int, 0, len(spans)+1), spans[:i]...), a, b)
		case ok:
			out = append(out, a, b)
		case out != nil:
			out = append(out, sp)
		}
	}
	if out == nil {
		return spans
	}
	return out
}

// withoutCouples parts a run of two people of one family written one after the other, a
// given name and the surname twice: "Sabine Krüger Felix Krüger" under a letter they both
// sign. spans are sorted and disjoint; the result is too.
func (d *personDetector) withoutCouples(spans [][2]int) [][2]int {
	return partSpans(spans, func(sp [2]int) (a, b [2]int, ok bool) {
		w := strings.Fields(string(d.text[sp[0]:sp[1]]))
		if len(w) != 4 || w[1] != w[3] || !d.listedGiven(w[0]) || !d.listedGiven(w[2]) {
			return a, b, false
		}
		// The first person ends after the first surname, the second starts at its given name.
		end := sp[0] + len(w[0])
		end += bytes.Index(d.text[end:sp[1]], []byte(w[1])) + len(w[1])
		second := end + bytes.Index(d.text[end:sp[1]], []byte(w[2]))
		return [2]int{sp[0], end}, [2]int{second, sp[1]}, true
	})
}

// listedGiven reports whether word is on the given-name lists, or the pseudo name the codec
// makes of a given name on none of its classes (so that the ciphertext parts the same way).
func (d *personDetector) listedGiven(word string) bool {
	_, ok := d.db.Given(strings.ToLower(word))
	return ok || names.IsPseudo(word)
}

// fullNames are the names of a text written given name first, in two words or more: the
// whole names, and their first and last words.
type fullNames struct {
	names         map[string]int // how many times each is found
	firsts, lasts map[string]bool
	pairs         map[[2]string]bool // their first and last words, in lower case
}

// fullNamesOf collects the fullNames among spans of text.
func fullNamesOf(text []byte, spans [][2]int) fullNames {
	f := fullNames{map[string]int{}, map[string]bool{}, map[string]bool{}, map[[2]string]bool{}}
	for _, sp := range spans {
		w := strings.Fields(string(text[sp[0]:sp[1]]))
		if len(w) < 2 || strings.ContainsRune(string(text[sp[0]:sp[1]]), ',') {
			continue
		}
		f.names[strings.Join(w, " ")]++
		f.firsts[w[0]] = true
		f.lasts[w[len(w)-1]] = true
		f.pairs[[2]string{strings.ToLower(w[0]), strings.ToLower(w[len(w)-1])}] = true
	}
	return f
}

// secondPerson reports whether given, the words after "Last, " that read as its given names,
// are another person of the text: a full name written elsewhere ("| Wróbel, Kerstin Albrecht
// |" beside "Kerstin Albrecht"), or one word that ends full names there and starts none ("Tue:
// Kavanagh, Iyer" beside "Rajesh Iyer"); not when the text writes the two words as one name
// elsewhere ("ZHANG, Wei" beside "Zhang Wei"). found says whether the names f was collected
// from hold given itself, there, once. (A surname that another person of the text has is no
// sign: "Abernathy, Clara" beside her daughter "Ruth Abernathy".)
func (f fullNames) secondPerson(last, given string, found bool) bool {
	l, g := strings.ToLower(last), strings.ToLower(given)
	if f.pairs[[2]string{l, g}] || f.pairs[[2]string{g, l}] {
		return false
	}
	if n := f.names[given]; n > 1 || n == 1 && !found {
		return true
	}
	return !strings.Contains(given, " ") && f.lasts[given] && !f.firsts[given]
}

// lastFirstGiven returns where the given names after the surnames a end (see
// withListedLastFirst), or 0; next is the name found after a.
func (d *personDetector) lastFirstGiven(a, next [2]int) int {
	text := d.text
	if a[1]+2 >= len(text) || text[a[1]] != ',' || text[a[1]+1] != ' ' || bytes.IndexByte(text[a[0]:a[1]], ',') >= 0 {
		return 0
	}
	// After two surnames or more, one given name and initials ("Torres Villalobos, Ana L."),
	// or given names that are no surnames ("Restrepo Ochoa, Jesús María"); not a second full
	// name ("Wu Jianguo, Chen Li").
	oneGiven := bytes.IndexByte(text[a[0]:a[1]], ' ') >= 0
	if first, _ := d.wordAt(a[0]); d.givenClass(first) {
		// "Present: Ana, Ben, Chidi and Dele", "Excusés : Karim Haddad, Sophie", "Neil
		// Banerjee, MD": a given name (of the codec's classes, so that its ciphertext is one
		// too), the first of a list or of a full name.
		return 0
	}
	// The row starts right before the surnames: a line's start, a list's number or bullet, a
	// label's colon, a cell, a parenthesis or a quote (upperSurnameLead); or the name is the
	// last field of a line, after a slash ("Subject: Claim WC-PA-24-018832 / Kurtz, Randall").
	ls := bytes.LastIndexByte(text[:a[0]], '\n') + 1
	slash := bytes.HasSuffix(bytes.TrimRight(text[ls:a[0]], " \t"), []byte(" /"))
	if !slash && !upperSurnameLead(text[:a[0]]) {
		return 0
	}
	// One to three words: a listed given name, a pseudo name (the ciphertext of one the codec
	// has no class for) or a name found first, then such names, surnames or initials.
	e, words := a[1]+2, 0
	onlyGiven := true // the words so far are given names and no surnames
	for words < 3 {
		w, we := d.wordAt(e)
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || names.IsSuffix(w) {
			break
		}
		initial := utf8.RuneCountInString(w) == 1
		lw := d.tagger().Lookup(strings.ToLower(w))
		if !(words == 0 && (lw.Given || lw.Pseudo || next[0] == e) ||
			words > 0 && (initial || !oneGiven && (lw.Given || lw.Pseudo || lw.Surname) || onlyGiven && lw.Given && !lw.Surname)) {
			break
		}
		onlyGiven = onlyGiven && lw.Given && !lw.Surname
		for we+1 < len(text) && (text[we] == '-' || text[we] == '\'') && isNameLetterByte(text[we+1]) {
			// "Daniel Min-seok": the first part says what it is; not a place's "Mehun-sur-Yèvre"
			// nor a compound noun.
			pe := nameWordEnd(text, we+1)
			part := strings.ToLower(string(text[we+1 : pe]))
			if names.IsParticle(part) || placeLinks[part] {
				return 0
			}
			if lp := d.tagger().Lookup(part); commonWord(part) && (frequentWord(part) || len(part) > 5) && !lp.Given && !lp.Surname {
				// "Anja Brockhagen-Çelik, Kita-Leitung": a role; not the syllable of a Korean
				// given name, which general text uses too ("Min-seok").
				return 0
			}
			we = pe
		}
		if initial && we < len(text) && text[we] == '.' {
			we++
		}
		e, words = we, words+1
		if e+1 >= len(text) || text[e] != ' ' || !unicode.IsUpper(rune(text[e+1])) {
			break
		}
		e++
	}
	if words == 0 {
		return 0
	}
	if text[e-1] == ' ' {
		e--
	}
	given := text[a[1]+2 : e]
	last := given[bytes.LastIndexByte(given, ' ')+1:]
	if first, _ := d.wordAt(a[0]); oneGiven && words > 1 && len(bytes.TrimSuffix(last, []byte("."))) > 1 &&
		d.givenOnly(strings.ToLower(first)) && d.listedGivenOnly(strings.ToLower(first)) {
		// "Witnesses: Farid Haidari, Lucy Tran": a given name first (on the lists, of no codec
		// class), then a second full name, not given names and an initial ("DELA CRUZ, MARILOU
		// B."). The first word's ciphertext, a pseudo name, is no given name: there the loop
		// above stops at the second word after the comma, which a name follows.
		return 0
	}
	if next[0] < e && next[1] != e {
		return 0 // the name found after a goes on beyond: another name
	}
	// The given names end the name: the row's next field, or the line's end.
	rest := text[e:]
	if endsLine(rest) {
		return e
	}
	if slash {
		return 0
	}
	for _, sep := range []string{" –", " -", " |", " (", " —", ")", "\"", ";", ", ", "\t", "  "} {
		if bytes.HasPrefix(rest, []byte(sep)) {
			if sep == ", " && startsUpper(rest[2:]) {
				return 0 // "Smith, Anna, Tom Becker", "Costantini, Maggi, Tassara": a list of names
			}
			return e
		}
	}
	return 0
}

// withShortGiven extends a name over the abbreviated given name before it that opens many
// names (names.IsShortGiven), as the name's first word, whether it was found as a name of its
// own or not: "Md. Rafiqul Islam" (found as "Md" and "Rafiqul Islam"), "Ma. Cristina
// Villanueva". The codec keeps the abbreviation as written. spans are sorted and disjoint;
// the result is too.
func withShortGiven(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	for _, sp := range spans {
		if s := sp[0]; s >= 4 && string(text[s-2:s]) == ". " {
			ws := nameWordStart(text, s-2)
			if names.IsShortGiven(string(text[ws : s-2])) {
				if n := len(out); n > 0 && out[n-1] == [2]int{ws, s - 2} {
					out = out[:n-1]
				}
				if n := len(out); n == 0 || out[n-1][1] <= ws {
					sp[0] = ws
				}
			}
		}
		out = append(out, sp)
	}
	return out
}

// withParticleJoins joins two names that a particle alone parts into one span: one that only
// some names have, which the lists do not take for one ("Rhys ap Gwilym", "Kiprono arap
// Kirui"), or one in capitals between names in capitals ("JOANA DOS SANTOS"). spans are sorted
// and disjoint; the result is too.
func withParticleJoins(text []byte, spans [][2]int) [][2]int {
	return joinAdjacent(spans, func(a, b [2]int) bool {
		p, ok := strings.CutPrefix(string(text[a[1]:b[0]]), " ")
		p, ok2 := strings.CutSuffix(p, " ")
		if !ok || !ok2 || !names.KeptParticle(p) {
			return false
		}
		// Lower-case particles of the lists join a run already (parts): not here, where they
		// would join two names found apart ("Mercedes de Paco").
		if names.CaseOf(p) != names.Upper {
			return !names.IsParticle(p)
		}
		return names.CaseOf(string(text[a[0]:a[1]])) == names.Upper && names.CaseOf(string(text[b[0]:b[1]])) == names.Upper
	})
}

// withLeadingParticle extends a name (in place) back over the particles that open the surname
// it starts with, where no given name stands before them: the Dutch ones ("van", "van der",
// "ter"), unless a determiner makes "van" the English noun ("Disagree about van Hove", "Herr
// van der Linde", "Gerrit,van Dijk"; not "the van Smith drove"); the others where the line's
// language rarely makes them a preposition (particleLanguage: "bin Laden", in English "de
// Jong", "von Braun"), or where the name fills a cell of a table (",Álvaro,de la Torre
// Zabala,"). Not where "de" or "von" is a preposition: "la famille de Liam", "der Anwalt von
// Wang". The codec keeps particles as written.
func (d *personDetector) withLeadingParticle(spans [][2]int) [][2]int {
	for i, sp := range spans {
		if sp[0] < 3 || d.text[sp[0]-1] != ' ' || !startsUpper(d.text[sp[0]:sp[1]]) {
			continue
		}
		for _, p := range leadingParticles {
			at := sp[0] - len(p) - 1
			if at < 0 || string(d.text[at:sp[0]-1]) != p || at > 0 && isNameLetterByte(d.text[at-1]) {
				continue
			}
			prev := ""
			if at > 0 && d.text[at-1] == ' ' {
				prev = strings.TrimSuffix(d.wordBefore(at), ".")
			}
			if lowerDeterminers[prev] || englishDeterminers[prev] || prev != "" && startsUpper(d.text[d.wordBeforeStart(at, prev):at]) && !titleWord(prev) {
				break // "van" is a word of the sentence, or a given name before it was not found
			}
			switch {
			case slices.Contains(dutchParticles, p):
				if !d.spanish(at) || d.fillsCell(at, sp[1]) {
					spans[i][0] = at // (Spanish "van" is "they go")
				}
			case d.fillsCell(at, sp[1]) || d.particleLanguage(p, at):
				spans[i][0] = at
			}
			break
		}
	}
	return spans
}

// leadingParticles open a surname, the longest first: only words the codec keeps as written
// (names.KeptParticle), so that a ciphertext keeps them before its name ("de los", "zu" are
// not: the codec encrypts "los" and "zu" as a name's words).
var leadingParticles = []string{"van der", "van den", "van de", "de la", "von der", "van", "ter", "ten",
	"del", "della", "de", "di", "dos", "da", "du", "bin", "ibn", "bint", "von"}

// dutchParticles open a Dutch surname.
var dutchParticles = []string{"van der", "van den", "van de", "van", "ter", "ten"}

// particleLanguage reports whether particle p, at s with no title before it, opens the surname
// after it in the language of the line, rather than being a preposition: "bin Laden", "ibn
// Saud", but not in German ("ich bin Katharina": "am"); "de Jong", "di Canio", "del Piero" in
// English or German text with no word of French or Spanish ("le pot de départ de Josiane");
// "von Braun", "da Silva" in English only ("ein Bild von Hauser", "da Müller krank war"). It
// reads the particle and the words around it, never the name, so that the name's ciphertext
// is read as the name is.
func (d *personDetector) particleLanguage(p string, s int) bool {
	first, _, _ := strings.Cut(p, " ")
	lang := d.lineLang(s)
	switch first {
	case "ibn", "bint":
		return true
	case "bin":
		return lang != names.German && d.wordBefore(s) != "ich"
	case "de", "di", "del", "della", "dos":
		return (lang == names.English || lang == names.German) && !d.romanceLine(s)
	}
	return lang == names.English && !d.romanceLine(s) // "von", "da", "du"
}

// romanceLine reports whether the line around s has a word of Spanish (spanish), a function
// word of French or Spanish that English and German text do not use, or "de" more than once
// ("a nombre de Emily Carter-Boateng, llegada 22 de julio").
func (d *personDetector) romanceLine(s int) bool {
	if d.spanish(s) {
		return true
	}
	ls, le := d.lineBounds(s)
	de := 0
	for w := range strings.FieldsFuncSeq(d.lowerOf(ls, le), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w == "de" {
			de++
		}
		if romanceWords[w] || de > 1 {
			return true
		}
	}
	return false
}

var romanceWords = setOf(`le|la|les|des|du|et|est|une|avec|pour|dans|sur|qui|que|el|los|las|del|una|por|para|con|y`, "|")

// fillsCell reports whether the text from s to e fills a cell of a table or a field of a
// record, maybe quoted: ";de la Fuente Ruiz;", "'Montes', 'de Oca',", "| de la Fuente |".
// A comma parts cells where no space follows it or the cells are quoted: prose puts a space
// after its commas ("», de Nadia Benhamou").
func (d *personDetector) fillsCell(s, e int) bool {
	before := bytes.TrimRight(d.text[:s], " ")
	after := bytes.TrimLeft(d.text[e:], " ")
	spaced := len(before) < s || len(after) < len(d.text)-e
	quoted := len(before) > 0 && len(after) > 0 && (before[len(before)-1] == '\'' || before[len(before)-1] == '"') &&
		after[0] == before[len(before)-1]
	if quoted {
		before, after = bytes.TrimRight(before[:len(before)-1], " "), bytes.TrimLeft(after[1:], " ")
	}
	edge := func(c byte) bool {
		return c == ';' || c == '|' || c == '\t' || c == '\n' || c == '\r' || c == ',' && (quoted || !spaced)
	}
	return (len(before) == 0 || edge(before[len(before)-1])) && (len(after) == 0 || edge(after[0]))
}

// englishDeterminers come before the English noun "van": "the van", "our van".
var englishDeterminers = setOf(`a|my|our|your|his|their|its|that|white|rental|delivery|police|camper`, "|")

// withLowerPairs joins two names in lower case of one word each that only a space parts into
// one span, when they read as one person's given name and surname: a chat finds "théo
// lemoine", "kemal özkan", "chen hao" word by word, one mention as the conventions draw it
// (not the two people of "ananya rohan and who else"); and two that a dot or an underscore
// joins, a handle made of the name ("lena.fischer"). spans are sorted and disjoint; the result
// is too.
func (d *personDetector) withLowerPairs(spans [][2]int) [][2]int {
	text := d.text
	return joinAdjacent(spans, func(a, b [2]int) bool {
		first, second := text[a[0]:a[1]], text[b[0]:b[1]]
		if b[0] != a[1]+1 || !lowerWord(first) || !lowerWord(second) {
			return false
		}
		switch text[a[1]] {
		case '.', '_':
			return true // a chat's handle made of the name: "lena.fischer", "nikolai_petrov"
		case ' ':
			return d.givenAndSurname(string(first), string(second))
		}
		return false
	})
}

// withLowerSurnames extends a given name found in lower case over the word after it that is
// its surname's initial or a word general text rarely uses, as a chat writes a full name:
// "danny k", "sabine k.:", "this is dennis okonjo" (not "tom i think", "ask tom tmrw", "if
// ana swaps"): a word of no text, or a rare one the lists have as a surname. spans are sorted
// and disjoint; the result is too.
func (d *personDetector) withLowerSurnames(spans [][2]int) [][2]int {
	text := d.text
	for i, sp := range spans {
		if sp[1]+2 >= len(text) || text[sp[1]] != ' ' || !lowerWord(text[sp[0]:sp[1]]) || i+1 < len(spans) && spans[i+1][0] == sp[1]+1 {
			continue
		}
		e := nameWordEnd(text, sp[1]+1)
		if e == sp[1]+1 || !lowerWord(text[sp[1]+1:e]) || e < len(text) && text[e] == '\'' || handleGoesOn(text, e) {
			continue // a word of a compound, a handle, an address or a path
		}
		next := string(text[sp[1]+1 : e])
		initial := len(next) == 1 && !strings.Contains("iayoeux", next) // not "i", "a", nor a kiss: "sara x"
		lw := d.tagger().Lookup(next)
		surname := len(next) >= 5 && strings.ContainsAny(next, "aeiouy") && !lw.Given && !elongated(next) &&
			(names.WordBand(next) == names.BandNone || rareWord(next) && (lw.Surname || lw.Other)) // not "ana swaps"
		if (initial || surname) && d.tagger().Lookup(d.lowerOf(sp[0], sp[1])).Given {
			if initial && e < len(text) && text[e] == '.' {
				e++ // the initial's dot: "sabine k."
			}
			spans[i][1] = e
		}
	}
	return spans
}

// handleGoesOn reports whether the word that ends at e goes on as part of a handle, an e-mail
// address, a path or a hyphenated compound: "@", "_", "/", "-" or a dot before a letter follows.
func handleGoesOn(text []byte, e int) bool {
	return e < len(text) && (strings.IndexByte("@_/-", text[e]) >= 0 ||
		text[e] == '.' && e+1 < len(text) && isNameLetterByte(text[e+1]))
}

// elongated reports whether w repeats a letter three times, as chats stretch words: "alllll".
func elongated(w string) bool {
	for i := 2; i < len(w); i++ {
		if w[i] == w[i-1] && w[i] == w[i-2] {
			return true
		}
	}
	return false
}

// joinAdjacent joins each span with the next one into one span where join says so (not a
// third to them). spans are sorted and disjoint; the result is too.
func joinAdjacent(spans [][2]int, join func(a, b [2]int) bool) [][2]int {
	out := spans[:0]
	for i := 0; i < len(spans); i++ {
		sp := spans[i]
		if i+1 < len(spans) && join(sp, spans[i+1]) {
			sp[1] = spans[i+1][1]
			i++
		}
		out = append(out, sp)
	}
	return out
}

// givenAndSurname reports whether two lower-case words can be one person's names: a second word
// that is a surname or no given name ("théo lemoine"), or a first that is a surname and no
// given name ("chen hao").
func (d *personDetector) givenAndSurname(first, second string) bool {
	t := d.tagger()
	w1, w2 := t.Lookup(first), t.Lookup(second)
	return w2.Surname || !w2.Given || w1.Surname && !w1.Given
}

// lowerWord reports whether w is one word that starts with a lower-case letter.
func lowerWord(w []byte) bool {
	r, _ := utf8.DecodeRune(w)
	return unicode.IsLower(r) && bytes.IndexByte(w, ' ') < 0
}

// withoutLookAlikes drops, in one pass, the names that are something else by their context: a
// program or a method in a technical line (techName), a city after a word that says where
// (cityName), a thing named after a person between "the" and its noun (namedAfter), an
// abbreviation of spaced initials (spacedInitials), the city of an HL7 address (hl7City), a
// pet's name (petName) and the same word elsewhere in the text, a place named with a head
// that is a surname too (placeWithHead); and then the words of a firm's name (firmContext)
// that name no person found elsewhere in the text: "Elektro Vogt GmbH" is a firm's, but beside
// "Inh. Reinhard Vogt" its surname would tell who he is. spans are sorted and disjoint; the
// result is too.
func (d *personDetector) withoutLookAlikes(spans [][2]int) [][2]int {
	out := spans[:0]
	var pets map[string]bool // the names given to animals
	for _, sp := range spans {
		if d.petName(sp[0], sp[1]) {
			if pets == nil {
				pets = map[string]bool{}
			}
			pets[d.lowerOf(sp[0], sp[1])] = true
			continue
		}
		if !d.techName(sp[0], sp[1]) && !d.cityName(sp[0], sp[1]) && !namedAfter(d.text, sp[0], sp[1]) && !d.quotedThing(sp[0], sp[1]) &&
			!limitBeforeNumber(d.text, sp[0], sp[1]) && !d.spacedInitials(sp[0], sp[1]) && !d.imperativeVerb(sp[0], sp[1]) &&
			!hl7City(d.text, sp[0], sp[1]) && !hl7Relationship(d.text, sp[0], sp[1]) && !d.weekdayLabel(sp[0], sp[1]) && !nameLabel(d.text, sp[1]) &&
			!d.spanishElla(sp[0], sp[1]) && !d.placeHeadAfterWord(sp[0], sp[1]) && !d.placeWithHead(sp[0], sp[1]) && !d.calendarWord(sp[0], sp[1]) &&
			!d.teamBeforeRole(sp[0], sp[1]) {
			out = append(out, sp)
		}
	}
	if pets != nil {
		// A pet named once ("our dog Bruno") is the pet where the text names it again alone
		// ("Bruno pulls on the lead").
		out = slices.DeleteFunc(out, func(sp [2]int) bool { return pets[d.lowerOf(sp[0], sp[1])] })
	}
	if len(out) > 0 {
		if storms := d.stormNames(); storms != nil {
			// A storm named once ("Hurricane Rita") is the storm where the text names it again
			// alone ("Rita packed winds of 240 km/h"), but after a title or a word of kin.
			out = slices.DeleteFunc(out, func(sp [2]int) bool {
				if !storms[d.lowerOf(sp[0], sp[1])] {
					return false
				}
				prev := d.wordBefore(sp[0])
				return !names.IsTitle(strings.TrimSuffix(prev, ".")) && !kinWords[prev]
			})
		}
	}
	firm := make([]bool, len(out)) // per span of out: part of a firm's name
	firms := false
	for i, sp := range out {
		firm[i] = firmContext(d.text, sp[0], sp[1])
		firms = firms || firm[i]
	}
	if !firms {
		return out
	}
	words := func(sp [2]int) []string {
		return strings.FieldsFunc(d.lowerOf(sp[0], sp[1]), func(r rune) bool { return r == ' ' || r == ',' })
	}
	people := map[string]bool{} // the words of the names outside firms
	for i, sp := range out {
		if !firm[i] {
			for _, w := range words(sp) {
				people[w] = true
			}
		}
	}
	kept := out[:0]
	for i, sp := range out {
		if !firm[i] || slices.ContainsFunc(words(sp), func(w string) bool { return people[w] }) {
			kept = append(kept, sp)
		}
	}
	return kept
}

// placeHeadAfterWord reports whether the name at [s, e) is one word that ends the name of a
// place, a park or a street ("Park", "Hill", "Lane": surnames too), right after a capitalised
// word of general text that is no given name: "Central Park", "Riverside Park", "Olympic
// Park". Not after a given name ("Kim Park") or a title ("Dr Park").
func (d *personDetector) placeHeadAfterWord(s, e int) bool {
	if !surnamePlaceHeads[d.lowerOf(s, e)] || s < 2 || d.text[s-1] != ' ' {
		return false
	}
	prev := d.wordBefore(s)
	ps := d.wordBeforeStart(s, prev)
	if ps+len(prev) != s-1 || !startsUpper(d.text[ps:s-1]) || names.IsTitle(strings.TrimSuffix(prev, ".")) {
		return false
	}
	_, given := d.db.Given(prev)
	return !given && names.WordBand(prev) != names.BandNone && !names.IsFunctionWord(prev)
}

// placeWithHead reports whether the name at [s, e) is two words or more that end in a word
// that ends the name of a place and is a surname too (surnamePlaceHeads: "Park", "Hall",
// "Lane"), after a preposition that says where or "the", and not before a possessive: "in
// Richmond Park", "at Kenyatta Hall", "on Rye Lane", "the Victoria Hall" (not "to Kim Park",
// "at Victoria Hall's desk").
func (d *personDetector) placeWithHead(s, e int) bool {
	w := d.text[s:e]
	last := bytes.LastIndexByte(w, ' ')
	if last < 0 || bytes.IndexByte(w, '\n') >= 0 || !names.LowerIn(surnamePlaceHeads, string(w[last+1:])) ||
		bytes.HasPrefix(d.text[e:], []byte("'s")) || bytes.HasPrefix(d.text[e:], []byte("’s")) {
		return false
	}
	return s > 0 && d.text[s-1] == ' ' && wherePrepositions[d.wordBefore(s)]
}

// wherePrepositions say where before the name of a place.
var wherePrepositions = setOf(`in|at|on|near|around|inside|outside|nearby|opposite|behind|the`, "|")

// surnamePlaceHeads end the names of places, parks and streets and are surnames too
// (placeHeads has those that are not).
var surnamePlaceHeads = setOf(`park|hill|hills|green|lane|field|fields|garden|hall|court|street|road|way|close|
	crescent|terrace|drive|ridge|lodge|heath|mills|grove|wood|woods|gate|row`, "|")

// withoutMailMarks drops what German and French mail put where a name may stand: a reply's or
// forward's mark at a line's start ("AW: Leonies Geld…", "WG:", "TR :"), and the greeting
// abbreviated before the sender's name ("LG Silke", "GLG Anja"), which is cut off; and the
// units of a Lotus Notes address (notesUnit). "AW", "LG"
// and "Re" are surnames on the lists. spans are sorted and disjoint; the result is too.
func withoutMailMarks(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	for _, sp := range spans {
		s, e := sp[0], sp[1]
		lineStart := s == 0 || text[s-1] == '\n'
		w := string(text[s:e])
		if lineStart && replyMarks[strings.ToLower(w)] && (bytes.HasPrefix(text[e:], []byte(":")) || bytes.HasPrefix(text[e:], []byte(" :"))) {
			continue
		}
		if first, rest, ok := strings.Cut(w, " "); ok && lineStart && greetingMarks[first] && rest != "" {
			s += len(first) + 1
		}
		if notesUnit(text, s, e) {
			continue
		}
		out = append(out, [2]int{s, e})
	}
	return out
}

// notesUnit reports whether text[s:e] is a unit of a Lotus Notes address, in capitals between
// " / " and " / " or "@" ("Doug Leach / HOU / ECT@ECT"): a place or a department, not a name.
func notesUnit(text []byte, s, e int) bool {
	if !bytes.HasSuffix(text[:s], []byte(" / ")) || bytes.ContainsFunc(text[s:e], func(r rune) bool { return !unicode.IsUpper(r) && r != '_' }) {
		return false
	}
	return bytes.HasPrefix(text[e:], []byte(" / ")) || bytes.HasPrefix(text[e:], []byte("@"))
}

// replyMarks mark a reply or a forward in a subject line; greetingMarks abbreviate a greeting
// before the sender's name, as written (not "Lg", a surname).
var (
	replyMarks    = setOf(`aw|wg|re|fw|fwd|tr|rv|sv|vs|antw`, "|")
	greetingMarks = setOf(`LG|VG|GLG|MfG|LGs|BG|lg|vg|glg`, "|")
)

// withVietNames completes the Vietnamese names that the rules cut short at a word of other
// languages. Before the middle name Thi or Van (Thị, Văn) and a given name, it adds the surname
// that is a word elsewhere too (French "Le", English "Do"): "Le Thi Mai", "Đỗ Thị Hoa", "LE VAN
// HUNG". After a surname and that middle name, which no name ends with, it adds the given name
// whatever word it is ("Nguyen Van An", "Tran Thi Be"). spans are sorted and disjoint; the
// result is too.
func withVietNames(text []byte, spans [][2]int) [][2]int {
	for i, sp := range spans {
		s, e := sp[0], sp[1]
		next := len(text)
		if i+1 < len(spans) {
			next = spans[i+1][0]
		}
		if first, rest, _ := bytes.Cut(text[s:e], []byte(" ")); vietMiddleName(first) && (len(rest) > 0 || capitalWordAfter(text, e, next) > e) &&
			s >= 3 && text[s-1] == ' ' {
			b := nameWordStart(text, s-1)
			if (i == 0 || spans[i-1][1] < b) && vietShortSurnames[string(text[b:s-1])] {
				s = b
			}
		}
		if surname, middle, ok := bytes.Cut(text[s:e], []byte(" ")); ok && vietMiddleName(middle) &&
			(vietShortSurnames[string(surname)] || vietSurnames[vietFold(strings.ToLower(string(surname)))]) {
			e = capitalWordAfter(text, e, next)
		}
		spans[i] = [2]int{s, e}
	}
	return spans
}

// capitalWordAfter returns the end of the capitalised word after the space at e if it ends before
// next, and e if there is none.
func capitalWordAfter(text []byte, e, next int) int {
	if e+1 >= len(text) || text[e] != ' ' {
		return e
	}
	g := nameWordEnd(text, e+1)
	if r, _ := utf8.DecodeRune(text[e+1:]); g == e+1 || !unicode.IsUpper(r) || g >= next {
		return e
	}
	return g
}

// vietMiddleName reports whether w is Thi or Van, the middle names of most Vietnamese women's
// and of many men's names, in any case and with or without its marks.
func vietMiddleName(w []byte) bool {
	if len(w) < 3 || len(w) > 5 || w[0]|0x20 != 't' && w[0]|0x20 != 'v' {
		return false
	}
	f := vietFold(strings.ToLower(string(w)))
	return f == "thi" || f == "van"
}

// vietShortSurnames are Vietnamese surnames written as words of other languages.
var vietShortSurnames = setOf(`Le|Lê|Do|Đỗ|Ho|Hồ|Ha|Hà|La|Lam|Lâm|Mai|Cao|To|Tô|Ta|Tạ|Dao|Đào|Chu|Vi|Tong|Tống|LE|DO|HO`, "|")

// withScriptTwins adds a name written in Chinese characters, Hangul, kana, Arabic or Hebrew
// letters (scriptName) next to the same name found in Latin letters, one of them in
// parentheses after the other: "Park Sung-ho (박성호)", "山本 清 (Yamamoto Kiyoshi)", "김민서
// (KIM Min-seo)", "Ahmed Ali (أحمد علي)". The codec encrypts
// it letter for letter in its script, so its ciphertext stands beside the other name's
// ciphertext and is found again. spans are sorted and disjoint; the result is too.
func withScriptTwins(text []byte, spans [][2]int) [][2]int {
	var twins [][2]int
	for _, sp := range spans {
		if s, ok := bytes.CutPrefix(text[sp[1]:], []byte(" (")); ok {
			if e := bytes.IndexByte(s, ')'); e > 0 && scriptName(s[:e]) {
				at := sp[1] + 2
				twins = append(twins, [2]int{at, at + e})
			}
		}
		if sp[0] >= 2 && string(text[sp[0]-2:sp[0]]) == " (" && bytes.HasPrefix(text[sp[1]:], []byte(")")) {
			ls := bytes.LastIndexByte(text[:sp[0]-2], '\n') + 1
			before := text[ls : sp[0]-2]
			// The name is the last one to three words before the parenthesis, after a word
			// of other letters or a label ("收件人 李明 (Li Ming)").
			start, end := len(before), len(before)
			for range 3 {
				j := bytes.LastIndexByte(before[:end], ' ') + 1
				if w := string(before[j:end]); !names.IsScriptWord(w) || scriptLabels[w] {
					break
				}
				start = j
				if j == 0 {
					break
				}
				end = j - 1
			}
			if start < len(before) && scriptName(before[start:]) {
				twins = append(twins, [2]int{ls + start, sp[0] - 2})
			}
		}
	}
	if len(twins) == 0 {
		return spans
	}
	out := make([][2]int, 0, len(spans)+len(twins))
	for _, t := range twins {
		if !slices.ContainsFunc(spans, func(sp [2]int) bool { return sp[0] < t[1] && t[0] < sp[1] }) {
			out = append(out, t)
		}
	}
	out = append(out, spans...)
	slices.SortFunc(out, func(a, b [2]int) int { return a[0] - b[0] })
	return slices.CompactFunc(out, func(a, b [2]int) bool { return a == b })
}

// withParenNicknames adds the nickname a text gives a name in quotes in parentheses right
// after it, one capitalised word: "Oghenekaro Ejiofor (\"Karo\")", "Wilhelmina Okafor
// (“Willa”)"; the mentions pass then finds it where the text uses it alone ("give Karo
// admin"). spans are sorted and disjoint; the result is too.
func withParenNicknames(text []byte, spans [][2]int) [][2]int {
	var found [][2]int
	for _, sp := range spans {
		rest := text[sp[1]:min(len(text), sp[1]+40)]
		var open, closing string
		for _, q := range parenQuotes {
			if bytes.HasPrefix(rest, []byte(q[0])) {
				open, closing = q[0], q[1]
				break
			}
		}
		if open == "" {
			continue
		}
		s := sp[1] + len(open)
		e := nameWordEnd(text, s)
		low := strings.ToLower(string(text[s:e]))
		if e == s || !startsUpper(text[s:e]) || !bytes.HasPrefix(text[e:], []byte(closing)) || !encryptable(string(text[s:e])) ||
			definedTerms[low] || stopWords[low] {
			continue
		}
		found = append(found, [2]int{s, e})
	}
	if len(found) == 0 {
		return spans
	}
	return mergeSpans(append(spans, found...))
}

// parenQuotes open and close a nickname in parentheses.
var parenQuotes = [][2]string{{" (\"", "\")"}, {" (“", "”)"}, {" („", "“)"}, {" ('", "')"}, {" (‘", "’)"}}

// definedTerms are the parties a contract names in quotes after them: "Harold Pemberton
// (\"Landlord\")".
var definedTerms = setOf(contractPartyWords+`|lender|lenders|buyer|buyers|seller|sellers|
	purchaser|vendor|company|employer|employee|contractor|consultant|client|customer|supplier|provider|
	owner|agent|party|parties|executive|investor|founder|member|members|
	shareholder|recipient|guest|host|author|publisher|artist|producer|trustee|beneficiary|
	käufer|verkäufer|acheteur|vendeur|comprador|vendedor|empleador|trabajador`, "|")

// contractParties are the parties of leases, loans, licences and grants that a contract names
// by their role alone: words no person bears as a name, unlike "Seller", "Guest" or "Lender"
// ("Marcelle Lender").
var contractParties = setOf(contractPartyWords, "|")

const contractPartyWords = `landlord|landlords|tenant|tenants|lessor|lessors|lessee|lessees|sublessor|sublessee|
	subtenant|subtenants|borrower|borrowers|guarantor|guarantors|licensor|licensee|mortgagor|mortgagee|
	grantor|grantee|assignor|pledgor|discloser|mieter|mieterin|vermieter|vermieterin|untermieter|untermieterin|
	arbeitgeber|arbeitnehmer|bailleur|bailleresse|preneur|locataire|arrendador|arrendadora|arrendatario|arrendataria`

// withNicknames joins a given name and a surname found with the nickname quoted between them
// into one span, one mention as the conventions draw it: "Heinrich „Heinz“ Vogel", "Santiago
// \"Santi\" Mejía", "Robert 'Bob' Smith". spans are sorted and disjoint; the result is too.
func withNicknames(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	for i := 0; i < len(spans); i++ {
		sp := spans[i]
		for j := i + 1; j < len(spans) && j <= i+2; j++ {
			if quotedNickname(text[sp[1]:spans[j][0]]) {
				sp[1] = spans[j][1]
				i = j
				break
			}
			if quoteOpen(text[sp[1]:spans[j][0]]) == 0 {
				break // only the nickname itself may be a span between them
			}
		}
		out = append(out, sp)
	}
	return out
}

// withNicknameEnds extends a name over the part of a full name with a quoted nickname that
// was not found, so that the mention is one span as withNicknames draws it: the surname after
// a given name and the nickname ("Reece \"Bam Bam\" Atherton"), or the given name before the
// nickname and a surname ("Remedios \"Medy\" Santos", "Stanisław \"Stan\" Wójcik", where the
// nickname and the surname were found apart). The word taken is capitalised and a name of the
// lists or a word general text does not use. spans are sorted and disjoint; the result is too.
func (d *personDetector) withNicknameEnds(spans [][2]int) [][2]int {
	text := d.text
	taken := func(w string) bool {
		if r, _ := utf8.DecodeRuneInString(w); w == "" || !unicode.IsUpper(r) {
			return false
		}
		low := strings.ToLower(w)
		lw := d.tagger().Lookup(low)
		return (lw.Given || lw.Surname || lw.Other || lw.Pseudo || rareWord(low)) && !stopWords[low]
	}
	var out [][2]int
	for i := 0; i < len(spans); i++ {
		sp := spans[i]
		// Forward: a given name, the nickname in quotes (found or not), then the surname.
		if g := nicknameGapAt(text, sp[1]); g > 0 {
			if w, we := d.wordAt(sp[1] + g); taken(w) && wordEnd(text, we) {
				for i+1 < len(spans) && spans[i+1][0] < we {
					i++ // the nickname, the surname, found apart
				}
				sp[1] = max(we, spans[i][1])
			}
		}
		// Backward: a given name, the nickname in quotes (found or not), then the surname found.
		for n := 4; n <= 28 && n < sp[0]; n++ {
			gs := sp[0] - n
			if text[gs] != ' ' || !quotedNickname(text[gs:sp[0]]) {
				continue
			}
			if w, ws := wordEndingAt(text, gs); taken(w) {
				for len(out) > 0 && out[len(out)-1][1] > ws {
					ws = min(ws, out[len(out)-1][0])
					out = out[:len(out)-1] // the nickname, the given name, found apart
				}
				sp[0] = ws
			}
			break
		}
		out = append(out, sp)
	}
	return out
}

// nicknameGapAt returns the length of a quoted nickname of one or two words with a space on
// either side that starts at e, or 0: ` "Bam Bam" `, ` „Heinz“ `.
func nicknameGapAt(text []byte, e int) int {
	if quoteOpen(text[e:]) == 0 {
		return 0
	}
	for n := 4; n <= 28 && e+n <= len(text); n++ {
		if text[e+n-1] == ' ' && quotedNickname(text[e:e+n]) {
			return n
		}
	}
	return 0
}

// quotedNickname reports whether gap, the text between a given name and a surname, is one or
// two words in quotes with a space on either side: ` „Heinz“ `, ` "Santi" `, ` 'Bob' `.
func quotedNickname(gap []byte) bool {
	n := quoteOpen(gap)
	if n == 0 || len(gap) < n+3 || gap[len(gap)-1] != ' ' {
		return false
	}
	inner := gap[n : len(gap)-1]
	r, size := utf8.DecodeLastRune(inner)
	if !strings.ContainsRune(`"”“'’»«`, r) {
		return false
	}
	inner = inner[:len(inner)-size]
	words := bytes.Fields(inner)
	if len(words) == 0 || len(words) > 2 || len(inner) > 24 {
		return false
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRune(w); !unicode.IsUpper(r) || bytes.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '.' }) >= 0 {
			return false
		}
	}
	return true
}

// quoteOpen returns the length of a space and an opening quote at the start of gap, or 0.
func quoteOpen(gap []byte) int {
	if len(gap) < 2 || gap[0] != ' ' {
		return 0
	}
	r, size := utf8.DecodeRune(gap[1:])
	if !strings.ContainsRune(`"„“'‘«»`, r) {
		return 0
	}
	return 1 + size
}

// withUpperSurname extends a name over the surname written in capitals before it with a
// comma, as charts, prescriptions and court records write "LAST, First": "ACOSTA, Milagros
// Belén", "LE, QUANG MINH". The capitals are one to four words (particles among them), after
// the start of a line, a colon, a quote, a parenthesis or "="; each a listed surname or a word
// general text does not use, so that "NOTE, Anna" stays a word and a name. spans are sorted
// and disjoint; the result is too.
func (d *personDetector) withUpperSurname(spans [][2]int) [][2]int {
	text := d.text
	out := spans[:0]
	for _, sp := range spans {
		s := sp[0]
		if mixed := bytes.IndexFunc(text[sp[0]:sp[1]], unicode.IsLower) >= 0; mixed {
			// French and Spanish documents write the surname in capitals beside the given name:
			// "Monsieur Karim BENSALEM", "BOUAZZA Inès – moyenne 16,8", "Dr Fatima-Zahra EL AMRANI".
			if e := d.upperSurnameAfter(sp[1]); e > sp[1] {
				sp[1] = e
			}
			if s >= 2 && text[s-1] == ' ' {
				lo := 0
				if n := len(out); n > 0 {
					lo = out[n-1][1]
				}
				if b := d.upperSurnameBefore(s-1, lo); b >= 0 {
					sp[0], s = b, b
				}
			}
		}
		if s >= 4 && string(text[s-2:s]) == ", " {
			lo := 0
			if n := len(out); n > 0 {
				lo = out[n-1][1]
				if prev := out[n-1]; prev[1] == s-2 {
					// "GONZÁLEZ DE LA PEÑA" and "Alba" found apart, or only "SANTOS PEREIRA" of
					// "DOS SANTOS PEREIRA, Antônio Carlos": one name.
					ls := bytes.LastIndexByte(text[:prev[0]], '\n') + 1
					if n > 1 {
						ls = max(ls, out[n-2][1])
					}
					if b := d.upperSurnameBefore(s-2, ls); b >= 0 && b <= prev[0] {
						out[n-1] = [2]int{b, sp[1]}
						continue
					}
				}
			}
			if b := d.upperSurnameBefore(s-2, lo); b >= 0 {
				sp[0] = b
			}
		}
		out = append(out, sp)
	}
	// A surname in capitals after a name may be a name found on its own too ("huY BA" and
	// "BA"): one span.
	return mergeSpans(out)
}

// afterUpperSurname reports whether s follows the surname in capitals and the comma of "LAST,
// First" (see withUpperSurname): the given names of "4. KOUASSI, Yao Serge –".
func (d *personDetector) afterUpperSurname(s int) bool {
	ls, _ := d.lineBounds(s)
	return s >= ls+4 && string(d.text[s-2:s]) == ", " && d.upperSurnameBefore(s-2, ls) >= 0
}

// withSlashNames takes "SURNAME/GIVEN" in capitals as a name in two fields, as airline
// tickets, bookings and passenger lists write it ("DESHPANDE/ROHAN MR", "ALVES DA
// SILVA/RODRIGO MR", "DIALLO/OUMOU MME"): one to three words in capitals before the slash, each
// of three letters or more with a vowel, a listed surname or no frequent word (not "TCP/IP",
// "AND/OR"); one to three after it, up to a title, which is left out, or without one a listed
// given name, a word of the codec's classes or a pseudo name first. One span, as the span
// conventions write it; the name codec keeps the slash, the capitals and the title and makes
// class words or pseudo names of the rest, so the ciphertext reads the same way. The names
// found inside are replaced by it. spans are sorted and disjoint; the result is too.
func (d *personDetector) withSlashNames(spans [][2]int) [][2]int {
	text := d.text
	var slash [][2]int
	for i := bytes.IndexByte(text, '/'); i > 0 && i+1 < len(text); {
		if s, e := d.slashName(i); e > s {
			slash = append(slash, [2]int{s, e})
		}
		j := bytes.IndexByte(text[i+1:], '/')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if len(slash) == 0 {
		return spans
	}
	out := spans[:0:0]
	k := 0
	for _, sp := range spans {
		for k < len(slash) && slash[k][1] <= sp[0] {
			out = append(out, slash[k])
			k++
		}
		if k < len(slash) && slash[k][0] < sp[1] {
			continue // inside a field of the slash name (or overlapping one)
		}
		out = append(out, sp)
	}
	return mergeSpans(append(out, slash[k:]...))
}

// slashName returns the name "SURNAME/GIVEN" around the slash at i (see withSlashNames), or
// s == e.
func (d *personDetector) slashName(i int) (s, e int) {
	text := d.text
	// Before the slash: words in capitals back to the start of the field.
	s = i
	for words := 0; words < 3; words++ {
		b := capitalsStart(text, 0, s)
		low := strings.ToLower(string(text[b:s]))
		if lw := d.tagger().Lookup(low); words > 0 && names.IsParticle(low) {
			// "ALVES DA SILVA/RODRIGO"
		} else if utf8.RuneCountInString(low) < 3 || !hasVowel(low) || !lw.Surname && !lw.Pseudo && frequentWord(low) {
			return 0, 0 // "TCP/IP", "RE/MAX", "AND/OR", "N/A"
		}
		s = b
		if s >= 2 && text[s-1] == ' ' {
			if r, _ := utf8.DecodeLastRune(text[:s-1]); unicode.IsUpper(r) {
				s--
				continue
			}
		}
		break
	}
	if r, _ := utf8.DecodeLastRune(text[:s]); s > 0 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/') {
		return 0, 0
	}
	// After it: given names up to a title ("DIALLO/OUMOU MME"), or without one a listed given
	// name, a word of the codec's classes or a pseudo name (what the codec makes of an
	// unclassed one) first, then such words or surnames; then the field's end.
	var words [][2]int
	end := i + 1 // after the title, if any
	for e := i + 1; len(words) < 4; {
		j := capitalsEnd(text, e)
		if j == e {
			break
		}
		if len(words) > 0 && ticketTitles[string(text[e:j])] {
			end = j
			break
		}
		words = append(words, [2]int{e, j})
		end = j
		if j+1 >= len(text) || text[j] != ' ' || !unicode.IsUpper(rune(text[j+1])) {
			break
		}
		e = j + 1
	}
	if titled := len(words) > 0 && end > words[len(words)-1][1]; !titled {
		kept := 0
		for k, w := range words {
			// A word of the codec's classes too: its ciphertext is a word of its class, which
			// the lists may know otherwise ("ROHAN" becomes "ABT", a surname).
			word := string(text[w[0]:w[1]])
			lw := d.tagger().Lookup(strings.ToLower(word))
			if utf8.RuneCountInString(word) < 2 || !(lw.Given || lw.Pseudo || d.classWord(word) || k > 0 && lw.Surname) {
				break
			}
			kept++
		}
		if kept == 0 || kept < len(words) && kept < 3 {
			return 0, 0 // "POW/MIA Recognition Day": a word follows that is no name or title
		}
		words = words[:kept]
		end = words[kept-1][1]
	}
	if len(words) == 0 || len(words) > 3 {
		return 0, 0
	}
	if r, _ := utf8.DecodeRune(text[end:]); end < len(text) && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/') {
		return 0, 0
	}
	return s, words[len(words)-1][1]
}

// ticketTitles end a passenger's name on a ticket: "DIALLO/OUMOU MME", "SMITH/JOHN MR".
var ticketTitles = setOf(`MR|MRS|MS|MISS|MSTR|MME|MLLE|M|DR|PROF|CHD|INF`, "|")

// upperSurnameAfter returns where the surname in capitals after a space at e ends (see
// withUpperSurname): one to four words in capitals, particles among them, each a listed
// surname or a word general text does not use, up to a suffix ("QUANG MINH MD"); e if there is
// none.
func (d *personDetector) upperSurnameAfter(e int) int {
	text := d.text
	end, name := e, false
	for words := 0; words < 4 && end+2 < len(text) && text[end] == ' '; words++ {
		j := capitalsEnd(text, end+1)
		if j-(end+1) < 2 || j < len(text) && isNameLetterByte(text[j]) {
			break // not a word in capitals: "Karim Bensalem", "Karim BENsalem"
		}
		low := strings.ToLower(string(text[end+1 : j]))
		if names.IsSuffix(low) || !hasVowel(low) {
			break // "QUANG MINH MD", "T. Nguyen MLS": a suffix or a credential
		}
		switch d.capitalsWord(low, false) {
		case capsSurname:
			name = true
		case capsNone:
			return e // "Karim NOTE"
		}
		end = j
	}
	if !name {
		return e
	}
	return end
}

// Kinds of a word in capitals next to a name (capitalsWord).
const (
	capsNone     = iota // no part of a name: a word of general text, an abbreviation
	capsParticle        // a particle of a surname: DE, LA, VAN
	capsSurname         // a surname: listed, Vietnamese, or a word general text does not use
)

// capitalsWord tells what a word written in capitals (given in lower case) is beside a name;
// lastWord says it is the surname's last word, where a Vietnamese surname that is also a
// particle is the surname ("LE, QUANG MINH").
func (d *personDetector) capitalsWord(low string, lastWord bool) int {
	switch {
	case !hasVowel(low):
		return capsNone // "KHK", "MLS": a rank's or a credential's abbreviation
	case lastWord && vietSurnames[vietFold(low)]:
		return capsSurname
	case names.IsParticle(low):
		return capsParticle
	case frenchElision(low):
		return capsNone // "J'AI, Karim Haddad, commissaire de justice": a bailiff's formula
	case d.tagger().Lookup(low).Surname || vietSurnames[vietFold(low)] || names.WordBand(low) == names.BandNone:
		return capsSurname
	}
	return capsNone
}

// frenchElision reports whether a lower-case word opens with a French pronoun or conjunction
// elided before an apostrophe, which no surname does ("j'ai", "c'est", "qu'il"; not
// "d'angelo", "n'guessan", "m'baye", "o'brien").
func frenchElision(low string) bool {
	i := strings.IndexAny(low, "'’")
	if i < 0 {
		return false
	}
	switch low[:i] {
	case "j", "c", "qu":
		return true
	}
	return false
}

// capitalsEnd returns the end of the run of capitals, hyphens and apostrophes that starts at
// j in text (a word written in capitals, "MBEKI-JANSEN", "N'GUESSAN"); capitalsStart the start
// of the one that ends at e, not before lo.
func capitalsEnd(text []byte, j int) int { return runeRunEnd(text, j, capitalsRune) }

func capitalsStart(text []byte, lo, e int) int {
	return lo + runeRunStart(text[lo:], e-lo, capitalsRune)
}

func capitalsRune(r rune) bool { return unicode.IsUpper(r) || r == '-' || r == '\'' }

// hasVowel reports whether a lower-case word has a vowel: a surname in capitals has, an
// abbreviation in capitals often has none (MLS, KHK, RN).
func hasVowel(low string) bool {
	return strings.ContainsAny(low, "aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýœ")
}

// upperSurnameBefore returns where the surname in capitals that ends at e starts (see
// withUpperSurname), not before lo, or -1.
func (d *personDetector) upperSurnameBefore(e, lo int) int {
	text := d.text
	start, words, name := e, 0, false
	comma := e < len(text) && text[e] == ','
	for words < 4 {
		b := capitalsStart(text, lo, start)
		if b == start || start-b < 2 && !names.IsParticle(strings.ToLower(string(text[b:start]))) {
			return -1
		}
		low := strings.ToLower(string(text[b:start]))
		switch d.capitalsWord(low, words == 0) {
		case capsSurname:
			name = true
		case capsNone:
			if comma && len(low) >= 5 && hasVowel(low) && !frequentWord(low) && !(strings.HasSuffix(low, "ed") && lexiconWord(low)) {
				// "HARGROVE, Walter James": before the comma of "LAST, First", a word that
				// general text uses, but not often (films name people), is the surname (not
				// an acronym: "FYI, Kim", "ADHD, Concerta"; nor a status: "CANCELLED, Jake
				// from…"); its ciphertext, a pseudo name in capitals, is taken alike.
				name = true
				break
			}
			return -1 // "NOTE, Anna", "KHK Oliver Pentrop"
		}
		start, words = b, words+1
		if start > lo && text[start-1] == ' ' && start-1 > lo {
			if r, _ := utf8.DecodeLastRune(text[:start-1]); unicode.IsUpper(r) {
				start--
				continue
			}
		}
		break
	}
	if !name || !upperSurnameLead(text[:start]) {
		return -1
	}
	return start
}

// upperSurnameLead reports whether a surname in capitals may start after before: at a line's
// start, after a tab, a colon, a quote, a parenthesis or "=", or after one of those, a table's
// "|", a list's number or bullet, a dash and a space ("| CASTILLO ZAPATA, Abigail |", "3.
// BENSAÏD, Karim –", "Suspect – DUBOIS, Kyle Anthony").
func upperSurnameLead(before []byte) bool {
	n := len(before)
	if n == 0 || strings.ContainsRune("\n\t;:\"'(=“„«", rune(before[n-1])) {
		return true
	}
	if before[n-1] != ' ' || n < 2 {
		return false
	}
	switch c := before[n-2]; {
	case strings.IndexByte(":\"(=|-* ", c) >= 0: // a space: a column of a table set in spaces
		return true
	case c == '.' || c == ')':
		digits := bytes.TrimRight(before[:n-2], "0123456789")
		return len(digits) < n-2 && (len(digits) == 0 || digits[len(digits)-1] == '\n' || digits[len(digits)-1] == ' ')
	}
	return bytes.HasSuffix(before, []byte("• ")) || bytes.HasSuffix(before, []byte("– ")) || bytes.HasSuffix(before, []byte("— "))
}

// anyHL7Segment reports whether line is a segment of an HL7 v2 message: three capitals or
// digits (MSH, PID, OBX, AL1) and the field separator.
func anyHL7Segment(line []byte) bool {
	if len(line) < 5 || line[3] != '|' {
		return false
	}
	for _, c := range line[:3] {
		if !isUpperASCII(c) && !isDigit(c) {
			return false
		}
	}
	return isUpperASCII(line[0])
}

// withoutHonorific cuts a Japanese honorific off the end of a name (in place): "Sato-san"
// is the name "Sato" (see honorificNames); a Turkish one written after the name as a word:
// "Ayşe Hanım", "Mehmet Bey", "Ayşe Teyze" are "Ayşe" and "Mehmet"; one before a name
// (honorificsBefore): "Ông Đặng Văn Đức" is "Đặng Văn Đức", "DJ Marco Rossi" "Marco
// Rossi"; a role capitalised before a full name ("Midfielder Kristian Dennis"); and a chat's
// word of cheer or thanks before a name (cheerWords).
func (d *personDetector) withoutHonorific(spans [][2]int) [][2]int {
	text := d.text
	for i, sp := range spans {
		if j := bytes.IndexByte(text[sp[0]:sp[1]], ' '); j > 0 && honorificsBefore[d.lowerOf(sp[0], sp[0]+j)] {
			spans[i][0] = sp[0] + j + 1
			sp = spans[i]
		}
		// A role capitalised at a sentence's start before a full name: "Midfielder Kristian
		// Dennis pulled one back", "Headteacher Nadia Hussain-Clarke said". (Not a word of the
		// codec's classes, which may be a name's first word in a ciphertext: "Cook".)
		if j := bytes.IndexByte(text[sp[0]:sp[1]], ' '); j > 0 && bytes.IndexByte(text[sp[0]+j+1:sp[1]], ' ') > 0 &&
			roleBefore[d.lowerOf(sp[0], sp[0]+j)] && !d.classWord(string(text[sp[0]:sp[0]+j])) {
			spans[i][0] = sp[0] + j + 1
			sp = spans[i]
		}
		// A chat's word of praise, thanks or cheer before the name it answers: "Parfait Aurélie",
		// "Courage Lucie", "Perfecto Nando", "Yesss Kevin", "Sin Lorenzo yo seguiría".
		if j := bytes.IndexByte(text[sp[0]:sp[1]], ' '); j > 0 && cheerWords[d.lowerOf(sp[0], sp[0]+j)] {
			spans[i][0] = sp[0] + j + 1
			sp = spans[i]
		}
		// "Papa de Rayan": Rayan's father; the particle is "of", no part of the name.
		if j := bytes.IndexByte(text[sp[0]:sp[1]], ' '); j > 0 && names.IsParticle(string(text[sp[0]:sp[0]+j])) &&
			parentWords[d.wordBefore(sp[0])] {
			spans[i][0] = sp[0] + j + 1
			sp = spans[i]
		}
		for _, suf := range japaneseHonorifics {
			if e := sp[1] - len(suf); e > sp[0] && string(text[e:sp[1]]) == suf {
				spans[i][1] = e
				break
			}
		}
		// A Japanese honorific written in its script right after a name in Latin letters:
		// "Sarah Kowalski様", "Smithさん" (a word that changes script is no one word of a name).
		if e := scriptTail(text[sp[0]:spans[i][1]]); e > 0 {
			spans[i][1] = sp[0] + e
		}
		if j := bytes.LastIndexByte(text[sp[0]:spans[i][1]], ' '); j > 0 &&
			names.LowerIn(turkishHonorifics, string(text[sp[0]+j+1:spans[i][1]])) {
			spans[i][1] = sp[0] + j
		}
	}
	return spans
}

// scriptTail gives the offset in name of a trailing run of letters of names.ScriptBlock
// (Chinese characters, kana, Hangul, Arabic, Hebrew) that follows a letter of another script
// with no space, or 0: the codec encrypts no word that changes script.
func scriptTail(name []byte) int {
	e := len(name)
	for e > 0 {
		r, n := utf8.DecodeLastRune(name[:e])
		if _, _, _, ok := names.ScriptBlock(r); !ok {
			break
		}
		e -= n
	}
	if e == len(name) || e == 0 {
		return 0
	}
	if r, _ := utf8.DecodeLastRune(name[:e]); !unicode.IsLetter(r) {
		return 0
	}
	return e
}

// parentWords name a parent or a child before "de", "von" or "di" and a name: "Papa de
// Rayan", "Mutter von Lena" (parentKin's German words and their French and Spanish ones).
var parentWords = setOf(germanParents+`|maman|mamá|papá|père|mère|padre|madre|fils|fille|hijo|hija`, "|")

// honorificsBefore come before a name and are no part of it: Vietnamese Mr, Mrs, aunt, uncle,
// elder brother and sister, a newborn's "Baby", a DJ's "DJ" (not Amharic "Ato", an Akan given
// name too: "Ato Boldon"). None is a word of the name codec's classes, which a ciphertext's
// first word may be.
var honorificsBefore = setOf(`ông|bà|cô|chú|chị|baby|dj`, "|")

// cheerWords open a chat's answer to a person before the name: praise, thanks, cheer, Spanish
// "sin" (without), and Swahili sorry, OK, congratulations and welcome ("Pole Fatuma"); and
// words for today and yesterday that open a sentence about the person ("Hoy Lucía tiene 9
// años").
var cheerWords = setOf(`parfait|courage|bravo|merci|félicitations|perfecto|perfecta|genial|gracias|felicidades|ánimo|animo|
	sin|danke|super|prima|klasse|yes|yess|yesss|yay|perfect|congrats|congratulations|thanks|cheers|pole|sawa|hongera|karibu|
	hoy|ayer|heute|gestern|today|yesterday|tonight|salamat|grazie|obrigado|obrigada|seconding`, "|")

// turkishHonorifics follow a given name: Mrs or Ms, Mr, aunt, elder brother and sister, uncle,
// teacher, sir; Persian "Khanum" (Mrs: "Fatemeh Khanum"); and Hindi and Urdu elder brother
// and sister, sir, and the relatives a family chat names after a given name ("Bilal Bhai",
// "Neha Didi", "Aslam Sahab", "Sanjay Mama", "Rokeya Nani", "Pooja Bhabhi", "Meenakshi Aunty").
var turkishHonorifics = setOf(`hanım|hanim|bey|teyze|abi|abla|amca|hoca|hocam|efendi|khanum|khanom|khanoum|
	bhai|bhaiya|didi|sahib|sahab|saheb|baji|khala|khalu|phuppo|phupho|mamu|chachu|mama|mami|nani|dadi|chacha|chachi|mausi|masi|bua|aunty|auntie|bhabhi|bhabi|jiju`, "|")

// withoutJudgeSuffix cuts the suffix of an English judge off a name (in place): "Cavendish-Holt
// J preferred", "Smith LJ said" (Mr Justice, Lord Justice); a name does not end in an initial
// without its dot, but for "LAST, First M" of a form ("HUGHES, DARNELL J"), whose comma no
// judge's name has.
func withoutJudgeSuffix(text []byte, spans [][2]int) [][2]int {
	for i, sp := range spans {
		if bytes.IndexByte(text[sp[0]:sp[1]], ',') >= 0 {
			continue
		}
		for _, suf := range []string{" J", " LJ", " CJ", " MR"} {
			e := sp[1]
			if e-sp[0] > len(suf)+1 && string(text[e-len(suf):e]) == suf && (e == len(text) || !isNameLetterByte(text[e]) && text[e] != '.') {
				spans[i][1] = e - len(suf)
				break
			}
		}
	}
	return spans
}

// notPaymentApps drops "Lydia" where it is the French payment app, a word for paying before or
// after it: "par Lydia", "sur Lydia", "un Lydia de 50 €", "Lydia ou virement", "Pour moi Lydia
// c'est mieux", "Pareil, Lydia sur mon numéro", "les numéros Lydia".
func (d *personDetector) notPaymentApps(spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		if string(d.text[sp[0]:sp[1]]) != "Lydia" {
			return false
		}
		after, _ := wordAt(bytes.TrimLeft(d.text[sp[1]:], " "), 0)
		return paymentAppBefore[d.wordBefore(sp[0])] || paymentAppAfter[strings.ToLower(after)] ||
			bytes.HasPrefix(d.text[sp[1]:], []byte(" c'est")) || bytes.HasPrefix(d.text[sp[1]:], []byte(" c’est"))
	})
}

// notDiseases drops the surname alone of a physician a disease is named after, where its
// possessive names the disease: "Known Hashimoto's on levothyroxine", "her mother has
// Sjögren's.", "no Raynaud's", "overlap with Sjögren's given family hx". A given name or a
// title before it is no surname alone.
func notDiseases(text []byte, spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		if !names.LowerIn(diseaseEponyms, string(text[sp[0]:sp[1]])) {
			return false
		}
		n := possessiveLen(text[sp[1]:])
		e := sp[1] + n
		return n > 0 && (e == len(text) || !isNameLetterByte(text[e]))
	})
}

// notLegalForms drops the names that end in the legal form of a firm written as initials, which
// the rules read as initials ("Reformas Albéniz S.L.", "DISTRIBUCIONES LEVANTE, S.A.", "Ramón
// Gómez S.L."), or come right before one ("Txakoli Etxe S.L. – CIF B95441826"): a firm named
// after its owner is the firm, and the conventions leave firms out.
func notLegalForms(text []byte, spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		if k := bytes.LastIndexByte(text[sp[0]:sp[1]], ' '); k > 0 && companyFormAt(text[:sp[1]], sp[0]+k) {
			return true // the form is the name's last word, after a space or ", "
		}
		return companyFormAt(text, sp[1]) || sp[1] < len(text) && text[sp[1]] == ',' && companyFormAt(text, sp[1]+1)
	})
}

// diseaseEponyms are the surnames of physicians that diseases are named after and that text
// names in the possessive alone far more often than the person.
var diseaseEponyms = setOf(`hashimoto|sjögren|sjogren|raynaud|parkinson|alzheimer|crohn|asperger|hodgkin|cushing|
	huntington|tourette|ménière|meniere|kawasaki|dupuytren|marfan|osgood|behçet|behcet|kaposi|brugada|guillain|
	peyronie|bechterew|scheuermann|perthes|wernicke|korsakoff`, "|")

// notFrenchKin drops a French word for a grandparent that a list has as a given name
// ("Mamie est née le 4 avril", "pour les 80 ans de mamie", "« Mamie, même moi… »") where it
// stands alone in a line that reads as French: a form of address, as "Oma" is, not the name
// of the American "Mamie Eisenhower". (A name the codec encrypts to "Mamie" in French text is
// not found again there: a gap of the same kind as the German words of its classes.)
func (d *personDetector) notFrenchKin(spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		return names.LowerIn(frenchKin, string(d.text[sp[0]:sp[1]])) && d.lineLang(sp[0]) == names.French
	})
}

var frenchKin = setOf(`mamie|mamy|papy|papi|mémé|pépé`, "|")

// paymentAppBefore and paymentAppAfter are the words before and after the name of a payment
// app in French.
var (
	paymentAppBefore = setOf(`par|sur|via|un|numéro|numéros`, "|")
	paymentAppAfter  = setOf(`ou|sur`, "|")
)

// notClubs drops the names that a sports club's letters end or open, or follow: "Ecclesall
// Park CC", "BRADFORD PARK CC", "FC Barcelona", "Hallam Moor CC 1st XI", "SV Werder". An
// e-mail header's "CC:" after a name is cut off it: "To: John Smith CC: Jane Doe".
func notClubs(text []byte, spans [][2]int) [][2]int {
	for i, sp := range spans {
		if v := text[sp[0]:sp[1]]; bytes.HasSuffix(v, []byte(" CC")) && sp[1] < len(text) && text[sp[1]] == ':' {
			spans[i][1] -= 3
		}
	}
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		v := text[sp[0]:sp[1]]
		first, last := v, v
		if i := bytes.IndexByte(v, ' '); i > 0 {
			first = v[:i]
		}
		if i := bytes.LastIndexByte(v, ' '); i > 0 {
			last = v[i+1:]
		}
		var next []byte // the word after, not a label's ("John Smith CC: Jane Doe")
		if rest := text[sp[1]:]; len(rest) > 1 && rest[0] == ' ' {
			next = rest[1:]
			if i := bytes.IndexAny(next, " ,.;:)\n"); i >= 0 {
				if next[i] == ':' {
					next = nil
				} else {
					next = next[:i]
				}
			}
		}
		return len(v) > len(first) && clubLetters[string(first)] || len(v) > len(last) && clubLetters[string(last)] || clubLetters[string(next)]
	})
}

// clubLetters abbreviate a sports club before or after its name: cricket, football, rugby and
// hockey clubs in English, Sportverein and Turn- und Sportverein in German, Club Deportivo in
// Spanish.
var clubLetters = setOf(`CC|FC|AFC|RFC|RUFC|CF|HC|SV|TSV|VfB|VfL|CD|SSV|TuS`, "|")

// notGroupNouns drops what no name is: a German noun for women in the plural ("Liebe
// Sängerinnen und Sänger", "Kolleginnen"), and a hospital named "General" ("a nurse at Mercy
// General").
func notGroupNouns(text []byte, spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		v := text[sp[0]:sp[1]]
		return bytes.HasSuffix(v, []byte("innen")) && len(v) > 7 && bytes.IndexByte(v, ' ') < 0 ||
			bytes.HasSuffix(v, []byte(" General"))
	})
}

// notSeasons drops the one-word names that are a season before a year: "Intern — Summer
// 2017", "Autumn 2019 intake" (not "Summer Smith").
func notSeasons(text []byte, spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool {
		rest := text[sp[1]:]
		return len(rest) >= 5 && rest[0] == ' ' && (string(rest[1:3]) == "19" || string(rest[1:3]) == "20") &&
			isDigit(rest[3]) && isDigit(rest[4]) && (len(rest) == 5 || !isDigit(rest[5])) &&
			names.LowerIn(seasons, string(text[sp[0]:sp[1]]))
	})
}

// seasons are the words for the seasons of the year.
var seasons = setOf(`summer|autumn|winter|spring|fall|sommer|herbst|frühling|frühjahr|été|hiver|printemps|automne|verano|invierno|primavera|otoño`, "|")

// notCities drops the names that are the city of a US address in the text (usCity), there or
// anywhere else.
func (d *personDetector) notCities(spans [][2]int) [][2]int {
	if len(d.cities) == 0 {
		return spans
	}
	cities := make(map[string]bool, len(d.cities))
	for _, c := range d.cities {
		cities[string(d.text[c[0]:c[1]])] = true
	}
	return slices.DeleteFunc(spans, func(sp [2]int) bool { return cities[string(d.text[sp[0]:sp[1]])] })
}

// withoutPostNominals cuts a post-nominal off the end of a name, which the span conventions
// leave out: "Anjali Deshpande MD", "Colleen Brady, RN", "Ama Owusu, Ph.D."; not off a name in
// capitals, whose last word may be a short name ("KIM SO RA"). A post-nominal alone, the
// repeat of one that a name took ("MD to call back"), is no name.
func withoutPostNominals(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	for _, sp := range spans {
		v := text[sp[0]:sp[1]]
		if postNominals[string(v)] {
			continue
		}
		if cut := bytes.LastIndexByte(v, ' '); cut > 0 && postNominals[string(v[cut+1:])] && !upperAlready(v[:cut]) {
			if v[cut-1] == ',' {
				cut--
			}
			sp[1] = sp[0] + cut
		}
		out = append(out, sp)
	}
	return out
}

// withoutDateTail cuts off the end of a name of two words or more the abbreviation of a
// month or a weekday that starts a date or a range after it ("Dr. Lindqvist Mar 24 9:40am",
// "Bartosz Wiśniewski Thu–Sun"), or a weekday's that is on no list of names wherever it ends
// one ("Rhiannon Fri, agency Sat/Sun"); not a name in capitals. It drops such an abbreviation
// found alone at either end of a range ("Mon–Thu").
func (d *personDetector) withoutDateTail(spans [][2]int) [][2]int {
	out := spans[:0]
	for _, sp := range spans {
		v := d.text[sp[0]:sp[1]]
		if names.LowerIn(monthDayAbbrs, string(v)) && (d.monthRangeAfter(d.text[sp[1]:]) || d.monthRangeBefore(d.text[:sp[0]])) {
			continue // the end of a range of days: "Mon–Thu", found alone where a name took it elsewhere
		}
		out = append(out, sp)
		cut := bytes.LastIndexByte(v, ' ')
		if cut <= 0 || upperAlready(v) {
			continue
		}
		if !names.LowerIn(monthDayAbbrs, string(v[cut+1:])) {
			continue
		}
		last := d.lowerOf(sp[0]+cut+1, sp[1])
		if w := d.tagger().Lookup(last); !w.Given && !w.Surname || d.monthRangeAfter(d.text[sp[1]:]) ||
			monthDay([]part{{s: sp[0] + cut + 1, e: sp[1], low: last}}, d.text) {
			out[len(out)-1][1] = sp[0] + cut
		}
	}
	return out
}

// upperAlready reports whether b has no letter that upper case changes: bytes.ToUpper(b)
// equals b (invalid UTF-8, which it replaces, counts as changed), without the copy.
func upperAlready(b []byte) bool {
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 || unicode.ToUpper(r) != r {
			return false
		}
		b = b[n:]
	}
	return true
}

// monthRangeBefore reports whether before, the text before a month or a weekday, ends with
// another and the separator of a range or a list (calendarPartner): "Mon–", "Jan - ", "Thu/".
func (d *personDetector) monthRangeBefore(before []byte) bool {
	n, rng := calendarSeparator(before, false)
	if n == 0 {
		return false
	}
	w, _ := wordEndingAt(before, len(before)-n)
	return d.calendarPartner(w, rng)
}

// withoutSectionWords cuts off a name the heading of an encyclopedia's section that a copied
// article runs into it: first at a line's start ("Leben Vonholdt studierte Medizin"), or last
// ("Janet Branagan Bemerkungen Der Thriller wurde…").
func (d *personDetector) withoutSectionWords(spans [][2]int) [][2]int {
	text := d.text
	out := spans[:0]
	for _, sp := range spans {
		v := text[sp[0]:sp[1]]
		if sp1 := bytes.IndexByte(v, ' '); sp1 > 0 && (sp[0] == 0 || text[sp[0]-1] == '\n') && names.LowerIn(sectionWords, string(v[:sp1])) {
			sp[0] += sp1 + 1
			v = text[sp[0]:sp[1]]
		}
		if cut := bytes.LastIndexByte(v, ' '); cut > 0 && names.LowerIn(sectionWords, string(v[cut+1:])) {
			sp[1] = sp[0] + cut
		}
		out = append(out, sp)
	}
	return out
}

// sectionWords head the sections of an encyclopedia's article about a person, in German.
var sectionWords = setOf(`leben|biografie|biographie|werdegang|karriere|wirken|herkunft|bemerkungen|weblinks|
	literatur|einzelnachweise|auszeichnungen|filmografie|diskografie|rezeption|handlung|hintergrund|ausbildung`, "|")

// withoutNumberedLabels drops the one-word names that number a text's rows: a word followed
// by a number and a colon that heads three lines or more of the text so ("Brett 1: IM
// Aleksandr Fedorov – Jovanović", "Brett 2: …" of a chess match's boards, "Table 3:"),
// where a person is not counted.
func (d *personDetector) withoutNumberedLabels(spans [][2]int) [][2]int {
	text := d.text
	labels := map[string]int{}
	for _, sp := range spans {
		if numberedLabelAt(text, sp[1]) && bytes.IndexByte(text[sp[0]:sp[1]], ' ') < 0 && (sp[0] == 0 || text[sp[0]-1] == '\n') {
			labels[string(text[sp[0]:sp[1]])]++
		}
	}
	if len(labels) == 0 {
		return spans
	}
	out := spans[:0]
	for _, sp := range spans {
		if labels[string(text[sp[0]:sp[1]])] >= 3 {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// numberedLabelAt reports whether a space, a number of one to three digits and a colon come
// at e.
func numberedLabelAt(text []byte, e int) bool {
	if e+2 >= len(text) || text[e] != ' ' {
		return false
	}
	n := 0
	for e+1+n < len(text) && n < 4 && isDigit(text[e+1+n]) {
		n++
	}
	return n >= 1 && n <= 3 && e+1+n < len(text) && text[e+1+n] == ':'
}

// postNominals are the degrees, licences and honours written after a name (Irish barristers'
// "SC" and "BL" too).
var postNominals = setOf(`SC|BL|MD|M.D.|RN|R.N.|DO|D.O.|NP|PA|PA-C|PhD|Ph.D.|DDS|DMD|DVM|LPN|CNA|LCSW|LMFT|LPC|MSW|Esq.|CPA|MBA|JD|FNP|FNP-C|APRN|BSN|MSN|CRNA|PharmD|DPM|FACS|FACP|FRCP|FRCS|MRCP|MRCS|OBE|MBE|CBE|KC|QC|MRICS|FRICS|FCA|ACCA|FCCA|CFA|AIA|LLB|LLM|MSc|BSc|MEng|CEng|FREng`, "|")

// withoutRoles drops the one-word names in parentheses right after another name that are
// words for a role: "Frau Reimann (Klassenlehrerin)", "Ayşe Demir (Elternvertreter)" in a
// list of attendees.
func withoutRoles(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	for i, sp := range spans {
		s, e := sp[0], sp[1]
		if i > 0 && s >= 2 && text[s-1] == '(' && text[s-2] == ' ' && spans[i-1][1] == s-2 && e < len(text) && text[e] == ')' &&
			bytes.IndexByte(text[s:e], ' ') < 0 {
			if low := strings.ToLower(string(text[s:e])); roleNoun(low) || endsLike(low, compoundRoles, 3) {
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// withoutValentine drops a name that ends in "Valentine" before the possessive of the day:
// "Happy Valentine's Day", "our Valentine's reservation book", "VALENTINE'S – 14 February";
// not "Valentine Holmes", nor "Valentine's car".
func withoutValentine(text []byte, spans [][2]int) [][2]int {
	return slices.DeleteFunc(spans, func(sp [2]int) bool { return valentineDay(text, sp[0], sp[1]) })
}

// valentineDay reports whether text[s:e] ends in "Valentine" and the possessive after it opens
// the day's name or a word of its trade.
func valentineDay(text []byte, s, e int) bool {
	if e-s < len("valentine") || !bytes.EqualFold(text[e-len("valentine"):e], []byte("valentine")) {
		return false
	}
	rest := text[e:]
	for _, apostrophe := range []string{"'s", "’s", "'S", "’S"} {
		if after, ok := bytes.CutPrefix(rest, []byte(apostrophe)); ok {
			after = bytes.TrimLeft(after, " ")
			return len(after) == 0 || after[0] == '\n' || bytes.HasPrefix(after, []byte("–")) || bytes.HasPrefix(after, []byte("-")) ||
				names.LowerIn(valentineWords, string(firstWord(after)))
		}
	}
	return false
}

// valentineWords follow "Valentine's" in the name of the day and its trade.
var valentineWords = setOf(`day|menu|menus|dinner|dinners|weekend|booking|bookings|reservation|reservations|special|
	specials|set|offer|offers|party|event|night|card|cards|gift|gifts|deal|deals|brunch|lunch|week|sale|rush|eve`, "|")

// withoutSpeakerRoles cuts from a chat speaker's name of two words, a listed given name and a
// word of contactRoles on no list of names, that word: the role or the team a contact is saved
// with ("Carla Producción:", "Jorge Arte:", "Ollie Drums 🥁:"), which the messages leave out
// ("@Carla"). A surname that is a word stays ("Tom Marsh:", "Sabine Wendt:").
func (d *personDetector) withoutSpeakerRoles(spans [][2]int) [][2]int {
	for i, sp := range spans {
		s, e := sp[0], sp[1]
		sep := bytes.IndexByte(d.text[s:e], ' ')
		if sep < 0 || bytes.IndexByte(d.text[s+sep+1:e], ' ') >= 0 {
			continue
		}
		if !colonAfter(d.text[e:]) {
			continue
		}
		name := strings.ToLower(string(d.text[s:e]))
		ls, le := d.lineBounds(s)
		if w, stamped := speakerOf(d.text[ls:le]); !stamped || !strings.HasPrefix(w, name) {
			continue
		}
		if !d.tagger().Lookup(name[:sep]).Given {
			continue
		}
		if second := d.tagger().Lookup(name[sep+1:]); second.Given || second.Surname || !contactRoles[name[sep+1:]] {
			continue
		}
		spans[i][1] = s + sep
	}
	return spans
}

// withoutFieldLabels drops a word of general text, on no list of names, that opens a line
// and labels the name after it: "Taker: Eoin Ó Súilleabháin, Drumcliff", "Perito: Neus Ribas
// Capdevila, psicóloga", "Bewohnerin: Gertrud Ahlers, Zi. 214". It reads like a chat's speaker,
// but its value is a name alone (the line, or its field, ends after it), which no message is.
func (d *personDetector) withoutFieldLabels(spans [][2]int) [][2]int {
	out := spans[:0]
	for i, sp := range spans {
		if i+1 < len(spans) && d.fieldLabel(sp, spans[i+1]) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// fieldLabel reports whether the one word of label opens its line (after a bullet) and a
// colon after it opens name, which ends its line or field: see withoutFieldLabels.
func (d *personDetector) fieldLabel(label, name [2]int) bool {
	s, e := label[0], label[1]
	ls, _ := d.lineBounds(s)
	if len(bytes.TrimLeft(d.text[ls:s], " \t-*•")) > 0 || bytes.IndexByte(d.text[s:e], ' ') >= 0 {
		return false
	}
	rest := d.text[e:]
	if !bytes.HasPrefix(rest, []byte(": ")) {
		return false
	}
	if len(bytes.TrimLeft(d.text[e+1:max(name[0], e+1)], " ")) > 0 {
		return false // the name opens the value, after the colon and spaces
	}
	if after := d.text[name[1]:]; len(after) > 0 && !bytes.ContainsAny(after[:1], "\n\r,;(|·") {
		return false
	}
	low := strings.ToLower(string(d.text[s:e]))
	w := d.tagger().Lookup(low)
	return !w.Given && !w.Surname && lexiconWord(low)
}

// colonAfter reports whether b starts with a colon, maybe after spaces and a few symbols (an
// emoji): the end of a chat speaker's name, "Ollie Drums 🥁:".
func colonAfter(b []byte) bool {
	for i := 0; i < len(b) && i < 12; {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r == ':':
			return true
		case r == '\n' || unicode.IsLetter(r) || unicode.IsDigit(r):
			return false
		}
		i += n
	}
	return false
}

// contactRoles are words a phone's contact list adds to a given name to tell people apart: a
// role in a film crew, an office or a band, a team, a neighbour, a tradesman.
var contactRoles = setOf(`producción|produccion|producer|production|produktion|arte|art|sonido|sound|ton|
	vestuario|maquillaje|makeup|steadicam|foto|photo|fotografía|edición|montaje|luces|gaffer|grip|
	hr|it|admin|finanzas|finance|contabilidad|accounts|marketing|ventas|sales|support|soporte|recepción|
	buchhaltung|technik|vertrieb|büro|compta|rh|drums|guitar|vocals|keys|sax|trumpet|batería|bateria|
	guitarra|voz|schlagzeug|gitarre|batterie|basse|trabajo|arbeit|boulot|gym|uni|colegio|vecina|vecino|
	nachbar|nachbarin|voisin|voisine|neighbour|neighbor|casero|landlord|vermieter|fontanero|klempner|
	plumber|electricista|fútbol|futbol|pádel|padel|fussball|tennis`, "|")

// cityName reports whether the name at [s, e) is one word, the name of a city (names.IsPlace),
// where a town's name stands (townPlace: "Mrs Chaudhry of Bradford", "our pro from Colombo",
// "wohnt in Kayseri", "(Fa. Walther, Ulm)"), or several, the name of a town (cityPhrase). Not
// a frequent given name ("a letter from Mary", "in Mary's house"): a person of another city's
// name keeps a title or a given name beside it ("Mr Bradford"), no span of one word. (Cities
// on no list of names wherever they stand cost real names: "Obama" is a town in Japan.)
func (d *personDetector) cityName(s, e int) bool {
	w := d.text[s:e]
	if bytes.IndexByte(w, '\n') >= 0 {
		return false
	}
	if bytes.IndexByte(w, ' ') >= 0 {
		return d.cityPhrase(s, e)
	}
	low := strings.ToLower(string(w))
	if prev := d.wordBefore(s); placeArticles[prev] && names.IsPlacePhrase(prev+" "+low) {
		return true // "La Rochelle", "Le Havre": the town's name, its article cut off as a particle's
	}
	g, given := d.db.Given(low)
	return !(given && g.Births >= 100_000) && names.IsPlace(low) && d.townPlace(s, e)
}

// placeArticles open the names of towns: "La Rochelle", "Le Mans", "El Paso", "Las Palmas".
var placeArticles = setOf(`la|le|les|el|los|las|il|lo|den|der|die|de|di|du`, "|")

// townPlace reports whether the words at [s, e) stand where a town's name does: after a word
// that says where, last in a parenthesis, or where an address puts its town.
func (d *personDetector) townPlace(s, e int) bool {
	return placeWordBefore(d.text[:s]) || motionTo(d.text[:s]) || lastInParens(d.text, s, e) || d.addressTown(s, e) ||
		datelineAfter(d.text, e)
}

// datelineAfter reports whether a date follows the word that ends at e as a letter's dateline
// has it after its town: "Valencia, a 28 de febrero de 2025", "Lima, 12 de julio de 2024",
// "Lyon, le 3 mars 2025", "Berlin, den 3. März 2025".
func datelineAfter(text []byte, e int) bool {
	rest, ok := bytes.CutPrefix(text[e:], []byte(", "))
	if !ok {
		return false
	}
	for _, p := range []string{"a ", "le ", "den ", "el "} {
		if r, ok := bytes.CutPrefix(rest, []byte(p)); ok {
			rest = r
			break
		}
	}
	n := 0
	for n < len(rest) && isDigit(rest[n]) {
		n++
	}
	if n == 0 || n > 2 {
		return false
	}
	rest, ok = bytes.CutPrefix(bytes.TrimPrefix(rest[n:], []byte(".")), []byte(" "))
	if !ok {
		return false
	}
	w, _ := wordAt(bytes.TrimPrefix(rest, []byte("de ")), 0)
	return names.IsMonthOrDay(w) || names.LowerIn(spanishMonths, w)
}

// motionTo reports whether text ends in a verb of going and "to": "moved to", "flew back to",
// "travel to". (Not "to" alone, which names a person as often: "send it to Bradford".)
func motionTo(text []byte) bool {
	rest, ok := bytes.CutSuffix(text, []byte(" to "))
	if !ok {
		return false
	}
	rest = bytes.TrimSuffix(rest, []byte(" back"))
	w := rest[bytes.LastIndexAny(rest, " \n")+1:]
	return motionVerbs[string(w)]
}

var motionVerbs = setOf(`move|moved|moving|moves|go|goes|went|going|gone|travel|travels|travelled|traveled|travelling|
	traveling|drive|drove|driving|driven|fly|flew|flying|flown|relocate|relocated|relocating|emigrated|commute|
	commutes|commuting|return|returned|returning|headed|heading|trip|journey|came|come|coming|transferred`, "|")

// cityPhrase reports whether the words at [s, e) are the name of a town of several words
// (names.IsPlacePhrase): where a town's name stands (townPlace), or anywhere when the first is
// no given name and no title stands before them ("floods in Mar del Plata", "coordination
// meeting, Bahir Dar"; not "Mr Santa Cruz", nor "Milton Keynes" without a word that says
// where).
func (d *personDetector) cityPhrase(s, e int) bool {
	low := strings.ToLower(string(d.text[s:e]))
	if !names.IsPlacePhrase(low) {
		return false
	}
	if d.townPlace(s, e) {
		return true
	}
	_, given := d.db.Given(low[:strings.IndexByte(low, ' ')])
	return !given && !names.IsTitle(strings.TrimSuffix(d.wordBefore(s), "."))
}

// addressTown reports whether the word at [s, e) is where an address puts its town: after a
// postal code ("46007 Valencia", "48429 Rheine"), before a British one ("Bristol BS2 0LX"),
// or last on the line after the street and its number ("9 Cotham Vale,
// Bristol").
func (d *personDetector) addressTown(s, e int) bool {
	text := d.text
	n := 0
	for n < 6 && s-2-n >= 0 && isDigit(text[s-2-n]) {
		n++
	}
	if s >= 1 && text[s-1] == ' ' && (n == 4 || n == 5) && (s-2-n < 0 || !isAlnum(text[s-2-n])) {
		return true
	}
	if e+1 < len(text) && text[e] == ' ' && (ukPostcode(text, e+1) || ukDistrict(text, e+1)) {
		return true
	}
	ls, le := d.lineBounds(s)
	if le != e || !bytes.HasSuffix(text[ls:s], []byte(", ")) {
		return false
	}
	// The street before the comma: a number, then a capitalised word.
	street := text[ls : s-2]
	street = street[bytes.LastIndexByte(street, ',')+1:]
	f := bytes.Fields(street)
	return len(f) >= 2 && isDigit(f[0][0]) && startsUpper(f[1])
}

// lastInParens reports whether the word at [s, e) ends a parenthesis after a comma, or is all
// of one after a capitalised word: the place of "(Fa. Walther, Ulm)", "(Barclays, Leeds)", "Dr
// Tariq Chaudhry (Bristol)"; not the name after a role, "la jefa de tráfico (Pilar)".
func lastInParens(text []byte, s, e int) bool {
	if e >= len(text) || text[e] != ')' {
		return false
	}
	if s >= 3 && text[s-1] == '(' && text[s-2] == ' ' {
		b := bytes.LastIndexAny(text[:s-2], " \n")
		return startsUpper(text[b+1 : s-2])
	}
	if !bytes.HasSuffix(text[:s], []byte(", ")) {
		return false
	}
	open := bytes.LastIndexAny(text[max(s-64, 0):s], "(\n")
	return open >= 0 && text[max(s-64, 0)+open] == '('
}

// namedAfter reports whether the name at [s, e) stands between "the" (and maybe a title) and a
// lower-case word for a thing named after a person: "the Ibn Battuta exhibition", "the Sue
// Ryder hospice", "the Jack Nicklaus loop", "the Queen Victoria memorial gardens", "the Lord
// Nelson car park".
func namedAfter(text []byte, s, e int) bool {
	if b := bytes.LastIndexByte(text[:max(s-1, 0)], ' '); s > 0 && text[s-1] == ' ' && b >= 0 {
		if titleWord(strings.ToLower(string(text[b+1 : s-1]))) {
			s = b + 1 // the title
		}
	}
	if !(bytes.HasSuffix(text[:s], []byte(" the ")) || bytes.HasSuffix(text[:s], []byte("The "))) || e >= len(text) || text[e] != ' ' {
		return false
	}
	w, _ := wordAt(text, e+1)
	low := strings.ToLower(w)
	return w != "" && w == low && (placeHeads[low] || thingNouns[low])
}

// imperativeVerb reports whether the name at [s, e) is one word that opens an English
// sentence before what a verb takes, an article, a determiner or a question word: an
// instruction to the LLM ("Generate a CHANGELOG entry", "Trace what happened", "Bill the
// client"), which a prompt opens with, not a person ("Anna said", "Mark, the date", "Louis
// the German", a chat's "ola the pool size…").
func (d *personDetector) imperativeVerb(s, e int) bool {
	if bytes.IndexByte(d.text[s:e], ' ') >= 0 || e+1 >= len(d.text) || d.text[e] != ' ' || !startsUpper(d.text[s:e]) ||
		!d.sentenceStart(s) || !d.english(s) {
		return false
	}
	w, we := wordAt(d.text, e+1)
	if !imperativeObjects[w] {
		return false
	}
	// Not a name and its epithet: "Louis the German", "Lolita the Orca".
	return w != "the" || we+1 >= len(d.text) || d.text[we] != ' ' || !d.capitalAt(we+1)
}

// imperativeObjects open what an imperative verb takes: "Generate a", "Trace what".
var imperativeObjects = setOf(`a|an|the|this|these|those|what|how|why|which|my|our|your|all|each|every|me|us|them`, "|")

// firmContext reports whether the name at [s, e) is part of a firm's name by what stands next
// to it, whatever found it (a name found elsewhere in the text too): one side of an "&" a
// firm's word follows (ampersandFirm: "Dhillon & Sons Trucking Ltd.", "Schmitz & Heuser
// GmbH"), a word before a legal form ("Elektro Vogt GmbH", "Bühler AG") or before "Family"
// and a capitalised word ("Phan Family Plumbing"), or the owner of a shop or a brand by its
// possessive (possessiveFirm). It reads the context only, so a ciphertext there is a firm's
// too.
func firmContext(text []byte, s, e int) bool {
	if ampersandFirm(text, s, e) || legalFormAt(text, e) || possessiveFirm(text, s, e) {
		return true
	}
	if e+1 >= len(text) || text[e] != ' ' {
		return false
	}
	w, we := wordAt(text, e+1)
	return w == "Family" && we+1 < len(text) && text[we] == ' ' && startsUpper(text[we+1:])
}

// possessiveFirm reports whether the name at [s, e) owns a shop, a brand or a saint's church
// by its possessive: a brand ("Wendy's", "Kellogg's"), a name before a word for a shop, a
// business or a charity ("Mama Ama's Kitchen", "Mike's Plumbing", "O'Connor's Funeral Home"),
// or a saint's ("St. Patrick's Church").
func possessiveFirm(text []byte, s, e int) bool {
	n := apostropheLen(text[e:])
	if n == 0 || e+n >= len(text) || text[e+n] != 's' {
		return false
	}
	n++ // the s
	if e+n < len(text) && isNameLetterByte(text[e+n]) {
		return false
	}
	if low := strings.ToLower(string(text[s:e])); brands[low] {
		// Not a word of the codec's classes ("Claire's", "Wendy's"): a name's ciphertext may be
		// one, and "Wendy's mom" is a person's more often than the chain's.
		_, _, class := names.Default().Class(low)
		return !class
	}
	if before := text[:s]; bytes.HasSuffix(before, []byte("St. ")) || bytes.HasSuffix(before, []byte("St ")) ||
		bytes.HasSuffix(before, []byte("Saint ")) {
		return true
	}
	if e+n+1 >= len(text) || text[e+n] != ' ' {
		return false
	}
	w, _ := wordAt(text, e+n+1)
	return startsUpper([]byte(w)) && shopWords[strings.ToLower(w)]
}

// brands are firms named with a possessive after a given name or a surname (the given
// names of the codec's classes among them are read as people's: possessiveFirm).
var brands = setOf(`wendy|mcdonald|kellogg|levi|nando|lloyd|barnardo|sainsbury|macy|kohl|denny|arby|hardee|
	domino|applebee|chili|popeye|culver|lowe|walgreen|kiehl|claire|carl|casey|conn|gail|trader joe|dunkin|
	hooter|zaxby|friendly|morrison|boots`, "|")

// shopWords are what a possessive name owns when it names a shop, a business or a charity.
var shopWords = setOf(`kitchen|pizzeria|pizza|plumbing|bakery|cafe|café|diner|grill|bar|pub|restaurant|lodge|inn|
	meals|charity|appeal|funeral|garage|tackle|bait|hardware|rooter|store|shop|market|deli|homemade|homeplus|
	salon|barbers|barbershop|tavern|bistro|catering|cleaning|landscaping|roofing|removals|motors|autos|
	diabetes|dental|clinic|pharmacy|field|reserve|fund|foundation|trust`, "|")

// hl7City reports whether the name at [s, e) is the city of an HL7 address (XAD: street ^
// other ^ city ^ state ^ postal code), a component before a state's code and a postal code:
// "119 OAK ST^^PARK RIDGE^IL^60068".
func hl7City(text []byte, s, e int) bool {
	if s == 0 || text[s-1] != '^' {
		return false
	}
	rest := text[e:]
	n := 0
	for n+1 < len(rest) && n < 3 && rest[n+1] >= 'A' && rest[n+1] <= 'Z' {
		n++
	}
	return len(rest) > n+2 && rest[0] == '^' && n >= 2 && rest[n+1] == '^' && isDigit(rest[n+2])
}

// hl7Relationship reports whether text[s:e] is a whole field of an HL7 segment that holds a
// code of the relationship table (HL7 table 0063): the "SEL" (self) of "NK1|1|OKAFOR^CHIDINMA|SEL|".
func hl7Relationship(text []byte, s, e int) bool {
	if s == 0 || text[s-1] != '|' || e < len(text) && text[e] != '|' && text[e] != '^' && text[e] != '\n' && text[e] != '\r' {
		return false
	}
	ls := bytes.LastIndexByte(text[:s], '\n') + 1
	return anyHL7Segment(text[ls:]) && hl7Relationships[string(text[s:e])]
}

// hl7Relationships are the codes of HL7 table 0063 that read as names.
var hl7Relationships = setOf(`SEL|SPO|CHD|PAR|FTH|MTH|SIB|BRO|SIS|GRD|DOM|FND|OTH|UNK|EME|EMR|EMC|ASC|CGV|EXF|FCH|GCH|GRP|NCH|NEP|SCH|WRD|MGR|OWN|TRA|SON|DAU`, "|")

// limitBeforeNumber reports whether the name at [s, e) is a limit before its number: "Max" or
// "Min" abbreviated ("Max. 150 Wörter", "Max 120 words"), Spanish "Máximo" or "Mínimo"
// ("Máximo 120 palabras", "Mínimo una página").
func limitBeforeNumber(text []byte, s, e int) bool {
	w := string(text[s:e])
	if w != "Max" && w != "Min" && w != "Máximo" && w != "Mínimo" {
		return false
	}
	rest := bytes.TrimPrefix(text[e:], []byte("."))
	if len(rest) < 2 || rest[0] != ' ' {
		return false
	}
	n, _ := wordAt(rest, 1)
	return isDigit(rest[1]) || (w == "Máximo" || w == "Mínimo") && spanishQuantities[n]
}

// spanishQuantities are Spanish numbers and words of quantity after a limit: "Máximo una página".
var spanishQuantities = setOf(`un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|media|medio|cien|mil`, "|")

// quotedThing reports whether the name at [s, e) fills a quotation after the noun of a thing
// named after it, maybe with more of its words ("„Carl Benz“" when the name is "Carl"): "the
// ship \"Hector\"", "die Jugendherberge „Theodor Heuss“", "Escuela Primaria „Emiliano Zapata“",
// "rosiers « Pierre de Ronsard »"; not a title ("Frau „Anna“ Weber"), nor a name after a
// word of the codec's classes ("Kollegin Rosa „Anna Weber“": Rosa may be a name, or the
// ciphertext of one).
func (d *personDetector) quotedThing(s, e int) bool {
	text := d.text
	opening, size := utf8.DecodeLastRune(text[:s])
	if opening == ' ' && s > 1 {
		opening, size = utf8.DecodeLastRune(text[:s-1]) // « Pierre de Ronsard »
		size++
	}
	if !strings.ContainsRune(`"„“«'`, opening) {
		return false
	}
	rest := text[e:min(len(text), e+40)]
	j := bytes.IndexAny(rest, "\"“”»'\n")
	if j < 0 || rest[j] == '\n' || bytes.ContainsFunc(rest[:j], func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' && r != '-' }) {
		return false
	}
	// The noun of the thing, right before the quote or a few words before it, past its
	// adjectives or number: "Escuela Primaria „Emiliano Zapata“", "ESCUELA N.º 117 "José Pedro
	// Varela"", "Biblioteca Pública "Jaime Sabines"".
	j = s - size // the word before the quote ends at j
	for words := 0; words < 4 && j > 0; words++ {
		for j > 0 && text[j-1] == ' ' {
			j--
		}
		b := j
		for b > 0 && text[b-1] != ' ' && text[b-1] != '\n' {
			b--
		}
		tok := text[b:j]
		low := d.lowerOf(b, j)
		if thingHeads[low] || thingHeadsDe[low] || thingNouns[low] || quotedThings[low] ||
			endsLike(low, thingCompounds, 3) || endsLike(low, quotedThingCompounds, 3) {
			return true
		}
		// Between the noun and the quote only capitalised words and numbers ("Primaria",
		// "N.º 117"): not another field's value, a note or a verb ("labelled").
		if b == j || b > 0 && text[b-1] == '\n' || bytes.ContainsAny(tok, `"()[],:;«»„“”`) ||
			!isDigit(tok[0]) && !unicode.IsUpper([]rune(string(tok))[0]) {
			return false
		}
		j = b
	}
	return false
}

// quotedThings are nouns of buildings, rooms, ships, plants and works that a name in quotes
// after them names ("Haus „Clara Zetkin“", "rosiers « Pierre de Ronsard »", 'her novel
// "Lucinde"'), not nouns of people or words ("Kunde 'Reinhold Meßner'", "Stichwort „Helmut
// Baumgartner“"), nor words of the codec's classes ("Halle", "Rosa", "Roman"): a name may be
// encrypted to one before a quoted name.
// quotedThingCompounds end German compounds of them ("Jugendherberge", "Mehrzweckhalle").
var (
	quotedThings = setOf(`haus|heim|herberge|jugendherberge|schule|saal|raum|gebäude|schiff|boot|sorte|rose|rosen|
	rosier|rosiers|variété|variedad|variety|cultivar|boat|ship|vessel|hall|house|room|wing|building|villa|pavillon|pavilion|
	novel|novella|song|album|single|track|ballad|book|film|movie|play|musical|opera|poem|essay|painting|sculpture|series|
	episode|game|logo|lied|buch|oper|gedicht|chanson|livre|pièce|canción|libro|novela|película`, "|")
	quotedThingCompounds = []string{"halle", "haus", "heim", "herberge", "schule", "gebäude", "hütte", "schiff"}
)

// thingNouns name things named after people, in lower case after the name.
var thingNouns = setOf(`exhibition|hospice|loop|room|ward|wing|lecture|lectures|scholarship|fund|trust|collection|
	building|hall|statue|bridge|restaurant|hotel|theatre|theater|gallery|bursary|fellowship|medal|stakes|handicap|
	course|suite|lounge|terminal|hospital|clinic|school|campus|estate|farm|pub|bar|cafe|café|bakery|shop|store|
	gardens|garden|playing|car|club|sportive|pitch|pitches|race|marathon|running|cycling|rowing|sailing`, "|")

// placeWordBefore reports whether text ends in a lower-case word that says where, and a space.
func placeWordBefore(text []byte) bool {
	if !bytes.HasSuffix(text, []byte(" ")) {
		return false
	}
	text = text[:len(text)-1]
	w := text[bytes.LastIndexAny(text, " \n(")+1:]
	return placeWords[string(w)]
}

var placeWords = setOf(`from|in|of|near|aus|nach|à|en|de|desde|cerca|hasta|hacia|entre|vers|depuis|via|towards|toward|zwischen|a`, "|")

// techName reports whether the name at [s, e) is one word that is also the name of a program,
// a service or a method of computing ("Jenkins", "Kafka", "Cassandra", "Dijkstra",
// "Gauss-Seidel") on a line that reads as a technical one: "Apache" before the word, a version
// number after it, or a word of software or mathematics in the line ("agent", "cluster",
// "pipeline", "algorithm"). A person of that name keeps a title or a given name beside it ("Mr
// Jenkins", "Sarah Jenkins"): no span of one word.
func (d *personDetector) techName(s, e int) bool {
	text := d.text
	if w := text[s:e]; bytes.ContainsAny(w, " \n") || !techWord(w) {
		return false
	}
	ls, le := d.lineBounds(s)
	if bytes.HasSuffix(text[ls:s], []byte("Apache ")) {
		return true
	}
	if rest := text[e:le]; len(rest) > 1 && rest[0] == ' ' && rest[1] >= '0' && rest[1] <= '9' {
		return true
	}
	for w := range bytes.FieldsFuncSeq(text[ls:le], func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) <= 12 && names.LowerIn(techCues, string(w)) {
			return true
		}
	}
	return false
}

// techWord reports whether every part of w (split at hyphens) is the name of a program or a
// method.
func techWord(w []byte) bool {
	for part := range bytes.SplitSeq(w, []byte("-")) {
		if !names.LowerIn(techNames, string(part)) {
			return false
		}
	}
	return true
}

// techNames are names of programs, services and methods of computing that are names of people
// too; techCues words of the lines that speak of them.
var (
	techNames = setOf(`jenkins|hudson|kafka|cassandra|hadoop|python|jasmine|mocha|jacobi|gauss|seidel|dijkstra|
	galileo|kalman|tarjan|kosaraju|bayes|markov|fourier|euler|newton|lagrange|laplace|huffman|viterbi|django|
	flask|rails|ruby|julia|pascal|spark|hive|redis|celery|airflow|grafana|kibana|jira|jupyter|nagios|puppet|
	ansible|terraform|helm|argo|prometheus|loki|jaeger|zipkin|envoy|consul|nomad|vault|travis|sentry|heroku|
	hermes|apollo|athena|omega|sigma|lambda|kraft|strimzi|debezium|kubernetes|docker|ubuntu|debian|fedora`, "|")
	techCues = setOf(`agent|agents|job|jobs|pipeline|pipelines|build|builds|ci|server|servers|cluster|clusters|
	node|nodes|controller|client|broker|brokers|topic|topics|plugin|plugins|repair|tests|framework|library|
	algorithm|algorithms|method|solver|iteration|iterations|iterative|upstream|template|migration|instance|
	deploy|deployment|container|pod|pods|api|sdk|config|queue|consumer|producer|connector|schema|database|
	query|script|repo|repository|branch|commit|merge|dashboard|metrics|cache|replicas|kubernetes|docker|
	terraform|handoff|oom|jvm|jdk|npm|pip|yaml|json|http|https|grpc|baseline|convergence|relaxation|
	residual|parameter|matrix|graph|edges|shortest|weighted|filter|regression|backend|frontend|microservice|
	streaming|stream|ingest|etl|compaction|hinted|keyspace|sstable|zookeeper|kinesis|rabbitmq|
	scala|java|golang|rust|javascript|typescript|apache|sprint|runbook|on-call|postmortem|incident`, "|")
)

// compoundRoles end German compounds that name a role ("Klassenlehrerin", "Elternvertreter",
// "Projektleiterin"), as roleSuffixes' words do, where a surname may be the word alone (Lehrer,
// Leiter).
var compoundRoles = []string{"lehrer", "lehrerin", "vertreter", "vertreterin", "leiter", "leiterin", "betreuer",
	"betreuerin", "erzieher", "erzieherin", "pfleger", "pflegerin", "vorsitz", "protokoll", "leitung", "moderation"}

// withNameWord drops the spans with no word the name codec encrypts (titles alone, the "K" of
// "NAKAMURA^HIRO^K", "Mme A.", "M. M."): the codec keeps those as written, so such a span protects
// nothing, and sanitize would refuse the whole text for it. Initials alone with their dots
// ("G.", "D. R.") it encrypts among names.Initials. A span with a word longer than any name
// ("ROOOOO…OAAAADDDD" of a tweet) is no name either, and the codec would refuse it; but a
// generic pseudo name may be, the ciphertext of a name of ten letters or more with one outside
// the codec's alphabet ("Þórsdóttir": 42 letters), which must be found again.
func withNameWord(text []byte, spans [][2]int) [][2]int {
	out := spans[:0]
	var toks []names.Token
spans:
	for _, sp := range spans {
		toks = names.AppendTokens(toks[:0], string(text[sp[0]:sp[1]]))
		for _, t := range toks {
			if t.Word && utf8.RuneCountInString(t.Text) > names.MaxWordLetters && !names.IsGenericPseudo(t.Text) {
				continue spans
			}
		}
		for i, t := range toks {
			if t.Word && (!t.Keep || names.InitialIndex(t.Text) >= 0 && i+1 < len(toks) && strings.HasPrefix(toks[i+1].Text, ".")) {
				out = append(out, sp)
				break
			}
		}
	}
	return out
}

// mayBeChat reports whether text may be a chat transcript whose speakers are in lower case
// (layoutNames): it has a line break and a colon or a '>'.
func mayBeChat(text []byte) bool {
	return bytes.IndexByte(text, '\n') >= 0 && (bytes.IndexByte(text, ':') >= 0 || bytes.IndexByte(text, '>') >= 0)
}

// mayHaveName reports whether text has an upper-case ASCII letter or a non-ASCII byte (which
// may start an upper-case letter such as É).
func mayHaveName(text []byte) bool {
	for _, c := range text {
		if c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

type partKind int

const (
	kUnknown  partKind = iota // capitalised, on no list
	kGiven                    // listed given name, not a common word
	kGivenCom                 // listed given name that is also a common word (May, Will)
	kSurname                  // listed surname, not a common word
	kPseudo                   // pseudo name (the name codec's form of unlisted words)
	kOther                    // on the list of other name words only: weaker than a surname
	kInitial                  // one capital letter, maybe with a dot
	kParticle                 // van, de, von...
	kStop                     // function word, month, weekday, place or company word: ends a run
)

type part struct {
	s, e  int // byte range of the word (a compound counts as one word), without a trailing dot
	dotE  int // end including a dot right after it (initials, suffixes, titles)
	text  string
	low   string // text in lower case
	kind  partKind
	title bool
	upper bool // ALL CAPS
	// nounish: a stop word only for its noun or adjective ending ("Göring", "Marketing"),
	// on no list: a surname after a given name (surnameStop).
	nounish bool
}

type personDetector struct {
	text []byte
	db   *names.DB

	scratch       *scratch // keeps the learned model's tagger between texts
	speakerCount  map[string]int
	lowText       string                // text lowered (lowerOf), made on first need
	lowSameLength bool                  // lowText lowers every rune, not only ASCII letters
	classes       map[string]classified // classify's results by word
	inside        map[string]bool       // capitalisedInside's results by word
	workTitles    map[string]bool       // workTitle's results by title
	titles        [][2]int              // the titles of works found, which hold no name
	articled      map[string]int        // per capitalised word: its uses plus 1<<16 times those after "the"; < 0 after a given name or title
	textParts     []part                // the parts of the text, while find runs
	lang          names.Language        // the language of the line langLine, once known
	langLine      [2]int                // the line lang is of
	textLang      names.Language        // the language of the text's first 16 KB, once known
	spanishText   int8                  // whether the text's first 16 KB read as Spanish (spanishDoc): 0 not known, 1 yes, -1 no
	placeValues   [][2]int              // values of place, company and product fields (placeKey) and roles after a name field's comma, by layoutNames
	cities        [][2]int              // the cities of US addresses (usCity), by layoutNames
	placeWords    map[string]bool       // words written as a place somewhere in the text (placeElsewhere)
	firmHeads     map[string]bool       // words written as a firm's or place's head somewhere (firmElsewhere)
	wordParts     map[string][]int32    // the indexes in parts of each capitalised word's occurrences
	tables        []tableColumns        // categoryCell's markdown tables, by the rows it read
	slackChat     bool                  // a chat copied from Slack or Teams (chatSpeakers)
	newlines      []int                 // where the text's lines end (lineBounds), found on first need
	spanishLine   lineMemo[bool]        // whether a line has a word only Spanish uses (spanish)
	ageList       lineMemo[int]         // where a line's first word of ageListWords ends, or -1 (ageListBefore)

	trace func(r rule, s, e int) // if not nil, told which rule took each name (for measuring)
	skip  rule                   // a rule turned off (for measuring what it adds), or none
}

// A rule is one of the reasons the person detector takes a span for a name; the package doc
// lists them. Each has a name so that it can be measured (person_rules_test.go).
type rule int

const (
	none               rule = iota
	ruleTitled              // a title before it: "Mr. Soze", "Frau Schneider"
	ruleInitials            // initials then a listed name: "J. R. R. Tolkien"
	ruleGivenFirst          // two or more words, the first a listed given or pseudo name
	ruleSurnameFirst        // a surname then a listed name: "Li Wei"
	ruleCued                // two or more words with one listed, in a context that names people
	ruleField               // any word after a name field: "Name: X"
	ruleCueName             // one word after "Dear", "Hi", "my name is", a dialogue's speaker
	ruleCueStrong           // one listed word before "said", as a speaker tag or signature
	ruleCueWeak             // one listed word with a possessive or a weaker cue
	ruleGivenAlone          // one word of the codec's given-name classes, anywhere
	ruleWordGivenAlone      // one given name that is also a word, inside a sentence: "Grace"
	rulePseudoAlone         // one pseudo name of four or more syllables inside a sentence
	ruleSubject             // one word general text does not use, a sentence's subject: "Pinkwart plädierte"
	ruleGenitive            // in German text, a listed name in the genitive: "Bismarcks Wende", "Ottos Bruder"
	ruleFamous              // one word that names a person famous the world over: "Obama", "Beethoven"
	ruleSameName            // one word of a name found elsewhere in the text
	ruleJoined              // a listed word, or two or three rare ones, joined by "and" to a name: "Mei Ling and Bashir"
	ruleCited               // an author a citation names with its year: "(Brannigan, 2009)", "Mutua and Kariuki-Hughes (2022)"
	ruleLayout              // a name field of HL7, a table's name column, a name key's value, a chat's speaker, a generic ciphertext
	ruleModel               // the learned model (internal/ner), not vetoed
	numRules
)

var ruleNames = [numRules]string{"none", "titled", "initials", "givenFirst", "surnameFirst", "cued",
	"field", "cueName", "cueStrong", "cueWeak", "givenAlone", "wordGivenAlone", "pseudoAlone", "subject", "genitive", "famous", "sameName", "joined", "cited", "layout", "model"}

func (r rule) String() string { return ruleNames[r] }

// when returns r if ok, else none.
func when(ok bool, r rule) rule {
	if ok {
		return r
	}
	return none
}

// traced tells d.trace that rule r took text[s:e].
func (d *personDetector) traced(r rule, s, e int) {
	if d.trace != nil {
		d.trace(r, s, e)
	}
}

// tagger returns the model's tagger.
func (d *personDetector) tagger() *ner.Tagger { return d.scratch.tagger(d.db) }

// str returns string(d.text[lo:hi]) without a copy: a slice of the scratch's one string copy
// of the text, which the validators read too.
func (d *personDetector) str(lo, hi int) string { return d.scratch.textString(d.text)[lo:hi] }

// lowerOf returns strings.ToLower(string(d.text[lo:hi])), without an allocation: a slice of
// one lowered copy of the text, made on first need. Where lowering changes a rune's length
// (invalid UTF-8, "İ"), the copy lowers ASCII letters alone, and a range with other bytes, or
// one that cuts a rune, is lowered on its own.
func (d *personDetector) lowerOf(lo, hi int) string {
	if d.lowText == "" && len(d.text) > 0 {
		d.lowText, d.lowSameLength = lowerCopy(d.text)
	}
	b := d.text[lo:hi]
	if d.lowSameLength && (lo == len(d.text) || utf8.RuneStart(d.text[lo])) && (hi == len(d.text) || utf8.RuneStart(d.text[hi])) {
		return d.lowText[lo:hi]
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return strings.ToLower(string(b))
		}
	}
	return d.lowText[lo:hi]
}

// lowerCopy returns text with every rune lowered as strings.ToLower lowers it, and true, when
// that keeps every rune's length; else text with its ASCII letters lowered, and false.
func lowerCopy(text []byte) (string, bool) {
	low := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			low = append(low, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(text[i:])
		lr := unicode.ToLower(r)
		if r == utf8.RuneError && n == 1 || utf8.RuneLen(lr) != n {
			return string(scan.ASCIILower(text)), false
		}
		low = utf8.AppendRune(low, lr)
		i += n
	}
	return string(low), true
}

// speakers counts the lines that start with "Word:" per lower-case word, so that a dialogue's
// speakers count as names even when they are on no list.
func (d *personDetector) speakers() map[string]int {
	if d.speakerCount != nil {
		return d.speakerCount
	}
	d.speakerCount = map[string]int{}
	for _, line := range bytes.Split(d.text, []byte("\n")) {
		w, e := wordAt(line, 0)
		if w == "" {
			continue
		}
		rest := bytes.TrimLeft(line[e:], " \u00a0")
		if len(rest) > 1 && rest[0] == ':' {
			d.speakerCount[strings.ToLower(w)]++
		}
	}
	return d.speakerCount
}

func (d *personDetector) find() [][2]int {
	parts := d.parts()
	d.textParts = parts
	var spans [][2]int
	seen := map[string]bool{} // lower-case words of the names found
	var singles [][]part      // runs of one word left for the co-reference pass, and of two or three
	pluralEnd := -1           // the end of a name after a plural title, which a name listed after it shares
	i := 0
	for i < len(parts) {
		if p := parts[i]; p.kind == kStop && i+1 < len(parts) && adjacent(d.text, p, parts[i+1]) && d.upperSurname(p) &&
			(len(givenRun(d.text, parts[i+1:min(i+3, len(parts))])) > 0 || i > 0 && parts[i-1].title && adjacent(d.text, parts[i-1], p)) {
			// "KONÉ Ibrahim": capitals before a given name are a surname, no acronym, if they
			// may be one (upperSurnameGiven); after a title, before any name: "M. LEBRETON
			// Gaëtan", as French records write a man's surname and given name.
			parts[i].kind = kUnknown
		}
		if p := parts[i]; p.low == "junior" && !p.upper && i+1 < len(parts) && adjacent(d.text, p, parts[i+1]) && juniorsSurname(parts[i+1]) {
			parts[i].kind = kGiven
		}
		if p := parts[i]; p.kind == kGiven && i+1 < len(parts) && parts[i+1].kind == kStop && stopWords[parts[i+1].low] &&
			!parts[i+1].upper && len(parts[i+1].low) >= 4 && parts[i+1].low != "post" && adjacent(d.text, p, parts[i+1]) && d.db.IsSurname(parts[i+1].low) {
			// "Taylor Swift", "Anna Schüler": a surname that is a field's or a program's word
			// elsewhere, after a given name (not "Washington Post", a newspaper).
			parts[i+1].kind = kSurname
		}
		d.upperNameGroup(parts, i)
		j := d.runEnd(parts, i)
		run := parts[i:j]
		titled, plural := false, false
		for len(run) > 0 && run[0].title && len(run) > 1 {
			plural = plural || pluralTitle(run[0])
			run = run[1:]
			titled = true
		}
		if i > 0 && !titled && parts[i-1].title && adjacent(d.text, parts[i-1], parts[i]) {
			titled, plural = true, pluralTitle(parts[i-1])
		}
		if !titled && d.lowerTitleBefore(parts[i].s) {
			titled = true // "la jefa de estudios doña Remedios", "chez madame Vasseur"
		}
		if !titled && pluralEnd >= 0 && coordinated(d.text[pluralEnd:parts[i].s]) {
			// "Mmes Westerberg et Jagander", "MM. Gheusi, Isola et Loizou": a plural title
			// titles every name of its list.
			titled, plural = true, true
		}
		pluralEnd = -1
		if titled && run[0].kind == kParticle && roleNoun(parts[i].low) {
			titled = false // "Polizeichef von Kandahar": a role of a place
		}
		upperFirst := !titled && d.upperSurnameGiven(run)
		for len(run) > 1 && !titled && ((run[0].kind == kUnknown || run[0].kind == kOther || run[0].kind == kStop) &&
			(d.sentenceStart(run[0].s) || givenKind(run[1].kind) || run[1].kind == kPseudo ||
				len(run) > 3 && run[1].kind == kParticle && givenAfter(run[1:]) ||
				len(run) > 2 && run[1].kind == kParticle && d.german(run[0].s)) ||
			run[0].kind == kPseudo && d.byName(run)) && !d.strongField(run[0].s) &&
			!(vietSurnames[vietFold(run[0].low)] && (len(run) == 2 || vietMiddle[vietFold(run[1].low)])) &&
			!(len(run) == 2 && pinyinName(run[0].low) && chineseSurnames[run[1].low]) &&
			!japaneseName(run) &&
			!(len(run) == 2 && run[0].kind != kStop && patronymic(run[1].low)) &&
			!d.rareSignature(run) && !d.afterUpperSurname(run[0].s) && !upperFirst {
			// "Yesterday Anna Schmidt", "Großmutter Hildegard", "Skizzen von Heinrich Kimmel",
			// in German "das Wirken von Ottos": a capitalised word before a name (not the surname
			// of "Vo Minh", "Vo Thi Lan", nor the given name of "Xiuying Wang" or of
			// "Sigríður Jónsdóttir").
			if thingHeads[run[0].low] {
				run = nil // "Universitätsklinikum Carl Gustav Carus", "Hotel Wilhelm Busch": a thing
				break
			}
			if run[0].kind != kStop && d.byName(run) {
				if s, e, r := d.judge(run[:1], false); r != none {
					spans = append(spans, [2]int{s, e})
					d.traced(r, s, e)
					seen[run[0].low] = true
				}
			}
			run = run[1:]
		}
		for n := len(run); n > 1 && !titled && d.headlineWord(run[n-1]); n-- {
			run = run[:n-1] // "ESSEX AND KENT MADE TO SWEAT"
		}
		if len(run) > 1 && !titled && run[0].kind == kPseudo && commonWord(run[0].low) &&
			(givenAfter(run[1:]) || len(run[0].low) <= 5 && d.sentenceStart(run[0].s) || d.german(run[0].s) || d.headlineWord(run[0])) {
			// "Leben Thomas Stafford", "Rede von Richard Feynman": a word of general text shaped
			// like a pseudo name, before a given name, or of two syllables at a sentence start
			// ("Leben Vonholdt"). A ciphertext is such a word only when it encrypts a word of two
			// letters, and then in one case of nine. In German text such a noun may head a
			// rare word that is a name ("dem Tode Matteottis", "der Rede Balduins"): taken as
			// after a title, as the two words together were before.
			german := !givenAfter(run[1:]) && d.german(run[0].s)
			run = run[1:]
			titled = german && len(run) == 1 && rareWord(run[0].low) && !run[0].upper
		}
		if len(run) == 2 && !titled && (run[0].kind == kUnknown || run[0].kind == kOther || run[0].kind == kGivenCom) &&
			!run[0].upper && d.german(run[0].s) && (commonWord(run[0].low) || germanNounForm(run[0].low)) && d.listedGenitive(run[1]) {
			// "zu den engsten Vertrauten Merkels", "einen Sieg Roddicks": a German noun, then
			// the name in the genitive that owns it, which genitiveName takes alone.
			run = run[1:]
		}
		if len(run) > 1 && !titled && run[0].kind != kGiven && run[0].kind != kParticle && run[1].kind == kParticle &&
			names.WordBand(run[0].low) != names.BandNone && d.german(run[0].s) && d.articleBefore(d.wordBefore(run[0].s), run[0].s) {
			// "Das Buch von Hauser", "die Rede von Schubert": a German noun after its article,
			// then "von" and a name, which the particle loop below takes alone. Not a given
			// name ("die Anna von Arnim").
			run = run[1:]
		}
		// Words before a name that are not part of it, in any order: a title of rank ("Gräfin
		// Teschi", "Queen Latifah"), after which one word is a name too; a word that opens a
		// German sentence ("Da Wilder nach..."), after which it is not; a particle ("von
		// Claudia Fischer", "de Marcel", "von Kaiser Leopold II.").
		particleAt := -1 // where the particles after a title start: they are the surname's
		for len(run) > 1 {
			if !titled && d.leadWord(run[0], run[1]) {
				titled = !germanOpeners[run[0].low] && !auxiliaries[run[0].low] && !spanishPossessives[run[0].low]
			} else if titled && (d.spanishDon(run[0], run[1]) || d.judgeTitle(run[0])) {
				// "Sr. D. Luis Gómez", "Mrs Justice Cavendish-Holt": a second title
			} else if run[0].kind != kParticle {
				break
			} else if titled && particleAt < 0 && !parentKin[d.wordBefore(run[0].s)] {
				// Not "Vater von Mykola": the parent of Mykola, not Herr von Mykola.
				particleAt = run[0].s
			}
			run = run[1:]
		}
		if d.genitiveNoun(run) {
			run = run[:len(run)-1] // "Konrad Adenauers Tod"
		}
		if len(run) > 1 && !titled && run[0].kind == kInitial && run[0].dotE == run[0].e && (run[0].text == "A" || run[0].text == "I") {
			// The article or the pronoun, not an initial: "I Robert"; after an opening quote or
			// inside a sentence, the title of a work ("A Beautiful Lie").
			if run[0].text == "A" && (d.afterQuote(run[0].s) || len(run) > 2 && d.workTitle(run)) {
				d.titles = append(d.titles, [2]int{run[0].s, run[len(run)-1].e})
				run = nil
			} else {
				run = run[1:]
			}
		}
		if k := acronymInitials(run); !titled && k > 0 && k < len(run) {
			run = run[k:] // "P.S. Colin has left", "N.B. Ana": an abbreviation before the name
		}
		if n := len(run); n > 1 && d.pronounI(run[n-1]) {
			run = run[:n-1] // "Tell Emeka I have not forgotten": the pronoun, not an initial
		}
		if d.roomLetter(run) {
			run = nil // "Hall B", "Gate C", "Room D": a place with its letter
		}
		// A particle does not end a name, nor a frequent word after a name of two words (commonTail).
		for len(run) > 0 && run[len(run)-1].kind == kParticle || len(run) >= 3 && d.commonTail(run) {
			run = run[:len(run)-1]
		}
		// A word glued to a capitalised non-name word is part of a longer proper noun ("New York").
		glued := i > 0 && !titled && d.gluing(parts[i-1]) && adjacent(d.text, parts[i-1], parts[i]) &&
			!d.openerBefore(parts[i-1], run) || d.gluedAfter(parts, j)
		if glued && len(run) == 1 && !titled || d.placeNamed(parts, i, j) {
			run = nil // "New York"; "San Rafael", "Los Alamos"
		}
		if len(run) == 1 && run[0].kind == kUnknown && !run[0].upper && (drugName(run[0].low) ||
			titled && d.roleBefore(run[0].s) && d.german(run[0].s) && d.germanCompound(run[0].low)) {
			// "unter Apixaban"; "der Klägerin Schmerzengeld": a compound noun after a word for
			// a role, which German may put before a name ("Klägerin Müller") or not.
			run = nil
		}
		s, e, r := d.judge(run, titled)
		if k := slices.IndexFunc(run, func(p part) bool { return p.kind == kParticle }); r == none && titled && k > 0 {
			// "Frau Oyelowo von Daimler Truck": the name before "von" and a firm or a place.
			run = run[:k]
			s, e, r = d.judge(run, titled)
		}
		if r != none {
			e = d.lowerTail(e)
			if particleAt >= 0 && len(run) > 0 && s == run[0].s && run[0].kind != kGiven && run[0].kind != kGivenCom {
				// "Frau von Arnim", "Mme du Plessis-Gouret", "M. de la Vega"; not "Herr von
				// Claudia Fischer", where "von" is "from".
				s = particleAt
			}
		}
		if r == none && d.listedAfterName(run, spans) {
			// "MM. L.-E. Pettiti, I. Foighel, A. N. Loizou et D. Gotchev": initials and a
			// surname in a list of names.
			s, e, r = run[0].s, run[len(run)-1].e, ruleInitials
		}
		if r != none {
			spans = append(spans, [2]int{s, e})
			d.traced(r, s, e)
			if plural {
				pluralEnd = e
			}
			for _, p := range run {
				if p.kind != kInitial && p.kind != kParticle {
					seen[p.low] = true
				}
			}
		} else {
			if len(run) == 1 && run[0].kind != kStop {
				singles = append(singles, run)
			}
			if whole := parts[i:j]; len(whole) == 2 || len(whole) == 3 {
				singles = append(singles, whole) // as written: "Porteros: Unai Goikoetxea y Raúl"
			}
		}
		if j == i {
			j++
		}
		i = j
	}
	if d.skip != ruleCited {
		for _, m := range d.citedNames() {
			spans = append(spans, m)
			d.traced(ruleCited, m[0], m[1])
		}
	}
	if d.skip != ruleLayout {
		for _, m := range d.layoutNames() {
			m[1] = d.lowerHyphenTail(m[0], m[1])
			spans = append(spans, m)
			d.traced(ruleLayout, m[0], m[1])
		}
	}
	// The model reads the names the rules found as their ciphertext: so the context it sees
	// around a name is the same in the ciphertext (type preservation).
	rules := mergeSpans(append([][2]int(nil), spans...))
	k := 0
	var found [][2]int
	if d.skip != ruleModel {
		found = d.modelNames(parts, rules, d.tagger().FindAround(d.text, rules))
	}
	for _, m := range found {
		spans = append(spans, m)
		d.traced(ruleModel, m[0], m[1])
		for k < len(parts) && parts[k].s < m[0] {
			k++ // the model's names come in order
		}
		for ; k < len(parts) && parts[k].e <= m[1]; k++ {
			if p := parts[k]; p.kind != kInitial && p.kind != kParticle {
				seen[p.low] = true
			}
		}
	}
	rest := singles[:0]
	for _, run := range singles {
		if p := run[0]; len(run) == 1 && seen[p.low] && d.skip != ruleSameName && (p.kind == kGiven || p.kind == kSurname || rareWord(p.low)) {
			spans = append(spans, [2]int{p.s, p.e})
			d.traced(ruleSameName, p.s, p.e)
		} else {
			rest = append(rest, run)
		}
	}
	if d.skip != ruleJoined {
		spans = d.joinedNames(rest, spans)
	}
	spans = d.csvLastFirst(d.initialsAfter(d.particlesBefore(mergeSpans(d.extendNames(spans)))))
	return d.notDatelines(outside(withoutContractParties(d.text, spans), d.placeValues))
}

// withoutContractParties drops a name that is a contract's party alone ("Sublessor shall
// return it", "Borrower's cousin", "dem Vermieter zu antworten") and cuts one off either end
// of a name ("der Vermieter Grabowski", "Hr. Gruber Vermieter"), as it does a title: before a
// name such a word is its role ("Landlord Okafor", "Mieterin Yilmaz"), so it is no stop word.
func withoutContractParties(text []byte, spans [][2]int) [][2]int {
	kept := spans[:0]
	for _, sp := range spans {
		name := text[sp[0]:sp[1]]
		if i := bytes.IndexByte(name, ' '); i > 0 && names.LowerIn(contractParties, string(name[:i])) {
			sp[0] += i + 1
		} else if i := bytes.LastIndexByte(name, ' '); i > 0 && names.LowerIn(contractParties, string(name[i+1:])) {
			sp[1] = sp[0] + i
		}
		if !names.LowerIn(contractParties, string(text[sp[0]:sp[1]])) {
			kept = append(kept, sp)
		}
	}
	return kept
}

// particlesBefore extends a name to the particles right before it where another name of the
// text has them before the same word: "sagte de Vries" after "Carsten de Vries", "von
// Bergen gehört…" after "Jan-Ole von Bergen" (the particles are part of the surname). spans
// are sorted and disjoint, and stay so.
func (d *personDetector) particlesBefore(spans [][2]int) [][2]int {
	var tails map[string]bool // "de vries", "van der vaart": a name's particles and what follows
	for _, sp := range spans {
		if bytes.IndexByte(d.text[sp[0]:sp[1]], ' ') < 0 {
			continue // one word: no particle inside it (most names, read without copying)
		}
		words := strings.Fields(string(d.text[sp[0]:sp[1]]))
		for i := 1; i+1 < len(words); i++ {
			if names.IsParticle(words[i]) {
				if tails == nil {
					tails = map[string]bool{}
				}
				tails[strings.ToLower(strings.Join(words[i:], " "))] = true
				break
			}
		}
	}
	if tails == nil {
		return spans
	}
	for k, sp := range spans {
		s, best := sp[0], sp[0]
		for n := 0; n < 3 && s >= 2 && d.text[s-1] == ' '; n++ {
			w := d.wordBefore(s) // lower case
			ws := d.wordBeforeStart(s, w)
			if !names.IsParticle(w) || k > 0 && ws < spans[k-1][1] ||
				!lowerStart(d.text[ws:]) && !d.sentenceStart(ws) { // "Von Bergen gehört", not "JOANA DOS SANTOS"
				break
			}
			s = ws
			if names.LowerIn(tails, string(d.text[s:sp[1]])) {
				best = s
			}
		}
		spans[k][0] = best
	}
	return spans
}

// csvLastFirst joins two names found one comma and a space apart on a line of CSV or TSV, whose
// other commas have no space after them (csvLineAt), into one "LAST, First" name: an unquoted cell
// "Balasubramanian, Ramesh" (the span conventions' one span of a chart's "LAST, First"), not
// two cells. spans are sorted and disjoint.
func (d *personDetector) csvLastFirst(spans [][2]int) [][2]int {
	out := spans[:0]
	for i := 0; i < len(spans); i++ {
		a := spans[i]
		if a[1]+2 < len(d.text) && d.text[a[1]] == ',' && d.text[a[1]+1] == ' ' && !bytes.ContainsAny(d.text[a[0]:a[1]], " ,") &&
			d.csvLineAt(a[0]) {
			if i+1 < len(spans) && spans[i+1][0] == a[1]+2 && !bytes.ContainsAny(d.text[spans[i+1][0]:spans[i+1][1]], ",") {
				out = append(out, [2]int{a[0], spans[i+1][1]})
				i++
				continue
			}
			// The given name the rules left alone: a capitalised word that ends the cell.
			if w, e := wordAt(d.text, a[1]+2); startsUpper([]byte(w)) && encryptable(w) &&
				(e == len(d.text) || d.text[e] == ',' || d.text[e] == '\t' || d.text[e] == '\n' || d.text[e] == '\r') && (i+1 == len(spans) || spans[i+1][0] >= e) {
				out = append(out, [2]int{a[0], e})
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// csvLineAt reports whether the line around position s reads as a row of CSV or TSV with one
// name "LAST, First" in it: three commas with no space after them, or three tabs, and one comma
// with a space.
func (d *personDetector) csvLineAt(s int) bool {
	ls, le := d.lineBounds(s)
	line := d.text[ls:le]
	tight, spaced, tabs := 0, 0, 0
	for i := 0; i+1 < len(line); i++ {
		switch {
		case line[i] == '\t':
			tabs++
		case line[i] == ',' && line[i+1] == ' ':
			spaced++
		case line[i] == ',':
			tight++
		}
	}
	return (tight >= 3 || tabs >= 3) && spaced == 1
}

// initialsAfter adds to the names found (sorted and disjoint) the initials a name is given in
// parentheses right after it ("Anders Kjellberg (AK)", "Hyun-woo Lee (HWL)"), which minutes
// then use for the person ("AK to ask Nkechi"; the mentions pass finds those). The codec
// encrypts the initials into a pseudo name in capitals ("Bodil Strand (KOSE)"), which is
// taken there alike; a role in parentheses ("Kiran Pillai (CFO)") is neither.
func (d *personDetector) initialsAfter(spans [][2]int) [][2]int {
	var added [][2]int
	for _, m := range spans {
		rest := d.text[m[1]:]
		if !bytes.HasPrefix(rest, []byte(" (")) {
			continue
		}
		n := 2
		for n < len(rest) && n < 12 && rest[n] >= 'A' && rest[n] <= 'Z' {
			n++
		}
		if n < 4 || n >= len(rest) || rest[n] != ')' {
			continue
		}
		tok := string(rest[2:n])
		if tok != initialsOf(string(d.text[m[0]:m[1]])) &&
			!(names.IsPseudo(tok) && names.WordBand(strings.ToLower(tok)) == names.BandNone) {
			continue
		}
		added = append(added, [2]int{m[1] + 2, m[1] + n})
	}
	if len(added) == 0 {
		return spans
	}
	return mergeSpans(append(spans, added...))
}

// initialsOf returns the capital initials of the words of a name, hyphenated parts apart
// ("Hyun-woo Lee" → "HWL"), or "" when a word starts with no ASCII letter.
func initialsOf(name string) string {
	var b []byte
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '-' }) {
		c := w[0] &^ 0x20
		if c < 'A' || c > 'Z' {
			return ""
		}
		b = append(b, c)
	}
	return string(b)
}

// joinedNames adds the runs the rules left (runs, in order) that "and" joins to a name: one
// listed given name or surname, or a pseudo name, beside a name found ("Mei Ling and Bashir",
// "Stalin und Hitler"), or two or three such words or words general text does not use ("Unai
// Goikoetxea y Raúl Benítez Sanz"); and two given names joined to each other ("Leonie und
// Mats"). A pseudo name counts as the given name or surname it encrypts, so that the
// ciphertext is found again.
func (d *personDetector) joinedNames(runs [][]part, spans [][2]int) [][2]int {
	if len(runs) == 0 {
		return spans
	}
	found := mergeSpans(append([][2]int(nil), spans...))
	pseudo := func(p part) bool { return p.kind == kPseudo && names.WordBand(p.low) == names.BandNone }
	given := func(p part) bool { return p.kind == kGiven || pseudo(p) }
	givenOrWord := func(p part) bool { return given(p) || p.kind == kGivenCom } // "Kofi & Ama": capitalised, both
	beside := func(p part) bool { return given(p) || p.kind == kSurname }
	nameWords := func(run []part) bool {
		for _, p := range run {
			rare := p.kind == kUnknown && !p.upper && names.WordBand(p.low) == names.BandNone
			if !beside(p) && !(len(run) > 1 && rare) || !encryptable(p.text) {
				return false
			}
		}
		return true
	}
	for i, run := range runs {
		s, e := run[0].s, run[len(run)-1].e
		if len(run) == 1 && (d.opensNameList(found, e) || listAfter(d.text, found, s, 2) && !names.IsSuffix(run[0].low)) &&
			!listedNotPerson(run[0].low) && encryptable(run[0].text) &&
			(beside(run[0]) || run[0].kind == kUnknown && !run[0].upper && !run[0].nounish && rareWord(run[0].low) && !d.german(s)) {
			// "Maëlys, Erwan, Chloé, ses petits-enfants", "Convoqués : Ilyes, Nolan, Enzo": the
			// first of a list of names found; "Ronke, Yetunde, Ngozi, Halima": the next of one,
			// from which the list goes on.
			spans = append(spans, [2]int{s, e})
			d.traced(ruleJoined, s, e)
			found = mergeSpans(append(found, [2]int{s, e}))
			continue
		}
		inside := len(run) == 1 && d.insideNameList(found, s, e)
		if p := run[0]; len(run) == 1 &&
			// "grandchildren Anna, Jonas, Chipo and Rudo": the last of a list of names found,
			// a word general text seldom uses (Rudo is Spanish too); "mit Rua, Francesia und
			// Savio Domenico": one between two, a word general text never uses, in German too.
			((d.closesNameList(found, s) || inside) && !listedNotPerson(p.low) && encryptable(p.text) &&
				(p.kind == kGivenCom || (p.kind == kUnknown || p.kind == kPseudo || p.kind == kOther) && !p.upper &&
					!p.nounish && !names.Frequent(names.WordBand(p.low)) &&
					(!d.german(s) || inside && names.WordBand(p.low) == names.BandNone)) ||
				// "Bill and Dottie Carrigan": a given name that is a word too, before a couple's
				// other given name and their surname.
				p.kind == kGivenCom && d.coupleAfter(found, e)) {
			spans = append(spans, [2]int{s, e})
			d.traced(ruleJoined, s, e)
			continue
		}
		if !nameWords(run) || listedNotPerson(runWords(run)) {
			continue
		}
		ok := false
		n, amp := joinGap(d.text[:s], true) // "Kofi & Ama": two given names only, not a firm
		if n > 0 {
			at := s - n
			if !amp {
				_, ok = spanEndingAt(found, at)
			}
			prev := runs[max(i-1, 0)]
			pair := func() bool { // two given names joined to each other, not a firm's pair
				if listedNotPerson(runWords(prev)) {
					return false // "Stanford and Harvard"
				}
				if e+1 < len(d.text) && d.text[e] == ' ' {
					if w, _ := d.wordAt(e + 1); eponymNouns[w] || methodNouns[w] {
						return false // "the Shannon and Simpson indices": a method's
					}
				}
				if amp {
					return givenOrWord(run[0]) && givenOrWord(prev[0]) && !d.firmPair(prev, prev[0].e)
				}
				return given(run[0]) && given(prev[0])
			}
			if !ok && i > 0 && len(run) == 1 && len(prev) == 1 && prev[0].e == at && pair() {
				ok = true
				spans = append(spans, [2]int{prev[0].s, prev[0].e})
				d.traced(ruleJoined, prev[0].s, prev[0].e)
			}
		}
		n, amp = joinGap(d.text[e:], false)
		if amp && !(len(run) == 1 && givenOrWord(run[0])) {
			n = 0 // "Kofi & Ama" with "Ama" found, but not "Smith & Sons"
		}
		if !ok && n > 0 {
			_, ok = spanAt(found, e+n)
		}
		if !ok && len(run) > 1 && (listAfter(d.text, found, s, 2) || listBefore(d.text, found, e, 2)) && !d.placePhrase(s, e) {
			// "Roshan Mahanama, Kumara Dharmasena, Chaminda Vaas, Muthiah Muralitharan": a full
			// name in a list, after two names found or before two (not an apposition: "the
			// clerk from Braemore Lettings, Fiona Drummond,"); the list goes on from a name it adds.
			ok = true
			found = mergeSpans(append(found, [2]int{s, e}))
		}
		if ok {
			spans = append(spans, [2]int{s, e})
			d.traced(ruleJoined, s, e)
		}
	}
	return spans
}

// opensNameList reports whether a word ending at e opens a list of names found: a comma, a
// name, and a comma or "and" and another name ("Maëlys, Erwan, Chloé", "Ilyes, Nolan et Enzo").
func (d *personDetector) opensNameList(found [][2]int, e int) bool {
	if !bytes.HasPrefix(d.text[e:], []byte(", ")) {
		return false
	}
	e2, ok := spanAt(found, e+2)
	if !ok {
		return false
	}
	if bytes.HasPrefix(d.text[e2:], []byte(", ")) {
		_, ok = spanAt(found, e2+2)
		return ok
	}
	if n, _ := joinGap(d.text[e2:], false); n > 0 {
		_, ok = spanAt(found, e2+n)
		return ok
	}
	return false
}

// closesNameList reports whether a word starting at s closes a list of names found: a name, a
// comma, a name and "and" before it ("Anna, Jonas, Chipo and Rudo").
func (d *personDetector) closesNameList(found [][2]int, s int) bool {
	n := andGap(d.text[:s], true)
	if n == 0 {
		return false // "Get Carter, Layer Cake or Elizabethtown": a choice among things
	}
	prev, ok := spanEndingAt(found, s-n)
	if !ok || prev < 2 || string(d.text[prev-2:prev]) != ", " {
		return false
	}
	_, ok = spanEndingAt(found, prev-2)
	return ok
}

// insideNameList reports whether a word at s..e stands between two names found, after a comma
// and before "and" (not "or"): "Rua, Francesia und Savio Domenico".
func (d *personDetector) insideNameList(found [][2]int, s, e int) bool {
	if s < 2 || string(d.text[s-2:s]) != ", " {
		return false
	}
	if _, ok := spanEndingAt(found, s-2); !ok {
		return false
	}
	n := andGap(d.text[e:], false)
	if n == 0 {
		return false
	}
	_, ok := spanAt(found, e+n)
	return ok
}

// andGap returns the length of the conjunction of joinGap, with its spaces, that b ends with
// (before) or starts with, if it joins people: not "&", which joins firms too, nor "or",
// which joins a choice; else 0.
func andGap(b []byte, before bool) int {
	n, amp := joinGap(b, before)
	if n == 0 || amp {
		return 0
	}
	gap := b[:n]
	if before {
		gap = b[len(b)-n:]
	}
	if orGap(gap) {
		return 0
	}
	return n
}

// orGap reports whether gap, a conjunction of joinGap with its spaces, joins a choice: "or",
// "oder", "ou".
func orGap(gap []byte) bool { return orWords[string(bytes.TrimSpace(gap))] }

var orWords = setOf(`or|oder|ou`, "|")

// coupleAfter reports whether "and" or "&" and a name found of two words or more, the first a
// given name, follow position e: a couple's other given name and their surname ("Bill and
// Dottie Carrigan", "Pat & Jim Donnelly").
func (d *personDetector) coupleAfter(found [][2]int, e int) bool {
	n, _ := joinGap(d.text[e:], false)
	if n == 0 || orGap(d.text[e:e+n]) {
		return false
	}
	end, ok := spanAt(found, e+n)
	if !ok {
		return false
	}
	first, we := d.wordAt(e + n)
	if we >= end {
		return false
	}
	lw := d.tagger().Lookup(strings.ToLower(first))
	return lw.Given && !lw.Common
}

// spanEndingAt returns the start of the span of spans (sorted, disjoint) that ends at at, if
// one does.
func spanEndingAt(spans [][2]int, at int) (int, bool) {
	k, ok := slices.BinarySearchFunc(spans, at, func(f [2]int, at int) int { return f[1] - at })
	if !ok {
		return 0, false
	}
	return spans[k][0], true
}

// spanAt returns the end of the span of spans (sorted, disjoint) that starts at at, if one does.
func spanAt(spans [][2]int, at int) (int, bool) {
	k, ok := slices.BinarySearchFunc(spans, at, func(f [2]int, at int) int { return f[0] - at })
	if !ok {
		return 0, false
	}
	return spans[k][1], true
}

// commaGap returns the length of the comma and the space or line break after it that end b
// (before) or start it, or 0: the gap between two items of a list.
func commaGap(b []byte, before bool) int {
	for _, g := range []string{", ", ",\n"} {
		if before && bytes.HasSuffix(b, []byte(g)) || !before && bytes.HasPrefix(b, []byte(g)) {
			return len(g)
		}
	}
	return 0
}

// listAfter reports whether n names of found (sorted, disjoint) come before position s, each
// parted from the next by a comma (commaGap): s continues a list of names.
func listAfter(text []byte, found [][2]int, s, n int) bool {
	for ; n > 0; n-- {
		c := commaGap(text[:s], true)
		if c == 0 {
			return false
		}
		var ok bool
		if s, ok = spanEndingAt(found, s-c); !ok {
			return false
		}
	}
	return true
}

// listBefore reports whether n names of found come after position e, each parted from the one
// before by a comma: e opens a list of names.
func listBefore(text []byte, found [][2]int, e, n int) bool {
	for ; n > 0; n-- {
		c := commaGap(text[e:], false)
		if c == 0 {
			return false
		}
		var ok bool
		if e, ok = spanAt(found, e+c); !ok {
			return false
		}
	}
	return true
}

// placeName reports whether a lower-case word names a place or its people: on the detector's
// list (places: "oslo", "british") or the name data's towns and countries (names.IsPlace,
// names.IsCountry).
func placeName(low string) bool { return places[low] || names.IsPlace(low) || names.IsCountry(low) }

// placePhrase reports whether text[s:e] is the name of a country or a town of several words
// ("Burkina Faso", "Milton Keynes").
func (d *personDetector) placePhrase(s, e int) bool {
	low := d.lowerOf(s, e)
	return names.IsCountry(low) || names.IsPlacePhrase(low)
}

// joinGap returns the length of the conjunction with its spaces (" and ", " und ", " et ",
// " y "..., " & ") that ends b (before) or starts it, or 0, and whether it is the ampersand,
// which joins firms' names as often as people's.
func joinGap(b []byte, before bool) (n int, amp bool) {
	for _, g := range []string{" and ", " und ", " et ", " y ", " e ", " or ", " oder ", " ou ", " & "} {
		if before && bytes.HasSuffix(b, []byte(g)) || !before && bytes.HasPrefix(b, []byte(g)) {
			return len(g), g == " & "
		}
	}
	return 0, false
}

// pronounI reports whether p is "I" without a dot before a verb it is the subject of: the
// pronoun after a name ("Emeka I have", "Gerald I paid"), not an initial or a regnal number
// ("Mojmír I with").
func (d *personDetector) pronounI(p part) bool {
	return p.kind == kInitial && p.text == "I" && p.dotE == p.e && d.verbAfterI(p.e)
}

// verbAfterI reports whether a verb that "I" is the subject of follows position e: "Emeka I
// have", not "Mojmír I with".
func (d *personDetector) verbAfterI(e int) bool {
	if e+1 >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	w, _ := wordAt(d.text, e+1)
	return verbsAfterI[w]
}

var verbsAfterI = setOf(`am|have|had|will|would|think|thought|can|could|just|need|know|hope|want|also|don't|do|did|
	love|miss|really|told|said|appreciate|agree|guess|believe|wanted|needed|can't|won't|didn't|feel|found|got|
	paid|sent|saw|went|asked|bought|called|texted|tried|mean|meant|only|never|still|already|literally|honestly`, "|")

// dayWords name a day relative to today, which a chat's header puts after the speaker's name.
var dayWords = setOf(`today|yesterday|tomorrow|tonight`, "|")

// roomLetter reports whether run is, or ends, a word for a place that a letter or a number of
// up to three digits names, maybe with a letter ("Hall B", "Halle 3", "Tor 7", "Ward 7B", "Mesa
// 1"; not "Tor 7.5", a score), with the letter, or before it: "Hall B", "Gate C" (the letter an
// initial without a dot).
func (d *personDetector) roomLetter(run []part) bool {
	n := len(run)
	if n == 0 {
		return false
	}
	if last := run[n-1]; n > 1 && last.kind == kInitial && last.dotE == last.e {
		return roomWords[run[n-2].low]
	}
	e := run[n-1].e
	if !roomWords[run[n-1].low] || e+2 > len(d.text) || d.text[e] != ' ' {
		return false
	}
	if isUpperASCII(d.text[e+1]) {
		return e+2 == len(d.text) || !isNameLetterByte(d.text[e+2]) // "Hall B"
	}
	if n > 1 {
		return false // "Mary Hall 3 times": a name's last word, not a place's number
	}
	k := e + 1
	for k < len(d.text) && k-e <= 4 && isDigit(d.text[k]) {
		k++
	}
	if k > e+1 && k < len(d.text) && isUpperASCII(d.text[k]) && (k+1 == len(d.text) || !isAlnum(d.text[k+1])) {
		k++ // "Ward 7B"
	}
	return k > e+1 && k-e <= 5 && (k == len(d.text) || !isAlnum(d.text[k]) && d.text[k] != '.') // "Halle 3", "Tor 7", "Mesa 1"
}

// companyFormAt reports whether a space and the legal form of a firm written as initials
// follow e: " S.L.", " e.K.", " S. A.".
func (d *personDetector) companyFormAt(e int) bool { return companyFormAt(d.text, e) }

// companyFormAt reports whether a space and a legal form of companyForms follow e in text.
func companyFormAt(text []byte, e int) bool {
	if e >= len(text) || text[e] != ' ' {
		return false
	}
	var b [12]byte
	n := 0
	for i := e + 1; i < len(text) && n < len(b); i++ {
		c := text[i]
		if c == ' ' && i+1 < len(text) && isUpperASCII(text[i+1]) && text[i-1] == '.' {
			continue // "S. A."
		}
		if !isASCIILetter(c) && c != '.' {
			break
		}
		b[n] = c | 0x20 // lower case; '.' stays '.'
		n++
	}
	return companyForms[string(b[:n])]
}

// tradeCompound reports whether w is a German compound that names a trade's firm after its
// owner: "Fischer Grafikdesign", "Sauber & Braun Gebäudedienste", "Maier Haustechnik".
func tradeCompound(w string) bool {
	low := strings.ToLower(w)
	for _, t := range tradeStems {
		if strings.HasSuffix(low, t) && len(low) >= len(t)+3 {
			return true
		}
	}
	return false
}

var tradeStems = []string{"design", "dienste", "service", "technik", "handel", "beratung", "reinigung", "logistik",
	"immobilien", "transporte", "bedarf", "werkstatt"}

// legalForms are the legal forms of firms written as a word, which end a firm's name: "Sterling
// Cooper Creative LLC", "Krämer GmbH", "Bühler AG".
var legalForms = setOf(`inc|ltd|llc|llp|pllc|corp|gmbh|plc|sarl|ag|kg|ohg|gbr|ug|sas|bv|nv|pty`, "|")

// legalFormAfterWord reports whether one capitalised word and a legal form (legalForms,
// companyForms) follow e: "Sterling Cooper| Creative LLC".
func (d *personDetector) legalFormAfterWord(e int) bool {
	text := d.text
	if e+1 >= len(text) || text[e] != ' ' || !d.capitalAt(e+1) {
		return false
	}
	_, j := wordAt(text, e+1)
	return legalFormAt(text, j)
}

// legalFormAt reports whether a space and a firm's legal form follow e in text: a dotted one
// (companyFormAt: "S.L.", "e.K.") or a word of legalForms ("GmbH", "LLC", "AG").
func legalFormAt(text []byte, e int) bool {
	if companyFormAt(text, e) {
		return true
	}
	if e+1 >= len(text) || text[e] != ' ' {
		return false
	}
	w, k := wordAt(text, e+1)
	return legalForms[strings.ToLower(w)] && (k == len(text) || !isNameLetterByte(text[k]))
}

// companyForms are the legal forms of firms written as initials (lower case, no spaces), and
// "Co." ("Nakamura Seiki Co., Ltd.", "Sato Kogyo K.K.").
var companyForms = setOf(`s.l.|s.l|s.a.|s.a|s.l.u.|s.a.s.|s.a.s|s.r.l.|s.a.r.l.|s.p.a.|b.v.|n.v.|e.k.|l.p.|p.c.|
	p.a.|l.l.c.|l.l.p.|s.c.|s.c.p.|s.en.c.|co.|k.k.`, "|")

// roomWords are places that a letter or a number after them names: "Hall B", "Gate C", "Ward 22".
var roomWords = setOf(`hall|room|gate|block|wing|level|terminal|platform|building|section|zone|hangar|bay|lot|unit|
	halle|saal|raum|salle|sala|bâtiment|edificio|pabellón|tor|gleis|rampe|quai|porte|puerta|
	ward|bed|cama|table|tisch|bett|chambre|habitación|aula|station`, "|")

// versionAfter reports whether rest, the text after a run, starts with a space and a version
// number of three parts ("2.440.3", "8.0.35"): a name may stand before a weight or a price
// ("Anna 3.5 kg"), not before that; nor before a telephone number written with dots ("husband
// Sean 901.555.0112", "Léa 06.12.34.56.78").
func versionAfter(rest []byte) bool {
	if len(rest) < 6 || rest[0] != ' ' {
		return false
	}
	tok := rest[1:]
	if end := bytes.IndexAny(tok, " \t\r\n,;)"); end >= 0 {
		tok = tok[:end]
	}
	if format.ValidPhone(string(bytes.TrimSuffix(tok, []byte(".")))) {
		return false
	}
	i, parts := 1, 0
	for parts < 3 {
		j := i
		for j < len(rest) && isDigit(rest[j]) {
			j++
		}
		if j == i {
			return false
		}
		parts++
		if parts == 3 || j >= len(rest) || rest[j] != '.' {
			return parts == 3
		}
		i = j + 1
	}
	return false
}

// notDatelines drops from spans (in place) the place of a press release's dateline: a run at
// the start of a line before a comma and a date ("BOSTON, May 6, 2024 —", "Sevilla, 9 de mayo
// de 2024.").
func (d *personDetector) notDatelines(spans [][2]int) [][2]int {
	out := spans[:0]
	for _, m := range spans {
		if (m[0] == 0 || d.text[m[0]-1] == '\n') && (d.dateAfterComma(m[1]) || apStateAfter(d.text[m[1]:])) {
			// One word, not a given name but a city's, or a run in capitals: "Kofi Mensah,
			// March 3" is a signature, "Santiago, 7 de julio de 2025." a dateline.
			w := d.text[m[0]:m[1]]
			low := d.lowerOf(m[0], m[1])
			if bytes.IndexByte(w, ' ') < 0 && (!d.tagger().Lookup(low).Given || names.IsPlace(low)) || upperAlready(w) {
				continue
			}
		}
		if (m[0] == 0 || d.text[m[0]-1] == '\n') && placeHeadline(d.text[m[1]:]) && names.IsPlace(d.lowerOf(m[0], m[1])) {
			continue // "Montréal : une octogénaire perd…", "Lima: buscan a adolescente…"
		}
		if w := d.text[m[0]:m[1]]; isoDateEndsLine(d.text[m[1]:]) && bytes.IndexByte(w, ' ') < 0 && !bytes.ContainsFunc(w, unicode.IsLower) &&
			d.upperLineStart(m[0]) && (m[0] > 0 && d.text[m[0]-1] == ' ' || !d.tagger().Lookup(d.lowerOf(m[0], m[1])).Given) {
			// A news agency's dateline, one word in capitals, a given name only after another
			// word: "BONN 1996-08-31", "NEW YORK 1996-12-06", "PARAMARIBO, Surinam 1996-08-30".
			continue
		}
		out = append(out, m)
	}
	return out
}

// headlineWord reports whether p is a word of general text in capitals, in a headline in
// capitals, that is shaped like a pseudo name: "LEICESTERSHIRE TAKE OVER AT TOP", "KENT MADE
// TO SWEAT". A ciphertext is such a word only when it encrypts a word of two letters.
func (d *personDetector) headlineWord(p part) bool {
	return p.kind == kPseudo && p.upper && commonWord(p.low) && d.upperHeadline(p.s)
}

// upperHeadline reports whether the line around s is a headline in capitals: four words or
// more, no letter in lower case, and an English function word among them ("LEICESTERSHIRE
// TAKE OVER AT TOP").
func (d *personDetector) upperHeadline(s int) bool {
	ls, le := d.lineBounds(s)
	line := d.text[ls:le]
	if bytes.ContainsFunc(line, unicode.IsLower) {
		return false
	}
	words, function := 0, false
	for w := range strings.FieldsSeq(d.lowerOf(ls, le)) {
		words++
		function = function || headlineWords[w]
	}
	return words >= 4 && function
}

var headlineWords = setOf(`at|to|in|of|the|as|and|by|for|with|over|after|on|from|v|vs`, "|")

// upperLineStart reports whether only words in capitals come between the start of the line
// and s ("NEW " before "YORK").
func (d *personDetector) upperLineStart(s int) bool {
	ls, _ := d.lineBounds(s)
	head := d.text[ls:s]
	return !bytes.ContainsFunc(head, unicode.IsLower) && !bytes.ContainsFunc(head, unicode.IsDigit)
}

// isoDateEndsLine reports whether rest, after a place, is maybe a comma and a region of up to
// four words without digits, then an ISO date that ends the line: " 1996-08-31", ", Bosnia
// 1996-08-31", ", N.H. 1996-08-30".
func isoDateEndsLine(rest []byte) bool {
	if end := bytes.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	rest = bytes.TrimRight(rest, " \r")
	if len(rest) < 11 {
		return false
	}
	date, head := rest[len(rest)-10:], rest[:len(rest)-10]
	for i, c := range date {
		if i == 4 || i == 7 {
			if c != '-' {
				return false
			}
		} else if !isDigit(c) {
			return false
		}
	}
	if string(head) == " " {
		return true
	}
	region, ok := bytes.CutPrefix(head, []byte(", "))
	return ok && bytes.HasSuffix(region, []byte(" ")) && bytes.IndexFunc(region, unicode.IsDigit) < 0 &&
		bytes.Count(bytes.TrimSpace(region), []byte(" ")) < 4
}

// placeHeadline reports whether rest, after a word that opens a line, is a headline's colon and
// the words of a sentence in lower case: the place of a news item ("Lima: buscan a…").
func placeHeadline(rest []byte) bool {
	rest = bytes.TrimPrefix(rest, []byte(" "))
	rest, ok := bytes.CutPrefix(rest, []byte(": "))
	if !ok || len(rest) < 2 || rest[0] < 'a' || rest[0] > 'z' {
		return false
	}
	end := bytes.IndexByte(rest, '\n')
	if end < 0 {
		end = len(rest)
	}
	return bytes.Count(rest[:end], []byte(" ")) >= 3
}

// cityAfterStreet reports whether a street and its house number, then a comma, end right
// before s: what follows is the city of a postal address ("Robert-Koch-Straße 9, Pirna").
func (d *personDetector) cityAfterStreet(s int) bool {
	i := s - 2
	if i < 2 || d.text[i] != ',' || d.text[i+1] != ' ' {
		return false
	}
	if isASCIILetter(d.text[i-1]) {
		i-- // "12a"
	}
	j := i
	for j > 0 && isDigit(d.text[j-1]) {
		j--
	}
	if j == i || i-j > 5 || j == 0 || d.text[j-1] != ' ' {
		return false
	}
	// The street is what stands between the line's start or the last comma and the number.
	ls := max(bytes.LastIndexAny(d.text[:j], "\n,")+1, j-48)
	line := d.lowerOf(ls, j)
	for _, w := range streetWords {
		if strings.Contains(line, w) {
			return true
		}
	}
	return false
}

// streetWords are the words and endings of street names that cityAfterStreet looks for.
var streetWords = []string{"straße", "strasse", "str.", "weg ", "platz", "allee", "gasse", "damm ", "ring ", "calle ",
	"c/", "carrer", "avenida", "paseo", "plaza", "rue ", "avenue", "boulevard", "chemin", "street", "road", "lane",
	"drive", "via ", "viale", "piazza"}

// apStateAfter reports whether rest, the text after a run, is a comma and a US state as news
// datelines abbreviate it ("LINCOLN, Neb. —", "SPRINGFIELD, Ill. (AP)").
func apStateAfter(rest []byte) bool {
	rest, ok := bytes.CutPrefix(rest, []byte(", "))
	if !ok {
		return false
	}
	for i := 1; i < min(len(rest), 7); i++ {
		if rest[i] == '.' && apStates[string(rest[:i])] {
			return true // "Neb.", "N.Y."
		}
	}
	return false
}

// apStates are the AP style's abbreviations of US states (without their dot).
var apStates = setOf(`Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|
	N.H|N.J|N.M|N.Y|N.C|N.D|Okla|Ore|Pa|R.I|S.C|S.D|Tenn|Vt|Va|Wash|W.Va|Wis|Wyo|D.C`, "|")

// dateAfterComma reports whether a comma and a date with a month's name follow position e:
// ", May 6", ", 9 de mayo", ", 6. Mai", ", le 3 avril".
func (d *personDetector) dateAfterComma(e int) bool {
	rest, ok := bytes.CutPrefix(d.text[e:], []byte(", "))
	if !ok {
		return false
	}
	rest = bytes.TrimPrefix(rest, []byte("le "))
	rest = bytes.TrimLeft(rest, "0123456789. ")
	rest = bytes.TrimPrefix(rest, []byte("de "))
	w, _ := wordAt(rest, 0)
	low := strings.ToLower(w)
	return w != "" && (names.IsMonthOrDay(low) || spanishMonths[low])
}

var spanishMonths = setOf(`enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre`, "|")

// outside returns the spans (sorted, as mergeSpans returns them) that lie inside none of
// fields: a word of a city, company or product field ("city": "Recife", Employer: Aer Lingus)
// is no name, whatever the words say. One pass over both: a span lies inside a field exactly
// when some field that starts at or before it ends at or after it.
func outside(spans, fields [][2]int) [][2]int {
	if len(fields) == 0 {
		return spans
	}
	slices.SortFunc(fields, func(a, b [2]int) int { return a[0] - b[0] })
	kept := spans[:0]
	j, end := 0, -1 // end: the furthest end of the fields that start at or before the span
	for _, s := range spans {
		for ; j < len(fields) && fields[j][0] <= s[0]; j++ {
			end = max(end, fields[j][1])
		}
		if end < s[1] {
			kept = append(kept, s)
		}
	}
	return kept
}

// afterQuote reports whether an opening quote is right before position s.
func (d *personDetector) afterQuote(s int) bool {
	return s > 0 && d.text[s-1] == '"' || s >= 3 && string(d.text[s-3:s]) == "“"
}

// workTitle reports whether the words of run, which start with the article "A", are written
// somewhere in the text after an opening quote or inside a sentence: the title of a work
// ("their album A Beautiful Lie"), wherever it stands. "A" inside a sentence does not start a
// name of three words.
func (d *personDetector) workTitle(run []part) bool {
	title := string(d.text[run[0].s:run[len(run)-1].e])
	if t, ok := d.workTitles[title]; ok {
		return t
	}
	if len(d.workTitles) >= maxTitleSearches {
		return !d.sentenceStart(run[0].s) // the text is searched for so many titles only
	}
	t := false
	for off := 0; !t; {
		i := bytes.Index(d.text[off:], []byte(title))
		if i < 0 {
			break
		}
		p := off + i
		t = d.afterQuote(p) || !d.sentenceStart(p)
		off = p + len(title)
	}
	if d.workTitles == nil {
		d.workTitles = map[string]bool{}
	}
	d.workTitles[title] = t
	return t
}

// rareSignature reports whether run is two or three words on no list that general text
// rarely uses, with a strong cue: a signature after a closing line ("Sincerely,\nYevgeny
// Frolov"), a name before "said"; not a label before a colon.
func (d *personDetector) rareSignature(run []part) bool {
	if len(run) < 2 || len(run) > 3 {
		return false
	}
	for _, p := range run {
		if !rareUnlisted(p) || d.greeting(p.low) {
			return false // "Estimado Okafor:" is a greeting and a name
		}
	}
	return !d.labelAfter(run[len(run)-1].e) && d.cue(run[0].s, run[len(run)-1].e) == cueStrong
}

// withArticle reports whether a capitalised word (in lower case) stands after "the" in half or
// more of its uses in the text, twice at least: a people or a thing ("the Sami villages",
// "the Dean of"), not a person, whom English names without an article.
func (d *personDetector) withArticle(low string) bool {
	if d.articled == nil {
		d.articled = map[string]int{}
		for i, p := range d.textParts {
			n := 1
			if s := p.s; s >= 4 && (string(d.text[s-4:s]) == "the " || string(d.text[s-4:s]) == "The ") {
				if w, _ := d.wordAt(min(p.e+1, len(d.text))); !personNouns[w] {
					n += 1 << 16 // not "the Bush administration"
				}
			}
			if i > 0 && adjacent(d.text, d.textParts[i-1], p) {
				if q := d.textParts[i-1]; q.title || q.kind == kInitial {
					n = -1 << 40 // "President Bush", "George W. Bush": a person
				}
			}
			d.articled[p.low] += n
		}
	}
	c := d.articled[low]
	with, all := c>>16, c&(1<<16-1)
	return c > 0 && with >= 2 && 2*with >= all
}

// personNouns follow a person's name used as an attribute: "the Bush administration".
var personNouns = setOf(`administration|government|family|campaign|presidency|era|years|camp|doctrine|regime|
	cabinet|estate|foundation|trial|case|household|children|brothers|sisters`, "|")

// ordinalDot reports whether the dot at position e makes the Roman numeral before it an
// ordinal, as German writes them ("unter Bernhard IV. neu gegliedert"): the sentence goes on
// in lower case after it.
func (d *personDetector) ordinalDot(e int) bool {
	if e >= len(d.text) || d.text[e] != '.' {
		return false
	}
	return lowerStart(bytes.TrimLeft(d.text[e+1:], " "))
}

// nameSuffix reports whether w ends a name: a suffix of the name lists (Jr, III, PhD) or a
// regnal number (Louis XVI, Karl Gustav IV.).
func nameSuffix(w string) bool {
	return names.IsSuffix(w) || len(w) >= 2 && romanNumeral(w)
}

// romanNumeral reports whether w is a Roman numeral from I to CCCXCIX, as written: "XIV", not
// "LLC" or "CLI" in a wrong order ("IIX").
func romanNumeral(w string) bool {
	rest := w
	for _, group := range [3][]string{
		{"CCC", "CC", "C"},
		{"XC", "XL", "LXXX", "LXX", "LX", "L", "XXX", "XX", "X"},
		{"IX", "IV", "VIII", "VII", "VI", "V", "III", "II", "I"},
	} {
		for _, g := range group {
			if strings.HasPrefix(rest, g) {
				rest = rest[len(g):]
				break
			}
		}
	}
	return w != "" && rest == ""
}

// dottedTitles are the abbreviated Spanish titles of a profession and Austrian titles of a
// degree, written with their dot before a name ("Lic. Rodrigo Alarcón", "Arq. Ana Ruiz", "Mtra.
// Elena Soto", "Mag. Barbara Unterberger"), and an English police officer's ("Ofc. Ramos").
var dottedTitles = setOf(`lic|lcdo|lcda|arq|mtro|mtra|abog|ldo|lda|mag|mmag|dkfm|br|bro|sis|ofc`, "|")

// titleWord reports whether low (a word in lower case) is a title before a name: of the name
// lists, a ruler's, or of the rules alone. (An abbreviated title of dottedTitles is one only
// with its dot.)
func titleWord(low string) bool { return names.IsTitle(low) || rulerTitles[low] || ruleTitles[low] }

// ruleTitles are titles of the rules alone, not of the name lists, whose titles the person
// model was trained on: a family before its surname, as "Familie" of the lists is, in the plural
// and in Spanish and Italian ("Familien Strobl", "Familia Zubiría Castañeda"); a deaconess, a
// Greek grandparent, West African French uncles and aunts ("Tonton Yao", "Tantie Abla"), roles
// and trades written before a name ("Advokat Magnus Strand", "Landwirt Uwe Kersten", "Vize
// Sandra Kurth", "Rufname Tina", "DJ Kalle"), honorifics of Javanese ("Raden Arya") and of the
// Irish police ("Garda Liam Ó Broin", "Garda Commissioner Drew Harris"), Persian aunts, uncles
// and ladies ("Khaleh Mina", "Amoo Reza", "Khanoom Golnar") and a Tamil grandmother ("Paati
// Kamala"), a Swahili teacher ("Mwalimu Achieng"), German great-grandparents ("Uroma Anna"),
// godparents and substitute members ("Ersatzmitglied Jana Krüger"), Thai teachers and monks
// ("Kru Anucha", "Phra Ajahn Somchai") and Indonesian "Pak" ("Pak Gede"). (Not Amharic "Ato",
// a given name too: "Ato Boldon".) None is a word of the name codec's classes, which a name's
// ciphertext may be ("Deacon" and "Pani" are).
var ruleTitles = setOf(`familien|familia|famiglia|deaconess|yiayia|papou|advokat|advokatin|diretor|diretora|
	landwirt|landwirtin|vize|rufname|saxophonist|saxophonistin|dj|tonton|tantie|raden|garda|commissioner|khaleh|amoo|khanoom|paati|
	sensei|cura|grin|vó|avó|vovó|mwalimu|uroma|uropa|godparent|godmother|godfather|ersatzmitglied|kru|phra|ajahn|ajarn|pak`, "|")

// kinWords name a relative right before a name ("Son Xiaoming", "his wife Amaka"): a cue as
// strong as "Dear" for a word that is not a common word of general text ("Son Present",
// "Mother Deceased" in a clinical note).
var kinWords = setOf(`son|daughter|husband|wife|mother|father|brother|sister|sibling|cousin|sohn|tochter|bruder|mutter|vater|
	fils|fille|mari|femme|frère|sœur|hijo|hija|esposo|esposa|marido|mujer|hermano|hermana|`+strings.Join(elders, "|"), "|")

// kinWord reports whether low, in lower case, names a relative: a word of kinWords, or one of
// them after a prefix for a half, step, grand, in-law or foster relative ("halbbruder",
// "stiefvater", "großmutter", "schwiegersohn", "half-brother", "stepmother", "grandfather").
func kinWord(low string) bool {
	if kinWords[low] {
		return true
	}
	for _, p := range kinPrefixes {
		if rest, ok := strings.CutPrefix(low, p); ok && kinWords[rest] {
			return true
		}
	}
	return false
}

var kinPrefixes = []string{"halb", "stief", "groß", "gross", "urgroß", "urgross", "schwieger", "zwillings", "adoptiv",
	"pflege", "half-", "half", "step-", "step", "grand", "great-grand", "foster-", "demi-", "beau-", "belle-"}

// parentNouns are the words a chat calls a parent by, beside kinWords (which has the
// grandparents: elders).
var parentNouns = setOf(`dad|mum|mom|mummy|mommy|daddy|nan`, "|")

// parentOf are the words before a child's name in a list of parents: "Mr. Tran (dad of Bao)",
// "M. Yao (papa d'Ama)", "Herr Bondarenko (Vater von Mykola)"; and before a birth name, which
// names the parents: "Gertrud Baumgartner geb. Wenzel", "Marie Dubois née Lefèvre".
var parentOf = append(birthNameWords[:len(birthNameWords):len(birthNameWords)], "nacida", "dad of", "mum of", "mom of", "father of", "mother of", "parent of", "papa de", "papa d'",
	"papa d’", "maman de", "maman d'", "maman d’", "père de", "mère de", "père d'", "mère d'", "vater von", "mutter von",
	"papa von", "mama von", "padre de", "madre de", "papá de", "mamá de")

// householdAfter reports whether a noun for the people of a household follows position e
// after a space, in lower case but for Family: "the Kowalski house", "the Ocampo Family"; not
// "the White House".
func (d *personDetector) householdAfter(e int) bool {
	w := d.spacedWordAfter(e)
	return householdNouns[w] || w == "Family"
}

// spacedWordAfter returns the word (as written) one space after position e, or "".
func (d *personDetector) spacedWordAfter(e int) string {
	if e+1 >= len(d.text) || d.text[e] != ' ' {
		return ""
	}
	w, _ := d.wordAt(e + 1)
	return w
}

// eventAfter reports whether a noun for what befell or was done by a person follows position
// e after a space: "the Marc Dutroux case", "the Epstein affair", "the Simpson trial": the
// article belongs to the noun, the name is a person's.
func (d *personDetector) eventAfter(e int) bool { return personEvents[d.spacedWordAfter(e)] }

var personEvents = setOf(`case|affair|trial|murder|murders|killing|kidnapping|scandal|verdict|inquest|extradition|
	funeral|assassination|abduction|disappearance`, "|")

var householdNouns = setOf(`family|house|household|twins|kids|children|boys|girls|residence|home|clan|parents`, "|")

// nicknameParens reports whether after, the lower-cased rest of a line after a word, opens
// with a parenthesis that gives the name the person goes by: " (goes by Nav)", " (everyone
// calls her Gretl)", " (known as Bo)", " (aka Tunde)".
func nicknameParens(after string) bool {
	rest, ok := strings.CutPrefix(after, " (")
	if !ok {
		return false
	}
	for _, who := range []string{"everyone ", "everybody ", "friends ", "we ", "they ", "most people ", "people "} {
		rest = strings.TrimPrefix(rest, who)
	}
	for _, c := range nicknameOpeners {
		if strings.HasPrefix(rest, c) {
			return true
		}
	}
	return false
}

// nicknameOpeners open a parenthesis that gives the name a person goes by.
var nicknameOpeners = append([]string{"known as ", "aka ", "a.k.a. "}, nicknameCues...)

// nicknameTails follow, in parentheses, the name a person goes by: "(Encarni para todos)",
// "(Bob to his friends)", "(Lulu pour les intimes)".
var nicknameTails = []string{" para todos", " para los amigos", " para sus amigos", " for short", " to friends",
	" to his friends", " to her friends", " to everyone", " pour les intimes", " pour tous", " für freunde"}

// nicknameCues come before the name a person goes by: "everyone calls her Gretl", "call me
// Ray", "(Encarni para todos)" has none.
var nicknameCues = []string{"goes by", "calls her", "calls him", "calls me", "call her", "call him", "call me", "called her",
	"called him", "called me", "calling her", "calling him", "calling me", "nennt mich",
	"l'appelle", "l’appelle", "m'appelle", "m’appelle", "le dicen", "la llaman",
	"le llaman", "me dicen", "me llaman"}

// birthNameWords come before a birth name, after the name borne since: "Gertrud Baumgartner
// geb. Wenzel", "Marie Dubois née Lefèvre".
var birthNameWords = []string{"geb.", "née", "geborene"}

// amountLabels label an amount or a number, and are given names too: "Price: ¥12,800",
// "Rate: 4.5%". (Not Bill or Grant: speakers as often.)
var amountLabels = setOf(`price|rate|total|balance|cost|fee|tip|cash|sum|pay|bonus`, "|")

// companions are the words for a colleague, a friend or a neighbour before a name: "Mon
// collègue Abdelkader Mansouri", "my colleague Tobenna Uzor". Like kinWords they name a person
// when a word general text does not use follows.
var companions = setOf(`colleague|collègue|colega|kollege|kollegin|compañero|compañera|friend|ami|amie|amigo|amiga|
	neighbour|neighbor|voisin|voisine|vecino|vecina|nachbar|nachbarin|cousin|cousine|prima|primo`, "|")

// sayPrepositions open a sentence before the person it quotes: "Según Etxeberria, las obras",
// "Selon Dubreuil", "Laut Brückner".
var sayPrepositions = setOf(`según|segun|selon|laut|gemäß|conforme`, "|")

// parentKin are the German words for a parent or a child before "von" and a name.
var parentKin = setOf(germanParents, "|")

const germanParents = `vater|mutter|papa|mama|sohn|tochter`

// elders are the words for an aunt, uncle or grandparent before a name ("Aunt Folake", "Tía
// Rosa", "Oma Hilde"): kinWords, and cueBefore's words before a name.
var elders = []string{"aunt", "aunty", "auntie", "uncle", "grandma", "grandpa", "granny", "nana", "mama", "papa",
	"mamie", "papi", "tante", "onkel", "oma", "opa", "tía", "tío", "abuela", "abuelo", "lola", "lolo", "tita", "tito", "kuya",
	"khaleh", "khale", "amoo", "ammeh", "khanoom", "nani", "nanu", "dadi", "paati", "thatha", "ajji", "yiayia", "yaya", "pappou",
	"papou", "amma", "appa", "baba", "mzee", "bibi", "babu", "okaasan", "otousan", "obaachan", "ojiichan", "sitti", "teta",
	"jiddo", "mami", "mamá", "papá"}

// ghanaianNana reports whether p, "Nana", is the first word of a Ghanaian name, not a
// grandmother's title: before an Akan day name ("Nana Yaw", "Nana Akua Boateng") or a word
// that is no given name ("Nana Akufo"); a grandmother is called by her given name ("Nana
// Rose").
func ghanaianNana(p, next part) bool {
	return p.low == "nana" && (akanDayNames[next.low] || !givenKind(next.kind))
}

// akanDayNames are the Akan names of the day of the week a child is born on.
var akanDayNames = setOf(`kwame|kwaku|kwadwo|kojo|kwabena|kobby|kwasi|kwesi|akwasi|kofi|yaw|kwamena|ekow|akosua|adwoa|adjoa|
	abena|akua|yaa|afua|efua|ama|esi|ekua|aba|afia`, "|")

// greeting reports whether a lower-case word is a greeting before a name ("Estimado
// Fernández") that no ciphertext of a name can be: neither a class word nor a pseudo name.
func (d *personDetector) greeting(low string) bool {
	if !greetings[low] || names.IsPseudo(low) {
		return false
	}
	_, _, class := d.db.Class(low)
	return !class
}

var greetings = setOf(`dear|hi|hello|hey|hola|querido|querida|estimado|estimada|liebe|lieber|hallo|cher|chère|
	bonjour|salut|salam|congrats|congratulations|bienvenido|bienvenida|bienvenue|willkommen|felicidades|félicitations|
	olá|oi|prezado|prezada|ciao|buongiorno|gentile|beste|hej|hoi`, "|")

// inTitle reports whether m overlaps a title of a work found (d.titles, in text order).
func (d *personDetector) inTitle(m [2]int) bool {
	k := sort.Search(len(d.titles), func(i int) bool { return d.titles[i][1] > m[0] })
	return k < len(d.titles) && d.titles[k][0] < m[1]
}

// maxTitleSearches bounds the titles workTitle looks for in the whole text, so that a text of
// many runs after "A" costs a linear time.
const maxTitleSearches = 16

// listedAfterName reports whether run is initials with their dots and one capitalised word
// that follows the last name found, itself written with an initial, with ", " or a conjunction
// between: the next item of a list of names ("D. Gotchev" after "L. Wildhaber, ").
func (d *personDetector) listedAfterName(run []part, spans [][2]int) bool {
	if len(run) < 2 || len(spans) == 0 {
		return false
	}
	for _, p := range run[:len(run)-1] {
		if p.kind != kInitial || p.dotE == p.e || p.title {
			return false
		}
	}
	last := run[len(run)-1]
	if last.kind == kStop || last.kind == kInitial || last.title || last.upper || !encryptable(last.text) {
		return false
	}
	prev := spans[len(spans)-1]
	if prev[1]-prev[0] < 3 || d.text[prev[0]] < 'A' || d.text[prev[0]] > 'Z' || d.text[prev[0]+1] != '.' {
		return false // the list is one of names written with initials ("A. B. Baka, L. Wildhaber")
	}
	gap := string(d.text[prev[1]:run[0].s])
	return gap == ", " || gap == " et " || gap == " and " || gap == " und " || gap == " y "
}

// extendNames extends each name over what the rules and the model do not read as part of it:
// initials written together before it (see initialsBefore), and an Arabic surname written with
// a lower-case particle after it ("Muqtada al-Sadr", "Osama bin Laden", "Abd el-Kader"), as
// the particle starts the word in lower case. The name codec keeps initials and particles and
// encrypts the words, so the ciphertext is extended alike.
func (d *personDetector) extendNames(spans [][2]int) [][2]int {
	text := d.text
	for k, sp := range spans {
		spans[k][0] = d.unlistedBefore(initialsBefore(text, sp[0]), sp[1])
		e := sp[1]
		for e < len(text) && text[e] == ' ' {
			p := e + 1
			q := p
			for q < len(text) && text[q] >= 'a' && text[q] <= 'z' {
				q++
			}
			if q == p || q >= len(text) || !(text[q] == '-' && arabicParticles[string(text[p:q])] ||
				text[q] == ' ' && spacedParticles[string(text[p:q])]) {
				break
			}
			r, _ := utf8.DecodeRune(text[q+1:])
			if !unicode.IsUpper(r) {
				break
			}
			_, we := wordAt(text, q+1)
			if we == q+1 || !wordEnd(text, we) {
				break
			}
			e = we
		}
		if k+1 < len(spans) && e > sp[1] && spans[k+1][0] < e && spans[k+1][1] > e {
			// "Layan bint Khalid bin Saad" reached into "Khalid bin Saad Al-Qahtani": one name
			e = spans[k+1][1]
		}
		spans[k][1] = e
	}
	return spans
}

// unlistedBefore returns where a word on no list that general text never uses starts when it
// stands right before the name at s (ending at e), after no other capitalised word: a given
// name the lists miss, which the model left out ("assigned to Ibukunoluwa Fashola", "2. Achieng
// Akinyi Odhiambo"), on an English line; or s. Its ciphertext, a pseudo name, is taken alike.
func (d *personDetector) unlistedBefore(s, e int) int {
	parts := d.textParts
	i, found := slices.BinarySearchFunc(parts, s, func(p part, at int) int { return p.s - at })
	if !found || i == 0 || parts[i].e > e {
		return s
	}
	p := parts[i-1]
	if p.e != s-1 || d.text[p.e] != ' ' || p.upper != parts[i].upper || p.title || d.leadWord(p, parts[i]) ||
		p.kind != kUnknown && p.kind != kPseudo || lexiconWord(p.low) || utf8.RuneCountInString(p.low) < 3 {
		return s // not a title or a word for an elder ("Mzee Kiprono arap Sang")
	}
	if i >= 2 && adjacent(d.text, parts[i-2], p) {
		return s // "Senate Hall Fashola": another capitalised word before it
	}
	if !d.english(p.s) {
		return s // German capitalises nouns ("Fachlehrer Brandt"), and other languages have words the lexicon misses
	}
	return p.s
}

// spacedInitials reports whether the name at [s, e) is two initials or more with spaces
// between them and nothing else, after no title: an abbreviation ("D. E. P.", descanse en
// paz), no name.
func (d *personDetector) spacedInitials(s, e int) bool {
	words := 0
	for w := range bytes.SplitSeq(d.text[s:e], []byte(" ")) {
		if r, n := utf8.DecodeRune(w); !unicode.IsUpper(r) || string(w[n:]) != "." {
			return false
		}
		words++
	}
	return words > 1 && !names.IsTitle(strings.TrimSuffix(d.wordBefore(s), "."))
}

// initialsBefore returns where the initials written together right before a name start
// ("J.R.R. Tolkien", two or more of them; the "J." of "J.R.R." before a name found from
// "R.R."), or s: an initial left out would stay in clear beside the name's ciphertext.
func initialsBefore(text []byte, s int) int {
	q := s
	spaced := q >= 1 && text[q-1] == ' '
	if spaced {
		q--
	} else if q >= 2 && text[q-1] == '-' && text[q-2] == '.' {
		q-- // "L.-E. Pettiti" found from "E."
	}
	start := q
	for q >= 2 && text[q-1] == '.' && text[q-2] >= 'A' && text[q-2] <= 'Z' {
		q -= 2
		if q >= 1 && text[q-1] == '-' {
			q--
		}
	}
	if q == start || q > 0 && (isNameLetterByte(text[q-1]) || text[q-1] == '.') {
		return s
	}
	var letters []byte
	for _, c := range text[q:start] {
		if c >= 'A' && c <= 'Z' {
			letters = append(letters, c)
		}
	}
	if dottedAcronyms[string(letters)] || spaced && len(letters) < 2 {
		// "U.S.A. Tom Hanks": the end of a sentence, not initials; "M. Dupont": a title (one
		// initial before a name is the rules' and the model's to judge).
		return s
	}
	return q
}

// acronymInitials returns how many initials with dots open run when together they spell a
// note's abbreviation ("P.S.", "N.B."), or 0. Not every one of dottedAcronyms: "M.A. Khan".
func acronymInitials(run []part) int {
	var letters strings.Builder
	k := 0
	for k < len(run) && run[k].kind == kInitial && run[k].dotE > run[k].e {
		letters.WriteString(run[k].text)
		k++
	}
	if k < 2 || !noteAbbreviations[strings.ToUpper(letters.String())] {
		return 0
	}
	return k
}

var noteAbbreviations = setOf(`PS|PPS|NB`, "|")

// dottedAcronyms are abbreviations written with dots that look like initials.
var dottedAcronyms = setOf(`US|USA|UK|EU|UN|DC|AM|PM|NY|LA|UAE|USSR|BC|AD|RSVP|PS|NB|QC|KC|MD|PHD|BA|MA|BSC|MSC|NYC|SA|AG`, "|")

// arabicParticles are the lower-case particles of Arabic names that join the next word with a
// hyphen (al-Sadr); spacedParticles those written apart too (bin Laden), not English words
// ("Anna at Google").
var (
	arabicParticles = setOf(`al|el|ad|as|ash|at|az|ar|an|ud|ul|bin|ibn|ben|bint|abu|abd`, "|")
	spacedParticles = setOf(`al|bin|ibn|bint|abu|abd|ul|ud|ur`, "|") // "Noor ul Ain", "Fakhr ud Din", "Habib ur Rehman"
)

// modelNames returns the names the learned model (internal/ner) finds, less those the rules
// know better: a span that starts inside code, has a field, place, company or month word or
// an unlisted acronym in it, is a company or place by its next word, follows a number, is
// named like a team or project, or is one word glued to a capitalised non-name ("New York").
func (d *personDetector) modelNames(parts []part, rules, found [][2]int) [][2]int {
	out, raw := d.vetted(parts, found)
	// A name the model would not find again once it and the other names are encrypted is left
	// to the rules: what the annotator finds in a text it must find in place in its ciphertext.
	// And a name it finds beside them only once they are encrypted ("Faust" after a pseudonym
	// of "Goethe") is one annotating the ciphertext finds: it is taken here too, and so is one
	// found beside that name once it is encrypted in turn ("Hofstadter, Gödel, Escher, Bach":
	// "Escher" beside Bach's pseudonym, then "Gödel" beside Escher's), for a few rounds.
	if len(out) == 0 {
		return nil
	}
	all := mergeSpans(append(append([][2]int(nil), rules...), out...))
	again, beside := d.tagger().FindImages(d.text, all, out, raw)
	kept := out[:0]
	for i, r := range out {
		if again[i] {
			kept = append(kept, r)
		}
	}
	for round := 0; len(beside) > 0 && round < besideRounds; round++ {
		besideNames, _ := d.vetted(parts, beside)
		added := false
		for _, r := range besideNames {
			if !overlapsAny(all, r) {
				kept = append(kept, r)
				all = append(all, r)
				added = true
			}
		}
		if !added {
			break
		}
		all = mergeSpans(all)
		_, beside = d.tagger().FindImages(d.text, all, nil, nil)
	}
	return mergeSpans(kept)
}

// besideRounds bounds how many times modelNames looks again beside the names it added.
const besideRounds = 3

// overlapsAny reports whether r overlaps one of spans.
func overlapsAny(spans [][2]int, r [2]int) bool {
	for _, s := range spans {
		if s[0] < r[1] && r[0] < s[1] {
			return true
		}
	}
	return false
}

// byName reports whether run is a subject, German "von" ("by") and a full name: "wurde
// Heydrich von Hermann Göring beauftragt". The subject is judged alone, and so is what the
// codec makes of it, a pseudo name.
func (d *personDetector) byName(run []part) bool {
	return len(run) > 3 && run[1].kind == kParticle && run[1].low == "von" && d.classWord(run[2].text) &&
		d.german(run[0].s) && !d.sentenceStart(run[0].s)
}

// vetted returns the model's names found (sorted) that the rules let stand, titles and nouns
// cut off and comma lists split; and for each, the model's name it is part of.
func (d *personDetector) vetted(parts []part, found [][2]int) (out, raw [][2]int) {
	k := 0
	for _, m := range found {
		model := m
		for k < len(parts) && parts[k].e <= m[0] {
			k++
		}
		j := k
		for j < len(parts) && parts[j].s < m[1] {
			j++
		}
		for k < j-1 && (parts[k].title || parts[k].kind == kStop && !names.IsFunctionWord(parts[k].low) || d.greeting(parts[k].low) || d.leadWord(parts[k], parts[k+1]) ||
			d.judgeTitle(parts[k]) || sayPrepositions[parts[k].low]) {
			// "Kollegin Lehmann": the conventions leave the title out; "Wife Amaka", "Hola
			// Yetunde", "Estimado Fernández": a word that is no name before one; "Justice"
			// after a title ("Mrs Justice Cavendish-Holt").
			k++
			m[0] = parts[k].s
		}
		if k+3 < j && parts[k].kind != kGiven && parts[k].kind != kParticle && !parts[k].upper && adjacent(d.text, parts[k], parts[k+1]) &&
			(commonHead(parts[k+1], parts[k+2]) || roleHead(parts[k+1], parts[k+2])) {
			// "Bremens Stürmer Nelson Valdez": a word before the noun or role that heads a full
			// name is no part of it either (the check below cuts the role).
			k++
			m[0] = parts[k].s
		}
		if k+2 < j && (commonHead(parts[k], parts[k+1]) && d.afterLowerWord(parts[k].s) || roleHead(parts[k], parts[k+1]) ||
			parts[k].kind == kPseudo && commonWord(parts[k].low) && givenAfter(parts[k+1:j]) || d.headlineWord(parts[k])) {
			// "Bremens Stürmer Nelson Valdez", "den erregenden Fall Michail Chodorkowski": a
			// noun before a name inside a sentence (German capitalises nouns); "Kuratorin
			// Johanna Feldhaus", "Spinner Nathan O'Rourke": a role before a full name; "Leben
			// Thomas Stafford": a word of general text shaped like a pseudo name before a given
			// name, as find cuts it.
			k++
			m[0] = parts[k].s
		}
		if k+3 < j && d.nounVon(parts[k], parts[k+1], parts[k+2]) {
			k += 2 // "Tod von Verena Tschudi-Brunner", "Tore von Emre Kılıçaslan": a noun, "von" and a name
			m[0] = parts[k].s
		}
		run := parts[k:j]
		if len(run) == 0 || run[0].s != m[0] {
			continue
		}
		if end := run[len(run)-1].dotEnd(); end < m[1] && m[1] < len(d.text) && d.text[m[1]] >= '0' && d.text[m[1]] <= '9' &&
			bytes.ContainsFunc(d.text[end:m[1]], unicode.IsLetter) {
			// The model's name ends in a word glued to digits, which is no part ("Cy Cc0"):
			// the name ends before it, where an echo of it can be found again.
			m[1] = end
		}
		// The last word is cut when it is no part of the name: the noun after a German
		// genitive (genitiveNoun), once; then any frequent word or acronym of a title-case
		// headline ("Gwen Stefani Wrap Up", "Simon Posford DJ set": commonTail).
		dropLast := func() {
			run = run[:len(run)-1]
			m[1] = run[len(run)-1].dotEnd()
		}
		if d.genitiveNoun(run) && run[len(run)-1].e == m[1] {
			dropLast()
		}
		for len(run) >= 3 && d.commonTail(run) && run[len(run)-1].e == m[1] {
			dropLast()
		}
		for len(run) >= 2 && d.headlineWord(run[len(run)-1]) && run[len(run)-1].e == m[1] {
			dropLast() // "ESSEX AND KENT MADE TO SWEAT"
		}
		if last := run[len(run)-1]; len(run) >= 2 && last.e == m[1] && (last.kind == kStop && dayWords[last.low] || d.pronounI(last)) {
			dropLast() // a chat's header, "Kenji Today at 9:41 PM"; the pronoun: "Gerald I paid"
		}
		pieces := d.splitList(run, m)
		if k := run[0].kind; (k == kPseudo || k == kUnknown || k == kOther) && run[0].s == m[0] && d.byName(run) {
			// The model's "Vunavorikenuzewe von Errico Hasafuhufuna": two names, as the rules
			// read the text it encrypts.
			pieces = [][2]int{{m[0], run[0].e}, {run[2].s, m[1]}}
		}
		for _, r := range pieces {
			i, n := k, 0
			for n < len(run) && run[n].s < r[1] {
				n++
			}
			for i < k+n && parts[i].s < r[0] {
				i++
			}
			if !d.rejectModel(parts, i, k+n, r) {
				out = append(out, r)
				whole := r
				if r[0] == m[0] {
					whole[0] = model[0]
				}
				if r[1] == m[1] {
					whole[1] = model[1]
				}
				raw = append(raw, whole)
			}
		}
	}
	return out, raw
}

// commonTail reports whether the last word of run (three words or more, the first a given name)
// is no part of the name: a word on no list with the ending of a German place name, the object
// after a subject ("plünderte Matthias Corvinus Heiligenstadt"; not after a particle: "Amalie
// Zephyrine von Hohenzollern-Sigmaringen"); or, but in German, whose nouns are surnames too
// ("Fritz Rudolf Körper"), a word on no list that general text uses often, or a short acronym
// after words that are not all capitals.
func (d *personDetector) commonTail(run []part) bool {
	last, prev := run[len(run)-1], run[len(run)-2]
	if run[0].kind == kGiven && last.kind == kUnknown && !last.upper && prev.kind != kParticle && placeEnding(last.low) {
		return true
	}
	if run[0].kind != kGiven || d.german(last.s) || prev.kind == kParticle || prev.kind == kInitial || last.kind == kInitial ||
		prev.kind == kUnknown && frequentWord(prev.low) {
		return false // "York Fashion Week" is not "York Fashion"
	}
	if last.upper {
		return !prev.upper && len(last.text) <= 4 && !names.IsSuffix(last.low)
	}
	if last.kind != kUnknown || orgWords[last.low] || strings.EqualFold(d.wordBefore(run[0].s), "the") {
		return false // "The John Birch Society": an organisation, which other checks turn down
	}
	return frequentWord(last.low)
}

// streetSuffixes end German street names written as one word: "Rotebühlstraße", "Lindenallee".
var streetSuffixes = []string{"straße", "strasse", "allee", "gasse", "chaussee"}

// placeEnding reports whether a lower-case word ends as German place names do and surnames
// rarely do ("heiligenstadt", "düsseldorf", "recklinghausen", "tübingen", "mannheim").
func placeEnding(low string) bool { return endsLike(low, placeSuffixes, 2) }

var placeSuffixes = []string{"stadt", "dorf", "hausen", "ingen", "heim", "hofen", "furt"}

// endsLike reports whether low ends with one of suffixes after more than minStem bytes: a
// word's ending, not the whole word ("amt", not "samt").
func endsLike(low string, suffixes []string, minStem int) bool {
	for _, suf := range suffixes {
		if len(low) > len(suf)+minStem && strings.HasSuffix(low, suf) {
			return true
		}
	}
	return false
}

// spanishAl reports whether run opens with Spanish "al" (a and el) before a word Spanish uses
// often and English, German and French do not: "Al alta", "TRATAMIENTO AL INGRESO", not the
// given name of "Al Gore" or "Al Green".
func spanishAl(run []part) bool {
	if len(run) < 2 || run[0].low != "al" || run[0].e != run[1].s-1 {
		return false
	}
	next := run[1].low
	return names.Frequent(names.WordBandES(next)) && !names.Frequent(names.WordBandEnDeFr(next))
}

// spanishOnlyBand returns the band of a lower-case word that the Spanish list has and the
// English, German and French lists have not; BandNone for any other word.
func spanishOnlyBand(low string) int {
	if names.WordBandEnDeFr(low) != names.BandNone {
		return names.BandNone
	}
	return names.WordBand(low)
}

// frequentWord reports whether a lower-case word is among the 5,000 most frequent words of
// general text.
func frequentWord(low string) bool { return names.Frequent(names.WordBand(low)) }

// splitList splits the model's name m (made of run) at a comma unless it reads as "LAST,
// First": one word before the comma (maybe with a suffix: "Kilmer III, Robert") and one word
// after it (maybe with initials). "Tom Becker, Aisha Khan" is a list of names. Two given
// names ("Ben, Ana") are left as the model reads them: a word alone is no better a guess in
// e-mail headers, where "Pryor, Tony" and "Allen, Phillip K." are the rule (held-out F1 on
// Enron e-mail 0.602 -> 0.701 with this and the model's LAST, First kept whole); but a pair
// after a comma is two items of a list.
func (d *personDetector) splitList(run []part, m [2]int) [][2]int {
	c := bytes.IndexByte(d.text[m[0]:m[1]], ',')
	if c < 0 {
		return [][2]int{m}
	}
	c += m[0]
	var before, after []part
	for _, p := range run {
		if p.s < c {
			before = append(before, p)
		} else if p.kind != kInitial {
			after = append(after, p)
		}
	}
	last := len(before) == 1 || len(before) == 2 && names.IsSuffix(before[1].text)
	inList := m[0] >= 2 && string(d.text[m[0]-2:m[0]]) == ", " // "Anwesend: Katrin, Ömer, Lukas"
	if last && len(after) == 1 && !inList && !(d.listGoesOn(m[1]) && d.givenOnly(before[0].low)) {
		return [][2]int{m}
	}
	var out [][2]int
	if len(before) > 0 {
		out = append(out, [2]int{m[0], before[len(before)-1].dotEnd()})
	}
	for _, p := range run {
		if p.s > c {
			out = append(out, [2]int{p.s, m[1]})
			break
		}
	}
	return out
}

// listGoesOn reports whether another capitalised word follows e after a comma or "and": the
// name before e ends a pair of a list ("Attendees: Ana, Ben, Chidi"), not "LAST, First".
func (d *personDetector) listGoesOn(e int) bool {
	rest := d.text[e:min(e+8, len(d.text))]
	for _, sep := range []string{", ", " and ", " und ", " et ", " y ", " & "} {
		if r, ok := bytes.CutPrefix(rest, []byte(sep)); ok && len(r) > 0 {
			c, _ := utf8.DecodeRune(r)
			return unicode.IsUpper(c)
		}
	}
	return false
}

// givenOnly reports whether low, a word in lower case, is a given name on no surname list: no
// LAST of "LAST, First".
func (d *personDetector) givenOnly(low string) bool {
	lw := d.tagger().Lookup(low)
	return lw.Given && !lw.Surname
}

// juniorsSurname reports whether p, right after "Junior", makes it a given name: a listed name
// or a rare word ("Junior Okafor", "Junior Neves"), not a role ("Junior Developer", "Junior
// Controllerin", "Junior Projektmanagerin") nor a word of general text ("Junior High").
func juniorsSurname(p part) bool {
	switch {
	case placeKinds[p.low] || placeHeads[p.low] || commonWord(p.low):
		return false
	case p.kind == kSurname || p.kind == kGiven:
		return true
	case p.kind == kOther || (p.kind == kPseudo || p.kind == kUnknown) && rareWord(p.low):
		return !roleNoun(p.low) && !strings.HasSuffix(p.low, "er") && !strings.HasSuffix(p.low, "erin")
	}
	return false
}

// dotEnd is the end of p with the dot of an initial.
func (p part) dotEnd() int {
	if p.kind == kInitial || names.IsSuffix(p.text) {
		return p.dotE
	}
	return p.e
}

// rejectModel reports whether the rules overrule the model on the name m made of parts[i:j].
func (d *personDetector) rejectModel(parts []part, i, j int, m [2]int) bool {
	run := parts[i:j]
	if len(run) == 1 && (loneNouns[run[0].low] || d.withArticle(run[0].low)) || d.inTitle(m) || spanishAl(run) {
		return true // "Lie" of "A Beautiful Lie"
	}
	if d.roomLetter(run) {
		return true // "Hall B": a place with its letter
	}
	if len(run) == 1 && d.unnamedPlace(run[0].low) {
		return true // "15 docenas para Huancayo": a city alone, on no list of names
	}
	if len(run) == 1 && d.closingTown(run[0]) {
		return true // "Hospital Universitario Miguel Servet, Zaragoza.": the town of an address
	}
	if nounOfName(run) {
		return true // "Mercado de Colón"
	}
	if eponymPair(d.text, run[0].s, run[0].e) || eponymPair(d.text, run[len(run)-1].s, run[len(run)-1].e) {
		return true // "Kaplan–Meier"
	}
	if len(run) == 1 && d.eponymAt(m[1]) {
		return true // "Hashimoto's thyroiditis": an eponym, which possessiveAt turns down for the rules
	}
	if len(run) == 1 && m[1]+1 < len(d.text) && d.text[m[1]] == ' ' {
		if w, _ := d.wordAt(m[1] + 1); methodNouns[w] && w != "tests" && w != "plots" && w != "transform" {
			return true // "Cox models", "the Mantel correction": a method named after a person
			// (not a verb that may follow its subject: "Deepa plots the data")
		}
	}
	if len(run) == 1 && j+1 < len(parts) && roleHead(run[0], parts[j]) && adjacent(d.text, run[0], parts[j]) &&
		adjacent(d.text, parts[j], parts[j+1]) && listed(parts[j+1].kind) {
		return true // "Spinner Nathan O'Rourke": a role before a full name, which the model took apart
	}
	if len(run) == 1 && (d.judgeTitle(run[0]) || chatKin[run[0].low]) {
		return true // "Mrs Justice Cavendish-Holt", "Maman: Les enfants…": a title, a relative
	}
	if len(run) == 1 && (run[0].kind == kUnknown || run[0].kind == kPseudo) && lexiconWord(run[0].low) && d.bulletItem(m[0], m[1]) {
		return true // "Agenda:\n- Budget\n- Timeline": a list of topics
	}
	if len(run) == 1 && run[0].upper && utf8.RuneCountInString(run[0].text) <= 3 && m[0] > 0 && m[1] < len(d.text) &&
		strings.IndexByte("|^", d.text[m[0]-1]) >= 0 && strings.IndexByte("|^", d.text[m[1]]) >= 0 {
		if ls, le := d.lineBounds(m[0]); anyHL7Segment(d.text[ls:le]) {
			return true // "|AL|NE|DEU", "^ORN^CP": an HL7 field's code; its name fields are read by hl7Names
		}
	}
	if len(run) == 1 && run[0].upper && frequentWord(run[0].low) && j < len(parts) && parts[j].upper && parts[j].kind == kStop &&
		!names.IsFunctionWord(parts[j].low) && adjacent(d.text, run[0], parts[j]) {
		return true // "AVIS D'IMPÔT 2024": a word of a heading in capitals, before one on no list of names
	}
	if d.saintTail(m[0]) {
		return true // "Centro de Día Santa Teresa de Jesús": the end of a saint's name, a place's
	}
	if len(run) == 1 && d.parenRole(run[0]) {
		return true // "Martin Horrocks (Headteacher)": a role
	}
	if len(run) == 1 && makerHeads[run[0].low] && run[0].kind != kPseudo && !d.classWord(run[0].text) {
		return true // "- Dell: laptops": a maker alone, which no ciphertext is
	}
	if len(run) == 1 && productCodeAfter(d.text[m[1]:]) {
		return true // "Laptop Lenovo T14", "aspirateur Dyson V15": a brand, a product and its model
	}
	if len(run) == 1 && monthWord(run[0].low) && (yearAfter(d.text[m[1]:]) || d.dateAfterComma(m[1])) || d.monthsRun(run, m[1]) {
		return true // "Mar. 2021 – actualidad", "Thu, 18 Jul 2024 07:31:55": a date; "Jan–Apr": months
	}
	if d.firmPair(run, m[1]) {
		return true // "Elektro Maier & Söhne GmbH", "Dachdeckerei Bosch & Partner"
	}
	if d.quotedThing(m[0], m[1]) {
		return true // "die Mehrzweckhalle „Carl Benz“", "Jugendherberge „Theodor Heuss“"
	}
	if len(run) > 1 && listedNotPerson(runWords(run)) {
		return true // "Leroy Merlin", "Benjamin Moore": a firm on the list, which the rules' runs are checked against too
	}
	if k := len(run) - 1; k > 0 && run[k].kind == kInitial {
		for k > 0 && run[k-1].kind == kInitial {
			k--
		}
		if k > 0 && d.companyFormAt(run[k-1].e) {
			return true // the model's "Navarro S.L.": a firm
		}
	}
	if len(run) == 1 && !listed(run[0].kind) && d.markdownHeader(m[0]) {
		return true // "| Player | Age |": a column's name
	}
	if len(run) == 1 && lexiconWord(run[0].low) && d.categoryCell(m[0], m[1]) {
		// "| Bride |", "| Fish |": a word of general text that a column repeats, not a name
		// column's (an unlisted name repeated is left to the model).
		return true
	}
	if k := run[0].kind; len(run) == 1 && (k == kUnknown || k == kPseudo) && names.Frequent(spanishOnlyBand(run[0].low)) {
		// "Necesito", "Visita", "Urgencias": a frequent word of Spanish alone, which the
		// model's band feature (trained on the English, German and French lists) does not
		// know as a word. The codec's ciphertexts are such words rarely: 117 of the 729,000
		// pseudo names of three syllables, and two-syllable ones only for two-letter words.
		return true
	}
	if prev := d.wordBefore(m[0]); headOpens(streetHeads, run) && (len(run) > 1 || d.streetGoesOn(m[1])) ||
		clubHeads[run[0].low] || streetHeads[prev] ||
		d.namedThing(prev, m[0], m[1]) {
		return true // "Piazza Garibaldi", "Avenida Simón Bolívar": a street; "Estadio Santiago Bernabéu"
	}
	if len(run) == 1 && run[0].kind == kPseudo && len(run[0].low) <= 5 && (commonWord(run[0].low) || run[0].upper) {
		// "Leben", "Rede": a word of general text shaped like a pseudo name of two
		// syllables, which only a name of two letters is encrypted to; "LIGO", "NASA": an
		// acronym so shaped.
		return true
	}
	words := 0
	for _, p := range run {
		if p.kind == kStop && !names.IsFunctionWord(p.low) || p.title && len(run) == 1 {
			return true
		}
		if p.kind != kInitial && p.kind != kParticle {
			words++
		}
		// A word the name codec cannot encrypt (Chinese characters) would make sanitize
		// refuse the whole prompt: such a name is left to the rules.
		if !encryptable(p.text) {
			return true
		}
	}
	if words == 0 {
		return true // initials alone ("D. L. R."): no name word to encrypt
	}
	if bytes.IndexByte(d.text[m[0]:m[1]], '-') > 0 && frenchInversion(strings.ToLower(string(d.text[m[0]:m[1]]))) {
		return true // "Peux-tu", "Pouvez-vous": a verb and its pronoun, not a name
	}
	if last := run[len(run)-1]; m[1] > last.dotE && m[1] > last.e && adverbTail[string(d.text[last.e:m[1]])] {
		return true // "Move-in", "Follow-up": a word with an adverb, not "Seo-yeon"
	}
	if k := run[0].kind; len(run) == 1 && (k == kUnknown || k == kOther || k == kPseudo && len(run[0].text) == 4) &&
		d.sentenceStart(m[0]) && !d.capitalisedInside(run[0]) {
		// "Sure.", "Home ZIP:": one word on no list (or only a two-syllable pseudo word, which
		// the codec makes of no word the model finds here), where every word is capitalised,
		// and nowhere inside a sentence in the text.
		return true
	}
	if k := run[0].kind; len(run) == 1 && (k == kGiven || k == kSurname || k == kGivenCom) && frequentWord(run[0].low) &&
		!d.classWord(run[0].text) && d.sentenceStart(m[0]) && !d.capitalisedInside(run[0]) {
		// "Pero pago ya", "Top !", "Ojo, Ximena…": a listed name that is also one of the most
		// frequent words, opening a sentence, nowhere else capitalised inside one. (A word of
		// the codec's classes is left alone: a ciphertext may be one.)
		return true
	}
	if k := run[0].kind; len(run) == 1 && run[0].upper && (k == kUnknown || k == kOther || k == kPseudo) &&
		names.WordBand(run[0].low) != names.BandNone {
		return true // "RESUME", "SKILLS": a heading in capitals, a word of general text on no list
	}
	if len(run) == 1 && d.sentenceStart(m[0]) && d.determinerFollows(m[1]) {
		return true // "Per the contract", "Per your request", "Mark the date": not a subject
	}
	if len(run) == 1 && run[0].kind == kUnknown && !run[0].upper && d.german(m[0]) && d.germanCompound(run[0].low) {
		return true // "Pflegegrad", "Packliste", "Sachschaden": a compound of German words
	}
	if len(run) == 1 && germanOpeners[run[0].low] && d.german(m[0]) {
		return true // "Davon ist...", "Dies war...": a German adverb or pronoun
	}
	if d.placeNamed(parts, i, j) {
		return true // "San Rafael Ca"
	}
	if len(run) == 1 && d.nounAlone(run[0]) {
		return true
	}
	if len(run) == 2 && (run[0].text == "El" || run[0].text == "La") && d.spanish(m[0]) {
		return true // "El Villarreal se había adelantado": the Spanish article and a club
	}
	if first, _, hyphen := strings.Cut(run[0].low, "-"); len(run) == 1 && hyphen && places[first] {
		return true // "Berlin-Charlottenburg", "Köln-Ehrenfeld": a city's district
	}
	if len(run) == 1 && run[0].kind != kGiven && d.firmElsewhere(parts, run[0].text) {
		return true // "Lumora's" where the text also writes "Lumora Therapeutics"
	}
	if len(run) == 1 && !run[0].upper && d.placeElsewhere(parts, run[0].text) {
		return true // "(Sevilla)" where the text also writes "En Sevilla" and "41004 Sevilla"
	}
	if len(run) == 1 && (d.afterNumber(m[0]) || names.IsFunctionWord(run[0].low) ||
		i > 0 && d.gluing(parts[i-1]) && adjacent(d.text, parts[i-1], parts[i]) ||
		d.gluedAfter(parts, j)) {
		return true
	}
	if k := run[0].kind; len(run) == 1 && (k == kUnknown || k == kOther) && j < len(parts) &&
		adjacent(d.text, parts[j-1], parts[j]) && parts[j].kind != kStop && !parts[j].title {
		// "Basic" of "Basic Books": the codec makes a pseudo name of it, and a pseudo name
		// before a capitalised word is a name of two words (givenFirstName), not one.
		return true
	}
	// The run of capitalised words around the name, up to a few words either side (as runEnd
	// bounds a run: cost stays linear): "Watch" in "Apple Watch band".
	for n := 0; n < 5 && i > 0 && adjacent(d.text, parts[i-1], parts[i]) && parts[i-1].kind != kStop; n++ {
		i--
	}
	for n := 0; n < 5 && j < len(parts) && adjacent(d.text, parts[j-1], parts[j]) && parts[j].kind != kStop; n++ {
		j++
	}
	if d.afterNumber(parts[i].s) && streetEnds[parts[j-1].low] {
		return true // "12 Maple Lane", "6234 Cedar Lane": a street
	}
	return d.companyOrPlace(parts[i:j], parts[j-1].e) || beforeZIP(d.text, m[1]) || d.cue(m[0], m[1]) == cueNot
}

// bulletItem reports whether text[s:e] is the whole of a bulleted line: "- Timeline".
func (d *personDetector) bulletItem(s, e int) bool {
	ls, le := d.lineBounds(s)
	item := bytes.TrimSpace(d.text[ls:le])
	for _, b := range bullets {
		if bytes.HasPrefix(item, []byte(b)) {
			return string(bytes.TrimSpace(item[len(b):])) == string(d.text[s:e])
		}
	}
	return false
}

// bullets are the marks that open the items of a list.
var bullets = []string{"- ", "* ", "• "}

// ageBeforeOf reports whether b ends in an age in apposition and "of": ", 27, of ".
func ageBeforeOf(b []byte) bool {
	b, ok := bytes.CutSuffix(b, []byte(", of "))
	if !ok {
		return false
	}
	n := 0
	for n < len(b) && n < 3 && isDigit(b[len(b)-1-n]) {
		n++
	}
	return n > 0 && len(b) > n+1 && b[len(b)-1-n] == ' ' && b[len(b)-2-n] == ','
}

// animalBefore reports whether one of the last three words of b (lower case) is an animal's:
// the name that "named" introduces after it is a pet's.
func animalBefore(b string) bool {
	words := strings.Fields(b)
	for i := len(words) - 1; i >= 0 && i >= len(words)-3; i-- {
		if animals[strings.Trim(words[i], ",.;:")] {
			return true
		}
	}
	return false
}

// petName reports whether the one word text[s:e] follows the word for an animal, maybe after a
// comma or a word for naming: a pet's name ("unser Hund Bruno ist 11", "one cat, Mango, 6
// years old", "Our dog Winston", "a German shepherd named Rex"), which the conventions do not
// count as a person's. The decision reads only words no name is encrypted to, so a ciphertext
// in the same place is dropped alike.
func (d *personDetector) petName(s, e int) bool {
	if bytes.IndexByte(d.text[s:e], ' ') >= 0 {
		return false
	}
	w := d.wordBefore(s)
	if petNaming[w] {
		w = d.wordBefore(d.wordBeforeStart(s, w))
	}
	return animalWord(strings.TrimSuffix(w, ",")) ||
		!names.IsTitle(strings.TrimSuffix(w, ".")) && animalAfter(d.text[e:min(e+80, len(d.text))]) // not "Mme Lambert (labrador de 11 ans)"
}

// stormNames returns the lower-case names of the storms the text names after a storm's word
// ("Hurricane Rita", "Tropical Storm Helene", "Orkan Kyrill", "la tempête Ciarán"), or nil.
// The name is read from text no name is encrypted to, so a ciphertext there is left alike.
func (d *personDetector) stormNames() map[string]bool {
	var storms map[string]bool
	d.lowerOf(0, 0) // makes d.lowText: of the same length as the text (lowerCopy)
	text, lower := d.text, d.lowText
	for _, w := range stormWords {
		for off := 0; ; {
			i := strings.Index(lower[off:], w)
			if i < 0 {
				break
			}
			at := off + i
			off = at + len(w)
			if at > 0 && isNameLetterByte(text[at-1]) || off >= len(text) || !startsUpper(text[off:]) {
				continue
			}
			name, _ := wordAt(text, off)
			if name == "" {
				continue
			}
			if storms == nil {
				storms = map[string]bool{}
			}
			storms[strings.ToLower(name)] = true
		}
	}
	return storms
}

// stormHeads are the words before a storm's name, which is a storm's and no person's there
// (thingHeads) and where the text names it again alone (stormNames).
const stormHeads = `hurricane|storm|typhoon|cyclone|tempête|ouragan|huracán|tormenta|sturm|orkan|hurrikan|taifun`

// stormWords are stormHeads and "tormenta tropical", each with the space after it ("Tropical
// Storm Helene" is found by its "storm").
var stormWords = func() []string {
	var ws []string
	for _, w := range append(strings.Split(stormHeads, "|"), "tormenta tropical") {
		ws = append(ws, w+" ")
	}
	return ws
}()

// animalWord reports whether the lower-case word w names an animal: a word of animals or
// breeds, or a German compound of one ("Bürohund", "Hofkatze").
func animalWord(w string) bool {
	if animals[w] || breeds[w] {
		return true
	}
	for _, head := range []string{"hund", "katze", "kater"} {
		if len(w) > len(head)+2 && strings.HasSuffix(w, head) {
			return true
		}
	}
	return false
}

// animalAfter reports whether the text after a name (after) says what animal it names: in
// apposition ("Duke, a 9-year-old pit mix", "Bruno, ein Labrador-Mix", "\"Max\", 11-year-old
// MN Golden Retriever"), in parentheses ("Bruno (Labrador, 6 years old)") or after a copula
// ("Kitty is Nana's cat"). The animal's word ends the description ("Max, a dog trainer" is a
// person).
func animalAfter(after []byte) bool {
	a := strings.ToLower(string(bytes.TrimLeft(after, "\"”’'»")))
	switch {
	case strings.HasPrefix(a, " ("):
		a = a[2:]
	case strings.HasPrefix(a, ", "):
		a = a[2:]
	default:
		verb, rest, ok := strings.Cut(strings.TrimPrefix(a, " "), " ")
		if !ok || !petCopulas[verb] || !strings.HasPrefix(a, " ") {
			return false
		}
		a = rest
	}
	words := strings.Fields(a)
	for i := 0; i < len(words) && i < 5; i++ {
		w := strings.TrimRight(words[i], ",.;:)!")
		parts := strings.Split(w, "-")
		if last := parts[len(parts)-1]; animalWord(last) || last == "mix" && (len(parts) > 1 || i > 0) {
			return len(w) < len(words[i]) || i+1 == len(words) || petFollowers[words[i+1]] || strings.HasPrefix(words[i+1], "mix")
		}
		if len(w) < len(words[i]) {
			return false // the description ended before an animal's word
		}
	}
	return false
}

// breeds are more words for pets, beside animals (which ages of things read too).
var breeds = setOf(`staffy|staffie|pitbull|pittie|shiba|pug|pugs|chihuahua|bulldog|rottweiler|corgi|schnauzer|
	yorkie|cockapoo|labradoodle|goldendoodle|cockatiel|ferret|gerbil|retrievers|huskies`, "|")

// petCopulas say what a pet is: "Kitty is Nana's cat", "Bruno ist ein Labrador".
var petCopulas = setOf(`is|was|ist|war|est|es|era`, "|")

// petFollowers may follow the animal's word that ends a pet's description.
var petFollowers = setOf(`who|that|which|with|and|from|und|mit|der|die|das|que|qui|de|del|du|he|she|er|sie|il|elle`, "|")

// spanishElla reports whether text[s:e] is "Ella" opening a Spanish sentence before a word in
// lower case: the pronoun ("Ella quiere piloto"), not the given name. Ella is a word of the
// codec's classes, so a name encrypted to it there is dropped too: one name in a class's
// thousands, in Spanish text, in that place.
func (d *personDetector) spanishElla(s, e int) bool {
	if string(d.text[s:e]) != "Ella" || !d.sentenceStart(s) || !d.spanish(s) || e+1 >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	r, _ := utf8.DecodeRune(d.text[e+1:])
	return unicode.IsLower(r)
}

// animals are the words for pets and farm animals before the name they are given.
var animals = setOf(`dog|dogs|puppy|pup|doggo|cat|cats|kitten|kitty|horse|pony|mare|parrot|budgie|rabbit|bunny|
	hamster|shepherd|retriever|terrier|labrador|poodle|spaniel|collie|beagle|dachshund|husky|tortoise|
	goat|cow|pig|hund|hündin|katze|kater|pferd|welpe|chien|chienne|chat|chatte|cheval|chiot|perro|perra|perrito|
	perrita|gato|gata|gatito|gatita|caballo|cachorro|cows|bull|bulls|heifer|heifers|calf|calves|steer|steers|ox|oxen|
	mule|mules|donkey|donkeys|sheep|ewe|ewes|lamb|lambs|boar|goats|pigs|horses|mares|gelding|stallion|foal|
	greyhound|labradors|spaniels|terriers|collies|beagles|kuh|kühe|stier|kalb|färse|rind|ziege|schaf|esel|vache|
	taureau|veau|génisse|brebis|chèvre|âne|vaca|toro|ternero|ternera|oveja|cabra|burro|yegua`, "|")

// petNaming stand between an animal and the name it is given: "a beagle named Rex".
var petNaming = setOf(`named|called|namens|nommé|nommée|appelé|appelée|llamado|llamada`, "|")

// monthDayAbbrs are the abbreviations of months and weekdays in English, German, French and
// Spanish.
var monthDayAbbrs = setOf(`jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|
	sun|ene|abr|ago|dic|janv|févr|fevr|avr|juil|déc|mär|mrz|okt|dez`, "|")

// yearAfter reports whether rest, the text after a word, is a dot or not and a year of four
// digits: "Mar. 2021", "Ene 2018".
func yearAfter(rest []byte) bool {
	rest = bytes.TrimPrefix(rest, []byte("."))
	return len(rest) >= 5 && rest[0] == ' ' && (string(rest[1:3]) == "19" || string(rest[1:3]) == "20") &&
		isDigit(rest[3]) && isDigit(rest[4]) && (len(rest) == 5 || !isAlnum(rest[5]))
}

// monthWord reports whether a lower-case word is a month or a weekday, or an abbreviation
// of one.
func monthWord(low string) bool { return names.IsMonthOrDay(low) || monthDayAbbrs[low] }

// monthsRun reports whether run, ending at e, is months or a day of a month, not a name: a
// month before a dash and another ("Jan–Apr"), or an abbreviated month before a day (monthDay).
// The rules (judge) and the model's names (rejectModel) both turn it away.
func (d *personDetector) monthsRun(run []part, e int) bool {
	return len(run) == 1 && monthWord(run[0].low) && d.monthRangeAfter(d.text[e:]) || monthDay(run, d.text) ||
		len(run) == 1 && monthDayAbbrs[run[0].low] && timePrepositionBefore(d.text, run[0].s)
}

// timePrepositionBefore reports whether the word before s is one that puts a time after it:
// "3 complaints logged since Dec,", "back on Thu" (not "call Dec tomorrow" nor "goes by Thu",
// where they are names).
func timePrepositionBefore(text []byte, s int) bool {
	if s < 2 || text[s-1] != ' ' {
		return false
	}
	w, ws := wordEndingAt(text, s-1)
	low := strings.ToLower(w)
	if low == "by" && ws >= 2 && text[ws-1] == ' ' {
		v, _ := wordEndingAt(text, ws-1)
		return !nicknameVerbs[strings.ToLower(v)] // a nickname: "Anh Thư Lê (goes by Thu)"
	}
	return timePrepositions[low]
}

// nicknameVerbs come before "by" and a name: "goes by Thu", "known by Dec".
var nicknameVerbs = setOf(`go|goes|going|went|gone|known|called`, "|")

// timePrepositions come before a month or a weekday.
var timePrepositions = setOf(`since|until|till|by|before|after|from|next|last|this|every|on|in|seit|bis|ab|am|im|depuis|jusqu|dès|desde|hasta`, "|")

// monthDay reports whether run is the abbreviation of a month, maybe after a weekday's, before
// the number of a day: "called Feb 12", "Date:   Thu Mar 7 03:00:11 2024" (Thu and Mar are
// names too, but not before a day).
func monthDay(run []part, text []byte) bool {
	if len(run) > 2 || !monthDayAbbrs[run[len(run)-1].low] || len(run) == 2 && !monthWord(run[0].low) {
		return false
	}
	rest := bytes.TrimPrefix(text[run[len(run)-1].e:], []byte("."))
	if len(rest) < 2 || rest[0] != ' ' || !isDigit(rest[1]) {
		return false
	}
	n := 1
	for n < len(rest) && isDigit(rest[n]) {
		n++
	}
	rest = rest[n:]
	for _, ordinal := range []string{"st", "nd", "rd", "th"} {
		rest = bytes.TrimPrefix(rest, []byte(ordinal))
	}
	return n <= 3 && (len(rest) == 0 || !isAlnum(rest[0]))
}

// monthRangeAfter reports whether rest, the text after a month or a weekday, is the separator
// of a range or a list and another (calendarPartner): "Jan–Apr", "Jan - Jul", "Thu/Fri".
func (d *personDetector) monthRangeAfter(rest []byte) bool {
	n, rng := calendarSeparator(rest, true)
	if n == 0 {
		return false
	}
	w, _ := wordAt(rest, n)
	return d.calendarPartner(w, rng)
}

// calendarPartner reports whether w, the word on the other side of a separator of a range (rng)
// or a list from a month's or a weekday's name, is one too; in a list, one that is no given
// name, as two given names that are months make no list ("May and June").
func (d *personDetector) calendarPartner(w string, rng bool) bool {
	low := strings.ToLower(w)
	return w != "" && monthWord(low) && (rng || !d.tagger().Lookup(low).Given)
}

// productCodeAfter reports whether rest, the text after a word, is a space and a product's
// model code of letters and digits: "Dyson V15", "Lenovo T14", "BMW X5" (not a number alone,
// which a table row may set after a name).
func productCodeAfter(rest []byte) bool {
	if len(rest) < 3 || rest[0] != ' ' {
		return false
	}
	n, letters, digits := 1, 0, 0
	for ; n < len(rest) && n <= 8 && isAlnum(rest[n]); n++ {
		if isDigit(rest[n]) {
			digits++
		} else if rest[n] >= 'A' && rest[n] <= 'Z' {
			letters++
		} else {
			return false // a lower-case letter: a word, not a code
		}
	}
	return letters > 0 && digits > 0 && letters <= 3 && (n == len(rest) || !isAlnum(rest[n]))
}

// capitalisedInside reports whether the word of p is written capitalised inside a sentence
// somewhere in the text: a proper noun, not a word that starts a sentence.
func (d *personDetector) capitalisedInside(p part) bool {
	if in, ok := d.inside[p.text]; ok {
		return in // a text is read once per word
	}
	in := d.findInside(d.text[p.s:p.e])
	if d.inside == nil {
		d.inside = map[string]bool{}
	}
	d.inside[p.text] = in
	return in
}

func (d *personDetector) findInside(w []byte) bool {
	for i := 0; ; {
		k := bytes.Index(d.text[i:], w)
		if k < 0 {
			return false
		}
		s := i + k
		if (s == 0 || !isNameLetterByte(d.text[s-1])) && (s+len(w) == len(d.text) || !isNameLetterByte(d.text[s+len(w)])) && !d.sentenceStart(s) {
			return true
		}
		i = s + len(w)
	}
}

// lowerTail returns the end of a name that ends at e, with the lower-case second part of a
// hyphenated given name ("Seo-yeon", "Min-jun"), which is no word of its own: not "-based".
func (d *personDetector) lowerTail(e int) int {
	if e+2 >= len(d.text) || d.text[e] != '-' || d.text[e+1] < 'a' || d.text[e+1] > 'z' {
		return e
	}
	w, we := d.wordAt(e + 1)
	if len(w) < 2 || adverbTail["-"+w] || w != strings.ToLower(w) || strings.ContainsAny(w, "-'’") {
		return e
	}
	return we
}

// adverbTail are the endings of hyphenated words made with an adverb or preposition, which
// the model can take for the end of a name at a line start ("Move-in:", "Check-out:").
var adverbTail = setOf(`-in|-up|-out|-off|-on|-over|-down|-back|-by|-based|-like|-through|-to`, "|")

// lowerHyphenTail returns the end of the lower-case name text[s:e] with the lower-case part
// joined to it by a hyphen ("cc ji-woo", "ask jo-anne"), which the layout's readers of
// lower-case names, word by word, stop before; e itself for any other span.
func (d *personDetector) lowerHyphenTail(s, e int) int {
	if e+3 > len(d.text) || d.text[e] != '-' || !isLowerWord(d.text[s:e]) {
		return e
	}
	w, end := wordAt(d.text, e+1)
	if utf8.RuneCountInString(w) < 2 || !isLowerWord([]byte(w)) || adverbTail["-"+w] || end < len(d.text) && (d.text[end] == '-' || isAlnum(d.text[end])) {
		return e
	}
	return end
}

// isLowerWord reports whether w is letters with no capital.
func isLowerWord(w []byte) bool {
	for _, r := range string(w) {
		if !unicode.IsLetter(r) || unicode.IsUpper(r) {
			return false
		}
	}
	return len(w) > 0
}

// frenchInversion reports whether the lower-case word low is a French verb with its subject
// pronoun inverted ("peux-tu", "avez-vous", "a-t-il"), which the model can take for a
// hyphenated name at the start of a question.
func frenchInversion(low string) bool {
	i := strings.LastIndexByte(low, '-')
	if i <= 0 {
		return false
	}
	switch low[i+1:] {
	case "je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles":
		return true
	}
	return false
}

// markdownHeader reports whether position i is on the header row of a markdown table: a line
// that starts with '|' and is followed by a line of dashes and pipes ("|---|:--|").
func (d *personDetector) markdownHeader(i int) bool {
	ls, _ := d.lineBounds(i)
	if ls >= len(d.text) || d.text[ls] != '|' {
		return false
	}
	le := bytes.IndexByte(d.text[i:], '\n')
	if le < 0 {
		return false
	}
	next := d.text[i+le+1:]
	if e := bytes.IndexByte(next, '\n'); e >= 0 {
		next = next[:e]
	}
	next = bytes.TrimSpace(next)
	return len(next) >= 3 && next[0] == '|' && len(bytes.Trim(next, "|-: ")) == 0 && bytes.Contains(next, []byte("-"))
}

// categoryCell reports whether text[s:e] is a whole cell of a markdown table whose column is
// no name column (its header is no name key) and holds a category: a word of general text that
// it repeats ("| Side | … | Bride |", "| Meal | … | Fish |"), which a column of names does not.
// Then every word of general text in it is one ("| Groom |" once beside two "| Bride |").
func (d *personDetector) categoryCell(s, e int) bool {
	ls, _ := d.lineBounds(s)
	if ls >= len(d.text) || d.text[ls] != '|' {
		return false
	}
	// The cell: between the bars before s and after e, nothing but spaces beside the word.
	cs := bytes.LastIndexByte(d.text[ls:s], '|') + ls + 1
	ce := bytes.IndexByte(d.lineAt(e), '|')
	if ce < 0 || len(bytes.TrimSpace(d.text[cs:s])) > 0 || len(bytes.TrimSpace(d.text[e:e+ce])) > 0 || d.markdownHeader(s) {
		return false // not the whole cell, or a cell of the header row
	}
	col := bytes.Count(d.text[ls:s], []byte("|"))
	var t *tableColumns
	for i := len(d.tables) - 1; i >= 0; i-- {
		if d.tables[i].lo <= ls && ls < d.tables[i].hi {
			t = &d.tables[i]
			break
		}
	}
	if t == nil {
		d.tables = append(d.tables, d.readTable(ls))
		t = &d.tables[len(d.tables)-1]
	}
	return col < len(t.category) && t.category[col]
}

// tableColumns is what categoryCell read of a markdown table: the rows of lines lo..hi (by
// their starts) and, per column, whether it holds categories.
type tableColumns struct {
	lo, hi   int
	category []bool
}

// maxCategoryRows bounds the rows readTable reads either way of a row: a long table is read in
// pieces, each once.
const maxCategoryRows = 50

// readTable reads the markdown table around the row at ls: up to its header (the row above
// the |---| row) and down, at most maxCategoryRows rows either way.
func (d *personDetector) readTable(ls int) tableColumns {
	var rows [][][]byte
	var header [][]byte
	lo := ls
	for n := 0; lo > 0 && n < maxCategoryRows; n++ {
		prev := bytes.LastIndexByte(d.text[:lo-1], '\n') + 1
		line := d.lineAt(prev)
		if len(line) == 0 || line[0] != '|' {
			break
		}
		if borderLine(line) {
			if h := d.lineBefore(prev); len(h) > 0 && h[0] == '|' {
				header = bytes.Split(h, []byte("|"))
			}
			break
		}
		rows = append(rows, bytes.Split(line, []byte("|")))
		lo = prev
	}
	hi := ls
	for n := 0; n <= maxCategoryRows && hi < len(d.text); n++ {
		line := d.lineAt(hi)
		if len(line) == 0 || line[0] != '|' || borderLine(line) {
			break // the table's end, or the |---| row of another one
		}
		rows = append(rows, bytes.Split(line, []byte("|")))
		hi += len(line) + 1
	}
	t := tableColumns{lo: lo, hi: hi, category: make([]bool, len(header))}
	for col, h := range header {
		if nameKey(bytes.TrimSpace(h)) {
			continue
		}
		seen := map[string]bool{}
		for _, r := range rows {
			if col >= len(r) {
				continue
			}
			v := string(bytes.TrimSpace(r[col]))
			if seen[v] && lexiconWord(strings.ToLower(v)) {
				t.category[col] = true // a word of general text the column repeats
				break
			}
			seen[v] = true
		}
	}
	return t
}

// lineAt returns the line that starts at ls, without its line break.
func (d *personDetector) lineAt(ls int) []byte {
	_, le := d.lineBounds(ls)
	return d.text[ls:le]
}

// lineMemo remembers one answer about one line of the text, the last line asked about: the
// rules ask about the line of every word they look at, and a line may be a whole JSON document
// or log with thousands of names on it.
type lineMemo[T any] struct {
	of [2]int // the line's start and its end plus one: the zero value is no line
	v  T
}

// get returns the answer for the line [ls, le), computed with f unless it is the line asked
// about last.
func (m *lineMemo[T]) get(ls, le int, f func() T) T {
	if m.of != [2]int{ls, le + 1} {
		m.of, m.v = [2]int{ls, le + 1}, f()
	}
	return m.v
}

// lineBounds returns where the line around position s starts and where it ends, before its
// line break.
func (d *personDetector) lineBounds(s int) (ls, le int) {
	if d.newlines == nil {
		// Found once: the rules ask for the line of every word they look at, and a line may be
		// a whole JSON document or log with thousands of names on it.
		d.newlines = make([]int, 0, 64)
		for i, c := range d.text {
			if c == '\n' {
				d.newlines = append(d.newlines, i)
			}
		}
	}
	i, _ := slices.BinarySearch(d.newlines, s) // the first line break at or after s
	ls, le = 0, len(d.text)
	if i > 0 {
		ls = d.newlines[i-1] + 1
	}
	if i < len(d.newlines) {
		le = d.newlines[i]
	}
	return ls, le
}

// mergeSpans sorts spans and resolves overlaps: of two overlapping spans the longer stays
// (the first on a tie).
func mergeSpans(spans [][2]int) [][2]int {
	slices.SortStableFunc(spans, func(a, b [2]int) int { return cmp.Compare(a[0], b[0]) })
	out := spans[:0]
	for _, s := range spans {
		if n := len(out); n > 0 && s[0] < out[n-1][1] {
			if s[1]-s[0] > out[n-1][1]-out[n-1][0] {
				out[n-1] = s
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// gluing reports whether p is a capitalised word that makes a name-like neighbour part of a
// longer proper noun: "New" in "New York", not "Mit" in "Mit Anna" nor "Thanks" in "Thanks Ramona".
func (d *personDetector) gluing(p part) bool {
	return p.kind == kStop && !p.title && !p.upper && !names.IsFunctionWord(p.low) && !names.IsMonthOrDay(p.low) &&
		!cueWords[p.low]
}

// openerBefore reports whether p, a word that glues (gluing) right before run, only opens a
// sentence before a given name of the codec's classes: "Notify Stephanie before noon",
// "Grandson Tyler visited" (a word of general text, capitalised as the sentence's first),
// not "New York" or "Port Elizabeth". In German text, where a capitalised noun may be a
// place's or a thing's first word, only a word that opens sentences: "Nur Justin und Max".
func (d *personDetector) openerBefore(p part, run []part) bool {
	if len(run) != 1 || run[0].kind != kGiven || !d.givenClass(run[0].text) || !d.sentenceStart(p.s) {
		return false
	}
	if d.german(p.s) {
		return germanOpeners[p.low]
	}
	return commonWord(p.low) && !placeOpeners[p.low]
}

// placeOpeners start the names of places as often as a sentence: "New York", "Fort Worth".
var placeOpeners = setOf(`new|old|north|south|east|west|upper|lower|great|little|port|fort|mount|lake|saint|st|
	cape|glen|bay|grand|royal|central|middle|long|palm|green|red|white|black|rock|spring|twin`, "|")

// placeNamed reports whether the run parts[i:j] is, or ends, the name of a place that starts
// with a Spanish or Portuguese article or saint ("San Rafael", "Los Alamos", "Santa Clara"), or
// with a Romance language's word for a street, a square, a river, a lake or a beach ("Via Roma",
// "Lido di Pomposa", "Ruta del Vino"): its first word is one, or the word one space before it.
// Not "El", which starts names of people too ("El Idrissi"), nor "Rio" ("Rio Ferdinand"), nor
// a word of the codec's classes ("Corso", "Piazza"): a name encrypted to it is found again.
func (d *personDetector) placeNamed(parts []part, i, j int) bool {
	prefix := func(k int) bool { return placePrefixes[parts[k].low] && !parts[k].upper }
	return j-i >= 2 && prefix(i) || i > 0 && prefix(i-1) && adjacent(d.text, parts[i-1], parts[i])
}

// placePrefixes start the names of places (placeNamed).
var placePrefixes = setOf(`san|santa|são|sant|los|las|via|piazzale|rue|avenida|calle|plaza|paseo|camino|rua|praça|lido|
	isola|ruta|lago|playa|puerto|bahía`, "|")

// gluedAfter reports whether parts[j], right after parts[j-1], glues to it as gluing says; not
// in German text, where every noun is capitalised and one follows a name in the genitive
// ("Boltons Nominierung", and so the ciphertext "Jifocusogosepi Nominierung").
func (d *personDetector) gluedAfter(parts []part, j int) bool {
	return j < len(parts) && d.gluing(parts[j]) && adjacent(d.text, parts[j-1], parts[j]) && !d.german(parts[j-1].s)
}

// cueWords are the cue and closing words ("Thanks Ramona", "Good Morning Debra"), the last
// word of each cue: they name the word after them, they do not make it part of a longer
// proper noun.
var cueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range append(append([]string(nil), cueBefore...), closings...) {
		f := strings.Fields(c)
		m[f[len(f)-1]] = true
	}
	return m
}()

// parts returns the capitalised words of the text, compounds joined, classified.
func (d *personDetector) parts() []part {
	text := d.text
	out := d.scratch.parts[:0]
	defer func() { d.scratch.parts = out[:0] }() // reused by the next text
	i := 0
	for i < len(text) {
		if c := text[i]; c < utf8.RuneSelf && !isASCIILetter(c) {
			i++ // the common case, without decoding
			continue
		}
		r, n := utf8.DecodeRune(text[i:])
		if !isNameLetter(r) {
			i += n
			continue
		}
		s := i
		for i < len(text) {
			if c := text[i]; c < utf8.RuneSelf && isASCIILetter(c) {
				i++
				continue
			}
			r, n := utf8.DecodeRune(text[i:])
			if isNameLetter(r) {
				i += n
				continue
			}
			// A compound: Jean-Luc, Smith-Jones, O'Brien, D’Angelo, and Min-jun (a short
			// lower-case syllable after a short part).
			if (r == '-' || r == '\'' || r == '’') && i+n < len(text) {
				nr, _ := utf8.DecodeRune(text[i+n:])
				if unicode.IsUpper(nr) {
					i += n
					continue
				}
				if r != '-' && unicode.IsLower(nr) && (i-s >= 3 || i-s == 2 && !bytes.EqualFold(text[s:i], []byte("qu"))) &&
					lowerRunLen(text[i+n:]) >= 3 {
					// Saak'ashvili, Mar'yanenko, Samoan Fa'asavalu: the apostrophe of a
					// transliteration or a glottal stop inside a word, not a possessive ('s), a
					// contraction ('ll, 're) or French "qu'elle".
					i += n
					continue
				}
				if r == '-' && unicode.IsLower(nr) {
					w, we := wordAt(text, i+n)
					if we+1 < len(text) && text[we] == '-' && isNameLetterByte(text[we+1]) && (names.IsParticle(w) || placeLinks[w]) {
						// A compound of three parts or more with a lower-case particle inside:
						// a French place's or street's name ("rue Francis-de-Pressensé",
						// "Saint-Germain-des-Prés"), one word.
						i = we
						continue
					}
					_, given := d.db.Given(string(text[s:i]))
					_, p1 := names.PseudoDigits(string(text[s:i]))
					_, p2 := names.PseudoDigits(w)
					short := i-s <= 4 && len(w) <= 4 && given || p1 && p2 && i-s <= 8 && len(w) <= 8 // Min-jun, or its ciphertext
					if short && (we == len(text) || text[we] != '-') {
						first, _ := utf8.DecodeRune(text[s:])
						if unicode.IsUpper(first) {
							i = we
							continue
						}
					}
				}
			}
			break
		}
		e := i
		if contraction(text, e) {
			continue // Don't, Won't, I'll
		}
		if rest, given := d.afterElision(text[s:e]); given || rest != nil && !(len(out) > 0 && out[len(out)-1].e == s-1) && pseudoWord(rest) {
			// "celle d'Inès", "le message d'Olivier": the preposition, then the name; and what
			// the codec makes of such a name, a pseudo name, where no name word comes before
			// ("Agrippa d'Aubigné" keeps its particle, and so does its ciphertext).
			s = e - len(rest)
		}
		if e-s == 1 && bytes.HasSuffix(text[:s], []byte("°")) {
			continue // the C of "36,6 °C. Peso": a unit, no initial
		}
		first, _ := utf8.DecodeRune(text[s:])
		if !unicode.IsUpper(first) && !d.elidedParticle(text[s:e]) {
			if e-s > maxParticleLen {
				continue // not a particle: spare the string
			}
			w := d.str(s, e)
			// An inner particle after a particle, or after one written with a capital as Belgian and
			// Dutch names write it: "van der Berg", "Pieter Van den Broeck".
			inner := names.IsInnerParticle(w) && len(out) > 0 && (out[len(out)-1].kind == kParticle ||
				names.IsParticle(out[len(out)-1].low) && out[len(out)-1].e == s-1)
			// Catalan "i" and Portuguese "e" join two surnames after a given name ("Montserrat
			// Puig i Casals", "Mariana Costa e Silva"): after two capitalised words; a run does not
			// end in one. Between two words they are "and" ("Joan i Maria").
			n := len(out)
			joiner := (w == "i" || w == "e") && n > 1 && out[n-1].kind != kParticle && out[n-2].kind != kParticle &&
				out[n-1].e == s-1 && text[s-1] == ' ' && out[n-2].e == out[n-1].s-1 && text[out[n-2].e] == ' '
			if names.IsParticle(w) && !names.IsInnerParticle(w) || inner || joiner {
				out = append(out, part{s: s, e: e, dotE: e, text: w, low: strings.ToLower(w), kind: kParticle})
			}
			continue
		}
		if codeLike(text, s, e) {
			continue
		}
		p := part{s: s, e: e, dotE: e, text: d.str(s, e)}
		if e < len(text) && text[e] == '.' {
			p.dotE = e + 1
		}
		d.classify(&p)
		if eponymPair(text, s, e) {
			p.kind = kStop // "Kaplan–Meier", "Bray-Curtis": a method named after two people, no person
		}
		if p.title && p.kind == kInitial && gluedInitial(text, s, e) {
			p.title = false // the M of "A.-M. Mendiboure" is an initial, not Monsieur
		}
		if n := len(out); p.title && p.kind == kInitial && n > 0 && !out[n-1].upper && out[n-1].e == s-1 && text[s-1] == ' ' &&
			d.givenClassWord(out[n-1].text) && d.lineLang(s) != names.Unknown {
			// The M of "Jennifer M. Anderson" is a middle initial after a given name in English
			// or German text, not Monsieur. The given name is one of the codec's classes: its
			// ciphertext is one too, and the initial joins it alike.
			p.title = false
		}
		if p.kind == kInitial && (p.text == "A" || p.text == "V") && p.dotE > p.e && proxyBefore(text, s) {
			p.title = true // "i. A. Sabine Krüger", "i.V. Jens Bauer": on behalf of, not an initial
		}
		if n := len(out); p.kind == kStop && n > 1 && saintCompound(p.low) && out[n-1].kind == kParticle && out[n-1].e == s-1 &&
			givenKind(out[n-2].kind) && out[n-2].e == out[n-1].s-1 {
			p.kind = kSurname // "Héloïse de Saint-Aubin", "Antoine de Saint-Exupéry": a family's name, not a place
		} else if p.kind == kStop && n > 0 && saintCompound(p.low) && strings.Count(p.low, "-") == 1 && (e == len(text) || text[e] != '-') && out[n-1].kind == kGiven && out[n-1].e == s-1 && text[s-1] == ' ' {
			p.kind = kSurname // right after a given name: "Madame Guillemette Saint-Aubin", "Jean Saint-Pierre" (not "Saint-Pierre-et-Miquelon")
		}
		if n := len(out); n > 0 && out[n-1].e == s-1 && text[s-1] == ' ' && names.IsParticle(out[n-1].low) {
			// After "Van" or "Van den" as Belgian and Dutch names write them: "Craig Van Der
			// Veen", the inner particle in capitals, not German "der"; "Lotte Van den
			// Bossche", the surname, though its ending reads as a German adjective's. Not
			// after "de la" or "von der" in lower case ("de la Commission", "von der
			// Verwaltung"), nor in text written in capitals.
			title := func(w string) bool { return names.CaseOf(w) == names.Title }
			if names.IsInnerParticle(p.low) && title(p.text) && title(out[n-1].text) && !names.IsInnerParticle(out[n-1].low) {
				p.kind, p.title = kParticle, false
			} else if p.kind == kStop && !names.IsFunctionWord(p.low) && !names.IsMonthOrDay(p.low) && n > 1 && names.IsInnerParticle(out[n-1].low) &&
				names.IsParticle(out[n-2].low) && title(out[n-2].text) && out[n-2].e == out[n-1].s-1 {
				p.kind = kSurname
			}
		}
		out = append(out, p)
	}
	return d.withoutGivenNamesAnd(policeTitles(text, out))
}

// eponymPair reports whether the word text[s:e] is, or is one half of, the names of two people
// that name a method, a test or a law together (eponymPairs), written with a hyphen or an en
// dash: "Kaplan–Meier", "Bray-Curtis". Couples and families are joined so too
// ("Grant–Castellanos", "the Kowalczyk–Brennan family"): those are names.
func eponymPair(text []byte, s, e int) bool {
	const dash = "–"
	hyphen := bytes.IndexByte(text[s:e], '-') >= 0
	if !hyphen && !bytes.HasPrefix(text[e:], []byte(dash)) && !bytes.HasSuffix(text[:s], []byte(dash)) {
		return false // the common case, without a copy of the word
	}
	w := strings.ToLower(string(text[s:e]))
	if hyphen {
		return eponymPairs[w]
	}
	if rest, ok := bytes.CutPrefix(text[e:], []byte(dash)); ok {
		if n, _ := wordAt(rest, 0); n != "" && eponymPairs[w+"-"+strings.ToLower(n)] {
			return true
		}
	}
	if before, ok := bytes.CutSuffix(text[:s], []byte(dash)); ok {
		k := bytes.LastIndexFunc(before, func(r rune) bool { return !isNameLetter(r) }) + 1
		return eponymPairs[strings.ToLower(string(before[k:]))+"-"+w]
	}
	return false
}

// eponymPairs are pairs of names that name a statistical method, a test, an equation or a
// law, joined by a hyphen.
var eponymPairs = setOf(`kaplan-meier|bray-curtis|mann-whitney|kruskal-wallis|shapiro-wilk|kolmogorov-smirnov|
	benjamini-hochberg|bland-altman|box-cox|dickey-fuller|newey-west|hardy-weinberg|michaelis-menten|
	lotka-volterra|navier-stokes|levenberg-marquardt|cochran-armitage|mantel-haenszel|hosmer-lemeshow|
	breusch-pagan|durbin-watson|jarque-bera|fine-gray|cox-snell|nelson-aalen|wald-wolfowitz|
	kuder-richardson|spearman-brown|tukey-kramer|games-howell|brown-forsythe|welch-satterthwaite|
	henderson-hasselbalch|lineweaver-burk|stefan-boltzmann|debye-hückel|diels-alder|friedel-crafts|
	hartree-fock|born-oppenheimer|runge-kutta|newton-raphson|gauss-seidel|cauchy-schwarz|
	black-scholes|heckscher-ohlin|cobb-douglas|phillips-perron|holt-winters|fruchterman-reingold|
	smith-waterman|needleman-wunsch|lempel-ziv|reed-solomon|diffie-hellman|ziegler-natta|
	creutzfeldt-jakob|guillain-barré|wolff-parkinson-white|osgood-schlatter|legg-calvé-perthes`, "|")

// withoutGivenNamesAnd drops the joiner "e" that parts took for a surname's particle where it
// stands between two given names and the second ends the run: Portuguese and Italian "and"
// ("Olá Rafael e Juliana"), as "y" and "und" are no parts; not the particle of a surname
// ("João Sousa e Silva"). parts reads the word after a joiner only once it has passed it.
func (d *personDetector) withoutGivenNamesAnd(parts []part) []part {
	for i := 1; i+1 < len(parts); i++ {
		if p := parts[i]; p.kind == kParticle && p.low == "e" && parts[i-1].kind == kGiven && parts[i+1].kind == kGiven &&
			!d.db.IsSurname(parts[i+1].low) && (i+2 == len(parts) || !adjacent(d.text, parts[i+1], parts[i+2])) {
			parts = slices.Delete(parts, i, i+1)
		}
	}
	return parts
}

// saintTail reports whether a saint's name runs on to s: "Santa Teresa de " or "San Juan de
// la " right before it, as churches, schools and centres are named.
func (d *personDetector) saintTail(s int) bool {
	before := d.lowerOf(max(s-48, 0), s)
	for _, link := range []string{" de la ", " de los ", " del ", " de "} {
		if rest, ok := strings.CutSuffix(before, link); ok {
			words := strings.Fields(rest)
			return len(words) >= 2 && saintWords[words[len(words)-2]]
		}
	}
	return false
}

var saintWords = setOf(`santa|san|santo|são|sao|saint|sainte|st.|sankt`, "|")

// saintCompound reports whether low is a saint's name joined by a hyphen ("saint-aubin",
// "sainte-marie"), as French places are named and the families named after them.
func saintCompound(low string) bool {
	return strings.HasPrefix(low, "saint-") || strings.HasPrefix(low, "sainte-")
}

// policeTitles marks as titles the police ranks abbreviated in capitals right before a listed
// name ("PC Owens", "PK Wolf", "POK Schulz"); not before another word ("PC Linux", "DS Lite").
func policeTitles(text []byte, parts []part) []part {
	for i := 0; i+1 < len(parts); i++ {
		p, next := parts[i], parts[i+1]
		if p.upper && p.dotE == p.e && policeRanks[p.low] && p.e+1 == next.s && text[p.e] == ' ' &&
			(next.kind == kSurname || givenKind(next.kind)) && !next.upper {
			parts[i].title = true
		}
	}
	return parts
}

// placeLinks join the parts of French places' names besides the particles: "Châlons-en-Champagne",
// "Boulogne-sur-Mer", "Saint-Germain-des-Prés".
var placeLinks = setOf(`sur|sous|en|lès|les|aux|au`, "|")

// elidedParticle reports whether w is a French or Italian particle elided before a capitalised
// surname: "d'Aubigné", "d’Estaing", "dell'Acqua" (one word, judged by the surname). Before a
// given name it is the preposition: "fils d’Anita De La Cruz".
func (d *personDetector) elidedParticle(w []byte) bool {
	rest, given := d.afterElision(w)
	return rest != nil && !given && w[0] == 'd'
}

// pseudoWord reports whether w is a pseudo word of any length (names.PseudoDigits), as the
// codec writes a word on none of its classes; names.IsPseudo asks for two syllables or more.
func pseudoWord(w []byte) bool {
	_, ok := names.PseudoDigits(string(w))
	return ok
}

// afterElision returns what follows the elided French or Italian "d'" or "dell'", or the French
// "qu'" ("parce qu'Inès", "lorsqu'Anne"), that w starts with, when it is capitalised, and
// whether it is a listed given name; nil if w starts otherwise.
func (d *personDetector) afterElision(w []byte) (rest []byte, given bool) {
	if len(w) < 3 || strings.IndexByte("dqlpj", w[0]) < 0 {
		return nil, false
	}
	for _, p := range []string{"d'", "d’", "dell'", "dell’", "qu'", "qu’", "lorsqu'", "lorsqu’", "puisqu'", "puisqu’", "jusqu'", "jusqu’"} {
		if rest, ok := bytes.CutPrefix(w, []byte(p)); ok && len(rest) > 0 {
			if r, _ := utf8.DecodeRune(rest); !unicode.IsUpper(r) {
				return nil, false
			}
			_, given := d.db.Given(strings.ToLower(string(rest)))
			return rest, given
		}
	}
	return nil, false
}

// proxyBefore reports whether German "i." (im Auftrag, in Vertretung) ends right before s,
// with or without a space.
func proxyBefore(text []byte, s int) bool {
	t := bytes.TrimRight(text[:s], " ")
	return len(t) >= 2 && t[len(t)-1] == '.' && t[len(t)-2] == 'i' && (len(t) == 2 || !isNameLetterByte(t[len(t)-3]))
}

// particles counts the particles of run that a longer name may hold ("María José Fernández de
// la Cruz"): not German "von" and the article after it, mostly "from (the)" before a noun
// ("Ralf Elmer von der Landesbank Baden-Württemberg").
func particles(run []part) (n int) {
	for i, p := range run {
		if p.kind == kParticle && p.low != "von" && (i == 0 || run[i-1].low != "von") {
			n++
		}
	}
	return n
}

// maxParticleLen is the length of the longest name particle (della).
const maxParticleLen = 5

// contraction reports whether an apostrophe and a lower-case ending other than a possessive s
// follow position e: "Don't", "We'll", "Shouldn’t".
func contraction(text []byte, e int) bool {
	if e >= len(text) {
		return false
	}
	r, n := utf8.DecodeRune(text[e:])
	if r != '\'' && r != '’' {
		return false
	}
	w, we := wordAt(text, e+n)
	if w == "" || !unicode.IsLower([]rune(w)[0]) {
		return false
	}
	return !(w == "s" && (we == len(text) || !isNameLetterByte(text[we])))
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isNameLetter(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) }

// slashPair reports whether the word at text[s:e] is one of two capitalised words that one
// slash joins, alone between spaces or punctuation: the names of a couple or of two parties
// ("Byrne/Nakamura", "Smith/Jones"), not a path ("/Users/Anna", "src/Main").
func slashPair(text []byte, s, e int) bool {
	var ls, le int // the word on the slash's other side
	switch {
	case s > 0 && text[s-1] == '/':
		le = s - 1
		ls = le
		for ls > 0 && isASCIILetter(text[ls-1]) {
			ls--
		}
	case e < len(text) && text[e] == '/':
		ls = e + 1
		le = ls
		for le < len(text) && isASCIILetter(text[le]) {
			le++
		}
	default:
		return false
	}
	lo, hi := min(s, ls), max(e, le)
	capital := func(a, b int) bool {
		return b-a >= 2 && text[a] >= 'A' && text[a] <= 'Z' && text[a+1] >= 'a' && text[a+1] <= 'z'
	}
	free := func(i int) bool { return i < 0 || i >= len(text) || strings.IndexByte(" \t\n(,;:\"'", text[i]) >= 0 }
	return capital(s, e) && capital(ls, le) && free(lo-1) && free(hi) && !(hi < len(text) && text[hi] == '/')
}

// codeLike reports whether the word at text[s:e] is part of an identifier, a path, an e-mail
// address or a number: getUserName, user_name, Foo.bar(), /home/Anna, anna@x.
func codeLike(text []byte, s, e int) bool {
	if gluedInitial(text, s, e) {
		return false // K.H. Christoph, Z.M. Necatigil
	}
	if slashPair(text, s, e) {
		return false // "Byrne/Nakamura": two names, not a path
	}
	if s > 0 {
		switch c := text[s-1]; {
		case c == '_' || c == '/' || c == '@' || c == '#' || c == '$' || c == '\\' || c >= '0' && c <= '9':
			return true
		case c == '.' && s > 1 && isAlnum(text[s-2]):
			return true
		case c == '-' && s > 1 && isDigit(text[s-2]):
			return true // "Der 45-Jährige", "3-Zimmer-Wohnung"
		}
	}
	if e < len(text) {
		switch c := text[e]; {
		case c == '@' && lotusDomain(text[e+1:]), c == '/' && lotusPath(text[e+1:]):
			// "Tushar Dhruv@ENRON", "Rudwell Johnson/ENRON@enronXgate": a Lotus Notes
			// address, the name before its units and a domain without a dot, not an e-mail
			// address or a path.
		case c == '_' || c == '(' || c == '@' || c == '/' || c >= '0' && c <= '9':
			return true
		case c == '.' && e+1 < len(text) && isAlnum(text[e+1]):
			return true
		case c == '-' && e+1 < len(text) && isDigit(text[e+1]):
			return true // "Jan-15-2024", "Anna-2": a date or an id
		}
	}
	// camelCase or lower-then-upper inside the word: UserName, iPhone; pandas' NaN and NaT.
	w := text[s:e]
	if string(w) == "NaN" || string(w) == "NaT" {
		return true
	}
	prevLower := false
	for _, r := range string(w) {
		if unicode.IsUpper(r) && prevLower {
			return !mcName(string(w))
		}
		prevLower = unicode.IsLower(r)
	}
	return false
}

// lowerRunLen returns how many lower-case letters b starts with.
func lowerRunLen(b []byte) int {
	n := 0
	for _, r := range string(b) {
		if !unicode.IsLower(r) {
			break
		}
		n++
	}
	return n
}

// mcName accepts the inner capitals of names: McDonald, DeShawn, O'Brien, Jean-Luc, and the
// codec's ciphertext of such names (pseudo syllables per case segment).
func mcName(w string) bool {
	return names.InnerCapsOK(w) || strings.ContainsAny(w, "-'’") || names.IsPseudoCompound(w)
}

// classify sets p's class: its word's (classifyRemembered), or a stop word where an amount the
// patterns found starts (amountAt).
func (d *personDetector) classify(p *part) {
	d.classifyRemembered(p)
	if d.amountAt(p.s) {
		p.kind = kStop // by its place, not by the word: not remembered with it
	}
}

// classifyRemembered sets p's class from its word (classifyWord), remembered per word.
func (d *personDetector) classifyRemembered(p *part) {
	// A word's class depends on the word alone (but for a one-letter initial, on its dot, and
	// for a month that is a given name elsewhere, on its line's language: foreignMonth):
	// remember it, since the same capitalised words come back ("The", "Please", names).
	if utf8.RuneCountInString(p.text) > 1 {
		if c, ok := d.classes[p.text]; ok {
			p.low, p.upper, p.title, p.kind, p.nounish = c.low, c.upper, c.title, c.kind, c.nounish
			return
		}
		defer func() {
			if names.IsMonthOrDay(p.low) {
				return
			}
			if d.classes == nil {
				d.classes = map[string]classified{}
			}
			d.classes[p.text] = classified{p.low, p.upper, p.title, p.kind, p.nounish}
		}()
	}
	d.classifyWord(p)
}

// pluralTitle reports whether p is a title of several people: French "MM. Gheusi et Isola",
// "Mmes Thune, Westerberg" (not "6 mm"), English "Messrs", German "RAe" (Rechtsanwälte).
func pluralTitle(p part) bool {
	return p.text == "MM" && p.dotE > p.e || p.text == "Mmes" || p.text == "Messrs" || p.text == "RAe"
}

// coordinated reports whether gap, the text between two names, lists them: a comma, "et",
// "and", "und", "y" or "&".
func coordinated(gap []byte) bool {
	switch string(gap) {
	case ", ", " et ", " and ", " und ", " y ", " & ", ", et ", ", and ":
		return true
	}
	return false
}

// classified is what classify found for a word.
type classified struct {
	low     string
	upper   bool
	title   bool
	kind    partKind
	nounish bool
}

func (d *personDetector) classifyWord(p *part) {
	w := p.text
	low := strings.ToLower(w)
	p.low = low
	p.upper = names.CaseOf(w) == names.Upper
	if utf8.RuneCountInString(w) == 1 {
		p.kind = kInitial
		if w == "Ó" && p.dotE == p.e {
			p.kind = kParticle // Irish "Ó Briain", "Darragh Ó Conaill": the codec keeps it as written
		}
		p.title = w == "M" && p.dotE > p.e // M. Dupont: Monsieur
		return
	}
	if (titleWord(low) || p.dotE > p.e && dottedTitles[low] || d.judgeTitle(*p)) && !(p.upper && low == "hr") {
		p.title = true // not "HR": human resources ("Gwen Takara, HR Benefits"); German writes "Hr."
	}
	if pluralTitle(*p) || w == "RAin" {
		// German Rechtsanwältin abbreviated: "RAin Friederike Lorenzen".
		p.title = true
	}
	if names.IsFunctionWord(low) && !(monthSurnames[low] && d.afterHonorific(p.s)) ||
		names.IsMonthOrDay(low) && !d.foreignMonth(low, p.s) && !d.afterHonorific(p.s) && !d.monthGivenName(low, p.s, p.e) ||
		stopWords[low] || places[low] && !d.afterHonorific(p.s) ||
		medicalDepartment(low) || d.countryWord(w, low, p.e) {
		p.kind = kStop
		return
	}
	// A compound is judged by its parts: Jean-Luc is a given name, Smith-Jones a surname.
	// (The lookups are case-insensitive: they get the lower case, made once.)
	parts, lows := []string{w}, []string{low}
	if strings.ContainsAny(w, "-'’") {
		parts = strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '\'' || r == '’' })
		lows = make([]string, len(parts))
		for i, x := range parts {
			lows[i] = strings.ToLower(x)
		}
	}
	kind := kUnknown
	for i, x := range parts {
		k := d.wordKind(x, lows[i])
		if k == kGiven && kind != kGiven {
			kind = kGiven
		} else if kind == kUnknown || kind == kGivenCom {
			if k != kUnknown && k != kInitial {
				kind = k
			}
		}
	}
	if orgWords[low] || endsLike(low, streetSuffixes, 3) {
		kind = kStop // Inc, GmbH, Street, Hospital end a run; "Rotebühlstraße 88" is a street
	}
	for _, x := range lows {
		if len(lows) > 1 && (stopWords[x] || orgWords[x]) {
			kind = kStop // Empfänger-IBAN, SEPA-Überweisung: a compound with a field word
		}
	}
	if (kind == kUnknown || kind == kOther && len(parts) == 1) && nounLike(low) && !pinyinName(low) &&
		!(strings.HasSuffix(low, "ing") && rareWord(low)) {
		// Marketing, Rechnung, Deutsche, Politique: words, not names; but an -ing word that
		// general text rarely uses may be a name (Skilling, Lessing), and so may a double
		// surname with a name word in it (Engel-Hartung).
		kind = kStop
		p.nounish = true
	}
	if p.upper && kind == kUnknown {
		kind = kStop // an unlisted ALL CAPS word is an acronym more often than a name
	}
	if !p.upper && (hyphenRole(low) || roleNoun(low) && (kind == kUnknown || kind == kOther || kind == kStop || kind == kPseudo ||
		len(parts) > 1 && d.wordKind(parts[len(parts)-1], lows[len(lows)-1]) == kUnknown)) {
		// "Ministerpräsident Ehud Olmert", "UN-Generalsekretär Ban": a German role before a
		// name is a title. (Not a word of the name lists, which an encrypted name could be.)
		p.title = true
	}
	p.kind = kind
}

// amountAt reports whether an amount the patterns found starts at text[s:] with a letter
// ("John Smith Seven Thousand Dollars", "Juan Pérez García Cinco Mil Pesos", "Mr Zhou INR
// 3.4"): its first word ends a name, as a stop word does.
func (d *personDetector) amountAt(s int) bool {
	if d.scratch == nil {
		return false
	}
	_, found := slices.BinarySearchFunc(d.scratch.amounts, s, func(x [2]int, t int) int { return x[0] - t })
	return found
}

// wordKind classifies the word w, given also in lower case.
func (d *personDetector) wordKind(w, low string) partKind {
	if utf8.RuneCountInString(w) == 1 {
		return kInitial
	}
	// The model's tagger looks the word up (and remembers it for the model).
	lw := d.tagger().Lookup(low)
	switch {
	case lw.Given && lw.Common:
		return kGivenCom
	case lw.Given:
		return kGiven
	case lw.Surname && !lw.Common:
		return kSurname
	case lw.Other && !lw.Common:
		return kOther
	case lw.Pseudo:
		return kPseudo
	}
	return kUnknown
}

// runEnd returns the end (exclusive) of the run of name-like parts starting at parts[i].
func (d *personDetector) runEnd(parts []part, i int) int {
	if parts[i].kind == kStop && !parts[i].title {
		return i + 1
	}
	j := i + 1
	for j < len(parts) && j-i-particles(parts[i:j]) < 6 {
		prev, cur := parts[j-1], parts[j]
		if cur.kind == kStop && !cur.title && !d.surnameStop(prev, cur) && !(j-i >= 2 && surnameAfterInitial(parts[j-2], prev, cur)) {
			break
		}
		if prev.title && !adjacent(d.text, prev, cur) {
			break
		}
		if !prev.title && !adjacent(d.text, prev, cur) {
			break
		}
		if cur.title && !prev.title {
			break
		}
		j++
	}
	return j
}

// surnameStop reports whether cur, a stop word, is a surname right after a listed given name:
// a word that is a stop word only for its ending ("Hermann Göring"), or a month that is also a
// surname ("Theresa May") and no date: no number follows it. The codec encrypts it as a
// pseudo name, which givenFirstName takes after the given name too.
func (d *personDetector) surnameStop(prev, cur part) bool {
	if prev.kind != kGiven || !adjacent(d.text, prev, cur) {
		return false
	}
	if cur.nounish && !cur.upper {
		// Not the word before a firm's or an institution's ("Jet Propulsion Laboratory").
		if cur.e < len(d.text) && d.text[cur.e] == ' ' {
			w, _ := d.wordAt(cur.e + 1)
			return !orgWords[strings.ToLower(w)]
		}
		return true
	}
	if !monthSurnames[cur.low] {
		return false
	}
	rest := bytes.TrimLeft(d.text[cur.e:], " ,")
	return len(rest) == 0 || rest[0] < '0' || rest[0] > '9'
}

// surnameAfterInitial reports whether cur, a word of the stop list ("Case", "Notice"), follows
// a listed given name and a middle initial with its dot: then it is the surname ("Clarence E.
// Case"); or whether cur, a compound of place names, follows a title and an initial: a
// double-barrelled surname ("Mr A. Lyon-Caen").
func surnameAfterInitial(first, initial, cur part) bool {
	if initial.kind != kInitial || initial.dotE == initial.e || cur.upper {
		return false
	}
	if first.title && strings.Contains(cur.low, "-") {
		return !orgWords[cur.low] && !stopWords[cur.low]
	}
	return first.kind == kGiven && stopWords[cur.low] && !names.IsFunctionWord(cur.low) && !names.IsMonthOrDay(cur.low) && !places[cur.low] && !orgWords[cur.low]
}

var monthSurnames = setOf(`may|june|april|august`, "|")

// rulerTitles are the titles of monarchs and prelates, which the conventions leave out of a
// name as they do "Mr" ("König Johann VI.", "Pope Francis"); not the surnames King, Kaiser,
// Herzog or Graf. (Titles of the name lists, internal/names, are the learned model's feature
// too; these are the detector's only.)
var rulerTitles = setOf(`queen|princess|emperor|empress|pope|cardinal|archbishop|könig|königin|kaiserin|prinz|
	prinzessin|papst|kardinal|erzbischof|zar|zarin|roi|reine|pape`, "|")

// lotusDomain reports whether rest starts with the domain of a Lotus Notes address: upper-case
// letters and underscores (ENRON, ENRON_DEVELOPMENT, ECT), then the end of the word.
func lotusDomain(rest []byte) bool {
	n := 0
	for n < len(rest) && (rest[n] >= 'A' && rest[n] <= 'Z' || rest[n] == '_') {
		n++
	}
	return n >= 2 && domainEnds(rest, n)
}

// domainEnds reports whether the domain of a Lotus Notes address, rest[:n], ends the word:
// no letter, digit, dot or "@" follows (not the start of an e-mail address's domain).
func domainEnds(rest []byte, n int) bool {
	return n == len(rest) || !isAlnum(rest[n]) && rest[n] != '.' && rest[n] != '@'
}

// lotusPath reports whether rest, what follows the slash after a name, is the rest of a Lotus
// Notes address: capitalised units joined by slashes, then "@" and a domain without a dot
// ("HOU/ECT@ECT", "ENRON@enronXgate", "NA/Enron@Enron").
func lotusPath(rest []byte) bool {
	i := 0
	for {
		if i >= len(rest) || rest[i] < 'A' || rest[i] > 'Z' {
			return false
		}
		n := unitLen(rest[i:])
		if n < 2 {
			return false
		}
		if i += n; i < len(rest) && rest[i] == '/' {
			i++
			continue
		}
		break
	}
	if i >= len(rest) || rest[i] != '@' {
		return false
	}
	i++
	n := unitLen(rest[i:])
	return n >= 2 && domainEnds(rest[i:], n)
}

// unitLen returns how many letters, digits and underscores b starts with: a Lotus Notes
// address's unit or domain.
func unitLen(b []byte) int {
	n := 0
	for n < len(b) && (isAlnum(b[n]) || b[n] == '_') {
		n++
	}
	return n
}

// gluedInitial reports whether text[s:e] is one capital letter of initials written together
// with a dot after each ("K.H.", "Z.M.", "C.-H."): not a path or a member access.
func gluedInitial(text []byte, s, e int) bool {
	if e != s+1 || e >= len(text) || text[e] != '.' || text[s] < 'A' || text[s] > 'Z' {
		return false
	}
	capDot := func(i int) bool { return i+1 < len(text) && text[i] >= 'A' && text[i] <= 'Z' && text[i+1] == '.' }
	after := e + 1
	if after < len(text) && text[after] == '-' {
		after++
	}
	before := s - 1
	if before > 0 && text[before] == '-' {
		before--
	}
	return capDot(after) || before >= 1 && text[before] == '.' && capDot(before-1)
}

// adjacent reports whether b follows a with one space between (after an optional dot of an
// initial or title), or whether both are initials written together ("Z.M.", "C.-H.").
func adjacent(text []byte, a, b part) bool {
	gap := text[a.e:b.s]
	if a.kind == kInitial && b.kind == kInitial && (string(gap) == "." || string(gap) == ".-") {
		return true
	}
	if a.kind == kInitial || a.title && !roleNoun(a.low) { // a dot after a role ends a sentence
		gap = bytes.TrimPrefix(gap, []byte("."))
	}
	return len(gap) == 1 && gap[0] == ' '
}

// judge decides whether run is a name and returns its span and the rule that took it (none:
// not a name): the first of personRules that matches, after the checks that hold for all.
func (d *personDetector) judge(run []part, titled bool) (int, int, rule) {
	// Initials written together end no name: they stand before the surname (K.H. Christoph);
	// at the end they are an abbreviation ("See U.S.A."); but after a title, initials alone
	// are the name ("Mr J.S.").
	onlyInitials := !slices.ContainsFunc(run, func(p part) bool { return p.kind != kInitial })
	for len(run) > 1 && !(titled && onlyInitials) && run[len(run)-1].kind == kInitial && gluedInitial(d.text, run[len(run)-1].s, run[len(run)-1].e) {
		run = run[:len(run)-1]
	}
	if len(run) >= 3 && roleHead(run[0], run[1]) {
		run = run[1:] // "Kuratorin Johanna Feldhaus": a role before a full name
	}
	if len(run) >= 4 && d.nounVon(run[0], run[1], run[2]) {
		run = run[2:]
	}
	if len(run) == 0 || len(run)-particles(run) > 4 || spanishAl(run) || d.monthsRun(run, run[len(run)-1].e) {
		return 0, 0, none
	}
	first, last := run[0], run[len(run)-1]
	s, e := first.s, last.e
	if last.kind == kInitial {
		// One initial is a name only after a title, with its dot: a party the text names by
		// an initial ("Mme G. a témoigné", "Mr K., the applicant").
		if len(run) == 1 && !(titled && last.dotE > last.e) {
			return 0, 0, none
		}
		e = last.dotE
	}
	numeral := false // a regnal numeral after the name: "Ludwig XIV."
	if len(run) > 1 && nameSuffix(last.text) {
		numeral = romanNumeral(last.text)
		if e = last.dotE; numeral && !d.ordinalDot(last.e) {
			e = last.e // "Louis XVI.": the dot ends the sentence
		}
		run = run[:len(run)-1]
	}
	// A suffix after the run: "John Smith Jr.", "John Smith III".
	if e < len(d.text) && d.text[e] == ' ' {
		if w, we := d.wordAt(e + 1); w != "" && nameSuffix(w) {
			e, numeral = we, romanNumeral(w)
			if e < len(d.text) && d.text[e] == '.' && (!numeral || d.ordinalDot(e)) {
				e++
			}
		}
	}
	// The last word may be a stop word that is a surname after an initial; the title of a
	// titled run is not in it, so a stand-in takes its place.
	surnameLast := func(i int, p part) bool {
		return i == len(run)-1 && (i >= 2 && surnameAfterInitial(run[i-2], run[i-1], p) ||
			i == 1 && titled && surnameAfterInitial(part{title: true}, run[0], p))
	}
	for i, p := range run {
		if p.kind == kStop && !(i > 0 && d.surnameStop(run[i-1], p)) && !surnameLast(i, p) && !d.titledStopSurname(run, titled) || p.title {
			return 0, 0, none
		}
	}
	if len(run) == 1 && !titled && (loneNouns[first.low] || d.withArticle(first.low)) {
		return 0, 0, none
	}
	if len(run) == 1 && d.nounAlone(first) {
		return 0, 0, none
	}
	if d.companyOrPlace(run, e) || !titled && (d.afterNumber(s) || d.quotedThing(s, e)) || len(run) > 1 && clubHeads[run[0].low] ||
		len(run) == 1 && !titled && first.kind != kGiven && d.firmElsewhere(d.textParts, first.text) {
		return 0, 0, none // "Real Betis", "Racing Santander": a sports club
	}
	if !titled && d.thingArticle(s) && !(len(run) == 1 && d.householdAfter(e)) && !d.eventAfter(e) {
		// "the John Lewis on Oxford Street", "a Billy bookcase", "en el Benito Villamarín",
		// "the Herald's format": a thing named after someone. People follow an article rarely
		// without a title.
		return 0, 0, none
	}
	c := nameRun{d: d, run: run, s: s, e: e, titled: titled, numeral: numeral}
	for _, r := range personRules {
		if r.id != d.skip && r.match(&c) {
			return s, e, r.id
		}
	}
	return 0, 0, none
}

// titledStopSurname reports whether run, after a courtesy title, is one stop word that is a
// listed surname, capitalised, before a possessive, a punctuation mark or a verb: "Dr. Le's
// office", "Mr. Le said" (a Vietnamese surname); not "Mr. Le Van Minh", whose run goes on,
// nor "Family Law" or "M. Le bourdellès".
func (d *personDetector) titledStopSurname(run []part, titled bool) bool {
	p := run[0]
	if !titled || len(run) != 1 || p.upper || !courtesyTitles[strings.TrimSuffix(d.wordBefore(p.s), ".")] ||
		!d.tagger().Lookup(p.low).Surname {
		return false
	}
	rest := d.text[p.e:]
	if len(rest) == 0 || bytes.HasPrefix(rest, []byte("'s ")) || bytes.HasPrefix(rest, []byte("’s ")) ||
		strings.IndexByte(".,;:!?)", rest[0]) >= 0 {
		return true
	}
	w, _ := d.wordAt(p.e + 1)
	return rest[0] == ' ' && englishVerbs[w]
}

// courtesyTitles are the titles of address before a surname alone.
var courtesyTitles = setOf(`mr|mrs|ms|mx|dr|prof|mme|herr|frau|hr`, "|")

// nameRun is a run of name parts that the rules judge, with its span.
type nameRun struct {
	d       *personDetector
	run     []part
	s, e    int
	titled  bool
	numeral bool    // a Roman numeral followed the run, inside the span ("Philipp II.")
	cue     cueKind // the context of text[s:e], once known
	cued    bool
}

func (c *nameRun) first() part { return c.run[0] }

func (c *nameRun) last() part { return c.run[len(c.run)-1] }

// context returns the cue of the run's context (see cue), computed once.
func (c *nameRun) context() cueKind {
	if !c.cued {
		c.cue, c.cued = c.d.cue(c.s, c.e), true
	}
	return c.cue
}

// signed reports whether the run is a signature: alone on its line after a closing line.
func (c *nameRun) signed() bool {
	lineStart, lineEnd := c.d.contextBounds(c.s, c.e)
	return c.d.signature(lineStart, c.d.lowerOf(lineStart, c.s), c.d.lowerOf(c.e, lineEnd))
}

// pair reports whether the run is two or more words, untitled, that do not start with an
// initial and are in one case (not "ANNA Schmidt").
func (c *nameRun) pair() bool {
	if c.titled || len(c.run) < 2 || c.first().kind == kInitial {
		return false
	}
	f := c.first()
	// "LIU Yang", "DUPONT Jean": a surname in capitals before the given name, as forms and
	// international documents write it.
	return f.upper == c.last().upper || f.upper && len(c.run) == 2 && (f.kind == kSurname || chineseSurnames[f.low])
}

// one reports whether the run is one untitled word.
func (c *nameRun) one() bool { return !c.titled && len(c.run) == 1 }

// listed reports whether k is a given name, surname or pseudo name: the kinds the codec keeps.
func listed(k partKind) bool { return k == kGiven || k == kSurname || k == kPseudo }

// givenKind reports whether k is a listed given name, a word of general text or not.
func givenKind(k partKind) bool { return k == kGiven || k == kGivenCom }

// personRules are the rules that take a run of capitalised words for a name, in order; the
// first that matches names the span. Each is measured on real text by TestPersonRules. (A rule
// that took an unlisted word before a surname inside a sentence, "Parveen Akhtar", was dropped:
// on the model's training text 9% of what it added was right, and without it the held-out F1
// of every file went up; the model finds such names.)
var personRules = [...]struct {
	id    rule
	match func(*nameRun) bool
}{
	{ruleTitled, titledName},
	{ruleInitials, initialsName},
	{ruleGivenFirst, givenFirstName},
	{ruleSurnameFirst, surnameFirstName},
	{ruleCued, cuedPair},
	{ruleField, fieldValue},
	{ruleCueName, cueNameWord},
	{ruleCueStrong, cueStrongWord},
	{ruleCueWeak, cueWeakWord},
	{ruleCueWeak, addressedWord},
	{ruleSubject, subjectPair},
	{ruleGivenAlone, givenAlone},
	{ruleWordGivenAlone, wordGivenAlone},
	{rulePseudoAlone, pseudoAlone},
	{ruleSubject, subjectName},
	{ruleSubject, questionSubject},
	{ruleGenitive, genitiveName},
	{ruleFamous, famousAlone},
}

// titledName: a title before the run ("Mr. Soze", "Frau Schneider", "Mme Dubois").
func titledName(c *nameRun) bool { return c.titled }

// initialsName: initials then a listed name ("J. Smith", "J. R. R. Tolkien"), or a word that
// general text rarely uses ("S. Tendulkar", not "A. Introduction"), after initials with their
// dots or two without ("V K Choudhry", as Indian names are written); such a word is encrypted
// as a pseudo name, which is listed.
func initialsName(c *nameRun) bool {
	if c.titled || len(c.run) < 2 || c.first().kind != kInitial {
		return false
	}
	last := c.last()
	if listed(last.kind) {
		return true
	}
	initials := c.run[:len(c.run)-1]
	for _, p := range initials {
		if p.kind != kInitial || p.dotE == p.e && len(initials) < 2 {
			return false // "M Venizelos": without its dot, Monsieur; but "V K Choudhry"
		}
	}
	// A word of the list of other name words after dotted initials ("P. Simmons"; not a
	// frequent word: "D. Child support", nor after the "Q&" of "Q&A. Poster session"), or
	// one general text rarely uses.
	glued := c.s > 0 && (c.d.text[c.s-1] == '&' || isNameLetterByte(c.d.text[c.s-1]))
	return last.kind == kOther && !last.upper && !frequentWord(last.low) && !glued || rareUnlisted(last)
}

// roleBefore reports whether the word before s is neither a title nor a particle: a word for
// a role ("Klägerin"), not "Herr", "Dr." or the "von" of "Herr von Altenstein".
func (d *personDetector) roleBefore(s int) bool {
	w := strings.TrimSuffix(d.wordBefore(s), ".")
	return !names.IsTitle(w) && !names.IsParticle(w)
}

// drugName reports whether low, a lower-case word on no list of names, ends like the name of
// a drug (its international nonproprietary name's stem): "apixaban", "ramipril", "atorvastatin".
func drugName(low string) bool { return endsLike(low, drugStems, 3) }

var drugStems = []string{"aban", "pril", "sartan", "olol", "statin", "prazole", "mab", "cillin", "mycin",
	"floxacin", "tidine", "dipine", "gliptin", "gliflozin", "parin", "azepam", "oxetine", "triptan", "vir"}

// commonWord reports whether a lower-case word is among the 20,000 most frequent words of
// general English, German or French text.
func commonWord(low string) bool {
	b := names.WordBand(low)
	return b != names.BandNone && b != names.BandTop50k
}

// commonHead reports whether p, before the given name next, is a word of general text that
// is on no list of given names.
func commonHead(p, next part) bool {
	return (p.kind == kUnknown || p.kind == kOther || p.kind == kSurname) && !p.upper && commonWord(p.low) && next.kind == kGiven
}

// roleHead reports whether p, before the given name next (and a surname after it), is a word
// for a role: on no list of given names, with the ending of a noun for a person ("Kuratorin",
// "Richter", "Spinner", "Präsident", "Journalist"). A pseudo name counts as the given name it
// encrypts ("Ortsbrandmeister Penodobezaguci Lovolofefo"), but not after a listed surname: a
// surname of the codec's classes before a pseudo name is as often the image of a Chinese
// surname ("Benner Pehiri Fejekadu" of "Tan Wei Ming").
func roleHead(p, next part) bool {
	if p.kind != kUnknown && p.kind != kOther && p.kind != kSurname && p.kind != kPseudo || p.upper ||
		next.kind != kGiven && next.kind != kGivenCom && (next.kind != kPseudo || p.kind == kSurname) {
		return false
	}
	return endsLike(p.low, roleHeadSuffixes, 3)
}

var roleHeadSuffixes = []string{"in", "er", "or", "ist", "ent", "eur", "euse", "ant"}

// afterLowerWord reports whether a word in lower case comes right before position s (a space
// between): s is inside a sentence.
func (d *personDetector) afterLowerWord(s int) bool {
	if s < 2 || d.text[s-1] != ' ' {
		return false
	}
	lo := max(s-1-64, 0) // a word is read back at most 64 bytes: cost stays linear
	start := lo + bytes.LastIndexByte(d.text[lo:s-1], ' ') + 1
	return lowerStart(d.text[start : s-1])
}

// givenAfter reports whether run, after any particles, starts with a listed given name.
func givenAfter(run []part) bool {
	for _, p := range run {
		if p.kind != kParticle {
			return p.kind == kGiven
		}
	}
	return false
}

// rareWord reports whether general text rarely uses a lower-case word: it is not among the
// 20,000 most frequent words of English, German or French.
func rareWord(low string) bool { return !commonWord(low) }

// givenFirstName: a listed given name or a pseudo name, then any name words ("Kaiser Soze",
// "Maria Gonzalez"); or a given name that is also a word, then a listed name or a word
// general text never uses ("Grace Kelly", "Mark Philippoussis", not "General Directorate");
// or any word before an Icelandic patronymic, which no other word ends like ("Sigrún
// Jónsdóttir": the lists have few Icelandic given names); or a listed name alone with a
// regnal numeral ("Philipp II.", "Ludwig XIV.").
func givenFirstName(c *nameRun) bool {
	if c.numeral && c.one() {
		// Any listed word, not only a given name: what the codec makes of one is taken too.
		return listed(c.first().kind) || c.first().kind == kGivenCom
	}
	if !c.pair() {
		return false
	}
	fk, last := c.first().kind, c.last()
	if (fk == kGiven || fk == kPseudo) && (last.kind == kUnknown || last.kind == kOther) && !last.upper &&
		(frequentWord(last.low) || last.kind == kUnknown && len(last.low) >= 6 && commonWord(last.low) && fk == kGiven &&
			frequentWord(c.first().low) && !c.d.classWord(c.first().text)) &&
		(len(c.run) > 2 || c.d.english(c.s)) {
		// "Verizon Tier", "Trent End", "Fire Safety": a thing's head noun ends the run; so
		// does a word of general text on no list after a given name that is one of its
		// frequent words and none of the codec's classes ("Loan Estimate"; not "Jessica
		// Nakamura"), if it is longer than the syllables of Korean names ("Sang Chul").
		return false
	}
	return fk == kGiven || fk == kPseudo ||
		fk == kGivenCom && (listed(last.kind) || rareUnlisted(last) && names.WordBand(last.low) == names.BandNone ||
			last.kind == kOther && !last.upper && !commonWord(last.low)) ||
		fk != kStop && len(c.run) == 2 && patronymic(last.low)
}

// patronymic reports whether a lower-case word is an Icelandic daughter's patronymic
// ("jónsdóttir", "magnusdottir").
func patronymic(low string) bool {
	return len(low) > len("sdottir") && (strings.HasSuffix(low, "dóttir") || strings.HasSuffix(low, "dottir"))
}

// rareUnlisted reports whether p is a word on no name list, not in capitals, that general
// text rarely uses ("Philippoussis", "Tendulkar"). The codec encrypts it as a pseudo name.
func rareUnlisted(p part) bool {
	return (p.kind == kUnknown || p.kind == kOther) && !p.upper && rareWord(p.low)
}

// surnameFirstName: a surname then a listed name ("Li Wei", "Garcia Lopez"), a Chinese surname
// and a pinyin given name either way ("Wang Xiuying"). Also what a given name in the codec's
// surname class ("Ahmed") becomes: accepting it keeps types in place.
func surnameFirstName(c *nameRun) bool {
	if upperSurnameFirst(c) {
		return true
	}
	if !c.pair() {
		return false
	}
	if vietSurnames[vietFold(c.first().low)] && c.first().kind != kStop {
		// "Vo Minh", "Nguyen Thi Lan": a Vietnamese surname, then a listed name or the middle
		// name Thi or Van and any word (the lists miss the unaccented forms).
		return listed(c.last().kind) || len(c.run) == 3 && vietMiddle[vietFold(c.run[1].low)]
	}
	if c.first().kind != kStop && c.last().kind != kStop && len(c.run) == 2 &&
		(chineseSurnames[c.first().low] && pinyinName(c.last().low) || pinyinName(c.first().low) && chineseSurnames[c.last().low]) {
		// "Wang Xiuying", "Xiuying Wang": a Chinese surname and a given name of one or two
		// pinyin syllables, which the lists mostly miss.
		return true
	}
	if len(c.run) == 2 && japaneseName(c.run) {
		return true
	}
	if nounOfName(c.run) {
		return false
	}
	return c.first().kind == kSurname && listed(c.last().kind) && !commonInside(c.run)
}

// commonInside reports whether a word inside run (neither first nor last) is a word of general
// text on no name list: "Schweizer Internationale Stephan Lehmann" is an adjective, a noun and a
// name, not a surname first.
func commonInside(run []part) bool {
	for _, p := range run[1 : len(run)-1] {
		if p.kind == kUnknown && !p.upper && commonWord(p.low) {
			return true
		}
	}
	return false
}

// nounOfName reports whether run is a frequent word of general text (no given name), a
// particle and a name: "Nota de Julián", "Mercado de Colón", a thing of someone or something,
// not a surname before "de" and a surname ("Ochoa de Restrepo").
func nounOfName(run []part) bool {
	return len(run) == 3 && run[1].kind == kParticle && !givenKind(run[0].kind) && names.Frequent(names.WordBand(run[0].low))
}

// givenRun returns the adjacent listed given names in mixed case that parts opens with; not a
// month, nor a name before a number, which is a date's month ("USCIS Sep 14": Sep is a name).
func givenRun(text []byte, parts []part) []part {
	n := 0
	for n < len(parts) && parts[n].kind == kGiven && !parts[n].upper && !names.IsMonthOrDay(parts[n].low) &&
		(n == 0 || adjacent(text, parts[n-1], parts[n])) {
		if e := parts[n].e; e+1 < len(text) && text[e] == ' ' && isDigit(text[e+1]) {
			break
		}
		n++
	}
	return parts[:n]
}

// upperSurnameFirst reports whether the untitled run is a surname in capitals and one or two
// listed given names (upperSurnameGiven).
func upperSurnameFirst(c *nameRun) bool { return !c.titled && c.d.upperSurnameGiven(c.run) }

// upperSurnameGiven reports whether run is a surname in capitals and one or two listed given
// names, as French and Spanish records write a person ("KONÉ Ibrahim", "GUILLOU Maëlle
// Annick"): the capitals a surname or a word general text does not use (capitalsWord; not
// "NOTE", "CEO"), of four letters or more (not an acronym: "SME Moira Campbell"), and no word
// of a place, a firm or a heading.
func (d *personDetector) upperSurnameGiven(run []part) bool {
	return len(run) >= 2 && len(run) <= 3 && d.upperSurname(run[0]) && len(givenRun(d.text, run[1:])) == len(run)-1
}

// upperNameGroup reads the words in capitals that parts[i] opens as one name when they are two
// to four words parted by single spaces, none beside more capitals, of which one or more is a
// listed given name and the others listed names or words that may be surnames (upperSurname):
// records and transfer slips write a whole name so ("KOUASSI AMENAN JOSEPHINE", "YAKUBU
// ISSAHAKU"), where an unlisted word in capitals would otherwise be taken for an acronym.
func (d *personDetector) upperNameGroup(parts []part, i int) {
	if !parts[i].upper || i > 0 && parts[i-1].upper && adjacent(d.text, parts[i-1], parts[i]) {
		return
	}
	for i+1 < len(parts) && parts[i].title && parts[i+1].upper && adjacent(d.text, parts[i], parts[i+1]) {
		i++ // "MRS. ADEBISI MORENIKE OLADEJO": the name after its title
	}
	j := i + 1
	for j < len(parts) && parts[j].upper && adjacent(d.text, parts[j-1], parts[j]) {
		j++
	}
	if j-i < 2 || j-i > 4 {
		return
	}
	given := false
	for _, p := range parts[i:j] {
		switch {
		case p.kind == kGiven && !names.IsMonthOrDay(p.low) && !stopWords[p.low]:
			given = true
		case p.kind == kSurname:
		case p.kind == kStop && d.upperSurname(p) && !elidedWord(p.low):
		default:
			return
		}
	}
	if !given {
		return
	}
	for k := i; k < j; k++ {
		if parts[k].kind == kStop {
			parts[k].kind = kUnknown
		}
	}
}

// elidedWord reports whether low is a French elided article or preposition and a frequent
// word ("d'impôt", "l'état"), not a name such as "n'guessan".
func elidedWord(low string) bool {
	head, rest, ok := strings.Cut(low, "'")
	return ok && (head == "d" || head == "l") && commonWord(rest)
}

// upperSurname reports whether p, in capitals, may be a surname: that of upperSurnameGiven,
// or a word of upperNameGroup.
func (d *personDetector) upperSurname(p part) bool {
	return p.upper && (p.kind == kStop || p.kind == kUnknown || p.kind == kSurname) && utf8.RuneCountInString(p.low) >= 4 &&
		!stopWords[p.low] && !places[p.low] && !orgWords[p.low] && !names.IsFunctionWord(p.low) && !names.IsMonthOrDay(p.low) &&
		d.capitalsWord(p.low, false) == capsSurname
}

// chineseSurnames are common Chinese surnames in pinyin, less He (an English word).
var chineseSurnames = setOf(`wang|li|zhang|liu|chen|yang|huang|zhao|wu|zhou|xu|sun|ma|zhu|hu|guo|lin|luo|zheng|
	liang|xie|song|tang|han|feng|deng|cao|peng|zeng|xiao|tian|dong|yuan|pan|cai|jiang|yu|du|ye|cheng|wei|su|lu|
	ding|ren|shen|yao|jin|fu|zhong|cui|tan|liao|shi|xiong|qiu|qin|jia|yan|hou|hao|kong|bai|mao|qian|dai|zou|
	xiang|gu|gong|lei|shao|wan|duan|zhan|lai|kang|fang|yin|long|huo|xue|niu|ouyang|situ|zhuge|sima`, "|")

// pinyinName reports whether a lower-case word is one or two pinyin syllables (without tone
// marks), as Chinese given names are written: "wei", "xiuying", "haoran", "zhiyong".
func pinyinName(w string) bool {
	if len(w) < 2 || len(w) > 12 {
		return false
	}
	w = strings.ReplaceAll(w, "'", "")
	for i := 1; i <= len(w); i++ {
		if pinyinSyllable(w[:i]) && (i == len(w) || pinyinSyllable(w[i:])) {
			return true
		}
	}
	return false
}

// pinyinSyllable reports whether s is an initial and a final of Mandarin pinyin.
func pinyinSyllable(s string) bool {
	for _, ini := range pinyinInitials {
		if strings.HasPrefix(s, ini) && pinyinFinals[s[len(ini):]] {
			return true
		}
	}
	return pinyinFinals[s] && s != "i" && s != "u" && s != "v" // a syllable without an initial
}

var (
	pinyinInitials = []string{"zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r", "z", "c", "s", "y", "w"}
	pinyinFinals   = setOf(`a|o|e|i|u|v|ai|ei|ao|ou|an|en|ang|eng|ong|er|ia|ie|iao|iu|ian|in|iang|ing|iong|ua|uo|uai|ui|
	uan|un|uang|ue|ve|ueng`, "|")
)

// japaneseSurnames are common Japanese surnames in Hepburn romanisation, long vowels unmarked
// ("Satō" folds to "sato"), less those that are frequent words of other languages ("Abe",
// "Ono", "Mori", "Hara", "Ueno", "Sakai").
var japaneseSurnames = setOf(`sato|suzuki|takahashi|tanaka|watanabe|ito|yamamoto|nakamura|kobayashi|kato|
	yoshida|yamada|sasaki|yamaguchi|matsumoto|inoue|kimura|hayashi|shimizu|yamazaki|ikeda|hashimoto|
	yamashita|ishikawa|nakajima|maeda|fujita|ogawa|goto|okada|hasegawa|murakami|kondo|ishii|saito|
	sakamoto|endo|aoki|fujii|nishimura|fukuda|ota|miura|fujiwara|okamoto|matsuda|nakagawa|nakano|harada|
	tamura|takeuchi|kaneko|wada|nakayama|ishida|ueda|morita|shibata|kudo|yokoyama|miyazaki|
	miyamoto|uchida|takagi|ando|taniguchi|ohno|maruyama|imai|takada|fujimoto|takeda|murata|sugiyama|
	masuda|sugawara|hirano|kojima|otsuka|chiba|kubo|matsui|iwasaki|sakurai|kinoshita|noguchi|matsuo|
	nomura|kikuchi|sano|onishi|sugimoto|arai|hamada|ichikawa|furukawa|mizuno|komatsu|shimada|koyama|
	takano|yamauchi|nishida|kuroda|nagai|kawaguchi|kawasaki|higashi|hoshino|tsuchiya|yasuda|nakamoto`, "|")

// japaneseName reports whether run is two words, a common Japanese surname and a given name
// in Hepburn romanisation either way, which the lists mostly miss: "Suzuki Takeshi",
// "Nakamura Aoi", "Naoko Sasaki"; "Suzuki" so is no make of cars ("Suzuki Swift").
func japaneseName(run []part) bool {
	if len(run) != 2 || run[0].kind == kStop || run[1].kind == kStop {
		return false
	}
	a, b := run[0].low, run[1].low
	return japaneseSurnames[names.Fold(a)] && romajiName(b) && !thingHeads[b] && !japaneseFirmWords[b] ||
		romajiName(a) && !thingHeads[a] && japaneseSurnames[names.Fold(b)]
}

// japaneseFirmWords end the name of a Japanese firm after a surname: "Hamada Kogyo" (industry),
// "Suzuki Shoji" (trading).
var japaneseFirmWords = setOf(`kogyo|shoji|sangyo|denki|seisakusho|shokai|kaisha|shoten|kensetsu|unyu|tsusho|ginko|seiyaku|
	kagaku|jidosha|tekko|bussan|gakuen|byoin`, "|")

// romajiName reports whether a lower-case word reads as two to five morae of Hepburn
// romanisation, as Japanese given names are written: "takeshi", "aoi", "naoko", "ryota".
func romajiName(w string) bool {
	n := 0
	for w != "" {
		k := romajiMora(w)
		if k == 0 {
			return false
		}
		w, n = w[k:], n+1
	}
	return n >= 2 && n <= 5
}

// romajiMora returns the length of the mora w opens with, or 0: a consonant (a doubled one
// too, "kk" of "hokkaido"), a glide and a vowel; a vowel alone; or the syllabic n before no
// vowel.
func romajiMora(w string) int {
	if w[0] == 'n' && (len(w) == 1 || !strings.ContainsRune("aiueoy", rune(w[1]))) {
		return 1
	}
	i := 0
	if len(w) > 2 && w[0] == w[1] && strings.IndexByte("kstpgc", w[0]) >= 0 {
		i = 1 // a doubled consonant
	}
	for _, c := range romajiOnsets {
		if strings.HasPrefix(w[i:], c) {
			i += len(c)
			break
		}
	}
	if i < len(w) && strings.IndexByte("aiueo", w[i]) >= 0 {
		return i + 1
	}
	return 0
}

// romajiOnsets are the consonants and glides a mora starts with, longest first.
var romajiOnsets = []string{"ky", "gy", "sh", "ch", "ts", "ny", "hy", "by", "py", "my", "ry", "j", "k", "g", "s", "z",
	"t", "d", "n", "h", "f", "b", "p", "m", "y", "r", "w"}

// vietSurnames are common Vietnamese surnames, accents folded, less those that are common
// words of other languages folded (Lê, Đỗ, Hồ, Mai: "Le", "Do", "Ho"); vietMiddle the middle names that mark a Vietnamese name.
var (
	vietSurnames = setOf(`nguyen|tran|pham|hoang|huynh|phan|vu|vo|dang|bui|ngo|duong|ly|trinh|dinh|doan|truong|
	luong|quach|luu|trieu`, "|")
	vietMiddle = setOf(`thi|van|duc|huu|ngoc|minh|quang|thanh|xuan|kim|bao`, "|")
)

// cuedPair: two or more words, the first or the last listed, in a context that names people;
// after a cue of a name ("Dear", "my name is", "a Turkish national,") words on no list too,
// and after a strong cue words on no list that general text rarely uses.
func cuedPair(c *nameRun) bool {
	if !c.pair() || nounOfName(c.run) {
		return false
	}
	if listed(c.first().kind) || listed(c.last().kind) {
		return c.context() != cueNone
	}
	rare := true
	for _, p := range c.run {
		if p.kind != kUnknown && p.kind != kOther && p.kind != kParticle {
			return false
		}
		rare = rare && (p.kind == kParticle || rareUnlisted(p) && !c.d.greeting(p.low))
	}
	// After a strong cue (a signature, "said"), words general text rarely uses: "Sincerely,
	// Yevgeny Frolov"; not before a colon, where they are a label ("Kubectl Rollout: complete").
	return c.context() == cueName || rare && c.context() == cueStrong && !c.d.labelAfter(c.e)
}

// labelAfter reports whether a colon follows position e on its line, after spaces: the run
// before it is a label or a speaker.
func (d *personDetector) labelAfter(e int) bool {
	rest := bytes.TrimLeft(d.text[e:], " \u00a0")
	return len(rest) > 0 && rest[0] == ':'
}

// numberAfter reports whether a digit follows position e after spaces: the value of a label
// written without a colon ("Name: John Smith, Age 63").
func (d *personDetector) numberAfter(e int) bool {
	rest := bytes.TrimLeft(d.text[e:], " \u00a0")
	return len(rest) > 0 && isDigit(rest[0])
}

// fieldValue: any capitalised word after a name field ("Name: X", "Attendees: X").
func fieldValue(c *nameRun) bool {
	// Not a placeholder ("Attendees: None"), unless a name may be encrypted to it; not a word
	// before a colon: the next field's label ("Name: Kofi Mensah, Age: 42"); nor a
	// post-nominal after a name ("Signed: Samuel Okafor, MD"); nor a word of general text before
	// a number, the next field's label without its colon ("Name: John Smith, Age 63"); nor a
	// word of general text on no list at all (a role in a list of attendees); nor one in
	// parentheses that is no given name, the role after a name ("Present: Martin Horrocks
	// (Headteacher), …"), not a nickname.
	p := c.first()
	return c.one() && c.context() == cueField && p.kind != kInitial && !(placeholder[p.low] && !c.d.classWord(p.text)) && !c.d.labelAfter(c.e) &&
		!names.IsSuffix(p.low) && !(c.d.numberAfter(c.e) && (!listed(p.kind) || commonWord(p.low))) &&
		!(p.kind == kUnknown && commonWord(p.low)) && // "Anwesend: Erster Bürgermeister …, die Gemeinderäte": words of general text
		!(p.kind == kUnknown && c.d.german(c.s) && (c.d.germanCompound(p.low) || roleNoun(p.low))) && // "Lisa Pichler, Geschäftsstelle", "Benedikt Schuster, Elektromeister": a German noun
		!(p.kind == kUnknown && c.d.titleAfter(c.e)) && // "von: Hausarztpraxis Dr. Felix Amberger": the name follows the title
		!c.d.parenRole(p)
}

// parenRole reports whether p stands alone in parentheses after a capitalised word, a word of
// general text or one on no list with a role's ending, and no given name: a role after a name
// ("Martin Horrocks (Headteacher)"), not a nickname ("Margaret (Maggie) McIntyre").
func (d *personDetector) parenRole(p part) bool {
	if p.s < 3 || d.text[p.s-1] != '(' || d.text[p.s-2] != ' ' || p.e >= len(d.text) || d.text[p.e] != ')' ||
		givenKind(p.kind) {
		return false
	}
	if r, _ := utf8.DecodeLastRune(d.text[:p.s-2]); !unicode.IsLetter(r) {
		return false
	}
	return lexiconWord(p.low) || p.kind == kUnknown && endsLike(p.low, roleHeadSuffixes, 3)
}

// titleAfter reports whether a space and a title follow position e: "Praxis Dr. Amberger".
func (d *personDetector) titleAfter(e int) bool {
	w := d.spacedWordAfter(e)
	return w != "" && names.IsTitle(strings.ToLower(w))
}

// cueNameWord: one word after "Dear", "Hi", "my name is", or a dialogue's speaker; listed or
// not, but not an ALL CAPS unlisted word, nor the plural of a word ("Interviewers:" between
// the speakers of quoted feedback, "Dear Volunteers").
func cueNameWord(c *nameRun) bool {
	p := c.first()
	return c.one() && c.context() == cueName &&
		(listed(p.kind) || p.kind == kGivenCom || (p.kind == kUnknown || p.kind == kOther || p.kind == kPseudo) && !p.upper &&
			!(names.IsPlace(p.low) && dashBefore(c.d.text, c.s)) && !pluralOfWord(p.low))
}

// dashBefore reports whether a dash and a space come right before position s: "Ticket
// #CO-77120 — Bogotá", "Warehouse Manager — Poznań" (a city on no name list there is a place;
// after "Dear" it may be a surname, "Dear Matsumoto").
func dashBefore(text []byte, s int) bool {
	if s < 2 || text[s-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRune(text[:s-1])
	return r == '—' || r == '–' || r == '-'
}

// cueStrongWord: one listed word before "said", as a speaker tag or as a signature; one that
// general text rarely uses before "said" ("Erekat told reporters", not "Banco: Banco
// Santander") or as a signature ("Kind regards,\nBethan").
func cueStrongWord(c *nameRun) bool {
	k := c.first().kind
	if !c.one() || c.context() != cueStrong {
		return false
	}
	if germanOpeners[c.first().low] && c.d.german(c.s) {
		return false // "Dies sagte Spar-Vorstand Hans Reisch": a German sentence's first word
	}
	if p := c.first(); (k == kSurname || k == kOther || k == kUnknown || givenKind(k) && !c.d.usualGiven(p.low) ||
		k == kPseudo && len(p.low) <= 5) &&
		frequentWord(p.low) && !c.d.classWord(p.text) && c.e < len(c.d.text) && c.d.text[c.e] == ':' {
		// "Schaden: Fahrzeug 1 Kotflügel", "Trip: Ciudad de México", "Channel: web form": a
		// frequent word labels a line, also one that few people bear as a given name, and one
		// shaped like a pseudo name of two syllables ("Foto: dpa"), which the codec makes only
		// of names of two letters. (A speaker so labelled, as "Schwarz:" of an interview, is
		// lost; a word that labels a line and is encrypted into a pseudo name makes the labels
		// around it speakers.)
		return false
	}
	return listed(k) || k == kGivenCom && !countryWords[c.first().low] || rareUnlisted(c.first()) && (c.d.beforeVerb(c.e) || c.signed()) ||
		k == kOther && countryInParens(c.d.lowerOf(c.e, min(c.e+40, len(c.d.text)))) // "Hendry ( Scotland ) 6"
}

// signature reports whether a name whose line starts at lineStart, with before and after the
// rest of its line in lower case, is a signature: alone on its line after a closing line
// ("Kind regards,", "Un abrazo,").
func (d *personDetector) signature(lineStart int, before, after string) bool {
	if strings.TrimSpace(before) != "" || strings.TrimRight(strings.TrimSpace(after), ".,") != "" || lineStart == 0 {
		return false
	}
	prev := d.text[max(lineStart-1-cueWindow, 0) : lineStart-1]
	pl := strings.ToLower(strings.TrimSpace(string(prev[bytes.LastIndexByte(prev, '\n')+1:])))
	pl = strings.TrimRight(pl, ",!.")
	for _, c := range closings {
		if pl == c || strings.HasSuffix(pl, " "+c) {
			return true
		}
	}
	return false
}

// beforeVerb reports whether a word, not a colon or a line end, follows position e on its
// line: the verb of "Erekat told", not the colon of a label in another language ("Banco:").
func (d *personDetector) beforeVerb(e int) bool {
	rest := bytes.TrimLeft(d.text[e:], " ,")
	for _, s := range []string{"'s ", "’s "} {
		rest = bytes.TrimPrefix(rest, []byte(s)) // "Carangi's life"
	}
	return len(rest) > 0 && isNameLetterByte(rest[0])
}

// cueWeakWord: one listed word with a possessive or a weaker cue ("Soze's", "with Soze"); not
// a pseudo name of one or two syllables, too often an English word ("Have a good day!"), and
// never what the codec makes of a name of three letters or more.
func cueWeakWord(c *nameRun) bool {
	p := c.first()
	if p.kind == kPseudo && !longPseudo(p.low) || p.upper && utf8.RuneCountInString(p.text) <= 3 {
		return false // "Her EA is away", "whose PA called": an acronym, whose ciphertext no rule takes
	}
	if !c.one() {
		return false
	}
	if p.upper && c.d.wordBefore(c.s) == "to" && c.s >= 3 && string(c.d.text[c.d.wordBeforeStart(c.s, "to"):][:2]) == "TO" {
		return false // a heading in capitals: "NOTICE TO VACATE", "MOTION TO DISMISS", whose "TO" is no cue
	}
	if !listed(p.kind) {
		// A word on no list that general text rarely uses, with a possessive, in English: "Beria's
		// dominance", "Tolle's teachings"; its ciphertext, a pseudo name, is taken above. Not a
		// shop's ("Crolla's Italian Kitchen"), unless a famous person owns a work ("Elgar's
		// Salut d'amour").
		return (p.kind == kUnknown || p.kind == kOther) && !p.upper && utf8.RuneCountInString(p.low) >= 3 &&
			rareWord(p.low) && !orgLike(p.low) && !places[p.low] && c.d.english(c.s) && c.d.possessiveAt(c.e) &&
			!c.d.thingOwned(c.e) && (!c.d.businessPossessive(c.e) || names.IsFamous(p.low)) && c.context() == cueWeak
	}
	if (germanOpeners[p.low] || p.kind != kGiven && commonWord(p.low) && !c.d.classWord(p.text)) && c.d.german(c.s) {
		// "mit Stroh", "von Wald", "Dies war": German nouns and adverbs; but not a word of the
		// codec's classes ("Holz" is a surname of one), which a name may be encrypted to.
		return false
	}
	if c.d.businessPossessive(c.e) || p.kind != kGiven && c.d.thingOwned(c.e) {
		return false
	}
	if p.kind != kGiven && !c.d.classWord(p.text) && placeName(p.low) {
		// "the trip to Sarajevo": a town or a country; but not a given name ("Chad") nor a
		// word of the codec's classes, which a name may become.
		return false
	}
	return c.context() == cueWeak
}

// businessPossessive reports whether a possessive after position e opens a capitalised name:
// a shop's, a restaurant's or a firm's ("Crolla's Italian Kitchen", "Rick's Rooter & Drain",
// "Ruth's Chris Steak House"), not what a person has ("Anna's mum").
func (d *personDetector) businessPossessive(e int) bool {
	w, _ := d.ownedWord(e)
	return names.CaseOf(w) == names.Title // "" is Lower
}

// thingOwned reports whether the possessive after position e owns what a country, a town, a
// firm or a team has and a person has not: "Burma's government", "Petofi's board",
// "Boatmen's stock".
func (d *personDetector) thingOwned(e int) bool {
	w, _ := d.ownedWord(e)
	return placeOwned[strings.ToLower(w)]
}

var placeOwned = setOf(`government|ministry|parliament|army|military|police|economy|exports|imports|currency|capital|
	population|citizens|borders|border|independence|territory|coast|coastline|airport|shares|stock|shareholders|
	subsidiary|subsidiaries|headquarters|division|output|profits|revenue|revenues|earnings|league|president|streets|
	provinces|regions`, "|")

// possessiveAt reports whether an English possessive 's follows position e, not the 's of an
// eponym ("Hashimoto's thyroiditis", "Cushing's workup", "Murphy's law").
func (d *personDetector) possessiveAt(e int) bool {
	_, ok := d.ownedWord(e)
	return ok && !d.eponymAt(e)
}

// eponymAt reports whether the 's of an eponym follows position e: "Hashimoto's thyroiditis",
// "Murphy's law".
func (d *personDetector) eponymAt(e int) bool {
	w, ok := d.ownedWord(e)
	return ok && eponymNouns[strings.ToLower(w)]
}

// ownedWord returns the word after the possessive 's or ’s that follows position e and a
// space, "" if none does, and whether the possessive is there.
func (d *personDetector) ownedWord(e int) (string, bool) {
	n := possessiveLen(d.text[e:])
	if n == 0 {
		return "", false
	}
	if e+n+1 >= len(d.text) || d.text[e+n] != ' ' {
		return "", true
	}
	w, _ := d.wordAt(e + n + 1)
	return w, true
}

// possessiveLen returns the length of the possessive 's or ’s that b starts with, or 0.
func possessiveLen(b []byte) int {
	for _, p := range []string{"'s", "’s"} {
		if bytes.HasPrefix(b, []byte(p)) {
			return len(p)
		}
	}
	return 0
}

// eponymNouns follow a name's 's in the name of a disease, a law or a theorem, which is no
// mention of a person.
var eponymNouns = setOf(`syndrome|disease|thyroiditis|phenomenon|workup|palsy|sarcoma|lymphoma|disorder|sign|
	law|principle|theorem|equation|constant|razor|paradox|rule|test|cereal|cereals`, "|")

// methodNouns follow the names of the people a method, an index or a measure is named after
// ("the Shannon and Simpson indices", "a Mann and Whitney test"), beside eponymNouns.
var methodNouns = setOf(`index|indices|indexes|tests|model|models|method|methods|correction|distance|coefficient|
	coefficients|criterion|criteria|analysis|analyses|ordination|estimator|curve|curves|plot|plots|transform|
	algorithm|diversity|equations|laws|effect`, "|")

// addressedWord: one word that general text rarely uses right after a verb that addresses a
// person, inside a sentence: "Can you tell Tunde I found…", "ask Obinna", "remind Siobhán".
// Its ciphertext, a pseudo name of any length, is taken the same way.
func addressedWord(c *nameRun) bool {
	p := c.first()
	if !c.one() || p.upper || len(p.text) < 3 || !(p.kind == kUnknown || p.kind == kOther || p.kind == kPseudo) ||
		!rareWord(p.low) || c.d.sentenceStart(c.s) {
		return false
	}
	return addressVerbs[c.d.wordBefore(c.s)]
}

// subjectPair: two words on no list of general text that open an English clause before a
// verb of what people do ("— Margarethe Voss approved the hardware budget"), each word
// unlisted and rare, listed, or the codec's pseudo name (so that ciphertexts are found again).
func subjectPair(c *nameRun) bool {
	if !c.pair() || len(c.run) != 2 || !c.d.english(c.s) {
		return false
	}
	start := c.d.sentenceStart(c.s) || c.d.afterOpener(c.s)
	if b := bytes.TrimRight(c.d.text[:c.s], " "); !start && !bytes.HasSuffix(b, []byte("—")) && !bytes.HasSuffix(b, []byte("–")) {
		return false
	}
	for _, p := range c.run {
		if p.upper || !(listed(p.kind) || rareUnlisted(p)) || commonWord(p.low) && !c.d.classWord(p.text) {
			return false
		}
	}
	e := c.last().e
	if e >= len(c.d.text) || c.d.text[e] != ' ' {
		return false
	}
	w, _ := c.d.wordAt(e + 1)
	return englishVerbs[w] || c.d.personVerbAfter(e)
}

// addressVerbs are the verbs before the person they address: addressedWord.
var addressVerbs = setOf(`tell|ask|told|asked|thank|thanked|remind|reminded|ping|pinged|cc|invite|invited|call|
	called|text|texted|email|emailed|message|messaged|meet|met|congratulate|congratulated`, "|")

// alone reports whether the run is one word in lower or title case with no cue around it.
func (c *nameRun) alone() bool { return c.one() && !c.first().upper && c.context() == cueNone }

// givenAlone: a common given name alone, anywhere: exactly the words the name codec maps
// given names to, so that an encrypted name is found again.
func givenAlone(c *nameRun) bool {
	p := c.first()
	if !c.alone() || p.kind != kGiven || germanOpeners[p.low] && c.d.german(c.s) {
		return false
	}
	if c.d.givenClass(p.text) {
		return true
	}
	// A listed given name of no class ("Saoirse", "Mickaël", "Chukwuma") is encrypted to a
	// pseudo name of as many syllables as it has letters: one of four or more, which
	// pseudoAlone takes where this takes the name, inside a sentence. Not inside a longer
	// proper noun ("Jobcenter Kreis Unna", "Hải Phòng", as addMentions leaves such words
	// alone), nor after a preposition of place (placePrepositions: "born in Hải Phòng"; not
	// "de", before a person as often: "le départ de Mickaël").
	return utf8.RuneCountInString(p.text) >= 4 && !c.d.sentenceStart(c.s) && !placeName(p.low) &&
		!(c.d.german(c.s) && commonWord(p.low)) && !lexiconWord(p.low) && !inProperNoun(c.d.text, c.s, c.e) &&
		!placePrepositions[c.d.wordBefore(c.s)]
}

// thingArticle reports whether an article stands before position s, before which a run of
// capitalised words names a thing after someone, not a person ("the Stanley flask", "a Billy
// bookcase", "the John Lewis"): an English one, or a French or Spanish one, or a German
// preposition joined to one, in lower case (thingArticles: "au Paul Bocuse", "en el Benito
// Villamarín", "vom Magazin"). "a" and "an" of other languages stand before a person ("se lo
// pido a Ramiro", "Überweisung an Klaus Müller"); so do "la" in Spanish and Italian speech and
// "der", "die", "beim" in German speech ("der Peter"); "LE THI HONG" in capitals is a
// Vietnamese surname.
func (d *personDetector) thingArticle(s int) bool {
	switch w := d.wordBefore(s); {
	case w == "the":
		return true
	case w == "an" || w == "a":
		return d.english(s)
	case thingArticles[w]:
		ws := d.wordBeforeStart(s, w)
		return d.text[ws] >= 'a' && d.text[ws] <= 'z'
	}
	return false
}

// thingArticles are the articles of thingArticle besides the English ones.
var thingArticles = setOf(`le|les|du|au|aux|el|los|las|im|am|zum|zur|vom|ins`, "|")

// wordGivenAlone: a given name that is also a word, inside a sentence: Grace, Miles; not May,
// Rose, Engel (see aloneOK).
func wordGivenAlone(c *nameRun) bool {
	p := c.first()
	return c.alone() && p.kind == kGivenCom && aloneOK[p.low] && !c.d.sentenceStart(c.s)
}

// genitiveName: in German text, one word that is a listed given name or surname with the
// genitive s, itself on no list and rare in general text ("Bismarcks konservative Wende",
// "durch Ottos Bruder", "nach Angaben Pellengahrs" when Pellengahr is listed). German writes
// the genitive of a name without an apostrophe. Its ciphertext, a pseudo name, is found by
// pseudoAlone or after a weak cue, so the word must stand where those find it.
func genitiveName(c *nameRun) bool {
	p := c.first()
	if !c.one() || p.upper || len(p.low) < 4 || !strings.HasSuffix(p.low, "s") || !rareWord(p.low) ||
		(p.kind != kUnknown && p.kind != kOther && p.kind != kPseudo) || !c.d.german(c.s) {
		return false
	}
	if c.e < len(c.d.text) && c.d.text[c.e] == '-' {
		return false // "Volks- und Raiffeisenbanken"
	}
	if c.d.sentenceStart(c.s) || c.context() == cueNot {
		// The codec's pseudo name of it is taken neither there (pseudoAlone) nor where the
		// context says no name ("in Kitas,").
		return false
	}
	if genitiveArticles[c.d.wordBefore(c.s)] {
		return false // "des Kalenders", "eines Vogels": a noun
	}
	stem := strings.TrimSuffix(p.low, "s")
	lw := c.d.tagger().Lookup(stem)
	if lw.Common {
		return false
	}
	if c.d.genitiveAdjectives(c.s) {
		return false // "des britischen Pfunds", "aufgrund schlechten Wetters": a noun
	}
	// A stem on no list, no frequent word of general text, before the noun it owns, with or without an
	// adjective: "an Rilkes berühmtes Gedicht", "in Wallensteins Truppe", "Maronis Idee".
	return lw.Given || lw.Surname || lw.Other || names.IsFamous(stem) ||
		!commonWord(stem) && !places[stem] && !orgLike(p.low) && c.d.nounAfter(c.e) && !c.d.articleNear(c.s)
}

// listedGenitive reports whether p is a listed or famous name with the genitive s, itself a
// word general text rarely uses and no place's: "Merkels", "Roddicks"; not "Hauses", "Polens".
func (d *personDetector) listedGenitive(p part) bool {
	stem, ok := strings.CutSuffix(p.low, "s")
	if !ok || p.upper || len(stem) < 4 || strings.HasSuffix(stem, "s") || !rareWord(p.low) ||
		p.kind != kUnknown && p.kind != kOther {
		return false
	}
	if placeName(stem) {
		return false // "die Interessen Irans", "der Eintritt Polens"
	}
	lw := d.tagger().Lookup(stem)
	return (lw.Given || lw.Surname || lw.Other || names.IsFamous(stem)) && !lw.Common
}

// famousAlone: one word by which a person famous the world over is named alone ("Obama",
// "Putin", "Beethoven", "Molière": names.IsFamous), where it is the subject of a verb ("Putin
// has said", "Obama offered", "spottete Obama") or owns something ("Obama's silence"). Not
// one on a list of given names or surnames (alone they stay ambiguous: "Müller", "Karl"), one
// of the 5,000 most frequent words of general text ("Bush", "Mann") or a place; and not
// anywhere else: hospitals, rooms, firms and pets bear such names too ("hôpital Necker", "la
// sala Picasso", "bei Daimler", a dog called "Messi").
func famousAlone(c *nameRun) bool {
	p := c.first()
	if !c.one() || p.upper || len(p.low) < 4 || !names.IsFamous(p.low) || notFamous[p.low] ||
		p.kind != kUnknown && p.kind != kOther && p.kind != kPseudo || frequentWord(p.low) ||
		placeName(p.low) || listedNotPerson(p.low) || c.context() == cueNot {
		return false
	}
	d := c.d
	prev := d.wordBefore(c.s)
	if placePrepositions[prev] || prev == "of" || prev == "von" || prev == "chez" || prev == "nach" {
		return false // "House of Lords", "at Gallagher", "Weisung von Bolzano"
	}
	if stem, ok := strings.CutSuffix(p.low, "s"); ok && lexiconWord(stem) {
		return false // "Sellers will consider offers": a plural
	}
	rest := d.text[c.e:]
	if w, ok := d.ownedWord(c.e); ok {
		// "Obama's silence"; not "Hashimoto's thyroiditis", nor "Crohn's Disease Clinic".
		return d.english(c.s) && w != "" && lowerStart([]byte(w)) && !eponymNouns[w]
	}
	next := ""
	if len(rest) > 1 && rest[0] == ' ' {
		next, _ = d.wordAt(c.e + 1)
	}
	switch {
	case d.english(c.s):
		// A verb of the lists, or one in the past tense: "Obama offered", "Gerrard joined".
		return d.personVerbAfter(c.e) || d.verbAfter(c.e, englishVerbs) ||
			len(next) > 4 && strings.HasSuffix(next, "ed") && lowerStart([]byte(next)) && lexiconWord(next)
	case d.german(c.s):
		// A verb of the list, or one in the past tense: "sprang" or "markiert" may be read as
		// adjectives ("und Fichte preiswert"), "-te" rarely.
		verb := func(w string) bool { return subjectVerbs[w] || germanFiniteVerb(w) && strings.HasSuffix(w, "te") }
		return verb(next) || verb(prev) && !d.sentenceStart(d.wordBeforeStart(c.s, prev))
	}
	return false
}

// notFamous are words of names.IsFamous that text uses for other things far more often: a
// month of the Islamic calendar.
var notFamous = setOf(`ramadan`, "|")

// townOwned are what a town's or a club's genitive names more often than a person's: "Wetzlars
// Coach", "Heinrichshofs Kapitän", "Bremerhavens Innenstadt".
var townOwned = setOf(`kapitän|trainer|coach|bürgermeister|oberbürgermeister|landrat|spieler|torhüter|torwart|
	stürmer|abwehr|verteidigung|mannschaft|team|elf|fans|guards|einwohner|innenstadt|altstadt|polizei|
	stadtrat|verwaltung|wirtschaft|hafen|bahnhof|flughafen|zoo|museum|kathedrale|dom|regierung|präsident`, "|")

// articleNear reports whether one of the three words before s is a German article of the
// genitive: "des damals vorhandenen Stahlwerks", "des offiziellen Fanclubs" are nouns.
func (d *personDetector) articleNear(s int) bool {
	before := strings.Fields(d.lowerOf(max(s-48, 0), s))
	for i := len(before) - 1; i >= max(len(before)-3, 0); i-- {
		if genitiveArticles[strings.Trim(before[i], "„“\"'(")] {
			return true
		}
	}
	return false
}

// genitiveAdjectives reports whether inflected adjectives, after a word that governs the
// genitive (an article or a preposition), come right before s: "des britischen", "eines
// milden, mediterranen", "aufgrund schlechten". A noun follows them, not a person's name
// ("Ottos geistlichem Bruder" has its adjective after the name).
func (d *personDetector) genitiveAdjectives(s int) bool {
	before := strings.Fields(string(d.text[max(s-64, 0):s]))
	for i, n := len(before)-1, 0; i >= 0 && n <= 3; i, n = i-1, n+1 {
		w := strings.TrimSuffix(before[i], ",")
		if n > 0 && (genitiveDeterminers[w] || genitivePrepositions[w]) {
			return true
		}
		if !attributive(w) {
			return false
		}
	}
	return false
}

// genitiveDeterminers are the masculine and neuter genitive of German determiners: "des",
// "eines", "dieses" (genitiveArticles has the articles of other cases too).
var genitiveDeterminers = setOf(`des|eines|dieses|jenes|jedes|keines|seines|ihres|meines|deines|unseres|eures`, "|")

// genitivePrepositions govern the genitive: "aufgrund schlechten Wetters".
var genitivePrepositions = setOf(`aufgrund|wegen|trotz|während|angesichts|infolge|mangels|statt|anstatt|innerhalb|außerhalb`, "|")

// nounAfter reports whether a German noun follows position e, one space away, or after one
// lower-case adjective: "Truppe", "berühmtes Gedicht".
func (d *personDetector) nounAfter(e int) bool {
	if e+2 >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	w, end := d.wordAt(e + 1)
	if w == "" {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
		return names.CaseOf(w) == names.Title && !townOwned[strings.ToLower(w)]
	}
	if !endsLike(w, []string{"e", "er", "en", "es", "em"}, 2) || names.IsFunctionWord(w) || genitiveArticles[w] ||
		end+2 >= len(d.text) || d.text[end] != ' ' {
		return false
	}
	n, _ := d.wordAt(end + 1)
	r, _ := utf8.DecodeRuneInString(n)
	return n != "" && unicode.IsUpper(r) && names.CaseOf(n) == names.Title
}

// genitiveArticles are German articles and determiners before a noun in the genitive.
var genitiveArticles = setOf(`des|eines|der|die|das|dem|den|ein|einer|seines|ihres|jedes|dieses|unseres|meines`, "|")

// pseudoAlone: a pseudo name of four or more syllables inside a sentence: the codec's form of
// an unlisted name, what "Grace" or "Amélie" alone become. Shorter pseudo words are too often
// English words ("Senate", "Data").
func pseudoAlone(c *nameRun) bool {
	p := c.first()
	return c.alone() && p.kind == kPseudo && len(p.text) >= 8 && !c.d.sentenceStart(c.s) &&
		!(c.d.german(c.s) && commonWord(p.low)) && // "Lokomotiven": German capitalises its nouns
		!lexiconWord(p.low) // "Pipeline", "Liberalen": a word of general text
}

// lexiconWord reports whether low, or a part of it between hyphens, is a word of general text
// in any frequency band ([names.WordBand]). The codec's pseudo names are long random
// syllables: one is such a word too rarely to matter for finding ciphertexts again.
func lexiconWord(low string) bool {
	for part := range strings.SplitSeq(low, "-") {
		if names.WordBand(part) != names.BandNone {
			return true
		}
	}
	return false
}

// subjectName: one word that general text does not use at the start of a sentence, then a
// German verb of its subject ("Pinkwart plädierte", "Demirović schied", "Eggert war"); or, in
// German text, right after that verb when another word opens the sentence ("Damals sagte
// Babbel,") or after the "so" that ends a quotation: a name on no list; in English, one that
// general text rarely uses before a verb of personVerbs ("Caplan dismisses"). What the codec makes of
// a name, a word of its class or a pseudo name, is taken whatever its length or ending, so that
// a name's ciphertext is found as the name is.
func subjectName(c *nameRun) bool {
	p := c.first()
	if !c.one() || p.upper {
		return false
	}
	start := c.d.sentenceStart(c.s) || c.d.afterOpener(c.s) && !c.d.german(c.s) ||
		englishConjunctions[c.d.wordBefore(c.s)] && c.d.english(c.s) // "and Kenseth walked away"
	if !start && (c.s == 0 || c.d.text[c.s-1] != ' ' || !c.d.clauseGoesOn(p.e)) {
		return false
	}
	prev := c.d.wordBefore(c.s)
	verbEnd := c.s // where the word after the verb starts: the name, or "sich" before it
	if prev == "sich" && !start && c.d.german(c.s) {
		// "distanzierte sich Moein", "zeigte sich Schubert zufrieden": the reflexive pronoun
		// between the verb and its subject (not "ob sich Termine überschneiden").
		at := c.d.wordBeforeStart(c.s, prev)
		if verb := c.d.wordBefore(at); subjectVerbs[verb] || germanFiniteVerb(verb) {
			verbEnd, prev = at, verb
		}
	}
	clause := !start && subordinators[prev] && c.d.german(c.s) // "…, dass Schneider zustimmt"
	// A verb of the shape of one (germanFiniteVerb) but on no list: "betonte Juschtschenko",
	// but as often an adjective before a noun ("die gerettete Bank"), which the word's
	// own shape tells apart (below); and always one where it opens the sentence ("Leichte
	// Atemnot danach"), as a statement's verb never does.
	verbAt := c.d.wordBeforeStart(verbEnd, prev) // where prev, the verb if any, starts
	shaped := !start && !clause && !subjectVerbs[prev] && germanFiniteVerb(prev) && !c.d.sentenceStart(verbAt)
	if !start && !clause && !((subjectVerbs[prev] || shaped || prev == "so" && c.d.afterQuoteComma(c.s-len(" so "))) && c.d.german(c.s)) {
		// Not at a sentence start: only right after the finite verb, the subject of a German
		// sentence that starts with another word ("Damals sagte Babbel:", "verlor Benvenuti
		// vorzeitig"), or after the "so" that ends a quotation ("…“, so Schubert.").
		return false
	}
	if start && c.d.articleBefore(prev, c.s) {
		return false // "St. Peter wurde 1787 erbaut": the dot ends no sentence
	}
	if !start && !clause && elidingConjunctions[c.d.wordBefore(verbAt)] {
		// "habilitierte er sich und wurde Dozent": a verb right after "und" shares the
		// subject before it; the word after the verb is its object.
		return false
	}
	if c.d.german(c.s) && c.d.infinitiveAfter(c.e) {
		return false // "begann Jura zu studieren": the object of "zu" and a verb
	}
	english := start && !c.d.german(c.s) // a listed name before an English verb, below
	if shaped && !c.d.classWord(p.text) && (commonWord(p.low) || p.kind != kPseudo && germanNounForm(p.low)) {
		// "stirbt Minuten später", "gerettete Finanzsektor", "harte Lebensprobe"; the
		// codec's images of names are left alone: the words of its classes, and its pseudo
		// names, which may end in a word by chance but are rarely one.
		return false
	}
	switch {
	case p.kind == kStop || p.kind == kInitial || p.kind == kParticle || germanOpeners[p.low] ||
		germanObjectPronouns[p.low] && c.d.german(c.s) ||
		start && germanParticiple(p.low) && c.d.german(c.s):
		return false
	case c.d.classWord(p.text) || p.kind == kPseudo:
	case (start || clause || c.d.german(c.s) && !shaped) && (p.kind == kGiven || p.kind == kSurname) &&
		(start || clause || rareWord(p.low) || p.kind == kGiven && subjectVerbs[prev] && !names.IsCommonWord(p.low) && !germanNounForm(p.low)):
		// After a German verb of its list too ("kehrte Georgi an seine Stelle"), if general
		// text rarely uses it, or a given name many bear ("Dann kann Uwe für die Pflege").
		// "Ngozi starts Monday": its ciphertext, a word of its class or a pseudo name, is
		// taken by the case above.
	case english && (p.kind == kUnknown || p.kind == kOther) && len(p.text) >= 3 && !orgLike(p.low) &&
		// "Caplan dismisses", "Mishima espoused": a word on no list before what people do and
		// firms rarely do; or a word of no text (nor its plural: "Retakes will be") before any
		// verb of a subject ("Tunde will mentor her").
		(c.d.personVerbAfter(p.e) || !lexiconWord(p.low) && !lexiconWord(strings.TrimSuffix(p.low, "s")) && c.d.verbAfter(p.e, englishVerbs)):
		// (Checked below as for a listed name.)
	case p.kind == kUnknown || p.kind == kOther:
		english = false
		if len(p.text) < 4 || utf8.RuneCountInString(p.text) > 12 || nounLike(p.low) || orgLike(p.low) || zuInfinitive(p.low) ||
			c.d.german(c.s) && c.d.germanCompound(p.low) || // "Pflegegrad wurde beantragt", "Baubeginn soll"
			names.WordBand(p.low) != names.BandNone && (start && p.kind == kUnknown || !rareWord(p.low)) ||
			bytes.HasPrefix(c.d.text[p.e:], []byte(" bitte ")) || // "Überarbeite bitte meinen Lebenslauf": an imperative
			prev == "bitte" { // "Bitte Rechenweg kurz zeigen": the object of a request
			// A long word is a compound noun: "Umweltministerium hat". After the verb, a word
			// that general text uses rarely may be a name it mentions ("sagte Schubert"); so
			// may one of the list of other name words at the start ("Conklin verkaufte").
			return false
		}
	default:
		return false
	}
	if !start {
		return true
	}
	if p.e >= len(c.d.text) || c.d.text[p.e] != ' ' {
		return false
	}
	w, we := c.d.wordAt(p.e + 1)
	if germanAdverbs[w] && we < len(c.d.text) && c.d.text[we] == ' ' && c.d.german(c.s) {
		w, _ = c.d.wordAt(we + 1) // "Maschmeyer wiederum war Gast": an adverb before the verb
	}
	// A name general text uses too ("Vega", "Tiberius") only before what people do and firms
	// rarely do; one of the 5,000 most frequent words ("May", "Grace") never, but a word of the
	// codec's classes ("Dix", what "Valentino" may become) there too.
	return subjectVerbs[w] || english && (englishVerbs[w] && !frequentWord(p.low) && !commonWord(p.low) ||
		c.d.personVerbAfter(p.e) && (!frequentWord(p.low) || c.d.classWord(p.text))) ||
		c.d.german(c.s) && (germanFiniteVerb(w) || w == "will" || w == "mag") // "Zöllner will demnach…"
}

// germanAdverbs may stand between a German sentence's subject and its verb: "Maschmeyer
// wiederum war Gast", "Schulz hingegen sagte".
var germanAdverbs = setOf(`wiederum|hingegen|dagegen|jedoch|allerdings|indes|indessen|selbst|aber|freilich|übrigens`, "|")

// elidingConjunctions join a German clause whose verb comes first and shares the subject of
// the clause before: "und wurde Dozent", "oder verliert Punkte".
var elidingConjunctions = setOf(`und|oder`, "|")

// infinitiveAfter reports whether "zu" and a verb in lower case follow the word that ends at e:
// "Jura zu studieren", "Gitarre zu spielen".
func (d *personDetector) infinitiveAfter(e int) bool {
	rest := d.text[e:]
	if !bytes.HasPrefix(rest, []byte(" zu ")) || !lowerStart(rest[4:]) {
		return false
	}
	w, _ := d.wordAt(e + 4)
	return len(w) > 3 && (strings.HasSuffix(w, "en") || strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln"))
}

// questionSubject: in an English question, one word after the auxiliary that opens it and
// before a verb in lower case ("Can Abena review the draft?", "Did Kwame send it?"): a listed
// name, what the codec makes of one, or a word no text uses (not a firm's or product's word).
func questionSubject(c *nameRun) bool {
	p := c.first()
	if !c.one() || p.upper || c.s < 2 || c.d.text[c.s-1] != ' ' || !c.d.english(c.s) {
		return false
	}
	aux := c.d.wordBefore(c.s)
	if !auxiliaries[aux] || !c.d.sentenceStart(c.d.wordBeforeStart(c.s, aux)) {
		return false
	}
	if c.e+2 >= len(c.d.text) || c.d.text[c.e] != ' ' {
		return false
	}
	if !lowerStart(c.d.text[c.e+1:]) {
		return false
	}
	if !c.d.questionAfter(c.e) {
		return false
	}
	switch {
	case c.d.classWord(p.text) || p.kind == kPseudo && longPseudo(p.low):
		return true
	case p.kind == kGiven || p.kind == kSurname:
		return !commonWord(p.low)
	case p.kind == kUnknown || p.kind == kOther:
		return len(p.text) >= 3 && !lexiconWord(p.low) && !orgLike(p.low)
	}
	return false
}

// questionAfter reports whether a question mark ends the line after position e.
func (d *personDetector) questionAfter(e int) bool {
	return bytes.IndexByte(d.lineAt(e), '?') >= 0
}

// auxiliaries open an English question before its subject.
var auxiliaries = setOf(`can|could|will|would|should|shall|did|does|do|has|have|had|is|was|may|might|must`, "|")

// englishConjunctions open an English clause whose subject comes next.
var englishConjunctions = setOf(`and|but|while|when|after|before|because|until|although|though|whereas|where`, "|")

// germanParticiple reports whether a lower-case word reads as a German past participle, which
// opens a passive sentence before its verb ("Geboren wurde Krause 1942", "Kuratiert wurde die
// Schau"): a word of general text with the prefix ge- and the ending -en or -t, or a word ending
// in -iert, which no name does.
func germanParticiple(low string) bool {
	if strings.HasSuffix(low, "iert") && len(low) > 6 {
		return true
	}
	return len(low) > 5 && strings.HasPrefix(low, "ge") && (strings.HasSuffix(low, "en") || strings.HasSuffix(low, "t")) &&
		commonWord(low)
}

// germanFiniteVerb reports whether a lower-case word reads as a German finite verb of the third
// person: a weak past ("suchte", "verkaufte", "unterzeichnete") or present ("nennt", "erwartet")
// ending; German writes its nouns capitalised, so a lower-case word of this shape after a
// sentence's first word is its verb, but for a few adverbs.
func germanFiniteVerb(w string) bool {
	if len(w) < 4 || w[0] < 'a' || w[0] > 'z' || notVerbs[w] {
		return false
	}
	return strings.HasSuffix(w, "te") || strings.HasSuffix(w, "t") && !strings.HasSuffix(w, "st")
}

// notVerbs are lower-case German words with a verb's ending that are none.
var notVerbs = setOf(`nicht|jetzt|bereits|zuerst|selbst|zunächst|einst|längst|erst|heute|weit|laut|fast|
	sonst|meist|recht|leicht|erste|letzte|zweite|dritte|beste|gute|alte|halt|sogleich|gleich|doch|gerade|erneut|
	stets|bereit|damit|seit|mit`, "|")

// afterOpener reports whether one capitalised word and a comma open the sentence before s:
// "Later, Haugen agreed", "Yesterday, Okafor said". The name is the clause's subject as at a
// sentence start.
func (d *personDetector) afterOpener(s int) bool {
	if s < 4 || d.text[s-1] != ' ' || d.text[s-2] != ',' {
		return false
	}
	ws := s - 2
	for ws > 0 && isASCIILetter(d.text[ws-1]) {
		ws--
	}
	return ws < s-3 && d.text[ws] >= 'A' && d.text[ws] <= 'Z' && d.sentenceStart(ws)
}

// afterQuoteComma reports whether a closing quotation mark and a comma end the text before i.
func (d *personDetector) afterQuoteComma(i int) bool {
	if i < 2 || d.text[i-1] != ',' {
		return false
	}
	before := d.text[:i-1]
	for _, q := range []string{`"`, "“", "”", "«", "»", "'", "‘", "’"} {
		if bytes.HasSuffix(before, []byte(q)) {
			return true
		}
	}
	return false
}

// clauseGoesOn reports whether the text after position e goes on as a clause after its
// subject: punctuation, or a lower-case word ("sagte Babbel:", "kündigte Berlusconi an").
func (d *personDetector) clauseGoesOn(e int) bool {
	if e >= len(d.text) {
		return true
	}
	switch d.text[e] {
	case ',', '.', ':', ';', '!', '?':
		return true
	case ' ':
		r, _ := utf8.DecodeRune(d.text[min(e+1, len(d.text)):])
		return unicode.IsLower(r) || yearAt(d.text, e+1) // "verließ Gundel 1857 mit 13 Jahren", not "Lindenweg 4"
	}
	return false
}

// yearAt reports whether a year of four digits (not a longer number) starts at text[i:].
func yearAt(text []byte, i int) bool {
	n := 0
	for i+n < len(text) && isDigit(text[i+n]) {
		n++
	}
	return n == 4
}

// orgLike reports whether a lower-case word ends like the German name of an institution or a
// firm: "Bundesgericht", "Kreissparkasse", "Landesamt".
func orgLike(low string) bool { return endsLike(low, orgSuffixes, 2) }

var orgSuffixes = []string{"gericht", "ministerium", "amt", "liga", "bank", "kasse", "verband", "verein", "partei",
	"gruppe", "konzern", "werk", "werke", "bahn", "rat", "tag", "haus", "klinik", "klinikum", "zentrum", "institut",
	"akademie", "stiftung", "bund", "post", "telekom", "versicherung", "holding", "ag", "gmbh"}

// subordinators are German conjunctions after which a subordinate clause's subject follows:
// "…, dass Schneider zustimmt", "weil Okafor absagte".
var subordinators = setOf(`dass|weil|ob|obwohl|nachdem|bevor|falls|sodass|damit|seit|während|sobald`, "|")

// englishVerbs are verbs a person's name opens an English sentence with ("Ngozi starts
// Monday", "Okafor said"): subjectName takes a listed name or the codec's image of one there.
var englishVerbs = setOf(`said|says|told|tells|asked|asks|wrote|writes|called|calls|replied|replies|added|agreed|
	confirmed|mentioned|reported|noted|explained|joined|joins|starts|started|left|leaves|arrived|returned|sent|sends|
	signed|will|would|can|could|should|must|is|was|has|had|thinks|thought|wants|wanted|needs|needed|works|worked|
	lives|lived|died|won|lost|approved|declined|emailed|phoned|texted|promised|suggested|recommended|expects|hopes|
	knows|knew|met|visited|paid|bought|sold|recalled|insisted|argued|admitted|denied|refused|plans|planned`, "|")

// subjectVerbs are German finite verbs that follow their subject at the start of a sentence.
// (German capitalises nouns, so a capital says little there; in English and French a word
// general text does not use before "has" or "est" is as often a company: "Accenture has",
// and so "will", an English word too, is left out.)
var subjectVerbs = setOf(`war|ist|hat|hatte|wird|wurde|wollte|kann|konnte|muss|musste|soll|sollte|habe|sei|
	bleibt|blieb|gilt|galt|kam|kommt|ging|geht|lebte|lebt|starb|steht|stand|schied|erhielt|gewann|verlor|zeigte|
	spielte|studierte|arbeitete|schrieb|sagte|erklärte|meinte|betonte|forderte|plädierte|trat|machte|sieht|sah|
	gab|gibt|nahm|hielt|fand|erzählt|erzählte|wechselte|begann|gründete|heiratete|veröffentlichte|übernahm|
	sagt|erklärt|meint|betont|fordert|kündigte|verließ|erfuhr|erwarb|gelang|räumte|fügte|lobte|kritisierte|
	warnte|bestätigte|sprach|traf|besiegte|schlug|holte|erzielte|unterschrieb|berichtete|antwortete|erläutert|
	erläuterte|beschloss|bezeichnete|folgte|kehrte|zog|versuchte|empfängt|empfing|entschied|verkündete|ergänzte|
	würde|könnte|hätte|wäre|dürfte|möchte|plant|plante|wohnt|wohnte|arbeitet|spielt|liegt|lag|ließ|setzte|
	leitet|leitete|führt|führte|brachte|erreichte|feierte|zeigt|erhält|verbuchte|meldete|teilte|darf|schoss`, "|")

// givenClass reports whether w is in a given-name class of the name codec: a given name with
// at least names.CommonBirths SSA births that is not a common word.
func (d *personDetector) givenClass(w string) bool {
	c, ok := d.nameClass(w)
	return ok && (c == names.GivenFemale || c == names.GivenMale)
}

// nameClass returns the name codec's class of w, looked up also without its accents (Amélie,
// René: common without them).
func (d *personDetector) nameClass(w string) (names.Class, bool) {
	c, _, ok := d.db.Class(w)
	if !ok {
		c, _, ok = d.db.Class(names.Fold(w))
	}
	return c, ok
}

// countryWord reports whether a word (w, and low, its lower case) is the name of a country,
// territory or world region in one of the languages of names.IsCountry ("Albanien",
// "Nordafrika"), or a German genitive of one ("Albaniens", "Deutschlands"): no person. A
// country that is on a list of names of people (Jordan, Malte, Kuba, Israel) is left to the
// context, and so is a word of the codec's classes (Chad, Egypt), which a name's ciphertext
// may be. Nor is one before a surname on the lists: a given name of its own ("su tía, Libia
// Ochoa"); e is the end of the word.
func (d *personDetector) countryWord(w, low string, e int) bool {
	stem := low
	if !names.IsCountry(low) {
		// Every word goes through here: the ending is checked before the list. A people's name
		// made of its country's ("the Croatian said", "a Nigerian"), or a German genitive.
		if s, ok := strings.CutSuffix(low, "n"); ok && len(s) >= 4 && names.IsCountry(s) {
			stem = s
		} else if s, ok := strings.CutSuffix(low, "s"); ok && (strings.HasSuffix(s, "ien") || strings.HasSuffix(s, "land") ||
			strings.HasSuffix(s, "reich") || strings.HasSuffix(s, "ei")) && names.IsCountry(s) {
			stem = s
		} else {
			return false
		}
	}
	if d.nameOverCountry(stem) || stem != low && (d.listedName(low) || d.classWord(stem)) || d.classWord(w) {
		return false
	}
	if e+1 < len(d.text) && d.text[e] == ' ' {
		if next, _ := d.wordAt(e + 1); next != "" && names.CaseOf(next) == names.Title && d.db.IsSurname(next) {
			return false
		}
	}
	return true
}

// nameOverCountry reports whether the name of a country (low) may as well be a person's: a
// word of the lists, unless it is only a given name with fewer than 20,000 US births (Egypt,
// China, France, Nigeria, Liban: countries). Jordan, Georgia and India, the codec's classes
// (Chad, Dominique), the given names of the other lists (Malte), surnames (Israel) and other
// name words (Kuba) are left to the context.
func (d *personDetector) nameOverCountry(low string) bool {
	if g, ok := d.db.Given(low); ok && g.Births > 0 && g.Births < 20_000 && !d.classWord(low) &&
		!d.db.IsSurname(low) && !d.db.IsOtherName(low) {
		return false
	}
	return d.listedName(low)
}

// listedName reports whether low is on a list of names of people: given names, surnames or
// other name words.
func (d *personDetector) listedName(low string) bool {
	lw := d.tagger().Lookup(low)
	return lw.Given || lw.Surname || lw.Other
}

// givenClassWord reports whether w, as written (accents not folded), is a word of the name
// codec's classes of given names: what the codec encrypts into another of them.
func (d *personDetector) givenClassWord(w string) bool {
	c, _, ok := d.db.Class(w)
	return ok && (c == names.GivenFemale || c == names.GivenMale)
}

// classWord reports whether w is a word of one of the name codec's classes.
func (d *personDetector) classWord(w string) bool {
	_, ok := d.nameClass(w)
	return ok
}

// longPseudo reports whether a pseudo name (in lower case) has three syllables or more, a
// hyphenated one in its parts together: what the codec makes of a name of three letters or
// more.
func longPseudo(low string) bool {
	hyphenated, n := strings.Contains(low, "-"), 0
	for part := range strings.SplitSeq(low, "-") { // "cedine-safipase", what "léa-rose" becomes
		d, ok := names.PseudoDigits(part)
		if !ok && hyphenated {
			return false
		}
		n += len(d)
	}
	return n >= 3
}

// afterNumber reports whether a house number or other number comes right before s
// ("742 Evergreen Terrace"), or a quantity, a number and its unit ("150 g Mehl", "2 cups
// Galbani ricotta", "1 Würfel frische Hefe"): what a recipe or a list of goods measures is no
// person.
func (d *personDetector) afterNumber(s int) bool {
	if s >= 2 && d.text[s-1] == ' ' && d.text[s-2] >= '0' && d.text[s-2] <= '9' {
		return true
	}
	prev := d.wordBefore(s)
	ps := d.wordBeforeStart(s, prev)
	if prev == "frische" || prev == "frischer" || prev == "fresh" {
		prev = d.wordBefore(ps) // "1 Würfel frische Hefe"
		ps = d.wordBeforeStart(ps, prev)
	}
	if !quantityUnits[prev] || ps < 2 || d.text[ps-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeLastRune(d.text[:ps-1])
	return isDigit(d.text[ps-2]) || r == '½' || r == '¼' || r == '¾'
}

// quantityUnits are the units of measure and the counting words of recipes and lists of goods,
// in lower case, that stand between a number and what it measures.
var quantityUnits = setOf(`g|kg|mg|ml|cl|dl|l|oz|lb|lbs|tbsp|tsp|cup|cups|pinch|el|tl|würfel|prise|päckchen|
	packung|dose|dosen|glas|stück|becher|bund|scheiben|pck|pck.|cuillère|cuillères|c.|sachet|pincée|
	cucharada|cucharadas|cucharadita|taza|tazas|pizca|sobre|bottle|bottles|can|cans|jar|jars|pack|packs|tin|tins`, "|")

func wordAt(text []byte, i int) (string, int) {
	j := nameWordEnd(text, i)
	return string(text[i:j]), j
}

// wordAt is wordAt(d.text, i) without a copy.
func (d *personDetector) wordAt(i int) (string, int) {
	j := nameWordEnd(d.text, i)
	return d.str(i, j), j
}

// nameWordEnd returns the end of the run of name letters at i.
func nameWordEnd(text []byte, i int) int { return runeRunEnd(text, i, isNameLetter) }

// nameWordStart returns the start of the run of name letters that ends at j.
func nameWordStart(text []byte, j int) int { return runeRunStart(text, j, isNameLetter) }

// runeRunEnd returns the end of the run of runes that in takes, starting at i; runeRunStart
// the start of the one that ends at j.
func runeRunEnd(text []byte, i int, in func(rune) bool) int {
	for i < len(text) {
		r, n := utf8.DecodeRune(text[i:])
		if !in(r) {
			break
		}
		i += n
	}
	return i
}

func runeRunStart(text []byte, j int, in func(rune) bool) int {
	for j > 0 {
		r, n := utf8.DecodeLastRune(text[:j])
		if !in(r) {
			break
		}
		j -= n
	}
	return j
}

// german reports whether the line around position s reads as German: more of its lower-case
// words are German function words than English or French ones, and at least two are. A line
// with none of them (a heading, a table row) reads as the text's first 16 KB do. A capitalised
// word alone is weak evidence of a name in German: "Dies", "Wasser", "Lokomotiven".
func (d *personDetector) german(s int) bool { return d.lineLang(s) == names.German }

// english reports whether the line around position s reads as English: more of its function
// words are English than German or French (read as german reads them).
func (d *personDetector) english(s int) bool { return d.lineLang(s) == names.English }

// lineLang returns the language of the line around position s (see german).
func (d *personDetector) lineLang(s int) names.Language {
	if d.lang == names.Unknown || s < d.langLine[0] || s >= d.langLine[1] {
		ls, le := d.lineBounds(s)
		d.langLine, d.lang = [2]int{ls, le}, names.LanguageOf(d.text[ls:min(le, ls+16<<10)])
		if d.lang == names.Unknown {
			if d.textLang == names.Unknown {
				// A text with no function words at all reads as not German.
				d.textLang = cmp.Or(names.LanguageOf(d.text[:min(len(d.text), 16<<10)]), names.Other)
			}
			d.lang = d.textLang
		}
	}
	return d.lang
}

// foreignMonth reports whether low, a month or weekday, is a German or French month that is a
// given name elsewhere ("Mai", "Avril", "Juli") in an English line at s: a name there
// ("Tran Thi Mai").
func (d *personDetector) foreignMonth(low string, s int) bool {
	switch low {
	case "mai", "avril", "juli", "juni":
		// After a Vietnamese middle name "Mai" is the given name in any language: "Trần Thị
		// Mai (Mutter von Linh)".
		return d.english(s) || vietMiddle[vietFold(d.wordBefore(s))]
	}
	return false
}

// monthGivenName reports whether low, the word at [s, e) and a month's name that is a given
// name too, is one before the word after it, a listed name that is no frequent word of general
// text: "June Abbott", "Mai Linh Vo", "August Macke" (not "June Bank Holiday", "May Day").
func (d *personDetector) monthGivenName(low string, s, e int) bool {
	if !monthGivenNames[low] || e+1 >= len(d.text) || d.text[e] != ' ' || !d.capitalAt(e+1) {
		return false
	}
	if before := bytes.TrimRight(d.text[:s], ". "); len(before) > 0 && isDigit(before[len(before)-1]) {
		return false // "am 3. August Müller": a date
	}
	w, _ := d.wordAt(e + 1)
	next := strings.ToLower(w)
	lw := d.tagger().Lookup(next)
	return (lw.Given || lw.Surname) && !lw.Common && !frequentWord(next) && !names.IsMonthOrDay(next)
}

// monthGivenNames are the months' names that are given names too.
var monthGivenNames = setOf(`may|june|april|august|mai|avril`, "|")

// afterHonorific reports whether a form of address stands right before position s: "Mme
// Avril", "Mrs May", "Herr Mai", where a month's name is a surname.
func (d *personDetector) afterHonorific(s int) bool {
	return s >= 2 && d.text[s-1] == ' ' && honorifics[strings.TrimSuffix(d.wordBefore(s), ".")]
}

// honorifics are the forms of address before a surname in English, German, French and Spanish:
// addressForms and the ones only capitalised text writes.
var honorifics = setOf(addressForms+`|miss|mx|dr|hr|m|mademoiselle|sr`, "|")

// vietFold returns a lower-case word without the marks of Vietnamese letters ("trần" →
// "tran", "thị" → "thi", "đức" → "duc"), for the word lists of Vietnamese names: names.Fold
// folds the Latin-1 letters only, as the name codec's class lookups do.
func vietFold(low string) string {
	low = names.Fold(low)
	if utf8.ValidString(low) && len(low) == utf8.RuneCountInString(low) {
		return low // ASCII: nothing more to fold
	}
	var b strings.Builder
	for _, r := range low {
		switch {
		case r >= 0x1EA0 && r <= 0x1EB7 || r == 'ă':
			r = 'a'
		case r >= 0x1EB8 && r <= 0x1EC7:
			r = 'e'
		case r >= 0x1EC8 && r <= 0x1ECB:
			r = 'i'
		case r >= 0x1ECC && r <= 0x1EE3 || r == 'ơ':
			r = 'o'
		case r >= 0x1EE4 && r <= 0x1EF1 || r == 'ư':
			r = 'u'
		case r >= 0x1EF2 && r <= 0x1EF9:
			r = 'y'
		case r == 'đ':
			r = 'd'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// determinerFollows reports whether an article or a possessive in lower case follows the word
// that ends at e, and no capitalised word after it: a word at the start of a sentence so
// followed is a preposition or an imperative ("Per the contract", "Bill the client"), while a
// name there is followed by its verb. "Alexander the Great" is a name.
func (d *personDetector) determinerFollows(e int) bool {
	if e >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	w, we := d.wordAt(e + 1)
	if !determiners[w] {
		return false
	}
	if we+1 < len(d.text) && d.text[we] == ' ' {
		r, _ := utf8.DecodeRune(d.text[we+1:])
		return !unicode.IsUpper(r)
	}
	return true
}

// determiners are the English articles and possessives of determinerFollows.
var determiners = setOf(`the|a|an|your|our|my|his|her|their|its|this|that|these|those`, "|")

// sentenceStart reports whether position s starts a sentence, a line or a quotation, where
// a capital letter says nothing.
func (d *personDetector) sentenceStart(s int) bool {
	i := s
	for i > 0 {
		c := d.text[i-1]
		if c == ' ' || c == '\t' || c == '"' || c == '(' || c == '*' || c == '>' || c == '-' || c == '\'' {
			i--
			continue
		}
		if c >= 0x80 { // „ « “ • and other non-ASCII punctuation before a word
			r, n := utf8.DecodeLastRune(d.text[:i])
			if unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r) {
				i -= n
				continue
			}
			return false
		}
		return c == '.' || c == '!' || c == '?' || c == '\n' || c == ':' || c == ';'
	}
	return true
}

type cueKind int

const (
	cueNone   cueKind = iota
	cueWeak           // possessive
	cueStrong         // X said, speaker tag, signature
	cueName           // Dear X, my name is X: any capitalised word
	cueNot            // team X, project X: not a person
	cueField          // Name: X, Attendees: X, Y
)

var (
	// Words right before a name (lower case, the last one or two words before it).
	cueBefore = append([]string{"dear", "hi", "hello", "hey", "hola", "querido", "querida", "estimado", "estimada", "thanks", "thank you", "cc", "attn", "my name is", "name is",
		"named", "called", "signed", "i am", "i'm", "this is", "liebe", "lieber", "liebes", "hallo", "servus", "moin",
		"danke", "ich heiße", "ich bin", "namens", "heißt", "cher", "chère", "chers", "bonjour", "salut", "merci",
		"colleague", "technician", "driver", "assistant", "friend", "neighbour", "neighbor", "brother", "sister",
		"son", "daughter", "husband", "wife", "mother", "father", "boss", "lawyer", "nurse", "patient", "cousin",
		"familia", "familie", "famille",
		"customer", "client", "caller", "tenant", "employee", "guest",
		"kollege", "kollegin", "nachbar", "nachbarin", "bruder", "tochter", "sohn", "mann", "frau", "collègue", "ami",
		"amie", "confrère", "consœur", "voisin", "voisine", "frère", "sœur", "fils", "fille", "mari", "femme",
		"je m'appelle", "je m’appelle", "je suis", "nommé", "nommée", "appelé", "appelée", "coucou", "per", "by", "with",
		"from", "to", "von", "mit", "an", "said", "says", "added", "beat", "defeated", "against", "avec", "par", "pour", "de la part de", "asked", "told", "ask", "tell", "frag", "sag", "call",
		"national,", "nationals,", "applicant,", "applicants,", "ressortissant,", "ressortissante,", "requérant,", "requérante,",
		"good morning", "good afternoon", "good evening", "guten morgen", "guten tag", "buenos días", "buenas tardes",
		"—", "--", "give", "send", "let", "meet", "invite", "forward", "remind", "welcome", "thank", "ping", "contact",
		"señor", "señora", "señorita",
		// A relative or colleague set off by a comma: "Sa fille, Clémence, souhaite", "his
		// daughter, Mai, 33", "Mi compañera Nuria".
		"daughter,", "son,", "wife,", "husband,", "fille,", "fils,", "femme,", "mari,", "tochter,", "sohn,", "hija,",
		"hijo,", "esposa,", "esposo,", "compañera", "compañero", "compañera,", "compañero,", "hija", "hijo", "esposa",
		"esposo", "hermana", "hermano", "madre", "padre", "colega", "amiga", "amigo", "vecina", "vecino", "mujer",
		"mujer,", "marido", "marido,", "sibling", "sibling,", "pareja", "novia", "novio",
		// Spanish verbs of reaching someone and the "a" before a person: "avisa a Nayra", "Llamad
		// a Conchi", "habla con Lucía".
		"avisa a", "avisad a", "avisar a", "llama a", "llamad a", "llamar a", "pregunta a", "preguntar a", "escribe a",
		"escribir a", "manda a", "mandar a", "envía a", "enviar a", "contacta a", "contactar a", "habla con",
		"hablar con", "hablé con"}, append(elders, append(parentOf, nicknameCues...)...)...)
	// Words right after a name.
	// Verbs of saying: the word before one is its speaker (a strong cue), they come first so
	// that "a dit" is matched before "a".
	speechVerbs = []string{"said", "says", "asked", "told", "wrote", "replied", "answered", "explained", "added",
		"warned", "insisted", "argued", "recalled", "admitted", "testified", "sagte",
		"fragte", "meinte", "schrieb", "antwortete", "erklärte", "bestätigte", "betonte", "kündigte", "forderte",
		"warnte", "kritisierte", "a dit", "a répondu", "a demandé", "a écrit"}
	cueAfter = append(speechVerbs[:len(speechVerbs):len(speechVerbs)], "asks", "tells", "writes", "noted",
		"called", "mentioned", "thinks", "thought", "wants", "will", "would", "is", "was", "has", "had", "and i", "who", "sagt",
		"fragt", "meint", "schreibt", "hat", "ist", "war", "dit", "demande", "répond", "explique", "écrit", "est",
		"était", "a")
	// Field labels whose value is a name or a list of names.
	fieldLabels = []string{"name", "full name", "patient", "patientin", "employee", "applicant", "client", "contact",
		"from", "to", "cc", "attendees", "participants", "present", "speaker", "author", "signed", "manager",
		"vorname", "nachname", "mitarbeiter", "mitarbeiterin", "teilnehmer", "teilnehmende", "anwesend", "ansprechpartner",
		"ansprechpartnerin", "kontakt", "von", "an", "nom", "prénom", "participants", "présents", "destinataire",
		"interlocuteur", "responsable", "auteur", "absent", "absents", "absente", "absentes", "excusé", "excusée",
		"excusés", "excusées", "abwesend", "entschuldigt", "asistentes", "presentes", "ausente", "ausentes",
		"apologies", "witness", "guardian", "emergency contact", "assigned to", "owner", "reviewer"}
	closings = []string{"regards", "best", "cheers", "thanks", "thank you", "sincerely", "yours", "best wishes", "kind regards",
		"grüße", "gruß", "grüßen", "viele grüße", "mit freundlichen grüßen", "cordialement", "bien à vous", "salutations",
		"amitiés", "bises", "merci", "danke", "love", "xoxo", "take care", "warmly",
		"hugs", "respectfully", "lg", "bis bald", "tschüss", "ciao", "bisous", "à bientôt", "a bientôt", "bonne journée",
		"abrazo", "abrazos", "saludo", "saludos", "atentamente", "besos", "cordialmente", "gracias", "a presto",
		"abraços", "beijos", "cumprimentos", "obrigado", "obrigada"}
)

// stateLabels are the labels of fields whose values are levels, states and kinds.
var stateLabels = setOf(`priority|prioridad|priorité|priorität|prio|status|estado|statut|severity|severidad|gravité|
	schweregrad|level|nivel|niveau|stufe|tier|stage|channel|canal|kanal|category|categoría|catégorie|kategorie|type|
	tipo|typ|impact|impacto|urgency|urgencia|urgence|dringlichkeit`, "|")

// cueWindow bounds how far cue looks either side of a name (like maxWindow for patterns).
const cueWindow = 200

// contextBounds returns where the context of the span text[s:e] starts and ends: its line, at
// most cueWindow bytes either side, so that cost stays linear on a long line with many
// capitalised words.
func (d *personDetector) contextBounds(s, e int) (lineStart, lineEnd int) {
	lo, hi := max(s-cueWindow, 0), min(e+cueWindow, len(d.text))
	lineStart = bytes.LastIndexByte(d.text[lo:s], '\n') + 1 + lo
	lineEnd = hi
	if i := bytes.IndexByte(d.text[e:hi], '\n'); i >= 0 {
		lineEnd = e + i
	}
	return lineStart, lineEnd
}

// cue classifies the context of the span text[s:e].
func (d *personDetector) cue(s, e int) cueKind {
	text := d.text
	lineStart, lineEnd := d.contextBounds(s, e)
	before := d.lowerOf(lineStart, s)
	after := d.lowerOf(e, lineEnd)
	// Field: "Name: X", "Attendees: A B, C D and X".
	if c := strings.LastIndexByte(before, ':'); c >= 0 {
		label := strings.TrimSpace(strings.TrimLeft(before[:c], "-*•# \t"))
		rest := before[c+1:]
		// A list of names holds no sentence end and no number: "anwesend: 9 von 12 Eigentümern
		// (74,3 % der Anteile)" is no field of names, and a number may be written with a dot
		// once encrypted ("72.9%").
		if !strings.ContainsAny(rest, ".!?;0123456789") && len(rest) < 200 {
			for _, l := range fieldLabels {
				if label == l || strings.HasSuffix(label, " "+l) {
					return cueField
				}
			}
		}
	}
	// The value of a field whose values are levels and states, never names: "Prioridad: Alta",
	// "Status: Grace".
	if c := strings.LastIndexByte(before, ':'); c >= 0 && strings.TrimSpace(before[c+1:]) == "" {
		if stateLabels[lastToken(strings.TrimSpace(before[:c]))] {
			return cueNot
		}
	}
	// A team, project or product named like a person: "team Falcon", "Projekt Maria".
	for _, w := range []string{"team", "project", "projekt", "projet", "operation", "codename", "product", "model", "version", "release"} {
		if strings.HasSuffix(strings.TrimRight(before, " "), w) {
			return cueNot
		}
	}
	// A name before a birth name, after an article too: "der Sohn des Landwirts Bernhard
	// Brockmeier und der Maria, geb. Terhorst".
	for _, w := range birthNameWords {
		if n := len(after) - len(strings.TrimPrefix(after, ",")); strings.HasPrefix(after[n:], " "+w+" ") && d.capitalAt(e+n+len(w)+2) {
			return cueStrong
		}
	}
	// A household named by its surname, after "the": "the Kowalski house", "the Nakamura
	// family", "the Mbeki twins".
	if bytes.IndexByte(text[s:e], ' ') < 0 && strings.HasSuffix(before, "the ") && d.householdAfter(e) {
		return cueStrong
	}
	// One word after a German article, possessive or contraction is a noun ("bis zu seinem
	// Tod", "zur Hand"), and one after "St." a church or place ("St. Peter").
	if bytes.IndexByte(text[s:e], ' ') < 0 {
		tb := strings.TrimRight(before, " ")
		prev := lastToken(tb)
		if d.articleBefore(prev, s) {
			return cueNot
		}
		if placeContext(prev, tb, after) {
			return cueNot
		}
	}
	// A result list: "Ato Boldon (Trinidad) 19.80", "Hendry ( Scotland ) 6": a person and a
	// country in parentheses.
	if countryInParens(after) {
		return cueStrong
	}
	// The given names of "LAST, First" with the surname in capitals where one starts (see
	// withUpperSurname): "4. KOUASSI, Yao Serge –".
	if d.afterUpperSurname(s) {
		return cueStrong
	}
	// Speaker tag: "Anna: Hello" at a line start (French: "Anna : Bonjour").
	if strings.TrimSpace(before) == "" && strings.HasPrefix(strings.TrimLeft(after, " \u00a0"), ":") {
		low := d.lowerOf(s, e)
		if d.formLabel(low, s) {
			return cueNot // "Department: Sales\nApprover: Renata Szabó": a form's label
		}
		if amountLabels[low] {
			return cueNot // "Price: ¥12,800", "Rate: 4.5%": a label, though a given name too
		}
		if valueFollows(after[strings.IndexByte(after, ':')+1:]) {
			// "Numero: 0917 123 4567", "Birinci: +90 532...": a field's label before a phone
			// number or the like, unless the word is a given name ("Kofi: 0244 123 456" in a
			// list of contacts) or the codec's pseudo name of one. Surnames are left out: too
			// many labels are one somewhere ("Numero", "Birinci").
			if lw := d.tagger().Lookup(low); lw.Given || lw.Pseudo {
				return cueStrong
			}
			return cueNot
		}
		if d.speakers()[low] >= 2 && !chatRoles[low] {
			// A speaker of a dialogue, listed or not; but a word of general text that is on
			// no name list is a field's label repeated by records ("Age: 45", "Notes: none").
			if lw := d.tagger().Lookup(low); lw.Given || lw.Surname || rareWord(low) {
				return cueName
			}
		}
		return cueStrong
	}
	if d.signature(lineStart, before, after) {
		return cueStrong
	}
	// Signature after a hyphen, the message's last line: "- Olu", "-Sam"; not a word of general
	// text ("- Done"), nor the last item of a list, whose line above starts as this one does.
	if b := strings.TrimSpace(before); b == "-" && strings.TrimRight(strings.TrimSpace(after), ".!") == "" && d.lastLine(lineEnd) &&
		!bytes.HasPrefix(bytes.TrimSpace(d.lineBefore(lineStart)), []byte("-")) && !commonWord(d.lowerOf(s, e)) {
		return cueName
	}
	tb := strings.TrimRight(before, " ")
	if prev := lastToken(tb); sayPrepositions[prev] && strings.HasPrefix(after, ",") {
		if rest := strings.TrimRight(strings.TrimSuffix(tb, prev), " "); rest == "" || strings.ContainsAny(rest[len(rest)-1:], ".!?") {
			return cueStrong // "Según Etxeberria, las obras…", "Selon Dubreuil, le chantier…": whom a sentence quotes
		}
	}
	if speakerAfterVerb(tb, after) {
		return cueName // "«Se lo ha ganado», explicó Zubizarreta, que…", "said Woods."
	}
	if role := lastToken(strings.TrimSuffix(tb, ",")); roleBefore[role] && strings.HasSuffix(tb, ",") &&
		strings.HasPrefix(after, ",") && bytes.IndexByte(d.text[s:e], ' ') < 0 {
		return cueStrong // "our new intern, Oluwatoyin, starts Monday": a role and the name in apposition
	}
	if kin := lastToken(strings.TrimSuffix(tb, ",")); kinWord(kin) && strings.HasSuffix(tb, ",") && bytes.IndexByte(d.text[s:e], ' ') > 0 &&
		(after == "" || strings.HasPrefix(after, ",") || strings.HasPrefix(after, ".")) {
		return cueStrong // "El libro lo dedica a su tía, Libia Ochoa.": a word for kin and the full name in apposition
	}
	if kin := lastToken(tb); (kinWord(kin) || kinNouns[kin] || companions[kin]) &&
		possessiveDeterminers[lastToken(strings.TrimRight(strings.TrimSuffix(tb, kin), " "))] {
		// "my son Rafa", "mi hermano Rafa", "my friend Ketut": whose relative or friend; a
		// name, or a word general text does not use often ("sa fiancée Au numéro" is one).
		low := d.lowerOf(s, d.lowerTail(e))
		if lw := d.tagger().Lookup(low); lw.Given || (lw.Surname || lw.Pseudo) && !frequentWord(low) || !commonWord(low) {
			return cueName
		}
	}
	if role := lastToken(tb); roleBefore[role] {
		if bytes.IndexByte(d.text[s:e], ' ') > 0 {
			return cueStrong // "El seleccionador Aitor Zubizarreta", "our engineer Tobenna Uzor"
		}
		if rest := strings.TrimSuffix(tb, role); determinerBefore[lastToken(strings.TrimRight(rest, " "))] {
			return cueStrong // "le juge Darwall-Smith", "the striker Okoye": one word after a role
		}
	}
	for _, i := range cueBeforeByEnd[lastByte(tb)] {
		w := cueBefore[i]
		if (w == "—" || w == "--") && strings.TrimRight(strings.TrimSpace(after), ".!") != "" {
			continue // a dash before a signature ends the line: "— Henrik", not "PARIS — Reuters reported"
		}
		if w == "an" && !d.german(s) {
			continue // the English article: "an Ontario politician", not "an Anna"
		}
		if (w == "lieber" || w == "liebe" || w == "liebes") && !bytes.HasSuffix(bytes.TrimRight(d.text[lineStart:s], " "), []byte("L"+w[1:])) {
			continue // "Lieber Hans," greets; "sie wollte lieber Spätdienst" prefers
		}
		// A dash may touch the signature it opens ("—Teodora"), an elided "d'" its name.
		touches := (w == "—" || w == "--") && tb == w || strings.HasSuffix(w, "'") || strings.HasSuffix(w, "’")
		if strings.HasSuffix(tb, w) && (len(tb) == len(w) || !isNameLetterByte(tb[len(tb)-len(w)-1])) && (len(tb) < len(before) || touches) {
			if (w == "named" || w == "namens" || w == "called") && animalBefore(tb[:len(tb)-len(w)]) {
				return cueNot // "a German shepherd named Bismarck", "einem Hund namens Humboldt": a pet
			}
			if greetings[w] || strings.Contains(w, "nam") ||
				strings.Contains(w, "heiß") || strings.Contains(w, "appel") || w == "attn" || w == "cc" || strings.HasSuffix(w, ",") ||
				strings.HasPrefix(w, "good ") || strings.HasPrefix(w, "guten ") || strings.HasPrefix(w, "buen") || w == "—" || w == "--" ||
				(kinWords[w] || companions[w]) && !commonWord(d.lowerOf(s, d.lowerTail(e))) || strings.HasPrefix(w, "señor") ||
				slices.Contains(parentOf, w) || slices.Contains(nicknameCues, w) {
				return cueName
			}
			return cueWeak
		}
	}
	if nicknameParens(after) {
		return cueName // "Navneet (goes by Nav)", "Margarethe (everyone calls her Gretl)"
	}
	if strings.HasSuffix(before, "(") && bytes.IndexByte(text[s:e], ' ') < 0 {
		for _, w := range nicknameTails {
			if strings.HasPrefix(after, w) {
				return cueName // "Encarnación Muñoz (Encarni para todos)": the name friends use
			}
		}
	}
	if personAfter(after) && !(strings.HasPrefix(after, ", whose ") && articleWords[lastToken(strings.TrimRight(before, " "))]) {
		return cueStrong // not "the Dev-Yol, whose object was": a thing after its article
	}
	if ageApposition(after) {
		return cueStrong // "Jutting, now 31, is on trial": a person's age in apposition
	}
	for _, w := range ageInParens {
		if strings.HasPrefix(after, w) && len(after) > len(w) && isDigit(after[len(w)]) {
			return cueName // "Chukwudi (age 5)": a person's age
		}
	}
	if strings.HasPrefix(after, "'s") || strings.HasPrefix(after, "’s") {
		return cueWeak
	}
	ta := strings.TrimLeft(after, " ,")
	for _, i := range cueAfterByStart[firstByte(ta)] {
		w := cueAfter[i]
		if strings.HasPrefix(ta, w) && (len(ta) == len(w) || !isNameLetterByte(ta[len(w)])) && len(ta) < len(after) {
			if !slices.Contains(speechVerbs, w) || pronounAfter(ta[len(w):]) || strings.HasPrefix(strings.TrimLeft(after, " "), ",") {
				// Not a verb of saying; or the speaker comes after it: "Die Dramen kritisierte
				// er", "bei Kandahar, sagte der Polizeichef".
				return cueWeak
			}
			return cueStrong
		}
	}
	return cueNone
}

// personAfter reports whether after, the lower-cased rest of a name's line, opens with words
// that only follow a person: a relative clause of "who" set off by a comma ("Gomery, who led
// the inquiry"; things take "which"), a reflexive pronoun ("Wintour herself appears") or a
// verb of a life ("Barrie enrolled", "Winstone married", "Kenseth died").
func personAfter(after string) bool {
	for _, w := range personAfterWords {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	// A relative of the person's own after "and": "Manjit and her daughter Simran", "Tom and
	// his wife", "Inès et sa fille".
	for _, s := range []string{" and her ", " and his ", " et sa ", " et son ", " und ihre ", " und seine ", " y su "} {
		if rest, ok := strings.CutPrefix(after, s); ok {
			w, _, _ := strings.Cut(rest, " ")
			if kinWords[strings.TrimRight(w, ".,;:!?")] {
				return true
			}
		}
	}
	// A possessive before a word only a person has: "Carangi's life", "Doss's wife".
	for _, s := range []string{"'s ", "’s "} {
		if rest, ok := strings.CutPrefix(after, s); ok {
			w, _, _ := strings.Cut(rest, " ")
			return possessions[strings.TrimRight(w, ".,;:!?")]
		}
	}
	return false
}

// articleWords are the English articles: a person's name takes none.
var articleWords = setOf(`the|a|an`, "|")

var personAfterWords = []string{", who ", ", whose ", " herself ", " himself ", " married ", " enrolled ",
	" graduated ", " starred ", " resigned ", " retired ", " divorced ", " died ", " was born ", " grew up ", " studied "}

// ageApposition reports whether after, the lower-cased text after a word, opens with an age in
// apposition before the clause's verb: ", 31, said", ", now 31, is", ", aged 31, who".
func ageApposition(after string) bool {
	rest, ok := strings.CutPrefix(after, ", ")
	if !ok {
		return false
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "now "), "aged ")
	n := 0
	for n < len(rest) && n < 3 && isDigit(rest[n]) {
		n++
	}
	if n < 1 || n > 2 || n >= len(rest) || rest[n] != ',' {
		return false
	}
	// The clause goes on with its verb: not "Paris, 12, rue de la Paix".
	v, _, _ := strings.Cut(strings.TrimLeft(rest[n+1:], " "), " ")
	return englishVerbs[v] || subjectVerbs[v] || v == "who" || v == "der" || v == "die" || v == "qui"
}

// ageInParens open a person's age in parentheses after the name, the digits next.
var ageInParens = []string{" (age ", " (aged ", " (âge ", " (edad ", " (alter "}

// possessions are the things only a person has, after a possessive.
var possessions = setOf(`wife|husband|son|daughter|mother|father|brother|sister|parents|children|widow|girlfriend|
	boyfriend|grandmother|grandfather|life|death|birth|funeral|career|lawyer|lawyers|attorney|spokesman|
	spokeswoman|spokesperson|biography|teachings|presidency|memoir|memoirs|debut|retirement`, "|")

// speakerAfterVerb reports whether tb, the lower-case text before a name on its line, ends in
// a verb of saying after a quotation's close or comma, and the name ends its clause: news
// writes the speaker after the verb ("», explicó Zubizarreta,", "\", said Woods.").
func speakerAfterVerb(tb, after string) bool {
	if after != "" && !strings.HasPrefix(after, ",") && !strings.HasPrefix(after, ".") && !strings.HasPrefix(after, ":") {
		return false
	}
	for _, v := range invertedSpeech {
		if rest, ok := strings.CutSuffix(tb, v); ok {
			rest = strings.TrimRight(rest, " ")
			return strings.HasSuffix(rest, ",") || strings.HasSuffix(rest, "\"") || strings.HasSuffix(rest, "»") ||
				strings.HasSuffix(rest, "”") || strings.HasSuffix(rest, "“")
		}
	}
	return false
}

// possessiveDeterminers say whose relative or friend the name after the noun is: "my son
// Rafa", "Mein Schwager Can", "mi hermano Rafa", "sa nièce Inès".
var possessiveDeterminers = setOf(`my|our|his|her|their|your|mein|meine|meinem|meinen|meiner|unser|unsere|unserem|
	unseren|sein|seine|seinem|seinen|ihr|ihre|ihrem|ihren|dein|deine|deinem|mi|mis|su|sus|tu|nuestro|nuestra|
	mon|ma|son|sa|notre|ton|ta|leur`, "|")

// kinNouns are the words for relatives that kinWords leaves out: in-laws, grandchildren,
// nephews and nieces, partners.
var kinNouns = setOf(`nephew|niece|grandson|granddaughter|stepson|stepdaughter|stepmother|stepfather|partner|fiancé|
	fiancée|boyfriend|girlfriend|schwager|schwägerin|schwester|enkel|enkelin|neffe|nichte|cousine|freund|freundin|
	sobrino|sobrina|nieto|nieta|cuñado|cuñada|suegro|suegra|novio|novia|neveu|nièce|oncle|copain|copine|beau-frère|
	belle-sœur|petit-fils|petite-fille`, "|")

// determinerBefore are the articles and possessives that open a role before a name.
var determinerBefore = setOf(`the|our|my|his|her|their|le|la|l'|l’|notre|son|sa|el|nuestro|nuestra|su`, "|")

// roleBefore are the lower-case nouns for a person's role that news and letters write right
// before a full name, in en/es/fr ("striker Joe Whitlock", "el portavoz Íñigo Etxeberria", "le
// sélectionneur Didier Deschamps"); German capitalises its roles (roleNoun).
var roleBefore = setOf(`emeritus|emerita|striker|midfielder|goalkeeper|defender|winger|forward|coach|manager|captain|spokesman|seamer|bowler|batsman|batter|opener|spinner|catechist|
	spokeswoman|spokesperson|chairman|chairwoman|founder|cofounder|co-founder|novelist|author|singer|actor|actress|
	journalist|economist|analyst|engineer|architect|designer|producer|director|prosecutor|attorney|lawyer|judge|
	senator|congressman|congresswoman|minister|ambassador|mayor|governor|
	seleccionador|seleccionadora|portavoz|ministro|ministra|entrenador|entrenadora|presidente|presidenta|
	directora|alcalde|alcaldesa|juez|jueza|fiscal|abogado|abogada|delegado|delegada|consejero|consejera|
	diputado|diputada|senador|senadora|concejal|concejala|fundador|fundadora|escritor|escritora|periodista|
	actriz|cantante|futbolista|tenista|ciclista|empresario|empresaria|investigador|investigadora|delantero|
	portero|centrocampista|
	ministre|président|présidente|directeur|directrice|maire|juge|procureur|procureure|avocat|avocate|
	porte-parole|entraîneur|sélectionneur|écrivain|écrivaine|chanteur|chanteuse|acteur|actrice|journaliste|
	député|députée|sénateur|sénatrice|fondateur|fondatrice|attaquant|gardien|milieu|commissaire|inspecteur|
	inspectrice|lieutenant|capitaine|brigadier|gendarme|adjudant|préfet|préfète|témoin|
	intern|trainee|apprentice|assistant|colleague|supervisor|boss|student|employee|
	midwife|nurse|doctor|surgeon|consultant|physiotherapist|therapist|teacher|headteacher|principal|chef|cook|
	pilot|driver|plumber|electrician|officer|detective|inspector|constable|sergeant|witness|neighbour|neighbor|
	photographer|painter|poet|composer|pianist|violinist|conductor|curator|historian|professor|lecturer|
	researcher|scientist|surveyor|contractor|landlord|landlady|tenant|caretaker|receptionist|
	sage-femme|infirmier|infirmière|chirurgien|chirurgienne|professeur|professeure|cuisinier|cuisinière|
	peintre|poète|compositeur|compositrice|historienne|historien|chercheur|chercheuse|
	matrona|enfermero|enfermera|cirujano|cirujana|profesor|profesora|cocinero|cocinera|pintor|pintora|poeta|
	compositor|compositora|historiador|historiadora|
	trooper|trustee|sheriff|deputy|chaplain|commissioner|corporal|superintendent|deacon|barrister|solicitor|
	claimant|licenciada|licenciado|asistente|vicar|pastor|councillor|councilor|alderman|paramedic|ranger`, "|")

// invertedSpeech are the verbs of saying news writes before the speaker, after the quotation.
var invertedSpeech = []string{" said", " says", " added", " explained", " dijo", " explicó", " afirmó", " señaló",
	" añadió", " aseguró", " declaró", " indicó", " comentó", " sostuvo", " agregó", " sagte", " erklärte",
	" betonte", " fügte hinzu", " déclare", " explique", " affirme", " ajoute", " souligne", " a déclaré",
	" a expliqué", " a affirmé", " a ajouté", " précise"}

// lastLine reports whether the line ending at e ends its message: the text ends after it, or a
// blank line, a quoted line or an "Original Message" separator follows.
func (d *personDetector) lastLine(e int) bool {
	rest := d.text[min(e+1, len(d.text)):]
	next := rest
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		next = rest[:i]
	}
	next = bytes.TrimSpace(next)
	return e >= len(d.text) || len(next) == 0 || next[0] == '>' || bytes.Contains(bytes.ToLower(next), []byte("original message"))
}

// lineBefore returns the line before the one starting at s, or nil.
func (d *personDetector) lineBefore(s int) []byte {
	if s < 1 {
		return nil
	}
	prev := d.text[:s-1]
	return prev[bytes.LastIndexByte(prev, '\n')+1:]
}

// formLabel reports whether low, the word at s that opens its line before a colon, is a
// label of a form rather than a speaker: a word of general text (or a hyphenated or short
// capitalised key: "X-Mailgun-Sid", "AW") that is no listed name, on a line next to another
// label of no name ("Department: Sales\nApprover: Renata Szabó", "Today: polish\nBlockers:
// none"), or alone on its line ("Belege:" over a list). A word of the codec's classes is left
// alone, as a ciphertext may be one; and a word general text does not use, as a name on no
// list may be one. A label that heads a list of people ("Participants: Mark Anthony dela Cruz
// (31, rider, Grab), …") is one wherever it stands: the names after it are no message.
func (d *personDetector) formLabel(low string, s int) bool {
	if rosterLabels[low] {
		return true
	}
	if lw := d.tagger().Lookup(low); lw.Given || lw.Surname || d.classWord(low) {
		return false
	}
	if names.WordBand(low) == names.BandNone && !strings.Contains(low, "-") && len(low) > 2 {
		return false // a name on no list, or its ciphertext, a pseudo name (few are words)
	}
	label := func(line []byte) bool {
		w := labelOf(line)
		if w == "" {
			return false
		}
		l := strings.ToLower(w)
		lw := d.tagger().Lookup(l)
		return chatRoles[l] || !lw.Given && !lw.Surname && names.WordBand(l) != names.BandNone
	}
	ls, le := d.lineBounds(s)
	if _, e := wordAt(d.text, s); string(bytes.TrimSpace(d.text[e:le])) == ":" {
		return true // "Belege:" over the list it heads
	}
	return d.lineBeside(ls, le, label)
}

// rosterLabels head a list of the people of a meeting, a call or a group.
var rosterLabels = setOf(`participants|participant|attendees|attendance|present|invitees|guests|panelists|panellists|
	teilnehmer|teilnehmende|teilnehmerinnen|anwesend|abwesend|présents|présentes|absents|excusés|participantes|
	asistentes|presentes|ausentes|apologies`, "|")

// labelOf returns the word that opens line before a colon ("Approver: …", French "Anna :
// …"), or "".
func labelOf(line []byte) string {
	w, e := wordAt(line, 0)
	if w == "" || !bytes.HasPrefix(bytes.TrimLeft(line[e:], " \u00a0"), []byte(":")) {
		return ""
	}
	return w
}

// lineBeside reports whether the line right above or below the line text[ls:le] is one that
// ok says yes to.
func (d *personDetector) lineBeside(ls, le int, ok func(line []byte) bool) bool {
	return ls > 0 && ok(d.lineBefore(ls)) || le < len(d.text) && ok(d.lineAt(le+1))
}

// nameLabel reports whether the word that ends at e heads a form's label for a name: the
// "FIRST" of "LAST NAME: VILLANUEVA          FIRST NAME: JOSE".
func nameLabel(text []byte, e int) bool {
	rest := text[e:min(len(text), e+8)]
	for _, l := range []string{" NAME:", " NAME :", " Name:", " name:"} {
		if bytes.HasPrefix(rest, []byte(l)) {
			return true
		}
	}
	return false
}

// teamBeforeRole reports whether the name at [s, e) is one word, a town's or a country's or
// one on no list of names, before a role in lower case and a capitalised word, as news writes a
// club's or a firm's member: "Bradford manager Graham Alexander", "Leeds striker Patrick Bamford".
func (d *personDetector) teamBeforeRole(s, e int) bool {
	if bytes.IndexByte(d.text[s:e], ' ') >= 0 || e+1 >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	if low := d.lowerOf(s, e); !placeName(low) {
		if lw := d.tagger().Lookup(low); lw.Given || lw.Surname || lw.Pseudo {
			return false // a person's name, or the codec's image of one
		}
	}
	w, we := d.wordAt(e + 1)
	return roleBefore[w] && we+1 < len(d.text) && d.text[we] == ' ' && d.capitalAt(we+1) // roleBefore's words are lower case
}

// calendarWord reports whether the name at [s, e) is one word that names a month or a weekday
// too ("Jan", "Mar", "Thu", "Sun" are given names), where it is the month's or the day's: in a
// range or a list with another ("Jan–Mar", "Jan to Mar", "Payee,Jan,Feb", "Jan and Feb",
// "Thu/Fri", "Mon–Thu", "thu+fri"), or after a preposition of time ("paid in jan", "on Thu").
// Two given names that are both months make no range in a list ("May and June"): the words of
// a dash or "to" do, or one word that is no given name.
func (d *personDetector) calendarWord(s, e int) bool {
	low := d.lowerOf(s, e)
	kind := calendarKinds[low]
	if kind == 0 || bytes.IndexByte(d.text[s:e], ' ') >= 0 {
		return false
	}
	if prev := d.wordBefore(s); possessiveLen(d.text[e:]) == 0 && (kind == 'm' && monthPrepositions[prev] || kind == 'd' && dayPrepositions[prev]) {
		return true
	}
	partner := func(w string, rng bool) bool {
		other := strings.ToLower(w)
		if calendarKinds[other] != kind {
			return false
		}
		return rng || !d.tagger().Lookup(other).Given || !d.tagger().Lookup(low).Given
	}
	if n, rng := calendarSeparator(d.text[e:], true); n > 0 {
		if w, _ := wordAt(d.text, e+n); partner(w, rng) {
			return true
		}
	}
	if n, rng := calendarSeparator(d.text[:s], false); n > 0 {
		w, _ := wordEndingAt(d.text, s-n)
		return partner(w, rng)
	}
	return false
}

// calendarSeparator returns the length of the separator of a range or a list that b starts
// with (after is true) or ends with, and whether it makes a range.
func calendarSeparator(b []byte, after bool) (int, bool) {
	for _, sep := range calendarSeparators {
		if after && bytes.HasPrefix(b, []byte(sep.s)) || !after && bytes.HasSuffix(b, []byte(sep.s)) {
			return len(sep.s), sep.rng
		}
	}
	return 0, false
}

var calendarSeparators = []struct {
	s   string
	rng bool
}{
	{" – ", true}, {" - ", true}, {"–", true}, {"—", true}, {"-", true}, {" to ", true}, {" bis ", true}, {" au ", true},
	{" until ", true}, {"/", false}, {"+", false}, {", ", false}, {",", false}, {" and ", false}, {" & ", false},
	{" or ", false}, {" und ", false}, {" et ", false}, {" y ", false},
}

// calendarKinds tells the months' ('m') and weekdays' ('d') names and abbreviations in English,
// German and French.
var calendarKinds = func() map[string]byte {
	k := map[string]byte{}
	for w := range setOf(`jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|
		september|october|november|december|januar|februar|märz|juni|juli|okt|dez|oktober|dezember|janv|févr|avr|juil|déc`, "|") {
		k[w] = 'm'
	}
	for w := range weekdayLabels {
		k[w] = 'd'
	}
	return k
}()

// monthPrepositions and dayPrepositions stand before a month's or a day's name: "paid in jan",
// "seit Jan", "back on Thu".
var (
	monthPrepositions = setOf(`in|since|until|till|through|seit|im|bis|en|depuis`, "|")
	dayPrepositions   = setOf(`on|until|till|next|every|am|bis`, "|")
)

// weekdayLabels are the days that head a schedule's lines, as written in English.
var weekdayLabels = setOf(`mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday`, "|")

// weekdayLabel reports whether text[s:e] is a day that heads a line of a schedule, before a
// colon, with another such line right above or below it: a rota's "Thu: Iyer, Eriksen" under
// "Wed: Farouk", though "Thu" is a name.
func (d *personDetector) weekdayLabel(s, e int) bool {
	label := func(line []byte) bool { return weekdayLabels[strings.ToLower(labelOf(line))] }
	ls, le := d.lineBounds(s)
	if ls != s || !weekdayLabels[d.lowerOf(s, e)] || !label(d.text[ls:le]) {
		return false
	}
	return d.lineBeside(ls, le, label)
}

// cueBeforeByEnd and cueAfterByStart list, by a word's last (first) byte, the indexes of the
// words of cueBefore (cueAfter) that end (start) with it, in order: a cue is looked for among
// a few words instead of all of them, and the first that matches is the one the whole list
// gives.
var cueBeforeByEnd, cueAfterByStart = byteIndex(cueBefore, true), byteIndex(cueAfter, false)

func byteIndex(words []string, last bool) (t [256][]int) {
	for i, w := range words {
		b := w[0]
		if last {
			b = w[len(w)-1]
		}
		t[b] = append(t[b], i)
	}
	return t
}

func lastByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[len(s)-1]
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

// lastToken returns the word of tb (the text before a word, trailing spaces trimmed) that ends
// it: what nounBefore is looked up with ("zur", "st.").
func lastToken(tb string) string { return tb[strings.LastIndexAny(tb, " \t\n\"„(")+1:] }

// wordBefore returns, in lower case, the word that ends before position s (spaces between),
// read back at most 16 bytes: cost stays constant.
func (d *personDetector) wordBefore(s int) string {
	return lastToken(strings.TrimRight(d.lowerOf(max(s-16, 0), s), " "))
}

// wordBeforeStart returns where w, the word wordBefore(s) returned, starts (the head words it
// is used for keep their length in bytes when lower-cased).
func (d *personDetector) wordBeforeStart(s int, w string) int {
	for s > 0 && d.text[s-1] == ' ' {
		s--
	}
	return max(s-len(w), 0)
}

// placeContext reports whether the context of one word, the word before it and the text
// before and after it in lower case, makes it a place: "in Montana", "near Vigan" (unless it
// owns something: "in Mary's house"), "the state of Montana", "University of Alberta",
// "Washington, Idaho, and Montana", "Cliddesden, Hampshire, UK". Only words no name is
// encrypted to decide it.
func placeContext(prev, before, after string) bool {
	if (prev == "in" || prev == "near" || prev == "en" || prev == "desde" || prev == "depuis") && !strings.HasPrefix(after, "'") && !strings.HasPrefix(after, "’") {
		// Not the "in" of a verb that brings a person into a talk: "I'll loop in Jonas".
		return prev != "in" || !bringInVerbs[lastToken(strings.TrimSuffix(before, " in"))]
	}
	for _, w := range placeOf {
		if strings.HasSuffix(before, w) && (len(before) == len(w) || before[len(before)-len(w)-1] == ' ') {
			return true
		}
	}
	// The item before in a list, or the one after.
	b := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(before, " and"), " or"), ",")
	if len(b) < len(before) {
		if prev := b[strings.LastIndexAny(b, " ,(")+1:]; regions[prev] {
			return true
		}
	}
	if a, ok := strings.CutPrefix(after, ", "); ok {
		next := a
		if i := strings.IndexAny(a, " ,.;)"); i >= 0 {
			next = a[:i]
		}
		return regions[next]
	}
	return false
}

// bringInVerbs take "in" and a person: "loop in Jonas from networking", "bring in Maria".
var bringInVerbs = setOf(`loop|loops|looping|looped|bring|brings|bringing|brought|rope|ropes|roping|roped|pull|pulls|pulling|pulled|fill|fills|filling|filled`, "|")

// placeElsewhere reports whether the text writes the word w somewhere as a place: in the
// context placeContext reads ("in Sevilla", "en Sevilla", "desde Sevilla"), or after a postal code ("41004
// Sevilla", "69007 Lyon"). The model reads one mention; the text's others decide. The
// occurrences of each word are indexed once per text, from its capitalised words (parts), and
// a word's answer is kept: the cost is linear in the text.
func (d *personDetector) placeElsewhere(parts []part, w string) bool {
	if in, ok := d.placeWords[w]; ok {
		return in
	}
	in := false
	for _, i := range d.occurrences(parts, w) {
		if in = d.placeAt(parts[i].s, parts[i].e); in {
			break
		}
	}
	if d.placeWords == nil {
		d.placeWords = map[string]bool{}
	}
	d.placeWords[w] = in
	return in
}

// occurrences returns the indexes in parts of the first 16 occurrences of the word w; enough
// of a long text (a stream's segment of many prompts) for placeElsewhere and firmElsewhere.
// The words are indexed once per text.
func (d *personDetector) occurrences(parts []part, w string) []int32 {
	if d.wordParts == nil {
		d.wordParts = map[string][]int32{}
		for i, p := range parts {
			d.wordParts[p.text] = append(d.wordParts[p.text], int32(i))
		}
	}
	at := d.wordParts[w]
	return at[:min(len(at), 16)]
}

// nounAlone reports whether the one word p is a noun whatever the rules or the model say: a
// German noun after a number or a quantifier ("neun Monaten Haft", "beiden Toren"), a capital
// letter joined to a word ("E-Mail", "U-Bahn", "E-Bikes"), or a short word on no list with its
// dot before a number, an abbreviation ("Fahrerin Fzg. 2", "(Abs. 3)"; not an initial).
func (d *personDetector) nounAlone(p part) bool {
	if germanNumbers[d.wordBefore(p.s)] && d.german(p.s) || letterCompound(p.text) {
		return true
	}
	given := givenKind(p.kind)
	if (!given || frequentWord(p.low) && !d.classWord(p.text)) && !p.upper && d.german(p.s) && d.afterAttribute(p.s) {
		// "von kurzer Dauer", "innerhalb weniger Tage": a noun after its adjective; but not a
		// given name that is no frequent word, or one of the codec's classes ("der kleine Max").
		return true
	}
	if listed(p.kind) || p.kind == kGivenCom || p.kind == kInitial || p.dotE == p.e || utf8.RuneCountInString(p.text) > 4 {
		return false
	}
	rest := d.text[p.dotE:]
	return len(rest) > 1 && rest[0] == ' ' && isDigit(rest[1])
}

// policeRanks are police ranks that reports abbreviate in capitals before a surname
// (policeTitles): British ("PC Owens", "DCI") and German ("PK Wolf", "POK Schulz", "KHK").
var policeRanks = setOf(`pc|wpc|dc|ds|di|dci|dsi|dsupt|pcso|pk|pok|phk|pm|pom|phm|kk|kok|khk|pkin|pokin`, "|")

// germanNumbers are German numbers and quantifiers, after which one capitalised word is a noun.
var germanNumbers = setOf(`zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert|
	tausend|beide|beiden|mehrere|mehreren|einige|einigen|viele|vielen|wenige|wenigen|zahlreiche|zahlreichen|alle|allen`, "|")

// letterCompound reports whether w is a capital letter, a hyphen and a word of general text:
// "E-Mail", "U-Bahn", "T-Shirt", "X-Ray", "E-Bikes", nouns that no name is written like.
func letterCompound(w string) bool {
	if len(w) < 4 || w[1] != '-' || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	rest := strings.ToLower(w[2:])
	return names.WordBand(rest) != names.BandNone || names.WordBand(strings.TrimSuffix(rest, "s")) != names.BandNone
}

// firmElsewhere reports whether the text writes the word w somewhere as the head of a firm's
// or a place's name, before a word such as "Therapeutics", "Foods", "Street" (orgWords): one
// word alone is then that firm or place ("Lumora's chief financial officer" beside "Lumora
// Therapeutics"). The occurrences are read as placeElsewhere reads them.
func (d *personDetector) firmElsewhere(parts []part, w string) bool {
	if in, ok := d.firmHeads[w]; ok {
		return in
	}
	in := false
	for _, i := range d.occurrences(parts, w) {
		if int(i)+1 >= len(parts) {
			break
		}
		next := parts[i+1]
		if adjacent(d.text, parts[i], next) && !next.upper && len(next.low) > 3 && names.LowerIn(orgWords, next.text) &&
			!(i > 0 && parts[i-1].kind == kGiven && adjacent(d.text, parts[i-1], parts[i])) {
			in = true
			break
		}
	}
	if d.firmHeads == nil {
		d.firmHeads = map[string]bool{}
	}
	d.firmHeads[w] = in
	return in
}

// placeAt reports whether the word text[s:e] is written as a place (see placeElsewhere).
func (d *personDetector) placeAt(s, e int) bool {
	ls, le := d.contextBounds(s, e)
	before := strings.TrimRight(d.lowerOf(ls, s), " ")
	after := d.lowerOf(e, le)
	prev := lastToken(before)
	if prev == "in" && d.german(s) {
		return false // "erkannte in Sarti den Täter": German "in" is no place's mark alone
	}
	return placeContext(prev, before, after) || postalCodeEnd(before)
}

// postalCodeEnd reports whether s (the text before a word, its spaces trimmed) ends in a
// postal code of four or five digits ("41004", "D-10115"): the word after it is a town.
func postalCodeEnd(s string) bool {
	n := 0
	for n < len(s) && isDigit(s[len(s)-1-n]) {
		n++
	}
	return (n == 4 || n == 5) && (n == len(s) || !isAlnum(s[len(s)-1-n]) || s[len(s)-1-n] == '-')
}

// placeOf are the words before "of" and a place.
var placeOf = []string{"state of", "university of", "province of", "county of", "city of", "region of",
	"village of", "town of", "district of", "republic of", "kingdom of", "island of", "islands of",
	// a peer's or a prelate's see: "Duke of Cumberland", "Countess of Lennox"
	"duke of", "duchess of", "earl of", "countess of", "marquess of", "marquis of", "viscount of", "bishop of", "archbishop of",
	// French "in the": a region or a county, as no person stands ("dans le Devon", "dans la Creuse")
	"dans le", "dans la", "dans les"}

// regions are states, provinces and countries: neighbours in a list that make a word a place
// (places also holds nationalities: "Norman French, Breens" is a list of people). None is a
// given name (Georgia, Montana), which an encrypted name could be.
var regions = setOf(`uk|usa|england|scotland|wales|ireland|`+usStates+`|ontario|quebec|manitoba|saskatchewan|bavaria|bayern|hessen|sachsen|bretagne|normandy|
	normandie|provence|hampshire|surrey|sussex|yorkshire|lancashire|cornwall|dorset`, "|")

// pronounAfter reports whether rest (lower case) starts with a German subject pronoun.
func pronounAfter(rest string) bool {
	w := strings.TrimLeft(rest, " ")
	if i := strings.IndexAny(w, " ,.;:!?"); i >= 0 {
		w = w[:i]
	}
	switch w {
	case "er", "sie", "es", "man", "wir", "ich", "du", "ihr":
		return true
	}
	return false
}

// usStates are the US states that are no given names (not Georgia, Virginia, Montana...).
const usStates = `texas|california|florida|ohio|oregon|nevada|arizona|utah|idaho|iowa|kansas|kentucky|alabama|
	alaska|arkansas|colorado|connecticut|delaware|hawaii|illinois|louisiana|maine|maryland|massachusetts|michigan|
	minnesota|mississippi|missouri|nebraska|oklahoma|pennsylvania|tennessee|vermont|wisconsin|wyoming`

func isNameLetterByte(c byte) bool { return isAlnum(c) || c >= 0x80 }

// strongField reports whether a name field label is right before position s.
func (d *personDetector) strongField(s int) bool { return d.cue(s, s) == cueField }

// companyOrPlace reports whether the run is a company or place that looks like a name: a
// listed one, or one followed by a company or place word ("Jordan Motors", "Maria Hilf").
func (d *personDetector) companyOrPlace(run []part, e int) bool {
	joined := runWords(run)
	if listedNotPerson(joined) {
		return true
	}
	prev := d.wordBefore(run[0].s)
	if prev != "" && notPersons[prev+" "+joined] {
		return true // "Romeo" of "Alfa Romeo", when the run begins after the first word
	}
	if d.companyFormAt(e) {
		return true // "Navarro S.L.", "Elektro Schneider e.K."
	}
	if prev == "of" && ageBeforeOf(d.text[:run[0].s]) {
		return true // "Brandon Kessler, 27, of Oak Park": where a person lives
	}
	if d.streetBefore(prev, run[0].s, e) {
		return true // "3 avenue Jean Jaurès", "Calle Gabriel García Márquez 12", "C/ Alcalá 214"
	}
	if names.IsTitle(strings.TrimSuffix(prev, ".")) {
		// A street named after a titled person, the title left out of the run: "Avenida Padre
		// Isla", "rue du Docteur Roux", "Calle Dr. Fleming 4".
		ts := d.wordBeforeStart(run[0].s, prev)
		w := d.wordBefore(ts)
		if w == "du" || w == "de" || w == "del" || w == "della" {
			ts = d.wordBeforeStart(ts, w)
			w = d.wordBefore(ts)
		}
		if d.streetBefore(w, ts, e) {
			return true
		}
	}
	if run[0].low == "via" && len(run) > 1 && d.numberAfter(e) {
		return true // "Via Giuseppe Garibaldi 27": an Italian street (Via is a given name, and
		// lower-case "via" English, so neither streetHeads nor thingHeads can hold it)
	}
	if japaneseName(run) {
		return false
	}
	if d.namedThing(prev, run[0].s, e) || headOpens(thingHeads, run) {
		return true // "Hurricane Beatriz", "Estadio Santiago Bernabéu", "Crohn's disease"
	}
	if len(run) > 1 && makerHeads[run[0].low] {
		return true // "Chevy Malibu", "Dell Inspiron": a make that lists of given names have too
	}
	if len(run) == 1 && placeHeads[run[0].low] && run[0].s > 1 && d.text[run[0].s-1] == ' ' {
		if w, _ := wordEndingAt(d.text, run[0].s-1); startsUpper([]byte(w)) && !names.IsTitle(strings.ToLower(w)) {
			return true // "Quay" of "Burgh Quay": the head of a place, whose name is the word before
		}
	}
	if len(run) > 1 && surnamePlaceHeads[run[len(run)-1].low] && run[0].s > 1 && d.text[run[0].s-1] == ' ' {
		if w, ws := wordEndingAt(d.text, run[0].s-1); startsUpper([]byte(w)) && !names.IsTitle(strings.ToLower(w)) && !d.sentenceStart(ws) &&
			!(places[strings.ToLower(w)] && run[0].kind == kGiven) {
			// "Beacon Hill Lane", "Marsh Lane Park": the end of a longer place's name
			// (surnamePlaceHeads); not a given name's run after a nationality ("American James
			// Heath"; but "Oman Flour Mills").
			return true
		}
	}
	if len(run) > 1 && (productWords[run[len(run)-1].low] && !d.classGivenSurname(run) || placeHeads[run[len(run)-1].low]) {
		return true // "Apple Watch", "Marshall Plan", "Jordan Motors", "Cal Anderson Park"
	}
	if len(run) > 2 && slices.ContainsFunc(run[1:len(run)-1], func(p part) bool { return placeHeads[p.low] && !listed(p.kind) }) {
		return true // "Ashford Memorial Hall", "Lincoln Center Plaza": the head inside the place's name
	}
	if last := run[len(run)-1].low; len(run) > 1 && (orgWords[last] && len(last) > 3 || jobHeads[last] || legalForms[last] || tradeCompound(last)) &&
		!d.classWord(run[len(run)-1].text) {
		return true // "Baxter International", "Senior Data Scientist", "Kestrel Digital LLC": a firm, a job
	}
	if d.legalFormAfterWord(e) {
		return true // "Sterling Cooper Creative LLC": a firm's name, one word and its legal form after the run
	}
	if d.streetAbbrAfter(e) {
		return true // "Martin Luther King Dr and S W.W. White Rd": a street
	}
	if len(run) > 1 && run[len(run)-1].low == "park" && (prev == "the" || prev == "at" || len(run) > 2 && !givenKind(run[len(run)-2].kind) && !koreanGivenSurname(run)) {
		// "the Lincoln Park pool": a park after its article, or after a whole name ("Harriet
		// Tubman Park"); Park alone is a surname too, and the last of a Korean name after its
		// given names ("Ji Sung Park", "Sung Ho Park": koreanGivenSurname).
		return true
	}
	if last := run[len(run)-1]; len(run) > 1 && last.kind == kUnknown && pluralNoun(last.low) &&
		!(run[0].kind == kGiven && names.IsFamous(last.low) && !names.Frequent(names.WordBandEnDeFr(last.low))) {
		// "Special Provisions", "Home Runs", "Dime Novels"; not a given name and a famous
		// surname that is a word of Spanish or Italian text only ("Marguerite Duras"; but
		// "Kingston Jobs").
		return true
	}
	if len(run) <= 2 && d.cityAfterStreet(run[0].s) {
		return true // "Robert-Koch-Straße 9, Pirna", "Calle Sierpes 48, Sevilla"
	}
	if beforeZIP(d.text, e) {
		return true // a city or state of a postal address: "Boise, ID 83702", "Portland, Oregon 97209"
	}
	if d.townOfAddress(run[0].s, e) {
		return true // "Southmead Hospital, Bristol": the town of an institution's address
	}
	if d.firmPair(run, e) {
		return true // "Johnson & Johnson", "Procter & Gamble"
	}
	if versionAfter(d.text[e:]) {
		return true // "Jenkins 2.440.3 LTS": software and its version
	}
	if s := run[0].s; s > 0 && (d.text[s-1] == '(' || s > 1 && string(d.text[s-2:s]) == "( ") &&
		countryInParens(" ("+d.lowerOf(s, min(e+2, len(d.text)))) && !d.classWord(run[0].text) {
		// The country of a result list: "Ato Boldon (Trinidad) 19.80"; not "(Jordan)", a
		// given name of the codec's classes that a name in parentheses may be encrypted to.
		return true
	}
	// The next word.
	j := e
	for j < len(d.text) && (d.text[j] == ' ' || d.text[j] == '&') {
		j++
	}
	w, _ := d.wordAt(j)
	if w != "" && (names.LowerIn(orgWords, w) && (len(w) > 3 || w[0] >= 'A' && w[0] <= 'Z') || nationalWords[w] || tradeCompound(w) ||
		bytes.IndexByte(d.text[e:j], '&') >= 0 && names.LowerIn(firmKin, w)) {
		// "Jordan Motors", "the Sami villages", "Airbus SE"; but a short suffix only
		// capitalised, not "Valentina Ríos se pasa", "Marie sa sœur". "a Sierra Leonean
		// national". "Elektro Maier & Söhne", not "Johann Bernhards Söhne".
		return true
	}
	// The word one space after the run, or after the dot of its suffix ("Jr. Boulevard").
	next := ""
	if j == e+1 && d.text[e] == ' ' {
		next = w
	} else if bytes.HasPrefix(d.text[e:], []byte(". ")) && nameSuffix(run[len(run)-1].low) {
		next, _ = d.wordAt(e + 2)
	}
	if len(run) > 1 && next != "" && unicode.IsUpper([]rune(next)[0]) &&
		(placeHeads[strings.ToLower(next)] || placeKinds[strings.ToLower(next)]) {
		// "Thomas Edison Middle School", "ROSA PARKS ELEMENTARY", "Martin Luther King Jr.
		// Boulevard", "John F. Kennedy International Airport": a place after a person.
		return true
	}
	// An apposition that names a firm: "represented by Royds Rdw, solicitors in London",
	// "Bobbetts Mackan, a firm of solicitors".
	rest := d.text[e:min(e+24, len(d.text))]
	for _, a := range firmAppositions {
		if bytes.HasPrefix(rest, []byte(a)) {
			return true
		}
	}
	// A place's head after an adjective, after a determiner: "the Lyndon B. Johnson outpatient
	// center"; not after a conjunction ("fullback Dylan Edwards and centre Stephen Crichton")
	// nor a verb ("Larry Jones went home", "Chipper Jones singled home the tying run").
	if len(run) > 1 && j < len(d.text) && d.text[j] >= 'a' && d.text[j] <= 'z' && determiners[d.wordBefore(run[0].s)] {
		if adj, k := d.wordAt(j); k < len(d.text) && d.text[k] == ' ' && !names.IsFunctionWord(adj) {
			if w, _ := d.wordAt(k + 1); placeHeads[w] {
				return true
			}
		}
	}
	return false
}

// placeHeads end the name of a place, building or body named after a person ("Lincoln
// Reservoir", "John Birch Society"); not words that are also names (Park, Hall, Church, Bay,
// Halle), which a name's ciphertext may end in.
// placeKinds come between a person's name and the head of a place: "Thomas Edison Middle
// School", "John F. Kennedy International Airport", "Marjorie Lindholm Performing Arts Center".
var placeKinds = setOf(`middle|high|junior|primary|secondary|community|grammar|preparatory|prep|international|
	national|regional|municipal|state|county|performing|aquatic|aquatics|recreation|conference|convention|sports|
	fitness|leisure`, "|")

var placeHeads = setOf(`reservoir|playfield|creek|bowl|society|lounge|league|association|regency|stadium|airport|elementary|
	track|pool|home|
	museum|library|university|college|academy|institute|foundation|memorial|cathedral|square|tower|center|centre|
	prize|award|trophy|cup|boulevard|avenue|parkway|highway|expressway|gymnasium|schule|straße|strasse|platz|allee|
	brücke|kaserne|stiftung|preis|pokal|beach|harbor|harbour|dock|hollow|area|casino|pier|quay|wharf|canal|
	heights|gardens|springs|airfield|airpark|stand|castle|bridge|courthouse|actions|fellowship|fellowships|
	scholarship|lecture|monument|statue|skyway|palace|manor|chapel|ground|medal|medaille|médaille|medalla|boatyard|
	shipyard|room|auditorium|exhibition|gallery|theatre|theater|cinema|gurdwara|mandir|mosque|masjid|synagogue|
	hospice|pavilion`, "|")

// firmPair reports whether run (ending at e) is one word on either side of " & " with another
// such word, the same word or two surnames that are no given names: the name of a firm
// ("Johnson & Johnson", "Baker & McKenzie"), not two people ("Kofi & Ama"). (A given name is
// encrypted to a given name: a pair with one is never taken for a firm in a ciphertext either.)
func (d *personDetector) firmPair(run []part, e int) bool {
	if ampersandFirm(d.text, run[0].s, e) {
		return true // a firm's word after the pair: "Yusuf & Sons", "Halden & Moreau LLP"
	}
	if len(run) != 1 {
		return false
	}
	surname := func(low string) bool { lw := d.tagger().Lookup(low); return lw.Surname && !lw.Given }
	pair := func(w string) bool {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			return false
		}
		low := strings.ToLower(w)
		return low == run[0].low || surname(low) && surname(run[0].low) ||
			notPersons[run[0].low+" "+low] || notPersons[low+" "+run[0].low]
	}
	if bytes.HasPrefix(d.text[e:], []byte(" & ")) {
		if w, we := d.wordAt(e + 3); pair(w) && (we == len(d.text) || d.text[we] != ' ' || !d.capitalAt(we+1)) {
			return true
		}
	}
	if s := run[0].s; s >= 4 && string(d.text[s-3:s]) == " & " {
		ws := bytes.LastIndexByte(d.text[:s-3], ' ') + 1
		return pair(string(d.text[ws : s-3]))
	}
	return false
}

// ampersandFirm reports whether text[s:e], capitalised words, is one side of an "&" whose pair
// a firm's word or legal form follows, after at most three more capitalised words: "Brennan &
// Kowalczyk Logistics Ltd.", "Schmitz & Heuser GmbH", "Van der Berg & Jansen Installatietechniek
// B.V.", "Pritchard & Sons". It reads the context only, so a ciphertext there is a firm too.
func ampersandFirm(text []byte, s, e int) bool {
	end := e
	switch {
	case bytes.HasPrefix(text[e:], []byte(" & ")):
		w, we := wordAt(text, e+3)
		if firmWords[strings.ToLower(w)] {
			return true // "Pritchard & Sons"
		}
		if !startsUpper([]byte(w)) {
			return false
		}
		end = we
	case s >= 4 && string(text[s-3:s]) == " & ":
	default:
		return false
	}
	for range 4 {
		if companyFormAt(text, end) {
			return true
		}
		if end+1 >= len(text) || text[end] != ' ' {
			return false
		}
		w, we := wordAt(text, end+1)
		if low := strings.ToLower(w); firmWords[low] || orgWords[low] {
			return true
		}
		if !startsUpper([]byte(w)) {
			return false
		}
		end = we
	}
	return false
}

// firmWords name a firm after a pair of names joined by "&".
var firmWords = setOf(`sons|söhne|sohn|fils|hijos|hermanos|co|cie|cía|company|partners|partner|associates|llp|llc|
	inc|ltd|gmbh|ag|kg|plc|sa|sarl|sas|sl|bv|nv|pllc|pc|pa|lp|solicitors|attorneys|asociados|associés|associes|
	partg|kollegen|töchter|filles`, "|")

// capitalAt reports whether a capital letter starts at i.
func (d *personDetector) capitalAt(i int) bool {
	if i >= len(d.text) {
		return false
	}
	r, _ := utf8.DecodeRune(d.text[i:])
	return unicode.IsUpper(r)
}

// nationalWords follow a nationality, which may look like a name ("Sierra Leonean").
var nationalWords = setOf(`national|nationals|citizen|citizens|ressortissant|ressortissante|Staatsangehöriger|Staatsangehörige`, "|")

// pluralNoun reports whether a lower-case word is the plural of a word of general text, and
// common itself: "provisions", "novels"; a surname so shaped is on the lists (Williams).
func pluralNoun(low string) bool {
	one, ok := strings.CutSuffix(low, "s")
	return ok && commonWord(low) && commonWord(one)
}

// firmAppositions follow the name of a firm of lawyers, not of a person (who is "a lawyer").
var firmAppositions = []string{", solicitors", ", a firm of", ", barristers", ", avocats", ", Rechtsanwälte",
	" was founded", " was acquired", " was incorporated", " is headquartered", " was headquartered", ", founded in",
	" went public", "'s shares", "’s shares", " wurde gegründet", " wurde übernommen", " a été fondée", " a été rachetée",
	" fue fundada", " fue adquirida"}

// beforeZIP reports whether text[e:] continues a postal address: an optional comma, up to two
// capitalised words or a two-letter state code, an optional comma, and a five-digit ZIP code.
func beforeZIP(text []byte, e int) bool {
	skipSep := func(i int) int {
		if i < len(text) && text[i] == ',' {
			i++
		}
		if i+1 < len(text) && text[i] == ' ' && text[i+1] == ' ' {
			return len(text) // two spaces part the cells of an aligned table, not an address
		}
		for i < len(text) && text[i] == ' ' {
			i++
		}
		return i
	}
	digitsAt := func(i int) int {
		n := 0
		for i+n < len(text) && isDigit(text[i+n]) {
			n++
		}
		return n
	}
	groupAt := func(i int) bool { return i+1 < len(text) && text[i] == ' ' && isDigit(text[i+1]) }
	digits5 := func(i int) bool {
		// Not the first group of a phone number: "Luana Costa, 07700 900562", "Zulfiqar
		// Abbasi, 05827-444381" (a ZIP+4 has four digits after its hyphen, and no more).
		if digitsAt(i) != 5 || groupAt(i+5) {
			return false
		}
		if j := i + 5; j < len(text) && text[j] == '-' {
			return digitsAt(j+1) == 4 && !groupAt(j+5)
		}
		return true
	}
	i := skipSep(e)
	if i > e && ukPostcode(text, i) {
		return true // "14 Brunel Road, Bristol BS1 6QA"
	}
	for words := 0; ; words++ {
		if digits5(i) {
			return i > e
		}
		if words == 2 || i >= len(text) || text[i] < 'A' || text[i] > 'Z' {
			return false
		}
		j := i + 1
		for j < len(text) && (text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z') {
			j++
		}
		if j == i || j < len(text) && text[j] != ' ' && text[j] != ',' {
			return false
		}
		i = skipSep(j)
	}
}

// townOfAddress reports whether text[s:e] ends its line after an institution or a firm and a
// comma ("Southmead Hospital, Bristol", "Acme Ltd, Leeds"): the town of an address line, whatever
// the word (a ciphertext is as much a town there).
func (d *personDetector) townOfAddress(s, e int) bool {
	text := d.text
	if s < 3 || text[s-1] != ' ' || text[s-2] != ',' {
		return false
	}
	for e < len(text) && (text[e] == ' ' || text[e] == '\r') {
		e++
	}
	if e < len(text) && text[e] != '\n' {
		return false
	}
	return institutionHeads[d.wordBefore(s-2)]
}

// institutionHeads end the name of an institution or a firm, which an address line follows
// with its town.
var institutionHeads = setOf(`hospital|practice|clinic|surgery|infirmary|university|college|school|academy|institute|
	hotel|centre|center|library|museum|station|airport|ltd|inc|llc|plc|gmbh|ag|sarl|sas|klinik|klinikum|krankenhaus|
	praxis|universität|hochschule|schule|hôpital|clinique|université|école|lycée|clínica|universidad|colegio`, "|")

// jobHeads end the name of a job, which a résumé or a posting capitalises: "Data Scientist".
var jobHeads = setOf(`scientist|engineer|manager|analyst|designer|developer|architect|consultant|specialist|
	coordinator|recruiter|strategist|technician|administrator|accountant|paralegal|hygienist|therapist`, "|")

// streetAbbrAfter reports whether a street's abbreviation follows e, then a lower-case word or
// the end of a clause: "Martin Luther King Dr and", "Cesar Chavez Ave." (not "… Dr Smith").
func (d *personDetector) streetAbbrAfter(e int) bool {
	text := d.text
	if e+3 >= len(text) || text[e] != ' ' {
		return false
	}
	w, we := wordAt(text, e+1)
	switch w {
	case "Dr", "St", "Ave", "Blvd", "Rd", "Ln", "Hwy", "Pkwy":
	default:
		return false
	}
	if we < len(text) && text[we] == '.' {
		we++
	}
	if we >= len(text) || text[we] == '\n' || text[we] == ',' || text[we] == ';' {
		return true
	}
	return text[we] == ' ' && we+1 < len(text) && text[we+1] >= 'a' && text[we+1] <= 'z'
}

// ukPostcode reports whether a British postcode starts at text[i]: an outward code of one or
// two letters, a digit and an optional letter or digit ("BS1", "SW1A", "M60"), a space, and an
// inward code of a digit and two letters ("6QA"), as a whole word.
func ukPostcode(text []byte, i int) bool {
	upper := func(j int) bool { return j < len(text) && text[j] >= 'A' && text[j] <= 'Z' }
	j := i
	for j < i+2 && upper(j) {
		j++
	}
	if j == i || j >= len(text) || !isDigit(text[j]) {
		return false
	}
	j++
	if j < len(text) && (isDigit(text[j]) || upper(j)) {
		j++
	}
	return j+4 <= len(text) && text[j] == ' ' && isDigit(text[j+1]) && upper(j+2) && upper(j+3) && wordEnd(text, j+4)
}

// ukDistrict reports whether a British postcode's outward code alone starts at text[i], before
// a comma, a semicolon, a full stop or the line's end: "Whetley Lane, Bradford BD8;".
func ukDistrict(text []byte, i int) bool {
	j := i
	for j < i+2 && j < len(text) && text[j] >= 'A' && text[j] <= 'Z' {
		j++
	}
	if j == i || j >= len(text) || !isDigit(text[j]) {
		return false
	}
	j++
	if j < len(text) && (isDigit(text[j]) || text[j] >= 'A' && text[j] <= 'Z') {
		j++
	}
	return j == len(text) || strings.IndexByte(",;.\n", text[j]) >= 0
}

// stopWords end a run of name parts: place prefixes and words that start headings.
var stopWords = setOf(`san|santa|los|las|saint|sainte|st|mount|mont|fort|port|lake|project|team|dept|department|
	server|cookie|netto|brutto|windows|unassigned|
	heroku|grafana|kibana|kubernetes|datadog|terraform|ansible|nginx|postgres|postgresql|mongodb|mysql|redis|docker|
	github|gitlab|bitbucket|jira|confluence|trello|asana|figma|zendesk|hubspot|salesforce|shopify|netlify|vercel|
	supabase|firebase|okta|twilio|sendgrid|mailchimp|zapier|airtable|tableau|looker|databricks|openai|copilot|
	vscode|xcode|android|ubuntu|debian|fedora|centos|macos|firefox|slack|webex|splunk|
	dagegen|nur|daran|darauf|dabei|dafür|daher|damit|daneben|darüber|darum|darunter|davor|dazu|deshalb|deswegen|
	trotzdem|zudem|allerdings|inzwischen|mittlerweile|zunächst|seitdem|seither|bereits|ebenfalls|nämlich|sonst|
	somit|jedenfalls|immerhin|zumindest|dennoch|liga|risiken|
	ville|palace|matin|mise|roi|misa|velorio|chambelanes|wifi|notariat|payroll|approver|duales|presidente|presidenta|
	give|send|let|meet|invite|forward|remind|welcome|thank|ask|tell|call|ping|congrats|congratulations|see|
	supreme|kingdom|military|police|district|disciplinary|administrative|constitutional|federal|republic|ministry|
	tribunal|parliament|government|municipal|regional|provincial|prosecutor|prosecution|likewise|others|
	section|new|chapter|mom|dad|mum|mama|papa|mommy|daddy|grandma|grandpa|granny|eltern|kollegen|kolleginnen|kunden|freunde|mitglieder|nachbarn|everyone|all|colleagues|
	friends|parents|members|folks|guys|madam|sirs|counsel|counselor|counsellor|messieurs|amis|collègues|tous|toutes|zusammen|leute|damen|herren|name|email|phone|address|firstname|lastname|username|galaxy|grüße|gruß|grüßen|regards|wishes|cordialement|salutations|interviewer|therapist|host|moderator|narrator|teacher|student|question|answer|frage|
	antwort|réponse|user|system|bot|ai|gpt|chatgpt|speaker|caller|operator|reporter|journalist|witness|
	interviewerin|moderatorin|lehrer|lehrerin|kunde|kundin|agent|business|partner|manager|director|lead|head|assistant|consultant|engineer|analyst|president|
	chair|secretary|treasurer|officer|coordinator|specialist|representative|customer|care|sales|marketing|
	finance|legal|operations|executive|senior|junior|principal|associate|intern|staff|board|committee|
	geschäftsführer|leiter|leiterin|abteilung|directeur|directrice|chef|service|table|figure|note|subject|re|fwd|ps|ok|okay|faq|todo|hr|it|ceo|cto|cfo|vp|tl;dr|
	iban|bic|swift|ip|ipv4|ipv6|ssn|itin|ein|tin|vat|zip|id|pin|dob|cvv|url|api|sku|nhs|usa|uk|eu|us|pdf|csv|json|html|sql|dns|vpn|
	date|from|to|cc|bcc|sent|patient|contact|employee|applicant|card|cardholder|amount|employer|owner|issue|vehicle|property|
	requester|assignee|total|notify|unknown|error|warning|logon|signature|visa|mastercard|amex|cisco|post|get|put|delete|patch|
	telefon|téléphone|telephone|tel|fax|mobile|telefone|teléfono|telefono|telefoon|celular|cellulare|móvil|movil|handy|mobiel|whatsapp|geburtsdatum|datum|betreff|kind|client|cliente|conseiller|conseillère|
	world|female|male|support|helpdesk|newsletter|notifications|alerts|webmaster|postmaster|billing|alter|edad|âge|geschlecht|sexo|sexe|fecha|nacimiento|naissance|wohnort|domicilio|beruf|profession|ocupación|
	mitarbeiter|mitarbeiterin|gäste|freundinnen|teilnehmer|teilnehmerinnen|teilnehmende|mitarbeitende|mitarbeiterinnen|
	schüler|schülerinnen|lehrkräfte|anwesende|nachbarinnen|kundinnen|leserinnen|zuhörer|zuhörerinnen|zuschauer|
	zuschauerinnen|bürgerinnen|mitbürger|mitbürgerinnen|vereinsmitglieder|kameraden|kameradinnen|genossen|genossinnen|
	agentin|beneficiary|recipient|sender|payee|payer|account|invoice|order|ticket|reference|ref|
	pedido|factura|commande|facture|bestellung|rechnung|referencia|référence|referenz|importe|montant|betrag|asunto|objet|
	damage|weight|height|wt|ht|bmi|bp|rr|spo2|sao2|gcs|ecg|ekg|coverage|device|case|size|medicare|medicaid|sepa|english|german|french|spanish|italian|japanese|chinese|
	korean|portuguese|dutch|polish|turkish|russian|arabic|hindi|greek|swedish|`+usStates+`|
	münchen|munich|köln|cologne|zürich|zurich|wien|vienna|frankfurt|hamburg|stuttgart|düsseldorf|genève|geneva|lyon|marseille|
	later|earlier|however|meanwhile|afterwards|afterward|finally|firstly|secondly|next|thanks|please|sorry|otherwise|therefore|
	moreover|furthermore|instead|anyway|unfortunately|fortunately|sadly|hopefully|actually|recently|currently|overall|
	besides|regardless|indeed|perhaps|maybe|cheers|später|zuerst|leider|außerdem|jedoch|schließlich|cependant|enfin|
	toutefois|désormais|sex|gender|geschlecht|sexe|sexo|author|autor|notice|recipe|volume|role|rolle|chief|title|
	summary|status|priority|description|comment|wages|salary|hola|saludos|wife|husband|son|daughter|mother|father|
	brother|sister|uncle|aunt|nephew|niece|spouse|grandson|granddaughter|sra|srta|dña|dª|time|mime-version|
	content-type|message-id|return-path|reply-to|in-reply-to|x-mailer|user-agent|dkim-signature|x-priority|echo|
	primera|segunda|tercera|cuarta|sexta|séptima|octava|novena|décima|mutuelle|prioridad|priorité|priorität|
	signé|signée|nachname|vorname|prénom|apellido|apellidos|nombre|cell|recruteur|recruteuse|scrutateur|scrutateurs|syndic|
	cust|schaden|telepono|numero|número|numéro|pangalan|practitioner|practitioners|dentistry|orthodontics|pediatrics|
	paediatrics|dermatology|cardiology|radiology|physiotherapy|chiropractic|optometry|
	anschrift|anreise|abreise|mitreisende|mitreisender|staatsangehörigkeit|unterschrift|aufenthalt|ankunft|abfahrt`, "|")

var notPersons = setOf(`morgan stanley|goldman sachs|johnson johnson|merrill lynch|wells fargo|charles schwab|dow jones|
	louis vuitton|calvin klein|ralph lauren|tommy hilfiger|hugo boss|giorgio armani|estée lauder|marks spencer|walt disney|
	aston martin|harley davidson|rolls royce|mercedes benz|jack daniels|johnnie walker|tim hortons|taco bell|
	grant thornton|ernst young|arthur andersen|lloyds|ben jerry|dolce gabbana|yves saint laurent|coco chanel|
	procter gamble|barnes noble|simon schuster|abercrombie fitch|crate barrel|black decker|smith wesson|
	george washington bridge|martin luther king day|santa claus|jesus christ|mother teresa|holy spirit|
	st louis|san francisco|san diego|san jose|san antonio|los angeles|las vegas|santa monica|santa clara|santa barbara|
	palo alto|el paso|costa rica|puerto rico|new york|new jersey|new mexico|new orleans|salt lake|fort worth|
	virginia beach|maria hilf|sainte marie|saint denis|saint etienne|mont blanc|monte carlo|sierra leone|sri lanka|
	south africa|saudi arabia|hong kong|buenos aires|addis ababa|kuala lumpur|tel aviv|abu dhabi|cape town|são paulo|
	sao paulo|rio de janeiro|el salvador|burkina faso|cape verde|south korea|north korea|south sudan|
	al qaeda|al qaida|hezbollah|taliban|coca cola|pepsico|
	alfa romeo|microsoft|google|airbus|lego|haribo|degussa|navigon|adidas|samsung|nokia|sony|intel|nvidia|facebook|
	youtube|netflix|basf|telekom|vodafone|allianz|lufthansa|volkswagen|audi|citroën|lamborghini|dacia|skoda|ikea|
	aldi|lidl|airbnb|spotify|paypal|ebay|huawei|xiaomi|alibaba|tencent|baidu|reuters|associated press|
	capgemini|yves rocher|deloitte|accenture|mckinsey|kpmg|intel mac|like mac|siemens|ogilvy|safaricom|
	massimo dutti|santander|tesla|apple|amazon|oracle|salesforce|shopify|twilio|zendesk|hubspot|unilever|danone|
	heineken|carrefour|philips|nestlé|nestle|kafka|kubernetes|docker|terraform|ansible|grafana|kibana|
	redis|postgres|postgresql|mysql|nginx|django|laravel|webpack|gradle|jira|confluence|github|gitlab|bitbucket|
	lenovo|asus|acer|europcar|lindt|sanitas|adeslas|mapfre|axa|generali|belfius|bbva|movistar|iberdrola|
	endesa|repsol|mercadona|orona|porcelanosa|primark|decathlon|rewe|edeka|sparkasse|commerzbank|postbank|
	swarovski|red bull|baker mckenzie|hewlett packard|herman miller|kraft heinz|moët chandon|aston villa|home office|
	blue cross|france bleu|dell latitude|renault clio|gran vía|dr oetker|oetker|país vasco|node|kotlin|
	typescript|javascript|golang|earnest money|harmonie mutuelle|hershey|home depot|trader joe|whole foods|
	best buy|dollar general|dollar tree|leroy merlin|carolina herrera|benjamin moore|marie callender|brown thomas|
	rolf benz|jack wolfskin|sherwin williams|john deere|tom tailor|fred perry|tommy bahama|betty crocker|sara lee|
	ben sherman|pierre cardin|nina ricci|paco rabanne|jimmy choo|salvatore ferragamo|jean paul gaultier|guy laroche|
	ted lapidus|sonia rykiel|isabel marant|jil sander|max factor|mary kay|helena rubinstein|dr martens|ray ban|
	duchenne|crohn|alzheimer|asperger|johns hopkins|harvard|yale|wharton|boeing|lockheed martin|rathbones|
	tiger global|golden bear|silver bear|golden globe|golden lion|carl zeiss|vinted|homebase|jewson|garmin|
	sage intacct|fred meyer|douglas elliman|jones lang lasalle|franklin covey|rosetta stone|clifford chance|
	herbert smith freehills|allen overy|linklaters|freshfields|robert half|warby parker|sainsbury|blackstone|workday|
	ayala land|skadden|cravath|latham watkins|kirkland ellis|sullivan cromwell|davis polk`, "|")

// runWords returns the lower-case words of run joined by spaces.
func runWords(run []part) string {
	words := make([]string, len(run))
	for i, p := range run {
		words[i] = p.low
	}
	return strings.Join(words, " ")
}

// listedNotPerson reports whether the lower-case words of a run (joined by spaces), or the
// first of them, are on notPersons, a hyphen read as a space: "Mercedes-Benz G-Class".
func listedNotPerson(words string) bool {
	words = strings.ReplaceAll(words, "-", " ")
	for i := 0; i <= len(words); i++ {
		if (i == len(words) || words[i] == ' ') && notPersons[words[:i]] {
			return true
		}
	}
	return false
}

// namedThing reports whether the run text[s:e], after the word prev (wordBefore), names a
// thing after a person: a storm, a stadium, a school, a prize or a street after its head word
// ("Hurricane Beatriz", "la tempête Ciarán", "Estadio Santiago Bernabéu", "le prix Goncourt",
// "la calle Benito Juárez"), with "de" between in the Romance languages ("la maladie de
// Parkinson", "l'hôtel de Brienne"), or a disease before "'s disease" ("Crohn's disease").
func (d *personDetector) namedThing(prev string, s, e int) bool {
	prev = withoutElision(prev)
	if (prev == "st." || prev == "st") && d.afterNumber(d.wordBeforeStart(s, prev)) {
		return false // "1 St. Senoner Alois": an hour (Stunde) in a race's results, no saint
	}
	if thingHeads[prev] || thingHeadsDe[prev] && d.text[s] == 'd' {
		return true // the run may begin with its "de": "de Brienne"
	}
	if ps := d.wordBeforeStart(s, prev); prev == "chez" && d.text[ps] == 'C' && !d.sentenceStart(ps) {
		return true // "la brasserie Chez Marcel": a restaurant's name, not "chez Marcel" (at his home)
	}
	if thingAdjectives[prev] && thingHeads[withoutElision(d.wordBefore(d.wordBeforeStart(s, prev)))] {
		return true // "Biblioteca Municipal Gabriel Celaya", "Estadio Nacional Julio Martínez"
	}
	if prev == "fa." || endsLike(prev, thingCompounds, 3) {
		return true // "Fa. Walther" (Firma), "Seniorenzentrum Albert Schweitzer"
	}
	if r, _ := utf8.DecodeRune(d.text[s:]); districtHeads[prev] && unicode.IsUpper(r) {
		return true // "quartier Jean Jaurès", "barrio Benito Juárez"; not "quartier d'Auteuil Duerooq", an old paper's lost comma
	}
	if ps := d.wordBeforeStart(s, prev); prev == "salud" && d.wordBefore(ps) == "de" && d.wordBefore(d.wordBeforeStart(ps, "de")) == "centro" {
		return true // "Centro de Salud Santiago Ramón y Cajal"
	}
	if streetParticles[prev] {
		if thingHeadsDe[withoutElision(d.wordBefore(d.wordBeforeStart(s, prev)))] {
			return true
		}
	}
	rest := d.text[e:]
	for _, t := range []string{"'s disease", "’s disease", "'s syndrome", "’s syndrome", "'s contracture", "’s contracture", "'s palsy", "’s palsy", "-Krankheit", "-Syndrom"} {
		if bytes.HasPrefix(rest, []byte(t)) {
			return true
		}
	}
	// A possessive before the noun of a firm or a place: "Lloyd's Banking Group", "St.
	// Patrick's Church", "Gail's Bakery".
	if n := possessiveLen(rest); n > 0 && n < len(rest) && rest[n] == ' ' {
		w, _ := wordAt(rest, n+1)
		return w != "" && unicode.IsUpper([]rune(w)[0]) && possessedThings[strings.ToLower(w)]
	}
	return false
}

// thingAdjectives may stand between the head of a thing and the person it is named after.
var thingAdjectives = setOf(`municipal|nacional|national|nationale|central|centrale|pública|público|publique|
	provincial|regional|internacional|international|universitario|universitaria|städtische|städtisches`, "|")

// thingCompounds end German compounds that name an institution before the person it is named
// after: not a room or a house ("im Treppenhaus Anna Weber", "im Pflegeheim Anna Weber
// besucht" name a person where she is).
var thingCompounds = []string{"zentrum", "klinikum", "gymnasium", "stift", "hospiz", "kaserne", "raum", "saal"}

// districtHeads name a town's district before the person it is named after.
var districtHeads = setOf(`quartier|barrio|colonia`, "|")

// possessedThings are the nouns after a possessive that make it the name of a firm or a
// place, not a person's.
var possessedThings = setOf(`church|cathedral|chapel|abbey|hospital|college|school|academy|bank|banking|bakery|café|
	cafe|pub|inn|tavern|restaurant|diner|hotel|shop|store|market|garage|group|pharmacy|clinic|brewery|kitchen|
	bar|grill|deli|sporting`, "|")

// withoutElision returns a lower-case French word without the elided article before it:
// "l'hôtel" is "hôtel", "d'imagerie" is "imagerie".
func withoutElision(w string) string {
	for _, a := range []string{"l'", "l’", "d'", "d’"} {
		if strings.HasPrefix(w, a) {
			return w[len(a):]
		}
	}
	return w
}

// clubWords open the name of a sports club: "SV Germania", "Real Betis", "Olympique Lyon".
const clubWords = `sv|fc|cf|ac|sc|vfb|vfl|tsv|tsg|fsv|real|sporting|atlético|atletico|dynamo|dinamo|olympique|racing`

var clubHeads = setOf(clubWords, "|")

// makers are makes of cars and computers, named after people or not, whose next capitalised
// word is a model: "Toyota Camry", "Buick LeSabre", "Chevy Malibu", "Dell Inspiron". Not those
// that are frequent names too (Ford, Lincoln, Mercedes, Dodge, Morgan), nor those of the name
// codec's classes (Porsche, Kia, Lexus, Renault, Ferrari, Bentley, Holden), which may be a
// name's ciphertext.
const makers = `toyota|honda|nissan|mazda|subaru|mitsubishi|suzuki|hyundai|acura|infiniti|buick|chevrolet|
	chevy|cadillac|chrysler|jeep|pontiac|volvo|saab|peugeot|citroën|citroen|opel|vw|bmw|fiat|škoda|skoda|dacia|
	maserati|bugatti|lamborghini|datsun|audi|volkswagen|tesla|dell`

var makerHeads = setOf(makers, "|")

// thingHeads are the words right before the name of a thing named like a person; thingHeadsDe
// those before "de" and the name.
var (
	thingHeads = setOf(stormHeads+`|tropical|memorial|
	estadio|stade|musée|museo|aéroport|aeropuerto|lycée|collège|liceo|colegio|premio|prix|trofeo|morbus|
	calle|avenida|paseo|hospital|clínica|clinique|klinik|piscine|manoir|château|teatro|théâtre|parque|pont|
	bistrot|brasserie|universitario|universitaria|universitaire|clínico|universitätsklinikum|klinikum|hotel|salle|
	saal|fondation|foundation|fundación|stiftung|station|métro|imagerie|edificio|élémentaire|primaire|
	maternelle|gymnase|médiathèque|ss|rms|hms|uss|mv|liner|yacht|freighter|ship|vessel|tanker|trawler|steamer|schooner|tugboat|st.|st|ste.|sankt|san|são|`+clubWords+`|`+makers+`|
	biblioteca|bibliothèque|bibliothek|escuela|école|universidad|université|universität|instituto|gymnasium|
	akademie|academia|jugendherberge|aula|auditorio|stadion|pabellón|polideportivo|boulangerie|boulangeries|pâtisserie|
	restaurant|restaurante|trattoria|pizzeria|laboratoires|laboratoire|laboratorios|laboratorio|`+namedStreets+`|
	ies|ceip|royal|ryokan|onsen`, "|")
	thingHeadsDe = setOf(`maladie|enfermedad|síndrome|hôtel|universidad|université|universidade|ley|loi|teorema|
	théorème|museo|musée|premio|place|plaza|calle|avenida|estadio|stade|colegio|lycée|instituto|institut|fondation|
	fundación|gare|estación|carrer|rua`, "|")
)

// streetBefore reports whether the run text[s:e], after the word head (wordBefore), is the
// name of a street: after a street's head word ("avenue", "Calle", "C/") that is capitalised
// or has a house number or an article before it ("la rue Mohammed Smiha"), or before a house
// number or the town. (Old newspapers lose the comma of "rue Notre-Dame, François Sourget": a lower-case
// head alone does not decide.)
func (d *personDetector) streetBefore(head string, s, e int) bool {
	if !streetHeads[head] {
		return false
	}
	hs := d.wordBeforeStart(s, head)
	before := bytes.TrimRight(d.text[max(hs-8, 0):hs], " ,")
	return d.text[hs] >= 'A' && d.text[hs] <= 'Z' || d.numberAfter(e) ||
		len(before) > 0 && isDigit(before[len(before)-1]) || d.clauseEndAfter(e) || articleBefore(d.text, hs) ||
		townAfter(d.text[e:])
}

// townAfter reports whether rest, after a street's name, goes on with its town: "J'habite rue
// Ernest Solvay à Ixelles".
func townAfter(rest []byte) bool {
	rest, ok := bytes.CutPrefix(rest, []byte(" à "))
	return ok && startsUpper(rest)
}

// clauseEndAfter reports whether the name ending at e ends its line or clause: a closing
// bracket, a colon or semicolon, or a full stop, then the end of the line ("appartement rue
// Victor Hugo\n", "(rue Émile Zola) :"), where no second name can follow a lost comma.
func (d *personDetector) clauseEndAfter(e int) bool {
	rest := d.text[e:]
	if endsLine(rest) || rest[0] == ')' || rest[0] == ';' || rest[0] == ':' {
		return true
	}
	return rest[0] == '.' && endsLine(rest[1:])
}

// streetHeads are the words before the name of a street in French, Spanish, Catalan,
// Portuguese, Italian, Romanian and Indonesian (Italian "Via": see companyOrPlace).
var streetHeads = setOf(`rue|rua|avenue|av.|avda.|avenida|boulevard|bd|allée|chemin|impasse|quai|calle|c/|carrer|plaza|
	plaça|paseo|passeig|praça|piazza|viale|corso|cours|`+namedStreets+`|travessa|ronda|camino|jl.|jl|jln|derb|pza.|pza|boul.|ctra.|glorieta`, "|")

// namedStreets are street words written capitalised as the first word of the street's name
// ("Strada Victor Babeș", "Avinguda Josep Tarradellas"): both streetHeads, before a run, and
// thingHeads, opening one.
// A street so opened is one even where its first word is a given name too ("Jalan Syed
// Putra": Jalan is on the lists).
const namedStreets = `strada|calea|bulevardul|aleea|avinguda|largo|jalan`

var namedStreetHeads = setOf(namedStreets, "|")

// headOpens reports whether run opens with a word of heads that is no listed name, or with a
// word of namedStreets before more words whatever the lists say.
func headOpens(heads map[string]bool, run []part) bool {
	return heads[run[0].low] && (!listed(run[0].kind) || len(run) > 1 && namedStreetHeads[run[0].low])
}

// streetGoesOn reports whether the name of a street goes on after its head word alone, which
// ends at e: with a number, a particle or a capitalised word ("Rua 1º de Dezembro", "Rua do
// Choupelo"); not "mit Rua, Francesi und Savio", where the head word is a name.
func (d *personDetector) streetGoesOn(e int) bool {
	if e+1 >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	w, _ := d.wordAt(e + 1)
	return isDigit(d.text[e+1]) || streetParticles[w] || d.capitalAt(e+1)
}

// streetParticles join a street's head to the rest of its name: "Rua do Choupelo", "Carrer de
// Pau Claris", "Rue des Lilas".
var streetParticles = setOf(`de|del|des|du|da|do|dos|das|della|di|la|le|los|las`, "|")

// streetEnds end the name of a street after a house number ("6234 Cedar Lane") and are names
// of people too, so that they are no orgWords.
var streetEnds = setOf(`lane|grove|hill|close|crescent|mews|gardens|walk|row|heights|park|ridge|view`, "|")

// firmKin are the kin of a firm's name after "&": "Maier & Söhne", "Dupont & Fils".
var firmKin = setOf(`sons|söhne|soehne|fils|frères|hijos|hermanos|filhos|figli|daughters|töchter`, "|")

var orgWords = setOf(`inc|ltd|llc|llp|pllc|corp|corporation|co|cie|cía|asociados|associés|company|gmbh|ag|kg|se|sa|sarl|sas|plc|group|holdings|partners|
	associates|foundation|stiftung|university|univ|universität|université|college|school|hospital|klinik|clinic|
	institute|institut|bank|motors|airlines|airways|street|st|road|rd|avenue|ave|boulevard|blvd|drive|platz|straße|
	strasse|str|allee|weg|gasse|rue|place|center|centre|building|river|lake|mountain|county|city|apt|suite|ste|
	market|bazaar|souk|agency|agentur|agence|agencia|radio|records|films|pictures|
	hwy|highway|terrace|court|ct|way|circle|parkway|pkwy|distribution|transports|logistique|consulting|services|
	solutions|immobilier|roofing|plumbing|construction|electric|dental|medical|insurance|realty|travel|
	award|prize|law|effect|syndrome|disease|theorem|equation|test|scale|method|hotel|restaurant|café|cafe|
	pharmacy|apotheke|museum|library|airport|station|bahnhof|church|kirche|église|cathedral|stadium|arena|
	records|studios|productions|media|press|publishing|verlag|editions|éditions|software|systems|technologies|labs|
	laboratory|laboratories|robotics|analytics|diagnostics|healthineers|pharma|pharmaceuticals|biotech|ventures|capital|industries|
	enterprises|networks|logistics|inn|line|lines|gym|tower|towers|railway|railroad|design|designs|house|express|
	exchange|geographic|theatre|theater|village|villages|town|municipality|parish|island|islands|valley|province|
	region|hospitals|sciences|solicitors|courts|box|postfach|postbox|apartado|courthouse|footbridge|fellowship|
	fellowships|scholarship|lecture|monument|statue|health|healthcare|innovation|heating|cooling|freight|freightways|
	telematics|leasing|communications|grid|development|motorsports|cottage|cottages|gallery|galleries|
	innovations|properties|therapeutics|biosciences|energy|engineering|electronics|automotive|investments|
	securities|bakery|brewery|foods|entertainment|games|homes|developments|cinema|magazine|messebau|baubetrieb|
	malerbetrieb|autohaus|immobilien|versicherung|versicherungen|werke|stadtwerke|hermanos|constructora|
	inmobiliaria|abogados|asesores|laboratorios|transportes|ingeniería|practice|surgery|trust|haus|gymnasium|schule|
	infirmary|krankenhaus|hôpital|clinique|clínica|chambre|kammer|club|band|orchestra|orchester|orchestre|quartet|quintet|
	grundschule|realschule|gesamtschule|zentrum|stadion|international|worldwide|beverages|catering|
	brothers|bros|digital|strategies|candy|finserv|marathon|fair|tavern|colliery|lab|funeral|mortuary|pizzeria|
	bistro|grill|diner|saloon|barbershop|lumber|timber|hardware|supply|supplies|partnership|endowment|syndicate|
	accounting|accountants|facilities|crescent|rovers|wanderers|athletic|initiative|farm|farms|outfitters|
	communication|mortgage|mortgages|lending|outdoor|outdoors`, "|")

// productWords end product, plan and feature names that start with a name ("Tesla Model",
// "Apple Watch", "Truman Doctrine", "Developer Mode").
var productWords = setOf(`model|watch|mode|plan|doctrine|act|pro|max|plus|mini|air|phone|pad|book|studio|edition|
	series|version|cloud|drive|maps|pay|store|music|tv|car|truck|galaxy|pixel|note|tab|system|engine|framework|
	protocol|index|fund|trust|report|program|programme|initiative|agreement|treaty|accord|principle|rule|law|
	day|week|month|year|cup|open|games|festival|show|tour|band|quartet|trio|orchestra|choir|troupe|club|fc|united|gen`, "|")

// setOf returns the set of the entries of s separated by sep, with their runs of white space
// made one space.
func setOf(s, sep string) map[string]bool {
	// Sized at once and split without copies: the sets are built at every start.
	m := make(map[string]bool, strings.Count(s, sep)+1)
	for w := range strings.SplitSeq(s, sep) {
		w = strings.TrimSpace(w)
		if hasSpace(w) {
			w = strings.Join(strings.Fields(w), " ")
		}
		if w != "" {
			m[w] = true
		}
	}
	return m
}

// hasSpace reports whether w holds a space, tab or line break. strings.ContainsAny builds a
// byte set on every call, a third of setOf's time when every process builds the sets.
func hasSpace(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			return true
		}
	}
	return false
}

// places are countries, continents and large cities, in English, German and French (and the
// German, French and Spanish names of other countries' large cities: "Athen", "Londres",
// "Múnich"), and the words for their peoples and for religious groups: alone, not names
// ("expelled to Nigeria", "in Oslo", "British", "Sunni Arab"), and they end a run of
// capitalised words. Places and peoples that are also common given names (Sydney, Sofia,
// Paris, Christian, Milan) and words of the name codec's classes (which a name's ciphertext
// may be: Chad, Lima) are left out.
var places = setOf(`britain|england|mallorca|ibiza|tenerife|marbella|torino|firenze|rennes|brest|toulon|grenoble|dijon|angers|reims|rouen|caen|limoges|amiens|nîmes|avignon|cannes|
	mulhouse|poitiers|lorient|quimper|vannes|bochum|dortmund|duisburg|wuppertal|bielefeld|mannheim|karlsruhe|
	wiesbaden|münster|augsburg|aachen|braunschweig|kiel|lübeck|rostock|magdeburg|erfurt|mainz|freiburg|heidelberg|
	regensburg|würzburg|ingolstadt|oldenburg|osnabrück|potsdam|saarbrücken|bilbao|alicante|valladolid|vigo|gijón|
	oviedo|pamplona|málaga|malaga|murcia|granada|cádiz|huelva|almería|tarragona|girona|lleida|
	logroño|badajoz|arteixo|toluca|guadalajara|monterrey|puebla|tijuana|cancún|medellín|medellin|cusco|
	arequipa|guayaquil|tacoma|spokane|sacramento|portland|milwaukee|minneapolis|pittsburgh|baltimore|cincinnati|
	nashville|memphis|miami|tampa|oakland|omaha|tucson|fresno|honolulu|pune|hyderabad|ahmedabad|jaipur|
	lucknow|kanpur|nagpur|indore|bhopal|patna|surat|chandigarh|noida|gurgaon|gurugram|nagoya|yokohama|sapporo|
	fukuoka|incheon|daegu|chengdu|wuhan|hangzhou|nanjing|tianjin|chongqing|ibadan|enugu|kumasi|mombasa|
	kisumu|harare|lusaka|maputo|ouagadougou|bamako|niamey|conakry|freetown|monrovia|lomé|cotonou|douala|yaoundé|
	mali|yemen|
	biarritz|bayonne|calais|dunkerque|versailles|dinan|redon|roscoff|montpellier|perpignan|orléans|
	athen|rom|mailand|wien|prag|moskau|warschau|brüssel|lissabon|genf|venedig|neapel|florenz|kopenhagen|peking|nizza|
	londres|varsovie|moscou|pékin|vienne|gênes|anvers|bâle|múnich|ginebra|pekín|moscú|varsovia|viena|praga|atenas|
	bruselas|lisboa|nápoles|turín|génova|zúrich|zurich|basilea|estambul|estocolmo|tokio|
	english|british|american|french|german|italian|spanish|russian|chinese|japanese|korean|
	indian|african|european|asian|latin|arab|arabs|arabic|sunni|sunnis|shiite|shiites|shia|kurd|kurds|kurdish|thai|
	turkish|greek|dutch|swedish|norwegian|danish|finnish|polish|irish|scottish|welsh|canadian|mexican|brazilian|
	australian|christians|muslim|muslims|jewish|jews|catholic|catholics|protestant|hindu|hindus|buddhist|buddhists|
	iraqi|iraqis|iranian|israeli|palestinian|syrian|egyptian|nigerian|pakistani|afghan|ukrainian|
	bangladeshi|nepali|lankan|filipino|filipina|vietnamese|indonesian|malaysian|ghanaian|ethiopian|somali|sudanese|
	congolese|cameroonian|senegalese|moroccan|tunisian|algerian|colombian|venezuelan|peruvian|chilean|argentinian|
	cuban|dominican|haitian|jamaican|romanian|bulgarian|hungarian|serbian|croatian|bosnian|albanian|lithuanian|
	latvian|estonian|belarusian|armenian|uzbek|kazakh|emirati|qatari|kuwaiti|jordanian|lebanese|yemeni|libyan|
	nadu|pradesh|bengal|abuja|accra|afghanistan|africa|afrika|afrique|albania|algeria|algiers|allemagne|america|amerika|amman|
	amsterdam|amérique|andorra|angleterre|angola|ankara|antalya|antarctica|antwerp|argentina|armenia|asia|asie|
	asien|athens|atlanta|auckland|australia|austria|autriche|azerbaijan|baghdad|bahamas|bahrain|baku|balkans|
	bangalore|bangkok|bangladesh|barbados|barcelona|basel|beijing|beirut|belarus|belgien|belgique|belgium|belize|
	benin|berlin|bern|bhutan|birmingham|bogota|bolivia|bordeaux|bosnia|boston|botswana|brasilia|brazil|brisbane|
	brunei|brussels|bucharest|budapest|buenos|bulgaria|bulgarien|burkina|bursa|burundi|busan|cairo|calgary|
	cambodia|cameroon|canada|caracas|casablanca|caucasus|chennai|chicago|cologne|colombia|comoros|congo|
	copenhagen|croatia|cuba|cyprus|czechia|dakar|damascus|danemark|delhi|denmark|detroit|deutschland|dhaka|
	diyarbakir|diyarbakır|djibouti|doha|dominica|dresden|dubai|dublin|durban|dänemark|düsseldorf|ecuador|
	edinburgh|england|eritrea|espagne|estonia|eswatini|ethiopia|europa|europe|fiji|finland|finnland|
	frankfurt|frankreich|gabon|gambia|gdansk|geneva|germany|ghana|glasgow|graz|greece|grenada|griechenland|grèce|
	guangzhou|guatemala|guinea|guyana|haiti|hamburg|hanoi|havana|helsinki|honduras|hongkong|hongrie|hungary|
	iceland|indonesia|innsbruck|iran|iraq|ireland|irland|islamabad|istanbul|italie|italien|italy|izmir|jakarta|
	japan|jeddah|johannesburg|kabul|kampala|karachi|kazakhstan|kharkiv|kiev|kinshasa|kiribati|klagenfurt|
	kolkata|kosovo|krakow|kroatien|kuwait|kyiv|kyoto|kyrgyzstan|lahore|laos|latvia|lebanon|leipzig|lesotho|
	liberia|libya|liechtenstein|lille|linz|lisbon|lithuania|liverpool|lodz|london|luanda|luxembourg|lviv|
	madagascar|madrid|malawi|maldives|malta|manchester|manila|marseille|mauritania|mauritius|melbourne|mexico|
	micronesia|minsk|moldova|mongolia|montevideo|montreal|morocco|moscow|mozambique|mumbai|munich|
	myanmar|nairobi|namibia|nantes|naples|nauru|nepal|netherlands|nicaragua|niederlande|nigeria|norvège|norway|
	norwegen|oceania|oman|osaka|oslo|ottawa|pakistan|palau|palestine|panama|paraguay|peru|philadelphia|
	philippines|poland|polen|pologne|porto|portugal|poznan|prague|pretoria|qatar|quito|rabat|riga|riyadh|romania|
	rotterdam|roumanie|rumänien|russia|russie|russland|rwanda|salzburg|samoa|scandinavia|schottland|
	schweden|schweiz|seattle|senegal|seoul|serbia|serbien|seville|seychelles|shanghai|shenzhen|siberia|singapore|
	slovakia|slovenia|slowakei|slowenien|somalia|spain|spanien|stockholm|strasbourg|stuttgart|sudan|suisse|
	suriname|suède|sweden|switzerland|syria|taipei|taiwan|tajikistan|tallinn|tanzania|tbilisi|tehran|thailand|
	togo|tokyo|tonga|toronto|toulouse|tschechien|tunis|tunisia|turin|turkey|turkmenistan|turquie|tuvalu|türkei|
	uganda|ukraine|ungarn|uruguay|uzbekistan|vancouver|vanuatu|venezuela|venice|vienna|vietnam|vilnius|warsaw|
	wroclaw|yemen|yerevan|zambia|zimbabwe|zurich|österreich`, "|")

// valueFollows reports whether after (the text after a label's colon) opens with a value of
// five digits or more, the digits written with the separators of phone numbers and ids
// ("+90 532 123 45 67", "(0)89-1234567"), rather than with a message.
func valueFollows(after string) bool {
	after = strings.TrimLeft(after, " \u00a0\t")
	digits := 0
	for i := 0; i < len(after); i++ {
		c := after[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == '-' || c == '.' || c == '/' || c == '(' || c == ')' || c == '+' && i == 0:
		default:
			return digits >= 5 && (c == ',' || c == ';' || c == '\n' || c == '\r')
		}
	}
	return digits >= 5
}

// countryInParens reports whether after (lower case) starts with a country or a nation's code
// in parentheses, as result lists write it after a person: " (Trinidad)", " ( U.S. )".
func countryInParens(after string) bool {
	rest, ok := strings.CutPrefix(after, " (")
	if !ok {
		return false
	}
	inner, _, ok := strings.Cut(rest, ")")
	inner = strings.TrimSpace(inner)
	if !ok || inner == "" || len(inner) > 30 {
		return false
	}
	for w := range strings.FieldsSeq(inner) {
		if !places[w] && !countryCodes[w] && !countryWords[w] {
			return false
		}
	}
	return true
}

// countryCodes are the short forms of countries that result lists use; countryWords the
// words of countries of several words, and countries and continents that places leaves out as
// given names ("trinidad and tobago", "scotland", "jordan"): "China said" is no speaker.
var (
	countryCodes = setOf(`u.s.|usa|us|uk|gb|gbr|ger|fra|ita|esp|ned|rsa|nzl|aus|can|jpn|chn|rus|ussr|uae|kor|bra|arg`, "|")
	countryWords = setOf(`and|trinidad|tobago|new|zealand|south|north|czech|republic|ivory|coast|sri|lanka|costa|rica|
	united|states|kingdom|saudi|arabia|puerto|rico|hong|kong|el|salvador|san|marino|scotland|wales|jamaica|france|
	kenya|chile|georgia|jordan|israel|india|china|austria|canada|america|asia|africa|europe`, "|")
)

// nounBefore are the words after which one capitalised word is no person: German articles,
// possessives and contractions of a preposition and an article (names take none in writing),
// and the "St." of churches and places. Not "des" (French "des Dupont"), not "die" and "den"
// alone (English words), "am" ("I am Anna") nor "bei" and "von" ("von Schröder angezeigt").
var nounBefore = setOf(`der|das|dem|ein|eine|einer|einem|eines|einen|sein|seine|seinem|seiner|seines|seinen|
	ihr|ihre|ihrem|ihrer|ihres|ihren|mein|meine|meinem|meiner|unser|unsere|unserem|unserer|zum|zur|im|vom|beim|
	dieses|dieser|diesem|diesen|jeder|jedes|jedem|jeden|kein|keine|keinem|keiner|keinen|st.|sankt`, "|")

// leadWord reports whether p, the first word of a run of capitalised words, stands before a
// name (whose first word is next) without being part of it: a title of rank ("Queen",
// "Kaiser", "Marquis"), which unlike "Mr" may also be a surname at the end of a name ("Stephen
// King", "Steffi Graf"); a military rank before a given name ("General Manuel Belgrano", not
// "General Dynamics" or "Major League"); or in German text a word that opens a sentence ("Da
// Wilder nach seinen Erfolgen", "Ab Herbst").
func (d *personDetector) leadWord(p, next part) bool {
	if p.low == "master" && next.kind == kGiven {
		return true // a boy's title: "Master Daniel Familusi", "MASTER NILS ERIKSSON" on an invoice
	}
	if p.upper {
		return d.spanishDon(p, next) // "DON Manuel Ortega Ruiz" in a police report
	}
	return rankTitles[p.low] || militaryRanks[p.low] && next.kind == kGiven || speakerRoles[p.low] && listed(next.kind) ||
		slices.Contains(elders, p.low) && !next.upper && (listed(next.kind) || rareUnlisted(next)) && !ghanaianNana(p, next) || // "Aunty Nkechi", "Tante Erika"
		(germanRanks[p.low] || germanOpeners[p.low] && d.sentenceStart(p.s)) && d.german(p.s) ||
		englishOpeners[p.low] && d.sentenceStart(p.s) && d.english(p.s) && listed(next.kind) || // "Like Ben, I will stay"
		spanishPossessives[p.low] && d.sentenceStart(p.s) && d.spanish(p.s) || // "Mi Bizum es el 699…": "my", no given name
		auxiliaries[p.low] && d.sentenceStart(p.s) && d.english(p.s) && d.questionAfter(p.e) || // "Has Priya approved it?"
		d.spanishDon(p, next) || d.greeting(p.low) && listed(next.kind) // "Olá Rafael", which a list of given names folds to "Ola"
}

// spanishDon reports whether p is Spanish "Don" before a given name, written out or as "D."
// ("De otra parte, D. Alejandro Castillo Navarro", "Don Pedro Ruiz"), or before the pseudo name
// the codec makes of a given name on none of its classes ("Don Gomotucejirove Amy" of "Don
// Teófilo Amaya"), in a line with a word of Spanish that English, German and French do not use.
// Elsewhere "D." is an initial and "Don" a given name.
func (d *personDetector) spanishDon(p, next part) bool {
	if !(p.low == "d" && p.kind == kInitial && p.dotE > p.e || p.low == "don" || p.low == "doña") {
		return false
	}
	if spanishCourtesy[d.wordBefore(p.s)] {
		return true // "Sr. D. Khalid Bennani": after "Sr." it is a title before any name
	}
	if p.low == "d" && next.kind != kStop && next.kind != kInitial && next.kind != kParticle && !next.upper {
		// "D. Oriol Casals i Ferrer", "Arrendador: D. Eusebio Carrasco Molina": the
		// abbreviation before any name, in a Spanish line or document.
		return d.spanish(p.s) || d.spanishDoc()
	}
	if next.kind != kGiven && next.kind != kGivenCom && next.kind != kPseudo {
		return false
	}
	return d.spanish(p.s) || d.spanishDoc() // "[14/1/25] Don Teófilo Amaya: ok" in a Spanish chat
}

// spanishDoc reports whether one word in ten of the text's first 16 KB, and three at least,
// are words of Spanish that English, German and French do not use (a French judgment citing
// "Martínez" has a few of them, a Spanish contract one in four).
func (d *personDetector) spanishDoc() bool {
	if d.spanishText == 0 {
		n, words := spanishWords(strings.ToLower(string(d.text[:min(len(d.text), 16<<10)])))
		d.spanishText = -1
		if n >= 3 && n*10 >= words {
			d.spanishText = 1
		}
	}
	return d.spanishText > 0
}

// spanish reports whether the line around position s has a word of Spanish that English,
// German and French do not use.
func (d *personDetector) spanish(s int) bool {
	ls, le := d.lineBounds(s)
	return d.spanishLine.get(ls, le, func() bool {
		n, _ := spanishWords(d.lowerOf(ls, le))
		return n > 0
	})
}

// lowerTitleBefore reports whether a title that running text writes in lower case comes right
// before s: "doña Remedios", "la sra. García", "madame Vasseur"; "don" only in a Spanish line
// (English dons a coat; OCR of German misreads "den").
func (d *personDetector) lowerTitleBefore(s int) bool {
	if s < 2 || d.text[s-1] != ' ' {
		return false
	}
	w := d.wordBefore(s)
	ws := d.wordBeforeStart(s, w)
	w = strings.TrimSuffix(w, ".")
	if ws+len(w) > s-1 || !runningTitles[w] || !lowerStart(d.text[ws:]) || ws > 0 && isNameLetterByte(d.text[ws-1]) {
		return false
	}
	return w != "don" || d.spanish(s) && !d.german(s)
}

// runningTitles are the forms of address that running text writes in lower case before a name
// (addressForms), and Spanish "don", "doña".
var runningTitles = setOf(addressForms+`|don|doña|dña|señorita|mademoiselle`, "|")

// spanishWords counts the words of low (lower-case text) and those of them that are Spanish
// words English, German and French do not use.
func spanishWords(low string) (spanish, words int) {
	for w := range strings.FieldsFuncSeq(low, func(r rune) bool { return !unicode.IsLetter(r) }) {
		words++
		if spanishOnlyBand(w) != names.BandNone {
			spanish++
		}
	}
	return spanish, words
}

// judgeTitle reports whether p is "Justice" after "Mr" or "Mrs", the title of an English High
// Court judge ("Mrs Justice Cavendish-Holt"), after "Chief" or "Associate", or after "before"
// ("standing trial before Justice Folake Olaniyan-Bello"); elsewhere it is a given name
// ("Justice Okafor"), and real judgments' annotators take it into the name after "Lord" ("Lord
// Justice Auld").
func (d *personDetector) judgeTitle(p part) bool {
	if p.low != "justice" {
		return false
	}
	switch strings.TrimSuffix(d.wordBefore(p.s), ".") {
	case "mr", "mrs", "ms", "miss", "madam", "chief", "associate", "acting", "before":
		// A name follows: not "the Lord Chief Justice recommanda".
		return p.e+1 < len(d.text) && d.text[p.e] == ' ' && isUpperASCII(d.text[p.e+1])
	}
	return false
}

// spanishCourtesy are the Spanish courtesy titles that "D." or "Don" follows ("Sr. D.").
var spanishCourtesy = setOf(`sr.|sra.|srta.|sr|sra|srta`, "|")

// genitiveNoun reports whether run ends in a German noun after a name in the genitive
// ("Konrad Adenauers Tod", "Douglas Posten"): in German text, a word of general text on no
// name list after a word that ends in s, or after a pseudo name, which is what the codec makes
// of such a name ("Jifocusogosepi Politik" of "Boltons Politik"); not a given name alone
// before it (givenBefore), but the surname of a full name ("Matthew Williams Liebeskummer").
func (d *personDetector) genitiveNoun(run []part) bool {
	if len(run) < 2 {
		return false
	}
	last, prev := run[len(run)-1], run[len(run)-2]
	return (last.kind == kUnknown || last.kind == kOther || last.kind == kPseudo) && !last.upper &&
		(strings.HasSuffix(prev.low, "s") && !(len(run) == 2 && d.givenBefore(prev, last)) || prev.kind == kPseudo) &&
		prev.kind != kInitial && (commonWord(last.low) || d.germanCompound(last.low)) && d.german(run[0].s)
}

// givenBefore reports whether prev, a word that ends in s, is a listed given name as written,
// no genitive, before last: a listed surname, though a word too ("Tobias Fuchs": German
// writes "Tobias'"), or a word that is not one of the 5,000 most frequent of general text
// ("Chris Barnes"). Before a frequent one it may be the subject before its object ("bekleidete
// Douglas Posten") or a genitive ("Edgars Filme").
func (d *personDetector) givenBefore(prev, last part) bool {
	return givenKind(prev.kind) && (d.tagger().Lookup(last.low).Surname || !frequentWord(last.low))
}

// nounVon reports whether p, "von" and next open a run of German text where p is a word of
// general text and next a given name: the noun and "von" ("of", "by") before a full name
// ("zum Tod von Verena Tschudi-Brunner", "Tore von Emre Kılıçaslan"; Tod and Tore are given
// names too), not the particle of a noble name, whose surname is no given name ("Marie von
// Ketteler"). A pseudo name is what the codec makes of a given name off its classes. The caller
// checks that a word follows next.
func (d *personDetector) nounVon(p, von, next part) bool {
	return von.kind == kParticle && von.low == "von" && !p.title && !p.upper && p.kind != kStop && commonWord(p.low) &&
		(givenKind(next.kind) || next.kind == kPseudo) && d.german(p.s)
}

// classGivenSurname reports whether run is a given name of the codec's classes and a word the
// lists have as a surname or a given name, a person's name though that word is one for a
// product too ("Jude Law", "Kelly Cloud").
func (d *personDetector) classGivenSurname(run []part) bool {
	if len(run) != 2 || !d.givenClass(run[0].text) {
		return false
	}
	lw := d.tagger().Lookup(run[1].low)
	return lw.Surname || lw.Given
}

// rankTitles are titles of rank, nobility and office before a name (leadWord); germanRanks
// only in German text, where they are rarely a name's first word ("Kaiser Soze" in English);
// militaryRanks, the hyphenated ones too ("Major-General"), only before a given name. None is
// a word of the codec's classes (Marquis, Rey are): a name's ciphertext must not lose its
// first word. ("King" is one, and stays a name's word: "King Sihanouk".)
var (
	militaryRanks = setOf(`general|major|brigadier|admiral|marshal|generalleutnant|generalmajor|oberst|
	général|commandant|capitaine|colonel|lieutenant|sergeant|corporal|private|captain|commander|
	major-general|lieutenant-general|lieutenant-colonel|brigadier-general|vice-admiral|rear-admiral`, "|")
	rankTitles = setOf(`queen|prince|princess|baron|baroness|duchess|countess|emperor|empress|sultan|
	tsar|czar|pope|comte|comtesse|duc|duchesse|roi|reine|princesse|príncipe|princesa|conde|condesa`, "|")
	germanRanks = setOf(`kaiser|kaiserin|königin|prinz|prinzessin|graf|gräfin|herzog|herzogin|fürst|fürstin|
	papst|bischof|erzbischof|kardinal|zar|freiherr|freifrau`, "|")
)

// englishOpeners are the prepositions that open an English sentence before a name and are no
// part of it (leadWord): "Like Ben, I will stay", "For Maria, it was".
var englishOpeners = setOf(`like|unlike|for|with|without|from|to|after|before`, "|")

// spanishPossessives open a Spanish sentence before a noun ("Mi Bizum", "Su DNI"); "Mi" and
// "Su" are given names elsewhere.
var spanishPossessives = setOf(`mi|tu|su|mis|tus|sus`, "|")

// germanObjectPronouns are the German personal pronouns a sentence may open with that lists
// have as names: "Mir ging es so", "Ihm gefiel das".
var germanObjectPronouns = setOf(`mir|dir|mich|dich|ihm|ihr|uns|euch|ihnen`, "|")

// germanOpeners are German words that open a sentence before a capitalised word (leadWord).
var germanOpeners = setOf(`da|ab|als|auch|aber|bis|nach|vor|seit|für|mit|durch|gegen|ohne|um|wie|wenn|weil|doch|
	denn|so|nun|dann|erst|zwar|auf|aus|bei|von|zu|im|am|in|an|über|unter|laut|trotz|wegen|während|zudem|dies|
	davon|darin|daher|damit|danach|deshalb|jedoch|außerdem|dabei|dafür|dagegen|hier|dort|heute|gestern|morgen|
	man|sonst|statt|bereits|schon|noch|nur|also|zuvor|später|seither|inzwischen|gleichzeitig|überdies|ebenso|
	ersterer|erstere|ersteres|letzterer|letztere|letzteres`, "|")

// articleBefore reports whether prev (lower case), the word before position s, is a word after
// which one capitalised word is a noun, no person: one of nounBefore, or in German text also
// "die", "den" and "diese" ("die Lokomotiven", "zu den Favoriten"; "die" and "den" are
// English words elsewhere).
func (d *personDetector) articleBefore(prev string, s int) bool {
	return nounBefore[prev] || (prev == "die" || prev == "den" || prev == "diese") && d.german(s) ||
		(prev == "el" || prev == "al") && d.spanish(s) // "ante el Villarreal", "ganó al Sevilla": a club or a thing
}

// medicalDepartment reports whether a lower-case word names a department of a hospital or
// practice, in en/de/fr/es: "Family Medicine", "Cardiologie", "Medicina Interna", "Urgencias"
// head clinical notes beside the names in them.
func medicalDepartment(low string) bool {
	return medicalDepartments[low] || endsLike(low, []string{"ology", "ologie", "ología", "ologia"}, 3)
}

var medicalDepartments = setOf(`medicine|médecine|medizin|medicina|surgery|chirurgie|cirugía|cirugia|urgences|urgencias|
	notaufnahme|emergency|pediatrics|paediatrics|pädiatrie|pédiatrie|pediatría|pediatria|psychiatry|psychiatrie|
	psiquiatría|psiquiatria|orthopedics|orthopaedics|orthopädie|orthopédie|ortopedia|traumatología|traumatologie|
	obstetrics|geburtshilfe|obstétrique|obstetricia|internal|interne|innere|interna|geriatrics|geriatrie|gériatrie|geriatría`, "|")

// loneNouns are nouns that are also rare names ("Job", the Chinese surname "Fan"): a name with
// another word ("Fan Bingbing") or a title, never alone: alone they head fields and titles. So
// are words of software, logs and tickets that film subtitles (the frequency lists) rarely
// use, and the shape of a pseudo name may give ("Login ist admin@...", "Tobias (Backend)"),
// the German units of time ("stirbt Minuten später"), which no name is, the parties of a
// case and a parish's roles ("Claimant: Ms Okonkwo", "the respondent's reason"), and the
// words for a grandparent or a parent alone ("Oma kommt", "Papi est né", "Nani's verdict",
// "collect Nana", "Taid's 85th"; not "Mamie", "Nan", "Gran" or "Lola", words of the codec's
// classes, which a name's ciphertext may be), a feast ("pour Noël") and a few words that
// lists of given names hold ("Mine is", "Fine.", "Holiday:", "Dear Diary").
var loneNouns = setOf(`job|fan|volume|author|chief|sex|notice|recipe|role|title|login|logins|logout|backend|frontend|
	vendor|webhook|endpoint|firewall|gateway|dashboard|username|changelog|readme|hotfix|bugfix|backlog|policyholder|
	sekunde|sekunden|minute|minuten|stunde|stunden|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|tagen|
	claimant|claimants|respondent|respondents|appellant|appellants|defendant|defendants|plaintiff|plaintiffs|
	complainant|petitioner|applicant|catechist|catechists|guarantor|guarantors|caseworker|bursar|
	mamy|papi|papy|mémé|pépé|oma|opa|omi|opi|abuela|abuelo|abuelita|abuelito|mamá|papá|nani|dadi|paati|
	nana|nanna|granny|taid|nain|gogo|mormor|morfar|farmor|farfar|lolo|tita|tito|maman|ammi|abbu|amma|appa|
	noël|mine|fine|holiday|diary|monday|tuesday|wednesday|thursday|friday|saturday|sunday|naira|cedis|kwacha|ringgit|rupiah|rupees|baht|dirhams`, "|")

// aloneOK are common words on the given-name list that are names when capitalised inside a
// sentence, in English at least ("Grace said", "ask Miles"); other common words on the list are
// not taken for a name alone: modal verbs (May, Will), German nouns (capitalised anywhere:
// Rose, Engel), places and nationalities (Berlin, German), words of headings.
var aloneOK = setOf(`grace|miles|faith|joy|hope|max|jack|frank|ray|dean|drew|nick|pat|rob|penny|holly|lily|daisy|
	ivy|violet|hazel|olive|ruby|pearl|jasmine|heather|dawn|summer|sandy|rusty|gene|guy|jay|wade|
	clay|cliff|colt|reed|rod|skip|sunny|ward|amber|melody|harmony`, "|")

// nounSuffixes end English, German and French nouns and adjectives, rarely names.
var nounSuffixes = []string{"tion", "sion", "ment", "ness", "ity", "ship", "ing", "ance", "ence", "able", "ible",
	"ism", "ical", "ology", "ware", "ung", "heit", "keit", "schaft", "sche", "scher", "sches", "schen", "lich",
	"isch", "ique", "ité", "ée", "eur", "euse", "ive", "ieren", "ismus", "ität", "ancy", "ency"}

// roleSuffixes end German nouns of a role or office, which stand before a name as a title.
var roleSuffixes = []string{"präsident", "präsidentin", "minister", "ministerin", "sprecher", "sprecherin",
	"kanzler", "kanzlerin", "chancellor", "sekretär", "sekretärin", "vorsitzende", "vorsitzender", "direktor", "direktorin",
	"trainer", "trainerin", "kommissar", "kommissarin", "botschafter", "botschafterin", "abgeordnete",
	"abgeordneter", "bürgermeister", "bürgermeisterin", "regisseur", "regisseurin", "schauspieler",
	"schauspielerin", "sänger", "sängerin", "stürmer", "torhüter", "verteidiger", "kapitän", "chef", "chefin",
	"richter", "richterin", "anwalt", "anwältin", "notar", "notarin", "polizist", "polizistin", "ärztin", "oberarzt",
	"politologe", "politologin", "soziologe", "soziologin", "historiker", "historikerin", "autor", "autorin",
	"künstler", "künstlerin", "fotograf", "fotografin", "journalist", "journalistin", "komponist", "komponistin",
	"dirigent", "dirigentin", "geiger", "geigerin", "pianist", "pianistin", "gitarrist", "gitarristin", "rapper",
	"moderator", "moderatorin", "intendant", "intendantin", "spieler", "spielerin", "torwart", "keeper", "fahrer",
	"fahrerin", "meister", "meisterin", "springer", "springerin", "läufer", "läuferin", "boxer", "boxerin", "schwimmer", "schwimmerin",
	"unternehmer", "unternehmerin", "gründer", "gründerin", "architekt", "architektin", "schriftsteller",
	"schriftstellerin", "dichter", "dichterin", "philosoph", "philosophin", "physiker", "physikerin", "kandidat",
	"kandidatin", "landrat", "landrätin", "senator", "senatorin", "manager", "managerin", "berater", "beraterin",
	"wissenschaftler", "wissenschaftlerin", "forscher", "forscherin", "experte", "expertin", "ökonom", "ökonomin",
	"analyst", "analystin", "ermittler", "ermittlerin", "coach", "stadtrat", "stadträtin", "gemeinderat",
	"gemeinderätin", "ortsvorsteher", "ortsvorsteherin", "pfarrer", "pfarrerin", "schreiber", "schreiberin",
	"verordnete", "verordneter",
	"politiker", "politikerin", "kaufmann", "kauffrau", "missionar", "missionarin", "holzfäller", "händler",
	"händlerin", "lehrer", "lehrerin", "professor", "professorin", "maler", "malerin", "ingenieur", "ingenieurin",
	"priester", "bischof", "nachfolger", "nachfolgerin", "vorgänger", "vorgängerin", "chemiker", "chemikerin",
	"mathematiker", "mathematikerin", "biologe", "biologin", "psychologe", "psychologin", "theologe", "theologin",
	"produzent", "produzentin", "verleger", "verlegerin", "herausgeber", "herausgeberin", "bildhauer",
	"bildhauerin", "kritiker", "kritikerin", "sportler", "sportlerin", "athlet", "athletin", "golfer", "golferin",
	"weltmeister", "weltmeisterin", "olympiasieger", "olympiasiegerin", "mörder", "mörderin", "täter", "täterin",
	"kläger", "klägerin", "zeuge", "zeugin", "kenianer", "kenianerin", "amerikaner", "amerikanerin", "italiener",
	"italienerin", "franzose", "französin", "brite", "britin", "österreicherin", "russe", "russin", "spanier",
	"spanierin", "norweger", "norwegerin", "schwede", "schwedin", "niederländer", "niederländerin", "kanadier",
	"kanadierin", "brasilianer", "brasilianerin", "argentinier", "argentinierin", "australier", "australierin",
	// inflected: "dem russischen Präsidenten Wladimir Putin", "des Kanzlers Helmut Kohl"
	"präsidenten", "kanzlers", "ministers", "sekretärs", "direktors", "kommissars", "botschafters",
	"abgeordneten", "vorsitzenden", "bürgermeisters", "regisseurs", "kapitäns", "richters",
	"staatsanwalts", "polizisten", "journalisten", "komponisten", "dirigenten", "pianisten",
	"gitarristen", "fotografen", "philosophen", "kandidaten", "senators",
	"ökonomen", "analysten", "experten", "politologen", "soziologen"}

// roleNoun reports whether low is a German noun of a role: one of roleSuffixes, or a compound
// ending in one ("ministerpräsident", "un-generalsekretär").
func roleNoun(low string) bool {
	if low == "administer" {
		return false
	}
	for _, suf := range roleSuffixes {
		if strings.HasSuffix(low, suf) {
			return true
		}
	}
	return false
}

// hyphenRole reports whether low is a compound whose last part is the role of a club's or a
// party's head or a team's driver, whatever its first ("hertha-coach", "bayern-trainer",
// "spd-chef", "mercedes-pilot", "williams-tester"): a title,
// though "Hertha" is a given name. (Not every role: "Boateng-Springer" is a surname.)
func hyphenRole(low string) bool {
	i := strings.LastIndexByte(low, '-')
	return i > 0 && headRoles[low[i+1:]]
}

var headRoles = setOf(`coach|trainer|trainerin|chef|chefin|präsident|präsidentin|sprecher|sprecherin|kapitän|chancellor|
	manager|managerin|direktor|direktorin|vorsitzende|vorsitzender|pilot|pilotin|tester|testerin`, "|")

// zuInfinitive reports whether a lower-case word is a German infinitive with "zu" after its
// separable prefix, which opens a sentence capitalised: "Anzumerken wäre noch", "Hinzuzufügen
// ist".
func zuInfinitive(low string) bool {
	for _, prefix := range separablePrefixes {
		if rest, ok := strings.CutPrefix(low, prefix+"zu"); ok && len(rest) >= 4 &&
			(strings.HasSuffix(rest, "en") || strings.HasSuffix(rest, "ern") || strings.HasSuffix(rest, "eln")) {
			return true
		}
	}
	return false
}

var separablePrefixes = []string{"ab", "an", "auf", "aus", "bei", "ein", "fest", "her", "hin", "hinzu", "los", "mit",
	"nach", "vor", "weg", "zurück", "zusammen", "dar", "teil"}

// nounLike reports whether an unlisted lower-case word has a noun or adjective ending.
func nounLike(low string) bool { return endsLike(low, nounSuffixes, 2) }

// personVerbAfter reports whether a verb that people do and firms rarely do follows the word
// that ends at e, maybe after an adverb: "Caplan dismisses", "Tiberius reportedly regretted".
func (d *personDetector) personVerbAfter(e int) bool { return d.verbAfter(e, personVerbs) }

// verbAfter reports whether one of verbs follows the word that ends at e, maybe after an
// adverb.
func (d *personDetector) verbAfter(e int, verbs map[string]bool) bool {
	if e >= len(d.text) || d.text[e] != ' ' {
		return false
	}
	w, we := d.wordAt(e + 1)
	if strings.HasSuffix(w, "ly") && we < len(d.text) && d.text[we] == ' ' {
		w, _ = d.wordAt(we + 1)
	}
	return verbs[w]
}

var personVerbs = setOf(`suggested|suggests|decided|decides|believed|believes|tried|tries|walked|married|died|
	smiled|laughed|insisted|admitted|recalled|mocked|dismissed|dismisses|sought|espoused|suffered|resigned|
	apologized|apologised|testified|pleaded|confessed|whispered|shouted|nodded|shrugged|sighed|regretted|
	wept|cried|took|acts|acted|described|remembered|hoped|wished|felt|feels|loved|hated|
	thought|wanted|wrote|retired|starred|sang|played|studied|grew|moved|returned|joined|became`, "|")

// germanCompound reports whether a lower-case word on no list is a compound of two words of
// general text, the first maybe with its joining s, e or n or a verb's stem ("pflege|grad",
// "pack|liste", "trenn(en)|zeichen"), and not one of the compounds German surnames end in
// ("-mann", "-berg"); or the feminine of a word ("bewohner|in").
func (d *personDetector) germanCompound(low string) bool {
	// A part counts if it is a frequent word of English, German or French text (Spanish
	// and Italian ones make surnames: "Barbe|sino") and no name ("Marc|antoni"); the last may
	// be a surname too if it is one of the 5,000 most frequent words ("Atom|kraft", "Haus|koch").
	word := func(w string) bool {
		b := names.WordBandEnDeFr(w)
		if b == names.BandNone || b == names.BandTop50k {
			return false
		}
		lw := d.tagger().Lookup(w)
		return !lw.Given && !lw.Surname
	}
	for _, fem := range []string{"in", "innen"} {
		if stem, ok := strings.CutSuffix(low, fem); ok && len(stem) >= 5 && endsLike(stem, roleEndings, 2) && word(stem) {
			return true // "bewohner|in", "patient|innen": a role's feminine (not "Tritt|in")
		}
	}
	for k := 3; k+4 <= len(low); k++ {
		tail := low[k:]
		if !utf8.RuneStart(low[k]) || surnameTails[tail] || !word(tail) && !(frequentWord(tail) && !d.tagger().Lookup(tail).Given) {
			continue
		}
		head := low[:k]
		if k == 3 {
			// A head of three letters only if it is a frequent word: "Bau|beginn".
			if frequentWord(head) && word(head) {
				return true
			}
			continue
		}
		if word(head) || word(head+"e") || word(head+"en") || len(head) > 4 && word(strings.TrimRight(head, "sn")) {
			return true
		}
	}
	return false
}

// roleEndings end the German words for people by their role whose feminine ends in "-in":
// "Bewohner", "Patient", "Polizist", "Autor", "Kandidat".
var roleEndings = []string{"er", "ent", "ant", "ist", "eur", "or", "at", "ar"}

// surnameTails end German surnames that are compounds of words: "Hausmann", "Steinberg".
var surnameTails = setOf(`mann|männer|berg|bach|stein|feld|burg|burger|hof|hoff|hofer|dorf|dorfer|heim|hausen|
	brück|brücke|müller|meier|maier|mayer|meyer|schmidt|schmitt|huber|bauer|wald|thal|tal|wein|baum|horst|
	mund|brand|brandt|kamp|kemper|ling|lein|haus|häuser|rich|bert|hardt|hart|ner|er|ler|wart|kopf|schein|reich|stern|
	schild|hagen|hammer|einer|steiner`, "|")

// germanNounForm reports whether a lower-case word reads as a German noun of general text
// inflected ("figuren", "versionen") or a compound that ends in one ("finanzsektor",
// "lebensprobe"). It is looser than germanCompound (any frequent ending will do): it turns
// away the word after an adjective shaped like a verb, where a name is rare; germanCompound
// vetoes what the model found, where a surname made of words is not.
func germanNounForm(low string) bool {
	for _, suf := range []string{"e", "en", "n", "er", "s", "es", "se", "ern", "nen"} {
		if stem, ok := strings.CutSuffix(low, suf); ok && len(stem) >= 4 && commonWord(stem) {
			return true
		}
	}
	for k := 3; k+4 <= len(low); k++ {
		if utf8.RuneStart(low[k]) && commonWord(low[k:]) {
			return true
		}
	}
	return false
}

// afterAttribute reports whether an inflected adjective in lower case comes right before s,
// after a determiner or a preposition: "seinen zweiten Roman", "von kurzer Dauer", "Die
// prekäre Lage". In German a noun follows such words, a person's name rarely (the caller
// leaves most listed given names alone: "der kleine Max").
func (d *personDetector) afterAttribute(s int) bool {
	adj := d.wordBefore(s)
	as := d.wordBeforeStart(s, adj)
	if germanDeterminers[adj] || !attributive(string(d.text[as:as+len(adj)])) {
		return false
	}
	prev := d.wordBefore(as)
	return germanDeterminers[prev] || germanPrepositions[prev]
}

// attributive reports whether w, as written, may be an inflected German adjective: in lower
// case, of four letters or more, ending in -e, -en, -em, -er or -es.
func attributive(w string) bool {
	return len(w) >= 4 && isLowerWord([]byte(w)) && (strings.HasSuffix(w, "e") || strings.HasSuffix(w, "en") ||
		strings.HasSuffix(w, "em") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "es"))
}

// germanDeterminers are German articles, pronouns and quantifiers before a noun and its
// adjectives, with the contractions of a preposition and an article ("am", "zum").
var germanDeterminers = setOf(`der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|am|im|vom|zum|zur|beim|ins|
	kein|keine|keinen|keinem|keiner|keines|mein|meine|meinen|meinem|meiner|meines|dein|deine|deinen|deinem|deiner|deines|
	sein|seine|seinen|seinem|seiner|seines|ihr|ihre|ihren|ihrem|ihrer|ihres|unser|unsere|unseren|unserem|unserer|unseres|
	diese|diesen|diesem|dieser|dieses|jede|jeden|jedem|jeder|jedes|welche|welchen|welchem|welcher|welches|manche|
	manchen|mancher|solche|solchen|solcher|alle|allen|aller|viele|vielen|vieler|wenige|wenigen|weniger|einige|einigen|einiger`, "|")

// germanPrepositions come before a noun phrase: "von kurzer Dauer", "mit großem Erfolg".
var germanPrepositions = setOf(`von|mit|in|an|auf|aus|bei|nach|seit|über|unter|vor|zwischen|durch|für|gegen|ohne|um|zu|
	hinter|neben|trotz|wegen|während|innerhalb|außerhalb|als`, "|")
