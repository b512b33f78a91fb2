package proxy

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// standIn is an upstream that records what it receives and answers like the API of the path,
// echoing the last message's text back as the answer's text and as a tool call's arguments
// ({"text": ...}); with "stream": true it streams both in pieces of chunk bytes, so values are
// split across events.
type standIn struct {
	srv   *httptest.Server
	chunk int
	// gate, if not nil, is waited for before the last event of a stream: a test that receives
	// the first events before closing it proves they were not held back.
	gate chan struct{}
	// drop, if set, makes a stream break off (the connection closed) after its first events.
	drop bool
	// cross, if set, appends to each echo the text of the request received before it, as a
	// model might quote another conversation's ciphertexts: they must stay ciphertexts.
	cross bool
	last  string

	mu   sync.Mutex
	reqs []recorded
}

type recorded struct {
	path   string
	header http.Header
	body   []byte
}

func newStandIn(t testing.TB) *standIn {
	s := &standIn{chunk: 3}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.srv.Close)
	return s
}

func (s *standIn) received() []recorded {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]recorded(nil), s.reqs...)
}

func (s *standIn) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.reqs = append(s.reqs, recorded{r.URL.Path, r.Header.Clone(), body})
	s.mu.Unlock()
	var req struct {
		Stream   bool
		Input    json.RawMessage
		Messages []struct{ Content json.RawMessage }
	}
	if err := json.Unmarshal(body, &req); err != nil {
		http.Error(w, `{"error":{"message":"bad json"}}`, http.StatusBadRequest)
		return
	}
	var text string
	switch {
	case len(req.Messages) > 0:
		json.Unmarshal(req.Messages[len(req.Messages)-1].Content, &text)
	case req.Input != nil:
		if json.Unmarshal(req.Input, &text) != nil {
			var items []struct{ Content string }
			json.Unmarshal(req.Input, &items)
			if len(items) > 0 {
				text = items[len(items)-1].Content
			}
		}
	}
	if s.cross {
		s.mu.Lock()
		text, s.last = text+" | "+s.last, text
		s.mu.Unlock()
	}
	args, _ := json.Marshal(map[string]string{"text": text})
	if !req.Stream {
		w.Header().Set("Content-Type", "application/json")
		w.Write(jsonAnswer(r.URL.Path, text, string(args)))
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	events := streamAnswer(r.URL.Path, text, string(args), s.chunk)
	for i, ev := range events {
		if i == len(events)-1 && s.gate != nil {
			select {
			case <-s.gate:
			case <-time.After(10 * time.Second):
			}
		}
		if s.drop && i == len(events)/2 {
			// Break the connection off in the middle of the chunked body.
			conn, buf, err := http.NewResponseController(w).Hijack()
			if err == nil {
				buf.Flush()
				conn.Close()
			}
			return
		}
		io.WriteString(w, ev)
		http.NewResponseController(w).Flush()
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// jsonAnswer is a whole answer of the API at path with text and a tool call with args.
func jsonAnswer(path, text, args string) []byte {
	var v any
	switch path {
	case "/v1/chat/completions":
		v = map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-test", "choices": []any{
			map[string]any{"index": 0, "finish_reason": "tool_calls", "message": map[string]any{
				"role": "assistant", "content": text, "tool_calls": []any{map[string]any{
					"id": "call_1", "type": "function", "function": map[string]any{"name": "echo", "arguments": args}}}}}}}
	case "/v1/responses":
		v = map[string]any{"id": "resp_1", "object": "response", "output": []any{
			map[string]any{"type": "message", "id": "msg_1", "role": "assistant", "content": []any{
				map[string]any{"type": "output_text", "text": text}}},
			map[string]any{"type": "function_call", "call_id": "call_1", "name": "echo", "arguments": args}}}
	case "/v1/messages":
		var input any
		json.Unmarshal([]byte(args), &input)
		v = map[string]any{"id": "msg_1", "type": "message", "role": "assistant", "content": []any{
			map[string]any{"type": "text", "text": text},
			map[string]any{"type": "tool_use", "id": "toolu_1", "name": "echo", "input": input}}}
	}
	return []byte(mustJSON(v))
}

