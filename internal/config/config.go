// Package config finds and loads preempt's type registry: the embedded default types, extended
// by the user's config file if there is one, and checked against the codecs sanitize has.
package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/sanitize"
)

// Path returns the config file to read: path if not "", else $PREEMPT_CONFIG, else
// $XDG_CONFIG_HOME/preempt/config.toml (or ~/.config/preempt/config.toml). explicit reports
// whether the user named the file, which must then exist.
func Path(path string, getenv func(string) string) (_ string, explicit bool) {
	if path != "" {
		return path, true
	}
	if path = getenv("PREEMPT_CONFIG"); path != "" {
		return path, true
	}
	dir := getenv("XDG_CONFIG_HOME")
	if dir == "" {
		if h := getenv("HOME"); h != "" {
			dir = filepath.Join(h, ".config")
		}
	}
	if dir == "" {
		return "", false
	}
	return filepath.Join(dir, "preempt", "config.toml"), false
}

// ReadError is a config file that could not be read.
type ReadError struct{ Err error }

func (e *ReadError) Error() string { return e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// CodecError is a config file whose types sanitize cannot handle.
type CodecError struct {
	Path string
	Err  error
}

func (e *CodecError) Error() string { return fmt.Sprintf("%s: %v", e.Path, e.Err) }
func (e *CodecError) Unwrap() error { return e.Err }

// Registry loads the registry from the config file Path finds: the default one when there is
// none and the user did not name one. A file that does not parse is an *annotate.ConfigError.
func Registry(path string, getenv func(string) string) (*annotate.Registry, error) {
	path, explicit := Path(path, getenv)
	if path == "" {
		return annotate.Default()
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !explicit {
		return annotate.Default()
	} else if err != nil {
		return nil, &ReadError{err}
	}
	reg, err := annotate.Load(data, path)
	if err != nil {
		return nil, err
	}
	if err := sanitize.Check(reg); err != nil {
		return nil, &CodecError{Path: path, Err: err}
	}
	return reg, nil
}
