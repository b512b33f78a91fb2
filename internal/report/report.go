// Package report is the output of the checks, 'preempt annotate --check' and the pre-commit
// hook: it turns the spans annotate finds into findings (file, line, columns, type and a
// fingerprint, never the value unless asked), honours preempt:ignore comments and baselines,
// and writes the findings as text (file:line:col: type), one JSON document, or SARIF 2.1.0 for
// code-scanning services.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/atomicfile"
)

// Finding is one value found in a file. Lines and columns are 1-based; Col and EndCol count
// UTF-8 bytes, Col16 and EndCol16 UTF-16 code units (SARIF's unit); the end is exclusive.
type Finding struct {
	Path            string
	Type            string
	Line, Col       int
	EndLine, EndCol int
	Col16, EndCol16 int
	Fingerprint     string
	Ignored         bool   // its line has a preempt:ignore comment
	Value           string // only with Scanner.ShowValues
}

// Format is how a Report writes its findings.
type Format int

const (
	Text  Format = iota // path:line:col: type, a line per finding, as it comes
	JSON                // one JSON document, at the end
	SARIF               // one SARIF 2.1.0 log, at the end
)

// ParseFormat parses "text", "json" or "sarif".
func ParseFormat(s string) (Format, error) {
	switch s {
	case "text":
		return Text, nil
	case "json":
		return JSON, nil
	case "sarif":
		return SARIF, nil
	}
	return 0, fmt.Errorf("unknown format %q: use text, json or sarif", s)
}

// Options configure a Report.
type Options struct {
	Format Format
	// Baseline holds the fingerprints of accepted findings, which are not reported.
	Baseline *Baseline
	// Types are the registry's types: SARIF lists a rule for each.
	Types []*annotate.Type
	// Version is the tool version SARIF names.
	Version string
	// FP is the fingerprinter the findings were made with: JSON says whether it is keyed, and
	// WriteBaseline records its key.
	FP *Fingerprinter
}

// Report collects findings and writes them to w.
type Report struct {
	w    io.Writer
	opts Options
	err  error

	results []Finding      // reported findings, for JSON and SARIF
	occ     map[string]int // occurrences of each fingerprint so far
	all     map[string]bool

	// Counts are the reported findings per type; Ignored and Baselined the findings silenced
	// by a preempt:ignore comment and by the baseline.
	Counts             map[string]int
	Ignored, Baselined int
}

// New returns a report writing to w.
func New(w io.Writer, opts Options) *Report {
	return &Report{w: w, opts: opts, occ: map[string]int{}, all: map[string]bool{}, Counts: map[string]int{}}
}

// Add takes one finding: an ignored one or one in the baseline is counted, any other reported.
func (r *Report) Add(f Finding) {
	if f.Ignored {
		r.Ignored++
		return
	}
	r.all[f.Fingerprint] = true
	if r.opts.Baseline.Has(f.Fingerprint) {
		r.Baselined++
		return
	}
	r.Counts[f.Type]++
	if r.opts.Format != Text {
		r.results = append(r.results, f)
		return
	}
	if r.err != nil {
		return
	}
	if f.Value != "" {
		_, r.err = fmt.Fprintf(r.w, "%s:%d:%d: %s: %s\n", f.Path, f.Line, f.Col, f.Type, f.Value)
	} else {
		_, r.err = fmt.Fprintf(r.w, "%s:%d:%d: %s\n", f.Path, f.Line, f.Col, f.Type)
	}
}

// Reported is the number of findings reported: the ones that fail a check.
func (r *Report) Reported() int {
	n := 0
	for _, c := range r.Counts {
		n += c
	}
	return n
}

// Fingerprints returns the sorted fingerprints of every finding not ignored, baselined or not:
// what a new baseline records.
func (r *Report) Fingerprints() []string {
	fps := make([]string, 0, len(r.all))
	for fp := range r.all {
		fps = append(fps, fp)
	}
	sort.Strings(fps)
	return fps
}

// Summary is the line a check ends with: "<scanned>: N findings<suffix>", then what was
// silenced, if anything; with scanned empty (the caller said what it scanned), only
// "not reported: …", or nothing.
func (r *Report) Summary(scanned, suffix string) string {
	var b strings.Builder
	if scanned != "" {
		n, findings := r.Reported(), "findings"
		if n == 1 {
			findings = "finding"
		}
		fmt.Fprintf(&b, "%s: %d %s%s", scanned, n, findings, suffix)
	}
	if r.Ignored > 0 || r.Baselined > 0 {
		silenced := fmt.Sprintf("not reported: %d with preempt:ignore, %d in the baseline", r.Ignored, r.Baselined)
		if b.Len() == 0 {
			b.WriteString(silenced)
		} else {
			b.WriteString(" (" + silenced + ")")
		}
	}
	return b.String()
}

// WriteBaseline writes the fingerprints of every finding not ignored to path, as a baseline
// (see [Baseline]), and returns how many it wrote.
func (r *Report) WriteBaseline(path string, temps *atomicfile.Temps) (int, error) {
	fps := r.Fingerprints()
	return len(fps), WriteBaseline(path, r.opts.FP, fps, temps)
}

// Close writes the JSON or SARIF document (text is written as it comes) and returns the first
// write error.
func (r *Report) Close() error {
	if r.err != nil {
		return r.err
	}
	var doc any
	switch r.opts.Format {
	case JSON:
		doc = r.jsonDoc()
	case SARIF:
		doc = r.sarifLog()
	default:
		return nil
	}
	enc := json.NewEncoder(r.w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

type jsonFinding struct {
	File        string `json:"file"`
	Line        int    `json:"line"`
	Column      int    `json:"column"`
	EndLine     int    `json:"endLine"`
	EndColumn   int    `json:"endColumn"`
	Type        string `json:"type"`
	Fingerprint string `json:"fingerprint"`
	Value       string `json:"value,omitempty"`
}

type jsonDoc struct {
	Findings  []jsonFinding  `json:"findings"`
	Counts    map[string]int `json:"counts"`
	Ignored   int            `json:"ignored"`
	Baselined int            `json:"baselined"`
	Keyed     bool           `json:"keyedFingerprints"`
}

func (r *Report) jsonDoc() jsonDoc {
	d := jsonDoc{Findings: []jsonFinding{}, Counts: r.Counts, Ignored: r.Ignored, Baselined: r.Baselined, Keyed: r.opts.FP.Keyed()}
	for _, f := range r.results {
		d.Findings = append(d.Findings, jsonFinding{File: f.Path, Line: f.Line, Column: f.Col, EndLine: f.EndLine,
			EndColumn: f.EndCol, Type: f.Type, Fingerprint: f.Fingerprint, Value: f.Value})
	}
	return d
}

// Silenced reports whether Add would not report f (a preempt:ignore comment, or the baseline).
// It only reads, so concurrent scans may call it.
func (r *Report) Silenced(f Finding) bool {
	return f.Ignored || r.opts.Baseline.Has(f.Fingerprint)
}