// pieces cuts s into pieces of n bytes, or a little more where a character would be cut: a
// JSON string holds whole characters ("ń" of a pseudonym).
func pieces(s string, n int) []string {
	var out []string
	for len(s) > n {
		k := n
		for k < len(s) && !utf8.RuneStart(s[k]) {
			k++
		}
		out = append(out, s[:k])
		s = s[k:]
	}
	return append(out, s)
}

// streamAnswer is the events of a streamed answer of the API at path.
func streamAnswer(path, text, args string, chunk int) []string {
	var ev []string
	data := func(v any) { ev = append(ev, "data: "+mustJSON(v)+"\n\n") }
	typed := func(typ string, v map[string]any) {
		v["type"] = typ
		ev = append(ev, "event: "+typ+"\ndata: "+mustJSON(v)+"\n\n")
	}
	switch path {
	case "/v1/chat/completions":
		choice := func(delta map[string]any, finish any) {
			data(map[string]any{"id": "chatcmpl-1", "object": "chat.completion.chunk", "choices": []any{
				map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}})
		}
		choice(map[string]any{"role": "assistant", "content": ""}, nil)
		for _, p := range pieces(text, chunk) {
			choice(map[string]any{"content": p}, nil)
		}
		choice(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "id": "call_1", "type": "function",
			"function": map[string]any{"name": "echo", "arguments": ""}}}}, nil)
		for _, p := range pieces(args, chunk) {
			choice(map[string]any{"tool_calls": []any{map[string]any{"index": 0, "function": map[string]any{"arguments": p}}}}, nil)
		}
		choice(map[string]any{}, "tool_calls")
		ev = append(ev, "data: [DONE]\n\n")
	case "/v1/responses":
		typed("response.created", map[string]any{"response": map[string]any{"id": "resp_1", "output": []any{}}})
		for _, p := range pieces(text, chunk) {
			typed("response.output_text.delta", map[string]any{"item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": p})
		}
		typed("response.output_text.done", map[string]any{"item_id": "msg_1", "output_index": 0, "content_index": 0, "text": text})
		for _, p := range pieces(args, chunk) {
			typed("response.function_call_arguments.delta", map[string]any{"item_id": "fc_1", "output_index": 1, "delta": p})
		}
		typed("response.function_call_arguments.done", map[string]any{"item_id": "fc_1", "output_index": 1, "arguments": args})
		var whole map[string]any
		json.Unmarshal(jsonAnswer(path, text, args), &whole)
		typed("response.completed", map[string]any{"response": whole})
	case "/v1/messages":
		typed("message_start", map[string]any{"message": map[string]any{"id": "msg_1", "type": "message", "role": "assistant", "content": []any{}}})
		typed("content_block_start", map[string]any{"index": 0, "content_block": map[string]any{"type": "text", "text": ""}})
		for _, p := range pieces(text, chunk) {
			typed("content_block_delta", map[string]any{"index": 0, "delta": map[string]any{"type": "text_delta", "text": p}})
		}
		typed("content_block_stop", map[string]any{"index": 0})
		typed("content_block_start", map[string]any{"index": 1, "content_block": map[string]any{"type": "tool_use", "id": "toolu_1", "name": "echo", "input": map[string]any{}}})
		for _, p := range pieces(args, chunk) {
			typed("content_block_delta", map[string]any{"index": 1, "delta": map[string]any{"type": "input_json_delta", "partial_json": p}})
		}
		typed("content_block_stop", map[string]any{"index": 1})
		typed("message_delta", map[string]any{"delta": map[string]any{"stop_reason": "tool_use"}})
		typed("message_stop", map[string]any{})
	}
	return ev
}

// answer is what a client makes of an answer: its text, the tool call's arguments, and, for a
// stream, the final text a closing event repeats.
type answer struct {
	text, args, final string
	errEvent          bool
	events            int
}

