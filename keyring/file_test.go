package keyring

import (
	"encoding/base64"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// envFunc returns a getenv backed by m, so tests never read the real
// environment.
func envFunc(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func writeKeyring(t *testing.T, path string, k *Key, pass []byte, mode fs.FileMode) {
	t.Helper()
	data, err := Marshal(k, pass, cheapKDF)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, mode); err != nil {
		t.Fatal(err)
	}
	// WriteFile's mode is filtered by the umask; Chmod is not.
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

func checkMode(t *testing.T, path string, want fs.FileMode) {
	t.Helper()
	if runtime.GOOS == "windows" {
		return
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != want {
		t.Errorf("%s has mode %#o, want %#o", path, got, want)
	}
}

func TestDefaultPath(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"override", map[string]string{"PREEMPT_KEYRING": "/k/ring", "XDG_CONFIG_HOME": "/x", "HOME": "/h"}, "/k/ring"},
		{"relative override", map[string]string{"PREEMPT_KEYRING": "ring", "HOME": "/h"}, "ring"},
		{"xdg", map[string]string{"XDG_CONFIG_HOME": "/x", "HOME": "/h"}, "/x/preempt/keyring"},
		{"relative xdg ignored", map[string]string{"XDG_CONFIG_HOME": "x", "HOME": "/h"}, "/h/.config/preempt/keyring"},
		{"home", map[string]string{"HOME": "/h"}, "/h/.config/preempt/keyring"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DefaultPath(envFunc(tc.env))
			if err != nil {
				t.Fatal(err)
			}
			if want := filepath.FromSlash(tc.want); got != want {
				t.Errorf("DefaultPath = %q, want %q", got, want)
			}
		})
	}
	if _, err := DefaultPath(envFunc(nil)); err == nil {
		t.Error("DefaultPath succeeded with an empty environment")
	}
}

func TestCreate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg", "preempt")
	path := filepath.Join(dir, "keyring")

	if err := Create(path, []byte("first\n"), false); err != nil {
		t.Fatal(err)
	}
	checkMode(t, path, 0o600)
	checkMode(t, dir, 0o700)
	checkMode(t, filepath.Dir(dir), 0o700)

	err := Create(path, []byte("second\n"), false)
	if !errors.Is(err, fs.ErrExist) {
		t.Fatalf("Create over an existing file: err = %v, want fs.ErrExist", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "first\n" {
		t.Errorf("existing keyring was modified: %q", got)
	}

	// Loosen the mode to check that force writes a fresh 0600 file.
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Create(path, []byte("third\n"), true); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "third\n" {
		t.Errorf("force did not replace the keyring: %q", got)
	}
	checkMode(t, path, 0o600)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}

	// force also works when there is nothing to replace.
	other := filepath.Join(t.TempDir(), "new", "keyring")
	if err := Create(other, []byte("x\n"), true); err != nil {
		t.Fatal(err)
	}
	checkMode(t, other, 0o600)
	checkMode(t, filepath.Dir(other), 0o700)
}

func TestCreateKeepsExistingDirMode(t *testing.T) {
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Create(filepath.Join(dir, "keyring"), []byte("x\n"), false); err != nil {
		t.Fatal(err)
	}
	checkMode(t, dir, 0o755)
}

func TestLoadPermissions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix permissions")
	}
	k := testKey(t)
	tests := []struct {
		mode fs.FileMode
		ok   bool
	}{
		{0o600, true},
		{0o400, true},
		{0o700, true},
		{0o640, false},
		{0o644, false},
		{0o604, false},
		{0o660, false},
		{0o666, false},
	}
	for _, tc := range tests {
		t.Run(tc.mode.String(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "keyring")
			writeKeyring(t, path, k, nil, tc.mode)
			got, err := Load(path, nil)
			if tc.ok {
				if err != nil {
					t.Fatal(err)
				}
				if !got.Equal(k) {
					t.Error("wrong key")
				}
				return
			}
			var perr *PermissionError
			if !errors.As(err, &perr) {
				t.Fatalf("err = %v, want *PermissionError", err)
			}
			if perr.Path != path || perr.Mode != tc.mode {
				t.Errorf("PermissionError = %+v", perr)
			}
			want := "keyring " + path + " is readable by others (mode " + octal(tc.mode) + ")"
			if err.Error() != want {
				t.Errorf("err = %q, want %q", err, want)
			}
		})
	}
}

func octal(m fs.FileMode) string {
	const digits = "01234567"
	p := uint32(m.Perm())
	return "0" + string([]byte{digits[p>>6&7], digits[p>>3&7], digits[p&7]})
}

