package textenc

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"
	"unicode/utf16"
)

func utf16le(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xFF, 0xFE)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

func utf16be(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xFE, 0xFF)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return b
}

const prompt = "Dear José Smith,\r\nyour SSN 372-61-4918 is on file.\n"

// readAll reads data through NewReader, one byte at a time and in big reads, and checks both
// ways agree on the error, and on the bytes when there is none.
func readAll(t *testing.T, data []byte) ([]byte, error) {
	t.Helper()
	got, err := io.ReadAll(NewReader(bytes.NewReader(data)))
	got1, err1 := io.ReadAll(NewReader(iotest.OneByteReader(bytes.NewReader(data))))
	if fmt.Sprint(err) != fmt.Sprint(err1) || err == nil && !bytes.Equal(got, got1) {
		t.Errorf("one-byte reads: %d bytes, %v; big reads: %d bytes, %v", len(got1), err1, len(got), err)
	}
	return got, err
}

// Text in UTF-16 is an *Error before a byte of it is returned, Latin-1 before the word with
// the first Latin-1 letter is.
func TestRefused(t *testing.T) {
	latin1 := []byte("Dear Jos\xe9 Smith")
	long := append(bytes.Repeat([]byte("plain ascii line\n"), 10000), "\xc9mile Zola\n"...)
	for _, c := range []struct {
		name string
		data []byte
		enc  string
		off  int64
	}{
		{"UTF-16LE with BOM", utf16le(prompt, true), "UTF-16LE", 0},
		{"UTF-16LE", utf16le(prompt, false), "UTF-16LE", 0},
		{"UTF-16BE with BOM", utf16be(prompt, true), "UTF-16BE", 0},
		{"UTF-16BE", utf16be(prompt, false), "UTF-16BE", 0},
		{"short UTF-16LE", utf16le("Anna", false), "UTF-16LE", 0},
		{"Latin-1 in a word", latin1, "Latin-1", 8},
		{"Latin-1 at a word start, late", long, "Latin-1", 170000},
		{"Latin-1 at the end", []byte("Jos\xe9"), "Latin-1", 3},
		{"Latin-1 umlaut", []byte("Herr M\xfcller"), "Latin-1", 6},
	} {
		got, err := readAll(t, c.data)
		var e *Error
		if !errors.As(err, &e) || e.Encoding != c.enc || e.Offset != c.off {
			t.Errorf("%s: %v, want %s at %d", c.name, err, c.enc, c.off)
			continue
		}
		if c.enc != "Latin-1" && len(got) > 0 {
			t.Errorf("%s: %d bytes returned before the error", c.name, len(got))
		}
		if bytes.Contains(got, []byte("Jos")) || bytes.Contains(got, []byte("mile")) {
			t.Errorf("%s: the word with the Latin-1 letter was returned", c.name)
		}
		if err := Check(c.data); !errors.As(err, &e) || e.Encoding != c.enc {
			t.Errorf("%s: Check: %v", c.name, err)
		}
		if strings.Contains(err.Error(), "Jos") || !strings.Contains(err.Error(), "iconv") {
			t.Errorf("%s: error %q", c.name, err)
		}
	}
}

// UTF-8, ASCII, and binary-ish input (NUL bytes, stray invalid bytes not inside a word) pass
// through unchanged.
func TestPassed(t *testing.T) {
	for _, data := range [][]byte{
		[]byte(prompt),
		[]byte("line one\r\nSSN 372-61-4918\r\nbad \377\376 bytes \000 nul\r\nhost\00010.24.7.19\000end \303(\r\n\377372-61-4918\000tail"),
		[]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06\x00\x00\x00"),
		bytes.Repeat([]byte("ok \x00"), 400),
		[]byte("smart quote don\x92t"),
		[]byte("\xef\xbb\xbfUTF-8 with a BOM: Zoë"),
		{},
		[]byte("x"),
	} {
		got, err := readAll(t, data)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%.40q: got %.40q, %v", data, got, err)
		}
		if err := Check(data); err != nil {
			t.Errorf("%.40q: Check: %v", data, err)
		}
	}
}

// Whatever the input, the reader either returns it unchanged or fails with an *Error, as Check
// does, and the same way for one-byte reads.
func FuzzReader(f *testing.F) {
	f.Add([]byte(prompt))
	f.Add(utf16le(prompt, false))
	f.Add(utf16be("Пациент Иван, 372-61-4918", false))
	f.Add(utf32le("やまだ 372-61-4918", false))
	f.Add([]byte("ok\x00\x00ok\x00\x00ok\x00\x00"))
	f.Add([]byte("Jos\xe9 \xff\xfe \x00 \xc3("))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := readAll(t, data)
		if err == nil && !bytes.Equal(got, data) {
			t.Fatalf("changed the input")
		}
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Fatalf("error %v is not an *Error", err)
		}
		if (Check(data) == nil) != (err == nil) {
			t.Fatalf("Check %v, reader %v", Check(data), err)
		}
	})
}

// A slow stream flows: what has arrived is returned without waiting for more, except a word
// that may still go on.
func TestStreamFlows(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	go pw.Write([]byte("Sure. Your SSN is"))
	r := NewReader(pr)
	buf := make([]byte, 100)
	var got []byte
	for !bytes.Equal(got, []byte("Sure. Your SSN ")) {
		done := make(chan struct{})
		var n int
		var err error
		go func() { n, err = r.Read(buf); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("no bytes after %q while more text had arrived", got)
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, buf[:n]...)
	}
}

