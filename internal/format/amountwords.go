package format

import (
	"math"
	"strings"
	"sync"
	"unicode"
)

// Amounts of money in words, as contracts, deeds and cheques write them, most often right after
// the digits of the same amount:
//
//	the sum of $7,500 (seven thousand five hundred dollars)                        English
//	Security deposit: $1,685.00 (One Thousand Six Hundred Eighty-Five Dollars)     English, capitals
//	una renta mensual de $18,500.00 (DIECIOCHO MIL QUINIENTOS PESOS 00/100 M.N.)  Spanish, the cents
//	la somme de deux cent mille euros                                              French
//	1.180.000,00 EUR (in Worten: eine Million einhundertachtzigtausend Euro)        German
//
// A release of the digits that left the words in clear would give the amount away, so an amount
// in words is money like any other: read here to its value, and written back in words of the
// same language and case (Canon keeps them, as it keeps the currency word). Reading is lenient
// about spelling (British "hundred and five", "twenty-five hundred", Spanish feminine hundreds,
// German "hundert" or "einhundert"); writing is one spelling per language.

// AmountWords is how an amount in words is written (Number.Words); the zero value is an amount
// in digits.
type AmountWords struct {
	Lang  DateLang  // LangEN, LangES, LangFR or LangDE
	Case  WordsCase // the case of the number words
	Cents bool      // "NN/100" after the currency word, as Mexican contracts write the cents
	MN    bool      // " M.N" (moneda nacional) after the cents
}

// WordsCase is the case of an amount's number words.
type WordsCase uint8

// The cases of number words. German nouns (Million, Milliarde) keep their capital in the lower
// and first-capital cases.
const (
	WordsLower WordsCase = iota + 1 // "seven thousand"
	WordsUpper                      // "SEVEN THOUSAND"
	WordsFirst                      // "Seven thousand"
	WordsEach                       // "Seven Thousand", "Eighty-Five"
)

// amountCurrencies are the currency words an amount in words ends with, in lower case. The
// longest come first, so that "pesos mexicanos" is not read as "pesos" and more words.
var amountCurrencies = []string{
	"united states dollars", "u.s. dollars", "us dollars", "canadian dollars", "australian dollars", "pounds sterling",
	"dólares estadounidenses", "dólares canadienses", "pesos mexicanos", "pesos colombianos", "pesos chilenos", "pesos argentinos",
	"francs suisses", "francs cfa", "schweizer franken",
	"de pesos", "de dólares", "de euros", "d'euros", "d’euros", "de dollars", "de francs",
	"dollars", "dollar", "euros", "euro", "pounds", "pound", "pesos", "peso", "dólares", "rupees", "cents", "bucks",
	"quetzales", "lempiras", "colones", "bolívares", "francs", "franken", "pfund", "dirhams",
}

// ParseAmountWords reads an amount in words with its currency word ("seven thousand five hundred
// dollars", "TREINTA Y SIETE MIL PESOS 00/100 M.N"). The Number's Suffix is the currency word
// with its space, as written; Words says how the amount is spelled.
func ParseAmountWords(text string) (Number, error) {
	var n Number
	rest := text
	if r, ok := strings.CutSuffix(rest, " M.N"); ok {
		rest, n.Words.MN = r, true
	}
	cents := 0
	if i := strings.LastIndexByte(rest, ' '); i > 0 && len(rest)-i == 7 && strings.HasSuffix(rest, "/100") && dateDigitRun(rest, i+1) == i+3 {
		cents, n.Words.Cents = atoi(rest[i+1:i+3]), true
		rest = rest[:i]
	}
	if n.Words.MN && !n.Words.Cents {
		return n, errNum("M.N without cents")
	}
	words := ""
	for _, c := range amountCurrencies {
		if i := len(rest) - len(c); i > 0 && rest[i-1] == ' ' && strings.EqualFold(rest[i:], c) {
			words = rest[:i-1]
			break
		}
	}
	if words == "" {
		return n, errNum("no currency word after the number words")
	}
	n.Suffix = rest[len(words):]
	lower := strings.ToLower(words)
	for _, lang := range []DateLang{LangEN, LangES, LangFR, LangDE} {
		v, ok := readAmountWords(lower, lang)
		if !ok {
			continue
		}
		c, ok := amountCase(words, n.Suffix, lang)
		if !ok {
			return n, errNum("mixed case")
		}
		n.Words.Lang, n.Words.Case = lang, c
		n.Value, n.Magnitude = float64(v)+float64(cents)/100, 1
		return n, nil
	}
	return n, errNum("not a number in words")
}

