package format

import "strings"

// Phone is a telephone number as written, split into the parts a codec keeps and the parts it
// may encrypt. The digits of the text are, in order: Prefix digits that only say how to dial
// (country code, the international prefix 00, the NANP long-distance 1, a trunk 0 or "(0)"),
// then Area digits of the area code as the grouping shows it, then the subscriber number.
type Phone struct {
	// Kind names the numbering plan: "nanp" for North American numbers however they are
	// written (+1, 1-, or national; "nanp-x01" for those whose exchange starts with 0 or 1,
	// see nanpPhone; "nanp-local" for 7 digits without the area code), "+CC" for other international numbers (written with + or 00), "0" for
	// national numbers with a trunk 0 whose country is not written.
	Kind   string
	Digits string // every digit of the text, in order
	Prefix int    // leading digits of Digits that are dialling prefixes
	Area   int    // digits after Prefix that form the area code; 0 when the grouping shows none
}

// phoneItem is one group of digits of a written phone number.
type phoneItem struct {
	digits string
	paren  bool // written in parentheses: "(415)", "(0)", "(030)"
	sep    byte // separator written before the group: ' ', '-', '.', '/', or 0 for none
}

// maxPhoneLen bounds the text ParsePhone looks at; a longer run of digit groups is not one number.
const maxPhoneLen = 40

// ValidPhone reports whether text is a telephone number in one of the written forms
// ParsePhone accepts.
func ValidPhone(text string) bool {
	_, ok := ParsePhone(text)
	return ok
}

// ParsePhone parses a telephone number written in one of these forms:
//
//   - North American (NANP): (415) 555-0132, 415-555-0132, 415.555.0132, 415 555 0132,
//     1-800-555-0199, +1 (415) 555-0132, +1-415-555-0132, bare 4155550132 or +14155550132.
//     The area code starts with 2–9; an exchange starting with 0–1 is plan "nanp-x01".
//     Without the area code, 555-0123 or 555.0123 (exchange 2–9) is plan "nanp-local".
//   - International, + or 00 and a country code: +44 20 7946 0958, +49 (0)89 1234567,
//     0049 30 1234567, +33 6 12 34 56 78, compact +442079460958, (+44) 20 7946 0958. The
//     country code must be an assigned one, the national number must have the length of that
//     country's numbers where known (otherwise the E.164 bound: 8–15 digits in all) and must
//     not start with 0 (Italy excepted, whose numbers keep their 0).
//   - National of nine digits without a trunk 0 (Spain): 612 345 678, 912 34 56 78.
//   - An Indian mobile without +91, in its 5-5 grouping: 98765 43210 (plan "in-mobile").
//   - National without a trunk 0, an area code first (Brazil, Mexico, Chinese mobiles,
//     Turkey): (11) 98765-4321, 55 1234 5678, 139 1234 5678, 532 123 45 67; see areaPhone.
//   - National without a trunk 0 or a country code, of other countries (plan "bare", see
//     barePhone): 712 48 903, 9741-2280.
//   - National with a trunk 0: 030 12345678, (030) 1234567, 0171/2345678, 01 23 45 67 89,
//     020 7946 0958, 07911 123456, 0 800 123 456, compact 03012345678: 9–13 digits, the
//     first group the trunk 0 and an area code; the last group may be one digit after a
//     space (a German switchboard's 0821 4578 0).
//
// Groups are separated by one space, '-' or '.'; a '/' may follow the area code, also between
// spaces (" / "); one group
// may be written in parentheses (the area code, or the trunk "(0)" after a country code).
// How much of this a text must show to be reported without a keyword nearby is decided by
// the registry's patterns; ParsePhone is the union, so that every ciphertext of a number the
// annotator found parses again.
func ParsePhone(text string) (Phone, bool) {
	if len(text) == 0 || len(text) > maxPhoneLen {
		return Phone{}, false
	}
	plus := text[0] == '+'
	body := text
	if plus {
		body = text[1:]
	} else if strings.HasPrefix(text, "(+") {
		// (+44) 20 7946 0958: the country code in parentheses, then a space.
		j := strings.IndexByte(text, ')')
		if j < 3 || j+1 >= len(text) || text[j+1] != ' ' || strings.Trim(text[2:j], "0123456789") != "" {
			return Phone{}, false
		}
		plus, body = true, text[2:j]+text[j+1:]
	}
	var buf [16]phoneItem // on the stack: the annotator validates every phone-like match
	items, ok := phoneItems(buf[:0], body)
	if !ok {
		return Phone{}, false
	}
	p, ok := classifyPhone(plus, items)
	if !ok {
		return Phone{}, false
	}
	// Every digit of the text is a prefix, area or subscriber digit, in this order.
	p.Digits = Digits(text)
	return p, true
}

