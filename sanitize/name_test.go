package sanitize

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// Every shape of a name mention keeps its structure: titles, initials, particles, suffixes,
// possessives, hyphens, apostrophes and case stay; every other word changes; and it decrypts.
func TestNameCodecShapes(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	tests := []struct {
		in   string
		keep []string // substrings that must survive
	}{
		{"Kaiser Soze", nil},
		{"Soze", nil},
		{"Soze's", []string{"'s"}},
		{"Soze’s", []string{"’s"}},
		{"Mr. Soze", []string{"Mr. "}},
		{"Dr. Jean-Luc van der Berg Jr.", []string{"Dr. ", "-", " van der ", " Jr."}},
		{"John F. Kennedy", []string{" F. "}},
		{"MARY SMITH", nil},
		{"mary smith", nil},
		{"Lisa Müller-Lüdenscheidt", []string{"-"}},
		{"O'Brien", []string{"O'"}},
		// The Hawaiian ʻokina and the modifier letter apostrophe are kept as an apostrophe is.
		{"Kamakaʻeha Liliʻuokalani", []string{"ʻ"}},
		{"Dmytro Marʼyanenko", []string{"ʼ"}},
		{"McSoze", nil},
		{"Mcdonald", nil},
		{"Prof. Ngozi Okafor III", []string{"Prof. ", " III"}},
		{"Frau Schneider", []string{"Frau "}},
		{"Mme Dubois", []string{"Mme "}},
		{"Amélie Poulain", nil},
		{"Li Wei", nil},
		// A chat handle made of a name keeps its underscore.
		{"maya_okafor", []string{"_"}},
		// An airline's SURNAME/GIVEN keeps its slash.
		{"DESHPANDE/ROHAN", []string{"/"}},
	}
	for _, tc := range tests {
		y, err := c.Encrypt(p, tc.in)
		if err != nil {
			t.Errorf("Encrypt(%q): %v", tc.in, err)
			continue
		}
		for _, k := range tc.keep {
			if !strings.Contains(y, k) {
				t.Errorf("Encrypt(%q) = %q: lost %q", tc.in, y, k)
			}
		}
		pt, ct := wordsOf(tc.in), wordsOf(y)
		if len(pt) != len(ct) {
			t.Errorf("Encrypt(%q) = %q: %d encrypted words, want %d", tc.in, y, len(ct), len(pt))
			continue
		}
		for i := range pt {
			if pt[i] == ct[i] {
				t.Errorf("Encrypt(%q) = %q: word %q passed through", tc.in, y, pt[i])
			}
			if names.CaseOf(pt[i]) != names.CaseOf(ct[i]) {
				t.Errorf("Encrypt(%q) = %q: case of %q not kept", tc.in, y, pt[i])
			}
		}
		back, err := c.Decrypt(p, y)
		if err != nil || back != tc.in {
			t.Errorf("Decrypt(Encrypt(%q) = %q) = %q, %v", tc.in, y, back, err)
		}
	}
}

func wordsOf(s string) []string {
	var out []string
	for _, t := range names.Tokens(s) {
		if !t.Keep {
			out = append(out, t.Text)
		}
	}
	return out
}

