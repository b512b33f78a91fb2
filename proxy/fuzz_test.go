package proxy

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// For any body, sanitizing a request either refuses it as not JSON or returns JSON of the same
// shape (keys, numbers, other strings as they were), and restoring that with the request's one
// ledger gives back JSON of the same shape whose strings are the client's again wherever
// sanitizing and restoring the string alone gives it back (what desanitize cannot restore in
// one string, an echo glued to other letters say, is its business, not the proxy's). Strings
// are compared by their letters and digits: one ledger may hold "Sarah Johnson" and
// "Sarah  Johnson", which have one replacement, and an echo of it is restored to one of them.
func FuzzRewriteRoundTrip(f *testing.F) {
	for path, body := range requests {
		f.Add(path, strings.Replace(body, "STREAM", "true", 1))
	}
	f.Add("/v1/chat/completions", `{"messages":[{"role":"user","content":"Mail ann.lee@example.com, card 4539 1488 0343 6467, born 03/15/1961"}]}`)
	f.Add("/v1/messages", `{"system":"IP 203.0.113.45","messages":[{"role":"user","content":[{"type":"tool_result","content":"ZIP 78701, phone (512) 555-0143"}]}]}`)
	f.Add("/v1/responses", `{"input":"SSN 372-61-4918","tools":[{"description":"IBAN DE89 3704 0044 0532 0130 00"}]}`)
	f.Add("/v1/chat/completions", `{"messages":[{"tool_calls":[{"function":{"arguments":"{\"ssn\": \"372-61-4918\", \"n\": [1, {\"x\": \"Sarah Johnson\"}]"}}]}]}`)
	reg, err := annotate.Default()
	if err != nil {
		f.Fatal(err)
	}
	key, err := keyring.FromBytes(testKeyBytes)
	if err != nil {
		f.Fatal(err)
	}
	san, err := sanitize.New(reg, key, sanitize.Options{Context: "fuzz"})
	if err != nil {
		f.Fatal(err)
	}
	ann := annotate.New(reg)
	// alone sanitizes and restores one string with its own ledger.
	alone := func(s string) string {
		var safe, back bytes.Buffer
		l, _, err := san.SanitizeLedger(&safe, strings.NewReader(s), ann)
		if err != nil {
			return "\x00" // cannot be compared
		}
		d := desanitize.New(ann, san)
		d.RestoreInURLs()
		d.Use(l)
		d.Desanitize(&back, &safe)
		return back.String()
	}
	apis := map[string]*api{"/v1/chat/completions": chat, "/v1/responses": responses, "/v1/messages": messages}
	f.Fuzz(func(t *testing.T, path, body string) {
		a := apis[path]
		if a == nil {
			return
		}
		safe, ledger, err := a.sanitize([]byte(body), ann, san)
		if errors.Is(err, errNotJSON) {
			if json.Valid([]byte(body)) && strings.HasPrefix(strings.TrimLeft(body, " \t\r\n"), "{") {
				t.Fatalf("a JSON object refused as not JSON: %q", body)
			}
			return
		}
		if err != nil {
			return // a value it cannot protect: refused, which is the fail-closed answer
		}
		var in, out any
		if err := json.Unmarshal([]byte(body), &in); err != nil {
			t.Fatalf("accepted a body that is not JSON: %q", body)
		}
		if err := json.Unmarshal(safe, &out); err != nil {
			t.Fatalf("sanitized body is not JSON: %v\n%s", err, safe)
		}
		if !sameShape(in, out, nil, a.request) {
			t.Fatalf("sanitizing changed more than the model's strings:\n%s\n%s", body, safe)
		}
		d := desanitize.New(ann, san)
		d.RestoreInURLs() // a round trip: the client wrote these URLs itself
		d.Use(ledger)
		back, err := (&api{answer: a.request}).restoreJSON(safe, d)
		if err != nil {
			t.Fatalf("restoring: %v", err)
		}
		var got any
		if err := json.Unmarshal(back, &got); err != nil {
			t.Fatalf("restored body is not JSON: %v", err)
		}
		if !sameShape(in, got, nil, a.request) {
			t.Fatalf("restoring changed the body's shape:\n%s\n%s", body, back)
		}
		eachSelected(in, got, nil, a.request, func(r rule, orig, restored string) {
			if r.json && json.Valid([]byte(orig)) {
				var o, g any
				json.Unmarshal([]byte(orig), &o)
				if json.Unmarshal([]byte(restored), &g) != nil || !sameShape(o, g, nil, []rule{{path: []string{"**"}}}) {
					t.Fatalf("arguments %q restored as %q", orig, restored)
				}
				eachSelected(o, g, nil, []rule{{path: []string{"**"}}}, func(_ rule, orig, restored string) {
					if letters(alone(orig)) == letters(orig) && letters(restored) != letters(orig) {
						t.Fatalf("argument %q restored as %q\n%s\n%s", orig, restored, safe, back)
					}
				})
				return
			}
			if letters(alone(orig)) == letters(orig) && letters(restored) != letters(orig) {
				t.Fatalf("%q restored as %q\n%s\n%s", orig, restored, safe, back)
			}
		})
	})
}

// eachSelected calls fn with each string of in that rules select and the string of out in its
// place; in and out have the same shape.
func eachSelected(in, out any, at []string, rules []rule, fn func(r rule, in, out string)) {
	switch v := in.(type) {
	case map[string]any:
		for k, x := range v {
			eachSelected(x, out.(map[string]any)[k], append(at[:len(at):len(at)], k), rules, fn)
		}
	case []any:
		for i := range v {
			eachSelected(v[i], out.([]any)[i], append(at[:len(at):len(at)], itoa(i)), rules, fn)
		}
	case string:
		if r, ok := match(rules, at); ok {
			fn(r, v, out.(string))
		}
	}
}

// letters returns the letters and digits of s in lower case.
func letters(s string) string {
	return strings.ToLower(strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s))
}

// sameShape reports whether out is in with only the strings that rules select changed (and the
// numbers of those ending in "**").
func sameShape(in, out any, at []string, rules []rule) bool {
	switch v := in.(type) {
	case map[string]any:
		o, ok := out.(map[string]any)
		if !ok || len(o) != len(v) {
			return false
		}
		for k, x := range v {
			y, ok := o[k]
			if !ok || !sameShape(x, y, append(at[:len(at):len(at)], k), rules) {
				return false
			}
		}
		return true
	case []any:
		o, ok := out.([]any)
		if !ok || len(o) != len(v) {
			return false
		}
		for i := range v {
			if !sameShape(v[i], o[i], append(at[:len(at):len(at)], itoa(i)), rules) {
				return false
			}
		}
		return true
	case string:
		if _, ok := out.(string); !ok {
			return false
		}
		if _, ok := match(rules, at); ok {
			return true
		}
	case float64:
		// A number of a tool call's arguments or input may be sanitized, into a number or,
		// if the replacement is none, a string.
		if r, ok := match(rules, at); ok && r.path[len(r.path)-1] == "**" {
			switch out.(type) {
			case float64, string:
				return true
			}
		}
	}
	return reflect.DeepEqual(in, out)
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }
