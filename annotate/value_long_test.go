package annotate_test

import (
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// A long amount, percentage or number is one span from its first digit to its last: the value
// types clamp it to their grid, and nothing of it may stay in clear (issue 13 item 3: the money
// patterns stopped after twelve digits or four groups, leaving the rest of the amount as text,
// or found nothing). A match also never ends inside a run of digits, so that an amount next to
// another field of a CSV row is not extended into it.
func TestLongValuesAreWholeSpans(t *testing.T) {
	reg, err := annotate.Load([]byte("[extend]\nenableTypes = [\"number\"]\n"), "test.toml")
	if err != nil {
		t.Fatal(err)
	}
	ann := annotate.New(reg)
	for _, tc := range []struct{ text, typ, span string }{
		{"a $123456789012345678 b", "money", "$123456789012345678"},
		{"c €12345678901234,56 d", "money", "€12345678901234,56"},
		{"e $1,000,000,000,000,000 f", "money", "$1,000,000,000,000,000"},
		{"g 1.000.000.000.000.000,50 € h", "money", "1.000.000.000.000.000,50 €"},
		{"i 12345678901234567890 USD j", "money", "12345678901234567890 USD"},
		{"salary 1234567890123456k", "money", "1234567890123456k"},
		{"k USD 99999999999999999999999999999999 l", "money", "USD 99999999999999999999999999999999"},
		{"rose 123456789012345678% m", "percent", "123456789012345678%"},
		{"rose 12.1234567890123456789% n", "percent", "12.1234567890123456789%"},
		{"rose 12,345,678.5% o", "percent", "12,345,678.5%"},
		{"sold 123456789012345678901234 units", "number", "123456789012345678901234"},
		// The whole run of digits and separators after a currency, however grouped (issue 13
		// item 3: Indian and irregular groups were cut after the first groups, long decimals,
		// a minus after the currency and "quadrillion" not found). A CSV field after the amount
		// is not taken: a first comma group of four digits or more, or a comma after a decimal
		// part, starts the next field.
		{"row $415,33601,x", "money", "$415"},
		{"T-1,$412.18,07102", "money", "$412.18"},
		{"l 12,34,567.50 € m", "money", "12,34,567.50 €"},
		{"n CHF 1'234'567.50 o", "money", "CHF 1'234'567.50"},
		{"Total ₹12,34,56,789 due.", "money", "₹12,34,56,789"},
		{"p INR 1,23,45,678 q", "money", "INR 1,23,45,678"},
		{"r $12,345,6789 s", "money", "$12,345,6789"},
		{"t $1,000.123456789 u", "money", "$1,000.123456789"},
		{"v $-5,000 w", "money", "$-5,000"},
		{"x Rs. 12,34,567 y", "money", "Rs. 12,34,567"},
		{"z $1.2 quadrillion.", "money", "$1.2 quadrillion"},
		{"aa 12,34,56,789 INR", "money", "12,34,56,789 INR"},
		{"bb EUR 5 Mio. cc", "money", "EUR 5 Mio."},
		{"salary ₹85 lakh", "money", "₹85 lakh"},
		{"rose 12,34,567.5% dd", "percent", "12,34,567.5%"},
		{"sold 12,34,56,789 units", "number", "12,34,56,789"},
		{"worth 9.8 trillion in savings", "money", "9.8 trillion"},
	} {
		var got []string
		for _, sp := range ann.Annotate([]byte(tc.text)) {
			if sp.Type.ID == tc.typ {
				got = append(got, tc.text[sp.Start:sp.End])
			}
		}
		if len(got) != 1 || got[0] != tc.span {
			t.Errorf("%q: %s spans %q, want [%q]", tc.text, tc.typ, got, tc.span)
		}
	}
}