// parseAnswer reads a JSON answer or an event stream of the API at path as a client would,
// failing on anything that is not valid JSON.
func parseAnswer(t testing.TB, path string, body []byte, stream bool) answer {
	t.Helper()
	var a answer
	if !stream {
		var m struct {
			Choices []struct {
				Message struct {
					Content   string
					ToolCalls []struct{ Function struct{ Arguments string } } `json:"tool_calls"`
				}
			}
			Output []struct {
				Content   []struct{ Text string }
				Arguments string
			}
			Content []struct {
				Text  string
				Input json.RawMessage
			}
		}
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("answer is not JSON: %v: %s", err, body)
		}
		for _, c := range m.Choices {
			a.text += c.Message.Content
			for _, tc := range c.Message.ToolCalls {
				a.args += tc.Function.Arguments
			}
		}
		for _, o := range m.Output {
			for _, c := range o.Content {
				a.text += c.Text
			}
			a.args += o.Arguments
		}
		for _, c := range m.Content {
			a.text += c.Text
			if c.Input != nil {
				a.args += string(c.Input)
			}
		}
		return a
	}
	s := string(body)
	if !strings.HasSuffix(s, "\n\n") {
		t.Fatalf("stream does not end with a blank line: %q", s[max(0, len(s)-200):])
	}
	for _, e := range strings.Split(strings.TrimSuffix(s, "\n\n"), "\n\n") {
		a.events++
		var data string
		for _, l := range strings.Split(e, "\n") {
			if v, ok := strings.CutPrefix(l, "data: "); ok {
				data = v
			} else if l == "event: error" {
				a.errEvent = true
			} else if !strings.HasPrefix(l, "event: ") {
				t.Fatalf("unexpected line %q in event %q", l, e)
			}
		}
		if data == "[DONE]" {
			continue
		}
		var m struct {
			Type    string
			Error   json.RawMessage
			Choices []struct {
				Delta struct {
					Content   string
					ToolCalls []struct{ Function struct{ Arguments string } } `json:"tool_calls"`
				}
			}
			Delta json.RawMessage
			Text  string
		}
		if err := json.Unmarshal([]byte(data), &m); err != nil {
			t.Fatalf("event data is not JSON: %v: %q", err, data)
		}
		if m.Error != nil {
			a.errEvent = true
		}
		for _, c := range m.Choices {
			a.text += c.Delta.Content
			for _, tc := range c.Delta.ToolCalls {
				a.args += tc.Function.Arguments
			}
		}
		switch m.Type {
		case "response.output_text.delta":
			var d string
			json.Unmarshal(m.Delta, &d)
			a.text += d
		case "response.function_call_arguments.delta":
			var d string
			json.Unmarshal(m.Delta, &d)
			a.args += d
		case "response.output_text.done":
			a.final = m.Text
		case "content_block_delta":
			var d struct{ Text, PartialJSON string }
			var raw map[string]string
			json.Unmarshal(m.Delta, &raw)
			d.Text, d.PartialJSON = raw["text"], raw["partial_json"]
			a.text += d.Text
			a.args += d.PartialJSON
		}
	}
	return a
}

var testKeyBytes = func() []byte {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}()

// newProxy returns a proxy server in front of up, with the default types and a fixed key.
func newProxy(t testing.TB, up string, cfg Config) *httptest.Server {
	t.Helper()
	if cfg.Registry == nil {
		reg, err := annotate.Default()
		if err != nil {
			t.Fatal(err)
		}
		cfg.Registry = reg
	}
	key, err := keyring.FromBytes(testKeyBytes)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Key = key
	if cfg.Upstream, err = url.Parse(up); err != nil {
		t.Fatal(err)
	}
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return srv
}

func post(t testing.TB, url string, body string, header ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading the answer: %v", err)
	}
	return resp, data
}

// httpServer serves h on loopback for the test and returns its URL.
func httpServer(t testing.TB, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}
