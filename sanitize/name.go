package sanitize

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// nameCodec encrypts a person name part by part (internal/names.Tokens): titles, particles,
// suffixes, initials, possessive 's, hyphens and spaces stay where they are, and each other word
// is encrypted on its own, so that "Mr. Soze", "Soze's" and "SOZE" decrypt without the rest of
// the name.
//
// A word of a codec class (common female given names, common male given names, surnames; see
// internal/names) is mapped to the word of the same class at the position given by a keyed
// permutation of the class: Permuter's FF1 over ≥ 10^6 points with cycle walking into the class
// size, a PRP on the class as FF1 is one on the numeral strings (Black and Rogaway). The class
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
// encrypted on its own, keeping its case (Title, ALL CAPS, lower); its letters (an alphabet of 64, internal/names.Letters) are
// encrypted as one number of 64^n by the same Permuter, under a label naming the length, and
// written as a pseudo name of n consonant-vowel syllables ("Soze" → "Gilagoze"): it reads as a
// name and keeps the length class of the word. Decryption tries the classes first, so the
// permutation is restricted by cycle walking to the numbers whose pseudo name is not a class
// word ("Lisa" is both). A word whose own number is such a point (a letter string like "ñb",
// chosen by the alphabet order, not a name) cannot be encrypted and is an error, as is a word
// with a letter outside the alphabet; neither is a guess or a pass-through. The cost: a pseudo
// name is twice as long as the word.
type nameCodec struct{}

func (nameCodec) Encrypt(p *Permuter, text string) (string, error) { return cryptName(p, text, false) }
func (nameCodec) Decrypt(p *Permuter, text string) (string, error) { return cryptName(p, text, true) }

// maxNameWord bounds the letters of one word outside the lists.
const maxNameWord = 40

func cryptName(p *Permuter, text string, decrypt bool) (string, error) {
	db := names.Default()
	var b strings.Builder
	words := 0
	for _, t := range names.Tokens(text) {
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
		return "", formatErr("name", "no name word to encrypt")
	}
	return b.String(), nil
}

func cryptNameWord(p *Permuter, db *names.DB, word string, decrypt bool) (string, error) {
	if c, i, ok := db.Class(word); ok {
		canon := db.ClassName(c, i)
		if cs, ok := classCase(word, canon); ok {
			n := big.NewInt(int64(db.ClassSize(c)))
			y, err := p.walk("name/"+c.String(), n, big.NewInt(int64(i)), nil, decrypt)
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
		var digits []int
		if decrypt {
			digits, ok = names.PseudoDigits(seg)
			if !ok {
				return "", formatErr("name", "word is neither a listed name nor a pseudo name")
			}
		} else {
			digits, ok = names.LetterDigits(seg)
			if !ok {
				return "", formatErr("name", "word has a letter outside the name alphabet")
			}
			if len(digits) > maxNameWord {
				return "", formatErr("name", fmt.Sprintf("word longer than %d letters", maxNameWord))
			}
		}
		out, err := permuteLetters(p, db, digits, decrypt)
		if err != nil {
			return "", err
		}
		if decrypt {
			b.WriteString(cs.apply(names.LetterWord(out)))
		} else {
			b.WriteString(cs.apply(names.Pseudo(out)))
		}
	}
	return b.String(), nil
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

// permuteLetters permutes a word of n letters (digits < names.Radix) as one number of Radix^n,
// restricted (by cycle walking) to the numbers whose pseudo name is not a class word.
func permuteLetters(p *Permuter, db *names.DB, digits []int, decrypt bool) ([]int, error) {
	radix := make(mixedRadix, len(digits))
	for i := range radix {
		radix[i] = names.Radix
	}
	valid := func(v *big.Int) bool {
		_, _, isClass := db.Class(names.Pseudo(radix.Unrank(v)))
		return !isClass
	}
	// One letter (64 points) would cost ~15,000 FF1 calls of cycle walking; emailPermute's
	// prefix cipher permutes such small domains with n calls instead.
	y, err := emailPermute(p, fmt.Sprintf("name/pseudo/%d", len(digits)), radix.Size(), radix.Rank(digits), valid, decrypt)
	if err != nil {
		return nil, err
	}
	return radix.Unrank(y), nil
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
