package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/internal/rulesources"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestHintGolden gives hints on the positions of testdata/hint in text and
// JSON, at every level, and applies them; each case's stdout is compared
// with testdata/hint/<case>.out. go test ./cmd/sudoku -run HintGolden
// -update rewrites them.
func TestHintGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
	}{
		// The candidates of the pencil-mark position alone: the puzzle's
		// say nothing more than its givens.
		{"level1", []string{"hint", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt"}, exitOK},
		// A killer: the hint alone; with --pencil its cages, then its
		// candidates.
		{"killer", []string{"hint", "testdata/hint/killer.txt"}, exitOK},
		{"killer-pencil", []string{"hint", "--pencil", "testdata/hint/killer.txt"}, exitOK},
		{"level2", []string{"hint", "--level", "2", "--pencil=false", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt", "testdata/hint/line.txt"}, exitOK},
		{"level3", []string{"hint", "--level", "3", "--pencil=false", "testdata/hint/grid.txt"}, exitOK},
		{"json", []string{"hint", "--level", "3", "--format", "json", "testdata/hint/grid.txt"}, exitOK},
		{"apply", []string{"hint", "--apply", "--level", "3", "testdata/hint/grid.txt"}, exitOK},
		{"apply-rules", []string{"hint", "--apply", "--level", "3", "testdata/hint/killer.txt"}, exitOK},
		{"bad", []string{"hint", "--spec", "4x4", "--pencil=false", "testdata/hint/bad.txt"}, exitBad},
		// Every step of a position, easiest first; in JSON an object
		// each; on a killer the cages' steps too.
		{"all", []string{"hint", "--all", "--pencil=false", "testdata/hint/grid.txt"}, exitOK},
		{"all-json", []string{"hint", "--all", "--format", "json", "testdata/hint/grid.txt"}, exitOK},
		{"all-killer", []string{"hint", "--all", "testdata/hint/killer.txt"}, exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudoku(t, tt.args...)
			assert.Equal(t, tt.code, got.code, got.stderr)
			path := filepath.Join("testdata", "hint", tt.name+".out")
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run HintGolden -update creates it")
			assert.Equal(t, string(want), got.stdout, "if the change is meant, go test ./cmd/sudoku -run HintGolden -update and read the diff")
		})
	}
}

// TestHintWithout: a position that gets no hint says why, with the time
// limit where it ran out, and the exit code says it was not solved.
func TestHintWithout(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"several solutions", []string{"hint", "--spec", "4x4", "--pencil=false", "................"},
			"no hint: no technique finds a step here, and the position has more than one solution: it needs another given (or a guess)"},
		{"time limit", []string{"hint", "--timeout", "1ns", "--pencil=false", "testdata/hint/puzzle.txt"},
			"no hint: the time ran out before a hint was found (the limit is 1ns: --timeout)"},
		{"time limit in JSON", []string{"hint", "--timeout", "1ns", "--format", "json", "testdata/hint/puzzle.txt"},
			`"status":"timeout"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudoku(t, tt.args...)
			assert.Equal(t, exitUnsolved, got.code, got.stderr)
			assert.Contains(t, got.stdout, tt.want)
		})
	}
}

// TestHintChain: --apply writes a position that hint reads back, so the
// steps chain to the solution of an easy puzzle.
func TestHintChain(t *testing.T) {
	dir := t.TempDir()
	pos := filepath.Join(dir, "pos.txt")
	require.NoError(t, os.WriteFile(pos, []byte("1..4.4..2..3..1.\n"), 0o644))
	for i := 0; ; i++ {
		require.Less(t, i, 20, "the chain does not end")
		got := sudoku(t, "hint", "--spec", "4x4", "--apply", pos)
		if got.code != exitOK {
			assert.Contains(t, got.stderr, "no hint: the position is solved")
			break
		}
		require.NoError(t, os.WriteFile(pos, []byte(got.stdout), 0o644))
	}
	data, err := os.ReadFile(pos)
	require.NoError(t, err)
	assert.Equal(t, "1 2 | 3 4\n3 4 | 2 1\n----+----\n2 1 | 4 3\n4 3 | 1 2\n\n", string(data), "the puzzle's solution, a blank line after it")
}

// TestHintInterrupted: an interrupt ends a run of hints at the position
// under way, which says it was interrupted (not that its time ran out),
// and the run says which positions it did not look at.
func TestHintInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got := sudokuCtx(t, ctx, "hint", "--pencil=false", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt", "testdata/hint/line.txt")
	assert.Equal(t, exitInterrupted, got.code, got.stderr)
	assert.Equal(t, "position 1 at testdata/hint/puzzle.txt:1:1\nno hint: interrupted before a hint was found\n\n", got.stdout)
	assert.Equal(t, "sudoku: interrupted at position 1: the 2 positions after it were not looked at\n", got.stderr)

	got = sudokuCtx(t, ctx, "hint", "--format", "json", "testdata/hint/puzzle.txt")
	assert.Equal(t, exitInterrupted, got.code, got.stderr)
	assert.Contains(t, got.stdout, `"status":"interrupted"`)
	assert.Empty(t, got.stderr)
}

// TestHintChainKeepsCages: --apply on a killer of an f-puzzles file
// writes a spec with its cages, which hint reads from standard input: its
// hint names a cage, as the hint on the applied position read from a file
// does, not one of a blank board without cages.
func TestHintChainKeepsCages(t *testing.T) {
	applied := sudoku(t, "hint", "--apply", "testdata/hint/killer.txt")
	require.Equal(t, exitOK, applied.code, applied.stderr)
	assert.Contains(t, applied.stderr, "look at cage 7 at r3c1 r4c1", "the first hint, of the file")
	piped := sudokuStdin(t, applied.stdout, "hint", "--level", "3", "--pencil=false", "-")
	require.Equal(t, exitOK, piped.code, piped.stderr)
	assert.Contains(t, piped.stdout, "hint: CageCombinations (1.5, easy): look at cage 3 at r4c2 r4c3")
	pos := filepath.Join(t.TempDir(), "applied.yaml")
	require.NoError(t, os.WriteFile(pos, []byte(applied.stdout), 0o644))
	direct := sudoku(t, "hint", "--level", "3", "--pencil=false", pos)
	require.Equal(t, exitOK, direct.code, direct.stderr)
	_, want, _ := strings.Cut(direct.stdout, "\n")
	_, got, _ := strings.Cut(piped.stdout, "\n")
	assert.Equal(t, want, got, "the hint on standard input is the hint on the file")
}

// applySources returns puzzles of many rule kinds and boards (package
// rulesources), with specs of testdata/constraints.
func applySources(t *testing.T) []string {
	return rulesources.Files(t, "../..", "arrows", "containexact", "iss_library_0-8", "iss_library_4x4",
		"iss_library_6x6", "iss_library_composite", "iss_library_disjoint", "iss_library_fullrank",
		"iss_library_lookandsay", "iss_library_regions", "killer_examples", "killer_hs", "lunchbox",
		"samevalues", "sudokusolver_indexers", "sudokusolver_marks")
}

// TestHintApplyKeepsRules: --apply on puzzles of many rule kinds writes
// a spec that reads back to each position's rules, givens and candidates
// after the hinted step.
func TestHintApplyKeepsRules(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, file := range applySources(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			got := sudoku(t, "hint", "--apply", "--pencil=false", file)
			require.Contains(t, []int{exitOK, exitUnsolved}, got.code, got.stderr)
			back, err, whole := input.Whole("-", []byte(got.stdout))
			require.True(t, whole, "a spec: %s", got.stdout)
			require.NoError(t, err, got.stdout)

			positions, err := hint.ReadPositions(sp, []string{file}, nil)
			require.NoError(t, err)
			require.Len(t, back, len(positions))
			for i, p := range positions {
				r := p.Rules
				require.NotNil(t, r, "position %d has rules of its own", i+1)
				b, err := p.Board(r)
				require.NoError(t, err)
				h, err := hint.New(r)
				require.NoError(t, err)
				if hn, err := h.Next(context.Background(), b); err == nil {
					require.True(t, b.Apply(hn.Move))
				}
				assert.NoError(t, constraint.SameRules(r, back[i].RulesOr(sp.Rules)), "position %d: its rules", i+1)
				require.NotNil(t, back[i].Progress, "position %d", i+1)
				assert.Equal(t, pencil.Cands(b), back[i].Progress.Cands, "position %d: its candidates after the step", i+1)
				for f, v := range back[i].Givens {
					if p.Given[f] {
						assert.Equal(t, p.Givens()[f], v, "position %d: given %s", i+1, r.FieldName(f))
					} else {
						assert.Equal(t, game.Empty, v, "position %d: %s is no given", i+1, r.FieldName(f))
					}
				}
			}
		})
	}
}

// TestHintApplyOneBoard: --apply writes the positions of a run as one
// spec when some bring rules of their own, those of the spec's rules
// among them; a position of another board is an error that says so, and
// the others are written.
func TestHintApplyOneBoard(t *testing.T) {
	got := sudoku(t, "hint", "--apply", "--pencil=false", "testdata/hint/killer.txt", "testdata/hint/grid.txt", "../../testdata/constraints/iss_library_4x4.yaml")
	assert.Equal(t, exitBad, got.code, got.stderr)
	assert.Contains(t, got.stderr, "sudoku: position 3: --apply writes the positions of a run as one spec, of one board, and this one has another than position 1 (a board of 4x4, not 9x9): hint it in a run of its own")
	back, err, whole := input.Whole("-", []byte(got.stdout))
	require.True(t, whole)
	require.NoError(t, err)
	require.Len(t, back, 2)
	assert.NotEmpty(t, back[0].Rules.Constraints, "the killer's cages")
	assert.Empty(t, back[1].Rules.Constraints, "the classic position")
}
