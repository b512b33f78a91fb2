package ner

import (
	"unicode"
	"unicode/utf8"
)

// A token is a word (letters, with inner hyphens and name apostrophes: Jean-Luc, O'Brien), a
// run of digits, or one other non-space character. Offsets are bytes into the text.
type token struct {
	s, e  int32
	kind  uint8 // tokWord, tokNum, tokPunct
	flags uint8
}

const (
	tokWord = iota
	tokNum
	tokPunct
)

const (
	fLineStart   uint8 = 1 << iota // first token of its line
	fNLAfter                       // a line break before the next token
	fUpper                         // first letter upper case
	fAllCaps                       // every letter upper case (two or more letters)
	fSpaceBefore                   // white space right before the token
)

// tokenize appends the tokens of text to dst.
func tokenize(text []byte, dst []token) []token {
	lineStart := true
	space := true
	i := 0
	for i < len(text) {
		c := text[i]
		if c == '\n' || c == '\r' {
			if len(dst) > 0 {
				dst[len(dst)-1].flags |= fNLAfter
			}
			lineStart, space = true, true
			i++
			continue
		}
		if c == ' ' || c == '\t' {
			space = true
			i++
			continue
		}
		var r rune
		n := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, n = utf8.DecodeRune(text[i:])
			if unicode.IsSpace(r) {
				space = true
				i += n
				continue
			}
		}
		t := token{s: int32(i)}
		switch {
		case isLetter(r):
			t.kind = tokWord
			upper, lower := 0, 0
			j := i
			for j < len(text) {
				if c := text[j]; c >= 'a' && c <= 'z' {
					lower++
					j++
					continue
				} else if c >= 'A' && c <= 'Z' {
					upper++
					j++
					continue
				}
				r, n := decode(text, j)
				if isLetter(r) {
					if unicode.IsUpper(r) {
						upper++
					} else if unicode.IsLower(r) {
						lower++
					}
					j += n
					continue
				}
				if (r == '-' || r == '\'' || r == '’') && j+n < len(text) {
					nr, _ := decode(text, j+n)
					if r == '-' && isLetter(nr) || unicode.IsUpper(nr) {
						j += n
						continue
					}
				}
				break
			}
			t.e = int32(j)
			if first, _ := decode(text, i); isUpperRune(first) {
				t.flags |= fUpper
			}
			if upper >= 2 && lower == 0 {
				t.flags |= fAllCaps
			}
			i = j
		case c >= '0' && c <= '9':
			t.kind = tokNum
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			t.e = int32(j)
			i = j
		default:
			t.kind = tokPunct
			i += n
			t.e = int32(i)
		}
		if lineStart {
			t.flags |= fLineStart
		}
		if space {
			t.flags |= fSpaceBefore
		}
		lineStart, space = false, false
		dst = append(dst, t)
	}
	return dst
}

func decode(text []byte, i int) (rune, int) {
	if c := text[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRune(text[i:])
}

func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)
}

// lowerText returns text with its letters in lower case where that keeps the byte length (all
// of ASCII and most Latin letters), so that offsets into text are offsets into the result.
func lowerText(text []byte, dst []byte) []byte {
	dst = append(dst[:0], text...)
	for i := 0; i < len(dst); {
		c := dst[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				dst[i] = c + 'a' - 'A'
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(dst[i:])
		if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			utf8.EncodeRune(dst[i:], l)
		}
		i += n
	}
	return dst
}

func isUpperRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'A' && r <= 'Z'
	}
	return unicode.IsUpper(r)
}