func TestLoad(t *testing.T) {
	k := testKey(t)
	dir := t.TempDir()

	t.Run("missing", func(t *testing.T) {
		_, err := Load(filepath.Join(dir, "nope"), nil)
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("err = %v, want fs.ErrNotExist", err)
		}
	})
	t.Run("directory", func(t *testing.T) {
		sub := filepath.Join(dir, "sub")
		if err := os.Mkdir(sub, 0o700); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(sub, nil); err == nil {
			t.Error("Load accepted a directory")
		}
	})
	t.Run("too large", func(t *testing.T) {
		path := filepath.Join(dir, "big")
		data, _ := Marshal(k, nil, cheapKDF)
		data = append([]byte(strings.Repeat("#\n", MaxFileSize)), data...)
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(path, nil); err == nil || !strings.Contains(err.Error(), "larger") {
			t.Errorf("err = %v, want a size error", err)
		}
	})
	t.Run("encrypted", func(t *testing.T) {
		path := filepath.Join(dir, "enc")
		writeKeyring(t, path, k, []byte("pw"), 0o600)
		got, err := Load(path, staticPass("pw"))
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(k) {
			t.Error("wrong key")
		}
		if _, err := Load(path, staticPass("nope")); !errors.Is(err, ErrWrongPassphrase) {
			t.Errorf("err = %v, want ErrWrongPassphrase", err)
		}
		if _, err := Load(path, nil); !errors.Is(err, ErrPassphraseRequired) {
			t.Errorf("err = %v, want ErrPassphraseRequired", err)
		}
	})
	t.Run("malformed", func(t *testing.T) {
		path := filepath.Join(dir, "bad")
		if err := os.WriteFile(path, []byte("# c\nPREEMPT-KEY-1 c2VjcmV0\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := Load(path, nil)
		if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("err = %v, want one naming the path and line 2", err)
		}
		if strings.Contains(err.Error(), "c2VjcmV0") {
			t.Errorf("err = %v quotes the file", err)
		}
	})
}

func TestCreateThenLoad(t *testing.T) {
	k, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(k, []byte("pw"), cheapKDF)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "preempt", "keyring")
	if err := Create(path, data, false); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path, staticPass("pw"))
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(k) {
		t.Error("wrong key")
	}
}

