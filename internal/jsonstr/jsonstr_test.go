package jsonstr

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func upper(s string) (string, error) { return strings.ToUpper(s), nil }

func TestRewrite(t *testing.T) {
	chat := `{"model": "gpt-4o",
  "messages": [
    {"role": "system", "content": "be brief"},
    {"role": "user", "content": "call \u00e9ve at <555>"}
  ],
  "n": 1, "stream": true, "stop": null}`
	for _, tc := range []struct {
		name  string
		doc   string
		paths []string
		want  string
	}{
		{"all strings, keys and layout kept", chat, nil, `{"model": "GPT-4O",
  "messages": [
    {"role": "SYSTEM", "content": "BE BRIEF"},
    {"role": "USER", "content": "CALL ÉVE AT <555>"}
  ],
  "n": 1, "stream": true, "stop": null}`},
		{"one field of every message", chat, []string{"messages.*.content"}, `{"model": "gpt-4o",
  "messages": [
    {"role": "system", "content": "BE BRIEF"},
    {"role": "user", "content": "CALL ÉVE AT <555>"}
  ],
  "n": 1, "stream": true, "stop": null}`},
		{"an index, JSONPath spelling", chat, []string{"$.messages[1].content"}, `{"model": "gpt-4o",
  "messages": [
    {"role": "system", "content": "be brief"},
    {"role": "user", "content": "CALL ÉVE AT <555>"}
  ],
  "n": 1, "stream": true, "stop": null}`},
		{"a bare string", `"abc"`, nil, `"ABC"`},
		{"nested arrays", `[["a",["b"]],"c"]`, []string{"0.1.0", "1"}, `[["a",["B"]],"C"]`},
		{"escapes in keys", `{"a\"b":"x","c":{"a\"b":"y"}}`, []string{`c.a"b`}, `{"a\"b":"x","c":{"a\"b":"Y"}}`},
		{"a path to an object selects nothing", `{"a":{"b":"x"}}`, []string{"a"}, `{"a":{"b":"x"}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			paths, err := ParsePaths(tc.paths)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Rewrite([]byte(tc.doc), paths, upper)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestRewriteErrors(t *testing.T) {
	for _, doc := range []string{``, `{`, `{"a":}`, `"a" "b"`, `[1,]`} {
		if _, err := Rewrite([]byte(doc), nil, upper); !errors.Is(err, ErrInvalid) {
			t.Errorf("%q: err %v, want ErrInvalid", doc, err)
		}
	}
	boom := errors.New("boom")
	_, err := Rewrite([]byte(`["a"]`), nil, func(string) (string, error) { return "", boom })
	if !errors.Is(err, boom) {
		t.Errorf("fn's error: got %v", err)
	}
	for _, p := range []string{"", "$", "a..b", "a.[0]"} {
		if _, err := ParsePath(p); err == nil {
			t.Errorf("ParsePath(%q) accepted", p)
		}
	}
}

// For any valid document, rewriting every string gives valid JSON of the same structure, in
// which exactly the string values changed, and rewriting with the identity changes no value.
func FuzzRewrite(f *testing.F) {
	for _, s := range []string{`{"a":"b","c":[1,"d",{"e":null}]}`, `"x\u00e9\n"`, `[]`, `{"a\\":"\"\\/"}`, `[1e5,-0.5,true,false]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		if !json.Valid([]byte(doc)) {
			return
		}
		var want any
		if err := json.Unmarshal([]byte(doc), &want); err != nil {
			t.Skip()
		}
		same, err := Rewrite([]byte(doc), nil, func(s string) (string, error) { return s, nil })
		if err != nil {
			t.Fatal(err)
		}
		var got any
		if err := json.Unmarshal(same, &got); err != nil {
			t.Fatalf("identity rewrite is not JSON: %q → %q", doc, same)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("identity rewrite changed %q into %q", doc, same)
		}
		marked, err := Rewrite([]byte(doc), nil, func(s string) (string, error) { return s + "\x00<é>", nil })
		if err != nil {
			t.Fatal(err)
		}
		var m any
		if err := json.Unmarshal(marked, &m); err != nil {
			t.Fatalf("rewrite is not JSON: %q → %q", doc, marked)
		}
		if !reflect.DeepEqual(m, mark(want)) {
			t.Fatalf("rewrite of %q: %q is not the input with every string value marked", doc, marked)
		}
	})
}

func mark(v any) any {
	switch v := v.(type) {
	case string:
		return v + "\x00<é>"
	case []any:
		for i := range v {
			v[i] = mark(v[i])
		}
	case map[string]any:
		for k := range v {
			v[k] = mark(v[k])
		}
	}
	return v
}

func ExampleRewrite() {
	body := []byte(`{"messages": [{"role": "user", "content": "hello"}]}`)
	paths, _ := ParsePaths([]string{"messages.*.content"})
	out, _ := Rewrite(body, paths, func(s string) (string, error) { return strings.ToUpper(s), nil })
	os.Stdout.Write(out)
	// Output: {"messages": [{"role": "user", "content": "HELLO"}]}
}
