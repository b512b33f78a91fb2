package annotate

import "sort"

// A detectorFunc finds the spans of one type in text: sorted, non-overlapping byte ranges no
// longer than MaxSpan.
type detectorFunc func(text []byte) [][2]int

// detectors is the closed set of built-in detectors a registry type can name with
// `detector = "..."`, for types no regular expression describes well.
var detectors = map[string]detectorFunc{
	"person": findPersons,
}

// detectorNames lists the built-in detectors, sorted.
func detectorNames() []string {
	out := make([]string, 0, len(detectors))
	for n := range detectors {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// detectorCandidates adds the spans of the types that have a built-in detector.
func (a *Annotator) detectorCandidates(text []byte, cands []candidate) []candidate {
	for order, t := range a.reg.types {
		if t.detect == nil {
			continue
		}
		for _, r := range t.detect(text) {
			s, e := r[0], r[1]
			if e-s > MaxSpan || a.reg.allowed(string(text[s:e])) {
				continue
			}
			cands = append(cands, candidate{Span{s, e, t}, order})
		}
	}
	return cands
}