// classifyPhone decides the numbering plan of the digit groups and where the prefix and the
// area code end.
func classifyPhone(plus bool, items []phoneItem) (Phone, bool) {
	first := items[0]
	switch {
	case plus:
		// "+" must be followed directly by the country code, written as its own group or as
		// the start of a compact number.
		if first.paren {
			return Phone{}, false
		}
		cc := countryCode(first.digits)
		if cc == "" {
			return Phone{}, false
		}
		nat := items[1:]
		if len(first.digits) > len(cc) {
			if len(items) != 1 {
				return Phone{}, false
			}
			nat = []phoneItem{{digits: first.digits[len(cc):]}}
		}
		return intlPhone(cc, len(cc), nat)
	case !first.paren && strings.HasPrefix(first.digits, "00"):
		// 0049 30 1234567: the international prefix and the country code, then a separator.
		cc := countryCode(first.digits[2:])
		if cc == "" || len(first.digits) != 2+len(cc) || len(items) < 2 {
			return Phone{}, false
		}
		return intlPhone(cc, len(first.digits), items[1:])
	case first.digits[0] == '0':
		return nationalPhone(items)
	default:
		prefix := 0
		if len(items) == 2 && !first.paren && len(first.digits) == 3 && len(items[1].digits) == 4 && (items[1].sep == '-' || items[1].sep == '.') {
			// 555-0123: a North American number without its area code, as dialled locally.
			if first.digits[0] < '2' {
				return Phone{}, false
			}
			return Phone{Kind: "nanp-local"}, true
		}
		if p, ok := nineDigitPhone(items); ok {
			return p, true
		}
		if len(items) == 2 && !first.paren && len(first.digits) == 5 && first.digits[0] >= '6' &&
			len(items[1].digits) == 5 && items[1].sep == ' ' {
			return Phone{Kind: "in-mobile"}, true // 98765 43210: an Indian mobile without +91
		}
		if p, ok := areaPhone(items); ok {
			return p, true
		}
		all := items
		if !first.paren && first.digits == "1" && len(items) > 1 {
			prefix, items = 1, items[1:] // 1-800-555-0199
		} else if !first.paren && len(items) == 1 && len(first.digits) == 11 && first.digits[0] == '1' {
			prefix, items = 1, []phoneItem{{digits: first.digits[1:]}} // 18005550199
		}
		if p, ok := nanpPhone(items, prefix); ok {
			return p, true
		}
		return barePhone(all)
	}
}

// barePhone accepts a national number of another country written without its country code
// and without a trunk 0, as its own people write it beside a word for telephone: Bolivian 712
// 48 903, Honduran 9741-2280, Guatemalan 5512 3456. Two or three groups of two to four digits,
// eight to ten digits in all, the first 2–9, separated by spaces, or one hyphen between two
// groups of four; not what is more often something else: a range of years (2019-2024), a
// date or an SSN (other hyphenated groupings), an amount grouped in thousands (250 000 000),
// a card or a Turkish or Spanish layout (four groups); so not a Tunisian 74 228 905 either.
// Plan "bare"; only the registry's patterns decide where such a number is read as one (next
// to a word for telephone, in a phone column).
func barePhone(items []phoneItem) (Phone, bool) {
	if len(items) < 2 || len(items) > 3 || items[0].digits[0] < '2' {
		return Phone{}, false
	}
	n, thousands := 0, true
	for i, it := range items {
		if it.paren || len(it.digits) < 2 || len(it.digits) > 4 || i > 0 && it.sep != items[1].sep {
			return Phone{}, false
		}
		if i > 0 && len(it.digits) != 3 {
			thousands = false
		}
		n += len(it.digits)
	}
	switch sep := items[1].sep; {
	case n < 8 || n > 10 || sep == ' ' && thousands:
		return Phone{}, false
	case sep == '-':
		a := items[0].digits
		if len(items) != 2 || len(a) != 4 || len(items[1].digits) != 4 || a[:2] == "19" || a[:2] == "20" {
			return Phone{}, false
		}
	case sep != ' ':
		return Phone{}, false
	}
	return Phone{Kind: "bare"}, true
}

