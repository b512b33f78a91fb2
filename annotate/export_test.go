package annotate

// NewFull exposes the whole-text annotator, the reference for the prefilter tests.
var NewFull = newFull

// NewPlanned exposes the annotator that uses per-pattern plans only.
var NewPlanned = newPlanned
