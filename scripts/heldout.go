//go:build ignore

// Heldout runs a file of test strings with gold markup through a built preempt binary and
// prints per-type precision and recall, and the round-trip, leak and type-preservation checks
// the held-out judging of the format types uses. It is not part of the test suite: the
// strings it is meant for (peer projects' recognizer tests, prompts written after the
// detectors were tuned) are kept outside the repository. Run it through scripts/heldout.
//
// Input: UTF-8 text, one test string per line, with each gold span written inline as
// ⟦type:text⟧ as in testdata/corpus/format; a line without markup is a negative. Empty lines
// and lines starting with "#" are skipped. A line may use the two-character escape \t for a
// tab and \n for a newline.
//
// Usage: go run scripts/heldout.go -bin PATH [-v] FILE...
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
)

type span struct {
	Type       string `json:"type"`
	Start, End int
	Text       string `json:"text"`
}

type item struct {
	where string // file:line
	text  string // without markup
	gold  []span
}

// sep isolates the strings from each other in one run of the binary: it is longer than any
// keyword window, so a context word on one line cannot count for another.
var sep = strings.Repeat("\n", 160)

func main() {
	bin := flag.String("bin", "", "preempt binary")
	verbose := flag.Bool("v", false, "print every miss and false alarm")
	flag.Parse()
	if *bin == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: go run scripts/heldout.go -bin PATH [-v] FILE...")
		os.Exit(2)
	}
	var items []item
	for _, name := range flag.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
				continue
			}
			line = strings.NewReplacer(`\t`, "\t", `\n`, "\n").Replace(line)
			it, err := parse(line)
			if err != nil {
				fatal(fmt.Errorf("%s:%d: %v", name, i+1, err))
			}
			it.where = fmt.Sprintf("%s:%d", name, i+1)
			items = append(items, it)
		}
	}

	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = it.text
	}
	input := strings.Join(texts, sep) + "\n"
	found := perItem(annotate(*bin, input), texts)

	type counts struct{ tp, fp, fn int }
	byType := map[string]*counts{}
	get := func(t string) *counts {
		if byType[t] == nil {
			byType[t] = &counts{}
		}
		return byType[t]
	}
	var report []string
	for i, it := range items {
		gold := map[span]bool{}
		for _, s := range it.gold {
			gold[s] = true
			get(s.Type)
		}
		got := map[span]bool{}
		for _, s := range found[i] {
			got[s] = true
			if gold[s] {
				get(s.Type).tp++
			} else {
				get(s.Type).fp++
				report = append(report, fmt.Sprintf("FP %s %s %q in %q", it.where, s.Type, s.Text, it.text))
			}
		}
		for _, s := range it.gold {
			if !got[s] {
				get(s.Type).fn++
				report = append(report, fmt.Sprintf("FN %s %s %q in %q", it.where, s.Type, s.Text, it.text))
			}
		}
	}

	// Round trip, leaks and type preservation over the same strings.
	sanitized := run(*bin, input, "sanitize")
	restored := run(*bin, sanitized, "desanitize", "--key-only") // the prompt is the input: nothing else to quote
	sanTexts := strings.Split(strings.TrimSuffix(sanitized, "\n"), sep)
	resTexts := strings.Split(strings.TrimSuffix(restored, "\n"), sep)
	if len(sanTexts) != len(items) || len(resTexts) != len(items) {
		fatal(fmt.Errorf("sanitize or desanitize changed the separators: %d/%d strings", len(sanTexts), len(resTexts)))
	}
	sanFound := perItem(annotate(*bin, sanitized), sanTexts)
	var roundTrip, leaks, typeKept int
	for i, it := range items {
		if resTexts[i] == it.text {
			roundTrip++
		} else {
			report = append(report, fmt.Sprintf("ROUNDTRIP %s %q -> %q", it.where, it.text, resTexts[i]))
		}
		leaked := false
		for _, s := range found[i] {
			if strings.Contains(sanTexts[i], s.Text) {
				leaked = true
				report = append(report, fmt.Sprintf("LEAK %s %s %q in %q", it.where, s.Type, s.Text, sanTexts[i]))
			}
		}
		if !leaked {
			leaks++
		}
		if typesOf(found[i]) == typesOf(sanFound[i]) {
			typeKept++
		} else {
			report = append(report, fmt.Sprintf("TYPES %s %q [%s] -> %q [%s]", it.where, it.text, typesOf(found[i]), sanTexts[i], typesOf(sanFound[i])))
		}
	}

	if *verbose {
		sort.Strings(report)
		for _, r := range report {
			fmt.Println(r)
		}
		fmt.Println()
	}
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	sort.Strings(types)
	fmt.Printf("%-12s %5s %5s %5s %9s %9s %6s\n", "type", "tp", "fp", "fn", "precision", "recall", "F1")
	for _, t := range types {
		c := byType[t]
		p, r := ratio(c.tp, c.tp+c.fp), ratio(c.tp, c.tp+c.fn)
		f1 := 0.0
		if p+r > 0 {
			f1 = 2 * p * r / (p + r)
		}
		fmt.Printf("%-12s %5d %5d %5d %9.3f %9.3f %6.3f\n", t, c.tp, c.fp, c.fn, p, r, f1)
	}
	n := len(items)
	fmt.Printf("strings %d: exact round trip %d, leak-free %d, types preserved %d\n", n, roundTrip, leaks, typeKept)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// parse strips ⟦type:text⟧ markup from line and returns the gold spans with byte offsets into
// the stripped text.
func parse(line string) (item, error) {
	var it item
	var b strings.Builder
	for {
		i := strings.Index(line, "⟦")
		if i < 0 {
			b.WriteString(line)
			break
		}
		b.WriteString(line[:i])
		rest := line[i+len("⟦"):]
		j := strings.Index(rest, "⟧")
		colon := strings.IndexByte(rest, ':')
		if j < 0 || colon < 0 || colon > j {
			return it, fmt.Errorf("unterminated or untyped markup")
		}
		s := span{Type: rest[:colon], Text: rest[colon+1 : j], Start: b.Len()}
		b.WriteString(s.Text)
		s.End = b.Len()
		it.gold = append(it.gold, s)
		line = rest[j+len("⟧"):]
	}
	it.text = b.String()
	return it, nil
}

func run(bin, input string, args ...string) string {
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		fatal(fmt.Errorf("%s %s: %v: %s", bin, strings.Join(args, " "), err, errb.String()))
	}
	return out.String()
}

func annotate(bin, input string) []span {
	var spans []span
	dec := json.NewDecoder(strings.NewReader(run(bin, input, "annotate", "--format", "jsonl")))
	for dec.More() {
		var s span
		if err := dec.Decode(&s); err != nil {
			fatal(err)
		}
		spans = append(spans, s)
	}
	return spans
}

// perItem assigns spans found in the joined input to the strings, with offsets made relative.
func perItem(spans []span, texts []string) [][]span {
	out := make([][]span, len(texts))
	start := 0
	k := 0
	for i, t := range texts {
		end := start + len(t)
		for k < len(spans) && spans[k].Start < end+len(sep) {
			s := spans[k]
			if s.Start >= start && s.End <= end {
				s.Start -= start
				s.End -= start
				out[i] = append(out[i], s)
			}
			k++
		}
		start = end + len(sep)
	}
	return out
}

func typesOf(spans []span) string {
	var ts []string
	for _, s := range spans {
		ts = append(ts, s.Type)
	}
	return strings.Join(ts, " ")
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "heldout:", err)
	os.Exit(1)
}
