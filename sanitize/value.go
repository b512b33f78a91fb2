package sanitize

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/internal/format"
)

// Budget says how the privacy budget of value types is accounted.
type Budget int

const (
	// BudgetValue (the default) releases each distinct (type, value) once per key with the
	// type's ε. Its randomness is a PRF of the key, type and the value's grid point (and of ε
	// and the grid, so that other settings draw independently; not of the context), so the
	// same value always gets the same noisy value, in every context: averaging over many
	// prompts or contexts learns nothing more, and the turns of a chat stay consistent. Each
	// value is ε-mLDP on its own; a document with t distinct values spends at most t·ε in
	// total. Another ε is another release, with its own noise: the losses add up.
	BudgetValue Budget = iota
	// BudgetPrompt is the paper's accounting: a document's total ε is split equally over its
	// distinct independent value tokens, with fresh randomness from crypto/rand, so the whole
	// document is ε-mLDP (for the ℓ1 distance in grid units, summed over its tokens).
	BudgetPrompt
)

func (b Budget) String() string {
	if b == BudgetPrompt {
		return "prompt"
	}
	return "value"
}

// ParseBudget reads "value" or "prompt".
func ParseBudget(s string) (Budget, error) {
	switch s {
	case "value", "":
		return BudgetValue, nil
	case "prompt":
		return BudgetPrompt, nil
	}
	return 0, fmt.Errorf("budget %q; want value or prompt", s)
}

// valueType is one value type: how to read and write its spans, its grid and budget, and the
// key its value-mode randomness is derived from.
type valueType struct {
	t     *annotate.Type
	parse func(string) (format.Number, error)
	kind  format.Kind
	grid  grid
	eps   Epsilon
	key   []byte // HKDF("mldp "+type); nil when checking a registry without a key
}

func newValueType(t *annotate.Type, key []byte) (*valueType, error) {
	vt := &valueType{t: t, key: key}
	spec, ok := codecs.Lookup(t.Codec)
	if !ok || !spec.Value() {
		return nil, fmt.Errorf("unknown value codec %q; known: %s", t.Codec, strings.Join(valueCodecNames(), ", "))
	}
	vt.parse, vt.kind = spec.Parse, spec.Kind
	if !(t.Epsilon > 0) {
		return nil, errors.New("a value type needs epsilon > 0")
	}
	eps, err := epsilonFromFloat(t.Epsilon)
	if err != nil {
		return nil, err
	}
	vt.eps = eps
	pr := &paramReader{p: codecParams(t.Params), used: map[string]bool{}}
	kind, err := pr.string("grid", "")
	if err != nil {
		return nil, err
	}
	lo, err1 := pr.float("lo")
	hi, err2 := pr.float("hi")
	if err := errors.Join(err1, err2); err != nil {
		return nil, err
	}
	switch kind {
	case "linear":
		unit, err := pr.float("unit")
		if err != nil {
			return nil, err
		}
		vt.grid, err = linearGrid(lo, hi, unit)
		if err != nil {
			return nil, err
		}
	case "log":
		ratio, err := pr.float("ratio")
		if err != nil {
			return nil, err
		}
		vt.grid, err = logGrid(lo, hi, ratio)
		if err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("param grid %q; want \"linear\" or \"log\"", kind)
	}
	if err := checkGrid(t.Codec, spec, vt.grid); err != nil {
		return nil, err
	}
	if err := pr.unused(); err != nil {
		return nil, err
	}
	return vt, nil
}

// checkGrid rejects a grid whose points the format of value mechanism id cannot write.
func checkGrid(id string, spec codecs.Spec, g grid) error {
	if spec.Whole {
		if g.log {
			return fmt.Errorf("a grid of %s values must be linear: they are whole numbers", id)
		}
		if g.unit != math.Trunc(g.unit) || g.lo != math.Trunc(g.lo) {
			return fmt.Errorf("a grid of %s values needs an integer lo and unit: they are whole numbers", id)
		}
	}
	if spec.NonNegative && g.lo < 0 {
		return fmt.Errorf("a grid of %s values cannot go below 0", id)
	}
	return nil
}

func (r *paramReader) float(name string) (float64, error) {
	v, ok := r.p[name]
	if !ok {
		return 0, fmt.Errorf("param %s is missing", name)
	}
	r.used[name] = true
	switch n := v.(type) {
	case int64:
		return float64(n), nil
	case int:
		return float64(n), nil
	case float64:
		return n, nil
	}
	return 0, fmt.Errorf("param %s: want a number, got %T", name, v)
}

// mechanism returns the type's mechanism with budget eps.
func (vt *valueType) mechanism(eps Epsilon) expMechanism {
	return expMechanism{Grid: vt.grid, Eps: eps}
}

// valueSource returns the deterministic randomness of value mode for grid point i released
// with budget eps. The seed is the type, grid, ε and point, and deliberately not the context:
// a value is released once per key, so asking about it under many contexts repeats one noisy
// value instead of drawing fresh ones whose average would converge on the true value. The
// seed does cover ε and the grid: releases under two budgets or grids use independent
// randomness and compose (ε₁+ε₂) as independent mechanisms do, instead of sharing noise in a
// way that could reveal more together than either alone.
func (vt *valueType) valueSource(i int64, eps Epsilon) (bitSource, error) {
	if vt.key == nil {
		return nil, errors.New("no key")
	}
	return newChaChaSource(prfSeed(vt.key, vt.t.ID, vt.grid.String(), eps.String(), strconv.FormatInt(i, 10))), nil
}

// errValue is wrapped by errors for a span of a value type whose text the type cannot read.
var errValue = errors.New("not a value of the type")

// read parses a span and returns its number and grid index.
func (vt *valueType) read(text string) (format.Number, int64, error) {
	n, err := vt.parse(text)
	if err != nil {
		return n, 0, fmt.Errorf("%s: %v: %w", vt.t.Codec, err, errValue)
	}
	if math.IsNaN(n.Value) || math.IsInf(n.Value, 0) {
		return n, 0, fmt.Errorf("%s: not finite: %w", vt.t.Codec, errValue)
	}
	return n, vt.grid.Index(n.Value), nil
}

// write writes grid point v, released for a span that read as n, in the type's canonical
// form: a function of v and of n's public attributes (its currency or percent word) only, so
// that the text is as private as the noisy value (see [format.Canon]).
func (vt *valueType) write(n format.Number, v float64) string {
	return format.CanonOf(vt.kind, n).Format(v, vt.quantum(v))
}

// quantum is what grid point v is rounded to when written: the whole unit, or where the grid is
// finer than that, the power of ten below its step at v (so distinct points print distinctly).
// It is never coarser than the unit: rounding $84,946 to $85,000 would print the true value
// itself whenever the draw lands on its grid point, which reads as a value passed through.
func (vt *valueType) quantum(v float64) float64 {
	return min(1, format.Quantum(vt.grid.step(v)))
}

// writeDerived writes a value computed from released ones (a Ψ dependant) in the canonical
// form, as precisely as the type's values are written, so that "yearly = 12 × monthly" still
// holds in the text: to the grid's unit on a linear grid, else to the cent (to the unit when
// that is exact).
func (vt *valueType) writeDerived(n format.Number, v float64) string {
	q := 0.01
	if !vt.grid.log {
		q = format.Quantum(vt.grid.unit)
	} else if math.Abs(v-math.Round(v)) < 0.005 {
		q = 1
	}
	return format.CanonOf(vt.kind, n).FormatDerived(v, q)
}
