package names

import "testing"

func TestLanguageOf(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Language
	}{
		{"Der Termin ist am 3. Mai und nicht später.", German},
		{"Er sagte, dass die Sitzung ausfällt.", German},
		{"Please send the file to Mai.", English},
		{"Contact Nguyen Thi Mai for details.", English},
		{"Le rendez-vous est fixé au 3 mai pour la signature.", French},
		{"Termin le 3 mai und the rest", Other},
		{"Ende Mai", Unknown},
		{"Hello Mai, thanks.", English},
		// A short news sentence: its two function words are frequent ones the first list lacked.
		{"Dies hat Sun im Mai bekannt gegeben.", German},
		{"Bis heute wohnt er dort.", German},
		{"I am at home.", English},
		// A function word with an umlaut counts as the others do.
		{"Die Ausgaben werden über das Konto finanziert.", German},
		{"Geld für Clintons Konto über Banken.", German},
		// A short sentence of encyclopedia or news text whose function words are adverbs and
		// verbs of narration.
		{"Maschmeyer wiederum war Gast bei Wulffs Hochzeitsfeier.", German},
		{"Jeder der beiden begann, Lieder zu schreiben.", German},
		{"The war began at dawn.", English},
		// One German word is no German text.
		{"Fahrt im Boot", Other},
		// Words inside longer ones or next to a non-ASCII letter do not count.
		{"theory undone forte", Unknown},
		{"thé", Unknown},
	} {
		if got := LanguageOf([]byte(tc.text)); got != tc.want {
			t.Errorf("LanguageOf(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
