package annotate_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/corpus"
)

func BenchmarkAnnotate(b *testing.B) {
	reg, err := annotate.Default()
	if err != nil {
		b.Fatal(err)
	}
	benchAnnotate(b, reg)
}

// benchAnnotate annotates generated text (~1% sensitive) with the types of reg.
func benchAnnotate(b *testing.B, reg *annotate.Registry) {
	ann := annotate.New(reg)
	text := corpus.Generate(corpus.BenchSize(), 1)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ann.Annotate(text)
	}
}

func BenchmarkScan(b *testing.B) {
	ann := defaultAnnotator(b)
	text := corpus.Generate(corpus.BenchSize(), 1)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		err := ann.Scan(&sliceReader{b: text}, func(annotate.Segment) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
	}
}

type sliceReader struct{ b []byte }

func (r *sliceReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.b)
	r.b = r.b[n:]
	return n, nil
}

// formatOnly disables the person detector and the value types: what is left are the format
// types, the regexp and DFA machinery alone.
const formatOnly = "[extend]\ndisabledTypes = [\"person\", \"age\", \"money\", \"percent\"]\n"

// BenchmarkAnnotateFormat is BenchmarkAnnotate with the format types only.
func BenchmarkAnnotateFormat(b *testing.B) {
	reg, err := annotate.Load([]byte(formatOnly), "bench.toml")
	if err != nil {
		b.Fatal(err)
	}
	benchAnnotate(b, reg)
}

// BenchmarkDefault is the cost of the default registry, paid once by every process.
func BenchmarkDefault(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := annotate.Default(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew is the cost of an annotator of the default registry, paid once by every process.
func BenchmarkNew(b *testing.B) {
	reg, err := annotate.Default()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		annotate.New(reg)
	}
}

// BenchmarkFirstPrompt is what a process pays for its first 1 KB prompt once it has the
// registry: a new annotator and its first text, dense realistic prompts of the held-out split
// (the DFA's warm states come from the dev split: see warmTexts).
func BenchmarkFirstPrompt(b *testing.B) {
	text := splitPrompts(b, "heldout", 1<<10)
	reg, err := annotate.Default()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		annotate.New(reg).Annotate(text)
	}
}

// BenchmarkScanPrompts streams the dense realistic prompts of the dev split (a sensitive
// value every few dozen bytes, most of them names), repeated to 1 MiB, through Scan as
// 'preempt annotate' does.
func BenchmarkScanPrompts(b *testing.B) {
	one := splitPrompts(b, "dev", 1<<20)
	text := bytes.Repeat(one, (1<<20)/len(one)+1)[:1<<20]
	ann := defaultAnnotator(b)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		err := ann.Scan(&sliceReader{b: text}, func(annotate.Segment) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
	}
}

// splitPrompts returns the first prompts of a split of testdata (dev or heldout), separated by
// blank lines, up to about size bytes.
func splitPrompts(b *testing.B, split string, size int) []byte {
	data, err := os.ReadFile("../testdata/" + split + "/prompts.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var text []byte
	for _, line := range bytes.Split(data, []byte("\n")) {
		var d struct{ Text string }
		if len(line) == 0 {
			continue
		}
		if err := json.Unmarshal(line, &d); err != nil {
			b.Fatal(err)
		}
		if len(text) > 0 && len(text)+len(d.Text) > size {
			break
		}
		text = append(append(text, d.Text...), "\n\n"...)
	}
	return text
}

// BenchmarkAnnotatePrompts annotates the realistic prompts of the dev split (e-mails, logs,
// HL7, CSV/JSON/SQL, dense in dates, ages, phones), one prompt at a time: ns/op is the
// latency of the whole split, and B/s the throughput on such text.
func BenchmarkAnnotatePrompts(b *testing.B) {
	data, err := os.ReadFile("../testdata/dev/prompts.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var prompts [][]byte
	size := 0
	for _, line := range bytes.Split(data, []byte("\n")) {
		var d struct{ Text string }
		if len(line) == 0 {
			continue
		}
		if err := json.Unmarshal(line, &d); err != nil {
			b.Fatal(err)
		}
		prompts = append(prompts, []byte(d.Text))
		size += len(d.Text)
	}
	ann := defaultAnnotator(b)
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range prompts {
			ann.Annotate(p)
		}
	}
}
