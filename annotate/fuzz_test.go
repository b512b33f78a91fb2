package annotate_test

import (
	"bytes"
	"testing"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
)

func defaultAnnotator(t testing.TB) *annotate.Annotator {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	return annotate.New(reg)
}

// Spans are sorted, disjoint, inside the text, no longer than MaxSpan, and never split a
// UTF-8 sequence of valid text.
func FuzzAnnotate(f *testing.F) {
	f.Add([]byte("SSN 372-61-4918, card 4539 1488 0343 6467, 10.24.7.19, jane.doe@example.org"))
	f.Add([]byte("15. März 2024 | TX 78701 | +44 20 7946 0958 | 2001:db8::8a2e:370:7334 \xff\x00"))
	f.Add([]byte("zip,phone\n78701,(415) 555-0132\n"))
	f.Add([]byte("the sum of $7,500 (seven thousand five hundred dollars), DIECIOCHO MIL QUINIENTOS PESOS 00/100 M.N., 900 mil pesos, quatre-vingt-dix-sept euros, einundzwanzigtausend Euro"))
	f.Add([]byte("Patient 12 Sarah Johnson was seen. Later, sarah johnson and JOHNSON; Kanzlei Johnson."))
	// The layout's names: HL7 fields, a name column, name keys, an SQL INSERT, chat speakers.
	f.Add([]byte("PID|1||88^^^H^MR||MENSAH^KOFI^^^||19720411|M\nPV1|1|I|ICU||||42^LUND^SIGRID\n"))
	f.Add([]byte("id,customer\n1,\"Haugen, Ingrid\"\n| Name | Sex |\n|---|---|\n| Dang Thu | F |\n"))
	f.Add([]byte("{\"name\": \"Nguyen Van An\"}\nINSERT INTO t (first_name) VALUES ('Eze'), ('Obi');\n"))
	f.Add([]byte("Passagers :\n1. DIALLO/OUMOU MME – Billet 057\n[08:47] Krüger, Sabine\nMorgen!\n- Motion (Okonjo/Fairbanks): passed\n"))
	f.Add([]byte("CREATE TABLE IF NOT EXISTS t (id INT, age SMALLINT CHECK (age > 0), zip CHAR(5), PRIMARY KEY (id));\nINSERT INTO t VALUES (1, 41, '60614');\n"))
	f.Add([]byte("[09:12] kofi: hi\n[09:13] maría josé: tell kofi\n<thuy> seen bao?\n"))
	// Place fields, a tab between cells, German text with titles, openers and genitives.
	f.Add([]byte("name\tcity\nKofi Boateng\tKumasi\n{\"city\": \"Recife\"}\nCity: Accra. Contact: Kofi Mensah\n"))
	f.Add([]byte("Da Wilder nach der Rede Balduins und Kaiser Otto die Lokomotiven sah, kam Queen Mary.\n"))
	f.Add([]byte("{\"first\":\"Kwame\",\"last\":\"Asante\"}\nfirst,last\nYaw,Boateng\nName: Kofi, Age: 42\n"))
	// Rows without a header (pipes, commas), and a text in lower case.
	f.Add([]byte("CLM|1|ESPINOZA|Lucía|1988\nCLM|2|ADDO|Efua|1965\nCLM|3|NAKASHIMA|Kenta|2001\nA-1,Okafor,Chidi,1985\nA-2,Nguyen,Lan,1979\nA-3,Mohamud,Faadumo,1990\n"))
	f.Add([]byte("hi mr okafor, its bella. me and dom (steve?) said so.\n- jo and nadège agreed. the buyer (kristen holloway) too.\n"))
	// Names in Chinese characters, kana and Hangul before a form of address or after a label;
	// Vietnamese names whose parts are words elsewhere.
	f.Add([]byte("課長の佐藤さん、田中様。김민준 님, 민준씨\n推荐人：王教授，收件人 王芳 |父亲：刘强，\nNguyen Van An and LE THI HONG NHUNG\n"))
	ann := defaultAnnotator(f)
	f.Fuzz(func(t *testing.T, text []byte) {
		end := 0
		for _, s := range ann.Annotate(text) {
			if s.Start < end || s.End <= s.Start || s.End > len(text) || s.End-s.Start > annotate.MaxSpan {
				t.Fatalf("bad span %d-%d after %d in %d bytes", s.Start, s.End, end, len(text))
			}
			if utf8.Valid(text) && (!utf8.RuneStart(text[s.Start]) || s.End < len(text) && !utf8.RuneStart(text[s.End])) {
				t.Fatalf("span %d-%d splits a rune", s.Start, s.End)
			}
			end = s.End
		}
	})
}

