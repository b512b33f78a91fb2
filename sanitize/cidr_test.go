package sanitize

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// A CIDR prefix is part of an address's span (the span conventions); the codecs encrypt the
// address and keep the prefix length as written, and decryption gives the network back.
func TestAddressCIDRPrefixKept(t *testing.T) {
	p := testPermuter(t, "")
	tests := []struct {
		codec, text, prefix string
		valid               func(string) bool
	}{
		{"ipv4", "10.10.0.0/16", "/16", format.ValidIPv4},
		{"ipv4", "192.168.7.0/24", "/24", format.ValidIPv4},
		{"ipv4", "203.0.113.9/32", "/32", format.ValidIPv4},
		{"ipv6", "2001:db8:beef::/48", "/48", format.ValidIPv6},
		{"ipv6", "fd00:10:244::/56", "/56", format.ValidIPv6},
		{"ipv6", "2001:db8:85a3::8a2e:370:7334/128", "/128", format.ValidIPv6},
	}
	for _, tc := range tests {
		c := mustCodec(t, tc.codec, nil)
		y, err := c.Encrypt(p, tc.text)
		if err != nil {
			t.Errorf("%s: Encrypt(%q): %v", tc.codec, tc.text, err)
			continue
		}
		addr, ok := strings.CutSuffix(y, tc.prefix)
		if !ok || !tc.valid(addr) {
			t.Errorf("%s: Encrypt(%q) = %q, want a valid address and %s", tc.codec, tc.text, y, tc.prefix)
		}
		if addr == strings.TrimSuffix(tc.text, tc.prefix) {
			t.Errorf("%s: Encrypt(%q) = %q left the address in clear", tc.codec, tc.text, y)
		}
		if back, err := c.Decrypt(p, y); err != nil || back != tc.text {
			t.Errorf("%s: Decrypt(%q) = %q, %v; want %q", tc.codec, y, back, err, tc.text)
		}
	}
	// A prefix longer than the address is not a prefix: the text is not an address.
	for _, tc := range []struct{ codec, text string }{{"ipv4", "10.0.0.0/33"}, {"ipv6", "2001:db8::/129"}, {"ipv4", "10.0.0.0/016"}} {
		if _, err := mustCodec(t, tc.codec, nil).Encrypt(p, tc.text); err == nil {
			t.Errorf("%s: Encrypt(%q) succeeded", tc.codec, tc.text)
		}
	}
}