func utf32le(s string, bom bool) []byte {
	var b []byte
	if bom {
		s = "\uFEFF" + s
	}
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
	}
	return b
}

func utf32be(s string, bom bool) []byte {
	var b []byte
	if bom {
		s = "\uFEFF" + s
	}
	for _, r := range s {
		b = append(b, byte(r>>24), byte(r>>16), byte(r>>8), byte(r))
	}
	return b
}

// Text in a script other than Latin in UTF-16 without a byte-order mark has few or no NULs
// (Cyrillic is a control byte 0x04 next to each letter), and UTF-32 has two NULs in each
// unit: each is refused under its own name, before a byte of it is returned, whatever its
// first character.
func TestWide(t *testing.T) {
	const (
		ru      = "Пациент Иван Петров, SSN 372-61-4918, ivan@corp.io. Телефон +7 912 345 67 89.\n"
		ruLower = "пациент иван петров, ПАЦИЕНТ ИВАН ПЕТРОВ: 372-61-4918\n"
		ja      = "患者 山田太郎、SSN 372-61-4918、メール taro@corp.jp。電話 090-1234-5678\n"
		jaKana  = "やまだ たろう さんの SSN は 372-61-4918 です\n"
		emoji   = "😀 Иван 372-61-4918"
	)
	for _, c := range []struct {
		name string
		data []byte
		enc  string
	}{
		{"Cyrillic UTF-16LE", utf16le(ru, false), "UTF-16LE"},
		{"Cyrillic UTF-16BE", utf16be(ru, false), "UTF-16BE"},
		{"Cyrillic lower case first, UTF-16LE", utf16le(ruLower, false), "UTF-16LE"},
		{"Cyrillic lower case first, UTF-16BE", utf16be(ruLower, false), "UTF-16BE"},
		{"Cyrillic in 4 bytes, UTF-16LE", utf16le("Ян", false), "UTF-16LE"},
		{"Japanese UTF-16LE", utf16le(ja, false), "UTF-16LE"},
		{"Japanese UTF-16BE", utf16be(ja, false), "UTF-16BE"},
		{"Japanese kana first, UTF-16LE", utf16le(jaKana, false), "UTF-16LE"},
		{"Japanese kana first, UTF-16BE", utf16be(jaKana, false), "UTF-16BE"},
		{"emoji first, UTF-16LE", utf16le(emoji, false), "UTF-16LE"},
		{"long Cyrillic UTF-16LE", utf16le(strings.Repeat(ru, 100), false), "UTF-16LE"},
		{"UTF-32LE", utf32le(prompt, false), "UTF-32LE"},
		{"UTF-32BE", utf32be(prompt, false), "UTF-32BE"},
		{"UTF-32LE with BOM", utf32le(prompt, true), "UTF-32LE"},
		{"UTF-32BE with BOM", utf32be(prompt, true), "UTF-32BE"},
		{"Japanese UTF-32LE", utf32le(jaKana, false), "UTF-32LE"},
		{"Japanese UTF-32BE", utf32be(ja, false), "UTF-32BE"},
		{"Cyrillic UTF-32LE with BOM", utf32le(ru, true), "UTF-32LE"},
	} {
		got, err := readAll(t, c.data)
		var e *Error
		if !errors.As(err, &e) || e.Encoding != c.enc {
			t.Errorf("%s: %v, want %s", c.name, err, c.enc)
			continue
		}
		if len(got) > 0 {
			t.Errorf("%s: %d bytes returned before the error", c.name, len(got))
		}
		if err := Check(c.data); !errors.As(err, &e) || e.Encoding != c.enc {
			t.Errorf("%s: Check: %v", c.name, err)
		}
		if !strings.Contains(err.Error(), "iconv -f "+c.enc[:6]) {
			t.Errorf("%s: error %q does not say how to convert", c.name, err)
		}
	}
}

// What is not UTF-16 or UTF-32 passes, also with control bytes and NULs in it: UTF-8 in the
// same scripts, terminal output, NUL-separated lists, binary.
func TestNotWide(t *testing.T) {
	for _, data := range [][]byte{
		[]byte("Пациент Иван Петров, SSN 372-61-4918, ivan@corp.io.\n"),
		[]byte("患者 山田太郎、SSN 372-61-4918、メール taro@corp.jp。\n"),
		[]byte("\x1b[31mERROR\x1b[0m db: \x1b[1mconnection refused\x1b[0m\r\n\x1b[31mERROR\x1b[0m retry\r\n"),
		[]byte("./a.txt\x00./notes/b.md\x00./c\x00./src/main.go\x00./go.mod\x00"),
		[]byte("ok\x00\x00ok\x00\x00ok\x00\x00ok\x00\x00ok\x00\x00ok\x00\x00"),
		[]byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x3e\x00\x01\x00\x00\x00\x40\x10\x40\x00\x00\x00\x00\x00"),
		{0x05, 0x00, 0x07, 0x00, 0x01, 0x00, 0x11, 0x00, 0x03, 0x00, 0x1f, 0x00},
		[]byte("Hi"),
	} {
		got, err := readAll(t, data)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%.40q: got %.40q, %v", data, got, err)
		}
		if err := Check(data); err != nil {
			t.Errorf("%.40q: Check: %v", data, err)
		}
	}
}
