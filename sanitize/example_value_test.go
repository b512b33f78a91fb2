package sanitize_test

import (
	"fmt"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// The mechanism's pmf in closed form: the input is the most likely output, and each step away
// costs a factor e^{ε/2}.
func ExampleMechanism() {
	g, _ := sanitize.LinearGrid(0, 120, 1) // ages
	eps, _ := sanitize.ParseEpsilon("1")
	m := sanitize.Mechanism{Grid: g, Eps: eps}
	i := g.Index(45)
	fmt.Printf("P(45|45) = %.3f, P(46|45) = %.3f, P(50|45) = %.4f\n", m.PMF(i, i), m.PMF(i, i+1), m.PMF(i, i+5))
	abs, rel := m.ExpectedError(45)
	fmt.Printf("expected error %.2f years (%.1f%%)\n", abs, 100*rel)
	// Output:
	// P(45|45) = 0.245, P(46|45) = 0.149, P(50|45) = 0.0201
	// expected error 1.92 years (4.3%)
}

// A document with the helper string Ψ: the yearly salary is derived from the noisy monthly one.
func ExampleSanitizer_Document() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(make([]byte, 32)) // a fixed test key
	s, _ := sanitize.New(reg, key, sanitize.Options{Budget: sanitize.BudgetPrompt})
	text, spans, helpers, _ := annotate.ParseMarkupHelpers([]byte("monthly ⟦money#m:$5,000⟧, yearly ⟦money=12*m:$60,000⟧"), reg)
	res, _ := s.Document(text, spans, helpers)
	for _, tok := range res.Report.Tokens {
		fmt.Println(tok.Type, tok.Role, tok.Epsilon)
	}
	fmt.Println("total ε", res.Report.TotalEpsilon)
	// Output:
	// money root 0.5
	// money derived 0
	// total ε 0.5
}
