package sanitize

import (
	"testing"
)

// BenchmarkCodecs measures one Encrypt per codec and typical span, with a permuter that lives
// across iterations as a Sanitizer's does (so a small-domain table is built once and then
// reused; its one-off build cost is in BenchmarkPrefixTableBuild). The spans cycle through a
// few values so that no answer comes from a single repeated lookup.
func BenchmarkCodecs(b *testing.B) {
	for _, bc := range []struct {
		name, codec string
		params      codecParams
		spans       []string
	}{
		{"ssn", "ssn", nil, []string{"123-45-6789", "078-05-1120", "219-09-9999"}},
		{"card", "credit_card", nil, []string{"4111 1111 1111 1111", "5500 0000 0000 0004"}},
		{"ipv4", "ipv4", nil, []string{"203.0.113.7", "198.51.100.23", "81.2.69.160"}},
		{"ipv6", "ipv6", nil, []string{"2001:db8:85a3::8a2e:370:7334", "2a02:8070:abcd:1234::1"}},
		{"ipv6-dotted", "ipv6", nil, []string{"2a02:8070:abcd:1234:5678:9abc:192.168.0.7", "2001:db8::203.0.113.9"}},
		{"zip5", "zip", nil, []string{"94103", "10001", "60614"}},
		{"zip9", "zip", nil, []string{"94103-1234", "10001-0002"}},
		{"iban", "iban", nil, []string{"DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432"}},
		{"digits-1", "digits", nil, []string{"7", "3", "0"}},
		{"digits-4", "digits", nil, []string{"1234", "9876", "0042"}},
		{"digits-9", "digits", nil, []string{"123456789", "987654321"}},
		{"alnum-3", "alnum", nil, []string{"a1B", "z9Q", "k0K"}},
		{"alnum-8", "alnum", nil, []string{"AB12cd34", "ZZ00yy99"}},
		{"email-short", "email", nil, []string{"ann@gmail.com", "bob@gmail.com", "eve@gmail.com"}},
		{"email-long", "email", nil, []string{"john.smith@example.com", "mary.jones@acme-corp.co.uk"}},
		{"date", "date", nil, []string{"2024-03-15", "March 15, 2024", "25/03/2024"}},
		{"name-listed", "name", nil, []string{"Mary Smith", "John Miller", "Linda Johnson"}},
		{"name-unlisted", "name", nil, []string{"Kaiser Soze", "Xiu Qong", "Zorblatt"}},
		{"phone", "phone", nil, []string{"+1 415 555 0132", "(212) 555-0198"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			c := mustCodec(b, bc.codec, bc.params)
			p := testPermuter(b, "")
			for range rankUses + 1 { // fail early, and build any table outside the loop
				for _, s := range bc.spans {
					if _, err := c.Encrypt(p, s); err != nil {
						b.Fatalf("Encrypt(%q): %v", s, err)
					}
				}
			}
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if _, err := c.Encrypt(p, bc.spans[i%len(bc.spans)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
