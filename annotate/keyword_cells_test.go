package annotate_test

import (
	"slices"
	"testing"
)

// A keyword close by labels the value itself: in a table with a header, or in an SQL INSERT
// that names its columns, only the value's own column says what it is. The record id of a
// row whose header also has a zip column is no ZIP code; the ZIP codes are.
func TestKeywordInAnotherColumn(t *testing.T) {
	ann := defaultAnnotator(t)
	reg := ann.Registry()
	zip, _ := reg.Lookup("zip")
	tests := []struct {
		text string
		want []string
	}{
		{"emp_id,first_name,last_name,age,zip,ssn\n10231,Kwabena,Asante,36,30341,\n10232,Ama,Owusu,29,30318,\n",
			[]string{"30341", "30318"}},
		{"INSERT INTO employees (emp_id, first_name, age, zip) VALUES (40117, 'Olumide', 41, '77002');\n" +
			"INSERT INTO employees (emp_id, first_name, age, zip) VALUES (40118, 'Thanh', 29, '77036');\n",
			[]string{"77002", "77036"}},
		// Not a table: the keyword near the value still counts.
		{"billing zip 60614, shipping zip 60657", []string{"60614", "60657"}},
		{"zip,orders\n10025,14\n", []string{"10025"}},
	}
	for _, tc := range tests {
		var got []string
		for _, s := range ann.Only(zip).Annotate([]byte(tc.text)) {
			got = append(got, tc.text[s.Start:s.End])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: zip %q, want %q", tc.text, got, tc.want)
		}
	}
}

// A word that says a value is no address (a version, a user agent's product) labels it on its
// own line: an access log's line ends with the user agent, and the next one opens with the
// client's address.
func TestExcludingWordOnItsLine(t *testing.T) {
	ann := defaultAnnotator(t)
	ipv4, _ := ann.Registry().Lookup("ipv4")
	text := `203.0.113.7 - - "GET / HTTP/1.1" 200 "Mozilla/5.0 Chrome/122.0.0.0 Safari/537.36"` + "\n" +
		`198.51.100.23 - - "GET /api HTTP/1.1" 200 "Mozilla/5.0 Version/17.2 Safari/17.2"` + "\n"
	var got []string
	for _, s := range ann.Only(ipv4).Annotate([]byte(text)) {
		got = append(got, text[s.Start:s.End])
	}
	if want := []string{"203.0.113.7", "198.51.100.23"}; !slices.Equal(got, want) {
		t.Errorf("ipv4 %q, want %q", got, want)
	}
}
