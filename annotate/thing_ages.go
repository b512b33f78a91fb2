package annotate

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// withoutThingAges drops the ages that are a thing's: said with a verb of a common noun that
// names no person ("the tills are 9 years old", "Der Forwarder ist 14 Jahre alt", "Le chariot
// a 9 ans"), of an animal ("our cat is Biscuit, she's 12", "our 12-year-old mule"; petAge), of a vehicle after its
// model year ("2019 Honda Civic (6 years old"), or under a key that names a thing
// ("vehicle_age": 14). The lists of things in the age patterns cannot know every machine,
// building and animal a prompt mentions, but the words for people are few: a holder is a thing
// when it is a noun (lower case in English, French and Spanish, after an article in German)
// that is no word for a person (peopleNouns, kinWords, companions, recordNouns) and has no
// ending of one ("-er", "-eur", "-ista"…: a welder, a Fahrer, a vendeuse). A name, a pronoun
// or anything else keeps the age.
func withoutThingAges(text []byte, spans []Span) []Span {
	out := spans[:0]
	for i, sp := range spans {
		// spans[:i] holds every person span before sp: only ages are dropped.
		if sp.Type.ID != "age" || !petAge(text, spans[:i], sp.Start, sp.End) && !thingAge(text, sp.Start, sp.End) &&
			!germanThingAge(text, spans, sp.Start, sp.End) &&
			!vehicleAge(text, spans[:i], sp.Start, sp.End) && !thingKeyAge(text, sp.Start) &&
			!thingLineAge(text, spans[:i], sp.Start, sp.End) && !clauseThingAge(text, spans[:i], sp.Start, sp.End) {
			out = append(out, sp)
		}
	}
	return out
}

// petAge reports whether the age text[s:e] follows a word for an animal in its sentence, with
// no name found between them: "our cat is Biscuit, she's 12", "Hündin Rose (Mischling, 7
// Jahre)", "Pets: 1 cat (Pierogi, 9 yrs)". A person named between keeps the age ("the dog
// belongs to Mia, 9"), and so does one named so ("Micky \"Mad Dog\" Foulkes, now 61"). before
// are the spans before it.
func petAge(text []byte, before []Span, s, e int) bool {
	if bytes.HasPrefix(text[e:], []byte("-Jährig")) {
		return false // "der 58-Jährige": a person
	}
	inName := func(lo, hi int) bool { return personBetween(before, lo, hi) }
	at := animalWordBefore(text, s, inName)
	return at >= 0 && !inName(at, s)
}

