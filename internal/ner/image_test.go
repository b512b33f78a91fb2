package ner

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// FindImages reads a name as the name codec's ciphertext of it: the codec keeps initials,
// particles, titles and suffixes, so the image of "E. Palm" is "E. Bababa" and that of
// "Alexander von Humboldt" keeps its "von". Replacing them too made such names look like no
// name to the model, and the detector dropped them. A new tagger answers without a Find
// before (it used to crash).
func TestFindImagesKeepsWhatTheCodecKeeps(t *testing.T) {
	for _, tc := range []struct{ text, name string }{
		{"La Cour était composée de MM. R. Ryssdal, président,\nE. Palm,\nB. Walsh, juges.", "E. Palm"},
		{"He was a friend and sponsor of Alexander von Humboldt, the great naturalist.", "Alexander von Humboldt"},
		{"The expedition was led by Alexander von Humboldt and Aimé Bonpland in 1799.", "Alexander von Humboldt"},
	} {
		tg := NewTagger(Default(), names.Default())
		i := strings.Index(tc.text, tc.name)
		name := [][2]int{{i, i + len(tc.name)}}
		if ok, _ := tg.FindImages([]byte(tc.text), name, name, nil); !ok[0] {
			t.Errorf("%q: %q not found again in its image", tc.text, tc.name)
		}
	}
}
