package sanitize

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/format"
	"github.com/preempt-dev/preempt/keyring"
)

// numberConfig enables the opt-in number type.
const numberConfig = "[extend]\nenableTypes = [\"number\"]\n"

func valueSetup(t testing.TB, config string, opts Options) (*annotate.Annotator, *Sanitizer) {
	t.Helper()
	var reg *annotate.Registry
	var err error
	if config == "" {
		reg, err = annotate.Default()
	} else {
		reg, err = annotate.Load([]byte(config), "test.toml")
	}
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(testKey())
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(reg, key, opts)
	if err != nil {
		t.Fatal(err)
	}
	return annotate.New(reg), s
}

func TestNumberTypeIsOptIn(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := reg.Lookup("number"); ok {
		t.Fatal("number is enabled by default")
	}
	ann, _ := valueSetup(t, numberConfig, Options{})
	spans := ann.Annotate([]byte("we sold 42 units in 2024"))
	if len(spans) != 1 || spans[0].Type.ID != "number" {
		t.Fatalf("with enableTypes = [\"number\"]: spans %v", spans)
	}
	if _, err := annotate.Load([]byte("[extend]\nenableTypes = [\"nope\"]\n"), "x.toml"); err == nil {
		t.Error("enableTypes accepted an unknown type")
	}
	if _, err := annotate.Load([]byte("[[types]]\nid = \"number\"\nenabled = true\n"), "x.toml"); err != nil {
		t.Errorf("enabled = true: %v", err)
	}
}

// Every value type's examples are found, and their noisy values, for many contexts, are found
// again as the same type at the same place and inside the type's grid (type preservation).
func TestValueExamplesTypePreserving(t *testing.T) {
	ann, _ := valueSetup(t, numberConfig, Options{})
	reg := ann.Registry()
	checked := 0
	var sans []*Sanitizer
	for c := range 20 {
		_, s := valueSetup(t, numberConfig, Options{Context: fmt.Sprint("ctx", c)})
		sans = append(sans, s)
	}
	for _, typ := range reg.Types() {
		if typ.Category != annotate.Value {
			continue
		}
		for _, ex := range typ.Examples {
			sp := spanOfType(ann, ex, typ)
			if sp == nil {
				t.Errorf("%s: example %q not found", typ.ID, ex)
				continue
			}
			v := ex[sp.Start:sp.End]
			for _, s := range sans {
				y, err := s.Release(typ.ID, v)
				if err != nil {
					t.Errorf("%s: Release(%q): %v", typ.ID, v, err)
					break
				}
				out := ex[:sp.Start] + y + ex[sp.End:]
				ok := false
				for _, s2 := range ann.Annotate([]byte(out)) {
					if s2.Type == typ && s2.Start == sp.Start && s2.End == sp.Start+len(y) {
						ok = true
					}
				}
				if !ok {
					t.Errorf("%s: noisy %q of example %q is not found again as %s in %q", typ.ID, y, ex, typ.ID, out)
					break
				}
				vt := s.values[typ.ID]
				n, _, err := vt.read(y)
				if err != nil || n.Value < vt.grid.Point(0)-1e-9 || n.Value > vt.grid.Point(vt.grid.Len()-1)*(1+1e-9)+1e-9 {
					t.Errorf("%s: noisy %q outside the grid %v", typ.ID, y, vt.grid)
				}
				checked++
			}
		}
		for _, ex := range typ.Counterexamples {
			for _, s := range ann.Annotate([]byte(ex)) {
				if s.Type == typ {
					t.Errorf("%s: counterexample %q annotated at %q", typ.ID, ex, ex[s.Start:s.End])
				}
			}
		}
	}
	if checked < 400 {
		t.Errorf("only %d releases checked", checked)
	}
}