// A surname alone, a given name alone and a possessive decrypt on their own to the
// corresponding part of the full name, because each word is encrypted independently.
func TestNamePartsDecryptAlone(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "ctx")
	full, err := c.Encrypt(p, "Kaiser Soze")
	if err != nil {
		t.Fatal(err)
	}
	w := strings.Fields(full)
	for in, want := range map[string]string{w[0]: "Kaiser", w[1]: "Soze", w[1] + "'s": "Soze's",
		strings.ToUpper(w[1]): "SOZE", "Mr. " + w[1]: "Mr. Soze"} {
		if got, err := c.Decrypt(p, in); err != nil || got != want {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// Each class is permuted within itself: on a sample of every class, the images are distinct
// members of the same class (so gender is kept), and decryption inverts encryption. (The
// bijectivity of permuter's cycle walking itself is TestPermuteSmallDomainIsBijection.)
func TestNameClassPermutation(t *testing.T) {
	db := names.Default()
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(4, 2))
	for _, class := range []names.Class{names.GivenFemale, names.GivenMale, names.Surname} {
		n := db.ClassSize(class)
		if n < 1000 {
			t.Errorf("class %s has %d names; want at least 1000 to look varied", class, n)
		}
		seen := map[string]string{}
		for _, i := range r.Perm(n)[:48] {
			x := db.ClassName(class, i)
			y, err := c.Encrypt(p, x)
			if err != nil {
				t.Fatalf("Encrypt(%q): %v", x, err)
			}
			yc, _, ok := db.Class(y)
			if !ok || yc != class {
				t.Errorf("%s: Encrypt(%q) = %q, class %s", class, x, y, yc)
			}
			if class != names.Surname {
				gx, _ := db.Given(x)
				gy, _ := db.Given(y)
				if gx.Gender != gy.Gender {
					t.Errorf("Encrypt(%q) = %q changed gender", x, y)
				}
			}
			if prev, dup := seen[y]; dup {
				t.Errorf("%s: %q and %q both encrypt to %q", class, prev, x, y)
			}
			seen[y] = x
			if back, err := c.Decrypt(p, y); err != nil || back != x {
				t.Errorf("Decrypt(%q) = %q, %v; want %q", y, back, err, x)
			}
		}
	}
}

// No fixed-point bias: one name under 200 context labels (200 independent permutations of its
// class) maps to itself about 200/n times, and its images spread over the class like 200
// uniform draws. For n ≈ 1,470, P(≥ 3 fixed points) < 1e-3 and the expected number of distinct
// images is ≈ 187 (birthday bound, standard deviation ≈ 3.5); 170 is far below.
func TestNameNoFixedPointBias(t *testing.T) {
	db := names.Default()
	c := mustCodec(t, "name", nil)
	const trials = 200
	for _, x := range []string{"Thomas", "Mary"} {
		class, _, _ := db.Class(x)
		fixed := 0
		images := map[string]bool{}
		for i := 0; i < trials; i++ {
			p := testPermuter(t, fmt.Sprint("ctx-", i))
			y, err := c.Encrypt(p, x)
			if err != nil {
				t.Fatal(err)
			}
			if y == x {
				fixed++
			}
			images[y] = true
		}
		t.Logf("%s (class %s of %d): %d fixed points, %d distinct images in %d contexts", x, class, db.ClassSize(class), fixed, len(images), trials)
		if fixed >= 3 {
			t.Errorf("%s: %d fixed points in %d contexts", x, fixed, trials)
		}
		if len(images) < 170 {
			t.Errorf("%s: only %d distinct images in %d contexts", x, len(images), trials)
		}
	}
}

// Unlisted words become pseudo names that are never class words, and come back: every word
// of the alphabet, also those whose pseudo name would be a class word.
func TestNamePseudoWords(t *testing.T) {
	db := names.Default()
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 400; i++ {
		n := 2 + r.IntN(8)
		if i < 200 {
			n = 2 // two-letter words meet the most class words among their pseudo names
		}
		var b strings.Builder
		for j := 0; j < n; j++ {
			b.WriteRune(names.Letters[r.IntN(26)])
		}
		x := strings.ToUpper(b.String()[:1]) + b.String()[1:]
		if _, _, ok := db.Class(x); ok {
			continue
		}
		y, err := c.Encrypt(p, x)
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", x, err)
		}
		extra := len(y) == 2*n+1 && strings.HasSuffix(y, "n") // the family replacing class words
		if _, _, ok := db.Class(y); ok || !names.IsPseudo(y) || len(y) != 2*n && !extra {
			t.Errorf("Encrypt(%q) = %q: want a pseudo name of %d letters outside the classes", x, y, 2*n)
		}
		if back, err := c.Decrypt(p, y); err != nil || back != x {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", y, back, err, x)
		}
	}
}

// One-letter segments ("X" of "McX") are permuted by the prefix cipher and come back.
func TestNameOneLetterSegments(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	for _, r := range names.Letters {
		x := "Mc" + strings.ToUpper(string(r))
		if strings.ToLower(strings.ToUpper(string(r))) != string(r) {
			continue // ß, ı: no upper case that comes back
		}
		y, err := c.Encrypt(p, x)
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", x, err)
		}
		if back, err := c.Decrypt(p, y); err != nil || back != x {
			t.Errorf("Decrypt(Encrypt(%q) = %q) = %q, %v", x, y, back, err)
		}
	}
}

