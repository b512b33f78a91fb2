package engine

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

const ssn = "372-61-4918"

func newEngine(t *testing.T, opts sanitize.Options) *Engine {
	t.Helper()
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(bytes.Repeat([]byte{7}, keyring.KeySize))
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(reg, key, opts)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Each form sanitizes a value away and restores it from the prompt the desanitizer is given,
// keeping the form's structure (JSON keys, SSE events) as it was.
func TestFormsRoundTrip(t *testing.T) {
	e := newEngine(t, sanitize.Options{Context: "t"})
	prompt := "SSN " + ssn + " on file."
	for _, tc := range []struct {
		name  string
		form  Form
		input string // {v} stands for the value
		keep  string // what the sanitized form keeps as it was
	}{
		{"text", Text, "The SSN is {v}.\n", "The SSN is "},
		{"json", JSON, `{"ssn": "{v}", "n": 3}`, `{"ssn": "`},
		{"sse", SSE, "data: {\"choices\":[{\"delta\":{\"content\":\"It is {v}.\"}}]}\n\ndata: [DONE]\n\n", `data: {"choices":[{"delta":{"content":"It is `},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := strings.ReplaceAll(tc.input, "{v}", ssn)
			var safe bytes.Buffer
			sform := tc.form
			if sform == SSE {
				sform = Text // an event stream is sanitized as text
			}
			if _, err := e.Sanitize(&safe, strings.NewReader(in), sform, nil); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(safe.String(), ssn) || !strings.Contains(safe.String(), tc.keep) {
				t.Fatalf("sanitized %q: want the value replaced and %q kept", safe.String(), tc.keep)
			}
			d := e.Desanitizer(Restoring{})
			if err := d.Restrict(strings.NewReader(prompt)); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			st, err := Restore(d, &out, &safe, tc.form, nil)
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != in {
				t.Errorf("restored %q, want %q", out.String(), in)
			}
			if st.Restored["ssn"] != 1 {
				t.Errorf("restored counts %v, want 1 ssn", st.Restored)
			}
		})
	}
}

// A JSON form that is not JSON, or too large, fails without writing anything.
func TestJSONFormErrors(t *testing.T) {
	e := newEngine(t, sanitize.Options{})
	var out bytes.Buffer
	if _, err := e.Sanitize(&out, strings.NewReader("SSN "+ssn), JSON, nil); err == nil || out.Len() != 0 {
		t.Errorf("not JSON: err %v, wrote %q", err, out.String())
	}
	big := strings.NewReader(`"` + strings.Repeat("a", sanitize.MaxDocument) + `"`)
	if _, err := e.Sanitize(&out, big, JSON, nil); err != sanitize.ErrDocumentTooLarge || out.Len() != 0 {
		t.Errorf("too large: err %v, want ErrDocumentTooLarge", err)
	}
}

// RoundTrip restores what it sanitized, also the fresh noise of the prompt budget, which no
// second sanitizing could draw again; a desanitizer from RoundTrip restores nothing else.
func TestRoundTrip(t *testing.T) {
	e := newEngine(t, sanitize.Options{Budget: sanitize.BudgetPrompt})
	prompt := []byte("Patient, age 47, SSN " + ssn + ".")
	safe, d, err := e.RoundTrip(prompt, Restoring{})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(safe, []byte(ssn)) {
		t.Fatalf("sanitized prompt %q keeps a value", safe)
	}
	other := newEngine(t, sanitize.Options{})
	var third bytes.Buffer
	if _, err := other.Sanitize(&third, strings.NewReader("SSN 123-45-6789"), Text, nil); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	answer := "You wrote: " + string(safe) + " " + third.String()
	if _, err := d.Desanitize(&out, strings.NewReader(answer)); err != nil {
		t.Fatal(err)
	}
	if want := "You wrote: " + string(prompt) + " " + third.String(); out.String() != want {
		t.Errorf("restored %q, want %q", out.String(), want)
	}
}

// Run sends the command the sanitized prompt only and gives back its answer restored, passing
// the command's exit status on; a command that cannot start is a *CommandError.
func TestRun(t *testing.T) {
	e := newEngine(t, sanitize.Options{})
	prompt := []byte("Patient SSN " + ssn + ".\n")
	var out, stderr bytes.Buffer
	// The command echoes its input on stdout and stderr: stderr shows what it was sent.
	status, st, err := e.Run(prompt, []string{"sh", "-c", "tee /dev/stderr; exit 3"}, &out, &stderr, Restoring{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stderr.String(), ssn) || !strings.HasPrefix(stderr.String(), "Patient SSN ") {
		t.Errorf("the command was sent %q, want the prompt sanitized", stderr.String())
	}
	if out.String() != string(prompt) || status != 3 || st.Restored["ssn"] != 1 {
		t.Errorf("answer %q, status %d, restored %v; want the prompt, 3 and one ssn", out.String(), status, st.Restored)
	}
	_, _, err = e.Run(prompt, []string{"/nonexistent/llm"}, &out, &stderr, Restoring{})
	var ce *CommandError
	if !errors.As(err, &ce) || !strings.HasPrefix(err.Error(), "run: ") {
		t.Errorf("missing command: %v, want a *CommandError", err)
	}
}
