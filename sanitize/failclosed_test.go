package sanitize

import (
	"errors"
	"strings"
	"testing"
)

// A codec that reads only part of a span (the digits of an SSN, the words of a name) must not
// copy the rest through: a span an annotator over-extended onto a neighbouring value is an
// error, so the caller writes nothing, instead of a ciphertext with the neighbour in clear.
func TestCodecsRefuseWhatTheyCannotEncrypt(t *testing.T) {
	p := testPermuter(t, "failclosed")
	for _, c := range []struct {
		codec  string
		text   string
		secret string // what would have been copied through
	}{
		{"name", "Zorblax Quux 4539-1488-0343-6467", "4539-1488-0343-6467"},
		{"name", "John Smith 372-61-4918", "372-61-4918"},
		{"name", "Jane Doe <jane@example.com>", "@example"},
		{"ssn", "John 372-61-4918", "John"},
		{"ssn", "372-61-4918 Smith", "Smith"},
		{"credit_card", "Zorblax 4539-1488-0343-6467", "Zorblax"},
		{"credit_card", "4539 1488 0343 6467 (Quux)", "Quux"},
		{"alnum", "José-12ab", "é"},
		{"digits", "EMP-١٢٣456789", "١٢٣"},
	} {
		codec, err := newFormatCodec(c.codec, nil)
		if err != nil {
			t.Fatal(err)
		}
		out, err := codec.Encrypt(p, c.text)
		if !errors.Is(err, errFormat) {
			t.Errorf("%s %q: got %q, %v; want errFormat", c.codec, c.text, out, err)
		}
		if strings.Contains(out, c.secret) || err != nil && strings.Contains(err.Error(), c.secret) {
			t.Errorf("%s %q: %q disclosed", c.codec, c.text, c.secret)
		}
	}
	// What the codecs do encrypt still works: name punctuation, SSN and card separators.
	for _, c := range [][2]string{
		{"name", "Dr. Jean-Luc O'Brien"}, {"name", "Smith, John"}, {"ssn", "372 61 4918"},
		{"credit_card", "4539 1488 0343 6467"}, {"alnum", "AB-12cd"}, {"digits", "EMP-123456"},
	} {
		codec, _ := newFormatCodec(c[0], nil)
		out, err := codec.Encrypt(p, c[1])
		if err != nil {
			t.Errorf("%s %q: %v", c[0], c[1], err)
			continue
		}
		if back, err := codec.Decrypt(p, out); err != nil || back != c[1] {
			t.Errorf("%s %q: decrypts to %q, %v", c[0], c[1], back, err)
		}
	}
}
