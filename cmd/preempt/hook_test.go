package main

import (
	"os"
	"strings"
	"testing"
)

// The pre-commit framework reads .pre-commit-hooks.yaml at the repository root: it must build
// this command with Go and run the same scan as the plain hook.
func TestPreCommitHooksFile(t *testing.T) {
	data, err := os.ReadFile("../../.pre-commit-hooks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"- id: preempt\n", "  entry: preempt hook run\n", "  language: golang\n", "  pass_filenames: false\n"} {
		if !strings.Contains(string(data), want) {
			t.Errorf(".pre-commit-hooks.yaml lacks %q", want)
		}
	}
}