// amountCase classifies the case of the number words w, followed by the currency cur. A lone
// capitalised number word ("Eleven") takes the case of its currency word: "Eleven Dollars" is
// WordsEach, "Eleven dollars" WordsFirst. German nouns are left out: they are always capitalised.
func amountCase(w, cur string, lang DateLang) (WordsCase, bool) {
	var fields []string
	for _, f := range strings.Fields(w) {
		if !(lang == LangDE && isGermanNoun(strings.ToLower(f))) {
			fields = append(fields, f)
		}
	}
	joined := strings.Join(fields, " ")
	low := strings.ToLower(joined)
	switch joined {
	case low:
		return WordsLower, true
	case strings.ToUpper(low):
		return WordsUpper, true
	case capitalize(low):
		if len(fields) == 1 {
			return canonWordsCase(AmountWords{Lang: lang, Case: WordsFirst}, cur), true
		}
		return WordsFirst, true
	}
	for _, f := range fields {
		if l := strings.ToLower(f); f != capitalize(l) && f != withWordsCase(l, WordsEach) { // "Eighty-five", "Eighty-Five"
			return 0, false
		}
	}
	return WordsEach, true
}

// canonWordsCase is the case a release of an amount written w is printed in: lower or upper
// case as written; otherwise every word capitalised where the currency word is ("Dollars"),
// else the first (German, whose currency nouns are always capitalised, the first only). A
// release spelled in one word reads back in the same case whatever its length.
func canonWordsCase(w AmountWords, cur string) WordsCase {
	if w.Case == WordsLower || w.Case == WordsUpper {
		return w.Case
	}
	c := strings.TrimSpace(cur)
	if w.Lang != LangDE && c != strings.ToLower(c) && c != strings.ToUpper(c) {
		return WordsEach
	}
	return WordsFirst
}

// amountTok is one number word of an amount: what it does to the value being read.
type amountTok struct {
	kind amountKind
	val  int64
}

type amountKind uint8

const (
	tokNum      amountKind = iota + 1 // 1-90: "seven", "veintiún", "quatre"
	tokHundreds                       // Spanish hundreds, 100-900: "ciento", "quinientos"
	tokHundred                        // multiplies by a hundred: "hundred", "cent", "hundert"
	tokThousand                       // "thousand", "mil", "mille", "tausend"
	tokScale                          // a million and up: "million", "millones", "Milliarde"
	tokAnd                            // "and", "y", "et", "und"
	tokZero
)

// readAmountWords reads the number words w (in lower case) of lang to their value.
func readAmountWords(w string, lang DateLang) (int64, bool) {
	toks, ok := amountTokens(w, lang)
	if !ok || len(toks) == 0 {
		return 0, false
	}
	if toks[0].kind == tokZero {
		return 0, len(toks) == 1
	}
	var total, big, small int64
	last := int64(math.MaxInt64)
	prevAnd := false
	for i, t := range toks {
		switch t.kind {
		case tokZero:
			return 0, false
		case tokAnd:
			if i == 0 || i == len(toks)-1 || prevAnd {
				return 0, false
			}
			prevAnd = true
			continue
		case tokNum:
			low := small % 100
			switch v := t.val; {
			case lang == LangFR && v == 20 && low == 4: // "quatre-vingt"
				small += 76
			case lang == LangDE && prevAnd && v >= 20 && low > 0 && low < 10: // "fünfundzwanzig"
				small += v
			case v < 10 && small%10 == 0 && (low < 10 || low >= 20):
				small += v
			case lang == LangFR && v < 10 && low%20 == 10: // "dix-sept", "soixante-dix-sept"
				small += v
			case v >= 10 && v < 20 && (low == 0 || lang == LangFR && (low == 60 || low == 80)):
				small += v
			case v >= 20 && low == 0:
				small += v
			default:
				return 0, false
			}
		case tokHundreds:
			if small != 0 {
				return 0, false
			}
			small = t.val
		case tokHundred: // "hundred dollars" alone is "a hundred"
			if small >= 100 {
				return 0, false
			}
			small = max(small, 1) * 100
		case tokThousand:
			if big != 0 {
				return 0, false
			}
			big, small = max(small, 1)*1000, 0
		case tokScale:
			v := big + small
			if v == 0 && i == 0 {
				v = 1 // "million dollars", of "a million dollars"
			}
			if v == 0 || t.val >= last {
				return 0, false
			}
			total += v * t.val
			big, small, last = 0, 0, t.val
		}
		prevAnd = false
	}
	return total + big + small, true
}

