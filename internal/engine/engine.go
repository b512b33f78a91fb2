// Package engine puts together what sanitizing a prompt and restoring its answer need: the
// annotator, the sanitizer and the desanitizer, all three from one registry, one key and one
// context, so that a desanitizer restores what its sanitizer wrote. It runs them on an input in
// the form the caller names: plain text, a JSON document, or (to restore) an event stream.
//
// The commands of cmd/preempt and any other front end (a proxy, a test) build one Engine and
// call it per input; the engine never prints, exits or decides where an input comes from.
package engine

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/internal/proc"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// Engine is an annotator and a sanitizer that agree: the same registry, key and context.
type Engine struct {
	Annotator *annotate.Annotator
	Sanitizer *sanitize.Sanitizer
}

// New builds the engine of reg under key and opts, and wipes key: the sanitizer holds the
// subkeys it needs.
func New(reg *annotate.Registry, key *keyring.Key, opts sanitize.Options) (*Engine, error) {
	san, err := sanitize.New(reg, key, opts)
	key.Wipe()
	if err != nil {
		return nil, err
	}
	return &Engine{Annotator: annotate.New(reg), Sanitizer: san}, nil
}

// Form is how an input is read.
type Form int

const (
	Text Form = iota // plain text, streamed
	JSON             // a JSON document: its string values only (or those at the paths)
	SSE              // a text/event-stream of JSON deltas (restoring only)
)

// FormOf is the form of inputs that are JSON documents (asJSON) or event streams (sse).
func FormOf(asJSON, sse bool) Form {
	switch {
	case sse:
		return SSE
	case asJSON:
		return JSON
	}
	return Text
}

// Sanitize writes r to w with every value the annotator finds replaced. A JSON document is
// read whole (at most sanitize.MaxDocument bytes); text streams.
func (e *Engine) Sanitize(w io.Writer, r io.Reader, form Form, paths []string) (sanitize.Stats, error) {
	if form == Text {
		return e.Sanitizer.Sanitize(w, r, e.Annotator)
	}
	doc, err := sanitize.ReadDocument(r)
	if err != nil {
		return sanitize.Stats{}, err
	}
	out, st, err := e.Sanitizer.SanitizeJSON(doc, e.Annotator, paths)
	if err == nil {
		_, err = w.Write(out)
	}
	return st, err
}

// Document sanitizes data as one whole document (--budget prompt, a report, a preflight, inline
// markup when annotated) and adds it to docs under name. Nothing is written.
func (e *Engine) Document(docs *sanitize.Documents, name string, data []byte, annotated bool) error {
	res, err := e.Sanitizer.SanitizeDocument(context.Background(), data, annotated, e.Annotator)
	if err == nil {
		docs.Add(name, res)
	}
	return err
}

// Restoring says which values a desanitizer restores besides a prompt's.
type Restoring struct {
	// KeyOnly decrypts every well-formed value of a format type with the key alone, values
	// nobody sanitized too: for an answer whose prompt is lost.
	KeyOnly bool
	// InURLs restores values inside URLs, link targets and HTML tags too.
	InURLs bool
}

// Desanitizer returns a desanitizer of the engine's values. It restores nothing until it is
// given a prompt (Restrict) or a ledger (Use), unless o.KeyOnly.
func (e *Engine) Desanitizer(o Restoring) *desanitize.Desanitizer {
	d := desanitize.New(e.Annotator, e.Sanitizer)
	if o.KeyOnly {
		d.KeyOnly()
	}
	if o.InURLs {
		d.RestoreInURLs()
	}
	return d
}

// Restore writes r to w with the values d knows restored. A JSON document is read whole; text
// and event streams stream.
func Restore(d *desanitize.Desanitizer, w io.Writer, r io.Reader, form Form, paths []string) (desanitize.Stats, error) {
	switch form {
	case SSE:
		return d.DesanitizeSSE(w, r, paths)
	case JSON:
		doc, err := sanitize.ReadDocument(r)
		if err != nil {
			return desanitize.Stats{}, err
		}
		out, st, err := d.DesanitizeJSON(doc, paths)
		if err == nil {
			_, err = w.Write(out)
		}
		return st, err
	}
	return d.Desanitize(w, r)
}

// RoundTrip sanitizes prompt once, with every annotator, and returns the sanitized prompt and a
// desanitizer that restores exactly what that replaced (its ledger), fresh prompt-budget noise
// included. o.KeyOnly is ignored: the ledger says what to restore.
func (e *Engine) RoundTrip(prompt []byte, o Restoring) (safe []byte, d *desanitize.Desanitizer, err error) {
	var buf bytes.Buffer
	ledger, _, err := e.Sanitizer.SanitizeLedger(&buf, bytes.NewReader(prompt), e.Annotator)
	if err != nil {
		return nil, nil, err
	}
	o.KeyOnly = false
	d = e.Desanitizer(o)
	d.Use(ledger)
	return buf.Bytes(), d, nil
}

// Run sanitizes prompt once (RoundTrip), runs the command argv with the sanitized prompt on its
// standard input, stderr as its standard error and the environment of proc.Command (without
// PREEMPT_KEY and the like), and writes its answer to out with the prompt's values restored as
// the answer streams. It returns the command's exit status and what restoring did; a command
// that cannot be run is a *CommandError. Nothing is started if sanitizing fails.
func (e *Engine) Run(prompt []byte, argv []string, out, stderr io.Writer, o Restoring) (status int, st desanitize.Stats, err error) {
	safe, d, err := e.RoundTrip(prompt, o)
	if err != nil {
		return 0, st, err // nothing was sent anywhere
	}
	answer := d.NewWriter(out)
	c := proc.Command(argv[0], argv[1:]...)
	c.Stdin, c.Stdout, c.Stderr = bytes.NewReader(safe), answer, stderr
	if status, err = proc.Run(c); err != nil {
		return status, st, &CommandError{Err: err}
	}
	if err := answer.Close(); err != nil {
		return status, answer.Stats, fmt.Errorf("run: write: %w", err)
	}
	return status, answer.Stats, nil
}

// CommandError is a command Run could not start or wait for.
type CommandError struct{ Err error }

func (e *CommandError) Error() string { return "run: " + e.Err.Error() }
func (e *CommandError) Unwrap() error { return e.Err }