func TestNameErrors(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	for _, in := range []string{"", " - ", "'s", "𠮷"} {
		if y, err := c.Encrypt(p, in); err == nil {
			t.Errorf("Encrypt(%q) = %q, want an error", in, y)
		}
	}
	for _, in := range []string{"Xqzt", "Strč"} {
		if y, err := c.Decrypt(p, in); err == nil {
			t.Errorf("Decrypt(%q) = %q, want an error (not a ciphertext)", in, y)
		}
	}
}

// A name written as initials alone ("G.", "J.S.", "D. R.") is encrypted initial by initial
// among names.Initials, a permutation of those letters that keeps the dots and spaces; A, I, M
// and O stay as written, and a name of nothing else is refused, as a name with no word is.
func TestNameInitialsAlone(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "")
	seen := map[string]bool{}
	for _, l := range names.Initials {
		x := string(l) + "."
		y, err := c.Encrypt(p, x)
		if err != nil || len(y) != 2 || y[1] != '.' || names.InitialIndex(y[:1]) < 0 {
			t.Fatalf("Encrypt(%q) = %q, %v; want another initial of names.Initials", x, y, err)
		}
		if seen[y] {
			t.Fatalf("Encrypt(%q) = %q, the image of another initial too", x, y)
		}
		seen[y] = true
		if back, err := c.Decrypt(p, y); err != nil || back != x {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", y, back, err, x)
		}
	}
	layout := func(s string) string { // each initial but A as 'X'
		return strings.Map(func(r rune) rune {
			if r != 'A' && r >= 'A' && r <= 'Z' {
				return 'X'
			}
			return r
		}, s)
	}
	for _, x := range []string{"J.S.", "D. R.", "B. A."} {
		y, err := c.Encrypt(p, x)
		if err != nil || layout(y) != layout(x) {
			t.Errorf("Encrypt(%q) = %q, %v; want the same layout, A kept", x, y, err)
		}
		if back, err := c.Decrypt(p, y); err != nil || back != x {
			t.Errorf("Decrypt(%q) = %q, %v; want %q", y, back, err, x)
		}
	}
	for _, x := range []string{"A.", "I.", "M.", "O.", "É.", "A. I."} {
		if y, err := c.Encrypt(p, x); err == nil {
			t.Errorf("Encrypt(%q) = %q, want an error (nothing to encrypt)", x, y)
		}
	}
}

// Decrypt(Encrypt(x)) == x for every x that Encrypt accepts, and Encrypt never passes a word
// through.
func FuzzNameRoundTrip(f *testing.F) {
	for _, s := range []string{"Kaiser Soze", "Dr. Jean-Luc van der Berg Jr.", "SOZE's", "McSoze", "Amélie", "a b", "ABc", "İlter İŞERİ", "Quyết's", "олег", "G.", "J.S.", "D. R.", "maya_okafor", "ALVES DA SILVA/RODRIGO", "山本 清", "박성호", "佐藤ハナ"} {
		f.Add(s)
	}
	c := mustCodec(f, "name", nil)
	p := testPermuter(f, "")
	f.Fuzz(func(t *testing.T, x string) {
		if len(x) > 64 {
			return
		}
		y, err := c.Encrypt(p, x)
		if err != nil {
			return
		}
		back, err := c.Decrypt(p, y)
		if err != nil || back != x {
			t.Fatalf("Decrypt(Encrypt(%q) = %q) = %q, %v", x, y, back, err)
		}
	})
}

