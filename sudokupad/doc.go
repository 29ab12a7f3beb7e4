// Package sudokupad reads puzzles in SudokuPad's own format (SCL, also
// called CTC): the JSON SudokuPad keeps a puzzle in, a board of cells and
// what is drawn on it, shared as a link that carries it compressed.
//
// How the parts fit:
//
//   - Decode (decode.go) takes what a person gives: a link
//     (https://sudokupad.app/scl..., .../ctc..., ...?puzzleid=scl...), its
//     payload alone (scl... or ctc..., read the same), or the JSON, and
//     returns the JSON. A payload is lz-string's compressToBase64 (or
//     compressToEncodedURIComponent) of the JSON, URL-escaped in links, or
//     of the JSON zipped by SudokuPad's PuzzleZipper. A link with a short
//     id (sudokupad.app/v2m1f8gtlp) names a puzzle kept on SudokuPad's
//     server, which cannot be fetched here: its error says to open it in
//     SudokuPad and share it as a link with the puzzle in it; an
//     f-puzzles payload (fpuz... or fpuzzles...) is an error that says
//     package fpuzzles reads it. Looks tells at a glance whether a text
//     is one of these.
//   - Unzip (unzip.go) reads the zipped JSON with a small tokenizer of
//     that relaxed JSON: short keys (ce for cells, wp for wayPoints, ...),
//     keys without quotes, strings in single quotes, an empty object in a
//     list as nothing between commas, f and t for false and true, #0 and
//     #F for black and white, colours of six hex digits bare. A shape's
//     rounded may be a number, as Penpa+'s converter writes it (0 is
//     false). Colours are read as "#rgb", "#rgba", "#rrggbb" or
//     "#rrggbbaa", the alpha opaque. It reads
//     what SudokuPad's unzip reads, quirks and all (a string of six hex
//     digits becomes a colour), and its errors give the column.
//   - ParseContext (read.go) reads the JSON (model.go) into a Puzzle: a
//     puzzle.Puzzle with the rules of its board (rows, columns, and the
//     regions listed, or the boxes of its size) and a constraint for each
//     drawing that is a rule, each made by its rule kind's Read (the
//     built-in kinds and the library's, specs.Kinds) from the values the
//     drawing gives (args.go); its givens; the title, author, rules text
//     and solution of the cages without cells that SudokuPad keeps them
//     in ("title: ...", "solution: 1234..."). Read is Decode and
//     ParseContext.
//   - Write (write.go) writes a puzzle as SCL JSON, each rule drawn by
//     its kind's drawer as the converter draws it (a plain line in the
//     colour setters give it), and a rules text that names every kind
//     of rule and states the rules of the whole board, so that the
//     reader reads it back; what SCL cannot carry so is an error that
//     names it. Write reads its JSON back and checks the rules and
//     givens. Zip (zip.go), the inverse of Unzip, zips it as
//     PuzzleZipper does, escaping what SudokuPad's unzip would misread,
//     and Link makes the link of it.
//
// # Drawings and rules
//
// SCL has no rules, only drawings: drawings.go reads them by the
// conventions of SudokuPad's f-puzzles converter, which most SCL puzzles
// are drawn by or like (coordinates are [row, column] in cells, the
// centre of r1c1 at [0.5, 0.5]):
//
//   - killer cages: cages with cells and unique: true, their value the
//     sum; cages with the style of f-puzzles' indexers: indexers;
//   - thermometers: a thick grey line, the converter's #CFCFCF or
//     SudokuPad's own #CCC, with a round bulb of such a grey at one end
//     (slow thermometers when the rules text names only those, or says
//     the digits "increase or stay the same"); when the text names
//     thermometers, a thick line of any colour with a bulb of its
//     colour, and bulbs from 0.6 of a cell;
//   - between lines: a thin grey line with a circle at both ends;
//   - arrows: a grey (#a1a1a1) arrow whose first point lies off the centre
//     of a cell of its bulb, a round overlay with a grey border (a pill
//     over several cells) or a thick grey line (an L-shaped bulb); when
//     the rules text speaks of arrows, also a thin plain line from the
//     middle of a round bulb whose border is its colour to a head drawn
//     as a line of three points, its middle the shaft's end;
//   - little killers: a short thin black arrow along a diagonal beside the
//     board, its total written in its cell (one without a total is left
//     out only when the rules text speaks of little killers or of sums
//     along diagonals; else it may mark a diagonal for another rule, and
//     is an error);
//   - sandwich sums, X-sums, skyscrapers: numbers beside the board, by
//     what the rules text names; with none named, a number as the
//     converter writes a sandwich sum (on white, large) is one;
//   - kropki dots: small circles on an edge, black (ratio, 2 without a
//     number) or white (difference, 1 without); X and V: the letters on an
//     edge, alone (the converter) or in a small white circle (SudokuPad's
//     own tool); quadruples: a white circle with digits on a corner;
//   - inequality signs: when the rules text names them ("The inequality
//     signs between two cells ...", constraint.NamesSigns), text on an
//     edge that draws one ("<", ">", "^", "v" without a background, ...)
//     turned by its angle, as the converter writes f-puzzles' text: a
//     greater-than rule (the library's greaterthan), the cell it opens
//     toward the greater (constraint.SignOrder, as package fpuzzles
//     reads the text); a sign the text does not name, or that opens
//     toward neither cell, is left unread;
//   - even and odd: grey squares and circles in cells, or squares and
//     circles of a colour a sentence of the rules text names with a
//     parity ("The yellow circles contain odd digits"), the colour as it
//     shows on the white board (a translucent black is a grey); minimum
//     and maximum: the chevrons the converter draws in a cell;
//   - counting circles: when the rules text names them, the circles
//     about a cell wide left in cells, all of one style;
//   - the diagonals: blue (#34BBE6) lines from corner to corner;
//   - an irregular board's regions, when it lists none, from hidden
//     cages of different values without a sum that share the board out
//     in as many cages of as many cells as its side (as Sudoku Maker
//     keeps them), the lines along the grid that outline them (each
//     step between two regions or along the edge) their decoration.
//
// What the drawing alone leaves open, the rules text decides (rules.go).
// Plain lines (whispers, renban, palindromes, region sum, entropic,
// modular, zipper, nabner and parity lines) are read when the text names
// exactly one kind of line and the lines left are of one style (a line
// drawn twice, an outline and its colour, counts once). When it names
// several, a line is read as the kind that a sentence naming one kind
// gives its colour ("Digits on a purple renban line ...", "Adjacent
// digits on a green line differ by 5 or more"): the colour words name
// families of hues (purple takes magenta, pink and lavender; orange takes
// peach; blue takes cyan and turquoise), and a family two kinds are
// given reads as neither. A line of those kinds reads the same either
// way, and is read from the end first in reading order; whispers take
// the least difference their sentence states ("at least 3"), else 5, or
// 4 for Dutch ones. A line that passes a cell again (a loop) is read,
// for the kinds said of each few cells in a row along it (whispers and
// parity lines of each pair, entropic and modular lines of each three),
// as its parts that pass each cell once, each starting with the last
// cells of the one before, so that every pair or three along the line
// drawn lies in one part; a loop of another kind (a renban, a region
// sum) stays an error. A zipper line of an odd number of cells may have
// a dot of its colour on its middle cell, which says what the line says.
// A kind is named by name or in other words: "a set of
// consecutive digits" (renban), "box borders divide the line into
// segments", "sum to the same total in each box" (region sum), "adjacent
// digits ... differ by at least 5" (whispers). The text also states the
// rules of the whole board: anti-knight, anti-king ("a knight's move
// apart", "separated by a knight's move"), non-consecutive, disjoint
// groups, the diagonals when none is drawn, and which marks are all given
// ("All possible black dots are given"; "all dots" are those of the
// colours the text speaks of, white, black or both). SudokuPad's
// placeholders for a title, an author or rules the puzzle has not
// ("Untitled") are left out.
//
// A drawing that no rule reads and that is more than decoration (the
// colour of whole cells, a translucent white that shows nothing, text
// beside the board) is an error that names
// it ("lines[3]"), its cells, colour and width, and the sentence of the
// rules text that may say what it is: a puzzle never loses a rule
// silently. So is a solution given with digits beyond the board's side,
// whose values the rules text chooses ("six digits from 1 to 9"). With
// Options.Lenient the rest is read and Notes say what was left out.
// Errors are *game.Error, at most game.MaxErrors, joined.
//
// Input comes from anyone: the JSON read is at most MaxBytes, a payload's
// text at most lzstring.DefaultLimit, lists nest at most MaxDepth deep,
// and the board is at most MaxSize by MaxSize.
package sudokupad