// nineDigitPhone accepts a national number of nine digits without a trunk 0, as Spain writes
// them (612 345 678, 912 34 56 78, and a landline of Madrid or Barcelona 91 123 45 67): the
// first digit 6–9, groups 3-3-3 or 3-2-2-2 (2-3-2-2 from 8) with one kind of separator, ' ' or
// '.', or none at all (618204471, which only a word for telephone next to it makes a number
// of one). Plan "nat9".
func nineDigitPhone(items []phoneItem) (Phone, bool) {
	var lens []int
	for i, it := range items {
		if it.paren || i > 0 && (it.sep != items[1].sep || it.sep != ' ' && it.sep != '.') {
			return Phone{}, false
		}
		lens = append(lens, len(it.digits))
	}
	if items[0].digits[0] < '6' {
		return Phone{}, false
	}
	switch {
	case len(lens) == 1 && lens[0] == 9, // written whole, as a form's field holds it: 618204471
		len(lens) == 3 && lens[0] == 3 && lens[1] == 3 && lens[2] == 3,
		len(lens) == 4 && lens[0] == 3 && lens[1] == 2 && lens[2] == 2 && lens[3] == 2,
		len(lens) == 4 && lens[0] == 2 && lens[1] == 3 && lens[2] == 2 && lens[3] == 2 && items[0].digits[0] >= '8':
		return Phone{Kind: "nat9"}, true
	}
	return Phone{}, false
}

// areaPhone accepts a national number without a trunk 0 whose first group is its area code,
// in four forms: Brazilian, a two-digit area code (maybe in parentheses), four or five digits,
// '-' and four digits: (11) 98765-4321, 21 2555-1234; Mexican, a two-digit area code and two
// groups of four separated by spaces: 55 1234 5678; Chinese mobile, 1, 3–9 and a digit, then
// two groups of four separated by spaces or '-': 139 1234 5678; Turkish, an area code of three
// digits starting with 2–5, then groups of three, two and two digits, all with one separator,
// ' ', '-' or '.': 532 123 45 67. Plan "area".
func areaPhone(items []phoneItem) (Phone, bool) {
	if len(items) == 4 {
		return turkishPhone(items)
	}
	if len(items) != 3 {
		return Phone{}, false
	}
	a, b, c := items[0], items[1], items[2]
	if b.paren || c.paren || len(c.digits) != 4 || a.digits[0] == '0' {
		return Phone{}, false
	}
	switch {
	case len(a.digits) == 2 && (len(b.digits) == 4 || len(b.digits) == 5) && c.sep == '-' &&
		(b.sep == ' ' || a.paren && b.sep == 0):
	case len(a.digits) == 2 && !a.paren && len(b.digits) == 4 && b.sep == ' ' && c.sep == ' ':
	case len(a.digits) == 3 && !a.paren && a.digits[0] == '1' && a.digits[1] >= '3' && len(b.digits) == 4 &&
		b.sep == c.sep && (b.sep == ' ' || b.sep == '-'):
	default:
		return Phone{}, false
	}
	return Phone{Kind: "area", Area: len(a.digits)}, true
}

// turkishPhone accepts the four groups of a Turkish number written without its trunk 0:
// 532 123 45 67, 212-123-45-67, 532.123.45.67 (see areaPhone).
func turkishPhone(items []phoneItem) (Phone, bool) {
	sep := items[1].sep
	if sep != ' ' && sep != '-' && sep != '.' || items[0].digits[0] < '2' || items[0].digits[0] > '5' {
		return Phone{}, false
	}
	for i, n := range [4]int{3, 3, 2, 2} {
		if it := items[i]; it.paren || len(it.digits) != n || i > 0 && it.sep != sep {
			return Phone{}, false
		}
	}
	return Phone{Kind: "area", Area: 3}, true
}

