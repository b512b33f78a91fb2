package annotate

import (
	"fmt"
	"strings"
	"testing"
)

// A format value found once by its context (an SSN after "SSN:", a phone after "call") is
// protected where it is repeated without that context, as a whole token only; a value type's
// number (an age, an amount) is not, nor a value too short to tell.
func TestRepeats(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	a := New(reg)
	for _, c := range []struct {
		text string
		want []string // type:text of every span
	}{
		{"SSN: 372614918. The ticket mentions 372614918 twice.",
			[]string{"ssn:372614918", "ssn:372614918"}},
		{"ticket 372614918 first; SSN: 372614918.", // before the value is found too
			[]string{"ssn:372614918", "ssn:372614918"}},
		{"SSN: 372614918; not 1372614918, 3726149180, 1.372614918, 372614918-5 or x372614918.",
			[]string{"ssn:372614918"}},
		{"Tel: 0532 123 45 67. Reference 0532 123 45 67 closed.",
			[]string{"phone:0532 123 45 67", "phone:0532 123 45 67"}},
		{"phone: 13812345678; order 13812345678 shipped.",
			[]string{"phone:13812345678", "phone:13812345678"}},
		{"IBAN DE89370400440532013000, sent to DE89370400440532013000.",
			[]string{"iban:DE89370400440532013000", "iban:DE89370400440532013000"}},
		{"Write to ana.ruiz@example.com (or ANA.RUIZ@example.com, another case) ana.ruiz@example.com",
			[]string{"email:ana.ruiz@example.com", "email:ANA.RUIZ@example.com", "email:ana.ruiz@example.com"}},
		{"The patient is 42 years old. Room 42, floor 42.",
			[]string{"age:42"}},
	} {
		var got []string
		for _, s := range a.Annotate([]byte(c.text)) {
			got = append(got, s.Type.ID+":"+c.text[s.Start:s.End])
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// In a stream, a value found once is protected where it is repeated in a later chunk, far
// beyond the look-back.
func TestRepeatsInStream(t *testing.T) {
	reg, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	text := "SSN: 372614918\n" + strings.Repeat("the report is attached and nothing else.\n", 5000) +
		"Please verify 372614918 today.\n"
	var got []string
	err = New(reg).Scan(strings.NewReader(text), func(seg Segment) error {
		for _, s := range seg.Spans {
			got = append(got, s.Type.ID+":"+string(seg.Text[s.Start:s.End]))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"ssn:372614918", "ssn:372614918"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
