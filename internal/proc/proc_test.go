//go:build unix

package proc

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		script string
		want   int
	}{
		{"exit 0", 0},
		{"exit 3", 3},
		{"kill -KILL $$", 128 + 9},
	} {
		got, err := Run(exec.Command("sh", "-c", tc.script))
		if err != nil {
			t.Fatalf("%s: %v", tc.script, err)
		}
		if got != tc.want {
			t.Errorf("%s: status %d, want %d", tc.script, got, tc.want)
		}
	}
	if _, err := Run(exec.Command(filepath.Join(t.TempDir(), "no-such-command"))); err == nil {
		t.Error("a command that does not exist ran")
	}
}

// A SIGTERM sent to this process reaches the child, which handles it and exits as it likes,
// and this process is not killed by it.
func TestForwardsSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		ready := filepath.Join(t.TempDir(), "ready")
		c := exec.Command("sh", "-c", `trap 'exit 7' TERM INT; touch "$1"; while :; do sleep 0.01; done`, "sh", ready)
		type result struct {
			status int
			err    error
		}
		res := make(chan result, 1)
		go func() {
			s, err := Run(c)
			res <- result{s, err}
		}()
		deadline := time.Now().Add(5 * time.Second)
		for {
			if _, err := os.Stat(ready); err == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("child never started")
			}
			time.Sleep(5 * time.Millisecond)
		}
		if err := syscall.Kill(os.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case r := <-res:
			if r.err != nil || r.status != 7 {
				t.Errorf("%v: status %d, err %v; want 7 from the child's trap", sig, r.status, r.err)
			}
		case <-time.After(5 * time.Second):
			c.Process.Kill()
			t.Fatalf("%v was not forwarded", sig)
		}
	}
}

func TestEnv(t *testing.T) {
	in := []string{
		"PATH=/bin",
		"PREEMPT_KEY=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=",
		"PREEMPT_PASSPHRASE=hunter2",
		"PREEMPT_KEYRING=/k",
		"preempt_key=lower case, as Windows would match it",
		"HOME=/home/u",
		"XPREEMPT_KEY=not ours",
		"PREEMPT=no underscore",
		"EMPTY=",
	}
	got := Env(in)
	want := []string{"PATH=/bin", "HOME=/home/u", "XPREEMPT_KEY=not ours", "PREEMPT=no underscore", "EMPTY="}
	if !slices.Equal(got, want) {
		t.Errorf("Env = %q, want %q", got, want)
	}
}

// A child started by Command does not see PREEMPT_KEY even though this process has it.
func TestCommandEnv(t *testing.T) {
	t.Setenv("PREEMPT_KEY", "secret-key-value")
	t.Setenv("PREEMPT_PASSPHRASE", "secret-passphrase")
	t.Setenv("PROC_TEST_KEPT", "kept")
	c := Command("sh", "-c", "env")
	out, err := c.Output()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(out), "secret-") {
		t.Errorf("child environment holds a PREEMPT_ secret:\n%s", out)
	}
	if !strings.Contains(string(out), "PROC_TEST_KEPT=kept") {
		t.Errorf("child environment lost an ordinary variable:\n%s", out)
	}
}
