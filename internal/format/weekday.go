package format

import "strings"

// A date may open with its weekday, as e-mail and git headers and letters write it ("Fri, 15
// Mar 2024 14:30:02 +0000", "Fri Mar 15 14:30:02 2024 +0100", "Friday, March 15, 2024",
// "Freitag, 15. März 2024", "ven. 15 mars 2024"). The weekday is then encrypted with the date:
// the shape records how it is written (DateShape.Weekday) and FormatDate writes the weekday of
// the value, so an encrypted date keeps a weekday that fits it and the plaintext's weekday,
// which narrows the date down, does not stay in clear. In prose it is no part of the value as
// annotators report it ("Thursday, 7 March 2024" is the date "7 March 2024"; a machine
// timestamp keeps it): WeekdayLead says how much of a date's text it is, WeekdayBefore finds
// it before a reported date, so that the codec still gets the two together.
//
// A weekday that is not the date's (generated text has many: "Mon, 15 Mar 2024") is part of
// the date too, kept as written (WeekdayForm.Fixed): it tells nothing true about the date. The
// date codec only reaches dates whose weekday is another than the kept one, so a ciphertext
// parses back to the same shape. A weekday before a date without a year or a day, which has
// none to check, makes no date (the annotator then finds the date alone).

// WeekdayLead returns how many bytes at the start of text, a date that opens with its weekday
// ("Thursday, 7 March 2024"), are the weekday and its separator ("Thursday, "): the value that
// annotators report is the date without it, though the codec rewrites the two together (see
// WeekdayBefore). So does an e-mail's Date: header, whose weekday a comma parts from the date
// ("Thu, 18 Jul 2024 07:31:55 +0200"); git's and ctime's stamps keep it ("Thu Mar 14 09:05:41
// 2024 +0000"): 0 for them, and for text that opens with no weekday.
func WeekdayLead(text string) int {
	word, sep, _, ok := cutWeekday(text)
	if !ok || !weekdayName(word) {
		return 0 // most dates open with no weekday: spare ParseDate
	}
	if _, s, ok := ParseDate(text); !ok || s.Weekday.Lang == LangNone || s.Tail != "" && !strings.Contains(sep, ",") {
		return 0
	}
	return len(word) + len(sep)
}

// maxWeekdayLead is the longest weekday with its separator ("miércoles., " at most).
const maxWeekdayLead = 16

// WeekdayBefore returns how many bytes at the end of before, the text right before the date
// date, are a weekday and its separator that WeekdayLead would cut off before+date: the words
// the date codec rewrites with the date ("Thursday, " before "7 March 2024").
func WeekdayBefore(before, date string) int {
	if len(before) < 3 || before[len(before)-1] != ' ' {
		return 0 // every separator ends with a space
	}
	for i := len(before) - 2; i >= max(len(before)-maxWeekdayLead, 0); i-- {
		if i > 0 && (isLetter(rune(before[i-1])) || before[i-1] >= 0x80) || !isLetter(rune(before[i])) {
			continue // a weekday starts a word, with an ASCII letter
		}
		if w, _, _ := monthWord(before, i); !weekdayName(w) {
			continue
		}
		if n := len(before) - i; WeekdayLead(before[i:]+date) == n {
			return n
		}
	}
	return 0
}

// IsWeekday reports whether w is the name or abbreviation of a weekday in a language the date
// codec reads ("Thu", "martes", "Mar", "mer."), in any case.
func IsWeekday(w string) bool { return weekdayName(strings.TrimSuffix(w, ".")) }

// weekdayName reports whether w, in any case, is a weekday's name or abbreviation in one of the
// languages of weekdayNames: the cheap test before a date is parsed with it.
func weekdayName(w string) bool {
	if len(w) < 2 || len(w) > len("miércoles") || !strings.ContainsRune("mtwfsdljvMTWFSDLJV", rune(w[0])) {
		return false // every name starts with one of these letters
	}
	for _, names := range weekdayNames {
		for _, forms := range names {
			for _, n := range forms {
				if strings.EqualFold(n, w) {
					return true
				}
			}
		}
	}
	return false
}

// WeekdayForm is how a weekday before a date is written; the zero value is no weekday.
type WeekdayForm struct {
	Lang DateLang
	Abbr bool       // the abbreviation ("Fri", "Fr.", "ven.") rather than the full name
	Case LetterCase // of the name
	Sep  string     // what follows the name up to the date: " ", ", ", ". " or "., "
	// Fixed is the weekday as written when it is not the date's, "" when it is.
	Fixed string
}

// weekdayNames are the full names and the abbreviations of the weekdays per language, Monday
// first, in lower case. A German abbreviation is only one with its dot ("Fr."): "Do", "So" and
// "Mi" are words too.
var weekdayNames = map[DateLang][2][7]string{
	LangEN: {
		{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"},
		{"mon", "tue", "wed", "thu", "fri", "sat", "sun"},
	},
	LangDE: {
		{"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"},
		{"mo", "di", "mi", "do", "fr", "sa", "so"},
	},
	LangFR: {
		{"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"},
		{"lun", "mar", "mer", "jeu", "ven", "sam", "dim"},
	},
	LangES: {
		{"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"},
		{"lun", "mar", "mié", "jue", "vie", "sáb", "dom"},
	},
}

// Weekday returns the day of the week of d, 0 for Monday to 6 for Sunday.
func (d DateValue) Weekday() int {
	w := (d.Days() + 3) % 7 // 1970-01-01 was a Thursday
	if w < 0 {
		w += 7
	}
	return int(w)
}

// cutWeekday splits text into a leading word and the separator after it, if what follows the
// separator can start a date (a letter or digit). The word is a weekday only if weekdayOf
// finds it.
func cutWeekday(text string) (word, sep, rest string, ok bool) {
	word, _, _ = monthWord(text, 0) // the letters at the start; the separator may hold a dot
	if word == "" {
		return "", "", "", false
	}
	for _, sep := range []string{"., ", ", ", ". ", " "} {
		if rest, ok := strings.CutPrefix(text[len(word):], sep); ok && rest != "" && rest[0] != ' ' {
			return word, sep, rest, true
		}
	}
	return "", "", "", false
}

// weekdayOf resolves word, written before sep, as a weekday: in lang first (the language of
// the date's month name, if it has one), then English, German, French, Spanish.
func weekdayOf(word, sep string, lang DateLang) (wd int, f WeekdayForm, ok bool) {
	c, ok := wordCase(word)
	if !ok {
		return 0, f, false
	}
	low := strings.ToLower(word)
	dot := strings.HasPrefix(sep, ".")
	for _, l := range []DateLang{lang, LangEN, LangDE, LangFR, LangES} {
		names, ok := weekdayNames[l]
		if !ok {
			continue
		}
		for abbr := range 2 {
			if abbr == 0 && dot || abbr == 1 && l == LangDE && !dot {
				continue // a full name takes no dot; a German abbreviation needs its own
			}
			for i, n := range names[abbr] {
				if n == low {
					return i, WeekdayForm{Lang: l, Abbr: abbr == 1, Case: c, Sep: sep}, true
				}
			}
		}
	}
	return 0, f, false
}

// weekdayText writes the weekday of d in form f, with its separator; a fixed one as written.
func weekdayText(d DateValue, f WeekdayForm) string {
	if f.Fixed != "" {
		return f.Fixed + f.Sep
	}
	abbr := 0
	if f.Abbr {
		abbr = 1
	}
	return withCase(weekdayNames[f.Lang][abbr][d.Weekday()], f.Case) + f.Sep
}