// Markup written for any text and its spans parses back to the same text and spans, and
// parsing arbitrary bytes never panics.
func FuzzMarkup(f *testing.F) {
	f.Add([]byte("SSN 372-61-4918 ⟦not markup⟧ ⟦⟦ ⟧⟧"))
	f.Add([]byte("⟦ssn:372-61-4918⟧ and ⟦email:a⟧⟧b@c.de⟧"))
	f.Add([]byte("x ⟦372-61-4918⟧⟧ y"))
	ann := defaultAnnotator(f)
	reg := ann.Registry()
	f.Fuzz(func(t *testing.T, text []byte) {
		annotate.ParseMarkup(text, reg) // must not panic
		spans := ann.Annotate(text)
		var b bytes.Buffer
		if err := annotate.WriteMarkup(&b, text, spans); err != nil {
			t.Fatal(err)
		}
		plain, got, err := annotate.ParseMarkup(b.Bytes(), reg)
		if err != nil {
			t.Fatalf("ParseMarkup(WriteMarkup(%q)): %v", text, err)
		}
		if !bytes.Equal(plain, text) || len(got) != len(spans) {
			t.Fatalf("round trip changed the text or spans: %q -> %q", text, plain)
		}
		for i := range got {
			if got[i].Start != spans[i].Start || got[i].End != spans[i].End || got[i].Type != spans[i].Type {
				t.Fatalf("span %d: %+v, want %+v", i, got[i], spans[i])
			}
		}
	})
}

// Load never panics, and whatever it accepts has types with patterns.
func FuzzLoad(f *testing.F) {
	f.Add([]byte("[extend]\ndisabledTypes = [\"zip\"]\n"))
	f.Add([]byte("[[types]]\nid = \"x\"\ncategory = \"redact\"\n[[types.patterns]]\nregex = 'a+'\n"))
	f.Add([]byte("[allowlist]\nregexes = ['(']\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		reg, err := annotate.Load(data, "fuzz.toml")
		if err != nil {
			return
		}
		for _, ty := range reg.Types() {
			if len(ty.Patterns) == 0 && ty.Detector == "" {
				t.Fatalf("type %s has no patterns", ty.ID)
			}
		}
	})
}

func TestMarkupErrors(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"⟦ssn:1", "⟦nope:1⟧", "⟦:x⟧", "⟦ssn⟧", "⟦ssn:⟧", "⟦ssn:a⟦b⟧"} {
		if _, _, err := annotate.ParseMarkup([]byte(in), reg); err == nil {
			t.Errorf("ParseMarkup(%q) accepted malformed markup", in)
		}
	}
}

func TestConfigErrorsNameFileAndLine(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"unknown key", "[[types]]\nid = \"x\"\nregexx = 'a'\n", "user.toml:3: unknown key"},
		{"bad regex", "[[types]]\nid = \"x\"\ncategory = \"redact\"\n[[types.patterns]]\nregex = '('\n", "user.toml:2: type \"x\": patterns[0]: bad regex"},
		{"unknown validator", "[[types]]\nid = \"x\"\ncategory = \"redact\"\nvalidator = \"nope\"\n[[types.patterns]]\nregex = 'a'\n", "unknown validator"},
		{"unknown category", "[[types]]\nid = \"x\"\ncategory = \"secret\"\n[[types.patterns]]\nregex = 'a'\n", "category \"secret\""},
		{"syntax", "[[types]\n", "user.toml:2: expected end of table array name"},
		{"disable unknown", "[extend]\ndisabledTypes = [\"nope\"]\n", "unknown type \"nope\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := annotate.Load([]byte(tc.data), "user.toml")
			if err == nil || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
				t.Errorf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

func TestUserTypeOverridesAndDisables(t *testing.T) {
	reg, err := annotate.Load([]byte(`
[extend]
disabledTypes = ["zip"]
[allowlist]
values = ["372-61-4918"]
[[types]]
id = "employee_id"
category = "format"
codec = "digits"
[[types.patterns]]
regex = '''\bEMP-(\d{6})\b'''
group = 1
`), "user.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := reg.Lookup("zip"); ok {
		t.Error("zip not disabled")
	}
	ann := annotate.New(reg)
	spans := ann.Annotate([]byte("EMP-004211 and SSN 372-61-4918, SSN 372-61-4919, Austin, TX 78701"))
	var got []string
	for _, s := range spans {
		got = append(got, s.Type.ID)
	}
	if len(got) != 2 || got[0] != "employee_id" || got[1] != "ssn" {
		t.Errorf("types = %v, want [employee_id ssn] (allowlisted SSN and disabled zip left out)", got)
	}
	if et, _ := reg.Lookup("employee_id"); et.Source != "user.toml" {
		t.Errorf("source = %q", et.Source)
	}
}
