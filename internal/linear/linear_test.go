package linear

import (
	"bytes"
	"slices"
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

// The order of the examples given is no input: each epoch's order comes from what the
// examples hold, so that an example more or less does not reshuffle the others and two sets of
// rules can be compared by the models trained on what they find.
func TestTrainIgnoresInputOrder(t *testing.T) {
	var examples []Example
	for i := range 200 {
		examples = append(examples, Example{Features: []uint32{uint32(i % 7), 100 + uint32(i%11), 200 + uint32(i%5)}, Yes: i%3 == 0})
	}
	cfg := TrainConfig{Epochs: 5, Seed: 1}
	want := Train(examples, cfg, "TEST")
	reversed := slices.Clone(examples)
	slices.Reverse(reversed)
	if !bytes.Equal(Train(reversed, cfg, "TEST"), want) {
		t.Error("the examples in reverse order train another model")
	}
	if bytes.Equal(Train(examples, TrainConfig{Epochs: 5, Seed: 2}, "TEST"), want) {
		t.Error("another seed trains the same model: the seed orders nothing")
	}
}

// Runs average the weights of as many trainings, each with its own seed: one run is the
// model of Train with Runs unset, and the average of two is neither run's model but scores
// between them.
func TestTrainRuns(t *testing.T) {
	var examples []Example
	for i := range 300 {
		examples = append(examples, Example{Features: []uint32{uint32(i % 5), 10 + uint32(i%7), 20 + uint32(i%13)}, Yes: i%4 == 0})
	}
	one := Train(examples, TrainConfig{Epochs: 3, Seed: 1}, "TEST")
	if !bytes.Equal(Train(examples, TrainConfig{Epochs: 3, Seed: 1, Runs: 1}, "TEST"), one) {
		t.Error("Runs: 1 trains another model than Runs unset")
	}
	two := Train(examples, TrainConfig{Epochs: 3, Seed: 2}, "TEST")
	avg := Train(examples, TrainConfig{Epochs: 3, Seed: 1, Runs: 2}, "TEST")
	if bytes.Equal(avg, one) || bytes.Equal(avg, two) {
		t.Fatal("two runs averaged give one run's model")
	}
	load := func(bin []byte) *Model {
		m, err := Load(string(bin), "TEST")
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m1, m2, ma := load(one), load(two), load(avg)
	for f := range uint32(25) {
		a, b, got := m1.Score([]uint32{f}), m2.Score([]uint32{f}), ma.Score([]uint32{f})
		if lo, hi := min(a, b), max(a, b); got < lo-1 || got > hi+1 {
			t.Errorf("feature %d: averaged weight %d outside the runs' %d and %d", f, got, a, b)
		}
	}
}

func TestLoad(t *testing.T) {
	for _, data := range []string{"", "PNER0001", "TEST12345"} {
		if _, err := Load(data, "TEST"); err == nil {
			t.Errorf("Load(%q): no error", data)
		}
	}
}

// Tokens are runs of letters (marks included), runs of digits and single other characters;
// a model reads a word in lower case, a number as "<n>", and a token in another kind's value
// as that kind, while the values of its own kind read as their words.
func TestTokenize(t *testing.T) {
	text := []byte("Zoë Kovač, 45, paid €12 on 3/4 — Ärger!")
	at := func(v string) int { return bytes.Index(text, []byte(v)) }
	values := []Value{{Start: 0, End: at(","), Kind: "person"}, {Start: at("45"), End: at("45") + 2, Kind: "age"},
		{Start: at("3/4"), End: at("3/4") + 3, Kind: "date"}}
	type tok struct {
		text    string
		kind    int
		inValue bool
		reads   string
	}
	want := []tok{
		{"Zoë", Word, true, "<person>"}, {"Kovač", Word, true, "<person>"}, {",", Mark, false, ","},
		{"45", Digits, false, "<n>"}, {",", Mark, false, ","}, {"paid", Word, false, "paid"}, {"€", Mark, false, "€"},
		{"12", Digits, false, "<n>"}, {"on", Word, false, "on"}, {"3", Digits, true, "<date>"}, {"/", Mark, true, "<date>"},
		{"4", Digits, true, "<date>"}, {"—", Mark, false, "—"}, {"Ärger", Word, false, "ärger"}, {"!", Mark, false, "!"},
	}
	got := Tokenize(nil, text, 0, len(text), values, "age")
	if len(got) != len(want) {
		t.Fatalf("%d tokens, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if string(text[g.Start:g.End]) != w.text || g.Kind != w.kind || g.InValue != w.inValue || g.Hash != HashString(w.reads) {
			t.Errorf("token %d: %q kind %d in value %v, want %q kind %d in value %v reading %q", i, text[g.Start:g.End], g.Kind, g.InValue, w.text, w.kind, w.inValue, w.reads)
		}
	}
}

// The context of a token: the bias, four tokens either side padded at the line's bounds, the
// bags beyond the nearest and three pairs; two tokens with the same neighbours share them.
func TestContext(t *testing.T) {
	line := []byte("a b X c d")
	toks := Tokenize(nil, line, 0, len(line), nil, "")
	f := Context(nil, toks, 2, 3, 0, len(line))
	if want := 1 + 8 + 1 + 2 + 3; len(f) != want {
		t.Fatalf("%d features, want %d", len(f), want)
	}
	other := []byte("a b Y c d")
	g := Context(nil, Tokenize(nil, other, 0, len(other), nil, ""), 2, 3, 0, len(other))
	if !bytes.Equal(u32bytes(f), u32bytes(g)) {
		t.Error("the same neighbours give other features")
	}
	moved := []byte("b a X c d")
	if h := Context(nil, Tokenize(nil, moved, 0, len(moved), nil, ""), 2, 3, 0, len(moved)); bytes.Equal(u32bytes(f), u32bytes(h)) {
		t.Error("other neighbours give the same features")
	}
}

func u32bytes(f []uint32) []byte {
	var b []byte
	for _, x := range f {
		b = append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
	}
	return b
}
