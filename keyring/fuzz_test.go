package keyring

import (
	"errors"
	"testing"
)

const fuzzPass = "fuzz passphrase"

// FuzzUnmarshal checks that Unmarshal never panics, agrees with IsEncrypted,
// and that any key it accepts survives Marshal and Unmarshal unchanged, in
// both the plaintext and the encrypted format.
func FuzzUnmarshal(f *testing.F) {
	k := testKey(f)
	plain, err := Marshal(k, nil, cheapKDF)
	if err != nil {
		f.Fatal(err)
	}
	enc, err := Marshal(k, []byte(fuzzPass), cheapKDF)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(plain)
	f.Add(enc)
	f.Add([]byte(""))
	f.Add([]byte("# comment only\n"))
	f.Add([]byte("PREEMPT-KEY-1 AAAA\n"))
	f.Add([]byte("# c\nPREEMPT-KEY-2 4OHi4+Tl5ufo6err7O3u7/Dx8vP09fb3+Pn6+/z9/v8= 4e8b3a39\n"))
	f.Add([]byte("PREEMPT-ENCRYPTED-KEY-1 argon2id t=1 m=64 p=1 AAAAAAAAAAAAAAAAAAAAAA== AAAAAAAAAAAAAAAA AAAA\n"))
	f.Add([]byte("\r\n\t PREEMPT-KEY-1 4OHi4+Tl5ufo6err7O3u7/Dx8vP09fb3+Pn6+/z9/v8=\r\n"))

	passphrase := func() ([]byte, error) { return []byte(fuzzPass), nil }
	f.Fuzz(func(t *testing.T, data []byte) {
		encrypted := IsEncrypted(data)
		p, perr := parse(data)
		if perr != nil {
			if _, err := Unmarshal(data, passphrase); err == nil {
				t.Fatal("Unmarshal accepted a file parse rejected")
			}
			return
		}
		if encrypted != (p.encrypted != nil) {
			t.Fatalf("IsEncrypted = %v for a file that parsed as encrypted=%v", encrypted, p.encrypted != nil)
		}
		if p.encrypted != nil {
			if _, err := Unmarshal(data, nil); !errors.Is(err, ErrPassphraseRequired) {
				t.Fatalf("nil passphrase: err = %v", err)
			}
			// Valid but costly parameters would stall the fuzzer; the
			// structure has been checked already.
			if kdf := p.encrypted.kdf; kdf.Time > 1 || kdf.MemoryKiB > 256 {
				return
			}
		}
		got, err := Unmarshal(data, passphrase)
		if err != nil {
			if p.encrypted == nil || !errors.Is(err, ErrWrongPassphrase) {
				t.Fatalf("Unmarshal of a parsed file: %v", err)
			}
			return
		}
		for _, pass := range [][]byte{nil, []byte(fuzzPass)} {
			out, err := Marshal(got, pass, cheapKDF)
			if err != nil {
				t.Fatal(err)
			}
			again, err := Unmarshal(out, passphrase)
			if err != nil {
				t.Fatalf("re-parsing Marshal output: %v\n%s", err, out)
			}
			if !again.Equal(got) {
				t.Fatal("key changed across Marshal and Unmarshal")
			}
		}
	})
}
