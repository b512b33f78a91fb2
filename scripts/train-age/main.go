// Train-age trains the age model of internal/agemodel on the hand-written prompts of
// testdata/dev (their gold ages, and what the rules of package annotate find in them) and
// writes internal/agemodel/model.bin. With -eval it scores the embedded model and the rules
// alone on the held-out prompts of testdata/heldout instead, which it is never trained on.
//
// Usage, from the repository root:
//
//	go run ./scripts/train-age
//	go run ./scripts/train-age -eval
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/preempt-dev/preempt/annotate"
)

func main() {
	evalOnly := flag.Bool("eval", false, "score the embedded model on testdata/heldout instead of training")
	flag.Parse()
	if *evalOnly {
		if err := score("testdata/heldout"); err != nil {
			fail(err)
		}
		return
	}
	docs, err := annotate.ReadAgeDocs("testdata/dev")
	if err != nil {
		fail(err)
	}
	model, err := annotate.TrainAgeModel(docs)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile("internal/agemodel/model.bin", model, 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "train-age: %d documents, model %d bytes\n", len(docs), len(model))
}

// score prints the exact-match precision, recall and F1 of the ages the annotator finds in
// the documents of dir, with the model and with the rules alone.
func score(dir string) error {
	docs, err := annotate.ReadAgeDocs(dir)
	if err != nil {
		return err
	}
	for _, withModel := range []bool{false, true} {
		tp, fp, gold, err := annotate.ScoreAges(docs, withModel)
		if err != nil {
			return err
		}
		p, r := float64(tp)/float64(max(1, tp+fp)), float64(tp)/float64(max(1, gold))
		name := "rules"
		if withModel {
			name = "rules and model"
		}
		fmt.Printf("| %s | %d | %d | %d | %.3f | %.3f | %.3f |\n", name, tp, fp, gold-tp, p, r, 2*p*r/max(1e-9, p+r))
	}
	return nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "train-age:", err)
	os.Exit(1)
}
