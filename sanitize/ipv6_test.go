package sanitize

import (
	"errors"
	"math/rand/v2"
	"net/netip"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// ipv6Layout replaces every hex digit by 'h': the written layout the codec keeps.
func ipv6Layout(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ':' {
			return r
		}
		return 'h'
	}, s)
}

// ipv6Case is the case mode of an address: "lower", "upper", "digits" (no letters), or the
// per-position class pattern of a mixed-case address.
func ipv6Case(s string) string {
	up, low := strings.ContainsAny(s, "ABCDEF"), strings.ContainsAny(s, "abcdef")
	switch {
	case up && low:
		return emailClasses(s)
	case up:
		return "upper"
	case low:
		return "lower"
	}
	return "digits"
}

// ipv6Check encrypts x and checks the contract: a valid IPv6 address with the same layout and
// case, and an exact round trip. It returns the ciphertext.
func ipv6Check(t *testing.T, p *permuter, x string) string {
	t.Helper()
	var c ipv6Codec
	y, err := c.Encrypt(p, x)
	if err != nil {
		t.Fatalf("Encrypt(%q): %v", x, err)
	}
	if !format.ValidIPv6(y) {
		t.Fatalf("Encrypt(%q) = %q: not a valid IPv6 address", x, y)
	}
	if _, err := netip.ParseAddr(y); err != nil {
		t.Fatalf("Encrypt(%q) = %q: %v", x, y, err)
	}
	if format.ValidIPv6Embedded(x) {
		i, j := strings.LastIndexByte(x, ':'), strings.LastIndexByte(y, ':')
		switch {
		case !format.ValidIPv4(y[j+1:]):
			t.Fatalf("Encrypt(%q) = %q: tail not a protected IPv4 address", x, y)
		case ipv6WellKnown(x) != ipv6WellKnown(y):
			t.Fatalf("Encrypt(%q) = %q: well-known prefix gained or lost", x, y)
		case ipv6WellKnown(x) && x[:i+1] != y[:j+1]:
			t.Fatalf("Encrypt(%q) = %q: well-known prefix changed", x, y)
		case ipv6Layout(x[:i+1]) != ipv6Layout(y[:j+1]) || ipv6Case(x[:i+1]) != ipv6Case(y[:j+1]):
			t.Fatalf("Encrypt(%q) = %q: layout or case of the hex groups changed", x, y)
		}
	} else if ipv6Layout(y) != ipv6Layout(x) {
		t.Fatalf("Encrypt(%q) = %q: layout changed", x, y)
	} else if ipv6Case(y) != ipv6Case(x) {
		t.Fatalf("Encrypt(%q) = %q: case changed (%s → %s)", x, y, ipv6Case(x), ipv6Case(y))
	}
	back, err := c.Decrypt(p, y)
	if err != nil {
		t.Fatalf("Decrypt(%q): %v", y, err)
	}
	if back != x {
		t.Fatalf("Decrypt(Encrypt(%q)) = %q", x, back)
	}
	return y
}

var ipv6Shapes = []struct{ name, in string }{
	{"full", "2001:0db8:85a3:0000:0000:8a2e:0370:7334"},
	{"compressed middle", "2001:db8:85a3::8a2e:370:7334"},
	{"link-local", "fe80::1ff:fe23:4567:890a"},
	{"upper case", "2001:DB8:85A3::8A2E:370:7334"},
	{"upper full", "FE80:0000:0000:0000:0202:B3FF:FE1E:8329"},
	{"mixed case", "FE80::1ff:fe23:4567:890a"},
	{"no letters", "2001:470::1234"},
	{"trailing ::", "2001:470:1f0b:c10::"},
	{"leading ::", "::ffff:0:1234:5678"},
	{"five digits", "fe80::2"},
	{"five upper digits", "FE80::2"},
	{"one group after ::", "2a00:1450:4001:82b::200e"},
	{"seven groups and ::", "1:2:3:4:5:6:7::"},
	{"short groups", "fd00:3::41"},
	{"unique local", "fd42:42:42::2"},
	{"eight one-digit groups", "1:2:3:4:5:6:7:8"},
}

func TestIPv6CodecShapes(t *testing.T) {
	p := testPermuter(t, "")
	for _, tt := range ipv6Shapes {
		t.Run(tt.name, func(t *testing.T) {
			if !format.ValidIPv6(tt.in) {
				t.Fatalf("%q is not valid", tt.in)
			}
			y := ipv6Check(t, p, tt.in)
			if y == tt.in {
				t.Errorf("Encrypt(%q) is the identity", tt.in)
			}
			t.Logf("%s → %s", tt.in, y)
		})
	}
}

