package desanitize_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode"

	"github.com/preempt-dev/preempt/desanitize"
)

// withLedger sanitizes text and returns the result and a Desanitizer that restores from the
// ledger the sanitizing returned.
func (f fixture) withLedger(t testing.TB, text []byte) (safe []byte, d *desanitize.Desanitizer) {
	t.Helper()
	var out bytes.Buffer
	l, _, err := f.san.SanitizeLedger(&out, bytes.NewReader(text), f.ann)
	if err != nil {
		t.Fatal(err)
	}
	d = desanitize.New(f.ann, f.san)
	d.Use(l)
	return out.Bytes(), d
}

// ledgerTrip sanitizes text and restores the result from the ledger the sanitizing returned,
// with values in URLs too: what `preempt run -- cat` does.
func (f fixture) ledgerTrip(t testing.TB, text string) (safe, back string) {
	t.Helper()
	out, d := f.withLedger(t, []byte(text))
	d.RestoreInURLs()
	var res bytes.Buffer
	if _, err := d.Desanitize(&res, bytes.NewReader(out)); err != nil {
		t.Fatal(err)
	}
	return string(out), res.String()
}

// ledgerTrips checks that each prompt comes back byte for byte from ledgerTrip.
func (f fixture) ledgerTrips(t testing.TB, prompts ...string) {
	t.Helper()
	for _, prompt := range prompts {
		if safe, back := f.ledgerTrip(t, prompt); back != prompt {
			t.Errorf("%q: sanitized %q, restored %q", prompt, safe, back)
		}
	}
}

// Two originals that differ only in case or spacing share a key; the echo that is exactly one
// replacement is restored to its own original, not the other's.
func TestLedgerExactEchoKeepsOriginal(t *testing.T) {
	newFixture(t, "").ledgerTrips(t,
		"Sarah Johnson and Sarah  Johnson met.",
		"Sarah  Johnson and Sarah Johnson met.",
		"SARAH JOHNSON, then Sarah Johnson.",
	)
}

// One value written two ways ("45 €" and "45,00 €") is one draw and one replacement; an answer
// that echoes both in the prompt's order gets each back as written.
func TestLedgerOneValueTwoSpellings(t *testing.T) {
	newFixture(t, "").ledgerTrips(t,
		"Cotisation 45 € payée; reste 45,00 € et 12 € puis 12,00 €.",
		"Budget $48,200 and later $48,200.00 again.",
	)
}

