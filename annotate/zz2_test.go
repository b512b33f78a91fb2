package annotate

import (
	"os"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

func TestZZOne(t *testing.T) {
	text, _ := os.ReadFile(os.Getenv("ZZTEXT"))
	if len(text) == 0 {
		t.Skip()
	}
	d := personDetector{text: text, db: names.Default(), scratch: &scratch{}, skip: none, trace: func(r rule, s, e int) {
		t.Logf("rule %v %q", r, text[s:e])
	}}
	for _, m := range d.find() {
		t.Logf("found %q", text[m[0]:m[1]])
	}
}
