package sanitize

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

func newTestPhoneCodec(t testing.TB, params codecParams) formatCodec {
	t.Helper()
	c, err := newFormatCodec("phone", params)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkPhoneCipher checks what every phone ciphertext must satisfy: it decrypts to the
// plaintext, has the same bytes outside the digits, keeps the first kept digits, parses as a
// phone of the same plan with the same prefix and area code, and has fewer than all digits equal.
func checkPhoneCipher(t *testing.T, c formatCodec, p *permuter, in string, kept int) string {
	t.Helper()
	out, err := c.Encrypt(p, in)
	if err != nil {
		t.Fatalf("Encrypt(%q): %v", in, err)
	}
	back, err := c.Decrypt(p, out)
	if err != nil {
		t.Fatalf("Decrypt(%q) (from %q): %v", out, in, err)
	}
	if back != in {
		t.Fatalf("Decrypt(Encrypt(%q)) = %q via %q", in, back, out)
	}
	if len(out) != len(in) {
		t.Fatalf("Encrypt(%q) = %q: length changed", in, out)
	}
	for i := 0; i < len(in); i++ {
		if isDigitByte(in[i]) != isDigitByte(out[i]) || !isDigitByte(in[i]) && in[i] != out[i] {
			t.Fatalf("Encrypt(%q) = %q: shape changed at byte %d", in, out, i)
		}
	}
	pin, _ := format.ParsePhone(in)
	pout, ok := format.ParsePhone(out)
	if !ok || pout.Kind != pin.Kind || pout.Prefix != pin.Prefix || pout.Area != pin.Area {
		t.Fatalf("Encrypt(%q) = %q parses as %+v (ok %v); want %+v", in, out, pout, ok, pin)
	}
	if kept >= 0 && pout.Digits[:kept] != pin.Digits[:kept] {
		t.Fatalf("Encrypt(%q) = %q: the first %d digits changed", in, out, kept)
	}
	return out
}

// phoneShapes are the written forms the phone type supports, with the digits the default codec
// keeps (country code, 00, trunk, area code) and the number it encrypts.
var phoneShapes = []struct {
	text    string
	kept    string // leading digits kept
	context string // a sentence the annotator finds the number in
}{
	// North American: the area code is kept, exchange and line (7 digits) are encrypted.
	{"(415) 555-0132", "415", "Call me at %s tomorrow."},
	// Another country's number without trunk 0 or country code: every digit encrypted.
	{"712 48 903", "", "Celular %s."},
	{"9741-2280", "", "Vous pouvez me joindre au %s ce soir."},
	{"415-555-0132", "415", "Office: %s."},
	{"415.555.0132", "415", "Office: %s."},
	{"415 555 0132", "415", "Office: %s."},
	{"+1 415 555 0132", "1415", "Office: %s."},
	{"+1 (415) 555-0132", "1415", "Office: %s."},
	{"1-800-555-0199", "1800", "Toll free %s."},
	{"(415)5550132", "415", "Phone: %s."},
	{"(555) 123-4567", "555", "Call me at %s tomorrow."}, // made-up: exchange starting with 1
	{"555-0123", "", "Call me at %s tomorrow."},          // local, without the area code
	{"+1-415-555-0132", "1415", "Office: %s."},
	{"4155550132", "415", "Phone: %s"},
	{"+14155550132", "1415", "Office: %s."},
	// International: the country code and the first group are kept.
	{"+44 20 7946 0958", "4420", "Office: %s."},
	{"(+44) 20 7946 0958", "4420", "Office: %s."},
	{"+44 7911 123456", "447911", "Office: %s."},
	{"+49 30 12345678", "4930", "Office: %s."},
	{"+49 (0)89 1234567", "49089", "Office: %s."},
	{"+49 171 2345678", "49171", "Office: %s."},
	{"+33 1 23 45 67 89", "331", "Office: %s."},
	{"+33 6 12 34 56 78", "336", "Office: %s."},
	{"+91 98765 43210", "919876", "Office: %s."}, // 5-digit area code: one of its digits is encrypted
	{"+61 2 9876 5432", "612", "Office: %s."},
	{"+81 3-1234-5678", "813", "Office: %s."},
	{"+34 612 34 56 78", "34612", "Office: %s."},
	{"+41 44 668 18 00", "4144", "Office: %s."},
	{"+31 20 123 4567", "3120", "Office: %s."},
	{"+39 02 1234 5678", "3902", "Office: %s."},
	{"+7 (495) 123-45-67", "7495", "Office: %s."},
	{"+353 1 234 5678", "3531", "Office: %s."},
	{"+442079460958", "44", "Office: %s."},
	{"0049 30 1234567", "004930", "Office: %s."},
	// National with a trunk 0: the trunk and area code are kept.
	{"030 12345678", "030", "Tel. %s"},
	{"0171 2345678", "0171", "Handy: %s"},
	{"0821 4578 0", "082", "Tel. %s, Fax 0821 4578 299"},
	{"(030) 1234567", "030", "Büro %s."},
	{"0171/2345678", "0171", "Telefon %s"},
	{"0221 / 98 76 54", "0221", "Fon %s"},
	{"+49 (0) 30 / 123 456-78", "49030", "Tel.: %s"},
	{"01 23 45 67 89", "01", "Bureau : %s."},
	{"06 12 34 56 78", "06", "Portable : %s."},
	{"01.23.45.67.89", "01", "Tél. %s"},
	{"020 7946 0958", "020", "Office: %s."},
	{"07911 123456", "07911", "Mobile: %s."},
	{"04321 12345", "0432", "Tel. %s"}, // 5-digit area code, 5-digit subscriber number
	{"03012345678", "0", "Telefon: %s"},
	{"0 809 402 318", "0809", "au %s (service gratuit)"},
	{"0475 21 98 36", "0475", "ou au %s."},
	{"06 12345678", "06", "mobiel %s"},
	{"0 532 123 45 67", "0532", "cep: %s"},
	{"0 (917) 123 4567", "0917", "%s"},
	// National without a trunk 0, the area code first: Brazil, Mexico, Chinese mobiles.
	{"(11) 98765-4321", "11", "Ligue para %s amanhã."},
	{"21 2555-1234", "21", "Telefone: %s"},
	{"55 1234 5678", "55", "Llame al %s."},
	{"139 1234 5678", "139", "手机: %s"},
	// Turkish without the trunk 0 (3-3-2-2), no word for telephone needed.
	{"532 123 45 67", "532", "%s"},
	{"212-123-45-67", "212", "Ofis: %s"},
	{"532.123.45.67", "532", "GSM %s"},
	// Spanish, nine digits without a trunk 0, next to a word for telephone.
	{"612 345 678", "", "Teléfono: %s"},
	{"91 123 45 67", "", "Teléfono: %s"},
	// An Indian mobile without +91 (5-5), next to a word for telephone.
	{"98765 43210", "", "My new number is %s btw"},
}

func TestPhoneShapes(t *testing.T) {
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	for _, s := range phoneShapes {
		out := checkPhoneCipher(t, c, p, s.text, len(s.kept))
		d, od := format.Digits(s.text), format.Digits(out)
		if !strings.HasPrefix(d, s.kept) {
			t.Fatalf("bad table row %q", s.text)
		}
		if od[len(s.kept)] == d[len(s.kept)] && od[len(s.kept):] == d[len(s.kept):] {
			t.Errorf("Encrypt(%q) = %q: nothing encrypted", s.text, out)
		}
		// The codec encrypts exactly the digits after the kept ones: the label says how many.
		ph, _ := format.ParsePhone(s.text)
		if k := (phoneCodec{keepArea: true}).keep(ph); k != len(s.kept) {
			t.Errorf("%q: codec keeps %d digits; want %d", s.text, k, len(s.kept))
		}
		t.Logf("%-20s -> %s", s.text, out)
	}
}

// TestPhoneMadeUpStaysApart checks that a NANP number whose exchange starts with 0 or 1 (as in
// the made-up 555-123-4567) encrypts to another such number, and a real one to a real one: the
// two are separate permutations, so a dialable number never becomes an undialable one.
func TestPhoneMadeUpStaysApart(t *testing.T) {
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 300; i++ {
		ex := 200 + r.IntN(800)
		if i%2 == 0 {
			ex = r.IntN(200)
		}
		in := fmt.Sprintf("212-%03d-%04d", ex, r.IntN(10000))
		out, err := c.Encrypt(p, in)
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", in, err)
		}
		if (in[4] < '2') != (out[4] < '2') {
			t.Fatalf("Encrypt(%q) = %q: exchange class changed", in, out)
		}
		if back, err := c.Decrypt(p, out); err != nil || back != in {
			t.Fatalf("Decrypt(%q) = %q, %v; want %q", out, back, err, in)
		}
	}
}

