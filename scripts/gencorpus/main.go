// Gencorpus writes the synthetic prompt corpora that scripts/eval scores detection on, in the
// JSONL format of ../shared/data/real, with gold spans by ../shared/CONVENTIONS.md:
//
//   - testdata/heldout/prompts.jsonl, from the templates of heldout.go: written for issue 14
//     before any detector was tuned, and looked at only to report;
//   - testdata/dev/prompts.jsonl, from the different templates of dev.go: the split to tune on.
//
// A template is text with slots «kind:arg» (see fill); each slot becomes a value and, if it is
// sensitive, a gold span. The output is the same on every run (fixed seeds).
//
// With -dense FILE it writes instead the dense benchmark text of scripts/bench (see writeDense).
//
// Usage: go run ./scripts/gencorpus [-out DIR] [-dense FILE | -sparse FILE] [-size BYTES]
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

type span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Type  string `json:"type"`
	Label string `json:"label"`
	Text  string `json:"text"`
}

type doc struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	Spans  []span `json:"spans"`
	Source string `json:"source"`
}

type template struct {
	id   string
	text string
}

func main() {
	out := flag.String("out", "testdata", "directory to write heldout/ and dev/ into")
	dense := flag.String("dense", "", "write `FILE`, dense benchmark prompts, instead of the corpora")
	sparse := flag.String("sparse", "", "write `FILE`, the sparse text of the library benchmarks, instead")
	size := flag.Int("size", 10<<20, "bytes of dense or sparse text to write")
	flag.Parse()
	if *dense != "" {
		if err := writeDense(*dense, *size); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus:", err)
			os.Exit(1)
		}
		return
	}
	if *sparse != "" {
		if err := writeSparse(*sparse, *size); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus:", err)
			os.Exit(1)
		}
		return
	}
	for _, split := range []struct {
		name  string
		tmpls []template
		per   int
		seed  uint64
	}{
		{"heldout", heldoutTemplates, 3, 14},
		{"dev", devTemplates, 5, 41},
	} {
		g := &gen{r: rand.New(rand.NewPCG(split.seed, 0))}
		var docs []doc
		for _, t := range split.tmpls {
			for i := range split.per {
				d := g.fill(t.text)
				d.ID = fmt.Sprintf("%s-%s-%d", split.name, t.id, i+1)
				d.Source = "scripts/gencorpus " + split.name
				docs = append(docs, d)
			}
		}
		path := filepath.Join(*out, split.name, "prompts.jsonl")
		if err := write(path, docs); err != nil {
			fmt.Fprintln(os.Stderr, "gencorpus:", err)
			os.Exit(1)
		}
		n := 0
		for _, d := range docs {
			n += len(d.Spans)
		}
		fmt.Printf("%s: %d prompts, %d gold spans\n", path, len(docs), n)
	}
}

func write(path string, docs []doc) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, d := range docs {
		if err := enc.Encode(d); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

// fill expands the slots of a template. Slots:
//
//	«p1» … «p4»        a person of the prompt: full name; .f given, .l family name, .F/.L upper
//	                   case, .U full name upper case, .fl lower-case given name, .rev "Family, Given"
//	«date:FORM»        a date (see gen.date)       «phone:FORM» a phone (see gen.phone)
//	«age», «age:child» an age                      «ssn», «ssn:sp», «ssn:bare»
//	«zip», «zip4»      a ZIP code                  «addr», «citystate»: street/city + ZIP span
//	«email:p1», «email», «ipv4», «ipv6», «card», «iban», «money:FORM»
//	«num:K» «time» «ver» «uuid» «hex» «ord» «city» «street»: look-alikes, no span
func (g *gen) fill(t string) doc {
	g.people = g.people[:0]
	perm := g.r.Perm(len(people))
	for _, i := range perm[:4] {
		g.people = append(g.people, people[i])
	}
	var b strings.Builder
	spans := []span{}
	t = strings.TrimPrefix(t, "\n")
	for {
		i := strings.Index(t, "«")
		if i < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i])
		j := strings.Index(t[i:], "»")
		if j < 0 {
			panic("unclosed slot in " + t)
		}
		slot := t[i+len("«") : i+j]
		t = t[i+j+len("»"):]
		for _, s := range g.slot(slot) {
			if s.typ != "" {
				start := b.Len()
				spans = append(spans, span{Start: start, End: start + len(s.text), Type: s.typ, Label: s.typ, Text: s.text})
			}
			b.WriteString(s.text)
		}
	}
	return doc{Text: b.String(), Spans: spans}
}

