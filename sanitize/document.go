package sanitize

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// ErrPromptBudget is returned by Release and Sanitize for a value span under BudgetPrompt,
// which has to see the whole document to split its budget: use Document.
var ErrPromptBudget = errors.New("the prompt budget needs the whole document")

// Release returns the value-mode release of text, a span of value type typeID: the type's
// mechanism applied to the value's grid point with randomness derived from the key, type,
// grid, ε and grid point (not the context), written in the type's canonical form with the
// span's currency or percent word. It is deterministic, which is what lets a desanitizer
// recognise the value in an answer.
func (s *Sanitizer) Release(typeID, text string) (string, error) {
	vt, ok := s.values[typeID]
	if !ok {
		return "", fmt.Errorf("type %s is not a value type", typeID)
	}
	if s.opts.Budget != BudgetValue {
		return "", ErrPromptBudget
	}
	n, i, err := vt.read(text)
	if err != nil {
		return "", err
	}
	eps := vt.eps
	if !s.opts.Epsilon.isZero() {
		eps = s.opts.Epsilon
	}
	src, err := vt.valueSource(i, eps)
	if err != nil {
		return "", err
	}
	j, err := vt.mechanism(eps).sample(src, i)
	if err != nil {
		return "", err
	}
	return vt.write(n, vt.grid.Point(j)), nil
}

// Role is what sanitizing does with a value token.
type Role string

const (
	RoleRoot    Role = "root"    // noised with its share of the budget
	RoleRepeat  Role = "repeat"  // an equal value of the same type as an earlier root: its output, no budget
	RoleDerived Role = "derived" // computed from named roots by a Ψ formula: no budget
	RoleKeep    Role = "keep"    // kept as written (markup ⟦keep:…⟧)
)

// Token reports on one value span of a document. It never holds the value itself, but its
// expected errors do reveal the value's magnitude (rel = abs/|x|): a report is for the user,
// not for the LLM.
type Token struct {
	Type      string  `json:"type"`
	Offset    int64   `json:"offset"` // byte offset in the text (for annotated input: without the markup)
	Line      int     `json:"line"`
	Column    int     `json:"column"` // 1-based, in bytes
	Role      Role    `json:"role"`
	Name      string  `json:"name,omitempty"`
	Formula   string  `json:"formula,omitempty"`
	Mechanism string  `json:"mechanism,omitempty"`
	Epsilon   float64 `json:"epsilon"`
	// ExpectedAbsError and ExpectedRelError are E|Y−x| and E|Y−x|/|x| over the exact output
	// distribution; for a derived token, the bound Σ|c|·E|Y_c−x_c| over its roots.
	ExpectedAbsError float64 `json:"expected_abs_error"`
	ExpectedRelError float64 `json:"expected_rel_error"`
	Clamped          bool    `json:"clamped,omitempty"` // derived value moved into the type's grid range

	eps   Epsilon
	group string // type + grid point: equal values share one draw
	// typical is the mechanism's TypicalError (0 for derived and kept tokens), relative on a
	// log grid: what a message may say about the token's error without revealing its value.
	typical    float64
	typicalLog bool
}

// Report is what sanitizing a document spent and what it costs in accuracy.
type Report struct {
	Budget string `json:"budget"`
	// TotalEpsilon is the document's ε: under BudgetPrompt the configured total (exactly the sum
	// of the roots' shares); under BudgetValue the sum over its distinct roots of their ε.
	TotalEpsilon float64 `json:"total_epsilon"`
	Tokens       []Token `json:"tokens"`

	total *big.Rat
}

// Result is a sanitized document and its report.
type Result struct {
	Text   []byte
	Report Report
	Stats  Stats
}

// valueError is a value span that cannot be sanitized as its helper string says.
type valueError struct {
	Type   string
	Offset int64
	Err    error
}

func (e *valueError) Error() string { return fmt.Sprintf("%s at byte %d: %v", e.Type, e.Offset, e.Err) }
func (e *valueError) Unwrap() error { return e.Err }