// Without keep_area_code only the dialling prefixes stay; the area code is encrypted too and
// stays a valid area code (NANP: 2–9 first).
func TestPhoneNoAreaCode(t *testing.T) {
	c := newTestPhoneCodec(t, codecParams{"keep_area_code": false})
	p := testPermuter(t, "")
	for _, s := range phoneShapes {
		ph, _ := format.ParsePhone(s.text)
		out := checkPhoneCipher(t, c, p, s.text, ph.Prefix)
		if format.Digits(out)[ph.Prefix:] == ph.Digits[ph.Prefix:] {
			t.Errorf("Encrypt(%q) = %q: nothing encrypted", s.text, out)
		}
	}
}

// phoneTemplates generate random numbers of each shape: N is a digit 2–9, Z 1–9, D any digit;
// other bytes are literal.
var phoneTemplates = []string{
	"(NDD) NDD-DDDD", "NDD-NDD-DDDD", "NDD.NDD.DDDD", "NDD NDD DDDD", "+1 NDD NDD DDDD", "+1 (NDD) NDD-DDDD",
	"1-800-NDD-DDDD", "+1-NDD-NDD-DDDD", "NDDNDDDDDD", "+1NDDNDDDDDD", "001 NDD NDD DDDD",
	"+44 20 DDDD DDDD", "+44 7DDD DDDDDD", "+49 ZD DDDDDDDD", "+49 (0)ZD DDDDDDD", "+49 1DD DDDDDDD",
	"+33 Z DD DD DD DD", "+91 ZDDDD DDDDD", "+61 Z DDDD DDDD", "+81 Z-DDDD-DDDD", "+34 ZDD DD DD DD",
	"+41 ZD DDD DD DD", "+31 ZD DDD DDDD", "+39 0D DDDD DDDD", "+7 (ZDD) DDD-DD-DD", "+353 Z DDD DDDD",
	"+971 Z DDD DDDD", "+352 ZDDDD", "+44ZDDDDDDDDD", "0049 ZD DDDDDDD", "0033 Z DD DD DD DD",
	"0ZD DDDDDDDD", "0ZDD DDDDDDD", "(0ZD) DDDDDDD", "0ZDD/DDDDDDD", "0Z DD DD DD DD", "0Z.DD.DD.DD.DD",
	"0Z-DD-DD-DD-DD", "0ZD DDDD DDDD", "0ZDDD DDDDDD", "0ZDDD DDDDD", "0ZDD DDD DDDD", "0ZDDDDDDDDD",
	"0 8DD DDD DDD", "0ZDD DD DD DD", "0Z DDDDDDDD", "0Z-DDDDDDDD",
}

