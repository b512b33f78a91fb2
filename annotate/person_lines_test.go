package annotate

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// The detector's per-line answers (lineBounds from its index of line breaks, ageListBefore and
// spanish remembered for the last line asked about) are those of reading the line again, asked
// in any order.
func TestLineAnswersMatchRereading(t *testing.T) {
	texts := []string{
		"our kids Kofi 7, Kwame 5\nCenso de 1940: Eduardo Sotomayor 45, Manuela Quispe 38\n\nno list here: Ana 4\n",
		"one line with no break: ages Ana 4, Ben 6; niños Santi de 8 y Valeria de 5; Straße 3 Ärzte 9 ñandú",
		"\n\nx\nkids\n Tom 3 kidsAna 4\n",
		"",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, text := range texts {
		b := []byte(text)
		d := personDetector{text: b, db: names.Default()}
		order := rng.Perm(len(b) + 1)
		for _, s := range append(order, order...) {
			ls, le := d.lineBounds(s)
			wls := bytes.LastIndexByte(b[:s], '\n') + 1
			wle := s + bytes.IndexByte(append(b[s:], '\n'), '\n')
			if ls != wls || le != wle {
				t.Errorf("%q at %d: line [%d, %d), want [%d, %d)", text, s, ls, le, wls, wle)
			}
			if got, want := d.ageListBefore(s), ageListLine(b, s); got != want {
				t.Errorf("%q at %d: ageListBefore %v, ageListLine %v", text, s, got, want)
			}
			if got, want := d.spanish(s), func() bool { n, _ := spanishWords(d.lowerOf(wls, wle)); return n > 0 }(); got != want {
				t.Errorf("%q at %d: spanish %v, want %v", text, s, got, want)
			}
		}
	}
}

// upperAlready answers what comparing a word with its upper-case copy answers, without the
// copy: the name passes that ask whether a name is written in capitals rely on it.
func TestUpperAlreadyMatchesToUpper(t *testing.T) {
	for _, s := range []string{"", "MD", "Md", "ANNA-LENA O'BRIEN", "ÇAĞLAR ŞİMŞEK", "ÇAĞLAR Şimşek", "ß", "STRASSE ß",
		"ı", "İ", "ǅ", "DŽ", "12 34", "\xff", "AB\xffC", "\uFFFD", "Σ", "σ", "ς", "ﬀ"} {
		b := []byte(s)
		if got, want := upperAlready(b), bytes.Equal(bytes.ToUpper(b), b); got != want {
			t.Errorf("upperAlready(%q) = %v, want %v", s, got, want)
		}
	}
}
