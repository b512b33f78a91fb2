package proxy

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// A tool call's value that only one key says is an SSN ({"ssn": "372614918"}) is protected
// where the same call repeats it under a key that says nothing ({"ids": [372614918]}): with the
// same ciphertext, and a number stays a number.
func TestRepeatedLeaves(t *testing.T) {
	for _, tc := range []struct{ name, path, body string }{
		{"chat tool call", "/v1/chat/completions", `{"model":"m","messages":[{"role":"assistant","content":null,
		  "tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{\"ssn\":\"372614918\",\"ids\":[372614918],\"note\":\"372614918\"}"}}]}]}`},
		{"anthropic tool_use", "/v1/messages", `{"model":"m","max_tokens":10,"messages":[{"role":"assistant","content":[
		  {"type":"tool_use","id":"t","name":"f","input":{"ssn":"372614918","ids":[372614918],"note":"372614918"}}]}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := newStandIn(t)
			px := newProxy(t, up.srv.URL, Config{})
			resp, data := post(t, px.URL+tc.path, tc.body)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, data)
			}
			got := up.received()
			if len(got) != 1 {
				t.Fatalf("the upstream received %d requests", len(got))
			}
			sent := got[0].body
			if strings.Contains(string(sent), "372614918") {
				t.Fatalf("the upstream received the SSN:\n%s", sent)
			}
			var req struct {
				Messages []struct {
					ToolCalls []struct {
						Function struct{ Arguments string }
					} `json:"tool_calls"`
					Content any
				}
			}
			if err := json.Unmarshal(sent, &req); err != nil {
				t.Fatalf("%v:\n%s", err, sent)
			}
			var input []byte
			if tcs := req.Messages[0].ToolCalls; len(tcs) > 0 {
				input = []byte(tcs[0].Function.Arguments)
			} else {
				input, _ = json.Marshal(req.Messages[0].Content.([]any)[0].(map[string]any)["input"])
			}
			var args struct {
				SSN  string
				IDs  []json.Number
				Note string
			}
			dec := json.NewDecoder(bytes.NewReader(input))
			dec.UseNumber()
			if err := dec.Decode(&args); err != nil {
				t.Fatalf("arguments %s: %v", input, err)
			}
			if len(args.IDs) != 1 || string(args.IDs[0]) != args.SSN || args.Note != args.SSN {
				t.Errorf("ssn %q, ids %v, note %q: want one ciphertext, ids a number", args.SSN, args.IDs, args.Note)
			}
		})
	}
}