func randomPhone(r *rand.Rand, tmpl string) string {
	b := []byte(tmpl)
	for i, c := range b {
		switch c {
		case 'N':
			b[i] = byte('2' + r.IntN(8))
		case 'Z':
			b[i] = byte('1' + r.IntN(9))
		case 'D':
			b[i] = byte('0' + r.IntN(10))
		}
	}
	return string(b)
}

func TestPhoneRandom(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	p := testPermuter(t, "random")
	n := 2000
	if testing.Short() {
		n = 200
	}
	for _, keepArea := range []bool{true, false} {
		c := phoneCodec{keepArea: keepArea}
		for _, tmpl := range phoneTemplates {
			for i := 0; i < n; i++ {
				in := randomPhone(r, tmpl)
				if !format.ValidPhone(in) {
					t.Fatalf("template %q made %q, which is not a phone", tmpl, in)
				}
				ph, _ := format.ParsePhone(in)
				checkPhoneCipher(t, c, p, in, c.keep(ph))
			}
		}
	}
}

// The ciphertext of a number the annotator found is found again, as a phone, with the same
// extent, in the same sentence.
func TestPhoneTypePreservation(t *testing.T) {
	t.Parallel()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	a := annotate.New(reg)
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	check := func(context, in string) {
		t.Helper()
		pre := strings.Index(context, "%s")
		text := strings.Replace(context, "%s", in, 1)
		if !phoneSpanAt(a, text, pre, pre+len(in)) {
			if context == "%s" && format.Digits(in) == in {
				return // digits alone are a phone only next to a keyword
			}
			t.Fatalf("%q: %q not found as a phone; spans %v", text, in, describeSpans(a, text))
		}
		out, err := c.Encrypt(p, in)
		if err != nil {
			t.Fatal(err)
		}
		text = strings.Replace(context, "%s", out, 1)
		if !phoneSpanAt(a, text, pre, pre+len(out)) {
			t.Fatalf("%q: ciphertext %q of %q not found as a phone with the same extent; spans %v", text, out, in, describeSpans(a, text))
		}
	}
	for _, s := range phoneShapes {
		check(s.context, s.text)
	}
	r := rand.New(rand.NewPCG(1, 2))
	n := 100
	if testing.Short() {
		n = 10
	}
	contexts := []string{"Please call %s.", "phone: %s", "(Tel. %s)", "%s", "On 15.03.2024 at 10:30 call %s, 2 rooms, mail a.b@example.com"}
	for _, tmpl := range phoneTemplates {
		for _, context := range contexts {
			for i := 0; i < n; i++ {
				check(context, randomPhone(r, tmpl))
			}
		}
	}
}