// Value mode: the same key and value give the same output, in every run; another key gives
// different outputs (checked over many values, since two draws may agree).
func TestValueModeDeterministic(t *testing.T) {
	_, a := valueSetup(t, "", Options{Context: "c1"})
	_, a2 := valueSetup(t, "", Options{Context: "c1"})
	other, err := keyring.FromBytes(make([]byte, 32))
	if err != nil {
		t.Fatal(err)
	}
	reg, _ := annotate.Default()
	c, err := New(reg, other, Options{Context: "c1"})
	if err != nil {
		t.Fatal(err)
	}
	diffKey := 0
	for v := 20_000; v < 200_000; v += 7_919 {
		text := "$" + format.Number{Group: ",", Magnitude: 1}.Format(float64(v))
		x, err := a.Release("money", text)
		if err != nil {
			t.Fatal(err)
		}
		if x2, _ := a2.Release("money", text); x2 != x {
			t.Fatalf("Release(%q) = %q, then %q", text, x, x2)
		}
		if z, _ := c.Release("money", text); z != x {
			diffKey++
		}
	}
	if diffKey < 15 {
		t.Errorf("of 23 values, only %d changed with the key", diffKey)
	}
}

// A value is released once per key, whatever the context: 300 contexts give one noisy value,
// so averaging over contexts learns nothing (issue 9 item 4: before, each context drew afresh
// and the mean of 4,000 releases of $85,000 came out within 0.3% of it). Another ε is another
// release.
func TestValueModeOneReleaseAcrossContexts(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(testKey())
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ typ, text string }{{"money", "$85,000"}, {"age", "45"}, {"percent", "12.5%"}}
	seen := make([]map[string]bool, len(cases))
	for c := range 300 {
		s, err := New(reg, key, Options{Context: fmt.Sprint("ctx", c)})
		if err != nil {
			t.Fatal(err)
		}
		for k, tc := range cases {
			y, err := s.Release(tc.typ, tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if seen[k] == nil {
				seen[k] = map[string]bool{}
			}
			seen[k][y] = true
		}
	}
	for k, tc := range cases {
		if len(seen[k]) != 1 {
			t.Errorf("%s %q: %d different releases over 300 contexts, want 1", tc.typ, tc.text, len(seen[k]))
		}
	}
	// Another ε draws independently (with ε = 0.5 and ε = 3 equal outputs for 20 values would
	// be a coincidence of probability far below 1e-6).
	_, half := valueSetup(t, "", Options{Epsilon: mustEps(t, "0.5")})
	_, three := valueSetup(t, "", Options{Epsilon: mustEps(t, "3")})
	same := 0
	for v := 30; v < 50; v++ {
		x, _ := half.Release("age", strconv.Itoa(v))
		y, _ := three.Release("age", strconv.Itoa(v))
		if x == y {
			same++
		}
	}
	if same == 20 {
		t.Error("ε = 0.5 and ε = 3 gave the same 20 releases: the seed ignores ε")
	}
}

