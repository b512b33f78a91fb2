package annotate_test

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

func TestAllowedPath(t *testing.T) {
	reg, err := annotate.Load([]byte(`
[allowlist]
paths = ['''^testdata/''', '''\.golden$''']
`), "user.toml")
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{
		"testdata/a.txt":     true,
		"pkg/x/out.golden":   true,
		"src/testdata/a.txt": false,
		"README.md":          false,
	} {
		if got := reg.AllowedPath(path); got != want {
			t.Errorf("AllowedPath(%q) = %v, want %v", path, got, want)
		}
	}
	def, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	if def.AllowedPath("testdata/a.txt") {
		t.Error("the default registry allowlists a path")
	}
	_, err = annotate.Load([]byte("[allowlist]\npaths = ['(']\n"), "user.toml")
	if err == nil || !strings.Contains(err.Error(), "user.toml:2") {
		t.Errorf("bad path regex: err %v, want it to name user.toml:2", err)
	}
}
