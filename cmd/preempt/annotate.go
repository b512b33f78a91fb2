package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/spf13/cobra"

	"github.com/preempt-dev/preempt/annotate"
	"github.com/preempt-dev/preempt/internal/batch"
	"github.com/preempt-dev/preempt/internal/udiff"
)

func newAnnotateCmd(g *globals) *cobra.Command {
	var format string
	var check, showValues, diff bool
	var bf batchFlags
	cmd := &cobra.Command{
		Use:   "annotate [FILE...] | --check -r DIR",
		Short: "Show what would be protected, and as which type",
		Long: `annotate reads FILEs (or standard input) and prints them with every sensitive value marked
inline as ⟦type:value⟧. Brackets already in the text are doubled, so the markup is unambiguous:
edit it to fix a mistake and feed it to 'preempt sanitize --annotated'.

--format jsonl prints one JSON object per value instead: type, category, start and end (UTF-8
byte offsets into the input), text, and file when FILEs are named.

--check is for hooks: it prints file:line:col: type for each finding (the value only with
--show-values), says on stderr how many bytes and files it scanned, and exits 1 when it found
anything, 0 when it found nothing. No key is needed.

--check --diff reads a unified diff (git diff --cached) and checks only the lines it adds,
reporting each finding at its line in the new version of its file; removed lines and context
are not checked. Binary files in the diff are named on stderr as not checked ('preempt hook
run' reads them).

--check -r DIR checks a whole folder tree. ` + batchHelp,
		Example: `  preempt annotate < prompt.txt
  preempt annotate --format jsonl notes.txt
  git diff --cached | preempt annotate --check --diff
  preempt annotate --check -r docs`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "inline" && format != "jsonl" {
				return fail(exitUsage, "use --format inline or --format jsonl", "unknown format %q", format)
			}
			if showValues && !check {
				return fail(exitUsage, "add --check", "--show-values only applies to --check")
			}
			if diff && (!check || bf.recursive) {
				return fail(exitUsage, "use --check --diff on a diff, or --check -r on a folder", "--diff works with --check only, and not with -r")
			}
			if err := bf.check(); err != nil {
				return err
			}
			if bf.recursive && !check {
				return fail(exitUsage, "add --check", "-r works with --check only")
			}
			reg, err := g.registry()
			if err != nil {
				return err
			}
			ann := annotate.New(reg)
			if bf.recursive {
				return g.checkTree(args, ann, bf.jobs, showValues)
			}
			out := bufio.NewWriterSize(g.io.out, 64<<10)
			var files, findings int
			var scanned int64
			err = g.forEachInput(args, func(in input) error {
				files++
				name := in.name
				if name == "-" && check {
					name = "<stdin>"
				}
				if diff {
					counts, n, err := checkDiff(cmd.Context(), out, g.io.err, name, in.r, ann, showValues)
					scanned += n
					for _, c := range counts {
						findings += c
					}
					return err
				}
				if check {
					counts, n, err := checkText(cmd.Context(), out, name, in.r, ann, showValues)
					scanned += n
					for _, c := range counts {
						findings += c
					}
					return err
				}
				return ann.ScanAll(cmd.Context(), in.r, func(seg annotate.Segment) error {
					scanned += int64(len(seg.Text))
					switch {
					case format == "jsonl":
						for _, sp := range seg.Spans {
							rec := jsonSpan{Type: sp.Type.ID, Category: string(sp.Type.Category),
								Start: seg.Offset + int64(sp.Start), End: seg.Offset + int64(sp.End), Text: string(seg.Text[sp.Start:sp.End])}
							if len(args) > 0 {
								rec.File = in.name
							}
							b, err := json.Marshal(rec)
							if err != nil {
								return err
							}
							out.Write(append(b, '\n'))
						}
					default:
						return annotate.WriteMarkup(out, seg.Text, seg.Spans)
					}
					return nil
				})
			})
			if ferr := out.Flush(); err == nil && ferr != nil {
				err = fail(exitFailure, "", "write: %v", ferr)
			}
			if err != nil {
				return err
			}
			if check {
				fmt.Fprintf(g.io.err, "preempt: scanned %d bytes in %d %s: %d %s\n", scanned, files, plural(files, "file", "files"), findings, plural(findings, "finding", "findings"))
				if findings > 0 {
					return errFindings
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "inline", "output format: inline or jsonl")
	cmd.Flags().BoolVar(&check, "check", false, "print file:line:col: type per finding and exit 1 if any")
	cmd.Flags().BoolVar(&showValues, "show-values", false, "with --check, print the values too")
	cmd.Flags().BoolVar(&diff, "diff", false, "with --check, the input is a unified diff: check its added lines only")
	bf.register(cmd, false)
	return cmd
}

type jsonSpan struct {
	File     string `json:"file,omitempty"`
	Type     string `json:"type"`
	Category string `json:"category"`
	Start    int64  `json:"start"`
	End      int64  `json:"end"`
	Text     string `json:"text"`
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// checkTree is annotate --check -r: findings of every file, in file order, then the summary.
func (g *globals) checkTree(args []string, ann *annotate.Annotator, jobs int, showValues bool) error {
	dir, tree, err := g.walkTree(args, "")
	if err != nil {
		return err
	}
	out := bufio.NewWriterSize(g.io.out, 64<<10)
	findings := 0
	err = g.runTree("scanned", dir, tree, jobs, func(f batch.File) treeJob {
		r, err := batch.Open(f)
		if err != nil {
			return treeJob{err: err}
		}
		defer r.Close()
		var b bytes.Buffer
		counts, _, err := checkText(context.Background(), &b, filepath.Join(dir, filepath.FromSlash(f.Rel)), r, ann, showValues)
		return treeJob{out: b.Bytes(), counts: counts, err: err}
	}, func(f batch.File, r treeJob) {
		for _, n := range r.counts {
			findings += n
		}
		out.Write(r.out)
	})
	if ferr := out.Flush(); err == nil && ferr != nil {
		err = fail(exitFailure, "", "write: %v", ferr)
	}
	if err == nil && findings > 0 {
		return errFindings
	}
	return err
}

// checkText writes name:line:col: type (and the value with showValues) for each span in r and
// returns the number of spans per type and of bytes read.
func checkText(ctx context.Context, w io.Writer, name string, r io.Reader, ann *annotate.Annotator, showValues bool) (map[string]int, int64, error) {
	counts := map[string]int{}
	var scanned int64
	loc := annotate.NewLocator()
	err := ann.ScanAll(ctx, r, func(seg annotate.Segment) error {
		scanned += int64(len(seg.Text))
		for _, sp := range seg.Spans {
			counts[sp.Type.ID]++
			line, col := loc.Position(seg, sp.Start)
			if showValues {
				fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", name, line, col, sp.Type.ID, seg.Text[sp.Start:sp.End])
			} else {
				fmt.Fprintf(w, "%s:%d:%d: %s\n", name, line, col, sp.Type.ID)
			}
		}
		loc.Advance(seg)
		return nil
	})
	return counts, scanned, err
}

// checkDiff is checkText for a unified diff: it annotates the added lines of each file (joined,
// so a keyword on the line before still counts) and reports each span at its file's path and
// its line in the new version. Binary files are named on errw as not checked.
func checkDiff(ctx context.Context, w, errw io.Writer, name string, r io.Reader, ann *annotate.Annotator, showValues bool) (map[string]int, int64, error) {
	files, err := udiff.Parse(r)
	if err != nil {
		return nil, 0, fail(exitFailure, "give --diff the output of 'git diff' or 'diff -u'", "%s: %v", name, err)
	}
	counts := map[string]int{}
	var scanned int64
	for _, f := range files {
		if f.Binary {
			fmt.Fprintf(errw, "preempt: %s: binary in the diff, not checked; 'preempt hook run' reads staged files whole\n", f.Path)
			continue
		}
		var text []byte
		starts := make([]int, len(f.Lines))
		for i, l := range f.Lines {
			starts[i] = len(text)
			text = append(append(text, l.Text...), '\n')
		}
		scanned += int64(len(text))
		spans, err := ann.AnnotateAll(ctx, text)
		if err != nil {
			return counts, scanned, err
		}
		for _, sp := range spans {
			counts[sp.Type.ID]++
			i := sort.SearchInts(starts, sp.Start+1) - 1
			line, col := f.Lines[i].N, sp.Start-starts[i]+1
			if showValues {
				fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", f.Path, line, col, sp.Type.ID, text[sp.Start:sp.End])
			} else {
				fmt.Fprintf(w, "%s:%d:%d: %s\n", f.Path, line, col, sp.Type.ID)
			}
		}
	}
	return counts, scanned, nil
}
