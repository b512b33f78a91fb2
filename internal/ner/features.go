package ner

import (
	"strings"

	"github.com/preempt-dev/preempt/internal/names"
)

// Tags of the BIO scheme: outside a name, first token of a name, inside a name.
const (
	tagO = iota
	tagB
	tagI
	numTags
)

// Word classes from the name lists and the small word lists of package names, as bits.
const (
	cGiven    = 1 << iota // on the given-name list
	cSurname              // on the surname list
	cOther                // on the list of other name words
	cCommon               // a common word (May, Grant, Berlin)
	cTitle                // Mr, Dr, Frau, Mme
	cParticle             // van, de, von
	cFunc                 // the, und, le
	cMonth                // month or weekday
	cPseudo               // the name codec's pseudo form of an unlisted word
	cSuffix               // Jr, III, PhD
	cFemale               // given name, mostly female
	cBirths1              // given name with 1,000+ SSA births
	cBirths2              // 20,000+
	cBirths3              // 200,000+
	cStable               // a word the name codec maps to a word of the same kind: see stableView
	cClassF               // in the codec's class of female given names
	cClassM               // male given names
	cClassS               // surnames
	cCompound             // a compound (Jean-Luc, O'Brien) of such words
	cBand1                // among the 1,000 most frequent words of general text (names.WordBandEnDeFr)
	cBand2                // among the 5,000 most frequent
	cBand3                // among the 50,000 most frequent
	cLexical              // a pseudo word of general text (stableView)
	cFamous               // the surname or one name of a person famous the world over (names.IsFamous)
)

// bandBits returns the class bit of a lower-case word's frequency in general text.
func bandBits(low string) uint32 {
	switch names.WordBandEnDeFr(low) {
	case names.BandTop1k:
		return cBand1
	case names.BandTop5k:
		return cBand2
	case names.BandNone:
		return 0
	}
	return cBand3
}

// seq is one text being tagged: its tokens and what the features need of them, computed once.
type seq struct {
	text  []byte
	low   []byte // text in lower case, same offsets
	toks  []token
	wordH []uint32 // hash of each token's lower-case text
	shape []uint32 // hash of each token's shape
	class []int32  // class bits of each token; -1 until computed
	db    *names.DB
	cache [2]map[string]uint32 // class bits by lower-case word, of lower-case and capitalised words
	image []bool               // per token: seen as its ciphertext (markImages); nil: none
}

func (q *seq) reset(text []byte, db *names.DB, lowBuf []byte) []byte {
	q.text, q.db = text, db // the word cache stays: a word's class does not depend on the text
	lowBuf = lowerText(text, lowBuf)
	q.low = lowBuf
	q.toks = tokenize(text, q.toks[:0])
	n := len(q.toks)
	q.wordH = grow(q.wordH, n)
	q.shape = grow(q.shape, n)
	if cap(q.class) < n {
		q.class = make([]int32, n)
	}
	q.class = q.class[:n]
	for i := range q.toks {
		q.wordH[i], q.shape[i], q.class[i] = 0, 0, -1 // computed on first use
	}
	return lowBuf
}

// word returns the hash of token j's lower-case text.
func (q *seq) word(j int) uint32 {
	if j < 0 || j >= len(q.toks) {
		return noWord
	}
	if h := q.wordH[j]; h != 0 {
		return h
	}
	t := q.toks[j]
	if t.kind == tokNum {
		// A number is seen only as its shape: format codecs keep the shape of what they
		// encrypt (a date, a phone), so the context a name has in a text is the context it
		// has in the text's sanitized form.
		h := q.shapeOf(j)
		q.wordH[j] = h
		return h
	}
	h := hashBytes(q.low[t.s:t.e]) | 1
	if t.kind == tokWord && t.flags&fUpper != 0 {
		if c := q.cls(j); c&cStable != 0 {
			h = mix(c&viewBits) | 1
		}
	}
	q.wordH[j] = h
	return h
}

// shapeOf returns the hash of token j's shape.
func (q *seq) shapeOf(j int) uint32 {
	if j < 0 || j >= len(q.toks) {
		return noShape
	}
	if h := q.shape[j]; h != 0 {
		return h
	}
	t := q.toks[j]
	h := shapeHash(q.text[t.s:t.e], t) | 1
	if t.kind == tokWord && t.flags&fUpper != 0 && q.cls(j)&cStable != 0 {
		h = 0x5ab1e | uint32(t.flags&fAllCaps)<<20 | 1 // Title or UPPER case only
	}
	q.shape[j] = h
	return h
}