// animalWordBefore returns where the last word for an animal (animals, and petWords; not
// "chat", a conversation as often as a French cat) ends in the 60 bytes of the line before s,
// in the sentence of s and in no name (inName), or -1.
func animalWordBefore(text []byte, s int, inName func(s, e int) bool) int {
	lo := lineStartAfter(text, s-60, s)
	at := -1
	var buf [32]byte // a word in lower case, looked up without a copy
	for i := lo; i < s; {
		r, n := utf8.DecodeRune(text[i:])
		if !unicode.IsLetter(r) {
			if (r == '.' || r == '!' || r == '?') && i+1 < s && text[i+1] == ' ' && wordLenBefore(text, i) > 3 {
				at = -1 // "…llamado Mochi. Yo tengo 70 años": a new sentence (not "Mr. Biscuits")
			}
			i += n
			continue
		}
		j := i
		for j < s {
			r, n := utf8.DecodeRune(text[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		if w := appendLower(buf[:0], text[i:j]); (animals[string(w)] && string(w) != "chat" || petWords[string(w)]) && !inName(i, j) {
			at = j
		}
		i = j
	}
	return at
}

// wordLenBefore returns the number of letters right before position i.
func wordLenBefore(text []byte, i int) int {
	n := 0
	for i > 0 {
		r, size := utf8.DecodeLastRune(text[:i])
		if !unicode.IsLetter(r) {
			break
		}
		n++
		i -= size
	}
	return n
}

// petWords say that an animal is meant, beside the animals of person.go.
var petWords = setOf(`pet|pets|tabby|lapin|chaton|mischling|conejo|cobaya`, "|")

// vehicleAge reports whether the age text[s:e], with its unit after it ("11 years old", "17
// Jahre alt", "6 ans", "15 años"), follows a model year or a year of build on its line with no
// name between: "2013 Ford Focus 1.6 TDCi, reg YK13 HFD, 11 years old", "Toyota Vios 2019 (6
// years old)", "Opel Astra H (Baujahr 2008, also 17 Jahre alt)". before are the spans before it.
func vehicleAge(text []byte, before []Span, s, e int) bool {
	if !yearsUnitAfter(text[e:]) {
		return false
	}
	ls := lineStartAfter(text, s-80, s)
	for i := s - 4; i >= ls; i-- {
		if !modelYearAt(text, i) {
			continue
		}
		if personBetween(before, i, s) {
			return false // "2019: Maria Lopez, 34 years old"
		}
		// A pronoun near: "wurde er 1958 Deutscher Meister, damals gerade 18 Jahre alt".
		return !hasWordOf(text[max(i-20, ls):s], agePronouns)
	}
	return false
}

// yearsUnitAfter reports whether rest opens with an age's unit: " years old", " Jahre alt"…
func yearsUnitAfter(rest []byte) bool {
	for _, unit := range []string{" years old", " yrs old", " Jahre alt", " ans", " años"} {
		if hasPrefixFold(rest, unit) {
			return true
		}
	}
	return false
}

// thingKeyAge reports whether the age at s is the value of a key that names a thing's age
// ("vehicle_age": 14, vehicle_age=14) or of an age key inside an object a thing's key opens
// ("vehicle": {"make": "Mazda", "year": 2017, "age_years": 8}).
func thingKeyAge(text []byte, s int) bool {
	ls := lineStartAfter(text, s-200, s)
	head := bytes.TrimRight(text[ls:s], " \t\"'")
	if len(head) == 0 || head[len(head)-1] != ':' && head[len(head)-1] != '=' {
		return false
	}
	key := strings.ToLower(string(lastKey(bytes.TrimRight(head[:len(head)-1], " \t\"'"))))
	for part := range strings.SplitSeq(key, "_") {
		if thingKeys[part] {
			return true
		}
	}
	return thingObjectAge(text, s)
}

// thingLineAge reports whether the age text[s:e], with its unit after it, is on a line that a
// thing's key opens, with no person found between: "Fahrzeug: Mercedes B-Klasse, 15 Jahre
// alt", "Rad: Gazelle Hollandrad, ca. 25 Jahre alt". before are the spans before it.
func thingLineAge(text []byte, before []Span, s, e int) bool {
	if !yearsUnitAfter(text[e:]) {
		return false
	}
	ls := bytes.LastIndexByte(text[:s], '\n') + 1
	line := bytes.TrimLeft(text[ls:s], " \t-*•")
	colon := bytes.IndexByte(line, ':')
	if colon < 0 || !names.LowerIn(thingKeys, string(bytes.TrimSpace(line[:colon]))) {
		return false
	}
	return !personBetween(before, ls, s)
}

// clauseThingAge reports whether the age text[s:e], with its unit after it, ends a clause
// that names a thing and no person: no name found in it (before are the spans before the
// age), no word for a person, no personal pronoun, and a word for a thing ("the shed on 4A is
// about 40 years old", "Property is a 1930s semi, roughly 95 years old", "Die USV ist eine APC
// Back-UPS, ungefähr 8 Jahre alt"). The clause starts after the line break, colon, semicolon or
// sentence end before the age.
func clauseThingAge(text []byte, before []Span, s, e int) bool {
	if !yearsUnitAfter(text[e:]) {
		return false
	}
	cs := lineStartAfter(text, s-160, s)
	for i := s - 1; i > cs; i-- {
		if c := text[i-1]; (c == ':' || c == ';') || (c == '.' || c == '!' || c == '?') && text[i] == ' ' && wordLenBefore(text, i-1) > 3 {
			cs = i
			break
		}
	}
	if personBetween(before, cs, s) {
		return false
	}
	thing, noun := false, 0 // noun: the words left of a noun phrase a determiner opened
	german := sync.OnceValue(func() bool { return germanAround(text, s) })
	for w := range bytes.FieldsFuncSeq(text[cs:s], func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
		low := strings.ToLower(string(w))
		// A word for a person: on the lists, or a noun ending as they do ("the truck driver";
		// not German "über", which ends so too in lower case).
		if listedPersonWord(low) || noun > 0 && personWord(low) && (startsUpper(w) || !german()) ||
			agePronouns[low] && low != "on" || names.IsTitle(low) { // "on" is English too
			return false
		}
		thing = thing || machineNouns[low] || thingsAfterYearOld[low] || clauseThings[low] || startsUpper(w) && germanThing(low)
		noun--
		if germanThingArticles[low] || nounDeterminers["en"][low] || nounDeterminers["fr"][low] || nounDeterminers["es"][low] {
			noun = 3 // "the old truck driver"
		}
	}
	return thing
}

// clauseThings are more words for things whose age a clause gives, beside machineNouns and
// thingsAfterYearOld.
var clauseThings = setOf(`property|jacket|coat|dress|flat|apartment|kitchen|bathroom|furnace|fridge|oven|
	stove|sofa|couch|bed|mattress|fence|deck|garage|wall|window|windows|carpet|piano|guitar|watch|painting|terminal|
	site|engine|tank|unit|hvac|club|association|firm|bakery|school|hospital|hotel|policy|mortgage|
	maison|appartement|voiture|vélo|toit|chaudière|logiciel|arbre|église|entreprise|asso|
	casa|piso|coche|bicicleta|techo|máquina|árbol|iglesia|empresa|servidor|sitio|tienda|asociación|
	verein|klub|firma|unternehmen|betrieb|laube|usv|hütte|gebäude|dach|wohnung|fahrrad`, "|")

// personBetween reports whether one of spans is a person's name that overlaps text[lo:hi].
func personBetween(spans []Span, lo, hi int) bool {
	return slices.ContainsFunc(spans, func(p Span) bool { return p.Type.Detector == "person" && p.End > lo && p.Start < hi })
}

// thingObjectAge reports whether the age at s is inside an object a thing's key opens (see
// thingKeyAge).
func thingObjectAge(text []byte, s int) bool {
	// The key of the innermost object open at s, within 400 bytes.
	depth := 0
	for i := s - 1; i >= max(s-400, 0); i-- {
		switch text[i] {
		case '}':
			depth++
		case '{':
			if depth == 0 {
				obj := bytes.TrimRight(text[max(i-40, 0):i], " \t\n")
				if !bytes.HasSuffix(obj, []byte(":")) {
					return false
				}
				return names.LowerIn(thingKeys, string(lastKey(bytes.TrimRight(obj[:len(obj)-1], " \t\"'"))))
			}
			depth--
		}
	}
	return false
}

// thingKeyBefore reports whether the start of a header cell before a keyword ends with a word
// of thingKeys and a separator: "vehicle_" of "vehicle_age_yrs", "car " of "car age".
func thingKeyBefore(b []byte) bool {
	trimmed := bytes.TrimRight(b, "_ -")
	return len(trimmed) < len(b) && thingKeys[string(lastKey(trimmed))]
}

// lastKey returns the word of letters, digits and _ that b ends with.
func lastKey(b []byte) []byte {
	i := len(b)
	for i > 0 && (isAlnum(b[i-1]) || b[i-1] == '_') {
		i--
	}
	return b[i:]
}

// thingKeys name a thing in a key: its age is no person's.
var thingKeys = setOf(`vehicle|vehicles|car|cars|auto|fahrzeug|voiture|coche|engine|motor|pet|pets|dog|cat|animal|
	horse|asset|device|building|property|house|machine|equipment|boat|bike|truck|van|tree|battery|tyre|tire|item|
	product|unit|fleet|appliance|bus|tram|train|rad|fahrrad|gerät|maschine|véhicule|vélo|appareil|vehículo|bici|
	bicicleta|aparato|máquina`, "|")

// modelYearAt reports whether a year from 1950 to 2049 that names a model or a build stands at
// text[i:]: before a capitalised word ("2013 Ford"), after one ("Vios 2019 ("), or after a word
// of building, opening or buying (buildWords: "Baujahr", "built", "opened", "construit",
// "installed in").
func modelYearAt(text []byte, i int) bool {
	if i+4 > len(text) || !(text[i] == '1' && text[i+1] == '9' && text[i+2] >= '5' || text[i] == '2' && text[i+1] == '0' && text[i+2] <= '4') ||
		!isDigit(text[i+2]) || !isDigit(text[i+3]) || i > 0 && isAlnum(text[i-1]) || i+4 < len(text) && isAlnum(text[i+4]) {
		return false
	}
	if i+6 <= len(text) && text[i+4] == ' ' && text[i+5] >= 'A' && text[i+5] <= 'Z' {
		return !monthWord(strings.ToLower(string(firstWord(text[i+5:])))) // not "2024 March"
	}
	if i+5 < len(text) && (text[i+4] == '-' || text[i+4] == '/') {
		return false // an id: "Kennziffer 2025-117"
	}
	prev := strings.TrimRight(string(text[max(i-24, 0):i]), " ")
	w := string(lastWord([]byte(prev)))
	if low := strings.ToLower(w); low == "in" || low == "en" || low == "im" { // "installed in 2009"
		if before := strings.TrimRight(prev[:len(prev)-len(w)], " "); names.LowerIn(buildWords, string(lastWord([]byte(before)))) {
			return true
		}
	}
	if buildWords[strings.ToLower(w)] {
		return true
	}
	// "Toyota Vios 2019 (6 years old)"; not a caption, "Légende 2024 : 29 ans".
	return len(prev) > 0 && startsUpper([]byte(w)) && len(w) > 1 && !monthWord(strings.ToLower(w)) &&
		(bytes.HasPrefix(text[i+4:], []byte(" (")) || bytes.HasPrefix(text[i+4:], []byte(",")))
}

// buildWords say when a thing was built, made, opened or bought, before its year.
var buildWords = setOf(`baujahr|built|año|modell|model|modèle|modelo|opened|founded|gebaut|erbaut|eröffnet|construit|
	construite|construido|construida|inaugurado|inaugurada|installed|bought|purchased|fitted|made|manufactured|
	installiert|gekauft|eingebaut|installé|installée|acheté|achetée|instalado|instalada|comprado|comprada`, "|")

// hasWordOf reports whether b holds a word of letters that set has in lower case.
func hasWordOf(b []byte, set map[string]bool) bool {
	for len(b) > 0 {
		w := firstWord(b)
		if len(w) == 0 {
			_, n := utf8.DecodeRune(b)
			b = b[n:]
			continue
		}
		if names.LowerIn(set, string(w)) {
			return true
		}
		b = b[len(w):]
	}
	return false
}

// thingAge reports whether the age text[s:e] is said of a thing with a verb (see
// withoutThingAges) or is that of an animal after "-year-old" ("a 4-year-old Hereford
// bull"). Other words after "-year-old" keep the age: they are as often an adjective, a
// nationality or a verb as a noun ("the 22-year-old clocked 2:11").
func thingAge(text []byte, s, e int) bool {
	if words, ok := nounAfterYearOld(text[e:]); ok {
		// The noun and up to two more of a compound: "the 15-year-old one", "a 10-year-old
		// funeral home business"; not "a 12-year-old boy scout".
		thing := false
		for _, w := range words {
			low := strings.ToLower(w)
			if personWord(low) && !thingsAfterYearOld[low] { // personWord leaves machineNouns out
				return false // "a 45-year-old business owner", "a 12-year-old boy scout"
			}
			thing = thing || animals[low] || thingsAfterYearOld[low] || machineNouns[low]
		}
		return thing
	}
	lang, before, ok := ageVerbForm(text, s, e)
	if !ok {
		return false
	}
	before = withoutParenthesis(before) // `The quad ("Spirit of Hexham") is 22 years old`
	kind := holderKind(before, lang)
	if kind == pronounHolder {
		return false
	}
	if head, ok := headBeforePreposition(before, lang); ok {
		// "Der Rollstuhl von Herrn Wendland ist 12 Jahre alt": the Rollstuhl's; "the son of
		// the house is 12": the son's.
		if k := holderKind(head, lang); k != unknownHolder {
			return k == thingHolder
		}
	}
	return kind == thingHolder
}

// The kinds of a holder of an age.
const (
	unknownHolder = iota
	thingHolder   // a common noun that names no person, or a pronoun of a thing
	personHolder  // a word for a person
	pronounHolder // a pronoun of a person
)

// holderKind returns the kind of the holder of an age that before, the text before its verb,
// ends with.
func holderKind(before []byte, lang string) int {
	w, rest := holderWord(before)
	low := strings.ToLower(w)
	if relativePronouns[low] { // "el ascensor, que tiene ya 31 años": the ascensor's
		if antecedent := bytes.TrimRight(rest, " "); bytes.HasSuffix(antecedent, []byte(",")) {
			if a, arest := holderWord(antecedent[:len(antecedent)-1]); a != "" && !agePronouns[strings.ToLower(a)] {
				w, rest, low = a, arest, strings.ToLower(a)
			}
		}
	}
	switch {
	case w == "":
		return unknownHolder
	case thingPronouns[low]:
		return thingHolder
	case agePronouns[low]:
		return pronounHolder
	case personWord(low):
		return personHolder
	}
	rest = bytes.TrimRight(rest, " ")
	if lang == "de" {
		// German nouns are capitalised: a thing is one after an article or a possessive, not
		// a name ("Der Forwarder ist 14 Jahre alt"; not "Klaus ist 75").
		prev := strings.ToLower(string(lastWord(rest)))
		if germanAdjective(prev) { // "Der alte Mäher"
			rest = bytes.TrimRight(rest[:len(rest)-len(prev)], " ")
			prev = strings.ToLower(string(lastWord(rest)))
		}
		if startsUpper([]byte(w)) && germanThingArticles[prev] {
			return thingHolder
		}
		return unknownHolder
	}
	// English, French, Spanish: a lower-case noun after an article or a possessive, with at
	// most one word between ("Le frigo boissons a 14 ans", "the old tills").
	if startsUpper([]byte(w)) {
		return unknownHolder
	}
	for range 2 {
		last := lastWord(rest)
		prev := strings.ToLower(string(last))
		if nounDeterminers[lang][prev] {
			return thingHolder
		}
		if len(prev) == 0 || startsUpper(last) || personWord(prev) {
			return unknownHolder
		}
		rest = bytes.TrimRight(rest[:len(rest)-len(last)], " ")
	}
	return unknownHolder
}

// holderWord returns the word that before ends with, without an elided article ("qu'elle",
// "l'appareil"), and the text before it.
func holderWord(before []byte) (w string, rest []byte) {
	holder := lastWord(before)
	w = string(holder)
	if i := strings.LastIndexAny(w, "'’"); i >= 0 {
		_, n := utf8.DecodeRuneInString(w[i:])
		w = w[i+n:]
	}
	return w, before[:len(before)-len(holder)]
}

// relativePronouns open a clause whose holder is the noun before its comma.
var relativePronouns = setOf(`that|qui|que`, "|")

// withoutParenthesis returns b without the parenthesis it ends with, on its line.
func withoutParenthesis(b []byte) []byte {
	if !bytes.HasSuffix(b, []byte(")")) {
		return b
	}
	open := bytes.LastIndexByte(b, '(')
	if open < 0 || bytes.IndexByte(b[open:], '\n') >= 0 {
		return b
	}
	return bytes.TrimRight(b[:open], " ")
}

// headBeforePreposition returns the text before a preposition among the last four words of
// before, and whether there is one with a word before it: the head of "the defibrillator
// outside the church", "Der Defi am Vereinsheim", "la voiture de Marie" holds the age, not
// the noun or name after the preposition.
func headBeforePreposition(before []byte, lang string) ([]byte, bool) {
	b := before
	for range 4 {
		w := lastWord(b)
		if len(w) == 0 || bytes.ContainsAny(w, ".'’") { // "…hôpital Laquintinie. Il avait 68 ans"
			return nil, false
		}
		b = b[:len(b)-len(w)]
		if !bytes.HasSuffix(b, []byte(" ")) {
			return nil, false
		}
		b = bytes.TrimRight(b, " ")
		if names.LowerIn(agePrepositions[lang], string(w)) {
			return b, len(lastWord(b)) > 0
		}
	}
	return nil, false
}

// agePrepositions open a phrase between a holder and its age's verb, per language.
var agePrepositions = map[string]map[string]bool{
	"en": setOf(`of|in|on|at|outside|inside|behind|beside|by|near|from|for|with|under|above|opposite`, "|"),
	"de": setOf(`von|vom|am|im|an|auf|beim|hinter|neben|vor|aus|zum|zur|für|mit|unter|über|in`, "|"),
	"fr": setOf(`de|du|des|à|au|aux|dans|sur|sous|derrière|devant|pour|avec|chez|près`, "|"),
	"es": setOf(`de|del|en|con|para|detrás|sobre|junto`, "|"),
}

// thingsAfterYearOld are things after "-year-old" that the age patterns do not know:
// "the 12-year-old BOLA one", "an 18-year-old malt".
var thingsAfterYearOld = setOf(`one|ones|malt|gazebo|gazebos|mats|kit|van|minibus|trailer|shed|greenhouse|
	home|house|business|company|building|tree|oak|car|truck|bike|boat|laptop|phone|roof|bridge|barn|shop|store|
	restaurant|pub|church|tradition|brand|website|app|machine|system|server|device|software|codebase`, "|")

// germanThingAge reports whether the age text[s:e] is said in German of a thing or an animal
// named by the noun after it ("der 42 Jahre alte Heizkessel", "einen 2 Jahre alten Hund") or
// before its parenthesis ("Die Einbauküche (14 Jahre alt)"), a noun in no name of spans: not
// "der 58 Jahre alte Angeklagte", "Anna Baum (34 Jahre alt)".
func germanThingAge(text []byte, spans []Span, s, e int) bool {
	w, at, ok := germanNounAfterAge(text, e)
	if !ok {
		if w, at, ok = germanNounBeforeParenthesis(text, s, e); !ok {
			return false
		}
	}
	return germanThing(w) && !personBetween(spans, at, at+len(w))
}

// germanNounAfterAge returns the capitalised noun after an age that ends at e, said as an
// attribute in German ("42 Jahre alte Heizkessel", "2 Jahre alten Shiba"), where it starts,
// and whether there is one.
func germanNounAfterAge(text []byte, e int) (string, int, bool) {
	after, ok := bytes.CutPrefix(text[e:], []byte(" Jahre alte"))
	if !ok {
		return "", 0, false
	}
	if len(after) > 0 && (after[0] == 'n' || after[0] == 'r' || after[0] == 's') {
		after = after[1:]
	}
	if len(after) < 2 || after[0] != ' ' {
		return "", 0, false
	}
	w := firstWord(after[1:])
	if len(w) == 0 || !startsUpper(w) {
		return "", 0, false
	}
	return string(w), len(text) - len(after) + 1, true
}

// germanNounBeforeParenthesis returns the capitalised word before a parenthesis that holds
// only the age at text[s:e] in German ("Einbauküche (14 Jahre alt)", "(14 Jahre)"), where it
// starts, and whether there is one.
func germanNounBeforeParenthesis(text []byte, s, e int) (string, int, bool) {
	if s < 3 || text[s-1] != '(' || text[s-2] != ' ' {
		return "", 0, false
	}
	rest := text[e:]
	if !bytes.HasPrefix(rest, []byte(" Jahre alt)")) && !bytes.HasPrefix(rest, []byte(" Jahre)")) {
		return "", 0, false
	}
	w := lastWord(text[:s-2])
	if len(w) == 0 || !startsUpper(w) {
		return "", 0, false
	}
	return string(w), s - 2 - len(w), true
}

// germanThing reports whether w, a German noun, names an animal or a thing by its last part:
// the head of a compound ("Flutlichtanlage", "Heizkessel", "Einbauküche").
func germanThing(w string) bool {
	low := strings.ToLower(w)
	if animals[low] || machineNouns[low] {
		return true
	}
	for h := range germanThingHeads {
		if strings.HasSuffix(low, h) {
			return true
		}
	}
	return false
}

// germanThingHeads end German nouns of things: the heads of compounds.
var germanThingHeads = setOf(`anlage|kessel|küche|heizung|dach|haus|gebäude|halle|wagen|auto|maschine|gerät|
	baum|brücke|fenster|schrank|herd|ofen|rohr|leitung|tribüne|turm|kirche|stall|scheune|mauer|treppe|aufzug|
	fahrstuhl|boot|schiff|motor|pumpe|orgel|glocke|brunnen|zelt|garage|möbel|sofa|teppich|rechner|laptop|
	handy|telefon|drucker|router|fernseher|kamera|fahrrad|roller|anhänger|bagger|trecker|eiche|linde|buche|
	kastanie|therme|boiler|spülmaschine|waschmaschine|kühlschrank|bus|lkw|pkw|transporter|klub|verein`, "|")

// nounAfterYearOld returns the lower-case words after "-year-old" (or " yr old") at the start
// of rest, past capitalised ones ("-year-old Limousin cross"), up to three and up to a
// function word ("funeral home business" of "a 10-year-old funeral home business in"), and
// whether there is one.
func nounAfterYearOld(rest []byte) ([]string, bool) {
	var after []byte
	ok := false
	for _, unit := range []string{"-year-old ", " year old ", "-yr-old ", " yr old ", "-yr old "} {
		if after, ok = bytes.CutPrefix(rest, []byte(unit)); ok {
			break
		}
	}
	if !ok {
		return nil, false
	}
	var words []string
	for range 5 {
		w := firstWord(after)
		if len(w) == 0 {
			break
		}
		if startsUpper(w) {
			if words != nil {
				break
			}
		} else if words != nil && names.IsFunctionWord(string(w)) {
			break // the noun phrase ends: "the 7-year-old loves his bike"
		} else if words = append(words, string(w)); len(words) == 3 {
			break
		}
		after = after[len(w):]
		if len(after) == 0 || after[0] != ' ' {
			break
		}
		after = after[1:]
	}
	return words, words != nil
}

// ageVerbForm reports whether the age text[s:e] is said with a verb and a unit after it
// ("is 9 years old", "engine's 22 yrs old", "ist 14 Jahre alt", "a 9 ans", "tiene 10
// años"), its language, and the text before the verb.
func ageVerbForm(text []byte, s, e int) (lang string, before []byte, ok bool) {
	rest := text[e:]
	head := trimAgeAdverbs(bytes.TrimRight(text[:s], " "))
	last := lastWord(head)
	verb := strings.ToLower(string(last))
	before = bytes.TrimRight(head[:len(head)-len(last)], " ")
	switch {
	case hasPrefixFold(rest, " years old") || hasPrefixFold(rest, " yrs old") || hasPrefixFold(rest, " yrs. old") ||
		hasPrefixFold(rest, " year old"):
		for _, contraction := range []string{"'s", "’s"} {
			if w, ok := strings.CutSuffix(verb, contraction); ok && w != "" { // "engine's 22 yrs old"
				return "en", head[:len(head)-len(contraction)], true
			}
		}
		if verb == "be" { // "that shed must be 30 years old", "it'll be 10 years old"
			modal := lastWord(before)
			if w, ok := strings.CutSuffix(string(modal), "'ll"); ok && w != "" {
				return "en", before[:len(before)-len(modal)+len(w)], true
			}
			return "en", bytes.TrimRight(before[:len(before)-len(modal)], " "), names.LowerIn(englishModals, string(modal))
		}
		return "en", before, englishAgeVerbs[verb]
	case hasPrefixFold(rest, " Jahre alt"):
		return "de", before, verb == "ist" || verb == "war" || verb == "sind" || verb == "waren"
	case hasPrefixFold(rest, " ans"):
		return "fr", before, verb == "a" || verb == "avait" || verb == "aura" || verb == "ont" || verb == "avaient"
	case hasPrefixFold(rest, " años"):
		return "es", before, verb == "tiene" || verb == "tenía" || verb == "tenia" || verb == "tienen" || verb == "tendrá"
	}
	return "", nil, false
}

var englishAgeVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true}

// englishModals come before "be" in an age's verb: "must be 30 years old".
var englishModals = setOf(`must|might|may|could|should|will|would|can|to`, "|")

// trimAgeAdverbs cuts the words between a verb and an age: "is about 40", "ist schon über 50",
// "a maintenant 2", "tiene ya 10".
func trimAgeAdverbs(b []byte) []byte {
	for {
		w := strings.ToLower(string(lastWord(b)))
		if !ageVerbAdverbs[w] {
			return b
		}
		b = bytes.TrimRight(b[:len(b)-len(w)], " ")
	}
}

var ageVerbAdverbs = setOf(`about|around|roughly|nearly|almost|over|under|just|only|already|now|easily|probably|
	maybe|like|least|at|well|ca.|etwa|rund|fast|über|schon|bereits|jetzt|knapp|gut|übrigens|auch|mittlerweile|
	inzwischen|bald|zwar|also|so|maintenant|déjà|plus|de|environ|presque|près|bientôt|ya|casi|más|unos|unas|como|apenas`, "|")

// thingPronouns stand for a thing: "it's 9 years old", "es ist 14 Jahre alt", "which is".
var thingPronouns = setOf(`it|which|es|ça|cela|esto|eso`, "|")

// nounDeterminers come before a noun, per language (not German: see germanThingArticles).
var nounDeterminers = map[string]map[string]bool{
	"en": setOf(`the|a|an|my|our|your|his|her|their|its|this|that|these|those`, "|"),
	"fr": setOf(`le|la|les|l|du|des|un|une|mon|ma|mes|ton|ta|tes|notre|nos|votre|vos|son|sa|ses|leur|leurs|ce|cet|cette|ces`, "|"),
	"es": setOf(`el|la|los|las|del|un|una|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|este|esta|estos|estas|
		ese|esa|esos|esas`, "|"),
}

// agePronouns stand for a person before an age's verb.
var agePronouns = setOf(`i|you|he|she|we|they|who|ich|du|er|sie|wir|ihr|je|j|tu|il|elle|on|nous|vous|ils|elles|qui|
	yo|tú|él|ella|usted|nosotros|ellos|ellas|ustedes|quien|que`, "|")

// germanThingArticles come before a German noun.
var germanThingArticles = setOf(`der|die|das|den|dem|des|ein|eine|einen|mein|meine|unser|unsere|dein|deine|sein|
	seine|ihr|ihre|euer|eure|dieser|diese|dieses`, "|")

// germanAdjective reports whether w is a German adjective that may stand between an article
// and a noun ("der alte Mäher").
func germanAdjective(w string) bool {
	return w == "alte" || w == "alten" || w == "neue" || w == "neuen" || w == "erste" || w == "zweite"
}

// personWord reports whether the lower-case word w names a person or a role of one, or
// ends as such words do in English, German, French and Spanish.
func personWord(w string) bool {
	if listedPersonWord(w) {
		return true
	}
	sg := strings.TrimSuffix(w, "s")
	if machineNouns[w] || machineNouns[sg] {
		return false
	}
	for _, suffix := range personSuffixes {
		if strings.HasSuffix(sg, suffix) && len(sg) > len(suffix)+1 {
			return true
		}
	}
	return false
}

// listedPersonWord reports whether the lower-case word w, or w without a plural's s, is on
// a list of words for people (personWord adds their endings).
func listedPersonWord(w string) bool {
	if peopleNouns[w] || kinWords[w] || companions[w] || recordNouns[w] || parentNouns[w] {
		return true
	}
	sg := strings.TrimSuffix(w, "s")
	return peopleNouns[sg] || kinWords[sg] || recordNouns[sg]
}

// machineNouns are machines and things whose words end as the words for people do
// (personSuffixes): "the motor is 25 years old", "La cafetera tiene 8 años".
var machineNouns = setOf(`motor|chandelier|computer|printer|heater|boiler|freezer|trailer|tractor|mower|scooter|
	router|monitor|elevator|generator|compressor|radiator|refrigerator|projector|cooler|dryer|washer|dishwasher|
	blender|toaster|container|tanker|roller|charger|adapter|controller|sensor|processor|counter|meter|camper|
	tumbler|shelter|cellar|timber|tower|water|paper|poster|folder|locker|trimmer|harvester|sprayer|
	loader|digger|excavator|incubator|ventilator|carburettor|carburetor|rotor|reactor|freighter|
	door|floor|mirror|corridor|anchor|ladder|speaker|cooker|shower|
	ordinateur|moteur|compteur|congélateur|réfrigérateur|radiateur|tracteur|ascenseur|chauffe-eau|climatiseur|
	cafetera|nevera|lavadora|ascensor|ordenador|ventilador|calentador|refrigerador|congelador|televisor|secadora|impresora|computadora|batidora|tostadora|caldera|furgoneta|
	rechner|drucker|traktor|mäher|rasenmäher|kühlschrank|bagger|anhänger|fernseher|beamer|kompressor|laster|
	transporter|wohnwagen|trockner|kocher`, "|")

// personSuffixes end the words for people in the four languages (and some for things, which
// then keep their age: recall first).
var personSuffixes = []string{"er", "or", "ist", "ian", "ant", "ent", "man", "woman", "person", "ess", "ier",
	"ière", "eur", "euse", "ien", "ienne", "aire", "in", "ling", "ero", "era", "ista", "ora", "ario", "aria", "ante",
	"ente", "ado", "ada", "ito", "ita"}

// peopleNouns are words for people that personSuffixes do not end: kinWords, companions and
// recordNouns have more.
var peopleNouns = setOf(`man|men|woman|women|boy|girl|child|children|kid|kids|baby|babies|toddler|teen|teenager|
	youngster|adult|guy|lady|ladies|gentleman|person|people|individual|son|daughter|wife|husband|spouse|partner|
	parent|mum|mom|dad|grandson|granddaughter|grandchild|nephew|niece|twin|twins|fiancé|fiancée|bride|groom|
	employee|trainee|referee|attendee|nominee|refugee|payee|licensee|lessee|retiree|divorcee|patient|victim|
	suspect|witness|applicant|candidate|guest|nurse|doctor|chef|cook|guide|pilot|guard|clerk|cashier|rep|intern|
	apprentice|recruit|student|pupil|graduate|volunteer|friend|mate|buddy|boss|
	colleague|coworker|staff|crew|hand|hands|vet|mechanic|technician|plumber|electrician|farmhand|rancher|
	athlete|player|striker|goalkeeper|captain|coach|artist|actor|actress|author|poet|singer|musician|dancer|
	kerl|junge|mädchen|kind|kinder|sohn|tochter|frau|mann|gatte|gattin|patientin|kunde|kundin|
	azubi|chef|chefin|gast|enkel|enkelin|neffe|nichte|kollege|kollegin|nachbar|nachbarin|freund|freundin|opa|oma|
	homme|femme|fils|fille|enfant|enfants|garçon|bébé|mère|père|frère|sœur|mari|épouse|époux|voisin|voisine|
	ami|amie|cousin|cousine|oncle|tante|collègue|élève|stagiaire|patron|patronne|gamin|gamine|ado|jeune|
	hombre|mujer|hijo|hija|niño|niña|bebé|madre|padre|hermano|hermana|esposo|esposa|marido|abuelo|abuela|
	paciente|cliente|vecino|vecina|amigo|amiga|chico|chica|novio|novia|tío|tía|primo|prima|nieto|nieta|
	compañero|compañera|jefe|jefa|chaval|chavala|joven|señor|señora|don|doña|
	abbot|abbess|monk|nun|priest|imam|rabbi|swami|lama|guru|widow|widower|orphan|sophomore|freshman|veteran|
	celebrity|heir|heiress|newborn|mönch|nonne|priester|witwe|witwer|moine|religieuse|prêtre|curé|veuve|veuf|
	monje|monja|sacerdote|cura|viuda|viudo`, "|")

// lastWord returns the word of letters (and apostrophes and dots: "qu'elle", "ca.") that b
// ends with.
func lastWord(b []byte) []byte {
	i := len(b)
	for i > 0 {
		r, size := utf8.DecodeLastRune(b[:i])
		if !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '.' {
			break
		}
		i -= size
	}
	return b[i:]
}

// hasPrefixFold reports whether b starts with prefix, in any case (cutPrefixFold).
func hasPrefixFold(b []byte, prefix string) bool {
	_, ok := cutPrefixFold(b, prefix)
	return ok
}
