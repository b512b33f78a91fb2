package sanitize

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
)

// dateShapes has one example of every shape the date codec supports, each one the detector
// finds in running text.
var dateShapes = []string{
	// ISO order, and ISO with day and month swapped (a form's mistake)
	"2024-03-15", "2024/03/15", "2024-3-5", "2024/3/15", "2024.03.15", "1999-13-04",
	// numeric, month first by default with '/', day first with '.' and '-'
	"03/15/2024", "3/5/2024", "3/5/24", "03/05/24", "12/25/2024", "03/5/2024", "25/03/2024", "25/3/24",
	"15.03.2024", "5.3.2024", "05.03.2024", "15.03.24", "03.15.2024",
	"15-03-2024", "3-5-2024", "03-15-2024", "03-04-24",
	// English, month first
	"March 15, 2024", "Mar 15, 2024", "Mar. 15, 2024", "March 15 2024", "March 5th, 2024", "March 22nd 2024",
	"Sept. 5, 2024", "Sep 5, 2024", "Sept 5, 2024", "MARCH 15, 2024", "march 15, 2024", "March 05, 2024",
	// English, day first
	"15 March 2024", "15 Mar 2024", "5th March 2024", "15 Nov. 2024", "15 MARCH 2024",
	"15th of March 2024", "3rd day of October, 2023", "15-Mar-2024", "05-MAY-2021", "12-Jan-99", "20 December, 2023",
	"21-May", "05-May", "May-21", "May-2021", "SEP-24", "Sept-2024",
	"14MAR1986", "14MAR25", "12JUN", "01DEC99",
	// German
	"15. März 2024", "15. Maerz 2024", "3. Oktober 2023", "1. Mai 2022", "15. Okt. 2024", "15. OKTOBER 2024",
	"3 Oktober 2023", "05. März 2024", "15. Sept. 2024",
	// French
	"15 mars 2024", "1er mars 2024", "1 mars 2024", "3 février 2023", "14 juillet 2021", "15 févr. 2024",
	"15 fevrier 2024", "15 Mars 2024", "15 nov. 2024", "15 AOÛT 2024", "15-mars-2024",
	// Spanish
	"3 de julio de 1983", "1 de enero de 2024", "1º de mayo de 2024", "1º de mayo", "23 dic", "17 octubre", "5 ago",
	// month and day, month and year (issue 14)
	"August 18", "March 5th", "Mar 15", "18 August", "18. August", "18 août", "1er avril", "3 de julio",
	"February 2024", "Feb 2024", "März 2024", "juillet 2023", "julio de 2023",
	// machine timestamps: the time is kept as written
	"2024-03-15T14:30:00Z", "2024-03-15 14:30:02,123", "2024/03/15 14:30:02", "15.03.2024 14:30:02", "15-Mar-2024 14:30:02.123",
	"02/06/24 07:48:15:221", "2024-05-22, 03:00:14 UTC", "Mar 15, 2024 2:30:02 PM", "15 Mar 2024 14:30:02,123",
	"Jun 12 14:30:02", "Jun  2 14:30:02", "15/Jul/2024:14:30:02 +0000", "Mar 4 14:30:02 2024 +0100",
	"Tue Mar 12 10:22:41.118392 2024", "2024-01-03 10:12:44+01", "15/Mar/24", "14/Mar/24 3:42 PM", "Feb  9 08:01:00 2023", "12/2025", "03/2019", "3/2019", "Mar '24", "March ’19",
	// with the weekday: the date's, or another one kept as written
	"Fri, 15 Mar 2024 14:30:02 +0000", "Mon, 15 Mar 2024 14:30:02 +0000", "Fri Mar 15 14:30:02 2024 +0100",
	"Friday, March 15, 2024", "Fri, Mar 15, 2024", "Freitag, 15. März 2024", "Fr., 15. März 2024", "ven. 15 mars 2024",
	"viernes, 15 de marzo de 2024", "Fri, 03/15/2024",
	// day and year in words (Spanish and French deeds and civil records)
	"veinticuatro de octubre de dos mil veinticuatro", "veinte días del mes de febrero de dos mil veinticinco",
	"diez y ocho de enero de mil novecientos noventa y siete", "Veintidós de mayo de dos mil dieciocho",
	"primero de mayo", "quince de marzo", "quatorze avril mille neuf cent vingt-deux",
	"vingt-deux mars deux mil vingt-cinq", "PREMIER OCTOBRE DEUX MILLE VINGT",
	"veinte (20) días del mes de febrero de 2025", "veintiún días del mes de marzo de dos mil veinticinco (2025)",
	// a range of days of one month
	"March 15-17, 2024", "June 3–7", "15-17 March 2024", "15.–17. März 2024", "Mar 15 - 17, 2024", "1-3 mars 2024",
}

