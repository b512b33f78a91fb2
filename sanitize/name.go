package sanitize

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// nameCodec encrypts a person name part by part (internal/names.Tokens): titles, particles,
// suffixes, initials, possessive 's, hyphens and spaces stay where they are, and each other word
// is encrypted on its own, so that "Mr. Soze", "Soze's" and "SOZE" decrypt without the rest of
// the name. A name of initials alone ("G.", "D. R.") has no other word: its initials are
// encrypted (cryptInitials).
//
// A word of a codec class (common female given names, common male given names, surnames; see
// internal/names) is mapped to the word of the same class at the position given by a keyed
// permutation of the class: permuter's prefix cipher on the class indexes (a class has fewer
// than 10^6 names), a table built once per class and context, so a word costs a lookup. The class
// of a word is a property of the word, not of its place in the name, and the classes are
// disjoint, so the class of a ciphertext word says which permutation to invert, and gender is
// kept for given names. The case pattern (Title, ALL CAPS, lower) is kept; a class word comes
// out in its list spelling.
//
// A class word written in another case than its list spelling, upper or lower case
// ("Mcdonald") counts as unlisted, so that decryption gives back exactly what was written.
//
// A word outside the classes (a rare or foreign name, or one that is also a common word, like
// "Will") is never passed through: each of its case segments ("Mc" and "Soze" of "McSoze") is
// encrypted on its own, keeping its case (Title, ALL CAPS, lower); its letters (an alphabet of 90, internal/names.Letters) are
// encrypted as one number of 90^n by the same permuter, under a label naming the length, and
// written as a pseudo name of n consonant-vowel syllables ("Soze" → "Gilagoze"): it reads as a
// name and keeps the length class of the word. Decryption tries the classes first, and the few
// pseudo names that are class words ("Lisa", "Duca") are replaced by an extra family with a
// final "n" (see pseudoEncrypt), so every word of the alphabet has a ciphertext. A word of
// Chinese characters, Hangul, kana, Arabic or Hebrew letters is encrypted letter for letter
// within its script (see cryptScript). A word with a letter outside the alphabet becomes a generic pseudo name (see
// genericEncrypt); a letter
// outside that range too is an error, never a guess or a pass-through, and so is a digit or
// symbol between the words (see notNameSeparator). The cost: a
// pseudo name is twice as long as the word.
type nameCodec struct{}

func (nameCodec) Encrypt(p *permuter, text string) (string, error) { return cryptName(p, text, false) }
func (nameCodec) Decrypt(p *permuter, text string) (string, error) { return cryptName(p, text, true) }

// maxNameWord bounds the letters of one word outside the lists.
const maxNameWord = names.MaxWordLetters

func cryptName(p *permuter, text string, decrypt bool) (string, error) {
	db := names.Default()
	var b strings.Builder
	words := 0
	for _, t := range names.Tokens(text) {
		if !t.Word && strings.ContainsFunc(t.Text, notNameSeparator) {
			return "", formatErr("name", "a digit or symbol inside a name cannot be encrypted")
		}
		if t.Keep {
			b.WriteString(t.Text)
			continue
		}
		words++
		w, err := cryptNameWord(p, db, t.Text, decrypt)
		if err != nil {
			return "", err
		}
		b.WriteString(w)
	}
	if words == 0 {
		return cryptInitials(p, text, decrypt)
	}
	return b.String(), nil
}

// cryptInitials encrypts a name written as initials alone ("G.", "D. R.": a party the text
// names by initials after a title): each initial of names.Initials becomes another of them, by
// a permutation of those 22 letters; A, I, M, O and other letters stay as written (see
// names.Initials). A name kept whole is an error, as for a name with no word to encrypt.
func cryptInitials(p *permuter, text string, decrypt bool) (string, error) {
	var b strings.Builder
	n := 0
	for _, t := range names.Tokens(text) {
		i := names.InitialIndex(t.Text)
		if !t.Word || i < 0 {
			b.WriteString(t.Text)
			continue
		}
		n++
		y, err := p.walk("name/initial", big.NewInt(int64(len(names.Initials))), big.NewInt(int64(i)), nil, decrypt)
		if err != nil {
			return "", err
		}
		b.WriteByte(names.Initials[y.Int64()])
	}
	if n == 0 {
		return "", formatErr("name", "no name word to encrypt")
	}
	return b.String(), nil
}

