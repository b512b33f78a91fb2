package sanitize

import (
	"bytes"
	"strings"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/jsonstr"
)

// SanitizeJSON returns the JSON document doc with its string values sanitized (the values at
// paths, such as "messages.*.content", or every string value when paths is empty) and every
// other byte as it was: keys, numbers and layout. Each string is annotated on its own. Nothing
// is returned on error, so a caller never writes a value it could not protect.
func (s *Sanitizer) SanitizeJSON(doc []byte, a *annotate.Annotator, paths []string) ([]byte, Stats, error) {
	var st Stats
	ps, err := jsonstr.ParsePaths(paths)
	if err != nil {
		return nil, st, err
	}
	var b bytes.Buffer
	out, err := jsonstr.Rewrite(doc, ps, func(v string) (string, error) {
		b.Reset()
		vst, err := s.Sanitize(&b, strings.NewReader(v), a)
		if err != nil {
			return "", err
		}
		st.Add(vst)
		return b.String(), nil
	})
	if err != nil {
		return nil, Stats{}, err
	}
	return out, st, nil
}