// phoneItems appends to items the digit groups of s. It rejects any byte other than digits, the
// separators " -./" and one pair of parentheses, two separators in a row, a separator at
// either end, more than one '/', and two digit groups without a separator between them.
func phoneItems(items []phoneItem, s string) ([]phoneItem, bool) {
	var sep byte
	slashes, parens := 0, 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' && strings.HasPrefix(s[i:], " / "):
			// German writes the slash after the area code between spaces: "0221 / 98 76 54".
			if sep != 0 || len(items) == 0 {
				return nil, false
			}
			slashes++
			sep = '/'
			i += 3
		case c == ' ' || c == '-' || c == '.' || c == '/':
			if sep != 0 || len(items) == 0 {
				return nil, false
			}
			if c == '/' {
				slashes++
			}
			sep = c
			i++
		case c == '(':
			j := i + 1
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j == i+1 || j-i-1 > 5 || j >= len(s) || s[j] != ')' {
				return nil, false
			}
			parens++
			items = append(items, phoneItem{digits: s[i+1 : j], paren: true, sep: sep})
			sep = 0
			i = j + 1
		case isDigit(c):
			j := i
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			// A digit group directly after another needs a separator, unless the earlier
			// one was in parentheses: "(415)555-0132", "(0)89".
			if len(items) > 0 && sep == 0 && !items[len(items)-1].paren {
				return nil, false
			}
			items = append(items, phoneItem{digits: s[i:j], sep: sep})
			sep = 0
			i = j
		default:
			return nil, false
		}
	}
	if len(items) == 0 || sep != 0 || slashes > 1 || parens > 1 {
		return nil, false
	}
	// A parenthesised group is separated from its neighbours by a space, a '-' or nothing.
	for i, it := range items {
		if it.paren && (it.sep == '.' || it.sep == '/') {
			return nil, false
		}
		if i > 0 && items[i-1].paren && (it.sep == '.' || it.sep == '/') {
			return nil, false
		}
	}
	return items, true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// nanpPhone checks a North American number after its 1 or +1: area code (starting with 2–9),
// exchange and line number, grouped 3-3-4 with the area code optionally in parentheses, (3)7
// with the area code in parentheses, or 10 digits without separators.
func nanpPhone(items []phoneItem, prefix int) (Phone, bool) {
	var d string
	switch len(items) {
	case 1:
		if items[0].paren || len(items[0].digits) != 10 {
			return Phone{}, false
		}
		d = items[0].digits
	case 2:
		// (415)5550132, (415) 5550132: the parentheses alone set the area code apart.
		if !items[0].paren || len(items[0].digits) != 3 || items[1].paren || len(items[1].digits) != 7 || items[1].sep != 0 && items[1].sep != ' ' {
			return Phone{}, false
		}
		d = items[0].digits + items[1].digits
	case 3:
		if len(items[0].digits) != 3 || len(items[1].digits) != 3 || len(items[2].digits) != 4 || items[1].paren || items[2].paren {
			return Phone{}, false
		}
		if items[1].sep == '/' || items[2].sep == '/' || items[0].sep == '/' {
			return Phone{}, false
		}
		d = items[0].digits + items[1].digits + items[2].digits
	default:
		return Phone{}, false
	}
	if d[0] < '2' {
		return Phone{}, false
	}
	if d[3] < '2' {
		// An exchange starting with 0 or 1 cannot be dialled, but it is how people write a
		// number they made up or half-remember (555-123-4567). It is reported all the same,
		// in a plan of its own, so that the codec keeps real and such numbers apart.
		return Phone{Kind: "nanp-x01", Prefix: prefix, Area: 3}, true
	}
	return Phone{Kind: "nanp", Prefix: prefix, Area: 3}, true
}

// intlPhone checks the national part of an international number whose prefix (the country
// code cc, with 00 if written) has prefixLen digits.
func intlPhone(cc string, prefixLen int, nat []phoneItem) (Phone, bool) {
	if len(nat) == 0 {
		return Phone{}, false
	}
	if cc == "1" {
		return nanpPhone(nat, prefixLen)
	}
	prefix := prefixLen
	if nat[0].paren && nat[0].digits == "0" {
		// +49 (0)89 1234567: the trunk 0 that is dialled only inside the country.
		prefix++
		nat = nat[1:]
		if len(nat) == 0 {
			return Phone{}, false
		}
	}
	if len(nat) > 6 {
		return Phone{}, false
	}
	for i, it := range nat {
		if i > 0 && it.paren || it.sep == '/' && i != 1 || len(it.digits) > 12 {
			return Phone{}, false
		}
	}
	n := joinItems(nat)
	lo, hi := nationalLength(cc)
	if len(n) < lo || len(n) > hi {
		return Phone{}, false
	}
	if n[0] == '0' && !zeroLed[cc] {
		return Phone{}, false
	}
	area := 0
	if len(nat) > 1 {
		area = len(nat[0].digits)
	}
	return Phone{Kind: "+" + cc, Prefix: prefix, Area: area}, true
}

