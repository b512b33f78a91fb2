// Package format holds the parsers and checksums that both the annotator's validators and the
// sanitizer's codecs need, so that "what the detector accepts" and "what the codec emits" are
// decided by the same code.
package format

import "strings"

// Digits returns the ASCII digits of s in order.
func Digits(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '9' {
			n++
		}
	}
	if n == len(s) {
		return s // no copy: validators call this for every candidate
	}
	var b strings.Builder
	b.Grow(n)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '9' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Luhn reports whether the digit string d (at least two digits) has a valid Luhn check digit.
func Luhn(d string) bool {
	if len(d) < 2 {
		return false
	}
	return LuhnDigit(d[:len(d)-1]) == d[len(d)-1]
}

// LuhnDigit returns the check digit that makes payload+digit Luhn-valid.
func LuhnDigit(payload string) byte {
	sum := 0
	double := true // the digit left of the check digit is doubled
	for i := len(payload) - 1; i >= 0; i-- {
		d := int(payload[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return byte('0' + (10-sum%10)%10)
}

// SSN reports whether area-group-serial is in the space the SSA issues: area 001–899 except
// 666, group 01–99, serial 0001–9999.
func SSN(area, group, serial int) bool {
	return area >= 1 && area <= 899 && area != 666 && group >= 1 && group <= 99 && serial >= 1 && serial <= 9999
}

// ValidSSN reports whether text is an SSN written as 9 digits with "-", " " or no separators
// between the 3-2-4 groups.
func ValidSSN(text string) bool {
	d := Digits(text)
	if len(d) != 9 {
		return false
	}
	return SSN(atoi(d[:3]), atoi(d[3:5]), atoi(d[5:]))
}

// ValidCard reports whether text is a payment card number: 13–19 digits, Luhn-valid, starting
// with 2–6 (Mastercard 2-series, Amex/Diners/JCB, Visa, Mastercard, Discover/UnionPay), of a
// length its network issues: 16 digits after a 2 (Mastercard 2-series, Mir), 13, 16 or 19 after
// a 4 (Visa), so that a library barcode ("29017004439908") is none; or a UATP card (airlines'
// Universal Air Travel Plan), 15 digits after a 1. The card codec keeps the first digit and the
// length, so a ciphertext is a card by this test too.
func ValidCard(text string) bool {
	d := Digits(text)
	if len(d) < 13 || len(d) > 19 || d[0] < '1' || d[0] > '6' {
		return false
	}
	switch n := len(d); d[0] {
	case '1':
		if n != 15 {
			return false
		}
	case '2':
		if n != 16 {
			return false
		}
	case '4':
		if n != 13 && n != 16 && n != 19 {
			return false
		}
	}
	return Luhn(d)
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// ValidIPv4 reports whether text is a dotted-quad IPv4 address without leading zeros. Every
// address counts, private, loopback, unspecified and broadcast ones too (the span conventions):
// "127.0.0.1:5432" in a log says which host a service runs on, and a gold corpus marks
// "0.0.0.0" in a server's log as it marks any other address.
func ValidIPv4(text string) bool {
	_, ok := ParseIPv4(text)
	return ok
}

// ParseIPv4 parses a dotted quad with octets 0–255 written without leading zeros.
func ParseIPv4(text string) (o [4]int, ok bool) {
	parts := strings.Split(text, ".")
	if len(parts) != 4 {
		return o, false
	}
	for i, p := range parts {
		if len(p) == 0 || len(p) > 3 || (len(p) > 1 && p[0] == '0') {
			return o, false
		}
		for j := 0; j < len(p); j++ {
			if p[j] < '0' || p[j] > '9' {
				return o, false
			}
		}
		n := atoi(p)
		if n > 255 {
			return o, false
		}
		o[i] = n
	}
	return o, true
}

// ValidZIP reports whether text is a US ZIP (5 digits) or ZIP+4 (5-4) whose 5-digit part is not 00000.
func ValidZIP(text string) bool {
	switch len(text) {
	case 5:
	case 10:
		if text[5] != '-' {
			return false
		}
	default:
		return false
	}
	for i := 0; i < len(text); i++ {
		if i == 5 {
			continue
		}
		if text[i] < '0' || text[i] > '9' {
			return false
		}
	}
	return text[:5] != "00000"
}
