package annotate_test

import (
	"slices"
	"testing"
)

// A range of amounts is two amounts, the second after a hyphen with its own sign; a number
// joined to a word by a hyphen is none; a magnitude is a word of its own.
func TestMoneyRanges(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"typical clean is £180-£250, prices $10-$20 and €5–€8.\n", []string{"£180", "£250", "$10", "$20", "€5", "€8"}},
		// A word after the amount whose first letter is a magnitude's ("máximo") ends it.
		{"pastel: tío Beto (dice que $450 máximo), $2 mínimo, $3 m total.\n", []string{"$450", "$2", "$3 m"}},
	} {
		if got := spansOfType(ann, tc.text, "money"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: amounts %q, want %q", tc.text, got, tc.want)
		}
	}
}

// A dollar and a digit in a shell script, awk or an SQL statement is a parameter, no amount;
// in prose it is one.
func TestMoneyNotParameters(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"user=\"$1\"\necho $1 $2\nawk '{print $1, $3}' f\nSELECT * FROM t WHERE id = $1;\nINSERT INTO t (a, b) VALUES ($1, $2)\n", nil},
		{"It costs $5 (or $6, $7 with tax), $1.50 each; the fee ($5) and $2 total.\n", []string{"$5", "$6", "$7", "$1.50", "$5", "$2"}},
	} {
		if got := spansOfType(ann, tc.text, "money"); !slices.Equal(got, tc.want) {
			t.Errorf("%q: amounts %q, want %q", tc.text, got, tc.want)
		}
	}
}

// A name does not run into an amount in words after it, which contracts and the capitalised
// release of an amount write right after the payee: the name is found, and the amount.
func TestNameBeforeAmountInWords(t *testing.T) {
	ann := defaultAnnotator(t)
	for _, tc := range []struct {
		text          string
		names, amount []string
	}{
		{"pay John Smith Seven Thousand Dollars ($7,000)", []string{"John Smith"}, []string{"Seven Thousand Dollars", "$7,000"}},
		{"pagará a Juan Pérez García Cinco Mil Pesos 00/100 M.N.", []string{"Juan Pérez García"}, []string{"Cinco Mil Pesos 00/100 M.N"}},
		{"zahlt Anna Schmidt Eintausend Euro", []string{"Anna Schmidt"}, []string{"Eintausend Euro"}},
		{"payer à Marie Dubois Deux Mille Euros", []string{"Marie Dubois"}, []string{"Deux Mille Euros"}},
		{"Otto Dix painted it in Nine Hundred Days.", []string{"Otto Dix"}, nil},
		// The amount's first word is a stop by its place, whatever the word was read as before.
		{"Seven samurai. Pay Jo Ruiz Seven Thousand Dollars.", []string{"Jo Ruiz"}, []string{"Seven Thousand Dollars"}},
	} {
		if got := spansOfType(ann, tc.text, "person"); !slices.Equal(got, tc.names) {
			t.Errorf("%q: names %q, want %q", tc.text, got, tc.names)
		}
		if got := spansOfType(ann, tc.text, "money"); !slices.Equal(got, tc.amount) {
			t.Errorf("%q: amounts %q, want %q", tc.text, got, tc.amount)
		}
	}
}

// A dollar sign glued before an amount whose currency word follows is part of the amount, as
// it is with a space: its release stands where the sign was, and is found whole again.
func TestMoneyGluedSign(t *testing.T) {
	ann := defaultAnnotator(t)
	text := "Paid $5pesos, then $5 pesos; abc$5pesos is a token.\n"
	want := []string{"$5pesos", "$5 pesos", "5pesos"}
	if got := spansOfType(ann, text, "money"); !slices.Equal(got, want) {
		t.Errorf("%q: amounts %q, want %q", text, got, want)
	}
}

// A clinical note's INR (the blood's clotting ratio) is no amount of Indian rupees: one digit,
// a point and one digit, which no amount is written as. The name before it still ends there.
func TestMoneyNotLabValues(t *testing.T) {
	ann := defaultAnnotator(t)
	text := "Mr Zhou INR 3.4, last dose 18:00; INR 2.5 on Monday. Fare INR 1,64,820, tip INR 50.\n"
	if got, want := spansOfType(ann, text, "money"), []string{"INR 1,64,820", "INR 50"}; !slices.Equal(got, want) {
		t.Errorf("%q: amounts %q, want %q", text, got, want)
	}
	if got, want := spansOfType(ann, text, "person"), []string{"Zhou"}; !slices.Equal(got, want) {
		t.Errorf("%q: names %q, want %q", text, got, want)
	}
}
