package sanitize

import (
	"fmt"
	"math/big"

	"github.com/preempt-dev/preempt/internal/format"
)

// ipv4Codec permutes the 2^32 addresses (every one is found as an address, so every one may be
// a ciphertext).
type ipv4Codec struct{}

func (ipv4Codec) Encrypt(p *permuter, text string) (string, error) {
	return keepPrefix(text, 32, func(a string) (string, error) { return ipv4Crypt(p, a, false) })
}

func (ipv4Codec) Decrypt(p *permuter, text string) (string, error) {
	return keepPrefix(text, 32, func(a string) (string, error) { return ipv4Crypt(p, a, true) })
}

// keepPrefix applies crypt to the address of text and keeps a CIDR prefix after it as written
// ("10.0.0.0/16" → crypt("10.0.0.0") + "/16"): the span conventions put the prefix in the
// span, and a prefix length says nothing about the host. bits is the address length.
func keepPrefix(text string, bits int, crypt func(string) (string, error)) (string, error) {
	addr, prefix := format.SplitPrefix(text, bits)
	out, err := crypt(addr)
	if err != nil {
		return "", err
	}
	return out + prefix, nil
}

var ipv4Size = new(big.Int).Lsh(big.NewInt(1), 32)

func ipv4Crypt(p *permuter, text string, decrypt bool) (string, error) {
	if !format.ValidIPv4(text) {
		return "", formatErr("ipv4", "not an IPv4 address")
	}
	o, _ := format.ParseIPv4(text)
	x := big.NewInt(int64(o[0])<<24 | int64(o[1])<<16 | int64(o[2])<<8 | int64(o[3]))
	y, err := p.walk("ipv4", ipv4Size, x, nil, decrypt)
	if err != nil {
		return "", err
	}
	a := y.Uint64()
	return fmt.Sprintf("%d.%d.%d.%d", a>>24, a>>16&255, a>>8&255, a&255), nil
}
