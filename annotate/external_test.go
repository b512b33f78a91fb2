package annotate

import (
	"testing"
	"unicode/utf8"
)

// The JSONL output of an external annotator either parses into spans that lie on rune
// boundaries inside the text, of known types, or is an error; it never panics.
func FuzzExternalOutput(f *testing.F) {
	f.Add([]byte(`{"type": "person", "start": 0, "end": 4}`), []byte("Anna Smith"))
	f.Add([]byte(`{"type": "PERSON", "start": 1, "end": 3, "score": 0.2}`+"\n"+`{"type":"ssn","start":0,"end":1}`), []byte("Ä b"))
	f.Add([]byte(`{"type": "x"}`), []byte(""))
	reg, err := Load([]byte("[[annotator]]\nid = \"x\"\ncommand = [\"true\"]\nminScore = 0.5\ntypes = { PERSON = \"person\" }\n"), "fuzz.toml")
	if err != nil {
		f.Fatal(err)
	}
	x := reg.Annotators()[0]
	f.Fuzz(func(t *testing.T, out, text []byte) {
		spans, err := x.parse(out, text)
		if err != nil {
			return
		}
		for _, s := range spans {
			if s.Start < 0 || s.End <= s.Start || s.End > len(text) || !utf8.RuneStart(text[s.Start]) ||
				s.End < len(text) && !utf8.RuneStart(text[s.End]) || s.Type == nil {
				t.Fatalf("bad span %+v for %d bytes", s, len(text))
			}
		}
	})
}

func TestExternalParse(t *testing.T) {
	reg, err := Load([]byte("[[annotator]]\nid = \"x\"\ncommand = [\"true\"]\nminScore = 0.5\ntypes = { PERSON = \"person\" }\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	x := reg.Annotators()[0]
	text := []byte("Anna Smith met Bob.")
	spans, err := x.parse([]byte(`{"type":"PERSON","start":15,"end":18}
{"type":"person","start":0,"end":10,"score":0.9}
{"type":"PERSON","start":0,"end":4,"score":0.1}
`), text)
	if err != nil {
		t.Fatal(err)
	}
	if len(spans) != 2 || spans[0].Start != 0 || spans[0].End != 10 || spans[1].Start != 15 || spans[0].Type.ID != "person" {
		t.Fatalf("spans %+v", spans)
	}
	for _, bad := range []string{`{"type":"PERSON","start":2,"end":1}`, `{"type":"ORG","start":0,"end":1}`,
		`{"type":"PERSON","start":0}`, `["PERSON",0,1]`, `{"type":"PERSON","start":0,"end":1,"extra":1}`} {
		if _, err := x.parse([]byte(bad), text); err == nil {
			t.Errorf("parse(%s): no error", bad)
		}
	}
}
