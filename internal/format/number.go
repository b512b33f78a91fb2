package format

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Number is a numeric token as it was written: its value and the style to write another value
// the same way (currency before or after, thousands and decimal separators, number of decimals,
// magnitude word). The value types of package sanitize read a span with [ParseNumber] but write
// their releases in a [Canon] form, which keeps none of this style but the currency or percent
// word: a style copied from the input would tell inputs apart that the noise cannot. [Number.Format]
// writes a value in a given style, as desanitizing does to restore an original in the style the
// answer echoed it in.
type Number struct {
	Value float64

	Prefix    string  // text before the sign and digits: "$", "USD ", "€"
	Sign      string  // "", "-", "+" or "−" (U+2212), written between Prefix and the digits
	Group     string  // thousands separator: "", ",", ".", " ", "'", "’", U+00A0 or U+202F
	Decimal   string  // decimal separator, "." or ","
	Decimals  int     // digits after the decimal separator
	MagSep    string  // "" or " " between the digits and the magnitude word
	MagWord   string  // "k", "million", "Mio.", …; empty for none
	Magnitude float64 // what MagWord multiplies by (1 without one)
	Suffix    string  // text after the digits and magnitude: " €", "%", " percent", " dollars"

	Words AmountWords // an amount in words (its Suffix the currency word); zero for digits
}

// ErrNumber is wrapped by the errors of ParseNumber.
var ErrNumber = errors.New("not a number")

// magnitudes are the magnitude words a number may carry, longest spellings first so that a
// prefix never shadows a longer word. Matching is case-sensitive where case matters (m/M).
var magnitudes = []struct {
	word string
	mult float64
}{
	{"thousand", 1e3}, {"Thousand", 1e3}, {"THOUSAND", 1e3}, {"Tsd.", 1e3}, {"Tsd", 1e3}, {"mil", 1e3}, {"K", 1e3}, {"k", 1e3},
	{"millions", 1e6}, {"millones", 1e6}, {"millón", 1e6}, {"milhões", 1e6}, {"milhão", 1e6}, {"million", 1e6}, {"Million", 1e6}, {"MILLIONS", 1e6}, {"MILLION", 1e6}, {"Millionen", 1e6}, {"Mio.", 1e6}, {"Mio", 1e6}, {"mn", 1e6}, {"M", 1e6}, {"m", 1e6},
	{"billions", 1e9}, {"billion", 1e9}, {"Billion", 1e9}, {"BILLIONS", 1e9}, {"BILLION", 1e9}, {"milliards", 1e9}, {"milliard", 1e9}, {"Milliarden", 1e9}, {"Milliarde", 1e9}, {"Mrd.", 1e9}, {"Mrd", 1e9}, {"bn", 1e9}, {"B", 1e9},
	{"trillions", 1e12}, {"trillion", 1e12}, {"Trillion", 1e12}, {"billones", 1e12}, {"billón", 1e12}, // Spanish counts in millions of millions
	{"bilhões", 1e9}, {"bilhão", 1e9}, // Brazilian Portuguese counts in thousands of millions
	{"quadrillions", 1e15}, {"quadrillion", 1e15}, {"Quadrillion", 1e15},
	{"lakhs", 1e5}, {"lakh", 1e5}, {"Lakh", 1e5}, {"crores", 1e7}, {"crore", 1e7}, {"Crore", 1e7},
}

// maxDigits bounds the digits Format writes, so that what it writes reads back exactly enough
// as a float64.
const maxDigits = 18

// maxParseDigits bounds the digits ParseNumber reads. It is above the annotator's longest span:
// a long amount is read whole (its value, however large, is clamped to a grid later) rather
// than refused, which would leave it in clear.
const maxParseDigits = 400

func isGroupSep(r rune) bool {
	switch r {
	case ',', '.', ' ', '\'', '’', '\u00a0', '\u202f':
		return true
	}
	return false
}