// compactShapes are found in an HL7 field or after a word for a date of birth only.
var compactShapes = []string{"19630707", "20240315143000"}

// cuedDateShapes are found after a cue only, each in a context with one: numeric dates
// without a year, and with a 2-digit year and unpadded fields (a version number alone), and
// the timestamps of chat exports at a line start.
var cuedDateShapes = []struct{ shape, context string }{
	{"15.03", "Termin am %s. um 10 Uhr"},
	{"05.2019", "seit %s bei uns"},
	{"12.2019", "Projektleiter, %s – heute, Siemens"},
	{"3.4", "Begehung am %s. um 14 Uhr"},
	{"15/03", "le %s à 14h"},
	{"03/15", "Let's meet on %s at noon."},
	{"5/21", "Today is %s"},
	{"3/4", "The invoice is due %s."},
	{"21/5", "Shipped on %s, arriving soon"},
	{"5.3.24", "am %s kommt er"},
	{"21.5.21", "Today is %s"},
	{"7.3.85", "born %s in Leeds"},
	{"3/20", "Deadline: COB %s."},
	{"1/28", "Insured reports a burst pipe %s. Mold in the basement."}, // no cue: the day cannot be a month
	{"09.05.24, 18:42:11", "[%s] Sabine Krause: Hallo"},
	{"3/12/24, 9:16:05 PM", "[%s] Mei Lin: hi"},
	{"12/03/2024, 20:14", "%s - Abena Mensah: ok"},
	{"2024-06", "exporting period=%s rows=412"},
	{"10/08", "they want a deposit by %s\nok"},
	{"7/3", "Can we do Thu %s instead?"},
	{"09/25", "Grace to confirm the new date by %s."},
	{"03/02", "Date  | Libellé | Débit\n%s | VIR SEPA SALAIRE | 3 412,00 €"},
	{"Ene. 2018", "%s – feb. 2021: Analista junior"},
	{"20250318T140000", "DTSTART;TZID=America/New_York:%s\nDTEND"},
	{"dix-huit mars", "L'an deux mille vingt-quatre, le %s, à dix heures"},
	{"abr 13 08:14:02", "%s srv-fact01 systemd[1]: Started Servicio de facturación."},
	{"DIX-HUIT OCTOBRE", "L'AN DEUX MILLE VINGT-QUATRE ET LE %s\n"},
}

// allDateShapes returns every shape of the date codec: dateShapes, compactShapes and
// cuedDateShapes.
func allDateShapes() []string {
	all := append(slices.Clone(dateShapes), compactShapes...)
	for _, c := range cuedDateShapes {
		all = append(all, c.shape)
	}
	return all
}

