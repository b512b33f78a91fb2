package main

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/preempt-dev/preempt/keyring"
)

var update = flag.Bool("update", false, "update testscript golden files (review every diff)")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"preempt": func() {
			kdf = keyring.KDFParams{Time: 1, MemoryKiB: 64, Threads: 1} // cheap passphrase KDF in tests
			main()
		},
	})
}

// testKey is a fixed key for scripts (base64 of bytes 0..31), so their outputs are stable.
const testKey = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "../../testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
		Setup: func(env *testscript.Env) error {
			// testdata/bin holds the stand-in LLM (fakellm) that scripts pipe prompts through.
			bin, err := filepath.Abs("../../testdata/bin")
			if err != nil {
				return err
			}
			env.Setenv("PATH", bin+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv("XDG_CONFIG_HOME", env.WorkDir+"/cfg")
			env.Setenv("HOME", env.WorkDir+"/home")
			env.Setenv("TESTKEY", testKey)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// status N cmd args... runs cmd and checks its exit code is exactly N.
			"status": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: status CODE command [args...]")
				}
				want, err := strconv.Atoi(args[0])
				if err != nil {
					ts.Fatalf("status: bad code %q", args[0])
				}
				err = ts.Exec(args[1], args[2:]...)
				got := 0
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					got = ee.ExitCode()
				} else if err != nil {
					ts.Fatalf("status: %v", err)
				}
				if got != want {
					ts.Fatalf("exit code %d, want %d", got, want)
				}
			},
			// chmod MODE FILE
			"chmod": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) != 2 {
					ts.Fatalf("usage: chmod MODE FILE")
				}
				m, err := strconv.ParseUint(args[0], 8, 32)
				if err != nil {
					ts.Fatalf("chmod: bad mode %q", args[0])
				}
				ts.Check(os.Chmod(ts.MkAbs(args[1]), os.FileMode(m)))
			},
		},
	})
}