// ParseNumber splits text into prefix, digits, magnitude word and suffix. The prefix and
// suffix are whatever surrounds the digits (the caller decides which it accepts). The digits
// are the whole run of digits and separators: a single '.' or ',' followed by exactly three
// digits is a thousands separator ("1,234", "1.234 €"), otherwise a decimal one ("12.5%",
// "5,50 €"); where two kinds occur the last is the decimal separator; several of one kind are
// group separators. The groups need not be of three: Indian grouping ("12,34,56,789") and
// irregular grouping ("12,345,6789") are read as all their digits in one integer, so that a
// long amount is read whole rather than refused or cut.
func ParseNumber(text string) (Number, error) {
	n := Number{Magnitude: 1}
	// The digits start at the first ASCII digit; a sign may stand just before them.
	start := strings.IndexAny(text, "0123456789")
	if start < 0 {
		return n, errNum("no digits")
	}
	pre := text[:start]
	for _, s := range []string{"-", "+", "−"} {
		if strings.HasSuffix(pre, s) {
			n.Sign, pre = s, strings.TrimSuffix(pre, s)
			break
		}
	}
	if strings.HasSuffix(pre, "-") || strings.HasSuffix(pre, "+") || strings.HasSuffix(pre, "−") {
		return n, errNum("two signs")
	}
	n.Prefix = pre
	// The digit run: digits and separators, each separator followed by a digit.
	end := start
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if r >= '0' && r <= '9' {
			end += size
			continue
		}
		if isGroupSep(r) && end+size < len(text) && text[end+size] >= '0' && text[end+size] <= '9' {
			end += size
			continue
		}
		break
	}
	run := text[start:end]
	rest := text[end:]
	if err := n.parseDigits(run); err != nil {
		return n, err
	}
	// Magnitude word, possibly after one space, and it must end the word.
	for _, sep := range []string{"", " ", "\u00a0"} {
		if !strings.HasPrefix(rest, sep) {
			continue
		}
		r := rest[len(sep):]
		for _, m := range magnitudes {
			if strings.HasPrefix(r, m.word) && !wordContinues(r[len(m.word):]) {
				n.MagSep, n.MagWord, n.Magnitude = sep, m.word, m.mult
				rest = r[len(m.word):]
				break
			}
		}
		if n.MagWord != "" {
			break
		}
	}
	n.Suffix = rest
	n.Value *= n.Magnitude
	if n.Sign == "-" || n.Sign == "−" {
		n.Value = -n.Value
	}
	return n, nil
}