// amountTokens splits w into the number words of lang; German compounds into their parts
// ("einhundertachtzigtausend": ein, hundert, achtzig, tausend).
func amountTokens(w string, lang DateLang) ([]amountTok, bool) {
	lex := amountLexicons()[lang]
	var toks []amountTok
	for _, f := range strings.FieldsFunc(w, func(r rune) bool { return r == ' ' || r == '-' && lang != LangDE }) {
		if lang != LangDE {
			t, ok := lex[f]
			if !ok {
				return nil, false
			}
			toks = append(toks, t)
			continue
		}
		for f != "" {
			best := ""
			for m := range lex {
				if len(m) > len(best) && strings.HasPrefix(f, m) {
					best = m
				}
			}
			if best == "" {
				return nil, false
			}
			toks = append(toks, lex[best])
			f = f[len(best):]
		}
	}
	return toks, true
}

// amountLexicons are the number words of each language, built once.
var amountLexicons = sync.OnceValue(func() map[DateLang]map[string]amountTok {
	m := map[DateLang]map[string]amountTok{}
	for _, lang := range []DateLang{LangEN, LangES, LangFR, LangDE} {
		m[lang] = amountLexicon(lang)
	}
	return m
})

// amountLexicon returns the number words of lang: its numbers below twenty or thirty and its
// tens as the dates in words spell them, and the rest.
func amountLexicon(lang DateLang) map[string]amountTok {
	lex := map[string]amountTok{}
	set := func(k amountKind, v int64, words ...string) {
		for _, w := range words {
			lex[w] = amountTok{k, v}
		}
	}
	var small, tens []string
	switch lang {
	case LangEN:
		small, tens = enSmall[:], enTens[:]
		set(tokHundred, 100, "hundred")
		set(tokThousand, 1000, "thousand")
		set(tokScale, 1e6, "million")
		set(tokScale, 1e9, "billion")
		set(tokScale, 1e12, "trillion")
		set(tokAnd, 0, "and")
	case LangES:
		small, tens = esSmall[:], esTens[:]
		set(tokNum, 1, "un", "una")
		set(tokNum, 21, "veintiún", "veintiuna")
		for i, w := range esHundreds {
			if w != "" {
				set(tokHundreds, int64(i*100), w, strings.TrimSuffix(w, "os")+"as")
			}
		}
		set(tokHundreds, 100, "cien", "ciento")
		set(tokThousand, 1000, "mil")
		set(tokScale, 1e6, "millón", "millones")
		set(tokScale, 1e12, "billón", "billones")
		set(tokAnd, 0, "y")
	case LangFR:
		small, tens = frSmall[:], frTens[:]
		set(tokNum, 1, "une")
		set(tokNum, 20, "vingts")
		set(tokHundred, 100, "cent", "cents")
		set(tokThousand, 1000, "mille", "mil")
		set(tokScale, 1e6, "million", "millions")
		set(tokScale, 1e9, "milliard", "milliards")
		set(tokScale, 1e12, "billion", "billions")
		set(tokAnd, 0, "et")
	case LangDE:
		small, tens = deSmall[:], deTens[:]
		set(tokNum, 1, "ein", "eine")
		set(tokHundred, 100, "hundert")
		set(tokThousand, 1000, "tausend")
		set(tokScale, 1e6, "million", "millionen")
		set(tokScale, 1e9, "milliarde", "milliarden")
		set(tokScale, 1e12, "billion", "billionen")
		set(tokAnd, 0, "und")
	}
	set(tokZero, 0, zeroWords[lang])
	for i, w := range small {
		set(tokNum, int64(i), w)
	}
	for i, w := range tens {
		set(tokNum, int64(i*10), w)
	}
	delete(lex, "") // the arrays' unused places
	return lex
}

