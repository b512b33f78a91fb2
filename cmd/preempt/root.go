package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/buildinfo"
	"github.com/preempt-dev/preempt/internal/config"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/help"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// version may be set at build time with -ldflags "-X main.version=…" (see internal/buildinfo).
var version = ""

// globals are the flags every command shares.
type globals struct {
	io      stdio
	config  string
	context string
	keyring string
	temps   *atomicfile.Temps // output files in flight, removed on SIGINT and SIGTERM
}

func newRootCmd(io stdio) *cobra.Command {
	g := &globals{io: io, temps: new(atomicfile.Temps)}
	root := &cobra.Command{
		Use:           "preempt",
		Short:         "Protect the sensitive values of LLM prompts, and restore them in the answers",
		Version:       buildinfo.Version(version),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(io.in)
	root.SetOut(io.out)
	root.SetErr(io.err)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return exit.Fail(exit.Usage, fmt.Sprintf("see '%s --help'", c.CommandPath()), "%v", err)
	})
	pf := root.PersistentFlags()
	pf.StringVar(&g.config, "config", "", "registry file (TOML) that extends the default types")
	pf.StringVar(&g.context, "context", "", "context label: the FPE tweak; prompts sanitized under different labels are unlinkable")
	pf.StringVar(&g.keyring, "keyring", "", "keyring file (default $PREEMPT_KEYRING or $XDG_CONFIG_HOME/preempt/keyring)")
	root.AddCommand(
		newKeyringCmd(g),
		newTypesCmd(g),
		newAnnotateCmd(g),
		newSanitizeCmd(g),
		newDesanitizeCmd(g),
		newRunCmd(g),
		newProxyCmd(g),
		newHookCmd(g),
	)
	help.OnHelp(root)
	return root
}

// getenv is the environment with --keyring applied as PREEMPT_KEYRING.
func (g *globals) getenv(name string) string {
	if name == "PREEMPT_KEYRING" && g.keyring != "" {
		return g.keyring
	}
	return g.io.getenv(name)
}

// registry loads the default registry and the user's config file, if any.
func (g *globals) registry() (*annotate.Registry, error) {
	return config.Registry(g.config, g.io.getenv)
}

// key resolves the master key: PREEMPT_KEY, else the keyring file.
func (g *globals) key() (*keyring.Key, error) {
	key, err := keyring.Resolve(g.getenv, func() ([]byte, error) {
		return keyring.ReadPassphrase("preempt: passphrase for the keyring: ", false, g.getenv)
	})
	if err != nil {
		return nil, exit.Key(err, g.io.getenv("PREEMPT_KEY") != "")
	}
	return key, nil
}

// engine loads the registry and the key and builds the engine of the text commands.
func (g *globals) engine(opts sanitize.Options) (*engine.Engine, error) {
	reg, err := g.registry()
	if err != nil {
		return nil, err
	}
	key, err := g.key()
	if err != nil {
		return nil, err
	}
	return engine.New(reg, key, opts)
}
