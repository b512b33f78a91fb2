package annotate

import (
	"bytes"
	"iter"
	"strings"

	"github.com/preempt-dev/preempt/internal/names"
)

// koreanNames adds the Korean names of a hyphenated given name of two romanized syllables and a
// surname, before it or after it: "Kang Dong-hyun", "Jeon Hye-rin", "KIM Seo-yeon", "Hae-jin
// Park". The name lists hold the surnames but few such given names, and the model splits them
// at the hyphen. Both words must read as Korean: the surname one of the common ones, each
// syllable of the given name shaped as romanized Korean syllables are (romanSyllable).
func (d *personDetector) koreanNames(out [][2]int) [][2]int {
	text, next := d.text, 0
	for h := range positions(text, "-") {
		if h < next || h < 2 || h+3 > len(text) || !isLowerASCII(text[h-1]) || !isLowerASCII(text[h+1]) {
			continue
		}
		// The given name: a capital and one syllable, the hyphen, one lower-case syllable.
		gs := h - 1
		for gs > 0 && isLowerASCII(text[gs-1]) {
			gs--
		}
		if gs == 0 || text[gs-1] < 'A' || text[gs-1] > 'Z' {
			continue
		}
		gs--
		ge := h + 1
		for ge < len(text) && isLowerASCII(text[ge]) {
			ge++
		}
		if ge < len(text) && (isNameLetterByte(text[ge]) || text[ge] == '-') {
			continue
		}
		first, second := strings.ToLower(string(text[gs:h])), string(text[h+1:ge])
		if !romanSyllable(first) || !romanSyllable(second) {
			continue
		}
		// The surname: the word one space before, or one space after ("Hae-jin Park", the
		// order of names in English).
		if ss := koreanSurnameBefore(text, gs); ss >= 0 {
			out = append(out, [2]int{ss, ge})
			next = ge
		} else if se := koreanSurnameAfter(text, ge); se >= 0 {
			out = append(out, [2]int{gs, se})
			next = se
		}
	}
	return out
}

// koreanSurnameBefore returns where the Korean surname that ends one space before gs starts,
// or -1 if the word there is none: capitalised, one of koreanSurnames, a whole word.
func koreanSurnameBefore(text []byte, gs int) int {
	if gs < 3 || text[gs-1] != ' ' {
		return -1
	}
	ss := gs - 1
	for ss > 0 && isASCIILetter(text[ss-1]) {
		ss--
	}
	if ss > 0 && isNameLetterByte(text[ss-1]) || !koreanSurname(text[ss:gs-1]) {
		return -1
	}
	return ss
}

// koreanSurnameAfter returns where the Korean surname that starts one space after ge ends, or
// -1 if the word there is none.
func koreanSurnameAfter(text []byte, ge int) int {
	if ge+3 > len(text) || text[ge] != ' ' {
		return -1
	}
	se := ge + 1
	for se < len(text) && isASCIILetter(text[se]) {
		se++
	}
	if se < len(text) && (isNameLetterByte(text[se]) || text[se] == '-') || !koreanSurname(text[ge+1:se]) {
		return -1
	}
	return se
}

// koreanSurname reports whether w is a capitalised word of koreanSurnames ("Park", "KIM").
func koreanSurname(w []byte) bool {
	return len(w) > 0 && w[0] >= 'A' && w[0] <= 'Z' && names.LowerIn(koreanSurnames, string(w))
}

// positions yields the offsets of sep in text, in order.
func positions(text []byte, sep string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; ; {
			k := bytes.Index(text[i:], []byte(sep))
			if k < 0 || !yield(i+k) {
				return
			}
			i += k + 1
		}
	}
}

// koreanGivenSurname reports whether run is a Korean given name written as two capitalised
// romanized syllables, then a Korean surname: "Sung Ho Park", "Ji Woo Lee" (not the park of
// "Lincoln Park").
func koreanGivenSurname(run []part) bool {
	return len(run) == 3 && romanSyllable(run[0].low) && romanSyllable(run[1].low) && koreanSurnames[run[2].low]
}

// romanSyllable reports whether s is one romanized Korean syllable (Revised Romanization and
// the spellings names keep from older systems): an initial consonant or none, a vowel, and
// maybe a final n, ng, m, l, k, p or t. "dong", "hyun", "hye", "rin", "seo", "yeon", "woo".
func romanSyllable(s string) bool {
	for _, c := range []string{"kk", "tt", "pp", "ss", "jj", "ch", "sh", "g", "k", "n", "d", "t", "r", "l", "m", "b", "p", "s", "j", "h", "w", "y", "c"} {
		if strings.HasPrefix(s, c) {
			s = s[len(c):]
			break
		}
	}
	for _, f := range []string{"ng", "n", "m", "l", "k", "p", "t", "r", ""} {
		if v, ok := strings.CutSuffix(s, f); ok && koreanVowels[v] {
			return true
		}
	}
	return false
}

var koreanVowels = setOf(`a|ae|ya|yae|eo|e|yeo|ye|o|wa|wae|oe|yo|u|wo|we|wi|yu|eu|ui|i|oo|ee|ou|eon|yeon|eun|
	yeong|ung|yung|ah|eh|ai`, "|")

// koreanSurnames are the most common Korean surnames in their usual romanizations; not Son
// and Sohn, words for a son before a name ("Son Seo-yeon present").
var koreanSurnames = setOf(`kim|gim|lee|yi|rhee|park|pak|bak|choi|choe|jung|jeong|chung|kang|gang|cho|jo|yoon|yun|
	jang|chang|lim|im|han|oh|seo|suh|shin|sin|kwon|gwon|hwang|ahn|an|song|jeon|jun|chun|hong|yoo|yu|ko|go|moon|mun|
	yang|bae|baek|paek|heo|huh|nam|noh|roh|ha|kwak|sung|seong|cha|joo|ju|woo|wu|min|ryu|na|jin|ji|
	um|eom|chae|won|bang|gong|hyun|ham|byun|byeon|yeom|yeo|choo|chu|do|so|seok|sun|seol|ma|gil|pyo|myung|ki|ban|
	wang|ok|yook|maeng|je|mo|tak|kook|kuk`, "|")

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }
