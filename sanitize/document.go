package sanitize

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/preempt-dev/preempt/annotate"
)

// ErrPromptBudget is returned by Rewrite and Sanitize for a value span under BudgetPrompt,
// which has to see the whole document to split its budget: use Document.
var ErrPromptBudget = errors.New("the prompt budget needs the whole document")

// Release returns the value-mode release of text, a span of value type typeID: the type's
// mechanism applied to the value's grid point with randomness derived from the key, type,
// context and grid point, written in the span's style. It is deterministic, which is what lets
// a desanitizer recognise the value in an answer.
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
	if !s.opts.Epsilon.IsZero() {
		eps = s.opts.Epsilon
	}
	src, err := vt.valueSource(s.opts.Context, i, eps)
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

// TotalRat is TotalEpsilon as an exact rational.
func (r *Report) TotalRat() *big.Rat { return new(big.Rat).Set(r.total) }

// Result is a sanitized document and its report.
type Result struct {
	Text   []byte
	Report Report
	Stats  Stats
}

// ValueError is a value span that cannot be sanitized as its helper string says.
type ValueError struct {
	Type   string
	Offset int64
	Err    error
}

func (e *ValueError) Error() string { return fmt.Sprintf("%s at byte %d: %v", e.Type, e.Offset, e.Err) }
func (e *ValueError) Unwrap() error { return e.Err }

