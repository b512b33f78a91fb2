package report

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

func testKey(t *testing.T, fill byte) *keyring.Key {
	t.Helper()
	k, err := keyring.FromBytes(bytes.Repeat([]byte{fill}, keyring.KeySize))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func testScanner(t *testing.T, fp *Fingerprinter) *Scanner {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	return &Scanner{Ann: annotate.New(reg), FP: fp}
}

// scan returns the findings of text, scanned as the file path.
func scan(t *testing.T, s *Scanner, path, text string) []Finding {
	t.Helper()
	var fs []Finding
	if _, err := s.Text(context.Background(), path, strings.NewReader(text), func(f Finding) { fs = append(fs, f) }); err != nil {
		t.Fatal(err)
	}
	return fs
}

// The SARIF 2.1.0 properties code-scanning services require, read back from the output.
type sarifDoc struct {
	Schema  *string `json:"$schema"`
	Version *string `json:"version"`
	Runs    []struct {
		ColumnKind string `json:"columnKind"`
		Tool       *struct {
			Driver *struct {
				Name           *string `json:"name"`
				Version        string  `json:"version"`
				InformationURI string  `json:"informationUri"`
				Rules          []struct {
					ID               *string `json:"id"`
					ShortDescription *struct {
						Text *string `json:"text"`
					} `json:"shortDescription"`
					Help *struct {
						Text *string `json:"text"`
					} `json:"help"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID    *string `json:"ruleId"`
			RuleIndex *int    `json:"ruleIndex"`
			Level     string  `json:"level"`
			Message   *struct {
				Text *string `json:"text"`
			} `json:"message"`
			Locations []struct {
				PhysicalLocation *struct {
					ArtifactLocation *struct {
						URI       *string `json:"uri"`
						URIBaseID string  `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region *struct {
						StartLine   *int `json:"startLine"`
						StartColumn *int `json:"startColumn"`
						EndLine     *int `json:"endLine"`
						EndColumn   *int `json:"endColumn"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			PartialFingerprints map[string]string `json:"partialFingerprints"`
		} `json:"results"`
	} `json:"runs"`
}

// col16 is the 1-based UTF-16 column of the first occurrence of value in line, computed
// independently of the scanner.
func col16(line, value string) int {
	return len(utf16.Encode([]rune(line[:strings.Index(line, value)]))) + 1
}

func TestSARIF(t *testing.T) {
	s := testScanner(t, NewFingerprinter(testKey(t, 1)))
	lines := []string{
		"SSN 372-61-4918 on file",
		"smile 😀 é mail bob@example.org",
		"again 372-61-4918",
	}
	text := strings.Join(lines, "\n") + "\n"
	var out bytes.Buffer
	rep := New(&out, Options{Format: SARIF, Types: s.Ann.Registry().Types(), Version: "v9", FP: s.FP})
	for _, f := range scan(t, s, filepath.Join("docs", "a b.txt"), text) {
		rep.Add(f)
	}
	if err := rep.Close(); err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"372-61-4918", "bob@example.org", "4918"} {
		if strings.Contains(out.String(), v) {
			t.Fatalf("the SARIF log holds the value %q", v)
		}
	}
	var doc sarifDoc
	dec := json.NewDecoder(&out)
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	if doc.Schema == nil || *doc.Schema != "https://json.schemastore.org/sarif-2.1.0.json" || doc.Version == nil || *doc.Version != "2.1.0" {
		t.Fatalf("$schema %v, version %v", doc.Schema, doc.Version)
	}
	if len(doc.Runs) != 1 {
		t.Fatalf("%d runs, want 1", len(doc.Runs))
	}
	run := doc.Runs[0]
	if run.Tool == nil || run.Tool.Driver == nil || run.Tool.Driver.Name == nil || *run.Tool.Driver.Name != "preempt" ||
		run.Tool.Driver.Version != "v9" || run.Tool.Driver.InformationURI == "" {
		t.Fatalf("tool.driver: %+v", run.Tool)
	}
	if run.ColumnKind != "utf16CodeUnits" {
		t.Errorf("columnKind %q: the columns below are UTF-16 code units", run.ColumnKind)
	}
	rules := map[string]int{}
	for i, r := range run.Tool.Driver.Rules {
		if r.ID == nil || r.ShortDescription == nil || r.ShortDescription.Text == nil || *r.ShortDescription.Text == "" || r.Help == nil || r.Help.Text == nil {
			t.Fatalf("rule %d lacks id, shortDescription or help", i)
		}
		if _, dup := rules[*r.ID]; dup {
			t.Errorf("two rules %s", *r.ID)
		}
		rules[*r.ID] = i
	}
	for _, typ := range s.Ann.Registry().Types() {
		if _, ok := rules[typ.ID]; !ok {
			t.Errorf("no rule for type %s", typ.ID)
		}
	}
	type want struct {
		rule            string
		line, col, ecol int
	}
	wants := []want{
		{"ssn", 1, col16(lines[0], "372"), col16(lines[0], " on")},
		{"email", 2, col16(lines[1], "bob"), len(utf16.Encode([]rune(lines[1]))) + 1},
		{"ssn", 3, col16(lines[2], "372"), len(utf16.Encode([]rune(lines[2]))) + 1},
	}
	if len(run.Results) != len(wants) {
		t.Fatalf("%d results, want %d", len(run.Results), len(wants))
	}
	for i, r := range run.Results {
		w := wants[i]
		if r.RuleID == nil || *r.RuleID != w.rule || r.RuleIndex == nil || *r.RuleIndex != rules[w.rule] {
			t.Errorf("result %d: ruleId %v, ruleIndex %v; want %s at %d", i, r.RuleID, r.RuleIndex, w.rule, rules[w.rule])
		}
		if r.Level != "error" && r.Level != "warning" && r.Level != "note" {
			t.Errorf("result %d: level %q", i, r.Level)
		}
		if r.Message == nil || r.Message.Text == nil || !strings.Contains(*r.Message.Text, w.rule) {
			t.Errorf("result %d: message %v should name the type", i, r.Message)
		}
		if len(r.Locations) != 1 || r.Locations[0].PhysicalLocation == nil {
			t.Fatalf("result %d: locations %+v", i, r.Locations)
		}
		pl := r.Locations[0].PhysicalLocation
		if pl.ArtifactLocation == nil || pl.ArtifactLocation.URI == nil || *pl.ArtifactLocation.URI != "docs/a%20b.txt" || pl.ArtifactLocation.URIBaseID != "%SRCROOT%" {
			t.Errorf("result %d: artifactLocation %+v, want the relative URI docs/a%%20b.txt under %%SRCROOT%%", i, pl.ArtifactLocation)
		}
		rg := pl.Region
		if rg == nil || rg.StartLine == nil || rg.StartColumn == nil || rg.EndLine == nil || rg.EndColumn == nil {
			t.Fatalf("result %d: region %+v", i, rg)
		}
		if got := (want{w.rule, *rg.StartLine, *rg.StartColumn, *rg.EndColumn}); got != w || *rg.EndLine != w.line {
			t.Errorf("result %d: region %d:%d-%d:%d, want %d:%d-%d:%d (1-based, UTF-16)", i, *rg.StartLine, *rg.StartColumn, *rg.EndLine, *rg.EndColumn, w.line, w.col, w.line, w.ecol)
		}
		if fp := r.PartialFingerprints[FingerprintKey]; !strings.HasPrefix(fp, "k1:") || !strings.HasPrefix(r.PartialFingerprints["primaryLocationLineHash"], fp+":") {
			t.Errorf("result %d: partialFingerprints %v", i, r.PartialFingerprints)
		}
	}
	// The same SSN twice in one file: one fingerprint, two occurrences, so two alerts.
	a, b := run.Results[0].PartialFingerprints, run.Results[2].PartialFingerprints
	if a[FingerprintKey] != b[FingerprintKey] || a["primaryLocationLineHash"] == b["primaryLocationLineHash"] {
		t.Errorf("same value twice: %v and %v", a, b)
	}
}

func TestFingerprint(t *testing.T) {
	k1, k2 := NewFingerprinter(testKey(t, 1)), NewFingerprinter(testKey(t, 2))
	ssn := []byte("372-61-4918")
	fp := k1.fingerprint("ssn", "a.txt", ssn, 1)
	if fp != k1.fingerprint("ssn", "a.txt", ssn, 7) || fp != k1.fingerprint("ssn", "./a.txt", ssn, 1) {
		t.Error("the same value in the same file gets another fingerprint")
	}
	for name, other := range map[string]string{
		"another key":   k2.fingerprint("ssn", "a.txt", ssn, 1),
		"another value": k1.fingerprint("ssn", "a.txt", []byte("372-61-4919"), 1),
		"another file":  k1.fingerprint("ssn", "b.txt", ssn, 1),
		"another type":  k1.fingerprint("phone", "a.txt", ssn, 1),
		"no key":        NewFingerprinter(nil).fingerprint("ssn", "a.txt", ssn, 1),
	} {
		if other == fp {
			t.Errorf("%s: same fingerprint %s", name, fp)
		}
	}
	// Without a key the fingerprint depends on the rank, never on the value: there is nothing
	// to test a guessed SSN against.
	var none *Fingerprinter
	p := none.fingerprint("ssn", "a.txt", ssn, 1)
	if p != none.fingerprint("ssn", "a.txt", []byte("000-00-0000"), 1) || p == none.fingerprint("ssn", "a.txt", ssn, 2) {
		t.Error("positional fingerprints depend on the value, or not on the rank")
	}
	if none.Keyed() || !k1.Keyed() || k1.KeyID() != testKey(t, 1).ID() {
		t.Error("Keyed or KeyID wrong")
	}
}

func TestIgnoreComment(t *testing.T) {
	s := testScanner(t, nil)
	text := "a 372-61-4918 # preempt:ignore\n" +
		"b 372-61-4918 // preempt:ignore\n" +
		"<!-- preempt:ignore --> c 372-61-4918\n" +
		"d 372-61-4918 preempt: ignore\n" +
		"e 372-61-4918\n"
	var out bytes.Buffer
	rep := New(&out, Options{Format: Text})
	for _, f := range scan(t, s, "f.txt", text) {
		rep.Add(f)
	}
	if want := "f.txt:4:3: ssn\nf.txt:5:3: ssn\n"; out.String() != want {
		t.Errorf("reported\n%s\nwant\n%s", out.String(), want)
	}
	if rep.Ignored != 3 || rep.Reported() != 2 {
		t.Errorf("ignored %d, reported %d; want 3 and 2", rep.Ignored, rep.Reported())
	}
}

func TestBaseline(t *testing.T) {
	fp := NewFingerprinter(testKey(t, 1))
	s := testScanner(t, fp)
	old := "SSN 372-61-4918\nmail bob@example.org\n"
	rep := New(&bytes.Buffer{}, Options{Format: Text})
	for _, f := range scan(t, s, "a.txt", old) {
		rep.Add(f)
	}
	path := filepath.Join(t.TempDir(), "baseline.json")
	if err := WriteBaseline(path, fp, rep.Fingerprints(), nil); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("baseline mode %v, %v; want 0600", st.Mode().Perm(), err)
	}
	data, _ := os.ReadFile(path)
	if bytes.Contains(data, []byte("4918")) || bytes.Contains(data, []byte("bob")) {
		t.Fatalf("baseline holds a value:\n%s", data)
	}
	base, err := OpenBaseline(path, fp)
	if err != nil {
		t.Fatal(err)
	}
	if base.Len() != 2 {
		t.Errorf("baseline has %d fingerprints, want 2", base.Len())
	}
	// The accepted values, moved to other lines, stay accepted; a new value, or a changed one
	// where an accepted one was, is reported.
	now := "new line\nmail bob@example.org\nSSN 372-61-4918\nSSN 219-09-9999\n"
	var out bytes.Buffer
	rep = New(&out, Options{Format: JSON, Baseline: base})
	for _, f := range scan(t, s, "a.txt", now) {
		rep.Add(f)
	}
	if err := rep.Close(); err != nil {
		t.Fatal(err)
	}
	var doc jsonDoc
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Findings) != 1 || doc.Findings[0].Line != 4 || doc.Findings[0].Type != "ssn" || doc.Baselined != 2 {
		t.Errorf("with the baseline: %+v, want only the SSN of line 4 and 2 baselined", doc)
	}
	if strings.Contains(out.String(), "219-09-9999") {
		t.Error("the JSON report holds the value without --show-values")
	}
	// The same file elsewhere is another file.
	rep = New(&bytes.Buffer{}, Options{Baseline: base})
	for _, f := range scan(t, s, "b.txt", old) {
		rep.Add(f)
	}
	if rep.Reported() != 2 {
		t.Errorf("another path: %d reported, want 2", rep.Reported())
	}
	// A baseline is refused with another key or none, not read as matching nothing.
	if _, err := OpenBaseline(path, NewFingerprinter(testKey(t, 2))); err == nil || !strings.Contains(err.Error(), "made with key") {
		t.Errorf("another key: %v", err)
	}
	if _, err := OpenBaseline(path, nil); err == nil {
		t.Error("no key: read")
	}
	// A file named by mistake is refused without being quoted.
	for _, bad := range []string{`{"version": 1, "372-61-4918": 1}`, `SSN 372-61-4918`, `{"version": 2}`} {
		if _, err := ReadBaseline(strings.NewReader(bad), fp); err == nil || strings.Contains(err.Error(), "4918") {
			t.Errorf("baseline %q: %v", bad, err)
		}
	}
	if err := WriteBaseline(path, nil, nil, nil); err == nil {
		t.Error("wrote a positional baseline")
	}
}

// The collector reports the same findings however the text is cut into pieces: each finding
// sees its whole line, whichever piece its value and the line's preempt:ignore come in.
func TestCollectorPieces(t *testing.T) {
	text := []byte("x ab\n\ncd  # preempt:ignore\nab é😀 ab\nmulti\nline ab")
	spans := occurrences(text, "ab", "cd", "multi\nline")
	collect := func(cuts ...int) []Finding { return collectPieces(text, spans, cuts) }
	whole := collect()
	type pos struct{ line, col, eline, ecol, col16, ecol16 int }
	var got []pos
	for _, f := range whole {
		if !f.Ignored {
			got = append(got, pos{f.Line, f.Col, f.EndLine, f.EndCol, f.Col16, f.EndCol16})
		}
	}
	want := []pos{{1, 3, 1, 5, 3, 5}, {4, 1, 4, 3, 1, 3}, {4, 11, 4, 13, 8, 10}, {5, 1, 6, 5, 1, 5}, {6, 6, 6, 8, 6, 8}}
	if !reflect.DeepEqual(got, want) || len(whole) != 6 || !whole[1].Ignored {
		t.Fatalf("whole text: %+v\nwant positions %+v and the line-3 finding ignored", whole, want)
	}
	for i := 1; i < len(text); i++ {
		for j := i; j < len(text); j += 3 {
			// A piece boundary must not fall inside a span: the annotator never cuts one.
			ok := true
			for _, sp := range spans {
				if (i > sp.Start && i < sp.End) || (j > sp.Start && j < sp.End) {
					ok = false
				}
			}
			if !ok {
				continue
			}
			if got := collect(i, j); !reflect.DeepEqual(got, whole) {
				t.Fatalf("cut at %d and %d:\n%+v\nwant\n%+v", i, j, got, whole)
			}
		}
	}
}

// occurrences returns a span of type t for each occurrence of each of values in text.
func occurrences(text []byte, values ...string) []annotate.Span {
	typ := &annotate.Type{ID: "t"}
	var spans []annotate.Span
	for _, v := range values {
		for i := 0; v != ""; {
			j := bytes.Index(text[i:], []byte(v))
			if j < 0 {
				break
			}
			spans = append(spans, annotate.Span{Start: i + j, End: i + j + len(v), Type: typ})
			i += j + len(v)
		}
	}
	sort.Slice(spans, func(a, b int) bool { return spans[a].Start < spans[b].Start })
	return spans
}

// collectPieces feeds text to a collector in pieces cut at cuts (increasing, never inside a
// span) and returns the findings.
func collectPieces(text []byte, spans []annotate.Span, cuts []int) []Finding {
	var fs []Finding
	c := (&Scanner{ShowValues: true}).collector("p", func(f Finding) { fs = append(fs, f) })
	prev := 0
	for _, cut := range append(cuts, len(text)) {
		var in []annotate.Span
		for _, sp := range spans {
			if sp.Start >= prev && sp.Start < cut {
				in = append(in, annotate.Span{Start: sp.Start - prev, End: sp.End - prev, Type: sp.Type})
			}
		}
		c.add(text[prev:cut], in)
		prev = cut
	}
	c.drain(true)
	return fs
}

func FuzzCollectorPieces(f *testing.F) {
	f.Add([]byte("x ab\n\ncd # preempt:ignore\nab é😀 ab\n"), "ab", 3, 9)
	f.Add([]byte("ab\nab\n\xff\xfeab"), "b\na", 1, 4)
	f.Fuzz(func(t *testing.T, text []byte, value string, i, j int) {
		if value == "" || len(text) == 0 {
			return
		}
		spans := occurrences(text, value)
		i, j = int(uint(i)%uint(len(text))), int(uint(j)%uint(len(text)))
		if i > j {
			i, j = j, i
		}
		for _, sp := range spans {
			if (i > sp.Start && i < sp.End) || (j > sp.Start && j < sp.End) {
				return
			}
		}
		whole := collectPieces(text, spans, nil)
		if len(whole) != len(spans) {
			t.Fatalf("%d findings for %d spans", len(whole), len(spans))
		}
		for k, f := range whole {
			if f.Value != value || f.Line != 1+bytes.Count(text[:spans[k].Start], []byte("\n")) || f.Col < 1 || f.Col16 < 1 || f.Col16 > f.Col {
				t.Fatalf("finding %d: %+v", k, f)
			}
		}
		if got := collectPieces(text, spans, []int{i, j}); !reflect.DeepEqual(got, whole) {
			t.Fatalf("cut at %d and %d:\n%+v\nwant\n%+v", i, j, got, whole)
		}
	})
}
