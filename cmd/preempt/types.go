package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
)

func newTypesCmd(g *globals) *cobra.Command {
	var showDefault bool
	cmd := &cobra.Command{
		Use:   "types",
		Short: "Print the effective type registry",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if showDefault {
				_, err := g.io.out.Write(annotate.DefaultTOML())
				return err
			}
			reg, err := g.registry()
			if err != nil {
				return err
			}
			tw := tabwriter.NewWriter(g.io.out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "TYPE\tCATEGORY\tCODEC\tSOURCE\tDESCRIPTION")
			for _, t := range reg.Types() {
				codec := t.Codec
				if codec == "" {
					codec = "-"
				}
				if t.Category == annotate.Value {
					codec += fmt.Sprintf(" ε=%g", t.Epsilon)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", t.ID, t.Category, codec, t.Source, t.Description)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&showDefault, "default", false, "print the embedded default registry as TOML")
	return cmd
}
