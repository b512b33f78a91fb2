package names

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"fmt"
	"strings"
	"testing"
)

func TestDataLoads(t *testing.T) {
	db := Default()
	for _, tc := range []struct {
		name   string
		gender Gender
	}{
		{"Mary", Female}, {"James", Male}, {"Priya", Female}, {"Mohammed", Male}, {"Jürgen", Male}, {"Amélie", Female},
		{"Frauke", Female}, {"Dietmar", Male}, {"Thorsten", Male}, {"Xiaoming", Male}, {"Jiwoo", Female}, // from gender.c's dictionary (given-namdict.tsv)
		{"Tunde", Male}, {"Folake", Female}, {"Chinwe", Female}, // from fakernaija
	} {
		g, ok := db.Given(tc.name)
		if !ok || g.Gender != tc.gender {
			t.Errorf("Given(%q) = %+v, %v; want gender %c", tc.name, g, ok, tc.gender)
		}
	}
	for _, w := range []string{"Breda", "Haifa", "Shiraz"} {
		if _, ok := db.Given(w); ok {
			t.Errorf("Given(%q): a town or country, listed as a given name", w)
		}
	}
	// fakernaija's surnames are other names: the codec's surname class stays as it was.
	for _, w := range []string{"Olatunji", "Ogunleye", "Obaseki"} {
		if !db.IsOtherName(w) || db.IsSurname(w) {
			t.Errorf("%q: IsOtherName %v, IsSurname %v; want an other name only", w, db.IsOtherName(w), db.IsSurname(w))
		}
	}
	// Frequent words of general text are no given names, though a list has them ("Bola", "Nene").
	for _, w := range []string{"Bola", "Nene"} {
		if _, ok := db.Given(w); ok {
			t.Errorf("Given(%q): a frequent word listed as a given name", w)
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
		// Particles in capitals and those only some names have are kept; a surname "Ap" last
		// is a word.
		{"JOANA DOS SANTOS", "[JOANA] DOS [SANTOS]"},
		{"Rhys ap Gwilym", "[Rhys] ap [Gwilym]"},
		{"Kiprono arap Kirui", "[Kiprono] arap [Kirui]"},
		{"Owen Ap", "[Owen] [Ap]"},
		{"Layan bint Khalid", "[Layan] bint [Khalid]"},
		{"Marvin dela Cruz", "[Marvin] dela [Cruz]"},
		{"Noor ul Ain", "[Noor] ul [Ain]"},
		{"Maria do Céu Vasquez", "[Maria] do [Céu] [Vasquez]"},
		{"Maria das Graças", "[Maria] das [Graças]"},
		// Muhammad abbreviated with its dot opens a name as a title does; without it, a word.
		{"Md. Rafiqul Islam", "Md. [Rafiqul] [Islam]"},
		{"Ma. Cristina Villanueva", "Ma. [Cristina] [Villanueva]"},
		{"山本 清", "[山本] [清]"}, // a Chinese given name of one character is no initial
		{"Md Abdul Karim", "[Md] [Abdul] [Karim]"},
		// María abbreviated with an ordinal indicator is kept as an initial: the codec has no
		// alphabet for "ª".
		{"Jesús Mª Olmedo", "[Jesús] Mª [Olmedo]"},
		// The ʻokina and the modifier letter apostrophe part a name's words as an apostrophe does.
		{"Kamakaʻeha", "[Kamaka]ʻ[eha]"},
		{"Thiongʼo", "[Thiong]ʼo"},
	}
	// A kept particle is no word of a codec class, which a name's ciphertext may be: a
	// ciphertext "dela" would be kept as a particle and not decrypted. (Ap and Arap are, as
	// KeptParticle says: a lower-case name's ciphertext may meet them.)
	db := Default()
	for w := range namePartOnly {
		if _, _, ok := db.Class(w); ok && w != "ap" && w != "arap" {
			t.Errorf("particle %q is a word of a codec class", w)
		}
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
	for in, want := range map[string]string{"McSoze": "Mc Soze", "DeSHAWN": "De SHAWN", "SOZE": "SOZE", "soze": "soze", "ABc": "A Bc",
		// A combining mark has the case of the letter it marks.
		"A\u0230\u035eAA": "A\u0230\u035eAA", "Ade\u0323Bo": "Ade\u0323 Bo", "AO\u0323Bc": "AO\u0323 Bc"} {
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

// The source lists, for the tests that check the compiled tables against them.
var (
	//go:embed data/given.tsv
	givenListTSV string
	//go:embed data/given-namdict.tsv
	givenNamdictTSV string
	givenTSV        = givenListTSV + givenNamdictTSV // as gen_classes.go reads them
	//go:embed data/surnames.tsv
	surnamesTSV string
	//go:embed data/other.tsv
	otherTSV string
	//go:embed data/classes.tsv
	classesTSV string
)

// data/names.bin and data/classes.tsv must be what Compile and WriteClasses make of the
// source lists now, or lookups would answer from other lists than data/*.tsv.
func TestCompiledFile(t *testing.T) {
	var bin, classes bytes.Buffer
	if err := Compile(&bin, givenTSV, surnamesTSV, otherTSV); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(bin.Bytes(), []byte(namesBin)) {
		t.Fatal("data/names.bin is out of date: run 'go generate ./internal/names'")
	}
	if err := WriteClasses(&classes, givenTSV, surnamesTSV); err != nil {
		t.Fatal(err)
	}
	if classes.String() != classesTSV {
		t.Fatal("data/classes.tsv is out of date: run 'go generate ./internal/names'")
	}
}

// Every lookup of the compiled tables answers as the source lists do: each listed given
// name, surname and other name is found with its data, and every class name at its index.
func TestCompiledLookups(t *testing.T) {
	db := Default()
	src, err := parse(givenTSV, surnamesTSV, otherTSV)
	if err != nil {
		t.Fatal(err)
	}
	for k, low := range src.givenKey.keys {
		want := src.given[src.givenKey.row(k)]
		if g, ok := db.givenKeyed(low); !ok || g != want {
			t.Fatalf("given %q = %+v, %v; want %+v", low, g, ok, want)
		}
	}
	for _, low := range src.surKey.keys {
		if !db.IsSurname(low) {
			t.Fatalf("IsSurname(%q) = false", low)
		}
	}
	for _, low := range src.otherKey.keys {
		if !db.IsOtherName(low) {
			t.Fatalf("IsOtherName(%q) = false", low)
		}
	}
	for c := Class(1); c < numClasses; c++ {
		if db.ClassSize(c) != len(src.classes[c]) {
			t.Fatalf("class %v: %d names, want %d", c, db.ClassSize(c), len(src.classes[c]))
		}
		for i, n := range src.classes[c] {
			if got := db.ClassName(c, i); got != n {
				t.Fatalf("ClassName(%v, %d) = %q, want %q", c, i, got, n)
			}
			if gc, gi, ok := db.Class(n); !ok || gc != c || gi != i {
				t.Fatalf("Class(%q) = %v %d %v, want %v %d", n, gc, gi, ok, c, i)
			}
		}
	}
	for _, w := range []string{"", "a", "zzzzzz", "smith\t", "\xff"} {
		if _, ok := db.Given(w); ok {
			t.Errorf("Given(%q) found", w)
		}
	}
}

// The name codec permutes indexes in these class lists: a change of any list, of its order
// or of its size changes every name ciphertext, so the lists are pinned by their SHA-256.
// Change the hash only together with a Compatibility note in README.md.
func TestClassListsPinned(t *testing.T) {
	db := Default()
	h := sha256.New()
	for c := Class(1); c < numClasses; c++ {
		fmt.Fprintf(h, "%d:%d\n", c, db.ClassSize(c))
		for i := 0; i < db.ClassSize(c); i++ {
			fmt.Fprintf(h, "%s\n", db.ClassName(c, i))
		}
	}
	const want = "5bb23f29b3d7df24cb18e92b08f90420c5dea2e7a68b690416057d649e601da0"
	if got := fmt.Sprintf("%x", h.Sum(nil)); got != want {
		t.Fatalf("class lists hash %s, pinned %s", got, want)
	}
}

// Corrupt tables are refused, not read out of bounds.
func TestOpenCorrupt(t *testing.T) {
	for _, n := range []int{0, len(magic), len(magic) + 3, len(namesBin) / 2, len(namesBin) - 1} {
		if _, err := open(namesBin[:n]); err == nil {
			t.Errorf("open of the first %d bytes succeeded", n)
		}
	}
	if _, err := open(namesBin + "x"); err == nil {
		t.Error("open with a trailing byte succeeded")
	}
}

// Opening the compiled tables is what a process pays before its first name lookup.
func BenchmarkOpen(b *testing.B) {
	for b.Loop() {
		if _, err := open(namesBin); err != nil {
			b.Fatal(err)
		}
	}
}

// Encryptable is what the name codec encrypts: letters of its alphabet, or else upper- and
// lower-case letters below GenericRunes (Icelandic ð, Turkish İ, Vietnamese ễ, Cyrillic), or
// a word of Chinese characters, Hangul, kana, Arabic or Hebrew letters alone (IsScriptWord);
// not an Arabic word with vowel marks or a tatweel, Persian letters, Devanagari, a Chinese
// character beyond the main block, Latin and Chinese letters in one word, digits or symbols.
func TestEncryptable(t *testing.T) {
	for w, want := range map[string]bool{
		"Anna": true, "Łukasz": true, "Sigurður": true, "İlkay": true, "Nguyễn": true, "Иван": true,
		"李明": true, "박성호": true, "ハナ": true, "佐藤ハナ": true, "𠮷野": false, "Li明": false, "ハナー": false,
		"JJ1": false, "O'Brien": false, "": false, "محمد": true, "כהן": true, "مُحَمَّد": false, "مـحمد": false,
		"پرویز": false, "राहुल": false,
	} {
		if got := Encryptable(w); got != want {
			t.Errorf("Encryptable(%q) = %v, want %v", w, got, want)
		}
	}
}

// LowerIn is a lookup of strings.ToLower(word), for ASCII and other words, short and long.
func TestLowerIn(t *testing.T) {
	set := map[string]bool{"dr": true, "müller": true, "élodie": true, strings.Repeat("ab", 20): true,
		strings.Repeat("é", 40): true, "i\u0307": true}
	for _, w := range []string{"dr", "Dr", "DR", "dR", "Dr.", "d", "", "Müller", "MÜLLER", "Élodie", "ÉLODIE",
		strings.Repeat("AB", 20), strings.Repeat("ab", 20) + "c", "İ", strings.Repeat("É", 40), "\xffDr", "D\xc3"} {
		if got, want := LowerIn(set, w), set[strings.ToLower(w)]; got != want {
			t.Errorf("LowerIn(%q) = %v; want %v", w, got, want)
		}
	}
	if !LowerIn(set, "DR") || LowerIn(set, "Dr.") {
		t.Error("LowerIn does not look up the lower case")
	}
}

// Fold removes the accents of either case, so that a name capitalised on an accented letter
// ("Álvaro") is looked up as its list has it.
func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Amélie": "Amelie", "Álvaro": "Alvaro", "ÍÑIGO": "INIGO", "Müller": "Muller", "Zoë": "Zoe",
		"Łukasz": "Łukasz", "Smith": "Smith", "": "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// PseudoSyllables tells the codec's pseudo words, of its extra family too, from other words;
// IsPseudo is the same for two syllables or more.
func TestPseudoSyllables(t *testing.T) {
	for _, tc := range []struct {
		word   string
		n      int
		extra  bool
		pseudo bool
	}{
		{"Ka", 1, false, false}, {"Ban", 1, true, false}, {"Gilagoze", 4, false, true},
		{"lululemon", 4, true, true}, {"Tesco", 0, false, false}, {"K", 0, false, false},
		{"n", 0, false, false}, {"", 0, false, false}, {"Kaa", 0, false, false},
	} {
		n, extra := PseudoSyllables(tc.word)
		if n != tc.n || n > 0 && extra != tc.extra || IsPseudo(tc.word) != tc.pseudo {
			t.Errorf("%q: PseudoSyllables %d, %v, IsPseudo %v; want %d, %v, %v", tc.word, n, extra, IsPseudo(tc.word), tc.n, tc.extra, tc.pseudo)
		}
	}
}
