package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

// variant is one row of a variants TSV file: kind, givens, regions or
// symbols, solution count, solution ("-" when there is none), source.
type variant struct {
	kind, givens, regions string
	count                 int
	solution, source      string
}

// readVariants reads a variants TSV file; skip says whether a missing file
// skips the test (the shared data) or fails it (our own testdata).
func readVariants(t *testing.T, path string, skip bool) []variant {
	t.Helper()
	data, err := os.ReadFile(path)
	if skip && os.IsNotExist(err) {
		t.Skipf("%s is missing: this check needs ../shared/data beside the repository; testdata/variants holds a copy that is always checked", path)
	}
	require.NoError(t, err)
	var out []variant
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		require.Len(t, f, 6, "line %q", line)
		n, err := strconv.Atoi(f[3])
		require.NoError(t, err, "line %q", line)
		out = append(out, variant{f[0], f[1], f[2], n, f[4], f[5]})
	}
	return out
}

// variantSpec returns what --spec gets for v: a built-in name, or a spec
// file written in dir for a jigsaw's regions or a 16x16's symbols.
func variantSpec(t *testing.T, dir string, i int, v variant) string {
	t.Helper()
	var yaml string
	switch {
	case v.kind == "nrc":
		return "hyper"
	case v.kind == "x":
		return "x"
	case v.kind == "jigsaw":
		require.Len(t, v.regions, 81, "region map of %s", v.source)
		var rows []string
		for r := range 9 {
			rows = append(rows, "      "+v.regions[9*r:9*r+9])
		}
		yaml = "size: 9x9\nvalues: 1-9\ngroups:\n  - rows\n  - columns\n  - regions: |\n" + strings.Join(rows, "\n") + "\n"
	case v.kind == "16x16" && strings.Contains(v.regions, "0-9A-F"):
		yaml = "size: 16x16\nvalues: 0-9A-F\ngroups: [rows, columns, boxes: 4x4]\n"
	case v.kind == "16x16" && strings.Contains(v.regions, "1..16"):
		yaml = "size: 16x16\nvalues: 1-16\ngroups: [rows, columns, boxes: 4x4]\n"
	default:
		t.Fatalf("variant %q (%s) of unknown kind", v.kind, v.regions)
	}
	path := filepath.Join(dir, fmt.Sprintf("spec%d.yaml", i))
	require.NoError(t, os.WriteFile(path, []byte("name: "+v.kind+"\n"+yaml), 0o644))
	return path
}

// checkVariants solves every variant through the command, from a puzzle
// file, and compares with the listed solution or "no solution".
func checkVariants(t *testing.T, vs []variant) {
	kinds := map[string]int{}
	dir := t.TempDir()
	for i, v := range vs {
		kinds[v.kind]++
		t.Run(fmt.Sprintf("%d-%s", i+1, v.kind), func(t *testing.T) {
			spec := variantSpec(t, dir, i, v)
			sp, err := specs.Lookup(spec)
			require.NoError(t, err)
			r := sp.Rules
			file := filepath.Join(dir, fmt.Sprintf("puzzle%d.txt", i))
			require.NoError(t, os.WriteFile(file, []byte(v.givens+"\n"), 0o644))
			giv := parseOne(t, r, v.givens)

			out := sudoku(t, "solve", "--spec", spec, "--count", "2", "--format", "json", file)
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1, out.stderr)
			if v.count == 0 {
				assert.Equal(t, exitUnsolved, out.code, out.stderr)
				assert.Equal(t, "no-solution", res[0].Status)
				assert.Equal(t, 0, res[0].Count)
				assert.Empty(t, res[0].Solution)
				return
			}
			require.Equal(t, 1, v.count, "the files list unique puzzles or none")
			assert.Equal(t, exitOK, out.code, out.stderr)
			assert.Equal(t, "unique", res[0].Status)
			require.NotEmpty(t, res[0].Solution)
			got := parseOne(t, r, res[0].Solution)
			assert.Empty(t, groupProblems(r, got, giv))
			assert.Equal(t, parseOne(t, r, v.solution), got, "the listed solution")

			// The extra groups matter: without them the puzzle has more
			// solutions (which is how the files were chosen).
			if v.kind == "nrc" || v.kind == "x" {
				out := sudoku(t, "solve", "--count", "2", "--format", "json", file)
				assert.Equal(t, "multiple", decodeLines(t, out.stdout)[0].Status, "as a classic Sudoku")
			}
		})
	}
	for _, k := range []string{"nrc", "x", "jigsaw", "16x16"} {
		assert.Positive(t, kinds[k], "puzzles of kind %s", k)
	}
}

func TestVariants(t *testing.T) {
	t.Run("testdata", func(t *testing.T) {
		checkVariants(t, readVariants(t, "../../testdata/variants/variants.tsv", false))
	})
	t.Run("shared", func(t *testing.T) {
		checkVariants(t, readVariants(t, "../../../shared/data/variants/variants_verified.tsv", true))
	})
}

// TestVariantSpecFiles checks the jigsaw spec files of testdata/variants:
// they are valid, have the regions of their TSV row, and their default
// puzzle solves to its listed solution.
func TestVariantSpecFiles(t *testing.T) {
	vs := readVariants(t, "../../testdata/variants/variants.tsv", false)
	files, err := filepath.Glob("../../testdata/variants/*.yaml")
	require.NoError(t, err)
	require.Len(t, files, 2)
	dir := t.TempDir()
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			out := sudoku(t, "spec", file)
			assert.Equal(t, exitOK, out.code, out.stderr)
			assert.Contains(t, out.stderr, "valid")

			sp, err := specs.Load(file)
			require.NoError(t, err)
			require.Len(t, sp.Puzzles, 1)
			i := -1
			for j, v := range vs {
				if v.givens == sp.Puzzles[0].Givens {
					i = j
				}
			}
			require.GreaterOrEqual(t, i, 0, "the default puzzle is a row of variants.tsv")
			v := vs[i]
			gen, err := specs.Load(variantSpec(t, dir, i, v))
			require.NoError(t, err)
			assert.Equal(t, gen.Rules.Groups, sp.Rules.Groups, "the regions of the TSV row")

			out = sudoku(t, "solve", "--spec", file, "--count", "2", "--format", "json")
			assert.Equal(t, exitOK, out.code, out.stderr)
			res := decodeLines(t, out.stdout)
			require.Len(t, res, 1)
			assert.Equal(t, "unique", res[0].Status)
			assert.Equal(t, v.solution, res[0].Solution)
			assert.Equal(t, sp.Puzzles[0].Pos.String(), res[0].Source)
		})
	}
}
