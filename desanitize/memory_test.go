package desanitize_test

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
)

// distinctPrompt returns a prompt of n lines, each with five distinct values of format types.
func distinctPrompt(n int) []byte {
	var b bytes.Buffer
	for i := range n {
		fmt.Fprintf(&b, "SSN %03d-%02d-%04d, card 4539 %04d %04d 0343, mail user%d@example.org, host 10.%d.%d.%d, phone (415) 555-%04d\n",
			100+i%500, 10+i%89, i%10000, i%9973, i%9967, i, i>>16&255, i>>8&255, i&255, i%10000)
	}
	return b.Bytes()
}

// Restoring from a prompt with many distinct values keeps memory small and linear in their
// number: the restore set once was one regular expression of ~110 times the prompt's size.
func TestRestrictMemory(t *testing.T) {
	f := newFixture(t, "")
	prompt := distinctPrompt(10000) // 50,000 values, 1.1 MB
	safe := f.sanitize(t, prompt)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	live := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("prompt %d bytes: %d bytes live after Restrict (%.1f bytes per prompt byte)", len(prompt), live, float64(live)/float64(len(prompt)))
	// 50,000 values of ~15 bytes, recorded twice (original and replacement) plus their index:
	// a generous bound of 4 times the prompt.
	if live > 4*int64(len(prompt)) {
		t.Errorf("Restrict keeps %d bytes for a %d-byte prompt", live, len(prompt))
	}
	var out bytes.Buffer
	if _, err := d.Desanitize(&out, bytes.NewReader(safe)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), prompt) {
		t.Errorf("round trip differs:\n%s", firstDiff(prompt, out.Bytes()))
	}
	runtime.KeepAlive(d)
}
