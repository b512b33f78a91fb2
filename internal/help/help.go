// Package help holds the long help of preempt's commands, one text file per command, NAME.txt,
// NAME being the command path without "preempt " and with dashes ("keyring-init"; "preempt"
// for the root): the text, then after a line "-- example --" the examples. {{FILE}} in a text
// stands for FILE.txt, so that what several commands share (exit codes, value types) is
// written once.
package help

import (
	"embed"
	"io/fs"
	"strings"

	"github.com/spf13/cobra"
)

//go:embed *.txt
var files embed.FS

// OnHelp makes c's help, and its subcommands', give each command the Long and Example of its
// file (Set) when it is shown, and not before: reading and joining the files cost every
// process a tenth of a millisecond, and few show a help.
func OnHelp(c *cobra.Command) {
	show := c.HelpFunc()
	c.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		Set(cmd)
		show(cmd, args)
	})
}

// Set gives c and its subcommands the Long and Example of their files.
func Set(c *cobra.Command) {
	if text := Text(Name(c)); text != "" {
		c.Long, c.Example, _ = strings.Cut(text, "\n-- example --\n")
	}
	for _, sub := range c.Commands() {
		Set(sub)
	}
}

// Name is the name of c's help file, without ".txt".
func Name(c *cobra.Command) string {
	return strings.ReplaceAll(strings.TrimPrefix(c.CommandPath(), "preempt "), " ", "-")
}

// Text is the file NAME.txt with its includes, or "" if there is none.
func Text(name string) string {
	data, err := files.ReadFile(name + ".txt")
	if err != nil {
		return ""
	}
	text := strings.TrimSuffix(string(data), "\n")
	for {
		i := strings.Index(text, "{{")
		j := strings.Index(text, "}}")
		if i < 0 || j < i {
			return text
		}
		text = text[:i] + Text(text[i+2:j]) + text[j+2:]
	}
}

// Files is the help files, for a test that each is a command's or included by one.
func Files() fs.FS { return files }
