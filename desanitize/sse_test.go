package desanitize_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/desanitize"
)

// openAIStream returns an OpenAI-style chat completion stream that carries text in deltas cut
// at the given offsets, then a finish event and [DONE].
func openAIStream(text string, cuts ...int) string {
	var b strings.Builder
	b.WriteString("data: {\"id\":\"c1\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\n")
	prev := 0
	for _, c := range append(cuts, len(text)) {
		piece, _ := json.Marshal(text[prev:c])
		fmt.Fprintf(&b, "data: {\"id\":\"c1\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%s}}]}\n\n", piece)
		// Servers send comments to keep the connection alive; they do not end the text.
		b.WriteString(": keep-alive\n\n")
		prev = c
	}
	b.WriteString("data: {\"id\":\"c1\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n")
	b.WriteString("data: [DONE]\n\n")
	return b.String()
}

// deltas parses an event stream the way a client does and returns the text of its deltas,
// failing on any data line that is neither JSON nor [DONE].
func deltas(t *testing.T, stream string) (text string, events int) {
	t.Helper()
	if !strings.HasSuffix(stream, "data: [DONE]\n\n") {
		t.Fatalf("stream does not end with [DONE]: %q", stream)
	}
	var b strings.Builder
	for _, ev := range strings.Split(strings.TrimSuffix(stream, "\n\n"), "\n\n") {
		events++
		for _, line := range strings.Split(ev, "\n") {
			data, ok := strings.CutPrefix(line, "data: ")
			if !ok || data == "[DONE]" {
				continue
			}
			var chunk struct {
				Choices []struct {
					Delta struct{ Content *string }
				}
			}
			if err := json.Unmarshal([]byte(data), &chunk); err != nil {
				t.Fatalf("event %d is not JSON: %q", events, data)
			}
			if c := chunk.Choices[0].Delta.Content; c != nil {
				b.WriteString(*c)
			}
		}
	}
	return b.String(), events
}

// A sensitive value split across two events is restored whole, the stream stays valid event
// by event, and its deltas add up to the restored answer.
func TestSSESplitToken(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("My SSN is 123-45-6789 and my mail is jo.doe@example.net.\n")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	mail := f.mustEncrypt(t, "email", "jo.doe@example.net")
	answer := "Noted: SSN " + ssn + ", mail " + mail + "."
	want := "Noted: SSN 123-45-6789, mail jo.doe@example.net."
	at := strings.Index(answer, ssn)
	mat := strings.Index(answer, mail)
	for _, restricted := range []bool{true, false} {
		for _, cuts := range [][]int{
			{at + 4},                 // inside the SSN
			{at + 3, at + 4, at + 8}, // the SSN in four events
			{at + len(ssn)},          // right after it
			{mat + 2, mat + 9},       // inside the mail
			{len(answer) - 1},
		} {
			d := desanitize.New(f.ann, f.san)
			if restricted {
				if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
					t.Fatal(err)
				}
			} else {
				d.KeyOnly()
			}
			in := openAIStream(answer, cuts...)
			var out bytes.Buffer
			st, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil)
			if err != nil {
				t.Fatal(err)
			}
			got, events := deltas(t, out.String())
			if got != want {
				t.Errorf("restricted=%v cuts %v: deltas %q, want %q\nstream:\n%s", restricted, cuts, got, want, out.String())
			}
			if _, inEvents := deltas(t, in); events < inEvents {
				t.Errorf("cuts %v: %d events out of %d", cuts, events, inEvents)
			}
			if st.Restored["ssn"] != 1 || st.Restored["email"] != 1 {
				t.Errorf("cuts %v: restored %v", cuts, st.Restored)
			}
		}
	}
}

