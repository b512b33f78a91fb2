package annotate

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

func TestZZRules(t *testing.T) {
	path := os.Getenv("ZZFILE")
	if path == "" {
		t.Skip()
	}
	f, _ := os.Open(path)
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	db := names.Default()
	tp, fp := map[rule]int{}, map[rule]int{}
	fpw := map[rule][]string{}
	for sc.Scan() {
		var doc struct {
			Text  string
			Spans []struct {
				Start, End int
				Type       string
			}
		}
		json.Unmarshal(sc.Bytes(), &doc)
		text := []byte(doc.Text)
		gold := map[[2]int]bool{}
		for _, s := range doc.Spans {
			if s.Type == "name" || s.Type == "person" {
				gold[[2]int{s.Start, s.End}] = true
			}
		}
		took := map[[2]int]rule{}
		d := personDetector{text: text, db: db, scratch: &scratch{}, skip: none, trace: func(r rule, s, e int) {
			if _, ok := took[[2]int{s, e}]; !ok {
				took[[2]int{s, e}] = r
			}
		}}
		for _, m := range d.find() {
			r := took[m]
			if gold[m] {
				tp[r]++
			} else {
				fp[r]++
				fpw[r] = append(fpw[r], string(text[m[0]:m[1]]))
			}
		}
	}
	var rs []rule
	for r := range fp {
		rs = append(rs, r)
	}
	for r := range tp {
		if _, ok := fp[r]; !ok {
			rs = append(rs, r)
		}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	for _, r := range rs {
		w := fpw[r]
		if len(w) > 25 {
			w = w[:25]
		}
		fmt.Printf("%-15s tp %4d fp %4d  %s\n", r, tp[r], fp[r], strings.Join(w, " | "))
	}
}
