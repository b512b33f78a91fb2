package proxy

import (
	"net/http"
	"strings"
	"testing"
)

// Beyond messages and tools, a request carries text the model reads: a chat request's predicted
// output (Predicted Outputs: editors send the file being edited) and the descriptions of a
// structured-output schema. None of it may reach the upstream in clear, and a prediction gets
// the ciphertexts the messages get, so that the model's answer still matches it.
func TestOtherTextTheModelReads(t *testing.T) {
	for _, tc := range []struct{ name, path, body string }{
		{"chat prediction", "/v1/chat/completions", `{"model":"gpt-4o","messages":[{"role":"user","content":"Fix the typo."}],
		  "prediction":{"type":"content","content":"# owner: Sarah Johnson, SSN 372-61-4918\nprint('hi')\n"}}`},
		{"chat prediction parts", "/v1/chat/completions", `{"model":"gpt-4o","messages":[{"role":"user","content":"Fix the typo."}],
		  "prediction":{"type":"content","content":[{"type":"text","text":"# owner: Sarah Johnson, SSN 372-61-4918"}]}}`},
		{"chat response_format", "/v1/chat/completions", `{"model":"gpt-4o","messages":[{"role":"user","content":"Extract."}],
		  "response_format":{"type":"json_schema","json_schema":{"name":"r","schema":{"type":"object",
		   "properties":{"email":{"type":"string","description":"an e-mail such as sarah.johnson@example.com"}}}}}}`},
		{"responses text.format", "/v1/responses", `{"model":"gpt-4o","input":"Extract.",
		  "text":{"format":{"type":"json_schema","name":"r","schema":{"type":"object",
		   "properties":{"email":{"type":"string","description":"an e-mail such as sarah.johnson@example.com"}}}}}}`},
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
			for _, s := range secrets {
				if strings.Contains(string(got[0].body), s) {
					t.Errorf("the upstream received %q:\n%s", s, got[0].body)
				}
			}
		})
	}
}

// A client that sends Expect: 100-continue (curl does, for a large body) has had its 100
// Continue from the proxy, which read the body to sanitize it. Passing the expectation on would
// make the transport wait for the upstream's 100 before sending the body it already has (a
// second of delay when the upstream sends none) and the client get a second 100.
func TestExpectContinueNotForwarded(t *testing.T) {
	up := newStandIn(t)
	px := newProxy(t, up.srv.URL, Config{})
	resp, data := post(t, px.URL+"/v1/chat/completions", `{"model":"m","messages":[{"role":"user","content":"My SSN is 372-61-4918."}]}`,
		"Expect", "100-continue")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, data)
	}
	got := up.received()
	if len(got) != 1 {
		t.Fatalf("the upstream received %d requests", len(got))
	}
	if e := got[0].header.Get("Expect"); e != "" {
		t.Errorf("the upstream received Expect: %s for a body the proxy already read", e)
	}
}
