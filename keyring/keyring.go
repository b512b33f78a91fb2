// Package keyring owns preempt's master key: creating it, storing it on disk,
// protecting it with a passphrase, and deriving the per-type subkeys that the
// sanitizer uses.
//
// Sanitization is stateless: everything preempt needs to undo it is the
// master key, so the key is the only secret the tool keeps. One 256-bit key is
// generated once; every consumer asks [Key.Derive] for a subkey bound to a
// purpose ("fpe ssn", "mldp salary"), so no two types ever share a key and
// compromising one derived key says nothing about the others.
//
// # File format
//
// A keyring is a small text file, in the spirit of age identity files:
//
//	# preempt keyring, created 2026-11-22T04:00:00Z
//	# id: 1a2b3c4d  fingerprint: SHA256:...
//	PREEMPT-KEY-2 <base64 key> <key id>
//
// or, protected by a passphrase:
//
//	PREEMPT-ENCRYPTED-KEY-1 argon2id t=3 m=65536 p=4 <salt> <nonce> <ciphertext>
//
// Lines starting with # are comments and are informational only; the single
// key line is authoritative. The key id at its end is a check: a key that does
// not match it is refused with [ErrCorrupt]. Files written before the check
// existed have a PREEMPT-KEY-1 line, without the id, and still load unchecked. An encrypted key line carries its own Argon2id
// parameters, so a file keeps loading after [DefaultKDF] changes. The key is
// sealed with ChaCha20-Poly1305 under the Argon2id output, with the whole
// header (scheme, parameters, salt and nonce) as associated data, so editing
// any of it makes decryption fail instead of silently weakening the file.
//
// # Threat model
//
// The keyring protects against other local users (a file readable by group or
// others, or owned by anyone but the user or root, is refused, as ssh does), against leaking the key through logs and
// error messages ([Key.String] prints a fingerprint, parse errors name a line
// number, never its content), and, with a passphrase, against theft of the file
// itself (backups, synced dotfiles). It does not protect against code running
// as the same user while the key is in memory.
//
// The package reads no environment variables and prints nothing: callers pass
// a getenv function and get typed errors back, so the CLI decides what to say.
package keyring

import (
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// KeySize is the size of a master key in bytes.
const KeySize = 32

// Domain separation strings. Changing any of them changes every identifier or
// derived key, so they carry a version.
const (
	idDomain          = "preempt key id v1"
	fingerprintDomain = "preempt key fingerprint v1"
	deriveInfoPrefix  = "preempt v1 "
)

// Key is a 256-bit master key.
//
// A *Key never prints its bytes: String, and every fmt verb, yield the
// fingerprint, so a key that ends up in a log line or an error is harmless.
type Key struct {
	k     [KeySize]byte
	wiped bool
}

// Wipe zeroes the key's bytes in memory, for a caller that has derived all the
// subkeys it needs. Any later use of k panics rather than use a zero key. Go
// may have copied the bytes elsewhere (the garbage collector moves nothing,
// but a key that came from a string, such as $PREEMPT_KEY, leaves that string
// behind), so this narrows the window, no more.
func (k *Key) Wipe() {
	clear(k.k[:])
	k.wiped = true
}

func (k *Key) bytes() []byte {
	if k.wiped {
		panic("keyring: use of a wiped key")
	}
	return k.k[:]
}

// Generate returns a new random key from crypto/rand.
func Generate() (*Key, error) {
	k := new(Key)
	if _, err := rand.Read(k.k[:]); err != nil {
		return nil, fmt.Errorf("generating key: %w", err)
	}
	return k, nil
}

// FromBytes returns a key holding a copy of b, which must be exactly
// [KeySize] bytes long. The caller may zero b afterwards.
func FromBytes(b []byte) (*Key, error) {
	if len(b) != KeySize {
		return nil, fmt.Errorf("key is %d bytes, want %d", len(b), KeySize)
	}
	k := new(Key)
	copy(k.k[:], b)
	return k, nil
}

// ParseBase64 parses a key encoded as base64, as in $PREEMPT_KEY. Standard and
// URL alphabets, padded or not, are accepted, and surrounding whitespace is
// ignored, because the value is usually pasted from a CI secret store or the
// output of a shell command.
//
// Errors never contain s: it may be a real key with a typo.
func ParseBase64(s string) (*Key, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, errors.New("key is empty")
	}
	b, ok := decodeBase64(s)
	if !ok {
		// The decoder's own error names an input offset; say less instead.
		return nil, errors.New("key is not valid base64")
	}
	defer clear(b)
	if len(b) != KeySize {
		return nil, fmt.Errorf("key decodes to %d bytes, want %d", len(b), KeySize)
	}
	return FromBytes(b)
}

// decodeBase64 decodes s with the first base64 variant that accepts it.
func decodeBase64(s string) ([]byte, bool) {
	for _, enc := range []*base64.Encoding{
		base64.StdEncoding, base64.RawStdEncoding,
		base64.URLEncoding, base64.RawURLEncoding,
	} {
		if b, err := enc.Strict().DecodeString(s); err == nil {
			return b, true
		}
	}
	return nil, false
}

// ID returns a short identifier of the key (8 hex digits), stable across
// versions, for telling keyrings apart in messages. It is not a security
// boundary: collisions between different keys are possible.
func (k *Key) ID() string {
	sum := k.hash(idDomain)
	return hex.EncodeToString(sum[:4])
}

// Fingerprint returns "SHA256:" followed by the unpadded base64 of a
// domain-separated SHA-256 of the key, in the style of ssh fingerprints. It
// identifies the key without revealing it: the key is uniformly random, so
// the hash cannot be inverted or brute-forced.
func (k *Key) Fingerprint() string {
	sum := k.hash(fingerprintDomain)
	return "SHA256:" + base64.RawStdEncoding.EncodeToString(sum[:])
}

func (k *Key) hash(domain string) [sha256.Size]byte {
	h := sha256.New()
	h.Write([]byte(domain))
	h.Write(k.bytes())
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}

// String returns the fingerprint, never the key bytes.
func (k *Key) String() string {
	return k.Fingerprint()
}

// Format makes every fmt verb print the fingerprint. Without it, %d, %x or
// %#v would print the key bytes of the unexported field.
func (k *Key) Format(f fmt.State, verb rune) {
	s := k.Fingerprint()
	if verb == 'q' {
		s = strconv.Quote(s)
	}
	fmt.Fprint(f, s)
}

// Equal reports whether k and other are the same key, in constant time.
func (k *Key) Equal(other *Key) bool {
	return subtle.ConstantTimeCompare(k.bytes(), other.bytes()) == 1
}

// Derive returns a 32-byte subkey for purpose, computed with HKDF-SHA256 over
// the master key with no salt and the info string "preempt v1 " + purpose.
//
// Purposes name what the subkey is for, such as "fpe ssn" or "mldp salary".
// Distinct purposes give independent keys, so two types never share an FPE
// permutation or a noise stream, and a new type can be added without
// changing the ciphertexts of existing ones.
//
// The caller owns the returned slice and should zero it (clear) once it has
// built what needs it.
func (k *Key) Derive(purpose string) []byte {
	sub, err := hkdf.Key(sha256.New, k.bytes(), nil, deriveInfoPrefix+purpose, 32)
	if err != nil {
		// hkdf.Key fails only for output lengths over 255*32 bytes or, in
		// FIPS 140-only mode, secrets shorter than 112 bits. Neither applies.
		panic("keyring: HKDF failed: " + err.Error())
	}
	return sub
}