func grow(s []uint32, n int) []uint32 {
	if cap(s) < n {
		return make([]uint32, n)
	}
	return s[:n]
}

// cls returns the class bits of token i.
func (q *seq) cls(i int) uint32 {
	if c := q.class[i]; c >= 0 {
		return uint32(c)
	}
	t := q.toks[i]
	var c uint32
	if t.kind == tokWord {
		c = q.classOfBytes(q.low[t.s:t.e], t.flags&fUpper != 0)
		if q.image != nil && q.image[i] && c&cStable == 0 {
			c |= cStable | cPseudo // a word of a name found before: seen as its ciphertext
		}
	}
	q.class[i] = int32(c)
	return c
}

// markImages makes the words inside names (sorted byte ranges) look to the model as the name
// codec's ciphertext of them will: class words as their class, others as pseudo names. The
// model then reads the same context around a name in a text and in its ciphertext.
func (q *seq) markImages(names [][2]int) {
	q.image = q.image[:0]
	if len(names) == 0 {
		q.image = nil
		return
	}
	k := 0
	for _, t := range q.toks {
		for k < len(names) && names[k][1] <= int(t.s) {
			k++
		}
		in := k < len(names) && int(t.s) >= names[k][0] && t.kind == tokWord && t.flags&fUpper != 0
		q.image = append(q.image, in)
	}
}

// maxCache bounds the words a tagger remembers.
const maxCache = 1 << 16

// classOfBytes returns the class bits of a lower-case word, from the cache if it is there.
func (q *seq) classOfBytes(lw []byte, capital bool) uint32 {
	cache := &q.cache[0]
	if capital {
		cache = &q.cache[1]
	}
	if c, ok := (*cache)[string(lw)]; ok {
		return c
	}
	return q.classOf(q.db, string(lw), capital) // a string once per distinct word
}

// classOf returns the class bits of a lower-case word and remembers them.
func (q *seq) classOf(db *names.DB, w string, capital bool) uint32 {
	cache := &q.cache[0]
	if capital {
		cache = &q.cache[1]
	}
	if c, ok := (*cache)[w]; ok {
		return c
	}
	c := wordClass(db, w, capital)
	if *cache == nil || len(*cache) >= maxCache {
		*cache = map[string]uint32{}
	}
	(*cache)[w] = c
	return c
}

// wordClass returns the class bits of a lower-case word. The name lists are looked up for
// capitalised words only: a lower-case word gets the bits of the small word lists.
func wordClass(db *names.DB, low string, capital bool) uint32 {
	var c uint32
	if !capital {
		if names.IsFunctionWord(low) {
			c |= cFunc
		}
		if names.IsParticle(low) {
			c |= cParticle
		}
		if names.IsTitle(low) {
			c |= cTitle
		}
		return c | bandBits(low)
	}
	if names.IsFunctionWord(low) {
		// The, Le, Die: a function word is never a name, whatever the lists say.
		c |= cFunc
		if names.IsTitle(low) {
			c |= cTitle
		}
		if names.IsParticle(low) {
			c |= cParticle
		}
		return c
	}
	if g, ok := db.Given(low); ok {
		c |= cGiven
		if g.Gender == names.Female {
			c |= cFemale
		}
		switch {
		case g.Births >= 200_000:
			c |= cBirths1 | cBirths2 | cBirths3
		case g.Births >= 20_000:
			c |= cBirths1 | cBirths2
		case g.Births >= 1000:
			c |= cBirths1
		}
	}
	if db.IsSurname(low) {
		c |= cSurname
	} else if c == 0 && db.IsOtherName(low) {
		c |= cOther
	}
	if names.IsCommonWord(low) {
		c |= cCommon
	}
	if names.IsTitle(low) {
		c |= cTitle
	}
	if names.IsParticle(low) {
		c |= cParticle
	}
	if names.IsFunctionWord(low) {
		c |= cFunc
	}
	if names.IsMonthOrDay(low) {
		c |= cMonth
	}
	if names.IsSuffix(low) {
		c |= cSuffix
	}
	if names.IsPseudo(low) {
		c |= cPseudo
	}
	if names.IsFamous(low) {
		c |= cFamous
	}
	return c | bandBits(low) | stableView(db, low)
}

// The name codec replaces a word of one of its classes by a word of the same class, and any
// other word of a name by a pseudo name. So that the model finds a name's ciphertext where it
// found the name (type preservation), it sees a class word, a pseudo word and a compound of
// such words only as its class (stableView), not as the word itself; other words the
// annotator checks with FindsImage.

