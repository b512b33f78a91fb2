package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/preempt-dev/preempt/internal/corpus"
)

// densePrompts is how many distinct prompts the dense benchmark text holds before it repeats.
const densePrompts = 1500

// writeDense writes size bytes of dense prompts for scripts/bench: densePrompts prompts drawn
// from the templates of both splits (e-mails, tickets, clinical notes, chats, CSV/JSON/SQL
// tables, logs), a sensitive value every few dozen to few hundred bytes, most of them names,
// separated by blank lines and repeated to size. People are recombined (any given name with
// any family name) so that the name codec sees thousands of names, not 54. The output is the
// same on every run.
func writeDense(path string, size int) error {
	saved := people
	defer func() { people = saved }()
	mixed := make([]person, 0, len(saved)*len(saved))
	for _, f := range saved {
		for _, l := range saved {
			mixed = append(mixed, person{f.first, l.last, l.surnameFirst})
		}
	}
	people = mixed
	g := &gen{r: rand.New(rand.NewPCG(10, 0))}
	tmpls := append(append([]template(nil), devTemplates...), heldoutTemplates...)
	var b strings.Builder
	spans := 0
	for range densePrompts {
		d := g.fill(tmpls[g.r.IntN(len(tmpls))].text)
		b.WriteString(d.Text)
		b.WriteString("\n\n")
		spans += len(d.Spans)
	}
	one := b.String()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for n := 0; n < size; n += len(one) {
		w.WriteString(one[:min(len(one), size-n)])
	}
	if err := w.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s: %d bytes; %d prompts of %d bytes with %d sensitive values (one per %d bytes), repeated\n",
		path, size, densePrompts, len(one), spans, len(one)/max(spans, 1))
	return f.Close()
}

// writeSparse writes size bytes of the sparse generated text of the library benchmarks
// (internal/corpus: about 1% sensitive bytes).
func writeSparse(path string, size int) error {
	return os.WriteFile(path, corpus.Generate(size, 1), 0o644)
}
