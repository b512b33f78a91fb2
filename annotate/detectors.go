package annotate

import (
	"bytes"
	"runtime"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
	"github.com/preempt-dev/preempt/internal/ner"
)

// A detectorFunc finds the spans of one type in text: sorted, non-overlapping byte ranges no
// longer than MaxSpan. It may keep buffers in s for the next call.
type detectorFunc func(text []byte, s *scratch) [][2]int

// scratch is what detectors keep between the texts of an Annotator: its buffers and caches
// are reused instead of made again for every text or stream chunk (the person model's tagger
// was a third of the person detector's time). One call uses one at a time (see getScratch).
type scratch struct {
	lower []byte      // the text in ASCII lower case, for keyword checks
	cands []candidate // the candidate spans of one text
	tg    *ner.Tagger
	parts []part // the person detector's words of one text
	// amounts are the bounds of the amounts of money the patterns found in the text that
	// start with a letter, sorted (letterAmounts), for the person detector.
	amounts [][2]int
	text    string // the text of the call as a string, made on first need (see textString)
}

// textString returns text, the text of the current call, as a string, copied once: the
// validators and the person detector both read substrings of it.
func (s *scratch) textString(text []byte) string {
	if s.text == "" && len(text) > 0 {
		s.text = string(text)
	}
	return s.text
}

// tagger returns the person model's tagger, made on first need.
func (s *scratch) tagger(db *names.DB) *ner.Tagger {
	if s.tg == nil {
		s.tg = ner.NewTagger(ner.Default(), db)
	}
	return s.tg
}

// getScratch returns a scratch for one call; putScratch gives it back. Not a sync.Pool: a
// pool is emptied by every garbage collection, and with it the tagger's word cache.
func (a *Annotator) getScratch() *scratch {
	a.mu.Lock()
	defer a.mu.Unlock()
	if n := len(a.free); n > 0 {
		s := a.free[n-1]
		a.free = a.free[:n-1]
		return s
	}
	return &scratch{}
}

func (a *Annotator) putScratch(s *scratch) {
	s.text = "" // a scratch carries no text to the next call
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.free) < runtime.GOMAXPROCS(0) {
		a.free = append(a.free, s)
	}
}

// detectors is the closed set of built-in detectors a registry type can name with
// `detector = "..."`, for types no regular expression describes well.
var detectors = map[string]detectorFunc{
	"person": findPersons,
}