func dateCodecFor(t testing.TB, params codecParams) formatCodec {
	t.Helper()
	c, err := newFormatCodec("date", params)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// dateCheckCipher checks one encryption: the ciphertext parses to the same shape, lies in
// the year range, differs only in the value, and decrypts to the plaintext.
func dateCheckCipher(t *testing.T, c formatCodec, p *permuter, plain string, lo, hi int) string {
	t.Helper()
	ct, err := c.Encrypt(p, plain)
	if err != nil {
		t.Fatalf("Encrypt(%q): %v", plain, err)
	}
	_, s, _ := format.ParseDate(plain)
	d2, s2, ok := format.ParseDate(ct)
	if !ok || s2 != s {
		t.Fatalf("Encrypt(%q) = %q: shape %+v, want %+v", plain, ct, s2, s)
	}
	if d2.Year < lo || d2.Year > hi {
		t.Fatalf("Encrypt(%q) = %q: year outside %d–%d", plain, ct, lo, hi)
	}
	if lo >= format.DateYearMin && hi <= format.DateYearMax && !format.ValidDate(ct) {
		t.Fatalf("Encrypt(%q) = %q fails the validator", plain, ct)
	}
	back, err := c.Decrypt(p, ct)
	if err != nil || back != plain {
		t.Fatalf("Decrypt(Encrypt(%q)) = %q, %v", plain, back, err)
	}
	return ct
}

func TestDateCodecShapes(t *testing.T) {
	t.Parallel()
	c := dateCodecFor(t, nil)
	p := testPermuter(t, "")
	for _, plain := range allDateShapes() {
		t.Run(plain, func(t *testing.T) {
			ct := dateCheckCipher(t, c, p, plain, format.DateYearMin, format.DateYearMax)
			// The non-digit, non-letter skeleton is kept exactly: separators, spaces, dots, comma
			// (a date in words has as many words as its numbers take).
			skel := func(s string) string {
				return regexp.MustCompile(`[0-9\pL]+`).ReplaceAllString(s, "x")
			}
			if _, s, _ := format.ParseDate(plain); !s.Words.On && skel(ct) != skel(plain) {
				t.Errorf("Encrypt(%q) = %q: punctuation changed", plain, ct)
			}
			if ct == plain {
				t.Logf("Encrypt(%q) is a fixed point", plain)
			}
		})
	}
}

// samplesFor scales a per-shape sample count down for the shapes without a year or a day:
// their small domains are walked from FF1's minimum of 10^6 points, hundreds of FF1 calls each.
func samplesFor(seed string, n int) int {
	_, s, _ := format.ParseDate(seed)
	if s.NoYear || s.NoDay {
		return max(n/20, 10)
	}
	return n
}

// dateSamples returns n random dates printed in the shape of seed, chosen among the dates that
// shape can hold in lo..hi (the codec's domain for that shape).
func dateSamples(r *rand.Rand, seed string, lo, hi, n int) []string {
	_, s, _ := format.ParseDate(seed)
	base := format.DateValue{Year: lo, Month: 1, Day: 1}.Days()
	days := format.DateValue{Year: hi, Month: 12, Day: 31}.Days() - base + 1
	var out []string
	for tries := 0; len(out) < n && tries < 1000*n; tries++ {
		v := format.DateFromDays(base + r.Int64N(days))
		text := format.FormatDate(v, s)
		if d2, s2, ok := format.ParseDate(text); ok && d2 == v && s2 == s {
			out = append(out, text)
		}
	}
	return out
}

// TestDateCodecRandom encrypts 2,000 random dates of every shape.
func TestDateCodecRandom(t *testing.T) {
	t.Parallel()
	n := 2000
	if testing.Short() {
		n = 200
	}
	c := dateCodecFor(t, nil)
	p := testPermuter(t, "random")
	r := rand.New(rand.NewPCG(1, 2))
	for _, seed := range allDateShapes() {
		n := samplesFor(seed, n)
		samples := dateSamples(r, seed, format.DateYearMin, format.DateYearMax, n)
		if len(samples) < n {
			t.Fatalf("%q: only %d samples", seed, len(samples))
		}
		for _, plain := range samples {
			dateCheckCipher(t, c, p, plain, format.DateYearMin, format.DateYearMax)
		}
	}
}

// TestDateCodecYearRange checks that year_min/year_max bound the ciphertext.
func TestDateCodecYearRange(t *testing.T) {
	t.Parallel()
	c := dateCodecFor(t, codecParams{"year_min": int64(1990), "year_max": int64(2010)})
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, seed := range []string{"2024-03-15", "3/5/24", "March 5th, 2024", "15. März 2024", "1er mars 2024"} {
		for _, plain := range dateSamples(r, seed, 1990, 2010, 300) {
			dateCheckCipher(t, c, p, plain, 1990, 2010)
		}
	}
	if _, err := c.Encrypt(p, "2024-03-15"); !errors.Is(err, errFormat) {
		t.Errorf("a year outside the range: err = %v; want errFormat", err)
	}
}

// TestDateCodecBijection: with year_min = year_max = 2000 the 366 days of 2000 in ISO shape map
// to 366 distinct days of 2000. The domain is 366 points, so each call walks about 2,700 FF1
// steps; the test also bounds the time that takes.
func TestDateCodecBijection(t *testing.T) {
	t.Parallel()
	c := dateCodecFor(t, codecParams{"year_min": int64(2000), "year_max": int64(2000)})
	p := testPermuter(t, "")
	seen := map[string]string{}
	start := time.Now()
	for n := (format.DateValue{Year: 2000, Month: 1, Day: 1}).Days(); ; n++ {
		d := format.DateFromDays(n)
		if d.Year != 2000 {
			break
		}
		plain := format.FormatDate(d, format.DateShape{Order: format.OrderYMD, Sep: '-', YearDigits: 4, DayPad: true, MonthPad: true})
		var ct string
		if d.Day%8 == 1 {
			ct = dateCheckCipher(t, c, p, plain, 2000, 2000) // with decryption
		} else {
			var err error
			if ct, err = c.Encrypt(p, plain); err != nil {
				t.Fatal(err)
			}
			if v, _, ok := format.ParseDate(ct); !ok || v.Year != 2000 || len(ct) != len(plain) {
				t.Fatalf("Encrypt(%s) = %q", plain, ct)
			}
		}
		if prev, dup := seen[ct]; dup {
			t.Fatalf("%s and %s both encrypt to %s", prev, plain, ct)
		}
		seen[ct] = plain
	}
	if len(seen) != 366 {
		t.Fatalf("%d images; want 366", len(seen))
	}
	el := time.Since(start)
	t.Logf("366 encryptions and 48 decryptions on a 366-point domain: %v (%v per call)", el, el/414)
	if el > 60*time.Second {
		t.Errorf("too slow: %v", el)
	}
}

func TestDateCodecParams(t *testing.T) {
	for name, params := range map[string]codecParams{
		"min above max":  {"year_min": int64(2010), "year_max": int64(2000)},
		"3-digit year":   {"year_min": int64(999)},
		"5-digit year":   {"year_max": int64(10000)},
		"not an integer": {"year_min": "1900"},
		"unknown param":  {"century": int64(20)},
	} {
		if _, err := newFormatCodec("date", params); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := newFormatCodec("date", codecParams{"year_min": int64(1000), "year_max": int64(9999)}); err != nil {
		t.Errorf("widest range: %v", err)
	}
}

func TestDateCodecErrors(t *testing.T) {
	c := dateCodecFor(t, nil)
	p := testPermuter(t, "")
	for _, text := range []string{"", "not a date", "1599-12-31", "1599-02-30", "March 1599", "February 32", "1.2.3", "3/45", "2/30", "31/04", "15. March 2024", "2024-03-15\n"} {
		for name, f := range map[string]func(*permuter, string) (string, error){"Encrypt": c.Encrypt, "Decrypt": c.Decrypt} {
			out, err := f(p, text)
			if !errors.Is(err, errFormat) {
				t.Errorf("%s(%q) = %q, %v; want errFormat", name, text, out, err)
				continue
			}
			if text != "" && strings.Contains(err.Error(), text) {
				t.Errorf("%s(%q): error %q contains the text", name, text, err)
			}
		}
	}
}

func TestDateCodecConsistency(t *testing.T) {
	c := dateCodecFor(t, nil)
	p1, p2 := testPermuter(t, ""), testPermuter(t, "")
	other := testPermuter(t, "another context")
	differ := 0
	r := rand.New(rand.NewPCG(1, 2))
	samples := dateSamples(r, "March 15, 2024", format.DateYearMin, format.DateYearMax, 200)
	for _, plain := range samples {
		a, err1 := c.Encrypt(p1, plain)
		b, err2 := c.Encrypt(p2, plain)
		o, err3 := c.Encrypt(other, plain)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatal(err1, err2, err3)
		}
		if a != b {
			t.Errorf("%q: %q then %q with the same key and context", plain, a, b)
		}
		if a != o {
			differ++
		}
	}
	if differ < len(samples)-2 {
		t.Errorf("another context changed only %d of %d ciphertexts", differ, len(samples))
	}
}

// TestDateCodecAcrossShapes: all shapes share one domain and label, so shapes that can hold
// every date encrypt a date to the same date, and a document that writes one date two ways
// stays consistent.
func TestDateCodecAcrossShapes(t *testing.T) {
	c := dateCodecFor(t, nil)
	p := testPermuter(t, "")
	shapes := []string{"2024-03-15", "03/15/2024", "15.03.2024", "March 15, 2024", "15 March 2024", "15. März 2024", "15 mars 2024"}
	r := rand.New(rand.NewPCG(1, 2))
	for _, plain := range dateSamples(r, "2024-03-15", format.DateYearMin, format.DateYearMax, 100) {
		d, _, _ := format.ParseDate(plain)
		var first format.DateValue
		for i, seed := range shapes {
			_, s, _ := format.ParseDate(seed)
			ct, err := c.Encrypt(p, format.FormatDate(d, s))
			if err != nil {
				t.Fatal(err)
			}
			v, _, _ := format.ParseDate(ct)
			if i == 0 {
				first = v
			} else if v != first {
				t.Errorf("%s: %q encrypts to %+v, ISO to %+v", plain, format.FormatDate(d, s), v, first)
			}
		}
	}
}

// TestDateCodecSpread encrypts 2,000 distinct dates of the 1990s and checks that the images
// are distinct and spread over the 200-year domain: a chi-square test on the month (11 degrees
// of freedom, expected counts proportional to the month's days in 1900–2099) must stay below
// 31.26 (p = 0.001), and each of the 20 decades gets 100 ± 45 images (binomial sd ≈ 9.7).
func TestDateCodecSpread(t *testing.T) {
	t.Parallel()
	c := dateCodecFor(t, nil)
	p := testPermuter(t, "")
	var months [13]float64
	var decades [20]int
	seen := map[string]bool{}
	start := format.DateValue{Year: 1990, Month: 1, Day: 1}.Days()
	const n = 2000
	for i := int64(0); i < n; i++ {
		d := format.DateFromDays(start + i)
		plain := format.FormatDate(d, format.DateShape{Order: format.OrderYMD, Sep: '-', YearDigits: 4, DayPad: true, MonthPad: true})
		ct, err := c.Encrypt(p, plain)
		if err != nil {
			t.Fatal(err)
		}
		if seen[ct] {
			t.Fatalf("two dates encrypt to %s", ct)
		}
		seen[ct] = true
		v, _, _ := format.ParseDate(ct)
		months[v.Month]++
		decades[(v.Year-1900)/10]++
	}
	total := float64(format.DateValue{Year: 2099, Month: 12, Day: 31}.Days() - format.DateValue{Year: 1900, Month: 1, Day: 1}.Days() + 1)
	chi := 0.0
	for m := 1; m <= 12; m++ {
		days := 0
		for y := 1900; y <= 2099; y++ {
			days += format.DaysIn(y, m)
		}
		e := n * float64(days) / total
		chi += (months[m] - e) * (months[m] - e) / e
	}
	if chi > 31.26 {
		t.Errorf("month chi-square %.1f > 31.26: %v", chi, months[1:])
	}
	for i, k := range decades {
		if k < 55 || k > 145 {
			t.Errorf("decade %d: %d images; want 100 ± 45", 1900+10*i, k)
		}
	}
}

// dateSpans returns the start and end of each date of text, with the weekday before it that
// sanitize encrypts with it, and their texts.
func dateSpans(a *annotate.Annotator, text string) (pos []int, texts []string) {
	for _, s := range annotate.WithLeads([]byte(text), a.Annotate([]byte(text))) {
		if s.Type.ID == "date" {
			texts = append(texts, text[s.Start:s.End])
			pos = append(pos, s.Start, s.End)
		}
	}
	return pos, texts
}

// TestDateTypePreservation puts random dates of every shape in several contexts, checks the
// annotator finds them as dates with the right extent, and that it finds the ciphertext in
// the same place as a date with the same extent. (500 per shape: TestDateCodecRandom already
// checks 2,000 per shape against the validator the annotator calls.)
func TestDateTypePreservation(t *testing.T) {
	t.Parallel()
	n := 500
	if testing.Short() {
		n = 100
	}
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(1, 2))
	contexts := []string{"Appointment on %s, please confirm.", "%s", "(%s)", "Dates: %s; later %s.", "born %s\nnext line", "« %s »"}
	for _, seed := range dateShapes {
		samples := dateSamples(r, seed, format.DateYearMin, format.DateYearMax, samplesFor(seed, n))
		for i, plain := range samples {
			ctx := contexts[i%len(contexts)]
			text := strings.ReplaceAll(ctx, "%s", plain)
			pos, _ := dateSpans(a, text)
			want := strings.Index(text, plain)
			if len(pos) == 0 || pos[0] != want || pos[1] != want+len(plain) {
				t.Fatalf("%q: date spans %v; want [%d %d]", text, pos, want, want+len(plain))
			}
			ct, err := c.Encrypt(p, plain)
			if err != nil {
				t.Fatal(err)
			}
			out := strings.ReplaceAll(ctx, "%s", ct)
			pos2, _ := dateSpans(a, out)
			if len(pos2) != len(pos) || pos2[0] != want || pos2[1] != want+len(ct) {
				t.Fatalf("%q → %q: date spans %v; want [%d %d ...]", text, out, pos2, want, want+len(ct))
			}
		}
	}
}

