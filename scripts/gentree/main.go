// Command gentree writes a folder tree of generated prompt-like text files (about 1% of the
// bytes sensitive), for measuring 'preempt sanitize -r'. It is deterministic for a seed.
//
//	go run ./scripts/gentree -files 2000 -bytes 50000000 /tmp/tree
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/preempt-dev/preempt/internal/corpus"
)

func main() {
	files := flag.Int("files", 2000, "number of files")
	total := flag.Int("bytes", 50_000_000, "total size in bytes, about")
	seed := flag.Uint64("seed", 1, "random seed")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: gentree [-files N] [-bytes N] DIR")
	}
	root := flag.Arg(0)
	r := rand.New(rand.NewPCG(*seed, 2))
	mean := *total / *files
	for i := range *files {
		// Sizes from mean/4 to 7/4·mean, uniform: a mix of small and large documents.
		size := mean/4 + r.IntN(mean*3/2)
		dir := filepath.Join(root, fmt.Sprintf("d%02d", i%40), fmt.Sprintf("s%d", i%7))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		text := corpus.Generate(size, *seed*1_000_003+uint64(i))
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("doc%04d.txt", i)), text, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
