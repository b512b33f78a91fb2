package annotate

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"path"
	"regexp"
	"regexp/syntax"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/preempt-dev/preempt/internal/codecs"
)

// The default registry is split into one file per family of types, applied in name order.
//
//go:generate go test -run TestPrecompiledDefaults -update-defaults

//go:embed defaults/*.toml
var defaultFS embed.FS

// DefaultSource names the embedded registry in Type.Source and in errors.
const DefaultSource = "default"

// Category says how a type is protected.
type Category string

const (
	// Format types are encrypted with format-preserving encryption (the paper's category I).
	Format Category = "format"
	// Value types are replaced by a noisy value (metric local differential privacy, category II).
	Value Category = "value"
	// Redact types are replaced by a placeholder and cannot be restored.
	Redact Category = "redact"
	// Keep types are recognised (so a user sees them) but left as they are.
	Keep Category = "keep"
)

func (c Category) valid() bool {
	switch c {
	case Format, Value, Redact, Keep:
		return true
	}
	return false
}

// Type is one entry of the registry: what a sensitive value looks like and how it is protected.
type Type struct {
	ID          string
	Description string
	Category    Category
	// Codec names the sanitize codec (a closed set: the table of internal/codecs) and Params
	// its settings.
	Codec  string
	Params map[string]any
	// Epsilon is a value type's privacy budget per released value (0: not set).
	Epsilon float64
	// Disabled types (`enabled = false`) are left out of the effective registry unless a user
	// file enables them (`[extend] enableTypes` or `enabled = true`).
	Disabled bool
	// Validator names a check from a closed set (the codec ids of internal/codecs that have
	// one); empty accepts every match.
	Validator string
	Patterns  []Pattern
	// Detector names a built-in Go detector from this package's closed set (see detectors.go), used
	// instead of or besides Patterns for types no regular expression describes (person names).
	Detector string
	// Examples must be annotated as this type, Counterexamples must not (checked by tests).
	Examples        []string
	Counterexamples []string
	// Source is DefaultSource or the path of the user file that last changed the type.
	Source string

	validate func(string) bool
	detect   detectorFunc
	// lead and leadBefore are the codec's (codecs.Spec): what it rewrites before a value.
	lead       func(string) int
	leadBefore func(string, string) int
	// whole is the codec's Whole: its values are whole numbers, never part of a decimal one.
	whole bool
	// lists is the codec's Lists: a value written like a found one, next in a list, is one too.
	lists bool
	// currency is the codec's Currency: "$1" in code is no value (positionalParameter).
	currency bool
}

// Pattern is one way a type is written.
type Pattern struct {
	// Regex is the regular expression, in the syntax of package regexp (checked by Load).
	// An annotator compiles it on first need: most texts need few of the patterns, and
	// compiling all of them was a fifth of a one-prompt process.
	Regex string
	// Group is the capture group whose bytes are the span (0: the whole match).
	Group int
	// Keywords, when not empty, must occur (case-insensitively) within Window bytes before or after
	// the span; they let a bare 9-digit number count as an SSN only next to "SSN".
	Keywords []string
	Window   int
	// ExcludeKeywords reject a match when one occurs within ExcludeWindow bytes before it
	// ("version 1.2.3.4" is not an IP address).
	ExcludeKeywords []string
	ExcludeWindow   int
	// Shrink retries a match that fails validation with its trailing space-separated groups
	// removed, so an IBAN followed by an upper-case word is still found.
	Shrink bool

	syntax *syntax.Regexp // Regex parsed, for the annotator's DFA; nil when it was not parsed
}

// DefaultExcludeWindow is the exclude-keyword distance when a pattern does not set one.
const DefaultExcludeWindow = 16

// DefaultWindow is the keyword distance when a pattern does not set one.
const DefaultWindow = 48

// Registry is the effective, immutable set of types, in order. Earlier types win ties
// between overlapping spans of the same start and length.
type Registry struct {
	types      []*Type
	byID       map[string]*Type
	allowRe    []*regexp.Regexp
	allowVals  map[string]bool
	allowPath  []*regexp.Regexp
	annotators []*External
}

// Types returns the types in registry order. The caller must not modify them.
func (r *Registry) Types() []*Type { return r.types }

// Lookup returns the type with the given id.
func (r *Registry) Lookup(id string) (*Type, bool) {
	t, ok := r.byID[id]
	return t, ok
}

