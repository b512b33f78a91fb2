package sanitize_test

import (
	"fmt"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

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
