package udiff

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

const gitDiff = `diff --git a/notes.txt b/notes.txt
index 1111111..2222222 100644
--- a/notes.txt
+++ b/notes.txt
@@ -1,4 +1,4 @@
 intro
-old@example.com
+new@example.com
 middle

@@ -10,1 +11,3 @@ func x() {
 ctx
+++plus lines start with +
+last
\ No newline at end of file
diff --git "a/sp ace.txt" "b/sp ace.txt"
new file mode 100644
--- /dev/null
+++ "b/sp ace.txt"
@@ -0,0 +1 @@
+hello
diff --git a/gone.txt b/gone.txt
deleted file mode 100644
--- a/gone.txt
+++ /dev/null
@@ -1 +0,0 @@
-secret@example.com
diff --git a/img.png b/img.png
Binary files a/img.png and b/img.png differ
`

// Only added lines are read, numbered as in the new file; removed and context lines are not.
func TestParse(t *testing.T) {
	files, err := Parse(strings.NewReader(gitDiff))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		if f.Binary {
			got = append(got, f.Path+": binary")
		}
		for _, l := range f.Lines {
			got = append(got, fmt.Sprintf("%s:%d:%s", f.Path, l.N, l.Text))
		}
	}
	want := []string{
		"notes.txt:2:new@example.com",
		"notes.txt:12:++plus lines start with +",
		"notes.txt:13:last",
		"sp ace.txt:1:hello",
		"img.png: binary",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestParseNotADiff(t *testing.T) {
	if _, err := Parse(strings.NewReader("just some text\nwith alice@example.com\n")); !errors.Is(err, ErrNotDiff) {
		t.Errorf("plain text: %v, want ErrNotDiff", err)
	}
	if files, err := Parse(strings.NewReader("")); err != nil || len(files) != 0 {
		t.Errorf("empty diff: %v, %v", files, err)
	}
	if _, err := Parse(strings.NewReader("+++ b/x\n@@ -1 +1 @@\n-a\n?b\n")); err == nil {
		t.Error("hunk with a bad line: no error")
	}
	// git writes a line of the file after the second @@: an error never repeats it.
	if _, err := Parse(strings.NewReader("+++ b/x\n@@ -1 +0,2 @@ SSN 372-61-4918\n")); err == nil || strings.Contains(err.Error(), "372") {
		t.Errorf("bad hunk header: %v", err)
	}
}

// Parse never panics, and every added line it returns is a line of the input after a '+'.
func FuzzParse(f *testing.F) {
	f.Add(gitDiff)
	f.Add("+++ b/x\n@@ -1 +1 @@\n-a\n+b\n")
	f.Fuzz(func(t *testing.T, diff string) {
		files, err := Parse(strings.NewReader(diff))
		if err != nil {
			return
		}
		for _, fl := range files {
			for _, l := range fl.Lines {
				if l.N < 1 || !strings.Contains(diff, "+"+string(l.Text)) {
					t.Fatalf("line %d %q is not an added line of the input", l.N, l.Text)
				}
			}
		}
	})
}

// A binary file's note between a +++ header and its hunk (a hand-made diff: git writes a
// "diff " line first) must not lose the added lines that follow: they are what a check scans.
func TestParseBinaryNoteBeforeHunk(t *testing.T) {
	files, err := Parse(strings.NewReader("+++ b/x\nBinary files a/y and b/y differ\n@@ -0,0 +1 @@\n+secret\n"))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range files {
		for _, l := range f.Lines {
			lines = append(lines, f.Path+":"+string(l.Text))
		}
	}
	if len(lines) != 1 || lines[0] != "x:secret" {
		t.Errorf("added lines %q, want [x:secret]", lines)
	}
}
