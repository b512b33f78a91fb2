package batch

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Counts formats per-type counts as "3 ssn, 1 email" (sorted by type), or "nothing".
func Counts(m map[string]int) string {
	if len(m) == 0 {
		return "nothing"
	}
	parts := make([]string, 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%d %s", m[k], k))
	}
	return strings.Join(parts, ", ")
}

// Line is the summary of a run over t under root: what verb ("sanitized") did to how many
// files and bytes, the counts summed over them, and the files skipped as binary, the entries
// that are not regular files, those left out by the ignore file, and the failures.
func (s Summary) Line(verb, root string, t *Tree) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %s (%s) in %s: %s", verb, s.Done, plural(s.Done, "file", "files"), Size(s.Bytes), root, Counts(s.Counts))
	if n := len(s.Binary); n > 0 {
		fmt.Fprintf(&b, "; skipped %d binary %s: %s", n, plural(n, "file", "files"), list(s.Binary))
	}
	if n := len(t.Other); n > 0 {
		fmt.Fprintf(&b, "; skipped %d %s that %s not regular: %s", n, plural(n, "entry", "entries"), plural(n, "is", "are"), list(t.Other))
	}
	if t.Ignored > 0 {
		fmt.Fprintf(&b, "; %d ignored by %s", t.Ignored, IgnoreFile)
	}
	if n := len(s.Failures); n > 0 {
		fmt.Fprintf(&b, "; %d failed", n)
	}
	return b.String()
}

// list joins names, eliding all but the first ten.
func list(names []string) string {
	if len(names) > 10 {
		return strings.Join(names[:10], ", ") + fmt.Sprintf(" and %d more", len(names)-10)
	}
	return strings.Join(names, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