func (g *gen) slot(s string) []seg {
	kind, arg, _ := strings.Cut(s, ":")
	one := func(text, typ string) []seg { return []seg{{text, typ}} }
	if len(kind) >= 2 && kind[0] == 'p' && kind[1] >= '1' && kind[1] <= '4' {
		p := g.people[kind[1]-'1']
		_, form, _ := strings.Cut(kind, ".")
		switch form {
		case "":
			return one(p.full(), "name")
		case "f":
			return one(p.first, "name")
		case "l":
			return one(p.last, "name")
		case "F":
			return one(strings.ToUpper(p.first), "name")
		case "L":
			return one(strings.ToUpper(p.last), "name")
		case "fl":
			return one(strings.ToLower(p.first), "name")
		case "rev":
			return one(p.last+", "+p.first, "name")
		case "U":
			return one(strings.ToUpper(p.full()), "name")
		}
		panic("unknown person form " + s)
	}
	switch kind {
	case "date":
		return one(g.date(arg), "date")
	case "phone":
		return one(g.phone(arg), "phone")
	case "age":
		switch arg {
		case "child":
			return one(fmt.Sprint(g.n(2, 16)), "age")
		case "old":
			return one(fmt.Sprint(g.n(65, 97)), "age")
		}
		return one(fmt.Sprint(g.n(19, 88)), "age")
	case "ssn":
		v := g.ssn()
		switch arg {
		case "sp":
			v = strings.ReplaceAll(v, "-", " ")
		case "bare":
			v = strings.ReplaceAll(v, "-", "")
		}
		return one(v, "ssn")
	case "zip":
		return one(g.pick(zips), "zip")
	case "zip4":
		return one(g.pick(zips)+"-"+g.digits(4), "zip")
	case "addr", "citystate":
		c := cities[g.r.IntN(len(cities))]
		pre := ""
		if kind == "addr" {
			pre = fmt.Sprintf("%d %s, ", g.n(12, 9800), g.pick(streets))
		}
		return []seg{{pre + c.city + ", " + c.state + " ", ""}, {g.pick(zips), "zip"}}
	case "email":
		p := g.people[0]
		if arg != "" {
			p = g.people[arg[1]-'1']
		}
		return one(g.email(p), "email")
	case "ipv4":
		if arg == "cidr" {
			return one(g.ipv4()+"/24", "ipv4")
		}
		return one(g.ipv4(), "ipv4")
	case "ipv6":
		return one(g.ipv6(), "ipv6")
	case "card":
		return one(g.card(), "credit_card")
	case "iban":
		return one(g.pick(ibans), "iban")
	case "money":
		return one(g.money(arg), "money")
	case "num":
		k := 5
		fmt.Sscan(arg, &k)
		return one(fmt.Sprint(g.n(1, 9))+g.digits(k-1), "")
	case "time":
		return one(fmt.Sprintf("%02d:%02d", g.n(7, 19), g.n(0, 59)), "")
	case "ver":
		return one(fmt.Sprintf("%d.%d.%d", g.n(1, 12), g.n(0, 30), g.n(0, 99)), "")
	case "uuid":
		return one(fmt.Sprintf("%08x-%04x-4%03x-a%03x-%012x", g.r.Uint32(), g.n(0, 0xffff), g.n(0, 0xfff), g.n(0, 0xfff), g.r.Uint64()&0xffffffffffff), "")
	case "hex":
		return one(fmt.Sprintf("%016x%016x%016x", g.r.Uint64(), g.r.Uint64(), g.r.Uint64())[:g.n(7, 40)], "")
	case "ord":
		return one(fmt.Sprintf("%s-%d%s", g.pick([]string{"ORD", "INV", "RMA", "CASE", "TCK"}), g.n(1, 9), g.digits(g.n(4, 7))), "")
	case "city":
		return one(cities[g.r.IntN(len(cities))].city, "")
	case "street":
		return one(g.pick(streets), "")
	}
	panic("unknown slot " + s)
}