func cryptNameWord(p *permuter, db *names.DB, word string, decrypt bool) (string, error) {
	if names.IsScriptWord(word) {
		return cryptScript(p, word, decrypt)
	}
	if c, i, ok := db.Class(word); ok {
		canon := db.ClassName(c, i)
		if cs, ok := classCase(word, canon); ok {
			n := big.NewInt(int64(db.ClassSize(c)))
			y, err := p.walk("name/"+c.String(), n, big.NewInt(int64(i)), nil, decrypt)
			// Cycle walk past the class words that the case would make unreadable: "Kulaksızoğlu"
			// in capitals reads back as "kulaksizoğlu", no class word; "RIS" in capitals as the
			// canonical "RIS". The word itself reads back (classCase), so the walk ends, in both
			// directions, and changes no ciphertext that decrypted before.
			for err == nil && !readsBack(db, cs, c, int(y.Int64())) {
				y, err = p.walk("name/"+c.String(), n, y, nil, decrypt)
			}
			if err != nil {
				return "", err
			}
			return cs.apply(db.ClassName(c, int(y.Int64()))), nil
		}
	}
	// Outside the classes: each case segment ("Mc", "Soze" of "McSoze") as a pseudo name.
	var b strings.Builder
	for _, seg := range names.CaseSegments(word) {
		cs, ok := segmentCase(seg)
		if !ok {
			return "", formatErr("name", "word has a letter-case pattern that cannot be kept")
		}
		var out string
		var err error
		if decrypt {
			out, err = pseudoDecrypt(p, db, strings.ToLower(seg))
		} else {
			out, err = pseudoEncrypt(p, db, seg)
		}
		if err != nil {
			return "", err
		}
		b.WriteString(cs.apply(out))
	}
	return b.String(), nil
}

// pseudoEncrypt encrypts a word outside the classes: its letters, as one number x of
// Radix^n, are permuted (the prefix cipher up to three letters, 90^3 = 729,000 points; FF1
// beyond) to y, written as a pseudo name of n syllables. A few y write a class word ("Duca"):
// those are written instead as the pseudo names of an extra family, n syllables and a final
// "n", that are not class words, in order (see pseudoExtra). So every word of n letters has a
// ciphertext, and decryption tells the three kinds apart: class word, pseudo name, extra.
func pseudoEncrypt(p *permuter, db *names.DB, word string) (string, error) {
	digits, ok := names.LetterDigits(word)
	if !ok {
		return genericEncrypt(p, db, word)
	}
	if len(digits) > maxNameWord {
		return "", formatErr("name", fmt.Sprintf("word longer than %d letters", maxNameWord))
	}
	radix := pseudoRadix(len(digits))
	y, err := permutePseudo(p, radix, radix.Rank(digits), false)
	if err != nil {
		return "", err
	}
	w := names.Pseudo(radix.Unrank(y))
	if _, _, isClass := db.Class(w); !isClass {
		return w, nil
	}
	for i, k := range pseudoCollisions(db, radix) {
		if k.Cmp(y) == 0 {
			return pseudoExtra(db, radix, i)
		}
	}
	return "", formatErr("name", "pseudo name collision not found") // unreachable
}

