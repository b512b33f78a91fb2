package annotate

import "github.com/preempt-dev/preempt/internal/scan"

// NewFull returns the whole-text annotator, the reference for the prefilter tests.
func NewFull(reg *Registry) *Annotator { return newMode(reg, scan.Whole) }

// NewPlanned returns the annotator that uses per-pattern plans only, as Annotate does for a
// text that overflows the DFA's cache.
func NewPlanned(reg *Registry) *Annotator { return newMode(reg, scan.Prefilter) }

// FirstCut is where Scan ends the first segment of an input longer than one read buffer,
// unless a span is in the way.
const FirstCut = LookBack + chunkSize

// WithoutValueModels makes a run only the rules: its values are what the rules alone find.
func WithoutValueModels(a *Annotator) *Annotator {
	a.skipModels = len(valueModels)
	return a
}
