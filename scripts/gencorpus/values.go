package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// seg is a piece of generated text; typ is its gold type, empty for text that is not sensitive.
type seg struct{ text, typ string }

type person struct {
	first, last  string
	surnameFirst bool // written family name first (Zhang Wei)
}

func (p person) full() string {
	if p.surnameFirst {
		return p.last + " " + p.first
	}
	return p.first + " " + p.last
}

// people from every part of the world the conventions name; surnameFirst for Chinese, Korean
// and Vietnamese names as they are usually written.
var people = []person{
	{"Emily", "Carter", false}, {"James", "O'Brien", false}, {"Siobhán", "Kavanagh", false}, {"Cian", "Mac Giolla", false},
	{"María José", "García López", false}, {"Javier", "de la Cruz", false}, {"Daniela", "Castro Torres", false}, {"Lucía", "Fernández", false},
	{"Priya", "Raman", false}, {"Arjun", "Venkataraman", false}, {"Ananya", "Iyer", false}, {"Rohit", "Malhotra", false},
	{"Wei", "Zhang", true}, {"Xiaoming", "Li", true}, {"Jiahui", "Chen", true}, {"Yuting", "Wang", true},
	{"Omar", "Haddad", false}, {"Fatima", "Al-Sayed", false}, {"Layla", "Nasser", false}, {"Youssef", "Benali", false},
	{"Łukasz", "Kowalczyk", false}, {"Anastasia", "Volkova", false}, {"Dmitri", "Sokolov", false}, {"Milena", "Novak", false},
	{"Kwame", "Mensah", false}, {"Chidi", "Okafor", false}, {"Amara", "Diallo", false}, {"Abena", "Owusu", false}, {"Ngozi", "Eze", false},
	{"Søren", "Kierkegaard", false}, {"Ingrid", "Lindqvist", false}, {"Henrik", "Johansson", false}, {"Astrid", "Halvorsen", false},
	{"Jean-Luc", "Moreau", false}, {"Amélie", "Rousseau", false}, {"Théo", "Lefebvre", false}, {"Aïcha", "N'Diaye", false},
	{"Klaus", "Müller", false}, {"Jürgen", "Schäfer", false}, {"Annika", "Weißmann", false}, {"Lena", "Hoffmann", false},
	{"Haruto", "Tanaka", false}, {"Yuki", "Sato", false}, {"Min-jun", "Kim", true}, {"Seo-yeon", "Park", true},
	{"Thi Lan", "Nguyễn", true}, {"Van Minh", "Tran", true}, {"Zoë", "Hartley", false}, {"Marcus", "Whitfield", false},
	{"Olumide", "Adeyemi", false}, {"Tomasz", "Wiśniewski", false}, {"Carmen", "Ruiz Delgado", false}, {"Pablo", "Iglesias", false},
}

var (
	monthsEn   = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	monthsAbbr = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	monthsDe   = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
	monthsFr   = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
	monthsEs   = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
)

type gen struct {
	r      *rand.Rand
	people []person // the people of the current prompt, drawn at its start
}

