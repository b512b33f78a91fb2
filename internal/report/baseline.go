package report

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/preempt-dev/preempt/internal/atomicfile"
)

// Baseline is a set of accepted findings' fingerprints, with the id of the key they were made
// with. Only keyed fingerprints make a baseline: a positional one would accept whatever value
// later took an accepted one's place.
//
// The file is JSON: {"version": 1, "key": "<key id>", "fingerprints": ["k1:…", …]}. It holds
// no value and nothing a value can be tested against without the key, so it can be committed.
type Baseline struct {
	KeyID string
	set   map[string]bool
}

type baselineFile struct {
	Version      int      `json:"version"`
	Key          string   `json:"key"`
	Fingerprints []string `json:"fingerprints"`
}

// Has reports whether fp is accepted; a nil baseline accepts nothing.
func (b *Baseline) Has(fp string) bool { return b != nil && b.set[fp] }

// Len is the number of fingerprints.
func (b *Baseline) Len() int { return len(b.set) }

// ReadBaseline parses a baseline file and checks it was made with the key of fp.
func ReadBaseline(r io.Reader, fp *Fingerprinter) (*Baseline, error) {
	var f baselineFile
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		// Not the decoder's message: it may quote the file (an unknown field's name), and a
		// file named by mistake may hold values.
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, fmt.Errorf("not a preempt baseline: invalid JSON at byte %d", se.Offset)
		}
		return nil, errors.New("not a preempt baseline: want {\"version\": 1, \"key\": …, \"fingerprints\": […]}")
	}
	if f.Version != 1 {
		return nil, fmt.Errorf("baseline version %d, want 1", f.Version)
	}
	if !fp.Keyed() {
		return nil, fmt.Errorf("baselines need the key that made them (%s)", f.Key)
	}
	if f.Key != fp.KeyID() {
		return nil, fmt.Errorf("made with key %s, not this key (%s)", f.Key, fp.KeyID())
	}
	b := &Baseline{KeyID: f.Key, set: map[string]bool{}}
	for _, s := range f.Fingerprints {
		b.set[s] = true
	}
	return b, nil
}

// WriteBaseline writes fps as the baseline at path (mode 0600, replaced whole or not at all).
func WriteBaseline(path string, fp *Fingerprinter, fps []string, temps *atomicfile.Temps) error {
	if !fp.Keyed() {
		return fmt.Errorf("baselines need a key")
	}
	if fps == nil {
		fps = []string{}
	}
	return atomicfile.Write(path, 0o600, temps, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(baselineFile{Version: 1, Key: fp.KeyID(), Fingerprints: fps})
	})
}

// OpenBaseline reads the baseline at path.
func OpenBaseline(path string, fp *Fingerprinter) (*Baseline, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := ReadBaseline(f, fp)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}
