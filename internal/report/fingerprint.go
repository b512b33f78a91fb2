package report

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"path/filepath"
	"strconv"

	"github.com/preempt-dev/preempt/keyring"
)

// fingerprintPurpose is the keyring derivation purpose of the fingerprint key: changing it
// changes every fingerprint, so it carries a version.
const fingerprintPurpose = "report fingerprint v1"

// Fingerprinter computes the fingerprint that identifies a finding across runs.
//
// With a key, it is HMAC-SHA256, under a subkey derived from the master key, of the finding's
// type, file path and value: the same value in the same file always gets the same fingerprint,
// a changed value a new one, and nobody without the key can test a guess (a fingerprint of an
// SSN is not a 10⁹-try brute force away from the SSN, as an unkeyed hash would be).
//
// Without a key (a nil *Fingerprinter, or one from NewFingerprinter(nil)), it is a hash of the
// type, the path and the finding's rank among the findings of its type in the file: it says
// nothing about the value, but shifts when a finding is added above and cannot tell a changed
// value from the one it replaced, which is why baselines need the key.
type Fingerprinter struct {
	key   []byte
	keyID string
}

// NewFingerprinter returns a keyed fingerprinter for key, or the positional one for nil.
func NewFingerprinter(key *keyring.Key) *Fingerprinter {
	if key == nil {
		return &Fingerprinter{}
	}
	return &Fingerprinter{key: key.Derive(fingerprintPurpose), keyID: key.ID()}
}

// Keyed reports whether fingerprints depend on the values, under a key.
func (f *Fingerprinter) Keyed() bool { return f != nil && f.key != nil }

// KeyID is the id of the key the fingerprints are made with ("" without one): a baseline
// records it, so that one read with another key is refused rather than matching nothing.
func (f *Fingerprinter) KeyID() string {
	if f == nil {
		return ""
	}
	return f.keyID
}

// fingerprint returns the fingerprint of a finding of typ in the file at path; value is the
// finding's text and nth its 1-based rank among the findings of typ in the file.
func (f *Fingerprinter) fingerprint(typ, path string, value []byte, nth int) string {
	var h hash.Hash
	var prefix string
	if f.Keyed() {
		h, prefix = hmac.New(sha256.New, f.key), "k1:"
	} else {
		h, prefix = sha256.New(), "p1:"
		h.Write([]byte("preempt positional fingerprint v1"))
	}
	// Each field is length-prefixed, so no two (type, path, value) triples hash the same bytes.
	field := func(b []byte) {
		h.Write(binary.BigEndian.AppendUint64(nil, uint64(len(b))))
		h.Write(b)
	}
	field([]byte(typ))
	field([]byte(filepath.ToSlash(filepath.Clean(path))))
	if f.Keyed() {
		field(value)
	} else {
		field([]byte(strconv.Itoa(nth)))
	}
	return prefix + hex.EncodeToString(h.Sum(nil)[:16])
}