// TestDateCompactTypePreservation checks compact dates in HL7 fields and after "dob": found
// there, and the ciphertext found again in the same place.
func TestDateCompactTypePreservation(t *testing.T) {
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(3, 4))
	contexts := []string{"PID|1||123||DOE^JANE||%s|F", "MSH|^~\\&|LAB|H|||%s||ORU^R01", `{"dob": "%s"}`}
	for _, seed := range compactShapes {
		for i, plain := range dateSamples(r, seed, format.DateYearMin, format.DateYearMax, 200) {
			ctx := contexts[i%len(contexts)]
			if len(plain) > 8 {
				ctx = contexts[i%2] // a timestamp after "dob" may be a card number too
			}
			checkDateInContext(t, a, c, p, ctx, plain)
		}
	}
}

// checkDateInContext checks that the date plain is found in the context ctx (a "%s" marks its
// place) with its exact extent, and so is its ciphertext.
func checkDateInContext(t *testing.T, a *annotate.Annotator, c formatCodec, p *permuter, ctx, plain string) {
	t.Helper()
	text := strings.ReplaceAll(ctx, "%s", plain)
	want := strings.Index(text, plain)
	if pos, _ := dateSpans(a, text); len(pos) < 2 || pos[0] != want || pos[1] != want+len(plain) {
		t.Fatalf("%q: date spans %v; want [%d %d]", text, pos, want, want+len(plain))
	}
	ct, err := c.Encrypt(p, plain)
	if err != nil {
		t.Fatal(err)
	}
	out := strings.ReplaceAll(ctx, "%s", ct)
	if pos, _ := dateSpans(a, out); len(pos) < 2 || pos[0] != want || pos[1] != want+len(ct) {
		t.Fatalf("%q → %q: date spans %v", text, out, pos)
	}
}

