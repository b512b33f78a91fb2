package annotate

import (
	"path/filepath"
	"slices"

	"github.com/preempt-dev/preempt/internal/agemodel"
	"github.com/preempt-dev/preempt/internal/eval"
	"github.com/preempt-dev/preempt/internal/linear"
)

// withAgeModel lets the learned age model (package agemodel) decide which small numbers of
// text are ages: it adds the numbers it scores as ages that the rules missed ("Yiayia is 88
// now") and drops the rules' ages it scores as none, unless an age's unit follows them: the
// rules know what is "45 years old" (a person or a thing), the model weighs the bare numbers
// ("Name, 45", "(45)", "is 45"). Ages the model does not score (spelled
// out, or not a bare number) stay as the rules found them. spans are sorted and disjoint; the
// result is too.
func (a *Annotator) withAgeModel(text []byte, spans []Span) []Span {
	age, ok := a.reg.Lookup("age")
	if a.noAgeModel || a.patternsOnly || !ok {
		return spans
	}
	cands := agemodel.Candidates(text, ageModelValues(spans))
	if len(cands) == 0 {
		return spans
	}
	m := agemodel.Default()
	out := make([]Span, 0, len(spans)+len(cands))
	drop := map[int]bool{} // the starts of the rules' ages the model scores as none
	for _, c := range cands {
		score := m.Score(c.Features)
		switch {
		case c.Rule && !c.Unit && score <= agemodel.Threshold:
			drop[c.Start] = true
		case !c.Rule && score > agemodel.Threshold:
			out = append(out, Span{Start: c.Start, End: c.End, Type: age})
		}
	}
	for _, sp := range spans {
		if sp.Type != age || !drop[sp.Start] {
			out = append(out, sp)
		}
	}
	slices.SortFunc(out, func(x, y Span) int { return x.Start - y.Start })
	return out
}

// ageModelValues returns spans as the age model reads them: names of people, ages, and the
// other types by their id.
func ageModelValues(spans []Span) []agemodel.Value {
	values := make([]agemodel.Value, len(spans))
	for i, sp := range spans {
		kind := sp.Type.ID
		if sp.Type.Detector == "person" {
			kind = "person"
		}
		values[i] = agemodel.Value{Start: sp.Start, End: sp.End, Kind: kind}
	}
	return values
}

// AgeDoc is a text and the bounds of its ages, to train the age model on.
type AgeDoc struct {
	Text []byte
	Ages [][2]int
}

// TrainAgeModel trains the age model of package agemodel on docs, from what the default
// registry's rules find in them, and returns the model file. scripts/train-age writes it to
// internal/agemodel/model.bin.
func TrainAgeModel(docs []AgeDoc) ([]byte, error) {
	reg, err := Default()
	if err != nil {
		return nil, err
	}
	a := New(reg)
	a.noAgeModel = true
	var examples []linear.Example
	for _, d := range docs {
		for _, c := range agemodel.Candidates(d.Text, ageModelValues(a.Annotate(d.Text))) {
			examples = append(examples, linear.Example{Features: c.Features, Yes: slices.Contains(d.Ages, [2]int{c.Start, c.End})})
		}
	}
	return agemodel.Train(examples), nil
}

// ReadAgeDocs reads the texts and gold ages of the JSONL documents of dir (the format of
// scripts/eval), file by file in the order of their names.
func ReadAgeDocs(dir string) ([]AgeDoc, error) {
	files, err := eval.ReadGlob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		return nil, err
	}
	var docs []AgeDoc
	for _, file := range files {
		for _, g := range file.Docs {
			d := AgeDoc{Text: []byte(g.Text)}
			for _, s := range g.Spans {
				if s.Type == "age" {
					d.Ages = append(d.Ages, [2]int{s.Start, s.End})
				}
			}
			docs = append(docs, d)
		}
	}
	return docs, nil
}

// ScoreAges returns the ages the default annotator finds in docs that are gold (tp), those
// that are not (fp), and the number of gold ages, with the age model or with the rules alone.
func ScoreAges(docs []AgeDoc, withModel bool) (tp, fp, gold int, err error) {
	reg, err := Default()
	if err != nil {
		return 0, 0, 0, err
	}
	a := New(reg)
	a.noAgeModel = !withModel
	for _, d := range docs {
		gold += len(d.Ages)
		for _, sp := range a.Annotate(d.Text) {
			if sp.Type.ID != "age" {
				continue
			}
			if slices.Contains(d.Ages, [2]int{sp.Start, sp.End}) {
				tp++
			} else {
				fp++
			}
		}
	}
	return tp, fp, gold, nil
}
