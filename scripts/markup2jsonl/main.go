// Markup2jsonl turns prompts written in the corpus markup of testdata/corpus (a prompt opens
// with a line "=== id"; gold spans are inline ⟦type:text⟧) into the JSONL gold format that
// scripts/eval reads ({"id", "text", "spans": [{"start", "end", "type", "label", "text"}]},
// UTF-8 byte offsets). It lets a test split be written by hand and read as text.
//
// Usage: go run ./scripts/markup2jsonl -source NAME FILE.txt > FILE.jsonl
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/eval"
)

func main() {
	source := flag.String("source", "", "value of each document's source field")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/markup2jsonl [-source NAME] FILE.txt > FILE.jsonl")
		os.Exit(2)
	}
	reg, err := annotate.Default()
	if err != nil {
		fail(err)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fail(err)
	}
	w := eval.NewDocWriter(os.Stdout)
	var id string
	var body strings.Builder
	flush := func() {
		if id == "" {
			return
		}
		text, spans, err := annotate.ParseMarkup([]byte(body.String()), reg)
		if err != nil {
			fail(fmt.Errorf("prompt %s: %w", id, err))
		}
		d := eval.Doc{ID: id, Text: string(text), Source: *source}
		for _, s := range spans {
			d.Spans = append(d.Spans, eval.Span{Start: s.Start, End: s.End, Type: s.Type.ID, Label: s.Type.ID, Text: string(text[s.Start:s.End])})
		}
		if err := w.Write(d); err != nil {
			fail(err)
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(string(data), "\n") {
		if strings.HasPrefix(line, "=== ") {
			flush()
			id = strings.TrimSpace(line[4:])
			continue
		}
		if id != "" {
			body.WriteString(line)
		}
	}
	flush()
	if err := w.Flush(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "markup2jsonl: %v\n", err)
	os.Exit(1)
}
