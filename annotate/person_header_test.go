package annotate

import (
	"testing"

	"github.com/preempt-dev/preempt/internal/names"
)

// A row with a cell that is a name key of two words or more ("Last Name") is a header, not
// names, when the key has a word no name's ciphertext can be; "Given Name", whose words may be
// pseudo names, is not taken for a header.
func TestHeaderRow(t *testing.T) {
	d := personDetector{db: names.Default(), scratch: &scratch{}}
	for _, tc := range []struct {
		row  string
		want bool
	}{
		{`"Last Name","First Name"`, true},
		{`Full Name,Department`, true},
		{`"Haddad","Yasmin"`, false},
		{`Given Name,Department`, false},
		{`Name,Department`, false}, // one word: "Name" may be a pseudo name
	} {
		line := []byte(tc.row)
		var cells [][2]int
		start := 0
		for i := 0; i <= len(line); i++ {
			if i == len(line) || line[i] == ',' {
				cells = append(cells, [2]int{start, i})
				start = i + 1
			}
		}
		if got := d.headerRow(line, cells); got != tc.want {
			t.Errorf("headerRow(%s) = %v, want %v", tc.row, got, tc.want)
		}
	}
}
