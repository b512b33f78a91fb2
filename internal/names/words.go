package names

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

func isLetter(r rune) bool {
	return (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)) && !modifierApostrophe(r)
}

// modifierApostrophe reports whether r is the Hawaiian ʻokina (U+02BB) or the modifier letter
// apostrophe (U+02BC, "Thiongʼo", Ukrainian names): letters to Unicode, but written between a
// name's letters as an apostrophe is, and kept as one ("Kamakaʻeha": two words and the ʻokina).
func modifierApostrophe(r rune) bool { return r == 'ʻ' || r == 'ʼ' }

// IsTitle reports whether word (without a trailing dot, any case) is an honorific or academic
// title that precedes a name: Mr, Dr, Prof, Herr, Frau, Mme...
func IsTitle(word string) bool { return LowerIn(titles, word) }

var titles = set(`mr mrs ms miss mx dr prof sir dame lord lady rev fr sr
	herr frau fräulein hr fr dipl ing
	m mme mlle monsieur madame mademoiselle me maître pr docteur professeur
	professor professorin doktor captain capt detective det sgt sergeant officer judge coach pastor father
	reverend pastor rabbi imam bishop agent inspector senator governor president mayor minister chancellor
	ambassador colonel lieutenant lt commander admiral
	familie family famille bürgermeister bürgermeisterin ministerin kanzler kanzlerin maire ministre
	uncle aunt tante onkel oma opa grandma grandpa cousin nurse schwester pfarrer herrn
	kollege kollegin sohn tochter mann ehemann ehefrau bruder vater mutter großmutter großvater urgroßvater
	urgroßmutter neffe nichte enkel enkelin nachbar nachbarin chef chefin teamleiter teamleiterin sekretär
	sekretärin oberarzt oberärztin chefarzt chefärztin arzt ärztin pfleger assistenzarzt assistenzärztin
	kommissar kommissarin anwalt anwältin rechtsanwalt rechtsanwältin
	sra srta dra doña dña señor señora señorita
	cllr councillor mdm madam thiru tmt smt shri shrimati haji hajia hajiya alhaji alhaja ustadh ustaz ustadha
	sheikh shaikh khun datuk dato encik puan bapak kuya
	councilmember councilmembers councilman councilwoman alderman alderwoman concertmaster canon giani
	rtn tánaiste taoiseach profs mister dre cllrs père parchedig múinteoir
	mallam malam weyzero deaconess engr atty ibu hajja hajjah manong manang ome oom padre tío tía raden kyria kyrios khru`)

// isSuffix reports whether word follows a surname as a generational or academic suffix.
func isSuffix(word string) bool { return LowerIn(suffixes, word) }

var suffixes = set(`jr sr ii iii iv phd md esq`)

// isParticle reports whether word joins the parts of a surname: van, von, de, bin...
func isParticle(word string) bool { return LowerIn(particles, word) }

var particles = set(`van von der den de del della di da du des la le bin ibn al el ter ten dos`)

// innerParticles are particles only after another one: van der, von den, de la.
var innerParticles = set(`der den des la le`)

// IsInnerParticle reports whether word is a particle only after another particle (der, la).
func IsInnerParticle(word string) bool { return innerParticles[word] }

// IsParticle reports whether word (as written, lower case) is a surname particle.
func IsParticle(word string) bool { return particles[word] }

// KeptParticle reports whether word, as written inside a name, is a particle that the codec
// keeps (Tokens): one in lower case, one in capitals ("JOANA DOS SANTOS"), or one that only
// some names have and that the lists do not take for one ("Rhys ap Gwilym", "Kiprono arap
// Kirui": "Ap" and "Arap" are surnames of the classes too; daughter of, Arabic "Layan bint
// Khalid", Malay "Nurul Aisyah binti Mohd Zain"; Filipino "Marvin dela Cruz", Urdu "Noor ul
// Ain"; Portuguese "Maria do Céu", "Maria das Graças", whose "do" and "das" are words of
// English and German text elsewhere).
func KeptParticle(word string) bool {
	return particles[word] || namePartOnly[word] || CaseOf(word) == Upper && particles[strings.ToLower(word)]
}

// namePartOnly are the particles that only some names have (KeptParticle).
var namePartOnly = set(`ap arap bint binti binte dela ul ud do das`)

// IsSuffix reports whether word is a name suffix (Jr, III, PhD), any case.
func IsSuffix(word string) bool { return isSuffix(word) }

// Initials are the letters an initial standing for a whole name ("Mme G.", "Mr K.", "M. D. R.")
// is encrypted among: the capitals but A, I and O, which are also words, and M, the French
// title: a ciphertext initial must be found again after its title, and is restored wherever
// an answer writes it alone, which an answer does with "A", "I" and "M." all the time.
const Initials = "BCDEFGHJKLNPQRSTUVWXYZ"

