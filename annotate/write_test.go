package annotate_test

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
)

// Write marks up a whole stream, and its JSON lines give offsets into the whole stream, past
// the first segment too.
func TestAnnotatorWrite(t *testing.T) {
	ann := defaultAnnotator(t)
	filler := strings.Repeat("nothing to see here\n", 20000) // several segments
	input := filler + "SSN 372-61-4918.\n"
	var b bytes.Buffer
	if err := ann.Write(context.Background(), &b, strings.NewReader(input), "f.txt", false); err != nil {
		t.Fatal(err)
	}
	if want := filler + "SSN ⟦ssn:372-61-4918⟧.\n"; b.String() != want {
		t.Errorf("markup ends %q, want %q", b.String()[max(0, b.Len()-40):], want[len(want)-40:])
	}
	b.Reset()
	if err := ann.Write(context.Background(), &b, strings.NewReader(input), "f.txt", true); err != nil {
		t.Fatal(err)
	}
	start := len(filler) + len("SSN ")
	want := `{"file":"f.txt","type":"ssn","category":"format","start":` + strconv.Itoa(start) + `,"end":` + strconv.Itoa(start+11) + `,"text":"372-61-4918"}` + "\n"
	if b.String() != want {
		t.Errorf("got  %s\nwant %s", b.String(), want)
	}
}
