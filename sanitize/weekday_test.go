package sanitize_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/internal/format"
)

// A weekday before a date is no part of the date the annotator reports, but it names the date:
// sanitize encrypts it with the date, so the weekday left beside the ciphertext is the
// ciphertext's, in the same language and form, and the plaintext's weekday, which narrows the
// date down, is not left beside it (annotate's TestScanKeepsLeadWithItsSpan: in a stream too).
func TestWeekdayEncryptedWithItsDate(t *testing.T) {
	ann, san := jsonFixture(t, "")
	for _, tc := range []struct{ weekday, date string }{
		{"Thursday, ", "7 March 2024"},
		{"jeudi ", "20 mars 2025"},
		{"Mittwoch, ", "7. Mai 2025"},
		{"lunes, ", "11 de marzo de 2024"},
		{"Thu, ", "Feb 13, 2025"},
	} {
		prompt := "Meeting on " + tc.weekday + tc.date + " at noon.\n"
		var spans []string
		for _, sp := range ann.Annotate([]byte(prompt)) {
			spans = append(spans, prompt[sp.Start:sp.End])
		}
		if len(spans) != 1 || spans[0] != tc.date {
			t.Errorf("%q: spans %q, want only %q", tc.weekday+tc.date, spans, tc.date)
			continue
		}
		var out bytes.Buffer
		if _, err := san.Sanitize(&out, strings.NewReader(prompt), ann); err != nil {
			t.Fatal(err)
		}
		got := strings.TrimSuffix(out.String()[strings.Index(out.String(), "Meeting on ")+len("Meeting on "):], " at noon.\n")
		want, err := san.Encrypt("date", tc.weekday+tc.date)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%q: sanitized to %q, want %q, the two encrypted together", tc.weekday+tc.date, got, want)
		}
		if _, s, ok := format.ParseDate(got); !ok || s.Weekday.Lang == format.LangNone || s.Weekday.Fixed != "" {
			t.Errorf("%q: sanitized to %q, not a date with its own weekday", tc.weekday+tc.date, got)
		}
	}
}
