// Package sanitize rewrites the sensitive spans of a text so it can be sent to a remote LLM.
//
// Format types (the paper's category I) are encrypted with FF1 (NIST SP 800-38G, AES-256) by a
// codec that keeps the value's format: an SSN stays an issuable SSN, a card number keeps its
// length and gets a valid Luhn digit, a date stays a real date in the same spelling. Each type
// has its own key, derived from the master key with HKDF, and the context label is the FF1
// tweak: the same key, type, context and value always give the same ciphertext, and a
// different context unlinks prompts. FF1 runs only on domains of at least 10^6 points, as SP
// 800-38G Rev. 1 requires; smaller domains (name classes, ZIP codes, dates, short runs) are
// permuted by Black and Rogaway's prefix cipher (prefix.go): the points sorted by AES under a
// key derived from the type key, the domain and the context, a pseudorandom permutation as
// long as AES is a pseudorandom function, computed once per domain and context and then one
// table lookup per value (prefix.go states the argument).
//
// Value types (category II: ages, amounts, percentages) are replaced by a noisy value from the
// discrete exponential mechanism on the type's grid (mldp.go: ε-metric local differential
// privacy, sampled exactly), written in the type's canonical form, which depends on nothing
// but the noisy value and the span's currency or percent word. The [Budget] decides how ε is
// accounted: per distinct value with key-derived randomness ([Sanitizer.Release], streaming),
// or per document with fresh randomness ([Sanitizer.Document], which also applies the helper
// string Ψ and reports expected errors).
//
// [Sanitizer.SanitizeLedger] also returns a [Ledger]: each replacement it wrote, with its type
// and original. It is the one record of what sanitizing a prompt produced, and what package
// desanitize restores an answer from.
//
// A [Sanitizer] fails closed: a span it cannot encrypt is an error, and the text of that span
// is never written.
package sanitize

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// Options configure a Sanitizer.
type Options struct {
	// Context is the context label: the FPE tweak. Empty is a valid label.
	Context string
	// Budget is how value types account their privacy budget (default BudgetValue).
	Budget Budget
	// Epsilon, if set, replaces the registry's: the ε of each released value (BudgetValue) or
	// the document's total (BudgetPrompt).
	Epsilon Epsilon
}

// Sanitizer encrypts and decrypts the spans of one registry under one key and context. It is
// safe for concurrent use.
type Sanitizer struct {
	reg    *annotate.Registry
	types  map[string]*typeCipher
	values map[string]*valueType
	opts   Options
}

type typeCipher struct {
	t     *annotate.Type
	codec formatCodec
	perm  *permuter

	mu    sync.Mutex
	cache map[string]string // plaintext → ciphertext, bounded; FF1 is deterministic
}

const cacheLimit = 4096

// New returns a sanitizer for the types of reg. It checks every type's codec and parameters,
// so a bad registry fails here, before any text is read.
func New(reg *annotate.Registry, key *keyring.Key, opts Options) (*Sanitizer, error) {
	if strings.IndexByte(opts.Context, 0) >= 0 {
		return nil, errContextNUL
	}
	s := &Sanitizer{reg: reg, types: map[string]*typeCipher{}, values: map[string]*valueType{}, opts: opts}
	for _, t := range reg.Types() {
		if strings.IndexByte(t.ID, 0) >= 0 {
			return nil, &TypeError{Type: strings.ReplaceAll(t.ID, "\x00", `\x00`), Err: errors.New("the id contains a NUL byte")}
		}
		switch t.Category {
		case annotate.Format:
			codec, err := newFormatCodec(t.Codec, codecParams(t.Params))
			if err != nil {
				return nil, &TypeError{Type: t.ID, Err: err}
			}
			var perm *permuter
			if key != nil {
				sub := key.Derive("fpe " + t.ID)
				perm, err = newPermuter(sub, opts.Context) // it keeps its own copy
				clear(sub)
				if err != nil {
					return nil, &TypeError{Type: t.ID, Err: err}
				}
			}
			s.types[t.ID] = &typeCipher{t: t, codec: codec, perm: perm, cache: map[string]string{}}
		case annotate.Value:
			var k []byte
			if key != nil {
				k = key.Derive("mldp " + t.ID)
			}
			vt, err := newValueType(t, k)
			if err != nil {
				return nil, &TypeError{Type: t.ID, Err: err}
			}
			s.values[t.ID] = vt
		}
	}
	return s, nil
}