// pseudoDecrypt inverts pseudoEncrypt for a lower-case pseudo name or extra.
func pseudoDecrypt(p *permuter, db *names.DB, w string) (string, error) {
	var y *big.Int
	var radix mixedRadix
	if digits, ok := names.PseudoDigits(w); ok {
		radix = pseudoRadix(len(digits))
		y = radix.Rank(digits)
	} else if digits, ok := names.PseudoDigits(strings.TrimSuffix(w, "n")); ok && strings.HasSuffix(w, "n") {
		radix = pseudoRadix(len(digits))
		i, err := pseudoExtraIndex(db, radix, radix.Rank(digits))
		if err != nil {
			return "", err
		}
		y = pseudoCollisions(db, radix)[i]
	} else if strings.HasSuffix(w, genericSuffix) {
		return genericDecrypt(p, w)
	} else {
		return "", formatErr("name", "word is neither a listed name nor a pseudo name")
	}
	x, err := permutePseudo(p, radix, y, true)
	if err != nil {
		return "", err
	}
	return names.LetterWord(radix.Unrank(x)), nil
}

// A word with a letter outside the alphabet (Vietnamese "Nguyễn", Turkish "İlter", whose
// capital İ has no lower case in the alphabet that gives it back) is encrypted as a generic
// word: its exact letters, each an upper- or lower-case letter below names.GenericRunes (Latin,
// Greek, Cyrillic, Armenian up to Latin Extended Additional), two base-Radix digits a letter, are
// permuted in Radix^(2n) and written as a pseudo name of 2n syllables and the suffix "ks".
// Pseudo names end in a vowel and extras in "n", and no class word has this shape
// (TestGenericNameShape), so decryption tells the families apart. The case pattern is applied
// to the ciphertext as for any word; the letters carry their own case, so a word whose case
// the pattern would not give back exactly is an error.
const genericSuffix = names.GenericSuffix

func genericEncrypt(p *permuter, db *names.DB, word string) (string, error) {
	rs := []rune(word)
	if len(rs) > maxNameWord {
		return "", formatErr("name", fmt.Sprintf("word longer than %d letters", maxNameWord))
	}
	cs, ok := segmentCase(word)
	if !ok || cs.apply(word) != word {
		return "", formatErr("name", "word has a letter-case pattern that cannot be kept")
	}
	digits := make([]int, 0, 2*len(rs))
	for _, r := range rs {
		if !names.GenericLetter(r) {
			return "", formatErr("name", "word has a letter outside the name alphabet")
		}
		digits = append(digits, int(r)/names.Radix, int(r)%names.Radix)
	}
	radix := pseudoRadix(len(digits))
	y, err := p.walk(fmt.Sprintf("name/generic/%d", len(rs)), radix.Size(), radix.Rank(digits), nil, false)
	if err != nil {
		return "", err
	}
	w := names.Pseudo(radix.Unrank(y)) + genericSuffix
	if _, _, isClass := db.Class(w); isClass {
		return "", formatErr("name", "generic pseudo name is a listed name") // see TestGenericNameShape
	}
	return w, nil
}

// genericDecrypt inverts genericEncrypt for a lower-case generic pseudo name. The word it gives
// back has the letters it was encrypted with, case included.
func genericDecrypt(p *permuter, w string) (string, error) {
	digits, ok := names.PseudoDigits(strings.TrimSuffix(w, genericSuffix))
	if !ok || len(digits)%2 != 0 {
		return "", formatErr("name", "word is neither a listed name nor a pseudo name")
	}
	radix := pseudoRadix(len(digits))
	x, err := p.walk(fmt.Sprintf("name/generic/%d", len(digits)/2), radix.Size(), radix.Rank(digits), nil, true)
	if err != nil {
		return "", err
	}
	d := radix.Unrank(x)
	var b strings.Builder
	for i := 0; i < len(d); i += 2 {
		r := rune(d[i]*names.Radix + d[i+1])
		if !names.GenericLetter(r) {
			return "", formatErr("name", "word is neither a listed name nor a pseudo name")
		}
		b.WriteRune(r)
	}
	word := b.String()
	// Only a word outside the alphabet is encrypted this way: anything else is no ciphertext.
	if _, ok := names.LetterDigits(word); ok {
		return "", formatErr("name", "word is neither a listed name nor a pseudo name")
	}
	return word, nil
}