// In prompt mode a document's ε is exactly the configured total, however many tokens and
// repeats it has; each distinct root gets an equal share and repeats get none.
func TestPromptBudgetTotal(t *testing.T) {
	for _, tc := range []struct {
		text          string
		eps           string
		roots, tokens int
	}{
		{"He is 45 years old.", "1", 1, 1},
		{"He is 45 years old, earns $85,000 and $85,000 again, up 3%.", "1", 3, 4},
		{"aged 30, aged 31, aged 32, aged 30, aged 33, aged 34, aged 35, aged 36.", "0.3", 7, 8},
		{"Salary $1,000 $2,000 $3,000 $4,000 $5,000 $6,000 $7,000 $8,000 $9,000 $10,000 $11,000.", "2", 11, 11},
	} {
		eps := mustEps(t, tc.eps)
		ann, s := valueSetup(t, "", Options{Budget: BudgetPrompt, Epsilon: eps})
		res, err := s.Document([]byte(tc.text), ann.Annotate([]byte(tc.text)), nil)
		if err != nil {
			t.Fatal(err)
		}
		r := res.Report
		want := new(big.Rat).SetFrac(new(big.Int).SetUint64(eps.num), new(big.Int).SetUint64(eps.den))
		if r.total.Cmp(want) != 0 {
			t.Errorf("%q: total ε %v, want %v", tc.text, r.total, want)
		}
		var shares []Epsilon
		roots := 0
		for _, tok := range r.Tokens {
			if tok.Role == RoleRoot {
				roots++
				shares = append(shares, tok.eps)
				if math.Abs(tok.Epsilon-eps.float()/float64(tc.roots)) > 1e-12 {
					t.Errorf("%q: share %v, want ε/%d", tc.text, tok.Epsilon, tc.roots)
				}
			} else if tok.Epsilon != 0 {
				t.Errorf("%q: %s token spends %v", tc.text, tok.Role, tok.Epsilon)
			}
		}
		if roots != tc.roots || len(r.Tokens) != tc.tokens {
			t.Errorf("%q: %d roots of %d tokens, want %d of %d", tc.text, roots, len(r.Tokens), tc.roots, tc.tokens)
		}
		if sumEpsilon(shares).Cmp(want) != 0 {
			t.Errorf("%q: shares add up to %v", tc.text, sumEpsilon(shares))
		}
	}
}

// In value mode each distinct value spends its type's ε, and repeats spend nothing.
func TestValueBudgetTotal(t *testing.T) {
	text := "aged 30 and aged 30, earns $85,000, aged 31."
	ann, s := valueSetup(t, "", Options{})
	res, err := s.Document([]byte(text), ann.Annotate([]byte(text)), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Report.TotalEpsilon; math.Abs(got-1.5) > 1e-12 {
		t.Errorf("total ε %v, want 3 × 0.5", got)
	}
	// Document and the streaming rewrite agree in value mode.
	out, err := s.rewrite([]byte(text), ann.Annotate([]byte(text)), 0, nil, nil)
	if err != nil || string(out) != string(res.Text) {
		t.Errorf("rewrite %q, Document %q (%v)", out, res.Text, err)
	}
}

func numbersOf(t *testing.T, ann *annotate.Annotator, text string, typ string) []float64 {
	t.Helper()
	var out []float64
	for _, sp := range ann.Annotate([]byte(text)) {
		if sp.Type.ID != typ {
			continue
		}
		n, err := format.ParseNumber(text[sp.Start:sp.End])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n.Value)
	}
	return out
}

// The two examples of the paper's App. .7 come out consistent, in both budget modes.
func TestHelperAppendix7(t *testing.T) {
	for _, b := range []Budget{BudgetValue, BudgetPrompt} {
		// Example 2: Y = 12·X and Z = Y − Q; only X and Q are noised.
		ann, s := valueSetup(t, "", Options{Budget: b, Epsilon: mustEps(t, "1")})
		marked := "My monthly salary is ⟦money#x:$5,000⟧ and my yearly salary is ⟦money#y=12*x:$60,000⟧ and I have ⟦money#q:$10,000⟧ in annual deductions. My annual taxable income is ⟦money=y - q:$50,000⟧."
		text, spans, helpers, err := annotate.ParseMarkupHelpers([]byte(marked), ann.Registry())
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.Document(text, spans, helpers)
		if err != nil {
			t.Fatal(err)
		}
		v := numbersOf(t, ann, string(res.Text), "money")
		if len(v) != 4 || v[1] != 12*v[0] || v[3] != v[1]-v[2] {
			t.Errorf("%v: %q is not consistent: %v", b, res.Text, v)
		}
		roots := 0
		for _, tok := range res.Report.Tokens {
			if tok.Role == RoleRoot {
				roots++
			}
		}
		if roots != 2 {
			t.Errorf("%v: %d roots, want 2 (x and q)", b, roots)
		}
		if b == BudgetPrompt && res.Report.TotalEpsilon != 1 {
			t.Errorf("total ε %v", res.Report.TotalEpsilon)
		}

		// Example 1: the repeated age is one draw; the birth year is derived from it.
		ann, s = valueSetup(t, numberConfig, Options{Budget: b})
		marked = "My age is ⟦age#x:25⟧, I was born in ⟦number=2025-x:2000⟧. I am ⟦age:25⟧ years old."
		text, spans, helpers, err = annotate.ParseMarkupHelpers([]byte(marked), ann.Registry())
		if err != nil {
			t.Fatal(err)
		}
		res, err = s.Document(text, spans, helpers)
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`^My age is (\d+), I was born in (\d+)\. I am (\d+) years old\.$`).FindStringSubmatch(string(res.Text))
		if m == nil {
			t.Fatalf("%q", res.Text)
		}
		age1, _ := strconv.Atoi(m[1])
		year, _ := strconv.Atoi(m[2])
		age2, _ := strconv.Atoi(m[3])
		if age1 != age2 || year != 2025-age1 {
			t.Errorf("%v: %q is not consistent", b, res.Text)
		}
		if len(res.Report.Tokens) != 3 || res.Report.Tokens[2].Role != RoleRepeat || res.Report.Tokens[1].Role != RoleDerived {
			t.Errorf("%v: roles %+v", b, res.Report.Tokens)
		}
	}
}

