package sanitize

import (
	"fmt"
	"math/big"
	"net/netip"
	"strings"

	"github.com/preempt-dev/preempt/internal/format"
)

// ipv6Codec encrypts the hex digits of an IPv6 address and keeps its written layout: which
// groups are written, where "::" is, how many digits each group has (leading zeros included),
// and the letter case. The output parses as an IPv6 address with the same layout, so the
// detector finds it again with the same extent.
//
// Case needs care, because a digit carries no case and a letter can become a digit. Three
// modes, each visible in plaintext and ciphertext alike, so decryption picks the same one:
//   - hex, the usual ("2001:db8::1", "2001:DB8::1"): letters a–f of one case. All written hex
//     digits are one radix-16 numeral, restricted to outputs with at least one letter, which
//     are written in the case of the input: 16^k − 10^k points for k ≥ 5 written digits
//     (≥ 948,576; FF1 runs over 10^⌈k·log10(16)⌉ ≥ 10^7). The label does not depend on the case,
//     so an address whose case a reader changed still decrypts, to the same change.
//   - digits, no letters at all ("2001:470::1234"): every digit stays a digit, 10^k ≥ 10^5
//     points (the prefix cipher below 10^6, FF1 above). Only an address with no letter can
//     encrypt to one, which is what tells decryption the mode; it leaks that the address has
//     no letter, true of a random address of k digits with probability (10/16)^k.
//   - mixed case ("FE80::1ff:fe23:4567:890a", rare): letters stay letters a–f (radix 6) in
//     their case and digits stay digits, position by position: 6^letters · 10^digits ≥ 6^4 ·
//     10 = 12,960 points (five written digits, one of them decimal, as in "Fe:aB::1"), the
//     prefix cipher below 10^6.
//
// An address written with a dotted IPv4 tail ("2001:db8::192.0.2.7") is encrypted whole: its
// hex digits as above and the 32 bits of the tail, written again as a dotted quad, are one
// domain, so no part of the address stays in clear. The only exception are the well-known
// prefixes ::ffff:0:0/96 (IPv4-mapped) and 64:ff9b::/96 (NAT64), which say nothing about the
// host: they are kept like a phone's country code and the IPv4 address is encrypted as the ipv4
// codec encrypts it alone, so both spellings of one host stay consistent. A ciphertext never
// has a well-known prefix unless its plaintext had one, so decryption takes the same branch.
//
// Every output must also pass format.ValidIPv6 (not unspecified or IPv4-mapped, at least one
// decimal digit, not an EUI-64 look-alike, a dotted tail that is a protected IPv4 address):
// the validity predicate of the permutation calls it, which excludes a small fraction of each
// domain. The label names the mode and the layout.
//
// The one layout with fewer than five digits, one group after "::" (the loopback "::1"), has
// a domain of as few as nine points ("::1" … "::9"): its ciphertext hides which of them it
// was, which is all such an address can tell.
type ipv6Codec struct{}

func (ipv6Codec) Encrypt(p *permuter, text string) (string, error) {
	return keepPrefix(text, 128, func(a string) (string, error) { return ipv6Crypt(p, a, false) })
}

func (ipv6Codec) Decrypt(p *permuter, text string) (string, error) {
	return keepPrefix(text, 128, func(a string) (string, error) { return ipv6Crypt(p, a, true) })
}

// ipv6WellKnown reports whether the address text (with a dotted tail) has one of the
// well-known /96 prefixes that embed an IPv4 address: ::ffff:0:0/96 or 64:ff9b::/96.
func ipv6WellKnown(text string) bool {
	a, err := netip.ParseAddr(text)
	if err != nil {
		return false
	}
	b := a.As16()
	return a.Is4In6() || [12]byte(b[:12]) == [12]byte{0, 0x64, 0xff, 0x9b}
}

func ipv6Crypt(p *permuter, text string, decrypt bool) (string, error) {
	if !format.ValidIPv6(text) {
		return "", formatErr("ipv6", "not a protected IPv6 address")
	}
	hex, tail := text, "" // the hex groups and the dotted IPv4 tail, if any
	if strings.Contains(text, ".") {
		i := strings.LastIndexByte(text, ':')
		hex, tail = text[:i+1], text[i+1:]
		if ipv6WellKnown(text) {
			v4, err := ipv4Crypt(p, tail, decrypt)
			if err != nil {
				return "", err
			}
			return hex + v4, nil
		}
	}
	d, digits, err := newIPv6Domain(hex, tail)
	if err != nil {
		return "", err
	}
	y, err := p.walk(d.label, d.radix.Size(), d.radix.Rank(digits), d.valid, decrypt)
	if err != nil {
		return "", err
	}
	return d.render(y), nil
}