// cryptScript encrypts a word written in Chinese characters, Hangul, kana, Arabic or Hebrew
// letters letter for letter within each letter's block (names.ScriptBlock): its letters, as one
// number in the mixed radix of their blocks' sizes, are permuted to another number of that
// radix, written back with letters of the same blocks. So a Chinese, Japanese, Korean, Arabic
// or Hebrew name stays a word of its script and length, and decryption reads the radix off the ciphertext. The blocks' pattern
// is part of the permutation's label: "山本" and "佐藤ハナ" are permuted apart.
func cryptScript(p *permuter, word string, decrypt bool) (string, error) {
	rs := []rune(word)
	if len(rs) > maxNameWord {
		return "", formatErr("name", fmt.Sprintf("word longer than %d letters", maxNameWord))
	}
	radix, digits, los := make(mixedRadix, len(rs)), make([]int, len(rs)), make([]rune, len(rs))
	tags := make([]byte, len(rs))
	for i, r := range rs {
		lo, size, tag, ok := names.ScriptBlock(r)
		if !ok {
			return "", formatErr("name", "word has a letter outside the name alphabet")
		}
		radix[i], digits[i], los[i], tags[i] = size, int(r-lo), lo, tag
	}
	// The label is the one of the first blocks (Chinese, Japanese, Korean), kept so that their
	// ciphertexts do not change.
	y, err := p.walk("name/cjk/"+string(tags), radix.Size(), radix.Rank(digits), nil, decrypt)
	if err != nil {
		return "", err
	}
	for i, d := range radix.Unrank(y) {
		rs[i] = los[i] + rune(d)
	}
	return string(rs), nil
}

func pseudoRadix(n int) mixedRadix {
	radix := make(mixedRadix, n)
	for i := range radix {
		radix[i] = names.Radix
	}
	return radix
}

// permutePseudo permutes [0, Radix^n).
func permutePseudo(p *permuter, radix mixedRadix, x *big.Int, decrypt bool) (*big.Int, error) {
	return p.walk(fmt.Sprintf("name/pseudo/%d", len(radix)), radix.Size(), x, nil, decrypt)
}

// pseudoCollisions returns, sorted, the points of [0, Radix^n) whose pseudo name is a class
// word: the class words of 2n letters that parse as pseudo names.
func pseudoCollisions(db *names.DB, radix mixedRadix) []*big.Int {
	var out []*big.Int
	for _, c := range []names.Class{names.GivenFemale, names.GivenMale, names.Surname} {
		for i := 0; i < db.ClassSize(c); i++ {
			w := db.ClassName(c, i)
			if len(w) != 2*len(radix) {
				continue
			}
			if d, ok := names.PseudoDigits(w); ok {
				out = append(out, radix.Rank(d))
			}
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Cmp(out[b]) < 0 })
	return out
}

// pseudoExtra returns the i-th extra pseudo name of n syllables: the pseudo names of the points
// j = 0, 1, 2... with a final "n", skipping class words.
func pseudoExtra(db *names.DB, radix mixedRadix, i int) (string, error) {
	for j := int64(0); ; j++ {
		w := names.Pseudo(radix.Unrank(big.NewInt(j))) + "n"
		if _, _, isClass := db.Class(w); isClass {
			continue
		}
		if i == 0 {
			return w, nil
		}
		i--
	}
}

