package keyring_test

import (
	"bytes"
	"fmt"
	"log"

	"github.com/preempt-dev/preempt/keyring"
)

// fixedKey is a fake key for examples. Real keys come from keyring.Generate.
func fixedKey() *keyring.Key {
	k, err := keyring.FromBytes(bytes.Repeat([]byte{0x42}, keyring.KeySize))
	if err != nil {
		log.Fatal(err)
	}
	return k
}

func ExampleKey_Derive() {
	k := fixedKey()

	ssn := k.Derive("fpe ssn")
	card := k.Derive("fpe card")

	fmt.Println("key id:", k.ID())
	fmt.Println("subkey length:", len(ssn))
	fmt.Println("deterministic:", bytes.Equal(ssn, k.Derive("fpe ssn")))
	fmt.Println("types share a key:", bytes.Equal(ssn, card))
	// Output:
	// key id: c36a825a
	// subkey length: 32
	// deterministic: true
	// types share a key: false
}

func ExampleMarshal() {
	k := fixedKey()

	// Cheap parameters keep the example fast; use keyring.DefaultKDF.
	kdf := keyring.KDFParams{Time: 1, MemoryKiB: 64, Threads: 1}
	data, err := keyring.Marshal(k, []byte("correct horse battery staple"), kdf)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("encrypted:", keyring.IsEncrypted(data))

	_, err = keyring.Unmarshal(data, nil)
	fmt.Println(err)

	loaded, err := keyring.Unmarshal(data, func() ([]byte, error) {
		return []byte("correct horse battery staple"), nil
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("same key:", loaded.Equal(k))
	// Output:
	// encrypted: true
	// keyring is passphrase protected and no passphrase was provided
	// same key: true
}
