package format

import (
	"strings"
	"testing"
)

func TestParseEmail(t *testing.T) {
	tests := []struct {
		in     string
		ok     bool
		suffix string // the kept public suffix when ok
	}{
		{"jane.doe@example.com", true, "com"},
		{"Jane.Doe@Example.COM", true, "COM"},
		{"x.y+tag@sub.domain.example.com", true, "com"},
		{"sk8r_boi%dept@aol.com", true, "com"},
		{"_admin@example.org", true, "org"},
		{"a@b.io", true, "io"},
		{"a-@b-c.d-e.fr", true, "fr"},
		{"12345678@163.com", true, "com"},
		{"tom@brightlane.co.uk", true, "co.uk"},
		{"tom@mail.brightlane.CO.UK", true, "CO.UK"},
		{"sydney@atlas-consult.com.au", true, "com.au"},
		{"rdv@prefecture.gouv.fr", true, "gouv.fr"},
		{"x@co.uk", true, "uk"}, // no label under the public second level: just the TLD
		{"x@ab.uk", true, "uk"},
		{"x@example.museum", true, "museum"},
		{"a@xn--d1acufc.xn--p1ai", true, "xn--p1ai"}, // internationalised TLD (.рф) in ASCII form
		{"a@example.xn--", false, ""},
		{"a@example.xn--p1-ai", false, ""},
		{strings.Repeat("a", 64) + "@example.com", true, "com"},
		{"", false, ""},
		{"jane", false, ""},
		{"@example.com", false, ""},
		{"jane@", false, ""},
		{"jane@example", false, ""},
		{"jane@@example.com", false, ""},
		{"jane@exa@mple.com", false, ""},
		{".jane@example.com", false, ""},
		{"-jane@example.com", false, ""},
		{"+jane@example.com", false, ""},
		{"jane.@example.com", false, ""},
		{"k..allen@enron.com", true, "com"},
		{"ja...ne@example.com", false, ""},
		{"ja ne@example.com", false, ""},
		{"jäne@example.com", true, "com"}, // internationalised (RFC 6531)
		{"josé@exämple.de", true, "de"},
		{"ana.o'brien@example.ie", true, "ie"},
		{"jan€@example.com", false, ""},
		{"jane'@example.com", false, ""},
		{"'jane@example.com", false, ""},
		{"jane@example.cöm", false, ""},
		{"jane@-example.com", false, ""},
		{"jane@example-.com", false, ""},
		{"jane@exa_mple.com", false, ""},
		{"jane@example..com", false, ""},
		{"jane@.example.com", false, ""},
		{"jane@example.com.", false, ""},
		{"jane@example.c", false, ""},
		{"jane@example.c0m", false, ""},
		{"jane@example.123", false, ""},
		{"jane@example.abcdefghijklmnopqrs", false, ""}, // 19-letter TLD
		{"icon@2x.png", false, ""},
		{"logo@3x.WEBP", false, ""},
		{"lodash@4.17.21", false, ""},
		{strings.Repeat("a", 65) + "@example.com", false, ""},
		{"a@" + strings.Repeat("a", 64) + ".com", false, ""},
		{"a@" + strings.Repeat(strings.Repeat("a", 60)+".", 5) + "com", false, ""}, // > 253 bytes
	}
	for _, tt := range tests {
		e, ok := ParseEmail(tt.in)
		if ok != tt.ok || ValidEmail(tt.in) != tt.ok {
			t.Errorf("ParseEmail(%q) ok = %v; want %v", tt.in, ok, tt.ok)
			continue
		}
		if ok && e.SuffixText() != tt.suffix {
			t.Errorf("ParseEmail(%q) suffix %q; want %q", tt.in, e.SuffixText(), tt.suffix)
		}
		if ok && e.Local+"@"+e.Domain != tt.in {
			t.Errorf("ParseEmail(%q) = %q @ %q", tt.in, e.Local, e.Domain)
		}
	}
}

// The parser's rules follow the class pattern (letter, digit, punctuation) and the TLD, which
// is what lets the codec change letters and digits freely: every address of the same pattern
// and TLD is an address too.
func TestParseEmailDependsOnClassPattern(t *testing.T) {
	for _, in := range []string{"jane.doe+x@mail.example-1.co.uk", "a1_b%c-d@x9.y-z.org", "Q@Z.io"} {
		out := []byte(in)
		tld := strings.LastIndexByte(in, '.')
		for i := range out[:tld] {
			switch c := out[i]; {
			case c >= 'a' && c <= 'z':
				out[i] = 'z' - (c - 'a')
			case c >= 'A' && c <= 'Z':
				out[i] = 'Z' - (c - 'A')
			case c >= '0' && c <= '9':
				out[i] = '9' - (c - '0')
			}
		}
		if !ValidEmail(string(out)) {
			t.Errorf("%q is valid but %q of the same pattern is not", in, out)
		}
	}
}