// pseudoExtraIndex inverts pseudoExtra for the extra name of point j.
func pseudoExtraIndex(db *names.DB, radix mixedRadix, j *big.Int) (int, error) {
	k := len(pseudoCollisions(db, radix))
	// The i-th extra is at most k + (number of class words) points in: beyond, j is no extra.
	limit := int64(k + db.ClassSize(names.GivenFemale) + db.ClassSize(names.GivenMale) + db.ClassSize(names.Surname))
	if !j.IsInt64() || j.Int64() > limit {
		return 0, formatErr("name", "word is neither a listed name nor a pseudo name")
	}
	i := 0
	for t := int64(0); t <= j.Int64(); t++ {
		w := names.Pseudo(radix.Unrank(big.NewInt(t))) + "n"
		if _, _, isClass := db.Class(w); isClass {
			if t == j.Int64() {
				return 0, formatErr("name", "word is neither a listed name nor a pseudo name")
			}
			continue
		}
		if t == j.Int64() {
			break
		}
		i++
	}
	if i >= k {
		return 0, formatErr("name", "word is neither a listed name nor a pseudo name")
	}
	return i, nil
}

// notNameSeparator reports whether r, between the words of a name, is something other than
// a space or the punctuation of names (Dr. Jean-Luc O'Brien, Smith, John, the quotes of a
// nickname: Heinrich „Heinz“ Vogel, the ʻokina of Kamakaʻeha, the underscore of a handle:
// maya_okafor, the slash of an airline's DESHPANDE/ROHAN). The codec keeps what is between
// words as it is, so anything else there (the card number of an over-extended span) would be
// disclosed: it is an error instead.
func notNameSeparator(r rune) bool {
	return !unicode.IsSpace(r) && !strings.ContainsRune(".,'’‘ʻʼ-‐‑_/\"“”„«»", r)
}

// wordCase is how a word is written relative to a lower-case or canonical spelling.
type wordCase int

const (
	asCanonical wordCase = iota // the list spelling, or Title case for a pseudo name
	allUpper
	allLower
)

func (c wordCase) apply(s string) string {
	switch c {
	case allUpper:
		return strings.ToUpper(s)
	case allLower:
		return strings.ToLower(s)
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// readsBack reports whether class word i of c, written in case cs, is read back as itself in
// that case: looked up as itself, and classCase tells the same case ("RIS", a name spelled in
// capitals, reads as canonical, not as "Ris" in capitals).
func readsBack(db *names.DB, cs wordCase, c names.Class, i int) bool {
	canon := db.ClassName(c, i)
	w := cs.apply(canon)
	c2, i2, ok := db.Class(w)
	cs2, ok2 := classCase(w, canon)
	return ok && ok2 && c2 == c && i2 == i && cs2 == cs
}

// classCase reports how word writes the class name canon; false for another spelling
// ("Mcdonald" for "McDonald"), which is then encrypted as an unlisted word so that
// decryption gives it back exactly.
func classCase(word, canon string) (wordCase, bool) {
	switch word {
	case canon:
		return asCanonical, true
	case strings.ToUpper(canon):
		return allUpper, true
	case strings.ToLower(canon):
		return allLower, true
	}
	return 0, false
}

// segmentCase returns the case of a segment: Title (one capital, then lower case), ALL CAPS, or
// lower case; false for anything else.
func segmentCase(seg string) (wordCase, bool) {
	rs := []rune(seg)
	switch {
	case len(rs) == 0:
		return 0, false
	case !strings.ContainsFunc(seg, unicode.IsUpper):
		return allLower, true
	case unicode.IsUpper(rs[0]) && !strings.ContainsFunc(string(rs[1:]), unicode.IsUpper):
		return asCanonical, true
	case len(rs) > 1 && !strings.ContainsFunc(seg, unicode.IsLower):
		return allUpper, true
	}
	return 0, false
}

// nameParts pairs the encrypted words of a name with their plaintexts.
func nameParts(plain, ciph string) [][2]string {
	var pw, cw []string
	for _, t := range names.Tokens(plain) {
		if !t.Keep {
			pw = append(pw, t.Text)
		}
	}
	for _, t := range names.Tokens(ciph) {
		if !t.Keep {
			cw = append(cw, t.Text)
		}
	}
	if len(pw) != len(cw) {
		return nil
	}
	out := make([][2]string, len(pw))
	for i := range pw {
		out[i] = [2]string{pw[i], cw[i]}
	}
	return out
}