// Document sanitizes a whole document: text with its spans and, for annotated input, the
// spans' helpers (nil, or one per span). Unlike Rewrite it can split a prompt budget over the
// document's distinct values, apply the helper string Ψ, and report on every value token.
//
// Equal values of one type (the same grid point) are one ground truth: one draw, one budget
// share, one output everywhere. A dependant (a formula over named values) is computed from its
// roots' outputs, as written, by post-processing, and costs no budget. Nothing is returned
// when any span fails.
func (s *Sanitizer) Document(text []byte, spans []annotate.Span, helpers []annotate.Helper) (*Result, error) {
	if helpers != nil && len(helpers) != len(spans) {
		return nil, errors.New("sanitize: one helper per span")
	}
	type item struct {
		sp     annotate.Span
		h      annotate.Helper
		vt     *valueType
		tok    *Token
		x      float64
		i      int64
		lin    Linear
		out    string
		outVal float64
		done   bool
	}
	var items []*item
	names := map[string]*item{}
	rep := Report{Budget: s.opts.Budget.String(), Tokens: []Token{}}
	lines := newLineIndex(text)
	for k, sp := range spans {
		it := &item{sp: sp}
		if helpers != nil {
			it.h = helpers[k]
		}
		items = append(items, it)
		if sp.Type.Category != annotate.Value && !(it.h.Keep && sp.Type.Category == annotate.Keep) {
			if it.h.Name != "" || it.h.Formula != "" {
				return nil, &ValueError{Type: sp.Type.ID, Offset: int64(sp.Start), Err: errors.New("only value spans can be named or derived")}
			}
			continue
		}
		off := int64(sp.Start)
		line, col := lines.at(sp.Start)
		it.tok = &Token{Type: sp.Type.ID, Offset: off, Line: line, Column: col, Name: it.h.Name, Formula: it.h.Formula}
		if sp.Type.Category == annotate.Keep {
			it.tok.Role = RoleKeep
			continue
		}
		it.vt = s.values[sp.Type.ID]
		n, i, err := it.vt.read(string(text[sp.Start:sp.End]))
		if err != nil {
			return nil, &SpanError{Type: sp.Type.ID, Offset: off, Err: err}
		}
		it.x, it.i = n.Value, i
		it.tok.Mechanism = "discrete exponential, " + it.vt.grid.String()
		if it.h.Formula != "" {
			if it.lin, err = ParseLinear(it.h.Formula); err != nil {
				return nil, &ValueError{Type: sp.Type.ID, Offset: off, Err: err}
			}
			it.tok.Role = RoleDerived
			it.tok.Mechanism = "post-processing of named values"
		} else {
			it.tok.Role = RoleRoot
			it.tok.group = fmt.Sprintf("%s\x00%d", sp.Type.ID, i)
		}
		if it.h.Name != "" {
			if _, dup := names[it.h.Name]; dup {
				return nil, &ValueError{Type: sp.Type.ID, Offset: off, Err: fmt.Errorf("name %q is used twice", it.h.Name)}
			}
			names[it.h.Name] = it
		}
	}
	// Budget: one share per distinct root (type, grid point).
	first := map[string]*item{}
	var groups []string
	for _, it := range items {
		if it.tok == nil || it.tok.Role != RoleRoot {
			continue
		}
		if _, ok := first[it.tok.group]; ok {
			it.tok.Role = RoleRepeat
			continue
		}
		first[it.tok.group] = it
		groups = append(groups, it.tok.group)
	}
	shares := map[string]Epsilon{}
	switch s.opts.Budget {
	case BudgetPrompt:
		total := s.opts.Epsilon
		if total.IsZero() && len(groups) > 0 {
			// The strictest ε among the types present.
			for _, g := range groups {
				e := first[g].vt.eps
				if total.IsZero() || e.Float() < total.Float() {
					total = e
				}
			}
		}
		if len(groups) > 0 {
			share, err := total.Split(len(groups))
			if err != nil {
				return nil, err
			}
			for _, g := range groups {
				shares[g] = share
			}
		}
	default:
		for _, g := range groups {
			e := first[g].vt.eps
			if !s.opts.Epsilon.IsZero() {
				e = s.opts.Epsilon
			}
			shares[g] = e
		}
	}
	var spent []Epsilon
	for _, g := range groups {
		spent = append(spent, shares[g])
	}
	rep.total = sumEpsilon(spent)
	rep.TotalEpsilon, _ = rep.total.Float64()
	// Draw the roots.
	for _, g := range groups {
		it := first[g]
		eps := shares[g]
		m := it.vt.mechanism(eps)
		var src bitSource
		if s.opts.Budget == BudgetValue {
			var err error
			if src, err = it.vt.valueSource(s.opts.Context, it.i, eps); err != nil {
				return nil, err
			}
		} else {
			src = systemSource()
		}
		j, err := m.sample(src, it.i)
		if err != nil {
			return nil, &SpanError{Type: it.sp.Type.ID, Offset: int64(it.sp.Start), Err: err}
		}
		it.tok.eps = eps
		it.tok.Epsilon = eps.Float()
		it.tok.ExpectedAbsError, it.tok.ExpectedRelError = m.ExpectedError(it.x)
		n, _, _ := it.vt.read(string(text[it.sp.Start:it.sp.End]))
		it.out = it.vt.write(n, it.vt.grid.Point(j))
		it.outVal = written(it.vt, it.out, it.vt.grid.Point(j))
		it.done = true
	}
	// Repeats take their root's output, in their own style.
	for _, it := range items {
		if it.tok == nil || it.tok.Role != RoleRepeat {
			continue
		}
		root := first[it.tok.group]
		n, _, _ := it.vt.read(string(text[it.sp.Start:it.sp.End]))
		it.out = it.vt.write(n, root.outVal)
		it.outVal = written(it.vt, it.out, root.outVal)
		it.tok.ExpectedAbsError, it.tok.ExpectedRelError = root.tok.ExpectedAbsError, root.tok.ExpectedRelError
		it.done = true
	}
	// Dependants, in dependency order.
	var derive func(it *item, depth int) error
	derive = func(it *item, depth int) error {
		if it.done {
			return nil
		}
		off := int64(it.sp.Start)
		if depth > len(items) {
			return &ValueError{Type: it.sp.Type.ID, Offset: off, Err: errors.New("formulas refer to each other in a cycle")}
		}
		vals := map[string]float64{}
		var bound float64
		for name, c := range it.lin.Coef {
			dep, ok := names[name]
			if !ok {
				return &ValueError{Type: it.sp.Type.ID, Offset: off, Err: fmt.Errorf("formula uses %q, which no span is named", name)}
			}
			if dep.vt == nil {
				return &ValueError{Type: it.sp.Type.ID, Offset: off, Err: fmt.Errorf("formula uses %q, which is kept, not a value", name)}
			}
			if err := derive(dep, depth+1); err != nil {
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
		n, _, _ := it.vt.read(string(text[it.sp.Start:it.sp.End]))
		it.out = it.vt.write(n, v)
		it.outVal = written(it.vt, it.out, v)
		it.tok.ExpectedAbsError = bound
		it.tok.ExpectedRelError = bound / math.Max(math.Abs(it.x), 1e-300)
		if it.x == 0 {
			it.tok.ExpectedRelError = bound / math.Max(g.Point(1)-g.Point(0), 1e-300)
		}
		it.done = true
		return nil
	}
	for _, it := range items {
		if it.tok != nil && it.tok.Role == RoleDerived {
			if err := derive(it, 0); err != nil {
				return nil, err
			}
		}
	}
	// Write: format spans as Rewrite does, value spans from the plan.
	var b bytes.Buffer
	var st Stats
	pos := 0
	for _, it := range items {
		sp := it.sp
		b.Write(text[pos:sp.Start])
		switch {
		case it.tok != nil && it.tok.Role == RoleKeep:
			b.Write(text[sp.Start:sp.End])
		case it.tok != nil:
			b.WriteString(it.out)
		default:
			out, err := s.Rewrite(text[sp.Start:sp.End], []annotate.Span{{Start: 0, End: sp.End - sp.Start, Type: sp.Type}}, int64(sp.Start), nil)
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
	b.Write(text[pos:])
	st.Bytes = int64(len(text))
	sort.SliceStable(rep.Tokens, func(i, j int) bool { return rep.Tokens[i].Offset < rep.Tokens[j].Offset })
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
// position, never its value.
type PreflightError struct {
	Token Token
	Max   float64
}

func (e *PreflightError) Error() string {
	t := e.Token
	return fmt.Sprintf("%s at %d:%d (byte %d): expected relative error %.3g exceeds %g", t.Type, t.Line, t.Column, t.Offset, t.ExpectedRelError, e.Max)
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
