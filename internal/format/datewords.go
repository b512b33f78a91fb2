package format

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Dates written in words, as Spanish and French deeds, civil records and judgments write them:
//
//	veinticuatro de octubre de dos mil veinticuatro           Spanish
//	veinte días del mes de febrero de dos mil veinticinco     Spanish, "días del mes de"
//	diez y ocho de enero de mil ochocientos noventa y siete   Spanish, tens and units apart (old records)
//	primero de mayo                                           Spanish, no year
//	a los veinte (20) días del mes de febrero de 2025         Spanish certificates: the day's
//	veintiún días del mes de marzo de dos mil veinticinco (2025)   digits after it, a numeric year
//	quatorze avril mil neuf cent vingt-deux                   French
//	vingt-deux mars deux mille vingt-cinq                     French
//	DIX-HUIT OCTOBRE                                          French, no year
//
// The day and the year (DateYearEarliest..DateYearMax) are in words, the month is its full name;
// the whole is in lower case, in capitals, or in lower case with its first letter capitalised
// (DateShape.Case). Day 1 is "primero" and "premier". French writes the thousand of a year
// "mille" or, in older deeds, "mil" (WordsForm.Mil), for every year alike.

// WordsForm is how a date in words is written (DateShape.Words).
type WordsForm struct {
	On          bool // the day and year are in words
	DaysOfMonth bool // Spanish: "veinte días del mes de febrero"
	ApartTens   bool // Spanish: tens and units apart, "diez y ocho", "veinte y tres"
	Mil         bool // French: the thousand of the year written "mil" ("mil neuf cent", "deux mil")
	// Spanish certificates: the day's digits after its words ("veinte (20) días"), the year in
	// digits ("de 2025"), or its digits after its words ("dos mil veinticinco (2025)").
	DayInParens, YearNumeric, YearInParens bool
}

// parseWords parses a date written in words (see above).
func parseWords(text string) (d DateValue, s DateShape, ok bool) {
	if text == "" || text[0] < 'A' || !startsWithDay(text) {
		return d, s, false
	}
	lower := strings.ToLower(text)
	switch text {
	case lower:
		s.Case = CaseLower
	case strings.ToUpper(lower):
		s.Case = CaseUpper
	case capitalize(lower):
		s.Case = CaseTitle
	default:
		return d, s, false
	}
	s.Words.On, s.Form = true, MonthFull
	if d, s, ok = parseWordsES(lower, s); !ok {
		d, s, ok = parseWordsFR(lower, s)
	}
	if !ok || !d.Valid() || formatWords(d, s) != text {
		return DateValue{}, DateShape{}, false
	}
	return d, s, true
}

// parseWordsES parses a Spanish date in words, in lower case.
func parseWordsES(text string, s DateShape) (d DateValue, _ DateShape, ok bool) {
	s.Lang = LangES
	day, rest, found := strings.Cut(text, " de ")
	if before, after, ok := strings.Cut(text, " días del mes de "); ok && len(before) < len(day) {
		day, rest, found, s.Words.DaysOfMonth = before, after, true, true
	}
	if !found {
		return d, s, false
	}
	month, year, hasYear := strings.Cut(rest, " de ")
	day, digits, inParens := cutParens(day)
	s.Words.DayInParens = inParens
	if d.Day, s.Words.ApartTens, ok = wordsDay(day, LangES, s.Words.DaysOfMonth); !ok || s.Words.DayInParens && atoi(digits) != d.Day {
		return d, s, false
	}
	if s.Words.DaysOfMonth && d.Day == 1 {
		return d, s, false // "primer día del mes", singular: not read
	}
	if d.Month, ok = fullMonth(month, LangES); !ok {
		return d, s, false
	}
	d.Year, s.NoYear = NoYear, !hasYear
	switch {
	case !hasYear:
	case len(year) == 4 && dateDigitRun(year, 0) == 4:
		d.Year, s.Words.YearNumeric = atoi(year), true
	default:
		year, digits, inParens = cutParens(year)
		s.Words.YearInParens = inParens
		if d.Year, _, ok = wordsYear(year, LangES); !ok || s.Words.YearInParens && atoi(digits) != d.Year {
			return d, s, false
		}
	}
	return d, s, true
}

