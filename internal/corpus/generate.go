package corpus

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"

	"github.com/preempt-dev/preempt/internal/format"
)

// Generate returns about size bytes of prompt-like text in which roughly one byte in a hundred
// belongs to a sensitive value (SSNs, cards, phones, e-mails, IPs, IBANs, dates), with
// look-alike numbers in between, for benchmarks. It is deterministic for a seed.
func Generate(size int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 1))
	filler := []string{
		"Please summarize the following ticket for the support team and suggest a reply.",
		"The customer says the order #%d arrived late and the package was damaged.",
		"We upgraded the service to version 2.%d.%d last week; latency dropped by %d%%.",
		"Invoice INV-2024-%05d totals $%d.%02d including shipping and handling.",
		"Meeting notes: the budget for Q%d is approved, next review in %d weeks.",
		"Die Lieferung wurde am Montag verschickt; bitte prüfen Sie die Sendungsnummer %d.",
		"Merci de vérifier la commande numéro %d avant la fin de la semaine.",
	}
	values := []func() string{
		func() string { return fmt.Sprintf("SSN %03d-%02d-%04d", 1+r.IntN(665), 1+r.IntN(99), 1+r.IntN(9999)) },
		func() string {
			p := fmt.Sprintf("4%014d", r.Int64N(1e14))
			d := p + string(format.LuhnDigit(p))
			return "card " + d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
		},
		func() string { return fmt.Sprintf("call (415) %d-%04d", 200+r.IntN(800), r.IntN(10000)) },
		func() string { return fmt.Sprintf("mail j.doe%d@example.org", r.IntN(1000)) },
		func() string { return fmt.Sprintf("host 10.%d.%d.%d", r.IntN(256), r.IntN(256), 1+r.IntN(254)) },
		func() string { return fmt.Sprintf("on 2024-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)) },
		func() string { return "IBAN DE89 3704 0044 0532 0130 00" },
	}
	verb := regexp.MustCompile(`%[0-9]*d`)
	var b bytes.Buffer
	b.Grow(size + 256)
	for b.Len() < size {
		for i := 0; i < 6; i++ {
			f := filler[r.IntN(len(filler))]
			args := make([]any, len(verb.FindAllString(f, -1)))
			for j := range args {
				args[j] = r.IntN(100000)
			}
			fmt.Fprintf(&b, f+" ", args...)
		}
		// About 1% of the bytes: one value of ~15 bytes per ~1,500 bytes of text.
		if r.IntN(3) == 0 {
			b.WriteString(values[r.IntN(len(values))]())
			b.WriteString(".\n")
		} else {
			b.WriteString("\n")
		}
	}
	return b.Bytes()
}

// BenchSize is how much text a benchmark generates: $PREEMPT_BENCH_MB mebibytes (scripts/bench
// sets 10), else 1 MiB so that `go test -bench` stays quick.
func BenchSize() int {
	if mb, err := strconv.Atoi(os.Getenv("PREEMPT_BENCH_MB")); err == nil && mb > 0 {
		return mb << 20
	}
	return 1 << 20
}
