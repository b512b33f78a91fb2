package annotate

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"time"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/proc"
)

// External is an external annotator from the registry ([[annotator]]): a command that reads the
// text on standard input and writes one JSON object per span on standard output:
//
//	{"type": "PERSON", "start": 0, "end": 11, "score": 0.93}
//
// start and end are byte offsets into the input (UTF-8), end exclusive; score is optional and
// compared with MinScore. type is a registry type id or a key of Types (the annotator's own
// labels, "PERSON" → "person"). Any other output, a non-zero exit status, a span that is not on
// rune boundaries inside the text, or running longer than Timeout is an error: the caller must
// fail closed rather than send text the annotator could not check.
type External struct {
	ID       string
	Command  []string
	Timeout  time.Duration
	Types    map[string]*Type
	MinScore float64

	reg *Registry
}

// DefaultAnnotatorTimeout is the time an external annotator gets when the registry sets none.
const DefaultAnnotatorTimeout = 30 * time.Second

// MaxExternalInput is the most text that is read into memory to be given to external
// annotators at once.
const MaxExternalInput = 16 << 20

// AnnotatorError says which external annotator failed and why. It never includes the text.
type AnnotatorError struct {
	ID  string
	Err error
}

func (e *AnnotatorError) Error() string { return fmt.Sprintf("annotator %s: %v", e.ID, e.Err) }
func (e *AnnotatorError) Unwrap() error { return e.Err }

// ErrTooLarge is returned when a text for external annotators is over MaxExternalInput.
var ErrTooLarge = errors.New("input larger than 16 MiB; external annotators need the whole text in memory")

// Annotators returns the registry's external annotators.
func (r *Registry) Annotators() []*External { return r.annotators }

// Run runs the annotator on text and returns its spans, sorted by start; they may overlap.
func (x *External) Run(ctx context.Context, text []byte) ([]Span, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, cancel := context.WithTimeout(ctx, x.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, x.Command[0], x.Command[1:]...)
	cmd.Env = proc.Env(os.Environ()) // never the key or the passphrase
	cmd.Stdin = bytes.NewReader(text)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &limitedWriter{w: &stderr, n: 4096}
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return nil, &AnnotatorError{ID: x.ID, Err: fmt.Errorf("no answer within %v", x.Timeout)}
	}
	if err != nil {
		msg := bytes.TrimSpace(stderr.Bytes())
		if i := bytes.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		if len(msg) > 0 {
			err = fmt.Errorf("%w (stderr: %s)", err, msg)
		}
		return nil, &AnnotatorError{ID: x.ID, Err: err}
	}
	spans, err := x.parse(stdout.Bytes(), text)
	if err != nil {
		return nil, &AnnotatorError{ID: x.ID, Err: err}
	}
	return spans, nil
}

type externalSpan struct {
	Type  string   `json:"type"`
	Start *int     `json:"start"`
	End   *int     `json:"end"`
	Score *float64 `json:"score"`
}

func (x *External) parse(out, text []byte) ([]Span, error) {
	var spans []Span
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var es externalSpan
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&es); err != nil {
			return nil, fmt.Errorf("output line %d: not a span object: %v", n, err)
		}
		if es.Start == nil || es.End == nil || es.Type == "" {
			return nil, fmt.Errorf("output line %d: a span needs type, start and end", n)
		}
		s, e := *es.Start, *es.End
		if s < 0 || e <= s || e > len(text) || !utf8.RuneStart(text[s]) || e < len(text) && !utf8.RuneStart(text[e]) {
			return nil, fmt.Errorf("output line %d: span %d-%d is not a range of whole characters of the %d-byte input", n, s, e, len(text))
		}
		t, ok := x.Types[es.Type]
		if !ok {
			if t, ok = x.reg.byID[es.Type]; !ok {
				return nil, fmt.Errorf("output line %d: unknown type %q; map it with types in the [[annotator]] entry", n, es.Type)
			}
		}
		if es.Score != nil && *es.Score < x.MinScore {
			continue
		}
		spans = append(spans, Span{Start: s, End: e, Type: t})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("output: %v", err)
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	return spans, nil
}

