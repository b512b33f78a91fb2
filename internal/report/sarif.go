package report

import (
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
)

// SARIF 2.1.0, the subset code-scanning services read. The types mirror the schema's names.
const (
	SARIFSchema    = "https://json.schemastore.org/sarif-2.1.0.json"
	SARIFVersion   = "2.1.0"
	InformationURI = "https://github.com/preempt-dev/preempt"
	// SourceRoot is the uriBaseId of every location: paths are relative to where the check
	// ran (the repository's top for the hook), which is what an upload maps to the checkout.
	SourceRoot = "%SRCROOT%"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string        `json:"id"`
	Name                 string        `json:"name,omitempty"`
	ShortDescription     sarifMessage  `json:"shortDescription"`
	Help                 sarifMessage  `json:"help"`
	DefaultConfiguration sarifRuleConf `json:"defaultConfiguration"`
}

type sarifRuleConf struct {
	Level string `json:"level"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifMessage      `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

// FingerprintKey is the partialFingerprints key of the fingerprint itself (the one baselines
// hold). The result also carries it, with its occurrence number in the file, as
// primaryLocationLineHash: GitHub's upload action otherwise fills that in with an unkeyed hash
// of the line's text, value included.
const FingerprintKey = "preempt/v1"

func (r *Report) sarifLog() sarifLog {
	help := "Sanitize the value ('preempt sanitize'), remove it, allowlist it in the preempt config, " +
		"or, if it is meant to be there, add a preempt:ignore comment on its line or accept it in the baseline (--write-baseline)."
	driver := sarifDriver{Name: "preempt", Version: r.opts.Version, InformationURI: InformationURI, Rules: []sarifRule{}}
	index := map[string]int{}
	addRule := func(id, desc string) {
		if _, ok := index[id]; ok {
			return
		}
		if desc == "" {
			desc = id
		}
		index[id] = len(driver.Rules)
		driver.Rules = append(driver.Rules, sarifRule{ID: id, Name: id, ShortDescription: sarifMessage{desc},
			Help: sarifMessage{help}, DefaultConfiguration: sarifRuleConf{"error"}})
	}
	for _, t := range r.opts.Types {
		addRule(t.ID, t.Description)
	}
	run := sarifRun{ColumnKind: "utf16CodeUnits", Results: []sarifResult{}}
	for _, f := range r.results {
		addRule(f.Type, "") // a type an external annotator reported
		r.occ[f.Fingerprint]++
		uri, base := sarifURI(f.Path)
		run.Results = append(run.Results, sarifResult{
			RuleID:    f.Type,
			RuleIndex: index[f.Type],
			Level:     "error",
			// The type, never the value: the log is uploaded and shown to whoever sees alerts.
			Message: sarifMessage{"A value of type " + f.Type + " (not shown) is in the file."},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: uri, URIBaseID: base},
				Region:           sarifRegion{StartLine: f.Line, StartColumn: f.Col16, EndLine: f.EndLine, EndColumn: f.EndCol16},
			}}},
			PartialFingerprints: map[string]string{
				FingerprintKey:            f.Fingerprint,
				"primaryLocationLineHash": f.Fingerprint + ":" + strconv.Itoa(r.occ[f.Fingerprint]),
			},
		})
	}
	run.Tool = sarifTool{driver}
	return sarifLog{Schema: SARIFSchema, Version: SARIFVersion, Runs: []sarifRun{run}}
}

// sarifURI returns the URI of path: relative to SourceRoot with forward slashes, or an
// absolute file URI.
func sarifURI(path string) (uri, base string) {
	p := filepath.ToSlash(filepath.Clean(path))
	if filepath.IsAbs(path) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p // C:/x
		}
		return (&url.URL{Scheme: "file", Path: p}).String(), ""
	}
	u := (&url.URL{Path: p}).EscapedPath()
	// A colon in the first segment would read as a scheme.
	if i := strings.IndexByte(u, ':'); i >= 0 && !strings.Contains(u[:i], "/") {
		u = "./" + u
	}
	return u, SourceRoot
}
