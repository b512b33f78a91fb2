//go:build unix

package keyring

import (
	"io/fs"
	"syscall"
)

// checkOwner returns an [*OwnerError] unless the file is owned by uid or by root, the rule ssh
// applies to private keys: a keyring someone else owns can be read or replaced by them.
func checkOwner(path string, fi fs.FileInfo, uid int) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil // not a local Unix file system: nothing to check
	}
	if owner := int(st.Uid); owner != uid && owner != 0 {
		return &OwnerError{Path: path, UID: owner}
	}
	return nil
}
