package desanitize_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/desanitize"
	"github.com/preempt-dev/preempt/keyring"
	"github.com/preempt-dev/preempt/sanitize"
)

// An answer streamed in pieces: each Write passes on what is decided at once.
func ExampleDesanitizer_NewWriter() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(bytes.Repeat([]byte{1}, 32))
	san, _ := sanitize.New(reg, key, sanitize.Options{})
	prompt := "My SSN is 372-61-4918."
	ssn, _ := san.Encrypt("ssn", "372-61-4918")

	d := desanitize.New(annotate.New(reg), san)
	d.Restrict(strings.NewReader(prompt))
	var out bytes.Buffer
	w := d.NewWriter(&out)
	for _, piece := range []string{"Your SSN, ", ssn[:5], ssn[5:], ", is on file."} {
		w.Write([]byte(piece))
		fmt.Printf("%q\n", out.String())
	}
	w.Close()
	fmt.Printf("%q\n", out.String())
	// Output:
	// "Your SSN, "
	// "Your SSN, "
	// "Your SSN, "
	// "Your SSN, 372-61-4918, is on file."
	// "Your SSN, 372-61-4918, is on file."
}

func ExampleDesanitizer_DesanitizeSSE() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(bytes.Repeat([]byte{1}, 32))
	san, _ := sanitize.New(reg, key, sanitize.Options{})
	ssn, _ := san.Encrypt("ssn", "372-61-4918")

	d := desanitize.New(annotate.New(reg), san)
	d.Restrict(strings.NewReader("My SSN is 372-61-4918."))
	stream := `data: {"choices":[{"delta":{"content":"It is ` + ssn[:6] + `"}}]}

data: {"choices":[{"delta":{"content":"` + ssn[6:] + `."}}]}

data: [DONE]

`
	d.DesanitizeSSE(os.Stdout, strings.NewReader(stream), nil)
	// Output:
	// data: {"choices":[{"delta":{"content":"It is "}}]}
	//
	// data: {"choices":[{"delta":{"content":"372-61-4918."}}]}
	//
	// data: [DONE]
}

// The round trip in one process: sanitizing returns the ledger the answer is restored from.
func ExampleDesanitizer_Use() {
	reg, _ := annotate.Default()
	key, _ := keyring.FromBytes(bytes.Repeat([]byte{1}, 32))
	san, _ := sanitize.New(reg, key, sanitize.Options{})
	ann := annotate.New(reg)

	var safe bytes.Buffer
	ledger, _, err := san.SanitizeLedger(&safe, strings.NewReader("My SSN is 372-61-4918."), ann)
	if err != nil {
		fmt.Println(err) // nothing was written, nothing is sent
		return
	}
	answer := strings.Replace(safe.String(), "My", "Your", 1) // what an LLM might answer

	d := desanitize.New(ann, san)
	d.Use(ledger)
	d.Desanitize(os.Stdout, strings.NewReader(answer))
	// Output:
	// Your SSN is 372-61-4918.
}
