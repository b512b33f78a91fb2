package desanitize

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/preempt-dev/preempt/internal/jsonstr"
)

// DesanitizeJSON returns the JSON document doc (a response body) with the values restored in
// its string values: those at paths, such as "choices.*.message.content", or all of them when
// paths is empty. Every other byte is kept as it was.
func (d *Desanitizer) DesanitizeJSON(doc []byte, paths []string) ([]byte, Stats, error) {
	st := newStats()
	ps, err := jsonstr.ParsePaths(paths)
	if err != nil {
		return nil, st, err
	}
	var b bytes.Buffer
	ans := &answer{} // the document's strings are one answer
	out, err := jsonstr.Rewrite(doc, ps, func(v string) (string, error) {
		return d.restoreString(&b, v, &st, ans)
	})
	return out, st, err
}

// restoreString restores the values in v, a text of its own of the answer ans, through b, and
// adds the counts to st. A Writer per string, written at once: Desanitize would allocate its 32 KiB read
// buffer for every string of a document.
func (d *Desanitizer) restoreString(b *bytes.Buffer, v string, st *Stats, ans *answer) (string, error) {
	b.Reset()
	w := d.newWriter(b, ans)
	_, err := w.Write([]byte(v))
	if err == nil {
		err = w.Close()
	}
	st.Add(w.Stats)
	return b.String(), err
}

// Add adds the counts of o to st.
func (st *Stats) Add(o Stats) {
	st.Bytes += o.Bytes
	for t, n := range o.Restored {
		st.Restored[t] += n
	}
	for t, n := range o.Withheld {
		st.Withheld[t] += n
	}
}

// ssePaths are where the text deltas of the common streaming APIs are: OpenAI chat and
// completions, and Anthropic messages.
var ssePaths = []string{"choices.*.delta.content", "choices.*.text", "delta.text"}

// DesanitizeSSE restores the values in a text/event-stream answer (Server-Sent Events whose
// data are JSON objects carrying the text in deltas) and writes a stream that is still valid,
// event by event, as the events arrive. The deltas are the strings at paths, by default
// choices.*.delta.content and choices.*.text (OpenAI) and delta.text (Anthropic). An event's
// data may span several data: lines, joined by newlines as the SSE specification says.
//
// The deltas of one choice (OpenAI's choices[].index, or Anthropic's content block index) are
// one text: a value split across two events is restored whole, and the choices of an n > 1
// request are restored each on its own. An event's delta carries the text that can be decided
// when it arrives; the tail that could still be part of a value moves on to the next delta of
// the same choice. Before the next event with data but no delta for that choice (a finish
// event, [DONE]) or at the end of the stream, whatever is held back goes out in an extra event
// shaped like the choice's last delta event, without its id: and retry: fields. Comments and
// lines that are not JSON data pass through.
func (d *Desanitizer) DesanitizeSSE(w io.Writer, r io.Reader, paths []string) (Stats, error) {
	return d.DesanitizeEvents(w, r, Events{Deltas: paths})
}

// Events says where an event stream carries its texts, for [Desanitizer.DesanitizeEvents].
type Events struct {
	// Deltas are the paths of the strings that continue a text from event to event; none
	// means DesanitizeSSE's defaults.
	Deltas []string
	// Whole are the paths of strings that are each a text of their own, restored at once with
	// nothing held back: the full text that a final event repeats.
	Whole []string
	// Part, if not nil, tells texts apart within a choice (or content block): the deltas of
	// one choice with different parts are different texts, which the choice's finish event
	// ends all together. It is given the event's JSON data and where the delta is in it
	// (OpenAI's tool_calls[].index tells the arguments of parallel tool calls apart).
	Part func(data []byte, at []string) string
}

// DesanitizeEvents is [Desanitizer.DesanitizeSSE] for a stream whose texts ev describes.
func (d *Desanitizer) DesanitizeEvents(w io.Writer, r io.Reader, ev Events) (Stats, error) {
	paths := ev.Deltas
	if len(paths) == 0 {
		paths = ssePaths
	}
	ps, err := jsonstr.ParsePaths(paths)
	if err != nil {
		return Stats{}, err
	}
	whole, err := jsonstr.ParsePaths(ev.Whole)
	if err != nil {
		return Stats{}, err
	}
	s := &sseState{d: d, w: w, paths: ps, whole: whole, part: ev.Part, st: newStats(), texts: map[string]*sseText{}}
	br := bufio.NewReader(r)
	var event []string // the lines of the event being read, with their line endings
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			event = append(event, line)
			if strings.TrimRight(line, "\r\n") == "" {
				if werr := s.event(event); werr != nil {
					return s.st, werr
				}
				event = event[:0]
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return s.st, err
		}
	}
	if len(event) > 0 {
		if err := s.event(event); err != nil {
			return s.st, err
		}
	}
	err = s.flush(nil)
	return s.st, err
}

