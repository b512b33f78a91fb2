package desanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/sanitize"
)

// tailLedger is a prompt's ledger for the partial-echo tests. Card B and the phone number have
// replacements that both end in 9120; the percent value's replacement 16.53% has the letters
// and digits 1653, the last four of the IBAN's.
func tailLedger(t *testing.T, f fixture) *sanitize.Ledger {
	t.Helper()
	var l sanitize.Ledger
	for _, e := range [][3]string{
		{"credit_card", "4539 1488 0343 6467", "4716 2093 5521 2444"},
		{"credit_card", "5500 0000 0000 0004", "5105 1051 0518 9120"},
		{"phone", "+1 (415) 555-0132", "+1 (415) 555-9120"},
		{"ssn", "372-61-4918", "219-45-1873"},
		{"iban", "DE89 3704 0044 0532 0130 00", "DE47 3704 0044 8812 7716 53"},
		{"money", "$85,000", "$91,374"},
		{"zip", "78701", "73301"},
		{"percent", "12.5%", "16.53%"},
	} {
		typ, ok := f.reg.Lookup(e[0])
		if !ok {
			t.Fatalf("no type %s", e[0])
		}
		if err := l.Add(typ, e[1], e[2], nil); err != nil {
			t.Fatal(err)
		}
	}
	return &l
}

// Models quote the tail of a value ("your card ending in 2444"). A run of at least four digits
// that stands alone, follows a mask or a cue, and is the tail of exactly one replacement of a
// card, SSN, phone number, IBAN or digit code is restored to the same tail of its original,
// however the answer arrives; anything less certain is left as the answer wrote it.
func TestPartialEchoes(t *testing.T) {
	f := newFixture(t, "")
	l := tailLedger(t, f)
	for _, tc := range []struct {
		name, answer, want string
		restored, withheld int
	}{
		{"card", "Your card ending in 2444 was charged.", "Your card ending in 6467 was charged.", 1, 0},
		{"masked card", "Card **** **** **** 2444, exp 12/27.", "Card **** **** **** 6467, exp 12/27.", 1, 0},
		{"masked SSN", "SSN XXX-XX-1873 is on file.", "SSN XXX-XX-4918 is on file.", 1, 0},
		{"longer tail", "Call the number ending in 5559120 or ending in 555 9120.", "Call the number ending in 5550132 or ending in 555 9120.", 1, 0},
		{"IBAN", "The IBAN ends in 771653.", "The IBAN ends in 013000.", 1, 0},
		{"at the very end", "ending in 2444", "ending in 6467", 1, 0},
		{"whole echo first", "Card 4716 2093 5521 2444.", "Card 4539 1488 0343 6467.", 1, 0},
		{"too short", "Ending in 444 or 873.", "Ending in 444 or 873.", 0, 0},
		{"ambiguous", "The one ending in 9120.", "The one ending in 9120.", 0, 0},
		{"matches nothing", "The one ending in 9999 or 2445.", "The one ending in 9999 or 2445.", 0, 0},
		{"value type", "Ending in 1374 or in 3301.", "Ending in 1374 or in 3301.", 0, 0},
		{"whole replacement of a value", "Ending in 1653.", "Ending in 1653.", 0, 0},
		{"part of a longer number", "Ending in 4111 1111 1111 2444, 0,2444, 2444-12, 12.2444, 2444/5", "Ending in 4111 1111 1111 2444, 0,2444, 2444-12, 12.2444, 2444/5", 0, 0},
		{"glued to a word", "Ending in A2444 and 2444b and 2444é", "Ending in A2444 and 2444b and 2444é", 0, 0},
		{"no cue", "Room 2444, order 1873, pending 2444.", "Room 2444, order 1873, pending 2444.", 0, 0},
		{"cues", "Last 4: 2444.\nEndet auf 1873.\n(…2444) and ...1873", "Last 4: 6467.\nEndet auf 4918.\n(…6467) and ...4918", 4, 0},
		{"in a URL", "See https://bank.example/cards/****2444 or ![x](https://e.example/?c=XXX-XX-1873).", "See https://bank.example/cards/****2444 or ![x](https://e.example/?c=XXX-XX-1873).", 0, 2},
		{"in a URL and outside", "Card ending in 2444: <a href=\"/c/**2444\">**2444</a>", "Card ending in 6467: <a href=\"/c/**2444\">**6467</a>", 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := desanitize.New(f.ann, f.san)
			d.Use(l)
			var whole bytes.Buffer
			st, err := d.Desanitize(&whole, strings.NewReader(tc.answer))
			if err != nil {
				t.Fatal(err)
			}
			if whole.String() != tc.want {
				t.Errorf("got  %q\nwant %q", whole.String(), tc.want)
			}
			if n, m := sum(st.Restored), sum(st.Withheld); n != tc.restored || m != tc.withheld {
				t.Errorf("restored %v, withheld %v; want %d and %d", st.Restored, st.Withheld, tc.restored, tc.withheld)
			}
			// Streamed a byte at a time, a tail split across writes is decided as a whole.
			var streamed bytes.Buffer
			w := d.NewWriter(&streamed)
			for i := range len(tc.answer) {
				if _, err := w.Write([]byte{tc.answer[i]}); err != nil {
					t.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if streamed.String() != tc.want {
				t.Errorf("streamed byte by byte: got %q, want %q", streamed.String(), tc.want)
			}
		})
	}
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// A partial echo counts under the type of the value it is the tail of.
func TestPartialEchoStats(t *testing.T) {
	f := newFixture(t, "")
	d := desanitize.New(f.ann, f.san)
	d.Use(tailLedger(t, f))
	st, err := d.Desanitize(&bytes.Buffer{}, strings.NewReader("ending in 2444 and XXX-XX-1873"))
	if err != nil {
		t.Fatal(err)
	}
	if st.Restored["credit_card"] != 1 || st.Restored["ssn"] != 1 {
		t.Errorf("restored %v, want 1 credit_card and 1 ssn", st.Restored)
	}
}

// In an event stream the tail may arrive in two deltas ("ending in 24", "44."): it is
// restored whole, and the text before it is not held back.
func TestPartialEchoSSE(t *testing.T) {
	f := newFixture(t, "")
	d := desanitize.New(f.ann, f.san)
	d.Use(tailLedger(t, f))
	text := "Your card ending in 2444. Thanks!"
	for _, cut := range []int{len("Your card ending in 24"), len("Your card ending in 2444"), len("Your card ending in 2444.")} {
		var out bytes.Buffer
		if _, err := d.DesanitizeSSE(&out, strings.NewReader(openAIStream(text, cut)), nil); err != nil {
			t.Fatal(err)
		}
		if got, _ := deltas(t, out.String()); got != "Your card ending in 6467. Thanks!" {
			t.Errorf("cut at %d: deltas %q", cut, got)
		}
		if !strings.Contains(out.String(), `"content":"Your card ending in "`) && !strings.Contains(out.String(), `"content":"Your card ending in 6467`) {
			t.Errorf("cut at %d: the text before the tail was held back: %q", cut, out.String())
		}
	}
	// In a JSON response body too.
	doc, st, err := d.DesanitizeJSON([]byte(`{"choices":[{"message":{"content":"ending in 2444"}}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(doc) != `{"choices":[{"message":{"content":"ending in 6467"}}]}` || st.Restored["credit_card"] != 1 {
		t.Errorf("JSON: got %s (%v)", doc, st.Restored)
	}
}
