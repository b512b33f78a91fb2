package proxy

import (
	"encoding/json"
	"strings"
	"testing"
)

// rewriteNumbers changes only the numbers fn changes, tells fn where each is, writes a result
// that is no JSON number as a string, and keeps every other byte.
func TestRewriteNumbers(t *testing.T) {
	fn := func(at []string, num string) (string, error) {
		switch strings.Join(at, ".") {
		case "a.1.ssn":
			return "669588133", nil
		case "b":
			return "012", nil // a leading zero: no JSON number
		}
		return num, nil
	}
	for _, c := range [][2]string{
		{`{"a":[1,{"ssn":372614918,"x":"372614918"}],"b":7,"c":[7]}`, `{"a":[1,{"ssn":669588133,"x":"372614918"}],"b":"012","c":[7]}`},
		{` { "b" : 1e3 , "a" : [ 2 , { "ssn" : -5 } ] } `, ` { "b" : "012" , "a" : [ 2 , { "ssn" : 669588133 } ] } `},
		{`{"a":[{"ssn":1}]}`, `{"a":[{"ssn":1}]}`},
		{`{"d":{"b":1},"a":[0,{"ssn":{"b":2}}]}`, `{"d":{"b":1},"a":[0,{"ssn":{"b":2}}]}`},
		{`"no numbers"`, `"no numbers"`},
	} {
		got, err := rewriteNumbers([]byte(c[0]), fn)
		if err != nil {
			t.Fatalf("%s: %v", c[0], err)
		}
		if string(got) != c[1] || !json.Valid(got) {
			t.Errorf("%s:\n got %s\nwant %s", c[0], got, c[1])
		}
	}
}
