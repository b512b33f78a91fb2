// Package annotate finds the sensitive values in text and says what type each is.
//
// A [Registry] (embedded TOML defaults plus an optional user file) lists the types; an
// [Annotator] runs their patterns, validators and keyword checks over text and returns
// [Span]s: sorted, non-overlapping byte ranges, each with its type. [Scan] does the same over a
// stream with bounded memory. The package also reads and writes the two annotation formats:
// inline markup (⟦type:text⟧, see [WriteMarkup] and [ParseMarkup]) and JSONL.
//
// Names of people have no pattern: a detector (person.go) combines a learned tagger
// (internal/ner) with rules, each a named function listed in personRules (titledName,
// initialsName, givenFirstName, surnameFirstName, cuedPair, fieldValue, cueNameWord,
// cueStrongWord, cueWeakWord, givenAlone, wordGivenAlone, pseudoAlone) and vetoes on the
// tagger's names (rejectModel); mentions.go protects the other mentions of a name or format value found.
package annotate

import (
	"bytes"
	_ "embed"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/internal/scan"
)

// Span is one sensitive value: the bytes text[Start:End] are of type Type.
type Span struct {
	Start, End int
	Type       *Type
	// External says only an external annotator found the span as it is (AnnotateAll): the
	// built-in detectors do not, so they cannot confirm its echoes in an answer either.
	External bool
}

// Annotator finds spans. It is safe for concurrent use.
type Annotator struct {
	reg   *Registry
	scans *scan.Set // the patterns of all types, in registry order

	mu           sync.Mutex
	free         []*scratch // detectors' buffers not in use (see getScratch)
	patternsOnly bool       // leave out the built-in detectors (Only)
	skipModels   int        // how many of valueModels, from the last, do not run (training)
	only         sync.Map   // *Type → the annotator of Only(t), made on first need
}

// New returns an annotator for the types of reg.
func New(reg *Registry) *Annotator { return newMode(reg, scan.DFA) }

// newMode returns an annotator that searches its patterns with mode: the tests compare the
// fast modes with the whole-text search.
func newMode(reg *Registry, mode scan.Mode) *Annotator {
	all := scanPatterns(reg)
	if mode == scan.DFA {
		// The default registry's patterns are compiled at build time (defaults.scan).
		if s, err := scan.Decode(defaultScan, all, maxMatch); err == nil {
			return &Annotator{reg: reg, scans: s}
		}
	}
	return &Annotator{reg: reg, scans: scan.Compile(all, maxMatch, mode)}
}

// defaultScan is the compiled form of the default registry's patterns (see scan.Decode),
// written by go generate and checked by TestPrecompiledDefaults.
//
//go:embed defaults.scan
var defaultScan []byte

// scanPatterns returns the patterns of reg's types, in order.
func scanPatterns(reg *Registry) []scan.Pattern {
	var all []scan.Pattern
	for _, t := range reg.types {
		for _, p := range t.Patterns {
			all = append(all, scan.Pattern{Regex: p.Regex, Syntax: p.syntax, Group: p.Group})
		}
	}
	return all
}

// Registry returns the annotator's registry.
func (a *Annotator) Registry() *Registry { return a.reg }

// MaxSpan is the longest span the annotator reports, in bytes. Streaming relies on it to know
// how much text to hold back; longer matches are not sensitive values of any default type.
const MaxSpan = 320

// maxMatch bounds the length of a whole match (context included). Longer matches are ignored,
// which lets the scan bound its windows for patterns with unbounded repeats.
const maxMatch = MaxSpan + 64

// maxWindow bounds a pattern's keyword window, for the same reason.
const maxWindow = 256

// narrowWindow is the widest keyword window that labels the value itself (a ZIP code's
// "zip"): in a table with a header, only the value's column header counts for such a pattern.
const narrowWindow = 16

type candidate struct {
	Span
	order int // registry order of the type, to break ties
}

// Annotate returns the spans of text, sorted by start, not overlapping. Where matches of
// different types overlap, the one that starts first wins, then the longer, then the type that
// comes first in the registry.
func (a *Annotator) Annotate(text []byte) []Span { return a.annotate(text, nil) }

