package desanitize

import (
	"bytes"
	"regexp"
	"sync"
)

// linkContext is how much text before a value inLink looks at. The stream keeps this much
// already written text, so the decision never depends on where the answer was cut.
const linkContext = 16 << 10

// refDefinition is the start of a markdown link reference definition up to a value inside its
// destination: "[id]: https://…" or "[id]: <…". Compiled on first use: a process that only
// sanitizes never needs it.
var refDefinition = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^ {0,3}\[[^\]]+\]:[ \t]*(?:<[^>\n]*|[^ \t\n]*)$`)
})

// inLink reports whether a value that follows ctx (the text before it, the whole text from the
// start of the stream if atStart) sits where a client that renders the answer may fetch or
// follow it: inside a URL (http://…, www.…, //…), a markdown link or image target, a link
// reference definition, an autolink, or an HTML tag (any attribute value). Restoring a value
// there would let an answer that an attacker steered, by instructions injected into what the
// LLM read, send the value to a server of the attacker's choosing.
//
// It errs towards yes: a word so long that its start is out of sight counts as a URL. An HTML
// tag, and a link destination in angle brackets (which may hold spaces), are seen only if they
// open within linkContext bytes before the value.
//
// tagOpen is where in ctx the last "<" before a letter is (lastTagOpen), or -1: a Writer
// knows it from one pass over its text, which spares a search back through ctx per value.
func inLink(ctx []byte, atStart bool, tagOpen int) bool {
	// The word the value continues: since the last space.
	ws := bytes.LastIndexAny(ctx, " \t\n\r\f\v")
	if ws < 0 && !atStart {
		return true // its start is out of sight
	}
	word := ctx[ws+1:]
	// Link text after an HTML tag (<a href="https://…">value) is a plain mention: the word
	// starts again after a ">" that closes a tag.
	if i := bytes.LastIndexByte(word, '>'); i >= 0 && inTag(ctx[:ws+1+i], lastTagOpen(ctx[:ws+1+i])) {
		word = word[i+1:]
	}
	if bytes.Contains(word, []byte("//")) || bytes.Contains(word, []byte(`\/\/`)) {
		return true // http://…, scheme-relative //…, JSON-escaped https:\/\/…
	}
	if hasScheme(word) {
		return true // mailto:…, data:…, tel:…, javascript:…: any scheme a client may follow
	}
	if bytes.Contains(bytes.ToLower(word), []byte("www.")) {
		return true
	}
	// A markdown link or image target, [x](… or ![x](…, not yet closed.
	if i := bytes.LastIndex(word, []byte("](")); i >= 0 && bytes.IndexByte(word[i:], ')') < 0 {
		return true
	}
	// An autolink, <scheme:…, not yet closed.
	if i := bytes.LastIndexByte(word, '<'); i >= 0 && bytes.IndexByte(word[i:], '>') < 0 && isScheme(word[i+1:]) {
		return true
	}
	line := ctx[bytes.LastIndexByte(ctx, '\n')+1:]
	// A destination in angle brackets may hold spaces: [x](<a b …> and [id]: <a b …>.
	if i := bytes.LastIndex(line, []byte("](<")); i >= 0 && bytes.IndexByte(line[i:], '>') < 0 {
		return true
	}
	if refDefinition().Match(line) {
		return true
	}
	return inTag(ctx, tagOpen)
}

// lastTagOpen returns the index of the last "<" of ctx that a letter follows in ctx, or -1.
func lastTagOpen(ctx []byte) int {
	for i := bytes.LastIndexByte(ctx, '<'); i >= 0; i = bytes.LastIndexByte(ctx[:i], '<') {
		if i+1 < len(ctx) && isLetter(ctx[i+1]) {
			return i
		}
	}
	return -1
}

// inTag reports whether the end of ctx is inside an HTML tag: after the last "<" and a letter
// (<img src=…), which is at ctx[start] (lastTagOpen), with no ">" since but inside a quoted
// attribute value (<img alt=">" src=…).
func inTag(ctx []byte, start int) bool {
	if start < 0 {
		return false
	}
	var quote byte
	for _, c := range ctx[start:] {
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return false
		}
	}
	return true
}

// hasScheme reports whether word, which the value continues, holds a URL scheme and its colon
// ("mailto:", "data:", "TEL:"): a letter, then letters, digits, "+", "." or "-" (RFC 3986),
// with none of these before it, so that a time's "10:" or a timestamp's "2024-03-15T10:" is
// none. Any scheme counts, not only those GitHub links (mailto:) or a browser follows (data:,
// javascript:), as clients differ; so "SSN:" glued to a value counts too.
func hasScheme(word []byte) bool {
	for i := bytes.IndexByte(word, ':'); i >= 0; {
		j := i
		for j > 0 && isSchemeByte(word[j-1]) {
			j--
		}
		if j < i && isLetter(word[j]) {
			return true
		}
		k := bytes.IndexByte(word[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

func isSchemeByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-'
}

// isScheme reports whether s starts with a URL scheme and its colon ("mailto:", "https:").
func isScheme(s []byte) bool {
	for i, c := range s {
		switch {
		case isLetter(c):
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '.' || c == '-'):
		case i > 1 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
