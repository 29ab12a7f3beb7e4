// Package groups builds the group kinds of Sudoku variants as
// game.GroupSpec lists: rows, columns, boxes, windows, diagonals, disjoint
// groups, regions from a letter map, explicit lists of cells, and a whole
// sub-grid placed at an offset (for Samurai and other overlapping grids).
//
// Every builder works on an Area, a rectangle of the board given by its
// top-left cell and size, so the same builder serves a plain 9x9 and each of
// the five grids of a Samurai board. Names are the ones users read in
// reasons: "row 3", "box 5", "window 2", "region C"; Suffix adds
// " of grid 4" and the like.
package groups
