package annotate

// PatternsOnly returns an annotator for a's types that runs their patterns, validators and
// keyword checks but not the built-in Go detectors (person names), and so adds no mentions of
// the names they find. Its spans are those of a wherever no detector span overlaps them. It is
// for callers that ask only whether a value of a pattern type is at a place, and that cannot
// pay for the detectors on every byte (desanitize checks echoes of numbers this way). It shares
// a's compiled patterns and costs nothing to make.
func (a *Annotator) PatternsOnly() *Annotator {
	return &Annotator{reg: a.reg, scans: a.scans, patternsOnly: true}
}
