package keyring

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// cheapKDF keeps Argon2id fast in tests; real keyrings use DefaultKDF.
var cheapKDF = KDFParams{Time: 1, MemoryKiB: 64, Threads: 1}

// testKeyBytes is a fixed, obviously fake key. Bytes 0xf8..0xff make its
// standard and URL base64 encodings differ.
func testKeyBytes() []byte {
	b := make([]byte, KeySize)
	for i := range b {
		b[i] = byte(0xe0 + i)
	}
	return b
}

func testKey(t testing.TB) *Key {
	t.Helper()
	k, err := FromBytes(testKeyBytes())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func staticPass(s string) func() ([]byte, error) {
	return func() ([]byte, error) { return []byte(s), nil }
}

// secretForms are the encodings of the test key that must never appear in
// output meant for humans.
func secretForms() []string {
	b := testKeyBytes()
	return []string{
		hex.EncodeToString(b),
		strings.ToUpper(hex.EncodeToString(b)),
		base64.StdEncoding.EncodeToString(b),
		base64.RawStdEncoding.EncodeToString(b),
		base64.URLEncoding.EncodeToString(b),
		string(b),
		fmt.Sprint(b),
	}
}

func TestGenerate(t *testing.T) {
	a, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	if a.Equal(b) {
		t.Error("two generated keys are equal")
	}
	if a.k == [KeySize]byte{} {
		t.Error("generated key is all zeros")
	}
}

func TestFromBytes(t *testing.T) {
	for _, n := range []int{0, 1, 16, 31, 33, 64} {
		if _, err := FromBytes(make([]byte, n)); err == nil {
			t.Errorf("FromBytes accepted %d bytes", n)
		}
	}
	b := testKeyBytes()
	k, err := FromBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	clear(b)
	if !k.Equal(testKey(t)) {
		t.Error("FromBytes did not copy its input")
	}
}

func TestParseBase64(t *testing.T) {
	b := testKeyBytes()
	valid := []struct {
		name, in string
	}{
		{"std", base64.StdEncoding.EncodeToString(b)},
		{"raw std", base64.RawStdEncoding.EncodeToString(b)},
		{"url", base64.URLEncoding.EncodeToString(b)},
		{"raw url", base64.RawURLEncoding.EncodeToString(b)},
		{"trailing newline", base64.StdEncoding.EncodeToString(b) + "\n"},
		{"surrounding spaces", "  " + base64.StdEncoding.EncodeToString(b) + " "},
	}
	for _, tc := range valid {
		t.Run(tc.name, func(t *testing.T) {
			k, err := ParseBase64(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if !k.Equal(testKey(t)) {
				t.Error("wrong key")
			}
		})
	}

	invalid := []struct {
		name, in string
	}{
		{"empty", ""},
		{"blank", "   "},
		{"31 bytes", base64.StdEncoding.EncodeToString(b[:31])},
		{"33 bytes", base64.StdEncoding.EncodeToString(append(b, 0x77))},
		{"64 bytes", base64.StdEncoding.EncodeToString(append(b, b...))},
		{"hex", hex.EncodeToString(b)},
		{"not base64", "secret-value-SECRET!!"},
		{"mixed alphabets", "-" + base64.StdEncoding.EncodeToString(b)[1:]},
		{"inner space", base64.StdEncoding.EncodeToString(b)[:20] + " " + base64.StdEncoding.EncodeToString(b)[20:]},
	}
	for _, tc := range invalid {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseBase64(tc.in)
			if err == nil {
				t.Fatal("ParseBase64 accepted invalid input")
			}
			if s := strings.TrimSpace(tc.in); s != "" && strings.Contains(err.Error(), s) {
				t.Errorf("error %q echoes the input", err)
			}
			if len(tc.in) > 8 && strings.Contains(err.Error(), tc.in[:8]) {
				t.Errorf("error %q echoes part of the input", err)
			}
		})
	}
}

