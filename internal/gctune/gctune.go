// Package gctune sets the Go collector for preempt's commands. They are filters: their heap is
// small and mostly caches filled once (the annotator's and the codecs'), so collecting less
// often saves time, and a soft memory limit keeps a long stream's resident memory bounded.
// $GOGC and $GOMEMLIMIT, when set, always decide.
package gctune

import "runtime/debug"

// StreamHeap is the soft limit of the Go heap of a streaming command: its live heap is the
// caches of the annotator and the codecs (about 12 MiB on dense text), whatever the input's
// size, so that the whole process stays under 64 MiB of resident memory.
const StreamHeap = 32 << 20

// WholeHeap is the soft limit of a command that keeps what sanitizing a whole prompt produced.
const WholeHeap = 64 << 20

// Stream sets the collector for a filter: collecting at five times the live heap instead of
// twice saves ~15% of a one-prompt run, and the soft limit makes it collect sooner on a long
// stream, where five times the live heap would be 60 MiB. Commands that hold a whole document
// raise the limit (see Whole).
func Stream(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(StreamHeap)
	}
}

// Whole softly caps the heap of a command that keeps what sanitizing a whole prompt produced:
// Stream collects at five times the live heap, which would multiply a large prompt's ledger by
// five. The limit only makes the collector run sooner.
func Whole(getenv func(string) string) {
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(WholeHeap)
	}
}
