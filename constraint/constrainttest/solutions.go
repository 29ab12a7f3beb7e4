package constrainttest

import "github.com/sudoku-rules/sudoku/game"

// Solutions returns the solutions of givens (a value index per field,
// game.Empty for none) by rules r, up to limit, found by trying each value
// of each free field in turn against the groups and the constraints'
// Check: a solver that shares nothing with the engine's propagation, to
// count against.
func Solutions(r *game.Rules, givens []int, limit int) [][]int {
	return SolutionsIn(r, givens, nil, limit)
}

// SolutionsIn is Solutions with each free field f's values among
// cands[f] when cands is not nil: the solutions of a pencil-mark
// position.
func SolutionsIn(r *game.Rules, givens []int, cands []game.ValueSet, limit int) [][]int {
	grid := append([]int(nil), givens...)
	var out [][]int
	var solve func(f int)
	solve = func(f int) {
		for f < len(grid) && givens[f] != game.Empty {
			f++
		}
		if f == len(grid) {
			if r.CheckSolution(grid, givens) == nil {
				out = append(out, append([]int(nil), grid...))
			}
			return
		}
		for v := range r.NumValues() {
			if len(out) >= limit {
				return
			}
			clash := false
			for _, p := range r.Peers(f) {
				clash = clash || grid[p] == v
			}
			if clash || cands != nil && !cands[f].Has(v) {
				continue
			}
			grid[f] = v
			if r.CheckConstraints(game.GridOf(grid)) == nil {
				solve(f + 1)
			}
			grid[f] = game.Empty
		}
	}
	solve(0)
	return out
}

// Agrees reports whether every field of b may still hold its value in
// solution s: whether a move made on b must keep s.
func Agrees(b *game.Board, s []int) bool {
	for f, v := range s {
		if !b.Candidates(f).Has(v) {
			return false
		}
	}
	return true
}

// Empty returns givens of r with no value.
func Empty(r *game.Rules) []int { return game.EmptyGrid(r.NumFields()) }

// Grids4 returns every 4x4 Sudoku grid (rows, columns and 2x2 boxes),
// by numbers 1-4, row by row: the 288 a count over a 4x4 board is held
// against.
func Grids4() [][16]int {
	var out [][16]int
	var g [16]int
	var fill func(f int)
	fill = func(f int) {
		if f == 16 {
			out = append(out, g)
			return
		}
		for v := 1; v <= 4; v++ {
			ok := true
			for h := range f {
				if g[h] == v && (h/4 == f/4 || h%4 == f%4 || (h/8 == f/8 && h%4/2 == f%4/2)) {
					ok = false
					break
				}
			}
			if ok {
				g[f] = v
				fill(f + 1)
			}
		}
	}
	fill(0)
	return out
}