// ipv6Templates generate random addresses: 'h' is a random lower-case hex digit, 'H' an
// upper-case one, '9' a decimal digit, 'f' a lower-case letter a–f, 'F' an upper-case one.
var ipv6Templates = []string{
	"hhhh:hhhh:hhhh:hhhh:hhhh:hhhh:hhhh:hhhh",
	"hhhh:hhh::hhhh:hhh:hhhh",
	"hhhh::hhh:hhhh:hhhh:hhhh",
	"hhhh:hhhh:hhhh:hhhh::",
	"hhhh:hh::h",
	"hhhh::h",
	"::hhhh:hhhh",
	"h:h:h:h:h:h:h:h",
	"HHHH:HHHH:HHHH:HHHH:HHHH:HHHH:HHHH:HHHH",
	"HHHH:HHH::HHHH",
	"HHHH::H",
	"FF99::hhh:hhhh:hhhh:hhhh",
	"9F9f::h",
	"9999:999::9999",
	"999::99",
}

func ipv6Random(r *rand.Rand, tmpl string) string {
	for range 10000 {
		b := []byte(tmpl)
		for i, c := range b {
			switch c {
			case 'h':
				b[i] = "0123456789abcdef"[r.IntN(16)]
			case 'H':
				b[i] = "0123456789ABCDEF"[r.IntN(16)]
			case '9':
				b[i] = byte('0' + r.IntN(10))
			case 'f':
				b[i] = byte('a' + r.IntN(6))
			case 'F':
				b[i] = byte('A' + r.IntN(6))
			}
		}
		if s := string(b); format.ValidIPv6(s) {
			return s
		}
	}
	panic("template " + tmpl + " yields no valid address")
}

func ipv6SampleCount() int {
	if testing.Short() {
		return 100
	}
	return 2000
}

// TestIPv6CodecRandom checks the contract on 2,000 random addresses of each template.
func TestIPv6CodecRandom(t *testing.T) {
	t.Parallel()
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, tmpl := range ipv6Templates {
		for range ipv6SampleCount() {
			ipv6Check(t, p, ipv6Random(r, tmpl))
		}
	}
}

// TestIPv6SmallestDomainBijection: the smallest domain, a mixed-case address with four letters
// and one decimal digit ("Fe:aB::1", 6^4·10 = 12,960 points, the prefix cipher), is permuted:
// the ciphertexts of all the valid plaintexts of that class pattern are distinct and decrypt
// back.
func TestIPv6SmallestDomainBijection(t *testing.T) {
	t.Parallel()
	p := testPermuter(t, "")
	seen := map[string]bool{}
	n := 0
	for v := 0; v < 12960; v++ {
		w := v
		l := func() int { d := w % 6; w /= 6; return d }
		x := string([]byte{byte('A' + l()), byte('a' + l()), ':', byte('a' + l()), byte('A' + l()), ':', ':', byte('0' + w)})
		if !format.ValidIPv6(x) {
			continue
		}
		n++
		y := ipv6Check(t, p, x)
		if seen[y] {
			t.Fatalf("%q is the image of two addresses", y)
		}
		seen[y] = true
	}
	if n == 0 {
		t.Fatal("no valid plaintexts")
	}
}

