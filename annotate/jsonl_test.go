package annotate_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// Offsets in the JSONL format are into the whole input: a segment's offset is added.
func TestWriteJSONL(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	text := []byte("SSN 372-61-4918.")
	seg := annotate.Segment{Text: text, Offset: 100, Spans: annotate.New(reg).Annotate(text)}
	var b bytes.Buffer
	if err := annotate.WriteJSONL(&b, "f.txt", seg); err != nil {
		t.Fatal(err)
	}
	want := `{"file":"f.txt","type":"ssn","category":"format","start":104,"end":115,"text":"372-61-4918"}` + "\n"
	if b.String() != want {
		t.Errorf("got  %s\nwant %s", b.String(), want)
	}
	b.Reset()
	annotate.WriteJSONL(&b, "", seg)
	if strings.Contains(b.String(), "file") {
		t.Errorf("no file, yet: %s", b.String())
	}
}
