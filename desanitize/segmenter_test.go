package desanitize

import (
	"bytes"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// Writing a text to a segmenter in pieces of any size finds the same spans, at the same stream offsets, as
// scanning it, and the segments are the text.
func TestSegmenterMatchesScan(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	text := corpus.Generate(300<<10, 5)
	type found struct {
		off  int64
		typ  string
		text string
	}
	collect := func(out *bytes.Buffer, spans *[]found) func(annotate.Segment) error {
		return func(seg annotate.Segment) error {
			for _, sp := range seg.Spans {
				*spans = append(*spans, found{seg.Offset + int64(sp.Start), sp.Type.ID, string(seg.Text[sp.Start:sp.End])})
			}
			out.Write(seg.Text)
			return nil
		}
	}
	var scanOut bytes.Buffer
	var want []found
	if err := annotate.ScanFunc(bytes.NewReader(text), ann.Annotate, collect(&scanOut, &want)); err != nil {
		t.Fatal(err)
	}
	if len(want) < 100 {
		t.Fatalf("only %d spans in the generated text", len(want))
	}
	for _, piece := range []int{1, 7, 500, 4096, 100 << 10, 1 << 20} {
		var out bytes.Buffer
		var got []found
		w := newSegmenter(func(text []byte, _ int) []annotate.Span { return ann.Annotate(text) }, nil, collect(&out, &got))
		for p := text; len(p) > 0; {
			n := min(piece, len(p))
			if piece < 500 && len(p) < len(text)-5000 {
				n = len(p) // small pieces for a while, then the rest
			}
			if _, err := w.Write(p[:n]); err != nil {
				t.Fatal(err)
			}
			p = p[n:]
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), text) {
			t.Fatalf("pieces of %d: segments are not the text", piece)
		}
		if len(got) != len(want) {
			t.Fatalf("pieces of %d: %d spans, scan found %d", piece, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("pieces of %d: span %d is %+v, scan found %+v", piece, i, got[i], want[i])
			}
		}
		if _, err := w.Write([]byte("x")); err == nil {
			t.Error("Write after Close succeeded")
		}
	}
}
