package rulesources

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Files returns puzzle files of the module whose root is root (a path
// relative to the test's folder, such as "../.."): each variant of
// fpuzzles/testdata/sudokusolver.tsv (killer, little killer, arrows,
// thermometers, kropki, XV, palindromes, clones, quadruples, between and
// renban lines, whispers, 4x4 to 16x16, irregular regions) written to a
// file of its own in a temporary folder, the f-puzzles files fpuzzles
// writes in its tests, and the specs of testdata/constraints named in
// specs (without .yaml).
func Files(t testing.TB, root string, specs ...string) []string {
	t.Helper()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join(root, "fpuzzles/testdata/sudokusolver.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for i, line := range strings.Split(string(data), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) < 3 || cols[0] != "variant" {
			continue
		}
		f := filepath.Join(dir, fmt.Sprintf("variant%d.txt", i+1))
		if err := os.WriteFile(f, []byte("# "+cols[1]+"\n"+cols[2]+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) < 30 {
		t.Fatalf("fpuzzles/testdata/sudokusolver.tsv has %d variants, at least 30 expected", len(files))
	}
	files = append(files, filepath.Join(root, "fpuzzles/testdata/write/killer.json"), filepath.Join(root, "fpuzzles/testdata/write/jigsaw-windows.json"))
	for _, name := range specs {
		files = append(files, filepath.Join(root, "testdata/constraints", name+".yaml"))
	}
	return files
}
