// Package jsonstr rewrites chosen string values of a JSON document and copies every other byte
// as it was, so a request or response body keeps its structure, key order and layout. It is
// internal and shared because sanitize (request bodies) and desanitize (responses and event
// streams) need the same walk.
package jsonstr

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Path selects string values by the keys and array indexes that lead to them; "*" matches any
// one key or index. "messages.*.content" selects the content of every chat message.
type Path []string

// ParsePath parses a dotted path. A leading "$." and index brackets are accepted too, so
// "$.messages[*].content" and "messages.*.content" are the same path.
func ParsePath(s string) (Path, error) {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "$"), ".")
	s = strings.NewReplacer("[", ".", "]", "").Replace(s)
	if s == "" {
		return nil, errors.New("empty JSON path")
	}
	p := Path(strings.Split(s, "."))
	for _, seg := range p {
		if seg == "" {
			return nil, fmt.Errorf("JSON path %q has an empty step", s)
		}
	}
	return p, nil
}

// ParsePaths parses each of ss.
func ParsePaths(ss []string) ([]Path, error) {
	var ps []Path
	for _, s := range ss {
		p, err := ParsePath(s)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	return ps, nil
}

func (p Path) matches(at []string) bool {
	if len(p) != len(at) {
		return false
	}
	for i, seg := range p {
		if seg != "*" && seg != at[i] {
			return false
		}
	}
	return true
}

// ErrInvalid is returned for a document that is not valid JSON.
var ErrInvalid = errors.New("not valid JSON")

type frame struct {
	object    bool
	expectKey bool
	idx       int
}

// Rewrite returns doc with every string value selected by paths (every string value, not the
// keys, when paths is empty) replaced by what fn returns for it. fn gets the decoded string;
// its result is encoded back as a JSON string. The first error of fn stops Rewrite.
func Rewrite(doc []byte, paths []Path, fn func(s string) (string, error)) ([]byte, error) {
	return RewriteAt(doc, paths, func(_ []string, s string) (string, error) { return fn(s) })
}

// RewriteAt is Rewrite with fn also given where the string is: one step per level, an object
// member's key or an array element's index in decimal ("choices", "1", "delta", "content").
// fn must not keep at.
func RewriteAt(doc []byte, paths []Path, fn func(at []string, s string) (string, error)) ([]byte, error) {
	if !json.Valid(doc) {
		return nil, ErrInvalid
	}
	var out bytes.Buffer
	out.Grow(len(doc))
	var stack []frame
	var at []string // the path to the current value: one step per frame
	for i := 0; i < len(doc); {
		c := doc[i]
		switch c {
		case '{', '[':
			stack = append(stack, frame{object: c == '{', expectKey: c == '{'})
			at = append(at, "")
			if c == '[' {
				at[len(at)-1] = "0"
			}
		case '}', ']':
			stack = stack[:len(stack)-1]
			at = at[:len(at)-1]
		case ',':
			top := &stack[len(stack)-1]
			if top.object {
				top.expectKey = true
			} else {
				top.idx++
				at[len(at)-1] = strconv.Itoa(top.idx)
			}
		case ':':
			stack[len(stack)-1].expectKey = false
		case '"':
			end := stringEnd(doc, i)
			raw := doc[i:end]
			var s string
			if err := json.Unmarshal(raw, &s); err != nil {
				return nil, fmt.Errorf("%w: string at byte %d: %v", ErrInvalid, i, err)
			}
			if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].expectKey {
				at[n-1] = s
				out.Write(raw)
			} else if selected(paths, at) {
				r, err := fn(at, s)
				if err != nil {
					return nil, err
				}
				out.Write(encode(r))
			} else {
				out.Write(raw)
			}
			i = end
			continue
		}
		out.WriteByte(c)
		i++
	}
	return out.Bytes(), nil
}

func selected(paths []Path, at []string) bool {
	if len(paths) == 0 {
		return true
	}
	for _, p := range paths {
		if p.matches(at) {
			return true
		}
	}
	return false
}

// stringEnd returns the index just past the string literal that starts at doc[i], which is
// known to be valid.
func stringEnd(doc []byte, i int) int {
	for j := i + 1; j < len(doc); j++ {
		switch doc[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return len(doc)
}

// encode returns s as a JSON string literal, without escaping HTML characters.
func encode(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
