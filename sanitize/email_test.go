package sanitize

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// emailCodecFor returns the email codec with params.
func emailCodecFor(t testing.TB, params codecParams) emailCodec {
	t.Helper()
	c, err := newFormatCodec("email", params)
	if err != nil {
		t.Fatal(err)
	}
	return c.(emailCodec)
}

// emailClasses is the class pattern of an address: letters 'a'/'A' by case, digits '9',
// punctuation itself.
func emailClasses(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return '9'
		case r >= 'a' && r <= 'z':
			return 'a'
		case r >= 'A' && r <= 'Z':
			return 'A'
		}
		return r
	}, s)
}

// emailCheck encrypts x and checks the contract: an address of the same class pattern and case,
// same public suffix, the domain kept exactly when it is a kept provider (or encryption of
// domains is off) and never turned into one, and an exact round trip. It returns the ciphertext.
func emailCheck(t *testing.T, c emailCodec, p *permuter, x string) string {
	t.Helper()
	y, err := c.Encrypt(p, x)
	if err != nil {
		t.Fatalf("Encrypt(%q): %v", x, err)
	}
	ex, _ := format.ParseEmail(x)
	ey, ok := format.ParseEmail(y)
	if !ok || !format.ValidEmail(y) {
		t.Fatalf("Encrypt(%q) = %q: not an address", x, y)
	}
	if emailClasses(y) != emailClasses(x) {
		t.Fatalf("Encrypt(%q) = %q: class or case pattern changed", x, y)
	}
	if ey.Suffix != ex.Suffix || ey.SuffixText() != ex.SuffixText() {
		t.Fatalf("Encrypt(%q) = %q: public suffix changed", x, y)
	}
	if c.kept(ex) {
		if ey.Domain != ex.Domain {
			t.Fatalf("Encrypt(%q) = %q: kept domain changed", x, y)
		}
	} else if c.kept(ey) {
		t.Fatalf("Encrypt(%q) = %q: domain became a kept provider", x, y)
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

// emailShapes lists the shapes of address the codec handles, with a sample of each.
var emailShapes = []struct {
	name, in   string
	domainKept bool
}{
	{"first.last at company", "jane.doe@example.com", false},
	{"provider", "jane.doe@gmail.com", true},
	{"provider upper case", "Jane.Doe@GMail.COM", true},
	{"initial and digits", "jdoe1987@outlook.com", true},
	{"plus tag", "zoe.fischer+shop@gmail.com", true},
	{"plus tag at company", "x.y+tag@sub.domain.example.com", false},
	{"underscore and percent", "sk8r_boi%dept@aol.com", true},
	{"hyphenated domain", "sre-oncall@northwind-cloud.io", false},
	{"public second level", "sydney@atlas-consult.com.au", false},
	{"co.uk", "Tom.Hughes@Brightlane-Insurance.co.uk", false},
	{"gouv.fr", "rdv-sejour@prefecture-exemple.gouv.fr", false},
	{"regional provider", "rahul.mehta1987@yahoo.co.in", true},
	{"provider subdomain", "jane@mail.yahoo.com", false},
	{"digit provider", "12345678@163.com", true},
	{"digit domain label", "info@4u2c.de", false},
	{"one letter at provider", "j@gmail.com", true},
	{"one digit at provider", "7@gmail.com", true},
	{"two letters at provider", "jo@icloud.com", true},
	{"three digits at provider", "123@web.de", true},
	{"dotted initials at provider", "a.b@gmx.de", true},
	{"tiny company address", "a@b.io", false},
	{"underscore first", "_admin@example.org", false},
	{"upper-case company", "SUPPORT@ACME-CORP.COM", false},
	{"long local part", strings.Repeat("abcdefgh", 8) + "@example.com", false},
}

func TestEmailCodecShapes(t *testing.T) {
	c := emailCodecFor(t, nil)
	p := testPermuter(t, "")
	for _, tt := range emailShapes {
		t.Run(tt.name, func(t *testing.T) {
			e, ok := format.ParseEmail(tt.in)
			if !ok {
				t.Fatalf("%q is not an address", tt.in)
			}
			if got := c.kept(e); got != tt.domainKept {
				t.Fatalf("%q: domain kept %v; want %v", tt.in, got, tt.domainKept)
			}
			y := emailCheck(t, c, p, tt.in)
			if y == tt.in {
				t.Errorf("Encrypt(%q) is the identity", tt.in)
			}
			ey, _ := format.ParseEmail(y)
			if !tt.domainKept && strings.EqualFold(ey.Domain, e.Domain) {
				t.Errorf("Encrypt(%q) = %q: company domain not encrypted", tt.in, y)
			}
			t.Logf("%s → %s", tt.in, y)
		})
	}
}

// emailTemplates generate random addresses: in the local part and the domain, 'a' is a random
// lower-case letter, 'A' an upper-case one, '9' a digit; a domain starting with '=' is literal.
// Tiny domains (at most a few thousand points, each Encrypt costing hundreds of FF1 calls) get
// fewer samples (few).
var emailTemplates = []struct {
	local, domain string
	few           bool
}{
	{"aaaa.aaaaaaa", "aaaaaaaa.com", false},
	{"aaaaa99", "=gmail.com", false},
	{"Aaaa.Aaaaa", "=GMail.com", false},
	{"aaaa_aaaa+aaaa", "aaaaa-aaaaa.co.uk", false},
	{"a.aaaaa", "aaa.aaaaaaa.org", false},
	{"AAAAAA", "AAAA-AAAA.COM", false},
	{"aaaaaa%aaaa", "aaaa.com.au", false},
	{"99999999", "a9a.net", false},
	{"aa", "aaa.de", false},
	{"aaa99", "aa.fr", false},
	{"aaa", "=proton.me", false},
	{"a", "=gmail.com", true},
	{"9", "=yahoo.com", true},
	{"aa", "=web.de", true},
	{"a.a", "=outlook.com", true},
	{"999", "=163.com", true},
	{"a99", "=icloud.com", true},
	{"a", "a.io", true},
}

// emailSampleCount is the number of random addresses to test for a template.
func emailSampleCount(few bool) int {
	switch {
	case testing.Short():
		return 50
	case few:
		return 200
	}
	return 2000
}

func emailRandom(r *rand.Rand, tmpl string) string {
	if strings.HasPrefix(tmpl, "=") {
		return tmpl[1:]
	}
	b := []byte(tmpl)
	for i, c := range b {
		switch c {
		case 'a':
			b[i] = byte('a' + r.IntN(26))
		case 'A':
			b[i] = byte('A' + r.IntN(26))
		case '9':
			b[i] = byte('0' + r.IntN(10))
		}
	}
	return string(b)
}

func emailSamples(r *rand.Rand, local, domain string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = emailRandom(r, local) + "@" + emailRandom(r, domain)
	}
	return out
}

// TestEmailCodecRandom checks the contract on 2,000 random addresses of each template (200 for
// the tiny ones).
func TestEmailCodecRandom(t *testing.T) {
	t.Parallel()
	c := emailCodecFor(t, nil)
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, tmpl := range emailTemplates {
		for _, x := range emailSamples(r, tmpl.local, tmpl.domain, emailSampleCount(tmpl.few)) {
			emailCheck(t, c, p, x)
		}
	}
}

// TestEmailSmallDomainBijection: local parts of one to three characters at a kept domain (10
// to 2,600 points, the prefix cipher) are permuted: every output is hit once and decrypts
// back, over the whole domain.
func TestEmailSmallDomainBijection(t *testing.T) {
	t.Parallel()
	c := emailCodecFor(t, nil)
	p := testPermuter(t, "")
	tmpls := []string{"9", "a", "99", "a9", "aa", "999", "a99"}
	for _, tmpl := range tmpls {
		var all []string
		var gen func(prefix, rest string)
		gen = func(prefix, rest string) {
			if rest == "" {
				all = append(all, prefix+"@gmail.com")
				return
			}
			switch rest[0] {
			case 'a':
				for ch := 'a'; ch <= 'z'; ch++ {
					gen(prefix+string(ch), rest[1:])
				}
			case '9':
				for ch := '0'; ch <= '9'; ch++ {
					gen(prefix+string(ch), rest[1:])
				}
			default:
				gen(prefix+rest[:1], rest[1:])
			}
		}
		gen("", tmpl)
		seen := map[string]bool{}
		fixed := 0
		for _, x := range all {
			y := emailCheck(t, c, p, x)
			if seen[y] {
				t.Fatalf("%s: %q is the image of two addresses", tmpl, y)
			}
			seen[y] = true
			if y == x {
				fixed++
			}
		}
		// A random permutation of n points has on average one fixed point.
		if fixed > 6 {
			t.Errorf("%s: %d of %d addresses encrypt to themselves", tmpl, fixed, len(all))
		}
	}
}

// TestEmailNeverKeptDomain: with many kept domains the permutation of the others stays
// among the others. keep_domains makes 12 of the 26 one-letter .com domains kept; all 140
// addresses d@x.com at the 14 others (d a digit: 260 points, the prefix cipher) and 300 random
// ones of 6,760 points (cycle walking) must map into the non-kept ones, bijectively.
func TestEmailNeverKeptDomain(t *testing.T) {
	t.Parallel()
	var keep []any
	for ch := 'b'; ch <= 'm'; ch++ {
		keep = append(keep, string(ch)+".com")
	}
	c := emailCodecFor(t, codecParams{"keep_domains": keep})
	p := testPermuter(t, "")
	seen := map[string]bool{}
	for d := '0'; d <= '9'; d++ {
		for ch := 'a'; ch <= 'z'; ch++ {
			x := string(d) + "@" + string(ch) + ".com"
			if ch >= 'b' && ch <= 'm' {
				if y := emailCheck(t, c, p, x); y[2:] != x[2:] {
					t.Fatalf("Encrypt(%q) = %q: kept domain changed", x, y)
				}
				continue
			}
			y := emailCheck(t, c, p, x)
			if seen[y] {
				t.Fatalf("%q is the image of two addresses", y)
			}
			seen[y] = true
		}
	}
	if len(seen) != 140 {
		t.Fatalf("%d images; want 140", len(seen))
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		x := emailRandom(r, "a9") + "@" + emailRandom(r, "a.com")
		if x[3] >= 'b' && x[3] <= 'm' {
			continue
		}
		emailCheck(t, c, p, x)
	}
}

func TestEmailParams(t *testing.T) {
	p := testPermuter(t, "")
	x := "jane.doe@example.com"
	// keep_domains keeps an extra domain, case-insensitively.
	c := emailCodecFor(t, codecParams{"keep_domains": []any{"Example.COM"}})
	if y := emailCheck(t, c, p, x); !strings.HasSuffix(y, "@example.com") {
		t.Errorf("keep_domains: Encrypt(%q) = %q", x, y)
	}
	// encrypt_domain = false keeps every domain.
	c = emailCodecFor(t, codecParams{"encrypt_domain": false})
	if y := emailCheck(t, c, p, x); !strings.HasSuffix(y, "@example.com") {
		t.Errorf("encrypt_domain=false: Encrypt(%q) = %q", x, y)
	}
	// The default encrypts it.
	c = emailCodecFor(t, nil)
	if y := emailCheck(t, c, p, x); strings.HasSuffix(y, "@example.com") {
		t.Errorf("default: Encrypt(%q) = %q", x, y)
	}
	for _, bad := range []codecParams{
		{"keep_domains": "gmail.com"},
		{"keep_domains": []any{"not a domain"}},
		{"keep_domains": []any{42}},
		{"encrypt_domain": "yes"},
		{"encrypt_domains": true},
	} {
		if _, err := newFormatCodec("email", bad); err == nil {
			t.Errorf("newFormatCodec(email, %v) accepted bad params", bad)
		}
	}
}

func TestEmailErrors(t *testing.T) {
	c := emailCodecFor(t, nil)
	p := testPermuter(t, "")
	for _, bad := range []string{
		"", "jane.doe", "jane@", "@example.com", "jane@example", "jane@@example.com", "jane doe@example.com",
		".jane@example.com", "jane.@example.com", "ja...ne@example.com", "jane@-example.com", "jane@example-.com",
		"jane@example.c", "jane@example.c0m", "icon@2x.png", "jane@exa_mple.com", "jan€@example.com", "jane'@example.com", "jane@example.cöm",
		"mailto:jane@example.com", "jane@example.com.", " jane@example.com", strings.Repeat("a", 65) + "@example.com",
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

// TestEmailConsistency: the same key, context and address give the same ciphertext; another
// context gives another; and the ciphertext of an address in other letter case is the same
// address in that case (the label ignores case), so a reader's re-casing still decrypts.
func TestEmailConsistency(t *testing.T) {
	c := emailCodecFor(t, nil)
	p, q := testPermuter(t, ""), testPermuter(t, "other")
	r := rand.New(rand.NewPCG(1, 2))
	same := 0
	const n = 500
	for _, x := range emailSamples(r, "aaaa.aaaaa", "aaaaaaa.com", n) {
		y1, _ := c.Encrypt(p, x)
		y2, _ := c.Encrypt(p, x)
		if y1 != y2 {
			t.Fatalf("Encrypt(%q) gave %q then %q", x, y1, y2)
		}
		if y3, _ := c.Encrypt(q, x); y3 == y1 {
			same++
		}
		up, _ := c.Encrypt(p, strings.ToUpper(x))
		if up != strings.ToUpper(y1) {
			t.Fatalf("Encrypt(%q) = %q but Encrypt(upper) = %q", x, y1, up)
		}
	}
	if same > 0 {
		t.Errorf("%d of %d addresses encrypt the same under two contexts", same, n)
	}
}

// TestEmailSpread encrypts 2,000 distinct addresses of one shape and checks the ciphertexts are
// distinct and their first letters uniform: chi-square over 26 letters (25 degrees of freedom)
// below 52.6, the 0.1% critical value.
func TestEmailSpread(t *testing.T) {
	c := emailCodecFor(t, nil)
	p := testPermuter(t, "")
	const n = 2000
	seen := map[string]bool{}
	var counts [26]int
	for i := 0; i < n; i++ {
		// Plaintexts as alike as possible: "user" and a 4-digit counter spelled in letters.
		x := "user" + string(rune('a'+i/676%26)) + string(rune('a'+i/26%26)) + string(rune('a'+i%26)) + "@gmail.com"
		y, err := c.Encrypt(p, x)
		if err != nil {
			t.Fatal(err)
		}
		if seen[y] {
			t.Fatalf("two addresses encrypt to %q", y)
		}
		seen[y] = true
		counts[y[0]-'a']++
	}
	chi := 0.0
	want := float64(n) / 26
	for _, k := range counts {
		chi += (float64(k) - want) * (float64(k) - want) / want
	}
	if chi > 52.6 {
		t.Errorf("first letters not uniform: chi-square %.1f > 52.6 (%v)", chi, counts)
	}
}

// TestEmailTypePreservation puts random addresses of every template in several contexts,
// checks the annotator finds them as e-mail with the right extent, and that it finds each
// ciphertext in its place as e-mail with the same extent.
func TestEmailTypePreservation(t *testing.T) {
	t.Parallel()
	a, c := defaultTypeCodec(t, "email")
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	contexts := []string{
		"Please contact %s for details.", "%s", "<%s>", "mailto:%s", "(%s)", "Email: %s.", "\"email\": \"%s\",",
		"cc %s, bcc %s;", "Kontakt: %s\nDanke", "Send it to %s!", "[%s](mailto:%s)", "écrivez à %s ou appelez",
	}
	for _, tmpl := range emailTemplates {
		for i, x := range emailSamples(r, tmpl.local, tmpl.domain, emailSampleCount(tmpl.few)) {
			ctx := contexts[i%len(contexts)]
			checkPreservedInContext(t, a, c, p, "email", ctx, x)
		}
	}
}

// TestEmailDetector is a table of addresses and non-addresses in running text.
func TestEmailDetector(t *testing.T) {
	a, _ := defaultTypeCodec(t, "email")
	tests := []struct {
		text string
		want []string
	}{
		{"Contact jane.doe@example.com today.", []string{"jane.doe@example.com"}},
		{"Email: Bob_99@GMail.COM.", []string{"Bob_99@GMail.COM"}},
		{"write to <x.y+tag@sub.domain.example.com>", []string{"x.y+tag@sub.domain.example.com"}},
		{"mailto:sales@acme-corp.co.uk?subject=Hi", []string{"sales@acme-corp.co.uk"}},
		{"a@b.io, c.d@e-f.org; g%h@i.museum", []string{"a@b.io", "c.d@e-f.org", "g%h@i.museum"}},
		{"(owner: ops@lumen-studio.io)", []string{"ops@lumen-studio.io"}},
		{`{"email":"p.okoye+store@yahoo.com"}`, []string{"p.okoye+store@yahoo.com"}},
		{"Is it jane@example.com?", []string{"jane@example.com"}},
		{"email_user@example.com and _admin@example.org", []string{"email_user@example.com", "_admin@example.org"}},
		{"subdomain admin@mail.sub.example.ac.uk ok", []string{"admin@mail.sub.example.ac.uk"}},
		{"邮箱：wang.wei@example.cn 谢谢", []string{"wang.wei@example.cn"}},
		{"see https://example.com/users/jane@example.com", []string{"jane@example.com"}},
		// after a diff's +, a list's -, or a sentence's full stop (issue 13)
		{"+jane@example.com\n-bob@example.org\nsee .jane@example.com", []string{"jane@example.com", "bob@example.org", "jane@example.com"}},
		// not addresses, or not reported
		{"icon@2x.png and logo@3x.webp", nil},
		{"npm i lodash@4.17.21 react@18.2.0", nil},
		{"pip install requests==2.31.0; @decorator.attr", nil},
		{"git clone git@github.com:org/repo.git", nil},
		{"ssh://git@github.com/org/repo and scp user@host.example.com:/tmp/x", nil},
		{"DATABASE_URL=postgres://admin:s3cret@db.example.com:5432/app", nil},
		{"https://user:pass@host.example.com/path", nil},
		{"root@localhost and user@server", nil},
		// letters beyond ASCII and an apostrophe: the whole address, not its ASCII tail
		{"Grüße an müller@example.de", []string{"müller@example.de"}},
		{"josé@exämple.de, ana.o'brien@example.ie and 'bob@example.org'", []string{"josé@exämple.de", "ana.o'brien@example.ie", "bob@example.org"}},
		{"k..allen@enron.com, see...bob@example.com", []string{"k..allen@enron.com", "bob@example.com"}},
		{"@everyone ping @example.com", nil},
		{"jane@example.c and jane@example.123", nil},
		{"hash deadbeef@sha256:abc", nil},
	}
	for _, tt := range tests {
		got, _ := spansOfType(a, tt.text, "email")
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: emails %q; want %q", tt.text, got, tt.want)
		}
	}
}

// emailIPv6CorpusScore compares the spans of type typ the annotator finds in the gold corpus
// (testdata/corpus/format) with the gold ones, and calls each on every gold value. It returns
// true positives, false positives and false negatives, logging the misses.
func emailIPv6CorpusScore(t *testing.T, a *annotate.Annotator, typ string, each func(v string)) (tp, fp, fn int) {
	t.Helper()
	files, _ := filepath.Glob("../testdata/corpus/format/*.txt")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	gold := regexp.MustCompile(`⟦([a-z_0-9]+):(.*?)⟧`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, prompt := range strings.Split(string(data), "\n=== ") {
			var plain strings.Builder
			want := map[[2]int]bool{}
			last := 0
			for _, m := range gold.FindAllStringSubmatchIndex(prompt, -1) {
				plain.WriteString(prompt[last:m[0]])
				s := plain.Len()
				plain.WriteString(prompt[m[4]:m[5]])
				if prompt[m[2]:m[3]] == typ {
					want[[2]int{s, plain.Len()}] = true
					each(prompt[m[4]:m[5]])
				}
				last = m[1]
			}
			plain.WriteString(prompt[last:])
			text := plain.String()
			for _, s := range a.Annotate([]byte(text)) {
				if s.Type.ID != typ {
					continue
				}
				k := [2]int{s.Start, s.End}
				if want[k] {
					tp++
					delete(want, k)
				} else {
					fp++
					t.Logf("%s: false positive %q", filepath.Base(f), text[k[0]:k[1]])
				}
			}
			for k := range want {
				fn++
				t.Logf("%s: missed %q", filepath.Base(f), text[k[0]:k[1]])
			}
		}
	}
	if tp+fp > 0 && tp+fn > 0 {
		t.Logf("%s detector on the corpus: precision %.3f, recall %.3f (tp %d, fp %d, fn %d)",
			typ, float64(tp)/float64(tp+fp), float64(tp)/float64(tp+fn), tp, fp, fn)
	}
	return tp, fp, fn
}

// TestEmailCorpus reports precision and recall on the corpus's e-mail spans and round-trips
// every gold address through the codec.
func TestEmailCorpus(t *testing.T) {
	a, c := defaultTypeCodec(t, "email")
	p := testPermuter(t, "")
	tp, fp, fn := emailIPv6CorpusScore(t, a, "email", func(v string) {
		if ct, err := c.Encrypt(p, v); err != nil {
			t.Errorf("gold address %q: %v", v, err)
		} else if back, err := c.Decrypt(p, ct); err != nil || back != v {
			t.Errorf("gold address %q: round trip %q, %v", v, back, err)
		}
	})
	if tp+fn > 0 && float64(tp)/float64(tp+fn) < 0.95 || tp+fp > 0 && float64(tp)/float64(tp+fp) < 0.95 {
		t.Errorf("email detector below 0.95 precision or recall on the corpus (tp %d, fp %d, fn %d)", tp, fp, fn)
	}
}

// FuzzEmailRoundTrip: any input the validator accepts encrypts to an address of the same
// class pattern and decrypts back exactly; anything else is an errFormat error. Nothing panics.
func FuzzEmailRoundTrip(f *testing.F) {
	for _, s := range emailShapes {
		f.Add(s.in)
	}
	for _, s := range []string{"", "a@b", "a@b.c", "icon@2x.png", "x@co.uk", "x@ab.co.uk", "A@GMAIL.COM", "1@2.de", "a-@b-c.d-e.fr"} {
		f.Add(s)
	}
	c := emailCodecFor(f, nil)
	p := testPermuter(f, "")
	f.Fuzz(func(t *testing.T, text string) {
		ct, err := c.Encrypt(p, text)
		if !format.ValidEmail(text) {
			if !errors.Is(err, errFormat) {
				t.Fatalf("Encrypt(%q) = %q, %v; want errFormat", text, ct, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", text, err)
		}
		emailCheck(t, c, p, text)
	})
}

// BenchmarkEmailEncrypt measures typical addresses and the worst cases: two letters at a kept
// domain (676 points: the prefix cipher's 676 FF1 calls), three digits (1,000 points: cycle
// walking, 1,000 FF1 calls on average) and a letter and two digits (2,600 points: 385).
func BenchmarkEmailEncrypt(b *testing.B) {
	c := emailCodecFor(b, nil)
	p := testPermuter(b, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct{ name, local, domain string }{
		{"company", "aaaa.aaaaaaa", "aaaaaaaa.com"},
		{"provider", "aaaaa.aaaaa99", "=gmail.com"},
		{"tag", "aaaa+aaaa", "=gmail.com"},
		{"1-letter", "a", "=gmail.com"},
		{"3-letters", "aaa", "=gmail.com"},
		{"2-letters-worst-prefix", "aa", "=gmail.com"},
		{"3-digits-worst-walk", "999", "=gmail.com"},
		{"letter-2-digits", "a99", "=gmail.com"},
	} {
		samples := emailSamples(r, tt.local, tt.domain, 1000)
		b.Run(tt.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := c.Encrypt(p, samples[i%len(samples)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