// detectorNames lists the built-in detectors, sorted.
func detectorNames() []string {
	out := make([]string, 0, len(detectors))
	for n := range detectors {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// detectorCandidates adds the spans of the types that have a built-in detector, and the age in
// apposition right after each name the person detector finds (apposedAge). A name that runs
// into an amount in words (or after a currency code) the patterns found ends before it
// (nameBeforeAmount).
func (a *Annotator) detectorCandidates(text []byte, cands []candidate, sc *scratch) []candidate {
	if a.patternsOnly {
		return cands
	}
	age := slices.IndexFunc(a.reg.types, func(t *Type) bool { return t.ID == "age" })
	affiliations := affiliationsIn(text)
	sc.amounts = letterAmounts(sc.amounts[:0], text, cands)
	defer func() { sc.amounts = sc.amounts[:0] }()
	for order, t := range a.reg.types {
		if t.detect == nil {
			continue
		}
		for _, r := range t.detect(text, sc) {
			s, e := r[0], r[1]
			if t.Detector == "person" {
				if e = nameBeforeAmount(text, s, e, sc.amounts); e <= s {
					continue
				}
			}
			if e-s > MaxSpan || a.reg.allowed(text[s:e]) {
				continue
			}
			cands = append(cands, candidate{Span{Start: s, End: e, Type: t}, order})
			if t.Detector == "person" && age >= 0 {
				ages := agesAfter(text, e, affiliations)
				if len(ages) == 0 {
					continue
				}
				if ps, pe, ok := shirtNumberBefore(text, ages[0][0]); ok {
					// "Hugo Benítez (4), 10": the patterns took the shirt number for the age.
					cands = slices.DeleteFunc(cands, func(c candidate) bool { return c.Start == ps && c.End == pe && c.Type.ID == "age" })
				}
				for _, g := range ages {
					cands = append(cands, candidate{Span{Start: g[0], End: g[1], Type: a.reg.types[age]}, age})
				}
			}
		}
	}
	return cands
}

// letterAmounts appends to out the bounds of the candidates that are amounts of money starting
// with a letter, in words ("Nine Hundred Seventy-Three Dollar") or after a currency code
// ("INR 3.4"), and sorts them.
func letterAmounts(out [][2]int, text []byte, cands []candidate) [][2]int {
	for _, c := range cands {
		if r, _ := utf8.DecodeRune(text[c.Start:]); c.Type.currency && unicode.IsLetter(r) {
			out = append(out, [2]int{c.Start, c.End})
		}
	}
	slices.SortFunc(out, func(x, y [2]int) int { return x[0] - y[0] })
	return out
}

// nameBeforeAmount returns where a name text[s:e] ends when an amount that starts with a
// letter starts inside it and goes on after it: before the amount, at the end of the last
// word. The person detector's rules end a name there already (amountAt); this holds for the
// model's names too. e <= s when nothing is left of the name.
func nameBeforeAmount(text []byte, s, e int, amounts [][2]int) int {
	i, _ := slices.BinarySearchFunc(amounts, s+1, func(x [2]int, t int) int { return x[0] - t })
	if i == len(amounts) || amounts[i][0] >= e || amounts[i][1] <= e {
		return e
	}
	end := amounts[i][0]
	for end > s {
		r, n := utf8.DecodeLastRune(text[s:end])
		if isNameLetter(r) {
			break
		}
		end -= n
	}
	return end
}

// affiliationsIn returns whether text lists authors' affiliations, which an author list marks
// with numbers in parentheses: "Elin Lindqvist (1)", then "Affiliations: (1) Karolinska
// Institutet". The text is searched for the word once, on the first call, as only such a
// number after a name asks.
func affiliationsIn(text []byte) func() bool {
	searched, affiliated := false, false
	return func() bool {
		if !searched {
			searched, affiliated = true, bytes.Contains(text, []byte("ffiliation"))
		}
		return affiliated
	}
}

// agesAfter returns the bounds of the ages in apposition right after a person's name that
// ends at e: apposedAge's, and a second one in the same parentheses ("Eileen (16 and 18)").
// A lone digit in parentheses is an author's affiliation, no age, where the text has
// affiliations (reported by affiliations, called only then): "Elin Lindqvist (1)".
func agesAfter(text []byte, e int, affiliations func() bool) [][2]int {
	s, n := apposedAge(text, e)
	if n == 0 || n == 1 && text[s-1] == '(' && s+1 < len(text) && text[s+1] == ')' && affiliations() {
		return nil
	}
	ages := [][2]int{{s, s + n}}
	if at, n2 := secondAge(text[s+n:]); n2 > 0 && text[s-1] == '(' {
		s += n + at
		ages = append(ages, [2]int{s, s + n2})
	}
	return ages
}

// apposedAge returns where the age in apposition right after a person's name that ends at e
// starts and its length (0 for none), which no pattern can tell from other numbers in
// parentheses or between commas: "Jannik (16)", "Eileen (96!)", "Nico Williams (22)",
// "Hildegard Wimmer (genannt Hilde), 88, seit…", or after a verb that ends the clause with
// it: "Ian was 89.", "Harpreet, just 17, batted". Only a number of one or two digits, closed by
// the parenthesis, the comma or the clause: "(12.)", "(2019)", ", 88 Seiten", ", 5, Square de
// Messine" and "was 5 minutes late" are no ages.
func apposedAge(text []byte, e int) (int, int) {
	rest := text[e:min(len(text), e+64)]
	if n := sexAge(rest); n > 0 {
		return e + 1, n
	}
	if bytes.HasPrefix(rest, []byte(" (")) {
		in := trimAgeAdverb(rest[2:]) // "(damals 89)", "(now 81)"
		if len(in) > 3 && (in[0] == 'M' || in[0] == 'F') && in[1] == ',' && in[2] == ' ' {
			in = in[3:] // the sex first: "Wanjiru Kamau (F, 29) 37:48"
		}
		if n := twoDigits(in); n > 0 && (len(in) > n && in[n] == ')' || bytes.HasPrefix(in[n:], []byte("!)")) || parenYears(in[n:]) || secondAgeLen(in[n:]) > 0 ||
			len(in) > n+2 && in[n] == ',' && in[n+1] == ' ' && !isDigit(in[n+2]) || dashNote(in[n:])) && !(n == 1 && countLine(text, e)) {
			// The age, then maybe a note: "Josef Brandl (78, „macht noch alles mit")", "Granny
			// Nora (94 – needs to be near the exit)". A squad's list writes the shirt number in
			// parentheses and the age after them: "Hugo Benítez (4), 10".
			if after, ok := bytes.CutPrefix(in[n:], []byte("), ")); ok {
				if m := twoDigits(after); m > 0 && (len(after) == m || after[m] == ',' || after[m] == '\n') {
					return e + len(rest) - len(after), m
				}
			}
			return e + len(rest) - len(in), n
		}
		// A note in parentheses before the comma: "(genannt Hilde), 88,".
		j := bytes.IndexByte(rest, ')')
		if j < 0 || bytes.ContainsAny(rest[2:j], "()\n") {
			return 0, 0
		}
		if c := bytes.Index(rest[2:j], []byte(", ")); c > 0 && !bytes.ContainsAny(rest[2:2+c], "0123456789,") {
			// A role or a nationality in lower case, or a word for kin or a role, first in the
			// parentheses, then the age: "Kaylee (team lead, 25)", "Damián Ferreyra (argentino,
			// 41)", "Jacqueline Schubert (Mutter, 31)"; a phrase ending in a role, the age alone
			// after it ("Abdullahi Warsame (Somali national, 38, co-worker)", not "(GISD bus
			// driver, 22 years)", a time in the job); not a club and a minute: "Grealish
			// (Crewe, 67)".
			first := string(rest[2 : 2+c])
			word := lowerStart(rest[2:]) || kinWords[strings.ToLower(first)] || roleNoun(strings.ToLower(first))
			in := rest[2+c+2:]
			if n := twoDigits(in); n > 0 && (word || rolePhrase(rest[2:2+c])) && (in[n] == ')' || in[n] == ',') || word && parenYears(in[n:]) {
				return e + len(rest) - len(in), n
			}
		}
		if bytes.ContainsAny(rest[2:j], "0123456789") {
			return 0, 0
		}
		rest, e = rest[j+1:], e+j+1
	} else if bytes.HasPrefix(rest, []byte(")")) {
		rest, e = rest[1:], e+1 // the name closes the note: "(genannt Hilde), 88,"
	}
	if bytes.HasPrefix(rest, []byte(", ")) {
		if n := capitalsRole(rest[2:]); n > 0 {
			rest, e = rest[2+n:], e+2+n // "Gerald Harrington, CEO, 71": past the role's initials
		}
	}
	if bytes.HasPrefix(rest, []byte(", ")) {
		in := trimAgeAdverb(rest[2:])
		if n := twoDigits(in); n > 0 && (len(in) > n && in[n] == ',' && !streetAfter(in[n+1:]) ||
			yearsEnd(in[n:]) && (n == 2 || len(in) == n || in[n] != '.' || endsLine(in[n+1:])) ||
			thisYear(in[n:])) {
			return e + len(rest) - len(in), n // "Jamie Kerr, approx 30.", "Manong Celso, 80 this year!"
		}
	}
	if len(rest) > 1 && rest[0] == ' ' {
		// In a list of people and their ages, a name and its number: "add ages so: Harper 6,
		// Jaxon 4", "Censo de 1940: Eduardo Sotomayor 45, Manuela Quispe 38", Spanish "los
		// niños (Santi de 8 y Valeria de 5)".
		at := 1
		if bytes.HasPrefix(rest, []byte(" de ")) {
			at = 4
		}
		if n := twoDigits(rest[at:]); n > 0 && (len(rest) == at+n || strings.IndexByte(",.;)\n", rest[at+n]) >= 0 || listAnd(rest[at+n:])) &&
			(len(rest) < at+2+n || !isDigit(rest[at+1+n])) && ageListLine(text, e) {
			return e + at, n
		}
		// A name and a word for years: "mes 2 enfants (Emma 6 ans et Nathan 3 ans)", "Oskar 7
		// years old,".
		// Or a chart's age and sex after the name: "Ama Owusu 45y F,", "Kofi Boateng 45M".
		if n := twoDigits(rest[1:]); n > 0 && (namedYears(rest[1+n:]) || ageThenSex(rest[1+n:])) {
			return e + 1, n
		}
	}
	if n, at := roleThenAge(rest); n > 0 {
		return e + at, n
	}
	if n, at := roleCommaAge(rest); n > 0 {
		return e + at, n
	}
	// A record's fields set off by dashes, the age after the name: "3. Kwame Boateng — 11 —
	// MID — parents …", "Kofi Boateng - 45 - Accra".
	for _, dash := range []string{" — ", " – ", " - "} {
		if in, ok := bytes.CutPrefix(rest, []byte(dash)); ok {
			if n := twoDigits(in); n > 0 && bytes.HasPrefix(in[n:], []byte(dash)) && len(in) > n+len(dash) && !isDigit(in[n+len(dash)]) {
				return e + len(dash), n
			}
		}
	}
	for _, verb := range ageVerbs {
		if after, ok := bytes.CutPrefix(rest, []byte(verb)); ok {
			after = trimAgeAdverb(after)
			if n := twoDigits(after); n > 0 && clauseEnd(after[n:]) {
				return e + len(rest) - len(after), n
			}
			break
		}
	}
	return 0, 0
}

// ageThenSex reports whether b, after a number, is a word for years and then, or glued to the
// number alone, the sex as M or F and the end of the word: "y F,", "yo M ", "M," of "45M,".
func ageThenSex(b []byte) bool {
	after, years := cutYearWord(b)
	if years {
		after = bytes.TrimPrefix(after, []byte(" "))
	}
	return (years || len(b) > 0 && b[0] != ' ') && len(after) > 0 && (after[0] == 'M' || after[0] == 'F') &&
		(len(after) == 1 || strings.IndexByte(" ,;.)\n", after[1]) >= 0)
}

// shirtNumberBefore returns where the number in parentheses right before ", " and s starts and
// ends: the shirt number of "Hugo Benítez (4), 10", whose age starts at s.
func shirtNumberBefore(text []byte, s int) (int, int, bool) {
	b, ok := bytes.CutSuffix(text[:s], []byte("), "))
	if !ok {
		return 0, 0, false
	}
	n := 0
	for n < 2 && n < len(b) && isDigit(b[len(b)-1-n]) {
		n++
	}
	if n == 0 || len(b) == n || b[len(b)-1-n] != '(' {
		return 0, 0, false
	}
	return len(b) - n, len(b), true
}

// thisYear reports whether b, after a number, says that it is reached this year: " this year"
// and no more of a word ("Manong Celso, 80 this year!"; not "12 this year's reports").
func thisYear(b []byte) bool {
	rest, ok := bytes.CutPrefix(b, []byte(" this year"))
	return ok && (len(rest) == 0 || !isNameLetterByte(rest[0]) && rest[0] != '\'') // "’" is a letter byte
}

// secondAge returns where the second of two ages in parentheses after a pair of names starts
// in b, the text after the first, and its length (0 for none): " and 49)" of "Raj & Kavita
// Patel (52 and 49)".
func secondAge(b []byte) (at, n int) {
	for _, j := range []string{" and ", " & ", " und ", " et ", " y "} {
		if in, ok := bytes.CutPrefix(b, []byte(j)); ok {
			if n := twoDigits(in); n > 0 && len(in) > n && in[n] == ')' {
				return len(j), n
			}
			break
		}
	}
	return 0, 0
}

// secondAgeLen is the length of the second age of secondAge, 0 for none.
func secondAgeLen(b []byte) int { _, n := secondAge(b); return n }

// sexAge returns the length of the age in a chart's shorthand right after a name, two digits
// and the sex ("FERREIRA, Ana Paula 54F R TKR", "keisha barnes 27F G2P1"), and 0 for none; rest
// is the text after the name.
func sexAge(rest []byte) int {
	if len(rest) < 4 || rest[0] != ' ' {
		return 0
	}
	n := twoDigits(rest[1:])
	if n != 2 || rest[3] != 'F' && rest[3] != 'M' || len(rest) > 4 && isNameLetterByte(rest[4]) {
		return 0
	}
	return n
}

// roleThenAge returns the length of the age, two digits in parentheses after a role set off
// by a comma after a name, and where it starts in rest, the text after the name: "Rodrigo
// Alves, group leader (38) –", "Ines Wolf, Mutter (41)"; not a count after a thing ("Tom,
// room (12)").
func roleThenAge(rest []byte) (n, at int) {
	in, at := roleThen(rest, " (")
	if n := twoDigits(in); n == 2 && len(in) > n && in[n] == ')' {
		return n, at
	}
	return 0, 0
}

// roleThen returns what follows a role set off by a comma after a name and then by sep, and
// where it starts in rest, the text after the name; nil if rest holds no such role.
func roleThen(rest []byte, sep string) (in []byte, at int) {
	after, ok := bytes.CutPrefix(rest, []byte(", "))
	p := bytes.Index(after, []byte(sep))
	if !ok || p <= 0 || p > 32 || !rolePhrase(after[:p]) {
		return nil, 0
	}
	return after[p+len(sep):], 2 + p + len(sep)
}

// roleCommaAge returns the length of the age after a role set off by commas after a name, and
// where it starts in rest, the text after the name: "Lars-Erik Holmberg, Swedish tourist, 45
// yrs, cellulitis", "Abdullahi Warsame (Somali national, 38, co-worker)", "Louise Kähler,
// Dienstmagd, 19 J.", "Priyanka Deshmukh, cashier, 22"; two digits, maybe a word for years,
// then a comma, a full stop, the parenthesis or the end of the line; not a house number ("Tom,
// caretaker, 12 Elm St").
func roleCommaAge(rest []byte) (n, at int) {
	in, at := roleThen(rest, ", ")
	if n = twoDigits(in); n != 2 {
		return 0, 0
	}
	tail, _ := cutYearWord(in[n:])
	if len(tail) == 0 || tail[0] == ',' || tail[0] == ';' || tail[0] == ')' || tail[0] == '.' && (len(tail) == 1 || tail[1] == ' ' || tail[1] == '\n') ||
		tail[0] == '\n' {
		return n, at
	}
	return 0, 0
}

// rolePhrase reports whether b, one to three words of letters, names a person by a role, kin
// or where they come from: "group leader", "Mutter", "Swedish tourist", "Somali national",
// or ends in a word for a person (personWord: "cashier").
func rolePhrase(b []byte) bool {
	role := strings.ToLower(string(b))
	words := strings.Fields(role)
	if len(words) == 0 || len(words) > 3 || strings.ContainsFunc(role, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' && r != '-' }) {
		return false
	}
	last := words[len(words)-1]
	return roleNoun(last) || roleBefore[last] || kinWords[last] || staffRoles[last] || personWord(last)
}

// staffRoles are roles in a team or a ward that roleBefore and roleNoun leave out.
var staffRoles = setOf(`leader|lead|developer|nurse|teacher|student|driver|volunteer|technician|assistant|
	coordinator|officer|intern|supervisor|carer|caregiver|member|trainee|apprentice|resident|tourist|national|veteran|
	citizen|visitor|guest|patient|neighbour|neighbor|colleague|co-worker|coworker|witness|passenger|tenant|
	customer|client`, "|")

// listAnd reports whether b, after a name's number in a list of ages, joins the list's last
// name: "children Omar 11 and Laila 7", "Kinder Lea 9 und Ben 6".
func listAnd(b []byte) bool {
	for _, w := range []string{" and ", " und ", " et ", " y ", " & "} {
		if after, ok := bytes.CutPrefix(b, []byte(w)); ok {
			return len(after) > 0 && isUpperASCII(after[0])
		}
	}
	return false
}

// countLine reports whether the line before e counts what people scored or owe, where a
// number in parentheses after a name is a count, not an age: "Goles: Juanca (3), Popescu",
// "Torschützen: Müller (2)", "Owing: Novak (2 costumes), Ferreira (2)".
func countLine(text []byte, e int) bool { return lineHasWord(text, e, countWords) }

// countWords say that a line counts goals, points or things owed.
var countWords = setOf(`goals|goal|scorers|scorer|scored|goles|gol|goleadores|marcaron|marcó|tore|torschützen|buts|buteurs|
	tries|assists|points|owing|owes|owed`, "|")

// ageListLine reports whether the line before e says that it lists people's ages: "ages",
// a census ("Censo de 1940:"), "edades", "âges", "Alter", or children ("our boys Kofi 7").
func ageListLine(text []byte, e int) bool { return lineHasWord(text, e, ageListWords) }

// lineHasWord reports whether the line before e holds a word of words, in any case.
func lineHasWord(text []byte, e int, words map[string]bool) bool {
	return firstWordEnd(text[:e], bytes.LastIndexByte(text[:e], '\n')+1, words) >= 0
}

// firstWordEnd returns where the first word of text[from:] (a run of letters) that words holds
// in any case ends, or -1.
func firstWordEnd(text []byte, from int, words map[string]bool) int {
	for i := from; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		ws := i
		for i < len(text) {
			if r, n := utf8.DecodeRune(text[i:]); unicode.IsLetter(r) {
				i += n
				continue
			}
			break
		}
		if names.LowerIn(words, string(text[ws:i])) {
			return i
		}
	}
	return -1
}

// ageListWords say that a line lists people and their ages.
var ageListWords = setOf(`ages|census|censo|edades|âges|alter|volkszählung|recensement|padrón|padron|
	kids|children|boys|girls|sons|daughters|grandkids|grandchildren|niños|niñas|hijos|hijas|nietos|enfants|kinder|enkel`, "|")

// yearsEnd reports whether b, after the number in apposition to a name, makes it an age: the
// end of the line ("meine Mutter Ingrid Becker, 64\n") or of the sentence, or of the clause by
// ";", "!" or "?", a dash and words ("Margarethe Vogl, 81 – B12 injection"), or a word for
// years that ends the clause ("Elsa Pettersson, 7 Jahre\n", "Núria, 28 años.").
func yearsEnd(b []byte) bool {
	if endsLine(b) || b[0] == ';' || b[0] == '!' || b[0] == '?' || b[0] == ')' {
		return true // ")": the name and its age in parentheses, "Él (Iker, 31): Holaaa"
	}
	if b[0] == ':' && (len(b) == 1 || b[1] == ' ' || b[1] == '\n') {
		return true // a casting note's name and age, then the note: "Eoin Mac Giolla Rua, 14: tape was…"
	}
	if (b[0] == 'M' || b[0] == 'F') && (len(b) == 1 || strings.IndexByte(",;) \n", b[1]) >= 0) {
		return true // a chart's age and sex: "pt Ahmad Karimi, 57M, rm 622"
	}
	if b[0] == '"' || bytes.HasPrefix(b, []byte("”")) || bytes.HasPrefix(b, []byte("“")) || bytes.HasPrefix(b, []byte(" (")) {
		// A quoted display name and its age ("„Maximilian, 36“"); a note after the age
		// ("LINDGREN, Astrid, 90 (yes, like the author)").
		return true
	}
	if b[0] == '.' && (len(b) == 1 || b[1] == '\n' || len(b) > 2 && b[1] == ' ' && isUpperASCII(b[2])) {
		// A ward's handover: "Bed 1 – PATEL, Hemant, 81. Post-op day 2". (Not a German
		// ordinal: "Schwientek, 2. die HUK", "Jäger (anwesend), 1. Schützenmeister"; the
		// caller reads two digits as an age here only.)
		return true
	}
	// The clause goes on with what the person does: "Dennis Arkwright, 78 and still mowing"
	// (not a second number: "Nos. 45 and 47").
	if after, ok := bytes.CutPrefix(b, []byte(" and ")); ok && len(after) > 0 && !isDigit(after[0]) {
		return true
	}
	// Not a dash and a postal code: "C/ Dr. Esquerdo, 46 – 28007 Madrid".
	if after, ok := cutDash(b); ok {
		return len(after) > 0 && !isDigit(after[0])
	}
	if after, ok := cutYearWord(b); ok {
		return clauseEnd(after) || endsLine(after)
	}
	// A birthday: "happy birthday Clément, 40 today 🎂".
	for _, w := range []string{" today", " heute", " aujourd'hui", " aujourd’hui", " hoy"} {
		if after, ok := bytes.CutPrefix(b, []byte(w)); ok {
			return len(after) == 0 || !isNameLetterByte(after[0])
		}
	}
	return false
}

// dashNote reports whether b, after a number in parentheses, is a dash and a word: a note on
// the person after the age ("(94 – needs to be near the exit)"), not a range ("(12 – 14)").
func dashNote(b []byte) bool {
	after, ok := cutDash(b)
	return ok && len(after) > 0 && (isASCIILetter(after[0]) || after[0] >= 0x80)
}

// cutDash returns b without the dash between spaces (en, em or hyphen) that it starts with,
// and whether it starts with one.
func cutDash(b []byte) ([]byte, bool) {
	for _, dash := range []string{" – ", " — ", " - "} {
		if after, ok := bytes.CutPrefix(b, []byte(dash)); ok {
			return after, true
		}
	}
	return b, false
}

// namedYears reports whether b, after a number right after a name, is a word for years, maybe
// "old" or "alt", and the end of the clause: "Emma 6 ans et", "Oskar 7 years old,".
func namedYears(b []byte) bool {
	after, ok := cutYearWord(b)
	if !ok {
		return false
	}
	for _, old := range []string{" old", " alt"} {
		after, _ = bytes.CutPrefix(after, []byte(old))
	}
	return clauseEnd(after) || endsLine(after)
}

// cutPrefixFold is bytes.CutPrefix with prefix matched in any case.
func cutPrefixFold(b []byte, prefix string) ([]byte, bool) {
	if len(b) < len(prefix) || !bytes.EqualFold(b[:len(prefix)], []byte(prefix)) {
		return b, false
	}
	return b[len(prefix):], true
}

// capitalsRole returns the length of the initials of a role, two to five capitals, that b
// opens with before a comma ("CEO, 71"), or 0.
func capitalsRole(b []byte) int {
	n := 0
	for n < len(b) && n < 6 && isUpperASCII(b[n]) {
		n++
	}
	if n < 2 || n > 5 || !bytes.HasPrefix(b[n:], []byte(", ")) {
		return 0
	}
	return n
}

// yearWords say "years" after an age in apposition; the longer first, as they are tried in
// order: "(45y)", "45 y/o", "45yrs".
var yearWords = []string{" Jahre", " ans", " años", " years", " yrs", " J.", " y/o", " yo", " y", "yrs", "y/o", "yo", "y"}

// parenYears reports whether b, after the number in parentheses after a name, is a word for
// years, in any case, and the end of the note or more of it: "Gérard Poulain (81 ans et
// toujours...)", "(8 Jahre, Kinderticket)", "(FATHER, 67 YRS)".
func parenYears(b []byte) bool {
	after, ok := cutYearWord(b)
	return ok && len(after) > 0 && (after[0] == ')' || after[0] == ',' || after[0] == ' ')
}

// cutYearWord returns b without the word for years of yearWords, in any case, that it starts
// with, and whether it starts with one.
func cutYearWord(b []byte) ([]byte, bool) {
	for _, w := range yearWords {
		if after, ok := cutPrefixFold(b, w); ok {
			return after, true
		}
	}
	return b, false
}

// endsLine reports whether b, the text after something, starts with the end of its line.
func endsLine(b []byte) bool { return len(b) == 0 || b[0] == '\n' || b[0] == '\r' }

// ageVerbs join a name to its age; ageAdverbs may come before the number.
var (
	ageVerbs = []string{" is ", " was ", "'s ", "’s ", " ist ", " war ", " est ", " es ", ", just ", ", only ", ", now ", ", then ", ", aged ", ", erst ", ", gerade ",
		", is ", ", was ", ", ist ", ", war "}
	ageAdverbs = []string{"just ", "only ", "now ", "nearly ", "almost ", "still only ", "still ", "then ", "erst ", "schon ", "fast ", "gerade ", "damals ", "jetzt ",
		"approx ", "approx. ", "about ", "around ", "ca. ", "etwa ", "environ ", "inzwischen ", "mittlerweile ", "heute ",
		"auch ", "letzte Woche ", "was ", "war ", "aged ", "like ", "übrigens ", "actually ",
		"both ", "beide ", "ambos ", "ambas ", "tous deux ", "toutes deux ", "tous les deux ", "toutes les deux ",
		"hoy de ", "de unos ", "de "}
)

// trimAgeAdverb returns b without the adverbs of ageAdverbs before the number, at most two:
// "ist übrigens erst 34", "Vikram Nair, both 38".
func trimAgeAdverb(b []byte) []byte {
	for range 2 {
		i := slices.IndexFunc(ageAdverbs, func(w string) bool { return bytes.HasPrefix(b, []byte(w)) })
		if i < 0 {
			break
		}
		b = b[len(ageAdverbs[i]):]
	}
	return b
}

// clauseEnd reports whether b, after a number, ends its clause: punctuation, a dash, "and",
// "und", "when", "als", "with" ("Knute is 38 with wife Bertha"), a note on the birth in parentheses ("is 18 (born 2006)"), a chat's "tho", "lol"
// or emoji, "today", German "geworden" ("ist erst 10 geworden"), or the end of the text.
func clauseEnd(b []byte) bool {
	if len(b) == 0 {
		return true
	}
	if strings.IndexByte(".,;!?)", b[0]) >= 0 {
		return len(b) == 1 || b[0] != '.' && b[0] != ',' || b[1] < '0' || b[1] > '9' // not "89.5", "17,5"
	}
	for _, w := range []string{" –", " —", " and ", " und ", " when ", " als ", " et ", " y ", " so ", " now", " jetzt", " but ", " aber ", " mais ", " pero ", " (born", " (b. ", " (geb", " (né", " (nac", " (DOB", " (dob", " (turn", " tho", " though", " lol", " geworden", " with ",
		" today", " heute", " aujourd", " hoy", " already", " btw", " lmao", " haha", " omg"} {
		if bytes.HasPrefix(b, []byte(w)) {
			return true
		}
	}
	// A chat's emoji after the age: "omg Tayo is 19 😭".
	if r, _ := utf8.DecodeRune(bytes.TrimLeft(b, " ")); len(b) > 1 && b[0] == ' ' && unicode.Is(unicode.So, r) {
		return true
	}
	// French sets a space before ":", ";", "!" and "?": "Mme Geneviève Lambert, 93 ans : chute".
	if t := bytes.TrimLeft(b, " \u00a0\u202f"); len(t) < len(b) && len(t) > 0 && strings.IndexByte(":;!?", t[0]) >= 0 {
		return true
	}
	return false
}

// streetAfter reports whether b starts with a space and the word before a street's name: the
// number was a house number ("Docteur Dupeyroux, 5, Square de Messine").
func streetAfter(b []byte) bool {
	b = bytes.TrimLeft(b, " ")
	end := bytes.IndexAny(b, " \n")
	if end < 0 {
		end = len(b)
	}
	w := strings.ToLower(string(b[:end]))
	return streetHeads[w] || w == "square" || w == "place" || w == "route"
}

// twoDigits returns the length of the number of one or two digits, not 0 and without a
// leading zero, that b starts with, or 0.
func twoDigits(b []byte) int {
	n := 0
	for n < len(b) && n < 3 && b[n] >= '0' && b[n] <= '9' {
		n++
	}
	if n == 0 || n > 2 || b[0] == '0' {
		return 0
	}
	return n
}

// lowerStart reports whether b starts with a lower-case letter.
func lowerStart(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return unicode.IsLower(r)
}
