package annotate

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preempt-dev/preempt/internal/names"
)

// citedNames returns the authors that a citation names with its year, however rare their
// surnames: inside parentheses before the year ("(Brannigan, 2009; Osei-Bonsu and Thorne,
// 2011)", "(Hendricks & Szymańska, 2019)", "(Oyelowo et al., 2017)") and before a year in
// parentheses in running text, two or more authors or one with "et al." ("Mutua and
// Kariuki-Hughes (2022) found", "Mahlaba et al. (2017)"): one author with a year alone is as
// often a work or a place ("Titanic (1997)"). An author is one capitalised word, maybe
// hyphenated and after particles ("van der Berg"), that is no month, no function word and no
// city (unless a list of names holds it); the citation is the same in the ciphertext, so an
// encrypted author is found in place.
func (d *personDetector) citedNames() [][2]int {
	text := d.text
	var out [][2]int
	for i := 0; ; {
		k := indexYear(text, i)
		if k < 0 {
			return out
		}
		i = k + 4
		var authors [][2]int
		switch {
		case k >= 2 && text[k-1] == '(' && text[k-2] == ' ': // "Mutua and Kariuki-Hughes (2022)"
			e, etAl := beforeEtAl(text, k-2)
			if authors = d.citedAuthors(e); len(authors) < 2 && !(etAl && len(authors) == 1) {
				authors = nil
			}
		case k >= 3 && text[k-1] == ' ' && text[k-2] == ',': // "(Brannigan, 2009", "; Watanabe & Lee, 2020"
			e, _ := beforeEtAl(text, k-2)
			authors = d.citedAuthors(e)
			if len(authors) > 0 {
				s := authors[0][0]
				if !(s >= 1 && text[s-1] == '(' || s >= 2 && text[s-1] == ' ' && (text[s-2] == ';' || text[s-2] == '(')) {
					authors = nil // "Budget 2025", "in March, 2024": no citation opens there
				}
			}
		}
		out = append(out, authors...)
	}
}

// indexYear returns the index at or after i of the first year of a citation, 1900 to 2099 as
// a word of four digits, maybe with a letter ("2019a"), before ")" or ";", or -1: not a
// statute's "1971:437", nor a book's "(Anagrama, 2024, 296 páginas)".
func indexYear(text []byte, i int) int {
	for ; i+4 < len(text); i++ {
		c := text[i]
		if c != '1' && c != '2' || !(c == '1' && text[i+1] == '9' || c == '2' && text[i+1] == '0') ||
			!isDigit(text[i+2]) || !isDigit(text[i+3]) || i > 0 && isAlnum(text[i-1]) {
			continue
		}
		j := i + 4
		if j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
			j++
		}
		if j < len(text) && (text[j] == ')' || text[j] == ';') {
			return i
		}
	}
	return -1
}

// beforeEtAl returns where the authors end before e, the end of "et al." or of the last
// author, and whether "et al." follows them.
func beforeEtAl(text []byte, e int) (int, bool) {
	for _, etAl := range []string{" et al.", " et al", " et. al."} {
		if bytes.HasSuffix(text[:e], []byte(etAl)) {
			return e - len(etAl), true
		}
	}
	return e, false
}

// citedAuthors reads the authors that end at e backwards: surnames joined by ", ", " and ",
// " & " (and ", and ", ", & "); at most six.
func (d *personDetector) citedAuthors(e int) [][2]int {
	var authors [][2]int
	for len(authors) < 6 {
		s := d.citedSurname(e)
		if s < 0 {
			break
		}
		authors = append(authors, [2]int{s, e})
		sep := ""
		for _, j := range []string{", and ", ", & ", " and ", " & ", ", "} {
			if bytes.HasSuffix(d.text[:s], []byte(j)) {
				sep = j
				break
			}
		}
		if sep == "" {
			break
		}
		e = s - len(sep)
	}
	// Read backwards: put them in the order of the text.
	for i, j := 0, len(authors)-1; i < j; i, j = i+1, j-1 {
		authors[i], authors[j] = authors[j], authors[i]
	}
	if len(authors) > 1 && placePrepositions[d.wordBefore(authors[0][0])] {
		authors = authors[1:] // "In Nairobi, Mutua and Kariuki-Hughes (2022)": a place first
	}
	return authors
}

// placePrepositions come before a place, not before an author.
var placePrepositions = setOf(`in|at|from|near|im|aus|bei|à|en|au`, "|")

// citedSurname returns the start of the surname that ends at e, with its particles, or -1.
func (d *personDetector) citedSurname(e int) int {
	text := d.text
	s := e
	for s > 0 {
		r, size := utf8.DecodeLastRune(text[:s])
		if !isNameLetter(r) && r != '-' && r != '\'' && r != '’' {
			break
		}
		s -= size
	}
	w := string(text[s:e])
	first, _ := utf8.DecodeRuneInString(w)
	if s == e || !unicode.IsUpper(first) || strings.ToUpper(w) == w || utf8.RuneCountInString(w) < 2 ||
		strings.ContainsAny(w[len(w)-1:], "-'’") {
		return -1
	}
	low := strings.ToLower(w)
	if names.IsFunctionWord(low) || monthWord(low) || stopWords[low] || orgWords[low] {
		return -1
	}
	if d.unnamedPlace(low) {
		return -1 // "(Vienna, 2019)": a conference's city
	}
	for s >= 2 && text[s-1] == ' ' { // "van der Berg", "de Souza"
		ps := s - 1
		for ps > 0 && text[ps-1] >= 'a' && text[ps-1] <= 'z' {
			ps--
		}
		if ps == s-1 || !names.IsParticle(string(text[ps:s-1])) {
			break
		}
		s = ps
	}
	return s
}

// unnamedPlace reports whether the lower-case word low is a city on no list of names.
func (d *personDetector) unnamedPlace(low string) bool {
	lw := d.tagger().Lookup(low)
	return names.IsPlace(low) && !lw.Given && !lw.Surname && !lw.Other && !lw.Pseudo
}

// closingTown reports whether p is a town on no list of given names that ends a line or a
// sentence after a comma and a capitalised word: the town that closes an address or an
// affiliation ("Hospital Universitario Miguel Servet, Zaragoza."), where it is no surname.
func (d *personDetector) closingTown(p part) bool {
	if p.s < 3 || d.text[p.s-1] != ' ' || d.text[p.s-2] != ',' || !names.IsPlace(p.low) || d.tagger().Lookup(p.low).Given {
		return false
	}
	if p.e < len(d.text) && d.text[p.e] != '.' && d.text[p.e] != '\n' {
		return false
	}
	w := d.wordBefore(p.s - 2)
	return w != "" && startsUpper(d.text[d.wordBeforeStart(p.s-2, w):])
}