// AnnotateAll is Annotate plus the spans of the registry's external annotators, merged so that
// every byte any of them flagged is protected (see merge): an external annotator can add spans
// and widen them ("Kaiser Soze" over a built-in "Soze"), and a span of another type inside or
// across one of its spans (a card number in an over-extended name) keeps its own type.
func (a *Annotator) AnnotateAll(ctx context.Context, text []byte) ([]Span, error) {
	if len(a.reg.annotators) == 0 {
		return a.Annotate(text), nil
	}
	// The mentions of names are added once all names are known: a mention of the built-in
	// detector's "Zorblax" must not cut an external annotator's "zorblax quux" short.
	builtin := a.detect(text)
	cands := make([]candidate, 0, len(builtin))
	for _, s := range builtin {
		cands = append(cands, candidate{s, 0})
	}
	for i, x := range a.reg.annotators {
		spans, err := x.Run(ctx, text)
		if err != nil {
			return nil, err
		}
		for _, s := range spans {
			cands = append(cands, candidate{s, 1 + i})
		}
	}
	spans := merge(text, cands)
	markExternal(spans, builtin)
	return a.addMentions(text, spans, nil), nil
}

// markExternal marks the spans that are not, with the same bounds and type, one of builtin's.
func markExternal(spans, builtin []Span) {
	own := make(map[Span]bool, len(builtin))
	for _, s := range builtin {
		own[s] = true
	}
	for i := range spans {
		spans[i].External = !own[spans[i]]
	}
}

// ScanAll is Scan, with the registry's external annotators when it has any: then it reads the
// whole input (at most MaxExternalInput bytes) and annotates it as one segment, because an
// external annotator (an LLM) needs the context of the whole text.
func (a *Annotator) ScanAll(ctx context.Context, r io.Reader, fn func(Segment) error) error {
	if len(a.reg.annotators) == 0 {
		return a.Scan(r, fn)
	}
	text, err := io.ReadAll(io.LimitReader(r, MaxExternalInput+1))
	if err != nil {
		return err
	}
	if len(text) > MaxExternalInput {
		return ErrTooLarge
	}
	spans, err := a.AnnotateAll(ctx, text)
	if err != nil {
		return err
	}
	return fn(Segment{Text: text, Spans: spans})
}

type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(len(p), l.n)
		l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}

type annotatorConfig struct {
	ID       string            `toml:"id"`
	Command  []string          `toml:"command"`
	Timeout  string            `toml:"timeout"`
	Types    map[string]string `toml:"types"`
	MinScore float64           `toml:"minScore"`
}

// maxAnnotatorTimeout bounds the timeout a registry may give an annotator.
const maxAnnotatorTimeout = 10 * time.Minute

// annotators checks the user file's [[annotator]] entries against the final types of reg and
// adds them to it. Only a user file can name commands: the embedded default runs none.
func (b *builder) annotators(reg *Registry) error {
	seen := map[string]bool{}
	for i, ac := range b.userAnnotators {
		line := lineOf(b.userData, ac.ID)
		fail := func(err error) error {
			return &ConfigError{File: b.userFile, Line: line, Err: fmt.Errorf("annotator[%d] %q: %w", i, ac.ID, err)}
		}
		if ac.ID == "" {
			return fail(errors.New("no id"))
		}
		if seen[ac.ID] {
			return fail(errors.New("duplicate id"))
		}
		seen[ac.ID] = true
		if len(ac.Command) == 0 || ac.Command[0] == "" {
			return fail(errors.New(`no command; set command = ["program", "arg"...]`))
		}
		x := &External{ID: ac.ID, Command: ac.Command, Timeout: DefaultAnnotatorTimeout, Types: map[string]*Type{},
			MinScore: ac.MinScore, reg: reg}
		if ac.Timeout != "" {
			d, err := time.ParseDuration(ac.Timeout)
			if err != nil || d <= 0 || d > maxAnnotatorTimeout {
				return fail(fmt.Errorf("timeout %q; want a duration such as \"30s\", at most %v", ac.Timeout, maxAnnotatorTimeout))
			}
			x.Timeout = d
		}
		for label, id := range ac.Types {
			t, ok := reg.byID[id]
			if !ok {
				return fail(fmt.Errorf("types: %q maps to unknown type %q", label, id))
			}
			x.Types[label] = t
		}
		reg.annotators = append(reg.annotators, x)
	}
	return nil
}