// ipv6Domain is the domain an IPv6 address is permuted in: the addresses of its case mode
// and written layout (see ipv6Codec).
type ipv6Domain struct {
	hex   string     // the hex groups as written: the template outputs are written into
	tail  bool       // a dotted IPv4 tail follows the hex groups
	mode  string     // "h" (hex), "9" (digits only) or "m" (mixed case)
	upper bool       // the hex groups have an upper-case letter
	radix mixedRadix // one position per hex digit, then the tail's 4 octets
	label string     // names the mode and the layout
}

// newIPv6Domain returns the domain of an address written as hex groups and a dotted tail
// ("" for none), and the address's digits in it.
func newIPv6Domain(hex, tail string) (*ipv6Domain, []int, error) {
	upper := strings.ContainsAny(hex, "ABCDEF")
	lower := strings.ContainsAny(hex, "abcdef")
	mode := "h"
	switch {
	case upper && lower:
		mode = "m"
	case !upper && !lower:
		mode = "9"
	}
	d := &ipv6Domain{hex: hex, tail: tail != "", mode: mode, upper: upper}
	var digits []int
	var layout strings.Builder
	for i := 0; i < len(hex); i++ {
		c := hex[i]
		if c == ':' {
			layout.WriteByte(c)
			continue
		}
		radix, v, class := ipv6Position(mode, c)
		d.radix, digits = append(d.radix, radix), append(digits, v)
		layout.WriteByte(class)
	}
	if tail != "" {
		o, ok := format.ParseIPv4(tail)
		if !ok {
			return nil, nil, formatErr("ipv6", "not a protected IPv6 address") // unreachable: ValidIPv6
		}
		d.radix = append(d.radix, 256, 256, 256, 256)
		digits = append(digits, o[:]...)
		layout.WriteString("v4")
	}
	d.label = "ipv6/" + mode + "/" + layout.String()
	return d, digits, nil
}

// ipv6Position is what the hex digit c is in a case mode: the radix of its position, its
// value there and its layout letter. In mixed mode the class (digit or letter) and the case
// of each position are kept.
func ipv6Position(mode string, c byte) (radix, v int, class byte) {
	var d int
	switch {
	case c >= '0' && c <= '9':
		d = int(c - '0')
	case c >= 'a' && c <= 'f':
		d = int(c-'a') + 10
	default:
		d = int(c-'A') + 10
	}
	switch {
	case mode == "h":
		return 16, d, 'h'
	case d < 10:
		return 10, d, '9'
	case c <= 'F':
		return 6, d - 10, 'A'
	default:
		return 6, d - 10, 'a'
	}
}

// render writes the address of rank y in the domain.
func (d *ipv6Domain) render(y *big.Int) string {
	ds := d.radix.Unrank(y)
	b := []byte(d.hex)
	j := 0
	for i, c := range b {
		if c == ':' {
			continue
		}
		v := ds[j]
		if d.radix[j] == 6 {
			v += 10
		}
		j++
		switch {
		case v < 10:
			b[i] = byte('0' + v)
		case d.upper && (d.mode == "h" || c <= 'F'):
			b[i] = byte('A' + v - 10)
		default:
			b[i] = byte('a' + v - 10)
		}
	}
	if !d.tail {
		return string(b)
	}
	v4 := ds[len(ds)-4:]
	return fmt.Sprintf("%s%d.%d.%d.%d", b, v4[0], v4[1], v4[2], v4[3])
}

// valid reports whether the address of rank y may be an output: a protected address that
// keeps the mode (a hex address has a letter) and gains no well-known prefix.
func (d *ipv6Domain) valid(y *big.Int) bool {
	s := d.render(y)
	if d.mode == "h" && !strings.ContainsAny(s, "abcdefABCDEF") {
		return false
	}
	return format.ValidIPv6(s) && (!d.tail || !ipv6WellKnown(s))
}
