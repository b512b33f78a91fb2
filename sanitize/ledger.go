package sanitize

import (
	"context"
	"errors"
	"hash/maphash"
	"io"
	"math"
	"slices"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// Ledger is the record of what sanitizing a prompt produced: for each value it replaced, the
// type, the original and the replacement, and for a name also each word's pair (so that an
// answer that echoes "Soze" alone after "Kaiser Soze" is restored). [Sanitizer.SanitizeLedger]
// makes it while it writes the sanitized text; a desanitizer restores from a ledger and from
// nothing else, so what it restores is exactly what was sent, whichever annotators found it
// and whatever randomness released it.
//
// A ledger keeps each distinct (type, original, replacement) once, its strings back to back in
// one buffer: its memory grows with the number of distinct values, a few dozen bytes each
// beyond their text.
type Ledger struct {
	types []*annotate.Type
	ents  []ledgerEntry
	buf   []byte // the strings of all entries
	seed  maphash.Seed
	seen  map[uint64]uint32 // hash of (type, original, replacement) → entry, to keep each once
}

type ledgerEntry struct {
	typ        uint16
	part       bool // a word of the name entry before it
	external   bool // only an external annotator found it (annotate.Span.External)
	glued      bool // a value the prompt wrote inside a longer number (format.Continues)
	orig, repl str
}

// str is a string of a ledger's buffer.
type str struct{ off, n uint32 }

// Entry is one replacement a ledger records.
type Entry struct {
	Type                  *annotate.Type
	Original, Replacement string
	// Part says the entry is one word of the name recorded before it, restored alone.
	Part bool
	// External says only an external annotator found the value (annotate.Span.External), in
	// one of its places at least: the built-in detectors cannot confirm its echoes.
	External bool
	// Glued says the prompt wrote the value inside what reads as a longer number ("0" of
	// "0,0"), so its release stands glued to the rest in the sanitized text too.
	Glued bool
}

// ErrLedgerFull is returned when a prompt's values no longer fit a ledger (4 GiB of text).
var ErrLedgerFull = errors.New("sanitize: the prompt has too many values to restore")

// Add records that sanitizing replaced original, a value of type t, by replacement, and that
// the pairs of parts (a name's words) were replaced independently.
func (l *Ledger) Add(t *annotate.Type, original, replacement string, parts [][2]string) error {
	return l.addSpan(t, false, original, replacement, parts)
}

// AddEntry records e as it is, with its flags (a proxy merges the ledgers of a request's
// strings this way).
func (l *Ledger) AddEntry(e Entry) error {
	return l.add(e.Type, e.Original, e.Replacement, e.Part, e.External, e.Glued)
}

// addSpan is Add for a span that only an external annotator found, if external.
func (l *Ledger) addSpan(t *annotate.Type, external bool, original, replacement string, parts [][2]string) error {
	if err := l.add(t, original, replacement, false, external, false); err != nil {
		return err
	}
	for _, p := range parts {
		if err := l.add(t, p[0], p[1], true, external, false); err != nil {
			return err
		}
	}
	return nil
}

// add records an entry, once; recorded again, it keeps the flags external and glued of either.
func (l *Ledger) add(t *annotate.Type, original, replacement string, part, external, glued bool) error {
	if l.seen == nil {
		l.seed = maphash.MakeSeed()
		l.seen = make(map[uint64]uint32, len(l.ents))
		for i, e := range l.ents {
			l.seen[l.hash(l.types[e.typ], l.str(e.orig), l.str(e.repl), e.part)] = uint32(i)
		}
	}
	ti := -1
	for i, u := range l.types {
		if u == t {
			ti = i
			break
		}
	}
	if ti < 0 {
		ti = len(l.types)
		l.types = append(l.types, t)
	}
	sum := l.hash(t, original, replacement, part)
	if i, ok := l.seen[sum]; ok {
		e := l.ents[i]
		if int(e.typ) == ti && e.part == part && l.eq(e.orig, original) && l.eq(e.repl, replacement) {
			l.ents[i].external = e.external || external
			l.ents[i].glued = e.glued || glued
			return nil
		}
	}
	if len(l.buf)+len(original)+len(replacement) > math.MaxUint32 || len(l.ents) >= math.MaxUint32 || ti > math.MaxUint16 {
		return ErrLedgerFull
	}
	e := ledgerEntry{typ: uint16(ti), part: part, external: external, glued: glued, orig: l.put(original), repl: l.put(replacement)}
	if _, ok := l.seen[sum]; !ok {
		l.seen[sum] = uint32(len(l.ents))
	}
	l.ents = append(l.ents, e)
	return nil
}

func (l *Ledger) hash(t *annotate.Type, original, replacement string, part bool) uint64 {
	var h maphash.Hash
	h.SetSeed(l.seed)
	h.WriteString(t.ID)
	h.WriteByte(0)
	h.WriteString(original)
	h.WriteByte(0)
	h.WriteString(replacement)
	if part {
		h.WriteByte(1)
	}
	return h.Sum64()
}

// compact frees what only adding needs: the set of entries seen (rebuilt if Add is called
// again) and the spare capacity of the entries and their text.
func (l *Ledger) compact() {
	l.seen = nil
	l.ents = slices.Clone(l.ents)
	l.buf = slices.Clone(l.buf)
}

func (l *Ledger) put(s string) str {
	r := str{uint32(len(l.buf)), uint32(len(s))}
	l.buf = append(l.buf, s...)
	return r
}

func (l *Ledger) str(s str) string { return string(l.buf[s.off : s.off+s.n]) }

func (l *Ledger) eq(s str, t string) bool { return string(l.buf[s.off:s.off+s.n]) == t }

// Len returns the number of entries.
func (l *Ledger) Len() int { return len(l.ents) }

// Entry returns entry i, in the order they were added.
func (l *Ledger) Entry(i int) Entry {
	e := l.ents[i]
	return Entry{Type: l.types[e.typ], Original: l.str(e.orig), Replacement: l.str(e.repl), Part: e.part, Glued: e.glued, External: e.external}
}

// SanitizeLedger is [Sanitizer.Sanitize] that also returns the ledger of the replacements it
// wrote: each format and value span's type, original and replacement (redacted and kept spans
// restore to nothing). It is the one record of what sanitizing the text produced; a
// desanitizer that restores from it needs neither to annotate nor to encrypt the prompt again.
//
// Under [BudgetPrompt] it reads the whole input (at most [MaxDocument] bytes) and sanitizes it
// as one document, as [Sanitizer.Document] does with the spans of all of a's annotators: the
// values are released with fresh randomness that only this ledger records, so they can be
// restored only by the process that keeps it. On error the ledger is nil.
func (s *Sanitizer) SanitizeLedger(w io.Writer, r io.Reader, a *annotate.Annotator) (*Ledger, Stats, error) {
	l := &Ledger{}
	if s.opts.Budget == BudgetPrompt {
		var st Stats
		text, err := ReadDocument(r)
		if err != nil {
			return nil, st, err
		}
		spans, err := a.AnnotateAll(context.Background(), text)
		if err != nil {
			return nil, st, err
		}
		res, err := s.document(text, spans, nil, l)
		if err != nil {
			return nil, st, err
		}
		if _, err := w.Write(res.Text); err != nil {
			return nil, st, err
		}
		l.compact()
		return l, res.Stats, nil
	}
	st, err := s.stream(w, r, a, l)
	if err != nil {
		return nil, st, err
	}
	l.compact()
	return l, st, nil
}

// MaxDocument is the most text SanitizeLedger reads into memory to sanitize as one document.
const MaxDocument = 64 << 20

// ErrDocumentTooLarge is returned for a document over MaxDocument bytes.
var ErrDocumentTooLarge = errors.New("sanitize: the document is larger than 64 MiB")

// record adds the replacement of span sp to l, if there is a ledger, with the word pairs of a
// name.
func (s *Sanitizer) record(l *Ledger, sp annotate.Span, original, replacement string) error {
	if l == nil {
		return nil
	}
	return l.addSpan(sp.Type, sp.External, original, replacement, s.parts(sp.Type.ID, original, replacement))
}

// recordValue records the release of the value span sp of text, and whether the prompt has it
// glued inside a longer number: its echo is then glued the same way (see desanitize).
func (s *Sanitizer) recordValue(l *Ledger, sp annotate.Span, text []byte, replacement string) error {
	if l == nil {
		return nil
	}
	return l.add(sp.Type, string(text[sp.Start:sp.End]), replacement, false, sp.External, format.Continues(text, sp.Start, sp.End))
}
