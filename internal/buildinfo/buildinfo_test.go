package buildinfo

import (
	"runtime/debug"
	"testing"
)

func TestVersion(t *testing.T) {
	if got := Version("v9.9.9"); got != "v9.9.9" {
		t.Errorf("a version set at build time: got %q", got)
	}
	rev := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}
	dirty := append(rev, debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	for _, tc := range []struct {
		version  string
		settings []debug.BuildSetting
		want     string
	}{
		{"v1.2.3", rev, "v1.2.3"}, // go install …@v1.2.3
		{"(devel)", rev, "devel-0123456789ab"},
		{"(devel)", dirty, "devel-0123456789ab+dirty"},
		{"", nil, "devel"},
	} {
		info := &debug.BuildInfo{Main: debug.Module{Version: tc.version}, Settings: tc.settings}
		if got := fromBuild(info); got != tc.want {
			t.Errorf("version %q, settings %v: got %q, want %q", tc.version, tc.settings, got, tc.want)
		}
	}
}