// nationalPhone checks a national number that starts with a trunk 0: 9–13 digits, either
// without separators, or with the trunk 0 and an area code of 1–5 digits as the first group,
// or with the trunk alone and three groups of three (the French 0 800 123 456) or a
// three-digit area code (see trunkApart).
func nationalPhone(items []phoneItem) (Phone, bool) {
	first := items[0]
	if strings.HasPrefix(first.digits, "00") {
		return Phone{}, false
	}
	d := joinItems(items)
	if len(d) < 9 || len(d) > 13 {
		return Phone{}, false
	}
	if len(items) == 1 {
		if first.paren {
			return Phone{}, false
		}
		return Phone{Kind: "0", Prefix: 1}, true
	}
	if first.digits == "0" {
		if first.paren {
			return Phone{}, false
		}
		if trunkApart(items) {
			return Phone{Kind: "0", Prefix: 1, Area: len(items[1].digits)}, true
		}
		// French special numbers set the trunk apart: 0 800 123 456, 0 809 402 318.
		if len(items) != 4 {
			return Phone{}, false
		}
		for _, it := range items[1:] {
			if it.paren || it.sep != ' ' || len(it.digits) != 3 {
				return Phone{}, false
			}
		}
		return Phone{Kind: "0", Prefix: 1, Area: 3}, true
	}
	if len(items) > 5 || len(first.digits) > 6 {
		return Phone{}, false
	}
	for i, it := range items[1:] {
		// A German switchboard's number ends in a group of one digit, its extension:
		// 0821 4578 0, 09122 9270-0 (the number of the switchboard), 0821 4578 299 (one of
		// its lines).
		short := len(it.digits) < 2 && !(len(it.digits) == 1 && i == len(items)-2 && i > 0 && (it.sep == ' ' || it.sep == '-')) &&
			!(len(it.digits) == 1 && i == 0 && dinPairs(items[2:]))
		if it.paren || short || it.sep == '/' && i != 0 {
			return Phone{}, false
		}
	}
	return Phone{Kind: "0", Prefix: 1, Area: len(first.digits) - 1}, true
}

// dinPairs reports whether the groups after a German subscriber number's first digit are pairs
// set apart by spaces, as DIN 5008 grouped numbers from the right: 040 6 93 17 55, 0162 7 70 31
// 45.
func dinPairs(items []phoneItem) bool {
	if len(items) < 2 {
		return false
	}
	for _, it := range items {
		if len(it.digits) != 2 || it.sep != ' ' {
			return false
		}
	}
	return true
}

// trunkApart accepts a national number of 10 or 11 digits whose trunk 0 is written apart from
// a three-digit area code, as Turkey and the Philippines write mobiles: 0 532 123 45 67,
// 0-532-123-45-67, 0 (532) 1234567, 0 (917) 123 4567. After the area code come one to three
// groups of two to seven digits, all with the separator that follows the trunk.
func trunkApart(items []phoneItem) bool {
	if len(items) < 3 || len(items) > 5 || len(items[1].digits) != 3 {
		return false
	}
	sep := items[1].sep
	if sep != ' ' && sep != '-' {
		return false
	}
	n := 1
	for i, it := range items[1:] {
		n += len(it.digits)
		if i > 0 && (it.paren || it.sep != sep || len(it.digits) < 2) {
			return false
		}
	}
	return n == 10 || n == 11
}

func joinItems(items []phoneItem) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString(it.digits)
	}
	return b.String()
}

// countryCode returns the assigned country calling code that d starts with, or "". Country
// codes are a prefix code (no code is the start of another), so at most one matches.
func countryCode(d string) string {
	for n := 1; n <= 3 && n <= len(d); n++ {
		if _, ok := countryCodes[d[:n]]; ok {
			return d[:n]
		}
	}
	return ""
}

// nationalLength returns the bounds on the length of a national significant number (without
// the trunk 0) of country cc: the country's own where listed, else what E.164 allows (8–15
// digits with the country code).
func nationalLength(cc string) (lo, hi int) {
	if b := countryCodes[cc]; b[0] > 0 {
		return b[0], b[1]
	}
	return max(4, 8-len(cc)), 15 - len(cc)
}

