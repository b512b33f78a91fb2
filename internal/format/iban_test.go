package format

import "testing"

func TestValidIBAN(t *testing.T) {
	for text, want := range map[string]bool{
		"DE89 3704 0044 0532 0130 00": true,
		"DE89370400440532013000":      true,
		"de89 3704 0044 0532 0130 00": true, // typed in lower case
		"gb29nwbk60161331926819":      true,
		"GB29NWBK60161331926819":      true,
		"GB29 nwbk 6016 1331 9268 19": false, // mixed case
		"Gb29NWBK60161331926819":      false,
		"DE89 3704 0044 0532 0130 01": false, // check digits
		"DE89 3704 0044 0532 0130 0":  false, // length
		"XX89370400440532013000":      false, // no such country
		"DE8937040044053201300O":      false,
		"gb000aaa000000000000a0":      false, // check digits 00 (97 is the valid spelling)
		"gb970aaa000000000000a0":      true,
		"":                            false,
	} {
		if got := ValidIBAN(text); got != want {
			t.Errorf("ValidIBAN(%q) = %v; want %v", text, got, want)
		}
	}
}