// Document sanitizes a whole document: text with its spans and, for annotated input, the
// spans' helpers (nil, or one per span). Unlike Sanitize it can split a prompt budget over the
// document's distinct values, apply the helper string Ψ, and report on every value token.
//
// Equal values of one type (the same grid point) are one ground truth: one draw, one budget
// share, one output everywhere. A dependant (a formula over named values) is computed from its
// roots' outputs, as written, by post-processing, and costs no budget. Nothing is returned
// when any span fails.
func (s *Sanitizer) Document(text []byte, spans []annotate.Span, helpers []annotate.Helper) (*Result, error) {
	return s.document(text, spans, helpers, nil)
}

// document is Document that records each format and value replacement in l, if l is not nil.
func (s *Sanitizer) document(text []byte, spans []annotate.Span, helpers []annotate.Helper, l *Ledger) (*Result, error) {
	if helpers != nil && len(helpers) != len(spans) {
		return nil, errors.New("sanitize: one helper per span")
	}
	p := &docPlan{s: s, text: text, ledger: l, names: map[string]*docItem{}, first: map[string]*docItem{}}
	if err := p.read(annotate.WithLeads(text, spans), helpers); err != nil {
		return nil, err
	}
	shares, err := p.allocate()
	if err != nil {
		return nil, err
	}
	if err := p.draw(shares); err != nil {
		return nil, err
	}
	p.repeat()
	for _, it := range p.items {
		if it.tok != nil && it.tok.Role == RoleDerived {
			if err := p.derive(it, 0); err != nil {
				return nil, err
			}
		}
	}
	return p.write()
}

// docPlan is a document on its way through Document.
type docPlan struct {
	s      *Sanitizer
	text   []byte
	ledger *Ledger // nil: nothing is recorded
	items  []*docItem
	names  map[string]*docItem // Ψ names
	first  map[string]*docItem // group (type, grid point) → its root
	groups []string            // groups in order of first appearance
	total  *big.Rat
}

// docItem is one span of the document.
type docItem struct {
	sp     annotate.Span
	h      annotate.Helper
	tok    *Token     // nil for format, redact and registry keep spans: rewrite handles those
	vt     *valueType // nil for kept spans
	n      format.Number
	i      int64
	lin    linearForm
	point  float64 // the released grid point (roots and repeats)
	out    string
	outVal float64 // what out reads back as: dependants use the numbers the LLM sees
	done   bool
}

func (it *docItem) errorf(format string, args ...any) error {
	return &valueError{Type: it.sp.Type.ID, Offset: int64(it.sp.Start), Err: fmt.Errorf(format, args...)}
}

// read parses the value spans and their helpers, and groups equal values.
func (p *docPlan) read(spans []annotate.Span, helpers []annotate.Helper) error {
	lines := newLineIndex(p.text)
	for k, sp := range spans {
		it := &docItem{sp: sp}
		if helpers != nil {
			it.h = helpers[k]
		}
		p.items = append(p.items, it)
		if sp.Type.Category != annotate.Value && !(it.h.Keep && sp.Type.Category == annotate.Keep) {
			if it.h.Name != "" || it.h.Formula != "" {
				return it.errorf("only value spans can be named or derived")
			}
			continue
		}
		line, col := lines.at(sp.Start)
		it.tok = &Token{Type: sp.Type.ID, Offset: int64(sp.Start), Line: line, Column: col, Name: it.h.Name, Formula: it.h.Formula}
		if sp.Type.Category == annotate.Keep {
			it.tok.Role = RoleKeep
			continue
		}
		it.vt = p.s.values[sp.Type.ID]
		n, i, err := it.vt.read(string(p.text[sp.Start:sp.End]))
		if err != nil {
			return &SpanError{Type: sp.Type.ID, Offset: int64(sp.Start), Err: err}
		}
		it.n, it.i = n, i
		if it.h.Formula != "" {
			if it.lin, err = parseLinearForm(it.h.Formula); err != nil {
				return &valueError{Type: sp.Type.ID, Offset: int64(sp.Start), Err: err}
			}
			it.tok.Role = RoleDerived
			it.tok.Mechanism = "post-processing of named values"
		} else {
			it.tok.Mechanism = "discrete exponential, " + it.vt.grid.String()
			it.tok.group = fmt.Sprintf("%s\x00%d", sp.Type.ID, i)
			if _, seen := p.first[it.tok.group]; seen {
				it.tok.Role = RoleRepeat
			} else {
				it.tok.Role = RoleRoot
				p.first[it.tok.group] = it
				p.groups = append(p.groups, it.tok.group)
			}
		}
		if it.h.Name != "" {
			if _, dup := p.names[it.h.Name]; dup {
				return it.errorf("name %q is used twice", it.h.Name)
			}
			p.names[it.h.Name] = it
		}
	}
	return nil
}