func phoneSpanAt(a *annotate.Annotator, text string, start, end int) bool {
	for _, s := range a.Annotate([]byte(text)) {
		if s.Start == start && s.End == end && s.Type.ID == "phone" {
			return true
		}
	}
	return false
}

func describeSpans(a *annotate.Annotator, text string) []string {
	var out []string
	for _, s := range a.Annotate([]byte(text)) {
		out = append(out, s.Type.ID+":"+text[s.Start:s.End])
	}
	return out
}

func TestPhoneConsistency(t *testing.T) {
	c := newTestPhoneCodec(t, nil)
	p, q := testPermuter(t, ""), testPermuter(t, "other")
	enc := func(p *permuter, s string) string {
		out, err := c.Encrypt(p, s)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// The same number written differently gets the same subscriber digits.
	for _, group := range [][]string{
		{"(415) 555-0132", "415-555-0132", "415.555.0132", "+1 415 555 0132", "+1 (415) 555-0132", "1-415-555-0132", "4155550132", "+14155550132"},
		{"+49 30 12345678", "0049 30 12345678", "+49 (0)30 12345678", "+49-30-12345678"},
		{"01 23 45 67 89", "01.23.45.67.89", "01-23-45-67-89"},
	} {
		var want string
		for _, s := range group {
			d := format.Digits(enc(p, s))
			got := d[len(d)-7:]
			if want == "" {
				want = got
			} else if got != want {
				t.Errorf("%q encrypts to subscriber digits %s; %q to %s", s, got, group[0], want)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	same := 0
	const n = 1000
	for i := 0; i < n; i++ {
		in := randomPhone(r, phoneTemplates[i%len(phoneTemplates)])
		if a, b := enc(p, in), enc(p, in); a != b {
			t.Fatalf("Encrypt(%q) is not deterministic: %q, %q", in, a, b)
		}
		if enc(p, in) == enc(q, in) {
			same++
		}
	}
	// Each domain has ≥ 10^5 points, so a collision between contexts has probability ≤ 10^-5.
	if same > 2 {
		t.Errorf("%d of %d numbers encrypt the same under two contexts", same, n)
	}
}

// Encrypting 2,000 consecutive numbers gives 2,000 distinct numbers whose exchange first digit
// (8 values) and last digit (10 values) are uniform: chi-square below the 0.1% critical values
// (24.32 for 7 degrees of freedom, 27.88 for 9).
func TestPhoneSpread(t *testing.T) {
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	seen := map[string]bool{}
	var first [10]int
	var last [10]int
	const n = 2000
	for i := 0; i < n; i++ {
		in := fmt.Sprintf("(415) 555-%04d", i)
		out, err := c.Encrypt(p, in)
		if err != nil {
			t.Fatal(err)
		}
		if seen[out] {
			t.Fatalf("two numbers encrypt to %q", out)
		}
		seen[out] = true
		first[out[6]-'0']++
		last[out[len(out)-1]-'0']++
	}
	if first[0]+first[1] != 0 {
		t.Fatalf("an exchange starts with 0 or 1: %v", first)
	}
	chi := func(counts []int) float64 {
		e := float64(n) / float64(len(counts))
		x := 0.0
		for _, o := range counts {
			x += (float64(o) - e) * (float64(o) - e) / e
		}
		return x
	}
	if x := chi(first[2:]); x > 24.32 {
		t.Errorf("exchange first digit: chi-square %.1f > 24.32: %v", x, first[2:])
	}
	if x := chi(last[:]); x > 27.88 {
		t.Errorf("last digit: chi-square %.1f > 27.88: %v", x, last)
	}
}

func TestPhoneErrors(t *testing.T) {
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	for _, in := range []string{"", "hello", "123-456-7890", "415-555-01322", "+99 123 456 789", "0-306-40615-2",
		"2019-2024", "15.03.2024", "192.168.100.200", "+44 020 7946 0958", "415 555 0132\n", "٤١٥-٥٥٥-٠١٣٢"} {
		for name, f := range map[string]func(*permuter, string) (string, error){"Encrypt": c.Encrypt, "Decrypt": c.Decrypt} {
			out, err := f(p, in)
			if !errors.Is(err, errFormat) {
				t.Errorf("%s(%q) = %q, %v; want errFormat", name, in, out, err)
				continue
			}
			if in != "" && strings.Contains(err.Error(), in) {
				t.Errorf("%s(%q): error %q contains the text", name, in, err)
			}
		}
	}
}

func TestPhoneParams(t *testing.T) {
	if _, err := newFormatCodec("phone", codecParams{"keep_area_code": false}); err != nil {
		t.Error(err)
	}
	if _, err := newFormatCodec("phone", codecParams{"keep_area_code": "no"}); err == nil {
		t.Error("keep_area_code accepted a string")
	}
	if _, err := newFormatCodec("phone", codecParams{"keep_area": true}); err == nil {
		t.Error("unknown param accepted")
	}
}

// The detector finds phone numbers in their usual written forms and leaves other numbers alone.
func TestPhoneDetector(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	a := annotate.New(reg)
	phones := func(text string) []string {
		var out []string
		for _, s := range a.Annotate([]byte(text)) {
			if s.Type.ID == "phone" {
				out = append(out, text[s.Start:s.End])
			}
		}
		return out
	}
	positives := []struct{ text, want string }{
		{"Call (415) 555-0132 today.", "(415) 555-0132"},
		{"Cell: 415-555-0132", "415-555-0132"},
		{"Fax 415.555.0132.", "415.555.0132"},
		{"Reach me on 415 555 0132 after 6.", "415 555 0132"},
		{"Phone: +1 415 555 0132", "+1 415 555 0132"},
		{"Office (+1 (415) 555-0132)", "+1 (415) 555-0132"},
		{"Dial 1-800-555-0199 for support", "1-800-555-0199"},
		{"or +1-415-555-0132, ext. 12", "+1-415-555-0132"},
		{"my phone is 4155550132", "4155550132"},
		{"WhatsApp +14155550198", "+14155550198"},
		{"London office +44 20 7946 0958.", "+44 20 7946 0958"},
		{"mobile +44 7911 123456", "+44 7911 123456"},
		{"Berlin: +49 30 12345678", "+49 30 12345678"},
		{"München +49 (0)89 1234567", "+49 (0)89 1234567"},
		{"Handy +49 171 2345678", "+49 171 2345678"},
		{"Paris +33 1 23 45 67 89", "+33 1 23 45 67 89"},
		{"portable +33 6 12 34 56 78", "+33 6 12 34 56 78"},
		{"India +91 98765 43210", "+91 98765 43210"},
		{"Sydney +61 2 9876 5432", "+61 2 9876 5432"},
		{"Tokyo +81 3-1234-5678", "+81 3-1234-5678"},
		{"Madrid +34 612 34 56 78", "+34 612 34 56 78"},
		{"Zürich +41 44 668 18 00", "+41 44 668 18 00"},
		{"Amsterdam +31 20 123 4567", "+31 20 123 4567"},
		{"Moskau +7 (495) 123-45-67", "+7 (495) 123-45-67"},
		{"Paris +33 1 23 45 67 89 10 fois", "+33 1 23 45 67 89"},
		{"Tel. 030 12345678", "030 12345678"},
		{"Mobil: 0171 2345678", "0171 2345678"},
		{"Büro (030) 1234567", "(030) 1234567"},
		{"aus dem Ausland 0049 30 1234567", "0049 30 1234567"},
		{"Telefon 0171/2345678", "0171/2345678"},
		{"Appelez le 01 23 45 67 89.", "01 23 45 67 89"},
		{"Portable : 06 12 34 56 78", "06 12 34 56 78"},
		{"Tél. 01.23.45.67.89", "01.23.45.67.89"},
		{"Office 020 7946 0958", "020 7946 0958"},
		{"Mobile 07911 123456", "07911 123456"},
		{"Manchester 0161 496 0000", "0161 496 0000"},
		{"Telefon: 089 123456", "089 123456"},
		{"Telefon: 03012345678", "03012345678"},
		{"call 18005550199", "18005550199"},
		{"phone,(415) 555-0132,", "(415) 555-0132"},
		{"au 0 809 402 318 (gratuit)", "0 809 402 318"},
		{"ou au 0475 21 98 36.", "0475 21 98 36"},
		{"bel 06-12345678", "06-12345678"},
		{"Bruxelles +32 2 512 48 73", "+32 2 512 48 73"},
		{"Lisboa +351 912 345 678", "+351 912 345 678"},
	}
	for _, tt := range positives {
		if got := phones(tt.text); len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q: phones %q; want [%q]", tt.text, got, tt.want)
		}
	}
	negatives := []string{
		"Order #415-555-0132 shipped",
		"order 4155550132 is late",
		"invoice 1234567890 is due, call us",
		"id 4155550132",
		"ISBN 0-306-40615-2",
		"ISBN 978-3-16-148410-0",
		"ISBN 0306406152",
		"version 10.0.19041.1234",
		"build 2.13.1-rc.4",
		"from 2019-2024",
		"years 1999-2004 and 2010-2015",
		"on 2024-03-15 at 10:30",
		"on 15.03.2024 um 10:30 Uhr",
		"at 10:30-11:45",
		"price $1,234.56 or €1.234,56",
		"server 192.168.100.200",
		"card 4539 1488 0343 6467",
		"card 4539-1488-0343-6467",
		"SSN 372-61-4918",
		"ZIP 94103-1234",
		"01067 Dresden",
		"PLZ 80331 München",
		"sha 5d41402abc4b2a76b9719d911017c592",
		"total +5 points, +12.5%",
		"call 123-456-7890",
		"temperature -12 to +20 30 40",
		"Kundennummer 0171 2345678",
		"ticket 0012 3456789",
		"range 555-0100 to 555-0199",
		"Steuernummer 012/345/67890",
		"ratio 1.234.567",
		"tracking 1Z 999 AA1 01 2345 6784",
		"uuid 123e4567-e89b-12d3-a456-426614174000",
		"lat 48.858370, lng 2.294481",
		"+44 123",
		"0800 123",
		"Your customer number is 3308814420. If you have questions, call us.",
		"commande n° 7781-2209",
		"ISBN 0 306 40615 2",
	}
	for _, text := range negatives {
		if got := phones(text); len(got) != 0 {
			t.Errorf("%q: phones %q; want none", text, got)
		}
	}
}

// Precision and recall of the phone detector on the gold corpus (exact spans).
func TestPhoneCorpus(t *testing.T) {
	files, _ := filepath.Glob("../testdata/corpus/format/*.txt")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	a := annotate.New(reg)
	c := newTestPhoneCodec(t, nil)
	p := testPermuter(t, "")
	tp, fp, fn := 0, 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, prompt := range strings.Split("\n"+string(data), "\n=== ")[1:] {
			id, body, _ := strings.Cut(prompt, "\n")
			text, gold := stripGoldPhones(body)
			found := map[[2]int]bool{}
			for _, s := range a.Annotate([]byte(text)) {
				if s.Type.ID != "phone" {
					continue
				}
				k := [2]int{s.Start, s.End}
				found[k] = true
				if gold[k] {
					tp++
					// The ciphertext is found again in the prompt, with the same extent.
					in := text[s.Start:s.End]
					out, err := c.Encrypt(p, in)
					if err != nil {
						t.Errorf("%s: %q: %v", id, in, err)
						continue
					}
					if !phoneSpanAt(a, text[:s.Start]+out+text[s.End:], s.Start, s.End) {
						t.Errorf("%s: ciphertext %q of %q not found again", id, out, in)
					}
				} else {
					fp++
					t.Logf("%s: false positive %q", id, text[s.Start:s.End])
				}
			}
			for k := range gold {
				if !found[k] {
					fn++
					t.Logf("%s: missed %q", id, text[k[0]:k[1]])
				}
			}
		}
	}
	prec := float64(tp) / float64(max(tp+fp, 1))
	rec := float64(tp) / float64(max(tp+fn, 1))
	t.Logf("phone corpus: %d true, %d false positives, %d missed: precision %.3f, recall %.3f", tp, fp, fn, prec, rec)
	if tp+fn > 0 && (prec < 0.95 || rec < 0.95) {
		t.Errorf("phone precision %.3f, recall %.3f; want ≥ 0.95", prec, rec)
	}
}

// stripGoldPhones removes the ⟦type:text⟧ markup of a corpus prompt and returns the plain text
// and the byte ranges of its phone spans.
func stripGoldPhones(s string) (string, map[[2]int]bool) {
	var b strings.Builder
	gold := map[[2]int]bool{}
	for {
		i := strings.Index(s, "⟦")
		if i < 0 {
			b.WriteString(s)
			return b.String(), gold
		}
		b.WriteString(s[:i])
		s = s[i+len("⟦"):]
		typ, rest, _ := strings.Cut(s, ":")
		val, after, _ := strings.Cut(rest, "⟧")
		if typ == "phone" {
			gold[[2]int{b.Len(), b.Len() + len(val)}] = true
		}
		b.WriteString(val)
		s = after
	}
}

func BenchmarkPhoneEncrypt(b *testing.B) {
	p := testPermuter(b, "")
	for _, s := range []string{"(415) 555-0132", "+44 20 7946 0958", "+91 98765 43210", "030 12345678", "+971 4 555 0192"} {
		b.Run(s, func(b *testing.B) {
			c := phoneCodec{keepArea: true}
			for b.Loop() {
				if _, err := c.Encrypt(p, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func FuzzPhoneRoundTrip(f *testing.F) {
	for _, s := range phoneShapes {
		f.Add(s.text, true)
	}
	for _, s := range []string{"", "+", "(", "0049", "+1 (0)415 555 0132", "2019-2024", "+352 12345", "0-306-40615-2"} {
		f.Add(s, false)
	}
	key := testKey()
	f.Fuzz(func(t *testing.T, in string, keepArea bool) {
		p, err := newPermuter(key, "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		c := phoneCodec{keepArea: keepArea}
		out, err := c.Encrypt(p, in)
		if !format.ValidPhone(in) {
			if !errors.Is(err, errFormat) {
				t.Fatalf("Encrypt(%q) = %q, %v; want errFormat", in, out, err)
			}
			if _, err := c.Decrypt(p, in); !errors.Is(err, errFormat) {
				t.Fatalf("Decrypt(%q): %v; want errFormat", in, err)
			}
			return
		}
		ph, _ := format.ParsePhone(in)
		checkPhoneCipher(t, c, p, in, c.keep(ph))
	})
}
