package annotate_test

import (
	"bytes"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// The person detector reads context beyond a pattern's window (a name found elsewhere in the
// text), which a stream sees only within its current chunk. Over the names corpus written
// three times in a row (about 200 KB, so several chunks), Scan finds almost exactly the names
// Annotate finds in the whole text at once.
func TestPersonScanMatchesAnnotate(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	prompts, err := corpus.Load("../testdata/corpus/names", reg)
	if err != nil {
		t.Fatal(err)
	}
	var text []byte
	for i := 0; i < 3; i++ {
		for _, p := range prompts {
			text = append(text, p.Text...)
		}
	}
	ann := annotate.New(reg)
	whole := map[[2]int]bool{}
	for _, s := range ann.Annotate(text) {
		if s.Type.ID == "person" {
			whole[[2]int{s.Start, s.End}] = true
		}
	}
	streamed := map[[2]int]bool{}
	var out bytes.Buffer
	err = ann.Scan(bytes.NewReader(text), func(seg annotate.Segment) error {
		out.Write(seg.Text)
		for _, s := range seg.Spans {
			if s.Type.ID == "person" {
				streamed[[2]int{int(seg.Offset) + s.Start, int(seg.Offset) + s.End}] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), text) {
		t.Fatal("Scan did not give back the text")
	}
	diff := 0
	for k := range whole {
		if !streamed[k] {
			diff++
		}
	}
	for k := range streamed {
		if !whole[k] {
			diff++
		}
	}
	t.Logf("%d bytes: %d names at once, %d streamed, %d differ", len(text), len(whole), len(streamed), diff)
	if float64(diff) > 0.01*float64(len(whole)) {
		t.Errorf("%d of %d names differ between Scan and Annotate", diff, len(whole))
	}
}
