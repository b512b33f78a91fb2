package main

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/help"
)

// Every help file is a command's help or included by one: a renamed command would otherwise
// drop its text from --help silently (internal/help checks that every include names a file).
func TestHelpFiles(t *testing.T) {
	used := map[string]bool{}
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		used[help.Name(c)] = true
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(newRootCmd(stdio{getenv: func(string) string { return "" }}))
	files, _ := fs.Glob(help.Files(), "*.txt")
	for _, f := range files {
		data, err := fs.ReadFile(help.Files(), f)
		if err != nil {
			t.Fatal(err)
		}
		for s := string(data); strings.Contains(s, "{{"); {
			i, j := strings.Index(s, "{{"), strings.Index(s, "}}")
			used[s[i+2:j]] = true
			s = s[j+2:]
		}
	}
	for _, f := range files {
		if name := strings.TrimSuffix(f, ".txt"); !used[name] {
			t.Errorf("internal/help/%s.txt is neither a command's help nor included", name)
		}
	}
}
