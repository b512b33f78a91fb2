// Train-values trains the learned models of package annotate's value types (ValueModels: the
// ages of internal/agemodel) on the hand-written
// prompts of testdata/dev, their gold values and what the annotator finds in them before each
// model runs, and writes each model file. With -eval it scores each type on the held-out
// prompts of testdata/heldout instead, which they are never trained on: the rules alone, and
// the rules with the models.
//
// With -cv it cross-validates each model on testdata/dev instead (two folds of the documents,
// each trained on the other): the candidates' decisions as annotate makes them, at thresholds
// around the model's, to choose a threshold or a feature without looking at held-out text.
//
// Usage, from the repository root:
//
//	go run ./scripts/train-values
//	go run ./scripts/train-values -eval
//	go run ./scripts/train-values -cv
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/linear"
)

func main() {
	evalOnly := flag.Bool("eval", false, "score the embedded models on testdata/heldout instead of training")
	cv := flag.Bool("cv", false, "cross-validate on testdata/dev instead of training")
	flag.Parse()
	for _, m := range annotate.ValueModels() {
		if *cv {
			if err := crossValidate(m, "testdata/dev"); err != nil {
				fail(err)
			}
			continue
		}
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

// crossValidate trains the model m on one half of the documents of dir and scores
// the other half, both ways, and prints the candidates' decisions at several thresholds: kept
// or added when the score is above it, the rules' sure ones always. gold counts the gold values
// of the documents, candidates or not.
func crossValidate(m annotate.ValueModel, dir string) error {
	typeID := m.Type
	docs, err := annotate.ReadGoldDocs(dir, typeID)
	if err != nil {
		return err
	}
	examples, err := annotate.ValueExamples(typeID, docs)
	if err != nil {
		return err
	}
	gold := 0
	for _, d := range docs {
		gold += len(d.Gold)
	}
	order := rand.New(rand.NewPCG(7, 7)).Perm(len(docs))
	half := map[int]bool{}
	for _, i := range order[:len(order)/2] {
		half[i] = true
	}
	thresholds := []int32{-8000, -5000, -3000, -2000, -1000, 0, 2000}
	tp, fp := make([]int, len(thresholds)), make([]int, len(thresholds))
	ruleTP, ruleFP := 0, 0
	for _, fold := range []bool{true, false} {
		var train []linear.Example
		for i, doc := range examples {
			if half[i] != fold {
				for _, ex := range doc {
					train = append(train, ex.Example)
				}
			}
		}
		model, err := linear.Load(string(linear.Train(train, m.Config, "CV")), "CV")
		if err != nil {
			return err
		}
		for i, doc := range examples {
			if half[i] != fold {
				continue
			}
			for _, ex := range doc {
				if ex.Rule {
					ruleTP, ruleFP = ruleTP+b2i(ex.Yes), ruleFP+b2i(!ex.Yes)
				}
				score := model.Score(ex.Features)
				for j, th := range thresholds {
					if ex.Rule && ex.Sure || score > th {
						tp[j], fp[j] = tp[j]+b2i(ex.Yes), fp[j]+b2i(!ex.Yes)
					}
				}
			}
		}
	}
	fmt.Printf("%s: %d gold; the rules on the candidates: tp %d, fp %d\n", typeID, gold, ruleTP, ruleFP)
	for j, th := range thresholds {
		p, r := float64(tp[j])/float64(max(1, tp[j]+fp[j])), float64(tp[j])/float64(max(1, gold))
		fmt.Printf("| %d | %d | %d | %.3f | %.3f | %.4f |\n", th, tp[j], fp[j], p, r, 2*p*r/max(1e-9, p+r))
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "train-values:", err)
	os.Exit(1)
}