// A word with a letter outside the name alphabet (Vietnamese letters, the Turkish capital İ,
// Cyrillic, combining marks) is encrypted, not refused: as a generic pseudo name that keeps the word's case
// pattern and decrypts to the very letters. A letter beyond the generic range is still an
// error (fail closed), never passed through.
func TestNameCodecGenericWords(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "generic")
	for _, tc := range []struct {
		in      string
		generic []string // the words encrypted as generic pseudo names
	}{
		{"İlter", []string{"İlter"}},
		{"Av. Ali İşeri", []string{"İşeri"}},
		{"Oya İncekaş", []string{"İncekaş"}},
		{"İNCEKAŞ", []string{"İNCEKAŞ"}},
		{"Trịnh Văn Quyết", []string{"Quyết"}},
		{"Đặng Văn Lâm", nil}, // listed names, in their list spelling
		{"Олег Петров", []string{"Олег", "Петров"}},
		{"İ. Şahin", nil},
		{"Jesús Mª Olmedo", nil}, // "Mª" kept as an initial: its "ª" is no letter of any alphabet here
		{"Quyết's", []string{"Quyết"}},
		// Yoruba written with combining marks (a dot below and a tone mark on one letter).
		{"Ol\u00fafe\u0323\u0301mi Ad\u00e9b\u00e1yo\u0323\u0300", []string{"Ol\u00fafe\u0323\u0301mi", "Ad\u00e9b\u00e1yo\u0323\u0300"}},
	} {
		in := tc.in
		y, err := c.Encrypt(p, in)
		if err != nil {
			t.Errorf("Encrypt(%q): %v", in, err)
			continue
		}
		pt, ct := wordsOf(in), wordsOf(y)
		if len(pt) != len(ct) {
			t.Errorf("Encrypt(%q) = %q: %d encrypted words, want %d", in, y, len(ct), len(pt))
			continue
		}
		for i := range pt {
			if pt[i] == ct[i] {
				t.Errorf("Encrypt(%q) = %q: word %q passed through", in, y, pt[i])
			}
			if names.CaseOf(pt[i]) != names.CaseOf(ct[i]) {
				t.Errorf("Encrypt(%q) = %q: case of %q not kept", in, y, pt[i])
			}
			generic := strings.HasSuffix(strings.ToLower(ct[i]), genericSuffix) && !strings.ContainsFunc(ct[i], func(r rune) bool { return r > 'z' })
			if generic != slices.Contains(tc.generic, pt[i]) {
				t.Errorf("Encrypt(%q) = %q: word %q to %q, want generic %v", in, y, pt[i], ct[i], !generic)
			}
		}
		back, err := c.Decrypt(p, y)
		if err != nil || back != in {
			t.Errorf("Decrypt(Encrypt(%q) = %q) = %q, %v", in, y, back, err)
		}
	}
	for _, in := range []string{"AAˠAA", "Ali राहुल", "𠮷野"} { // no case; Devanagari; a letter beyond CJK's main block
		if y, err := c.Encrypt(p, in); err == nil {
			t.Errorf("Encrypt(%q) = %q; want an error", in, y)
		}
	}
	// A generic pseudo name whose letters are in the alphabet was never written by Encrypt.
	radix := pseudoRadix(2 * len("Ilter"))
	digits := make([]int, 0, len(radix))
	for _, r := range "Ilter" {
		digits = append(digits, int(r)/names.Radix, int(r)%names.Radix)
	}
	y, err := p.walk("name/generic/5", radix.Size(), radix.Rank(digits), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := c.Decrypt(p, names.Pseudo(radix.Unrank(y))+genericSuffix); err == nil {
		t.Errorf("Decrypt of a generic name of alphabet letters = %q; want an error", back)
	}
}

