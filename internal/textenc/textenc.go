// Package textenc recognises text in an encoding preempt does not read, so that the commands
// refuse it instead of passing it through. The detectors read UTF-8: in UTF-16 or UTF-32 they
// find nothing (every ASCII letter is next to a NUL, a Cyrillic letter is a control byte next
// to a letter), and a Latin-1 name is cut at its first accented letter ("José" is "Jos" and a
// byte that is not UTF-8). Other invalid UTF-8 and NUL bytes are not refused: binary-ish input
// passes through as it is.
//
// The heuristics look at little: a byte-order mark; or the first sniffLen bytes, unless their
// start is plainly UTF-8 text; a byte that is not UTF-8, is a Latin-1 letter (À to ÿ) and
// stands next to an ASCII letter.
package textenc

import (
	"bytes"
	"fmt"
	"io"
	"unicode/utf8"
)

// Error says that the input looks like text in another encoding. It holds no text.
type Error struct {
	Encoding string // "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE" or "Latin-1"
	Offset   int64  // where the evidence is
	BOM      bool   // the input starts with a byte-order mark
}

func (e *Error) Error() string {
	if e.Encoding == "Latin-1" {
		return fmt.Sprintf("looks like Latin-1 (byte %d is not UTF-8); convert with iconv -f LATIN1 -t UTF-8", e.Offset)
	}
	from := e.Encoding
	if e.BOM {
		from = from[:len(from)-2] // iconv reads the mark and drops it
	}
	return fmt.Sprintf("looks like %s; convert with iconv -f %s -t UTF-8", e.Encoding, from)
}

// sniffLen is how much of the start decides UTF-16 and UTF-32.
const sniffLen = 1024

// plainLen is how long a start of plain UTF-8 text decides that the input is not UTF-16 or
// UTF-32: each of those has a NUL or a control byte in two units of most scripts' text.
const plainLen = 4

// Wide returns an *Error if head, the start of an input, is text in UTF-16 or UTF-32, and nil
// otherwise. It is if it starts with a byte-order mark; else unless its first plainLen bytes
// are plain UTF-8 text (no control bytes); else if, in its first sniffLen bytes, 90% of the
// 4-byte units are characters, or one byte parity has many NULs and control bytes, the other
// parity half as many, and 90% of the 2-byte units are characters.
func Wide(head []byte) error {
	head = head[:min(len(head), sniffLen)]
	for _, m := range []struct {
		mark string
		enc  string
	}{
		{"\xFF\xFE\x00\x00", "UTF-32LE"}, // before UTF-16LE, whose mark it starts with
		{"\x00\x00\xFE\xFF", "UTF-32BE"},
		{"\xFF\xFE", "UTF-16LE"},
		{"\xFE\xFF", "UTF-16BE"},
	} {
		if bytes.HasPrefix(head, []byte(m.mark)) {
			return &Error{Encoding: m.enc, BOM: true}
		}
	}
	if len(head) >= plainLen && plain(head[:plainLen]) {
		return nil
	}
	if enc := sniff32(head); enc != "" {
		return &Error{Encoding: enc}
	}
	if enc := sniff16(head); enc != "" {
		return &Error{Encoding: enc}
	}
	return nil
}

// plain reports whether p starts UTF-8 text: no control bytes but tab and line ends, and valid
// UTF-8 but for a sequence cut at its end.
func plain(p []byte) bool {
	for i := 0; i < len(p); {
		if control(p[i]) {
			return false
		}
		r, size := utf8.DecodeRune(p[i:])
		if r == utf8.RuneError && size == 1 && utf8.FullRune(p[i:]) {
			return false
		}
		i += size
	}
	return true
}

