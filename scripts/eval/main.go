// Eval scores preempt's default annotator on JSONL gold corpora (the ../shared/data/real
// format: {"id", "text", "spans": [{"start", "end", "type", "label", "text"}]}, UTF-8 byte
// offsets), counts the gold values that `sanitize` leaves in clear, and the documents whose
// sanitized text the annotator reads as holding another number of values of a type (type
// preservation: what desanitize would miss or wrongly restore in an answer that repeats them).
//
// Per file and type it prints precision, recall and F1 by exact span match (primary: the span
// conventions fix where a span starts and ends) and by lenient overlap, over the types the
// file's gold is exhaustive for (-types, or per file: see eval.DefaultTypes). Gold dates that
// are a bare year are dropped (not dates by the conventions). Gold types the annotator does
// not have (code) are counted as unscored.
//
// Usage: go run ./scripts/eval [-types person,date] [-json] [-misses N] FILE.jsonl...
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/eval"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

type typeResult struct {
	eval.Counts
	P, R, F    float64 // exact
	LP, LR, LF float64 // lenient
	// NotAgain counts the documents whose sanitized text has another number of spans of the
	// type than the text: type preservation failed there, and desanitize cannot find every
	// value it should restore (or finds one it should not).
	NotAgain int `json:"docs_not_found_again"`
	// Lost counts the values found whose ciphertext, put in their place, the annotator does
	// not find as a value of the type with the same bounds (type preservation of one value).
	Lost int `json:"values_not_found_again"`
}

type fileResult struct {
	File     string                 `json:"file"`
	Docs     int                    `json:"docs"`
	Scored   []string               `json:"scored"`
	Types    map[string]*typeResult `json:"types"`
	Unscored map[string]int         `json:"unscored,omitempty"` // gold spans of types not scored
	// SanitizeErrors counts documents that sanitize refused (fail closed: the failing segment
	// is not written, so its values are not counted as in clear).
	SanitizeErrors int `json:"sanitize_errors"`
	misses         []miss
	notAgain       []string // "doc type: n more spans in the sanitized text", for -misses
	lost           []string // "doc type: value → ciphertext in context", for -misses
}

type miss struct {
	eval.Miss
	text string
}

func main() {
	typesFlag := flag.String("types", "", "comma-separated types to score in every file (default: per file, those its gold is exhaustive for)")
	asJSON := flag.Bool("json", false, "print JSON instead of a table")
	nMisses := flag.Int("misses", 0, "print up to `N` misses and N false hits per file and type")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/eval [-types t1,t2] [-json] [-misses N] FILE.jsonl...")
		os.Exit(2)
	}
	reg, err := annotate.Default()
	if err != nil {
		fail(err)
	}
	a := annotate.New(reg)
	// A fixed test key: the leak count does not depend on it, and runs are reproducible.
	key, err := keyring.FromBytes(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		fail(err)
	}
	san, err := sanitize.New(reg, key, sanitize.Options{})
	if err != nil {
		fail(err)
	}
	var results []*fileResult
	total := &fileResult{File: "ALL", Types: map[string]*typeResult{}, Unscored: map[string]int{}}
	for _, path := range flag.Args() {
		types := eval.DefaultTypes(filepath.Base(path))
		if *typesFlag != "" {
			types = strings.Split(*typesFlag, ",")
		}
		r, err := scoreFile(path, types, a, san)
		if err != nil {
			fail(err)
		}
		results = append(results, r)
		total.Docs += r.Docs
		total.SanitizeErrors += r.SanitizeErrors
		for t, c := range r.Types {
			tr := total.Types[t]
			if tr == nil {
				tr = &typeResult{}
				total.Types[t] = tr
			}
			tr.Add(c.Counts)
			tr.NotAgain += c.NotAgain
			tr.Lost += c.Lost
		}
		for t, n := range r.Unscored {
			total.Unscored[t] += n
		}
	}
	if len(results) > 1 {
		results = append(results, total)
	}
	for _, r := range results {
		for _, tr := range r.Types {
			tr.P, tr.R, tr.F = tr.Exact()
			tr.LP, tr.LR, tr.LF = tr.Lenient()
		}
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(results); err != nil {
			fail(err)
		}
	} else {
		printTable(results)
	}
	if *nMisses > 0 {
		printMisses(results, *nMisses)
	}
}

