// Ner2jsonl writes the paragraphs of one source of the person-name model's data
// (internal/ner/data/heldout.jsonl.gz or train.jsonl.gz, see its SOURCES.md) as the JSONL gold
// format that scripts/eval reads: one paragraph a line, its names as name spans.
//
// It is for measurement only. The held-out file holds UNER's English and German Parallel UD
// sentences (news and Wikipedia) whole, never trained on: with the GermEval test set
// (scripts/germeval2jsonl) they are the project's untouched check of news and German text,
// reported beside the files of ../shared/data/real.
//
//	go run ./scripts/ner2jsonl -src uner-de-pud internal/ner/data/heldout.jsonl.gz > /tmp/uner-de-pud.jsonl
//	go run ./scripts/eval /tmp/uner-de-pud.jsonl
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/preempt-dev/preempt/internal/eval"
	"github.com/preempt-dev/preempt/internal/ner"
)

func main() {
	src := flag.String("src", "", "the source to write (the documents' src field), e.g. uner-de-pud")
	flag.Parse()
	if flag.NArg() != 1 || *src == "" {
		fmt.Fprintln(os.Stderr, "usage: ner2jsonl -src SOURCE FILE.jsonl.gz > FILE.jsonl")
		os.Exit(2)
	}
	if err := convert(flag.Arg(0), *src); err != nil {
		fmt.Fprintln(os.Stderr, "ner2jsonl:", err)
		os.Exit(1)
	}
}

func convert(path, src string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	docs, err := ner.ReadDocs(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	out := eval.NewDocWriter(os.Stdout)
	n := 0
	for _, d := range docs {
		if d.Src != src {
			continue
		}
		n++
		var spans []eval.Span
		for _, m := range d.Names {
			spans = append(spans, eval.Span{Start: m[0], End: m[1], Type: "name", Label: "PER", Text: d.Text[m[0]:m[1]]})
		}
		if err := out.Write(eval.Doc{ID: fmt.Sprintf("%s-%04d", src, n), Text: d.Text, Spans: spans, Source: path}); err != nil {
			return err
		}
	}
	if n == 0 {
		return fmt.Errorf("%s: no documents of source %q", path, src)
	}
	return out.Flush()
}
