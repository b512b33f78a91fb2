package sanitize

import (
	"errors"
	"math"
	"sort"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// codecSpec says what one codec id of a registry is. Exactly one of format and value is set.
// keepsCase is a fact desanitize needs to recognise a replacement's echoes; the other, whether
// the codec is the name codec, is annotate.NameCodec, since the annotator needs it first.
type codecSpec struct {
	// format builds a format codec (category format) from its parameters.
	format func(*paramReader) (Codec, error)
	// value describes a value mechanism (category value): how its spans are read.
	value *valueCodec

	// keepsCase: every letter of a ciphertext keeps its case as information (alnum, digits:
	// "k" and "K" are different values), so an echo must repeat it exactly.
	keepsCase bool
}

// valueCodec is how a value mechanism reads its spans and which grids it accepts.
type valueCodec struct {
	parse func(string) (format.Number, error)
	kind  format.Kind
	// checkGrid, if not nil, rejects a grid the values cannot take.
	checkGrid func(Grid) error
}

// codecs is the table of the codec ids a registry can name; the set is closed: a registry can
// choose among them and set their parameters but not add code. Adding a type touches this
// table (and its codec's file) and the registry's TOML. It is never written.
var codecs = map[string]codecSpec{
	"ssn":              {format: fixed(ssnCodec{})},
	"credit_card":      {format: newCardCodec},
	"ipv4":             {format: fixed(ipv4Codec{})},
	"ipv6":             {format: fixed(ipv6Codec{})},
	"zip":              {format: fixed(zipCodec{})},
	"iban":             {format: fixed(ibanCodec{})},
	"phone":            {format: newPhoneCodec},
	"email":            {format: newEmailCodec},
	"date":             {format: newDateCodec},
	annotate.NameCodec: {format: fixed(nameCodec{})},
	"digits":           {format: newDigitsCodec, keepsCase: true},
	"alnum":            {format: newAlnumCodec, keepsCase: true},

	"age":     {value: &valueCodec{parse: format.ParseAge, kind: format.KindAge, checkGrid: ageGrid}},
	"money":   {value: &valueCodec{parse: format.ParseMoney, kind: format.KindMoney, checkGrid: moneyGrid}},
	"percent": {value: &valueCodec{parse: format.ParsePercent, kind: format.KindPercent}},
	"number":  {value: &valueCodec{parse: format.ParsePlain, kind: format.KindPlain}},
}

// fixed is the constructor of a codec without parameters.
func fixed(c Codec) func(*paramReader) (Codec, error) {
	return func(*paramReader) (Codec, error) { return c, nil }
}

// ageGrid accepts whole years only: an age is written as an integer.
func ageGrid(g Grid) error {
	if g.log {
		return errors.New("an age grid must be linear")
	}
	if g.lo < 0 || g.unit != math.Trunc(g.unit) || g.lo != math.Trunc(g.lo) {
		return errors.New("an age grid needs whole years (lo ≥ 0, integer lo and unit)")
	}
	return nil
}

// moneyGrid rejects negative amounts, which the money format cannot write.
func moneyGrid(g Grid) error {
	if g.lo < 0 {
		return errors.New("a money grid cannot go below 0")
	}
	return nil
}

// KeepsCase reports whether the letters of codec's ciphertexts carry their case as
// information, so that only an echo in the very same case is one.
func KeepsCase(codec string) bool { return codecs[codec].keepsCase }

// IsName reports whether codec encrypts a person's name word by word, so that each word of a
// replacement is echoed on its own and the rules for mentions of names apply.
func IsName(codec string) bool { return codec == annotate.NameCodec }

// CodecNames lists the format codecs NewCodec knows, sorted.
func CodecNames() []string { return codecNames(func(s codecSpec) bool { return s.format != nil }) }

// valueCodecNames lists the value mechanisms, sorted.
func valueCodecNames() []string { return codecNames(func(s codecSpec) bool { return s.value != nil }) }

func codecNames(keep func(codecSpec) bool) []string {
	var names []string
	for id, s := range codecs {
		if keep(s) {
			names = append(names, id)
		}
	}
	sort.Strings(names)
	return names
}
