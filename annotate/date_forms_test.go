package annotate_test

import (
	"slices"
	"testing"
)

// A machine timestamp is one date span with its time (the span conventions): in logs, in an
// e-mail header's line, after the author of a chat message. In prose the time stays out.
func TestDateTimestamps(t *testing.T) {
	ann := defaultAnnotator(t)
	tests := []struct {
		text string
		want []string
	}{
		{"[2024-05-22, 03:00:14 UTC] {taskinstance.py:2330} INFO - Starting attempt 3 of 3\n",
			[]string{"2024-05-22, 03:00:14 UTC"}},
		{"(P4120-T6784)Debug( 312): 02/06/24 07:48:15:221 Tunnel is up, assigned 10.212.34.87\n",
			[]string{"02/06/24 07:48:15:221"}},
		{"Collected: 10/03/2025 07:52   Reported: 10/03/2025 15:18\nFecha: 08/02/2025 11:47   Caja: 2\nWe met on 09/02/2025 11:47 and left.\n" +
			"04.03.2025 08:05 – J. Richter: Switch getauscht\n",
			[]string{"10/03/2025 07:52", "10/03/2025 15:18", "08/02/2025 11:47", "09/02/2025", "04.03.2025 08:05"}},
		{"5/28/2024 19:02:11\tJessica Tran\tjess@example.com\n\"00Q5e\",\"06/11/1975\",\"3/18/2024 4:12 PM\"\n",
			[]string{"5/28/2024 19:02:11", "06/11/1975", "3/18/2024 4:12 PM"}},
		{"Von: Frank Kühne\nDatum: 12.03.2024, 21:02\nBetreff: Klassenfahrt\nGesendet: 28.02.2024 19:40\n",
			[]string{"12.03.2024, 21:02", "28.02.2024 19:40"}},
		{"Rahul Verma 3/12/2024 9:04 AM\nmorning all, vendor call moved to 11.\n", []string{"3/12/2024 9:04 AM"}},
		{"Mar 15, 2024 2:30:02 PM org.apache.catalina.startup.Catalina start\n15 Mar 2024 14:30:02,123 INFO x\n15-03-2024 14:30:02 ERROR\n",
			[]string{"Mar 15, 2024 2:30:02 PM", "15 Mar 2024 14:30:02,123", "15-03-2024 14:30:02"}},
		{"Sent: Friday, March 15, 2024 2:30 PM\n", []string{"March 15, 2024"}},
		{"Electronically signed by Ifeoma Nwosu, NP on 08/05/2024 4:52 PM\n", []string{"08/05/2024"}},
		{"Datum: 05.11.2024, 19:30–21:10 Uhr, Raum 12\n", []string{"05.11.2024"}},
		// A form's export with a 12-hour clock and its zone; a CSV row's date and time in
		// minutes, and a log entry's that opens a line before a dash; a recurring event's end.
		{"Timestamp,Name\n2025/03/02 9:14:05 AM GMT,Ada\n2025/03/02 10:41:50 PM GMT,Ben\n03/04/2024 9:15:22,x\n",
			[]string{"2025/03/02 9:14:05 AM GMT", "2025/03/02 10:41:50 PM GMT", "03/04/2024 9:15:22"}},
		{"Iker;16082213Z;61;03/03/2025 10:00;10/03/2025 10:00;Unai\n02/03/2025 10:12 – Called insured\n",
			[]string{"03/03/2025 10:00", "10/03/2025 10:00", "02/03/2025 10:12"}},
		{"RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20250624T235959Z\n", []string{"20250624T235959Z"}},
		// A chat export's numeric stamp without a year: after the sender and two spaces at the
		// line's end (Slack), or in brackets before the sender; in prose the time stays out.
		{"Budi Santoso  3/21 9:20 AM\nSame issue.\n[3/21 9:14 AM] Budi: hi\nwe met on 3/22 9:30 AM in the lobby\n",
			[]string{"3/21 9:20 AM", "3/21 9:14 AM", "3/22"}},
		// A group chat's stamp after its sender and a comma, before the message.
		{"Petra Lange, 07.01.2025 07:55: Bei uns ist die Heizung kalt.\nDragan Petrović, 07.01.2025 08:03: Im 3. OG auch.\nWir sehen uns am 08.01.2025 09:00.\n",
			[]string{"07.01.2025 07:55", "07.01.2025 08:03", "08.01.2025"}},
		// A chat's stamp with the month's name on a line of its own (not its weekday), after a
		// sender and a middle dot, or opening a KakaoTalk line; a header's label keeps the time
		// out, as prose does.
		{"Tue 2 Jul 18:41\nMe: ok\nMar, 4 feb, 07:12\nJun-Jun Villanueva · Mar 3 8:02 PM\nLéa · 11 mars 2025 08:02\n" +
			"January 12, 2025 at 9:41 PM, Kim Minji : Hi\nSent: 18 March 2025 10:14\nWe met on 9 Jul 18:41 sharp.\n",
			[]string{"2 Jul 18:41", "4 feb, 07:12", "Mar 3 8:02 PM", "11 mars 2025 08:02", "January 12, 2025 at 9:41 PM", "18 March 2025", "9 Jul"}},
	}
	for _, tc := range tests {
		if got := spansOfType(ann, tc.text, "date"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: dates %q, want %q", tc.text, got, tc.want)
		}
	}
}

// The dates of a list whose first a cue finds are dates too, written like it; a fraction or
// a measure after a date is not ("6/3" alone is as often a fraction as a date).
func TestDateLists(t *testing.T) {
	ann := defaultAnnotator(t)
	tests := []struct {
		text string
		want []string
	}{
		{"3. Attendance: unplanned absences on 5/13, 5/14, 6/3 and 6/21.\n", []string{"5/13", "5/14", "6/3", "6/21"}},
		{"kwame: i'm out 3/27–3/31 for my dad's birthday lol\n", []string{"3/27", "3/31"}},
		{"Behandlungstermine: 16.01., 23.01., 30.01., 06.02.\n\nPos. | Leistung\n", []string{"16.01", "23.01", "30.01", "06.02"}},
		{"Seen on 5/13, 1/2 cup of rice given.\n", []string{"5/13"}},
		{"Deadline: 5/13, and 3/4 of the team agreed.\n", []string{"5/13"}},
		{"Mix 1/2, 3/4 and 1/3 of the batter.\n", nil},
		{"on 5/13, 5/14x and later\n", []string{"5/13"}},
		// After "on", "for", "since", "until" or "from" where the clause ends or a time or a
		// range follows; a fraction there has a noun or "of" after it, or a range to another.
		{"She reported it to Teresa on 3/5 who told her to wait. Pickup booked for 03/03\n", []string{"3/5", "03/03"}},
		{"we're on for 4/10 at 6pm; footage from 6/9 between 10 pm and 1 am; for the 3/1–3/14 period\n",
			[]string{"4/10", "6/9", "3/1", "3/14"}},
		{"Voted for 1/2 price; won on 3/4 of the votes; grew from 1/3 to 1/2. Step for 2/3.\n", nil},
		// After a weekday: "let me know by Monday 2/3."
		{"let me know by Monday 2/3. Part arrives Friday 1/10, not 3/4 of it.\n", []string{"2/3", "1/10"}},
	}
	for _, tc := range tests {
		if got := spansOfType(ann, tc.text, "date"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: dates %q, want %q", tc.text, got, tc.want)
		}
	}
}
