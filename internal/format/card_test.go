package format

import "testing"

// A card number is Luhn-valid and of a length its network issues: a 2 opens only the 16 digits
// of Mastercard's 2-series, a 4 the 13, 16 or 19 of Visa; a library barcode of 14 digits is
// no card.
func TestValidCard(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"2221 0000 0000 0009", true},
		{"4012 8888 8888 1881", true},
		{"4000000000006", true},
		{"4111111111111111110", true},
		{"378282246310005", true},      // Amex
		{"30569309025904", true},       // Diners, 14 digits
		{"29017004439908", false},      // Luhn-valid, but a 2 with 14 digits: a library barcode
		{"40000000000002", false},      // a 4 with 14 digits
		{"4012 8888 8888 1882", false}, // Luhn fails
		{"7012888888881884", false},    // Luhn-valid, but no network starts with 7
		{"122000000000003", true},      // UATP: a 1 with 15 digits
		{"1220000000000002", false},    // Luhn-valid, but a 1 with 16 digits
	} {
		if got := ValidCard(tc.text); got != tc.want {
			t.Errorf("ValidCard(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
