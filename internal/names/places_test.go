package names

import (
	"strings"
	"testing"
	"unicode"
)

// data/places.txt is what scripts/places-data writes: sorted unique lower-case names of 3-24
// Latin letters and hyphens; IsPlace finds every one of them in place, and no word that
// falls between them.
func TestPlaces(t *testing.T) {
	checkSortedList(t, places, 3_000, "the cities of 100,000 people or more", func(i int, w, prev string) {
		checkListWord(t, i, w, prev, 3, true)
	}, "IsPlace", IsPlace, "~")
	for _, tc := range []struct {
		word string
		want bool
	}{{"bradford", true}, {"kayseri", true}, {"sevilla", true}, {"köln", true}, {"bradfor", false}, {"", false}, {"zzzz", false}} {
		if got := IsPlace(tc.word); got != tc.want {
			t.Errorf("IsPlace(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}

// data/placephrases.txt is what scripts/places-data writes: sorted unique lower-case names of
// two to five words of Latin letters, hyphens and apostrophes; IsPlacePhrase finds every one
// of them in place.
func TestPlacePhrases(t *testing.T) {
	checkSortedList(t, placePhrases, 3_000, "the towns of 15,000 people or more named in several words", func(i int, p, prev string) {
		checkPhraseLine(t, i, p, prev, 2)
	}, "IsPlacePhrase", IsPlacePhrase, " x")
	for _, tc := range []struct {
		name string
		want bool
	}{{"bahir dar", true}, {"mar del plata", true}, {"milton keynes", true}, {"debre tabor", true}, {"bahir", false}, {"john smith", false}} {
		if got := IsPlacePhrase(tc.name); got != tc.want {
			t.Errorf("IsPlacePhrase(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// checkSortedList checks an embedded list of lines: at least min of them (want says what they
// should be), each passing checkLine against the line before it, and each found by has in
// place while the line with past appended, which sorts after it, is not.
func checkSortedList(t *testing.T, list string, min int, want string, checkLine func(i int, line, prev string),
	name string, has func(string) bool, past string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(list, "\n"), "\n")
	if len(lines) < min {
		t.Fatalf("%d names; want %s", len(lines), want)
	}
	prev := ""
	for i, line := range lines {
		checkLine(i, line, prev)
		prev = line
		if !has(line) || has(line+past) {
			t.Fatalf("%s(%q) = %v, %s(%q) = %v", name, line, has(line), name, line+past, has(line+past))
		}
	}
}

// checkPhraseLine fails the test unless line i of a list, p, comes after prev and is minWords
// to five lower-case words of Latin letters, hyphens, apostrophes and a final dot, parted by
// single spaces, at most 40 bytes.
func checkPhraseLine(t *testing.T, i int, p, prev string, minWords int) {
	t.Helper()
	words := strings.Split(p, " ")
	if len(words) < minWords || len(words) > 5 || len(p) > 40 || p <= prev || p != strings.ToLower(p) || strings.IndexFunc(p, func(r rune) bool {
		return r != ' ' && r != '-' && r != '\'' && r != '.' && (!unicode.IsLetter(r) || !unicode.In(r, unicode.Latin))
	}) >= 0 {
		t.Fatalf("line %d: %q after %q: want %d-5 lower-case words of Latin letters, hyphens, apostrophes and dots, sorted and unique", i+1, p, prev, minWords)
	}
}

// data/countries.txt is what scripts/countries-data writes: sorted unique lower-case names of
// one to five words; IsCountry finds every one of them in place.
func TestCountries(t *testing.T) {
	checkSortedList(t, countries, 800, "the territories of CLDR in four languages", func(i int, p, prev string) {
		checkPhraseLine(t, i, p, prev, 1)
	}, "IsCountry", IsCountry, "x")
	for _, tc := range []struct {
		name string
		want bool
	}{{"albanien", true}, {"albania", true}, {"côte d'ivoire", true}, {"nordafrika", true}, {"vereinigte staaten", true}, {"albaniens", false}, {"berlin", false}, {"", false}} {
		if got := IsCountry(tc.name); got != tc.want {
			t.Errorf("IsCountry(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// data/famous.txt is what scripts/famous-data writes: sorted unique lower-case words of 3-24
// Latin letters and hyphens; IsFamous finds every one of them in place.
func TestFamous(t *testing.T) {
	checkSortedList(t, famous, 5_000, "the names of the people of Pantheon 1.0", func(i int, w, prev string) {
		checkListWord(t, i, w, prev, 3, true)
	}, "IsFamous", IsFamous, "~")
	for _, tc := range []struct {
		word string
		want bool
	}{{"obama", true}, {"beethoven", true}, {"molière", true}, {"gaulle", true}, {"obam", false}, {"", false}} {
		if got := IsFamous(tc.word); got != tc.want {
			t.Errorf("IsFamous(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}
