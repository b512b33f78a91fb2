package format

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParseAmountWords(t *testing.T) {
	for _, tt := range []struct {
		in    string
		value float64
		lang  DateLang
		c     WordsCase
	}{
		{"seven thousand five hundred dollars", 7500, LangEN, WordsLower},
		{"One Thousand Six Hundred Eighty-Five Dollars", 1685, LangEN, WordsEach},
		{"Twelve Million Five Hundred Thousand United States Dollars", 12_500_000, LangEN, WordsEach},
		{"Two hundred pounds", 200, LangEN, WordsFirst},
		{"Eleven Dollars", 11, LangEN, WordsEach},
		{"Eleven dollars", 11, LangEN, WordsFirst},
		{"twenty-five hundred dollars", 2500, LangEN, WordsLower},
		{"one hundred and five pounds", 105, LangEN, WordsLower},
		{"hundred dollars", 100, LangEN, WordsLower},
		{"CINCO MILLONES CUATROCIENTOS MIL PESOS", 5_400_000, LangES, WordsUpper},
		{"DIECIOCHO MIL QUINIENTOS PESOS 00/100 M.N", 18_500, LangES, WordsUpper},
		{"treinta y siete mil pesos 50/100", 37_000.5, LangES, WordsLower},
		{"ochocientos treinta y cinco mil pesos", 835_000, LangES, WordsLower},
		{"veintiún mil dólares", 21_000, LangES, WordsLower},
		{"un millón de pesos", 1_000_000, LangES, WordsLower},
		{"mil millones de pesos", 1e9, LangES, WordsLower},
		{"doscientas mil pesos", 200_000, LangES, WordsLower},
		{"deux cent mille euros", 200_000, LangFR, WordsLower},
		{"quatre-vingt-dix-sept euros", 97, LangFR, WordsLower},
		{"soixante et onze mille euros", 71_000, LangFR, WordsLower},
		{"quatre-vingts euros", 80, LangFR, WordsLower},
		{"deux millions d'euros", 2_000_000, LangFR, WordsLower},
		{"eine Million einhundertachtzigtausend Euro", 1_180_000, LangDE, WordsLower},
		{"fünfundzwanzigtausend Euro", 25_000, LangDE, WordsLower},
		{"Dreihundertelf Euro", 311, LangDE, WordsFirst},
		{"zero dollars", 0, LangEN, WordsLower},
	} {
		n, err := ParseMoney(tt.in)
		if err != nil {
			t.Errorf("%q: %v", tt.in, err)
			continue
		}
		if n.Value != tt.value || n.Words.Lang != tt.lang || n.Words.Case != tt.c {
			t.Errorf("%q = %v %+v, want %v lang %d case %d", tt.in, n.Value, n.Words, tt.value, tt.lang, tt.c)
		}
		if got := n.Format(n.Value); !ValidMoney(got) {
			t.Errorf("%q written in its own style %q does not read back", tt.in, got)
		}
	}
	for _, in := range []string{
		"five five dollars",             // two units
		"and five dollars",              // a connector first
		"five and dollars",              // a connector last
		"Seven THOUSAND dollars",        // mixed case
		"uno two euros",                 // two languages
		"seven thousand",                // no currency
		"seven thousand thousand euros", // a scale twice
		"million million dollars",
		"twenty thirty dollars",
		"cinco pesos M.N",   // M.N without cents
		"cinco pesos 5/100", // one digit of cents
		"dollars",
	} {
		if n, err := ParseMoney(in); err == nil {
			t.Errorf("%q read as %v %+v", in, n.Value, n.Words)
		}
	}
}

// The spellings of each language for numbers whose spelling its rules single out.
func TestSpellAmount(t *testing.T) {
	for _, tt := range []struct {
		v    int64
		lang DateLang
		want string
	}{
		{1685, LangEN, "one thousand six hundred eighty-five"},
		{12_500_000, LangEN, "twelve million five hundred thousand"},
		{3_000_000_017, LangEN, "three billion seventeen"},
		{100, LangES, "cien"},
		{101, LangES, "ciento uno"},
		{21_000, LangES, "veintiún mil"},
		{31_000_000, LangES, "treinta y un millones"},
		{1_000_000, LangES, "un millón"},
		{1_500_000_000, LangES, "mil quinientos millones"},
		{2_000_000_000_000, LangES, "dos billones"},
		{71, LangFR, "soixante et onze"},
		{80, LangFR, "quatre-vingts"},
		{80_000, LangFR, "quatre-vingt mille"},
		{200, LangFR, "deux cents"},
		{200_000, LangFR, "deux cent mille"},
		{280_000_000, LangFR, "deux cent quatre-vingts millions"},
		{1_001, LangFR, "mille un"},
		{101, LangDE, "einhunderteins"},
		{21_000, LangDE, "einundzwanzigtausend"},
		{1_180_000, LangDE, "eine Million einhundertachtzigtausend"},
		{2_000_001, LangDE, "zwei Millionen eins"},
		{0, LangDE, "null"},
	} {
		if got := spellAmount(tt.v, tt.lang); got != tt.want {
			t.Errorf("spellAmount(%d, %d) = %q, want %q", tt.v, tt.lang, got, tt.want)
		}
	}
}

// Every amount, in every language and case, is written as words that read back as the same
// amount and the same canonical form: what a release must be to be found and restored again.
func TestAmountWordsRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	values := []int64{}
	for v := int64(0); v <= 2100; v++ {
		values = append(values, v)
	}
	for range 3000 {
		values = append(values, int64(math.Pow(10, r.Float64()*13)))
	}
	for _, lang := range []DateLang{LangEN, LangES, LangFR, LangDE} {
		for _, c := range []WordsCase{WordsLower, WordsUpper, WordsFirst, WordsEach} {
			for _, cur := range []string{" euros", " Euros", " EUROS"} {
				w := AmountWords{Lang: lang, Case: c}
				canon := Canon{kind: KindMoney, words: w, suffix: cur}
				canon.words.Case = canonWordsCase(w, cur)
				for _, v := range values {
					out := canon.Format(float64(v), 1)
					n, err := ParseMoney(out)
					if err != nil {
						t.Fatalf("%d (lang %d, case %d) written %q: %v", v, lang, c, out, err)
					}
					got := CanonOf(KindMoney, n)
					if got.words.Lang != lang {
						// A word two languages share ("six euros", "un euros") reads in the first
						// of them; it must read in its own too.
						if _, ok := readAmountWords(strings.ToLower(strings.TrimSuffix(out, cur)), lang); ok {
							got.words.Lang = lang
						}
					}
					if n.Value != float64(v) || got != canon {
						t.Fatalf("%d (lang %d, case %d) written %q reads back %v %+v", v, lang, c, out, n.Value, CanonOf(KindMoney, n))
					}
				}
			}
		}
	}
}
