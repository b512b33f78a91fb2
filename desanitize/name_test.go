package desanitize_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// Over the names corpus: no detected name survives sanitization but by the permutation's
// chance (a name its own ciphertext); at least 99% of the encrypted names are detected as
// names again, in place (the paper's failure mode: encrypted names too exotic for its NER to
// find in the answer); and desanitization, with and without the prompt, restores the prompt
// exactly.
func TestNameCorpusRoundTrip(t *testing.T) {
	f := newFixture(t, "")
	prompts, err := corpus.Load("../testdata/corpus/names", f.reg)
	if err != nil {
		t.Fatal(err)
	}
	var names, again, through, exact, exactRestricted int
	for _, p := range prompts {
		orig := f.ann.Annotate(p.Text)
		safe := f.sanitize(t, p.Text)
		found := map[[2]int]bool{}
		for _, s := range f.ann.Annotate(safe) {
			if s.Type.ID == "person" {
				found[[2]int{s.Start, s.End}] = true
			}
		}
		shift := 0
		hasValue := false
		for _, s := range orig {
			v := string(p.Text[s.Start:s.End])
			encrypt := f.san.Encrypt
			if s.Type.Category == annotate.Value { // an age or amount next to the names: noised
				encrypt, hasValue = f.san.Release, true
			}
			c, err := encrypt(s.Type.ID, v)
			if err != nil {
				t.Fatalf("%s: %s at %d: %v", p.ID, s.Type.ID, s.Start, err)
			}
			at := s.Start + shift
			if got := string(safe[at : at+len(c)]); got != c {
				t.Fatalf("%s: sanitized text has %q at %d, want %q", p.ID, got, at, c)
			}
			if s.Type.ID == "person" {
				names++
				if found[[2]int{at, at + len(c)}] {
					again++
				} else {
					t.Logf("%s: encrypted name %q not found again", p.ID, c)
				}
				if c == v {
					through++
					t.Logf("%s: name %q encrypted to itself", p.ID, v)
				}
			}
			shift += len(c) - len(v)
		}
		// Without the prompt a noisy value cannot be restored.
		if got := f.desanitize(t, safe, nil); bytes.Equal(got, p.Text) || hasValue {
			exact++
		} else {
			t.Errorf("%s: desanitize(sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
		if got := f.desanitize(t, safe, p.Text); bytes.Equal(got, p.Text) {
			exactRestricted++
		} else {
			t.Errorf("%s: desanitize --prompt (sanitize(p)) != p:\n%s", p.ID, firstDiff(p.Text, got))
		}
	}
	rate := float64(again) / float64(names)
	t.Logf("%d prompts, %d detected names: %d (%.2f%%) found again after encryption; exact round trips %d (plain) and %d (--prompt)",
		len(prompts), names, again, 100*rate, exact, exactRestricted)
	if rate < 0.99 {
		t.Errorf("type preservation %.3f < 0.99", rate)
	}
	// A keyed permutation of a class of n names maps a name to itself with probability 1/n:
	// over these names and classes of 1,444 to 8,556 names, 0.25 expected; 3 or more happen
	// with probability 0.002, and a codec that did not run passes hundreds.
	if through > 2 {
		t.Errorf("%d names encrypted to themselves, more than chance allows", through)
	}
}

// With the prompt, the words of a name are restored wherever the answer uses them, also alone,
// as a possessive, in capitals, JSON-escaped or with a German genitive; names the LLM added,
// and a short name split across two words, are left alone.
func TestNameRestrictedEchoes(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("Kaiser Soze and Jürgen Müller met Li Wei.\n")
	safe := string(f.sanitize(t, prompt))
	enc := func(plain string) string {
		c, err := f.san.Encrypt("person", plain)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	soze := strings.Fields(enc("Kaiser Soze"))[1]
	muller := strings.Fields(enc("Jürgen Müller"))[1]
	li := strings.Fields(enc("Li Wei"))[0]
	if !strings.Contains(safe, soze) {
		t.Fatalf("sanitized prompt %q lacks %q", safe, soze)
	}
	escaped := strings.NewReplacer("ü", `\u00fc`, "é", `\u00e9`, "ö", `\u00f6`, "ä", `\u00e4`).Replace(muller)
	jsonWant := "Müller" // the answer escaped nothing if the ciphertext is ASCII
	if escaped != muller {
		jsonWant = `M\u00fcller`
	}
	tests := []struct{ answer, want string }{
		{soze + " should retire.", "Soze should retire."},
		{soze + "'s plan", "Soze's plan"},
		{strings.ToUpper(soze) + " AGREES", "SOZE AGREES"},
		{soze + "s Frau", "Sozes Frau"},
		{`{"name": "` + escaped + `"}`, `{"name": "` + jsonWant + `"}`},
		{"George Washington said so.", "George Washington said so."},
		{strings.ToLower(li[:1]) + " " + li[1:] + " is no name", strings.ToLower(li[:1]) + " " + li[1:] + " is no name"},
	}
	for _, tc := range tests {
		got := string(f.desanitize(t, []byte(tc.answer), prompt))
		if got != tc.want {
			t.Errorf("desanitize --prompt %q = %q, want %q", tc.answer, got, tc.want)
		}
	}
}

// A party named by an initial after a title ("Mme G.") is restored where the answer writes
// the ciphertext initial, with or without its title; "A" and "I" of the answer, which no
// initial encrypts to, stay.
func TestNameInitialEchoes(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("Lorsque Mme G. a été appelée à témoigner, elle a refusé.\n")
	c, err := f.san.Encrypt("person", "G.")
	if err != nil {
		t.Fatal(err)
	}
	if got := string(f.sanitize(t, prompt)); !strings.Contains(got, "Mme "+c) {
		t.Fatalf("sanitized %q lacks %q", got, "Mme "+c)
	}
	tests := []struct{ answer, want string }{
		{"Mme " + c + " a refusé.", "Mme G. a refusé."},
		{"Le témoignage de " + c + " est recevable. I agree: A fine point.", "Le témoignage de G. est recevable. I agree: A fine point."},
	}
	for _, tc := range tests {
		if got := string(f.desanitize(t, []byte(tc.answer), prompt)); got != tc.want {
			t.Errorf("desanitize --prompt %q = %q, want %q", tc.answer, got, tc.want)
		}
	}
}

// A ciphertext name with a non-ASCII letter is restored from its JSON-escaped echo, and the
// restored name is escaped the same way.
func TestNameRestrictedJSONEscape(t *testing.T) {
	prompt := []byte("Signed: Jürgen Müller.\n")
	for i := 0; i < 200; i++ {
		f := newFixture(t, fmt.Sprint("ctx-", i))
		c, err := f.san.Encrypt("person", "Jürgen Müller")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.ContainsFunc(c, func(r rune) bool { return r >= 0x80 }) {
			continue // an ASCII ciphertext: nothing to escape; try another context
		}
		var b strings.Builder
		for _, r := range c {
			if r >= 0x80 {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
		answer := `{"signed": "` + b.String() + `"}`
		got := string(f.desanitize(t, []byte(answer), prompt))
		if want := `{"signed": "J\u00fcrgen M\u00fcller"}`; got != want {
			t.Errorf("context %d: desanitize --prompt %q = %q, want %q", i, answer, got, want)
		}
		return
	}
	t.Fatal("no context gave a non-ASCII ciphertext")
}
