package sanitize

import "github.com/preempt-dev/preempt/internal/codecs"

// builders is the code behind the format codecs of the codec table (package internal/codecs):
// how each is built from its parameters. It has an entry for every format codec of the table
// and for no other id (TestCodecTable), and is never written.
var builders = map[string]func(*paramReader) (formatCodec, error){
	"ssn":         fixed(ssnCodec{}),
	"credit_card": newCardCodec,
	"ipv4":        fixed(ipv4Codec{}),
	"ipv6":        fixed(ipv6Codec{}),
	"zip":         fixed(zipCodec{}),
	"iban":        fixed(ibanCodec{}),
	"phone":       newPhoneCodec,
	"email":       newEmailCodec,
	"date":        newDateCodec,
	"name":        fixed(nameCodec{}),
	"digits":      newDigitsCodec,
	"alnum":       fixed(alnumCodec{}),
}

// fixed is the constructor of a codec without parameters.
func fixed(c formatCodec) func(*paramReader) (formatCodec, error) {
	return func(*paramReader) (formatCodec, error) { return c, nil }
}

// formatCodecNames lists the format codecs newFormatCodec knows, sorted.
func formatCodecNames() []string { return codecs.IDs(func(s codecs.Spec) bool { return !s.Value() }) }

// valueCodecNames lists the value mechanisms, sorted.
func valueCodecNames() []string { return codecs.IDs(codecs.Spec.Value) }