func TestIDAndFingerprint(t *testing.T) {
	k := testKey(t)
	if got, want := k.ID(), testKey(t).ID(); got != want {
		t.Errorf("ID not stable: %s != %s", got, want)
	}
	if len(k.ID()) != 8 {
		t.Errorf("ID %q is not 8 characters", k.ID())
	}
	if _, err := hex.DecodeString(k.ID()); err != nil {
		t.Errorf("ID %q is not hex", k.ID())
	}

	// Recompute both independently to pin the documented constructions.
	sum := sha256.Sum256(append([]byte("preempt key id v1"), testKeyBytes()...))
	if want := hex.EncodeToString(sum[:4]); k.ID() != want {
		t.Errorf("ID = %s, want %s", k.ID(), want)
	}
	sum = sha256.Sum256(append([]byte("preempt key fingerprint v1"), testKeyBytes()...))
	if want := "SHA256:" + base64.RawStdEncoding.EncodeToString(sum[:]); k.Fingerprint() != want {
		t.Errorf("Fingerprint = %s, want %s", k.Fingerprint(), want)
	}
	if k.String() != k.Fingerprint() {
		t.Error("String differs from Fingerprint")
	}

	other, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	if other.ID() == k.ID() || other.Fingerprint() == k.Fingerprint() {
		t.Error("different keys share an ID or fingerprint")
	}
}

func TestKeyNeverPrintsBytes(t *testing.T) {
	k := testKey(t)
	outputs := map[string]string{
		"String": k.String(),
		"ID":     k.ID(),
	}
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%d", "%o", "%b"} {
		outputs[verb] = fmt.Sprintf(verb, k)
	}
	outputs["struct"] = fmt.Sprintf("%+v", struct{ K *Key }{k})
	outputs["error"] = fmt.Errorf("using key %v", k).Error()
	for name, out := range outputs {
		for _, secret := range secretForms() {
			if strings.Contains(out, secret) {
				t.Errorf("%s output %q contains the key", name, out)
			}
		}
	}
	if got := fmt.Sprintf("%v", k); got != k.Fingerprint() {
		t.Errorf("%%v = %q, want the fingerprint", got)
	}
}

