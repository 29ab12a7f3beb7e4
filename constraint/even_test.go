package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// parities returns the layer of even cells (or odd ones): some of the
// cells of grid that hold an even number (an odd one), read as one item.
func parities(even bool) layer {
	kind := constraint.Odd
	if even {
		kind = constraint.Even
	}
	return markedCells(kind, func(rng *rand.Rand, r *game.Rules, grid []int, p game.Pos) bool {
		return (value(r, grid, p)%2 == 0) == even && rng.IntN(2) == 0
	})
}

// markedCells returns the layer of an item of kind over the cells of grid
// that pick picks.
func markedCells(kind *constraint.Kind, pick func(rng *rand.Rand, r *game.Rules, grid []int, p game.Pos) bool) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
		var cells []game.Pos
		for f := range r.NumFields() {
			if p := r.Pos(f); pick(rng, r, grid, p) {
				cells = append(cells, p)
			}
		}
		if len(cells) == 0 {
			return nil
		}
		return kind.Read(&fakeArgs{values: map[string]any{"cells": cells}})
	}
}

func TestEvenSound(t *testing.T) {
	checkKind(t, "4x4", 20, 0.1, parities(true))
	checkKind(t, "6x6", 10, 0.2, parities(true))
}

func TestParityCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewEven(pos(t, "r1c1")), constraint.NewOdd(pos(t, "r9c9")))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"even", []string{"r1c1=4", "r9c9=9"}, ""},
		{"odd, not even", []string{"r1c1=3"}, "even r1c1: r1c1 holds 3, which is not even"},
		{"even, not odd", []string{"r9c9=8"}, "odd r9c9: r9c9 holds 8, which is not odd"},
	})
}

func TestParityErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"twice", "- even: {cells: [r1c1, r2c2, r1c1]}", "[r1c1", "r1c1 is listed twice"},
		{"not cells", "- odd: {cells: r1c1}", "r1c1}", "cells are a list of cells"},
		// An item of several constraints has its errors of NewRules at its key.
		{"off the board", "- odd: {cells: [r1c1, r10c1]}", "", "r10c1 is outside the 9x9 board"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- even: {cells: [r1c1]}", "", "the values are not all whole numbers"},
	})
	assert.Contains(t, specError("classic\nvalues: [1, 3, 5, 7, 9, 11, 13, 15, 17]", "- even: {cells: [r1c1]}"), "no value is even")
}

func TestParityExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewEven(pos(t, "r1c1")), constraint.NewOdd(pos(t, "r9c9")))
	assert.Equal(t, "even r1c1: it holds an even number, so 1 3 5 7 9 leave r1c1", explain(t, r, 0))
	assert.Equal(t, "odd r9c9: it holds an odd number, so 2 4 leave r9c9", explain(t, r, 1, "r9c9=1 2 4"))
	assert.Equal(t, "odd r9c9: no odd number is left in it", explain(t, r, 1, "r9c9=2 4"))
}