func TestHelperErrorsFailClosed(t *testing.T) {
	ann, s := valueSetup(t, "", Options{})
	for _, marked := range []string{
		"⟦money=12*nobody:$60,000⟧",
		"⟦money#a=b:$1⟧ ⟦money#b=a:$2⟧",
		"⟦money#a:$1⟧ ⟦money#a:$2⟧",
		"⟦money=a*a:$1⟧ ⟦money#a:$2⟧",
		"⟦money:not money⟧",
		"⟦ssn#a:372-61-4918⟧",
	} {
		text, spans, helpers, err := annotate.ParseMarkupHelpers([]byte(marked), ann.Registry())
		if err != nil {
			continue // rejected by the markup parser: also fine
		}
		res, err := s.Document(text, spans, helpers)
		if err == nil {
			t.Errorf("%q: sanitized as %q", marked, res.Text)
		}
	}
	// keep leaves a value alone and costs nothing.
	text, spans, helpers, err := annotate.ParseMarkupHelpers([]byte("code ⟦keep:SKU-1234⟧ for ⟦money:$5⟧"), ann.Registry())
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Document(text, spans, helpers)
	if err != nil || !strings.HasPrefix(string(res.Text), "code SKU-1234 for $") || res.Report.Tokens[0].Role != RoleKeep {
		t.Errorf("keep: %q, %v", res.Text, err)
	}
}

func TestPreflight(t *testing.T) {
	ann, s := valueSetup(t, "", Options{Epsilon: mustEps(t, "0.05")})
	text := "line one\nhe is 45 years old"
	res, err := s.Document([]byte(text), ann.Annotate([]byte(text)), nil)
	if err != nil {
		t.Fatal(err)
	}
	err = res.Report.Preflight(0.1)
	pe, ok := err.(*PreflightError)
	if !ok || pe.Token.Type != "age" || pe.Token.Line != 2 || pe.Token.Column != 7 {
		t.Fatalf("Preflight = %v", err)
	}
	if strings.Contains(err.Error(), "45") {
		t.Errorf("error %q contains the value", err)
	}
	if err := res.Report.Preflight(100); err != nil {
		t.Errorf("Preflight(100) = %v", err)
	}
}

