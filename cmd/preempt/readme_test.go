package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// A recipe says how the test runs one ```sh block of README.md, found by its first command.
// Each command of the block is a step, with the exit status it must have, or the reason it
// cannot run offline. The block runs as one shell script (so a cd carries over), each step's
// output going to stepN.out and stepN.err, on which checks (testscript lines) run after.
type recipe struct {
	skip   string   // why the whole block does not run here
	subst  []string // old, new pairs applied to the block's text
	setup  []string // shell lines before the block
	steps  []step
	checks []string // testscript lines run after the block (grep PATTERN stepN.out ...)
}

type step struct {
	exit    int    // the status the step must exit with
	offline string // if set, the step needs the network and is left out: why
}

const network = "needs the network and an API key"

// recipes are all of README.md's ```sh blocks: TestReadmeRecipes fails on a block that is not
// here, so a new recipe gets a test or a stated reason. An `llm` stub (fakellm, the echoing
// stand-in) replaces a real LLM client.
var recipes = map[string]recipe{
	"bash scripts/demo": {skip: "the contributor's commands: scripts/demo builds preempt with the go tool and runs the round trip of the recipes below; go test ./... is this suite"},
	"CGO_ENABLED=0 go install github.com/preempt-dev/preempt/cmd/preempt@latest": {skip: "installs from the network"},
	"preempt keyring init": {
		setup: []string{
			"unset PREEMPT_KEY",
			"cp testdata/demo/prompt.txt prompt.txt && mkdir docs && cp prompt.txt docs/",
			"git init -q . && git add prompt.txt",
		},
		steps: []step{{exit: 0}, {exit: 0}, {exit: 0}, {exit: 0}, {exit: 1}, {exit: 0}, {exit: 0}},
		checks: []string{
			"exists cfg/preempt/keyring",
			"grep '⟦ssn:372-61-4918⟧' step2.out",
			"! grep '372-61-4918' safe.txt",
			"grep '372-61-4918' step4.out",
			"grep 'Sarah Johnson' step4.out",
			"grep '^prompt.txt:2:\\d+: ssn$' step5.out",
			"grep '372-61-4918' step6.out",
			"exists safe-docs/prompt.txt",
			"! grep '372-61-4918' safe-docs/prompt.txt",
		},
	},
	"preempt sanitize testdata/demo/prompt.txt > safe.txt": {
		steps:  []step{{exit: 0}, {exit: 0}},
		checks: []string{"! grep '372-61-4918' safe.txt", "grep '372-61-4918' step2.out"},
	},
	"preempt run -- testdata/bin/fakellm < testdata/demo/prompt.txt": {
		steps: []step{{exit: 0}, {exit: 0}, {exit: 0}},
		checks: []string{
			"grep '372-61-4918' step1.out",
			"grep 'Sarah Johnson' step1.out",
			"grep '372.61.4918' step2.out", // restored in the LLM's spelling
			"grep '372-61-4918' step3.out",
		},
	},
	"preempt sanitize --json-path 'messages.*.content' testdata/demo/request.json": {
		steps: []step{{exit: 0}, {exit: 0}, {offline: network}, {offline: network}},
		checks: []string{
			"! grep '372-61-4918|4539 1488' step1.out",
			"grep 'Keep every number exactly as given' step1.out",
			"! grep '372-61-4918|Sarah Johnson|4539 1488' step2.out",
			"grep '\"system\": \"You help ' step2.out",
		},
	},
	"preempt sanitize -r testdata/demo -o safe-demo": {
		steps: []step{{exit: 0}, {exit: 0}, {exit: 1}, {exit: 1}, {exit: 0}},
		checks: []string{
			"! grep '372-61-4918' safe-demo/prompt.txt",
			// restored/ differs only where value types were noised: format values are back.
			"grep '^> I live in Austin, TX 78701 and the fraud came from IP 203\\.0\\.113\\.45\\. I am \\d+ years old\\.$' step3.out",
			"grep '^> twice on 03/15/2024, \\$[\\d,.]+ each time\\. My SSN is 372-61-4918 and you can reach me at$' step3.out",
			"grep -count=2 '^---$' step3.out", // the two lines with an amount and an age, nothing else
			"grep 'prompt.txt:2:\\d+: ssn' step4.out",
			"grep '372-61-4918' copy/prompt.txt",
		},
	},
	"preempt annotate --check -r . --write-baseline .preempt-baseline.json": {
		setup: []string{"git init -q . && git add testdata/demo/prompt.txt"},
		steps: []step{{exit: 0}, {exit: 0}, {exit: 0}, {exit: 0}},
		checks: []string{
			"grep '^preempt: wrote \\d+ fingerprints to .preempt-baseline.json$' step1.err",
			"! grep '372-61-4918' .preempt-baseline.json",
			"grep '^preempt: not reported: 0 with preempt:ignore, \\d+ in the baseline$' step3.err",
			"grep 'in 2 staged files: 0 findings \\(not reported: 0 with preempt:ignore, \\d+ in the baseline\\)$' step4.err",
		},
	},
	"preempt proxy --upstream https://api.anthropic.com &": {skip: "needs Claude Code, the network and an API key; the OpenAI proxy recipe below runs against a stand-in API"},
	"preempt proxy --upstream https://api.openai.com --listen 127.0.0.1:8789 &": {
		// The stand-in API (standInAPI) replaces OpenAI, on a free port; the proxy is stopped
		// when the recipe ends, and waited for before the first request.
		subst: []string{"https://api.openai.com", "$STANDIN", "127.0.0.1:8789 &",
			"127.0.0.1:$PROXYPORT & PROXYPID=$!; for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do curl -so /dev/null http://127.0.0.1:$PROXYPORT/ && break; sleep 0.25; done",
			"127.0.0.1:8789", "127.0.0.1:$PROXYPORT"},
		setup: []string{`trap '[ -z "$PROXYPID" ] || kill $PROXYPID' EXIT`},
		steps: []step{{exit: 0}, {exit: 0}, {offline: "the llm stub is no HTTP client; " + network}, {exit: 0}, {exit: 0}},
		checks: []string{
			"grep '^preempt: proxy on http://127.0.0.1:\\d+, forwarding to http://127.0.0.1:\\d+$' step1.err",
			// The stand-in says what it received: the values sanitized; the client gets them back.
			"grep '\"x_upstream_saw\":\"My SSN is \\d{3}-\\d{2}-\\d{4} and my card' step4.out",
			"! grep 'x_upstream_saw\":\"My SSN is 372-61-4918' step4.out",
			"grep '\"content\":\"My SSN is 372-61-4918 and my card 4539 1488 0343 6467 was billed twice' step4.out",
			"grep '^data: .*372-61-4918' step5.out",
			"grep '^data: \\[DONE\\]$' step5.out",
		},
	},
	"git init -q /tmp/hook-demo && cd /tmp/hook-demo": {
		subst:  []string{"/tmp/hook-demo", "$WORK/hook-demo"},
		steps:  []step{{exit: 0}, {exit: 0}, {exit: 0}, {exit: 1}},
		checks: []string{"grep '^notes.txt:1:12: ssn$' step4.err", "! grep '372-61-4918' step4.err"},
	},
}

