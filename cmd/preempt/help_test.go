package main

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// Every file in help/ is a command's help or included by one, and every {{…}} names a file: a
// renamed command or a typo would otherwise drop its text from --help silently.
func TestHelpFiles(t *testing.T) {
	used := map[string]bool{}
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		used[strings.ReplaceAll(strings.TrimPrefix(c.CommandPath(), "preempt "), " ", "-")] = true
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(newRootCmd(stdio{getenv: func(string) string { return "" }}))
	files, _ := fs.Glob(helpFiles, "help/*.txt")
	exists := map[string]bool{}
	for _, f := range files {
		exists[strings.TrimSuffix(strings.TrimPrefix(f, "help/"), ".txt")] = true
	}
	for _, f := range files {
		data, err := fs.ReadFile(helpFiles, f)
		if err != nil {
			t.Fatal(err)
		}
		for s := string(data); strings.Contains(s, "{{"); {
			i, j := strings.Index(s, "{{"), strings.Index(s, "}}")
			name := s[i+2 : j]
			if !exists[name] {
				t.Errorf("%s includes {{%s}}: there is no help/%s.txt", f, name, name)
			}
			used[name] = true
			s = s[j+2:]
		}
	}
	for name := range exists {
		if !used[name] {
			t.Errorf("help/%s.txt is neither a command's help nor included", name)
		}
	}
}
