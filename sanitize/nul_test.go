package sanitize

import (
	"errors"
	"testing"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/keyring"
)

// The FF1 tweak is label, NUL, context: a NUL in the context, a value or a type id would let
// two different (label, context) pairs spell the same tweak, so each is refused.
func TestNUL(t *testing.T) {
	reg, err := annotate.Default()
	if err != nil {
		t.Fatal(err)
	}
	key, err := keyring.FromBytes(testKey())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(reg, key, Options{Context: "ticket\x00ssn"}); !errors.Is(err, errContextNUL) {
		t.Errorf("New with a NUL in the context: %v, want errContextNUL", err)
	}
	s, err := New(reg, key, Options{Context: "ticket"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Encrypt("ssn", "372-61-4918\x00"); !errors.Is(err, errValueNUL) {
		t.Errorf("Encrypt of a value with a NUL: %v, want errValueNUL", err)
	}
	if _, err := s.Decrypt("email", "a\x00b@example.com"); !errors.Is(err, errValueNUL) {
		t.Errorf("Decrypt of a value with a NUL: %v, want errValueNUL", err)
	}
	if _, err := s.Encrypt("ssn", "372-61-4918"); err != nil {
		t.Errorf("Encrypt of a plain SSN: %v", err)
	}

	withNUL, err := annotate.Load([]byte("[[types]]\nid = \"my\\u0000ssn\"\ncategory = \"format\"\ncodec = \"ssn\"\n[[types.patterns]]\nregex = 'X\\d{3}-\\d{2}-\\d{4}'\n"), "nul.toml")
	if err != nil {
		t.Skipf("the registry refuses the id itself: %v", err)
	}
	var te *TypeError
	if _, err := New(withNUL, key, Options{}); !errors.As(err, &te) {
		t.Errorf("New with a NUL in a type id: %v, want a *TypeError", err)
	}
}
