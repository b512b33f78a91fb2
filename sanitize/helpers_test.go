package sanitize

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// defaultTypeCodec returns the default annotator and the codec of type id as the default
// registry configures it.
func defaultTypeCodec(t testing.TB, id string) (*annotate.Annotator, formatCodec) {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	typ, ok := reg.Lookup(id)
	if !ok {
		t.Fatalf("no %s type in the default registry", id)
	}
	c, err := newFormatCodec(typ.Codec, codecParams(typ.Params))
	if err != nil {
		t.Fatal(err)
	}
	return annotate.New(reg), c
}

// spansOfType returns the texts of the spans of type id in text and their offsets.
func spansOfType(a *annotate.Annotator, text, id string) (texts []string, pos [][2]int) {
	for _, s := range a.Annotate([]byte(text)) {
		if s.Type.ID == id {
			texts = append(texts, text[s.Start:s.End])
			pos = append(pos, [2]int{s.Start, s.End})
		}
	}
	return texts, pos
}

// spanOfType returns the last span of type typ that the annotator finds in text, or nil.
func spanOfType(a *annotate.Annotator, text string, typ *annotate.Type) *annotate.Span {
	spans := a.Annotate([]byte(text))
	var sp *annotate.Span
	for i := range spans {
		if spans[i].Type == typ {
			sp = &spans[i]
		}
	}
	return sp
}

// checkPreservedInContext puts x into ctx (at each %s) and checks that the annotator finds it as
// type id with its exact extent, and finds its ciphertext in the same place as type id with the
// ciphertext's extent, with no span of another type overlapping it.
func checkPreservedInContext(t testing.TB, a *annotate.Annotator, c formatCodec, p *permuter, id, ctx, x string) {
	t.Helper()
	text := strings.ReplaceAll(ctx, "%s", x)
	_, pos := spansOfType(a, text, id)
	at := strings.Index(text, x)
	if len(pos) == 0 || pos[0] != [2]int{at, at + len(x)} {
		t.Fatalf("%q: %s spans %v; want [%d %d]", text, id, pos, at, at+len(x))
	}
	y, err := c.Encrypt(p, x)
	if err != nil {
		t.Fatal(err)
	}
	out := strings.ReplaceAll(ctx, "%s", y)
	_, pos2 := spansOfType(a, out, id)
	if want := [2]int{at, at + len(y)}; len(pos2) != len(pos) || pos2[0] != want {
		t.Fatalf("%q → %q: %s spans %v; want %v first", text, out, id, pos2, want)
	}
	for _, s := range a.Annotate([]byte(out)) {
		if s.Start < pos2[0][1] && s.End > pos2[0][0] && s.Type.ID != id {
			t.Fatalf("%q: %s span %q overlaps the %s value", out, s.Type.ID, out[s.Start:s.End], id)
		}
	}
}
