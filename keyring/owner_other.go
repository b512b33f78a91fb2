//go:build !unix

package keyring

import "io/fs"

// checkOwner does nothing where files have no Unix owner (Windows uses ACLs).
func checkOwner(path string, fi fs.FileInfo, uid int) error { return nil }