// TestDateCodecImpossible: a date its month does not have ("1990-02-29", "June 31") encrypts
// to another impossible date of the same shape, every one of them to a different one, and
// decrypts back; in context, the annotator finds it and its ciphertext in the same place.
func TestDateCodecImpossible(t *testing.T) {
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	// Every impossible date of 1900-2099, in ISO order: a bijection onto themselves.
	seen := map[string]string{}
	for y := format.DateYearMin; y <= format.DateYearMax; y++ {
		for m := 1; m <= 12; m++ {
			for d := format.DaysIn(y, m) + 1; d <= 31; d++ {
				plain := fmt.Sprintf("%d-%02d-%02d", y, m, d)
				ct, err := c.Encrypt(p, plain)
				if err != nil {
					t.Fatalf("Encrypt(%q): %v", plain, err)
				}
				if !format.ImpossibleDate(ct) || len(ct) != len(plain) {
					t.Fatalf("Encrypt(%q) = %q: not an impossible date of its shape", plain, ct)
				}
				if prev, dup := seen[ct]; dup {
					t.Fatalf("%s and %s both encrypt to %s", prev, plain, ct)
				}
				seen[ct] = plain
				if back, err := c.Decrypt(p, ct); err != nil || back != plain {
					t.Fatalf("Decrypt(Encrypt(%q)) = %q, %v", plain, back, err)
				}
			}
		}
	}
	if len(seen) != 1351 { // 6 a year, and 29 February in the 151 common years
		t.Fatalf("%d impossible dates; want 1351", len(seen))
	}
	for _, tt := range []struct{ ctx, plain string }{
		{"DOB: %s\n", "02/29/1983"},
		{`{"dob": "%s", "ssn": "x"}`, "1998-02-30"},
		{"Text '%s' could not be parsed", "31/04/2024"},
		{"Invalid date '%s'", "FEBRUARY 31"},
		{"he picked \"%s\" from the picker", "June 31"},
		{"eintritt '%s', row 2", "31.04.2025"},
		{"I doubt %s exists.", "Feb 29, 1989"},
		{"le %s ?", "31 juin 2024"},
		{"baptised %s (the register)", "30 Feb 1702"},
	} {
		checkDateInContext(t, a, c, p, tt.ctx, tt.plain)
		ct, _ := c.Encrypt(p, tt.plain)
		_, s, _ := format.ParseImpossibleDate(tt.plain)
		if _, s2, ok := format.ParseImpossibleDate(ct); !ok || s2 != s {
			t.Errorf("Encrypt(%q) = %q: not an impossible date of the same shape", tt.plain, ct)
		}
		if back, err := c.Decrypt(p, ct); err != nil || back != tt.plain {
			t.Errorf("Decrypt(Encrypt(%q)) = %q, %v", tt.plain, back, err)
		}
	}
}

