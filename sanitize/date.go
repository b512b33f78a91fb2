package sanitize

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/preempt-dev/preempt/internal/format"
)

// dateCodec encrypts a calendar date into another real date written the same way: same field
// order, separators, padding, year digits, month-name language, form and case, ordinal and
// comma style (format.DateShape holds all of it).
//
// The domain is the days of years yearMin..yearMax, ranked by their distance from 1 January of
// yearMin: 73,049 points for the default 1900–2099 (366 for a single leap year). A date before
// yearMin, back to format.DateYearEarliest (1600; family histories, old records), has a domain
// of its own, the days of those years, so that an old date stays old and every date of the
// range keeps the ciphertext it had. That is below
// 10^6, so permuter permutes it with the prefix cipher (a table built once per range and
// context, then a lookup per date). Every shape uses this one domain and label, restricted by a validity
// predicate to the dates whose printed text parses back to the same shape and value: a day-first
// "25/03/2024" only reaches days > 12, an unpadded "3/5/2024" never both fields ≥ 10, a 2-digit
// year only the window 1969–2068 (36,525 days), an alias spelling such as "Sept" only its month,
// a weekday kept as written because it was not the date's ("Mon, 15 Mar 2024") only the dates
// of the other six weekdays (a weekday that was the date's is written for the new date), a
// range of days ("March 15-17") only the first days whose range stays in the month.
// The restricted set is read off the ciphertext as well as the plaintext (the shape is the
// same), so decryption walks back inside the same set; the walk steps through the table, on
// average n / (valid days) steps, at most 12 (a month alias such as "Sept"). Sharing the label across shapes means
// that shapes able to hold every date ("2024-03-15", "03/15/2024", "15.03.2024",
// "March 15, 2024", "15. März 2024", …) encrypt a date to the same date, which keeps a document
// that writes one date two ways consistent.
type dateCodec struct {
	years dayRange // yearMin..yearMax
	// before is the days of format.DateYearEarliest..yearMin-1, where a date older than the
	// range is encrypted; nil when the range starts no later than format.DateYearEarliest.
	before *dayRange
}

// dayRange numbers the days of the years lo..hi from 1 January lo, under a label that names
// the range (the domain depends on it).
type dayRange struct {
	lo, hi int
	base   int64    // day number of 1 January lo
	n      *big.Int // days in lo..hi
	label  string
}

func newDayRange(lo, hi int) dayRange {
	base := format.DateValue{Year: lo, Month: 1, Day: 1}.Days()
	end := format.DateValue{Year: hi, Month: 12, Day: 31}.Days()
	return dayRange{lo: lo, hi: hi, base: base, n: big.NewInt(end - base + 1), label: fmt.Sprintf("date/%d-%d", lo, hi)}
}

func newDateCodec(pr *paramReader) (formatCodec, error) {
	lo, err := pr.int("year_min", format.DateYearMin)
	if err != nil {
		return nil, err
	}
	hi, err := pr.int("year_max", format.DateYearMax)
	if err != nil {
		return nil, err
	}
	// The parser reads 4-digit years only, so the range must stay inside 1000–9999.
	if lo < 1000 || hi > 9999 || lo > hi {
		return nil, fmt.Errorf("params year_min %d, year_max %d: want 1000 ≤ year_min ≤ year_max ≤ 9999", lo, hi)
	}
	c := &dateCodec{years: newDayRange(lo, hi)}
	if lo > format.DateYearEarliest {
		before := newDayRange(format.DateYearEarliest, lo-1)
		c.before = &before
	}
	return c, nil
}

func (c *dateCodec) Encrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, false) }
func (c *dateCodec) Decrypt(p *permuter, text string) (string, error) { return c.crypt(p, text, true) }

func (c *dateCodec) crypt(p *permuter, text string, decrypt bool) (string, error) {
	parse, domain := format.ParseDate, c.domain
	d, s, ok := parse(text)
	if !ok {
		// A date its month does not have ("1990-02-29", "June 31") goes to another such date:
		// a prompt asking why a form rejects it keeps its question.
		parse, domain = format.ParseImpossibleDate, c.impossibleDomain
		if d, s, ok = parse(text); !ok {
			return "", formatErr("date", "not a calendar date in a known spelling")
		}
	}
	// A date without a year is read in format.NoYear, whatever the range; one before yearMin
	// (back to format.DateYearEarliest) in a range of its own, so that it stays as old.
	if earliest := min(c.years.lo, format.DateYearEarliest); !s.NoYear && (d.Year < earliest || d.Year > c.years.hi) {
		return "", formatErr("date", fmt.Sprintf("year outside %d–%d", earliest, c.years.hi))
	}
	// A text the parser accepts but the printer would spell differently cannot round-trip;
	// the parser is meant to accept only canonical spellings, so this is a guard.
	if format.FormatDate(d, s) != text {
		return "", formatErr("date", "spelling cannot be reproduced")
	}
	dom := domain(s, d.Year)
	x := big.NewInt(dom.index(d))
	valid := func(r *big.Int) bool {
		v := dom.value(r.Int64())
		d2, s2, ok := parse(format.FormatDate(v, s))
		return ok && s2 == s && d2 == v
	}
	y, err := p.walk(dom.label, dom.n, x, valid, decrypt)
	if err != nil {
		return "", fmt.Errorf("date: %w", err)
	}
	return format.FormatDate(dom.value(y.Int64()), s), nil
}

