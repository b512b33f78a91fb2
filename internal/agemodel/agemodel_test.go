package agemodel

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The numbers that may be ages: bare runs of one to three digits up to 120, not part of a
// longer number, a time, a decimal or a date, not before a unit of something else, and not
// inside another value.
func TestCandidates(t *testing.T) {
	tests := []struct {
		text   string
		values []Value
		want   []string
	}{
		{"Yiayia is 88 now", nil, []string{"88"}},
		{"at 12:30, 3.5 km, on 12/03, 1234 and 121 and 120", nil, []string{"120"}},
		{"he was 52 minutes late, 45 kg, 12 % and 40 years", nil, []string{"40"}},
		{"Call 555 0199, Maria Lopez 45", []Value{{Start: 5, End: 13, Kind: "phone"}, {Start: 15, End: 26, Kind: "person"}}, []string{"45"}},
		{"a 4-year-old, -5 and (7)", nil, []string{"4", "7"}},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range Candidates([]byte(tt.text), tt.values) {
			got = append(got, tt.text[c.Start:c.End])
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: candidates %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A rule's age is marked as such, and an age's unit after a number is seen, and so is a
// Spanish clause's verb of having an age before it.
func TestCandidateMarks(t *testing.T) {
	text := []byte("Anna is 45 years old, Tom 12-year-old, Léa 9 ans, Ben 30 years ago; cuando tenía 8, que tiene 87, tiene 3 hijos; Kim 20 Yr old, Raj 71 yr. old")
	got := map[string][2]bool{}
	for _, c := range Candidates(text, []Value{{Start: 8, End: 10, Kind: "age"}}) {
		got[string(text[c.Start:c.End])] = [2]bool{c.Rule, c.Sure}
	}
	want := map[string][2]bool{"45": {true, true}, "12": {false, true}, "9": {false, true}, "30": {false, false},
		"8": {false, true}, "87": {false, true}, "3": {false, false}, "20": {false, true}, "71": {false, true}}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s: rule, sure = %v, want %v", n, got[n], w)
		}
	}
}

// The embedded model loads.
func TestDefault(t *testing.T) {
	if Default() == nil {
		t.Fatal("no embedded model")
	}
}

// Any text, with values cut from it, gives candidates that are bare digit runs inside the
// text and outside the values that are no age, each with its features.
func FuzzCandidates(f *testing.F) {
	f.Add("Maria Lopez, 45, and Tom (7) at 12:30", 0, 11)
	f.Add("a 4-year-old\n\n-5 é9 ١٢ 120 121", 2, 3)
	f.Fuzz(func(t *testing.T, text string, s, e int) {
		var values []Value
		if 0 <= s && s < e && e <= len(text) {
			values = []Value{{Start: s, End: e, Kind: "person"}}
		}
		m := Default()
		for _, c := range Candidates([]byte(text), values) {
			if c.Start < 0 || c.End > len(text) || c.End-c.Start < 1 || c.End-c.Start > 3 || len(c.Features) == 0 {
				t.Fatalf("candidate [%d,%d) of %q", c.Start, c.End, text)
			}
			for _, b := range []byte(text[c.Start:c.End]) {
				if b < '0' || b > '9' {
					t.Fatalf("candidate %q is no number", text[c.Start:c.End])
				}
			}
			if values != nil && c.Start < e && s < c.End {
				t.Fatalf("candidate [%d,%d) inside the value [%d,%d)", c.Start, c.End, s, e)
			}
			m.Score(c.Features)
		}
	})
}

// peopleAround, which reads only the values near a number, says what a pass over all the
// values says: the nearest person ending before it on its line, and any person after it.
func TestPeopleAroundIsAPassOverAll(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var values []Value
		for at := r.IntN(5); at < 120; at += 1 + r.IntN(12) {
			end := at + 1 + r.IntN(8)
			kind := "person"
			if r.IntN(3) == 0 {
				kind = "date"
			}
			values = append(values, Value{Start: at, End: end, Kind: kind})
			at = end
		}
		ls := r.IntN(60)
		le := ls + r.IntN(80)
		s := ls + r.IntN(le-ls+1)
		e := min(s+1+r.IntN(3), le)
		var distance uint32
		after := false
		for _, v := range values {
			if v.Kind != "person" {
				continue
			}
			if v.End <= s && v.Start >= ls {
				distance = distanceBand(s - v.End)
			}
			after = after || v.Start >= e && v.End <= le
		}
		if d, a := peopleAround(values, s, e, ls, le); d != distance || a != after {
			t.Fatalf("values %v, number [%d,%d) on line [%d,%d): got %d %v, a pass over all gives %d %v", values, s, e, ls, le, d, a, distance, after)
		}
	}
}
