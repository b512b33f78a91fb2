//go:build ignore

// gen_classes compiles the source lists data/given.tsv and data/given-namdict.tsv (given
// names), data/surnames.tsv and data/other.tsv into data/names.bin, the tables the package reads
// in place, writes the codec classes as text to data/classes.tsv for review, and indexes
// data/lexicon.txt by its words' first bytes into data/lexicon.idx. Run: go generate
// ./internal/names (twice after data/lexicon.txt changes: the classes read the lexicon through
// the index the package embeds).
package main

import (
	"bytes"
	"log"
	"os"

	"github.com/preempt-dev/preempt/internal/names"
)

func main() {
	read := func(name string) string {
		b, err := os.ReadFile("data/" + name)
		if err != nil {
			log.Fatal(err)
		}
		return string(b)
	}
	given, surnames, other := read("given.tsv")+read("given-namdict.tsv"), read("surnames.tsv"), read("other.tsv")
	var bin, classes bytes.Buffer
	if err := names.Compile(&bin, given, surnames, other); err != nil {
		log.Fatal(err)
	}
	if err := names.WriteClasses(&classes, given, surnames); err != nil {
		log.Fatal(err)
	}
	var idx bytes.Buffer
	if err := names.CompileLexiconIndex(&idx, read("lexicon.txt")); err != nil {
		log.Fatal(err)
	}
	for name, b := range map[string][]byte{"data/names.bin": bin.Bytes(), "data/classes.tsv": classes.Bytes(), "data/lexicon.idx": idx.Bytes()} {
		if err := os.WriteFile(name, b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
