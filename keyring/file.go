package keyring

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
)

// Environment variables consulted through the getenv argument of
// [DefaultPath], [Resolve] and [ReadPassphrase].
const (
	EnvKey        = "PREEMPT_KEY"        // base64 key; overrides any keyring file
	EnvKeyring    = "PREEMPT_KEYRING"    // keyring path
	EnvPassphrase = "PREEMPT_PASSPHRASE" // passphrase for batch use
)

// PermissionError is returned by [Load] for a keyring that users other than
// its owner can access. The key would be as good as shared, so it is refused
// outright, as ssh does with private keys.
type PermissionError struct {
	Path string
	Mode fs.FileMode
}

func (e *PermissionError) Error() string {
	return fmt.Sprintf("keyring %s is readable by others (mode %#o)", e.Path, e.Mode.Perm())
}

// OwnerError is returned by [Load] for a keyring owned by a user other than the
// one running preempt, or root: that user can read or replace the key whatever
// the mode says. ssh refuses such private keys too.
type OwnerError struct {
	Path string
	UID  int // the file's owner
}

func (e *OwnerError) Error() string {
	return fmt.Sprintf("keyring %s is owned by another user (uid %d)", e.Path, e.UID)
}

// NotFoundError is returned by [Resolve] when there is neither $PREEMPT_KEY
// nor a keyring file. Path is where the keyring was looked for, which is where
// "preempt keyring init" would create it.
type NotFoundError struct {
	Path string
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("no keyring at %s", e.Path)
}

// Unwrap lets errors.Is(err, fs.ErrNotExist) match.
func (e *NotFoundError) Unwrap() error { return fs.ErrNotExist }

// DefaultPath returns where the keyring lives: $PREEMPT_KEYRING if set, else
// $XDG_CONFIG_HOME/preempt/keyring, else $HOME/.config/preempt/keyring.
// A relative $XDG_CONFIG_HOME is ignored, as the XDG spec requires.
//
// It takes getenv (normally os.Getenv) so that callers and tests control the
// environment.
func DefaultPath(getenv func(string) string) (string, error) {
	if p := getenv(EnvKeyring); p != "" {
		return p, nil
	}
	if dir := getenv("XDG_CONFIG_HOME"); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, "preempt", "keyring"), nil
	}
	if home := getenv("HOME"); home != "" {
		return filepath.Join(home, ".config", "preempt", "keyring"), nil
	}
	return "", fmt.Errorf("cannot locate the keyring: none of $%s, $XDG_CONFIG_HOME and $HOME is set", EnvKeyring)
}

// Create writes a keyring file at path, creating its parent directory with
// mode 0700 if missing. The file gets mode 0600 and is opened with O_EXCL, so
// an existing keyring, which may be the only copy of a key that decrypts past
// answers, is never overwritten by accident: Create then returns an error
// wrapping [fs.ErrExist].
//
// With force, an existing file is replaced atomically: data is written to a
// temporary file in the same directory, synced, and renamed over path, so a
// crash leaves either the old keyring or the new one, never a torn file.
func Create(path string, data []byte, force bool) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("creating keyring directory: %w", err)
	}
	if force {
		return replaceFile(path, data)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("creating keyring: %w", err)
	}
	if err := writeSync(f, data); err != nil {
		os.Remove(path) // we created it, so a partial file is ours to remove
		return fmt.Errorf("writing keyring %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

func replaceFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".keyring-*.tmp") // mode 0600
	if err != nil {
		return fmt.Errorf("creating keyring: %w", err)
	}
	tmp := f.Name()
	if err := writeSync(f, data); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing keyring %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("replacing keyring: %w", err)
	}
	syncDir(dir)
	return nil
}

// writeSync writes data, flushes it to stable storage and closes f.
func writeSync(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a new directory entry durable. It is best effort: some file
// systems and platforms refuse to sync a directory, and the file data itself
// is already synced.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// Load reads and parses the keyring file at path; passphrase is used as in
// [Unmarshal]. A missing file gives an error wrapping [fs.ErrNotExist]; a file
// that group or others can access gives a [*PermissionError]; a file owned by
// neither the current user nor root gives an [*OwnerError]. Mode and owner
// are checked on the opened file, not the path, so the file that was checked
// is the file that is read.
func Load(path string, passphrase func() ([]byte, error)) (*Key, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("opening keyring: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("opening keyring: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("keyring %s is not a regular file", path)
	}
	// Windows has no Unix permission bits; Mode reports 0666 for any
	// writable file there, which would refuse every keyring.
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return nil, &PermissionError{Path: path, Mode: fi.Mode().Perm()}
	}
	if err := checkOwner(path, fi, os.Getuid()); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading keyring: %w", err)
	}
	defer clear(data)
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("keyring %s is larger than %d KiB", path, MaxFileSize>>10)
	}
	k, err := Unmarshal(data, passphrase)
	if err != nil {
		return nil, fmt.Errorf("keyring %s: %w", path, err)
	}
	return k, nil
}

// Available reports whether Resolve has a key to find: $PREEMPT_KEY is set or the keyring file
// at [DefaultPath] exists. A command for which a key is optional asks this first, so that
// only a key that is there but unusable is an error.
func Available(getenv func(string) string) bool {
	if getenv(EnvKey) != "" {
		return true
	}
	path, err := DefaultPath(getenv)
	if err != nil {
		return false
	}
	_, err = os.Stat(path)
	return !errors.Is(err, fs.ErrNotExist)
}

// Init makes a new key with Generate and writes it to path with Create (so an existing
// keyring is replaced only with force), sealed under passphrase unless it is nil. The caller
// wipes the key it returns.
func Init(path string, passphrase []byte, kdf KDFParams, force bool) (*Key, error) {
	k, err := Generate()
	if err != nil {
		return nil, err
	}
	data, err := Marshal(k, passphrase, kdf)
	if err == nil {
		err = Create(path, data, force)
		clear(data) // a plain keyring holds the key
	}
	if err != nil {
		k.Wipe()
		return nil, err
	}
	return k, nil
}

// Source says where Resolve takes the key from: $PREEMPT_KEY, or the keyring file's path.
func Source(getenv func(string) string) (string, error) {
	if getenv(EnvKey) != "" {
		return EnvKey + " (environment)", nil
	}
	return DefaultPath(getenv)
}

// Resolve finds the key a command should use. A non-empty $PREEMPT_KEY wins
// and no file is touched, so CI can run with an ephemeral key and no home
// directory; an invalid $PREEMPT_KEY is an error, not a reason to fall back to
// a different key. Otherwise the keyring at [DefaultPath] is loaded. When
// neither exists, the error is a [*NotFoundError].
func Resolve(getenv func(string) string, passphrase func() ([]byte, error)) (*Key, error) {
	if s := getenv(EnvKey); s != "" {
		k, err := ParseBase64(s)
		if err != nil {
			return nil, fmt.Errorf("$%s: %w", EnvKey, err)
		}
		return k, nil
	}
	path, err := DefaultPath(getenv)
	if err != nil {
		return nil, err
	}
	k, err := Load(path, passphrase)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &NotFoundError{Path: path}
	}
	return k, err
}
