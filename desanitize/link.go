package desanitize

import (
	"bytes"
	"regexp"
)

// linkContext is how much text before a value inLink looks at. The stream keeps this much
// already written text, so the decision never depends on where the answer was cut.
const linkContext = 16 << 10

// refDefinition is the start of a markdown link reference definition up to a value inside its
// destination: "[id]: https://…" or "[id]: <…".
var refDefinition = regexp.MustCompile(`^ {0,3}\[[^\]]+\]:[ \t]*(?:<[^>\n]*|[^ \t\n]*)$`)

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
func inLink(ctx []byte, atStart bool) bool {
	// The word the value continues: since the last space.
	ws := bytes.LastIndexAny(ctx, " \t\n\r\f\v")
	if ws < 0 && !atStart {
		return true // its start is out of sight
	}
	word := ctx[ws+1:]
	if bytes.Contains(word, []byte("//")) || bytes.Contains(word, []byte(`\/\/`)) {
		return true // http://…, scheme-relative //…, JSON-escaped https:\/\/…
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
	if refDefinition.Match(line) {
		return true
	}
	// Inside an HTML tag: the nearest angle bracket before the value opens one (<img src=…).
	if i := bytes.LastIndexAny(ctx, "<>"); i >= 0 && ctx[i] == '<' && i+1 < len(ctx) && isLetter(ctx[i+1]) {
		return true
	}
	return false
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
