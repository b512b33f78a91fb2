package annotate_test

import (
	"context"
	"fmt"

	"github.com/preempt-dev/preempt/annotate"
)

// The person detector needs no model: lists, capitals and context.
func ExampleAnnotator_Annotate_person() {
	reg, _ := annotate.Default()
	ann := annotate.New(reg)
	text := []byte("Dear Thomas, Kaiser Soze called in May. Soze's lawyer, Frau Schneider, will write.")
	for _, s := range ann.Annotate(text) {
		fmt.Printf("%s %q\n", s.Type.ID, text[s.Start:s.End])
	}
	// Output:
	// person "Thomas"
	// person "Kaiser Soze"
	// person "Soze"
	// person "Schneider"
}

// An external annotator is a command: text on stdin, JSONL spans on stdout.
func ExampleAnnotator_AnnotateAll() {
	cfg := []byte(`
[[annotator]]
id = "fake-ner"
command = ["sh", "-c", "cat >/dev/null; echo '{\"type\": \"PER\", \"start\": 0, \"end\": 6}'"]
types = { PER = "person" }
`)
	reg, err := annotate.Load(cfg, "config.toml")
	if err != nil {
		fmt.Println(err)
		return
	}
	text := []byte("Keyser met Maria Gonzalez.")
	spans, err := annotate.New(reg).AnnotateAll(context.Background(), text)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range spans {
		fmt.Printf("%s %q\n", s.Type.ID, text[s.Start:s.End])
	}
	// Output:
	// person "Keyser"
	// person "Maria Gonzalez"
}

// A desanitizer knows which words of an answer are pseudonyms: taken as names, they give the
// age beside them its owner, though the detectors alone do not read "bonZEGU" as a name.
func ExampleAnnotator_AnnotateKnowing() {
	reg, _ := annotate.Default()
	ann := annotate.New(reg)
	person, _ := reg.Lookup("person")
	var pseudonyms annotate.Names
	pseudonyms.Add("bonZEGU", person)
	text := []byte("k xiA Ask bonZEGU is 2")
	fmt.Println(len(ann.Annotate(text)), "spans alone")
	for _, s := range ann.AnnotateKnowing(text, &pseudonyms) {
		fmt.Printf("%s %q\n", s.Type.ID, text[s.Start:s.End])
	}
	// Output:
	// 0 spans alone
	// person "bonZEGU"
	// age "2"
}
