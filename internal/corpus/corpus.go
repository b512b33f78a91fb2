// Package corpus reads the labelled prompt corpora under testdata/corpus, for the tests and
// benchmarks of the annotator, sanitizer and desanitizer.
//
// A corpus file holds prompts, each opened by a line "=== id"; gold spans are written as inline
// markup, ⟦type:text⟧, the format of package annotate.
package corpus

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
)

// Prompt is one labelled prompt.
type Prompt struct {
	ID   string
	File string
	Text []byte
	Gold []annotate.Span
}

// Load reads every *.txt file of dir. Gold span types must exist in reg.
func Load(dir string, reg *annotate.Registry) ([]Prompt, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []Prompt
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		ps, err := parse(data, filepath.Base(f), reg)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}

func parse(data []byte, name string, reg *annotate.Registry) ([]Prompt, error) {
	var out []Prompt
	var cur *Prompt
	var body bytes.Buffer
	flush := func() error {
		if cur == nil {
			return nil
		}
		text, spans, err := annotate.ParseMarkup(body.Bytes(), reg)
		if err != nil {
			return fmt.Errorf("%s: prompt %s: %w", name, cur.ID, err)
		}
		cur.Text, cur.Gold = text, spans
		out = append(out, *cur)
		body.Reset()
		return nil
	}
	for i, line := range strings.SplitAfter(string(data), "\n") {
		if strings.HasPrefix(line, "=== ") {
			if err := flush(); err != nil {
				return nil, err
			}
			cur = &Prompt{ID: strings.TrimSpace(line[4:]), File: name}
			continue
		}
		if cur == nil {
			if strings.TrimSpace(line) == "" {
				continue
			}
			return nil, fmt.Errorf("%s:%d: text before the first === line", name, i+1)
		}
		body.WriteString(line)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}
