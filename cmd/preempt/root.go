package main

import (
	"bufio"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
	"github.com/preempt-dev/preempt/internal/buildinfo"
	"github.com/preempt-dev/preempt/internal/config"
	"github.com/preempt-dev/preempt/internal/engine"
	"github.com/preempt-dev/preempt/internal/exit"
	"github.com/preempt-dev/preempt/internal/textenc"
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

//go:embed help
var helpFiles embed.FS

// setHelp gives c and its subcommands the Long and Example of help/NAME.txt, NAME being the
// command path without "preempt " and with dashes ("keyring-init"; "preempt" for the root): the
// text, then after a line "-- example --" the examples. {{FILE}} stands for help/FILE.txt.
func setHelp(c *cobra.Command) {
	name := strings.ReplaceAll(strings.TrimPrefix(c.CommandPath(), "preempt "), " ", "-")
	if text := helpText(name); text != "" {
		c.Long, c.Example, _ = strings.Cut(text, "\n-- example --\n")
	}
	for _, sub := range c.Commands() {
		setHelp(sub)
	}
}

// helpText is help/NAME.txt with its includes, or "" if there is none.
func helpText(name string) string {
	data, err := helpFiles.ReadFile("help/" + name + ".txt")
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
		text = text[:i] + helpText(text[i+2:j]) + text[j+2:]
	}
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
	setHelp(root)
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

// input is one named input: a file or standard input.
type input struct {
	name string // "-" for standard input
	r    io.Reader
}

// forEachInput calls fn for standard input (no args, or "-") or each file in turn. Each input
// is read through textenc: text that looks like UTF-16 or Latin-1 stops the command with exit 4
// (see encodingError) rather than pass through undetected.
func (g *globals) forEachInput(args []string, fn func(in input) error) error {
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, a := range args {
		if a == "-" {
			if err := fn(input{name: "-", r: textenc.NewReader(g.io.in)}); err != nil {
				return encodingError("<stdin>", err)
			}
			continue
		}
		f, err := os.Open(a)
		if err != nil {
			return exit.Fail(exit.Failure, "", "%v", unwrapPath(err))
		}
		err = fn(input{name: a, r: textenc.NewReader(f)})
		f.Close()
		if err != nil {
			return encodingError(a, err)
		}
	}
	return nil
}

// encodingError names the input of a *textenc.Error (exit 4; the message says how to convert
// the file) and returns other errors as they are.
func encodingError(name string, err error) error {
	var te *textenc.Error
	if errors.As(err, &te) {
		return exit.Fail(exit.Failure, "", "%s: %v", name, te)
	}
	return err
}

// unwrapPath writes the *fs.PathError in err as "path: why", without the operation os puts
// first ("open path: ...").
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return errors.New(strings.Replace(err.Error(), pe.Error(), pe.Path+": "+strings.TrimPrefix(pe.Err.Error(), "open "), 1))
	}
	return err
}

// writeTo runs write on where a command writes: standard output, or with -o a private file
// (0600) written through a temporary file renamed over the target only when the command
// succeeds, so a failure or an interrupt never leaves a partial file. buffered writes through a
// 64 KiB buffer, flushed after a failure too: what was sanitized before it is safe, and the
// failing segment was never handed to the writer. Unbuffered, each write passes on at once: an
// answer that streams in streams out.
func (g *globals) writeTo(path string, buffered bool, write func(w io.Writer) error) error {
	var werr error // write's own error, which says what it is
	run := func(w io.Writer) error {
		if !buffered {
			werr = write(w)
			return werr
		}
		bw := bufio.NewWriterSize(w, 64<<10)
		werr = write(bw)
		if ferr := bw.Flush(); werr == nil && ferr != nil {
			werr = exit.Fail(exit.Failure, "", "write: %v", ferr)
		}
		return werr
	}
	if path == "" || path == "-" {
		return run(g.io.out)
	}
	err := atomicfile.Write(path, 0o600, g.temps, run)
	if err != nil && err != werr {
		err = exit.Fail(exit.Failure, "", "output: %v", unwrapPath(err)) // creating or renaming the file
	}
	return err
}

func sameFile(a, b string) bool {
	if a == "-" {
		return false
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
