package eval

import (
	"bytes"
	"strings"
	"testing"
)

func TestScore(t *testing.T) {
	scored := map[string]bool{"person": true, "date": true}
	tests := []struct {
		name       string
		gold, pred []Span
		want       map[string]Counts
		misses     int
	}{
		{
			name: "exact match",
			gold: []Span{{Start: 0, End: 4, Type: "person"}},
			pred: []Span{{Start: 0, End: 4, Type: "person"}},
			want: map[string]Counts{"person": {Gold: 1, Pred: 1, TP: 1, GoldHit: 1, PredHit: 1}},
		},
		{
			name:   "boundary differs: lenient hit, exact miss and false hit",
			gold:   []Span{{Start: 0, End: 10, Type: "person"}},
			pred:   []Span{{Start: 0, End: 4, Type: "person"}},
			want:   map[string]Counts{"person": {Gold: 1, Pred: 1, GoldHit: 1, PredHit: 1}},
			misses: 2,
		},
		{
			name:   "same range, other type",
			gold:   []Span{{Start: 0, End: 4, Type: "date"}},
			pred:   []Span{{Start: 0, End: 4, Type: "person"}},
			want:   map[string]Counts{"date": {Gold: 1}, "person": {Pred: 1}},
			misses: 2,
		},
		{
			name: "unscored types are ignored on both sides",
			gold: []Span{{Start: 0, End: 4, Type: "code"}},
			pred: []Span{{Start: 5, End: 9, Type: "phone"}},
			want: map[string]Counts{},
		},
		{
			name: "one prediction covering two gold spans",
			gold: []Span{{Start: 0, End: 4, Type: "date"}, {Start: 5, End: 9, Type: "date"}},
			pred: []Span{{Start: 0, End: 9, Type: "date"}},
			want: map[string]Counts{"date": {Gold: 2, Pred: 1, GoldHit: 2, PredHit: 1}}, misses: 3,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, misses := Score(tt.gold, tt.pred, scored)
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for k, w := range tt.want {
				if got[k] != w {
					t.Errorf("%s: got %+v, want %+v", k, got[k], w)
				}
			}
			if len(misses) != tt.misses {
				t.Errorf("got %d misses, want %d: %+v", len(misses), tt.misses, misses)
			}
		})
	}
}

func TestPRF(t *testing.T) {
	c := Counts{Gold: 4, Pred: 2, TP: 1, GoldHit: 3, PredHit: 2}
	if p, r, f := c.Exact(); p != 0.5 || r != 0.25 || f != 1.0/3 {
		t.Errorf("exact = %v %v %v, want 0.5 0.25 0.333", p, r, f)
	}
	if p, r, f := c.Lenient(); p != 1 || r != 0.75 || f != 6.0/7 {
		t.Errorf("lenient = %v %v %v, want 1 0.75 0.857", p, r, f)
	}
	// Nothing to find and nothing found is perfect, not a division by zero.
	if p, r, f := (Counts{}).Exact(); p != 1 || r != 1 || f != 1 {
		t.Errorf("empty = %v %v %v, want 1 1 1", p, r, f)
	}
	// Nothing found of something is zero recall and F1.
	if _, r, f := (Counts{Gold: 3}).Exact(); r != 0 || f != 0 {
		t.Errorf("all missed: r=%v f=%v, want 0 0", r, f)
	}
}

func TestLeaked(t *testing.T) {
	scored := map[string]bool{"person": true, "ssn": true}
	gold := []Span{
		{Type: "person", Text: "Al"},          // only inside "Also": not leaked
		{Type: "person", Text: "Zoë"},         // in clear
		{Type: "ssn", Text: "372-61-4918"},    // encrypted
		{Type: "code", Text: "19380/92"},      // in clear but unscored
		{Type: "ssn", Text: "123-45-6789"},    // in clear, after punctuation
		{Type: "person", Text: "Bo"},          // only inside "Bob"
		{Type: "person", Text: "O'Brien, J."}, // in clear with punctuation at its edge
	}
	got := Leaked(gold, "Also Zoë said SSN 519-22-0417, case 19380/92 (123-45-6789). Bob; O'Brien, J.x", scored)
	if got["person"] != 2 || got["ssn"] != 1 || len(got) != 2 {
		t.Errorf("Leaked = %v, want person 2, ssn 1", got)
	}
}

