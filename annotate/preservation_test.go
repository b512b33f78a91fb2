package annotate_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// Type preservation: every example of a default format type, sanitized under twelve keys,
// holds as many values of its type as it did. A pattern narrower than what the type's codec
// writes fails here: the digits of "(11 3012-9945)", encrypted in place, may start with 0.
func TestExamplesFoundAgain(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	count := func(text string, id string) int {
		n := 0
		for _, sp := range ann.Annotate([]byte(text)) {
			if sp.Type.ID == id {
				n++
			}
		}
		return n
	}
	for k := byte(1); k <= 12; k++ {
		key, err := keyring.FromBytes(bytes.Repeat([]byte{k}, 32))
		if err != nil {
			t.Fatal(err)
		}
		san, err := sanitize.New(reg, key, sanitize.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, typ := range reg.Types() {
			if typ.ID == "person" || typ.Category != annotate.Format {
				continue // names: the person tests check theirs (checkNamesFoundAgain)
			}
			for _, ex := range typ.Examples {
				var out bytes.Buffer
				if _, err := san.Sanitize(&out, strings.NewReader(ex), ann); err != nil {
					t.Errorf("%s: %q: sanitize: %v", typ.ID, ex, err)
					continue
				}
				if want, got := count(ex, typ.ID), count(out.String(), typ.ID); got != want {
					t.Errorf("%s: %q has %d, its ciphertext %q (key %d) %d", typ.ID, ex, want, out.String(), k, got)
				}
			}
		}
	}
}