func (g *gen) n(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

func (g *gen) digits(k int) string {
	var b strings.Builder
	for range k {
		b.WriteByte(byte('0' + g.r.IntN(10)))
	}
	return b.String()
}

func (g *gen) pick(xs []string) string { return xs[g.r.IntN(len(xs))] }

func ord(d int) string {
	switch {
	case d%10 == 1 && d != 11:
		return "st"
	case d%10 == 2 && d != 12:
		return "nd"
	case d%10 == 3 && d != 13:
		return "rd"
	}
	return "th"
}

// date writes a random valid date (day 1-28, so every month has it) in the named form.
func (g *gen) date(form string) string {
	y, m, d := g.n(1945, 2025), g.n(1, 12), g.n(1, 28)
	if strings.HasPrefix(form, "recent") {
		y = g.n(2019, 2025)
		form = strings.TrimPrefix(form, "recent")
	}
	H, M, S := g.n(0, 23), g.n(0, 59), g.n(0, 59)
	switch form {
	case "", "iso":
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case "us":
		return fmt.Sprintf("%02d/%02d/%04d", m, d, y)
	case "usshort":
		return fmt.Sprintf("%d/%d/%02d", m, d, y%100)
	case "eu":
		return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
	case "euslash":
		return fmt.Sprintf("%02d/%02d/%04d", d, m, y)
	case "en":
		return fmt.Sprintf("%s %d, %d", monthsEn[m-1], d, y)
	case "enabbr":
		return fmt.Sprintf("%s %d, %d", monthsAbbr[m-1], d, y)
	case "endmy":
		return fmt.Sprintf("%d %s %d", d, monthsEn[m-1], y)
	case "enmd":
		return fmt.Sprintf("%s %d", monthsEn[m-1], d)
	case "enmdth":
		return fmt.Sprintf("%s %d%s", monthsEn[m-1], d, ord(d))
	case "endm":
		return fmt.Sprintf("%d %s", d, monthsEn[m-1])
	case "enmy":
		return fmt.Sprintf("%s %d", monthsEn[m-1], y)
	case "de":
		return fmt.Sprintf("%d. %s %d", d, monthsDe[m-1], y)
	case "dedm":
		return fmt.Sprintf("%d. %s", d, monthsDe[m-1])
	case "demy":
		return fmt.Sprintf("%s %d", monthsDe[m-1], y)
	case "fr":
		if d == 1 {
			return fmt.Sprintf("1er %s %d", monthsFr[m-1], y)
		}
		return fmt.Sprintf("%d %s %d", d, monthsFr[m-1], y)
	case "frdm":
		return fmt.Sprintf("%d %s", d, monthsFr[m-1])
	case "frmy":
		return fmt.Sprintf("%s %d", monthsFr[m-1], y)
	case "es":
		return fmt.Sprintf("%d de %s de %d", d, monthsEs[m-1], y)
	case "esdm":
		return fmt.Sprintf("%d de %s", d, monthsEs[m-1])
	case "dmon":
		return fmt.Sprintf("%02d-%s-%d", d, monthsAbbr[m-1], y)
	case "syslog":
		return fmt.Sprintf("%s %2d %02d:%02d:%02d", monthsAbbr[m-1], d, H, M, S)
	case "apache":
		return fmt.Sprintf("%02d/%s/%d:%02d:%02d:%02d %s", d, monthsAbbr[m-1], y, H, M, S, g.pick([]string{"+0000", "+0100", "-0700", "+0200"}))
	case "isots":
		return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d%s", y, m, d, H, M, S, g.pick([]string{"Z", "+01:00", "-05:00", ".123Z"}))
	case "logts":
		return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d,%03d", y, m, d, H, M, S, g.n(0, 999))
	case "hl7ts":
		return fmt.Sprintf("%04d%02d%02d%02d%02d%02d", y, m, d, H, M, S)
	case "hl7ts12":
		return fmt.Sprintf("%04d%02d%02d%02d%02d", y, m, d, H, M)
	case "hl7d":
		return fmt.Sprintf("%04d%02d%02d", y, m, d)
	}
	panic("unknown date form " + form)
}

// phone writes a random number in the named national or international form.
func (g *gen) phone(form string) string {
	d := g.digits
	area := func() string { return g.pick(areaCodes) }
	exch := func() string { return fmt.Sprintf("%d%s", g.n(2, 9), d(2)) }
	switch form {
	case "", "us":
		return fmt.Sprintf("(%s) %s-%s", area(), exch(), d(4))
	case "usdash":
		return fmt.Sprintf("%s-%s-%s", area(), exch(), d(4))
	case "usdot":
		return fmt.Sprintf("%s.%s.%s", area(), exch(), d(4))
	case "usintl":
		return fmt.Sprintf("+1 %s %s %s", area(), exch(), d(4))
	case "usbare":
		return area() + exch() + d(4)
	case "tollfree":
		return fmt.Sprintf("1-8%d%d-%s-%s", g.n(0, 8), g.n(0, 8), exch(), d(4))
	case "uk":
		return fmt.Sprintf("+44 20 7%s %s", d(3), d(4))
	case "ukmob":
		return fmt.Sprintf("07%d%s %s", g.n(4, 9), d(2), d(6))
	case "de":
		return fmt.Sprintf("+49 (0)89 %s", d(7))
	case "denat":
		return fmt.Sprintf("030 %s", d(8))
	case "demob":
		return fmt.Sprintf("01%d%d %s", g.n(5, 7), g.n(0, 9), d(7))
	case "fr":
		return fmt.Sprintf("0%d %s %s %s %s", g.n(1, 7), d(2), d(2), d(2), d(2))
	case "frdot":
		return fmt.Sprintf("06.%s.%s.%s.%s", d(2), d(2), d(2), d(2))
	case "frintl":
		return fmt.Sprintf("+33 6 %s %s %s %s", d(2), d(2), d(2), d(2))
	case "es":
		return fmt.Sprintf("+34 6%s %s %s", d(2), d(3), d(3))
	case "esnat":
		return fmt.Sprintf("6%s %s %s", d(2), d(3), d(3))
	case "in":
		return fmt.Sprintf("+91 9%s %s", d(4), d(5))
	case "cn":
		return fmt.Sprintf("+86 13%d %s %s", g.n(0, 9), d(4), d(4))
	case "cnmob":
		return fmt.Sprintf("1%d%d%s", []int{3, 5, 8}[g.r.IntN(3)], g.n(0, 9), d(8))
	case "jp":
		return fmt.Sprintf("+81 3-%s-%s", d(4), d(4))
	case "jpmob":
		return fmt.Sprintf("0%d0-%s-%s", g.n(7, 9), d(4), d(4))
	case "jpintl":
		return fmt.Sprintf("+81 90-%s-%s", d(4), d(4))
	case "tr":
		return fmt.Sprintf("05%d%d %s %s %s", g.n(3, 5), g.n(0, 9), d(3), d(2), d(2))
	case "trintl":
		return fmt.Sprintf("+90 53%d %s %s %s", g.n(0, 9), d(3), d(2), d(2))
	case "ph":
		return fmt.Sprintf("09%d%d-%s-%s", g.n(1, 9), g.n(0, 9), d(3), d(4))
	case "phintl":
		return fmt.Sprintf("+63 9%d%d %s %s", g.n(1, 9), g.n(0, 9), d(3), d(4))
	case "ng":
		return fmt.Sprintf("+234 80%d %s %s", g.n(2, 9), d(3), d(4))
	case "ngnat":
		return fmt.Sprintf("080%d %s %s", g.n(2, 9), d(3), d(4))
	case "br":
		return fmt.Sprintf("+55 11 9%s-%s", d(4), d(4))
	case "mx":
		return fmt.Sprintf("+52 55 %s %s", d(4), d(4))
	case "au":
		return fmt.Sprintf("+61 4%s %s %s", d(2), d(3), d(3))
	case "aunat":
		return fmt.Sprintf("04%s %s %s", d(2), d(3), d(3))
	case "ru":
		return fmt.Sprintf("+7 495 %s-%s-%s", d(3), d(2), d(2))
	case "kr":
		return fmt.Sprintf("010-%s-%s", d(4), d(4))
	case "za":
		return fmt.Sprintf("+27 82 %s %s", d(3), d(4))
	case "it":
		return fmt.Sprintf("+39 347 %s %s", d(3), d(4))
	case "nl":
		return fmt.Sprintf("+31 6 %s", d(8))
	case "ie":
		return fmt.Sprintf("+353 87 %s %s", d(3), d(4))
	case "pl":
		return fmt.Sprintf("+48 5%s %s %s", d(2), d(3), d(3))
	}
	panic("unknown phone form " + form)
}

// areaCodes are assigned North American area codes.
var areaCodes = []string{"212", "415", "312", "617", "206", "305", "713", "512", "303", "404", "718", "646", "202", "310", "702", "801", "503", "612", "214", "480", "919", "615", "773", "858"}

func (g *gen) ssn() string {
	a := g.n(1, 899)
	if a == 666 {
		a = 667
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, g.n(1, 99), g.n(1, 9999))
}

var zips = []string{"78701", "10025", "94103", "60614", "02139", "30303", "98101", "33131", "80202", "19104", "97201", "55401", "85004", "48226", "63101", "27601", "37203", "84101", "20001", "02108", "90012", "73102", "68102", "46204"}

var cities = []struct{ city, state string }{
	{"Austin", "TX"}, {"New York", "NY"}, {"San Francisco", "CA"}, {"Chicago", "IL"}, {"Cambridge", "MA"}, {"Atlanta", "GA"},
	{"Seattle", "WA"}, {"Miami", "FL"}, {"Denver", "CO"}, {"Philadelphia", "PA"}, {"Portland", "OR"}, {"Minneapolis", "MN"},
}

var streets = []string{"Oak Street", "Maple Ave", "Elm Drive", "Sunset Blvd", "Pine Road", "Lakeview Terrace", "Main St", "Cedar Lane"}

// card returns a Luhn-valid Visa or Mastercard number grouped by four.
func (g *gen) card() string {
	prefix := g.pick([]string{"4", "51", "52", "55"})
	num := prefix + g.digits(15-len(prefix))
	sum := 0
	for i := len(num) - 1; i >= 0; i-- {
		v := int(num[i] - '0')
		if (len(num)-1-i)%2 == 0 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	num += string(rune('0' + (10-sum%10)%10))
	return num[:4] + " " + num[4:8] + " " + num[8:12] + " " + num[12:]
}

var ibans = []string{"DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "FR14 2004 1010 0505 0001 3M02 606", "ES91 2100 0418 4502 0005 1332", "NL91ABNA0417164300"}

func (g *gen) email(p person) string {
	f := strings.ToLower(asciiFold(strings.Fields(p.first)[0]))
	l := strings.ToLower(asciiFold(strings.ReplaceAll(strings.Fields(p.last)[len(strings.Fields(p.last))-1], "'", "")))
	dom := g.pick([]string{"example.com", "acme-corp.com", "gmail.com", "web.de", "orange.fr", "hospital.org", "uni-bonn.de"})
	switch g.r.IntN(3) {
	case 0:
		return f + "." + l + "@" + dom
	case 1:
		return f[:1] + l + "@" + dom
	}
	return l + "." + f + fmt.Sprint(g.n(1, 99)) + "@" + dom
}

func asciiFold(s string) string {
	r := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "ü", "u", "ö", "o", "ä", "a", "ß", "ss",
		"ł", "l", "Ł", "L", "ø", "o", "Ø", "O", "è", "e", "ë", "e", "ï", "i", "ễ", "e", "ś", "s", "Ś", "S", "é", "e", "à", "a")
	return r.Replace(s)
}

func (g *gen) ipv4() string {
	switch g.r.IntN(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", g.n(0, 255), g.n(1, 254))
	}
	return fmt.Sprintf("%d.%d.%d.%d", g.n(23, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254))
}

func (g *gen) ipv6() string {
	return fmt.Sprintf("2001:db8:%x:%x::%x", g.n(1, 0xffff), g.n(1, 0xffff), g.n(1, 0xfff))
}

func (g *gen) money(form string) string {
	switch form {
	case "", "usd":
		return fmt.Sprintf("$%d,%03d", g.n(1, 250), g.n(0, 999))
	case "eur":
		return fmt.Sprintf("%d.%03d,%02d €", g.n(1, 99), g.n(0, 999), g.n(0, 99))
	case "eurpre":
		return fmt.Sprintf("€%d", g.n(20, 9999))
	case "k":
		return fmt.Sprintf("$%dk", g.n(40, 250))
	case "code":
		return fmt.Sprintf("USD %d,%03d.%02d", g.n(1, 99), g.n(0, 999), g.n(0, 99))
	}
	panic("unknown money form " + form)
}
