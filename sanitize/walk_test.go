package sanitize

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/internal/names"
)

// TestWalkCost bounds the work per value of every codec, counted in FF1 calls. Small domains
// (name words, ZIP codes, dates, short runs) make none: they are table lookups. Large ones walk
// FF1 while the result falls outside the domain or the codec's validity predicate; the domain
// fills more than 1/10 of FF1's numeral space and every predicate keeps most points, so a value
// costs a few calls on average (measured: at most ~10, IPv6 addresses of five hex digits).
// The bounds are the density check: a mean above 20 would mean a predicate rejecting most of
// its domain, and a walk of 300 calls has a probability below 10^-12 at density 1/10.
func TestWalkCost(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const n = 300
	db := names.Default()
	gen := map[string]struct {
		codec string
		f     func() string
		small bool // every value a table lookup: no FF1 call at all
	}{
		"ssn":  {"ssn", func() string { return randSSN(r) }, false},
		"card": {"credit_card", func() string { return randCard(r, 16, '4') }, false},
		"ipv4": {"ipv4", func() string {
			return fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(126), r.IntN(256), r.IntN(256), 1+r.IntN(254))
		}, false},
		"ipv6": {"ipv6", func() string { return ipv6Random(r, ipv6Templates[r.IntN(len(ipv6Templates))]) }, false},
		"ipv6-dotted": {"ipv6", func() string {
			return ipv6Random(r, "hhhh:hhhh::") + fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(126), r.IntN(256), r.IntN(256), 1+r.IntN(254))
		}, false},
		"zip9":      {"zip", func() string { return fmt.Sprintf("%05d-%s", 1+r.IntN(99999), randDigits(r, 4)) }, false},
		"iban":      {"iban", func() string { return randIBAN(r, "DE", "999999999999999999") }, false},
		"digits-8":  {"digits", func() string { return randDigits(r, 8) }, false},
		"alnum-7":   {"alnum", func() string { return emailRandom(r, "AA99aaa") }, false},
		"email":     {"email", func() string { return emailSamples(r, "aaaa.aaaaa", "aaaaaa.com", 1)[0] }, false},
		"email-kpt": {"email", func() string { return emailSamples(r, "aaaaa99", "=gmail.com", 1)[0] }, false},
		"phone":     {"phone", func() string { return randomPhone(r, phoneTemplates[r.IntN(len(phoneTemplates))]) }, false},
		"zip5":      {"zip", func() string { return fmt.Sprintf("%05d", 1+r.IntN(99999)) }, true},
		"digits-1":  {"digits", func() string { return randDigits(r, 1) }, true},
		"digits-5":  {"digits", func() string { return randDigits(r, 5) }, true},
		"alnum-3":   {"alnum", func() string { return emailRandom(r, "a9A") }, true},
		"email-3":   {"email", func() string { return emailSamples(r, "aaa", "=gmail.com", 1)[0] }, true},
		"ipv6-mix":  {"ipv6", func() string { return ipv6Random(r, "9F9f::h") }, false},
		"date": {"date", func() string {
			return dateSamples(r, []string{"2024-03-15", "3/5/24", "25/03/2024", "March 15, 2024"}[r.IntN(4)], format.DateYearMin, format.DateYearMax, 1)[0]
		}, true},
		"name": {"name", func() string {
			c := []names.Class{names.GivenFemale, names.GivenMale, names.Surname}[r.IntN(3)]
			return db.ClassName(c, r.IntN(db.ClassSize(c)))
		}, true},
		"name-unlisted": {"name", func() string { return []string{"Xiu", "Zq", "Kbrw"}[r.IntN(3)] }, false},
	}
	for name, g := range gen {
		c := mustCodec(t, g.codec, nil)
		p := testPermuter(t, "")
		var worst uint64
		for range n {
			x := g.f()
			before := p.ff1Calls.Load()
			if _, err := c.Encrypt(p, x); err != nil {
				t.Fatalf("%s: Encrypt(%q): %v", name, x, err)
			}
			worst = max(worst, p.ff1Calls.Load()-before)
		}
		mean := float64(p.ff1Calls.Load()) / n
		t.Logf("%-13s %5.2f FF1 calls per value, at most %d", name, mean, worst)
		if g.small && p.ff1Calls.Load() > 0 {
			t.Errorf("%s: %d FF1 calls for %d small-domain values; want table lookups only", name, p.ff1Calls.Load(), n)
		}
		if mean > 20 || worst > 300 {
			t.Errorf("%s: %.1f FF1 calls per value on average, %d at worst; want ≤ 20 and ≤ 300", name, mean, worst)
		}
	}
}
