package format

import "testing"

func TestParsePhone(t *testing.T) {
	tests := []struct {
		text   string
		kind   string
		prefix int
		area   int
	}{
		// North American.
		{"(415) 555-0132", "nanp", 0, 3},
		{"(415)555-0132", "nanp", 0, 3},
		{"415-555-0132", "nanp", 0, 3},
		{"415.555.0132", "nanp", 0, 3},
		{"415 555 0132", "nanp", 0, 3},
		{"415 555-0132", "nanp", 0, 3},
		{"4155550132", "nanp", 0, 3},
		{"+1 415 555 0132", "nanp", 1, 3},
		{"+1 (415) 555-0132", "nanp", 1, 3},
		{"+1(415)555-0132", "nanp", 1, 3},
		{"+1-415-555-0132", "nanp", 1, 3},
		{"+14155550132", "nanp", 1, 3},
		{"1-800-555-0199", "nanp", 1, 3},
		{"1 (800) 555-0199", "nanp", 1, 3},
		{"18005550199", "nanp", 1, 3},
		{"001 415 555 0132", "nanp", 3, 3},
		{"415-155-0132", "nanp-x01", 0, 3}, // exchange starting with 1: a made-up number
		{"(555) 123-4567", "nanp-x01", 0, 3},
		{"(415)5550132", "nanp", 0, 3},
		{"(415) 5550132", "nanp", 0, 3},
		{"555-0123", "nanp-local", 0, 0},
		{"867.5309", "nanp-local", 0, 0},
		// International.
		{"+44 20 7946 0958", "+44", 2, 2},
		{"+44 7911 123456", "+44", 2, 4},
		{"+49 30 12345678", "+49", 2, 2},
		{"+49 (0)89 1234567", "+49", 3, 2},
		{"+49 (0) 89 1234567", "+49", 3, 2},
		{"(+44) 20 7946 0958", "+44", 2, 2}, // the country code in parentheses
		{"(+65) 6123 4567", "+65", 2, 4},
		{"+49 171 2345678", "+49", 2, 3},
		{"+49 30/12345678", "+49", 2, 2},
		{"+33 1 23 45 67 89", "+33", 2, 1},
		{"+33 6 12 34 56 78", "+33", 2, 1},
		{"+33.1.23.45.67.89", "+33", 2, 1},
		{"+91 98765 43210", "+91", 2, 5},
		{"+61 2 9876 5432", "+61", 2, 1},
		{"+81 3-1234-5678", "+81", 2, 1},
		{"+34 612 34 56 78", "+34", 2, 3},
		{"+41 44 668 18 00", "+41", 2, 2},
		{"+31 20 123 4567", "+31", 2, 2},
		{"+39 02 1234 5678", "+39", 2, 2},
		{"+225 07 08 12 34 56", "+225", 3, 2}, // Côte d'Ivoire: ten digits, the 0 no trunk prefix
		{"+7 (495) 123-45-67", "+7", 1, 3},
		{"+353 1 234 5678", "+353", 3, 1},
		{"+971 4 555 0192", "+971", 3, 1},
		{"+442079460958", "+44", 2, 0},
		{"+44 2079460958", "+44", 2, 0},
		{"0049 30 1234567", "+49", 4, 2},
		{"0044 20 7946 0958", "+44", 4, 2},
		{"0033 1 23 45 67 89", "+33", 4, 1},
		// National with a trunk 0.
		{"030 12345678", "0", 1, 2},
		{"0171 2345678", "0", 1, 3},
		{"0821 4578 0", "0", 1, 3},    // a German switchboard: the last group one digit
		{"09122 9270-0", "0", 1, 4},   // the same after a hyphen
		{"040 6 93 17 55", "0", 1, 2}, // DIN 5008: pairs from the right, one digit first
		{"05251 9 14 27 33", "0", 1, 4},
		{"(030) 1234567", "0", 1, 2},
		{"0171/2345678", "0", 1, 3},
		{"0221 / 98 76 54", "0", 1, 3},
		{"+49 (0) 30 / 123 456-78", "+49", 3, 2},
		{"030-12345678", "0", 1, 2},
		{"01 23 45 67 89", "0", 1, 1},
		{"06 12 34 56 78", "0", 1, 1},
		{"01.23.45.67.89", "0", 1, 1},
		{"020 7946 0958", "0", 1, 2},
		{"07911 123456", "0", 1, 4},
		{"03012345678", "0", 1, 0},
		{"0 809 402 318", "0", 1, 3},
		{"0475 21 98 36", "0", 1, 3},
		{"06 12345678", "0", 1, 1},
		// The trunk apart from a three-digit area code (Turkey, the Philippines).
		{"0 532 123 45 67", "0", 1, 3},
		{"0-532-123-45-67", "0", 1, 3},
		{"0 (532) 1234567", "0", 1, 3},
		{"0 (917) 123 4567", "0", 1, 3},
	}
	for _, tt := range tests {
		p, ok := ParsePhone(tt.text)
		if !ok {
			t.Errorf("ParsePhone(%q) failed", tt.text)
			continue
		}
		if p.Kind != tt.kind || p.Prefix != tt.prefix || p.Area != tt.area {
			t.Errorf("ParsePhone(%q) = kind %q prefix %d area %d; want %q %d %d", tt.text, p.Kind, p.Prefix, p.Area, tt.kind, tt.prefix, tt.area)
		}
		if p.Digits != Digits(tt.text) {
			t.Errorf("ParsePhone(%q).Digits = %q", tt.text, p.Digits)
		}
	}
}