// A zone names an interface of the host that wrote the address: it is in the span and kept
// as written, with a CIDR prefix after it too.
func TestIPv6ZoneKept(t *testing.T) {
	var c ipv6Codec
	p := testPermuter(t, "")
	for _, text := range []string{"fe80::1%eth0", "fe80::a00:27ff:fe4e:66a1%enp0s3", "fe80::2%12/64", "fe80::1ff:fe23:4567:890a%wlan0.5"} {
		addr, zone := format.SplitPrefix(text, 128)
		out, err := c.Encrypt(p, text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if !strings.HasSuffix(out, zone) || out == text || !format.ValidIPv6(strings.TrimSuffix(out, zone)) {
			t.Errorf("%q (address %q, zone %q): encrypted to %q", text, addr, zone, out)
		}
		if back, err := c.Decrypt(p, out); err != nil || back != text {
			t.Errorf("%q: decrypted %q back to %q, %v", text, out, back, err)
		}
	}
}

func TestIPv6Errors(t *testing.T) {
	var c ipv6Codec
	p := testPermuter(t, "")
	for _, bad := range []string{
		"", "::", "::0", "::a", "fe80::", "1::2", "0000:0000:0000:0000:0000:0000:0000:0000",
		"fe80::1%", "fe80::1%eth0.", "fe80::1%-eth0", "::1%eth0.", "::ffff:192.0.2.256", "2001:db8::1.2.3", "::ffff:c000:0280", "00:1a:2b:3c:4d:5e", "00:1a:2b:ff:fe:3c:4d:5e",
		"12:30:45", "dead::beef", "std::vector", "2001:db8::g", "2001:db8:::1", "2001:db8::1::2",
		"12345::1", "1:2:3:4:5:6:7:8:9", " 2001:db8::1", "2001:db8::1 ", "[2001:db8::1]", "2001:db8::/129", "2001:db8::/032",
	} {
		for _, f := range []func(*permuter, string) (string, error){c.Encrypt, c.Decrypt} {
			out, err := f(p, bad)
			if !errors.Is(err, errFormat) {
				t.Errorf("%q: got %q, %v; want errFormat", bad, out, err)
				continue
			}
			if bad != "" && strings.Contains(err.Error(), bad) {
				t.Errorf("%q: the error repeats the text: %v", bad, err)
			}
		}
	}
}

// TestIPv6EmbeddedConsistent checks that the IPv4 part of an address with a well-known
// prefix (IPv4-mapped, NAT64) encrypts as the IPv4 address alone does, so that both spellings
// of one host stay linked.
func TestIPv6EmbeddedConsistent(t *testing.T) {
	p := testPermuter(t, "")
	var c6 ipv6Codec
	var c4 ipv4Codec
	for _, v4 := range []string{"192.0.2.1", "10.20.30.40", "198.51.100.7"} {
		for _, prefix := range []string{"::ffff:", "::FFFF:", "0:0:0:0:0:ffff:", "64:ff9b::", "64:FF9B:0:0:0:0:"} {
			x := prefix + v4
			y := ipv6Check(t, p, x)
			want, err := c4.Encrypt(p, v4)
			if err != nil {
				t.Fatal(err)
			}
			if y != prefix+want {
				t.Errorf("Encrypt(%q) = %q; want %q", x, y, prefix+want)
			}
		}
	}
	if _, err := c6.Encrypt(p, "::ffff:0.0.0.256"); !errors.Is(err, errFormat) {
		t.Errorf("IPv4 part out of range: err = %v; want errFormat", err)
	}
}

// TestIPv6DottedTailEncryptedWhole: an address with a dotted IPv4 tail and any other prefix
// than the well-known ones has all its 128 bits encrypted: the hex groups change (in the same
// layout and case), not only the tail, and the result decrypts back.
func TestIPv6DottedTailEncryptedWhole(t *testing.T) {
	p := testPermuter(t, "")
	for _, x := range []string{
		"2a02:8070:abcd:1234:5678:9abc:192.168.0.7",
		"2001:db8::10.0.0.1",
		"2001:DB8:85A3::8A2E:198.51.100.7",
		"64:ff9b:1::192.0.2.33", // local-use NAT64 (/48) is not the well-known /96
		"::fffe:192.0.2.1",
		"::ffff:0:192.0.2.1", // IPv4-translated, not IPv4-mapped
		"::192.0.2.1",
		"fe80::1:10.1.2.3",
	} {
		y := ipv6Check(t, p, x)
		i, j := strings.LastIndexByte(x, ':'), strings.LastIndexByte(y, ':')
		xa, _ := netip.ParseAddr(x)
		ya, _ := netip.ParseAddr(y)
		xb, yb := xa.As16(), ya.As16()
		// "::192.0.2.1" writes no hex digit: its first 96 bits are zero by its layout.
		if format.HexDigitCount(x[:i+1]) > 0 && [12]byte(xb[:12]) == [12]byte(yb[:12]) {
			t.Errorf("Encrypt(%q) = %q: the first 96 bits stayed in clear", x, y)
		}
		if x[i+1:] == y[j+1:] {
			t.Errorf("Encrypt(%q) = %q: the IPv4 tail stayed in clear", x, y)
		}
	}
}

// TestValidIPv6 is a table of the validator the detector and the codec share.
func TestValidIPv6(t *testing.T) {
	for text, want := range map[string]bool{
		"2001:0db8:85a3:0000:0000:8a2e:0370:7334": true,
		"2001:db8:85a3::8a2e:370:7334":            true,
		"fe80::1ff:fe23:4567:890a":                true,
		"FE80::1FF:FE23:4567:890A":                true,
		"2001:db8::":                              true,
		"fe80::2":                                 true,
		"::ffff:0:1234:5678":                      true,
		"1:2:3:4:5:6:7:8":                         true,
		"::1":                                     true, // loopback: the conventions count it
		"::0001":                                  true,
		"::2":                                     true,  // one group after "::"
		"::ab":                                    false, // no decimal digit
		"::1:2":                                   false, // four digits, two groups
		"0:0:0:0:0:0:0:1":                         true,  // loopback written in full
		"::":                                      false,
		"::0":                                     false, // unspecified
		"0:0:0:0:0:0:0:0":                         false,
		"fe80::":                                  false, // four digits
		"fe80::1%eth0":                            false, // a zone: ValidIPv6Prefix splits it off
		"::ffff:192.0.2.1":                        true,  // IPv4-mapped, dotted
		"64:ff9b::198.51.100.7":                   true,  // NAT64
		"2001:db8::10.0.0.1":                      true,
		"::ffff:127.0.0.1":                        true,  // loopback IPv4 part: loopback counts
		"::ffff:0.0.0.0":                          true,  // so does the unspecified one
		"::ffff:192.0.2.01":                       false, // leading zero
		"2001:db8::256.1.1.1":                     false,
		"1:2:3:4:5:6:7:8:1.2.3.4":                 false, // too many groups
		"fe80::1%eth0.1.2.3.4":                    false,
		"::ffff:c000:280":                         false, // IPv4-mapped
		"00:1a:2b:3c:4d:5e":                       false, // MAC
		"00:1a:2b:ff:fe:3c:4d:5e":                 false, // EUI-64
		"12:30:45":                                false, // time
		"dead::beef":                              false, // no decimal digit
		"Add::Face":                               false,
		"2001:db8::12345":                         false,
		"2001:db8::1/64":                          false,
	} {
		if got := format.ValidIPv6(text); got != want {
			t.Errorf("ValidIPv6(%q) = %v; want %v", text, got, want)
		}
	}
}

// TestIPv6Consistency: the same key, context and address give the same ciphertext; another
// context gives another; and the ciphertext of the address in upper case is the ciphertext in
// upper case (the label ignores case), so a reader's re-casing still decrypts.
func TestIPv6Consistency(t *testing.T) {
	var c ipv6Codec
	p, q := testPermuter(t, ""), testPermuter(t, "other")
	r := rand.New(rand.NewPCG(1, 2))
	same := 0
	const n = 500
	for range n {
		x := ipv6Random(r, "hhhh:hhh::hhhh:hhh:hhhh")
		y1, _ := c.Encrypt(p, x)
		y2, _ := c.Encrypt(p, x)
		if y1 != y2 {
			t.Fatalf("Encrypt(%q) gave %q then %q", x, y1, y2)
		}
		if y3, _ := c.Encrypt(q, x); y3 == y1 {
			same++
		}
		if up, _ := c.Encrypt(p, strings.ToUpper(x)); up != strings.ToUpper(y1) {
			t.Fatalf("Encrypt(%q) = %q but Encrypt(upper) = %q", x, y1, up)
		}
	}
	if same > 0 {
		t.Errorf("%d of %d addresses encrypt the same under two contexts", same, n)
	}
}

// TestIPv6Spread encrypts 2,000 distinct addresses that differ only in their last group and
// checks the ciphertexts are distinct and their first hex digit is uniform: chi-square over 16
// digits (15 degrees of freedom) below 37.7, the 0.1% critical value.
func TestIPv6Spread(t *testing.T) {
	var c ipv6Codec
	p := testPermuter(t, "")
	const n = 2000
	seen := map[string]bool{}
	var counts [16]int
	for i := range n {
		x := "2001:db8:85a3::8a2e:" + ipv6Hex4(i+1) // 2001:db8:85a3::8a2e:0001 …
		y, err := c.Encrypt(p, x)
		if err != nil {
			t.Fatal(err)
		}
		if seen[y] {
			t.Fatalf("two addresses encrypt to %q", y)
		}
		seen[y] = true
		counts[strings.IndexByte("0123456789abcdef", y[0])]++
	}
	chi := 0.0
	want := float64(n) / 16
	for _, k := range counts {
		chi += (float64(k) - want) * (float64(k) - want) / want
	}
	if chi > 37.7 {
		t.Errorf("first digits not uniform: chi-square %.1f > 37.7 (%v)", chi, counts)
	}
}

func ipv6Hex4(i int) string {
	const d = "0123456789abcdef"
	return string([]byte{d[i>>12&15], d[i>>8&15], d[i>>4&15], d[i&15]})
}

// TestIPv6TypePreservation puts random addresses of every template in several contexts, checks
// the annotator finds them as ipv6 with the right extent, and that it finds each ciphertext in
// its place as ipv6 with the same extent and nothing else overlapping it.
func TestIPv6TypePreservation(t *testing.T) {
	t.Parallel()
	a, c := defaultTypeCodec(t, "ipv6")
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	contexts := []string{
		"host %s is up", "%s", "curl http://[%s]:8080/", "route %s via eth0", "ping6 %s.", "link %s, eth0",
		"addr=%s,", "ipv6:%s", "(%s)", `"%s"`, "src %s dst %s", "inet6 %s scope global\n", "Adresse %s ;",
	}
	// After a colon or a five-digit port, only addresses that end in a digit are found:
	// "2001:db8:::" is not an address followed by a colon.
	afterColon := []string{"IP6 %s > fe80::1: ICMP6", "TCP %s:52114 -> [::1]:22"}
	for _, tmpl := range ipv6Templates {
		for i := range ipv6SampleCount() {
			x := ipv6Random(r, tmpl)
			ctx := contexts[i%len(contexts)]
			if i%5 == 0 && !strings.HasSuffix(x, ":") {
				ctx = afterColon[i/5%len(afterColon)]
			}
			checkPreservedInContext(t, a, c, p, "ipv6", ctx, x)
		}
	}
}

// TestIPv6Detector is a table of addresses and non-addresses in running text.
func TestIPv6Detector(t *testing.T) {
	a, _ := defaultTypeCodec(t, "ipv6")
	tests := []struct {
		text string
		want []string
	}{
		{"host 2001:0db8:85a3:0000:0000:8a2e:0370:7334 is up", []string{"2001:0db8:85a3:0000:0000:8a2e:0370:7334"}},
		{"via 2001:db8:85a3::8a2e:370:7334.", []string{"2001:db8:85a3::8a2e:370:7334"}},
		{"fe80::1ff:fe23:4567:890a%eth0 is link-local", []string{"fe80::1ff:fe23:4567:890a%eth0"}},
		{"scope fe80::a00:27ff:fe4e:66a1%enp0s3.", []string{"fe80::a00:27ff:fe4e:66a1%enp0s3"}},
		{"FE80::1FF:FE23:4567:890A and fe80::2", []string{"FE80::1FF:FE23:4567:890A", "fe80::2"}},
		{"curl http://[2001:db8::1]:8080/health", []string{"2001:db8::1"}},
		{"prefix 2001:db8:4f2a::/48 routed", []string{"2001:db8:4f2a::/48"}},
		{"Prefix: 2001:db8::/32, also 2a01:4f8::/29.", []string{"2001:db8::/32", "2a01:4f8::/29"}},
		{"inet6 2a01:4f8:c17:b8f::2/64 scope global", []string{"2a01:4f8:c17:b8f::2/64"}},
		{"ipv6:2400:cb00:2049:1::a29f:1804, src:fd00:3::41", []string{"2400:cb00:2049:1::a29f:1804", "fd00:3::41"}},
		{"a=2001:db8::1,b=2001:db8::2", []string{"2001:db8::1", "2001:db8::2"}},
		{`{"ip": "2606:50c0:8000::153"}`, []string{"2606:50c0:8000::153"}},
		{"peers 2001:db8::1;2001:db8::2", []string{"2001:db8::1", "2001:db8::2"}},
		{"IP6 fe80::a00:27ff:fe4e:66a1 > fe80::c8d4:11ff:fe20:9b3c: ICMP6", []string{"fe80::a00:27ff:fe4e:66a1", "fe80::c8d4:11ff:fe20:9b3c"}},
		{"ALLOW TCP 2001:db8:ac10:fe01::2:52114 -> [2001:db8::7]:443", []string{"2001:db8:ac10:fe01::2", "2001:db8::7"}},
		{"2001:db8::14:443 is one address", []string{"2001:db8::14:443"}},
		{"ping ::1 or bind ::", []string{"::1"}},
		{"listen [::1]:8080, inet6 ::1/128", []string{"::1", "::1/128"}},
		// not addresses, or not reported
		{"print(a[::2], s[::-1]) and x = arr[::3]", nil},
		{"fe80:: is the prefix", nil},
		{"MAC 00:1a:2b:3c:4d:5e, EUI-64 00:1a:2b:ff:fe:3c:4d:5e", nil},
		{"at 12:30:45 and 01:02:03:04", nil},
		{"std::vector<int> and u8::MAX and Foo::Bar::baz()", nil},
		{"dead::beef and Add::Face", nil},
		{"::ffff:192.0.2.1 is mapped", []string{"::ffff:192.0.2.1"}},
		{"NAT64: 64:ff9b::198.51.100.7, [::ffff:10.20.30.40]:80", []string{"64:ff9b::198.51.100.7", "::ffff:10.20.30.40"}},
		{"::ffff:0.0.0.0 and 2001:db8::256.1.1.1 and text::ffff:192.0.2.1", []string{"::ffff:0.0.0.0"}},
		{"2001:db8::g1 and x2001:db8::1 and 2001:db8::1z", nil},
		{"1:2:3 and 10:20:30:40:50", nil},
		{"sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", nil},
		{"ssh-rsa fingerprint 16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48", nil},
		{"timestamp 2024-03-15T10:22:01Z", nil},
	}
	for _, tt := range tests {
		got, _ := spansOfType(a, tt.text, "ipv6")
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: ipv6 %q; want %q", tt.text, got, tt.want)
		}
	}
}

