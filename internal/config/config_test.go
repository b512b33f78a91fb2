package config

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// The config file: --config, else $PREEMPT_CONFIG, else the XDG location (HOME's .config
// without XDG_CONFIG_HOME); only the first two must exist.
func TestPath(t *testing.T) {
	for _, tc := range []struct {
		name, flag string
		env        map[string]string
		want       string
		explicit   bool
	}{
		{"flag wins", "f.toml", map[string]string{"PREEMPT_CONFIG": "e.toml", "XDG_CONFIG_HOME": "/x"}, "f.toml", true},
		{"env", "", map[string]string{"PREEMPT_CONFIG": "e.toml", "XDG_CONFIG_HOME": "/x"}, "e.toml", true},
		{"xdg", "", map[string]string{"XDG_CONFIG_HOME": "/x", "HOME": "/h"}, filepath.Join("/x", "preempt", "config.toml"), false},
		{"home", "", map[string]string{"HOME": "/h"}, filepath.Join("/h", ".config", "preempt", "config.toml"), false},
		{"none", "", nil, "", false},
	} {
		got, explicit := Path(tc.flag, func(k string) string { return tc.env[k] })
		if got != tc.want || explicit != tc.explicit {
			t.Errorf("%s: Path = %q, %v; want %q, %v", tc.name, got, explicit, tc.want, tc.explicit)
		}
	}
}

// A missing file is the default registry unless the user named it; a named one that is missing
// is a *ReadError, and one that does not parse an *annotate.ConfigError.
func TestRegistry(t *testing.T) {
	dir := t.TempDir()
	env := func(k string) string { return map[string]string{"XDG_CONFIG_HOME": dir}[k] }
	if reg, err := Registry("", env); err != nil || len(reg.Types()) == 0 {
		t.Fatalf("default: %v", err)
	}
	var re *ReadError
	if _, err := Registry(filepath.Join(dir, "missing.toml"), env); !errors.As(err, &re) {
		t.Errorf("missing named file: %v, want *ReadError", err)
	}
	p := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(p, []byte("[[types]]\nnonsense = true\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var ce *annotate.ConfigError
	if _, err := Registry(p, env); !errors.As(err, &ce) {
		t.Errorf("bad file: %v, want *annotate.ConfigError", err)
	}
}