// allowed reports whether a span of text is on the allowlist and so never reported.
func (r *Registry) allowed(b []byte) bool {
	if r.allowVals[string(b)] {
		return true
	}
	for _, re := range r.allowRe {
		if re.Match(b) {
			return true
		}
	}
	return false
}

// AllowedPath reports whether a file path (slash-separated, as git names it) is on the
// allowlist's paths, so the pre-commit hook does not scan it.
func (r *Registry) AllowedPath(path string) bool {
	for _, re := range r.allowPath {
		if re.MatchString(path) {
			return true
		}
	}
	return false
}

// fileConfig is the TOML schema, shared by the embedded default and user files.
type fileConfig struct {
	Extend    *extendConfig `toml:"extend"`
	Allowlist *allowConfig  `toml:"allowlist"`
	Types     []typeConfig  `toml:"types"`
	// Annotators are external annotator commands (see External).
	Annotators []annotatorConfig `toml:"annotator"`
}

type extendConfig struct {
	UseDefault    *bool    `toml:"useDefault"`
	DisabledTypes []string `toml:"disabledTypes"`
	EnableTypes   []string `toml:"enableTypes"`
}

type allowConfig struct {
	Description string   `toml:"description"`
	Regexes     []string `toml:"regexes"`
	Values      []string `toml:"values"`
	Paths       []string `toml:"paths"` // regexes of file paths the hook skips
}

type typeConfig struct {
	ID              string          `toml:"id"`
	Description     string          `toml:"description"`
	Category        string          `toml:"category"`
	Codec           string          `toml:"codec"`
	Params          map[string]any  `toml:"params"`
	Epsilon         *float64        `toml:"epsilon"`
	Enabled         *bool           `toml:"enabled"`
	Validator       string          `toml:"validator"`
	Detector        string          `toml:"detector"`
	Patterns        []patternConfig `toml:"patterns"`
	Examples        []string        `toml:"examples"`
	Counterexamples []string        `toml:"counterexamples"`
}

type patternConfig struct {
	Regex           string   `toml:"regex"`
	Group           int      `toml:"group"`
	Keywords        []string `toml:"keywords"`
	Window          int      `toml:"window"`
	ExcludeKeywords []string `toml:"excludeKeywords"`
	ExcludeWindow   int      `toml:"excludeWindow"`
	Shrink          bool     `toml:"shrink"`
}

// ConfigError is an error in a registry file. It names the file and, where known, the line and type.
type ConfigError struct {
	File string
	Line int // 0 when unknown
	Type string
	Err  error
}

func (e *ConfigError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Type != "" {
		fmt.Fprintf(&b, ": type %q", e.Type)
	}
	fmt.Fprintf(&b, ": %v", e.Err)
	return b.String()
}

func (e *ConfigError) Unwrap() error { return e.Err }

// Default returns the embedded registry.
func Default() (*Registry, error) {
	return Load(nil, "")
}

// Load builds the effective registry: the embedded default, then the user file (data, read from
// the file named name) if data is not nil. A user file adds types, overrides fields of a default type
// with the same id (non-empty fields replace, lists append), disables types, and adds allowlist
// entries; `[extend] useDefault = false` starts from an empty registry instead. Load is strict:
// unknown keys, bad regexes, unknown categories or validators are errors naming the file and line.
func Load(data []byte, name string) (*Registry, error) {
	b := &builder{byID: map[string]*Type{}, allowVals: map[string]bool{}}
	var user *fileConfig
	if data != nil {
		var err error
		if user, err = parse(data, name); err != nil {
			return nil, err
		}
	}
	if user == nil || user.Extend == nil || user.Extend.UseDefault == nil || *user.Extend.UseDefault {
		if err := b.applyDefaults(); err != nil {
			return nil, err
		}
	}
	if user == nil {
		b.dropDisabled()
		return b.registry(), nil
	}
	if err := b.apply(user, name, data, false); err != nil {
		return nil, err
	}
	b.userAnnotators, b.userFile, b.userData = user.Annotators, name, data
	if user.Extend != nil {
		for _, id := range user.Extend.EnableTypes {
			if !b.enable(id) {
				return nil, &ConfigError{File: name, Line: lineOf(data, id), Err: fmt.Errorf("enableTypes: unknown type %q", id)}
			}
		}
		for _, id := range user.Extend.DisabledTypes {
			if !b.disable(id) {
				return nil, &ConfigError{File: name, Line: lineOf(data, id), Err: fmt.Errorf("disabledTypes: unknown type %q", id)}
			}
		}
	}
	b.dropDisabled()
	if len(b.types) == 0 {
		return nil, &ConfigError{File: name, Err: errors.New("no types left; set [extend] useDefault = true or add [[types]]")}
	}
	reg := b.registry()
	if err := b.annotators(reg); err != nil {
		return nil, err
	}
	return reg, nil
}