// TestIPv6Corpus reports precision and recall on the corpus's ipv6 spans and round-trips every
// gold address through the codec.
func TestIPv6Corpus(t *testing.T) {
	a, c := defaultTypeCodec(t, "ipv6")
	p := testPermuter(t, "")
	tp, fp, fn := emailIPv6CorpusScore(t, a, "ipv6", func(v string) {
		if ct, err := c.Encrypt(p, v); err != nil {
			t.Errorf("gold address %q: %v", v, err)
		} else if back, err := c.Decrypt(p, ct); err != nil || back != v {
			t.Errorf("gold address %q: round trip %q, %v", v, back, err)
		}
	})
	if tp+fn > 0 && float64(tp)/float64(tp+fn) < 0.95 || tp+fp > 0 && float64(tp)/float64(tp+fp) < 0.95 {
		t.Errorf("ipv6 detector below 0.95 precision or recall on the corpus (tp %d, fp %d, fn %d)", tp, fp, fn)
	}
}

// FuzzIPv6RoundTrip: any input the validator accepts encrypts to a valid address of the same
// layout and case and decrypts back exactly; anything else is an errFormat error. No panics.
func FuzzIPv6RoundTrip(f *testing.F) {
	for _, s := range ipv6Shapes {
		f.Add(s.in)
	}
	for _, s := range []string{"", "::", "::1", "fe80::1%eth0", "::ffff:1.2.3.4", "64:ff9b::198.51.100.7", "2a02:8070:abcd:1234:5678:9abc:192.168.0.7", "2001:db8::10.0.0.1", "::1.2.3.4", "::ffff:127.0.0.1", "00:1a:2b:ff:fe:3c:4d:5e", "Fe:aB::1", "dead::beef"} {
		f.Add(s)
	}
	p := testPermuter(f, "")
	f.Fuzz(func(t *testing.T, text string) {
		var c ipv6Codec
		ct, err := c.Encrypt(p, text)
		if !format.ValidIPv6Prefix(text) {
			if !errors.Is(err, errFormat) {
				t.Fatalf("Encrypt(%q) = %q, %v; want errFormat", text, ct, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", text, err)
		}
		// A CIDR prefix is kept as written; the address before it obeys the codec's contract.
		addr, prefix := format.SplitPrefix(text, 128)
		if !strings.HasSuffix(ct, prefix) {
			t.Fatalf("Encrypt(%q) = %q: prefix %q not kept", text, ct, prefix)
		}
		ipv6Check(t, p, addr)
	})
}

func BenchmarkIPv6Encrypt(b *testing.B) {
	var c ipv6Codec
	p := testPermuter(b, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct{ name, tmpl string }{
		{"full", "hhhh:hhhh:hhhh:hhhh:hhhh:hhhh:hhhh:hhhh"},
		{"compressed", "hhhh:hhh::hhhh:hhh:hhhh"},
		{"five-digits", "hhhh::h"},
		{"upper", "HHHH:HHH::HHHH"},
		{"mixed", "FF99::hhh:hhhh:hhhh:hhhh"},
		{"mixed-smallest", "9F9f::h"},
	} {
		samples := make([]string, 1000)
		for i := range samples {
			samples[i] = ipv6Random(r, tt.tmpl)
		}
		b.Run(tt.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := c.Encrypt(p, samples[i%len(samples)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
