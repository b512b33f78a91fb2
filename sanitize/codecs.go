package sanitize

import (
	"errors"
	"math"

	"github.com/preempt-dev/preempt/internal/codecs"
)

// builder is the code behind one row of the codec table (package internal/codecs): for a
// format codec, how it is built from its parameters; for a value mechanism, which grids its
// values cannot take.
type builder struct {
	// format builds a format codec (category format) from its parameters.
	format func(*paramReader) (formatCodec, error)
	// checkGrid, if not nil, rejects a grid a value mechanism's values cannot take.
	checkGrid func(grid) error
}

// builders has an entry for every format codec of the codec table and for the value
// mechanisms whose grids are restricted, and for no other id (TestCodecTable). It is never
// written.
var builders = map[string]builder{
	"ssn":         {format: fixed(ssnCodec{})},
	"credit_card": {format: newCardCodec},
	"ipv4":        {format: fixed(ipv4Codec{})},
	"ipv6":        {format: fixed(ipv6Codec{})},
	"zip":         {format: fixed(zipCodec{})},
	"iban":        {format: fixed(ibanCodec{})},
	"phone":       {format: newPhoneCodec},
	"email":       {format: newEmailCodec},
	"date":        {format: newDateCodec},
	"name":        {format: fixed(nameCodec{})},
	"digits":      {format: newDigitsCodec},
	"alnum":       {format: newAlnumCodec},

	"age":   {checkGrid: ageGrid},
	"money": {checkGrid: moneyGrid},
}

// fixed is the constructor of a codec without parameters.
func fixed(c formatCodec) func(*paramReader) (formatCodec, error) {
	return func(*paramReader) (formatCodec, error) { return c, nil }
}

// ageGrid accepts whole years only: an age is written as an integer.
func ageGrid(g grid) error {
	if g.log {
		return errors.New("an age grid must be linear")
	}
	if g.lo < 0 || g.unit != math.Trunc(g.unit) || g.lo != math.Trunc(g.lo) {
		return errors.New("an age grid needs whole years (lo ≥ 0, integer lo and unit)")
	}
	return nil
}

// moneyGrid rejects negative amounts, which the money format cannot write.
func moneyGrid(g grid) error {
	if g.lo < 0 {
		return errors.New("a money grid cannot go below 0")
	}
	return nil
}

// formatCodecNames lists the format codecs newFormatCodec knows, sorted.
func formatCodecNames() []string { return codecs.IDs(func(s codecs.Spec) bool { return !s.Value() }) }

// valueCodecNames lists the value mechanisms, sorted.
func valueCodecNames() []string { return codecs.IDs(codecs.Spec.Value) }
