package annotate

import (
	"encoding/json"
	"io"
)

// jsonSpan is one line of the JSONL format.
type jsonSpan struct {
	File     string `json:"file,omitempty"`
	Type     string `json:"type"`
	Category string `json:"category"`
	Start    int64  `json:"start"`
	End      int64  `json:"end"`
	Text     string `json:"text"`
}

// WriteJSONL writes one JSON object per span of seg: its type, category, start and end (UTF-8
// byte offsets into the whole input, seg.Offset added), its text, and file unless file is "".
func WriteJSONL(w io.Writer, file string, seg Segment) error {
	for _, sp := range seg.Spans {
		b, err := json.Marshal(jsonSpan{File: file, Type: sp.Type.ID, Category: string(sp.Type.Category),
			Start: seg.Offset + int64(sp.Start), End: seg.Offset + int64(sp.End), Text: string(seg.Text[sp.Start:sp.End])})
		if err != nil {
			return err
		}
		if _, err := w.Write(append(b, '\n')); err != nil {
			return err
		}
	}
	return nil
}