// refHKDF is an HKDF-SHA256 (RFC 5869) written from the RFC with crypto/hmac,
// independent of the crypto/hkdf code Derive uses.
func refHKDF(secret, salt, info []byte, length int) []byte {
	if salt == nil {
		salt = make([]byte, sha256.Size)
	}
	extract := hmac.New(sha256.New, salt)
	extract.Write(secret)
	prk := extract.Sum(nil)
	var okm, prev []byte
	for c := byte(1); len(okm) < length; c++ {
		m := hmac.New(sha256.New, prk)
		m.Write(prev)
		m.Write(info)
		m.Write([]byte{c})
		prev = m.Sum(nil)
		okm = append(okm, prev...)
	}
	return okm[:length]
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRefHKDF(t *testing.T) {
	// RFC 5869, Appendix A, test cases 1 and 3.
	ikm := bytes.Repeat([]byte{0x0b}, 22)
	got := refHKDF(ikm, mustHex(t, "000102030405060708090a0b0c"), mustHex(t, "f0f1f2f3f4f5f6f7f8f9"), 42)
	if want := mustHex(t, "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"); !bytes.Equal(got, want) {
		t.Errorf("case 1: got %x", got)
	}
	got = refHKDF(ikm, []byte{}, nil, 42)
	if want := mustHex(t, "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"); !bytes.Equal(got, want) {
		t.Errorf("case 3: got %x", got)
	}
}

func TestDerive(t *testing.T) {
	k := testKey(t)
	other, err := Generate()
	if err != nil {
		t.Fatal(err)
	}

	ssn := k.Derive("fpe ssn")
	if len(ssn) != 32 {
		t.Fatalf("subkey is %d bytes", len(ssn))
	}
	if want := refHKDF(testKeyBytes(), nil, []byte("preempt v1 fpe ssn"), 32); !bytes.Equal(ssn, want) {
		t.Errorf("Derive(%q) = %x, want %x", "fpe ssn", ssn, want)
	}
	if !bytes.Equal(ssn, k.Derive("fpe ssn")) {
		t.Error("Derive is not deterministic")
	}
	if bytes.Equal(ssn, other.Derive("fpe ssn")) {
		t.Error("two keys derive the same subkey")
	}

	seen := map[string]string{}
	for _, p := range []string{"", "fpe ssn", "fpe card", "fpe ssn ", "mldp salary", "fpe", "ssn"} {
		sub := hex.EncodeToString(k.Derive(p))
		if prev, ok := seen[sub]; ok {
			t.Errorf("purposes %q and %q share a subkey", prev, p)
		}
		seen[sub] = p
	}

	ssn[0] ^= 1
	if bytes.Equal(ssn, k.Derive("fpe ssn")) {
		t.Error("Derive returned shared memory")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	k := testKey(t)
	tests := []struct {
		name       string
		passphrase []byte
		encrypted  bool
	}{
		{"plain", nil, false},
		{"encrypted", []byte("correct horse battery staple"), true},
		{"encrypted unicode", []byte("pâsse phrase ✓"), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data, err := Marshal(k, tc.passphrase, cheapKDF)
			if err != nil {
				t.Fatal(err)
			}
			if got := IsEncrypted(data); got != tc.encrypted {
				t.Errorf("IsEncrypted = %v", got)
			}
			if !bytes.Contains(data, []byte("# id: "+k.ID()+"  fingerprint: "+k.Fingerprint()+"\n")) {
				t.Errorf("missing id comment:\n%s", data)
			}
			if tc.encrypted {
				for _, secret := range secretForms() {
					if bytes.Contains(data, []byte(secret)) {
						t.Fatal("encrypted file contains the key")
					}
				}
			}
			called := 0
			got, err := Unmarshal(data, func() ([]byte, error) {
				called++
				return bytes.Clone(tc.passphrase), nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(k) {
				t.Error("round trip changed the key")
			}
			if want := 0; tc.encrypted {
				want = 1
				if called != want {
					t.Errorf("passphrase called %d times, want %d", called, want)
				}
			} else if called != want {
				t.Errorf("passphrase called %d times for a plaintext file", called)
			}
		})
	}
}

func TestMarshalFormat(t *testing.T) {
	k := testKey(t)
	data, err := Marshal(k, nil, KDFParams{})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if len(lines) != 4 || lines[3] != "" {
		t.Fatalf("want 3 lines, got %q", data)
	}
	if !strings.HasPrefix(lines[0], "# preempt keyring, created ") {
		t.Errorf("line 1 = %q", lines[0])
	}
	if want := "PREEMPT-KEY-2 " + base64.StdEncoding.EncodeToString(testKeyBytes()) + " " + k.ID(); lines[2] != want {
		t.Errorf("line 3 = %q, want %q", lines[2], want)
	}

	data, err = Marshal(k, []byte("pw"), KDFParams{Time: 2, MemoryKiB: 256, Threads: 3})
	if err != nil {
		t.Fatal(err)
	}
	key := strings.Fields(strings.Split(string(data), "\n")[2])
	if len(key) != 8 || strings.Join(key[:5], " ") != "PREEMPT-ENCRYPTED-KEY-1 argon2id t=2 m=256 p=3" {
		t.Errorf("encrypted key line = %q", key)
	}
}

// A plain keyring with any one character of its key line changed is refused:
// never a different key, never exit 0 with wrong values. A PREEMPT-KEY-1 line
// from before the check still loads.
func TestUnmarshalCorrupt(t *testing.T) {
	k := testKey(t)
	data, err := Marshal(k, nil, KDFParams{})
	if err != nil {
		t.Fatal(err)
	}
	start := bytes.Index(data, []byte("PREEMPT-KEY-2 ")) + len("PREEMPT-KEY-2 ")
	end := bytes.LastIndexByte(data, '\n')
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	corrupt := 0
	for i := start; i < end; i++ {
		if data[i] == ' ' {
			continue
		}
		for _, c := range []byte(alphabet) {
			if c == data[i] {
				continue
			}
			bad := bytes.Clone(data)
			bad[i] = c
			got, err := Unmarshal(bad, nil)
			if err == nil {
				t.Fatalf("byte %d changed to %q: accepted key %v, want an error", i-start, c, got)
			}
			if errors.Is(err, ErrCorrupt) {
				corrupt++
			}
		}
	}
	if corrupt == 0 {
		t.Error("no change was reported as ErrCorrupt")
	}
	// The error says what happened without quoting the line.
	bad := bytes.Clone(data)
	bad[start] ^= 'A' ^ 'B'
	_, err = Unmarshal(bad, nil)
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "line 3:") {
		t.Errorf("err = %v, want ErrCorrupt naming line 3", err)
	}

	v1 := "# written by an older preempt\nPREEMPT-KEY-1 " + base64.StdEncoding.EncodeToString(testKeyBytes()) + "\n"
	got, err := Unmarshal([]byte(v1), nil)
	if err != nil || !got.Equal(k) {
		t.Errorf("PREEMPT-KEY-1 file: %v, %v; want the key", got, err)
	}
}

func TestMarshalErrors(t *testing.T) {
	k := testKey(t)
	tests := []struct {
		name string
		k    *Key
		pass []byte
		kdf  KDFParams
	}{
		{"nil key", nil, nil, cheapKDF},
		{"empty passphrase", k, []byte{}, cheapKDF},
		{"zero time", k, []byte("pw"), KDFParams{Time: 0, MemoryKiB: 64, Threads: 1}},
		{"zero threads", k, []byte("pw"), KDFParams{Time: 1, MemoryKiB: 64, Threads: 0}},
		{"memory below 8 KiB per lane", k, []byte("pw"), KDFParams{Time: 1, MemoryKiB: 31, Threads: 4}},
		{"memory too large", k, []byte("pw"), KDFParams{Time: 1, MemoryKiB: 1 << 30, Threads: 1}},
		{"time too large", k, []byte("pw"), KDFParams{Time: 1000, MemoryKiB: 64, Threads: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Marshal(tc.k, tc.pass, tc.kdf); err == nil {
				t.Error("Marshal succeeded")
			}
		})
	}
}

func TestUnmarshalPassphraseErrors(t *testing.T) {
	data, err := Marshal(testKey(t), []byte("right"), cheapKDF)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unmarshal(data, staticPass("wrong")); !errors.Is(err, ErrWrongPassphrase) {
		t.Errorf("wrong passphrase: err = %v, want ErrWrongPassphrase", err)
	}
	if _, err := Unmarshal(data, staticPass("")); !errors.Is(err, ErrWrongPassphrase) {
		t.Errorf("empty passphrase: err = %v, want ErrWrongPassphrase", err)
	}
	if _, err := Unmarshal(data, nil); !errors.Is(err, ErrPassphraseRequired) {
		t.Errorf("nil callback: err = %v, want ErrPassphraseRequired", err)
	}
	errTTY := errors.New("tty gone")
	if _, err := Unmarshal(data, func() ([]byte, error) { return nil, errTTY }); !errors.Is(err, errTTY) {
		t.Errorf("failing callback: err = %v, want it wrapped", err)
	}
}

// mutateKeyLine applies f to the fields of the key line (line 3) of a
// Marshal output.
func mutateKeyLine(t *testing.T, data []byte, f func(fields []string)) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	fields := strings.Fields(lines[2])
	f(fields)
	lines[2] = strings.Join(fields, " ")
	return []byte(strings.Join(lines, "\n"))
}

// flipB64 flips one bit of the base64-encoded bytes in s.
func flipB64(t *testing.T, s string, i int) string {
	t.Helper()
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	b[i] ^= 0x01
	return base64.StdEncoding.EncodeToString(b)
}

func TestTamper(t *testing.T) {
	const pass = "hunter2"
	data, err := Marshal(testKey(t), []byte(pass), cheapKDF)
	if err != nil {
		t.Fatal(err)
	}
	// Fields: 0 tag, 1 kdf, 2 t=, 3 m=, 4 p=, 5 salt, 6 nonce, 7 ciphertext.
	authFail := []struct {
		name string
		f    func([]string)
	}{
		{"ciphertext first byte", func(f []string) { f[7] = flipB64(t, f[7], 0) }},
		{"ciphertext tag", func(f []string) { f[7] = flipB64(t, f[7], KeySize+3) }},
		{"time", func(f []string) { f[2] = "t=2" }},
		{"memory", func(f []string) { f[3] = "m=128" }},
		{"threads", func(f []string) { f[4] = "p=2" }},
		{"salt", func(f []string) { f[5] = flipB64(t, f[5], 7) }},
		{"nonce", func(f []string) { f[6] = flipB64(t, f[6], 11) }},
	}
	for _, tc := range authFail {
		t.Run(tc.name, func(t *testing.T) {
			bad := mutateKeyLine(t, data, tc.f)
			_, err := Unmarshal(bad, staticPass(pass))
			if err == nil {
				t.Fatal("tampered keyring was accepted")
			}
			if !errors.Is(err, ErrWrongPassphrase) {
				t.Errorf("err = %v, want ErrWrongPassphrase", err)
			}
		})
	}

	malformed := []struct {
		name string
		f    func([]string)
	}{
		{"truncated ciphertext", func(f []string) { f[7] = f[7][:40] }},
		{"extended ciphertext", func(f []string) { f[7] = base64.StdEncoding.EncodeToString(make([]byte, 49)) }},
		{"kdf name", func(f []string) { f[1] = "scrypt" }},
		{"non-canonical time", func(f []string) { f[2] = "t=01" }},
		{"plus sign", func(f []string) { f[2] = "t=+1" }},
		{"zero time", func(f []string) { f[2] = "t=0" }},
		{"huge memory", func(f []string) { f[3] = "m=4294967295" }},
		{"memory overflow", func(f []string) { f[3] = "m=4294967296" }},
		{"zero threads", func(f []string) { f[4] = "p=0" }},
		{"threads overflow", func(f []string) { f[4] = "p=256" }},
		{"reordered params", func(f []string) { f[2], f[3] = f[3], f[2] }},
		{"short salt", func(f []string) { f[5] = base64.StdEncoding.EncodeToString(make([]byte, 8)) }},
		{"short nonce", func(f []string) { f[6] = base64.StdEncoding.EncodeToString(make([]byte, 8)) }},
		{"unpadded nonce", func(f []string) { f[6] = strings.TrimRight(f[6], "=") + "A" }},
	}
	for _, tc := range malformed {
		t.Run(tc.name, func(t *testing.T) {
			bad := mutateKeyLine(t, data, tc.f)
			_, err := Unmarshal(bad, func() ([]byte, error) {
				t.Error("passphrase requested for a malformed file")
				return []byte(pass), nil
			})
			if err == nil || !strings.Contains(err.Error(), "line 3") {
				t.Errorf("err = %v, want a line 3 error", err)
			}
		})
	}

	t.Run("comments are informational", func(t *testing.T) {
		lines := strings.Split(string(data), "\n")
		lines[1] = "# id: 00000000  fingerprint: SHA256:bogus"
		k, err := Unmarshal([]byte(strings.Join(lines, "\n")), staticPass(pass))
		if err != nil {
			t.Fatal(err)
		}
		if !k.Equal(testKey(t)) {
			t.Error("wrong key")
		}
	})
}

func TestUnmarshalMalformed(t *testing.T) {
	b64 := base64.StdEncoding.EncodeToString(testKeyBytes())
	tests := []struct {
		name     string
		in       string
		wantLine string // "" when the error is about the whole file
	}{
		{"empty", "", ""},
		{"only comments", "# preempt keyring\n# nothing here\n\n", ""},
		{"garbage", "hello world\n", "line 1"},
		{"key without prefix", b64 + "\n", "line 1"},
		{"missing key", "# c\nPREEMPT-KEY-1\n", "line 2"},
		{"extra field", "# c\n\nPREEMPT-KEY-1 " + b64 + " " + b64 + "\n", "line 3"},
		{"bad base64", "PREEMPT-KEY-1 " + b64[:20] + "!" + b64[21:] + "\n", "line 1"},
		{"unpadded", "PREEMPT-KEY-1 " + strings.TrimRight(b64, "=") + "\n", "line 1"},
		{"url alphabet", "PREEMPT-KEY-1 " + base64.URLEncoding.EncodeToString(testKeyBytes()) + "\n", "line 1"},
		{"short key", "PREEMPT-KEY-1 " + base64.StdEncoding.EncodeToString(testKeyBytes()[:31]) + "\n", "line 1"},
		{"two keys", "PREEMPT-KEY-1 " + b64 + "\nPREEMPT-KEY-1 " + b64 + "\n", "line 2"},
		{"newer version", "PREEMPT-KEY-3 " + b64 + "\n", "line 1"},
		{"no check", "# c\nPREEMPT-KEY-2 " + b64 + "\n", "line 2"},
		{"check and more", "PREEMPT-KEY-2 " + b64 + " 4e8b3a39 x\n", "line 1"},
		{"encrypted too short", "PREEMPT-ENCRYPTED-KEY-1 argon2id t=1 m=64 p=1 " + b64 + "\n", "line 1"},
		{"invalid utf-8", "# ok\n# \xff\xfe " + b64 + "\nPREEMPT-KEY-1 " + b64 + "\n", "line 2"},
		{"too large", strings.Repeat("#", MaxFileSize) + "\nPREEMPT-KEY-1 " + b64 + "\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Unmarshal([]byte(tc.in), staticPass("pw"))
			if err == nil {
				t.Fatal("Unmarshal accepted a malformed file")
			}
			msg := err.Error()
			if tc.wantLine != "" && !strings.Contains(msg, tc.wantLine+":") {
				t.Errorf("err = %q, want it to name %s", msg, tc.wantLine)
			}
			for _, secret := range append(secretForms(), b64[:12], "hello", "world") {
				if strings.Contains(msg, secret) {
					t.Errorf("err = %q quotes the input", msg)
				}
			}
		})
	}
}

