package desanitize_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/sanitize"
)

// restoreWith desanitizes answer from a ledger of entries {type, original, replacement} (a
// name's word pairs after it, as parts).
func restoreWith(t *testing.T, f fixture, answer string, ents ...sanitize.Entry) (string, desanitize.Stats) {
	t.Helper()
	var l sanitize.Ledger
	for i := 0; i < len(ents); i++ {
		e := ents[i]
		var parts [][2]string
		for i+1 < len(ents) && ents[i+1].Part {
			i++
			parts = append(parts, [2]string{ents[i].Original, ents[i].Replacement})
		}
		if err := l.Add(e.Type, e.Original, e.Replacement, parts); err != nil {
			t.Fatal(err)
		}
	}
	d := desanitize.New(f.ann, f.san)
	d.Use(&l)
	var out bytes.Buffer
	st, err := d.Desanitize(&out, strings.NewReader(answer))
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), st
}

// A word of a pseudonym that the LLM writes in lower case alone is restored only where
// sanitizing would take the lower-case word for a mention of a name (annotate.LowerMention):
// "gay" and "man" are the LLM's own words even when the pseudonym is "Gay Man". Capitalised,
// and the whole name in any case, they are echoes.
func TestLowerNameWordIsAWord(t *testing.T) {
	f := newFixture(t, "")
	person, _ := f.reg.Lookup("person")
	ents := []sanitize.Entry{
		{Type: person, Original: "Kelly Smith", Replacement: "Gay Patil"},
		{Type: person, Original: "Kelly", Replacement: "Gay", Part: true},
		{Type: person, Original: "Smith", Replacement: "Patil", Part: true},
		{Type: person, Original: "Anna Berg", Replacement: "Rose Man"},
		{Type: person, Original: "Anna", Replacement: "Rose", Part: true},
		{Type: person, Original: "Berg", Replacement: "Man", Part: true},
	}
	for _, tc := range []struct{ answer, want string }{
		{"Dear Gay Patil, I am gay and proud.", "Dear Kelly Smith, I am gay and proud."},
		{"Ask the man, not Man or MAN.", "Ask the man, not Berg or BERG."},
		{"gay patil and rose man", "kelly smith and anna berg"},
		{"Gay said hi; GAY too.", "Kelly said hi; KELLY too."},
		{"the patil form", "the smith form"}, // a rare word only the pseudonym has
	} {
		if got, _ := restoreWith(t, f, tc.answer, ents...); got != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.answer, got, tc.want)
		}
	}
}

// shortTypes configures the types of the review's input: one-digit codes (digits), one-letter
// codes (alnum) and six-character codes (alnum).
const shortTypes = `
[[types]]
id = "kcode"
category = "format"
codec = "digits"
examples = ["K-0"]
  [[types.patterns]]
  regex = '\bK-(\d)\b'
  group = 1

[[types]]
id = "qcode"
category = "format"
codec = "alnum"
examples = ["Q-a"]
  [[types.patterns]]
  regex = '\bQ-([a-z])\b'
  group = 1

[[types]]
id = "lcode"
category = "format"
codec = "alnum"
examples = ["L-Ab3x9Q"]
  [[types.patterns]]
  regex = '\bL-([A-Za-z0-9]{6})\b'
  group = 1
`

// A replacement of fewer than three letters and digits is restored only where the answer has
// it exactly, as a word, and the annotator finds it there as a value of its type; where the
// codec keeps each letter's case (alnum, digits) an echo has the replacement's case.
// Otherwise a one-letter alnum value "k" turns every "K" of the answer into a real value, and
// a one-digit code every "4".
func TestShortAndCasedEchoes(t *testing.T) {
	reg, err := annotate.Load([]byte(shortTypes), "short.toml")
	if err != nil {
		t.Fatal(err)
	}
	san, err := sanitize.New(reg, testKey(t, 7), sanitize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	f := fixture{reg, annotate.New(reg), san}
	var prompt strings.Builder
	for i := range 10 {
		fmt.Fprintf(&prompt, "K-%d Q-%c ", i, 'a'+i)
	}
	prompt.WriteString("L-Ab3x9Q.\n")
	safe := string(f.sanitize(t, []byte(prompt.String())))
	lc := f.mustEncrypt(t, "lcode", "Ab3x9Q")
	// The LLM's own letters and numbers, and the long code in another case: none is an echo.
	own := "Grades A B C D E F G H I J K L M N O P Q R S T U V W X Y Z, rooms 0 1 2 3 4 5 6 7 8 9, " +
		strings.ToUpper(lc) + " " + strings.ToLower(lc) + ".\n"
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader(prompt.String())); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := d.Desanitize(&out, strings.NewReader(safe+own))
	if err != nil {
		t.Fatal(err)
	}
	if want := prompt.String() + own; out.String() != want {
		t.Errorf("got  %q\nwant %q", out.String(), want)
	}
	if st.Restored["kcode"] != 10 || st.Restored["qcode"] != 10 || st.Restored["lcode"] != 1 {
		t.Errorf("restored %v, want 10 kcode, 10 qcode, 1 lcode", st.Restored)
	}
}

// An age beside a name whose noisy value the age model reads otherwise than the original (a
// child's age released as 0, an adult's as a child's) is restored where the original, put in
// its place, is found as the age: the release alone may not be ("TiBage is 0"). A number of
// the same release that stands apart from any name is the answer's own.
func TestAgeEchoOfAnotherSize(t *testing.T) {
	f := newFixture(t, "")
	person, _ := f.reg.Lookup("person")
	age, _ := f.reg.Lookup("age")
	ents := []sanitize.Entry{
		{Type: person, Original: "AAb", Replacement: "TiBage"},
		{Type: age, Original: "2", Replacement: "0"},
	}
	for _, tc := range []struct{ answer, want string }{
		{"TiBage is 0", "AAb is 2"},
		{"TiBage is 0\n", "AAb is 2\n"},
		{"Scores: 0 to 3, TiBage came second.", "Scores: 0 to 3, AAb came second."},
	} {
		if got, _ := restoreWith(t, f, tc.answer, ents...); got != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.answer, got, tc.want)
		}
	}
}