func scoreFile(path string, types []string, a *annotate.Annotator, san *sanitize.Sanitizer) (*fileResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	docs, err := eval.ReadDocs(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	scored := map[string]bool{}
	for _, t := range types {
		scored[strings.TrimSpace(t)] = true
	}
	// The file's directory too: own corpora are all called prompts.jsonl.
	r := &fileResult{File: filepath.Join(filepath.Base(filepath.Dir(path)), filepath.Base(path)), Docs: len(docs), Types: map[string]*typeResult{}, Unscored: map[string]int{}}
	r.Scored = eval.Sorted(scored)
	for t := range scored {
		r.Types[t] = &typeResult{}
	}
	for _, d := range docs {
		var gold []eval.Span
		for _, s := range d.Spans {
			switch {
			case !eval.Conventional(s):
				r.Unscored[s.Type+" (not by the conventions)"]++
			case !scored[s.Type]:
				r.Unscored[s.Type]++
			default:
				gold = append(gold, s)
			}
		}
		var pred []eval.Span
		for _, s := range a.Annotate([]byte(d.Text)) {
			pred = append(pred, eval.Span{Start: s.Start, End: s.End, Type: s.Type.ID, Text: d.Text[s.Start:s.End]})
		}
		counts, misses := eval.Score(gold, pred, scored)
		var out bytes.Buffer
		if _, err := san.Sanitize(&out, strings.NewReader(d.Text), a); err != nil {
			r.SanitizeErrors++
			fmt.Fprintf(os.Stderr, "eval: %s: doc %s: sanitize: %v\n", r.File, d.ID, err)
		}
		leaked := eval.Leaked(gold, out.String(), scored)
		for t, c := range counts {
			c.Leaked = leaked[t]
			r.Types[t].Add(c)
		}
		again := map[string]int{}
		for _, s := range a.Annotate(out.Bytes()) {
			again[s.Type.ID]++
		}
		for _, s := range pred {
			again[s.Type]--
		}
		for _, t := range slices.Sorted(maps.Keys(again)) {
			if n := again[t]; n != 0 && scored[t] {
				r.Types[t].NotAgain++
				r.notAgain = append(r.notAgain, fmt.Sprintf("%s %s: %+d spans in the sanitized text", d.ID, t, n))
			}
		}
		for _, l := range lostValues(a, san, d.Text, pred, scored) {
			r.Types[l.Type].Lost++
			r.lost = append(r.lost, fmt.Sprintf("%s %s: %q → %s", d.ID, l.Type, l.Text, context(l.cipher, l.Span)))
		}
		for _, m := range misses {
			m.Doc = d.ID
			r.misses = append(r.misses, miss{m, d.Text})
		}
	}
	if len(r.Unscored) == 0 {
		r.Unscored = nil
	}
	return r, nil
}

// lostValue is a value whose ciphertext is not found again: Span is the ciphertext's place in
// cipher, Text the value.
type lostValue struct {
	eval.Span
	cipher string
}

// lostValues puts in place of each value of pred of a scored format type its ciphertext (the
// rest of text as it is), annotates the result, and returns the values whose ciphertext is
// not found as a value of the same type with the same bounds.
func lostValues(a *annotate.Annotator, san *sanitize.Sanitizer, text string, pred []eval.Span, scored map[string]bool) []lostValue {
	var b strings.Builder
	var images []eval.Span // the ciphertexts in b, Text the value they encrypt
	at := 0
	for _, p := range pred {
		if !scored[p.Type] || p.Start < at {
			continue
		}
		c, err := san.Encrypt(p.Type, p.Text)
		if err != nil {
			continue // a value type, or one the codec refuses
		}
		b.WriteString(text[at:p.Start])
		images = append(images, eval.Span{Start: b.Len(), End: b.Len() + len(c), Type: p.Type, Text: p.Text})
		b.WriteString(c)
		at = p.End
	}
	if len(images) == 0 {
		return nil
	}
	b.WriteString(text[at:])
	cipher := b.String()
	found := map[eval.Span]bool{}
	for _, s := range a.Annotate([]byte(cipher)) {
		found[eval.Span{Start: s.Start, End: s.End, Type: s.Type.ID}] = true
	}
	var lost []lostValue
	for _, im := range images {
		if !found[eval.Span{Start: im.Start, End: im.End, Type: im.Type}] {
			lost = append(lost, lostValue{im, cipher})
		}
	}
	return lost
}

func printTable(results []*fileResult) {
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "file\ttype\tgold\tpred\tP\tR\tF1\tlenient P\tR\tF1\tin clear\tnot again\tlost\t")
	for _, r := range results {
		for _, t := range eval.Sorted(r.Types) {
			c := r.Types[t]
			fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%d\t%d\t%d\t\n", r.File, t, c.Gold, c.Pred, c.P, c.R, c.F, c.LP, c.LR, c.LF, c.Leaked, c.NotAgain, c.Lost)
		}
		if r.SanitizeErrors > 0 {
			fmt.Fprintf(w, "%s\t%s\t%d\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t\n", r.File, "docs sanitize refused", r.SanitizeErrors)
		}
		for _, t := range eval.Sorted(r.Unscored) {
			fmt.Fprintf(w, "%s\t%s\t%d\t-\t-\t-\t-\t-\t-\t-\t-\t-\t-\t\n", r.File, "unscored "+t, r.Unscored[t])
		}
	}
	w.Flush()
	fmt.Println("P/R/F1: exact span match (primary); lenient: overlap with a span of the same type. in clear: gold values verbatim in the sanitized text.")
	fmt.Println("not again: documents whose sanitized text holds another number of spans of the type than the text (type preservation failed).")
	fmt.Println("lost: values found whose ciphertext, put in their place, is not found as a value of the type with the same bounds.")
}

