// Package gctune sets the Go collector for preempt's commands. They are filters: their heap is
// small and mostly caches filled once (the annotator's and the codecs'), so collecting less
// often saves time, and a soft memory limit keeps a long stream's resident memory bounded.
// $GOGC and $GOMEMLIMIT, when set, always decide.
package gctune

import (
	"math"
	"runtime/debug"
)

// StreamHeap is the soft limit of the Go heap of a streaming command: its live heap is the
// caches of the annotator and the codecs (at most 15 MiB on 20 MB of dense text; 25 MiB while
// every DFA state had a dense row of transitions), whatever the input's size, so that the whole process stays under 64 MiB of resident
// memory (57 MiB measured over 200 MB of dense text and over a 100 MB line). At 32 MiB the
// limit left the collector a few MiB above the live heap, and it ran 146 times on 2 MB of
// dense prompts instead of 43: sanitize took 27% longer.
const StreamHeap = 40 << 20

// WholeGCPercent is the collector's pace for a command that holds a whole document (Whole).
const WholeGCPercent = 50

// Stream sets the collector for a filter: collecting at five times the live heap instead of
// twice saves ~15% of a one-prompt run, and the soft limit makes it collect sooner on a long
// stream, where five times the live heap would be 60 MiB. Commands that hold a whole document
// collect at the default pace instead (see Whole).
func Stream(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(StreamHeap)
	}
}

// Whole sets the collector for a command that holds a whole document while it works
// (desanitize --prompt holds the prompt's values, run its ledger): a collection at one and a
// half times the live heap (WholeGCPercent), and no limit. Stream's pace would multiply a
// large prompt's ledger by five; a fixed limit instead (64 MiB, before) let a small prompt's
// process reach 73 MiB of resident memory and would make a ledger larger than the limit
// collect without end. Go's default pace (twice the live heap) took desanitize --prompt of a
// dense prompt of 5 to 30 MB to 70-73 MiB once the annotator's caches had grown; at this pace
// it stays at 58-61 MiB, 0-3% slower.
func Whole(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(WholeGCPercent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(math.MaxInt64)
	}
}