type sseState struct {
	d     *Desanitizer
	w     io.Writer
	paths []jsonstr.Path
	whole []jsonstr.Path                        // strings restored each on its own
	part  func(data []byte, at []string) string // nil: one text per choice
	st    Stats
	ans   answer // the stream is one answer

	texts map[string]*sseText // per choice
	order []string            // the keys of texts, in the order they came
	pad   string              // what the last event written lacks to end with a blank line
}

// sseText is the text of one choice.
type sseText struct {
	text     *Writer      // the deltas so far, nil before the first and after a flush
	out      bytes.Buffer // what text has let through for the current event
	template []string     // the last event that carried a delta of this choice
}

// event handles one event: the lines up to and including the blank line that ends it.
func (s *sseState) event(lines []string) error {
	var got []string // the choices with a delta in this event
	rewritten, err := s.rewrite(lines, func(key, v string) (string, error) {
		t := s.texts[key]
		if t == nil {
			t = &sseText{}
			s.texts[key] = t
			s.order = append(s.order, key)
		}
		if !slices.Contains(got, key) {
			got = append(got, key)
		}
		return s.delta(t, v)
	})
	if err != nil {
		return err
	}
	if len(got) == 0 && hasData(lines) && !isPing(lines) {
		// Data without text (a finish event, [DONE]): what is held back for the choices it
		// names, or for all if it names none, must go out before it. Comments and keep-alives
		// (Anthropic's ping events, which may come at any time) do not end the text.
		if err := s.flush(s.named(lines)); err != nil {
			return err
		}
	}
	// Only the last event of a stream can lack its blank line: if text is still held back,
	// flush must end it before adding an event.
	s.pad = terminator(lines)
	for _, key := range got {
		s.texts[key].template = template(lines)
	}
	_, err = io.WriteString(s.w, strings.Join(rewritten, ""))
	return err
}

// template returns the lines of event as an extra event carries them: its event: and data:
// lines, without the fields that belong to that event alone (id:, retry:) and comments, ended
// by a blank line.
func template(event []string) []string {
	eol := "\n"
	if strings.HasSuffix(event[0], "\r\n") {
		eol = "\r\n"
	}
	var out []string
	for _, l := range event {
		if name, _ := field(l); name == "data" || name == "event" {
			out = append(out, strings.TrimRight(l, "\r\n")+eol)
		}
	}
	return append(out, eol)
}

// terminator returns what an event's lines lack to end with a blank line.
func terminator(lines []string) string {
	last := lines[len(lines)-1]
	switch {
	case strings.TrimRight(last, "\r\n") == "":
		return ""
	case strings.HasSuffix(last, "\n"):
		return "\n"
	}
	return "\n\n"
}

// delta feeds one delta to the text of its choice and returns what can be written now.
func (s *sseState) delta(t *sseText, v string) (string, error) {
	if t.text == nil {
		t.text = s.d.newWriter(&t.out, &s.ans)
	}
	t.out.Reset()
	if _, err := t.text.Write([]byte(v)); err != nil {
		return "", err
	}
	return t.out.String(), nil
}

// flush writes what is held back for the choices keys (all if nil), each as an event shaped
// like the choice's last delta event.
func (s *sseState) flush(keys []string) error {
	for _, key := range s.order {
		// A part of a choice ("choice 0/tool 1") ends with it.
		if keys != nil && !slices.ContainsFunc(keys, func(k string) bool { return key == k || strings.HasPrefix(key, k+"/") }) {
			continue
		}
		if err := s.flushText(key); err != nil {
			return err
		}
	}
	return nil
}

func (s *sseState) flushText(key string) error {
	t := s.texts[key]
	if t.text == nil {
		return nil
	}
	t.out.Reset()
	err := t.text.Close()
	s.st.Add(t.text.Stats)
	t.text = nil
	if err != nil {
		return err
	}
	rest := t.out.String()
	if rest == "" {
		return nil
	}
	if _, err := io.WriteString(s.w, s.pad); err != nil {
		return err
	}
	s.pad = ""
	first := true
	ev, err := s.rewrite(t.template, func(k, _ string) (string, error) {
		if first && k == key {
			first = false
			return rest, nil
		}
		return "", nil
	})
	if err != nil {
		return err
	}
	_, err = io.WriteString(s.w, strings.Join(ev, ""))
	return err
}

// isPing reports whether an event is a keep-alive that carries data: Anthropic's
// {"type": "ping"}.
func isPing(lines []string) bool {
	var m struct{ Type string }
	return json.Unmarshal([]byte(eventData(lines)), &m) == nil && m.Type == "ping"
}

func hasData(lines []string) bool {
	for _, l := range lines {
		if name, _ := field(l); name == "data" {
			return true
		}
	}
	return false
}