func TestUnmarshalTolerates(t *testing.T) {
	b64 := base64.StdEncoding.EncodeToString(testKeyBytes())
	for name, in := range map[string]string{
		"no comments":       "PREEMPT-KEY-1 " + b64,
		"crlf":              "# c\r\nPREEMPT-KEY-1 " + b64 + "\r\n",
		"indented, tabbed":  "\n\t# c\n  PREEMPT-KEY-1\t" + b64 + "  \n\n",
		"comment after key": "PREEMPT-KEY-1 " + b64 + "\n# later\n",
	} {
		t.Run(name, func(t *testing.T) {
			k, err := Unmarshal([]byte(in), nil)
			if err != nil {
				t.Fatal(err)
			}
			if !k.Equal(testKey(t)) {
				t.Error("wrong key")
			}
		})
	}
}

func TestIsEncrypted(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"", false},
		{"# PREEMPT-ENCRYPTED-KEY-1\nPREEMPT-KEY-1 x\n", false},
		{"\n# c\n PREEMPT-ENCRYPTED-KEY-1 argon2id\n", true},
		{"PREEMPT-ENCRYPTED-KEY-1", true},
		{"PREEMPT-ENCRYPTED-KEY-10 x", false},
		{"garbage\nPREEMPT-ENCRYPTED-KEY-1 x", false},
	} {
		if got := IsEncrypted([]byte(tc.in)); got != tc.want {
			t.Errorf("IsEncrypted(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// Unmarshal zeroes the passphrase it was given once it has opened the file,
// whether it opened or not.
func TestUnmarshalWipesPassphrase(t *testing.T) {
	k := testKey(t)
	data, err := Marshal(k, []byte("correct horse"), KDFParams{Time: 1, MemoryKiB: 64, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, pw := range []string{"correct horse", "wrong horse"} {
		var given []byte
		got, err := Unmarshal(data, func() ([]byte, error) {
			given = []byte(pw)
			return given, nil
		})
		if (err == nil) != (pw == "correct horse") || (err == nil && !got.Equal(k)) {
			t.Fatalf("%q: %v, %v", pw, got, err)
		}
		if !bytes.Equal(given, make([]byte, len(pw))) {
			t.Errorf("%q: passphrase left in memory as %q", pw, given)
		}
	}
}

// A wiped key holds zeros, and any use of it panics instead of deriving
// subkeys from a zero key.
func TestWipe(t *testing.T) {
	k := testKey(t)
	sub := k.Derive("fpe ssn")
	k.Wipe()
	if k.k != [KeySize]byte{} {
		t.Error("Wipe left key bytes")
	}
	for name, use := range map[string]func(){
		"Derive":      func() { k.Derive("fpe ssn") },
		"Fingerprint": func() { _ = k.Fingerprint() },
		"Marshal":     func() { Marshal(k, nil, KDFParams{}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s on a wiped key did not panic", name)
				}
			}()
			use()
		}()
	}
	if len(sub) != 32 {
		t.Error("subkey derived before Wipe is gone")
	}
}