// allocate returns each root group's ε: the type's (or --epsilon) under BudgetValue; an equal
// share of the document's total under BudgetPrompt, the total being --epsilon or else the
// strictest ε among the types present.
func (p *docPlan) allocate() (map[string]Epsilon, error) {
	shares := map[string]Epsilon{}
	override := p.s.opts.Epsilon
	switch p.s.opts.Budget {
	case BudgetPrompt:
		total := override
		for _, g := range p.groups {
			if e := p.first[g].vt.eps; override.isZero() && (total.isZero() || e.float() < total.float()) {
				total = e
			}
		}
		if len(p.groups) > 0 {
			share, err := total.split(len(p.groups))
			if err != nil {
				return nil, err
			}
			for _, g := range p.groups {
				shares[g] = share
			}
		}
	default:
		for _, g := range p.groups {
			shares[g] = p.first[g].vt.eps
			if !override.isZero() {
				shares[g] = override
			}
		}
	}
	spent := make([]Epsilon, 0, len(p.groups))
	for _, g := range p.groups {
		spent = append(spent, shares[g])
	}
	p.total = sumEpsilon(spent)
	return shares, nil
}

// draw releases each root with its share: key-derived randomness under BudgetValue (the same
// draw Release makes), crypto/rand under BudgetPrompt.
func (p *docPlan) draw(shares map[string]Epsilon) error {
	for _, g := range p.groups {
		it, eps := p.first[g], shares[g]
		m := it.vt.mechanism(eps)
		var src bitSource
		if p.s.opts.Budget == BudgetValue {
			var err error
			if src, err = it.vt.valueSource(it.i, eps); err != nil {
				return err
			}
		} else {
			src = systemSource()
		}
		j, err := m.sample(src, it.i)
		if err != nil {
			return &SpanError{Type: it.sp.Type.ID, Offset: int64(it.sp.Start), Err: err}
		}
		it.tok.eps, it.tok.Epsilon = eps, eps.float()
		it.tok.ExpectedAbsError, it.tok.ExpectedRelError = m.ExpectedError(it.n.Value)
		it.tok.typical, it.tok.typicalLog = m.TypicalError(), m.Grid.Log()
		it.setOut(it.vt.grid.Point(j))
	}
	return nil
}

// repeat gives each repeat its root's grid point, written with its own currency.
func (p *docPlan) repeat() {
	for _, it := range p.items {
		if it.tok == nil || it.tok.Role != RoleRepeat {
			continue
		}
		root := p.first[it.tok.group]
		it.setOut(root.point)
		it.tok.ExpectedAbsError, it.tok.ExpectedRelError = root.tok.ExpectedAbsError, root.tok.ExpectedRelError
		it.tok.typical, it.tok.typicalLog = root.tok.typical, root.tok.typicalLog
	}
}

// setOut writes the released grid point v.
func (it *docItem) setOut(v float64) {
	it.point = v
	it.out = it.vt.write(it.n, v)
	it.outVal = written(it.vt, it.out, v)
	it.done = true
}

// setDerived writes the value v computed by a Ψ formula.
func (it *docItem) setDerived(v float64) {
	it.out = it.vt.writeDerived(it.n, v)
	it.outVal = written(it.vt, it.out, v)
	it.done = true
}

// derive computes a dependant from its named values (deriving those first), clamped into its
// type's grid range. Its expected error is bounded by Σ|c|·E|Y_c − x_c| over its values.
func (p *docPlan) derive(it *docItem, depth int) error {
	if it.done {
		return nil
	}
	if depth > len(p.items) {
		return it.errorf("formulas refer to each other in a cycle")
	}
	vals := map[string]float64{}
	var bound float64
	for name, c := range it.lin.Coef {
		dep, ok := p.names[name]
		switch {
		case !ok:
			return it.errorf("formula uses %q, which no span is named", name)
		case dep.vt == nil:
			return it.errorf("formula uses %q, which is kept, not a value", name)
		}
		if err := p.derive(dep, depth+1); err != nil {
			return err
		}
		vals[name] = dep.outVal
		bound += math.Abs(c) * dep.tok.ExpectedAbsError
	}
	v := it.lin.Eval(vals)
	g := it.vt.grid
	if lo, hi := g.Point(0), g.Point(g.Len()-1); v < lo || v > hi {
		v = math.Min(math.Max(v, lo), hi)
		it.tok.Clamped = true
	}
	it.setDerived(v)
	it.tok.ExpectedAbsError = bound
	if den := math.Abs(it.n.Value); den > 0 {
		it.tok.ExpectedRelError = bound / den
	} else {
		it.tok.ExpectedRelError = bound / math.Max(g.Point(min(1, g.Len()-1))-g.Point(0), math.SmallestNonzeroFloat64)
	}
	return nil
}