// Anthropic-style events (an event: line, text in delta.text) keep their event names; the
// held-back text goes out in an event of the same kind before content_block_stop.
func TestSSEAnthropic(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("Card 4111 1111 1111 1111.")
	card := f.mustEncrypt(t, "credit_card", "4111 1111 1111 1111")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	ev := func(name, data string) string { return "event: " + name + "\r\ndata: " + data + "\r\n\r\n" }
	delta := func(s string) string {
		b, _ := json.Marshal(s)
		return ev("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":`+string(b)+`}}`)
	}
	in := ev("message_start", `{"type":"message_start"}`) + delta("Your card "+card[:7]) + delta(card[7:]) +
		ev("content_block_stop", `{"type":"content_block_stop","index":0}`)
	var out bytes.Buffer
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	want := ev("message_start", `{"type":"message_start"}`) + delta("Your card ") + delta("") + delta("4111 1111 1111 1111") +
		ev("content_block_stop", `{"type":"content_block_stop","index":0}`)
	if out.String() != want {
		t.Errorf("got\n%q\nwant\n%q", out.String(), want)
	}
}

func TestDesanitizeJSON(t *testing.T) {
	f := newFixture(t, "")
	prompt := []byte("SSN 123-45-6789")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
		t.Fatal(err)
	}
	body := `{"id": "x", "choices": [{"message": {"role": "assistant", "content": "It is ` + ssn + `."}}], "note": "` + ssn + `"}`
	got, st, err := d.DesanitizeJSON([]byte(body), []string{"choices.*.message.content"})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id": "x", "choices": [{"message": {"role": "assistant", "content": "It is 123-45-6789."}}], "note": "` + ssn + `"}`
	if string(got) != want || st.Restored["ssn"] != 1 {
		t.Errorf("got %s (%v), want %s", got, st.Restored, want)
	}
	if _, _, err := d.DesanitizeJSON([]byte(`{"a":`), nil); err == nil {
		t.Error("invalid JSON accepted")
	}
}

// However an answer is cut into events, the deltas of the restored stream are the batch
// result, and every event stays valid JSON.
func FuzzSSE(f *testing.F) {
	fx := newFixture(f, "")
	prompt := []byte("SSN 123-45-6789, card 4111 1111 1111 1111, mail jo.doe@example.net, host 10.1.2.3\n")
	safe := string(fx.sanitize(f, prompt))
	f.Add(safe, uint16(5), uint16(17))
	f.Add("plain text \\u00e9 \"quoted\" \n\n data: x", uint16(1), uint16(2))
	f.Add(safe[:20]+"\u00e9"+safe[20:], uint16(20), uint16(21))
	f.Add("see <img src=\""+safe+"\"> and "+safe, uint16(8), uint16(30))
	d := desanitize.New(fx.ann, fx.san)
	if err := d.Restrict(bytes.NewReader(prompt)); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, answer string, c1, c2 uint16) {
		if !utf8.ValidString(answer) {
			return // JSON strings carry valid UTF-8 only
		}
		a, b := int(c1)%(len(answer)+1), int(c2)%(len(answer)+1)
		if a > b {
			a, b = b, a
		}
		// JSON strings hold whole characters: a delta never ends inside one.
		for a > 0 && !utf8.RuneStart(answer[a%len(answer)]) {
			a--
		}
		for b > 0 && b < len(answer) && !utf8.RuneStart(answer[b]) {
			b--
		}
		if a > b {
			a = b
		}
		var want bytes.Buffer
		if _, err := d.Desanitize(&want, strings.NewReader(answer)); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := d.DesanitizeSSE(&out, strings.NewReader(openAIStream(answer, a, b)), nil); err != nil {
			t.Fatal(err)
		}
		if got, _ := deltas(t, out.String()); got != want.String() {
			t.Fatalf("cuts %d,%d: deltas %q, batch %q", a, b, got, want.String())
		}
	})
}

// A stream cut off after a delta still gets the held-back text, in an event of the same shape,
// and a stream with no JSON at all passes through unchanged.
func TestSSEEndsWithoutFinish(t *testing.T) {
	f := newFixture(t, "")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader("SSN 123-45-6789")); err != nil {
		t.Fatal(err)
	}
	in := "id: 1\ndata: {\"delta\":{\"text\":\"SSN " + ssn + "\"}}\n\n"
	var out bytes.Buffer
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	// The extra event does not repeat the id: of the event before it.
	want := "id: 1\ndata: {\"delta\":{\"text\":\"SSN \"}}\n\ndata: {\"delta\":{\"text\":\"123-45-6789\"}}\n\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	// Cut off inside the event, even inside its last line: the event is ended first.
	for _, cut := range []string{"\n", ""} {
		out.Reset()
		if _, err := d.DesanitizeSSE(&out, strings.NewReader(strings.TrimSuffix(in, "\n\n")+cut), nil); err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("cut off before the blank line (%q): got %q, want %q", cut, out.String(), want)
		}
	}
	plain := "event: ping\ndata: not json " + ssn + "\n\n: comment\n\ndata: [DONE]\n"
	out.Reset()
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(plain), nil); err != nil {
		t.Fatal(err)
	}
	if out.String() != plain {
		t.Errorf("non-JSON stream changed: %q", out.String())
	}
}