// The preflight message is the same whatever the value: on a linear grid (age) the relative
// error would give the value away (abs/rel = x), on a log grid (money) its distance to the end
// of the grid. Same type and position, different values: the same message.
func TestPreflightRevealsNoValue(t *testing.T) {
	for _, tc := range []struct {
		format string
		values []string
		want   string
	}{
		{"he is %s years old", []string{"3", "5", "45", "71", "99"}, "on its linear grid"},
		{"rent $%s", []string{"0.02", "1", "850", "85000", "9000000"}, "on its log grid"},
	} {
		ann, s := valueSetup(t, "", Options{Epsilon: mustEps(t, "0.05")})
		var first string
		for _, v := range tc.values {
			text := fmt.Sprintf(tc.format, v)
			res, err := s.Document([]byte(text), ann.Annotate([]byte(text)), nil)
			if err != nil {
				t.Fatal(err)
			}
			err = res.Report.Preflight(0.001)
			if err == nil {
				t.Fatalf("%q: Preflight(0.001) passed", text)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) {
				t.Errorf("%q: message %q does not say %q", text, msg, tc.want)
			}
			if first == "" {
				first = msg
			} else if msg != first {
				t.Errorf("%q: message %q differs from %q: it depends on the value", text, msg, first)
			}
		}
	}
}

func ExampleSanitizer_Release() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(make([]byte, 32)) // a fixed test key: value mode is deterministic
	s, _ := New(reg, key, Options{Context: "example"})
	a, _ := s.Release("money", "$85,000")
	b, _ := s.Release("money", "$85,000")
	fmt.Println(a == b, strings.HasPrefix(a, "$"))
	// Output: true true
}

// Release is safe for concurrent use and gives every goroutine the same answer (run with -race).
func TestReleaseConcurrent(t *testing.T) {
	_, s := valueSetup(t, "", Options{Context: "c"})
	want, err := s.Release("money", "$85,000")
	if err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			for range 200 {
				if got, err := s.Release("money", "$85,000"); err != nil || got != want {
					errs <- fmt.Errorf("Release = %q, %v; want %q", got, err, want)
					return
				}
			}
			errs <- nil
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// Streaming Sanitize (segment by segment, values across read boundaries) and Document agree in
// value mode on a long text.
func TestValueStreamingMatchesDocument(t *testing.T) {
	ann, s := valueSetup(t, "", Options{Context: "stream"})
	var b strings.Builder
	for i := 0; b.Len() < 300_000; i++ {
		fmt.Fprintf(&b, "Row %d: aged %d, salary $%d,%03d, up %d.%d%%, SSN 372-61-4918.\n", i, 20+i%70, 20+i%900, i%1000, i%40, i%10)
	}
	text := []byte(b.String())
	var out bytes.Buffer
	if _, err := s.Sanitize(&out, bytes.NewReader(text), ann); err != nil {
		t.Fatal(err)
	}
	res, err := s.Document(text, ann.Annotate(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), res.Text) {
		t.Fatal("streaming and whole-document value mode differ")
	}
	if bytes.Contains(out.Bytes(), []byte("372-61-4918")) {
		t.Fatal("SSN leaked")
	}
}

// A grid a value type's format cannot write is a configuration error: ages are whole years
// (a linear grid with integer lo and unit, not below 0), money is never negative; a percentage
// may be.
func TestValueGridRestrictions(t *testing.T) {
	key, err := keyring.FromBytes(testKey())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		config string
		want   string // in the error; "" for none
	}{
		{`params = { grid = "log", lo = 1, hi = 120, ratio = 1.1 }`, "linear"},
		{`params = { grid = "linear", lo = 0, hi = 120, unit = 0.5 }`, "integer lo and unit"},
		{`params = { grid = "linear", lo = 0.5, hi = 120, unit = 1 }`, "integer lo and unit"},
		{`params = { grid = "linear", lo = -5, hi = 120, unit = 1 }`, "0"},
		{`params = { grid = "linear", lo = 0, hi = 150, unit = 1 }`, ""},
	} {
		checkGridConfig(t, key, "age", tc.config, tc.want)
	}
	checkGridConfig(t, key, "money", `params = { grid = "linear", lo = -100, hi = 100, unit = 1 }`, "below 0")
	checkGridConfig(t, key, "money", `params = { grid = "log", lo = 0.01, hi = 100, ratio = 1.1 }`, "")
	checkGridConfig(t, key, "money", `params = { grid = "linear", lo = 0, hi = 100, unit = 0.5 }`, "")
	checkGridConfig(t, key, "percent", `params = { grid = "linear", lo = -100, hi = 100, unit = 0.5 }`, "")
}

