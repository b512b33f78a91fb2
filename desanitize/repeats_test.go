package desanitize_test

import (
	"bytes"
	"strings"
	"testing"
)

// A format value repeated without the context that found it is encrypted at every occurrence
// to the same ciphertext, and the answer gets it back at each.
func TestRepeatedValueRoundTrip(t *testing.T) {
	f := newFixture(t, "")
	for _, tc := range []struct{ prompt, value string }{
		{"SSN: 372614918. The ticket mentions 372614918 twice.", "372614918"},
		{"phone: 13812345678; order 13812345678 shipped.", "13812345678"},
		{"ticket 0532 123 45 67 first. Tel: 0532 123 45 67.", "0532 123 45 67"},
	} {
		safe := f.sanitize(t, []byte(tc.prompt))
		if bytes.Contains(safe, []byte(tc.value)) {
			t.Errorf("%q: sanitized %q keeps %q", tc.prompt, safe, tc.value)
			continue
		}
		// The only other text is kept, so the two ciphertexts are what differs from the prompt.
		before, after, _ := strings.Cut(tc.prompt, tc.value)
		after, rest, _ := strings.Cut(after, tc.value)
		s := string(safe)
		if !strings.HasPrefix(s, before) || !strings.HasSuffix(s, rest) {
			t.Errorf("%q: sanitized %q changed other text", tc.prompt, s)
			continue
		}
		mid := s[len(before) : len(s)-len(rest)] // ciphertext + after + ciphertext
		n := (len(mid) - len(after)) / 2
		if c1, c2 := mid[:n], mid[len(mid)-n:]; c1 != c2 || mid[n:len(mid)-n] != after {
			t.Errorf("%q: sanitized %q: two ciphertexts %q and %q", tc.prompt, s, c1, c2)
		}
		if got := f.desanitize(t, safe, []byte(tc.prompt)); string(got) != tc.prompt {
			t.Errorf("%q: restored %q", tc.prompt, got)
		}
	}
}
