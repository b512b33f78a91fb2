package ner

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"github.com/preempt-dev/preempt/internal/eval"
	"github.com/preempt-dev/preempt/internal/names"
)

// Doc is a text with the byte ranges of the names of people in it, as the conventions draw
// them (no titles, no possessive).
type Doc struct {
	Src   string   `json:"src"`
	Text  string   `json:"text"`
	Names [][2]int `json:"names"`
}

// ReadDocs reads gzipped JSON lines of Doc.
func ReadDocs(r io.Reader) ([]Doc, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, err
	}
	var docs []Doc
	dec := json.NewDecoder(bufio.NewReader(zr))
	for {
		var d Doc
		if err := dec.Decode(&d); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("doc %d: %w", len(docs)+1, err)
		}
		docs = append(docs, d)
	}
	return docs, zr.Close()
}

// PromptDocs reads the hand-written prompts of dir (its prompts*.jsonl files, in the JSONL
// gold format of internal/eval, in name order) as training documents: their person spans are
// the names, and each file's name is their Src. The model trains on the dev prompts of
// testdata/dev besides data/train.jsonl.gz; their held-out halves (testdata/heldout) never.
func PromptDocs(dir string) ([]Doc, error) {
	files, err := eval.ReadGlob(filepath.Join(dir, "prompts*.jsonl"))
	if err != nil {
		return nil, err
	}
	var docs []Doc
	for _, file := range files {
		for _, g := range file.Docs {
			docs = append(docs, Doc{Src: file.Name, Text: g.Text, Names: g.Bounds("person")})
		}
	}
	return docs, nil
}

// WriteDocs writes docs as gzipped JSON lines, the same bytes on every run.
func WriteDocs(w io.Writer, docs []Doc) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(zw)
	enc.SetEscapeHTML(false)
	for _, d := range docs {
		if err := enc.Encode(d); err != nil {
			return err
		}
	}
	return zw.Close()
}

// TrainConfig is what a training run depends on besides its data.
type TrainConfig struct {
	Bits      uint    // log2 of the number of feature buckets
	Epochs    int     // passes over the data
	Seed      uint64  // order of the documents in each pass, and the generated documents
	Generated int     // how many generated paragraphs (see Generate) to train on besides docs
	Encrypted float64 // the share of docs with names also trained on with their names replaced
	Runs      int     // training runs averaged, with the seeds Seed, Seed+1, ... (0 or 1: one)
}