// zeroLed are the countries whose national numbers may start with 0 after the country code,
// the 0 no trunk prefix: Italy's fixed lines (+39 06 ...), and the ten-digit plans of Côte
// d'Ivoire (+225 07 08 12 34 56), Benin, Gabon and Congo.
var zeroLed = map[string]bool{"39": true, "225": true, "229": true, "241": true, "242": true}

// countryCodes are the geographic country calling codes of ITU-T E.164 (Annex to ITU OB
// 1125), each with the length bounds of its national numbers where they are fixed enough to
// help tell a number from the text after it ({0, 0}: only the E.164 bound).
var countryCodes = map[string][2]int{
	"1": {10, 10}, "7": {10, 10},
	"20": {8, 10}, "27": {9, 9},
	"30": {10, 10}, "31": {9, 9}, "32": {8, 9}, "33": {9, 9}, "34": {9, 9}, "36": {8, 9}, "39": {6, 11},
	"40": {9, 9}, "41": {9, 9}, "43": {4, 13}, "44": {9, 10}, "45": {8, 8}, "46": {7, 10}, "47": {8, 8}, "48": {9, 9}, "49": {6, 13},
	"51": {}, "52": {10, 11}, "53": {}, "54": {}, "55": {10, 11}, "56": {9, 9}, "57": {}, "58": {},
	"60": {}, "61": {9, 9}, "62": {}, "63": {}, "64": {8, 10}, "65": {8, 8}, "66": {8, 9},
	"81": {9, 10}, "82": {8, 10}, "84": {9, 10}, "86": {10, 11},
	"90": {10, 10}, "91": {10, 10}, "92": {9, 10}, "93": {}, "94": {}, "95": {}, "98": {},
	"211": {}, "212": {}, "213": {}, "216": {}, "218": {}, "220": {}, "221": {}, "222": {}, "223": {}, "224": {},
	"225": {}, "226": {}, "227": {}, "228": {}, "229": {}, "230": {}, "231": {}, "232": {}, "233": {}, "234": {},
	"235": {}, "236": {}, "237": {}, "238": {}, "239": {}, "240": {}, "241": {}, "242": {}, "243": {}, "244": {},
	"245": {}, "246": {}, "247": {}, "248": {}, "249": {}, "250": {}, "251": {}, "252": {}, "253": {}, "254": {},
	"255": {}, "256": {}, "257": {}, "258": {}, "260": {}, "261": {}, "262": {}, "263": {}, "264": {}, "265": {},
	"266": {}, "267": {}, "268": {}, "269": {}, "290": {}, "291": {}, "297": {}, "298": {}, "299": {},
	"350": {}, "351": {9, 9}, "352": {}, "353": {7, 9}, "354": {}, "355": {}, "356": {}, "357": {}, "358": {}, "359": {},
	"370": {}, "371": {}, "372": {}, "373": {}, "374": {}, "375": {}, "376": {}, "377": {}, "378": {}, "379": {},
	"380": {9, 9}, "381": {}, "382": {}, "383": {}, "385": {}, "386": {}, "387": {}, "389": {},
	"420": {9, 9}, "421": {9, 9}, "423": {},
	"500": {}, "501": {}, "502": {}, "503": {}, "504": {}, "505": {}, "506": {}, "507": {}, "508": {}, "509": {},
	"590": {}, "591": {}, "592": {}, "593": {}, "594": {}, "595": {}, "596": {}, "597": {}, "598": {}, "599": {},
	"670": {}, "672": {}, "673": {}, "674": {}, "675": {}, "676": {}, "677": {}, "678": {}, "679": {}, "680": {},
	"681": {}, "682": {}, "683": {}, "685": {}, "686": {}, "687": {}, "688": {}, "689": {}, "690": {}, "691": {}, "692": {},
	"850": {}, "852": {8, 8}, "853": {}, "855": {}, "856": {}, "880": {}, "886": {},
	"960": {}, "961": {}, "962": {}, "963": {}, "964": {}, "965": {}, "966": {8, 9}, "967": {}, "968": {},
	"970": {}, "971": {8, 9}, "972": {8, 9}, "973": {}, "974": {}, "975": {}, "976": {}, "977": {},
	"992": {}, "993": {}, "994": {}, "995": {}, "996": {}, "998": {},
}
