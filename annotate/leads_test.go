package annotate_test

import (
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
)

// A weekday before a date is left out of the date's span, as annotators draw it, but WithLeads
// gives it back: it names the date, and sanitize encrypts the two together. So is the weekday
// of an e-mail's Date: header, which annotators draw outside too; git's stamp keeps its
// weekday in its span; a date without a year keeps its weekday outside either way (it has none
// to name).
func TestWeekdayLeads(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct{ text, span, lead string }{
		{"Meeting on Thursday, 7 March 2024 at noon.", "7 March 2024", "Thursday, "},
		{"Revoir le lundi 20 janvier 2025. Si aggravation", "20 janvier 2025", "lundi "},
		{"Gesendet: Dienstag, 5. März 2024 08:47", "5. März 2024", "Dienstag, "},
		{"Fecha: lun, 17 mar 2025 a las 11:42", "17 mar 2025", "lun, "},
		{"Date: Thu, 18 Jul 2024 07:31:55 +0200", "18 Jul 2024 07:31:55 +0200", "Thu, "},
		{"Date:   Thu Mar 14 09:05:41 2024 +0000", "Thu Mar 14 09:05:41 2024 +0000", ""},
		{"See you on Thursday 14 March.", "14 March", ""},
		{"Mon, 15 Mar 2024 is no Monday.", "15 Mar 2024", "Mon, "},
		// A weekday that is also a given name (Spanish "Mar", "Dom") is no name before a date.
		{"Mar, 4 feb, 07:12\nYo: ok", "4 feb, 07:12", ""},
		{"Dom. 9 mars : repos", "9 mars", ""},
	} {
		spans := ann.Annotate([]byte(tc.text))
		if len(spans) != 1 || tc.text[spans[0].Start:spans[0].End] != tc.span {
			t.Errorf("%q: spans %v, want %q", tc.text, spans, tc.span)
			continue
		}
		led := annotate.WithLeads([]byte(tc.text), spans)
		if got := tc.text[led[0].Start:led[0].End]; got != tc.lead+tc.span {
			t.Errorf("%q: with its lead %q, want %q", tc.text, got, tc.lead+tc.span)
		}
		if spans[0].Start != strings.Index(tc.text, tc.span) {
			t.Errorf("%q: WithLeads changed the spans it was given", tc.text)
		}
	}
}

// A stream never ends a segment between a weekday and its date, where the segment with the
// date could not see the weekday to encrypt it.
func TestScanKeepsLeadWithItsSpan(t *testing.T) {
	ann := defaultAnnotator(t)
	const lead, date = "Thursday, ", "7 March 2024"
	head := "\nMeeting on " + lead
	text := strings.Repeat("x", annotate.FirstCut-len(head)) + head + date + " at noon.\n" + strings.Repeat("ok\n", 2000)
	found := false
	err := ann.Scan(strings.NewReader(text), func(seg annotate.Segment) error {
		for _, sp := range annotate.WithLeads(seg.Text, seg.Spans) {
			if string(seg.Text[sp.Start:sp.End]) == lead+date {
				found = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !found {
		t.Errorf("no segment holds %q whole", lead+date)
	}
}