// The FF1 tweak is label, NUL, context (see permuter); labels name a codec's
// sub-domain and hold no NUL. A context without NUL makes the tweak name its
// (label, context) pair unambiguously, so no two labels of different contexts
// share a permutation; values holding a NUL are refused for the same reason.
var (
	errContextNUL = errors.New("the context label contains a NUL byte, which separates it from the label in the FF1 tweak")
	errValueNUL   = errors.New("a value containing a NUL byte cannot be encrypted")
)

// Check builds every codec of reg without a key, to validate a registry.
func Check(reg *annotate.Registry) error {
	_, err := New(reg, nil, Options{})
	return err
}

// TypeError is an error tied to one type (never to the text of a value).
type TypeError struct {
	Type string
	Err  error
}

func (e *TypeError) Error() string { return fmt.Sprintf("type %s: %v", e.Type, e.Err) }
func (e *TypeError) Unwrap() error { return e.Err }

// SpanError says which span could not be sanitized: its type and position, never its text.
type SpanError struct {
	Type   string
	Offset int64 // byte offset of the span in the input
	Err    error
}

func (e *SpanError) Error() string {
	return fmt.Sprintf("%s at byte %d: %v", e.Type, e.Offset, e.Err)
}
func (e *SpanError) Unwrap() error { return e.Err }

// Budget returns how s accounts the privacy budget of value types.
func (s *Sanitizer) Budget() Budget { return s.opts.Budget }

// Encrypt returns the ciphertext of text as a value of type typeID.
func (s *Sanitizer) Encrypt(typeID, text string) (string, error) {
	tc, ok := s.types[typeID]
	if !ok {
		return "", fmt.Errorf("type %s is not a format type", typeID)
	}
	if strings.IndexByte(text, 0) >= 0 {
		return "", errValueNUL
	}
	tc.mu.Lock()
	c, ok := tc.cache[text]
	tc.mu.Unlock()
	if ok {
		return c, nil
	}
	c, err := tc.codec.Encrypt(tc.perm, text)
	if err != nil {
		return "", err
	}
	tc.mu.Lock()
	if len(tc.cache) >= cacheLimit {
		clear(tc.cache)
	}
	tc.cache[text] = c
	tc.mu.Unlock()
	return c, nil
}

// Decrypt inverts Encrypt.
func (s *Sanitizer) Decrypt(typeID, text string) (string, error) {
	tc, ok := s.types[typeID]
	if !ok {
		return "", fmt.Errorf("type %s is not a format type", typeID)
	}
	if strings.IndexByte(text, 0) >= 0 {
		return "", errValueNUL
	}
	return tc.codec.Decrypt(tc.perm, text)
}

// parts returns the (plaintext, ciphertext) pairs of the parts of a value that its codec
// encrypts independently, which a ledger records so that an answer that echoes one part alone
// can be restored: the words of a name ("Soze" of "Kaiser Soze"). It returns nil for other types.
func (s *Sanitizer) parts(typeID, plain, ciph string) [][2]string {
	tc, ok := s.types[typeID]
	if !ok {
		return nil
	}
	if _, ok := tc.codec.(nameCodec); ok {
		return nameParts(plain, ciph)
	}
	return nil
}

// Stats counts what a sanitizer rewrote.
type Stats struct {
	Bytes  int64
	ByType map[string]int
}

func (st *Stats) add(typeID string) {
	if st.ByType == nil {
		st.ByType = map[string]int{}
	}
	st.ByType[typeID]++
}

// Add adds o's counts to st.
func (st *Stats) Add(o Stats) {
	st.Bytes += o.Bytes
	for t, n := range o.ByType {
		if st.ByType == nil {
			st.ByType = map[string]int{}
		}
		st.ByType[t] += n
	}
}

// Spans returns the total number of spans counted.
func (st Stats) Spans() int {
	n := 0
	for _, c := range st.ByType {
		n += c
	}
	return n
}