func wordContinues(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

func errNum(why string) error { return &numError{why} }

type numError struct{ why string }

func (e *numError) Error() string { return e.why }
func (e *numError) Unwrap() error { return ErrNumber }

func (n *Number) parseDigits(run string) error {
	var seps []string // separators in order
	var groups []string
	cur := strings.Builder{}
	for _, r := range run {
		if r >= '0' && r <= '9' {
			cur.WriteRune(r)
			continue
		}
		seps = append(seps, string(r))
		groups = append(groups, cur.String())
		cur.Reset()
	}
	groups = append(groups, cur.String())
	intDigits, frac := "", ""
	switch {
	case len(seps) == 0:
		intDigits = groups[0]
	default:
		last := seps[len(seps)-1]
		allSame := true
		for _, s := range seps {
			if s != last {
				allSame = false
			}
		}
		decimal := false
		switch {
		case !allSame:
			decimal = true // the last separator differs from the others: it is the decimal one
		case last != "." && last != ",":
			decimal = false
		case len(seps) > 1:
			decimal = false
		default: // one '.' or ','
			decimal = len(groups[1]) != 3 || groups[0] == "0" || groups[0] == ""
		}
		gs := groups
		if decimal {
			if last != "." && last != "," {
				return errNum("bad decimal separator")
			}
			n.Decimal, n.Decimals = last, len(groups[len(groups)-1])
			frac = groups[len(groups)-1]
			gs = groups[:len(groups)-1]
			seps = seps[:len(seps)-1]
		}
		if len(seps) > 0 {
			// Any grouping is read as one integer (Indian lakh and crore groups, irregular
			// groups, mixed separators); Group is kept only where the groups are regular
			// thousands, the one style Format can write back.
			g, regular := seps[0], len(gs[0]) >= 1 && len(gs[0]) <= 3
			for _, s := range seps {
				regular = regular && s == g && s != n.Decimal
			}
			for _, x := range gs[1:] {
				regular = regular && len(x) == 3
			}
			if regular {
				n.Group = g
			}
		}
		intDigits = strings.Join(gs, "")
	}
	if len(intDigits)+len(frac) > maxParseDigits {
		return errNum("too many digits")
	}
	if intDigits == "" {
		return errNum("no integer part")
	}
	v, err := strconv.ParseFloat(intDigits+"."+frac+"0", 64)
	if errors.Is(err, strconv.ErrRange) {
		v, err = math.MaxFloat64, nil // beyond every grid: clamped to its top, not refused
	}
	if err != nil {
		return errNum("bad digits")
	}
	n.Value = v
	return nil
}

// Format writes v in n's style. v is divided by the magnitude and rounded to n's decimals;
// when that would print a nonzero value as zero ("0 million"), up to three more decimals are
// used. A negative v gets a "-" (or n's minus sign) and a positive one n's "+", if it had one.
func (n Number) Format(v float64) string {
	if n.Words.Lang != LangNone {
		return formatAmountWords(v, 0.01, n.Words, n.Suffix)
	}
	sign := ""
	switch {
	case v < 0:
		sign = "-"
		if n.Sign == "−" {
			sign = "−"
		}
		v = -v
	case n.Sign == "+":
		sign = "+"
	}
	mag := n.Magnitude
	if mag == 0 {
		mag = 1
	}
	v /= mag
	// More decimals than a float64 holds are noise, and rounding to hundreds of them would
	// overflow to "+Inf" (a long decimal is read whole, so it may have any number).
	dec := min(n.Decimals, maxDigits)
	for dec < min(n.Decimals+3, maxDigits) && v != 0 && roundTo(v, dec) == 0 {
		dec++
	}
	decimal := n.Decimal
	if decimal == "" {
		decimal = "."
		if n.Group == "." {
			decimal = ","
		}
	}
	s := strconv.FormatFloat(roundTo(v, dec), 'f', dec, 64)
	intPart, frac, _ := strings.Cut(s, ".")
	if len(intPart)+len(frac) > maxDigits { // what ParseNumber reads back
		dec = max(0, maxDigits-len(intPart))
		s = strconv.FormatFloat(roundTo(v, dec), 'f', dec, 64)
		intPart, frac, _ = strings.Cut(s, ".")
	}
	// Exactly three decimals after a lone separator would read as a thousands separator.
	if len(frac) == 3 && intPart != "0" && (n.Group == "" || len(intPart) <= 3) {
		s = strconv.FormatFloat(roundTo(v, 2), 'f', 2, 64)
		intPart, frac, _ = strings.Cut(s, ".")
	}
	if n.Group != "" {
		intPart = group(intPart, n.Group)
	}
	var b strings.Builder
	b.WriteString(n.Prefix)
	b.WriteString(sign)
	b.WriteString(intPart)
	if frac != "" {
		b.WriteString(decimal)
		b.WriteString(frac)
	}
	if n.MagWord != "" {
		b.WriteString(n.MagSep)
		b.WriteString(n.MagWord)
	}
	b.WriteString(n.Suffix)
	return b.String()
}

func roundTo(v float64, dec int) float64 {
	p := math.Pow(10, float64(dec))
	return math.Round(v*p) / p
}

func group(digits, sep string) string {
	if len(digits) <= 3 {
		return digits
	}
	var b strings.Builder
	first := len(digits) % 3
	if first == 0 {
		first = 3
	}
	b.WriteString(digits[:first])
	for i := first; i < len(digits); i += 3 {
		b.WriteString(sep)
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}

// currencies are the symbols and codes a money amount may carry before or after its digits.
var currencies = []string{
	"US$", "CA$", "AU$", "A$", "C$", "NZ$", "HK$", "R$", "S$", "J$", "NT$", "MX$", "$U", "$", "€", "£", "¥", "₹", "₩", "₽", "₺", "Fr.",
	"₦", "₱", "₫", "₪", "₴", "₵", "฿",
	"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "INR", "CNY", "SEK", "NOK", "DKK", "PLN", "NZD",
	"MXN", "BRL", "ARS", "COP", "CLP", "ZAR", "NGN", "KES", "GHS", "SGD", "HKD", "KRW", "AED", "SAR",
	"THB", "CZK", "HUF", "RON", "IDR", "MYR", "PKR", "BDT", "EGP", "MAD", "ILS", "TWD", "VND", "UAH",
	"PEN", "UYU", "PHP", "TRY", "LKR", "NPR", "QAR", "KWD", "JOD", "BHD", "OMR", "IQD", "ETB", "TZS", "UGX",
	"RWF", "ZMW", "RMB", "MMK", "KHR", "KZT", "GEL", "BGN", "ISK", "RSD", "TND", "DZD",
	"MGA", "GNF", "BOB", "VES", "HNL", "GTQ", "NIO", "CRC", "DOP", "PYG", "MWK", "MZN", "AOA", "SDG", "SOS",
	"SLL", "LRD", "GMD", "CDF", "BIF", "MUR", "NAD", "BWP", "ZWL", "AFN", "IRR", "SYP", "LBP", "YER", "LYD",
	"KGS", "UZS", "TJS", "AZN", "AMD", "BYN", "MDL", "MKD", "BTN", "MVR", "LAK", "MNT", "BND", "FJD", "PGK",
	"TTD", "JMD", "BBD", "BZD", "HTG", "XCD", "GYD", "SRD",
	"Rs.", "Rs", "₨", "S/.", "S/", "KSh", "Ksh", "KShs.", "KShs", "Kshs.", "Kshs", "KSh.", "Ksh.", "GH₵", "Rp.", "Rp", "Tk.", "Tk", "JD",
	"RM", "Bs.", "Bs", "Birr", "৳", "DH", "R",
	"FCFA", "F CFA", "XOF", "XAF",
	"$ US", "$US", "$ CAN", "$ CA",
}

// dollarCodes are the codes of currencies written with "$", which may follow an amount that
// has it: "$3,499.00 MXN".
var dollarCodes = []string{"USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN", "BRL", "ARS", "COP", "CLP"}

// currencyWords may follow an amount ("1.2 million dollars", "4,2 millions d'euros").
var currencyWords = []string{"dollars", "dollar", "euros", "euro", "pounds", "pound", "Euro", "Dollar", "francs", "yen", "rupees",
	"d'euros", "d’euros", "de dollars", "de euros", "dólares", "de dólares", "pesos", "de pesos",
	"kronor", "kroner", "krona", "krone", "Swedish kronor", "Norwegian kroner", "Danish kroner", "yuan", "rand", "naira",
	"shekels", "zloty", "zlotys", "złoty", "złotych", "yenes", "forint", "forints", "soles", "reais", "libras", "bucks", "quid", "kr", "zł",
	"dirhams", "dirham", "de dirhams", "dinars", "dinar", "rmb", "de FCFA", "de F CFA", "livres libanaises", "de livres libanaises",
	"baht", "shillings", "shilling", "lira", "liras", "TL", "rials", "rial", "de rials", "riyals", "riyal", "tomans", "toman", "birr",
	"ringgit", "taka", "kwacha", "cedis", "cedi", "ariary", "Ariary", "Ar", "rupiah", "Franken", "Rappen", "cents", "Cent"}

// ParseMoney parses a money amount: a currency symbol or code before or after the digits
// ("$85,000", "USD 1,200.50", "1.234,56 €", "1 234,56 €"), or a magnitude word with or without
// one ("1.2 million dollars", "85k"), or an amount in words (ParseAmountWords: "seven thousand
// five hundred dollars"). A minus between a currency before the amount and its
// digits ("$-5,000") is read as a negative amount, which a money grid (starting above zero)
// clamps to its low end; a sign anywhere else is refused. (A minus before the currency,
// "-$5,000", is not part of the span and stays as written.)
func ParseMoney(text string) (Number, error) {
	if text != "" && text[0] >= 'A' {
		if w, err := ParseAmountWords(text); err == nil {
			return w, nil
		}
	}
	n, err := ParseNumber(text)
	if err != nil {
		return n, err
	}
	pre := strings.TrimRight(n.Prefix, " \u00a0")
	if n.Sign != "" && (pre == "" || n.Sign == "+") {
		return n, errNum("signed amount")
	}
	if pre != "" && !oneOf(pre, currencies) {
		return n, errNum("unknown currency prefix")
	}
	if len(n.Prefix)-len(pre) > 1 && n.Prefix != pre+"\u00a0" {
		return n, errNum("space after the currency")
	}
	tail := n.Suffix
	if rest, ok := cutNoCents(tail); ok && n.Decimals == 0 && n.MagWord == "" {
		tail = rest // "CHF 1'250.–", "50,- €": a whole amount, no cents
	}
	suf := strings.TrimLeft(tail, " \u00a0\u202f")
	if suf != "" && !oneOf(suf, currencies) && !oneOf(suf, currencyWords) {
		return n, errNum("unknown currency suffix")
	}
	if ws := tail[:len(tail)-len(suf)]; len(ws) > 2 && ws != "\u202f" {
		return n, errNum("space before the currency") // French sets a narrow no-break space: "780 €"
	}
	if pre != "" && suf != "" && !(strings.HasSuffix(pre, "$") && (oneOf(suf, dollarCodes) || suf == "pesos" || suf == "de pesos")) {
		// One currency, but "$3,499.00 MXN", "$1,200 pesos": a dollar sign and the code or
		// the word of whose dollar or peso.
		return n, errNum("two currencies")
	}
	if pre == "" && suf == "" && n.MagWord == "" {
		return n, errNum("no currency and no magnitude")
	}
	if d := text[len(n.Prefix)+len(n.Sign):]; strings.HasPrefix(d, "0") && dateDigitRun(d, 0) >= 4 {
		// An amount of four digits or more with a leading zero is no amount ("$012.99" may be
		// one): "NOK 07700 900 604" is a next of kin's phone number in a British ward's notes,
		// not Norwegian kroner.
		return n, errNum("leading zero")
	}
	return n, nil
}

// cutNoCents returns s without the dash that Swiss and German prices write for no cents right
// after the digits ("1'250.–", "50,- €"), and whether s began with one.
func cutNoCents(s string) (string, bool) {
	for _, d := range []string{".–", ".--", ".-", ",–", ",--", ",-"} {
		if rest, ok := strings.CutPrefix(s, d); ok {
			return rest, true
		}
	}
	return s, false
}

// ValidMoney reports whether ParseMoney accepts text.
func ValidMoney(text string) bool {
	_, err := ParseMoney(text)
	return err == nil
}

// ParseAge parses an age: an integer 0–120 written with plain digits, or as a data frame
// prints a column of ages that has a missing value, with one zero decimal ("34.0", "34,0").
// No one on record lived past 122, and the age codec's grid ends at 120: a greater number in
// an age's place is the age of a thing ("the stone is 140 years old").
func ParseAge(text string) (Number, error) {
	n, err := ParseNumber(text)
	if err != nil {
		return n, err
	}
	plain := n == Number{Value: n.Value, Magnitude: 1, Decimal: n.Decimal, Decimals: n.Decimals} // digits alone
	if !plain || n.Decimals > 1 || n.Value != math.Trunc(n.Value) || n.Value > MaxAge || len(text) > 3+2*n.Decimals {
		return n, errNum("not an age")
	}
	return n, nil
}

// MaxAge is the greatest age ParseAge accepts.
const MaxAge = 120

// ValidAge reports whether ParseAge accepts text.
func ValidAge(text string) bool {
	_, err := ParseAge(text)
	return err == nil
}

var percentWords = []string{"%", "percent", "per cent", "pct", "Prozent", "pour cent", "pourcent"}

// ParsePercent parses a percentage: an optional sign, digits, and "%", "percent", "Prozent" or
// "pour cent", possibly after a space ("12.5%", "-3 %", "12,5 Prozent").
func ParsePercent(text string) (Number, error) {
	n, err := ParseNumber(text)
	if err != nil {
		return n, err
	}
	suf := strings.TrimLeft(n.Suffix, " \u00a0\u202f")
	if n.Prefix != "" || n.MagWord != "" || !oneOf(suf, percentWords) || len(n.Suffix)-len(suf) > 3 {
		return n, errNum("not a percentage")
	}
	return n, nil
}

// ValidPercent reports whether ParsePercent accepts text.
func ValidPercent(text string) bool {
	_, err := ParsePercent(text)
	return err == nil
}

// ParsePlain parses a bare unsigned number ("1,234.5", "42", "3.14") with no prefix, sign,
// magnitude or suffix.
func ParsePlain(text string) (Number, error) {
	n, err := ParseNumber(text)
	if err != nil {
		return n, err
	}
	if n.Prefix != "" || n.Sign != "" || n.MagWord != "" || n.Suffix != "" {
		return n, errNum("not a plain number")
	}
	return n, nil
}

// ValidPlain reports whether text is a plain number (ParsePlain) that is not a year: an integer
// of four digits 1900–2099, which the number type does not detect, as the paper's financial
// experiment leaves years alone. (A year marked by hand, as a Ψ dependant, is still read.)
func ValidPlain(text string) bool {
	n, err := ParsePlain(text)
	if err != nil {
		return false
	}
	return !(len(text) == 4 && n.Group == "" && n.Decimals == 0 && n.Value >= 1900 && n.Value <= 2099)
}

func oneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

// Kind is the kind of value a [Canon] writes.
type Kind int

const (
	KindPlain   Kind = iota // a bare number: "1,234.5"
	KindMoney               // an amount of money: "$85,000", "1.250 €", "87k"
	KindPercent             // a percentage: "12.3%", "-3%", "12,5 Prozent"
	KindAge                 // a whole number of years: "45"
)

// Canon is the canonical written form of one kind of value with its public attributes: the
// currency and on which side of the amount it stands, or the percent sign or word, and the
// decimal convention these imply. Nothing else of how the input was written survives: not its
// separators, decimals, magnitude word, spacing or sign style. [Canon.Format] is therefore a
// function of the value and those attributes alone, so that inputs written differently
// ("$999", "$1,000", "$1.2 million") print a given released value identically and their
// style cannot tell them apart.
//
// The styles:
//   - money with a currency before the amount: "$1,234", "USD 1,234", "€12.50"; after it:
//     "1,234 USD", "1.234 €", "12,50 €"; both, where a sign is shared ("$3,499 MXN", "$5
//     pesos"). Thousands are always grouped; cents are written only when the rounding quantum
//     is below 1 (small amounts); never a magnitude word. A euro or another continental
//     European currency written after the amount uses the decimal comma and '.' groups
//     ("1.234,56 €"); every other amount uses the decimal point and ',' groups.
//     A symbol stands right next to the digits, a code or word one space away.
//   - money with no currency (it was found by its magnitude word): the magnitude word by size,
//     "870" → "0.87k", "87k", "1.19 million", "2.5 billion", "3.1 trillion".
//   - percentages: "-12.3%", "12.3 percent", "12,3 Prozent" (the decimal comma with the German
//     and French words), trailing zeros dropped ("38%"), "-" for a negative value, no "+".
//   - plain numbers: "1,234.5", trailing zeros dropped; ages: whole numbers, with a zero
//     decimal where the age had one ("34.0": the column of ages of a data frame with a
//     missing value, whatever the value).
type Canon struct {
	kind   Kind
	prefix string // currency before the amount, with its canonical space: "$", "USD "
	suffix string // after the amount, with its canonical space: " €", " dollars", "%", " Prozent"; an age's ".0"
	comma  bool   // decimal comma and '.' groups
	bare   bool   // money without a currency: written with a magnitude word
	loose  bool   // a plain number of four digits is not grouped (derived values: years)
	words  AmountWords
}

// commaCurrencies are the currencies after which an amount is written with a decimal comma.
var commaCurrencies = []string{"€", "EUR", "Euro", "euro", "euros", "CHF", "Fr.", "francs", "SEK", "NOK", "DKK", "PLN", "zł", "złoty", "złotych", "₽", "₺", "TL",
	"FCFA", "F CFA", "de FCFA", "de F CFA", "XOF", "XAF"}

// commaPercentWords are the percent words written after a number with a decimal comma.
var commaPercentWords = []string{"Prozent", "pour cent", "pourcent"}

// CanonOf returns the canonical form of values of kind k written like n (as parsed by the
// kind's parser): n's currency or percent word is kept, nothing else of its style.
func CanonOf(k Kind, n Number) Canon {
	c := Canon{kind: k}
	const spaces = " \u00a0\u202f"
	switch k {
	case KindMoney:
		if n.Words.Lang != LangNone {
			c.words, c.suffix = n.Words, n.Suffix
			c.words.Case = canonWordsCase(n.Words, n.Suffix)
			break
		}
		pre := strings.Trim(n.Prefix, spaces)
		tail, _ := cutNoCents(n.Suffix)
		suf := strings.Trim(tail, spaces)
		switch {
		case pre != "":
			c.prefix = pre
			if pre == "Fr." {
				c.prefix = "CHF" // "Fr." before a number reads as money only in some shapes (not "Fr. 15.03.")
			}
			// A code or word stands one space away ("USD 85"), a symbol next to the digits
			// ("$85", "US$85"), and so does the rand's "R" ("R1.50", as South Africa writes it).
			if strings.IndexFunc(pre, isLetter) >= 0 && !strings.HasSuffix(pre, "$") && pre != "R" {
				c.prefix += " "
			}
			if suf != "" {
				c.suffix = " " + suf // "$3,499.00 MXN", "$5 pesos": the dollar sign of Mexico
			}
		case suf != "":
			c.suffix = " " + suf
			c.comma = oneOf(suf, commaCurrencies)
		default:
			c.bare = true
		}
	case KindPercent:
		suf := strings.Trim(n.Suffix, spaces)
		c.suffix = " " + suf
		if suf == "%" {
			c.suffix = "%"
		}
		c.comma = oneOf(suf, commaPercentWords)
	case KindAge:
		if n.Decimals == 1 {
			c.suffix = n.Decimal + "0" // "34.0": a data frame's column of ages
		}
	}
	return c
}

func isLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

// Quantum returns the power of ten a released value is rounded to when written: the largest
// one not above step, the distance to the next grid point, so that distinct grid points are
// written distinctly (two values at least q apart round to different multiples of q).
func Quantum(step float64) float64 {
	if !(step > 0) || math.IsInf(step, 0) {
		return 1
	}
	// The small slack keeps exact powers (0.1, 1000) from rounding down a decade.
	return math.Pow(10, math.Floor(math.Log10(step)+1e-9))
}

// Format writes v rounded to a multiple of q (a power of ten, see [Quantum]) in the canonical
// form. The result depends only on c and the rounded value.
func (c Canon) Format(v, q float64) string {
	if !(q > 0) {
		q = 1
	}
	switch {
	case c.kind == KindAge:
		q = math.Max(q, 1)
	case c.kind == KindMoney && c.words.Lang != LangNone:
		return formatAmountWords(v, q, c.words, c.suffix)
	case c.kind == KindMoney && c.bare:
		return c.formatBare(v, q)
	case c.kind == KindMoney && q < 1:
		q = 0.01 // cents
	}
	v = roundQ(v, q)
	if v == 0 {
		v = 0 // no "-0"
	}
	dec := max(0, int(-math.Floor(math.Log10(q)+1e-9)))
	var num string
	switch {
	case c.kind == KindMoney:
		if q < 1 {
			dec = 2
		} else {
			dec = 0
		}
		num = c.digits(v, dec, true, false)
	case c.kind == KindPercent:
		num = c.digits(v, dec, false, true)
	case c.kind == KindAge:
		num = c.digits(v, 0, false, false)
	default:
		num = c.digits(v, dec, true, true)
	}
	return c.prefix + num + c.suffix
}

// FormatDerived is Format for a value computed from released ones (a formula of the user's
// helper string) rather than released itself: the same, except that a plain number of four
// digits is not grouped, so that a derived year reads "1999".
func (c Canon) FormatDerived(v, q float64) string {
	c.loose = true
	return c.Format(v, q)
}

// formatBare writes a money amount without a currency with the magnitude word its size calls
// for, so that it is read as money again ("87k", "1.19 million").
func (c Canon) formatBare(v, q float64) string {
	mag, word := 1e3, "k"
	switch r := roundQ(v, q); {
	case r >= 1e12:
		mag, word = 1e12, " trillion"
	case r >= 1e9:
		mag, word = 1e9, " billion"
	case r >= 1e6:
		mag, word = 1e6, " million"
	}
	dec := min(2, max(0, int(-math.Floor(math.Log10(q/mag)+1e-9))))
	return Canon{}.digits(roundQ(v/mag, math.Pow(10, -float64(dec))), dec, false, true) + word
}

// digits writes |v| with a "-" for a negative v and dec decimals (trailing zeros dropped when
// trim is set), grouping thousands when grouping is set.
func (c Canon) digits(v float64, dec int, grouping, trim bool) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	s := strconv.FormatFloat(v, 'f', dec, 64)
	intPart, frac, _ := strings.Cut(s, ".")
	if trim {
		frac = strings.TrimRight(frac, "0")
	}
	grouped := grouping && len(intPart) > 3 && !(c.loose && c.kind == KindPlain && len(intPart) == 4)
	// Exactly three decimals after a lone separator would read as a thousands separator.
	if len(frac) == 3 && intPart != "0" && !grouped {
		frac += "0"
	}
	gsep, dsep := ",", "."
	if c.comma {
		gsep, dsep = ".", ","
	}
	if grouped {
		intPart = group(intPart, gsep)
	}
	if frac != "" {
		return sign + intPart + dsep + frac
	}
	return sign + intPart
}

// roundQ rounds v to a multiple of q, dividing by 1/q when q < 1 so that 0.1 steps stay exact.
func roundQ(v, q float64) float64 {
	if q < 1 {
		p := math.Round(1 / q)
		return math.Round(v*p) / p
	}
	return math.Round(v/q) * q
}

// Continues reports whether text[s:e], a number, is written inside a longer one: a run of one
// to three digits joined to it by '.' or ',' before or after ("0,70", "70,5", "1.250"). A
// longer run is another field ("383.61,07102" in a CSV row).
func Continues(text []byte, s, e int) bool {
	if s >= 2 && (text[s-1] == '.' || text[s-1] == ',') {
		n := 0
		for i := s - 2; i >= 0 && isDigit(text[i]); i-- {
			n++
		}
		if n >= 1 && n <= 3 {
			return true
		}
	}
	if e+1 < len(text) && (text[e] == '.' || text[e] == ',') {
		n := 0
		for i := e + 1; i < len(text) && isDigit(text[i]); i++ {
			n++
		}
		if n >= 1 && n <= 3 {
			return true
		}
	}
	return false
}
