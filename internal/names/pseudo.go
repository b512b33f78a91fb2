package names

import (
	"strings"
	"unicode"
)

// Letters is the alphabet of words outside the name lists that the codec can encrypt: the 26
// ASCII letters and the 64 other Latin letters of French, German, Spanish, Portuguese,
// Italian, Polish, Czech, Slovak, Croatian, Turkish, Romanian, Hungarian, Baltic and Nordic
// names, in lower case. A word with another letter cannot be encrypted (the codec fails
// closed).
var Letters = []rune("abcdefghijklmnopqrstuvwxyz" +
	"éèêëàâäáãåæîïìíôöòóõøûùüúůÿýçćčñńňßœąęłśšźżžďěřťğışășțđőűėīūāēōņ")

var letterIndex = func() map[rune]int {
	m := make(map[rune]int, len(Letters))
	for i, r := range Letters {
		m[r] = i
	}
	return m
}()

// Radix is the size of Letters and of the syllable alphabet of pseudo names.
const Radix = 90

const (
	pseudoConsonants = "bcdfghjklmnprstvwz" // 18
	pseudoVowels     = "aeiou"              // 5: 18·5 = 90 syllables
)

// LetterDigits returns the index in Letters of each letter of word (lower-cased), or false if
// word has a letter outside Letters.
func LetterDigits(word string) ([]int, bool) {
	var out []int
	for _, r := range word {
		i, ok := letterDigit(r)
		if !ok {
			return nil, false
		}
		out = append(out, i)
	}
	return out, len(out) > 0
}

// letterDigit returns the index in Letters of r in lower case.
func letterDigit(r rune) (int, bool) {
	l := unicode.ToLower(r)
	i, ok := letterIndex[l]
	if !ok || unicode.IsUpper(r) && unicode.ToUpper(l) != r { // İ lowers to i, which uppers to I
		return 0, false
	}
	return i, true
}

// GenericRunes bounds the letters of a word outside Letters that the name codec still encrypts,
// each as two base-Radix digits: upper- and lower-case letters below U+1FA4 (Latin, Greek,
// Cyrillic, Armenian up to Latin Extended Additional: ð, þ, İ, Vietnamese ễ), and the combining
// marks among them that a decomposed letter carries (Yoruba "Adébáyọ̀": o, a dot below, a grave).
const GenericRunes = Radix * Radix

// GenericLetter reports whether r is such a letter or mark. A letter without case (ˠ, Arabic,
// Hebrew) is not: it would let a word split into case segments that its ciphertext does not
// split into again ("AAˠ" and "AA" of "AAˠAA" are both ALL CAPS). A combining mark follows the
// letter it marks and is part of its segment.
func GenericLetter(r rune) bool {
	return r < GenericRunes && (unicode.IsUpper(r) || unicode.IsLower(r) || unicode.Is(unicode.Mn, r))
}

// GenericSuffix ends the name codec's ciphertext of a word with a GenericLetter outside
// Letters: a pseudo name of two syllables a letter, then "ks" ("Þórsdóttir" becomes a word
// of 42 letters). Pseudo names end in a vowel and their extras in "n", so no other
// ciphertext ends so.
const GenericSuffix = "ks"

// IsGenericPseudo reports whether word (any case) has the shape of such a ciphertext of two
// letters or more: an even number of pseudo syllables, at least four, and GenericSuffix. No
// word of general text is written so ("Gukecamahusucariks"), so the person detector takes
// one for a name wherever it stands: the ciphertext of a name it found.
func IsGenericPseudo(word string) bool {
	if len(word) < 10 || len(word)%2 != 0 || !isASCIIWord(word) {
		return false
	}
	low := strings.ToLower(word)
	stem, ok := strings.CutSuffix(low, GenericSuffix)
	if !ok {
		return false
	}
	d, ok := PseudoDigits(stem)
	return ok && len(d)%2 == 0
}

// isASCIIWord reports whether word is ASCII letters only.
func isASCIIWord(word string) bool {
	for i := 0; i < len(word); i++ {
		if !isASCIILetter(word[i]) {
			return false
		}
	}
	return true
}

// Encryptable reports whether the name codec can encrypt word: its letters are in Letters, or
// each is a GenericLetter, or the word is written in Chinese characters, Hangul, kana, Arabic
// or Hebrew letters (IsScriptWord). (The codec may still refuse a word longer than it allows or whose mix of cases
// it cannot keep.)
func Encryptable(word string) bool {
	if IsScriptWord(word) {
		return true
	}
	if strings.ContainsFunc(word, modifierApostrophe) {
		// The codec keeps an ʻokina as it keeps an apostrophe and encrypts the letters around it.
		n := 0
		for part := range strings.FieldsFuncSeq(word, modifierApostrophe) {
			if !Encryptable(part) {
				return false
			}
			n++
		}
		return n > 0
	}
	letters, generic := true, true
	for _, r := range word {
		if _, ok := letterDigit(r); !ok {
			letters = false
		}
		if !GenericLetter(r) {
			generic = false
		}
	}
	return word != "" && (letters || generic)
}

