// Package buildinfo says which build of preempt is running, for --version and the tool version a
// SARIF log names.
package buildinfo

import "runtime/debug"

// Version is set if the build set it (-ldflags "-X main.version=…" passes it on), else the
// module version 'go install …@v1.2.3' records, else "devel" with the VCS revision.
func Version(set string) string {
	if set != "" {
		return set
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return fromBuild(info)
}

func fromBuild(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value[:min(len(s.Value), 12)]
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		}
	}
	if rev != "" {
		return "devel-" + rev + modified
	}
	return "devel"
}
