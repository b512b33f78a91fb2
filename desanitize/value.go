package desanitize

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/format"
)

// restyleValue writes the original value plain in the style the answer echoed its noisy value
// ciph in ("$85000" for an echo "$91374" of "$91,374"). An echo covers the letters and digits
// of ciph and, where the answer has them right there, its own leading and trailing symbols
// ("$", "%"); symbols the echo does not cover stay in the answer and are left out here.
func restyleValue(echo, ciph, plain string) string {
	inner := func(s string) string {
		lead, trail := outerSymbols(s)
		s = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), lead))
		return strings.TrimSpace(strings.TrimSuffix(s, trail))
	}
	if echo == ciph {
		return plain
	}
	e, err1 := format.ParseNumber(decodeEscapes(echo))
	p, err2 := format.ParseNumber(plain)
	c, err3 := format.ParseNumber(ciph)
	words := func(s string) string { return strings.TrimFunc(s, func(r rune) bool { return !isWordRune(r) }) }
	if err1 != nil || err2 != nil || err3 != nil || sameStyle(c, e) || words(e.Prefix) != words(p.Prefix) {
		// Echoed as written, give or take separators: the original's letters and digits, with
		// whatever symbols the echo itself carries around them.
		first := strings.IndexFunc(echo, isWordRune)
		last := strings.LastIndexFunc(echo, isWordRune)
		if first < 0 {
			return plain
		}
		_, size := utf8.DecodeRuneInString(echo[last:])
		return echo[:first] + inner(plain) + echo[last+size:]
	}
	return e.Format(p.Value) // the echo's magnitude word is the noisy value's, so the original's too
}

func sameStyle(a, b format.Number) bool {
	return a.Group == b.Group && a.Decimal == b.Decimal && a.Decimals == b.Decimals && a.MagWord == b.MagWord && a.MagSep == b.MagSep
}

// valueEchoed reports whether text[s:e], which matched the letters and digits of the noisy
// value ciph, is an echo of it and not some other number that happens to share its digits: it
// must not continue a longer number ("0,70" is not an echo of "70"), and a currency or percent
// sign that ciph carries outside its letters and digits ("$", " €", "%") must stand next to it.
func valueEchoed(text []byte, s, e int, ciph string) bool {
	// A run of one to three digits joined by '.' or ',' continues the number ("0,70", "70,5",
	// "1.250"); a longer run is another field ("383.61,07102" in a CSV row).
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	if s >= 2 && (text[s-1] == '.' || text[s-1] == ',') {
		n := 0
		for i := s - 2; i >= 0 && isDigit(text[i]); i-- {
			n++
		}
		if n >= 1 && n <= 3 {
			return false
		}
	}
	if e+1 < len(text) && (text[e] == '.' || text[e] == ',') {
		n := 0
		for i := e + 1; i < len(text) && isDigit(text[i]); i++ {
			n++
		}
		if n >= 1 && n <= 3 {
			return false
		}
	}
	lead, trail := outerSymbols(ciph)
	if lead != "" && !bytes.HasSuffix(bytes.TrimRight(text[:s], " \u00a0"), []byte(lead)) {
		return false
	}
	if trail != "" && !bytes.HasPrefix(bytes.TrimLeft(text[e:], " \u00a0\u202f"), []byte(trail)) {
		return false
	}
	return true
}

// outerSymbols returns what ciph has before its first and after its last letter or digit,
// without spaces: the "$" of "$91,374", the "€" of "1.234,56 €", the "%" of "12.5%".
func outerSymbols(ciph string) (lead, trail string) {
	first := strings.IndexFunc(ciph, isWordRune)
	last := strings.LastIndexFunc(ciph, isWordRune)
	if first < 0 {
		return "", ""
	}
	_, size := utf8.DecodeRuneInString(ciph[last:])
	return strings.TrimSpace(ciph[:first]), strings.TrimSpace(ciph[last+size:])
}