// stableView returns cStable with the class bits of a lower-case word if the codec maps it to
// a word of the same kind, or 0.
func stableView(db *names.DB, low string) uint32 {
	if strings.ContainsAny(low, "-'’") {
		for part := range strings.FieldsFuncSeq(low, isJoiner) {
			if stableView(db, part) == 0 {
				return 0
			}
		}
		return cStable | cCompound
	}
	cl, _, ok := db.Class(low)
	if !ok {
		if f := names.Fold(low); f != low {
			cl, _, ok = db.Class(f)
		}
	}
	switch {
	case ok && cl == names.GivenFemale:
		return cStable | cClassF
	case ok && cl == names.GivenMale:
		return cStable | cClassM
	case ok && cl == names.Surname:
		return cStable | cClassS
	case names.IsPseudo(low):
		if len(low) >= 6 && names.WordBandEnDeFr(low) != names.BandNone {
			// A pseudo word of three or more syllables that general text uses ("Sometime",
			// "Baseline"): the codec's ciphertexts are such words less than once in a thousand.
			return cStable | cPseudo | cLexical
		}
		return cStable | cPseudo
	}
	return 0
}

func isJoiner(r rune) bool { return r == '-' || r == '\'' || r == '’' }

// viewBits are the class bits a stable word shows the model.
const viewBits = cStable | cClassF | cClassM | cClassS | cCompound | cPseudo | cLexical

// Feature templates: each feature is the hash of a template id and its value.
const (
	tBias = iota + 1
	tWord
	tShape
	tPre2
	tPre3
	tSuf2
	tSuf3
	tSuf4
	tWordM1
	tWordP1
	tWordM2
	tWordP2
	tShapeM1
	tShapeP1
	tShapeM2
	tShapeP2
	tClass
	tClassM1
	tClassP1
	tClassM2
	tPrev
	tPrevShape
	tPrevClass
	tPrevWordM1
	tWordM1Shape
	tShapeShapeP1
	tClassClassP1
	tClassM1Class
	tPos
	tPosShape
	tLabel
	tLen
	tWordP1Shape
	tPrevPos
	tRun
	tRunPos
	tWordM1Class
	tClassWordP1
)

// Values for positions outside the text.
const (
	noWord  = 0x2545f491
	noShape = 0x1b873593
)

// features appends the feature buckets of token i, given the tag of token i-1, to dst.
func (q *seq) features(i int, prev int, mask uint32, dst []uint32) []uint32 {
	t := q.toks[i]
	w := q.low[t.s:t.e]
	n := len(q.toks)
	word, shape := q.word, q.shapeOf
	class := func(j int) uint32 {
		if j < 0 || j >= n {
			return 1 << 30
		}
		if c := q.cls(j); c&cStable != 0 {
			return c & viewBits
		}
		return q.cls(j)
	}
	start := len(dst)
	add := func(h uint32) { dst = append(dst, h) }
	c0, cm1, cp1 := class(i), class(i-1), class(i+1)
	add(tBias)
	add(f1(tWord, word(i)))
	add(f1(tShape, shape(i)))
	stable := c0&cStable != 0
	if len(w) > 3 && !stable {
		add(f1(tPre2, hashBytes(w[:2])))
		add(f1(tPre3, hashBytes(w[:3])))
		add(f1(tSuf2, hashBytes(w[len(w)-2:])))
		add(f1(tSuf3, hashBytes(w[len(w)-3:])))
	}
	if len(w) > 5 && !stable {
		add(f1(tSuf4, hashBytes(w[len(w)-4:])))
	}
	add(f1(tWordM1, word(i-1)))
	add(f1(tWordP1, word(i+1)))
	add(f1(tWordM2, word(i-2)))
	add(f1(tWordP2, word(i+2)))
	add(f1(tShapeM1, shape(i-1)))
	add(f1(tShapeP1, shape(i+1)))
	add(f1(tShapeM2, shape(i-2)))
	add(f1(tShapeP2, shape(i+2)))
	add(f1(tClass, c0))
	add(f1(tClassM1, cm1))
	add(f1(tClassP1, cp1))
	add(f1(tClassM2, class(i-2)))
	p := uint32(prev)
	add(f1(tPrev, p))
	add(f2(tPrevShape, p, shape(i)))
	add(f2(tPrevClass, p, c0))
	add(f2(tPrevWordM1, p, word(i-1)))
	add(f2(tWordM1Shape, word(i-1), shape(i)))
	add(f2(tWordP1Shape, word(i+1), shape(i)))
	add(f2(tShapeShapeP1, shape(i), shape(i+1)))
	add(f2(tClassClassP1, c0, cp1))
	add(f2(tClassM1Class, cm1, c0))
	add(f2(tWordM1Class, word(i-1), c0))
	add(f2(tClassWordP1, c0, word(i+1)))
	// Position: line start, sentence start, alone on its line (a signature, a heading).
	pos := uint32(0)
	if t.flags&fLineStart != 0 {
		pos |= 1
	}
	if t.flags&fNLAfter != 0 || i+1 == len(q.toks) {
		pos |= 2
	}
	if i > 0 {
		switch q.text[q.toks[i-1].s] {
		case '.', '!', '?', ':', '"', '(', '-', '*', '>', 0xc2, 0xe2: // 0xc2, 0xe2: « „ “ •
			pos |= 4
		}
	}
	if t.flags&fSpaceBefore == 0 && i > 0 {
		pos |= 8
	}
	if i+1 < len(q.toks) && q.toks[i+1].flags&fSpaceBefore == 0 {
		pos |= 16
	}
	add(f1(tPos, pos))
	add(f2(tPosShape, pos, shape(i)))
	add(f2(tPrevPos, p, pos))
	// A field or speaker label: the word before a colon earlier on the line ("Name: X").
	if i >= 2 && q.text[q.toks[i-1].s] == ':' {
		add(f1(tLabel, word(i-2)))
	}
	if !stable {
		add(f1(tLen, uint32(min(t.e-t.s, 12))))
	}
	// The run of capitalised words the token is in: its length and the token's place in it.
	if t.kind == tokWord && t.flags&fUpper != 0 {
		before, after := 0, 0
		for j := i - 1; j >= 0 && i-j <= 4 && q.capitalJoined(j); j-- {
			before++
		}
		for j := i + 1; j < n && j-i <= 4 && q.capitalJoined(j-1) && q.toks[j].kind == tokWord && q.toks[j].flags&fUpper != 0; j++ {
			after++
		}
		add(f1(tRun, uint32(min(before+after+1, 5))))
		add(f2(tRunPos, uint32(min(before, 3)), uint32(min(after, 3))))
	}
	for k := start; k < len(dst); k++ {
		dst[k] = mix(dst[k]) & mask
	}
	return dst
}