// TestDateLocaleStamp: a log's stamp in a Spanish or German locale (journalctl's "abr 03
// 08:14:02") is found at a line's start, and so is its ciphertext; a German stamp keeps to
// the months whose abbreviation is not English (Mär, Mai, Okt, Dez).
func TestDateLocaleStamp(t *testing.T) {
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	for _, plain := range []string{"abr 03 08:14:02", "dic  4 23:59:59", "ago 15 10:11:12", "Okt  3 08:14:02", "Dez 24 23:59:59", "Mär 10 07:00:01"} {
		checkDateInContext(t, a, c, p, "%s srv-fact01 systemd[1]: Started\n", plain)
		ct, _ := c.Encrypt(p, plain)
		if back, err := c.Decrypt(p, ct); err != nil || back != plain {
			t.Errorf("Decrypt(Encrypt(%q)) = %q, %v", plain, back, err)
		}
	}
}

// TestDateCodecEarly checks dates before the codec's range (family histories): each one is
// encrypted among the years before it, back to format.DateYearEarliest, decrypts to itself,
// and is found again where the old one was.
func TestDateCodecEarly(t *testing.T) {
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "early")
	r := rand.New(rand.NewPCG(7, 8))
	for _, seed := range []string{"14 Feb 1861", "1861-02-14", "17. März 1868", "8.9.1872", "March 1868", "Monday, March 15, 1858"} {
		for _, plain := range dateSamples(r, seed, format.DateYearEarliest, format.DateYearMin-1, 200) {
			dateCheckCipher(t, c, p, plain, format.DateYearEarliest, format.DateYearMin-1)
			checkDateInContext(t, a, c, p, "b. %s in Co. Mayo", plain)
		}
	}
}

// TestDateCuedTypePreservation checks the dates found after a cue only: found there, and the
// ciphertext found again in the same place.
func TestDateCuedTypePreservation(t *testing.T) {
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	r := rand.New(rand.NewPCG(5, 6))
	for _, cued := range cuedDateShapes {
		for _, plain := range dateSamples(r, cued.shape, format.DateYearMin, format.DateYearMax, 100) {
			checkDateInContext(t, a, c, p, cued.context, plain)
		}
	}
}

