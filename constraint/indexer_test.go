package constraint_test

import (
	"context"
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// What the tests of the indexer kinds share: each kind's rule written
// here apart from the kind, as SudokuSolver states it (the value x of an
// indexing cell names the cell that must hold the number of its own
// place), random indexers that a grid keeps, and a counter that filters
// the grids of the board's groups by that rule.

// An indexerRule is an indexer kind as the tests write it: named returns
// the cell that value x of cell p names on grids of r, and the number
// that cell must hold.
type indexerRule struct {
	kind  *constraint.Kind
	named func(r *game.Rules, p game.Pos, x int) (game.Pos, int)
}

// keeps reports whether grid, a grid of r's groups, keeps indexers at
// each of cells.
func (ir indexerRule) keeps(r *game.Rules, grid []int, cells []game.Pos) bool {
	for _, p := range cells {
		q, n := ir.named(r, p, value(r, grid, p))
		if value(r, grid, q) != n {
			return false
		}
	}
	return true
}

// layer returns the layer of an item of the kind over some of the cells
// whose indexers grid keeps.
func (ir indexerRule) layer() layer {
	return markedCells(ir.kind, func(rng *rand.Rand, r *game.Rules, grid []int, p game.Pos) bool {
		return ir.keeps(r, grid, []game.Pos{p}) && rng.IntN(3) == 0
	})
}

// read returns the rules of the kind at cells, read as one item.
func (ir indexerRule) read(t *testing.T, cells []game.Pos) []game.Constraint {
	t.Helper()
	a := &fakeArgs{values: map[string]any{"cells": cells}}
	cs := ir.kind.Read(a)
	require.Empty(t, a.errs)
	return cs
}

// checkIndexers runs checkKind for an indexer kind on 4x4, 6x6 and, with
// more givens, 9x9.
func checkIndexers(t *testing.T, ir indexerRule) {
	t.Helper()
	checkKind(t, "4x4", 30, 0.1, ir.layer())
	checkKind(t, "6x6", 20, 0.3, ir.layer())
	checkKind(t, "classic", 4, 0.5, ir.layer())
}

// countIndexers checks that the engine and the search kernel count the
// solutions of random puzzles with one to four indexers of a kind as a
// counter here does: every grid of the board's groups alone that agrees
// with the givens, filtered by the rule as ir writes it. Half the
// puzzles have indexers their grid keeps, half any. On 4x4 the counter
// holds every grid of the board (288); on 6x6, with more givens, every
// grid of the givens when they are at most 5,000.
func countIndexers(t *testing.T, ir indexerRule) {
	t.Helper()
	for _, tc := range []struct {
		spec   string
		boards int
		share  float64
	}{{"4x4", 60, 0.1}, {"6x6", 40, 0.4}} {
		t.Run(tc.spec, func(t *testing.T) {
			sp, err := specs.Builtin(tc.spec)
			require.NoError(t, err)
			br := sp.Rules
			rng := rand.New(rand.NewPCG(11, uint64(tc.boards)))
			var counted tally
			for i := range tc.boards {
				grid := randomGrid(t, br, rng)
				givens := givensOf(rng, grid, tc.share)
				kept := rng.IntN(2) == 0
				var cells []game.Pos
				for _, f := range rng.Perm(br.NumFields()) {
					if p := br.Pos(f); !kept || ir.keeps(br, grid, []game.Pos{p}) {
						cells = append(cells, p)
					}
					if len(cells) == 1+i%4 {
						break
					}
				}
				plain := solutions(br, givens, 5000)
				if len(plain) == 5000 {
					continue
				}
				want := 0
				for _, s := range plain {
					if ir.keeps(br, s, cells) {
						want++
					}
				}
				r, err := game.NewRules(tc.spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), ir.read(t, cells)...)
				require.NoError(t, err, "board %d", i)
				e, err := strategy.NewEngine(r, strategy.Options{Limit: 5000})
				require.NoError(t, err)
				res := e.Solve(context.Background(), givens)
				require.Equal(t, want, res.Count, "board %d: %v", i, cells)
				if res.Solution != nil {
					require.NoError(t, r.CheckSolution(res.Solution, givens))
				}
				k, err := search.New(r)
				require.NoError(t, err)
				kr := k.Solve(context.Background(), givens, search.Options{Limit: 5000})
				require.Equal(t, want, kr.Count, "board %d, the search kernel: %v", i, cells)
				counted.add(want)
			}
			counted.worth(t, tc.boards)
		})
	}
}

// TestIndexerLinksRefused: each link of an indexer joins two candidates
// that its check refuses together, and either alone it lets stand.
func TestIndexerLinksRefused(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewColumnIndexer(pos(t, "r2c3")), constraint.NewRowIndexer(pos(t, "r4c1")), constraint.NewBoxIndexer(pos(t, "r5c5")))
	checkLinksRefused(t, r)
}

