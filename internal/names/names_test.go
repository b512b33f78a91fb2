package names

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestDataLoads(t *testing.T) {
	db := Default()
	for _, tc := range []struct {
		name   string
		gender Gender
	}{{"Mary", Female}, {"James", Male}, {"Priya", Female}, {"Mohammed", Male}, {"Jürgen", Male}, {"Amélie", Female}} {
		g, ok := db.Given(tc.name)
		if !ok || g.Gender != tc.gender {
			t.Errorf("Given(%q) = %+v, %v; want gender %c", tc.name, g, ok, tc.gender)
		}
	}
	for _, s := range []string{"Smith", "Müller", "Dubois", "Garcia", "Abiodun", "Nguyen", "Patel", "Yılmaz"} {
		if !db.IsSurname(s) {
			t.Errorf("IsSurname(%q) = false", s)
		}
	}
	for _, c := range []Class{GivenFemale, GivenMale, Surname} {
		if n := db.ClassSize(c); n < 1000 {
			t.Errorf("class %s: %d names", c, n)
		}
	}
}

// The classes are disjoint, hold no common word, and every class name looks itself up.
func TestClassesDisjoint(t *testing.T) {
	db := Default()
	seen := map[string]Class{}
	for _, c := range []Class{GivenFemale, GivenMale, Surname} {
		for i := 0; i < db.ClassSize(c); i++ {
			n := db.ClassName(c, i)
			low := strings.ToLower(n)
			if prev, ok := seen[low]; ok {
				t.Fatalf("%q in %s and %s", n, prev, c)
			}
			seen[low] = c
			if IsCommonWord(n) {
				t.Errorf("%s: common word %q", c, n)
			}
			if got, j, ok := db.Class(n); !ok || got != c || j != i {
				t.Errorf("Class(%q) = %s, %d, %v; want %s, %d", n, got, j, ok, c, i)
			}
		}
	}
	for _, w := range []string{"May", "Will", "Grant", "August", "Rose", "Berlin"} {
		if _, _, ok := db.Class(w); ok {
			t.Errorf("common word %q is in a class", w)
		}
	}
}

func TestPseudo(t *testing.T) {
	if len(Letters) != Radix {
		t.Fatalf("%d letters, want %d", len(Letters), Radix)
	}
	seen := map[rune]bool{}
	for _, r := range Letters {
		if seen[r] {
			t.Fatalf("letter %q twice", r)
		}
		seen[r] = true
	}
	for d := 0; d < Radix; d++ {
		w := Pseudo([]int{d, Radix - 1 - d})
		got, ok := PseudoDigits(strings.ToUpper(w))
		if !ok || got[0] != d || got[1] != Radix-1-d {
			t.Fatalf("PseudoDigits(%q) = %v, %v", w, got, ok)
		}
	}
	for _, w := range []string{"Smith", "abc", "Dako", "Xaxa"} {
		_, ok := PseudoDigits(w)
		if want := w == "Dako"; ok != want {
			t.Errorf("PseudoDigits(%q) ok = %v, want %v", w, ok, want)
		}
	}
}

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Kaiser Soze", "[Kaiser] [Soze]"},
		{"Dr. Jean-Luc van der Berg Jr.", "Dr. [Jean]-[Luc] van der [Berg] Jr."},
		{"Soze's", "[Soze]'s"},
		{"John F. Kennedy III", "[John] F. [Kennedy] III"},
		{"Dr", "[Dr]"},
		{"Mme Dubois", "Mme [Dubois]"},
	}
	for _, tc := range tests {
		var b strings.Builder
		for _, tok := range Tokens(tc.in) {
			if tok.Keep {
				b.WriteString(tok.Text)
			} else {
				b.WriteString("[" + tok.Text + "]")
			}
		}
		if b.String() != tc.want {
			t.Errorf("Tokens(%q) = %s, want %s", tc.in, b.String(), tc.want)
		}
	}
}

func TestCaseSegments(t *testing.T) {
	for in, want := range map[string]string{"McSoze": "Mc Soze", "DeSHAWN": "De SHAWN", "SOZE": "SOZE", "soze": "soze", "ABc": "A Bc"} {
		if got := strings.Join(CaseSegments(in), " "); got != want {
			t.Errorf("CaseSegments(%q) = %q, want %q", in, got, want)
		}
	}
}

func ExampleDB_Class() {
	db := Default()
	c, _, ok := db.Class("Mary")
	fmt.Println(c, ok)
	_, _, ok = db.Class("May")
	fmt.Println(ok)
	// Output:
	// given-f true
	// false
}

// data/classes.tsv must be what buildClasses computes from the lists, or the codec would permute
// other classes than the rules in this package say.
func TestClassesFile(t *testing.T) {
	var computed bytes.Buffer
	if err := WriteComputedClasses(&computed); err != nil {
		t.Fatal(err)
	}
	if computed.String() != classesTSV {
		t.Fatal("data/classes.tsv is out of date: run 'go generate ./internal/names'")
	}
	db := Default()
	fresh, err := Parse(givenTSV, surnamesTSV)
	if err != nil {
		t.Fatal(err)
	}
	for c := Class(1); c < numClasses; c++ {
		if !slices.Equal(db.classes[c], fresh.classes[c]) {
			t.Fatalf("class %v loaded from the file differs from the computed one", c)
		}
		for i, n := range fresh.classes[c] {
			if gc, gi, ok := db.Class(n); !ok || gc != c || gi != i {
				t.Fatalf("Class(%q) = %v %d %v, want %v %d", n, gc, gi, ok, c, i)
			}
		}
	}
}
