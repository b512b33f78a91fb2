package batch

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// ShowProgress redraws one status line on w (a terminal) every interval until the returned
// stop is called, which erases it: a bar, files and bytes done, the rate and the time left.
func ShowProgress(w io.Writer, p *Progress, interval time.Duration) (stop func()) {
	start := time.Now()
	// Drawn before returning, so even a run shorter than interval shows where it started.
	fmt.Fprint(w, "\r"+progressLine(p, 0)+"\x1b[K")
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-quit:
				fmt.Fprint(w, "\r\x1b[K")
				return
			case <-t.C:
				fmt.Fprint(w, "\r"+progressLine(p, time.Since(start))+"\x1b[K")
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}

func progressLine(p *Progress, elapsed time.Duration) string {
	files, bytes := p.Files.Load(), p.Bytes.Load()
	frac := 1.0
	if p.TotalBytes > 0 {
		frac = float64(bytes) / float64(p.TotalBytes)
	} else if p.TotalFiles > 0 {
		frac = float64(files) / float64(p.TotalFiles)
	}
	const width = 24
	n := int(frac * width)
	bar := strings.Repeat("=", n) + strings.Repeat(" ", width-n)
	rate := float64(bytes) / max(elapsed.Seconds(), 1e-3)
	eta := "--"
	if rate > 0 && bytes > 0 {
		left := float64(p.TotalBytes-bytes) / rate
		eta = time.Duration(left * float64(time.Second)).Round(time.Second).String()
	}
	return fmt.Sprintf("[%s] %d/%d files  %s/%s  %s/s  ETA %s", bar, files, p.TotalFiles, Size(bytes), Size(p.TotalBytes), Size(int64(rate)), eta)
}

// Size formats a byte count for people: 512 B, 1.5 KB, 50.0 MB.
func Size(n int64) string {
	const unit = 1000
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %cB", float64(n)/float64(div), "kMGTP"[exp])
}
