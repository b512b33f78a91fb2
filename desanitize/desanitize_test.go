package desanitize_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/corpus"
	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

func testKey(t testing.TB, b byte) *keyring.Key {
	t.Helper()
	k, err := keyring.FromBytes(bytes.Repeat([]byte{b}, 32))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

type fixture struct {
	reg *annotate.Registry
	ann *annotate.Annotator
	san *sanitize.Sanitizer
}

func newFixture(t testing.TB, context string) fixture {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	san, err := sanitize.New(reg, testKey(t, 7), sanitize.Options{Context: context})
	if err != nil {
		t.Fatal(err)
	}
	return fixture{reg, annotate.New(reg), san}
}

func (f fixture) sanitize(t testing.TB, text []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	if _, err := f.san.Sanitize(&out, bytes.NewReader(text), f.ann); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func (f fixture) desanitize(t testing.TB, answer, prompt []byte) []byte {
	t.Helper()
	return f.restore(t, answer, prompt, false)
}

// roundTrip is desanitize with values restored in URLs too: what a round trip of a prompt
// (whose URLs the user wrote) is compared with.
func (f fixture) roundTrip(t testing.TB, answer, prompt []byte) []byte {
	t.Helper()
	return f.restore(t, answer, prompt, true)
}

func (f fixture) restore(t testing.TB, answer, prompt []byte, inURLs bool) []byte {
	t.Helper()
	d := desanitize.New(f.ann, f.san)
	if inURLs {
		d.RestoreInURLs()
	}
	if prompt != nil {
		if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
			t.Fatal(err)
		}
	} else {
		d.KeyOnly()
	}
	var out bytes.Buffer
	if _, err := d.Desanitize(&out, bytes.NewReader(answer)); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// Over the whole corpus: sanitizing leaks no detected value, keeps every type in its place,
// and desanitizing (with and without the prompt, values in URLs included: the prompt's URLs are
// the user's) gives the prompt back byte for byte (without the prompt, only for prompts with no
// value types, whose noise cannot be inverted).
func TestCorpusRoundTrip(t *testing.T) {
	f := newFixture(t, "")
	prompts, err := corpus.Load("../testdata/corpus/format", f.reg)
	if err != nil {
		t.Fatal(err)
	}
	var spans, leaks, moved, exact, exactRestricted, collisions int
	for _, p := range prompts {
		orig := f.ann.Annotate(p.Text)
		safe := f.sanitize(t, p.Text)
		spans += len(orig)
		for _, s := range orig {
			// A noisy value may equal the true one (the mechanism's mode is the input).
			if v := p.Text[s.Start:s.End]; s.Type.Category == annotate.Format && containsWord(safe, v) {
				leaks++
				t.Errorf("%s: %s value %q appears in the sanitized text", p.ID, s.Type.ID, v)
			}
		}
		// Type preservation: the same types, in the same order, at the same offsets once the
		// length changes of earlier spans are accounted for.
		again := f.ann.Annotate(safe)
		if !sameTypesInPlace(orig, again, p.Text, safe) {
			moved++
			t.Errorf("%s: types not preserved:\n  before %s\n  after  %s", p.ID, describe(orig, p.Text), describe(again, safe))
		}
		// Without the prompt only format types can be restored: a noisy value has no inverse.
		hasValue := false
		for _, s := range orig {
			hasValue = hasValue || s.Type.Category == annotate.Value
		}
		if got := f.roundTrip(t, safe, nil); bytes.Equal(got, p.Text) || hasValue {
			exact++
		} else {
			t.Errorf("%s: desanitize(sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
		if got := f.roundTrip(t, safe, p.Text); bytes.Equal(got, p.Text) {
			exactRestricted++
		} else if f.collides(t, p.Text, orig) {
			collisions++ // two values got the same noisy value: neither is restored, by design
		} else {
			t.Errorf("%s: desanitize --prompt (sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
	}
	t.Logf("%d prompts, %d spans: %d leaks, %d prompts with moved types, exact round trips %d (plain) and %d (--prompt), %d with colliding noisy values",
		len(prompts), spans, leaks, moved, exact, exactRestricted, collisions)
	if collisions > len(prompts)/50 {
		t.Errorf("%d prompts with colliding noisy values", collisions)
	}
}

// collides reports whether two different values of text were released as the same noisy
// value (same letters and digits), which the desanitizer then cannot tell apart.
func (f fixture) collides(t *testing.T, text []byte, spans []annotate.Span) bool {
	t.Helper()
	norm := func(s string) string {
		var b strings.Builder
		for _, r := range strings.ToLower(s) {
			if r >= '0' && r <= '9' || r >= 'a' && r <= 'z' {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	seen := map[string]string{}
	for _, s := range spans {
		if s.Type.Category != annotate.Value {
			continue
		}
		v := string(text[s.Start:s.End])
		c, err := f.san.Release(s.Type.ID, v)
		if err != nil {
			t.Fatal(err)
		}
		if prev, ok := seen[norm(c)]; ok && prev != norm(v) {
			return true
		}
		seen[norm(c)] = norm(v)
	}
	return false
}

func sameTypesInPlace(a, b []annotate.Span, textA, textB []byte) bool {
	if len(a) != len(b) {
		return false
	}
	// The extents sanitize rewrites: a date's weekday before it changes with it.
	a, b = annotate.WithLeads(textA, a), annotate.WithLeads(textB, b)
	shift := 0
	for i := range a {
		if a[i].Type != b[i].Type || a[i].Start+shift != b[i].Start {
			return false
		}
		shift += (b[i].End - b[i].Start) - (a[i].End - a[i].Start)
	}
	return true
}

func describe(spans []annotate.Span, text []byte) string {
	var parts []string
	for _, s := range spans {
		parts = append(parts, fmt.Sprintf("%s@%d:%q", s.Type.ID, s.Start, text[s.Start:s.End]))
	}
	return strings.Join(parts, " ")
}

// containsWord reports whether v occurs in text other than inside a longer word or number: a
// name "Lin" leaks when it is written, not when another name encrypts to "Linwood".
func containsWord(text, v []byte) bool {
	isWord := func(c byte) bool {
		return c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= 0x80
	}
	for i := 0; ; {
		j := bytes.Index(text[i:], v)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(v)
		if (start == 0 || !isWord(text[start-1]) || !isWord(v[0])) && (end == len(text) || !isWord(text[end]) || !isWord(v[len(v)-1])) {
			return true
		}
		i = start + 1
	}
}

func firstDiff(want, got []byte) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(0, i-30)
	return fmt.Sprintf("  want …%q\n  got  …%q", want[lo:min(len(want), i+40)], got[lo:min(len(got), i+40)])
}

// With --prompt, echoes with other separators, no separators, other case and JSON escapes are
// restored, and values the LLM invented are left alone.
func TestRestrictTolerance(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("SSN 372-61-4918, card 4539 1488 0343 6467, IBAN DE89 3704 0044 0532 0130 00, on 03/15/2024.\n")
	safe := string(f.sanitize(t, prompt))
	ssn := f.mustEncrypt(t, "ssn", "372-61-4918")
	card := f.mustEncrypt(t, "credit_card", "4539 1488 0343 6467")
	date := f.mustEncrypt(t, "date", "03/15/2024")
	if !strings.Contains(safe, ssn) || !strings.Contains(safe, card) {
		t.Fatalf("sanitized text %q lacks %q or %q", safe, ssn, card)
	}
	tests := []struct{ name, answer, want string }{
		{"verbatim", "Your SSN is " + ssn + ".", "Your SSN is 372-61-4918."},
		{"spaces", "SSN " + strings.ReplaceAll(ssn, "-", " "), "SSN 372 61 4918"},
		{"no separators", "SSN " + strings.ReplaceAll(ssn, "-", ""), "SSN 372614918"},
		{"card dashes", "card " + strings.ReplaceAll(card, " ", "-"), "card 4539-1488-0343-6467"},
		{"json slash", `{"date":"` + strings.ReplaceAll(date, "/", `\/`) + `"}`, `{"date":"03\/15\/2024"}`},
		{"invented", "Call 212-555-0147 about SSN 123-45-6789.", "Call 212-555-0147 about SSN 123-45-6789."},
		{"inside a longer number", "ref 9" + strings.ReplaceAll(ssn, "-", "") + "1", "ref 9" + strings.ReplaceAll(ssn, "-", "") + "1"},
		{"inside a word", "code X" + ssn + "Y", "code X" + ssn + "Y"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := string(f.desanitize(t, []byte(tc.answer), prompt))
			if got != tc.want {
				t.Errorf("desanitize(%q) = %q, want %q", tc.answer, got, tc.want)
			}
		})
	}
}

// TestRestrictGluedEcho checks that a known ciphertext glued to a letter is restored where the
// annotator itself reports a value with those bounds (a timestamp, an extension), as it did in
// the prompt, and not elsewhere; bounds that take in the value's own punctuation too ("(…").
func TestRestrictGluedEcho(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("logged 2024-06-05T09:15:30Z, call 305-555-0143x12 or (305) 555-0188x7\n")
	date := f.mustEncrypt(t, "date", "2024-06-05")
	phone := f.mustEncrypt(t, "phone", "305-555-0143")
	office := f.mustEncrypt(t, "phone", "(305) 555-0188")
	if got := string(f.desanitize(t, f.sanitize(t, prompt), prompt)); got != string(prompt) {
		t.Errorf("round trip = %q, want %q", got, prompt)
	}
	tests := []struct{ answer, want string }{
		{"At " + date + "T09:15:30Z the log", "At 2024-06-05T09:15:30Z the log"},
		{"dial " + phone + "x12", "dial 305-555-0143x12"},
		{"dial " + office + "x7", "dial (305) 555-0188x7"},
		{"id A" + date + "Z", "id A" + date + "Z"},
	}
	for _, tc := range tests {
		if got := string(f.desanitize(t, []byte(tc.answer), prompt)); got != tc.want {
			t.Errorf("desanitize(%q) = %q, want %q", tc.answer, got, tc.want)
		}
	}
}

// TestRestrictDateRange checks that a range of days, one date span whose days an en dash may
// join, round-trips and is restored where the answer repeats its ciphertext.
func TestRestrictDateRange(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("We travel June 3–7; the summit runs March 15-17, 2024 and the fair 15.–17. März 2024.\n")
	if got := string(f.desanitize(t, f.sanitize(t, prompt), prompt)); got != string(prompt) {
		t.Errorf("round trip = %q, want %q", got, prompt)
	}
	trip := f.mustEncrypt(t, "date", "June 3–7")
	if got, want := string(f.desanitize(t, []byte("Your trip ("+trip+") is booked."), prompt)), "Your trip (June 3–7) is booked."; got != want {
		t.Errorf("desanitize = %q, want %q", got, want)
	}
}

// TestRestrictEdgePunctuation checks that a ciphertext that starts or ends with punctuation
// ("::ffff:…", "2001:db8::") is restored as a whole, also next to another value sharing its
// letters and digits (the IPv4 part of a mapped address encrypts as the IPv4 address alone).
func TestRestrictEdgePunctuation(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("clients ::ffff:203.0.113.58 and [::ffff:198.51.100.23]:443 (ACL for 203.0.113.58), prefix 2001:db8:4f2a::/48\n")
	safe := f.sanitize(t, prompt)
	if got := string(f.desanitize(t, safe, prompt)); got != string(prompt) {
		t.Errorf("desanitize --prompt = %q, want %q", got, prompt)
	}
	mapped := f.mustEncrypt(t, "ipv6", "::ffff:203.0.113.58")
	if got, want := string(f.desanitize(t, []byte("use "+mapped+"."), prompt)), "use ::ffff:203.0.113.58."; got != want {
		t.Errorf("desanitize = %q, want %q", got, want)
	}
}

func (f fixture) mustEncrypt(t *testing.T, typ, v string) string {
	t.Helper()
	c, err := f.san.Encrypt(typ, v)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Streaming: reading one byte at a time, and values straddling the scanner's chunk
// boundaries, give the same output as one read of the whole text.
func TestStreamingMatchesWhole(t *testing.T) {
	f := newFixture(t, "")
	var b bytes.Buffer
	for i := 0; b.Len() < 300<<10; i++ {
		fmt.Fprintf(&b, "%s row %d SSN 372-61-%04d card 4539 1488 0343 6467 host 10.0.%d.%d\n",
			strings.Repeat("x", i%97), i, 1+i%9999, i%250, 1+i%250)
	}
	text := b.Bytes()
	whole := f.sanitize(t, text)
	var oneByte bytes.Buffer
	if _, err := f.san.Sanitize(&oneByte, iotest.OneByteReader(bytes.NewReader(text)), f.ann); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole, oneByte.Bytes()) {
		t.Fatal("one-byte reads give other output than whole reads")
	}
	if bytes.Contains(whole, []byte("372-61-")) || bytes.Contains(whole, []byte("4539 1488")) {
		t.Error("a value across a chunk boundary was not sanitized")
	}
	if got := f.desanitize(t, whole, nil); !bytes.Equal(got, text) {
		t.Errorf("streamed round trip differs:\n%s", firstDiff(text, got))
	}
}

// Bad input passes through unchanged where it is not sensitive.
func TestBadInputPassesThrough(t *testing.T) {
	f := newFixture(t, "")
	text := []byte("bad \xff\xfe utf-8\r\nNUL \x00 here\r\nSSN 372-61-4918\r\n\x00")
	safe := f.sanitize(t, text)
	if !bytes.HasPrefix(safe, []byte("bad \xff\xfe utf-8\r\nNUL \x00 here\r\nSSN ")) || !bytes.HasSuffix(safe, []byte("\r\n\x00")) {
		t.Errorf("non-sensitive bytes changed: %q", safe)
	}
	if bytes.Contains(safe, []byte("372-61-4918")) {
		t.Error("SSN not sanitized")
	}
	if got := f.desanitize(t, safe, nil); !bytes.Equal(got, text) {
		t.Errorf("round trip: %q", got)
	}
}

// A different key or context gives different ciphertexts that the first key cannot undo.
func TestKeyAndContextSeparation(t *testing.T) {
	a, b := newFixture(t, ""), newFixture(t, "ticket-1")
	text := []byte("SSN 372-61-4918\n")
	sa, sb := a.sanitize(t, text), b.sanitize(t, text)
	if bytes.Equal(sa, sb) {
		t.Fatal("context did not change the ciphertext")
	}
	if got := a.desanitize(t, sb, nil); bytes.Equal(got, text) {
		t.Error("desanitizing under the wrong context recovered the value")
	}
}

func FuzzRoundTrip(f *testing.F) {
	f.Add([]byte("SSN 372-61-4918, card 4539 1488 0343 6467, 10.24.7.19, jane.doe@example.org, 2024-03-15, (415) 555-0132"))
	f.Add([]byte("IBAN DE89 3704 0044 0532 0130 00 TX 78701 ⟦⟧ \xff"))
	f.Add([]byte("15. März 2024, 1er mars 2024, +44 20 7946 0958, 2001:db8::8a2e:370:7334"))
	f.Add([]byte("He is 45 years old, earns $85,000 (1.234,56 € a month, 85k bonus), up 12.5%."))
	f.Add([]byte("::ffff:203.0.113.58 and 203.0.113.58, 2001:db8::/32, 2024-06-05T09:15Z, 305-555-0143x12, 15-Mar-2024, gb25 lyhr 8853 9336 3387 50"))
	f.Add([]byte("DOB 1990-02-29 (or 1999-13-04?), June 31; a veinticuatro de octubre de dos mil veinticuatro.\nabr 03 08:14:02 srv x: ok\nLe quatorze avril mil neuf cent vingt-deux."))
	f.Add([]byte("the sum of $7,500 (seven thousand five hundred dollars); $18,500.00 (DIECIOCHO MIL QUINIENTOS PESOS 00/100 M.N.); 900 mil pesos; eine Million einhundertachtzigtausend Euro"))
	fx := newFixture(f, "fuzz")
	f.Fuzz(func(t *testing.T, text []byte) {
		var out bytes.Buffer
		if _, err := fx.san.Sanitize(&out, bytes.NewReader(text), fx.ann); err != nil {
			// Fail closed: an error is allowed, a leak is not.
			return
		}
		d := desanitize.New(fx.ann, fx.san)
		if err := d.Restrict(bytes.NewReader(text)); err != nil {
			t.Fatalf("Restrict failed after Sanitize succeeded: %v", err)
		}
		var back bytes.Buffer
		if _, err := d.Desanitize(&back, bytes.NewReader(out.Bytes())); err != nil {
			t.Fatal(err)
		}
		// A value leaks if the output holds it more often than the text does outside the
		// detected spans ("3.0.113.5" is also inside the undetected "0003.0.113.50"). A noisy
		// value may equal the true one (the mechanism's mode is the input): not a leak. Nor is
		// a date in words inside a longer date of the output, the ciphertext of another year:
		// "… de dos mil" (2000) inside "… de dos mil setenta y uno" (2071); words have no fixed
		// length, so a ciphertext may begin with its plaintext.
		spans := fx.ann.Annotate(text)
		blanked := bytes.Clone(text)
		for _, s := range spans {
			for i := s.Start; i < s.End; i++ {
				blanked[i] = 0
			}
		}
		outSpans := fx.ann.Annotate(out.Bytes())
		for _, s := range spans {
			if v := text[s.Start:s.End]; s.Type.Category == annotate.Format && encryptedChars(s.Type.ID, v) >= 6 && countOutsideLonger(out.Bytes(), v, s.Type, outSpans) > bytes.Count(blanked, v) {
				t.Errorf("%s value %q leaked into %q", s.Type.ID, v, out.Bytes())
			}
		}
	})
}

// countOutsideLonger counts the occurrences of v, a value of type typ, in text that no longer
// date of spans holds (see FuzzRoundTrip).
func countOutsideLonger(text, v []byte, typ *annotate.Type, spans []annotate.Span) int {
	n := 0
	for i := 0; ; {
		j := bytes.Index(text[i:], v)
		if j < 0 {
			return n
		}
		s, e := i+j, i+j+len(v)
		if !slices.ContainsFunc(spans, func(sp annotate.Span) bool {
			return typ.ID == "date" && sp.Type == typ && sp.Start <= s && e <= sp.End && sp.End-sp.Start > len(v)
		}) {
			n++
		}
		i = s + 1
	}
}

// encryptedChars approximates how many characters of a format value its codec encrypts: the
// letters and digits, but for an e-mail address those of its public suffix, which the codec
// keeps. A permutation of N points leaves a value in place with probability 1/N, so the fuzz
// target only calls a value that comes out unchanged a leak when it has six or more ("e@7.or"
// is one of 260 points and is its own ciphertext under one key in 260).
func encryptedChars(typ string, v []byte) int {
	if e, ok := format.ParseEmail(string(v)); ok && typ == "email" {
		v = v[:len(v)-len(e.SuffixText())]
	}
	n := 0
	for _, c := range v {
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 {
			n++
		}
	}
	return n
}

// Over the value corpus: noisy values keep their types in their places, and desanitize
// --prompt gives the prompt back byte for byte, except where two values collided.
func TestValueCorpusRoundTrip(t *testing.T) {
	f := newFixture(t, "values")
	prompts, err := corpus.Load("../testdata/corpus/value", f.reg)
	if err != nil {
		t.Fatal(err)
	}
	var values, exact, collisions int
	for _, p := range prompts {
		orig := f.ann.Annotate(p.Text)
		safe := f.sanitize(t, p.Text)
		values += len(orig)
		if again := f.ann.Annotate(safe); !sameTypesInPlace(orig, again, p.Text, safe) {
			t.Errorf("%s: types not preserved:\n  before %s\n  after  %s", p.ID, describe(orig, p.Text), describe(again, safe))
		}
		switch got := f.roundTrip(t, safe, p.Text); {
		case bytes.Equal(got, p.Text):
			exact++
		case f.collides(t, p.Text, orig):
			collisions++
		default:
			t.Errorf("%s: desanitize --prompt (sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
	}
	t.Logf("%d prompts, %d values: %d exact round trips, %d with colliding noisy values", len(prompts), values, exact, collisions)
	if exact < len(prompts)*9/10 {
		t.Errorf("only %d of %d prompts round-trip exactly", exact, len(prompts))
	}
}

// Value echoes: restored in the answer's separators when the currency or percent sign stands
// next to them; a bare look-alike is left alone, and so is everything without --prompt.
func TestValueEchoes(t *testing.T) {
	f := newFixture(t, "echo")
	prompt := []byte("I earn $85,000 a year; my rent went up 12.5%.")
	money, err := f.san.Release("money", "$85,000")
	if err != nil {
		t.Fatal(err)
	}
	pct, err := f.san.Release("percent", "12.5%")
	if err != nil {
		t.Fatal(err)
	}
	digits := strings.NewReplacer(",", "", "$", "").Replace(money)
	for _, tt := range []struct{ answer, want string }{
		{"With " + money + " a year you can.", "With $85,000 a year you can."},
		{"With $" + digits + " a year.", "With $85000 a year."},
		{"Your " + money + ", or \"" + money + "\" in JSON.", "Your $85,000, or \"$85,000\" in JSON."},
		{"A rise of " + strings.Replace(pct, "%", " %", 1) + " is high.", "A rise of 12.5 % is high."},
		{"Not money: " + digits + " steps.", "Not money: " + digits + " steps."},
		{"Twelve times: $" + digits + "0.", "Twelve times: $" + digits + "0."},
	} {
		got := string(f.desanitize(t, []byte(tt.answer), prompt))
		if got != tt.want {
			t.Errorf("answer %q: got %q, want %q", tt.answer, got, tt.want)
		}
		if plain := string(f.desanitize(t, []byte(tt.answer), nil)); plain != tt.answer {
			t.Errorf("without --prompt, %q became %q", tt.answer, plain)
		}
	}
}
