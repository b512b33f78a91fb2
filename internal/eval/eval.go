// Package eval scores annotations against gold spans: precision, recall and F1 per type, by
// exact span match (the primary score: the conventions fix where a span starts and ends) and by
// lenient overlap, and counts the gold values a sanitized text still holds in clear.
//
// Gold is read from JSONL, one document a line: {"id", "text", "spans": [{"start", "end",
// "type", "label", "text"}]}, with UTF-8 byte offsets. Gold type names are those of the span
// conventions; [MapType] turns them into the annotator's type ids.
package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Span is a typed byte range of a document's text.
type Span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Type  string `json:"type"`
	Label string `json:"label,omitempty"`
	Text  string `json:"text,omitempty"`
}

// Doc is one gold document.
type Doc struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	Spans  []Span `json:"spans"`
	Source string `json:"source,omitempty"`
}

// Bounds returns the byte ranges of the document's spans of type typ, in order.
func (d Doc) Bounds(typ string) [][2]int {
	var out [][2]int
	for _, s := range d.Spans {
		if s.Type == typ {
			out = append(out, [2]int{s.Start, s.End})
		}
	}
	return out
}

// DocWriter writes gold documents as the JSON lines ReadDocs reads: the text as written (no
// HTML escapes of <, > and &) and an empty list, not null, for a document without spans.
type DocWriter struct {
	w   *bufio.Writer
	enc *json.Encoder
}

// NewDocWriter returns a DocWriter that buffers its lines for w: call Flush at the end.
func NewDocWriter(w io.Writer) *DocWriter {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	return &DocWriter{w: bw, enc: enc}
}

// Write writes d as one line.
func (dw *DocWriter) Write(d Doc) error {
	if d.Spans == nil {
		d.Spans = []Span{}
	}
	return dw.enc.Encode(d)
}

// Flush writes the buffered lines.
func (dw *DocWriter) Flush() error { return dw.w.Flush() }

// ReadDocs reads JSONL gold documents. Gold types are mapped with MapType; spans whose
// offsets do not fit the text are an error, so a corpus written with character offsets is not
// scored silently wrong.
func ReadDocs(r io.Reader) ([]Doc, error) {
	var docs []Doc
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var d Doc
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		for i, s := range d.Spans {
			if s.Start < 0 || s.End <= s.Start || s.End > len(d.Text) {
				return nil, fmt.Errorf("line %d: doc %q: span %d [%d,%d) outside the text (%d bytes)", n, d.ID, i, s.Start, s.End, len(d.Text))
			}
			if s.Text != "" && d.Text[s.Start:s.End] != s.Text {
				return nil, fmt.Errorf("line %d: doc %q: span %d [%d,%d) is %q, its text says %q", n, d.ID, i, s.Start, s.End, d.Text[s.Start:s.End], s.Text)
			}
			s.Type = MapType(s.Type)
			d.Spans[i] = Normalize(d.Text, s)
		}
		docs = append(docs, d)
	}
	return docs, sc.Err()
}

// File is the gold documents of one JSONL file.
type File struct {
	Name string // the file's base name
	Docs []Doc
}

// ReadGlob reads the JSONL gold documents of the files that match pattern (filepath.Glob), in
// the order of their names.
func ReadGlob(pattern string) ([]File, error) {
	paths, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	var files []File
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		docs, err := ReadDocs(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		files = append(files, File{Name: filepath.Base(path), Docs: docs})
	}
	return files, nil
}

// MapType maps a gold type name of the conventions to the annotator's type id: name is
// person; the others keep their names.
func MapType(t string) string {
	if t == "name" {
		return "person"
	}
	return t
}

// bareYear matches a date span that is a year alone, which the conventions do not call a date.
// The expressions compile on first use: the binary links this package (the person model's
// training reads its gold format), and a process that scores nothing should not pay for them.
var bareYear = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d{4}$`) })

// dateLike matches what any date of the conventions holds: a month name (en/de/fr/es) or
// numbers joined by a date separator, or a compact date; a month name may follow its day with
// nothing between, as tickets print it ("14MAR1986"). Durations ("14 years", "eight days")
// and ages, which some corpora mark as DATETIME, have none of these.
var dateLike = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\d[./-]\d|\d{8}|(?:\b|\d)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|jän|februar|märz|mär|mrz|mai|juni|juli|okt|dez|janv|févr|fevr|mars|avr|juin|juil|août|aout|déc|ene|abr|ago|dic|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`)
})

