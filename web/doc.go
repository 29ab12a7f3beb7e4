// Package web is the local web page: a board drawn from any spec's groups
// and constraints, with Solve, Hint, Check, Rate and Generate, and stepping through a
// solution with each deduction highlighted; and the JSON API under /api
// that the page uses.
//
// Every asset is embedded, the page makes no request outside the server,
// and the server trusts nothing its client sends: a request's body, board
// size and time, and the requests served at once, are bounded (Limits); a
// pasted spec may extend built-ins only (specs.ParseUntrusted), and a bad
// request gets a JSON error with the line and column of each problem; a
// request that a page of another site could make the browser send is
// refused (guard.go: a Host that no IP address or localhost name, an
// Origin of another site, a body not sent as application/json). A
// handler that panics answers 500 and the server goes on. Serve runs it on
// a listener, with the HTTP server's own time and size bounds, until its
// context ends.
//
// The API, all POST with a JSON body except GET /api/specs:
//
//	/api/specs     the built-in specs
//	/api/spec      a spec's layout: size, values, fields, groups (each with
//	               how to draw it: tiles, line, shade), constraints (each
//	               with its kind's shape, label and fields), puzzles
//	/api/solve     status, solution (a line of values, each value's name
//	               and its index) and every step (easiest first)
//	/api/hint      the next step on the givens and entries, at 3 levels
//	/api/next      that step made: the step and the values after it
//	/api/check     the entries that differ from the solution
//	/api/rate      ER, EP, ED, level and technique
//	/api/generate  a puzzle, of a symmetry and level
//
// A request names the spec ("spec": built-in name, or "yaml": a spec's
// text) and the puzzle ("puzzle": a line, or "givens": a value index per
// field, -1 for none), and "values" the player's entries.
//
// The page gives no meaning to the names of kinds: it draws a group by its
// "draw" and a constraint by its "shape" (game.Shape: region, edge, line,
// cells), so a new kind is drawn without a change to the page.
package web
