package annotate

import (
	"runtime"
	"sort"

	"github.com/preempt-dev/preempt/internal/names"
	"github.com/preempt-dev/preempt/internal/ner"
)

// A detectorFunc finds the spans of one type in text: sorted, non-overlapping byte ranges no
// longer than MaxSpan. It may keep buffers in s for the next call.
type detectorFunc func(text []byte, s *scratch) [][2]int

// scratch is what detectors keep between the texts of an Annotator: its buffers and caches
// are reused instead of made again for every text or stream chunk (the person model's tagger
// was a third of the person detector's time). One call uses one at a time (see getScratch).
type scratch struct {
	lower []byte      // the text in ASCII lower case, for keyword checks
	cands []candidate // the candidate spans of one text
	tg    *ner.Tagger
	parts []part // the person detector's words of one text
	text  string // the text of the call as a string, made on first need (see textString)
}

// textString returns text, the text of the current call, as a string, copied once: the
// validators and the person detector both read substrings of it.
func (s *scratch) textString(text []byte) string {
	if s.text == "" && len(text) > 0 {
		s.text = string(text)
	}
	return s.text
}

// tagger returns the person model's tagger, made on first need.
func (s *scratch) tagger(db *names.DB) *ner.Tagger {
	if s.tg == nil {
		s.tg = ner.NewTagger(ner.Default(), db)
	}
	return s.tg
}

// getScratch returns a scratch for one call; putScratch gives it back. Not a sync.Pool: a
// pool is emptied by every garbage collection, and with it the tagger's word cache.
func (a *Annotator) getScratch() *scratch {
	a.mu.Lock()
	defer a.mu.Unlock()
	if n := len(a.free); n > 0 {
		s := a.free[n-1]
		a.free = a.free[:n-1]
		return s
	}
	return &scratch{}
}

func (a *Annotator) putScratch(s *scratch) {
	s.text = "" // a scratch carries no text to the next call
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.free) < runtime.GOMAXPROCS(0) {
		a.free = append(a.free, s)
	}
}

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
func (a *Annotator) detectorCandidates(text []byte, cands []candidate, sc *scratch) []candidate {
	if a.patternsOnly {
		return cands
	}
	for order, t := range a.reg.types {
		if t.detect == nil {
			continue
		}
		for _, r := range t.detect(text, sc) {
			s, e := r[0], r[1]
			if e-s > MaxSpan || a.reg.allowed(text[s:e]) {
				continue
			}
			cands = append(cands, candidate{Span{Start: s, End: e, Type: t}, order})
		}
	}
	return cands
}
