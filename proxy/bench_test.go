package proxy

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// A long agent conversation: the proxy sanitizes the whole of it on every turn.
func BenchmarkSanitizeConversation(b *testing.B) {
	prompt, err := os.ReadFile("../testdata/demo/prompt.txt")
	if err != nil {
		b.Fatal(err)
	}
	var msgs []any
	for i := range 200 {
		msgs = append(msgs, map[string]any{"role": "user", "content": fmt.Sprintf("turn %d: %s", i, prompt)},
			map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "text", "text": string(prompt)}}})
	}
	body, _ := json.Marshal(map[string]any{"model": "m", "system": string(prompt), "messages": msgs})
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(testKeyBytes)
	san, _ := sanitize.New(reg, key, sanitize.Options{})
	ann := annotate.New(reg)
	b.SetBytes(int64(len(body)))
	b.ResetTimer()
	for range b.N {
		if _, _, err := messages.sanitize(body, ann, san); err != nil {
			b.Fatal(err)
		}
	}
}