func checkGridConfig(t *testing.T, key *keyring.Key, codec, params, want string) {
	t.Helper()
	config := "[[types]]\nid = \"x\"\ncategory = \"value\"\ncodec = \"" + codec + "\"\nepsilon = 0.5\n" + params +
		"\n[[types.patterns]]\nregex = 'X\\d+'\n"
	reg, err := annotate.Load([]byte(config), "grid.toml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = New(reg, key, Options{})
	switch {
	case want == "" && err != nil:
		t.Errorf("%s %s: %v", codec, params, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("%s %s: err %v, want one saying %q", codec, params, err, want)
	}
}

// A released number in a comma-separated field loses the commas that group its thousands,
// never a decimal comma or a comma that is no number's; a field is a comma or a line's edge on
// each side.
func TestWithoutGroupCommas(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"$1,362", "$1362"},
		{"$1,234,567.50", "$1234567.50"},
		{"$362", "$362"},
		{"1.362,50 €", "1.362,50 €"},
		{"362,50 €", "362,50 €"},
		{"a,bcd", "a,bcd"},
	} {
		if got := withoutGroupCommas(tc.in); got != tc.want {
			t.Errorf("withoutGroupCommas(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"id,$1,284.50\n", true},
		{"$1,284.50,x", true},
		{"earns $1,284.50, after", false},
		{"($1,284.50)", false},
	} {
		s := strings.Index(tc.text, "$")
		e := strings.Index(tc.text, ".50") + 3
		if got := inCommaField([]byte(tc.text), s, e); got != tc.want {
			t.Errorf("inCommaField(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// An amount written in digits and again in words is released once, under either budget: both
// places carry the same noisy amount, the words in words of the same language and case, found
// again as money, so the words no longer give away what the digits hide.
func TestAmountInWordsReleasedWithItsDigits(t *testing.T) {
	ann, _ := valueSetup(t, "", Options{})
	for _, text := range []string{
		"Lender agrees to lend Borrower the sum of $7,500 (seven thousand five hundred dollars).",
		"una renta mensual de $18,500.00 (DIECIOCHO MIL QUINIENTOS PESOS 00/100 M.N.), por adelantado",
		"Security deposit: $1,685.00 (One Thousand Six Hundred Eighty-Five Dollars).",
		"Der Kaufpreis beträgt 1.180.000,00 EUR (in Worten: eine Million einhundertachtzigtausend Euro).",
		"le prix de 200 000 € (deux cent mille euros) est payé comptant",
	} {
		for _, b := range []Budget{BudgetValue, BudgetPrompt} {
			_, s := valueSetup(t, "", Options{Budget: b})
			res, err := s.SanitizeDocument(context.Background(), []byte(text), false, ann)
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			out := string(res.Text)
			var amounts []string
			for _, sp := range ann.Annotate(res.Text) {
				if sp.Type.ID == "money" {
					amounts = append(amounts, out[sp.Start:sp.End])
				}
			}
			if len(amounts) != 2 {
				t.Fatalf("%q sanitized %q: money %q, want the digits and the words", text, out, amounts)
			}
			digits, err1 := format.ParseMoney(amounts[0])
			words, err2 := format.ParseMoney(amounts[1])
			if err1 != nil || err2 != nil || words.Words.Lang == format.LangNone {
				t.Fatalf("%q sanitized %q: %v %v", text, out, err1, err2)
			}
			if math.Round(digits.Value) != math.Round(words.Value) {
				t.Errorf("%q sanitized %q: digits %v and words %v differ", text, out, digits.Value, words.Value)
			}
			if strings.Contains(out, text[strings.IndexByte(text, '(')+1:strings.IndexByte(text, ')')]) {
				t.Errorf("%q sanitized %q: the words in clear", text, out)
			}
		}
	}
}
