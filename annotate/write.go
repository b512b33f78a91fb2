package annotate

import (
	"context"
	"io"
)

// Write annotates r with every annotator (ScanAll) and writes it to w segment by segment: as
// inline markup (WriteMarkup), or with jsonl as one JSON object per span (WriteJSONL) that
// names file unless it is "". This is 'preempt annotate'.
func (a *Annotator) Write(ctx context.Context, w io.Writer, r io.Reader, file string, jsonl bool) error {
	return a.ScanAll(ctx, r, func(seg Segment) error {
		if jsonl {
			return WriteJSONL(w, file, seg)
		}
		return WriteMarkup(w, seg.Text, seg.Spans)
	})
}