// Names is a set of names that [Annotator.AnnotateKnowing] takes as found. The zero value is
// empty and ready to use.
type Names struct{ x nameIndex }

// Add adds name, a value of t (a type with the name codec, else it is ignored). A set holds up
// to 1,024 names; later ones are left out.
func (n *Names) Add(name string, t *Type) {
	if codecs.Words(t.Codec) {
		n.x.add(name, t, true)
	}
}

// AnnotateKnowing is Annotate with the names of known counted as found: their mentions in text
// are spans of their types, and they are the people that ages and other values beside them
// belong to, as the names the detectors find are ("Bonzegu is 12"). A desanitizer confirming
// the echo of an age knows which words of an answer are pseudonyms, though the detectors may
// not take a pseudonym for a name. known is not changed; nil knows none.
func (a *Annotator) AnnotateKnowing(text []byte, known *Names) []Span {
	if known == nil {
		return a.Annotate(text)
	}
	seen := known.x.clone()
	return a.annotate(text, &seen)
}

// annotate is Annotate; seen, if not nil, carries the names found in earlier text of a stream
// (see addMentions).
func (a *Annotator) annotate(text []byte, seen *nameIndex) []Span {
	return a.withValueModels(text, a.addMentions(text, a.detect(text), seen))
}

// detect returns what the patterns and detectors find, resolved, before the second pass that
// adds the other mentions of names.
func (a *Annotator) detect(text []byte) []Span {
	sc := a.getScratch()
	defer a.putScratch(sc)
	var lower []byte // lowercased text for keyword checks, made on first need
	var tb tables
	lowered := func() []byte {
		if lower == nil {
			sc.lower = scan.AppendASCIILower(sc.lower[:0], text)
			lower = sc.lower
			tb = newTables(lower)
		}
		return lower
	}
	value := func(s, e int) string { return sc.textString(text)[s:e] } // validators take strings
	cands := sc.cands[:0]
	defer func() { sc.cands = cands[:0] }()
	search := a.scans.Search(text)
	k := -1 // pattern number in the scan set
	for order, t := range a.reg.types {
		for pi := range t.Patterns {
			p := &t.Patterns[pi]
			k++
			var ok func(lo, hi int) bool
			if len(p.Keywords) > 0 {
				// A region without a keyword near it, outside a table, cannot pass the keyword check.
				ok = func(lo, hi int) bool {
					l := lowered()
					return near(l, lo-p.Window, hi+p.Window, p.Keywords, false) || tb.columnRangeHas(lo, hi, p.Keywords)
				}
			}
			matches := search.Find(k, ok)
			for _, m := range matches {
				s, e := m[2*p.Group], m[2*p.Group+1]
				if s < 0 || e <= s || e-s > MaxSpan || m[1]-m[0] > maxMatch {
					continue
				}
				if t.validate != nil && !t.validate(value(s, e)) {
					if !p.Shrink {
						continue
					}
					if e = shrink(value, s, e, t.validate); e < 0 {
						continue
					}
				}
				if t.currency && s > 0 && text[s-1] == '$' && (s == 1 || !isAlnum(text[s-2])) && t.validate != nil && t.validate(value(s-1, e)) {
					// "$5pesos": the symbol glued before an amount whose currency follows it is
					// the amount's too (it is with a space, "$5 pesos"); left out, it would stand
					// before the release, and "$4.92 pesos" is read as one amount.
					s--
				}
				// Only edges the regex itself did not anchor with context can be inside a longer token.
				if embedded(text, s, e, s == m[0], e == m[1]) && !nextField(text, s, &e, t.validate, value) || t.whole && inDecimal(text, s, e) {
					// \b is ASCII-only, so a magnitude letter that starts a word ends the amount
					// inside it ("$450 m" of "$450 máximo"): the amount ends at its last space.
					if !t.currency || e != m[1] || embedded(text, s, e, s == m[0], false) || t.whole && inDecimal(text, s, e) {
						continue
					}
					if e = lastSpaceBefore(text, s, e); e < 0 || t.validate != nil && !t.validate(value(s, e)) || embedded(text, s, e, false, true) {
						continue
					}
				}
				if len(p.Keywords) > 0 || len(p.ExcludeKeywords) > 0 {
					lower := lowered()
					// A keyword close by labels the value itself; in a table with a header, that
					// is its column's header: "id,…,zip\n10231,…" holds no ZIP code in its id
					// column. (A wide window, as an SSN's, takes the keyword anywhere around.)
					if len(p.Keywords) > 0 {
						nearBy := near(lower, s-p.Window, e+p.Window, p.Keywords, false)
						if (!nearBy || p.Window <= narrowWindow) && !tb.columnHas(s, p.Keywords) && (!nearBy || tb.headedCell(s)) {
							continue
						}
					}
					if len(p.ExcludeKeywords) > 0 && near(lower, lineStartAfter(lower, s-p.ExcludeWindow, s), s, p.ExcludeKeywords, true) {
						continue
					}
				}
				if a.reg.allowed(text[s:e]) || t.currency && positionalParameter(text, s, e) {
					continue
				}
				cands = append(cands, candidate{Span{Start: s, End: e, Type: t}, order})
			}
		}
	}
	cands = a.detectorCandidates(text, cands, sc)
	// Dropped only now: the person detector ends a name before it ("Mr Zhou INR 3.4").
	cands = slices.DeleteFunc(cands, func(c candidate) bool { return c.Type.currency && inrLabValue(text[c.Start:c.End]) })
	spans := weekdaysNoNames(text, a.listItems(text, resolve(cands)))
	for i := range spans {
		// "7 March 2024" of "Thursday, 7 March 2024", once the whole has won over a name
		// ("Thu") that overlaps it.
		if sp := &spans[i]; sp.Type.lead != nil {
			sp.Start += sp.Type.lead(value(sp.Start, sp.End))
		}
	}
	return withoutThingAges(text, spans)
}

