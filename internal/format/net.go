package format

import (
	"net/netip"
	"strings"
)

// ValidIPv6 reports whether text is an IPv6 address in hex-group notation (no zone, no embedded
// IPv4) with at least five hex digits written out, so "::1" and "fe80::" are not reported.
func ValidIPv6(text string) bool {
	if strings.ContainsAny(text, "%.") || strings.Count(text, ":") < 2 {
		return false
	}
	a, err := netip.ParseAddr(text)
	if err != nil || !a.Is6() || a.Is4In6() {
		return false
	}
	return HexDigitCount(text) >= 5
}

// HexDigitCount counts the hex digits of s.
func HexDigitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isHex(s[i]) {
			n++
		}
	}
	return n
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