func printMisses(results []*fileResult, n int) {
	for _, r := range results {
		shown := map[string]int{}
		for _, m := range r.misses {
			kind := "false hit"
			if m.Gold {
				kind = "miss"
			}
			k := m.Span.Type + " " + kind
			if shown[k] >= n {
				continue
			}
			shown[k]++
			other := ""
			if m.Overlap != nil {
				other = fmt.Sprintf("  (overlaps %q)", m.Overlap.Text)
			}
			fmt.Printf("%s %s: %s %q in %s%s\n", r.File, m.Doc, k, m.Span.Text, context(m.text, m.Span), other)
		}
		for i, a := range r.notAgain {
			if i < n {
				fmt.Printf("%s %s (not again)\n", r.File, a)
			}
		}
		for i, l := range r.lost {
			if i < n {
				fmt.Printf("%s %s (lost)\n", r.File, l)
			}
		}
	}
}

// context returns the span in its surrounding text, marked with ⟦ ⟧, on one line.
func context(text string, s eval.Span) string {
	lo, hi := max(0, s.Start-50), min(len(text), s.End+50)
	for lo > 0 && text[lo]&0xC0 == 0x80 {
		lo--
	}
	for hi < len(text) && text[hi]&0xC0 == 0x80 {
		hi++
	}
	c := text[lo:s.Start] + "⟦" + text[s.Start:s.End] + "⟧" + text[s.End:hi]
	return strconv(c)
}

func strconv(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "eval: %v\n", err)
	os.Exit(1)
}