func TestReadDocs(t *testing.T) {
	in := `{"id":"a","text":"Zoë Smith on 2024-03-15 in 1999","spans":[{"start":0,"end":10,"type":"name","text":"Zoë Smith"},{"start":14,"end":24,"type":"date"},{"start":28,"end":32,"type":"date"}]}` + "\n\n"
	docs, err := ReadDocs(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 1 || len(docs[0].Spans) != 3 {
		t.Fatalf("got %+v", docs)
	}
	s := docs[0].Spans
	if s[0].Type != "person" || s[1].Text != "2024-03-15" {
		t.Errorf("spans = %+v; want name mapped to person and text filled in", s)
	}
	if !Conventional(s[1]) || Conventional(s[2]) {
		t.Errorf("Conventional: a full date is a date, the bare year 1999 is not")
	}
	// Offsets that are not those of the text (character offsets, a shifted corpus) are an error.
	for _, bad := range []string{
		`{"id":"b","text":"Zoë Smith","spans":[{"start":0,"end":9,"type":"name","text":"Zoë Smith"}]}`,
		`{"id":"c","text":"Zoë","spans":[{"start":0,"end":40,"type":"name"}]}`,
	} {
		if _, err := ReadDocs(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadDocs(%s): no error", bad)
		}
	}
}

func TestDefaultTypes(t *testing.T) {
	if got := DefaultTypes("cerec-enron-email.train.jsonl"); strings.Join(got, ",") != "person,email" {
		t.Errorf("cerec: %v", got)
	}
	if got := DefaultTypes("tab-echr.dev.jsonl"); strings.Join(got, ",") != "person,date" {
		t.Errorf("tab: %v", got)
	}
	if got := DefaultTypes("uner-de-pud.jsonl"); strings.Join(got, ",") != "person" {
		t.Errorf("uner: %v", got)
	}
	if got := DefaultTypes("heldout.jsonl"); len(got) != len(ConventionTypes) {
		t.Errorf("own corpus: %v, want every convention type", got)
	}
}

func TestNormalize(t *testing.T) {
	// gold is the span a corpus marks (found in text), want the span by the conventions.
	tests := []struct {
		text, gold, typ, want string
	}{
		{"by their Agent, Mr C. Whomersley of", "Mr C. Whomersley", "person", "C. Whomersley"},
		{"comprenait Mme E. Palm, juge", "Mme E. Palm", "person", "E. Palm"},
		{"et M. R. Ryssdal, président", "M. R. Ryssdal", "person", "R. Ryssdal"},
		{"X-To: Allen, Phillip K.\n", "Allen, Phillip K.", "person", "Allen, Phillip K."},
		{"ask Maria's team", "Maria's", "person", "Maria"},
		{"saisi la Commission le 11 février 1992 en", "le 11 février 1992", "date", "11 février 1992"},
		{"filed on March 5, 2024. Then", "on March 5, 2024.", "date", "March 5, 2024"},
		{"Le 10 juin 1996, celui-ci", "Le 10 juin 1996", "date", "10 juin 1996"},
		{"Mariana said", "Mariana", "person", "Mariana"},          // not the title "M."
		{"Leon Smith said", "Leon Smith", "person", "Leon Smith"}, // "Le" only as a whole word
		{"Mr Smith", "Mr Smith", "date", "Mr Smith"},              // titles only before names
	}
	for _, tt := range tests {
		start := strings.Index(tt.text, tt.gold)
		s := Normalize(tt.text, Span{Start: start, End: start + len(tt.gold), Type: tt.typ})
		if s.Text != tt.want || tt.text[s.Start:s.End] != tt.want {
			t.Errorf("Normalize(%q, %s) = %q, want %q", tt.gold, tt.typ, s.Text, tt.want)
		}
	}
}

func TestConventional(t *testing.T) {
	for text, want := range map[string]bool{
		"2024-03-15": true, "July 2000": true, "15. März": true, "3 de julio de 1983": true, "19630707": true, "14MAR1986": true, "6. Jänner 2025": true, "3. Mrz. 2024": true,
		"1999": false, "14 years": false, "eight days": false, "age 65": false, "28 days’": false,
	} {
		if got := Conventional(Span{Type: "date", Text: text}); got != want {
			t.Errorf("Conventional(date %q) = %v, want %v", text, got, want)
		}
	}
	if !Conventional(Span{Type: "person", Text: "1999"}) {
		t.Error("the date rules apply to other types")
	}
}

// DocWriter writes what ReadDocs reads back, the text as written and an empty list of spans
// for a document without any.
func TestDocWriter(t *testing.T) {
	var buf bytes.Buffer
	w := NewDocWriter(&buf)
	docs := []Doc{
		{ID: "a", Text: "Ann <ann@x.io> & Bo", Spans: []Span{{Start: 0, End: 3, Type: "person", Label: "PER", Text: "Ann"}}},
		{ID: "b", Text: "nothing here"},
	}
	for _, d := range docs {
		if err := w.Write(d); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, `"text":"Ann <ann@x.io> & Bo"`) || !strings.Contains(out, `"spans":[]`) {
		t.Fatalf("written as %s", out)
	}
	got, err := ReadDocs(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Text != docs[0].Text || len(got[0].Spans) != 1 || got[0].Spans[0].Text != "Ann" || len(got[1].Spans) != 0 {
		t.Fatalf("read back %+v", got)
	}
}
