package annotate_test

import (
	"strings"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
)

// A long run of capitalised words (60 KB of "Zx Zx ...") is annotated in time linear in its
// length: the check of a model name against the words around it once read the whole run for
// every name and took minutes. The bound is 40 times what it takes on a loaded machine.
func TestPersonLongCapitalisedRun(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	text := []byte(strings.Repeat("Zx ", 20000))
	t0 := time.Now()
	annotate.New(reg).Annotate(text)
	if d := time.Since(t0); d > 20*time.Second {
		t.Errorf("%d bytes took %v", len(text), d)
	}
}
