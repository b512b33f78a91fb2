package format

import "strings"

// IBANLength is the length of the IBAN (country code, check digits and BBAN, no spaces) of each
// country in the SWIFT IBAN registry.
var ibanLength = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27,
	"BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28,
	"EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
	"GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27,
	"JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25,
	"MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18,
	"NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33,
	"SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
	"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}

// IBANLength returns the IBAN length of a country, or 0 if the country has no IBAN.
func IBANLength(country string) int { return ibanLength[country] }

// CompactIBAN removes the spaces of a grouped IBAN.
func CompactIBAN(text string) string { return strings.ReplaceAll(text, " ", "") }

// ValidIBAN reports whether text (grouped with single spaces or not) is an IBAN of the right
// length for its country with valid mod-97 check digits. Its letters are all upper case, as
// printed, or all lower case, as typed into a chat ("de89 3704 0044 0532 0130 00"); a mixture
// is not an IBAN.
func ValidIBAN(text string) bool {
	if IBANLower(text) {
		if strings.ContainsAny(text, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			return false
		}
		text = strings.ToUpper(text)
	}
	s := CompactIBAN(text)
	if len(s) < 15 || IBANLength(s[:2]) != len(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case i < 2 && c >= 'A' && c <= 'Z':
		case i >= 2 && i < 4 && c >= '0' && c <= '9':
		case i >= 4 && (c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'):
		default:
			return false
		}
	}
	// Check digits are 02–98 (ISO 13616): "00", "01" and "99" pass mod 97 for the same BBANs as
	// "97", "98" and "02", but no issuer writes them, and the codec, which recomputes them,
	// could not give them back.
	if cd := atoi(s[2:4]); cd < 2 || cd > 98 {
		return false
	}
	return ibanMod97(s[4:]+s[:4]) == 1
}

// IBANLower reports whether text has a lower-case ASCII letter, that is, whether ValidIBAN
// reads it as an IBAN typed in lower case.
func IBANLower(text string) bool { return strings.ContainsAny(text, "abcdefghijklmnopqrstuvwxyz") }

// IBANCheckDigits returns the two check digits of an IBAN with this country and BBAN.
func IBANCheckDigits(country, bban string) string {
	r := 98 - ibanMod97(bban+country+"00")
	return string([]byte{byte('0' + r/10), byte('0' + r%10)})
}

// ibanMod97 computes the ISO 7064 MOD 97-10 remainder with letters as 10..35.
func ibanMod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			v := int(c-'A') + 10
			r = (r*100 + v) % 97
		} else {
			r = (r*10 + int(c-'0')) % 97
		}
	}
	return r
}
