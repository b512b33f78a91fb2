package main

import (
	"errors"
	"io/fs"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/keyring"
)

// kdf is the passphrase KDF cost; tests lower it.
var kdf = keyring.DefaultKDF

func newKeyringCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "keyring",
		Short: "Create and inspect the secret key",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return exit.Fail(exit.Usage, "see 'preempt keyring --help'", "keyring needs a subcommand: init or show")
		},
	}
	cmd.AddCommand(newKeyringInitCmd(g), newKeyringShowCmd(g))
	return cmd
}

func newKeyringInitCmd(g *globals) *cobra.Command {
	var force, passphrase bool
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Make a new 256-bit key and write it to the keyring file (0600)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := keyring.DefaultPath(g.getenv)
			if err != nil {
				return exit.Fail(exit.Config, "set PREEMPT_KEYRING or HOME", "keyring: %v", err)
			}
			var pass []byte
			if passphrase {
				if pass, err = keyring.ReadPassphrase("preempt: new passphrase: ", true, g.getenv); err != nil {
					return exit.Fail(exit.Config, "", "keyring: %v", err)
				}
			}
			key, err := keyring.Init(path, pass, kdf, force)
			clear(pass)
			if errors.Is(err, fs.ErrExist) {
				return exit.Fail(exit.Config, "use --force to replace it (answers to prompts sanitized with the old key can then no longer be desanitized)", "keyring %s already exists", path)
			} else if err != nil {
				return exit.Fail(exit.Failure, "", "keyring: %v", err)
			}
			defer key.Wipe()
			g.tui().key("created keyring "+path, key)
			return nil
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing keyring")
	cmd.Flags().BoolVar(&passphrase, "passphrase", false, "protect the keyring file with a passphrase")
	return cmd
}

func newKeyringShowCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "show",
		Short: "Print where the key comes from, its id and fingerprint (never the key)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			key, err := g.key()
			if err != nil {
				return err
			}
			defer key.Wipe()
			source, err := keyring.Source(g.getenv)
			if err != nil {
				return err
			}
			g.tui().key("source: "+source, key)
			return nil
		},
	}
}
