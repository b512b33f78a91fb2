//go:build ignore

// gen_classes writes data/classes.tsv, the codec classes of the embedded lists, so that
// loading them does not compute the classes. Run: go generate ./internal/names
package main

import (
	"bufio"
	"log"
	"os"

	"github.com/preempt-dev/preempt/internal/names"
)

func main() {
	f, err := os.Create("data/classes.tsv")
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	if err := names.WriteComputedClasses(w); err != nil {
		log.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
