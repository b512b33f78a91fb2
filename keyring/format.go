package keyring

import (
	"bytes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/chacha20poly1305"
)

// Key line tags. A future format gets a new tag rather than a flag, so an old
// binary refuses a new file instead of misreading it.
//
// A plain key line is "PREEMPT-KEY-2 <base64 key> <key id>": the id ([Key.ID])
// is a check, so that a key damaged by an edit, a bad copy or a flipped bit is
// refused instead of silently giving wrong values. PREEMPT-KEY-1 lines, written
// before the check existed, have no id and still load unchecked. An encrypted
// line needs no check: its AEAD tag already refuses any change.
const (
	plainTag     = "PREEMPT-KEY-2"
	plainTagV1   = "PREEMPT-KEY-1"
	encryptedTag = "PREEMPT-ENCRYPTED-KEY-1"
	kdfName      = "argon2id"
)

// MaxFileSize bounds how much of a keyring file is read and parsed, so that
// pointing $PREEMPT_KEYRING at a large file fails fast. A real keyring is a
// few hundred bytes.
const MaxFileSize = 64 << 10

const saltSize = 16

// Bounds on KDF parameters read from a file. They keep a corrupted or hostile
// keyring from making Load allocate terabytes or spin for hours; the upper
// memory bound is RFC 9106's strongest recommended setting (2 GiB).
const (
	maxKDFTime      = 32
	maxKDFMemoryKiB = 2 << 20
)

// KDFParams are the Argon2id costs used to turn a passphrase into the key that
// seals a keyring. They are stored in the file, so they only matter when a
// keyring is written.
type KDFParams struct {
	Time      uint32 // passes over memory
	MemoryKiB uint32 // memory in KiB
	Threads   uint8  // lanes
}

// DefaultKDF is RFC 9106's second recommended Argon2id setting (t=3, 64 MiB,
// p=4), the one meant for machines that cannot spare 2 GiB. It costs well
// under a second, paid once per command that needs the key.
var DefaultKDF = KDFParams{Time: 3, MemoryKiB: 64 << 10, Threads: 4}

func (p KDFParams) validate() error {
	switch {
	case p.Time < 1 || p.Time > maxKDFTime:
		return fmt.Errorf("argon2id time %d out of range 1..%d", p.Time, maxKDFTime)
	case p.Threads < 1:
		return errors.New("argon2id threads must be at least 1")
	case p.MemoryKiB < 8*uint32(p.Threads) || p.MemoryKiB > maxKDFMemoryKiB:
		// Argon2 needs 8 KiB per lane; x/crypto would silently raise a
		// smaller value, and the file must state what was really used.
		return fmt.Errorf("argon2id memory %d KiB out of range %d..%d", p.MemoryKiB, 8*uint32(p.Threads), maxKDFMemoryKiB)
	}
	return nil
}

var (
	// ErrWrongPassphrase means an encrypted keyring did not open: the
	// passphrase is wrong, or the key line was modified. An AEAD cannot tell
	// the two apart.
	ErrWrongPassphrase = errors.New("wrong passphrase, or the keyring was modified")

	// ErrCorrupt means a plain key line's key does not match the check written
	// next to it: the file was damaged or edited.
	ErrCorrupt = errors.New("the key does not match its check: the keyring is damaged")

	// ErrPassphraseRequired means a keyring is encrypted and no way to ask
	// for a passphrase was given.
	ErrPassphraseRequired = errors.New("keyring is passphrase protected and no passphrase was provided")
)

// Marshal encodes k as a keyring file. With a nil passphrase the key is stored
// in the clear (the file mode is then its only protection); otherwise it is
// sealed under an Argon2id key derived from passphrase with kdf, which is
// ignored for plaintext files.
//
// An empty non-nil passphrase is an error rather than a silent downgrade to a
// plaintext file or a trivially guessable one.
func Marshal(k *Key, passphrase []byte, kdf KDFParams) ([]byte, error) {
	if k == nil {
		return nil, errors.New("marshaling keyring: nil key")
	}
	var b bytes.Buffer
	b.Grow(512) // one allocation, so no stale copy of the key is left behind by growth
	created := time.Now().UTC().Truncate(time.Second).Format(time.RFC3339)
	if passphrase == nil {
		fmt.Fprintf(&b, "# preempt keyring, created %s\n", created)
	} else {
		fmt.Fprintf(&b, "# preempt keyring, passphrase protected, created %s\n", created)
	}
	fmt.Fprintf(&b, "# id: %s  fingerprint: %s\n", k.ID(), k.Fingerprint())

	if passphrase == nil {
		enc := make([]byte, base64.StdEncoding.EncodedLen(KeySize))
		defer clear(enc)
		base64.StdEncoding.Encode(enc, k.bytes())
		b.WriteString(plainTag + " ")
		b.Write(enc)
		b.WriteString(" " + k.ID() + "\n")
		return b.Bytes(), nil
	}

	if len(passphrase) == 0 {
		return nil, errors.New("marshaling keyring: empty passphrase")
	}
	if err := kdf.validate(); err != nil {
		return nil, fmt.Errorf("marshaling keyring: %w", err)
	}
	e := &encryptedKey{kdf: kdf}
	if _, err := rand.Read(e.salt[:]); err != nil {
		return nil, fmt.Errorf("marshaling keyring: %w", err)
	}
	if _, err := rand.Read(e.nonce[:]); err != nil {
		return nil, fmt.Errorf("marshaling keyring: %w", err)
	}
	aead := e.aead(passphrase)
	header := e.header()
	e.ciphertext = aead.Seal(nil, e.nonce[:], k.bytes(), []byte(header))
	fmt.Fprintf(&b, "%s %s\n", header, base64.StdEncoding.EncodeToString(e.ciphertext))
	return b.Bytes(), nil
}