// TestIndexerItems: the cells of an item are one rule each, which write
// back as that item; a cell two items mark writes once.
func TestIndexerItems(t *testing.T) {
	for _, ir := range []indexerRule{rowIndexers, columnIndexers, boxIndexers} {
		t.Run(ir.kind.Key, func(t *testing.T) {
			cells := cells(t, "r1c1 r5c5 r2c3")
			cs := ir.read(t, cells)
			require.Len(t, cs, 3)
			again := append(cs, ir.read(t, cells[1:2])...)
			r := builtin(t, "classic", again...)
			items, err := constraint.Items(r.Constraints)
			require.NoError(t, err)
			require.Len(t, items, 1)
			assert.Equal(t, constraint.Item{Key: ir.kind.Key, Args: []constraint.Arg{{Key: "cells", Value: cells}}}, items[0])
			// Bound, a rule's cells are its own, then the rest of its line.
			assert.Equal(t, cells[0], r.Constraints[0].Cells()[0])
			assert.Len(t, r.Constraints[0].Cells(), 9)
		})
	}
}

// indexerPuzzle is a puzzle of testdata/constraints/sudokusolver_indexers.yaml:
// its name, its rules and the solution its comment gives.
type indexerPuzzle struct {
	name     string
	rules    *game.Rules
	solution string
}

// indexerPuzzles reads SudokuSolver's puzzles with indexers, each with
// the solution its comment gives, as SudokuSolver's tests publish it.
func indexerPuzzles(t *testing.T) []indexerPuzzle {
	t.Helper()
	const file = "../testdata/constraints/sudokusolver_indexers.yaml"
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	sols := regexp.MustCompile(`(?m)^    # solution \(SudokuSolver's tests publish\): (\d{81})$`).FindAllSubmatch(data, -1)
	sp, err := specs.Load(file)
	require.NoError(t, err)
	require.Len(t, sp.Puzzles, len(sols), "a solution comment for every puzzle")
	var out []indexerPuzzle
	for i, p := range sp.Puzzles {
		out = append(out, indexerPuzzle{p.Name, p.Rules, string(sols[i][1])})
	}
	return out
}

// solvesTo checks that the empty board of r has one solution, solution
// (a digit per field).
func solvesTo(t *testing.T, r *game.Rules, solution string) {
	t.Helper()
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), empty(r))
	require.Equal(t, strategy.Unique, res.Status)
	var got []byte
	for _, v := range res.Solution {
		got = append(got, r.Values.Name(v)...)
	}
	assert.Equal(t, solution, string(got))
	require.NoError(t, r.CheckSolution(res.Solution, nil))
}

// TestIndexerBindCopies: an indexer binds to boards of two sizes, each
// time as a copy whose cells are its own and the rest of its line on that
// board, and stays as it was.
func TestIndexerBindCopies(t *testing.T) {
	for _, c := range []game.Constraint{constraint.NewRowIndexer(pos(t, "r2c1")), constraint.NewColumnIndexer(pos(t, "r2c1")), constraint.NewBoxIndexer(pos(t, "r2c1"))} {
		small, big := rulesOf(t, "4x4", c), rulesOf(t, "classic", c)
		assert.Equal(t, cells(t, "r2c1"), c.Cells(), "%s is as it was", c.Name())
		for _, r := range []*game.Rules{small, big} {
			assert.NotSame(t, c, r.Constraints[0], c.Name())
			assert.Equal(t, c.Name(), r.Constraints[0].Name())
			assert.Equal(t, pos(t, "r2c1"), r.Constraints[0].Cells()[0])
		}
		assert.Len(t, small.Constraints[0].Cells(), 4, c.Name())
		assert.Len(t, big.Constraints[0].Cells(), 9, c.Name())
	}
}

// TestIndexerPropagateAllocs: the propagation takes its room from the
// Found it is given.
func TestIndexerPropagateAllocs(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewRowIndexer(pos(t, "r1c1")), constraint.NewColumnIndexer(pos(t, "r1c1")), constraint.NewBoxIndexer(pos(t, "r5c5")))
	b := game.NewBoard(r)
	require.True(t, b.Place(r.FieldAt(pos(t, "r1c1")), 4))
	require.True(t, b.Place(r.FieldAt(pos(t, "r5c5")), 2))
	var found game.Found
	for _, c := range r.Constraints {
		p := c.(game.Propagator)
		found.Reset()
		require.True(t, p.Propagate(b, &found))
		assert.NotEmpty(t, found.Eliminate, c.Name())
		allocs := testing.AllocsPerRun(10, func() {
			found.Reset()
			p.Propagate(b, &found)
		})
		assert.Zero(t, allocs, c.Name())
	}
}