// rewrite returns text with every span replaced: format spans by their ciphertext, value spans
// by their value-mode release (see [Sanitizer.Release]; the prompt budget needs the whole
// document, see [Sanitizer.Document]), redact spans by a placeholder, keep spans as they are.
// offset is the position of text in the stream, for errors. It records each format and value
// replacement in l, if l is not nil. Nothing is returned when any span fails, so a caller that
// writes only what rewrite returns never writes a value it could not protect.
func (s *Sanitizer) rewrite(text []byte, spans []annotate.Span, offset int64, st *Stats, l *Ledger) ([]byte, error) {
	spans = annotate.WithLeads(text, spans) // a date's weekday is encrypted with it
	var b bytes.Buffer
	b.Grow(len(text) + 16*len(spans))
	var seg Stats // merged into st only if the whole segment succeeds
	pos := 0
	for _, sp := range spans {
		b.Write(text[pos:sp.Start])
		v := string(text[sp.Start:sp.End])
		switch sp.Type.Category {
		case annotate.Format:
			c, err := s.Encrypt(sp.Type.ID, v)
			if err == nil {
				err = s.record(l, sp, v, c)
			}
			if err != nil {
				return nil, &SpanError{Type: sp.Type.ID, Offset: offset + int64(sp.Start), Err: err}
			}
			b.WriteString(c)
		case annotate.Redact:
			b.WriteString(redactPlaceholder(sp.Type.ID))
		case annotate.Keep:
			b.WriteString(v)
		case annotate.Value:
			c, err := s.Release(sp.Type.ID, v)
			if err == nil {
				c = fitField(text, sp.Start, sp.End, c)
				err = s.recordValue(l, sp, text, c)
			}
			if err != nil {
				return nil, &SpanError{Type: sp.Type.ID, Offset: offset + int64(sp.Start), Err: err}
			}
			b.WriteString(c)
		default:
			return nil, &SpanError{Type: sp.Type.ID, Offset: offset + int64(sp.Start), Err: fmt.Errorf("category %s cannot be sanitized", sp.Type.Category)}
		}
		seg.add(sp.Type.ID)
		pos = sp.End
	}
	b.Write(text[pos:])
	if st != nil {
		seg.Bytes = int64(len(text))
		st.Add(seg)
	}
	return b.Bytes(), nil
}

// fitField returns the released text c of the value at text[s:e] as the text around it can
// hold it: without grouping commas in a comma-separated row's field, where "$1,362" would split
// the cell in two. rewrite and the document plan both write values through it.
func fitField(text []byte, s, e int, c string) string {
	if inCommaField(text, s, e) {
		return withoutGroupCommas(c)
	}
	return c
}

// inCommaField reports whether text[s:e] is a whole field of a comma-separated row: a comma or
// the line's edge on either side, and a comma on one ("…,2023-06-14,$1284.50\n"), not an amount
// in prose before a comma ("earns $88,908, aged 45").
func inCommaField(text []byte, s, e int) bool {
	before := s == 0 || text[s-1] == '\n' || text[s-1] == ','
	after := e == len(text) || text[e] == '\n' || text[e] == '\r' || text[e] == ','
	return before && after && (s > 0 && text[s-1] == ',' || e < len(text) && text[e] == ',')
}

// withoutGroupCommas removes the commas that group the thousands of a released number
// ("$1,362.50" → "$1362.50"), which a comma-separated row would read as a field's end. A comma
// is a group's when three digits follow it and then no digit; a decimal comma ("1.362,50 €") is
// not touched, and neither is one that is no number's. It depends on the released text alone,
// so the result is as private as the release.
func withoutGroupCommas(c string) string {
	if strings.Contains(c, ".") && strings.Index(c, ".") < strings.LastIndex(c, ",") {
		return c // a decimal comma after grouping dots
	}
	var b strings.Builder
	for i := 0; i < len(c); i++ {
		if c[i] == ',' && i > 0 && isDigitByte(c[i-1]) && i+4 <= len(c) &&
			isDigitByte(c[i+1]) && isDigitByte(c[i+2]) && isDigitByte(c[i+3]) && (i+4 == len(c) || !isDigitByte(c[i+4])) {
			continue
		}
		b.WriteByte(c[i])
	}
	return b.String()
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// redactPlaceholder is what a redact-category span becomes.
func redactPlaceholder(typeID string) string {
	return "[" + strings.ToUpper(typeID) + "]"
}

// Sanitize reads r, annotates it with a and writes the sanitized text to w, streaming with
// bounded memory. On error it stops: what was written before is sanitized, and the failing
// segment is not written at all.
func (s *Sanitizer) Sanitize(w io.Writer, r io.Reader, a *annotate.Annotator) (Stats, error) {
	return s.stream(w, r, a, nil)
}

// stream is Sanitize that records each format and value replacement in l, if l is not nil.
func (s *Sanitizer) stream(w io.Writer, r io.Reader, a *annotate.Annotator, l *Ledger) (Stats, error) {
	var st Stats
	// With external annotators, ScanAll reads the whole input first: a failing annotator
	// stops before anything is written.
	err := a.ScanAll(context.Background(), r, func(seg annotate.Segment) error {
		out, err := s.rewrite(seg.Text, seg.Spans, seg.Offset, &st, l)
		if err != nil {
			return err
		}
		_, err = w.Write(out)
		return err
	})
	return st, err
}