// shapeHash hashes the shape of a token: its letters as X or x and digits as d, runs of the
// same class cut to two, with the length up to 4 (Anna → Xxx4, IBM → XX3, J → X1).
func shapeHash(w []byte, t token) uint32 {
	if t.kind == tokPunct {
		return hashBytes(w)
	}
	h := uint32(2166136261)
	var last byte
	run := 0
	for _, r := range string(w) {
		var c byte
		switch {
		case r >= '0' && r <= '9':
			c = 'd'
		case r == '-' || r == '\'' || r == '’':
			c = '-'
		case isUpperRune(r):
			c = 'X'
		default:
			c = 'x'
		}
		if c == last {
			run++
			if run >= 2 {
				continue
			}
		} else {
			run = 0
		}
		last = c
		h = (h ^ uint32(c)) * 16777619
	}
	return (h ^ uint32(min(len(w), 4))) * 16777619
}

func hashBytes(s []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range s {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

func f1(t, v uint32) uint32 { return t*0x9e3779b9 ^ v }

func f2(t, a, b uint32) uint32 { return mix(t*0x9e3779b9^a) ^ b*0x85ebca6b }

// mix is MurmurHash3's finalizer.
func mix(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

// candidate reports whether token i can be part of a name given the tag before it: a word
// with a capital letter; after a name token, also a particle, the dot of an initial and the
// comma of "LAST, First". Other tokens are outside names without being scored.
func (q *seq) candidate(i int, prev int) bool {
	t := q.toks[i]
	if t.kind == tokWord {
		if t.flags&fUpper != 0 {
			return true
		}
		return prev != tagO && q.cls(i)&cParticle != 0
	}
	if prev == tagO || t.kind != tokPunct || t.flags&fSpaceBefore != 0 {
		return false
	}
	switch q.text[t.s] {
	case '.':
		return q.initialDot(i)
	case ',':
		return prev == tagB // "LAST, First": one word before the comma
	}
	return false
}

// capitalJoined reports whether token j is a capitalised word followed by one space and
// another capitalised word (both in one run).
func (q *seq) capitalJoined(j int) bool {
	if j+1 >= len(q.toks) {
		return false
	}
	a, b := q.toks[j], q.toks[j+1]
	return a.kind == tokWord && a.flags&fUpper != 0 && b.kind == tokWord && b.flags&fUpper != 0 &&
		b.flags&fLineStart == 0 && b.s == a.e+1 && q.text[a.e] == ' '
}
