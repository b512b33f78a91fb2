package names

import (
	"unicode"
	"unicode/utf8"
)

// A Language is what a text's function words say it is written in. The detectors read
// capitals differently in German, which capitalises every noun, and a German month that is a
// given name elsewhere ("Mai") differently in English.
type Language uint8

const (
	Unknown Language = iota // no function word at all
	German
	English
	Other  // no clear majority
	French // more French function words than German or English
)

// LanguageOf tells German, English and French from other text by their frequent function
// words, in lower case: German when at least two are German and more are German than English
// or French; English or French when more are of that language than of the two others; Unknown
// when there are none.
func LanguageOf(text []byte) Language {
	de, en, fr := countFunctionWords(text)
	switch {
	case de+en+fr == 0:
		return Unknown
	case de >= 2 && de > max(en, fr):
		return German
	case en > de && en > fr:
		return English
	case fr > de && fr > en:
		return French
	}
	return Other
}

// countFunctionWords counts the lower-case words of text that are frequent function words of
// German, English and French.
func countFunctionWords(text []byte) (de, en, fr int) {
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(text) {
			r, n := utf8.DecodeRune(text[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		switch string(text[i:j]) {
		case "der", "das", "und", "ist", "nicht", "mit", "sich", "auf", "dem", "des", "ein", "eine", "einer", "im",
			"wird", "wurde", "werden", "auch", "als", "bei", "nach", "aus", "wie", "oder", "sind", "hat", "haben",
			"noch", "nur", "zum", "zur", "vom", "sie", "er", "es", "zu", "von", "den", "die", "ich", "dass", "habe",
			"aber", "wir", "kein", "keine", "sein", "seine", "mein", "meine", "dann", "wenn", "doch", "schon", "sehr",
			"mehr", "durch", "gegen", "ohne", "unter", "seit", "wurden", "worden", "hatte", "waren", "einem",
			"einen", "eines", "diese", "dieser", "ihre", "uns", "kann", "muss", "soll", "gibt", "gut",
			"um", "bis", "vor", "ihr", "ihm", "ihn", "ihnen", "beim", "ins", "sondern", "weil", "wo", "jedoch",
			"sowie", "wieder", "immer", "hier", "dort", "heute", "denn", "ob", "dieses", "diesem", "diesen",
			"einige", "nun", "unser", "unsere", "ihrer", "ihren", "ihrem", "seiner", "seinen", "seinem", "jetzt",
			"etwa", "bereits", "zwischen", "sollte", "konnte", "wollte", "musste", "sagte",
			"wiederum", "damit", "dabei", "darauf", "daher", "deshalb", "jeder", "jede", "jedes", "jedem",
			"jeden", "allen", "alles", "viele", "vielen", "andere", "anderen", "neuen", "ersten", "zwei",
			"drei", "nichts", "etwas", "selbst", "allerdings", "zusammen", "sogar", "beiden", "gewesen",
			"zwar", "sowohl", "damals", "zudem", "ebenso", "bisher", "neben", "welche", "welcher",
			"keinen", "keiner", "ganz", "wohl", "eher", "gab", "kam", "ging", "sagt", "steht", "liegt",
			"gilt", "bekannt", "sollen", "wollen", "begann", "lebte", "starb", "erhielt",
			// with letters outside ASCII, which no English or French word has
			"für", "über", "würde", "wäre", "hätte", "können", "müssen", "während", "später", "zurück", "dafür", "darüber",
			"daß", "muß", "außerdem", "schließlich", "natürlich", "nämlich", "größten", "heißt", "lässt", "ließ", "möchte", "dürfen":
			de++
		case "the", "and", "is", "of", "to", "that", "with", "for", "was", "are", "this", "on", "be", "it",
			"at", "by", "from", "have", "has", "not", "you", "he", "she", "our", "your", "we", "my", "they",
			"their", "which", "who", "please", "thanks", "been", "were":
			en++
		case "le", "la", "les", "et", "est", "une", "du", "dans", "pour", "que", "qui", "sur", "pas", "avec",
			"au", "aux", "ce", "il", "elle", "sont":
			fr++
		}
		i = j
	}
	return de, en, fr
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