// encryptedKey is a parsed PREEMPT-ENCRYPTED-KEY-1 line.
type encryptedKey struct {
	kdf        KDFParams
	salt       [saltSize]byte
	nonce      [chacha20poly1305.NonceSize]byte
	ciphertext []byte
}

// header is the key line up to the ciphertext. It is the AEAD's associated
// data, so the parameters, salt and nonce cannot be swapped or weakened
// without breaking the tag. Parsing accepts only the canonical spelling, so
// the header rebuilt here is byte for byte the one in the file.
func (e *encryptedKey) header() string {
	return fmt.Sprintf("%s %s t=%d m=%d p=%d %s %s", encryptedTag, kdfName,
		e.kdf.Time, e.kdf.MemoryKiB, e.kdf.Threads,
		base64.StdEncoding.EncodeToString(e.salt[:]),
		base64.StdEncoding.EncodeToString(e.nonce[:]))
}

// aead derives the wrapping key from passphrase with the line's own Argon2id
// parameters and salt.
func (e *encryptedKey) aead(passphrase []byte) cipher.AEAD {
	wrap := argon2.IDKey(passphrase, e.salt[:], e.kdf.Time, e.kdf.MemoryKiB, e.kdf.Threads, chacha20poly1305.KeySize)
	defer clear(wrap)
	aead, err := chacha20poly1305.New(wrap)
	if err != nil {
		panic("keyring: chacha20poly1305: " + err.Error()) // key size is fixed
	}
	return aead
}

func (e *encryptedKey) open(passphrase []byte) (*Key, error) {
	pt, err := e.aead(passphrase).Open(nil, e.nonce[:], e.ciphertext, []byte(e.header()))
	if err != nil {
		return nil, ErrWrongPassphrase
	}
	defer clear(pt)
	return FromBytes(pt)
}

// parsedFile is a syntactically valid keyring: exactly one of plain and
// encrypted is set.
type parsedFile struct {
	plain     *Key
	encrypted *encryptedKey
}

// Unmarshal parses a keyring file. passphrase is called, at most once, only
// when the file is encrypted, and only after the whole file has parsed, so a
// malformed file never prompts. With a nil passphrase an encrypted file gives
// [ErrPassphraseRequired]; a passphrase that does not open it gives
// [ErrWrongPassphrase]. Unmarshal zeroes the passphrase the function
// returned once it has used it, so the function should return a fresh slice.
//
// Errors about malformed input name the line number but never quote the line,
// which may hold key material.
func Unmarshal(data []byte, passphrase func() ([]byte, error)) (*Key, error) {
	f, err := parse(data)
	if err != nil {
		return nil, err
	}
	if f.plain != nil {
		return f.plain, nil
	}
	if passphrase == nil {
		return nil, ErrPassphraseRequired
	}
	pass, err := passphrase()
	defer clear(pass)
	if err != nil {
		return nil, fmt.Errorf("reading passphrase: %w", err)
	}
	return f.encrypted.open(pass)
}

// IsEncrypted reports whether data looks like a passphrase-protected keyring,
// so a caller can decide whether to prompt before calling [Unmarshal]. It
// looks only at the first key line and does not validate the file.
func IsEncrypted(data []byte) bool {
	if len(data) > MaxFileSize {
		return false
	}
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		return string(bytes.Fields(line)[0]) == encryptedTag
	}
	return false
}