// TestDateDetector is a table of dates and non-dates in running text.
func TestDateDetector(t *testing.T) {
	a, _ := defaultTypeCodec(t, "date")
	tests := []struct {
		text string
		want []string // the date spans, in order
	}{
		{"Born 1984-07-23 in Ohio.", []string{"1984-07-23"}},
		{"log 2024-03-15T10:22:01Z started", []string{"2024-03-15T10:22:01Z"}},
		{"in 2024, in March 2024, on March 15", []string{"March 2024", "March 15"}},
		{"Jun 12 14:30:02 host, [15/Jul/2024:14:30:02 +0000], PID|1||19630707|F", []string{"Jun 12 14:30:02", "15/Jul/2024:14:30:02 +0000", "19630707"}},
		{"filed 2024/03/15 and 2024/3/5", []string{"2024/03/15", "2024/3/5"}},
		{"Due 03/15/2024, paid 3/5/24.", []string{"03/15/2024", "3/5/24"}},
		{"Termin am 15.03.2024 um 10.30 Uhr", []string{"15.03.2024"}},
		{"Termin am 5.3.2024 und 15.03.24", []string{"5.3.2024", "15.03.24"}},
		{"le 15-03-2024", []string{"15-03-2024"}},
		{"On March 15, 2024 we met; again on Mar. 5, 2024.", []string{"March 15, 2024", "Mar. 5, 2024"}},
		{"Friday, March 5th, 2024 at noon", []string{"Friday, March 5th, 2024"}},
		{"since 15 March 2024 and 22nd Jan 2023", []string{"15 March 2024", "22nd Jan 2023"}},
		{"Am 15. März 2024 und am 3. Oktober 2023.", []string{"15. März 2024", "3. Oktober 2023"}},
		{"ab 1. Mai 2022, bis 15. Okt. 2024", []string{"1. Mai 2022", "15. Okt. 2024"}},
		{"le 1er mars 2024 et le 15 févr. 2024", []string{"1er mars 2024", "15 févr. 2024"}},
		{"le 14 juillet 2021", []string{"14 juillet 2021"}},
		{"date of birth: 25/12/1975", []string{"25/12/1975"}},
		{"filed 2024.03.15, due 15-Mar-2024, opened 5-MAY-2021", []string{"2024.03.15", "15-Mar-2024", "5-MAY-2021"}},
		{"on the 15th of March 2024 and the 1st of May 2023", []string{"15th of March 2024", "1st of May 2023"}},
		// impossible, dates all the same: someone's mistyped birth date, a validation test
		{"Feb 30, 2024 or 31/04/2024 or 30.02.2024", []string{"Feb 30, 2024", "31/04/2024", "30.02.2024"}},
		// not dates
		{"version 1.2.3 and v1.2.10", nil},
		{"upgrade to version 10.11.12 now", nil},
		{"at 10:30:45 or 10.30.45", nil},
		{"in 2024, in Q3 2024, the January column", nil},
		{"add 3/4 cup; open 24/7/365", nil},
		{"final score 12-3, ratio 1/2/3", nil},
		{"host 10.10.10.10 and 192.168.10.20", nil},
		{"ISBN 978-3-16-148410-0", nil},
		{"call 555-12-34", nil},
		{"order 2024031512, ticket 20240315", nil},
		{"1599-12-31 and 2100-01-01", nil},
		{"b. 14 Feb 1861, d. 1923", []string{"14 Feb 1861"}},
		{"tag build-2024-03-15-rc1", nil},
		{"sha 3e5a12-03-2024ff", nil},
		{"pinned to version 2023.10.01; try 2024.3.1", nil},
		{"15-Mar-024, 15-Mar.-2024", nil},
		{"Today is May-21; hired,21-May,Sales; closed Oct-2023.", []string{"May-21", "21-May", "Oct-2023"}},
		{"may-21, SKU 21-May-X, Mar-Apr, Jan-1, 31-Feb", nil},
	}
	for _, tt := range tests {
		_, got := dateSpans(a, tt.text)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: dates %q; want %q", tt.text, got, tt.want)
		}
	}
}

