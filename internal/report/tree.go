package report

import (
	"context"
	"path/filepath"
	"sync"

	"github.com/preempt-dev/preempt/internal/batch"
)

// TreeJob returns a job that scans each file of a tree under root for [batch.RunTree], counting
// the findings r does not silence, and the done func that adds each file's findings to r: files
// are scanned in parallel and reported in file order.
func (s *Scanner) TreeJob(root string, r *Report) (batch.Job, func(batch.File)) {
	var mu sync.Mutex
	found := map[string][]Finding{}
	job := func(f batch.File) (map[string]int, error) {
		rc, err := batch.Open(f)
		if err != nil {
			return nil, err
		}
		defer rc.Close()
		var fs []Finding
		counts := map[string]int{}
		_, err = s.Text(context.Background(), filepath.Join(root, filepath.FromSlash(f.Rel)), rc, func(x Finding) {
			fs = append(fs, x)
			if !r.Silenced(x) {
				counts[x.Type]++
			}
		})
		mu.Lock()
		found[f.Rel] = fs
		mu.Unlock()
		return counts, err
	}
	done := func(f batch.File) {
		mu.Lock()
		fs := found[f.Rel]
		delete(found, f.Rel)
		mu.Unlock()
		for _, x := range fs {
			r.Add(x)
		}
	}
	return job, done
}