// InitialIndex returns the index of word in Initials, or -1 if word is not one of them.
func InitialIndex(word string) int {
	if len(word) != 1 {
		return -1
	}
	return strings.IndexByte(Initials, word[0])
}

// IsCommonWord reports whether word (any case) is a common English, German or French word, a
// month or a weekday, that the name lists also contain ("May", "Will", "Grant", "August",
// "Rose"). Such a word is never put in a codec class, and the detector wants more context
// than a capital letter before it takes one for a name.
func IsCommonWord(word string) bool {
	w := strings.ToLower(word)
	return commonWords[w] || IsFunctionWord(w) || IsMonthOrDay(w)
}

// IsLowerWord reports whether word, written in lower case, is read as an ordinary word rather
// than as a name: a common word, or a name of the codec's classes that is also an English word
// ("gay", "mason", "walker"). The classes keep those that general text uses less often than
// the 5,000 most frequent words, or that many people bear (see wordSurname, wordGiven), so
// the codec may output them; a lower-case one alone is then the LLM's own word, not an echo,
// just as sanitizing leaves a lower-case "will" after "Will Smith" alone.
func IsLowerWord(word string) bool {
	w := strings.ToLower(word)
	return IsCommonWord(w) || wordsAlsoNames[w]
}

// wordsAlsoNames are English words that are also names of the codec's classes.
var wordsAlsoNames = set(`gay miller mason fisher walker carter turner
	tanner sawyer moss ridge dale glen hardy gentry swift gill mills drake robin wren
	martin amber trinity destiny serenity dusty misty stormy blaze ace rocky brandy
	sherry laurel myrtle poppy sue max opal coral ebony ivory brooks meadow jean dick bob`)

// IsFunctionWord reports whether word is a short grammatical word of English, German or
// French that is never a name on its own ("The", "An", "Le", "Die").
func IsFunctionWord(word string) bool { return LowerIn(functionWords, word) }

// IsMonthOrDay reports whether word is a month or weekday name in English, German or French.
func IsMonthOrDay(word string) bool { return LowerIn(monthsDays, word) }

var functionWords = set(`a an the of in on at to is it its my so no yes do go me he she we us or and but if as by up am be
	this that these those there here then than when where what who why how all any each our your their his her him them
	you they i not can could would should shall must might may will just also only very more most some such
	la le les un une des du de et ou il elle ils elles nous vous je tu sur pour par avec dans en est sont mais donc car
	ce cette ces mon ma mes ton ta tes son sa ses notre votre leur qui que quoi bonjour merci oui non
	die der das den dem des und ein eine einer eines einem einen mit von zu im am an auf ist sind sie er es wir ihr
	ich du mein meine dein deine sein seine unser euer bei nach aus für fur über unter vor hinter neben zwischen
	selon depuis pendant après apres avant chez sans sous vers hier demain ensuite puis alors lorsque quand comme
	gestern heute laut gemäß seit während trotz wegen dann danach also jetzt nun dort hier wenn weil dass
	according yesterday today tomorrow after before since during with without
	hallo danke bitte ja nein sehr dear hi hey hello liebe lieber liebes cher chère chers bonjour salut coucou`)

var monthsDays = set(`january february march april may june july august september october november december
	monday tuesday wednesday thursday friday saturday sunday
	januar februar märz maerz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag
	janvier février fevrier mars avril juin juillet août aout septembre octobre novembre décembre decembre
	lundi mardi mercredi jeudi vendredi samedi dimanche`)

var commonWords = set(`will bill grant mark rose lily iris daisy ivy holly hope faith joy grace patience charity
	summer autumn winter spring dawn eve sky rain storm river brook forest heaven angel star king prince princess
	queen duke earl baron major general sterling price bank banks page chase hunter cook art bud buck cash chance
	chip clay cliff colt dean drew ford frank gene guy jack jay lane miles nick norm pat penny ray reed rich rob
	rock rod rusty sandy skip sunny wade ward win young china india asia paris london georgia virginia carolina
	dakota austin dallas houston jordan israel kenya sydney florence madison brooklyn phoenix memphis denver
	america american christian justice liberty harmony melody journey legend royal royalty
	precious princess marine navy ruby pearl jade crystal diamond jewel ginger honey candy cherry
	olive hazel violet heather jasmine fern willow sage basil rowan ash oak cedar
	golden silver gold blue green red brown white black gray grey
	new old good best happy early late long short big little free
	hi hey dear thanks thank regards best cheers love sincerely
	ernst engel stern wolf fuchs könig koenig kaiser ritter graf herzog papst
	case lots pleasant sharp strong wise well wells
	will won son sun moon august christmas easter noel
	german english french spanish italian chinese japanese korean russian polish dutch greek turkish arabic
	hindi portuguese swedish danish norwegian finnish czech irish scottish welsh african asian european
	deutsch englisch französisch français anglais allemand espagnol italien
	berlin hamburg munich münchen cologne köln frankfurt vienna wien zurich zürich geneva genève lyon marseille
	nice lille toulouse bordeaux nantes strasbourg brussels amsterdam rotterdam madrid barcelona rome milan
	lisbon prague warsaw dublin boston chicago seattle atlanta miami portland orlando nashville toronto
	vancouver montreal sydney melbourne tokyo beijing shanghai delhi mumbai cairo lagos nairobi accra
	france germany spain italy canada mexico brazil japan ireland austria switzerland belgium holland
	europe africa
	admin user team support sales service office client customer patient doctor nurse
	north south east west central general city county state
	april june may
	an`)

