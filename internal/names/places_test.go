package names

import (
	"strings"
	"testing"
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
