package annotate

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// A name found once is protected at every mention in the text, before and after, in any case;
// so are its words alone, but not a common word in lower case, and not inside code or another span.
func TestMentions(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	a := New(reg)
	for _, c := range []struct {
		text string
		want []string // the person spans
	}{
		{"Patient 12 Sarah Johnson was seen today. Later, Sarah Johnson reported pain.",
			[]string{"Sarah Johnson", "Sarah Johnson"}},
		{"Later, Sarah Johnson reported pain. Nurse called sarah johnson and SARAH JOHNSON.",
			[]string{"Sarah Johnson", "sarah johnson", "SARAH JOHNSON"}},
		{"johnson called. Dear Sarah Johnson, thanks. Johnson and sarah agreed.",
			[]string{"johnson", "Sarah Johnson", "Johnson", "sarah"}},
		{"Dear Grace Miller, grace period ends; Grace agreed.",
			[]string{"Grace Miller", "Grace"}},
		{"Dear Kelly Stone, a stone fell; Stone and kelly agreed.", // a class name that is a word
			[]string{"Kelly Stone", "Stone", "kelly"}},
		{"Dear Sarah Johnson, see sarah_johnson.py, /home/sarah and sarah.johnson@example.com.",
			[]string{"Sarah Johnson"}},
		{"Dear Sarah Johnson, the Johnsons and Sarahs are here.",
			[]string{"Sarah Johnson"}},
		// A German genitive with a bare s: the name is the word without it.
		{"Der Vorsitzende Wolfgang Brückner war auch da. Brückners Verein zählt 420 Kinder und die Eltern sind stolz.",
			[]string{"Wolfgang Brückner", "Brückner"}},
		// On a line whose few words do not tell its language, or after a preposition that opens
		// the sentence.
		{"Angela Merkel kam spät, und die Kanzlerin sagte nichts.\nMerkels Sprecher schwieg.\nIn Merkels Rede fehlte der Dank.",
			[]string{"Angela Merkel", "Merkel", "Merkel"}},
		// A chat's @-mention of a person found elsewhere; not a path or a domain, nor a word of
		// a handle (which, made of a name, is a name whole).
		{"Dear Sarah Johnson, thanks.\ncc @sarah and @Johnson; not @sarah_j, a/@sarah or x@sarah.org",
			[]string{"Sarah Johnson", "sarah", "Johnson", "sarah_j"}},
		{"Mr. Money called. We need money. Dear Okonkwo, ask okonkwo.", // a frequent word, a rare one
			[]string{"Money", "Okonkwo", "okonkwo"}},
		{"Léa Nguyen: je m'en occupe\nok, je mets léa en copie", // a listed name that is no word
			[]string{"Léa Nguyen", "léa"}},
		{"Mit freundlichen Grüßen, Ines Reuter\nVon: Kanzlei Reuter & Partner. Herr Reuter kommt. Reuter Consulting.",
			[]string{"Ines Reuter", "Reuter"}},
		// A word of a name joined by a hyphen to a capitalised word is part of a place's or a
		// firm's name ("Saint-Denis", "Wilhelm-Kropp-Haus"), not a mention; unless both are
		// given names ("Jean-Marie"). A family's name after "de" may be a saint's place.
		{"Antoine de Saint-Exupéry a écrit. La mairie de Saint-Denis est fermée.\nWilhelm Kropp kam. Das Wilhelm-Kropp-Haus ist neu.\nJean Dupont et fc Jean-Marie Leduc, 67 ans.",
			[]string{"Antoine de Saint-Exupéry", "Wilhelm Kropp", "Jean Dupont", "Jean"}},
		// A frequent word that opens a sentence is capitalised for that, not as part of a
		// proper noun ("Later Bakare"); an article or a list's number is not such a word.
		{"Dr. Okafor saw Tunde Bakare. Later Bakare was discharged.\nAsk Bakare first.",
			[]string{"Okafor", "Tunde Bakare", "Bakare", "Bakare"}},
		{"Ines Reuter called. The Reuter Prize is off.\n1. Reuter Logistik GmbH",
			[]string{"Ines Reuter"}},
		// Nor is one inside a compound of three words or more, given names or not.
		{"Mein Vater Franz Oberhofer ist gestorben. Ich wohne in der Kaiser-Franz-Josef-Straße 9.",
			[]string{"Franz Oberhofer"}},
		// The given names of "LAST, First Second" and a hyphenated given name are one mention,
		// not two names side by side.
		{"[08:47] Krüger, Sabine\nMorgen!\n[08:49] Nguyen, Duc Anh\nduc anh kannst du helfen?\n[08:50] Shin, Hye-jin\nhye-jin can you check?",
			[]string{"Krüger, Sabine", "Nguyen, Duc Anh", "duc anh", "Shin, Hye-jin", "hye-jin"}},
		// A name found whole elsewhere takes the place of the part of it found here.
		{"Bitte formuliere diesen Brief etwas bestimmter:\n\nNilüfer Demirci\nKantstraße 41\n\nSehr geehrter Herr Rosenbaum,\nich bitte um Antwort.\n\nMit freundlichen Grüßen\nNilüfer Demirci",
			[]string{"Nilüfer Demirci", "Rosenbaum", "Nilüfer Demirci"}},
	} {
		var got []string
		for _, s := range a.Annotate([]byte(c.text)) {
			if s.Type.ID == "person" {
				got = append(got, c.text[s.Start:s.End])
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// The mentions of a name an external annotator found are protected too.
func TestMentionsOfExternalSpans(t *testing.T) {
	reg, err := Load([]byte("[[annotator]]\nid = \"ner\"\ncommand = [\"sh\", \"-c\", \"cat >/dev/null; echo '{\\\"type\\\":\\\"person\\\",\\\"start\\\":0,\\\"end\\\":12}'\"]\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := "Zorblax Quux wrote. Later zorblax quux and Quux left."
	spans, err := New(reg).AnnotateAll(context.Background(), []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range spans {
		got = append(got, text[s.Start:s.End])
	}
	if want := []string{"Zorblax Quux", "zorblax quux", "Quux"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
}

// In a stream, a name found once is protected at later mentions in later chunks too, beyond
// the look-back.
func TestMentionsInStream(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	text := "Dear Sarah Johnson,\n" + strings.Repeat("the report is attached and nothing else.\n", 5000) +
		"Later sarah johnson called, and Johnson agreed.\n"
	var got []string
	err = New(reg).Scan(strings.NewReader(text), func(seg Segment) error {
		for _, s := range seg.Spans {
			got = append(got, string(seg.Text[s.Start:s.End]))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Sarah Johnson", "sarah johnson", "Johnson"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// An article taken with a name ("El Villarreal", which the model may read as one) is no word
// whose every mention is the name's.
func TestMentionsLeaveArticles(t *testing.T) {
	var x nameIndex
	x.add("El Villarreal", nil, false)
	if x.have["el"] || !x.have["villarreal"] {
		t.Errorf("mentions looked for: %v; want villarreal and not el", x.have)
	}
}

// The names given to AnnotateKnowing are found as written wherever they stand, also where a
// name the detectors found would not be a mention (inner capitals, after a capitalised word),
// and the age in apposition beside one is an age, as beside a name the detector finds: a
// desanitizer confirms the echo of an age that way. known is left as it was: a name found in
// one text is not known in the next.
func TestAnnotateKnowing(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	a := New(reg)
	person, _ := reg.Lookup("person")
	var known Names
	known.Add("bonZEGU", person)
	spansOf := func(spans []Span, text string) []string {
		var out []string
		for _, sp := range spans {
			out = append(out, sp.Type.ID+":"+text[sp.Start:sp.End])
		}
		return out
	}
	for _, c := range []struct {
		text       string
		want, none []string // knowing the names, and not
	}{
		{"k xiA Ask bonZEGU is 2", []string{"person:bonZEGU", "age:2"}, nil},
		// A number after the name that apposedAge does not take for an age.
		{"Send it to bonZEGU, 5 Square de Messine.", []string{"person:bonZEGU"}, nil},
	} {
		if got := spansOf(a.AnnotateKnowing([]byte(c.text), &known), c.text); fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%q knowing: %q, want %q", c.text, got, c.want)
		}
		if got := spansOf(a.Annotate([]byte(c.text)), c.text); fmt.Sprint(got) != fmt.Sprint(c.none) {
			t.Errorf("%q: %q, want %q (the test's premise)", c.text, got, c.none)
		}
	}
	a.AnnotateKnowing([]byte("Dear Sarah Okonkwo, thanks."), &known)
	text := "okonkwo agreed."
	if got := spansOf(a.AnnotateKnowing([]byte(text), &known), text); len(got) != 0 {
		t.Errorf("%q after another text: %q, want nothing: known changed", text, got)
	}
}