// parseDefault parses the embedded registry file n. Parsing the TOML was a tenth of a
// one-prompt process, so go generate parses the files in advance (precompiled_defaults.go):
// a file whose fileSum is still the one it was parsed from is read from there, any other
// (edited since) is parsed. TestPrecompiledDefaults checks that both give the same, and that
// every regex of a precompiled file parses, so that loading them need not (precompiled true).
// A precompiled file is summed through buf and its data is nil: copying the files (200 KB)
// was a twentieth of a one-prompt process's page faults.
func parseDefault(n string, buf []byte) (fc *fileConfig, data []byte, precompiled bool, err error) {
	name := path.Base(n)
	if sum, build := precompiledDefault(name); build != nil {
		f, err := defaultFS.Open(n)
		if err != nil {
			return nil, nil, false, err
		}
		defer f.Close()
		h := crc32.New(crc32.MakeTable(crc32.Castagnoli))
		size, err := io.CopyBuffer(h, f, buf)
		if err != nil {
			return nil, nil, false, err
		}
		if sum == sumOf(size, h.Sum32()) {
			return build(), nil, true, nil
		}
	}
	if data, err = defaultFS.ReadFile(n); err != nil {
		return nil, nil, false, err
	}
	fc, err = parse(data, DefaultSource+":"+name)
	return fc, data, false, err
}

// fileSum identifies the text of an embedded registry file for its precompiled form: its length
// and CRC-32C. It guards against a precompiled form left behind by an edit (a test enforces
// go generate), not against an adversary, and costs microseconds where SHA-256 of the files
// cost a tenth of a millisecond of every process.
func fileSum(data []byte) uint64 {
	return sumOf(int64(len(data)), crc32.Checksum(data, crc32.MakeTable(crc32.Castagnoli)))
}

func sumOf(size int64, crc uint32) uint64 { return uint64(size)<<32 | uint64(crc) }

// DefaultTOML returns the embedded registry files, concatenated in the order they are applied.
func DefaultTOML() []byte {
	var out []byte
	names, _ := fs.Glob(defaultFS, "defaults/*.toml")
	for _, n := range names {
		data, _ := defaultFS.ReadFile(n)
		out = append(out, fmt.Sprintf("# --- %s ---\n", path.Base(n))...)
		out = append(out, data...)
	}
	return out
}

func (b *builder) applyDefaults() error {
	names, err := fs.Glob(defaultFS, "defaults/*.toml") // sorted
	if err != nil {
		return err
	}
	buf := make([]byte, 8<<10)
	for _, n := range names {
		fc, data, precompiled, err := parseDefault(n, buf)
		if err != nil {
			return err
		}
		if err := b.apply(fc, DefaultSource, data, precompiled); err != nil {
			return err
		}
	}
	return nil
}

func parse(data []byte, name string) (*fileConfig, error) {
	var fc fileConfig
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&fc)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, &ConfigError{File: name, Line: pe.Position.Line, Err: errors.New(pe.Message)}
		}
		return nil, &ConfigError{File: name, Err: err}
	}
	for _, k := range md.Undecoded() {
		// Params are free-form here; the codec checks them.
		if len(k) >= 2 && k[0] == "types" && k[1] == "params" {
			continue
		}
		if len(k) >= 2 && k[0] == "annotator" && k[1] == "types" {
			continue // the annotator's own labels are free-form keys
		}
		last := k[len(k)-1]
		return nil, &ConfigError{File: name, Line: lineOf(data, last), Err: fmt.Errorf("unknown key %q", k.String())}
	}
	return &fc, nil
}

