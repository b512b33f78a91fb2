package annotate

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// go test ./annotate -run TestZZTrace -zzfile=/tmp/x.txt : one text per line.
func TestZZTrace(t *testing.T) {
	path := os.Getenv("ZZFILE")
	if path == "" {
		t.Skip()
	}
	f, _ := os.Open(path)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	db := names.Default()
	for sc.Scan() {
		text := []byte(sc.Text())
		d := personDetector{text: text, db: db, scratch: &scratch{}, trace: func(r rule, s, e int) {
			fmt.Printf("  %s %q\n", r, text[s:e])
		}}
		got := d.find()
		fmt.Printf("%s\n", text)
		for _, g := range got {
			fmt.Printf("  => %q\n", text[g[0]:g[1]])
		}
	}
}

// ZZJSONL=file: per rule tp/fp of the final spans against gold names; ZZFP=rule prints its FPs.
func TestZZRules(t *testing.T) {
	path := os.Getenv("ZZJSONL")
	if path == "" {
		t.Skip()
	}
	f, _ := os.Open(path)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	db := names.Default()
	var tp, fp [numRules]int
	show := os.Getenv("ZZFP")
	for sc.Scan() {
		var doc struct {
			Text  string
			Spans []struct {
				Start, End int
				Type       string
			}
		}
		json.Unmarshal(sc.Bytes(), &doc)
		gold := map[[2]int]bool{}
		for _, s := range doc.Spans {
			if s.Type == "name" || s.Type == "person" {
				gold[[2]int{s.Start, s.End}] = true
			}
		}
		text := []byte(doc.Text)
		took := map[[2]int]rule{}
		d := personDetector{text: text, db: db, scratch: &scratch{}, trace: func(r rule, s, e int) {
			if _, ok := took[[2]int{s, e}]; !ok {
				took[[2]int{s, e}] = r
			}
		}}
		for _, g := range d.find() {
			r := took[g]
			if gold[g] {
				tp[r]++
			} else {
				fp[r]++
				if show == r.String() {
					fmt.Printf("FP %s %q in %q\n", r, text[g[0]:g[1]], text[max(0, g[0]-40):min(len(text), g[1]+30)])
				}
			}
		}
	}
	for r := range numRules {
		if tp[r]+fp[r] > 0 {
			fmt.Printf("%-15s tp %5d fp %5d\n", rule(r), tp[r], fp[r])
		}
	}
}

func TestZZDoc(t *testing.T) {
	path := os.Getenv("ZZDOC")
	if path == "" {
		t.Skip()
	}
	text, _ := os.ReadFile(path)
	db := names.Default()
	d := personDetector{text: text, db: db, scratch: &scratch{}, trace: func(r rule, s, e int) {
		if os.Getenv("ZZW") == "" || string(text[s:e]) == os.Getenv("ZZW") {
			fmt.Printf("  %s %q at %d\n", r, text[s:e], s)
		}
	}}
	for _, g := range d.find() {
		if os.Getenv("ZZW") == "" || string(text[g[0]:g[1]]) == os.Getenv("ZZW") {
			fmt.Printf("  => %q at %d\n", text[g[0]:g[1]], g[0])
		}
	}
}