// Conventional reports whether a gold span is of its type by the span conventions. Some
// corpora mark a bare year, a duration or an age as a date; the conventions do not.
func Conventional(s Span) bool {
	if s.Type != "date" {
		return true
	}
	t := strings.TrimSpace(s.Text)
	return !bareYear().MatchString(t) && dateLike().MatchString(t)
}

// leadingWords are the words the conventions leave out of a span at its start, per type:
// titles before a name, articles and prepositions before a date, which some corpora include.
var leadingWords = map[string][]string{
	"person": {"Mr.", "Mr", "Mrs.", "Mrs", "Ms.", "Ms", "Miss", "Dr.", "Dr", "Prof.", "Prof", "Sir", "Dame", "Lord", "Lady",
		"Judge", "Herr", "Frau", "Mme", "Mlle", "MM.", "M.", "Me", "Maître", "Sr.", "Sra."},
	"date": {"le", "Le", "du", "au", "the", "The", "on", "On", "am", "Am", "vom", "el", "El"},
}

// Normalize trims a gold span to the boundaries of the span conventions: without the titles
// before a name ("Mr C. Whomersley" → "C. Whomersley") or the article before a date ("le 28 mai
// 1996" → "28 mai 1996"), without a possessive or surrounding spaces and closing punctuation.
func Normalize(text string, s Span) Span {
	for changed := true; changed; {
		changed = false
		for _, w := range leadingWords[s.Type] {
			rest := text[s.Start:s.End]
			if len(rest) > len(w)+1 && strings.HasPrefix(rest, w+" ") {
				s.Start += len(w) + 1
				changed = true
			}
		}
	}
	for s.Start < s.End && strings.ContainsRune(" \t\n", rune(text[s.Start])) {
		s.Start++
	}
	for _, suf := range []string{"'s", "’s", "’", "'", ",", ".", " ", "\n"} {
		v := text[s.Start:s.End]
		// A trailing period after an initial ("Phillip K.") belongs to the name.
		if suf == "." && (s.Type == "person" || len(v) > 2 && v[len(v)-3] == ' ') {
			continue
		}
		if strings.HasSuffix(v, suf) && len(v) > len(suf) {
			s.End -= len(suf)
		}
	}
	s.Text = text[s.Start:s.End]
	return s
}

// Counts are the outcomes for one type.
type Counts struct {
	Gold, Pred int
	TP         int // predicted spans equal to a gold span (same start, end and type)
	// GoldHit and PredHit count gold spans overlapped by a prediction of the same type, and
	// predictions that overlap a gold span of the same type (lenient).
	GoldHit, PredHit int
	Leaked           int // gold values found verbatim in the sanitized text
}

// Add adds o to c.
func (c *Counts) Add(o Counts) {
	c.Gold += o.Gold
	c.Pred += o.Pred
	c.TP += o.TP
	c.GoldHit += o.GoldHit
	c.PredHit += o.PredHit
	c.Leaked += o.Leaked
}

// Exact returns precision, recall and F1 by exact span match.
func (c Counts) Exact() (p, r, f float64) { return prf(c.TP, c.Pred, c.TP, c.Gold) }

// Lenient returns precision, recall and F1 by overlap.
func (c Counts) Lenient() (p, r, f float64) { return prf(c.PredHit, c.Pred, c.GoldHit, c.Gold) }