// lineOf returns the first line of data where word appears as a key or quoted string, for error messages.
func lineOf(data []byte, word string) int {
	for i, line := range bytes.Split(data, []byte("\n")) {
		l := bytes.TrimSpace(line)
		if bytes.HasPrefix(l, []byte(word)) || bytes.Contains(l, []byte(`"`+word+`"`)) {
			return i + 1
		}
	}
	return 0
}

type builder struct {
	types     []*Type
	byID      map[string]*Type
	allowRe   []*regexp.Regexp
	allowVals map[string]bool
	allowPath []*regexp.Regexp

	userAnnotators []annotatorConfig
	userFile       string
	userData       []byte
}

func (b *builder) registry() *Registry {
	return &Registry{types: b.types, byID: b.byID, allowRe: b.allowRe, allowVals: b.allowVals, allowPath: b.allowPath}
}

func (b *builder) disable(id string) bool {
	if _, ok := b.byID[id]; !ok {
		return false
	}
	delete(b.byID, id)
	for i, t := range b.types {
		if t.ID == id {
			b.types = append(b.types[:i:i], b.types[i+1:]...)
			break
		}
	}
	return true
}

// apply adds a parsed registry file to the registry being built: its allowlist entries, then
// each of its types, new or overriding the type of the same id. data is the file's text, for
// the line numbers of errors. regexesChecked says the file's regexes are known to parse (a
// precompiled default file): parsing them was a tenth of a one-prompt process.
func (b *builder) apply(fc *fileConfig, name string, data []byte, regexesChecked bool) error {
	if fc.Allowlist != nil {
		if err := b.applyAllowlist(fc.Allowlist, name, data); err != nil {
			return err
		}
	}
	for i := range fc.Types {
		if err := b.applyType(&fc.Types[i], name, data, regexesChecked); err != nil {
			return err
		}
	}
	return nil
}

func (b *builder) applyAllowlist(a *allowConfig, name string, data []byte) error {
	for _, s := range a.Regexes {
		re, err := regexp.Compile(s)
		if err != nil {
			return &ConfigError{File: name, Line: lineOf(data, "regexes"), Err: fmt.Errorf("allowlist: %w", err)}
		}
		b.allowRe = append(b.allowRe, re)
	}
	for _, v := range a.Values {
		b.allowVals[v] = true
	}
	for _, s := range a.Paths {
		re, err := regexp.Compile(s)
		if err != nil {
			return &ConfigError{File: name, Line: lineOf(data, "paths"), Err: fmt.Errorf("allowlist: paths: %w", err)}
		}
		b.allowPath = append(b.allowPath, re)
	}
	return nil
}

// applyType adds the type tc describes or, when its id is taken, replaces that type with
// the override of it tc describes.
func (b *builder) applyType(tc *typeConfig, name string, data []byte, regexesChecked bool) error {
	if tc.ID == "" {
		return &ConfigError{File: name, Err: errors.New("a [[types]] entry has no id")}
	}
	old, existing := b.byID[tc.ID]
	t, err := override(old, tc, regexesChecked)
	if err == nil {
		err = t.resolve()
	}
	if err != nil {
		return &ConfigError{File: name, Line: lineOf(data, tc.ID), Type: tc.ID, Err: err}
	}
	t.Source = name
	if !existing {
		b.types = append(b.types, t)
	} else {
		for i := range b.types {
			if b.types[i].ID == t.ID {
				b.types[i] = t
			}
		}
	}
	b.byID[t.ID] = t
	return nil
}

