package annotate_test

import "testing"

// Only finds the values of one type, where the whole annotator finds them too.
func TestOnly(t *testing.T) {
	a := defaultAnnotator(t)
	reg := a.Registry()
	age, _ := reg.Lookup("age")
	text := []byte("SSN 372-61-4918; she is 42 years old, aged 7 in 1990, age 51.")
	var got []string
	for _, s := range a.Only(age).Annotate(text) {
		got = append(got, s.Type.ID+":"+string(text[s.Start:s.End]))
	}
	if want := []string{"age:42", "age:7", "age:51"}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("Only(age): %q, want %q", got, want)
	}
}
