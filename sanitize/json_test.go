package sanitize_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

func jsonFixture(t testing.TB, config string) (*annotate.Annotator, *sanitize.Sanitizer) {
	t.Helper()
	reg, err := annotate.Default()
	if config != "" {
		reg, err = annotate.Load([]byte(config), "test.toml")
	}
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(bytes.Repeat([]byte{3}, 32))
	if err != nil {
		t.Fatal(err)
	}
	san, err := sanitize.New(reg, key, sanitize.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return annotate.New(reg), san
}

// A chat body keeps its structure: the same keys and non-string values, and exactly the
// selected strings changed, each as the text sanitizer would change it.
func TestSanitizeJSON(t *testing.T) {
	ann, san := jsonFixture(t, "")
	body := `{"model": "gpt-4o", "messages": [{"role": "user", "content": "SSN 372-61-4918, mail ann@example.org"}],
 "user": "372-61-4918", "n": 2, "stop": null}`
	out, st, err := san.SanitizeJSON([]byte(body), ann, []string{"messages.*.content"})
	if err != nil {
		t.Fatal(err)
	}
	var in, got map[string]any
	json.Unmarshal([]byte(body), &in)
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output is not JSON: %s", out)
	}
	var want bytes.Buffer
	content := in["messages"].([]any)[0].(map[string]any)["content"].(string)
	if _, err := san.Sanitize(&want, strings.NewReader(content), ann); err != nil {
		t.Fatal(err)
	}
	in["messages"].([]any)[0].(map[string]any)["content"] = want.String()
	if !reflect.DeepEqual(got, in) {
		t.Errorf("got %s\nwant the input with content %q", out, want.String())
	}
	if strings.Contains(string(out), "ann@example.org") || st.ByType["ssn"] != 1 || st.ByType["email"] != 1 {
		t.Errorf("stats %v, output %s", st.ByType, out)
	}
	if !strings.Contains(string(out), `"user": "372-61-4918"`) {
		t.Error("a string outside --json-path changed")
	}
}

// Fail closed: a value that cannot be encrypted anywhere in the document means no output.
func TestSanitizeJSONFailsClosed(t *testing.T) {
	ann, san := jsonFixture(t, `[[types]]
id = "odd"
category = "format"
codec = "ssn"
  [[types.patterns]]
  regex = '''\bODD-\d{3}\b'''
`)
	out, _, err := san.SanitizeJSON([]byte(`["SSN 372-61-4918", "ODD-123"]`), ann, nil)
	var se *sanitize.SpanError
	if !errors.As(err, &se) || out != nil {
		t.Fatalf("err %v, output %q; want a SpanError and nothing", err, out)
	}
	if _, _, err := san.SanitizeJSON([]byte(`{"a": "b"`), ann, nil); err == nil {
		t.Error("invalid JSON accepted")
	}
	if _, _, err := san.SanitizeJSON([]byte(`{}`), ann, []string{"a..b"}); err == nil {
		t.Error("bad path accepted")
	}
}

func ExampleSanitizer_SanitizeJSON() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(bytes.Repeat([]byte{1}, 32))
	san, _ := sanitize.New(reg, key, sanitize.Options{Context: "example"})
	body := []byte(`{"messages": [{"role": "user", "content": "My SSN is 372-61-4918."}]}`)
	out, st, err := san.SanitizeJSON(body, annotate.New(reg), []string{"messages.*.content"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(json.Valid(out), !bytes.Contains(out, []byte("372-61-4918")), st.ByType)
	// Output: true true map[ssn:1]
}
