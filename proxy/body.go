package proxy

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/codecs"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/sanitize"
)

var errNotJSON = errors.New("proxy: the body is not a JSON object")

// sanitize returns the request body with the strings the model sees sanitized, and the one
// ledger of everything it replaced. Keys, model names, ids and roles are kept, and numbers
// but those of tool-call arguments and input.
func (a *api) sanitize(body []byte, ann *annotate.Annotator, san *sanitize.Sanitizer) ([]byte, *sanitize.Ledger, error) {
	if !json.Valid(body) || !bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{")) {
		return nil, nil, errNotJSON
	}
	ledger := &sanitize.Ledger{}
	var b bytes.Buffer
	text := func(v string) (string, *sanitize.Ledger, error) {
		b.Reset()
		l, _, err := san.SanitizeLedger(&b, strings.NewReader(v), ann)
		return b.String(), l, err
	}
	plain := func(v string) (string, error) {
		out, l, err := text(v)
		if err != nil {
			return "", err
		}
		return out, merge(ledger, l)
	}
	// A leaf of a tool call's arguments or input is sanitized as "key: value", so that a key
	// that says what the value is counts as the keyword a bare number needs ({"ssn":
	// "372614918"}), unless sanitizing changed the key itself.
	leaf := func(at []string, v string) (string, error) {
		if key := lastKey(at); key != "" {
			prefix := key + ": "
			if out, l, err := text(prefix + v); err == nil && strings.HasPrefix(out, prefix) {
				return out[len(prefix):], merge(ledger, l)
			}
		}
		return plain(v)
	}
	out, err := rewrite(body, a.request, plain, leaf)
	if err == nil {
		out, err = repeatLeaves(out, a.request, ledger)
	}
	if err != nil {
		return nil, nil, err
	}
	return out, ledger, nil
}

// repeatLeaves returns doc with each string or number the model reads that is exactly the
// original of an entry of l, and was left alone, replaced as that value was elsewhere: the
// {"ids": [372614918]} of a tool call whose {"ssn": "372614918"} was sanitized. A number stays
// a number if its replacement is one. Value types are left out (a count is not the age it
// equals), and so are values shorter than annotate.MinRepeat, as annotate does in text.
func repeatLeaves(doc []byte, rules []rule, l *sanitize.Ledger) ([]byte, error) {
	repl, taken := map[string]string{}, map[string]bool{}
	for i := 0; i < l.Len(); i++ {
		e := l.Entry(i)
		taken[e.Replacement] = true
		if spec, _ := codecs.Lookup(e.Type.Codec); !e.Part && !spec.Value() && utf8.RuneCountInString(e.Original) >= annotate.MinRepeat {
			repl[e.Original] = e.Replacement
		}
	}
	if len(repl) == 0 {
		return doc, nil
	}
	swap := func(_ []string, v string) (string, error) {
		if r, ok := repl[v]; ok && !taken[v] { // a replacement that is also an original is one already
			return r, nil
		}
		return v, nil
	}
	return rewrite(doc, rules, func(v string) (string, error) { return swap(nil, v) }, swap)
}

// rewrite returns doc with the strings that rules select replaced by text's result. A string
// a json rule selects is a JSON document itself (tool-call arguments): each of its string and
// number values is replaced by leaf's result, told where it is in that document; so are the
// values a rule ending in "**" selects (the input of an Anthropic tool_use), numbers included.
func rewrite(doc []byte, rules []rule, text func(string) (string, error), leaf func(at []string, v string) (string, error)) ([]byte, error) {
	out, err := jsonstr.RewriteAt(doc, nil, func(at []string, v string) (string, error) {
		r, ok := match(rules, at)
		switch {
		case !ok:
			return v, nil
		case r.json:
			return inJSON(v, leaf)
		case r.path[len(r.path)-1] == "**":
			return leaf(at, v)
		}
		return text(v)
	})
	if err != nil {
		return nil, err
	}
	return rewriteNumbers(out, func(at []string, num string) (string, error) {
		if r, ok := match(rules, at); ok && r.path[len(r.path)-1] == "**" {
			return leaf(at, num)
		}
		return num, nil
	})
}

// lastKey returns the last object key of a path, or "" if there is none.
func lastKey(at []string) string {
	for i := len(at) - 1; i >= 0; i-- {
		if _, err := strconv.Atoi(at[i]); err != nil {
			return at[i]
		}
	}
	return ""
}

// inJSON applies fn to the string and number values of the JSON document doc, or to doc as a
// whole if it is not JSON (arguments a model wrote badly are protected all the same).
func inJSON(doc string, fn func(at []string, s string) (string, error)) (string, error) {
	if !json.Valid([]byte(doc)) {
		return fn(nil, doc)
	}
	out, err := jsonstr.RewriteAt([]byte(doc), nil, fn)
	if err == nil {
		out, err = rewriteNumbers(out, fn)
	}
	return string(out), err
}

// merge adds the entries of l to into as they are: each name with its words, and the flags
// that restoring reads (a value glued in the prompt, one only an external annotator found).
func merge(into, l *sanitize.Ledger) error {
	for i := 0; i < l.Len(); i++ {
		if err := into.AddEntry(l.Entry(i)); err != nil {
			return err
		}
	}
	return nil
}

// restoreJSON returns a JSON answer with the strings the model wrote restored by d.
func (a *api) restoreJSON(body []byte, d *desanitize.Desanitizer) ([]byte, error) {
	var b bytes.Buffer
	text := func(v string) (string, error) {
		b.Reset()
		_, err := d.Desanitize(&b, strings.NewReader(v))
		return b.String(), err
	}
	return rewrite(body, a.answer, text, func(_ []string, v string) (string, error) { return text(v) })
}

// restoreStream returns the event stream body restored by d as it is read. If the upstream
// breaks the stream off, the stream ends with an error event, so that the client stops
// waiting and knows the answer is incomplete.
func (a *api) restoreStream(d *desanitize.Desanitizer, body io.ReadCloser) io.ReadCloser {
	pr, pw := io.Pipe()
	go func() {
		defer body.Close()
		_, err := d.DesanitizeEvents(pw, body, a.events)
		if err != nil && !errors.Is(err, io.ErrClosedPipe) {
			// Only whole events were written: the error event stands on its own.
			io.WriteString(pw, a.streamError("preempt: the upstream stream broke off; the answer is incomplete"))
		}
		pw.Close()
	}()
	return pr
}
