package proxy

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/jsonstr"
	"github.com/preempt-dev/preempt/sanitize"
)

var errNotJSON = errors.New("proxy: the body is not a JSON object")

// sanitize returns the request body with the strings the model sees sanitized, and the one
// ledger of everything it replaced. Keys, numbers, model names, ids and roles are kept.
func (a *api) sanitize(body []byte, ann *annotate.Annotator, san *sanitize.Sanitizer) ([]byte, *sanitize.Ledger, error) {
	if !json.Valid(body) || !bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{")) {
		return nil, nil, errNotJSON
	}
	ledger := &sanitize.Ledger{}
	var b bytes.Buffer
	text := func(v string) (string, error) {
		b.Reset()
		l, _, err := san.SanitizeLedger(&b, strings.NewReader(v), ann)
		if err != nil {
			return "", err
		}
		return b.String(), merge(ledger, l)
	}
	out, err := jsonstr.RewriteAt(body, nil, func(at []string, v string) (string, error) {
		r, ok := match(a.request, at)
		switch {
		case !ok:
			return v, nil
		case r.json:
			return inJSON(v, text)
		}
		return text(v)
	})
	if err != nil {
		return nil, nil, err
	}
	return out, ledger, nil
}

// inJSON applies fn to the string values of the JSON document doc, or to doc as a whole if it
// is not JSON (arguments a model wrote badly are protected all the same).
func inJSON(doc string, fn func(string) (string, error)) (string, error) {
	if !json.Valid([]byte(doc)) {
		return fn(doc)
	}
	out, err := jsonstr.Rewrite([]byte(doc), nil, fn)
	return string(out), err
}

// merge adds the entries of l to into, each name with its words.
func merge(into, l *sanitize.Ledger) error {
	for i := 0; i < l.Len(); i++ {
		e := l.Entry(i)
		if e.Part {
			continue // added with its name, just before
		}
		var parts [][2]string
		for j := i + 1; j < l.Len() && l.Entry(j).Part; j++ {
			p := l.Entry(j)
			parts = append(parts, [2]string{p.Original, p.Replacement})
		}
		if err := into.Add(e.Type, e.Original, e.Replacement, parts); err != nil {
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
	return jsonstr.RewriteAt(body, nil, func(at []string, v string) (string, error) {
		r, ok := match(a.answer, at)
		switch {
		case !ok:
			return v, nil
		case r.json:
			return inJSON(v, text)
		}
		return text(v)
	})
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
