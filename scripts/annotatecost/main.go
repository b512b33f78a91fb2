// Annotatecost measures the CPU time of annotating the prompts of a JSONL corpus (the
// scripts/eval format) with the default registry, one prompt at a time: the minimum over ten
// passes of the process's user+system time per pass, which a loaded machine disturbs less than
// wall time. CPUPROFILE=FILE writes a CPU profile.
//
// Usage: go run ./scripts/annotatecost testdata/dev/prompts.jsonl
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/preempt-dev/preempt/annotate"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/annotatecost FILE.jsonl")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "annotatecost:", err)
		os.Exit(1)
	}
	var prompts [][]byte
	for _, line := range bytes.Split(data, []byte("\n")) {
		var d struct{ Text string }
		if json.Unmarshal(line, &d) == nil {
			prompts = append(prompts, []byte(d.Text))
		}
	}
	reg, err := annotate.Default()
	if err != nil {
		fmt.Fprintln(os.Stderr, "annotatecost:", err)
		os.Exit(1)
	}
	a := annotate.New(reg)
	for _, p := range prompts {
		a.Annotate(p)
	}
	if f := os.Getenv("CPUPROFILE"); f != "" {
		out, _ := os.Create(f)
		pprof.StartCPUProfile(out)
		defer pprof.StopCPUProfile()
	}
	best := time.Hour
	for r := 0; r < 10; r++ {
		c := cpu()
		for k := 0; k < 10; k++ {
			for _, p := range prompts {
				a.Annotate(p)
			}
		}
		best = min(best, (cpu()-c)/10)
	}
	fmt.Println("cpu per pass (min of 10):", best)
}
