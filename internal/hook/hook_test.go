package hook

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"
)

func newRepo(t *testing.T) *Repo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("needs git")
	}
	dir := t.TempDir()
	t.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	t.Setenv("HOME", dir)
	if _, err := git(dir, "init", "-q"); err != nil {
		t.Fatal(err)
	}
	r, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *Repo) write(t *testing.T, path, content string) {
	t.Helper()
	p := filepath.Join(r.Root, filepath.FromSlash(path))
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Staged lists what the commit will hold, with the staged content, not the working tree's.
func TestStaged(t *testing.T) {
	r := newRepo(t)
	r.write(t, "a.txt", "staged")
	r.write(t, "dir/b c.txt", "two")
	r.write(t, "untracked.txt", "not staged")
	if _, err := git(r.Root, "add", "a.txt", "dir/b c.txt"); err != nil {
		t.Fatal(err)
	}
	r.write(t, "a.txt", "changed after staging")
	if _, err := git(r.Root, "update-index", "--add", "--cacheinfo", "160000,1111111111111111111111111111111111111111,sub"); err != nil {
		t.Fatal(err)
	}
	files, err := r.Staged()
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range files {
		paths = append(paths, f.Path)
	}
	if want := []string{"a.txt", "dir/b c.txt"}; !reflect.DeepEqual(paths, want) {
		t.Fatalf("staged %q, want %q (no submodule, no untracked file)", paths, want)
	}
	var got []string
	err = r.Contents(files, func(f File, data []byte) error {
		got = append(got, f.Path+"="+string(data))
		return nil
	})
	if want := []string{"a.txt=staged", "dir/b c.txt=two"}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("contents %q, %v; want the staged %q", got, err, want)
	}
	boom := errors.New("boom")
	if err := r.Contents(files, func(File, []byte) error { return boom }); !errors.Is(err, boom) {
		t.Errorf("fn's error: %v", err)
	}
	if _, err := Open(t.TempDir()); err == nil {
		t.Error("Open outside a repository succeeded")
	}
}

func TestInstall(t *testing.T) {
	r := newRepo(t)
	p, err := r.Install(false)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(r.Root, ".git", "hooks", "pre-commit"); p != want {
		t.Errorf("installed at %s, want %s", p, want)
	}
	if st, err := os.Stat(p); err != nil || st.Mode().Perm()&0o111 == 0 {
		t.Fatalf("hook %v not executable: %v", st, err)
	}
	os.WriteFile(p, []byte("#!/bin/sh\necho mine\n"), 0o600)
	if _, err := r.Install(false); !errors.Is(err, ErrExists) {
		t.Errorf("second install: %v, want ErrExists", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "#!/bin/sh\necho mine\n" {
		t.Error("an existing hook was changed without force")
	}
	if _, err := r.Install(true); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != Script {
		t.Error("force did not replace the hook")
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o755 {
		t.Errorf("mode %v after force, want 0755", st.Mode().Perm())
	}
	// core.hooksPath is where git looks, so that is where the hook goes.
	if _, err := git(r.Root, "config", "core.hooksPath", "myhooks"); err != nil {
		t.Fatal(err)
	}
	p, err = r.Install(false)
	if err != nil || p != filepath.Join(r.Root, "myhooks", "pre-commit") {
		t.Errorf("with core.hooksPath: %s, %v", p, err)
	}
}
