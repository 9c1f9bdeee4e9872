// Command sizes checks the house limits on the project's Go files: no file
// over 400 lines, no function over 60 lines, no struct over 16 fields. It
// prints each excess and exits with status 1 if there is one.
//
//	go run ./scripts/sizes [DIR]
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

const (
	maxFileLines = 400
	maxFuncLines = 60
	maxFields    = 16
)

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	var excess []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		found, err := check(path)
		excess = append(excess, found...)
		return err
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "sizes:", err)
		os.Exit(2)
	}
	for _, e := range excess {
		fmt.Println(e)
	}
	if len(excess) > 0 {
		os.Exit(1)
	}
}

// check returns what in the file at path is over the limits.
func check(path string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var excess []string
	if n := fset.Position(f.End()).Line; n > maxFileLines {
		excess = append(excess, fmt.Sprintf("%s: %d lines, over %d", path, n, maxFileLines))
	}
	lines := func(n ast.Node) int { return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1 }
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Body != nil && lines(n) > maxFuncLines {
				excess = append(excess, fmt.Sprintf("%s: func %s is %d lines, over %d", fset.Position(n.Pos()), n.Name.Name, lines(n), maxFuncLines))
			}
		case *ast.TypeSpec:
			if s, ok := n.Type.(*ast.StructType); ok {
				fields := 0
				for _, field := range s.Fields.List {
					fields += max(1, len(field.Names))
				}
				if fields > maxFields {
					excess = append(excess, fmt.Sprintf("%s: struct %s has %d fields, over %d", fset.Position(n.Pos()), n.Name.Name, fields, maxFields))
				}
			}
		}
		return true
	})
	return excess, nil
}
