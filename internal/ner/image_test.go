package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// FindImages reads a name as the name codec's ciphertext of it: the codec keeps initials,
// particles, titles and suffixes (and a word of its classes is read as it is), so the image
// of "Anna Wołoszyńska" is "Anna Bababa" and that of
// "Alexander von Humboldt" keeps its "von" (replacing them too made such names look like no
// name to the model, and the detector dropped them); and it reports a name found again exactly
// when the model finds that image in the replaced text. A new tagger answers without a Find
// before (it used to crash).
func TestFindImagesKeepsWhatTheCodecKeeps(t *testing.T) {
	for _, tc := range []struct{ text, name, image string }{
		{"La Cour était composée de MM. R. Ryssdal, président,\nE. Walsh,\nB. Macdonald, juges.", "E. Walsh", "E. Walsh"}, // a surname of the codec's classes: as it is
		{"Dr. Anna Wołoszyńska signed the report.", "Anna Wołoszyńska", "Anna Bababa"},
		{"He was a friend and sponsor of Alexander von Humboldt, the great naturalist.", "Alexander von Humboldt", "Alexander von Bababa"},
		{"The expedition was led by Alexander von Humboldt and Aimé Bonpland in 1799.", "Alexander von Humboldt", "Alexander von Bababa"},
	} {
		tg := NewTagger(Default(), names.Default())
		i := strings.Index(tc.text, tc.name)
		name := [][2]int{{i, i + len(tc.name)}}
		ok, _ := tg.FindImages([]byte(tc.text), name, name, nil)
		replaced := strings.Replace(tc.text, tc.name, tc.image, 1)
		if got := string(tg.imgText); got != replaced {
			t.Errorf("%q: the model read %q, want %q", tc.text, got, replaced)
		}
		want := slices.Contains(NewTagger(Default(), names.Default()).Find([]byte(replaced)), [2]int{i, i + len(tc.image)})
		if ok[0] != want {
			t.Errorf("%q: found again %v, but the model finds %q in %q: %v", tc.text, ok[0], tc.image, replaced, want)
		}
	}
}
