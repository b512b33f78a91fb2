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
// would find it: the age model finds "88" and "29" here from the words around them.
func TestValueModelsKeepTheAllowlist(t *testing.T) {
	text := []byte("Yiayia is 88 now and she is sitting right here.\n[12:01] Emre: Bin 29, werde am 2. Juni 30 und du?\n")
	ages := func(reg *annotate.Registry) []string {
		var out []string
		for _, sp := range annotate.New(reg).Annotate(text) {
			if sp.Type.ID == "age" {
				out = append(out, string(text[sp.Start:sp.End]))
			}
		}
		return out
	}
	def, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	if got := ages(def); !slices.Contains(got, "88") || !slices.Contains(got, "29") {
		t.Fatalf("default registry: ages %q, want 88 and 29 among them", got)
	}
	reg, err := annotate.Load([]byte("[allowlist]\nvalues = ['88']\n"), "user.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := ages(reg); slices.Contains(got, "88") || !slices.Contains(got, "29") {
		t.Errorf("with 88 allowlisted: ages %q, want 29 and not 88", got)
	}
}
