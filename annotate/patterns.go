package annotate

import "github.com/preempt-dev/preempt/internal/scan"

// Only returns an annotator that finds the values of type t alone, by its patterns (not a
// detector), with a's allowlist. Where no span of another type overlaps, its spans of t are
// a's. It is for callers that ask whether a value of one type is at a place and cannot pay for
// every type's patterns and the detectors on every byte (desanitize, deciding echoes). The
// first call for a type compiles its patterns (milliseconds); a keeps the result.
func (a *Annotator) Only(t *Type) *Annotator {
	if o, ok := a.only.Load(t); ok {
		return o.(*Annotator)
	}
	r := *a.reg
	r.types = []*Type{t}
	r.byID = map[string]*Type{t.ID: t}
	r.annotators = nil
	only := newMode(&r, scan.DFA)
	only.patternsOnly = true
	o, _ := a.only.LoadOrStore(t, only)
	return o.(*Annotator)
}