// Each answer a Desanitizer restores gets the prompt's spellings in the prompt's order, as
// the proxy restores answer after answer with one: the second answer is not restored to the
// spellings the first one left off at, and neither is a JSON answer's second string.
func TestLedgerSpellingsPerAnswer(t *testing.T) {
	prompt := "Cotisation 45 € payée; reste 45,00 €."
	safe, d := newFixture(t, "").withLedger(t, []byte(prompt))
	// A first answer that echoes the value once, then answers that echo the prompt.
	first, second, _ := strings.Cut(string(safe), "; ")
	var short bytes.Buffer
	if _, err := d.Desanitize(&short, strings.NewReader(first)); err != nil {
		t.Fatal(err)
	}
	if want, _, _ := strings.Cut(prompt, "; "); short.String() != want {
		t.Errorf("restored %q, want %q", short.String(), want)
	}
	for i := range 2 {
		var back bytes.Buffer
		if _, err := d.Desanitize(&back, bytes.NewReader(safe)); err != nil {
			t.Fatal(err)
		}
		if back.String() != prompt {
			t.Errorf("answer %d: restored %q, want %q", i+2, back.String(), prompt)
		}
	}
	// One JSON answer whose two strings echo the two spellings in the prompt's order.
	doc, _ := json.Marshal([]string{first, second})
	for i := range 2 {
		out, _, err := d.DesanitizeJSON(doc, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		if err := json.Unmarshal(out, &got); err != nil || strings.Join(got, "; ") != prompt {
			t.Errorf("JSON answer %d: restored %s, want the prompt's strings", i+1, out)
		}
	}
}

// A lower-case word before a name with a capital initial ("b Bo" after "B Bo") is not an echo
// of the initialled name: it keeps its own case and the name word after it is restored alone.
func TestLedgerNameEchoCase(t *testing.T) {
	newFixture(t, "").ledgerTrips(t,
		"B Bo b Bo 00",
		"B Bo met b Bo.",
	)
}

// A value the prompt wrote inside a longer number ("0" of "Age 0,0") has its release glued the
// same way; restoring from the ledger takes that glued release for its echo.
func TestLedgerGluedValue(t *testing.T) {
	newFixture(t, "").ledgerTrips(t,
		"Age 0,0",
		"Age 0,0 and age 41.",
	)
}

// The model reads an age with the name before it ("Bo 70" is an age, its release "Derick 64"
// not): the echo of the age after the echo of the name is restored with the name.
func TestLedgerAgeAfterEchoedName(t *testing.T) {
	newFixture(t, "").ledgerTrips(t,
		"Bo 70",
		"Ask Bo. Bo 70, Ana 41.",
	)
}

// Sanitizing and restoring from the ledger the sanitizing returned gives any text back byte
// for byte: the round trip of `preempt run -- cat`. Values in URLs and HTML attributes are
// restored too (RestoreInURLs): the prompt's links are the user's own.
func FuzzLedgerRoundTrip(f *testing.F) {
	f.Add("Age 0,0")
	f.Add("B Bo b Bo 00")
	f.Add("Sarah Johnson and Sarah  Johnson met.")
	// Ages that only the person detector finds, in apposition to a name: the echo of their
	// noisy value is confirmed by the whole annotator, not by the age's patterns alone.
	f.Add("Ask Maria. Maria is 10.")
	f.Add("Ask xiA is 1")
	f.Add("Ask Ma_ia. Mari, is 10!")
	f.Add("Keyser Soze is 42 years old, earns $85,000 a year; SSN 372-61-4918, card 4539 1488 0343 6467.")
	f.Add("Mail jane.doe@example.org from 10.24.7.19 on 2024-03-15, call (415) 555-0132, TX 78701.")
	f.Add("1.234,56 € a month, up 12.5%, IBAN DE89 3704 0044 0532 0130 00, 2001:db8::8a2e:370:7334")
	f.Add("DOB 1990-02-29 (or 1999-13-04?), June 31; a veinte (20) días del mes de febrero de 2025.\nabr 03 08:14:02 srv x: ok")
	f.Add("Maria lends the sum of $7,500 (Seven Thousand Five Hundred Dollars) and deux cent mille euros; 150 mil pesos.")
	fx := newFixture(f, "fuzz")
	f.Fuzz(func(t *testing.T, text string) {
		var out bytes.Buffer
		l, _, err := fx.san.SanitizeLedger(&out, strings.NewReader(text), fx.ann)
		if err != nil {
			return // fail closed: an error is allowed, a leak is not (FuzzRoundTrip)
		}
		// A prompt that already holds a replacement ("zArA" beside "Sarah", sanitized
		// "Zara") is ambiguous by design: the ledger restores every echo of a replacement,
		// and the prompt's own word is one. Not a round trip the ledger can promise.
		lower := strings.ToLower(text)
		for i := range l.Len() {
			if r := strings.ToLower(l.Entry(i).Replacement); r != "" && strings.Contains(lower, r) {
				return
			}
		}
		// Two values released as the same letters and digits ("0,01 €" and "0.01 $" for two
		// amounts) collide: an echo of either could be either, and restoring neither is the
		// safe answer (see known). Not a round trip either.
		byKey := map[string]string{}
		for i := range l.Len() {
			e := l.Entry(i)
			k := alnumLower(e.Replacement)
			if o, ok := byKey[k]; ok && o != e.Original {
				return
			}
			byKey[k] = e.Original
		}
		d := desanitize.New(fx.ann, fx.san)
		d.RestoreInURLs()
		d.Use(l)
		var back bytes.Buffer
		if _, err := d.Desanitize(&back, bytes.NewReader(out.Bytes())); err != nil {
			t.Fatal(err)
		}
		if back.String() != text {
			t.Errorf("round trip of %q: sanitized %q, restored %q", text, out.String(), back.String())
		}
	})
}

// alnumLower returns the letters and digits of s in lower case.
func alnumLower(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
