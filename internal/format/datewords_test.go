package format

import "testing"

// TestDateWords reads dates in words as Spanish and French deeds and civil records write them,
// and prints them back byte for byte.
func TestDateWords(t *testing.T) {
	for _, tt := range []struct {
		text string
		want DateValue
	}{
		{"veinticuatro de octubre de dos mil veinticuatro", DateValue{2024, 10, 24}},
		{"veinte días del mes de febrero de dos mil veinticinco", DateValue{2025, 2, 20}},
		{"veintitrés días del mes de septiembre de dos mil veinticuatro", DateValue{2024, 9, 23}},
		{"diez y ocho de enero de mil ochocientos noventa y siete", DateValue{1897, 1, 18}},
		{"veinte y tres días del mes de abril de mil setecientos ochenta y nueve", DateValue{1789, 4, 23}},
		{"Veintidós de mayo de dos mil dieciocho", DateValue{2018, 5, 22}},
		{"treinta y uno de diciembre de mil novecientos", DateValue{1900, 12, 31}},
		{"dieciséis de julio de mil seiscientos uno", DateValue{1601, 7, 16}},
		{"primero de mayo", DateValue{NoYear, 5, 1}},
		{"dos de mayo de 2024", DateValue{2024, 5, 2}},
		{"veintiún días del mes de marzo de 2025", DateValue{2025, 3, 21}},
		{"treinta y un días del mes de enero de 2024", DateValue{2024, 1, 31}},
		{"veinte (20) días del mes de febrero de 2025", DateValue{2025, 2, 20}},
		{"quince (15) días del mes de marzo de dos mil veinticinco (2025)", DateValue{2025, 3, 15}},
		{"quatorze avril mil neuf cent vingt-deux", DateValue{1922, 4, 14}},
		{"vingt-deux mars deux mille vingt-cinq", DateValue{2025, 3, 22}},
		{"vingt et un juin mille neuf cent quatre-vingt-dix-sept", DateValue{1997, 6, 21}},
		{"trente et un mai mille neuf cent soixante et onze", DateValue{1971, 5, 31}},
		{"premier août mille neuf cent quatre-vingts", DateValue{1980, 8, 1}},
		{"deux janvier mille neuf cents", DateValue{1900, 1, 2}},
		{"DIX-HUIT OCTOBRE", DateValue{NoYear, 10, 18}},
		{"Quinze novembre", DateValue{NoYear, 11, 15}},
	} {
		if s, ok := readsBack(t, ParseDate, tt.text, tt.want); ok && !s.Words.On {
			t.Errorf("ParseDate(%q): not read as words", tt.text)
		}
	}
	rejects(t, ParseDate,
		"uno de mayo", "un mars", // the first is primero, premier
		"treinta de febrero de dos mil", "trente et un avril", // no such day
		"veinte de mayo de dos mil veinticuatro años", "quatorze avril mil neuf cent x", // a year and more
		"vingt et un mars mille neuf cent quatre-vingt", "mil novecientos", // misspelt; no day and month
		"Veinte De Mayo", "quatorze  avril", "vingt-deux mars deux mille cent", // case, spaces, year range
		"veinte de mayo de mil quinientos", "dos de mayo de 0999",
		"veintiuno días del mes de marzo de 2025", "primero días del mes de mayo de 2024", // "veintiún días"; "primer día"
		"veinte (21) días del mes de febrero de 2025", "veinte (020) días del mes de febrero de 2025",
		"quince días del mes de marzo de dos mil veinticinco (2024)",
	)
}

// readsBack checks that parse reads text as want and that FormatDate prints it back as text;
// it returns the shape read.
func readsBack(t *testing.T, parse func(string) (DateValue, DateShape, bool), text string, want DateValue) (DateShape, bool) {
	t.Helper()
	d, s, ok := parse(text)
	if !ok || d != want {
		t.Errorf("parsing %q = %+v, %v; want %+v", text, d, ok, want)
		return s, false
	}
	if got := FormatDate(d, s); got != text {
		t.Errorf("%q printed back as %q", text, got)
	}
	return s, true
}

// rejects checks that parse reads none of texts.
func rejects(t *testing.T, parse func(string) (DateValue, DateShape, bool), texts ...string) {
	t.Helper()
	for _, text := range texts {
		if _, _, ok := parse(text); ok {
			t.Errorf("%q accepted", text)
		}
	}
}

// TestNumberWords checks the spelling of numbers against the rules of each language: Spanish
// one word up to 29 ("veintitrés"), then tens "y" units; French hyphens below a hundred, "et un"
// and "et onze", "quatre-vingts" with its s only when nothing follows, "cents" likewise.
func TestNumberWords(t *testing.T) {
	for n, want := range map[int]string{1: "uno", 16: "dieciséis", 21: "veintiuno", 22: "veintidós", 30: "treinta", 31: "treinta y uno", 45: "cuarenta y cinco", 99: "noventa y nueve"} {
		if got := esNumber(n, false); got != want {
			t.Errorf("esNumber(%d) = %q; want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{17: "diez y siete", 23: "veinte y tres", 15: "quince", 20: "veinte", 31: "treinta y uno"} {
		if got := esNumber(n, true); got != want {
			t.Errorf("esNumber(%d, apart) = %q; want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{1: "un", 16: "seize", 17: "dix-sept", 21: "vingt et un", 22: "vingt-deux", 60: "soixante", 70: "soixante-dix", 71: "soixante et onze", 77: "soixante-dix-sept", 80: "quatre-vingts", 81: "quatre-vingt-un", 90: "quatre-vingt-dix", 91: "quatre-vingt-onze", 99: "quatre-vingt-dix-neuf"} {
		if got := frNumber(n); got != want {
			t.Errorf("frNumber(%d) = %q; want %q", n, got, want)
		}
	}
	for _, tt := range []struct {
		y    int
		lang DateLang
		mil  bool
		want string
	}{
		{2024, LangES, false, "dos mil veinticuatro"}, {2000, LangES, false, "dos mil"}, {1897, LangES, false, "mil ochocientos noventa y siete"},
		{1600, LangES, false, "mil seiscientos"}, {1999, LangES, false, "mil novecientos noventa y nueve"},
		{1922, LangFR, true, "mil neuf cent vingt-deux"}, {1922, LangFR, false, "mille neuf cent vingt-deux"},
		{1900, LangFR, false, "mille neuf cents"}, {2025, LangFR, false, "deux mille vingt-cinq"}, {2008, LangFR, true, "deux mil huit"},
		{1601, LangFR, false, "mille six cent un"},
	} {
		if got := yearWords(tt.y, tt.lang, tt.mil); got != tt.want {
			t.Errorf("yearWords(%d) = %q; want %q", tt.y, got, tt.want)
		}
	}
	// Every day and year reads back as itself, in both languages and spellings.
	for _, lang := range []DateLang{LangES, LangFR} {
		for _, apart := range []bool{false, true} {
			for d := 1; d <= 31; d++ {
				if got, _, ok := wordsDay(dayWords(d, lang, apart), lang, false); !ok || got != d {
					t.Errorf("day %d (%v, apart %v) reads back as %d, %v", d, lang, apart, got, ok)
				}
			}
			for y := DateYearEarliest; y <= DateYearMax; y++ {
				if got, mil, ok := wordsYear(yearWords(y, lang, apart), lang); !ok || got != y || mil != (apart && lang == LangFR) {
					t.Errorf("year %d (%v, mil %v) reads back as %d, %v, %v", y, lang, apart, got, mil, ok)
				}
			}
		}
	}
}