// dateDomain numbers the dates a shape can hold. A date without a year ("March 15") ranges over
// the days of the year it is read in, and one without a day ("March 2024") over the months of
// the year range: walking the whole day domain for them would cost hundreds of FF1 calls each.
type dateDomain struct {
	label string
	n     *big.Int
	index func(format.DateValue) int64
	value func(int64) format.DateValue
}

func (c *dateCodec) domain(s format.DateShape, year int) dateDomain {
	r := c.years
	if !s.NoYear && year < r.lo {
		// An old date ("b. 14 Feb 1861") is encrypted among the years before the range.
		r = *c.before
	}
	switch {
	case s.NoYear:
		base := format.DateValue{Year: format.NoYear, Month: 1, Day: 1}.Days()
		return dateDomain{
			label: "date/month-day", n: big.NewInt(366),
			index: func(d format.DateValue) int64 { return d.Days() - base },
			value: func(i int64) format.DateValue { return format.DateFromDays(base + i) },
		}
	case s.NoDay:
		return dateDomain{
			label: fmt.Sprintf("date/month-year/%d-%d", r.lo, r.hi), n: big.NewInt(int64(12 * (r.hi - r.lo + 1))),
			index: func(d format.DateValue) int64 { return int64(12*(d.Year-r.lo) + d.Month - 1) },
			value: func(i int64) format.DateValue {
				return format.DateValue{Year: r.lo + int(i/12), Month: int(i%12) + 1, Day: 1}
			},
		}
	}
	return dateDomain{
		label: r.label, n: r.n,
		index: func(d format.DateValue) int64 { return d.Days() - r.base },
		value: func(i int64) format.DateValue { return format.DateFromDays(r.base + i) },
	}
}

// impossibleDays are the days past their month's end in every year, in the domain's order; a
// common year has 29 February besides, first in its year.
var impossibleDays = [6][2]int{{2, 30}, {2, 31}, {4, 31}, {6, 31}, {9, 31}, {11, 31}}

// impossibleDomain numbers the impossible dates (format.ParseImpossibleDate) a shape can hold,
// year by year: 29 February of a common year, then impossibleDays. Without a year they are the
// six of impossibleDays (the year is format.NoYear, a leap year). Their own labels keep them
// apart from the real dates, so an impossible date is encrypted to another one: 1,351 points
// for 1900–2099.
func (c *dateCodec) impossibleDomain(s format.DateShape, year int) dateDomain {
	if s.NoYear {
		return dateDomain{
			label: "date/impossible/month-day", n: big.NewInt(int64(len(impossibleDays))),
			index: func(d format.DateValue) int64 {
				return int64(impossibleIndex(d))
			},
			value: func(i int64) format.DateValue {
				md := impossibleDays[i]
				return format.DateValue{Year: format.NoYear, Month: md[0], Day: md[1]}
			},
		}
	}
	r := c.years
	if year < r.lo {
		r = *c.before
	}
	// before(y) is the number of impossible dates of the years r.lo..y-1.
	before := func(y int) int64 {
		leaps := func(y int) int { return y/4 - y/100 + y/400 } // leap years of 1..y
		years := y - r.lo
		return int64(7*years - (leaps(y-1) - leaps(r.lo-1)))
	}
	return dateDomain{
		label: fmt.Sprintf("date/impossible/%d-%d", r.lo, r.hi), n: big.NewInt(before(r.hi + 1)),
		index: func(d format.DateValue) int64 {
			i := before(d.Year)
			if !format.IsLeap(d.Year) {
				if d.Month == 2 && d.Day == 29 {
					return i
				}
				i++
			}
			return i + int64(impossibleIndex(d))
		},
		value: func(i int64) format.DateValue {
			// The last year whose first impossible date is at or before i.
			y := r.lo + sort.Search(r.hi-r.lo+1, func(k int) bool { return before(r.lo+k+1) > i })
			i -= before(y)
			if !format.IsLeap(y) {
				if i == 0 {
					return format.DateValue{Year: y, Month: 2, Day: 29}
				}
				i--
			}
			md := impossibleDays[i]
			return format.DateValue{Year: y, Month: md[0], Day: md[1]}
		},
	}
}

// impossibleIndex is the place of d's month and day in impossibleDays (0 for one not there).
func impossibleIndex(d format.DateValue) int {
	for i, md := range impossibleDays {
		if md == [2]int{d.Month, d.Day} {
			return i
		}
	}
	return 0
}