// control reports whether c is NUL or a C0 control that text does not use.
func control(c byte) bool { return c < ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' }

// char reports whether r, a decoded code unit or pair, is a character of text.
func char(r rune) bool {
	if r < ' ' {
		return !control(byte(r))
	}
	return r <= utf8.MaxRune && !(r >= 0xD800 && r <= 0xDFFF) && r != 0xFFFE && r != 0xFFFF
}

// sniff32 returns "UTF-32LE" or "UTF-32BE" if head's 4-byte units are text in that order
// (each has two NULs in its high bytes), or "".
func sniff32(head []byte) string {
	for _, enc := range []string{"UTF-32LE", "UTF-32BE"} {
		var rs []rune
		for i := 0; i+3 < len(head); i += 4 {
			u := head[i : i+4]
			if enc == "UTF-32LE" {
				rs = append(rs, rune(u[0])|rune(u[1])<<8|rune(u[2])<<16|rune(u[3])<<24)
			} else {
				rs = append(rs, rune(u[3])|rune(u[2])<<8|rune(u[1])<<16|rune(u[0])<<24)
			}
		}
		if text(rs) {
			return enc
		}
	}
	return ""
}

// sniff16 returns "UTF-16LE" or "UTF-16BE" if head looks like UTF-16 in that order: the high
// bytes hold at least 2 NULs or control bytes, a quarter of them, twice as many as the low
// bytes (Cyrillic capitals have control low bytes), and its units are text. UTF-8 text has
// control bytes at neither parity.
func sniff16(head []byte) string {
	units := len(head) / 2
	var ctl [2]int
	for i, c := range head[:2*units] {
		if control(c) {
			ctl[i%2]++
		}
	}
	for hi := range 2 {
		n := ctl[hi]
		if n < 2 || n*4 < units || n < 2*ctl[1-hi] {
			continue
		}
		var rs []rune
		for i := 0; i+1 < len(head); i += 2 {
			u := rune(head[i+hi])<<8 | rune(head[i+1-hi])
			if u >= 0xD800 && u < 0xDC00 && i+3 < len(head) {
				// A high surrogate: a character with a low one after it.
				if v := rune(head[i+2+hi])<<8 | rune(head[i+3-hi]); v >= 0xDC00 && v <= 0xDFFF {
					u = 0x10000 + (u-0xD800)<<10 + (v - 0xDC00)
					i += 2
				}
			}
			rs = append(rs, u)
		}
		if text(rs) {
			return [2]string{"UTF-16BE", "UTF-16LE"}[hi]
		}
	}
	return ""
}

// text reports whether rs, decoded code units, are text: at least 2, 90% of them characters,
// and not mostly pairs of ASCII letters beyond Latin-1. ASCII text with a NUL every few bytes
// ("ok \x00ok \x00") decodes to such pairs ("濯 濯 "); text in a script has few of them
// (kana none, kanji one in ten).
func text(rs []rune) bool {
	chars, wide, pairs := 0, 0, 0
	for _, r := range rs {
		if char(r) {
			chars++
		}
		if r > 0xFF {
			wide++
			if r <= 0xFFFF && asciiLetter(byte(r)) && asciiLetter(byte(r>>8)) {
				pairs++
			}
		}
	}
	return len(rs) >= 2 && chars*10 >= len(rs)*9 && pairs*2 <= wide
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

// Check returns an *Error if data, a whole input, looks like UTF-16, UTF-32 or Latin-1.
func Check(data []byte) error {
	if err := Wide(data); err != nil {
		return err
	}
	if at, _ := latin1At(data, 0, true); at >= 0 {
		return &Error{Encoding: "Latin-1", Offset: int64(at)}
	}
	return nil
}

// NewReader returns a reader of r's bytes that fails with an *Error, before returning any byte
// of the input, if its start looks like UTF-16 or UTF-32, and before returning the bytes around
// it at the first byte that looks like Latin-1. It returns bytes as soon as it has them, so a
// slow stream (an LLM's answer) keeps flowing: only its first plainLen bytes are held back,
// and the start of sniffLen bytes while it is not plain UTF-8 text.
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
			// Decide on as little as possible, so that a slow stream flows: plainLen bytes of
			// plain UTF-8 text decide (see Wide); otherwise wait for sniffLen bytes.
			if !t.eof && len(buf) < sniffLen && (len(buf) < plainLen || !plain(buf[:plainLen])) {
				continue
			}
			t.started = true
			if err := Wide(buf); err != nil {
				t.err = err
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