// override returns a new type: old (nil for none) with the fields tc sets replaced, its
// params merged and its lists appended. old itself is not changed: a user override must not
// change the parsed default in place. regexesChecked says tc's regexes are known to parse.
func override(old *Type, tc *typeConfig, regexesChecked bool) (*Type, error) {
	t := &Type{ID: tc.ID}
	if old != nil {
		c := *old
		c.Patterns = append([]Pattern(nil), old.Patterns...)
		t = &c
	}
	if tc.Description != "" {
		t.Description = tc.Description
	}
	if tc.Category != "" {
		t.Category = Category(tc.Category)
	}
	if tc.Codec != "" {
		t.Codec = tc.Codec
	}
	if tc.Params != nil {
		p := make(map[string]any, len(t.Params)+len(tc.Params))
		for k, v := range t.Params {
			p[k] = v
		}
		for k, v := range tc.Params {
			p[k] = v
		}
		t.Params = p
	}
	if tc.Validator != "" {
		t.Validator = tc.Validator
	}
	if tc.Epsilon != nil {
		if !(*tc.Epsilon > 0) {
			return nil, fmt.Errorf("epsilon %v; want a positive number", *tc.Epsilon)
		}
		t.Epsilon = *tc.Epsilon
	}
	if tc.Enabled != nil {
		t.Disabled = !*tc.Enabled
	}
	if tc.Detector != "" {
		t.Detector = tc.Detector
	}
	for i, pc := range tc.Patterns {
		p, err := pc.pattern(regexesChecked)
		if err != nil {
			return nil, fmt.Errorf("patterns[%d]: %w", i, err)
		}
		t.Patterns = append(t.Patterns, p)
	}
	t.Examples = append(t.Examples, tc.Examples...)
	t.Counterexamples = append(t.Counterexamples, tc.Counterexamples...)
	return t, nil
}

// pattern checks a [[types.patterns]] entry and fills in its default windows. A regex known
// to parse, with its group (regexChecked), is not parsed again.
func (pc *patternConfig) pattern(regexChecked bool) (Pattern, error) {
	var re *syntax.Regexp
	if !regexChecked {
		// Parsing is what regexp.Compile checks (with the same errors); the annotator
		// compiles the regexp when it needs it.
		var err error
		if re, err = syntax.Parse(pc.Regex, syntax.Perl); err != nil {
			return Pattern{}, fmt.Errorf("bad regex: %w", err)
		}
		if pc.Regex == "" {
			return Pattern{}, errors.New("empty regex")
		}
		if pc.Group < 0 || pc.Group > re.MaxCap() {
			return Pattern{}, fmt.Errorf("group %d but the regex has %d groups", pc.Group, re.MaxCap())
		}
	}
	if pc.Window < 0 || pc.Window > maxWindow {
		return Pattern{}, fmt.Errorf("window %d outside 0..%d", pc.Window, maxWindow)
	}
	if pc.ExcludeWindow < 0 || pc.ExcludeWindow > maxWindow {
		return Pattern{}, fmt.Errorf("excludeWindow %d outside 0..%d", pc.ExcludeWindow, maxWindow)
	}
	w := pc.Window
	if w == 0 {
		w = DefaultWindow
	}
	xw := pc.ExcludeWindow
	if xw == 0 {
		xw = DefaultExcludeWindow
	}
	return Pattern{Regex: pc.Regex, syntax: re, Group: pc.Group, Keywords: lowerAll(pc.Keywords), Window: w,
		ExcludeKeywords: lowerAll(pc.ExcludeKeywords), ExcludeWindow: xw, Shrink: pc.Shrink}, nil
}

// resolve checks a type once all files that change it are merged and looks up its
// detector and validator by name.
func (t *Type) resolve() error {
	if !t.Category.valid() {
		return fmt.Errorf("category %q; want format, value, redact or keep", t.Category)
	}
	if len(t.Patterns) == 0 && t.Detector == "" {
		return errors.New("no patterns; add [[types.patterns]] with a regex")
	}
	if t.Detector != "" {
		d, ok := detectors[t.Detector]
		if !ok {
			return fmt.Errorf("unknown detector %q; known: %s", t.Detector, strings.Join(detectorNames(), ", "))
		}
		t.detect = d
	}
	if (t.Category == Format || t.Category == Value) && t.Codec == "" {
		return fmt.Errorf("category %s needs a codec", t.Category)
	}
	spec, _ := codecs.Lookup(t.Codec)
	t.lead, t.leadBefore, t.whole, t.lists, t.currency = spec.Lead, spec.LeadBefore, spec.Whole, spec.Lists, spec.Currency
	t.validate = nil
	if t.Validator != "" {
		spec, _ := codecs.Lookup(t.Validator)
		if spec.Valid == nil {
			return fmt.Errorf("unknown validator %q; known: %s", t.Validator, strings.Join(validatorNames(), ", "))
		}
		t.validate = spec.Valid
	}
	return nil
}

// validatorNames lists the validators a registry type can name, sorted.
func validatorNames() []string {
	return codecs.IDs(func(s codecs.Spec) bool { return s.Valid != nil })
}

func lowerAll(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strings.ToLower(w)
	}
	return out
}