// readmeBlocks returns the commands of each ```sh block of README.md with the block's line: a
// command is a line with what continues it (a trailing \ or |); blank and comment lines are
// left out.
func readmeBlocks(t *testing.T) (lines []int, blocks [][]string) {
	f, err := os.Open("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in, cont := false, false
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		switch {
		case !in && l == "```sh":
			in = true
			lines, blocks = append(lines, n), append(blocks, nil)
			continue
		case in && l == "```":
			in = false
			continue
		case !in:
			continue
		}
		b := &blocks[len(blocks)-1]
		switch {
		case cont:
			(*b)[len(*b)-1] += "\n" + l
		case strings.TrimSpace(l) == "" || strings.HasPrefix(strings.TrimSpace(l), "#"):
			continue
		default:
			*b = append(*b, l)
		}
		code := strings.TrimSpace(strings.SplitN(l, " #", 2)[0])
		cont = strings.HasSuffix(code, `\`) || strings.HasSuffix(code, "|")
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines, blocks
}

// TestReadmeRecipes runs every README shell recipe that can run offline, as written, with the
// stand-in LLM; the others are listed in recipes with the reason.
func TestReadmeRecipes(t *testing.T) {
	dir := t.TempDir()
	var demo strings.Builder
	for _, p := range []string{"testdata/bin/fakellm", "testdata/demo/prompt.txt", "testdata/demo/request.json",
		"testdata/demo/stream-request.json", "testdata/demo/anthropic-request.json"} {
		data, err := os.ReadFile(filepath.Join("../..", p))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&demo, "-- %s --\n%s", p, data)
	}
	demo.WriteString("-- bin/llm --\n#!/bin/sh\n# llm -m MODEL: the stand-in LLM\nexec fakellm\n")
	lines, blocks := readmeBlocks(t)
	ran := 0
	for i, cmds := range blocks {
		name := fmt.Sprintf("README.md:%d", lines[i])
		if len(cmds) == 0 {
			continue
		}
		key := strings.TrimSpace(strings.SplitN(cmds[0], " #", 2)[0])
		r, ok := recipes[key]
		if !ok {
			t.Errorf("%s: recipe %q is not in readme_test.go: run it there, or say why it cannot run", name, key)
			continue
		}
		if r.skip != "" {
			t.Logf("%s: not run: %s", name, r.skip)
			continue
		}
		if len(r.steps) != len(cmds) {
			t.Errorf("%s: %d commands, readme_test.go expects %d", name, len(cmds), len(r.steps))
			continue
		}
		var sh strings.Builder
		sh.WriteString("export PREEMPT_KEY=\"$TESTKEY\" FAKELLM_DELAY=0\n")
		for _, l := range r.setup {
			sh.WriteString(l + " || exit 1\n")
		}
		for k, c := range cmds {
			for j := 0; j+1 < len(r.subst); j += 2 {
				c = strings.ReplaceAll(c, r.subst[j], r.subst[j+1])
			}
			s := r.steps[k]
			if s.offline != "" {
				t.Logf("%s: step %d not run: %s", name, k+1, s.offline)
				continue
			}
			fmt.Fprintf(&sh, "{\n%s\n} >\"$WORK/step%d.out\" 2>\"$WORK/step%d.err\"\n", c, k+1, k+1)
			fmt.Fprintf(&sh, "s=$?; [ $s -eq %d ] || { echo \"%s step %d exited $s, want %d\"; cat \"$WORK/step%d.err\"; exit 1; } >&2\n",
				s.exit, name, k+1, s.exit, k+1)
		}
		script := fmt.Sprintf("# %s\nchmod 755 testdata/bin/fakellm\nchmod 755 bin/llm\nexec sh recipe.sh\n%s\n-- recipe.sh --\n%s%s",
			name, strings.Join(r.checks, "\n"), sh.String(), demo.String())
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("readme-%d.txtar", lines[i])), []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		ran++
	}
	if ran == 0 {
		t.Fatal("no README recipe ran")
	}
	api := httptest.NewServer(standInAPI())
	t.Cleanup(api.Close) // after the scripts, which run in parallel once this function returns
	port, err := freePort()
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", env.WorkDir+"/bin"+string(os.PathListSeparator)+env.WorkDir+"/testdata/bin"+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv("XDG_CONFIG_HOME", env.WorkDir+"/cfg")
			env.Setenv("HOME", env.WorkDir+"/home")
			env.Setenv("TESTKEY", testKey)
			env.Setenv("STANDIN", api.URL)
			env.Setenv("PROXYPORT", port)
			env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			for _, k := range []string{"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"} {
				env.Setenv(k, "t")
			}
			for _, k := range []string{"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"} {
				env.Setenv(k, "t@example.org")
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"chmod": func(ts *testscript.TestScript, neg bool, args []string) {
				ts.Check(os.Chmod(ts.MkAbs(args[1]), 0o755))
			},
		},
	})
}

// standInAPI is OpenAI's chat completions API for the proxy recipes: it answers with the last
// message's text, streamed in 4-byte deltas when asked, and says in x_upstream_saw what it
// received.
func standInAPI() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Stream   bool
			Messages []struct{ Content string }
		}
		if json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Messages) == 0 {
			http.NotFound(w, r)
			return
		}
		text := req.Messages[len(req.Messages)-1].Content
		choice := func(key string, v any) []any {
			return []any{map[string]any{"index": 0, key: map[string]any{"role": "assistant", "content": v}}}
		}
		if !req.Stream {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"x_upstream_saw": text, "choices": choice("message", text)})
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for len(text) > 0 {
			n := min(4, len(text))
			b, _ := json.Marshal(map[string]any{"choices": choice("delta", text[:n])})
			fmt.Fprintf(w, "data: %s\n\n", b)
			text = text[n:]
		}
		fmt.Fprint(w, "data: [DONE]\n\n")
	})
}

// freePort returns a loopback TCP port that was free a moment ago.
func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port), nil
}

// The pre-commit manifest must load in pre-commit 3.0, which knows neither the stage names of
// 3.2 (pre-commit, pre-push...) nor, without a warning from 4.0 on, lets the old ones pass: so
// it names no stage, and every key is one a 3.0 hook definition has.
func TestPreCommitManifest(t *testing.T) {
	data, err := os.ReadFile("../../.pre-commit-hooks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{"id": true, "name": true, "entry": true, "language": true, "files": true, "exclude": true,
		"types": true, "types_or": true, "exclude_types": true, "always_run": true, "fail_fast": true, "verbose": true,
		"pass_filenames": true, "require_serial": true, "description": true, "language_version": true,
		"minimum_pre_commit_version": true, "args": true, "log_file": true, "additional_dependencies": true}
	hooks := 0
	for n, l := range strings.Split(string(data), "\n") {
		l = strings.TrimPrefix(l, "- ")
		if strings.HasPrefix(strings.TrimSpace(l), "#") || strings.TrimSpace(l) == "" {
			continue
		}
		key, val, ok := strings.Cut(strings.TrimSpace(l), ":")
		if !ok {
			t.Errorf(".pre-commit-hooks.yaml:%d: not a key: value line", n+1)
			continue
		}
		if !known[key] {
			t.Errorf(".pre-commit-hooks.yaml:%d: key %q: not a pre-commit 3.0 hook key, or one that breaks some version", n+1, key)
		}
		switch key {
		case "id":
			hooks++
		case "entry":
			if strings.TrimSpace(val) != "preempt hook run" {
				t.Errorf(".pre-commit-hooks.yaml:%d: entry %q, want preempt hook run", n+1, val)
			}
		case "minimum_pre_commit_version":
			t.Errorf(".pre-commit-hooks.yaml:%d: requires pre-commit %s", n+1, val)
		}
	}
	if hooks != 1 {
		t.Errorf("%d hooks, want 1", hooks)
	}
}
