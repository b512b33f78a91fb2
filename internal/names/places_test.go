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
	lines := strings.Split(strings.TrimSuffix(places, "\n"), "\n")
	if len(lines) < 3_000 {
		t.Fatalf("%d names; want the cities of 100,000 people or more", len(lines))
	}
	prev := ""
	for i, w := range lines {
		checkListWord(t, i, w, prev, 3, true)
		prev = w
		if !IsPlace(w) || IsPlace(w+"~") {
			t.Fatalf("IsPlace(%q) = %v, IsPlace(%q) = %v", w, IsPlace(w), w+"~", IsPlace(w+"~"))
		}
	}
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
	lines := strings.Split(strings.TrimSuffix(placePhrases, "\n"), "\n")
	if len(lines) < 3_000 {
		t.Fatalf("%d names; want the towns of 15,000 people or more named in several words", len(lines))
	}
	prev := ""
	for i, p := range lines {
		checkPhraseLine(t, i, p, prev, 2)
		prev = p
		if !IsPlacePhrase(p) || IsPlacePhrase(p+" x") {
			t.Fatalf("IsPlacePhrase(%q) = %v, IsPlacePhrase(%q) = %v", p, IsPlacePhrase(p), p+" x", IsPlacePhrase(p+" x"))
		}
	}
	for _, tc := range []struct {
		name string
		want bool
	}{{"bahir dar", true}, {"mar del plata", true}, {"milton keynes", true}, {"debre tabor", true}, {"bahir", false}, {"john smith", false}} {
		if got := IsPlacePhrase(tc.name); got != tc.want {
			t.Errorf("IsPlacePhrase(%q) = %v, want %v", tc.name, got, tc.want)
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
	lines := strings.Split(strings.TrimSuffix(countries, "\n"), "\n")
	if len(lines) < 800 {
		t.Fatalf("%d names; want the territories of CLDR in four languages", len(lines))
	}
	prev := ""
	for i, p := range lines {
		checkPhraseLine(t, i, p, prev, 1)
		prev = p
		if !IsCountry(p) || IsCountry(p+"x") {
			t.Fatalf("IsCountry(%q) = %v, IsCountry(%q) = %v", p, IsCountry(p), p+"x", IsCountry(p+"x"))
		}
	}
	for _, tc := range []struct {
		name string
		want bool
	}{{"albanien", true}, {"albania", true}, {"côte d'ivoire", true}, {"nordafrika", true}, {"vereinigte staaten", true}, {"albaniens", false}, {"berlin", false}, {"", false}} {
		if got := IsCountry(tc.name); got != tc.want {
			t.Errorf("IsCountry(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
