package ner

import (
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// FindImages reads a name as the name codec's ciphertext of it: the codec keeps initials,
// particles, titles and suffixes, so the image of "E. Palm" is "E. Bababa" and that of
// "Alexander von Humboldt" keeps its "von". Replacing them too made names the model finds
// look like no name to it, and the detector dropped them.
func TestFindImagesKeepsWhatTheCodecKeeps(t *testing.T) {
	tg := NewTagger(Default(), names.Default())
	for _, text := range []string{
		"La Cour était composée de MM. R. Ryssdal, président,\nE. Palm,\nB. Walsh, juges.",
		"He was a friend and sponsor of Alexander von Humboldt, the great naturalist.",
		"She met the poet and critic Friedrich von Schlegel in the salon of her friend.",
	} {
		found := tg.Find([]byte(text))
		if len(found) == 0 {
			t.Errorf("%q: no name found", text)
			continue
		}
		ok, _ := tg.FindImages([]byte(text), found, found)
		for i, f := range found {
			if !ok[i] {
				t.Errorf("%q: %q not found again in its image", text, text[f[0]:f[1]])
			}
		}
	}
}
