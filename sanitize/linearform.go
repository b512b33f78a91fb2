package sanitize

import (
	"fmt"
	"strconv"
)

// linearForm is a linear formula over named values: Const + Σ Coef[name]·name. It is what the
// helper string Ψ of the paper says about a dependant token (a yearly salary is 12·monthly; a
// taxable income is yearly − deductions). Only linear formulas are accepted: they are enough
// for these relations, and they keep the derived value's error bounded by the roots' errors.
type linearForm struct {
	Const float64
	Coef  map[string]float64
}

// parseLinearForm reads a formula made of decimal numbers, names ([A-Za-z_][A-Za-z0-9_]*), + − * /
// and parentheses, such as "12*monthly", "yearly - deductions" or "(a+b)/2". A product of two
// names or a division by a name is not linear and is an error.
func parseLinearForm(s string) (linearForm, error) {
	p := &linParser{s: s}
	l, err := p.expr()
	if err != nil {
		return linearForm{}, fmt.Errorf("formula %q: %w", s, err)
	}
	p.space()
	if p.i < len(p.s) {
		return linearForm{}, fmt.Errorf("formula %q: unexpected %q at %d", s, p.s[p.i:], p.i+1)
	}
	return l, nil
}

// Eval computes l with the given values for its names.
func (l linearForm) Eval(vals map[string]float64) float64 {
	v := l.Const
	for n, c := range l.Coef {
		v += c * vals[n]
	}
	return v
}

type linParser struct {
	s     string
	i     int
	depth int
}

func (p *linParser) space() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *linParser) expr() (linearForm, error) {
	l, err := p.term()
	if err != nil {
		return l, err
	}
	for {
		p.space()
		if p.i >= len(p.s) || (p.s[p.i] != '+' && p.s[p.i] != '-') {
			return l, nil
		}
		op := p.s[p.i]
		p.i++
		r, err := p.term()
		if err != nil {
			return l, err
		}
		if op == '-' {
			r = r.scale(-1)
		}
		l = l.add(r)
	}
}

func (p *linParser) term() (linearForm, error) {
	l, err := p.factor()
	if err != nil {
		return l, err
	}
	for {
		p.space()
		if p.i >= len(p.s) || (p.s[p.i] != '*' && p.s[p.i] != '/') {
			return l, nil
		}
		op := p.s[p.i]
		p.i++
		r, err := p.factor()
		if err != nil {
			return l, err
		}
		switch {
		case op == '/' && len(r.Coef) > 0:
			return l, fmt.Errorf("division by a named value is not linear")
		case op == '/' && r.Const == 0:
			return l, fmt.Errorf("division by zero")
		case op == '/':
			l = l.scale(1 / r.Const)
		case len(l.Coef) > 0 && len(r.Coef) > 0:
			return l, fmt.Errorf("a product of named values is not linear")
		case len(r.Coef) == 0:
			l = l.scale(r.Const)
		default:
			l = r.scale(l.Const)
		}
	}
}

// factor reads a parenthesized formula, a negated factor, a number or a name.
func (p *linParser) factor() (linearForm, error) {
	p.space()
	if p.i >= len(p.s) {
		return linearForm{}, fmt.Errorf("formula ends early")
	}
	c := p.s[p.i]
	switch {
	case c == '(':
		return p.parens()
	case c == '-':
		p.i++
		l, err := p.factor()
		return l.scale(-1), err
	case isNumberByte(c):
		return p.number()
	case isNameStart(c):
		return p.name(), nil
	}
	return linearForm{}, fmt.Errorf("unexpected %q at %d", string(c), p.i+1)
}

// parens reads "(expr)" at p.i, at most 32 deep.
func (p *linParser) parens() (linearForm, error) {
	if p.depth++; p.depth > 32 {
		return linearForm{}, fmt.Errorf("parentheses nested too deeply")
	}
	p.i++
	l, err := p.expr()
	if err != nil {
		return l, err
	}
	p.space()
	if p.i >= len(p.s) || p.s[p.i] != ')' {
		return l, fmt.Errorf("missing )")
	}
	p.i++
	p.depth--
	return l, nil
}

// number reads a decimal number at p.i.
func (p *linParser) number() (linearForm, error) {
	j := p.i
	for j < len(p.s) && isNumberByte(p.s[j]) {
		j++
	}
	v, err := strconv.ParseFloat(p.s[p.i:j], 64)
	if err != nil {
		return linearForm{}, fmt.Errorf("bad number %q", p.s[p.i:j])
	}
	p.i = j
	return linearForm{Const: v}, nil
}

// name reads a name at p.i: the formula of that named value alone.
func (p *linParser) name() linearForm {
	j := p.i
	for j < len(p.s) && (isNameStart(p.s[j]) || p.s[j] >= '0' && p.s[j] <= '9') {
		j++
	}
	name := p.s[p.i:j]
	p.i = j
	return linearForm{Coef: map[string]float64{name: 1}}
}

func isNumberByte(c byte) bool { return c >= '0' && c <= '9' || c == '.' }

func isNameStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }

func (l linearForm) scale(c float64) linearForm {
	out := linearForm{Const: l.Const * c}
	if len(l.Coef) > 0 {
		out.Coef = map[string]float64{}
		for n, v := range l.Coef {
			out.Coef[n] = v * c
		}
	}
	return out
}

func (l linearForm) add(r linearForm) linearForm {
	out := linearForm{Const: l.Const + r.Const}
	if len(l.Coef)+len(r.Coef) > 0 {
		out.Coef = map[string]float64{}
		for n, v := range l.Coef {
			out.Coef[n] += v
		}
		for n, v := range r.Coef {
			out.Coef[n] += v
		}
	}
	return out
}
