package desanitize

import (
	"bytes"
	"math"
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
// must not continue a longer number ("0,70" is not an echo of "70") unless the prompt wrote
// the value so (glued: "Age 0,0", whose "0" alone is the age), it must read as the same amount
// where both read as numbers ("001" is not "0.01 $": a rewritten value keeps its decimal
// point), and a currency or percent sign that ciph carries outside its letters and digits
// ("$", " €", "%") must stand next to it.
func valueEchoed(text []byte, s, e int, ciph string, glued bool) bool {
	if !glued && format.Continues(text, s, e) {
		return false
	}
	if en, err := format.ParseNumber(string(text[s:e])); err == nil {
		if cn, err := format.ParseNumber(ciph); err == nil {
			// The sign stands outside the letters and digits the echo covers: magnitudes.
			a, b := math.Abs(en.Value*en.Magnitude), math.Abs(cn.Value*cn.Magnitude)
			if math.Abs(a-b) > 1e-9*math.Max(a, b) {
				return false
			}
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