// TestDateCorpus reports the detector's precision and recall on the date spans of the gold
// corpus (testdata/corpus/format), and round-trips every gold date through the codec.
func TestDateCorpus(t *testing.T) {
	files, _ := filepath.Glob("../testdata/corpus/format/*.txt")
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	a, c := defaultTypeCodec(t, "date")
	p := testPermuter(t, "")
	gold := regexp.MustCompile(`⟦([a-z_0-9]+):(.*?)⟧`)
	tp, fp, fn := 0, 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, prompt := range strings.Split(string(data), "\n=== ") {
			// Plain text and the gold date spans (start/end in the plain text).
			var plain strings.Builder
			want := map[[2]int]bool{}
			last := 0
			for _, m := range gold.FindAllStringSubmatchIndex(prompt, -1) {
				plain.WriteString(prompt[last:m[0]])
				s := plain.Len()
				plain.WriteString(prompt[m[4]:m[5]])
				if prompt[m[2]:m[3]] == "date" {
					want[[2]int{s, plain.Len()}] = true
					v := prompt[m[4]:m[5]]
					if ct, err := c.Encrypt(p, v); err != nil {
						t.Errorf("%s: gold date %q: %v", filepath.Base(f), v, err)
					} else if back, err := c.Decrypt(p, ct); err != nil || back != v {
						t.Errorf("%s: gold date %q: round trip %q, %v", filepath.Base(f), v, back, err)
					}
				}
				last = m[1]
			}
			plain.WriteString(prompt[last:])
			text := plain.String()
			pos, _ := dateSpans(a, text)
			datePreservedInContext(t, a, c, p, text)
			for i := 0; i < len(pos); i += 2 {
				k := [2]int{pos[i], pos[i+1]}
				if want[k] {
					tp++
					delete(want, k)
				} else {
					fp++
					t.Logf("%s: false positive %q", filepath.Base(f), text[k[0]:k[1]])
				}
			}
			for k := range want {
				fn++
				t.Logf("%s: missed %q", filepath.Base(f), text[k[0]:k[1]])
			}
		}
	}
	if tp+fp > 0 && tp+fn > 0 {
		t.Logf("date detector on the corpus: precision %.3f, recall %.3f (tp %d, fp %d, fn %d)",
			float64(tp)/float64(tp+fp), float64(tp)/float64(tp+fn), tp, fp, fn)
	}
}

// datePreservedInContext encrypts every date the annotator finds in text and checks that
// annotating the result gives the same spans (all types), shifted by the length changes.
func datePreservedInContext(t *testing.T, a *annotate.Annotator, c formatCodec, p *permuter, text string) {
	t.Helper()
	type span struct {
		start, end int
		typ        string
	}
	var want []span
	var out strings.Builder
	last := 0
	for _, s := range a.Annotate([]byte(text)) {
		out.WriteString(text[last:s.Start])
		start := out.Len()
		v := text[s.Start:s.End]
		if s.Type.ID == "date" {
			ct, err := c.Encrypt(p, v)
			if err != nil {
				t.Errorf("date %q: %v", v, err)
				return
			}
			v = ct
		}
		out.WriteString(v)
		want = append(want, span{start, out.Len(), s.Type.ID})
		last = s.End
	}
	out.WriteString(text[last:])
	enc := out.String()
	var got []span
	for _, s := range a.Annotate([]byte(enc)) {
		got = append(got, span{s.Start, s.End, s.Type.ID})
	}
	if len(got) != len(want) {
		t.Errorf("spans changed after encrypting dates:\n%v\n%v\n%s", want, got, enc)
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("span %d: %v after encrypting dates; want %v (%q)", i, got[i], want[i], enc[got[i].start:got[i].end])
		}
	}
}

// FuzzDateRoundTrip: any input the validator accepts encrypts to a date of the same kind (real
// or impossible) and shape and decrypts back exactly; anything else is an errFormat error. Nothing panics.
func FuzzDateRoundTrip(f *testing.F) {
	for _, s := range dateShapes {
		f.Add(s)
	}
	for _, s := range []string{"1.2.3", "2024-02-30", "May. 5, 2024", "15. March 2024", "", "12/25/24"} {
		f.Add(s)
	}
	c := dateCodecFor(f, nil)
	p := testPermuter(f, "")
	f.Fuzz(func(t *testing.T, text string) {
		ct, err := c.Encrypt(p, text)
		if !format.WrittenDate(text) {
			if !errors.Is(err, errFormat) {
				t.Fatalf("Encrypt(%q) = %q, %v; want errFormat", text, ct, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("Encrypt(%q): %v", text, err)
		}
		parse, valid := format.ParseDate, format.ValidDate
		if format.ImpossibleDate(text) {
			parse, valid = format.ParseImpossibleDate, format.ImpossibleDate
		}
		_, s, _ := parse(text)
		if _, s2, ok := parse(ct); !ok || s2 != s || !valid(ct) {
			t.Fatalf("Encrypt(%q) = %q: not a date of the same kind and shape", text, ct)
		}
		back, err := c.Decrypt(p, ct)
		if err != nil || back != text {
			t.Fatalf("Decrypt(Encrypt(%q)) = %q, %v", text, back, err)
		}
	})
}

func BenchmarkDateEncrypt(b *testing.B) {
	c := dateCodecFor(b, nil)
	p := testPermuter(b, "")
	r := rand.New(rand.NewPCG(1, 2))
	for _, seed := range []string{"2024-03-15", "3/5/24", "25/03/2024", "March 15, 2024"} {
		samples := dateSamples(r, seed, format.DateYearMin, format.DateYearMax, 1000)
		b.Run(seed, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := c.Encrypt(p, samples[i%len(samples)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
