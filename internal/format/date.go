package format

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Dates are parsed into a value (year, month, day) and a shape (everything else about how the
// date is written), and FormatDate prints a value in a shape. The date codec encrypts the value
// and prints the result in the plaintext's shape; since decryption must recover the shape from
// the ciphertext alone, a shape is only usable for the values whose printed text parses back to
// the same shape and value. DateShape therefore records only what can be read off the text, and
// the codec restricts each shape to the values for which ParseDate(FormatDate(v, s)) == (v, s).
//
// Forms accepted (single ASCII spaces between words, nothing before or after):
//
//	2024-03-15  2024/03/15  2024-3-5                      ISO order, 4-digit year
//	2024.03.15                                            ISO order with '.', two-digit fields
//	03/15/2024  3/5/2024  3/5/24  15/03/2024              '/' fields of 1–2 digits, year of 2 or 4
//	15.03.2024  5.3.2024  15.03.24  5.3.24                '.' (with a 2-digit year: day first)
//	15-03-2024  3-5-2024  03-15-24                        '-' (with a 2-digit year: two-digit fields)
//	March 15, 2024  Mar. 15, 2024  Sept 5 2024  March 5th, 2024           English, month first
//	15 March 2024  15 Mar 2024  5th March 2024                            English, day first
//	15th of March 2024  15 March, 2024  18th day of July, 2024            English, "of", comma
//	15-Mar-2024  5-MAY-2021  15-März-2024  12-Jan-99                      day first, '-' (no dot, no suffix)
//	14MAR1986  14MAR25  12JUN                          day first, nothing between (capitals, two-digit day)
//	15. März 2024  3. Oktober 2023  1. Mai 2022  15. Okt. 2024  15. Maerz 2024   German
//	15 mars 2024  1er mars 2024  3 février 2023  15 févr. 2024                   French
//	3 de julio de 1983  28 ago 2024                                              Spanish
//	March 15  15 March  15. März  18 août  1er avril  3 de julio  23 dic     month and day, no year
//	1º de mayo de 2024  1º de enero  1.º de abril de 1923               Spanish ordinal sign
//	March 2024  März 2024  juillet 2023  julio de 2023               month and year, no day
//	12/2025  03/2019  3/2019                                         numeric month and year ('/')
//	19630707  20240315143000  20250318T140000Z             compact (HL7, iCalendar), with HHMM[SS]
//	2024-03-15T14:30:00Z  2024-03-15 14:30:02,123                    ISO with a time (and zone)
//	2024/03/15 14:30:02  15.03.2024 14:30:02  15-Mar-2024 14:30:02.123   logs (with seconds)
//	Jun 12 14:30:02  Jun  2 14:30:02                                 syslog (no year)
//	Mar 4 14:30:02 2024 +0100                                        git (the year after the time)
//	4 Nov 2023 07:02:11 +0000                                        e-mail Date: header (RFC 5322)
//	15/Jul/2024:14:30:02 +0000                                       Apache access log
//	09.05.24, 18:42:11  12/03/2024, 20:14  3/12/24, 9:16:05 PM       chat exports (WhatsApp)
//	Fri, 15 Mar 2024 14:30:02 +0000  Friday, March 15, 2024  ven. 15 mars 2024
//	                                 any of these with a year, after its weekday (weekday.go)
//	March 15-17, 2024  June 3–7  15.–17. März 2024   a range of days of one month (parseRange)
//	15.03.  15/03  03/15  5/21                       two numeric fields without a year (parseNoYear)
//	veinticuatro de octubre de dos mil veinticuatro  quatorze avril mil neuf cent vingt-deux
//	                                                 day and year in words (datewords.go)
//
// A time after the date is kept as it is written (DateShape.Tail): only the date is a value.
// A date without a year reads as one of NoYear (a leap year, so 29 February is a date); one
// without a day reads as the 1st.
//
// Numeric field order: a first field > 12 is a day (day first); else a second field > 12 is a
// day (month first); else the separator decides: '/' month first (US), '.' and '-' day first.
//
// Padding: a day or month field written with a leading zero is padded, one written with one
// digit is not. A field of 10 or more shows neither; in numeric forms it takes the style of the
// other field, and when both fields are ≥ 10 the date counts as padded. In forms with a month
// name a day ≥ 10 counts as unpadded (the usual way to write it).
//
// Two-digit years are read in the window 1969–2068 (POSIX strptime %y): 69–99 are 19xx and
// 00–68 are 20xx. The window holds neither 1900 nor 2100, so a 2-digit year is a leap year
// exactly when it is divisible by 4.
//
// Month names are matched case-insensitively; the shape keeps the case pattern of the word
// (Title, UPPER or lower; other mixtures are rejected), its form (full name or abbreviation,
// the abbreviation with or without a dot) and its language. Language rules, in order:
//   - month first ("March 15, 2024") is English only;
//   - a dot after the day ("15. April 2024") is German, "st/nd/rd/th" English, "1er" French;
//   - otherwise the word decides; a word of several languages goes to the first that has it,
//     French first when the word is lower case (French month names are lower case), otherwise
//     English, then German, then French. So "15 April 2024" is English, "15. April 2024"
//     German, "15 nov. 2024" French and "15 Nov. 2024" English.
//
// Full names that are not abbreviated (May, Mai, mars, juin, août, …) never take a dot. Each
// language has one canonical abbreviation per month (a dotted English or German September is
// "Sept.", undotted "Sep"); any other accepted spelling (Sept without dot, Febr., Mrz, Maerz,
// Jänner, fevrier, aout, …) is an alias recorded in the shape, which can then only print that
// month: such a date keeps its month when encrypted.

// DateValue is a calendar date of the proleptic Gregorian calendar.
type DateValue struct {
	Year, Month, Day int
}

// DateOrder is the order of the fields of a written date.
type DateOrder uint8

// The field orders.
const (
	OrderYMD DateOrder = iota + 1
	OrderMDY
	OrderDMY
	// Year, day, month with hyphens: "1999-13-04", an ISO date with its day and month swapped
	// (a form's mistake, a test's input), read where the second field cannot be a month.
	OrderYDM
)

// DateLang is the language of a month name; LangNone for numeric dates.
type DateLang uint8

// The languages of month names.
const (
	LangNone DateLang = iota
	LangEN
	LangDE
	LangFR
	LangES
)

// MonthForm is how a month name is written.
type MonthForm uint8

// Month name forms.
const (
	MonthFull MonthForm = iota + 1
	MonthAbbr
)

// LetterCase is the case pattern of a month name.
type LetterCase uint8

// Case patterns.
const (
	CaseTitle LetterCase = iota + 1
	CaseUpper
	CaseLower
)

// DateShape is everything about a written date except its value. It is comparable, so that
// "the printed date parses back to the same shape" is a plain ==.
type DateShape struct {
	Order      DateOrder
	Sep        byte // numeric dates: '-', '/' or '.'; 0 with a month name
	YearDigits int  // 2 or 4 (with a month name 4, except DD-MON-YY with Hyphen)
	DayPad     bool // a day < 10 has a leading zero
	MonthPad   bool // numeric dates: a month < 10 has a leading zero

	Lang        DateLang // LangNone for numeric dates
	Form        MonthForm
	Dot         bool       // the abbreviation is followed by '.'
	Case        LetterCase // of the month name
	Alias       string     // a non-canonical spelling of the month (lower case), or ""
	Ordinal     bool       // English st/nd/rd/th after the day
	DayDot      bool       // German: a dot after the day ("15. März")
	Comma       bool       // English: a comma before the year ("March 15, 2024", "15 March, 2024")
	PlainFirst  bool       // French: day 1 written "1" instead of "1er"
	OrdSign     string     // Spanish: the ordinal sign after the day, "º" or ".º" ("1º de mayo", "1.º de abril"), or ""
	Of          bool       // English: "15th of March 2024"
	DayOf       bool       // English deeds and contracts: "18th day of July, 2024" (with Of)
	Hyphen      bool       // day first with '-' instead of spaces: "15-Mar-2024"
	Glued       bool       // day first with nothing between, the month in capitals: "14MAR1986", "14MAR25", "12JUN" (tickets, labels)
	Slash       bool       // day first with '/' instead of spaces: "15/Jul/2024" (Apache)
	NoYear      bool       // month and day only: "March 15", "15. März"
	DayNotMonth bool       // numeric, month first and without a year, a day that cannot be a month: "1/28" (not "3/4")
	MonthDot    bool       // numeric without a year: the German dot after the month ("15.03.")
	NoDay       bool       // month and year only: "March 2024", "julio de 2023"
	NoDe        bool       // Spanish without "de": "junio 2023", "28 ago 2024"
	YearApos    string     // English month and a two-digit year after an apostrophe: "Mar '24" ("'" or "’")
	Compact     bool       // numeric without separators: "19630707" (HL7)
	SpacePad    bool       // a day < 10 padded with a space, as syslog writes it: "Jun  2"
	Tail        string     // the time (and zone) after the date, with its separator: "T14:30:00Z"
	// A git date ("Mar 4 14:30:02 2024 +0100") writes its year after the time: Tail is the
	// time (" 14:30:02"), the year follows it, then Zone (" +0100" or "").
	YearAfterTime bool
	Zone          string
	Weekday       WeekdayForm // the weekday before the date, if any (weekday.go)
	// The day and year in words (datewords.go): "veinticuatro de octubre de dos mil
	// veinticuatro", "quatorze avril mil neuf cent vingt-deux"; Case is the whole text's.
	Words WordsForm
	// A range of days of one month ("March 15-17, 2024", "15.–17. März"): the date is its
	// first day, RangeSep what stands between the days, RangeDays how many days the last is
	// after the first (kept as written: the codec moves the whole range).
	RangeSep  string
	RangeDays int
}

// NoYear is the year a date written without one is read in: a leap year, so that 29 February
// is a date.
const NoYear = 2000

// Numeric reports whether the shape has no month name.
func (s DateShape) Numeric() bool { return s.Lang == LangNone }

// Default year range of the date codec; dates from DateYearEarliest up to it are dates too
// (family histories, old records), which the codec keeps in a range of their own.
const (
	DateYearMin      = 1900
	DateYearMax      = 2099
	DateYearEarliest = 1600
)

// ValidDate reports whether text is a real calendar date written in one of the forms ParseDate
// accepts, with a year in DateYearEarliest..DateYearMax.
func ValidDate(text string) bool {
	d, _, ok := ParseDate(text)
	return ok && d.Year >= DateYearEarliest && d.Year <= DateYearMax
}

// ParseImpossibleDate parses text as a date its calendar does not have: written in one of the
// forms of ParseDate, with a year or a month name, its month 1–12 and its day 1–31 but past the
// month's end: "2023-02-29", "31.04.2025", "06/31/2024", "Feb 30". Forms and error messages
// hold them (a birth date mistyped, a validation test), and they are someone's dates all the
// same. Without a year it needs its month's name and a space ("June 31", not "31/04" or
// "31-Feb"), and a compact date ("19990431") is none: read as impossible dates, fractions,
// codes and identifiers would be too. ParseDate accepts none of
// the texts this accepts, and no weekday goes with them.
func ParseImpossibleDate(text string) (d DateValue, s DateShape, ok bool) {
	d, s, ok = parseDateIf(text, impossible)
	if !ok || s.Compact || s.NoYear && (s.Numeric() || s.Hyphen || s.Slash) {
		return DateValue{}, DateShape{}, false
	}
	return d, s, true
}

// impossible reports whether d has a month and a day of some month, but a day past the end of
// its own (a date without a year is read in NoYear, a leap year: 29 February is no such date).
func impossible(d DateValue) bool {
	return d.Month >= 1 && d.Month <= 12 && d.Day > DaysIn(d.Year, d.Month) && d.Day <= 31
}

// ImpossibleDate reports whether text is an impossible date (ParseImpossibleDate) with a year
// in DateYearEarliest..DateYearMax or none.
func ImpossibleDate(text string) bool {
	d, s, ok := ParseImpossibleDate(text)
	return ok && (s.NoYear || d.Year >= DateYearEarliest && d.Year <= DateYearMax)
}

// WrittenDate reports whether text is a date of either kind: ValidDate or ImpossibleDate. It is
// what the date detector finds and the date codec encrypts.
func WrittenDate(text string) bool { return ValidDate(text) || ImpossibleDate(text) }

// IsLeap reports whether y is a Gregorian leap year.
func IsLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// DaysIn returns the number of days of month m (1–12) of year y.
func DaysIn(y, m int) int {
	switch m {
	case 2:
		if IsLeap(y) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// Valid reports whether d is a real calendar date.
func (d DateValue) Valid() bool {
	return d.Month >= 1 && d.Month <= 12 && d.Day >= 1 && d.Day <= DaysIn(d.Year, d.Month)
}

// Days returns the number of days from 1970-01-01 to d (negative before), by H. Hinnant's
// days_from_civil, so that dates map to consecutive integers.
func (d DateValue) Days() int64 {
	y, m := int64(d.Year), int64(d.Month)
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era--
	}
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + int64(d.Day) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// DateFromDays inverts DateValue.Days.
func DateFromDays(z int64) DateValue {
	z += 719468
	era := z / 146097
	if z < 0 && z%146097 != 0 {
		era--
	}
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	d := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if m > 12 {
		m -= 12
	}
	if m <= 2 {
		y++
	}
	return DateValue{Year: int(y), Month: int(m), Day: int(d)}
}

// TwoDigitYear returns the year a 2-digit year yy (0–99) stands for: 1969–2068.
func TwoDigitYear(yy int) int {
	if yy >= 69 {
		return 1900 + yy
	}
	return 2000 + yy
}

// Month name tables: the canonical full name and abbreviation of each month per language (lower
// case), and the other spellings accepted.
type monthNames struct {
	full, abbr [12]string
	dotAbbr    map[int]string // canonical abbreviation when followed by a dot, where it differs
	aliases    map[string]monthEntry
}

type monthEntry struct {
	month int
	form  MonthForm
}

var (
	enMonths = monthNames{
		full:    [12]string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"},
		abbr:    [12]string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"},
		dotAbbr: map[int]string{9: "sept"},
		aliases: map[string]monthEntry{"sept": {9, MonthAbbr}, "sep": {9, MonthAbbr}},
	}
	deMonths = monthNames{
		full:    [12]string{"januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"},
		abbr:    [12]string{"jan", "feb", "mär", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "dez"},
		dotAbbr: map[int]string{9: "sept"},
		aliases: map[string]monthEntry{
			"sept": {9, MonthAbbr}, "sep": {9, MonthAbbr}, "jänner": {1, MonthFull}, "jän": {1, MonthAbbr}, "feber": {2, MonthFull},
			"febr": {2, MonthAbbr}, "maerz": {3, MonthFull}, "mrz": {3, MonthAbbr},
		},
	}
	frMonths = monthNames{
		full: [12]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
		abbr: [12]string{"janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"},
		aliases: map[string]monthEntry{
			"fevrier": {2, MonthFull}, "fevr": {2, MonthAbbr}, "aout": {8, MonthFull}, "decembre": {12, MonthFull},
		},
	}
	esMonths = monthNames{
		full:    [12]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
		abbr:    [12]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"},
		aliases: map[string]monthEntry{"setiembre": {9, MonthFull}},
	}
)

func (l DateLang) names() *monthNames {
	switch l {
	case LangEN:
		return &enMonths
	case LangDE:
		return &deMonths
	case LangFR:
		return &frMonths
	case LangES:
		return &esMonths
	}
	return nil
}

// canonical returns the canonical lower-case spelling of month m in a form.
func (t *monthNames) canonical(m int, form MonthForm, dot bool) string {
	if form == MonthFull {
		return t.full[m-1]
	}
	if dot {
		if w, ok := t.dotAbbr[m]; ok {
			return w
		}
	}
	return t.abbr[m-1]
}

// lookup finds the lower-case word w in the table. A word followed by a dot must be an
// abbreviation that differs from the full name; without a dot the full name is preferred.
func (t *monthNames) lookup(w string, dot bool) (e monthEntry, ok bool) {
	if !dot {
		for i, f := range t.full {
			if f == w {
				return monthEntry{i + 1, MonthFull}, true
			}
		}
	}
	for i, a := range t.abbr {
		if a == w && (!dot || a != t.full[i]) {
			return monthEntry{i + 1, MonthAbbr}, true
		}
	}
	for i, a := range t.dotAbbr {
		if a == w {
			return monthEntry{i, MonthAbbr}, true
		}
	}
	if e, ok := t.aliases[w]; ok && (!dot || e.form == MonthAbbr) {
		return e, true
	}
	return e, false
}

// ParseDate parses text as a whole as a date in one of the forms described above. It checks
// the calendar (no 30 February, no 31 April) and that the year has no leading zero, but not a
// year range.
func ParseDate(text string) (d DateValue, s DateShape, ok bool) {
	if word, sep, rest, found := cutWeekday(text); found {
		if d, s, ok := parseBody(rest); ok && !s.NoYear && !s.NoDay && s.RangeSep == "" && !s.Words.On {
			if wd, f, ok := weekdayOf(word, sep, s.Lang); ok {
				if wd != d.Weekday() {
					f.Fixed = word
				}
				s.Weekday = f
				return d, s, true
			}
		}
		// Not a weekday before a date: maybe a date that begins with a word ("Mar 15, 2024").
	}
	return parseBody(text)
}

// parseBody is ParseDate for a date without a weekday: a date or a range of days.
func parseBody(text string) (d DateValue, s DateShape, ok bool) {
	if d, s, ok = parseDate(text); ok {
		return d, s, ok
	}
	if d, s, ok = parseGlued(text); ok {
		return d, s, ok
	}
	if d, s, ok = parseWords(text); ok {
		return d, s, ok
	}
	return parseRange(text)
}

// parseGlued parses a day, an English month abbreviated in capitals and maybe a year with
// nothing between them, as airline tickets and shipping labels print dates: "14MAR1986",
// "14MAR25", "12JUN". It reads them as their hyphenated form ("14-MAR-25", which ParseDate
// reads), so that the two print alike but for the hyphens. Its two-digit day is padded, and
// it has no dot.
func parseGlued(text string) (d DateValue, s DateShape, ok bool) {
	if len(text) != 5 && len(text) != 7 && len(text) != 9 || dateDigitRun(text, 0) != 2 || dateDigitRun(text, 5) != len(text) {
		return d, s, false
	}
	for i := 2; i < 5; i++ {
		if text[i] < 'A' || text[i] > 'Z' {
			return d, s, false
		}
	}
	hyphenated := text[:2] + "-" + text[2:5]
	if len(text) > 5 {
		hyphenated += "-" + text[5:]
	}
	d, s, ok = parseDate(hyphenated)
	if !ok || !s.Hyphen || s.Lang != LangEN || s.Form != MonthAbbr || s.Case != CaseUpper || s.Tail != "" {
		return DateValue{}, DateShape{}, false
	}
	s.Hyphen, s.Glued = false, true
	return d, s, true
}

// rangeSeps are what may stand between the days of a range (Spanish "del 24 al 26 de junio",
// French "du 15 au 17 mars").
var rangeSeps = []string{" – ", " - ", "–", "-", " al ", " au "}

// parseRange parses a range of days of one month written with a month name: "March 15-17,
// 2024", "June 3–7", "15-17 March 2024", "15.–17. März 2024", "1–12 de julio de 2024", "24 al
// 26 de junio", "15 au 17 mars 2024". It is the date of its first day
// with the range in the shape, and reads back exactly as written.
func parseRange(text string) (d DateValue, s DateShape, ok bool) {
	i := strings.IndexAny(text, "0123456789")
	if i < 0 {
		return d, s, false
	}
	j := dateDigitRun(text, i)
	dot := j < len(text) && text[j] == '.'
	first := j
	if dot {
		first++
	}
	var sep string
	for _, c := range rangeSeps {
		if strings.HasPrefix(text[first:], c) {
			sep = c
			break
		}
	}
	k := first + len(sep)
	if sep == "" || j-i > 2 || k >= len(text) || !dateDigit(text[k]) {
		return d, s, false
	}
	m := dateDigitRun(text, k)
	end := m
	if dot {
		if m >= len(text) || text[m] != '.' {
			return d, s, false
		}
		end++
	}
	if m-k > 2 {
		return d, s, false
	}
	d, s, ok = parseDate(text[:first] + text[end:])
	last := atoi(text[k:m])
	if !ok || s.Numeric() || s.Ordinal || s.OrdSign != "" || s.Tail != "" ||
		s.Hyphen || s.Slash || s.NoDay || s.Compact || s.Weekday.Lang != LangNone || last <= d.Day || last > DaysIn(d.Year, d.Month) {
		return DateValue{}, DateShape{}, false
	}
	s.RangeSep, s.RangeDays = sep, last-d.Day
	if FormatDate(d, s) != text {
		return DateValue{}, DateShape{}, false
	}
	return d, s, true
}

// parseDate is ParseDate for one date without a weekday.
func parseDate(text string) (d DateValue, s DateShape, ok bool) {
	return parseDateIf(text, DateValue.Valid)
}

// parseDateIf parses one date without a weekday whose value passes calendar: a real date
// (DateValue.Valid) or an impossible one (impossible).
func parseDateIf(text string, calendar func(DateValue) bool) (d DateValue, s DateShape, ok bool) {
	head, tail := splitTime(text)
	if d, s, ok = parseHead(head); !ok || !calendar(d) {
		return DateValue{}, DateShape{}, false
	}
	if s.Order == OrderYDM && tail != "" {
		return DateValue{}, DateShape{}, false // a swapped date is read alone
	}
	if s.Order == OrderMDY && s.Lang != LangNone && s.Lang != LangEN && !s.NoDay {
		// A Spanish or German month first is a log's stamp: no year, the time with its seconds.
		if !s.NoYear || len(tail) != len(" 08:14:02") || !tailFits(d, s, tail) {
			return DateValue{}, DateShape{}, false
		}
		s.Tail, s.NoDe = tail, s.Lang == LangES
		return d, s, true
	}
	if tail != "" {
		if y, clock, zone, ok := gitTail(d, s, tail); ok {
			d.Year, s.NoYear, s.YearDigits, s.YearAfterTime, s.Tail, s.Zone = y, false, 4, true, clock, zone
			if !calendar(d) {
				return DateValue{}, DateShape{}, false
			}
			return d, s, true
		}
		if !tailFits(d, s, tail) {
			return DateValue{}, DateShape{}, false
		}
		s.Tail = tail
	}
	// A space-padded day is syslog's, which always has its time.
	if s.SpacePad && tail == "" {
		return DateValue{}, DateShape{}, false
	}
	return d, s, true
}

func parseHead(text string) (d DateValue, s DateShape, ok bool) {
	if text == "" {
		return d, s, false
	}
	if !dateDigit(text[0]) {
		return parseMonthFirst(text)
	}
	j := dateDigitRun(text, 0)
	if j == len(text) {
		return parseCompact(text)
	}
	c := text[j]
	switch {
	case j == 4 && (c == '-' || c == '/' || c == '.'):
		return parseISO(text, c)
	case j <= 2 && (c == '-' || c == '/' || c == '.') && j+1 < len(text) && dateDigit(text[j+1]):
		return parseNumeric(text, j, c)
	case j <= 2:
		return parseDayFirst(text, j)
	}
	return d, s, false
}

// parseCompact parses YYYYMMDD (HL7, file names); a time of HHMM or HHMMSS may follow, and is
// split off as the tail.
func parseCompact(text string) (d DateValue, s DateShape, ok bool) {
	if len(text) != 8 {
		return d, s, false
	}
	if d.Year, ok = dateYear4(text[:4]); !ok {
		return d, s, false
	}
	d.Month, d.Day = atoi(text[4:6]), atoi(text[6:8])
	return d, DateShape{Order: OrderYMD, YearDigits: 4, DayPad: true, MonthPad: true, Compact: true}, true
}

// splitTime splits a time off the end of text: at the first "HH:MM" after a 'T', a space or a
// ':', or after the 8 digits of a compact date. The tail is checked by tailFits.
func splitTime(text string) (head, tail string) {
	if n := dateDigitRun(text, 0); n == 12 || n == 14 || n == 8 && len(text) > 8 && text[8] == 'T' {
		return text[:8], text[8:] // a compact timestamp, maybe with a fraction and a zone
	}
	// A chat export's ", 18:42:11" or ", 9:16 PM", a French forum's " à 22:14" (see chatTail),
	// a chat's "January 12, 2025 at 9:41 PM" (see stampClock).
	for _, sep := range []string{", ", " à ", " at "} {
		if k := strings.LastIndex(text, sep); k > 0 { // the last: "Dec 1, 2024, 9:10 AM"
			if h := dateDigitRun(text, k+len(sep)) - (k + len(sep)); (h == 1 || h == 2) && k+len(sep)+h < len(text) && text[k+len(sep)+h] == ':' {
				return text[:k], text[k:]
			}
		}
	}
	for i := 3; i+2 < len(text); i++ {
		if text[i] != ':' || !dateDigit(text[i-1]) || !dateDigit(text[i-2]) || !dateDigit(text[i+1]) || !dateDigit(text[i+2]) {
			continue
		}
		switch text[i-3] {
		case 'T', ' ':
			return text[:i-3], text[i-3:]
		case ':':
			if i >= 5 && dateDigit(text[i-4]) && dateDigit(text[i-5]) {
				return text[:i-3], text[i-3:] // Apache's "2024:14:30:02", not the minutes of " 2:30:02"
			}
		}
	}
	// A one-digit hour after a space, as Jira writes it: "14/Mar/24 3:42 PM".
	for i := 2; i+2 < len(text); i++ {
		if text[i] == ':' && dateDigit(text[i-1]) && text[i-2] == ' ' && dateDigit(text[i+1]) && dateDigit(text[i+2]) {
			return text[:i-2], text[i-2:]
		}
	}
	return text, ""
}

// tailFits reports whether tail is a time that the date of shape s is written with: after an
// ISO date "T" or " " and a time with optional fraction and zone; after a log date
// (2024/03/15, 15.03.2024, 15-Mar-2024) " HH:MM:SS" with an optional fraction; after a syslog date " HH:MM:SS";
// after an Apache date ":HH:MM:SS +HHMM"; after an e-mail date ("4 Nov 2023") " HH:MM:SS"
// and a zone; after a compact date HHMM or HHMMSS. (syslog's
// three-letter month is an abbreviation, or May.)
func tailFits(d DateValue, s DateShape, tail string) bool {
	if s.Compact {
		return compactTail(tail)
	}
	if !s.Numeric() && s.Order == OrderMDY && s.Lang == LangEN && s.Comma && !s.NoYear && !s.NoDay && s.YearDigits == 4 {
		// A text or iMessage export's stamp: "Aug 29, 2024 10:12 AM", "Dec 1, 2024, 9:10 AM".
		if t := strings.TrimPrefix(tail, ","); t != "" && t[0] == ' ' && clock12(t[1:]) {
			return true
		}
	}
	if !s.Numeric() && !s.NoDay && !s.Hyphen && !s.Slash && stampClock(tail) {
		return true
	}
	if tail[0] == ',' {
		if iso := s.Order == OrderYMD && s.Sep == '-' && !s.NoYear && !s.NoDay; iso && len(tail) > 2 && tail[1] == ' ' {
			// Airflow's log: "[2024-05-22, 03:00:14 UTC]", with seconds and maybe a zone.
			n := clockLen(tail[2:])
			return n >= 8 && zoneOK(tail[2+n:], true)
		}
		return chatTail(s, tail[1:])
	}
	if tail[0] == ' ' && s.Order != OrderYMD && chatTail(s, tail) {
		return true // a chat export's time after a space, day or month first ("[11.03.2024 08:41] Name:")
	}
	if s.Slash && s.YearDigits == 2 && tail[0] == ' ' {
		return clock12(tail[1:]) // Jira: "14/Mar/24 3:42 PM"
	}
	if tail[0] == ' ' && !s.NoYear && !s.NoDay && s.YearDigits == 4 && machineClock(tail[1:]) {
		// A time with its seconds and a 12-hour clock or a fraction is a machine's, after any
		// date with its year: Java's "Mar 15, 2024 2:30:02 PM", log4j's "15 Mar 2024
		// 14:30:02,123". (Seconds alone are not enough: "04 Nov 2023 07:02:11" is an e-mail
		// header's without its zone.)
		return true
	}
	sep, t := tail[0], tail[1:]
	n := clockLen(t)
	if n == 0 {
		return false
	}
	zone := t[n:]
	switch {
	case s.Order == OrderYMD && s.Sep == '-' && !s.NoYear && !s.NoDay && (sep == 'T' || sep == ' '):
		return n >= 5 && zoneOK(zone, sep == ' ')
	case sep == ' ' && zone == "" && n >= 8 && !s.NoYear && !s.NoDay && s.YearDigits == 4 &&
		(s.Order == OrderYMD && s.Sep == '/' || s.Order == OrderDMY && s.Sep == '.' ||
			s.Hyphen && s.Lang == LangEN && s.Form == MonthAbbr && s.Case == CaseTitle):
		// Log timestamps with seconds: nginx's "2024/03/15 14:30:02", "15.03.2024 14:30:02",
		// Java's and Tomcat's "15-Mar-2024 14:30:02.123".
		return true
	case s.Slash && sep == ':':
		// Apache's ":14:30:02 +0000"; HAProxy's ":02:11:40.102", with milliseconds.
		return n >= 8 && zone == "" || n >= 8 && len(zone) == 6 && zone[0] == ' ' && zoneOK(zone[1:], false)
	case s.NoYear && s.Order == OrderMDY && (s.Form == MonthAbbr || d.Month == 5) && !s.Dot && !s.Ordinal && !s.Comma && sep == ' ':
		return n == 8 && zone == "" // syslog's, English or (journalctl) Spanish and German
	case !s.NoYear && !s.NoDay && s.Order == OrderDMY && s.Lang == LangEN && (s.Form == MonthAbbr || d.Month == 5) && !s.Dot && !s.Ordinal && !s.Comma && !s.Of && !s.Hyphen && !s.Slash && sep == ' ':
		// An e-mail Date: header (RFC 5322): "4 Nov 2023 07:02:11 +0000", always with a zone.
		return n == 8 && (zone == " GMT" || len(zone) > 2 && zone[0] == ' ' && zoneOK(zone, true))
	}
	return false
}

// stampClock reports whether tail is the time of a stamp after a date with its month's name,
// as chats and e-mail headers write it ("Tue 2 Jul 18:41", "Sent: 12 March 2024 09:14", "Mar 3
// 8:02 PM", "January 12, 2025 at 9:41 PM", "Mar, 4 feb, 07:12"): a space, a comma and a space,
// " at " or " à ", then hours and minutes without a zone. (With seconds the time is a
// machine's, whose forms tailFits knows one by one: syslog's "Jun 12 14:30:02" writes a
// three-letter month, and its ciphertext must too.) The annotator writes such a time into a
// date's span only where a line holds a stamp; in prose the time is no part of the date.
func stampClock(tail string) bool {
	for _, sep := range []string{", ", " at ", " à ", " "} {
		if t, ok := strings.CutPrefix(tail, sep); ok {
			return clockTail(t) && strings.Count(t, ":") == 1
		}
	}
	return false
}

// chatTail reports whether t, what follows a numeric date with its year (after its comma, if
// any), is the time of a chat export or a post (WhatsApp's "[09.05.24, 18:42:11]", "12/03/2024,
// 20:14 - Name:", "[3/12/24, 9:16:05 PM]", "[11.03.2024 08:41]", a forum's "05-14-2024, 08:21
// PM" and "03/09/2024 à 22:14"; with a slash, the year may be left out: Slack's "3/21 9:14
// AM"): a space (or French " à "), the hour of one or two digits, minutes, maybe seconds,
// maybe " AM" or " PM".
func chatTail(s DateShape, t string) bool {
	if !s.Numeric() || s.NoYear && s.Sep != '/' || s.NoDay || s.Sep != '.' && s.Sep != '/' && (s.Sep != '-' || s.Order == OrderYMD) || len(t) < 5 || t[0] != ' ' {
		return false
	}
	if rest, ok := strings.CutPrefix(t, " à "); ok {
		return clockTail(rest)
	}
	return clockTail(t[1:])
}

// compactTail reports whether t is the time of a compact timestamp: HHMM or HHMMSS (after a
// T in iCalendar), then maybe a fraction of a second (up to 4 digits) and a zone, Z or ±HHMM,
// as HL7 and LDAP's GeneralizedTime write them ("143000.0000-0500", "084512.0Z", "T151203Z").
func compactTail(t string) bool {
	t = strings.TrimPrefix(t, "T") // iCalendar's basic format: 20250318T140000Z
	n := dateDigitRun(t, 0)
	if n != 4 && n != 6 || !clockDigits(t[:n]) {
		return false
	}
	t = t[n:]
	if len(t) > 0 && t[0] == '.' {
		k := dateDigitRun(t, 1)
		if k < 2 || k > 5 {
			return false
		}
		t = t[k:]
	}
	return t == "" || t == "Z" || len(t) == 5 && (t[0] == '+' || t[0] == '-') && dateDigitRun(t, 1) == 5
}

// machineClock reports whether t is a time of day (clockTail) with its seconds and either
// AM or PM or a fraction of a second: "2:30:02 PM", "14:30:02,123", maybe in GMT or UTC as a
// form's export writes it ("9:14:05 AM GMT").
func machineClock(t string) bool {
	if z, ok := strings.CutSuffix(t, " GMT"); ok {
		t = z
	} else if z, ok := strings.CutSuffix(t, " UTC"); ok {
		t = z
	}
	h := dateDigitRun(t, 0)
	if !clockTail(t) || len(t) < h+6 || t[h+3] != ':' {
		return false
	}
	return strings.HasSuffix(t, " AM") || strings.HasSuffix(t, " PM") || len(t) > h+7 && dateDigit(t[h+7])
}

// clock12 reports whether t is a time of a 12-hour clock: "3:42 PM", "11:05 AM".
func clock12(t string) bool {
	return ampmLen(t) > 0 && clockTail(t)
}

// ampmLen returns the length of the " AM" or " PM" that t ends with, in either case (a
// WhatsApp export on a British phone writes "6:02 pm"), or of the Spanish " a. m." or " p. m."
// (a Spanish phone's export: "[14/1/25, 6:05 a. m.]", its spaces maybe no-break ones), or 0.
func ampmLen(t string) int {
	if n := len(t); n >= 3 && t[n-3] == ' ' && (strings.EqualFold(t[n-2:], "am") || strings.EqualFold(t[n-2:], "pm")) {
		return 3
	}
	rest, ok := strings.CutSuffix(t, "m.")
	if !ok {
		return 0
	}
	rest = trimClockSpace(rest)
	if rest, ok = strings.CutSuffix(rest, "."); !ok || !strings.HasSuffix(rest, "a") && !strings.HasSuffix(rest, "p") {
		return 0
	}
	rest = rest[:len(rest)-1]
	if before := trimClockSpace(rest); len(before) < len(rest) {
		return len(t) - len(before)
	}
	return 0
}

// trimClockSpace removes one space, no-break space or narrow no-break space from the end of t
// (the spaces of a phone's "6:05 a. m.").
func trimClockSpace(t string) string {
	for _, sp := range []string{" ", "\u00a0", "\u202f"} {
		if r, ok := strings.CutSuffix(t, sp); ok {
			return r
		}
	}
	return t
}

// clockTail reports whether t is a time of day: the hour of one or two digits, minutes, maybe
// seconds, maybe " AM" or " PM" in either case (then an hour of 1 to 12).
func clockTail(t string) bool {
	h := dateDigitRun(t, 0)
	if h != 1 && h != 2 {
		return false
	}
	hour := atoi(t[:h])
	t = t[h:]
	ampm := t[:len(t)-ampmLen(t)]
	if len(ampm) < len(t) {
		if hour < 1 || hour > 12 {
			return false
		}
	}
	n := clockLen("00" + ampm)
	// A fraction of a second only on a 24-hour clock: "07:48:15:221" in a VPN client's log.
	return hour <= 23 && (n == 5 || n == 8 || n > 8 && len(ampm) == len(t)) && n-2 == len(ampm)
}

// gitTail splits the tail of a git date after a syslog-style month and day ("Mar 4", "Mar  4")
// into its time " HH:MM:SS" (maybe with a fraction, as Apache's error log writes it), its year
// and its zone (" +0100", or ""): " 14:30:02 2024 +0100", " 10:22:41.118392 2024".
func gitTail(d DateValue, s DateShape, tail string) (year int, clock, zone string, ok bool) {
	if !s.NoYear || s.Order != OrderMDY || s.Lang != LangEN || s.Form != MonthAbbr && d.Month != 5 || s.Case != CaseTitle ||
		s.Dot || s.Ordinal || s.Comma || tail[0] != ' ' {
		return 0, "", "", false
	}
	t := tail[1:]
	n := clockLen(t) // 8, or more with a fraction of a second (Apache's error log)
	if n < 8 || len(t) < n+5 || t[n] != ' ' {
		return 0, "", "", false
	}
	if year, ok = dateYear4(t[n+1 : n+5]); !ok {
		return 0, "", "", false
	}
	zone = t[n+5:]
	if zone != "" && (zone[0] != ' ' || len(zone) != 6 || !zoneOK(zone[1:], false)) {
		return 0, "", "", false
	}
	return year, tail[:n+1], zone, true
}

// clockLen returns the length of the time "HH:MM", "HH:MM:SS" or "HH:MM:SS.fff" (or ",fff",
// or ":fff" of three digits, as some Windows clients log) at the start of t, or 0.
func clockLen(t string) int {
	if len(t) < 5 || !clockDigits(t[:2]+t[3:5]) || t[2] != ':' {
		return 0
	}
	n := 5
	if len(t) >= 8 && t[5] == ':' && dateDigitRun(t, 6) >= 8 && atoi(t[6:8]) <= 60 {
		n = 8
		if len(t) > 9 && (t[8] == '.' || t[8] == ',') {
			j := dateDigitRun(t, 9)
			if j > 9 && j-9 <= 9 {
				n = j
			}
		} else if len(t) > 9 && t[8] == ':' && dateDigitRun(t, 9) == 12 {
			n = 12
		}
	}
	return n
}

// clockDigits reports whether t is HHMM or HHMMSS of a real time of day.
func clockDigits(t string) bool {
	if dateDigitRun(t, 0) != len(t) {
		return false
	}
	if atoi(t[:2]) > 23 || atoi(t[2:4]) > 59 {
		return false
	}
	return len(t) == 4 || atoi(t[4:6]) <= 60
}

// zoneOK reports whether z is empty or a zone: "Z", "+01:00", "+0100", "-05"; with space, also
// " +0100" and a zone's abbreviation (" UTC", " CST").
func zoneOK(z string, space bool) bool {
	if z == "" || z == "Z" {
		return true
	}
	if space && z[0] == ' ' {
		z = z[1:]
		if zoneNames[z] {
			return true
		}
	}
	if len(z) < 3 || z[0] != '+' && z[0] != '-' {
		return false
	}
	switch {
	case len(z) == 3:
		return clockDigits(z[1:3] + "00")
	case len(z) == 5:
		return clockDigits(z[1:])
	case len(z) == 6 && z[3] == ':':
		return clockDigits(z[1:3] + z[4:])
	}
	return false
}

// zoneNames are the zone abbreviations a log writes after a time ("2025-01-10 11:02:37 CST").
var zoneNames = map[string]bool{"UTC": true, "GMT": true, "CST": true, "CDT": true, "EST": true, "EDT": true,
	"PST": true, "PDT": true, "MST": true, "MDT": true, "CET": true, "CEST": true, "BST": true, "IST": true,
	"JST": true, "KST": true, "AEST": true, "AEDT": true, "EET": true, "EEST": true, "WET": true, "WEST": true}

func dateDigit(c byte) bool { return c >= '0' && c <= '9' }

func dateDigitRun(s string, i int) int {
	for i < len(s) && dateDigit(s[i]) {
		i++
	}
	return i
}

// padEvidence tells what a 1–2 digit field shows of the padding style.
type padEvidence uint8

const (
	padNone padEvidence = iota // two digits, ≥ 10
	padYes                     // leading zero
	padNo                      // one digit
)

func padOf(f string) padEvidence {
	switch {
	case len(f) == 1:
		return padNo
	case f[0] == '0':
		return padYes
	}
	return padNone
}

// padStyles resolves the padding of two numeric fields (see the package comment above).
func padStyles(a, b string) (bool, bool) {
	ea, eb := padOf(a), padOf(b)
	switch {
	case ea == padNone && eb == padNone:
		ea, eb = padYes, padYes
	case ea == padNone:
		ea = eb
	case eb == padNone:
		eb = ea
	}
	return ea == padYes, eb == padYes
}

// dateYear4 parses a 4-digit year without a leading zero.
func dateYear4(f string) (int, bool) {
	if len(f) != 4 || f[0] == '0' || dateDigitRun(f, 0) != 4 {
		return 0, false
	}
	return atoi(f), true
}

func parseISO(text string, sep byte) (d DateValue, s DateShape, ok bool) {
	y := text[:4]
	i := 5
	j := dateDigitRun(text, i)
	m := text[i:j]
	if sep == '-' && len(m) == 2 && j == len(text) {
		// Year and month: 2024-06 (a billing period); the annotator takes it after a cue only.
		year, ok := dateYear4(y)
		mm := atoi(m)
		if !ok || mm < 1 || mm > 12 {
			return d, s, false
		}
		return DateValue{year, mm, 1}, DateShape{Order: OrderYMD, Sep: '-', YearDigits: 4, MonthPad: true, NoDay: true}, true
	}
	if len(m) < 1 || len(m) > 2 || j >= len(text) || text[j] != sep {
		return d, s, false
	}
	i = j + 1
	j = dateDigitRun(text, i)
	dd := text[i:j]
	if len(dd) < 1 || len(dd) > 2 || j != len(text) {
		return d, s, false
	}
	// With '.' both fields have two digits: 2024.3.1 reads as a version number.
	if sep == '.' && (len(m) != 2 || len(dd) != 2) {
		return d, s, false
	}
	year, ok := dateYear4(y)
	if !ok {
		return d, s, false
	}
	if sep == '-' && len(m) == 2 && len(dd) == 2 && atoi(m) > 12 {
		s = DateShape{Order: OrderYDM, Sep: sep, YearDigits: 4, DayPad: true, MonthPad: true}
		return DateValue{year, atoi(dd), atoi(m)}, s, true
	}
	s = DateShape{Order: OrderYMD, Sep: sep, YearDigits: 4}
	s.MonthPad, s.DayPad = padStyles(m, dd)
	return DateValue{year, atoi(m), atoi(dd)}, s, true
}

func parseNumeric(text string, j int, sep byte) (d DateValue, s DateShape, ok bool) {
	a := text[:j]
	i := j + 1
	j = dateDigitRun(text, i)
	b := text[i:j]
	if (sep == '/' || sep == '.' && len(a) == 2) && len(b) == 4 && j == len(text) {
		// Month and year: 12/2025, 03/2019, 3/2019, and a résumé's 05.2019 (the month of two
		// digits: "5.2019" is a number).
		if d.Year, ok = dateYear4(b); !ok {
			return d, s, false
		}
		d.Month, d.Day = atoi(a), 1
		return d, DateShape{Order: OrderMDY, Sep: sep, YearDigits: 4, MonthPad: len(a) == 2, NoDay: true}, true
	}
	if len(b) < 1 || len(b) > 2 {
		return d, s, false
	}
	if rest := text[j:]; rest == "" && (sep == '/' || sep == '.') || rest == "." && sep == '.' {
		// "15/03", "15.03." and, as annotators draw it, "15.03" before its dot.
		d, s, ok = parseNoYear(a, b, sep)
		s.MonthDot = rest == "."
		return d, s, ok
	}
	if j >= len(text) || text[j] != sep {
		return d, s, false
	}
	i = j + 1
	j = dateDigitRun(text, i)
	yf := text[i:j]
	if j != len(text) {
		return d, s, false
	}
	s = DateShape{Sep: sep, YearDigits: len(yf)}
	switch len(yf) {
	case 4:
		if d.Year, ok = dateYear4(yf); !ok {
			return d, s, false
		}
	case 2:
		// With '-' a 2-digit year needs two-digit fields: 1-2-10 is a range or a code more
		// often than a date. With '.' a version looks the same ("1.2.10"); the annotator
		// reports such a date only after a cue ("am 5.3.24", "Today is 21.5.21").
		if sep == '-' && (len(a) != 2 || len(b) != 2) {
			return d, s, false
		}
		d.Year = TwoDigitYear(atoi(yf))
	default:
		return d, s, false
	}
	va, vb := atoi(a), atoi(b)
	switch {
	case va > 12:
		s.Order = OrderDMY
	case vb > 12:
		s.Order = OrderMDY
	case sep == '/':
		s.Order = OrderMDY
	default:
		s.Order = OrderDMY
	}
	// dd.mm.yy is day first only: 10.30.45 is more often a time or a version than a date.
	if sep == '.' && len(yf) == 2 && s.Order != OrderDMY {
		return d, s, false
	}
	setFields(&d, &s, a, b)
	return d, s, true
}

// setFields reads the two numeric fields a and b, in the order s.Order gives them, into the
// day and month of d and their padding into s.
func setFields(d *DateValue, s *DateShape, a, b string) {
	va, vb := atoi(a), atoi(b)
	pa, pb := padStyles(a, b)
	if s.Order == OrderDMY {
		d.Day, d.Month, s.DayPad, s.MonthPad = va, vb, pa, pb
	} else {
		d.Month, d.Day, s.MonthPad, s.DayPad = va, vb, pa, pb
	}
}

// parseNoYear parses a numeric day and month without a year: German "15.03." or "3.4." (day
// first, and the dot after the month is part of it) and "15/03", "03/15" or
// "5/21" (day first only where the first field cannot be a month: as with a year, '/' reads
// month first). The annotator reports them only after a cue ("am 15.03.", "le 15/03", "on
// 5/21"): alone, "3/4" is a fraction as often.
func parseNoYear(a, b string, sep byte) (d DateValue, s DateShape, ok bool) {
	if len(a) > 2 || len(b) > 2 {
		return d, s, false
	}
	s = DateShape{Sep: sep, NoYear: true, Order: OrderDMY}
	if sep == '/' && atoi(a) <= 12 {
		// Month first. A day that cannot be a month is part of the shape: the annotator finds
		// "1/28" alone, but "2/10" only after a cue, so a ciphertext keeps the day above 12.
		s.Order = OrderMDY
		s.DayNotMonth = atoi(b) > 12
	}
	d.Year = NoYear
	setFields(&d, &s, a, b)
	return d, s, true
}

// ordinalSuffix is the English ordinal suffix of day n.
func ordinalSuffix(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	switch n % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

// monthWord reads a month word (letters, including non-ASCII ones) and an optional dot at i;
// cutWeekday reads a weekday's letters with it too.
func monthWord(text string, i int) (word string, dot bool, next int) {
	j := i
	for j < len(text) {
		r, n := utf8.DecodeRuneInString(text[j:])
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	word = text[i:j]
	if j < len(text) && text[j] == '.' {
		return word, true, j + 1
	}
	return word, false, j
}

// wordCase classifies the case pattern of a word.
func wordCase(w string) (LetterCase, bool) {
	lower := strings.ToLower(w)
	switch w {
	case lower:
		return CaseLower, true
	case strings.ToUpper(w):
		return CaseUpper, true
	case withCase(lower, CaseTitle):
		return CaseTitle, true
	}
	return 0, false
}

func withCase(w string, c LetterCase) string {
	switch c {
	case CaseUpper:
		return strings.ToUpper(w)
	case CaseTitle:
		return capitalize(w)
	}
	return w
}

// nameMonth resolves a month word in one of langs (tried in order) and fills the shape's
// month fields.
func nameMonth(word string, dot bool, langs []DateLang, s *DateShape) (int, bool) {
	c, ok := wordCase(word)
	if !ok || word == "" {
		return 0, false
	}
	w := strings.ToLower(word)
	for _, l := range langs {
		t := l.names()
		e, ok := t.lookup(w, dot)
		if !ok {
			continue
		}
		s.Lang, s.Form, s.Dot, s.Case = l, e.form, dot, c
		if t.canonical(e.month, e.form, dot) != w {
			s.Alias = w
		}
		return e.month, true
	}
	return 0, false
}

// aposYear reads rest, the text after a month's name, as a space, an apostrophe and a year of
// two digits to the end: " '24", " ’19".
func aposYear(rest string) (apos, yy string, ok bool) {
	for _, a := range []string{"'", "’"} {
		if y, found := strings.CutPrefix(rest, " "+a); found && len(y) == 2 && dateDigitRun(y, 0) == 2 {
			return a, y, true
		}
	}
	return "", "", false
}

// dateYearTail reads " YYYY" at i up to the end of text.
func dateYearTail(text string, i int) (int, bool) {
	if i >= len(text) || text[i] != ' ' {
		return 0, false
	}
	return dateYear4(text[i+1:])
}

// parseDayFirst parses "15 March 2024", "15th March 2024", "15. März 2024", "1er mars 2024",
// "3 de julio de 1983", "15-Mar-2024", "15/Jul/2024", and the same without the year.
func parseDayFirst(text string, j int) (d DateValue, s DateShape, ok bool) {
	day := text[:j]
	d.Day = atoi(day)
	s = DateShape{Order: OrderDMY, YearDigits: 4, DayPad: padOf(day) == padYes}
	i := j
	var langs []DateLang
	var sep byte // '-' or '/' between day, month and year instead of spaces
	switch {
	case strings.HasPrefix(text[i:], ".") && !strings.HasPrefix(text[i:], ".º"):
		s.DayDot, langs = true, []DateLang{LangDE}
		i++
	case len(text) >= i+2 && (text[i:i+2] == "st" || text[i:i+2] == "nd" || text[i:i+2] == "rd" || text[i:i+2] == "th"):
		if s.DayPad || text[i:i+2] != ordinalSuffix(d.Day) {
			return d, s, false
		}
		s.Ordinal, langs = true, []DateLang{LangEN}
		i += 2
	case strings.HasPrefix(text[i:], "er"):
		if day != "1" {
			return d, s, false
		}
		langs = []DateLang{LangFR}
		i += 2
	case strings.HasPrefix(text[i:], " de "):
		langs = []DateLang{LangES}
		i += 3
	case strings.HasPrefix(text[i:], "º de "), strings.HasPrefix(text[i:], ".º de "):
		// Spanish "1º de mayo", "1.º de abril": the ordinal sign is kept as written, whatever
		// the day. (Not the degree sign some write for it: desanitize reads only letters and
		// digits of an echo.)
		n := strings.Index(text[i:], "º") + len("º")
		s.OrdSign, langs = text[i:i+n], []DateLang{LangES}
		i += n + 3
	case strings.HasPrefix(text[i:], "-"):
		s.Hyphen, sep = true, '-'
	case strings.HasPrefix(text[i:], "/"):
		// Apache pads the day: a two-digit day counts as padded.
		s.Slash, sep, s.DayPad = true, '/', padOf(day) != padNo
	}
	if s.Ordinal && strings.HasPrefix(text[i:], " day of ") {
		s.Of, s.DayOf = true, true
		i += 7
	} else if s.Ordinal && strings.HasPrefix(text[i:], " of ") {
		s.Of = true
		i += 3
	}
	if i >= len(text) || text[i] != ' ' && sep == 0 {
		return d, s, false
	}
	word, dot, next := monthWord(text, i+1)
	if sep != 0 {
		// 15-Mar-2024, 15/Jul/2024: the year follows a second separator, and an abbreviation
		// takes no dot; 21-May (a spreadsheet's d-mmm) has no year.
		if dot || next < len(text) && text[next] != sep || next == len(text) && sep != '-' {
			return d, s, false
		}
		if next < len(text) {
			text = text[:next] + " " + text[next+1:]
		}
	}
	plain := langs == nil // no mark of a language between the day and the month
	if plain {
		// Spanish comes last, and only with no "de" at all: "28 ago 2024", as Spanish e-mail
		// headers write it, "23 dic" as chats do.
		if strings.ToLower(word) == word {
			langs = []DateLang{LangFR, LangEN, LangDE, LangES}
		} else {
			langs = []DateLang{LangEN, LangDE, LangFR, LangES}
		}
	}
	if d.Month, ok = nameMonth(word, dot, langs, &s); !ok {
		return d, s, false
	}
	if sep != 0 && s.Form == MonthFull && s.Lang.names().abbr[d.Month-1] == strings.ToLower(word) {
		// "18/May/2024", "12-MAY-99": Apache, Jira and Oracle abbreviate every month, so a
		// name that is its own abbreviation ("May") is one here, and its ciphertext "Jul".
		s.Form = MonthAbbr
	}
	if plain && s.Lang == LangES {
		if strings.HasPrefix(text[next:], " de ") || sep != 0 {
			return d, s, false
		}
		s.NoDe = true // "28 ago 2024"; and "23 dic", "17 octubre" of a chat, with no year
	}
	if s.Lang == LangFR && d.Day == 1 && !strings.HasPrefix(text[j:], "er") {
		s.PlainFirst = true
	}
	if next == len(text) {
		// Month and day only: 15 March, 15. März, 18 août, 3 de julio, 21-May.
		s.NoYear, d.Year = true, NoYear
		return d, s, true
	}
	// English day first may put a comma before the year: 20 December, 2023.
	if sep == 0 && next < len(text) && text[next] == ',' {
		if s.Lang != LangEN {
			return d, s, false
		}
		s.Comma = true
		next++
	}
	if s.Lang == LangES && !s.NoDe {
		if !strings.HasPrefix(text[next:], " de ") {
			return d, s, false
		}
		next += 3
	}
	// With hyphens the year may have two digits, as Oracle's DD-MON-YY prints it: 12-Jan-99;
	// with slashes as Jira prints it: 14/Mar/24.
	// And with spaces as British bank statements print it, the day padded and the month
	// abbreviated: 01 Feb 24.
	if (s.Hyphen || s.Lang == LangEN && s.Form == MonthAbbr && !dot && (s.Slash || sep == 0 && len(day) == 2)) &&
		len(text) == next+3 && text[next] == ' ' && dateDigitRun(text, next+1) == len(text) {
		s.YearDigits, s.DayPad = 2, s.DayPad || sep == 0
		d.Year = TwoDigitYear(atoi(text[next+1:]))
		return d, s, true
	}
	if d.Year, ok = dateYearTail(text, next); !ok {
		return d, s, false
	}
	return d, s, true
}

// parseMonthFirst parses "March 15, 2024", "Mar. 5 2024", "March 5th, 2024" (English only),
// "March 15" and "Jun  2" (syslog) without a year, and month and year without a day: "March
// 2024", "März 2024", "juillet 2023", "julio de 2023".
func parseMonthFirst(text string) (d DateValue, s DateShape, ok bool) {
	word, dot, i := monthWord(text, 0)
	s = DateShape{Order: OrderMDY, YearDigits: 4}
	if i < len(text) && text[i] == '-' && !dot {
		return parseMonthYearHyphen(text[i+1:], word)
	}
	if i >= len(text) || text[i] != ' ' {
		return d, s, false
	}
	if apos, yy, ok := aposYear(text[i:]); ok {
		// "Mar '24", "March ’19": English only.
		if d.Month, ok = nameMonth(word, dot, []DateLang{LangEN}, &s); !ok {
			return d, s, false
		}
		s.NoDay, s.YearDigits, s.YearApos, d.Year, d.Day = true, 2, apos, TwoDigitYear(atoi(yy)), 1
		return d, s, true
	}
	if y, ok := dateYearTail(text, i); ok || strings.HasPrefix(text[i:], " de ") {
		// Month and year.
		// Spanish comes last and writes "de" before the year, or not ("junio 2023" in a CV).
		langs := []DateLang{LangEN, LangDE, LangFR, LangES}
		if strings.ToLower(word) == word {
			langs = []DateLang{LangFR, LangEN, LangDE, LangES}
		}
		direct := ok
		if !ok {
			if y, ok = dateYearTail(text, i+3); !ok {
				return d, s, false
			}
			langs = []DateLang{LangES}
		}
		if d.Month, ok = nameMonth(word, dot, langs, &s); !ok {
			return d, s, false
		}
		s.NoDay, s.NoDe, d.Year, d.Day = true, direct && s.Lang == LangES, y, 1
		return d, s, true
	}
	// Month first is English; a log's stamp in a Spanish or German locale too ("abr 03
	// 08:14:02", "Okt  3 08:14:02": parseDateIf keeps those to stamps with their time).
	if d.Month, ok = nameMonth(word, dot, []DateLang{LangEN, LangES, LangDE}, &s); !ok {
		return d, s, false
	}
	i++
	// syslog pads a one-digit day with a space: "Jun  2".
	if i+1 < len(text) && text[i] == ' ' && dateDigit(text[i+1]) && dateDigitRun(text, i+1) == i+2 {
		s.SpacePad = true
		i++
	}
	j := dateDigitRun(text, i)
	day := text[i:j]
	if len(day) < 1 || len(day) > 2 || s.SpacePad && len(day) != 1 {
		return d, s, false
	}
	d.Day = atoi(day)
	s.DayPad = padOf(day) == padYes
	if len(text) >= j+2 && text[j:j+2] == ordinalSuffix(d.Day) {
		if s.DayPad {
			return d, s, false
		}
		s.Ordinal = true
		j += 2
	}
	if j == len(text) {
		// Month and day only: March 15, March 15th; but "may 5" in lower case is a verb.
		if s.Case == CaseLower && d.Month == 5 {
			return d, s, false
		}
		s.NoYear, d.Year = true, NoYear
		return d, s, true
	}
	if j < len(text) && text[j] == ',' {
		s.Comma = true
		j++
	}
	if d.Year, ok = dateYearTail(text, j); !ok {
		return d, s, false
	}
	return d, s, true
}

// parseMonthYearHyphen parses the year after "May-" of a month and year as spreadsheets print
// them (mmm-yy, mmmm-yyyy): "May-21", "May-2021", "Sept-2024". The month is the word before the
// hyphen; a month name in lower case or with a dot is no such date.
func parseMonthYearHyphen(year, word string) (d DateValue, s DateShape, ok bool) {
	s = DateShape{Order: OrderMDY, NoDay: true, Hyphen: true}
	if strings.ToLower(word) == word || dateDigitRun(year, 0) != len(year) {
		return d, s, false
	}
	switch len(year) {
	case 2:
		s.YearDigits, d.Year = 2, TwoDigitYear(atoi(year))
	case 4:
		if d.Year, ok = dateYear4(year); !ok {
			return d, s, false
		}
		s.YearDigits = 4
	default:
		return d, s, false
	}
	if d.Month, ok = nameMonth(word, false, []DateLang{LangEN, LangDE, LangFR}, &s); !ok {
		return d, s, false
	}
	d.Day = 1
	return d, s, true
}

// FormatDate prints d in shape s. For a shape from ParseDate and a valid d it is the inverse of
// ParseDate wherever the printed text can be read back in that shape (see the package comment);
// callers that need exactness check ParseDate(FormatDate(d, s)) == (d, s).
func FormatDate(d DateValue, s DateShape) string {
	weekday := ""
	if s.Weekday.Lang != LangNone {
		weekday = weekdayText(d, s.Weekday)
	}
	if s.YearAfterTime {
		head := s
		head.NoYear = true
		return weekday + formatHead(d, head) + s.Tail + " " + dateItoa(d.Year) + s.Zone
	}
	return weekday + formatHead(d, s) + s.Tail
}

func formatHead(d DateValue, s DateShape) string {
	if s.Words.On {
		return formatWords(d, s)
	}
	if s.Glued {
		s.Glued, s.Hyphen = false, true
		return strings.ReplaceAll(formatHead(d, s), "-", "")
	}
	var b strings.Builder
	if s.Compact {
		return dateItoa(d.Year) + twoDigits(d.Month) + twoDigits(d.Day)
	}
	if s.Numeric() {
		field := func(v int, pad bool) {
			if pad && v < 10 {
				b.WriteByte('0')
			}
			b.WriteString(dateItoa(v))
		}
		year := func() { b.WriteString(yearText(d.Year, s.YearDigits)) }
		switch {
		case s.NoDay && s.Order == OrderYMD:
			year()
			b.WriteByte(s.Sep)
			field(d.Month, s.MonthPad)
		case s.NoDay:
			field(d.Month, s.MonthPad)
			b.WriteByte(s.Sep)
			year()
		case s.NoYear:
			first, second, firstPad, secondPad := d.Day, d.Month, s.DayPad, s.MonthPad
			if s.Order == OrderMDY {
				first, second, firstPad, secondPad = d.Month, d.Day, s.MonthPad, s.DayPad
			}
			field(first, firstPad)
			b.WriteByte(s.Sep)
			field(second, secondPad)
			if s.MonthDot {
				b.WriteByte('.')
			}
		case s.Order == OrderYMD || s.Order == OrderYDM:
			second, third, secondPad, thirdPad := d.Month, d.Day, s.MonthPad, s.DayPad
			if s.Order == OrderYDM {
				second, third, secondPad, thirdPad = d.Day, d.Month, s.DayPad, s.MonthPad
			}
			year()
			b.WriteByte(s.Sep)
			field(second, secondPad)
			b.WriteByte(s.Sep)
			field(third, thirdPad)
		case s.Order == OrderMDY:
			field(d.Month, s.MonthPad)
			b.WriteByte(s.Sep)
			field(d.Day, s.DayPad)
			b.WriteByte(s.Sep)
			year()
		default:
			field(d.Day, s.DayPad)
			b.WriteByte(s.Sep)
			field(d.Month, s.MonthPad)
			b.WriteByte(s.Sep)
			year()
		}
		return b.String()
	}
	day := func() {
		if s.DayPad && d.Day < 10 {
			b.WriteByte('0')
		}
		if s.SpacePad && d.Day < 10 {
			b.WriteByte(' ')
		}
		b.WriteString(dateItoa(d.Day))
		switch {
		case s.Ordinal:
			b.WriteString(ordinalSuffix(d.Day))
		case s.DayDot:
			b.WriteByte('.')
		case s.Lang == LangFR && d.Day == 1 && !s.PlainFirst:
			b.WriteString("er")
		}
		if s.RangeSep != "" {
			b.WriteString(s.RangeSep)
			last := d.Day + s.RangeDays
			if s.DayPad && last < 10 {
				b.WriteByte('0')
			}
			b.WriteString(dateItoa(last))
			if s.DayDot {
				b.WriteByte('.')
			}
		}
		b.WriteString(s.OrdSign)
		if s.DayOf {
			b.WriteString(" day")
		}
		if s.Of {
			b.WriteString(" of")
		}
		if s.Lang == LangES && !s.NoDe {
			b.WriteString(" de")
		}
	}
	month := func() {
		w := ""
		if t := s.Lang.names(); t != nil && d.Month >= 1 && d.Month <= 12 {
			w = t.canonical(d.Month, s.Form, s.Dot)
			if s.Alias != "" {
				if e, ok := t.aliases[s.Alias]; ok && e.month == d.Month {
					w = s.Alias
				}
			}
		}
		b.WriteString(withCase(w, s.Case))
		if s.Dot {
			b.WriteByte('.')
		}
	}
	switch {
	case s.NoDay && s.Hyphen:
		month()
		b.WriteByte('-')
		b.WriteString(yearText(d.Year, s.YearDigits))
		return b.String()
	case s.NoDay:
		month()
		if s.Lang == LangES && !s.NoDe {
			b.WriteString(" de")
		}
	case s.Order == OrderMDY:
		month()
		b.WriteByte(' ')
		day()
		if s.NoYear {
			return b.String()
		}
		if s.Comma {
			b.WriteByte(',')
		}
	default:
		sep := byte(' ')
		switch {
		case s.Hyphen:
			sep = '-'
		case s.Slash:
			sep = '/'
		}
		day()
		b.WriteByte(sep)
		month()
		if s.NoYear {
			return b.String()
		}
		if s.Lang == LangES && !s.NoDe {
			b.WriteString(" de")
		}
		if s.Comma {
			b.WriteByte(',')
		}
		b.WriteByte(sep)
		b.WriteString(yearText(d.Year, s.YearDigits))
		return b.String()
	}
	b.WriteByte(' ')
	if s.YearApos != "" {
		b.WriteString(s.YearApos)
		b.WriteString(yearText(d.Year, 2))
		return b.String()
	}
	b.WriteString(dateItoa(d.Year))
	return b.String()
}

// yearText prints year y with 2 digits (its last two) or in full.
func yearText(y, digits int) string {
	if digits == 2 {
		return twoDigits(((y % 100) + 100) % 100)
	}
	return dateItoa(y)
}

func twoDigits(n int) string { return string([]byte{byte('0' + n/10%10), byte('0' + n%10)}) }

func dateItoa(n int) string {
	if n < 0 {
		return "-" + dateItoa(-n)
	}
	var buf [20]byte
	i := len(buf)
	for {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return string(buf[i:])
}
