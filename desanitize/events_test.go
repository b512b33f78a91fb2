package desanitize_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
)

// The arguments of two tool calls of one choice stream as deltas of the same choice, told
// apart by tool_calls[].index: with Events.Part each is its own text, so a value split across
// the events of one call is restored whole even when the other call's deltas come between,
// and a final event's whole text (Events.Whole) is restored at once.
func TestDesanitizeEventsParts(t *testing.T) {
	f := newFixture(t, "")
	prompt := "SSN 372-61-4918, card 4539 1488 0343 6467."
	safe := string(f.sanitize(t, []byte(prompt)))
	ssn, card := cipherOf(t, f, "372-61-4918"), cipherOf(t, f, "4539 1488 0343 6467")
	if !strings.Contains(safe, ssn) || !strings.Contains(safe, card) {
		t.Fatalf("sanitized prompt %q lacks %q or %q", safe, ssn, card)
	}
	args := func(tool int, piece string) string {
		p, _ := json.Marshal(piece)
		return fmt.Sprintf("data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":%d,\"function\":{\"arguments\":%s}}]}}]}\n\n", tool, p)
	}
	a0, a1 := `{"ssn":"`+ssn+`"}`, `{"card":"`+card+`"}`
	var in strings.Builder
	in.WriteString(args(0, a0[:12]))
	in.WriteString(args(1, a1[:14]))
	in.WriteString(args(0, a0[12:]))
	in.WriteString(args(1, a1[14:]))
	in.WriteString("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n")
	done, _ := json.Marshal(safe)
	fmt.Fprintf(&in, "data: {\"type\":\"done\",\"text\":%s}\n\ndata: [DONE]\n\n", done)

	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	_, err := d.DesanitizeEvents(&out, strings.NewReader(in.String()), desanitize.Events{
		Deltas: []string{"choices.*.delta.tool_calls.*.function.arguments"},
		Whole:  []string{"text"},
		Part: func(data []byte, at []string) string {
			var m struct {
				Choices []struct {
					Delta struct {
						ToolCalls []struct{ Index int } `json:"tool_calls"`
					}
				}
			}
			json.Unmarshal(data, &m)
			return fmt.Sprint("tool ", m.Choices[0].Delta.ToolCalls[0].Index)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	var whole string
	for _, ev := range strings.Split(strings.TrimSpace(out.String()), "\n\n") {
		data, _ := strings.CutPrefix(ev, "data: ")
		if data == "[DONE]" {
			continue
		}
		var m struct {
			Text    string
			Choices []struct {
				Delta struct {
					ToolCalls []struct {
						Index    int
						Function struct{ Arguments string }
					} `json:"tool_calls"`
				}
			}
		}
		if err := json.Unmarshal([]byte(data), &m); err != nil {
			t.Fatalf("event %q is not JSON: %v", data, err)
		}
		whole += m.Text
		for _, c := range m.Choices {
			for _, tc := range c.Delta.ToolCalls {
				got[tc.Index] += tc.Function.Arguments
			}
		}
	}
	if want := `{"ssn":"372-61-4918"}`; got[0] != want {
		t.Errorf("tool call 0 arguments %q, want %q", got[0], want)
	}
	if want := `{"card":"4539 1488 0343 6467"}`; got[1] != want {
		t.Errorf("tool call 1 arguments %q, want %q", got[1], want)
	}
	if whole != prompt {
		t.Errorf("whole text %q, want %q", whole, prompt)
	}
}

// cipherOf returns the replacement the fixture's sanitizer writes for value.
func cipherOf(t *testing.T, f fixture, value string) string {
	t.Helper()
	return strings.TrimSpace(string(f.sanitize(t, []byte(value))))
}

// Anthropic sends ping events at any time: one between the two halves of a value does not end
// the text, so the value is still restored whole.
func TestDesanitizeSSEPingKeepsText(t *testing.T) {
	f := newFixture(t, "")
	prompt := "SSN 372-61-4918"
	ssn := cipherOf(t, f, "372-61-4918")
	delta := func(piece string) string {
		p, _ := json.Marshal(piece)
		return fmt.Sprintf("event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":%s}}\n\n", p)
	}
	in := delta("Your SSN is "+ssn[:5]) + "event: ping\ndata: {\"type\": \"ping\"}\n\n" + delta(ssn[5:]+".") +
		"event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, l := range strings.Split(out.String(), "\n") {
		var m struct{ Delta struct{ Text string } }
		if data, ok := strings.CutPrefix(l, "data: "); ok && json.Unmarshal([]byte(data), &m) == nil {
			text.WriteString(m.Delta.Text)
		}
	}
	if want := "Your SSN is 372-61-4918."; text.String() != want {
		t.Errorf("restored %q, want %q", text.String(), want)
	}
}