func TestParsePhoneNineDigits(t *testing.T) {
	for text, want := range map[string]bool{
		"612 345 678": true, "912 34 56 78": true, "712.345.678": true, "612.34.56.78": true,
		"91 123 45 67": true, "93.412.34.56": true, "618204471": true,
		"512345678": false, "512 345 678": false, "612 345 67": false, "612-345-678": false, "612 345.678": false, "(612) 345 678": false,
		"71 123 45 67": false, "91 123 45 6": false,
	} {
		p, ok := ParsePhone(text)
		if ok && p.Kind == "bare" {
			ok = false // another country's number (TestParsePhoneBare), not this plan
		}
		if ok != want || ok && (p.Kind != "nat9" || p.Prefix != 0 || p.Area != 0) {
			t.Errorf("ParsePhone(%q) = %+v, %v; want nat9 %v", text, p, ok, want)
		}
	}
}

func TestParsePhoneIndianMobile(t *testing.T) {
	for text, want := range map[string]bool{
		"98765 43210": true, "62000 12345": true,
		"58765 43210": false, "98765-43210": false, "9876 543210": false, "98765 4321": false,
	} {
		p, ok := ParsePhone(text)
		if ok != want || ok && (p.Kind != "in-mobile" || p.Prefix != 0 || p.Area != 0) {
			t.Errorf("ParsePhone(%q) = %+v, %v; want in-mobile %v", text, p, ok, want)
		}
	}
}

// Other countries' national numbers without a trunk 0 or a country code, in the groupings
// their people write; not the shapes of years, dates, SSNs, amounts or cards.
func TestParsePhoneBare(t *testing.T) {
	for text, want := range map[string]bool{
		"712 48 903": true, "74 228 905": false, "9741-2280": true, "2345 6789": true, "53 1234 5678": false,
		"2019-2024": false, "1980-1984": false, "2024-03-15": false, "372-61-4918": false, "555 0123": false,
		"250 000 000": false, "4539 1488 0343 6467": false, "712 48 90 33": false, "112 48 903": false,
		"712.48.903": false, "712 48-903": false, "(712) 48 903": false, "12345 678": false,
	} {
		p, ok := ParsePhone(text)
		if got := ok && p.Kind == "bare"; got != want {
			t.Errorf("ParsePhone(%q) = %+v, %v; want plan bare %v", text, p, ok, want)
		}
	}
}

