package main

import (
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
			return g.tui().types(reg.Types())
		},
	}
	cmd.Flags().BoolVar(&showDefault, "default", false, "print the embedded default registry as TOML")
	return cmd
}
