package sanitize

import (
	"math/big"
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
//     points (cycle walking in FF1's 10^6, about 10 calls at worst). Only an address with no
//     letter can encrypt to one, which is what tells decryption the mode; it leaks that the
//     address has no letter, true of a random address of k digits with probability (10/16)^k.
//   - mixed case ("FE80::1ff:fe23:4567:890a", rare): letters stay letters a–f (radix 6) in
//     their case and digits stay digits, position by position: 6^letters · 10^digits ≥ 6^4 ·
//     10 = 12,960 points (five written digits, one of them decimal, as in "Fe:aB::1"), reached
//     by cycle walking in FF1's 10^6 (about 77 calls on average at worst).
//
// An address written with a dotted IPv4 tail keeps its hex groups and encrypts the tail with
// the ipv4 codec (see ipv6Crypt).
//
// Every output must also pass format.ValidIPv6 (not loopback, unspecified or IPv4-mapped, at
// least one decimal digit, not an EUI-64 look-alike): the validity predicate of the permutation
// calls it, which excludes a small fraction of each domain. The label names the mode and the
// layout.
type ipv6Codec struct{}

func (ipv6Codec) Encrypt(p *Permuter, text string) (string, error) { return ipv6Crypt(p, text, false) }
func (ipv6Codec) Decrypt(p *Permuter, text string) (string, error) { return ipv6Crypt(p, text, true) }

func ipv6Crypt(p *Permuter, text string, decrypt bool) (string, error) {
	if !format.ValidIPv6(text) {
		return "", formatErr("ipv6", "not a protected IPv6 address")
	}
	if format.ValidIPv6Embedded(text) {
		// "::ffff:192.0.2.1", "64:ff9b::192.0.2.1": the hex groups are a mapping or translation
		// prefix, kept like a phone's country code; the IPv4 address is encrypted as the ipv4
		// codec encrypts it alone, so both spellings of one host stay consistent.
		i := strings.LastIndexByte(text, ':')
		v4, err := ipv4Crypt(p, text[i+1:], decrypt)
		if err != nil {
			return "", err
		}
		return text[:i+1] + v4, nil
	}
	upper := strings.ContainsAny(text, "ABCDEF")
	lower := strings.ContainsAny(text, "abcdef")
	mode := "h"
	switch {
	case upper && lower:
		mode = "m"
	case !upper && !lower:
		mode = "9"
	}
	var radix mixedRadix
	var digits []int
	var layout strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		var d int
		switch {
		case c == ':':
			layout.WriteByte(c)
			continue
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'f':
			d = int(c-'a') + 10
		default:
			d = int(c-'A') + 10
		}
		switch {
		case mode == "h":
			radix, digits = append(radix, 16), append(digits, d)
			layout.WriteByte('h')
		case d < 10:
			radix, digits = append(radix, 10), append(digits, d)
			layout.WriteByte('9')
		case c <= 'F': // mixed mode: the class and case of each position are kept
			radix, digits = append(radix, 6), append(digits, d-10)
			layout.WriteByte('A')
		default:
			radix, digits = append(radix, 6), append(digits, d-10)
			layout.WriteByte('a')
		}
	}
	render := func(y *big.Int) string {
		ds := radix.Unrank(y)
		b := []byte(text)
		j := 0
		for i, c := range b {
			if c == ':' {
				continue
			}
			d := ds[j]
			if radix[j] == 6 {
				d += 10
			}
			j++
			switch {
			case d < 10:
				b[i] = byte('0' + d)
			case upper && (mode == "h" || c <= 'F'):
				b[i] = byte('A' + d - 10)
			default:
				b[i] = byte('a' + d - 10)
			}
		}
		return string(b)
	}
	valid := func(y *big.Int) bool {
		s := render(y)
		if mode == "h" && !strings.ContainsAny(s, "abcdefABCDEF") {
			return false
		}
		return format.ValidIPv6(s)
	}
	label := "ipv6/" + mode + "/" + layout.String()
	y, err := p.walk(label, radix.Size(), radix.Rank(digits), valid, decrypt)
	if err != nil {
		return "", err
	}
	return render(y), nil
}
