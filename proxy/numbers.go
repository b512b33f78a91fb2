package proxy

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
)

// rewriteNumbers returns doc with each number that fn changes replaced: by fn's result if that
// is a JSON number, else by it as a JSON string. fn is told where the number is, one step per
// level as jsonstr.RewriteAt tells it. Every other byte is kept. A model may write a card or
// an SSN as a number ({"ssn": 372614918}); it is protected as a string would be.
func rewriteNumbers(doc []byte, fn func(at []string, num string) (string, error)) ([]byte, error) {
	if !bytes.ContainsAny(doc, "0123456789") {
		return doc, nil
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	type frame struct {
		object, expectKey bool
		idx               int
	}
	var stack []frame
	var at []string
	var out bytes.Buffer
	last := 0
	done := func() { // a value of the innermost container ended
		if n := len(stack); n > 0 {
			if stack[n-1].object {
				stack[n-1].expectKey = true
			} else {
				stack[n-1].idx++
			}
		}
	}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		n := len(stack)
		if n > 0 && stack[n-1].object && stack[n-1].expectKey {
			if key, ok := tok.(string); ok {
				at[n-1] = key
				stack[n-1].expectKey = false
				continue
			}
		}
		if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
			stack, at = stack[:n-1], at[:n-1]
			done()
			continue
		}
		if n > 0 && !stack[n-1].object {
			at[n-1] = strconv.Itoa(stack[n-1].idx)
		}
		switch t := tok.(type) {
		case json.Delim:
			stack = append(stack, frame{object: t == '{', expectKey: t == '{'})
			at = append(at, "")
			continue
		case json.Number:
			r, err := fn(at, string(t))
			if err != nil {
				return nil, err
			}
			if r != string(t) {
				end := int(dec.InputOffset())
				out.Write(doc[last : end-len(t)])
				if isNumber(r) {
					out.WriteString(r)
				} else {
					q, _ := json.Marshal(r)
					out.Write(q)
				}
				last = end
			}
		}
		done()
	}
	if last == 0 {
		return doc, nil
	}
	out.Write(doc[last:])
	return out.Bytes(), nil
}

// isNumber reports whether s is a JSON number literal.
func isNumber(s string) bool {
	d := json.NewDecoder(bytes.NewReader([]byte(s)))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil || d.More() {
		return false
	}
	n, ok := v.(json.Number)
	return ok && string(n) == s
}