// An event whose JSON spans several data: lines (joined by newlines, as the SSE specification
// says) is restored, each line keeping its place.
func TestSSEMultiLineData(t *testing.T) {
	f := newFixture(t, "")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader("SSN 123-45-6789")); err != nil {
		t.Fatal(err)
	}
	in := "data: {\"choices\":[{\"index\":0,\n" +
		"data:  \"delta\":{\"content\":\"SSN " + ssn + ".\"}}]}\n\n" +
		"data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n"
	var out bytes.Buffer
	st, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "data: {\"choices\":[{\"index\":0,\n" +
		"data:  \"delta\":{\"content\":\"SSN 123-45-6789.\"}}]}\n\n" +
		"data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n"
	if out.String() != want || st.Restored["ssn"] != 1 {
		t.Errorf("got %q (%v), want %q", out.String(), st.Restored, want)
	}
}

// With n=2 the two choices' deltas arrive interleaved: each choice is its own text, its values
// restored whole even when split across its events, and what one holds back goes out in an
// event of that choice.
func TestSSEChoices(t *testing.T) {
	f := newFixture(t, "")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	mail := f.mustEncrypt(t, "email", "jo.doe@example.net")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader("SSN 123-45-6789, mail jo.doe@example.net")); err != nil {
		t.Fatal(err)
	}
	ev := func(i int, content string) string {
		b, _ := json.Marshal(content)
		return fmt.Sprintf("data: {\"choices\":[{\"index\":%d,\"delta\":{\"content\":%s}}]}\n\n", i, b)
	}
	texts := [2][]string{
		{"SSN ", ssn[:5], ssn[5:] + " ok"},
		{"Mail ", mail[:4], mail[4:], ""},
	}
	var in strings.Builder
	for k := range 4 {
		for i := range 2 {
			if k < len(texts[i]) {
				in.WriteString(ev(i, texts[i][k]))
			}
		}
	}
	in.WriteString("data: {\"choices\":[{\"index\":1,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n")
	in.WriteString("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n")
	in.WriteString("data: [DONE]\n\n")
	var out bytes.Buffer
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(in.String()), nil); err != nil {
		t.Fatal(err)
	}
	// The text of each choice, as a client reassembles it.
	var got [2]strings.Builder
	for _, e := range strings.Split(out.String(), "\n\n") {
		data, ok := strings.CutPrefix(e, "data: ")
		if !ok || data == "[DONE]" {
			continue
		}
		var chunk struct {
			Choices []struct {
				Index int
				Delta struct{ Content string }
			}
		}
		if err := json.Unmarshal([]byte(data), &chunk); err != nil {
			t.Fatalf("event %q is not JSON", e)
		}
		for _, c := range chunk.Choices {
			got[c.Index].WriteString(c.Delta.Content)
		}
	}
	if got[0].String() != "SSN 123-45-6789 ok" || got[1].String() != "Mail jo.doe@example.net" {
		t.Errorf("choices %q and %q\nstream:\n%s", got[0].String(), got[1].String(), out.String())
	}
	// Choice 1's held-back mail goes out before its finish event, choice 0's text is not
	// held to it.
	if i, j := strings.Index(out.String(), "jo.doe@example.net"), strings.Index(out.String(), "\"index\":1,\"delta\":{},"); i < 0 || i > j {
		t.Errorf("choice 1's text after its finish event:\n%s", out.String())
	}
}

// An extra event that carries held-back text keeps only the event: and data: fields of the
// delta event it is shaped like: the id: and retry: of an event are its own.
func TestSSEExtraEventFields(t *testing.T) {
	f := newFixture(t, "")
	ssn := f.mustEncrypt(t, "ssn", "123-45-6789")
	d := desanitize.New(f.ann, f.san)
	if err := d.Restrict(strings.NewReader("SSN 123-45-6789")); err != nil {
		t.Fatal(err)
	}
	in := "id: 7\nretry: 3000\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"SSN " + ssn + "\"}}\n\n" +
		"id: 8\nevent: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
	var out bytes.Buffer
	if _, err := d.DesanitizeSSE(&out, strings.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	want := "id: 7\nretry: 3000\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"SSN \"}}\n\n" +
		"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"123-45-6789\"}}\n\n" +
		"id: 8\nevent: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
	if out.String() != want {
		t.Errorf("got\n%s\nwant\n%s", out.String(), want)
	}
}
