package annotate_test

import (
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

// BenchmarkAnnotateNames annotates the names corpus (e-mails, meeting notes, letters, chats
// in English, German and French, dense in names and capitalised words) as one text: the
// person detector's worst realistic case.
func BenchmarkAnnotateNames(b *testing.B) {
	reg, err := annotate.Default()
	if err != nil {
		b.Fatal(err)
	}
	prompts, err := corpus.Load("../testdata/corpus/names", reg)
	if err != nil {
		b.Fatal(err)
	}
	var text []byte
	for _, p := range prompts {
		text = append(text, p.Text...)
		text = append(text, "\n\n"...)
	}
	ann := annotate.New(reg)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for range b.N {
		ann.Annotate(text)
	}
}

// BenchmarkAnnotatePrompt is one short prompt, as a command annotates it: the latency a user
// waits for, without the process start.
func BenchmarkAnnotatePrompt(b *testing.B) {
	reg, err := annotate.Default()
	if err != nil {
		b.Fatal(err)
	}
	text := []byte("Hi Priya,\n\nthanks for the call with Kwame Mensah and Dr. Lindqvist yesterday. " +
		"Please send the Volume 2 draft to Zhang Wei (zhang.wei@example.com) before March 15.\n\nBest,\nTom")
	ann := annotate.New(reg)
	ann.Annotate(text) // the name lists are parsed once per process
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for range b.N {
		ann.Annotate(text)
	}
}