// parse checks the structure of a keyring file without asking for a
// passphrase or running the KDF. It works on bytes, never converting the file
// to a string, so that callers can zero data afterwards.
func parse(data []byte) (*parsedFile, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("keyring is larger than %d KiB", MaxFileSize>>10)
	}
	var f *parsedFile
	n := 0
	for line := range bytes.SplitSeq(data, []byte("\n")) {
		n++
		if !utf8.Valid(line) {
			return nil, fmt.Errorf("line %d: invalid UTF-8", n)
		}
		line = bytes.TrimSpace(line) // also drops the \r of CRLF files
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		fields := bytes.Fields(line)
		var g parsedFile
		switch string(fields[0]) {
		case plainTag, plainTagV1:
			k, err := parsePlain(fields)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", n, err)
			}
			g.plain = k
		case encryptedTag:
			e, err := parseEncrypted(fields)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", n, err)
			}
			g.encrypted = e
		default:
			if bytes.HasPrefix(fields[0], []byte("PREEMPT-")) {
				return nil, fmt.Errorf("line %d: unsupported key format; is the keyring from a newer preempt?", n)
			}
			return nil, fmt.Errorf("line %d: not a comment or a key line", n)
		}
		if f != nil {
			return nil, fmt.Errorf("line %d: more than one key line", n)
		}
		f = &g
	}
	if f == nil {
		return nil, errors.New("keyring holds no key line")
	}
	return f, nil
}

// parsePlain parses a PREEMPT-KEY-2 line, "tag key id", or an unchecked
// PREEMPT-KEY-1 line, "tag key".
func parsePlain(fields [][]byte) (*Key, error) {
	tag := string(fields[0])
	want := 3
	if tag == plainTagV1 {
		want = 2
	}
	if len(fields) != want {
		return nil, fmt.Errorf("malformed %s line: want %d fields, have %d", tag, want, len(fields))
	}
	var k Key
	defer clear(k.k[:])
	if err := decodeFixed(k.k[:], fields[1], "key"); err != nil {
		return nil, err
	}
	if tag == plainTag && subtle.ConstantTimeCompare([]byte(k.ID()), fields[2]) != 1 {
		return nil, ErrCorrupt
	}
	return FromBytes(k.k[:])
}

func parseEncrypted(fields [][]byte) (*encryptedKey, error) {
	// PREEMPT-ENCRYPTED-KEY-1 argon2id t=3 m=65536 p=4 <salt> <nonce> <ciphertext>
	if len(fields) != 8 {
		return nil, fmt.Errorf("malformed %s line: want 8 fields, have %d", encryptedTag, len(fields))
	}
	if string(fields[1]) != kdfName {
		return nil, errors.New("unsupported KDF")
	}
	t, err := parseParam(fields[2], "t", 32)
	if err != nil {
		return nil, err
	}
	m, err := parseParam(fields[3], "m", 32)
	if err != nil {
		return nil, err
	}
	p, err := parseParam(fields[4], "p", 8)
	if err != nil {
		return nil, err
	}
	e := &encryptedKey{kdf: KDFParams{Time: uint32(t), MemoryKiB: uint32(m), Threads: uint8(p)}}
	if err := e.kdf.validate(); err != nil {
		return nil, err
	}
	if err := decodeFixed(e.salt[:], fields[5], "salt"); err != nil {
		return nil, err
	}
	if err := decodeFixed(e.nonce[:], fields[6], "nonce"); err != nil {
		return nil, err
	}
	e.ciphertext = make([]byte, KeySize+chacha20poly1305.Overhead)
	if err := decodeFixed(e.ciphertext, fields[7], "ciphertext"); err != nil {
		return nil, err
	}
	return e, nil
}

// parseParam parses "t=3"-style fields. Only the canonical decimal spelling is
// accepted ("t=03" and "t=+3" are not), so that the header is not malleable.
func parseParam(field []byte, name string, bits int) (uint64, error) {
	s, ok := strings.CutPrefix(string(field), name+"=")
	if !ok {
		return 0, fmt.Errorf("missing argon2id parameter %s", name)
	}
	v, err := strconv.ParseUint(s, 10, bits)
	if err != nil || strconv.FormatUint(v, 10) != s {
		return 0, fmt.Errorf("invalid argon2id parameter %s", name)
	}
	return v, nil
}

// decodeFixed decodes strict, padded standard base64 that must fill dst
// exactly. The scratch buffer is zeroed afterwards, since the value may be a
// key.
func decodeFixed(dst, src []byte, what string) error {
	enc := base64.StdEncoding.Strict()
	buf := make([]byte, enc.DecodedLen(len(src)))
	defer clear(buf)
	n, err := enc.Decode(buf, src)
	if err != nil {
		return fmt.Errorf("%s is not valid base64", what)
	}
	if n != len(dst) {
		return fmt.Errorf("%s is %d bytes, want %d", what, n, len(dst))
	}
	copy(dst, buf)
	return nil
}