// cutParens cuts a number in parentheses off the end of w: "veinte (20)" is "veinte", "20".
func cutParens(w string) (words, digits string, found bool) {
	i := strings.LastIndex(w, " (")
	if i < 0 || !strings.HasSuffix(w, ")") {
		return w, "", false
	}
	digits = w[i+2 : len(w)-1]
	if digits == "" || len(digits) > 4 || dateDigitRun(digits, 0) != len(digits) || digits[0] == '0' {
		return w, "", false
	}
	return w[:i], digits, true
}

// parseWordsFR parses a French date in words, in lower case.
func parseWordsFR(text string, s DateShape) (d DateValue, _ DateShape, ok bool) {
	s.Lang = LangFR
	for m, name := range frMonths.full {
		i := strings.Index(text, " "+name)
		if i < 0 {
			continue
		}
		rest := text[i+1+len(name):]
		if rest != "" && rest[0] != ' ' {
			continue
		}
		if d.Day, _, ok = wordsDay(text[:i], LangFR, false); !ok {
			return d, s, false
		}
		d.Month, d.Year, s.NoYear = m+1, NoYear, rest == ""
		if rest != "" {
			if d.Year, s.Words.Mil, ok = wordsYear(rest[1:], LangFR); !ok {
				return d, s, false
			}
		}
		return d, s, true
	}
	return d, s, false
}

// startsWithDay reports whether the first word of text (in any case) begins a day of the
// month in words: a cheap test before the whole text is read.
func startsWithDay(text string) bool {
	first, _, found := strings.Cut(text, " ")
	if !found {
		return false
	}
	begins := false
	for _, lang := range []DateLang{LangES, LangFR} {
		for _, noun := range []bool{false, true} {
			daySpellings(lang, noun, func(_ int, _ bool, w string) bool {
				begins = len(w) >= len(first) && strings.EqualFold(w[:len(first)], first) && (len(w) == len(first) || w[len(first)] == ' ')
				return !begins
			})
			if begins {
				return true
			}
		}
	}
	return false
}

// fullMonth returns the month whose full name in lang is name.
func fullMonth(name string, lang DateLang) (int, bool) {
	for m, full := range lang.names().full {
		if full == name {
			return m + 1, true
		}
	}
	return 0, false
}

// wordsDay reads a day of the month in words, before a noun ("días") if noun; apart reports the
// Spanish spelling with tens and units apart ("diez y ocho"), for the days that have one.
func wordsDay(w string, lang DateLang, noun bool) (day int, apart bool, ok bool) {
	daySpellings(lang, noun, func(d int, a bool, dw string) bool {
		if dw == w {
			day, apart, ok = d, a, true
		}
		return !ok
	})
	return day, apart, ok
}

// daySpellings calls yield with every day of the month and its spelling in lang, before a noun
// if noun (beforeNoun), day by day: the plain spelling first, then in Spanish the one with tens
// and units apart (the same as the plain one for most days). It stops when yield returns false.
func daySpellings(lang DateLang, noun bool, yield func(day int, apart bool, w string) bool) {
	for _, sp := range daySpellingLists()[daySpellingKey{lang, noun}] {
		if !yield(sp.day, sp.apart, sp.w) {
			return
		}
	}
}

type daySpellingKey struct {
	lang DateLang
	noun bool
}

type daySpelling struct {
	day   int
	apart bool
	w     string
}

// daySpellingLists are daySpellings' words, spelled once: a date in words is looked up among
// them for every number word of a text.
var daySpellingLists = sync.OnceValue(func() map[daySpellingKey][]daySpelling {
	m := map[daySpellingKey][]daySpelling{}
	for _, lang := range []DateLang{LangEN, LangES, LangFR, LangDE} {
		for _, noun := range []bool{false, true} {
			var list []daySpelling
			for d := 1; d <= 31; d++ {
				for _, apart := range []bool{false, true} {
					if apart && lang != LangES {
						break
					}
					w := dayWords(d, lang, apart)
					if noun {
						w = beforeNoun(w)
					}
					list = append(list, daySpelling{d, apart, w})
				}
			}
			m[daySpellingKey{lang, noun}] = list
		}
	}
	return m
})

// beforeNoun is a Spanish number before a noun, which drops the o of its "uno": "veintiún
// días", "treinta y un días".
func beforeNoun(w string) string {
	switch {
	case w == "veintiuno":
		return "veintiún"
	case strings.HasSuffix(w, " uno"):
		return strings.TrimSuffix(w, "o")
	}
	return w
}

