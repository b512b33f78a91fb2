// Package textenc recognises text in an encoding preempt does not read, so that the commands
// refuse it instead of passing it through. The detectors read UTF-8: in UTF-16 they find
// nothing (every ASCII letter is followed by a NUL), and a Latin-1 name is cut at its first
// accented letter ("José" is "Jos" and a byte that is not UTF-8). Other invalid UTF-8 and NUL
// bytes are not refused: binary-ish input passes through as it is.
//
// The heuristics look at little: a UTF-16 byte-order mark, or the first sniffLen bytes being
// mostly ASCII code units of UTF-16 (a NUL next to each character); a byte that is not UTF-8,
// is a Latin-1 letter (À to ÿ) and stands next to an ASCII letter.
package textenc

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"
)

// Error says that the input looks like text in another encoding. It holds no text.
type Error struct {
	Encoding string // "UTF-16LE", "UTF-16BE" or "Latin-1"
	Offset   int64  // where the evidence is
}

func (e *Error) Error() string {
	if e.Encoding == "Latin-1" {
		return fmt.Sprintf("looks like Latin-1 (byte %d is not UTF-8); convert with iconv -f LATIN1 -t UTF-8", e.Offset)
	}
	return fmt.Sprintf("looks like %s; convert with iconv -f UTF-16 -t UTF-8", e.Encoding)
}

// sniffLen is how much of the start decides UTF-16.
const sniffLen = 1024

// UTF16 returns "UTF-16LE" or "UTF-16BE" if head, the start of an input, is UTF-16: it starts
// with a byte-order mark, or its first 2-byte unit, at least 4 units and 90% of them are a
// character of Latin-1 (tab, line ends, printable ASCII, À to ÿ) next to a NUL. It returns ""
// otherwise.
func UTF16(head []byte) string {
	head = head[:min(len(head), sniffLen)]
	if len(head) >= 2 {
		switch {
		case head[0] == 0xFF && head[1] == 0xFE:
			return "UTF-16LE"
		case head[0] == 0xFE && head[1] == 0xFF:
			return "UTF-16BE"
		}
	}
	units := len(head) / 2
	if units < 4 || head[0] != 0 && head[1] != 0 {
		return "" // text in UTF-16 of Latin-1 characters has a NUL in its first unit
	}
	le, be := 0, 0
	for i := 0; i+1 < len(head); i += 2 {
		switch {
		case head[i+1] == 0 && latin1Char(head[i]):
			le++
		case head[i] == 0 && latin1Char(head[i+1]):
			be++
		}
	}
	switch {
	case le*10 >= units*9:
		return "UTF-16LE"
	case be*10 >= units*9:
		return "UTF-16BE"
	}
	return ""
}

func latin1Char(c byte) bool {
	return c == '\t' || c == '\n' || c == '\r' || c >= ' ' && c <= '~' || latin1Letter(c)
}

// latin1Letter reports whether c is a letter in Latin-1 (À to ÿ, without × and ÷). Each of
// these bytes is a UTF-8 lead byte or invalid, never a continuation byte.
func latin1Letter(c byte) bool { return c >= 0xC0 && c != 0xD7 && c != 0xF7 }

func asciiLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// latin1At returns the index of the first byte of p that is not UTF-8 and looks like a Latin-1
// letter inside a word, or -1. prev is the byte before p (0 if none). Bytes from tail on are an
// unfinished UTF-8 sequence or need the byte after them, which p does not have: they are not
// looked at, and latin1At returns tail as the end of what it checked.
func latin1At(p []byte, prev byte, eof bool) (at, checked int) {
	for i := 0; i < len(p); {
		c := p[i]
		if c < utf8.RuneSelf {
			prev = c
			i++
			continue
		}
		if !eof && (len(p)-i < utf8.UTFMax && !utf8.FullRune(p[i:]) || i+1 == len(p)) {
			return -1, i
		}
		r, size := utf8.DecodeRune(p[i:])
		if r == utf8.RuneError && size == 1 && latin1Letter(c) &&
			(asciiLetter(prev) || i+1 < len(p) && asciiLetter(p[i+1])) {
			return i, i
		}
		prev = p[i+size-1]
		i += size
	}
	return -1, len(p)
}

// Check returns an *Error if data, a whole input, looks like UTF-16 or Latin-1.
func Check(data []byte) error {
	if enc := UTF16(data); enc != "" {
		return &Error{Encoding: enc}
	}
	if at, _ := latin1At(data, 0, true); at >= 0 {
		return &Error{Encoding: "Latin-1", Offset: int64(at)}
	}
	return nil
}

// NewReader returns a reader of r's bytes that fails with an *Error, before returning any byte
// of the input, if its start looks like UTF-16, and before returning the bytes around it at
// the first byte that looks like Latin-1. It returns bytes as soon as it has them, so a slow
// stream (an LLM's answer) keeps flowing: the start is held back only while it has a NUL byte.
func NewReader(r io.Reader) io.Reader { return &reader{r: r, store: make([]byte, readSize)} }

// readSize is how much the reader reads from r at a time.
const readSize = 32 << 10

type reader struct {
	r          io.Reader
	store      []byte
	start, end int // store[start:end] is read from r, not yet returned
	ok         int // store[start:ok] is checked
	started    bool
	eof        bool
	prev       byte  // the last byte returned
	off        int64 // stream offset of store[start]
	err        error
}

func (t *reader) Read(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	for t.ok == t.start {
		if t.eof && t.start == t.end {
			return 0, io.EOF
		}
		if err := t.fill(); err != nil {
			t.err = err
			return 0, err
		}
		buf := t.store[t.start:t.end]
		if !t.started {
			// Decide on as little as possible, so that a slow stream flows: two bytes without a
			// NUL are neither a byte-order mark nor the start of ASCII in UTF-16; with a NUL,
			// wait for sniffLen bytes.
			if !t.eof && len(buf) < sniffLen && (len(buf) < 2 || bytes.IndexByte(buf, 0) >= 0) {
				continue
			}
			t.started = true
			if enc := UTF16(buf); enc != "" {
				t.err = &Error{Encoding: enc}
				return 0, t.err
			}
		}
		at, checked := latin1At(buf, t.prev, t.eof)
		if at >= 0 {
			t.err = &Error{Encoding: "Latin-1", Offset: t.off + int64(at)}
			return 0, t.err
		}
		if !t.eof {
			// Hold back a word that may go on with a Latin-1 letter, so that no part of it is
			// returned before the error; unless it fills the whole buffer.
			for checked > 0 && asciiLetter(buf[checked-1]) {
				checked--
			}
			if checked == 0 && t.end == len(t.store) {
				checked = len(buf) - utf8.UTFMax
			}
		}
		t.ok = t.start + checked
	}
	n := copy(p, t.store[t.start:t.ok])
	if n > 0 {
		t.prev = t.store[t.start+n-1]
	}
	t.start += n
	t.off += int64(n)
	return n, nil
}

// fill reads more of r after what is held: at least one byte, or to the end.
func (t *reader) fill() error {
	if t.start > 0 {
		n := copy(t.store, t.store[t.start:t.end])
		t.ok -= t.start
		t.start, t.end = 0, n
	}
	need := t.end + 1
	for !t.eof && t.end < need && t.end < len(t.store) {
		n, err := t.r.Read(t.store[t.end:])
		t.end += n
		if err == io.EOF {
			t.eof = true
		} else if err != nil {
			return err
		}
	}
	return nil
}
