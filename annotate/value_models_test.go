package annotate_test

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// Each embedded learned model is what scripts/train-values makes of testdata/dev: retraining
// gives the same bytes.
func TestValueModelsAreReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("retrains the models")
	}
	for _, m := range annotate.ValueModels() {
		docs, err := annotate.ReadGoldDocs("../testdata/dev", m.Type)
		if err != nil || len(docs) == 0 {
			t.Fatalf("the dev prompts: %d documents, %v", len(docs), err)
		}
		got, err := annotate.TrainValueModel(m.Type, docs)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile("../" + m.File)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what training on testdata/dev gives: run go run ./scripts/train-values", m.File)
		}
	}
}

// On the held-out prompts, which they are never trained on, each type's F1 with the models
// stays above a floor between what the rules alone get and what they get with the models
// (ages: 0.941 and 0.951; see internal/agemodel/MODEL.md).
func TestValueModelsHeldOut(t *testing.T) {
	if testing.Short() {
		t.Skip("annotates the held-out prompts")
	}
	floors := map[string]float64{"age": 0.945}
	for _, m := range annotate.ValueModels() {
		docs, err := annotate.ReadGoldDocs("../testdata/heldout", m.Type)
		if err != nil || len(docs) == 0 {
			t.Fatalf("the held-out prompts: %d documents, %v", len(docs), err)
		}
		tp, fp, gold, err := annotate.ScoreType(m.Type, docs, true)
		if err != nil {
			t.Fatal(err)
		}
		p, r := float64(tp)/float64(tp+fp), float64(tp)/float64(gold)
		if f := 2 * p * r / (p + r); f < floors[m.Type] {
			t.Errorf("held-out %s with the models: F1 %.3f (P %.3f, R %.3f), want at least %.3f", m.Type, f, p, r, floors[m.Type])
		}
	}
}

// A value on the user's allowlist is never reported, whether the rules or a learned model
// would find it: here the age model finds ages said in passing that the rules do not
// (TestAgeModelForms), and one of them allowlisted is found no more.
func TestValueModelsKeepTheAllowlist(t *testing.T) {
	text := "Yiayia is 88 now and she is sitting right here.\n[12:01] Emre: Bin 29, werde am 2. Juni 30 und du?\n" +
		"Josef Braunsberger, Am Anger 12, 90 Jahre.\nThe patient is 45 years old.\n"
	def, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	rules := spansOfType(annotate.WithoutValueModels(annotate.New(def)), text, "age")
	all := spansOfType(annotate.New(def), text, "age")
	var byModel []string
	for _, a := range all {
		if !slices.Contains(rules, a) {
			byModel = append(byModel, a)
		}
	}
	if len(byModel) == 0 || !slices.Contains(rules, "45") {
		t.Fatalf("ages %q, by the rules %q: want 45 by the rules and some by the model", all, rules)
	}
	allowed := byModel[0]
	reg, err := annotate.Load([]byte("[allowlist]\nvalues = ['"+allowed+"']\n"), "user.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := spansOfType(annotate.New(reg), text, "age"); slices.Contains(got, allowed) || !slices.Contains(got, "45") {
		t.Errorf("with %s allowlisted: ages %q, want 45 and not %s", allowed, got, allowed)
	}
}