// LowerIn reports whether set holds the lower-case form of word (strings.ToLower). It does not
// allocate for a word of up to 64 bytes: the person detector looks words up by the million.
func LowerIn(set map[string]bool, word string) bool {
	var buf [64]byte
	b := buf[:0]
	for _, r := range word {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			b = append(b, byte(r))
		} else {
			b = utf8.AppendRune(b, unicode.ToLower(r)) // strings.ToLower maps each rune so
		}
		if len(b) > len(buf)-utf8.UTFMax {
			return set[strings.ToLower(word)]
		}
	}
	return set[string(b)] // a lookup by string(b) does not copy b
}

func set(words string) map[string]bool {
	m := make(map[string]bool, strings.Count(words, " ")+1) // sized at once: built at every start
	for w := range strings.FieldsSeq(words) {
		m[w] = true
	}
	return m
}

// Case is the letter-case pattern of a word.
type Case int

const (
	Title Case = iota // Soze, McDonald (first letter upper, not all upper)
	Upper             // SOZE
	Lower             // soze
)

// CaseOf returns the case pattern of word. A one-letter upper-case word is Title.
func CaseOf(word string) Case {
	var up, low int
	for _, r := range word {
		switch {
		case unicode.IsUpper(r):
			up++
		case unicode.IsLower(r):
			low++
		}
	}
	first, _ := utf8.DecodeRuneInString(word)
	switch {
	case low == 0 && up > 1:
		return Upper
	case unicode.IsUpper(first):
		return Title
	}
	return Lower
}

// MaxWordLetters bounds the letters of one name word the codec encrypts outside the lists:
// no person's name has a longer word, so a detector need not propose one.
const MaxWordLetters = 40

// Token is a piece of a name mention: a word, or the punctuation and space between words.
type Token struct {
	Text string
	// Word is true for a run of letters.
	Word bool
	// Keep is true for what the codec leaves as it is: punctuation, titles, particles,
	// suffixes, initials and the s of a possessive.
	Keep bool
}

// Tokens splits a name mention ("Dr. Jean-Luc van der Berg Jr.'s") into words and the text
// between them, and marks which words are kept: a title before another word, a lower-case
// particle before another word, a suffix after another word, a one-letter initial (or one
// with an ordinal indicator, Spanish "Mª"), and the s after an apostrophe at the end.
func Tokens(mention string) []Token { return AppendTokens(nil, mention) }

// AppendTokens appends the tokens of mention (see Tokens) to dst, so that a caller can reuse
// one slice for many mentions.
func AppendTokens(dst []Token, mention string) []Token {
	n0 := len(dst)
	start := 0
	inWord := false
	for i, r := range mention {
		w := isLetter(r)
		if i > 0 && w != inWord {
			dst = append(dst, Token{Text: mention[start:i], Word: inWord})
			start = i
		}
		inWord = w
	}
	if len(mention) > 0 {
		dst = append(dst, Token{Text: mention[start:], Word: inWord})
	}
	toks := dst[n0:]
	nwords := 0
	for i, t := range toks {
		if t.Word {
			nwords++
		} else {
			toks[i].Keep = true
		}
	}
	k := -1 // the word's index among the words
	for i := range toks {
		t := &toks[i]
		if !t.Word {
			continue
		}
		k++
		last, first := k == nwords-1, k == 0
		switch {
		case IsScriptWord(t.Text):
			// Chinese characters, Hangul or kana: a name's word, even of one letter ("山本 清").
		case utf8.RuneCountInString(t.Text) == 1:
			t.Keep = true
		case utf8.RuneCountInString(strings.TrimRight(t.Text, "ªº")) == 1:
			t.Keep = true // "Jesús Mª Olmedo": María abbreviated with an ordinal indicator, kept as an initial
		case last && k > 0 && (t.Text == "s" || t.Text == "S") && isApostrophe(toks[i-1].Text):
			t.Keep = true
		case !last && IsTitle(t.Text) && CaseOf(t.Text) != Lower:
			t.Keep = true
		case !last && KeptParticle(t.Text):
			t.Keep = true
		case !last && capitalParticles(toks, i):
			t.Keep = true // "Lotte Van den Bossche", "Craig Van Der Veen", "Anna De La Cruz"
		case !first && isSuffix(t.Text):
			t.Keep = true
		case first && !last && IsShortGiven(t.Text) && i+1 < len(toks) && strings.HasPrefix(toks[i+1].Text, "."):
			t.Keep = true // "Md. Rafiqul Islam", "Ma. Cristina": as common as a title, and kept as one
		}
	}
	return dst
}