// field splits an event line into its field name and value (the text after the colon and one
// space, without the line ending), as the SSE specification reads it.
func field(line string) (name, value string) {
	line = strings.TrimRight(line, "\r\n")
	name, value, _ = strings.Cut(line, ":")
	return name, strings.TrimPrefix(value, " ")
}

// choiceMeta is what tells the choices of a JSON event apart: OpenAI's choices[].index, or the
// index of an Anthropic content block.
type choiceMeta struct {
	Index   json.RawMessage `json:"index"`
	Choices []struct {
		Index json.RawMessage `json:"index"`
	} `json:"choices"`
}

// key returns the choice a delta at path at belongs to.
func (m *choiceMeta) key(at []string) string {
	if len(at) >= 2 && at[0] == "choices" {
		if i, err := strconv.Atoi(at[1]); err == nil && i < len(m.Choices) && m.Choices[i].Index != nil {
			return "choice " + string(m.Choices[i].Index)
		}
		return "choice " + at[1]
	}
	if m.Index != nil {
		return "block " + string(m.Index)
	}
	return ""
}

// named returns the choices a data event names, or nil if it names none (or is not JSON).
func (s *sseState) named(lines []string) []string {
	var m choiceMeta
	if json.Unmarshal([]byte(eventData(lines)), &m) != nil {
		return nil
	}
	var keys []string
	for i := range m.Choices {
		keys = append(keys, m.key([]string{"choices", strconv.Itoa(i)}))
	}
	if len(keys) == 0 && m.Index != nil {
		keys = append(keys, m.key(nil))
	}
	return keys
}

// eventData returns the data of an event: its data: lines' values joined by newlines.
func eventData(lines []string) string {
	var data []string
	for _, l := range lines {
		if name, value := field(l); name == "data" {
			data = append(data, value)
		}
	}
	return strings.Join(data, "\n")
}

// rewrite returns lines with the deltas in their JSON data replaced by fn's results, fn being
// told the choice of each. The data of an event is its data: lines joined by newlines; a JSON
// document across several lines is rewritten in place, each line keeping its own.
func (s *sseState) rewrite(lines []string, fn func(key, v string) (string, error)) ([]string, error) {
	var at []int // the data lines
	for i, l := range lines {
		if name, _ := field(l); name == "data" {
			at = append(at, i)
		}
	}
	out, err := s.rewriteData(lines, at, fn)
	if errors.Is(err, jsonstr.ErrInvalid) && len(at) > 1 {
		// Not one JSON document: perhaps one per line, as some servers send.
		out = slices.Clone(lines)
		for _, i := range at {
			o, err := s.rewriteData(out, []int{i}, fn)
			if errors.Is(err, jsonstr.ErrInvalid) {
				continue
			}
			if err != nil {
				return nil, err
			}
			out = o
		}
		return out, nil
	}
	if errors.Is(err, jsonstr.ErrInvalid) {
		return lines, nil // not JSON: passed on as it is
	}
	return out, err
}

// rewriteData rewrites the JSON document that the data lines at of lines hold together.
func (s *sseState) rewriteData(lines []string, at []int, fn func(key, v string) (string, error)) ([]string, error) {
	if len(at) == 0 {
		return lines, nil
	}
	values := make([]string, len(at))
	for j, i := range at {
		_, values[j] = field(lines[i])
	}
	doc := strings.Join(values, "\n")
	if !strings.HasPrefix(strings.TrimLeft(doc, " \t\r\n"), "{") {
		return lines, nil // [DONE] and the like
	}
	var m choiceMeta
	if json.Unmarshal([]byte(doc), &m) != nil {
		return nil, jsonstr.ErrInvalid
	}
	rewritten, err := jsonstr.RewriteAt([]byte(doc), s.paths, func(path []string, v string) (string, error) {
		key := m.key(path)
		if s.part != nil {
			if p := s.part([]byte(doc), path); p != "" {
				key += "/" + p
			}
		}
		return fn(key, v)
	})
	if err == nil && len(s.whole) > 0 {
		var b bytes.Buffer
		rewritten, err = jsonstr.Rewrite(rewritten, s.whole, func(v string) (string, error) {
			return s.d.restoreString(&b, v, &s.st, &s.ans)
		})
	}
	if err != nil {
		return nil, err
	}
	// The rewritten strings are JSON-encoded, newlines escaped: the document keeps its lines.
	parts := strings.Split(string(rewritten), "\n")
	if len(parts) != len(at) {
		return nil, errors.New("desanitize: event data changed its lines")
	}
	out := slices.Clone(lines)
	for j, i := range at {
		l := lines[i]
		body := strings.TrimRight(l, "\r\n")
		eol := l[len(body):]
		out[i] = body[:len(body)-len(values[j])] + parts[j] + eol
	}
	return out, nil
}
