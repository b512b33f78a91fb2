package desanitize_test

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/corpus"
	"github.com/preempt-dev/preempt/sanitize"
)

func BenchmarkSanitize(b *testing.B) {
	f := newFixture(b, "")
	text := corpus.Generate(corpus.BenchSize(), 1)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := f.san.Sanitize(io.Discard, bytes.NewReader(text), f.ann); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSanitizeFormat is BenchmarkSanitize with the format types only (no person detector,
// no value types).
func BenchmarkSanitizeFormat(b *testing.B) {
	reg, err := annotate.Load([]byte("[extend]\ndisabledTypes = [\"person\", \"age\", \"money\", \"percent\"]\n"), "bench.toml")
	if err != nil {
		b.Fatal(err)
	}
	san, err := sanitize.New(reg, testKey(b, 7), sanitize.Options{})
	if err != nil {
		b.Fatal(err)
	}
	ann := annotate.New(reg)
	text := corpus.Generate(corpus.BenchSize(), 1)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := san.Sanitize(io.Discard, bytes.NewReader(text), ann); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDesanitize(b *testing.B) {
	f := newFixture(b, "")
	text := corpus.Generate(corpus.BenchSize(), 1)
	safe := f.sanitize(b, text)
	b.SetBytes(int64(len(safe)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d := desanitize.New(f.ann, f.san)
		d.KeyOnly()
		if _, err := d.Desanitize(io.Discard, bytes.NewReader(safe)); err != nil {
			b.Fatal(err)
		}
	}
}

// An answer streamed as an LLM sends it, a few bytes per write, restricted to a 20 KB prompt.
func BenchmarkStreamSmallWrites(b *testing.B) {
	f := newFixture(b, "")
	text := corpus.Generate(100<<10, 3)
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(bytes.NewReader(text[:20<<10])); err != nil {
		b.Fatal(err)
	}
	answer := f.sanitize(b, text)
	b.SetBytes(int64(len(answer)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := d.NewWriter(io.Discard)
		for p := answer; len(p) > 0; {
			n := min(4, len(p))
			if _, err := w.Write(p[:n]); err != nil {
				b.Fatal(err)
			}
			p = p[n:]
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDesanitizeLedger restores an answer (the sanitized prompt itself) from the ledger
// of its prompt, as 'desanitize --prompt', 'run' and the proxy do. The prompt is
// $PREEMPT_BENCH_PROMPT if set (scripts/gencorpus -dense writes one), else generated text.
func BenchmarkDesanitizeLedger(b *testing.B) {
	f := newFixture(b, "")
	text := corpus.Generate(corpus.BenchSize(), 1)
	if p := os.Getenv("PREEMPT_BENCH_PROMPT"); p != "" {
		var err error
		if text, err = os.ReadFile(p); err != nil {
			b.Fatal(err)
		}
	}
	safe, d := f.withLedger(b, text)
	b.SetBytes(int64(len(safe)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := d.Desanitize(io.Discard, bytes.NewReader(safe)); err != nil {
			b.Fatal(err)
		}
	}
}
