package scan_test

import (
	"slices"
	"testing"

	"github.com/preempt-dev/preempt/internal/scan"
)

// The DFA's windows run the set's own backtracker instead of package regexp. These patterns
// are where a backtracker most easily departs from regexp's leftmost-first submatches:
// alternations whose branches reach the same instruction, repeated and optional groups,
// empty matches, anchors and word boundaries at a window's edge, case folding and non-ASCII
// text.
var trickyPatterns = []string{
	`(a|ab)(c|bcd)(d*)`,
	`(a*)+(b)`,
	`(?:(a)|(b))+c`,
	`(a*)*`,
	`x*`,
	`(?m)^\s*(\d+)$`,
	`(?m)(?:^|,) *(\d+)`,
	`\b(\w+)\b`,
	`(?i)stra(ß|ss)e (\d+)`,
	`(?i)\b(?:jan|january|januar)\.? (\d{1,2})(?:st|nd)?\b`,
	`(\p{Lu}\p{L}+)(?: (\p{Lu}\p{L}+))?`,
	`(a|b)?(b)`,
	`((x)|y)(z)?`,
	`(?s)<(.{0,40}?)>`, // bounded: a longer match than maxMatch may hide a shorter one from the whole-text search
	`(\d+)(\.\d+)?(?:e(\d+))?`,
	`()`,
	`$`,
	`\B(\d)`,
	// Word lists, where the backtracker skips the branches that cannot start with the next
	// byte: folded, non-ASCII, empty and looping branches among them.
	`(?i)(\d+) ?(?:usd|eur|€|£|zł|kr|k)\b`,
	`(?:ab|a|)c`,
	`(?:x|)*y`,
	`(?i)(?:straße|stra|st\.?) (\d+)`,
}

var trickyTexts = []string{
	"abcd abd abcdd ab abc",
	"aaab bab aaaa b",
	"abac bbac aac c",
	"12\n 34\n5 6\n,7, 8,\n9",
	"Straße 12, STRASSE 7, strasse 9 straße",
	"Jan 5th, JANUARY 12, januar 3. Januar 30nd janx 4",
	"Ärzte Émile Zola und Ölmühle Özil, ÄÖÜ",
	"xyz yz xz y x z xxzz",
	"<a> <b\n> <>",
	"3.14e10 2e 7.5 .5 1.",
	"héllo wörld 123 ñ",
	"",
	"\xff\xfe12 a\xc3",
	"12 USD 3eur 4 € 5£ 6 zł 7 KR 8k 9kx 10 usdx",
	"abc ac c xxy y xy",
	"STRASSE 4 Straße 5 st. 6 St 7 stra 8",
}

func trickyPatternList() []scan.Pattern {
	var ps []scan.Pattern
	for _, re := range trickyPatterns {
		ps = append(ps, scan.Pattern{Regex: re})
	}
	return ps
}

func TestBacktrackerMatchesRegexp(t *testing.T) {
	ps := trickyPatternList()
	dfa, whole := scan.Compile(ps, maxMatch, scan.DFA), scan.Compile(ps, maxMatch, scan.Whole)
	same := func(text string) {
		got, want := dfa.Search([]byte(text)), whole.Search([]byte(text))
		for k, p := range ps {
			// Every match, empty ones and unset submatches included.
			if g, w := got.Find(k, nil), want.Find(k, nil); !slices.EqualFunc(g, w, slices.Equal) {
				t.Errorf("%q on %q:\n got %v\nwant %v", p.Regex, text, g, w)
			}
		}
	}
	for _, a := range trickyTexts {
		same(a)
		// Every text after every other, so that matches meet at a text's edges.
		for _, b := range trickyTexts {
			same(a + b)
		}
	}
}

func FuzzBacktracker(f *testing.F) {
	for _, text := range trickyTexts {
		f.Add(text)
	}
	ss := newSets(append(trickyPatternList(), defaultPatterns(f)...))
	f.Fuzz(func(t *testing.T, text string) {
		sameMatches(t, ss, []byte(text))
	})
}
