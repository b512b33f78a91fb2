package sanitize

import (
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/codecs"
)

// The codec table (internal/codecs) and the code behind it (builders) agree: a format codec has
// a constructor, a value mechanism none, and builders names no other id; and every codec and
// validator the default registry names is in the table as the kind its type's category asks
// for, and every row serves a default type.
func TestCodecTable(t *testing.T) {
	all := codecs.IDs(func(codecs.Spec) bool { return true })
	for _, id := range all {
		s, _ := codecs.Lookup(id)
		if s.Value() == (builders[id] != nil) {
			t.Errorf("codec %s: want a format constructor exactly when it is a format codec", id)
		}
		if !s.Value() && (s.Whole || s.NonNegative) {
			t.Errorf("codec %s: a grid restriction on a format codec", id)
		}
		if (s.KeepsCase || s.Words) && s.Value() {
			t.Errorf("codec %s: a value mechanism cannot keep case or make names word by word", id)
		}
	}
	for id := range builders {
		if _, ok := codecs.Lookup(id); !ok {
			t.Errorf("builder %s: not in the codec table", id)
		}
	}
	// The default registry's TOML as written, with the types it leaves disabled.
	var def struct {
		Types []struct{ ID, Category, Codec, Validator string }
	}
	if _, err := toml.Decode(string(annotate.DefaultTOML()), &def); err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, typ := range def.Types {
		used[typ.Codec], used[typ.Validator] = true, true
		s, ok := codecs.Lookup(typ.Codec)
		switch annotate.Category(typ.Category) {
		case annotate.Format:
			if !ok || s.Value() {
				t.Errorf("type %s: codec %q is not a format codec", typ.ID, typ.Codec)
			}
		case annotate.Value:
			if !ok || !s.Value() {
				t.Errorf("type %s: codec %q is not a value mechanism", typ.ID, typ.Codec)
			}
		}
		if typ.Validator != "" {
			if s, _ := codecs.Lookup(typ.Validator); s.Valid == nil {
				t.Errorf("type %s: validator %q is not in the table", typ.ID, typ.Validator)
			}
		}
	}
	// Vice versa: every row serves a default type, but for the codecs a user's type of its
	// own shape (an employee or policy number) takes.
	generic := map[string]bool{"digits": true, "alnum": true}
	for _, id := range all {
		if !used[id] && !generic[id] {
			t.Errorf("codec %s: in the table but no default type uses it", id)
		}
		if used[id] && generic[id] {
			t.Errorf("codec %s: listed as generic here but a default type uses it", id)
		}
	}
	// The mentions of a name and the echoes of its words rest on this fact of its codec.
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	if person, ok := reg.Lookup("person"); !ok || !codecs.Words(person.Codec) {
		t.Error("the person type's codec does not make names word by word")
	}
}
