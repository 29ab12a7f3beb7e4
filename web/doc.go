// Package web is the local web page: a board drawn from any spec's groups
// and constraints, with Solve, Hint, Check, Rate and Generate, and stepping through a
// solution with each deduction highlighted; and the JSON API under /api
// that the page uses.
//
// Every asset is embedded, the page makes no request outside the server,
// and the server trusts nothing its client sends: a request's body, board
// size and time, and the requests served at once, are bounded (Limits); a
// pasted spec or f-puzzles puzzle is refused by its board's size before
// its rules are built, and their building stops when the request's time
// ends; a pasted spec may extend built-ins only (specs.ParseUntrusted),
// and a bad request gets a JSON error with the line and column of each
// problem; a request that a page of another site could make the browser
// send is refused (guard.go: a Host that no IP address or localhost name,
// an Origin of another site, a body not sent as application/json). A
// handler that panics answers 500 and the server goes on. Serve runs it
// on a listener, with the HTTP server's own time and size bounds, until
// its context ends.
//
// The API, all POST with a JSON body except GET /api/specs:
//
//	/api/specs     the built-in specs
//	/api/spec      a spec's layout: size, values, fields, groups (each with
//	               how to draw it: tiles, line, shade), constraints (each
//	               with its spec item and its kind's drawing, title and
//	               shape, its label and fields), puzzles
//	/api/solve     status, solution (a line of values, each value's name
//	               and its index) and every step (easiest first)
//	/api/hint      the next step on the givens and entries, at 3 levels,
//	               and the fields of the area it names
//	/api/next      that step made: the step and the values after it
//	/api/steps     every step the techniques find there, easiest first,
//	               each with its rating, text and area ("All steps")
//	/api/check     the entries that differ from the solution
//	/api/rate      ER, EP, ED, level and technique
//	/api/generate  a puzzle, of a symmetry and level, with rules laid over
//	               it ("constraints": killer, ...) sent as f-puzzles data
//	/api/conflicts the fields of a value twice in a group, and the rules
//	               what is placed breaks (a cage once it is full)
//	/api/count     the solutions up to a limit, and each field's true
//	               candidates (a setter's)
//	/api/analyse   the live analysis while setting: none, one or at
//	               least two solutions, the true candidates, and once
//	               unique the rating (cut short after half a second)
//	/api/redundant the givens and rules a puzzle of one solution can do
//	               without, each alone (package redundant)
//	/api/kinds     the rule kinds a setter can add, each with the
//	               arguments of its example and their types (GET), and
//	               those the request's spec defines (POST)
//	/api/edit      the puzzle as a spec with a rule added ("add": an item
//	               as a spec writes it) or taken out ("remove": its index),
//	               or cells painted as a region ("region"), and its rules
//	               listed
//	/api/share     the puzzle as f-puzzles data, f-puzzles and SudokuPad
//	               links, and this page's own #fpuzzles=... address
//
// A request names the spec ("spec": built-in name, "yaml": a spec's text,
// or "fpuzzles": an f-puzzles puzzle, its JSON, link or compressed text)
// and the puzzle ("puzzle": a line, or "givens": a value index per field,
// -1 for none), and "values" the player's entries.
//
// The page draws a group by its "draw", and a rule as players know its
// kind: in the style of its kind's drawing (constraint.Drawing: a line of
// a colour and width, a thermometer's bulb, an arrow, a dashed cage,
// dots or letters between cells, shapes in cells, a circle on a corner,
// a clue outside the board, clones, sets of cells), from its spec item
// (constraint.Items: the kind's key and argument). It knows the styles,
// not the kinds, so a new kind is drawn without a change to the page or
// to this package. A rule that no item says alone (a negative rule of
// dots) it draws by its kind's "shape" (game.Shape: region, edge, line,
// cells).
//
// The page is seven scripts under static/, loaded in order by index.html
// and sharing one scope, one concern each: state.js (the state and the
// API calls), board.js (the spec, the puzzle, the progress kept, the
// timer), draw.js (the board and every rule), input.js (selection, typing,
// undo), actions.js (opening, sharing, the buttons, live analysis),
// setting.js (setting rules) and app.js (the controls wired, the start).
// It plays as SudokuPad does: digits, corner and
// centre marks and colours (z x c v, space to cycle), several fields
// selected at once, undo and redo, conflicts as they come, a timer, the
// progress of each puzzle kept in the browser's local storage; it opens a
// puzzle from its own address (#fpuzzles=DATA, ?load=DATA as f-puzzles
// links carry it, #spec=NAME&puzzle=LINE), from a pasted link or a file
// dropped on it, and shares it back.
package web
