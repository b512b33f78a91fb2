package sanitize

import (
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// Each codec id is either a format codec or a value mechanism, and every codec the default
// registry names is in the table as the kind its type's category asks for.
func TestCodecTable(t *testing.T) {
	for id, s := range codecs {
		if (s.format == nil) == (s.value == nil) {
			t.Errorf("codec %s: want exactly one of a format constructor and a value mechanism", id)
		}
		if s.keepsCase && s.format == nil {
			t.Errorf("codec %s: keepsCase on a value mechanism", id)
		}
	}
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, typ := range reg.Types() {
		s, ok := codecs[typ.Codec]
		switch typ.Category {
		case annotate.Format:
			if !ok || s.format == nil {
				t.Errorf("type %s: codec %q is not a format codec", typ.ID, typ.Codec)
			}
		case annotate.Value:
			if !ok || s.value == nil {
				t.Errorf("type %s: codec %q is not a value mechanism", typ.ID, typ.Codec)
			}
		}
	}
	if s := codecs[annotate.NameCodec]; s.format == nil {
		t.Errorf("the name codec %q is not in the table", annotate.NameCodec)
	}
}
