package format

import (
	"net/netip"
	"strings"
)

// ValidIPv6 reports whether text is an IPv6 address worth protecting, written in hex-group
// notation, full or compressed with "::", in either letter case, or with its last 32 bits as a
// dotted IPv4 address ("::ffff:192.0.2.1", "64:ff9b::198.51.100.7"; see ValidIPv6Embedded). It
// rejects what is not an address or not one preempt reports:
//   - a zone ("fe80::1%eth0": ValidIPv6Prefix takes it, see SplitPrefix), and IPv4-mapped
//     addresses in hex form;
//   - fewer than five hex digits written ("fe80::", "1::2", rarely an address in text), but
//     for one group after "::" with a decimal digit ("::1", the loopback, which the
//     conventions count as an address; "::2");
//   - the unspecified address however it is written ("::", "0:0:0:0:0:0:0:0");
//   - no decimal digit at all ("dead::beef", "Add::Face": Ruby or C++ names made of a–f);
//   - eight groups of exactly two digits with no "::" ("00:1a:2b:ff:fe:3c:4d:5e"): an EUI-64
//     identifier or a hex dump, not an address.
//
// Apart from the address value (unspecified, IPv4-mapped), each rule depends only on
// the written layout and on which positions hold decimal digits, so the codec, which keeps the
// layout, needs to walk past only a tiny fraction of its domain.
func ValidIPv6(text string) bool {
	if strings.Contains(text, ".") {
		return ValidIPv6Embedded(text)
	}
	if len(text) > 39 || strings.ContainsAny(text, "%") || strings.Count(text, ":") < 2 {
		return false
	}
	a, err := netip.ParseAddr(text)
	if err != nil || !a.Is6() || a.Is4In6() || a.IsUnspecified() {
		return false
	}
	oneGroup := strings.HasPrefix(text, "::") && strings.Count(text, ":") == 2
	if HexDigitCount(text) < 5 && !oneGroup || strings.IndexAny(text, "0123456789") < 0 {
		return false
	}
	if !strings.Contains(text, "::") {
		eui := true
		for _, g := range strings.Split(text, ":") {
			if len(g) != 2 {
				eui = false
				break
			}
		}
		if eui {
			return false
		}
	}
	return true
}

// ValidIPv6Embedded reports whether text is an IPv6 address written with its last 32 bits as a
// dotted IPv4 address that ValidIPv4 accepts: IPv4-mapped "::ffff:192.0.2.1", NAT64
// "64:ff9b::192.0.2.1", "2001:db8::10.0.0.1". The IPv4 part is what identifies a host there, and
// it is the part the codec encrypts.
func ValidIPv6Embedded(text string) bool {
	i := strings.LastIndexByte(text, ':')
	if len(text) > 45 || i < 1 || strings.Count(text, ":") < 2 || strings.ContainsAny(text, "%") || !ValidIPv4(text[i+1:]) {
		return false
	}
	a, err := netip.ParseAddr(text)
	return err == nil && a.Is6()
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

// SplitPrefix splits a CIDR prefix length off the end of an address ("10.0.0.0/16" →
// "10.0.0.0", "/16"): the span conventions make the prefix part of an address's span, and
// the codecs keep it as written (a prefix length says nothing about the host). bits is the
// address length, 32 or 128; a prefix longer than that, or with a leading zero, is not split.
// An IPv6 address's zone ("fe80::1%eth0", "fe80::1%12/64") is split off with the prefix: it
// names an interface of the host that wrote it, not a host, and is kept as written too.
func SplitPrefix(text string, bits int) (addr, prefix string) {
	addr, prefix = splitCIDR(text, bits)
	if bits == 128 {
		if i := strings.IndexByte(addr, '%'); i > 0 && validZone(addr[i+1:]) {
			return addr[:i], addr[i:] + prefix
		}
	}
	return addr, prefix
}

// validZone reports whether z is an IPv6 zone index as systems name them: an interface name
// or number of 1–15 letters, digits, '_', '.' and '-', starting and ending with a letter,
// digit or '_'.
func validZone(z string) bool {
	if len(z) == 0 || len(z) > 15 {
		return false
	}
	word := func(c byte) bool { return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' }
	for i := 0; i < len(z); i++ {
		if !word(z[i]) && (z[i] != '.' && z[i] != '-' || i == 0 || i == len(z)-1) {
			return false
		}
	}
	return true
}

func splitCIDR(text string, bits int) (addr, prefix string) {
	i := strings.LastIndexByte(text, '/')
	if i < 0 {
		return text, ""
	}
	p := text[i+1:]
	if len(p) == 0 || len(p) > 3 || len(p) > 1 && p[0] == '0' {
		return text, ""
	}
	n := 0
	for _, c := range []byte(p) {
		if c < '0' || c > '9' {
			return text, ""
		}
		n = n*10 + int(c-'0')
	}
	if n > bits {
		return text, ""
	}
	return text[:i], text[i:]
}

// ValidIPv4Prefix is ValidIPv4 for an address with an optional CIDR prefix ("10.0.0.0/16").
func ValidIPv4Prefix(text string) bool {
	addr, _ := SplitPrefix(text, 32)
	return ValidIPv4(addr)
}

// ValidIPv6Prefix is ValidIPv6 for an address with an optional zone and CIDR prefix
// ("2001:db8::/48", "fe80::1%eth0").
func ValidIPv6Prefix(text string) bool {
	addr, _ := SplitPrefix(text, 128)
	return ValidIPv6(addr)
}