// capitalParticles reports whether the word toks[i], not the last, is one of two particles
// written with capitals in a row, as Belgian, Dutch and Spanish names write them ("Van den",
// "Van Der", "De La"): the codec keeps them as it keeps a lower-case particle, so that the
// name is found whole in its ciphertext. One such word alone ("Van Morrison") is a name.
func capitalParticles(toks []Token, i int) bool {
	if !LowerIn(particles, toks[i].Text) {
		return false
	}
	// Both are kept or neither, and the second is not the name's last word: encryption and
	// decryption must see the same pair.
	pair := func(a, b int) bool {
		return a >= 0 && b+1 < len(toks) && toks[a].Word && toks[b].Word && toks[a+1].Text == " " &&
			LowerIn(particles, toks[a].Text) && LowerIn(innerParticles, toks[b].Text) &&
			slices.ContainsFunc(toks[b+1:], func(t Token) bool { return t.Word })
	}
	return pair(i, i+2) || pair(i-2, i)
}

func isApostrophe(s string) bool { return s == "'" || s == "’" }

// IsShortGiven reports whether word abbreviates the given name that opens many names when a
// dot follows it: Muhammad in South Asian and Malay names ("Md. Rafiqul Islam", "Mohd.
// Faizal"), María in Filipino ones ("Ma. Cristina Villanueva").
func IsShortGiven(word string) bool {
	for _, w := range [...]string{"md", "mohd", "muhd", "mhd", "ma"} {
		if strings.EqualFold(word, w) {
			return true
		}
	}
	return false
}

// InnerCapsOK reports whether the capitals inside word are those of a name prefix: McDonald,
// MacArthur, DeShawn, LaToya, DiCaprio, VanDyke. Other inner capitals (getUserName, iPhone)
// are code or products, so the detector skips such words and the codec classes leave them out.
func InnerCapsOK(word string) bool {
	prevLower := false
	inner := false
	for _, r := range word {
		if unicode.IsUpper(r) && prevLower {
			inner = true
		}
		prevLower = unicode.IsLower(r)
	}
	if !inner {
		return true
	}
	for _, p := range []string{"Mc", "Mac", "De", "La", "Le", "Di", "Da", "Van", "Von"} {
		if strings.HasPrefix(word, p) {
			return true
		}
	}
	return false
}

// CaseSegments splits a word where a new capital starts a part: "McSoze" → Mc, Soze;
// "DeSHAWN" → De, SHAWN; "SOZE" and "soze" stay whole.
func CaseSegments(word string) []string {
	rs := []rune(word)
	var out []string
	start := 0
	prev := rs[0] // the last letter before i: a combining mark has the case of the letter it marks
	for i := 1; i < len(rs); i++ {
		if unicode.Is(unicode.Mn, rs[i]) {
			continue
		}
		up, prevUp := unicode.IsUpper(rs[i]), unicode.IsUpper(prev)
		next := i + 1
		for next < len(rs) && unicode.Is(unicode.Mn, rs[next]) {
			next++
		}
		nextLow := next < len(rs) && unicode.IsLower(rs[next])
		if up && (!prevUp || nextLow) {
			out = append(out, string(rs[start:i]))
			start = i
		}
		prev = rs[i]
	}
	return append(out, string(rs[start:]))
}

// IsPseudoCompound reports whether word is two or more pseudo words written together, each
// capitalised, of at least 10 letters: the codec's ciphertext of an unlisted "McKay" or longer
// (shorter ones are too often code: "HireDate").
func IsPseudoCompound(word string) bool {
	segs := CaseSegments(word)
	if len(segs) < 2 || len(word) < 10 {
		return false
	}
	for _, s := range segs {
		if _, ok := PseudoDigits(s); !ok {
			return false
		}
	}
	return true
}