// LetterWord inverts LetterDigits (in lower case).
func LetterWord(digits []int) string {
	var b strings.Builder
	for _, d := range digits {
		b.WriteRune(Letters[d])
	}
	return b.String()
}

// Pseudo writes digits (each < Radix) as a pseudo name: one consonant-vowel syllable per
// digit, in lower case ("dalinemo" for four digits). A pseudo name of n syllables has 2n
// letters and looks like a name from nowhere in particular; its only job is to carry an
// encrypted word outside the lists in a form that reads as a name, is found again by the
// detector next to a title or another name part. Some class words are pseudo words too
// ("Lisa"); the codec's cycle walking skips them.
func Pseudo(digits []int) string {
	var b strings.Builder
	for _, d := range digits {
		b.WriteByte(pseudoConsonants[d/len(pseudoVowels)])
		b.WriteByte(pseudoVowels[d%len(pseudoVowels)])
	}
	return b.String()
}

// PseudoDigits inverts Pseudo, case-insensitively; false if word is not a pseudo word.
func PseudoDigits(word string) ([]int, bool) {
	if len(word) < 2 || len(word)%2 != 0 {
		return nil, false
	}
	out := make([]int, 0, len(word)/2)
	for i := 0; i < len(word); i += 2 {
		c := strings.IndexByte(pseudoConsonants, lowerASCII(word[i]))
		v := strings.IndexByte(pseudoVowels, lowerASCII(word[i+1]))
		if c < 0 || v < 0 {
			return nil, false
		}
		out = append(out, c*len(pseudoVowels)+v)
	}
	return out, true
}

// IsPseudo reports whether word is a pseudo word (see Pseudo) of at least two syllables, the
// shortest the codec makes of a whole word, maybe with the final "n" of the codec's extra
// family.
func IsPseudo(word string) bool {
	n, _ := PseudoSyllables(word)
	return n >= 2
}

// PseudoSyllables returns the syllables of word if it is a pseudo word (see Pseudo) of one
// syllable or more, maybe with the final "n" of the codec's extra family, and whether it has
// that "n"; 0 if it is none. A case segment of a word outside the codec's classes ("K" of
// "AndyK") becomes a pseudo word of one syllable.
func PseudoSyllables(word string) (n int, extra bool) {
	if len(word)%2 == 1 && (word[len(word)-1] == 'n' || word[len(word)-1] == 'N') {
		word, extra = word[:len(word)-1], true
	}
	if len(word) < 2 || len(word)%2 != 0 {
		return 0, false
	}
	for i := 0; i < len(word); i += 2 { // PseudoDigits' test, without building the digits
		if strings.IndexByte(pseudoConsonants, lowerASCII(word[i])) < 0 || strings.IndexByte(pseudoVowels, lowerASCII(word[i+1])) < 0 {
			return 0, false
		}
	}
	return len(word) / 2, extra
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// scriptBlocks are the blocks of letters without case in which the name codec encrypts a name
// letter for letter, each letter to one of its own block: CJK Unified Ideographs (Chinese
// characters, Japanese kanji), Hangul syllables, Hiragana and Katakana (not the prolonged
// sound mark or the middle dot after them), the Arabic letters (hamza to ghain, and feh to
// yeh: not the tatweel between them, nor the vowel marks after them) and the Hebrew letters
// (alef to tav, final forms included; no points). Every code point of each is assigned. A
// block's tag is part of the permutation's label, so adding a block changes no ciphertext of
// the others.
var scriptBlocks = [...]struct {
	lo, hi rune
	tag    byte
}{
	{0x4E00, 0x9FFF, 'H'}, {0xAC00, 0xD7A3, 'G'}, {0x3041, 0x3096, 'R'}, {0x30A1, 0x30FA, 'K'},
	{0x0621, 0x063A, 'A'}, {0x0641, 0x064A, 'B'}, {0x05D0, 0x05EA, 'W'},
}

// ScriptBlock returns the first letter of r's block of scriptBlocks, the block's size and a letter
// that names it, or ok false for a rune of none.
func ScriptBlock(r rune) (lo rune, size int, tag byte, ok bool) {
	for _, b := range scriptBlocks {
		if b.lo <= r && r <= b.hi {
			return b.lo, int(b.hi-b.lo) + 1, b.tag, true
		}
	}
	return 0, 0, 0, false
}

// IsScriptWord reports whether word is one or more letters of the blocks of ScriptBlock: a name
// written in Chinese characters, Hangul or kana ("山本", "박성호", "ハル"), or in Arabic or
// Hebrew letters ("محمد", "כהן").
func IsScriptWord(word string) bool {
	for _, r := range word {
		if _, _, _, ok := ScriptBlock(r); !ok {
			return false
		}
	}
	return word != ""
}
