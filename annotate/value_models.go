package annotate

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/preempt-dev/preempt/internal/agemodel"
	"github.com/preempt-dev/preempt/internal/eval"
	"github.com/preempt-dev/preempt/internal/linear"
)

// valueModel is a learned model that decides the values of one type from the words around
// them, after the rules (see withValueModels).
type valueModel struct {
	typeID     string
	candidates func(text []byte, values []linear.Value) []linear.Candidate
	model      func() *linear.Model
	threshold  int32
	magic      string             // opens the model file
	config     linear.TrainConfig // how it is trained
	file       string             // where scripts/train-values writes it, from the repository's root
}

// valueModels run in this order, each on the values the ones before it left. (A model of the
// days and months without a year, "9/3", "15.01", was tried the same way: the rules already
// had 98% of the held-out ones it scored right, and what it added was half false.)
var valueModels = []valueModel{
	{"age", agemodel.Candidates, agemodel.Default, agemodel.Threshold, agemodel.Magic, agemodel.DefaultConfig, "internal/agemodel/model.bin"},
}

// withValueModels lets the learned models of valueModels decide the values of their types
// that the rules are least sure of: the bare numbers that may be ages ("Yiayia is 88 now",
// "Name, 45", "(45)"; package agemodel). Each adds the candidates it scores above
// its threshold that the rules missed, if the type's validator takes them and the registry
// allows them, and drops the rules' values it scores at or below it, unless the rules are
// sure of them (an age with its unit: "45 years old", "45 ans"). Values the models do not
// score stay as the rules found them. spans are sorted and disjoint; the result is too.
func (a *Annotator) withValueModels(text []byte, spans []Span) []Span {
	if a.patternsOnly {
		return spans
	}
	for _, m := range valueModels[:len(valueModels)-a.skipModels] {
		t, ok := a.reg.Lookup(m.typeID)
		if !ok {
			continue
		}
		cands := m.candidates(text, modelValues(spans))
		if len(cands) == 0 {
			continue
		}
		model := m.model()
		out := make([]Span, 0, len(spans)+len(cands))
		drop := map[int]bool{} // the starts of the rules' values the model scores as none
		for _, c := range cands {
			score := model.Score(c.Features)
			switch {
			case c.Rule && !c.Sure && score <= m.threshold:
				drop[c.Start] = true
			case !c.Rule && score > m.threshold && (t.validate == nil || t.validate(string(text[c.Start:c.End]))) &&
				!a.reg.allowed(text[c.Start:c.End]):
				out = append(out, Span{Start: c.Start, End: c.End, Type: t})
			}
		}
		for _, sp := range spans {
			if sp.Type != t || !drop[sp.Start] {
				out = append(out, sp)
			}
		}
		slices.SortFunc(out, func(x, y Span) int { return x.Start - y.Start })
		spans = out
	}
	return spans
}

// modelValues returns spans as the learned models read them: names of people, and the other
// types by their id.
func modelValues(spans []Span) []linear.Value {
	values := make([]linear.Value, len(spans))
	for i, sp := range spans {
		kind := sp.Type.ID
		if sp.Type.Detector == "person" {
			kind = "person"
		}
		values[i] = linear.Value{Start: sp.Start, End: sp.End, Kind: kind}
	}
	return values
}

// ValueModel names a learned model of a type's values, how it is trained and the file it is
// trained into.
type ValueModel struct {
	Type   string // the type's id: "age"
	Config linear.TrainConfig
	File   string // the model file, from the repository's root
}

// ValueModels returns the learned models, in the order they run.
func ValueModels() []ValueModel {
	out := make([]ValueModel, len(valueModels))
	for i, m := range valueModels {
		out[i] = ValueModel{Type: m.typeID, Config: m.config, File: m.file}
	}
	return out
}

// GoldDoc is a text and the bounds of its gold values of one type.
type GoldDoc struct {
	Text []byte
	Gold [][2]int
}

// annotatorBefore returns the default annotator with the learned models from the one of
// typeID on left out (with them all, if without is false).
func annotatorBefore(typeID string, without bool) (*Annotator, error) {
	reg, err := Default()
	if err != nil {
		return nil, err
	}
	a := New(reg)
	if without {
		i := slices.IndexFunc(valueModels, func(m valueModel) bool { return m.typeID == typeID })
		if i < 0 {
			return nil, fmt.Errorf("annotate: no learned model of type %s", typeID)
		}
		a.skipModels = len(valueModels) - i
	}
	return a, nil
}

// TrainValueModel trains the model of typeID on docs, from what the default annotator finds
// in them before that model runs, and returns the model file. scripts/train-values writes it.
func TrainValueModel(typeID string, docs []GoldDoc) ([]byte, error) {
	examples, err := ValueExamples(typeID, docs)
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(valueModels, func(m valueModel) bool { return m.typeID == typeID })
	var all []linear.Example
	for _, doc := range examples {
		for _, ex := range doc {
			all = append(all, ex.Example)
		}
	}
	return linear.Train(all, valueModels[i].config, valueModels[i].magic), nil
}

// ValueExample is a candidate of a model, what the rules made of it, and whether it is gold.
type ValueExample struct {
	linear.Example
	Rule, Sure bool // as linear.Candidate
}

// ValueExamples returns the examples the model of typeID learns from in each of docs: its
// candidates, from what the default annotator finds before that model runs, and whether each
// is gold.
func ValueExamples(typeID string, docs []GoldDoc) ([][]ValueExample, error) {
	a, err := annotatorBefore(typeID, true)
	if err != nil {
		return nil, err
	}
	m := valueModels[len(valueModels)-a.skipModels]
	out := make([][]ValueExample, len(docs))
	for i, d := range docs {
		for _, c := range m.candidates(d.Text, modelValues(a.Annotate(d.Text))) {
			ex := linear.Example{Features: c.Features, Yes: slices.Contains(d.Gold, [2]int{c.Start, c.End})}
			out[i] = append(out[i], ValueExample{Example: ex, Rule: c.Rule, Sure: c.Sure})
		}
	}
	return out, nil
}

// ReadGoldDocs reads the texts and gold values of type typeID of the JSONL documents of dir
// (the format of scripts/eval), file by file in the order of their names.
func ReadGoldDocs(dir, typeID string) ([]GoldDoc, error) {
	files, err := eval.ReadGlob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	var docs []GoldDoc
	for _, file := range files {
		for _, g := range file.Docs {
			docs = append(docs, GoldDoc{Text: []byte(g.Text), Gold: g.Bounds(typeID)})
		}
	}
	return docs, nil
}

// ScoreType returns the values of typeID the default annotator finds in docs that are gold
// (tp), those that are not (fp), and the number of gold values: with every learned model, or
// without the one of typeID and those after it.
func ScoreType(typeID string, docs []GoldDoc, withModel bool) (tp, fp, gold int, err error) {
	a, err := annotatorBefore(typeID, !withModel)
	if err != nil {
		return 0, 0, 0, err
	}
	for _, d := range docs {
		gold += len(d.Gold)
		for _, sp := range a.Annotate(d.Text) {
			if sp.Type.ID != typeID {
				continue
			}
			if slices.Contains(d.Gold, [2]int{sp.Start, sp.End}) {
				tp++
			} else {
				fp++
			}
		}
	}
	return tp, fp, gold, nil
}