var (
	enSmall = [...]string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	enTens  = [...]string{2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
	deSmall = [...]string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
		"elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	deTens = [...]string{2: "zwanzig", 3: "dreißig", 4: "vierzig", 5: "fünfzig", 6: "sechzig", 7: "siebzig", 8: "achtzig", 9: "neunzig"}
)

// isGermanNoun reports whether w (lower case) is a German number noun, capitalised in writing.
func isGermanNoun(w string) bool {
	switch w {
	case "million", "millionen", "milliarde", "milliarden", "billion", "billionen":
		return true
	}
	return false
}

// zeroWords spell a zero amount.
var zeroWords = [...]string{LangEN: "zero", LangES: "cero", LangFR: "zéro", LangDE: "null"}

// amountScale is one named power of a thousand above the thousands, in every language.
type amountScale struct {
	val                    int64
	en, es, fr, de, deMany string
}

var amountScales = []amountScale{
	{1e12, "trillion", "billón", "billion", "Billion", "Billionen"},
	{1e9, "billion", "", "milliard", "Milliarde", "Milliarden"}, // Spanish counts "mil millones"
	{1e6, "million", "millón", "million", "Million", "Millionen"},
}

// spellAmount spells the whole number v (0 <= v < 10^15) in lang, in lower case but for German
// nouns.
func spellAmount(v int64, lang DateLang) string {
	if v == 0 {
		return zeroWords[lang]
	}
	var parts []string
	for i, s := range amountScales {
		q := v / s.val
		if i > 0 {
			q %= amountScales[i-1].val / s.val
		}
		if lang == LangES && s.val == 1e6 {
			q = v / s.val % 1e6 // "mil millones", "doscientos mil millones"
		}
		if q == 0 || lang == LangES && s.es == "" {
			continue
		}
		switch lang {
		case LangEN:
			parts = append(parts, spellBelowThousand(q, lang)+" "+s.en)
		case LangES:
			if q == 1 {
				parts = append(parts, "un "+s.es)
			} else {
				parts = append(parts, beforeNoun(spellBelowMillion(q, lang))+" "+strings.TrimSuffix(s.es, "ón")+"ones")
			}
		case LangFR:
			if q == 1 {
				parts = append(parts, "un "+s.fr)
			} else {
				parts = append(parts, spellBelowThousand(q, lang)+" "+s.fr+"s")
			}
		case LangDE:
			if q == 1 {
				parts = append(parts, "eine "+s.de)
			} else {
				parts = append(parts, spellBelowMillion(q, lang)+" "+s.deMany)
			}
		}
	}
	if r := v % 1e6; r > 0 {
		parts = append(parts, spellBelowMillion(r, lang))
	}
	return strings.Join(parts, " ")
}

// spellBelowMillion spells 1-999,999.
func spellBelowMillion(v int64, lang DateLang) string {
	th, r := v/1000, v%1000
	var parts []string
	switch {
	case th == 0:
	case lang == LangDE:
		parts = append(parts, deBelowThousand(th, false)+"tausend")
	case th == 1 && lang == LangES:
		parts = append(parts, "mil")
	case th == 1 && lang == LangFR:
		parts = append(parts, "mille")
	case lang == LangES:
		parts = append(parts, beforeNoun(spellBelowThousand(th, lang))+" mil")
	case lang == LangFR:
		parts = append(parts, frBelowThousand(th, false)+" mille")
	default:
		parts = append(parts, spellBelowThousand(th, lang)+" thousand")
	}
	if r > 0 {
		if lang == LangDE {
			return strings.Join(parts, "") + deBelowThousand(r, true)
		}
		parts = append(parts, spellBelowThousand(r, lang))
	}
	return strings.Join(parts, " ")
}

// spellBelowThousand spells 1-999.
func spellBelowThousand(v int64, lang DateLang) string {
	switch lang {
	case LangFR:
		return frBelowThousand(v, true)
	case LangDE:
		return deBelowThousand(v, true)
	}
	h, r := v/100, int(v%100)
	var parts []string
	switch {
	case lang == LangES && h == 1 && r == 0:
		parts = append(parts, "cien")
	case lang == LangES && h > 0:
		parts = append(parts, esHundreds[h])
	case h > 0:
		parts = append(parts, enSmall[h]+" hundred")
	}
	switch {
	case r == 0:
	case lang == LangES:
		parts = append(parts, esNumber(r, false))
	case r < 20:
		parts = append(parts, enSmall[r])
	case r%10 == 0:
		parts = append(parts, enTens[r/10])
	default:
		parts = append(parts, enTens[r/10]+"-"+enSmall[r%10])
	}
	return strings.Join(parts, " ")
}

// frBelowThousand spells 1-999 in French; final is false before "mille", where "cents" and
// "quatre-vingts" lose their s.
func frBelowThousand(v int64, final bool) string {
	h, r := v/100, int(v%100)
	var parts []string
	switch {
	case h == 1:
		parts = append(parts, "cent")
	case h > 1 && r == 0 && final:
		parts = append(parts, frSmall[h]+" cents")
	case h > 1:
		parts = append(parts, frSmall[h]+" cent")
	}
	if r > 0 {
		w := frNumber(r)
		if r == 80 && !final {
			w = "quatre-vingt"
		}
		parts = append(parts, w)
	}
	return strings.Join(parts, " ")
}

// deBelowThousand spells 1-999 in German as one word, "einhundert" for a hundred; final is
// false before "tausend", where one is "ein" and not "eins".
func deBelowThousand(v int64, final bool) string {
	h, r := v/100, int(v%100)
	var b strings.Builder
	if h > 0 {
		b.WriteString(deUnit(int(h)) + "hundert")
	}
	switch {
	case r == 0:
	case r == 1 && final:
		b.WriteString("eins")
	case r < 20:
		b.WriteString(deUnit(r))
	case r%10 == 0:
		b.WriteString(deTens[r/10])
	default:
		b.WriteString(deUnit(r%10) + "und" + deTens[r/10])
	}
	return b.String()
}

// deUnit is a German number below twenty inside a compound: one is "ein".
func deUnit(n int) string {
	if n == 1 {
		return "ein"
	}
	return deSmall[n]
}

// formatAmountWords writes v, rounded to q (a power of ten not above 1), as an amount in words
// w followed by the currency cur.
func formatAmountWords(v, q float64, w AmountWords, cur string) string {
	v = math.Max(0, roundQ(v, math.Min(q, 1)))
	whole := math.Floor(v)
	cents := int(math.Round((v - whole) * 100))
	if cents == 100 {
		whole, cents = whole+1, 0
	}
	if !w.Cents && cents >= 50 {
		whole++ // no cents in words: to the nearest whole amount
	}
	s := withWordsCase(spellAmount(int64(math.Min(whole, 1e15-1)), w.Lang), w.Case)
	s += cur
	if w.Cents {
		s += " " + string(rune('0'+cents/10)) + string(rune('0'+cents%10)) + "/100"
		if w.MN {
			s += " M.N"
		}
	}
	return s
}

// withWordsCase writes number words (lower case but for German nouns) in case c.
func withWordsCase(s string, c WordsCase) string {
	switch c {
	case WordsUpper:
		return strings.ToUpper(s)
	case WordsFirst:
		return capitalize(s)
	case WordsEach:
		var b strings.Builder
		up := true
		for _, r := range s {
			if up {
				r = unicode.ToUpper(r)
			}
			up = r == ' ' || r == '-'
			b.WriteRune(r)
		}
		return b.String()
	}
	return s
}
