package annotate

import (
	"sort"

	"github.com/preempt-dev/preempt/internal/format"
)

// validators is the closed set of checks a registry type can name. Each is the same check the
// type's codec uses for its output, so every ciphertext passes its type's validator.
var validators = map[string]func(string) bool{
	"ssn":         format.ValidSSN,
	"credit_card": format.ValidCard,
	"ipv4":        format.ValidIPv4Prefix,
	"ipv6":        format.ValidIPv6Prefix,
	"iban":        format.ValidIBAN,
	"zip":         format.ValidZIP,
	"date":        format.ValidDate,
	"phone":       format.ValidPhone,
	"email":       format.ValidEmail,
	"age":         format.ValidAge,
	"money":       format.ValidMoney,
	"percent":     format.ValidPercent,
	"number":      format.ValidPlain,
}

// ValidatorNames lists the validators a registry type can name, sorted.
func ValidatorNames() []string {
	names := make([]string, 0, len(validators))
	for n := range validators {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