// prf returns precision hp/np and recall hr/nr (1 when there is nothing to get right) and
// their harmonic mean.
func prf(hp, np, hr, nr int) (p, r, f float64) {
	p, r = 1, 1
	if np > 0 {
		p = float64(hp) / float64(np)
	}
	if nr > 0 {
		r = float64(hr) / float64(nr)
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

// Miss is a gold span not predicted exactly (Gold true) or a prediction matching no gold span
// exactly (Gold false), for a developer to look at.
type Miss struct {
	Doc  string
	Gold bool
	Span Span
	// Overlap is the other side's span of the same type that overlaps this one, if any.
	Overlap *Span
}

// Score compares predicted spans with gold spans of one document, for the types in scored
// only. Both lists hold annotator type ids.
func Score(gold, pred []Span, scored map[string]bool) (map[string]Counts, []Miss) {
	out := map[string]Counts{}
	var misses []Miss
	key := func(s Span) [3]any { return [3]any{s.Start, s.End, s.Type} }
	goldAt := map[[3]any]bool{}
	predAt := map[[3]any]bool{}
	for _, s := range gold {
		goldAt[key(s)] = true
	}
	for _, s := range pred {
		predAt[key(s)] = true
	}
	overlap := func(s Span, others []Span) *Span {
		for i := range others {
			o := others[i]
			if o.Type == s.Type && o.Start < s.End && s.Start < o.End {
				return &o
			}
		}
		return nil
	}
	for _, s := range gold {
		if !scored[s.Type] {
			continue
		}
		c := out[s.Type]
		c.Gold++
		o := overlap(s, pred)
		if o != nil {
			c.GoldHit++
		}
		if !predAt[key(s)] {
			misses = append(misses, Miss{Gold: true, Span: s, Overlap: o})
		}
		out[s.Type] = c
	}
	for _, s := range pred {
		if !scored[s.Type] {
			continue
		}
		c := out[s.Type]
		c.Pred++
		o := overlap(s, gold)
		if o != nil {
			c.PredHit++
		}
		if goldAt[key(s)] {
			c.TP++
		} else {
			misses = append(misses, Miss{Span: s, Overlap: o})
		}
		out[s.Type] = c
	}
	return out, misses
}

// Leaked returns, per type, how many of the gold spans' texts occur in sanitized as a whole
// token: not glued to a letter or digit on either side, so that "Al" does not count inside
// "Also". A leaked value is one the sanitizer sent on in clear.
func Leaked(gold []Span, sanitized string, scored map[string]bool) map[string]int {
	out := map[string]int{}
	for _, s := range gold {
		if scored[s.Type] && containsToken(sanitized, s.Text) {
			out[s.Type]++
		}
	}
	return out
}

func containsToken(text, v string) bool {
	if v == "" {
		return false
	}
	for off := 0; ; {
		i := strings.Index(text[off:], v)
		if i < 0 {
			return false
		}
		at := off + i
		end := at + len(v)
		if !(at > 0 && wordByte(text[at-1]) && wordByte(v[0])) && !(end < len(text) && wordByte(text[end]) && wordByte(v[len(v)-1])) {
			return true
		}
		off = at + 1
	}
}

// wordByte reports whether c is an ASCII letter or digit or part of a multi-byte UTF-8 letter.
func wordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// Sorted returns the keys of m in order.
func Sorted[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ConventionTypes are the annotator types the span conventions define: a corpus written to
// them is exhaustive for all of them.
var ConventionTypes = []string{"person", "date", "age", "money", "phone", "email", "ipv4", "ipv6", "zip", "iban", "credit_card", "ssn"}

// exhaustive lists, by file name prefix, the types whose gold is complete in the corpora of
// ../shared/data/real (see its README): a date found in a CEREC e-mail is not a false hit.
var exhaustive = []struct {
	prefix string
	types  []string
}{
	{"cerec-", []string{"person", "email"}},
	{"echr-fr-", []string{"person", "date"}},
	{"tab-echr", []string{"person", "date"}},
	{"btc-", []string{"person"}},
	{"wnut17-", []string{"person"}},
	{"europeana-", []string{"person"}},
	{"germeval", []string{"person"}},
	// Universal NER's files, written by scripts/ner2jsonl: people's names only.
	{"uner-", []string{"person"}},
	// testdata/heldout/types2.jsonl: written for the types other than names (issue 14 item 2).
	{"types2", []string{"date", "age", "money", "phone", "email", "ipv4", "ipv6", "zip", "iban", "credit_card", "ssn"}},
}

// DefaultTypes returns the types a file's gold is exhaustive for, by its base name: those the
// real corpora document, and ConventionTypes for any other file.
func DefaultTypes(base string) []string {
	for _, e := range exhaustive {
		if strings.HasPrefix(base, e.prefix) {
			return e.types
		}
	}
	return ConventionTypes
}
