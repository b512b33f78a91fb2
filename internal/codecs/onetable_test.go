package codecs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestOneTable holds the promise of the package doc: no non-test code outside this table (and
// sanitize/codecs.go, the constructors of its format rows) keys a map by a codec id or
// compares a value with one. A fact of a codec kept elsewhere drifts from the table when a
// type is added.
func TestOneTable(t *testing.T) {
	root := filepath.Join("..", "..")
	allowed := map[string]bool{
		filepath.Join("internal", "codecs", "codecs.go"): true,
		filepath.Join("sanitize", "codecs.go"):           true,
		// Strings that happen to equal an id but are no codec: file extensions ("zip"), the
		// type ids of gold corpora that scoring normalizes ("date").
		filepath.Join("internal", "format", "email.go"): true,
		filepath.Join("internal", "eval", "eval.go"):    true,
	}
	isID := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return "", false
		}
		_, ok = table[s]
		return s, ok
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == "scripts" || rel == "testdata" || strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || allowed[rel] {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if _, ok := n.Type.(*ast.MapType); !ok {
					return true
				}
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := isID(kv.Key); ok {
							t.Errorf("%s: a map keyed by codec id %q: make it a column of the codec table", fset.Position(kv.Pos()), id)
						}
					}
				}
			case *ast.BinaryExpr:
				if n.Op != token.EQL && n.Op != token.NEQ {
					return true
				}
				sel, ok := n.X.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Codec" {
					return true
				}
				if id, ok := isID(n.Y); ok {
					t.Errorf("%s: compares a codec with %q: read the codec table instead", fset.Position(n.Pos()), id)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