// write assembles the sanitized text: value spans from the plan, every other span as rewrite
// writes it.
func (p *docPlan) write() (*Result, error) {
	rep := Report{Budget: p.s.opts.Budget.String(), Tokens: []Token{}, total: p.total}
	rep.TotalEpsilon, _ = p.total.Float64()
	var b bytes.Buffer
	var st Stats
	pos := 0
	for _, it := range p.items {
		sp := it.sp
		b.Write(p.text[pos:sp.Start])
		switch {
		case it.tok != nil && it.tok.Role == RoleKeep:
			b.Write(p.text[sp.Start:sp.End])
		case it.tok != nil:
			out := fitField(p.text, sp.Start, sp.End, it.out)
			if err := p.s.recordValue(p.ledger, sp, p.text, out); err != nil {
				return nil, &SpanError{Type: sp.Type.ID, Offset: int64(sp.Start), Err: err}
			}
			b.WriteString(out)
		default:
			out, err := p.s.rewrite(p.text[sp.Start:sp.End], []annotate.Span{{Start: 0, End: sp.End - sp.Start, Type: sp.Type, External: sp.External}}, int64(sp.Start), nil, p.ledger)
			if err != nil {
				return nil, err
			}
			b.Write(out)
		}
		st.add(sp.Type.ID)
		pos = sp.End
		if it.tok != nil {
			rep.Tokens = append(rep.Tokens, *it.tok)
		}
	}
	b.Write(p.text[pos:])
	st.Bytes = int64(len(p.text))
	return &Result{Text: b.Bytes(), Report: rep, Stats: st}, nil
}

// written is the value out reads back as (what the text says after rounding to the span's
// style), so that dependants are computed from the numbers the LLM will see.
func written(vt *valueType, out string, fallback float64) float64 {
	if n, err := vt.parse(out); err == nil {
		return n.Value
	}
	return fallback
}

// lineIndex maps byte offsets to 1-based line and column.
type lineIndex []int

func newLineIndex(text []byte) lineIndex {
	idx := lineIndex{0}
	for i, c := range text {
		if c == '\n' {
			idx = append(idx, i+1)
		}
	}
	return idx
}

func (l lineIndex) at(off int) (line, col int) {
	k := sort.Search(len(l), func(i int) bool { return l[i] > off }) - 1
	return k + 1, off - l[k] + 1
}

// PreflightError says that a value token's expected relative error is above what the user
// accepts: the answer to the prompt would likely be useless. It names the token's type and
// position, never its value, and its message holds nothing computed from the value: not the
// token's relative error (on a linear grid, absolute error / relative error is the value),
// only the mechanism's error in the middle of its grid, the same for every value of the type.
type PreflightError struct {
	Token Token
	Max   float64
}

func (e *PreflightError) Error() string {
	t := e.Token
	msg := fmt.Sprintf("%s at %d:%d (byte %d): expected relative error exceeds %g", t.Type, t.Line, t.Column, t.Offset, e.Max)
	switch {
	case t.typical == 0:
	case t.typicalLog:
		msg += fmt.Sprintf(" (typical noise ±%.3g%% on its log grid)", 100*t.typical)
	default:
		msg += fmt.Sprintf(" (typical noise ±%.3g on its linear grid)", t.typical)
	}
	return msg
}

// Preflight returns a *PreflightError for the first token whose expected relative error
// exceeds maxRel (kept tokens have none).
func (r *Report) Preflight(maxRel float64) error {
	for _, t := range r.Tokens {
		if t.Role != RoleKeep && t.ExpectedRelError > maxRel {
			return &PreflightError{Token: t, Max: maxRel}
		}
	}
	return nil
}