// A name written in Chinese characters, Hangul, kana, Arabic or Hebrew letters is encrypted
// letter for letter, each to a letter of its own block (names.ScriptBlock): the ciphertext has the plaintext's script,
// blocks and length, no word passes through, and it decrypts to the very letters.
func TestNameCodecScripts(t *testing.T) {
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "cjk")
	for _, in := range []string{"王小明", "李雷", "山本 清", "山本 一郎", "佐藤ハナ", "박성호", "김 민서", "ハル", "Ali 王小明",
		"محمد علي", "فاطمة الزهراء", "Ali علي", "דוד כהן", "רות"} {
		y, err := c.Encrypt(p, in)
		if err != nil {
			t.Errorf("Encrypt(%q): %v", in, err)
			continue
		}
		pw, cw := wordsOf(in), wordsOf(y)
		if len(pw) != len(cw) {
			t.Errorf("Encrypt(%q) = %q: %d words, want %d", in, y, len(cw), len(pw))
			continue
		}
		for i, w := range pw {
			if !names.IsScriptWord(w) {
				continue
			}
			pt, ct := []rune(w), []rune(cw[i])
			if len(pt) != len(ct) || cw[i] == w {
				t.Errorf("Encrypt(%q) = %q: word %q became %q, want another of its length", in, y, w, cw[i])
				continue
			}
			for j := range pt {
				_, _, want, _ := names.ScriptBlock(pt[j])
				if _, _, got, ok := names.ScriptBlock(ct[j]); !ok || got != want {
					t.Errorf("Encrypt(%q) = %q: letter %d of %q left its block", in, y, j, w)
				}
			}
		}
		back, err := c.Decrypt(p, y)
		if err != nil || back != in {
			t.Errorf("Decrypt(Encrypt(%q) = %q) = %q, %v", in, y, back, err)
		}
	}
}

// No class word has the shape of a generic pseudo name (syllables and "ks"), so decryption,
// which tries the classes first, never takes a generic ciphertext for a listed name.
func TestGenericNameShape(t *testing.T) {
	db := names.Default()
	for _, c := range []names.Class{names.GivenFemale, names.GivenMale, names.Surname} {
		for i := 0; i < db.ClassSize(c); i++ {
			w := strings.ToLower(db.ClassName(c, i))
			if _, ok := names.PseudoDigits(strings.TrimSuffix(w, genericSuffix)); ok && strings.HasSuffix(w, genericSuffix) {
				t.Errorf("class word %q has the shape of a generic pseudo name", w)
			}
		}
	}
}

// A name with a generic word is found in text, and its ciphertext is found again as a person
// at the same place (type preservation), as for any other name.
func TestGenericNameTypePreservation(t *testing.T) {
	a, c := defaultTypeCodec(t, "person")
	p := testPermuter(t, "ctx")
	for _, text := range []string{
		"Der Beschwerdeführer, Herr İlter Yılmaz, wohnt in Izmir.",
		"The applicant, Mr Ali İşeri, was born in 1970.",
	} {
		texts, pos := spansOfType(a, text, "person")
		if len(texts) != 1 {
			t.Errorf("%q: person spans %q, want one", text, texts)
			continue
		}
		y, err := c.Encrypt(p, texts[0])
		if err != nil {
			t.Errorf("Encrypt(%q): %v", texts[0], err)
			continue
		}
		out := text[:pos[0][0]] + y + text[pos[0][1]:]
		again, apos := spansOfType(a, out, "person")
		if len(again) != 1 || again[0] != y || apos[0][0] != pos[0][0] {
			t.Errorf("%q: ciphertext %q found again as %q", out, y, again)
		}
	}
}

// Every listed name written in capitals or in lower case round-trips, and its ciphertext reads
// back as a listed name in that case: no capitals of a class word whose lower case is another word ("KULAKSIZOĞLU" reads as
// "kulaksizoğlu", not "kulaksızoğlu", so it could not be decrypted).
func TestNameCodecCapitalsRoundTrip(t *testing.T) {
	t.Parallel()
	c := mustCodec(t, "name", nil)
	p := testPermuter(t, "capitals")
	db := names.Default()
	n := 0
	for cl := names.Class(1); db.ClassSize(cl) > 0; cl++ {
		for i := range 2 * db.ClassSize(cl) {
			x := strings.ToUpper(db.ClassName(cl, i/2))
			if i%2 == 1 {
				x = strings.ToLower(x)
			}
			if c2, i2, ok := db.Class(x); !ok || c2 != cl || i2 != i/2 {
				continue // it reads as another word: not a way to write this name
			}
			y, err := c.Encrypt(p, x)
			if err != nil {
				t.Fatalf("Encrypt(%q): %v", x, err)
			}
			back, err := c.Decrypt(p, y)
			if err != nil || back != x {
				t.Fatalf("Decrypt(Encrypt(%q) = %q) = %q, %v", x, y, back, err)
			}
			n++
		}
	}
	if n < 20000 {
		t.Fatalf("only %d names checked", n)
	}
}
