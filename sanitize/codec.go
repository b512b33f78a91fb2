package sanitize

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/preempt-dev/preempt/internal/codecs"
)

// A Codec encrypts the text of one span of a format type and decrypts it again. Encrypt returns
// a member of the same format: same shape (separators, case pattern, spelling), a valid
// checksum where the format has one, and text the type's detector accepts again, so that
// annotating sanitized text finds the same types in the same places. Decrypt inverts Encrypt
// for every text Encrypt can return. Both return an error, never a guess, for text that is not
// a member of the format.
type formatCodec interface {
	Encrypt(p *permuter, text string) (string, error)
	Decrypt(p *permuter, text string) (string, error)
}

// errFormat is wrapped by codec errors for text that is not a member of the codec's format.
var errFormat = errors.New("not a member of the format")

// formatErr is how codecs report text they cannot handle. The text itself is never included:
// errors end up on stderr and in logs.
func formatErr(codec, why string) error {
	return fmt.Errorf("%s: %s: %w", codec, why, errFormat)
}

// codecParams are a codec's settings from the registry ([types.params]).
type codecParams map[string]any

// newFormatCodec returns the format codec called name (a row of the table in internal/codecs,
// built by codecs.go), configured by params.
func newFormatCodec(name string, params codecParams) (formatCodec, error) {
	build := builders[name]
	if s, ok := codecs.Lookup(name); !ok || s.Value() || build == nil {
		return nil, fmt.Errorf("unknown codec %q; known: %s", name, strings.Join(formatCodecNames(), ", "))
	}
	pr := &paramReader{p: params, used: map[string]bool{}}
	c, err := build(pr)
	if err != nil {
		return nil, fmt.Errorf("codec %s: %w", name, err)
	}
	if err := pr.unused(); err != nil {
		return nil, fmt.Errorf("codec %s: %w", name, err)
	}
	return c, nil
}

// paramReader reads typed parameters and remembers which were used, so that a misspelt
// parameter is an error instead of being silently ignored.
type paramReader struct {
	p    codecParams
	used map[string]bool
}

func (r *paramReader) int(name string, def int) (int, error) {
	v, ok := r.p[name]
	if !ok {
		return def, nil
	}
	r.used[name] = true
	switch n := v.(type) {
	case int64:
		return int(n), nil
	case int:
		return n, nil
	}
	return 0, fmt.Errorf("param %s: want an integer, got %T", name, v)
}

func (r *paramReader) bool(name string, def bool) (bool, error) {
	v, ok := r.p[name]
	if !ok {
		return def, nil
	}
	r.used[name] = true
	b, ok := v.(bool)
	if !ok {
		return false, fmt.Errorf("param %s: want true or false, got %T", name, v)
	}
	return b, nil
}

func (r *paramReader) string(name, def string) (string, error) {
	v, ok := r.p[name]
	if !ok {
		return def, nil
	}
	r.used[name] = true
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("param %s: want a string, got %T", name, v)
	}
	return s, nil
}

func (r *paramReader) strings(name string, def []string) ([]string, error) {
	v, ok := r.p[name]
	if !ok {
		return def, nil
	}
	r.used[name] = true
	list, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("param %s: want a list of strings, got %T", name, v)
	}
	out := make([]string, len(list))
	for i, e := range list {
		s, ok := e.(string)
		if !ok {
			return nil, fmt.Errorf("param %s: want a list of strings, element %d is %T", name, i, e)
		}
		out[i] = s
	}
	return out, nil
}

func (r *paramReader) unused() error {
	var extra []string
	for k := range r.p {
		if !r.used[k] {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return fmt.Errorf("unknown params: %s", strings.Join(extra, ", "))
	}
	return nil
}

// mixedRadix ranks a sequence of digits, each in its own radix, as one integer, so that a
// format with per-position alphabets (letters here, digits there) becomes a dense domain
// [0, Size) that permuter can permute.
type mixedRadix []int

// Size is the number of sequences: the product of the radices.
func (m mixedRadix) Size() *big.Int {
	n := big.NewInt(1)
	for _, r := range m {
		n.Mul(n, big.NewInt(int64(r)))
	}
	return n
}

// Rank returns the integer of digits (most significant first). Each digit must be < its radix.
func (m mixedRadix) Rank(digits []int) *big.Int {
	n := new(big.Int)
	for i, r := range m {
		n.Mul(n, big.NewInt(int64(r)))
		n.Add(n, big.NewInt(int64(digits[i])))
	}
	return n
}

// Unrank inverts Rank.
func (m mixedRadix) Unrank(n *big.Int) []int {
	out := make([]int, len(m))
	q := new(big.Int).Set(n)
	rem := new(big.Int)
	for i := len(m) - 1; i >= 0; i-- {
		q.QuoRem(q, big.NewInt(int64(m[i])), rem)
		out[i] = int(rem.Int64())
	}
	return out
}

// permuteDigits encrypts (or decrypts) a string of decimal digits as a whole, keeping its length.
// valid, if not nil, restricts the permutation to the digit strings it accepts.
func permuteDigits(p *permuter, label, digits string, valid func(string) bool, decrypt bool) (string, error) {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(digits))), nil)
	x, ok := new(big.Int).SetString(digits, 10)
	if !ok || len(digits) == 0 {
		return "", formatErr(label, "not a digit string")
	}
	width := len(digits)
	var v validPoint
	if valid != nil {
		v = func(y *big.Int) bool { return valid(fmt.Sprintf("%0*s", width, y.Text(10))) }
	}
	y, err := p.walk(label, n, x, v, decrypt)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%0*s", width, y.Text(10)), nil
}