// weekdaysNoNames drops the one-word names that are a weekday right before a date, which
// the date's span leaves out when the date codec cannot rewrite the two together: a chat's
// "Mar, 4 feb, 07:12" (Spanish martes; a date with no year names no weekday).
func weekdaysNoNames(text []byte, spans []Span) []Span {
	out := spans[:0]
	for i, sp := range spans {
		if i+1 < len(spans) && spans[i+1].Type.lead != nil && sp.Type.Detector == "person" {
			gap := string(text[sp.End:spans[i+1].Start])
			if (gap == " " || gap == ", " || gap == "., ") && format.IsWeekday(string(text[sp.Start:sp.End])) {
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// inrLabValue reports whether v, found as an amount in Indian rupees, is the INR of a clinical
// note (the blood's clotting ratio, 0.8 to about 5): "INR 3.4", a number with one decimal
// digit, which no amount of rupees is written as.
func inrLabValue(v []byte) bool {
	d, ok := bytes.CutPrefix(v, []byte("INR"))
	d = bytes.TrimLeft(d, " \u00a0")
	return ok && len(d) == 3 && isDigit(d[0]) && d[1] == '.' && isDigit(d[2])
}

// nextField reports whether the match text[s:*e], glued at its end to a longer token, took the
// start of a CSV row's next field as its last comma group: "₱8,280,2024-10-07" holds the amount
// "₱8,280" and a date, "$60,000,678-555-0171" an amount and a phone number. It moves *e back to
// that comma when what is left validates and is no part of a longer token.
func nextField(text []byte, s int, e *int, validate func(string) bool, value func(s, e int) string) bool {
	c := bytes.LastIndexByte(text[s:*e], ',')
	if c < 0 || !digitFieldAt(text, *e) {
		return false
	}
	end := s + c
	if validate != nil && !validate(value(s, end)) || embedded(text, s, end, false, true) {
		return false
	}
	*e = end
	return true
}

// inDecimal reports whether the digits text[s:e] are part of a longer number with a decimal
// point: "1" of "He is 1.80 m tall", not "45" of "Age: 45.0". A regex that ends a whole number
// at a full stop cannot tell. (A comma between digits is as often a CSV row's as a decimal
// one's: "54,172,80".)
func inDecimal(text []byte, s, e int) bool {
	digit := func(i int) bool { return i >= 0 && i < len(text) && isDigit(text[i]) }
	point := func(i int) bool { return i >= 0 && i < len(text) && text[i] == '.' }
	wholeTenth := digit(e+1) && text[e+1] == '0' && !digit(e+2)
	return digit(e-1) && point(e) && digit(e+1) && !wholeTenth || digit(s) && point(s-1) && digit(s-2)
}

// WithLeads returns spans with each start moved back over what the span's codec rewrites with
// the value though it is no part of it: a weekday before a date ("Thursday, " of "Thursday, 7
// March 2024"), which names the date. Sanitizing encrypts these extents, so that no weekday of
// a plaintext date stays beside its ciphertext, and restoring reads them back. spans, sorted
// and disjoint, is not modified.
func WithLeads(text []byte, spans []Span) []Span {
	out, cloned := spans, false
	prev := 0
	for i, sp := range spans {
		if lb := sp.Type.leadBefore; lb != nil && sp.Start > prev {
			lo := max(prev, sp.Start-maxLead)
			if n := lb(string(text[lo:sp.Start]), string(text[sp.Start:sp.End])); n > 0 {
				if !cloned {
					out, cloned = slices.Clone(spans), true
				}
				out[i].Start -= n
			}
		}
		prev = sp.End
	}
	return out
}

// maxLead bounds what a codec rewrites before a value (WithLeads): streams never cut a
// segment within it.
const maxLead = 16

// positionalParameter reports whether text[s:e], a dollar and one digit, is a parameter of a
// shell script, awk or an SQL statement, no amount: quoted or braced ("\"$1\"", "{print
// $1}"; not "the fee ($5)"), after "=" ("WHERE id = $1"), next to another one ("echo $1 $2"),
// or in a list of them that a bracket or a quote closes ("VALUES ($1, $2, $3)"; not prose's
// "$6, $7 with tax").
func positionalParameter(text []byte, s, e int) bool {
	if !parameterAt(text, s) {
		return false
	}
	if s > 0 && strings.IndexByte("\"'{[=", text[s-1]) >= 0 || e < len(text) && strings.IndexByte("\"'}]", text[e]) >= 0 ||
		s >= 2 && text[s-1] == ' ' && text[s-2] == '=' ||
		parameterAt(text, e+1) && text[e] == ' ' || s >= 3 && text[s-1] == ' ' && parameterAt(text, s-3) {
		return true
	}
	// A list "$1, $2, $3" closed by a bracket or a quote on either side.
	lo, hi := s, e
	for lo >= 4 && bytes.HasSuffix(text[:lo], []byte(", ")) && parameterAt(text, lo-4) {
		lo -= 4
	}
	for bytes.HasPrefix(text[hi:], []byte(", ")) && parameterAt(text, hi+2) {
		hi += 4
	}
	return hi-lo > 2 && (opensList(text, lo-1) || closesList(text, hi))
}

// parameterAt reports whether a dollar and one digit, and no more digits or decimals, are at
// text[i:].
func parameterAt(text []byte, i int) bool {
	if i < 0 || i+1 >= len(text) || text[i] != '$' || !isDigit(text[i+1]) {
		return false
	}
	j := i + 2
	return j == len(text) || !isDigit(text[j]) && text[j] != '.' && !(text[j] == ',' && j+1 < len(text) && isDigit(text[j+1]))
}

// opensList reports whether text[i] is a quote, an opening bracket or "=", before a list of
// parameters; closesList whether it is a quote or a closing bracket, after one.
func opensList(text []byte, i int) bool { return i >= 0 && strings.IndexByte("\"'({[=", text[i]) >= 0 }

func closesList(text []byte, i int) bool {
	return i < len(text) && strings.IndexByte("\"'}])", text[i]) >= 0
}

// lineStartAfter returns lo, or the start of the line that holds s when that is later: a word
// that excludes a value labels it on its own line, not at the end of the line before (an
// access log's user agent, "Safari/17.2", before the next request's client address).
func lineStartAfter(text []byte, lo, s int) int {
	lo = max(lo, 0)
	if i := bytes.LastIndexByte(text[lo:s], '\n'); i >= 0 {
		return lo + i + 1
	}
	return lo
}

// near reports whether one of words occurs in lower[lo:hi] (clamped to the text); short says
// that the short words are whole words.
func near(lower []byte, lo, hi int, words []string, short bool) bool {
	lo, hi = max(lo, 0), min(hi, len(lower))
	if lo >= hi {
		return false
	}
	win := lower[lo:hi]
	for _, k := range words {
		// A keyword counts only at the start of a word: "v." is in "v. 1.2.3.4" but not in
		// "kiev.com". With short, a short one that ends in a letter is a whole word, maybe
		// plural: the exclusions "ref" and "refs", not "refund"; "id", not "Idris" or "idea"
		// (a cue "tel" is the start of "telefon" all the same).
		whole := short && len(k) <= 3 && isASCIILetter(k[len(k)-1])
		for off := 0; ; {
			i := bytes.Index(win[off:], []byte(k))
			if i < 0 {
				break
			}
			at := lo + off + i
			if end := at + len(k); (at == 0 || !isAlnum(lower[at-1])) && (!whole || !wordLetterAt(lower, end)) {
				return true
			}
			off += i + 1
		}
	}
	return false
}

// wordLetterAt reports whether lower[i] is a letter that goes on a word ("refund"), but a
// plural's s at its end ("refs", "ids"); a digit after a keyword is its number ("ref12345").
func wordLetterAt(lower []byte, i int) bool {
	letter := func(j int) bool { return j < len(lower) && (isASCIILetter(lower[j]) || lower[j] >= utf8.RuneSelf) }
	return letter(i) && !(lower[i] == 's' && !letter(i+1))
}

// embedded reports whether text[s:e] is only part of a longer token joined by '-' or '.',
// such as 1.2.3.4 in the version 1.2.3.4.5 or an SSN shape inside 123-45-6789-01, or part of
// a word whose next or previous letter is not ASCII ("mar" of "março").
func embedded(text []byte, s, e int, checkStart, checkEnd bool) bool {
	isJoin := func(c byte) bool { return c == '-' || c == '.' }
	if checkStart && s >= 2 && isJoin(text[s-1]) && isAlnum(text[s-2]) && isAlnum(text[s]) {
		return true // not a range's second amount, which opens with its sign: "£180-£250"
	}
	if checkEnd && e+1 < len(text) && isJoin(text[e]) && isAlnum(text[e+1]) {
		return true
	}
	// \b knows ASCII letters only: "15 de mar" is no date inside "15 de março".
	if checkEnd && e > 0 && e < len(text) && isAlnum(text[e-1]) {
		if r, _ := utf8.DecodeRune(text[e:]); r >= utf8.RuneSelf && unicode.IsLetter(r) {
			return true
		}
	}
	if checkStart && s > 0 && s < len(text) && isAlnum(text[s]) {
		if r, _ := utf8.DecodeLastRune(text[:s]); r >= utf8.RuneSelf && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// lastSpaceBefore returns the position of the last space in text[s:e] after s, or -1.
func lastSpaceBefore(text []byte, s, e int) int {
	if i := bytes.LastIndexByte(text[s:e], ' '); i > 0 {
		return s + i
	}
	return -1
}

// shrink returns the largest end before e at a space such that value(s, end) validates, or -1.
func shrink(value func(s, e int) string, s, e int, validate func(string) bool) int {
	v := value(s, e)
	for end := e - 1; end > s; end-- {
		if v[end-s] == ' ' && validate(v[:end-s]) {
			return end
		}
	}
	return -1
}

func resolve(cands []candidate) []Span {
	sort.Slice(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		if a.End != b.End {
			return a.End > b.End
		}
		return a.order < b.order
	})
	out := make([]Span, 0, len(cands)) // at most all of them: no growing
	end := 0
	for _, c := range cands {
		if c.Start < end {
			continue
		}
		out = append(out, c.Span)
		end = c.End
	}
	return out
}

// merge combines the spans of sources that do not know each other (the built-in detectors and
// each external annotator, each already free of overlaps within itself, or not) into sorted,
// disjoint spans that leave no byte any of them flagged unprotected. order ranks each
// candidate's source, lowest first. The rule, for every overlap:
//
//   - spans of one type become one span, their union ("Kaiser Soze" over a built-in "Soze");
//   - where spans of different types overlap, the shorter one keeps the shared bytes and the
//     longer is cut around it, so that each part gets its own type's codec: a person span
//     over-extended onto a card number becomes the name and the card. Each piece of a cut
//     span is trimmed of what is neither a letter nor a digit at its edges (spaces and
//     punctuation, which carry nothing), and a piece with no letter or digit left is dropped;
//   - a keep span never takes bytes from a span that protects them;
//   - ties go to the earlier start, then the lower order (built-in first), then registry order.
//
// A piece may then be something its codec cannot encrypt (a fragment of a date); that is an
// error when sanitizing, never a pass-through.
func merge(text []byte, cands []candidate) []Span {
	cands = unionSameType(cands)
	sort.Slice(cands, func(i, j int) bool { return cands[i].Start < cands[j].Start })
	var out []Span
	for i := 0; i < len(cands); {
		j, end := i+1, cands[i].End
		for j < len(cands) && cands[j].Start < end {
			end = max(end, cands[j].End)
			j++
		}
		if j == i+1 {
			out = append(out, cands[i].Span)
		} else {
			out = append(out, cutCluster(text, cands[i:j])...)
		}
		i = j
	}
	return out
}

// unionSameType replaces the overlapping spans of each type by their union. The union keeps
// the lowest order of its members.
func unionSameType(cands []candidate) []candidate {
	sort.Slice(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.Type.ID != b.Type.ID {
			return a.Type.ID < b.Type.ID
		}
		return a.Start < b.Start
	})
	var out []candidate
	for _, c := range cands {
		if n := len(out); n > 0 && out[n-1].Type == c.Type && c.Start < out[n-1].End {
			last := &out[n-1]
			last.End = max(last.End, c.End)
			last.order = min(last.order, c.order)
			continue
		}
		out = append(out, c)
	}
	return out
}

// cutCluster gives each byte of a run of overlapping spans of different types to the span
// that merge's rule prefers, and returns the pieces.
func cutCluster(text []byte, cl []candidate) []Span {
	// Elementary intervals between consecutive boundaries have one owner each.
	var bounds []int
	for _, c := range cl {
		bounds = append(bounds, c.Start, c.End)
	}
	sort.Ints(bounds)
	bounds = slices.Compact(bounds)
	n := len(bounds) - 1
	owner := make([]int, n)
	for i := range owner {
		owner[i] = -1
	}
	byPref := make([]int, len(cl))
	for i := range byPref {
		byPref[i] = i
	}
	sort.Slice(byPref, func(x, y int) bool {
		a, b := cl[byPref[x]], cl[byPref[y]]
		if ak, bk := a.Type.Category == Keep, b.Type.Category == Keep; ak != bk {
			return bk
		}
		if al, bl := a.End-a.Start, b.End-b.Start; al != bl {
			return al < bl
		}
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.order < b.order
	})
	// Paint in order of preference; next skips intervals already owned (path-halving).
	next := make([]int, n+1)
	for i := range next {
		next[i] = i
	}
	find := func(i int) int {
		for next[i] != i {
			next[i] = next[next[i]]
			i = next[i]
		}
		return i
	}
	for _, ci := range byPref {
		c := cl[ci]
		lo := sort.SearchInts(bounds, c.Start)
		hi := sort.SearchInts(bounds, c.End)
		for k := find(lo); k < hi; k = find(k) {
			owner[k] = ci
			next[k] = k + 1
		}
	}
	var out []Span
	for k := 0; k < n; {
		m := k + 1
		for m < n && owner[m] == owner[k] {
			m++
		}
		c := cl[owner[k]]
		s, e := bounds[k], bounds[m]
		if s == c.Start && e == c.End {
			out = append(out, c.Span)
		} else if s, e, ok := trimPiece(text, s, e); ok {
			out = append(out, Span{Start: s, End: e, Type: c.Type})
		}
		k = m
	}
	return out
}

// trimPiece narrows text[s:e] to its first and last letter or digit; false if it has none.
func trimPiece(text []byte, s, e int) (int, int, bool) {
	for s < e {
		r, size := utf8.DecodeRune(text[s:e])
		if isWordRune(r) {
			break
		}
		s += size
	}
	for e > s {
		r, size := utf8.DecodeLastRune(text[s:e])
		if isWordRune(r) {
			break
		}
		e -= size
	}
	return s, e, s < e
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}
