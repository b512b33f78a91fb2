package help

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// Every {{…}} names a file: a typo would otherwise drop its text from --help silently.
func TestIncludes(t *testing.T) {
	files, _ := fs.Glob(Files(), "*.txt")
	if len(files) == 0 {
		t.Fatal("no help files")
	}
	for _, f := range files {
		name := strings.TrimSuffix(f, ".txt")
		if text := Text(name); strings.Contains(text, "{{") || strings.Contains(text, "}}") {
			t.Errorf("%s: an include is left unexpanded or names no file", f)
		}
		data, _ := fs.ReadFile(Files(), f)
		for s := string(data); strings.Contains(s, "{{"); {
			i, j := strings.Index(s, "{{"), strings.Index(s, "}}")
			if Text(s[i+2:j]) == "" {
				t.Errorf("%s includes {{%s}}: there is no %s.txt", f, s[i+2:j], s[i+2:j])
			}
			s = s[j+2:]
		}
	}
}

// Set splits a command's file at "-- example --" and reaches the subcommands, whose files are
// named by their path with dashes.
func TestSet(t *testing.T) {
	root := &cobra.Command{Use: "preempt"}
	keyring := &cobra.Command{Use: "keyring"}
	initCmd := &cobra.Command{Use: "init"}
	keyring.AddCommand(initCmd)
	root.AddCommand(keyring)
	Set(root)
	if Name(initCmd) != "keyring-init" || initCmd.Long == "" || initCmd.Example == "" {
		t.Errorf("keyring init: name %q, Long %q, Example %q", Name(initCmd), initCmd.Long, initCmd.Example)
	}
	if strings.Contains(initCmd.Long, "-- example --") || strings.Contains(initCmd.Long, initCmd.Example) {
		t.Errorf("keyring init: the examples are left in Long: %q", initCmd.Long)
	}
	if Name(root) != "preempt" || root.Long == "" {
		t.Errorf("root: name %q, Long %q", Name(root), root.Long)
	}
}

// OnHelp fills in a command's help text when its help is shown, not before.
func TestOnHelp(t *testing.T) {
	root := &cobra.Command{Use: "preempt", Run: func(*cobra.Command, []string) {}}
	keyring := &cobra.Command{Use: "keyring"}
	initCmd := &cobra.Command{Use: "init", Run: func(*cobra.Command, []string) {}}
	keyring.AddCommand(initCmd)
	root.AddCommand(keyring)
	OnHelp(root)
	if initCmd.Long != "" {
		t.Fatal("the help text was read before any help was shown")
	}
	var out strings.Builder
	root.SetOut(&out)
	root.SetArgs([]string{"keyring", "init", "--help"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	want, _, _ := strings.Cut(Text("keyring-init"), "\n-- example --\n")
	if first, _, _ := strings.Cut(want, "\n"); first == "" || !strings.Contains(out.String(), first) {
		t.Errorf("keyring init --help does not show its file's text %q:\n%s", first, out.String())
	}
}
