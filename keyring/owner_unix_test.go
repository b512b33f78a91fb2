//go:build unix

package keyring

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// statInfo is a FileInfo with a given owner.
type statInfo struct{ uid uint32 }

func (s statInfo) Name() string       { return "keyring" }
func (s statInfo) Size() int64        { return 0 }
func (s statInfo) Mode() fs.FileMode  { return 0o600 }
func (s statInfo) ModTime() time.Time { return time.Time{} }
func (s statInfo) IsDir() bool        { return false }
func (s statInfo) Sys() any           { return &syscall.Stat_t{Uid: s.uid} }

// As ssh does: the owner must be the user running preempt, or root.
func TestCheckOwner(t *testing.T) {
	for _, tc := range []struct {
		owner uint32
		uid   int
		ok    bool
	}{
		{1000, 1000, true},
		{0, 1000, true},
		{0, 0, true},
		{1001, 1000, false},
		{1000, 0, false}, // root too refuses a key another user controls
	} {
		err := checkOwner("k", statInfo{tc.owner}, tc.uid)
		var oe *OwnerError
		if tc.ok != (err == nil) || (!tc.ok && (!errors.As(err, &oe) || oe.UID != int(tc.owner))) {
			t.Errorf("owner %d, uid %d: err %v, want ok=%v", tc.owner, tc.uid, err, tc.ok)
		}
	}
}

// Load refuses a 0600 keyring that another user owns. Giving a file away needs root.
func TestLoadOtherOwner(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("chown to another user needs root; TestCheckOwner covers the rule")
	}
	k := testKey(t)
	path := filepath.Join(t.TempDir(), "keyring")
	writeKeyring(t, path, k, nil, 0o600)
	if _, err := Load(path, nil); err != nil {
		t.Fatalf("own keyring: %v", err)
	}
	if err := os.Chown(path, 4242, 4242); err != nil {
		t.Fatal(err)
	}
	_, err := Load(path, nil)
	var oe *OwnerError
	if !errors.As(err, &oe) || oe.UID != 4242 || oe.Path != path {
		t.Fatalf("err = %v, want *OwnerError for uid 4242", err)
	}
}
