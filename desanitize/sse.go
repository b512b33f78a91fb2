package desanitize

import (
	"bufio"
	"bytes"
	"errors"
	"io"
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
	out, err := jsonstr.Rewrite(doc, ps, func(v string) (string, error) {
		b.Reset()
		vst, err := d.Desanitize(&b, strings.NewReader(v))
		st.Add(vst)
		return b.String(), err
	})
	return out, st, err
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
// choices.*.delta.content and choices.*.text (OpenAI) and delta.text (Anthropic).
//
// The deltas of all events are one text: a value split across two events is restored whole.
// An event's delta carries the text that can be decided when it arrives; the tail that could
// still be part of a value moves on to the next event's delta. Before the next event with data
// but no delta (a finish event, [DONE]) or at the end of the stream, whatever is held back goes
// out in an extra event shaped like the last delta event. Comments and lines that are not JSON
// data pass through.
func (d *Desanitizer) DesanitizeSSE(w io.Writer, r io.Reader, paths []string) (Stats, error) {
	if len(paths) == 0 {
		paths = ssePaths
	}
	ps, err := jsonstr.ParsePaths(paths)
	if err != nil {
		return Stats{}, err
	}
	s := &sseState{d: d, w: w, paths: ps, st: newStats()}
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
	err = s.flush()
	return s.st, err
}

type sseState struct {
	d     *Desanitizer
	w     io.Writer
	paths []jsonstr.Path
	st    Stats

	text     *Writer      // the deltas so far, nil before the first and after a flush
	out      bytes.Buffer // what text has let through for the current event
	template []string     // the last event that carried a delta
	pad      string       // what the last event written lacks to end with a blank line
}

// event handles one event: the lines up to and including the blank line that ends it.
func (s *sseState) event(lines []string) error {
	rewritten, deltas, err := s.rewrite(lines, s.delta)
	if err != nil {
		return err
	}
	if deltas == 0 && hasData(lines) {
		// Data without text (a finish event, [DONE]): what is held back must go out before
		// it. Comments and keep-alives do not end the text.
		if err := s.flush(); err != nil {
			return err
		}
	}
	// Only the last event of a stream can lack its blank line: if text is still held back,
	// flush must end it before adding an event.
	s.pad = terminator(lines)
	if deltas > 0 {
		s.template = append(s.template[:0], lines...)
		s.template[len(lines)-1] += s.pad
	}
	_, err = io.WriteString(s.w, strings.Join(rewritten, ""))
	return err
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

// delta feeds one delta to the text stream and returns what can be written now.
func (s *sseState) delta(v string) (string, error) {
	if s.text == nil {
		s.text = s.d.NewWriter(&s.out)
	}
	s.out.Reset()
	if _, err := s.text.Write([]byte(v)); err != nil {
		return "", err
	}
	return s.out.String(), nil
}

// flush writes what is held back as an event shaped like the last delta event.
func (s *sseState) flush() error {
	if s.text == nil {
		return nil
	}
	s.out.Reset()
	err := s.text.Close()
	s.st.Add(s.text.Stats)
	s.text = nil
	if err != nil {
		return err
	}
	rest := s.out.String()
	if rest == "" {
		return nil
	}
	if _, err := io.WriteString(s.w, s.pad); err != nil {
		return err
	}
	s.pad = ""
	first := true
	ev, _, err := s.rewrite(s.template, func(string) (string, error) {
		if first {
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

func hasData(lines []string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, "data:") {
			return true
		}
	}
	return false
}

// rewrite returns lines with the deltas in their JSON data replaced by fn's results, and how
// many deltas there were.
func (s *sseState) rewrite(lines []string, fn func(string) (string, error)) ([]string, int, error) {
	out := make([]string, len(lines))
	n := 0
	for i, line := range lines {
		out[i] = line
		rest, ok := strings.CutPrefix(line, "data:")
		if !ok {
			continue
		}
		body := strings.TrimLeft(rest, " ")
		eol := body[len(strings.TrimRight(body, "\r\n")):]
		body = strings.TrimRight(body, "\r\n")
		if !strings.HasPrefix(body, "{") {
			continue // [DONE] and the like
		}
		rewritten, err := jsonstr.Rewrite([]byte(body), s.paths, func(v string) (string, error) {
			n++
			return fn(v)
		})
		if errors.Is(err, jsonstr.ErrInvalid) {
			continue // not JSON: passed on as it is
		}
		if err != nil {
			return nil, 0, err
		}
		out[i] = line[:len(line)-len(body)-len(eol)] + string(rewritten) + eol
	}
	return out, n, nil
}
