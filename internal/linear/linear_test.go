package linear

import (
	"bytes"
	"testing"
)

// Training is deterministic and learns what separates the examples: the features of the ages
// score above zero, those of the other numbers below.
func TestTrain(t *testing.T) {
	var examples []Example
	for i := range 50 {
		examples = append(examples, Example{Features: []uint32{1, 100 + uint32(i%3)}, Yes: true},
			Example{Features: []uint32{2, 100 + uint32(i%3)}, Yes: false})
	}
	cfg := TrainConfig{Epochs: 10, Seed: 1}
	bin := Train(examples, cfg, "TEST")
	if !bytes.Equal(bin, Train(examples, cfg, "TEST")) {
		t.Fatal("two trainings on the same examples differ")
	}
	m, err := Load(string(bin), "TEST")
	if err != nil {
		t.Fatal(err)
	}
	if s := m.Score([]uint32{1, 100}); s <= 0 {
		t.Errorf("score of an age's features %d, want above 0", s)
	}
	if s := m.Score([]uint32{2, 100}); s >= 0 {
		t.Errorf("score of another number's features %d, want below 0", s)
	}
	if s := m.Score([]uint32{7}); s != 0 {
		t.Errorf("score of an unknown feature %d, want 0", s)
	}
}

func TestLoad(t *testing.T) {
	for _, data := range []string{"", "PNER0001", "TEST12345"} {
		if _, err := Load(data, "TEST"); err == nil {
			t.Errorf("Load(%q): no error", data)
		}
	}
}
