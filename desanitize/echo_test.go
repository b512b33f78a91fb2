package desanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
)

// restoreWith desanitizes answer from a ledger of entries {type, original, replacement} (a
// name's word pairs after it, as parts).
func restoreWith(t *testing.T, f fixture, answer string, ents ...desanitize.Entry) (string, desanitize.Stats) {
	t.Helper()
	var l desanitize.Ledger
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
	ents := []desanitize.Entry{
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

// A replacement of fewer than three letters and digits is restored only where the answer has
// it exactly, as a word; and where the codec keeps each letter's case (alnum, digits) an echo
// has the replacement's case. Otherwise a one-letter alnum value "k" would turn every "K" of
// the answer into a real value.
func TestShortAndCasedEchoes(t *testing.T) {
	f := newFixture(t, "")
	alnum := &annotate.Type{ID: "code", Category: annotate.Format, Codec: "alnum"}
	digits := &annotate.Type{ID: "num", Category: annotate.Format, Codec: "digits"}
	ents := []desanitize.Entry{
		{Type: digits, Original: "0", Replacement: "7"},
		{Type: alnum, Original: "a", Replacement: "k"},
		{Type: alnum, Original: "b", Replacement: "x"},
		{Type: alnum, Original: "Ab3", Replacement: "Qz8"},
		{Type: alnum, Original: "mode-42x", Replacement: "kvpa-19c"},
		{Type: digits, Original: "EMP-004211", Replacement: "EMP-918273"},
	}
	for _, tc := range []struct {
		answer, want string
		restored     int
	}{
		{"K-7 Q-k K-7 Q-x", "K-0 Q-a K-0 Q-b", 4},
		{"X marks; K is a letter.", "X marks; K is a letter.", 0},
		{"Qz8 qz8 QZ8", "Ab3 qz8 QZ8", 1},
		{"kvpa-19c kvpa19c KVPA-19C", "mode-42x mode42x KVPA-19C", 2},
		{"EMP-918273 emp-918273", "EMP-004211 emp-918273", 1},
	} {
		got, st := restoreWith(t, f, tc.answer, ents...)
		n := 0
		for _, c := range st.Restored {
			n += c
		}
		if got != tc.want || n != tc.restored {
			t.Errorf("%q:\n got %q (%d restored)\nwant %q (%d)", tc.answer, got, n, tc.want, tc.restored)
		}
	}
}