// Brazilian, Mexican and Chinese mobile numbers: the area code first, no trunk 0.
func TestParsePhoneAreaFirst(t *testing.T) {
	for text, area := range map[string]int{
		"(11) 98765-4321": 2, "(21)2555-1234": 2, "21 99876-5432": 2, "55 1234 5678": 2,
		"139 1234 5678": 3, "186-1234-5678": 3,
		"532 123 45 67": 3, "212-123-45-67": 3, "532.123.45.67": 3,
		// Not these: a last group not of four, mixed separators, a Chinese mobile's second digit 0–2, groups
		// of other lengths.
		"(11) 9876-54321": 0, "21 99876 5432-1": 0, "55 1234-5678 9": 0, "129 1234 5678": 0,
		"139 1234-5678": 0, "55 123 5678": 0, "5 1234 5678": 0,
		// Nor a Turkish number with mixed separators, an area code starting with 1 or 6–9 (612
		// 123 45 67 is no Spanish layout either), or groups of other lengths.
		"532 123-45-67": 0, "132 123 45 67": 0, "612 123 45 67": 0, "532 12 345 67": 0, "(532) 123 45 67": 0,
	} {
		p, ok := ParsePhone(text)
		if ok && p.Kind == "bare" {
			ok = false // another country's number (TestParsePhoneBare), not this plan
		}
		if ok != (area > 0) || ok && (p.Kind != "area" || p.Prefix != 0 || p.Area != area) {
			t.Errorf("ParsePhone(%q) = %+v, %v; want plan area with a %d-digit area code", text, p, ok, area)
		}
	}
}

func TestParsePhoneRejects(t *testing.T) {
	for _, text := range []string{
		"",
		"123-456-7890",  // NANP area code starts with 1
		"(415)-5550132", // a 7-digit line after a dash
		"(415)555013",   // short subscriber number
		"155-0123",      // local number with an exchange starting with 1
		"555 0123",      // local number with a space: too ambiguous
		"555/0123",
		"(415) 555-013",      // short line number
		"415-555-01322",      // long line number
		"415/555/0132",       // slashes are not NANP separators
		"415--555-0132",      // two separators
		"415-555-0132-",      // trailing separator
		"(+44)20 7946 0958",  // the country code in parentheses needs a space after it
		"(+44 20) 7946 0958", // and nothing else inside
		"(+99) 12 34",        // an unassigned country code
		"(+44) ",
		"+1 415 555 01321",    // NANP with 11 national digits
		"+1 123 555 0132",     // NANP area code starts with 1
		"+99 123 456 789",     // no country code 99
		"+44 123",             // too short
		"+44 020 7946 0958",   // national 0 after the country code
		"+44 20 7946 0958 12", // UK numbers have at most 10 digits
		"+33 1 23 45 67 8",    // French numbers have 9 digits
		"+4930 12345678",      // country code glued to a group
		"+ 49 30 12345678",    // space after +
		"+(49) 30 12345678",   // country code in parentheses
		"+1 (0)415 555 0132",  // no trunk in NANP
		"+1 234 567 8901 2",   // trailing group
		"+12345678901234567",  // longer than E.164
		"0012 3456789",        // 00 with no country code as its own group
		"0049",                // prefix only
		"00 49 30 1234567",    // 00 apart from its country code
		"0-306-40615-2",       // ISBN-10
		"978-3-16-148410-0",   // ISBN-13
		"2019-2024",           // range
		"2024-03-15",          // date
		"15.03.2024",          // date
		"01.02.2024",          // date
		"10.0.19041.1234",     // version
		"192.168.100.200",     // IPv4
		"4539 1488 0343 6467", // card
		"372-61-4918",         // SSN
		"0815-4711",           // too few digits
		"01067",               // postal code
		"012/345/67890",       // two slashes
		"030 12345678 (2)",    // more than one paren pair... and a trailing group
		"(030) (123) 4567",    // two parenthesised groups
		"0 30 12345678",       // trunk alone
		"030 1",               // too short
		"0301234567890123",    // too long
		"415-555-0132 ext 5",  // extension
		"tel 415-555-0132",    // letters
		"(415 555-0132",       // unbalanced
		"415)555-0132",        // unbalanced
		"(4155) 555-0132",     // NANP area of 4 digits
		"(415).555.0132",      // '.' after a parenthesis
	} {
		if p, ok := ParsePhone(text); ok {
			t.Errorf("ParsePhone(%q) = %+v; want rejection", text, p)
		}
	}
}

func TestCountryCodesPrefixFree(t *testing.T) {
	for a := range countryCodes {
		for b := range countryCodes {
			if a != b && len(a) < len(b) && b[:len(a)] == a {
				t.Errorf("country code %s is a prefix of %s", a, b)
			}
		}
	}
}
