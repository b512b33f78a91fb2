// Germeval2jsonl turns a GermEval 2014 NER file (one token a line: index, token, outer tag,
// inner tag; a "#" line with the source URL before each sentence, a blank line after it) into
// the JSONL gold format that scripts/eval reads: one sentence a line, its outer PER spans as
// names. Tokens are joined by spaces, with none before closing punctuation and none after an
// opening bracket, so that the text reads as the sentence did.
//
// It is for measurement only: the GermEval test set is the project's untouched German check,
// never trained or tuned on (see internal/ner/data/SOURCES.md for the data the model learns from).
//
//	git -C NER-datasets show db7ff3ca:GermEval2014/NER-de-test.tsv > /tmp/germeval-test.tsv
//	go run ./scripts/germeval2jsonl -id germeval-test /tmp/germeval-test.tsv > /tmp/germeval2014-de.test.jsonl
//	go run ./scripts/eval /tmp/germeval2014-de.test.jsonl
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/preempt-dev/preempt/internal/eval"
)

func main() {
	id := flag.String("id", "germeval", "prefix of the documents' ids")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: germeval2jsonl [-id PREFIX] FILE.tsv > FILE.jsonl")
		os.Exit(2)
	}
	if err := convert(flag.Arg(0), *id); err != nil {
		fmt.Fprintln(os.Stderr, "germeval2jsonl:", err)
		os.Exit(1)
	}
}

func convert(path, id string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	out := eval.NewDocWriter(os.Stdout)
	var (
		b     strings.Builder
		spans []eval.Span
		n     int
		open  = -1 // start of the name being read, or -1
	)
	closeName := func() {
		if open >= 0 {
			t := b.String()
			spans = append(spans, eval.Span{Start: open, End: len(t), Type: "name", Label: "PER", Text: t[open:]})
			open = -1
		}
	}
	flush := func() error {
		closeName()
		if b.Len() == 0 {
			return nil
		}
		n++
		d := eval.Doc{ID: fmt.Sprintf("%s-%05d", id, n), Text: b.String(), Spans: spans, Source: path}
		b.Reset()
		spans = nil
		return out.Write(d)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if strings.TrimSpace(line) == "" {
			if err := flush(); err != nil {
				return err
			}
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 {
			return fmt.Errorf("%s: bad line %q", path, line)
		}
		tok, tag := f[1], f[2]
		if tag != "I-PER" {
			closeName()
		}
		if b.Len() > 0 && !noSpaceBefore(tok) && !noSpaceAfter(b.String()) {
			b.WriteByte(' ')
		}
		if tag == "B-PER" || tag == "I-PER" && open < 0 {
			open = b.Len()
		}
		b.WriteString(tok)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if err := flush(); err != nil {
		return err
	}
	return out.Flush()
}

func noSpaceBefore(tok string) bool {
	switch tok {
	case ".", ",", ";", ":", "!", "?", ")", "]", "%", "'s":
		return true
	}
	return false
}

func noSpaceAfter(text string) bool {
	return strings.HasSuffix(text, "(") || strings.HasSuffix(text, "[")
}
