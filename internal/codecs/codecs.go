// Package codecs is the table of the codec ids a registry type can name (codec = "ssn" in its
// TOML) and of the validators it can name (validator = "ssn"): for each id, what it is. Every
// package that needs a fact of a codec reads it here instead of comparing the id with a
// string: package annotate a type's validator and whether a name's other mentions are spans
// too ([Spec.Words]), package sanitize whether the id is a format codec or a value mechanism
// and how a value is read, package desanitize how an echo of a replacement is recognised
// and which partial echoes it restores ([Spec.KeepsCase], [Spec.Words], [Spec.DigitsInPlace]).
//
// The set is closed: a registry chooses among these ids and sets their parameters, it cannot
// add code. The code that builds each format codec is in package sanitize (sanitize/codecs.go,
// one entry per format row here; TestCodecTable holds the two in step), since it uses
// sanitize's ciphers, and package sanitize imports package annotate, which reads this table.
//
// Adding a type: a row here and a [[types]] entry in a TOML file of annotate/defaults/; for a
// format codec also its constructor in sanitize/codecs.go (with the codec in a file of its own
// in sanitize/ when no existing one fits). A type that reuses a codec (digits, alnum) touches
// its TOML only.
package codecs

import (
	"sort"

	"github.com/preempt-dev/preempt/internal/format"
)

// Spec says what one codec id is. A format codec (category format, Parse nil) is encrypted
// with format-preserving encryption; a value mechanism (category value, Parse set) is
// replaced by a noisy value of the same kind.
type Spec struct {
	// Valid is the validator of the same id (nil: the id names no validator): the same check
	// the codec's output passes, so every ciphertext passes its type's validator.
	Valid func(string) bool

	// Words: a replacement is made word by word (person names). Every other mention of the
	// name or of one of its words is a span too, and an answer may echo each word on its own.
	Words bool
	// KeepsCase: every letter of a ciphertext keeps its case as information (alnum, digits:
	// "k" and "K" are different values), so an echo must repeat it exactly.
	KeepsCase bool
	// DigitsInPlace: a ciphertext keeps the original's layout and encrypts its digits in
	// place, digit for digit, so the last n digits of a replacement stand for the last n of the
	// original, and an answer's quote of a tail ("card ending in 2444") can be restored.
	DigitsInPlace bool

	// Lead and LeadBefore: the codec rewrites, with a value, the words right before it that
	// only restate it (the weekday of a date), which are no part of the value as annotators
	// draw it. Lead(v) is how many bytes at the start of v, as a pattern matched it, are such
	// words; LeadBefore(before, v) how many at the end of the text before the value are. Nil
	// for a codec that rewrites its value alone.
	Lead       func(v string) int
	LeadBefore func(before, v string) int
	// Lists: a value written like one found, right after it in a list ("5/13, 5/14, 6/3 and
	// 6/21"), is a value too, though no pattern takes it alone: "6/3" is as often a fraction.
	Lists bool

	// Parse and Kind read and write a value mechanism's spans.
	Parse func(string) (format.Number, error)
	Kind  format.Kind
	// Whole: a value mechanism's values are whole numbers (an age in years), so its grid must
	// be linear, with an integer lo and unit.
	Whole bool
	// NonNegative: the format cannot write a value below 0, so the grid cannot start below it.
	NonNegative bool
	// Currency: values may open with a currency sign, and "$" and a digit is as often a
	// parameter of a shell script, awk or SQL ("$1"), which the annotator leaves alone.
	Currency bool
}

// Value reports whether the id is a value mechanism rather than a format codec.
func (s Spec) Value() bool { return s.Parse != nil }

// table is never written.
var table = map[string]Spec{
	"ssn":         {Valid: format.ValidSSN, DigitsInPlace: true},
	"credit_card": {Valid: format.ValidCard, DigitsInPlace: true},
	"ipv4":        {Valid: format.ValidIPv4Prefix},
	"ipv6":        {Valid: format.ValidIPv6Prefix},
	"iban":        {Valid: format.ValidIBAN, DigitsInPlace: true},
	"zip":         {Valid: format.ValidZIP},
	"date":        {Valid: format.WrittenDate, Lead: format.WeekdayLead, LeadBefore: format.WeekdayBefore, Lists: true},
	"phone":       {Valid: format.ValidPhone, DigitsInPlace: true},
	"email":       {Valid: format.ValidEmail},
	"name":        {Words: true},
	"digits":      {KeepsCase: true, DigitsInPlace: true},
	"alnum":       {KeepsCase: true},

	"age":     {Valid: format.ValidAge, Parse: format.ParseAge, Kind: format.KindAge, Whole: true, NonNegative: true},
	"money":   {Valid: format.ValidMoney, Parse: format.ParseMoney, Kind: format.KindMoney, NonNegative: true, Currency: true},
	"percent": {Valid: format.ValidPercent, Parse: format.ParsePercent, Kind: format.KindPercent},
	"number":  {Valid: format.ValidPlain, Parse: format.ParsePlain, Kind: format.KindPlain},
}

// Lookup returns the spec of id; the zero Spec and false for an id not in the table.
func Lookup(id string) (Spec, bool) {
	s, ok := table[id]
	return s, ok
}

// Words reports whether id's replacements are made word by word (see [Spec.Words]).
func Words(id string) bool { return table[id].Words }

// KeepsCase reports whether id's ciphertexts carry the case of their letters as information
// (see [Spec.KeepsCase]).
func KeepsCase(id string) bool { return table[id].KeepsCase }

// DigitsInPlace reports whether id's ciphertexts encrypt the original's digits in place (see
// [Spec.DigitsInPlace]).
func DigitsInPlace(id string) bool { return table[id].DigitsInPlace }

// IDs lists the ids whose spec keep accepts, sorted.
func IDs(keep func(Spec) bool) []string {
	var ids []string
	for id, s := range table {
		if keep(s) {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}