func TestResolve(t *testing.T) {
	fileKey := testKey(t)
	envKey, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	envB64 := base64.StdEncoding.EncodeToString(envKey.k[:])

	home := t.TempDir()
	homeRing := filepath.Join(home, ".config", "preempt", "keyring")
	writeKeyring(t, homeRing, fileKey, nil, 0o600)
	xdg := t.TempDir()
	xdgRing := filepath.Join(xdg, "preempt", "keyring")
	writeKeyring(t, xdgRing, fileKey, []byte("pw"), 0o600)
	empty := t.TempDir()
	loose := filepath.Join(t.TempDir(), "keyring")
	writeKeyring(t, loose, fileKey, nil, 0o644)

	tests := []struct {
		name     string
		env      map[string]string
		want     *Key
		notFound string // expected NotFoundError.Path
		wantErr  bool
	}{
		{"PREEMPT_KEY wins over the file", map[string]string{"PREEMPT_KEY": envB64, "HOME": home}, envKey, "", false},
		{"PREEMPT_KEY without any file", map[string]string{"PREEMPT_KEY": envB64}, envKey, "", false},
		{"bad PREEMPT_KEY does not fall back", map[string]string{"PREEMPT_KEY": "c2VjcmV0", "HOME": home}, nil, "", true},
		{"home keyring", map[string]string{"HOME": home}, fileKey, "", false},
		{"xdg keyring with passphrase", map[string]string{"XDG_CONFIG_HOME": xdg, "HOME": home}, fileKey, "", false},
		{"PREEMPT_KEYRING", map[string]string{"PREEMPT_KEYRING": homeRing, "HOME": empty}, fileKey, "", false},
		{"nothing anywhere", map[string]string{"HOME": empty}, nil, filepath.Join(empty, ".config", "preempt", "keyring"), true},
		{"missing PREEMPT_KEYRING", map[string]string{"PREEMPT_KEYRING": filepath.Join(empty, "k"), "HOME": home}, nil, filepath.Join(empty, "k"), true},
		{"no environment", nil, nil, "", true},
		{"readable keyring is refused", map[string]string{"PREEMPT_KEYRING": loose}, nil, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if runtime.GOOS == "windows" && tc.env["PREEMPT_KEYRING"] == loose {
				t.Skip("no Unix permissions")
			}
			got, err := Resolve(envFunc(tc.env), staticPass("pw"))
			if tc.wantErr {
				if err == nil {
					t.Fatal("Resolve succeeded")
				}
				var nf *NotFoundError
				if isNF := errors.As(err, &nf); isNF != (tc.notFound != "") {
					t.Fatalf("err = %v (%T), NotFoundError expected: %v", err, err, tc.notFound != "")
				}
				if nf != nil {
					if nf.Path != tc.notFound {
						t.Errorf("NotFoundError.Path = %q, want %q", nf.Path, tc.notFound)
					}
					if !errors.Is(err, fs.ErrNotExist) {
						t.Error("NotFoundError does not match fs.ErrNotExist")
					}
				}
				if strings.Contains(err.Error(), "c2VjcmV0") {
					t.Errorf("err = %v echoes PREEMPT_KEY", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(tc.want) {
				t.Errorf("got key %v, want %v", got, tc.want)
			}
		})
	}
}

func TestReadPassphraseEnv(t *testing.T) {
	for _, confirm := range []bool{false, true} {
		got, err := ReadPassphrase("Passphrase: ", confirm, envFunc(map[string]string{"PREEMPT_PASSPHRASE": "s3cret pw"}))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != "s3cret pw" {
			t.Errorf("got %q", got)
		}
	}
}

func TestReadPassphraseNoTerminal(t *testing.T) {
	if f, err := os.OpenFile("/dev/tty", os.O_RDWR, 0); err == nil {
		f.Close()
		t.Skip("a terminal is available; this test needs none")
	}
	_, err := ReadPassphrase("Passphrase: ", false, envFunc(nil))
	if !errors.Is(err, ErrNoTerminal) {
		t.Fatalf("err = %v, want ErrNoTerminal", err)
	}
	if !strings.Contains(err.Error(), "PREEMPT_PASSPHRASE") {
		t.Errorf("err = %q does not name the fix", err)
	}
}

// A key is available from $PREEMPT_KEY (even an invalid one: Resolve then says why) or an
// existing keyring file; a missing file or no place to look for one is no key.
func TestAvailable(t *testing.T) {
	dir := t.TempDir()
	ring := filepath.Join(dir, "ring")
	for _, tc := range []struct {
		name string
		env  map[string]string
		want bool
	}{
		{"env key", map[string]string{EnvKey: "not base64"}, true},
		{"no file", map[string]string{"PREEMPT_KEYRING": ring}, false},
		{"nowhere", nil, false},
	} {
		if got := Available(envFunc(tc.env)); got != tc.want {
			t.Errorf("%s: Available = %v, want %v", tc.name, got, tc.want)
		}
	}
	if err := os.WriteFile(ring, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if !Available(envFunc(map[string]string{"PREEMPT_KEYRING": ring})) {
		t.Error("Available = false with a keyring file")
	}
}

// Init writes a new key that Load gives back, under the passphrase if there is one, and never
// replaces an existing keyring without force.
func TestInit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preempt", "keyring")
	k, err := Init(path, nil, cheapKDF, false)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Load(path, nil)
	if err != nil || got.ID() != k.ID() {
		t.Fatalf("load: %v, id %v, want %v", err, got, k.ID())
	}
	if _, err := Init(path, nil, cheapKDF, false); !errors.Is(err, fs.ErrExist) {
		t.Errorf("second init: %v, want fs.ErrExist", err)
	}
	if again, _ := Load(path, nil); again.ID() != k.ID() {
		t.Error("a refused init replaced the keyring")
	}
	k2, err := Init(path, []byte("correct horse"), cheapKDF, true)
	if err != nil || k2.ID() == k.ID() {
		t.Fatalf("forced init with a passphrase: %v", err)
	}
	if _, err := Load(path, func() ([]byte, error) { return []byte("wrong"), nil }); !errors.Is(err, ErrWrongPassphrase) {
		t.Errorf("wrong passphrase: %v", err)
	}
	if got, err := Load(path, func() ([]byte, error) { return []byte("correct horse"), nil }); err != nil || got.ID() != k2.ID() {
		t.Errorf("right passphrase: %v", err)
	}
}

func TestSource(t *testing.T) {
	src, err := Source(envFunc(map[string]string{EnvKey: "x", "HOME": "/h"}))
	if err != nil || src != "PREEMPT_KEY (environment)" {
		t.Errorf("with $PREEMPT_KEY: %q, %v", src, err)
	}
	src, err = Source(envFunc(map[string]string{"XDG_CONFIG_HOME": "/cfg"}))
	if err != nil || src != filepath.Join("/cfg", "preempt", "keyring") {
		t.Errorf("from XDG_CONFIG_HOME: %q, %v", src, err)
	}
}
