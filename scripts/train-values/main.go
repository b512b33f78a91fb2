// Train-values trains the learned models of package annotate's value types (ValueModels: the
// ages of internal/agemodel) on the hand-written
// prompts of testdata/dev, their gold values and what the annotator finds in them before each
// model runs, and writes each model file. With -eval it scores each type on the held-out
// prompts of testdata/heldout instead, which they are never trained on: the rules alone, and
// the rules with the models.
//
// Usage, from the repository root:
//
//	go run ./scripts/train-values
//	go run ./scripts/train-values -eval
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/preempt-dev/preempt/annotate"
)

func main() {
	evalOnly := flag.Bool("eval", false, "score the embedded models on testdata/heldout instead of training")
	flag.Parse()
	for _, m := range annotate.ValueModels() {
		if *evalOnly {
			if err := score(m.Type, "testdata/heldout"); err != nil {
				fail(err)
			}
			continue
		}
		// In order: a model trains on what the annotator finds with the models before it.
		docs, err := annotate.ReadGoldDocs("testdata/dev", m.Type)
		if err != nil {
			fail(err)
		}
		model, err := annotate.TrainValueModel(m.Type, docs)
		if err != nil {
			fail(err)
		}
		if err := os.WriteFile(m.File, model, 0o644); err != nil {
			fail(err)
		}
		fmt.Fprintf(os.Stderr, "train-values: %s: %d documents, %s %d bytes\n", m.Type, len(docs), m.File, len(model))
	}
}

// score prints the exact-match precision, recall and F1 of the values of typeID the annotator
// finds in the documents of dir, with the rules alone and with the models.
func score(typeID, dir string) error {
	docs, err := annotate.ReadGoldDocs(dir, typeID)
	if err != nil {
		return err
	}
	for _, withModel := range []bool{false, true} {
		tp, fp, gold, err := annotate.ScoreType(typeID, docs, withModel)
		if err != nil {
			return err
		}
		p, r := float64(tp)/float64(max(1, tp+fp)), float64(tp)/float64(max(1, gold))
		name := "rules"
		if withModel {
			name = "rules and models"
		}
		fmt.Printf("| %s | %s | %d | %d | %d | %.3f | %.3f | %.3f |\n", typeID, name, tp, fp, gold-tp, p, r, 2*p*r/max(1e-9, p+r))
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "train-values:", err)
	os.Exit(1)
}