// ParseNegatives reads a negatives file: one phrase a line.
func ParseNegatives(data string) []string {
	var out []string
	for _, l := range strings.Split(data, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// Train trains a model on docs and cfg.Generated generated paragraphs (with negatives) and
// returns the model file. The same inputs give the same bytes: updates are integers, the
// order is a fixed-seed shuffle.
//
// With cfg.Runs > 1 it trains that many times, with the seeds cfg.Seed, cfg.Seed+1, ... (each
// its own order, generated paragraphs and encrypted copies), and averages the runs' weights:
// one model of the same size, whose scores move less with the order of the data than one
// run's do.
func Train(docs []Doc, negatives []string, db *names.DB, cfg TrainConfig) []byte {
	n := (1 << cfg.Bits) * numTags
	sum := make([]int64, n)
	for r := range max(cfg.Runs, 1) {
		run := cfg
		run.Seed = cfg.Seed + uint64(r)
		for k, a := range trainRun(docs, negatives, db, run) {
			sum[k] += a
		}
	}
	// Scaled so that the largest weight is ±32767.
	var maxAbs int64 = 1
	for _, a := range sum {
		maxAbs = max(maxAbs, a, -a)
	}
	out := make([]byte, headerLen+2*n)
	copy(out, magic)
	binary.LittleEndian.PutUint32(out[len(magic):], uint32(cfg.Bits))
	for k, a := range sum {
		q := (a*32767 + maxAbs/2) / maxAbs
		if a < 0 {
			q = -((-a*32767 + maxAbs/2) / maxAbs)
		}
		binary.LittleEndian.PutUint16(out[headerLen+2*k:], uint16(int16(q)))
	}
	return out
}

// avgScale is the fixed point of the averaged weights a run returns: 2^20 is one update.
const avgScale = 1 << 20

// trainRun trains once with cfg.Seed and returns the averaged weights, (w·c − u)/c in units
// of 1/avgScale: integers, so that the runs add up the same on every platform.
func trainRun(docs []Doc, negatives []string, db *names.DB, cfg TrainConfig) []int64 {
	docs = append(docs[:len(docs):len(docs)], Generate(db, negatives, cfg.Generated, cfg.Seed)...)
	// And the real documents with their names replaced as the name codec replaces them.
	g := newGen(db, negatives, cfg.Seed+1)
	for _, d := range docs[:len(docs)-cfg.Generated] {
		if len(d.Names) > 0 && g.chance(cfg.Encrypted) {
			docs = append(docs, g.encrypted(d))
		}
	}
	n := (1 << cfg.Bits) * numTags
	mask := uint32(1<<cfg.Bits - 1)
	w := make([]int32, n)
	u := make([]int64, n) // sum of update·time, for the average
	c := int64(1)
	seqs := make([]seq, len(docs))
	golds := make([][]uint8, len(docs))
	for k, d := range docs {
		seqs[k].reset([]byte(d.Text), db, nil)
		golds[k] = seqs[k].goldTags(d.Names)
	}
	score := func(feats []uint32) (s [numTags]int32) {
		for _, f := range feats {
			k := int(f) * numTags
			s[0] += w[k]
			s[1] += w[k+1]
			s[2] += w[k+2]
		}
		return s
	}
	update := func(feats []uint32, tag int, d int32) {
		for _, f := range feats {
			k := int(f)*numTags + tag
			w[k] += d
			u[k] += int64(d) * c
		}
	}
	order := make([]int, len(docs))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6e6572))
	var feats []uint32
	for range cfg.Epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, k := range order {
			q, gold := &seqs[k], golds[k]
			prev := tagO
			for i := range q.toks {
				prev = q.continues(i, prev)
				if !q.candidate(i, prev) {
					prev = tagO
					continue
				}
				feats = q.features(i, prev, mask, feats[:0])
				s := score(feats)
				pred := bestTag(&s, prev)
				g := int(gold[i])
				if g == tagI && prev == tagO {
					g = tagB // the tagger went wrong before: start the name here
				}
				if pred != g {
					update(feats, g, 1)
					update(feats, pred, -1)
				}
				c++
				prev = pred
			}
		}
	}
	avg := make([]int64, n)
	for k := range w {
		// (w·c − u)/c without overflow: |w| < 2^31 and u/c < 2^31 updates.
		avg[k] = int64(w[k])*avgScale - u[k]*avgScale/c
	}
	return avg
}

// goldTags returns the BIO tag of each token from the name ranges, as the tagger can give
// them: a token that is no candidate is outside, and the name goes on from the next one.
func (q *seq) goldTags(spans [][2]int) []uint8 {
	raw := make([]uint8, len(q.toks))
	k := 0
	for i, t := range q.toks {
		for k < len(spans) && spans[k][1] <= int(t.s) {
			k++
		}
		if k < len(spans) && int(t.s) >= spans[k][0] && int(t.e) <= spans[k][1] {
			if i > 0 && raw[i-1] != tagO && int(q.toks[i-1].s) >= spans[k][0] {
				raw[i] = tagI
			} else {
				raw[i] = tagB
			}
		}
	}
	prev := tagO
	for i := range raw {
		prev = q.continues(i, prev)
		if !q.candidate(i, prev) {
			raw[i] = tagO
		} else if raw[i] == tagI && prev == tagO {
			raw[i] = tagB
		}
		prev = int(raw[i])
	}
	return raw
}

// Spans returns the names the model finds in text (for evaluation).
func (m *Model) Spans(text []byte, db *names.DB) [][2]int {
	return NewTagger(m, db).Find(text)
}

// DefaultConfig is the configuration of the committed model.
var DefaultConfig = TrainConfig{Bits: 19, Epochs: 12, Seed: 1, Generated: 2000, Encrypted: 0.5, Runs: 4}