// wordsYear reads a year of DateYearEarliest..DateYearMax in words; mil reports the French
// thousand written "mil". It finds the century by its words first, then the year in it.
func wordsYear(w string, lang DateLang) (year int, mil bool, ok bool) {
	for _, mil := range []bool{false, true} {
		if mil && lang != LangFR {
			break
		}
		for c := DateYearEarliest / 100 * 100; c <= DateYearMax; c += 100 {
			// The century's words, without the s of a French "cents" that more words follow.
			head := strings.TrimSuffix(yearWords(c, lang, mil), "s")
			if !strings.HasPrefix(w, head) {
				continue
			}
			for y := max(c, DateYearEarliest); y < c+100 && y <= DateYearMax; y++ {
				if yearWords(y, lang, mil) == w {
					return y, mil, true
				}
			}
		}
	}
	return 0, false, false
}

// formatWords prints d in the words shape s.
func formatWords(d DateValue, s DateShape) string {
	month := s.Lang.names().full[d.Month-1]
	var b strings.Builder
	day := dayWords(d.Day, s.Lang, s.Words.ApartTens)
	if s.Words.DaysOfMonth {
		day = beforeNoun(day)
	}
	b.WriteString(day)
	if s.Words.DayInParens {
		b.WriteString(" (" + dateItoa(d.Day) + ")")
	}
	switch {
	case s.Lang == LangFR:
		b.WriteString(" " + month)
	case s.Words.DaysOfMonth:
		b.WriteString(" días del mes de " + month)
	default:
		b.WriteString(" de " + month)
	}
	switch {
	case s.NoYear:
	case s.Words.YearNumeric:
		b.WriteString(" de " + dateItoa(d.Year))
	default:
		if s.Lang == LangES {
			b.WriteString(" de")
		}
		b.WriteString(" " + yearWords(d.Year, s.Lang, s.Words.Mil))
		if s.Words.YearInParens {
			b.WriteString(" (" + dateItoa(d.Year) + ")")
		}
	}
	switch s.Case {
	case CaseUpper:
		return strings.ToUpper(b.String())
	case CaseTitle:
		return capitalize(b.String())
	}
	return b.String()
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// dayWords spells a day of the month: "primero" and "premier" for the first.
func dayWords(day int, lang DateLang, apart bool) string {
	if day == 1 {
		if lang == LangES {
			return "primero"
		}
		return "premier"
	}
	if lang == LangES {
		return esNumber(day, apart)
	}
	return frNumber(day)
}

// yearWords spells a year of 1000–2999: the number as an amount spells it (spellBelowMillion),
// with the French thousand written "mil" if mil.
func yearWords(y int, lang DateLang, mil bool) string {
	w := spellBelowMillion(int64(y), lang)
	if lang == LangFR && mil {
		w = strings.Replace(w, "mille", "mil", 1)
	}
	return w
}

var (
	esSmall = [...]string{"", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
		"once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte",
		"veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"}
	esTens     = [...]string{3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
	esHundreds = [...]string{1: "ciento", 2: "doscientos", 3: "trescientos", 4: "cuatrocientos", 5: "quinientos",
		6: "seiscientos", 7: "setecientos", 8: "ochocientos", 9: "novecientos"}
	frSmall = [...]string{"", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
		"onze", "douze", "treize", "quatorze", "quinze", "seize"}
	frTens = [...]string{2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}
)

// esNumber spells 1–99 in Spanish; apart spells 16–19 and 21–29 as old records do, "diez y
// seis", "veinte y tres".
func esNumber(n int, apart bool) string {
	switch {
	case apart && (n > 15 && n < 20 || n > 20 && n < 30):
		return esSmall[n/10*10] + " y " + esSmall[n%10]
	case n < 30:
		return esSmall[n]
	case n%10 == 0:
		return esTens[n/10]
	}
	return esTens[n/10] + " y " + esSmall[n%10]
}

// frNumber spells 1–99 in French (traditional spelling: hyphens below a hundred, "et un").
func frNumber(n int) string {
	switch {
	case n <= 16:
		return frSmall[n]
	case n < 20:
		return "dix-" + frSmall[n-10]
	case n < 70 && n%10 == 0:
		return frTens[n/10]
	case n < 70 && n%10 == 1:
		return frTens[n/10] + " et un"
	case n < 70:
		return frTens[n/10] + "-" + frSmall[n%10]
	case n == 71:
		return "soixante et onze"
	case n < 80:
		return "soixante-" + frNumber(n-60)
	case n == 80:
		return "quatre-vingts"
	}
	return "quatre-vingt-" + frNumber(n-80)
}
