// Package errmark checks the errors a reader reports for a bad input
// against the errors that the input says it expects, in the manner of
// go/parser's error tests: each expected error is written as a comment at
// its place in the bad input. Every expected error must be reported at its
// line and column with a message that holds the expected text, and nothing
// else may be reported.
//
// # Markers
//
// A marker is a comment line of its own ('#' first after any white space)
// that says where an error is expected and a part of its message, quoted
// as in Go. Under an offending line, a caret stands under the column of
// the error:
//
//	groups:
//	  - cells: [x1, r0c1, r2c2]
//	#           ^ ERROR "cell \"x1\": write cells as r<row>c<col>"
//	#               ^ ERROR "rows and columns from 1"
//
// A caret marker is about the nearest line above it that is not a marker.
// Columns are counted in characters, a tab as one, as the readers count
// them. Where no caret can stand, a marker gives the position, and may
// stand on any line of the file:
//
//	# ERROR 3:1 "unknown key \"valeus\""
//	# ERROR cycle_b.yaml:4:10 "makes a cycle"
//
// That is for column 1 (the comment's '#' stands there), for a line inside
// a YAML block scalar (where a comment would be part of the text), and for
// an error in another file, named relative to the folder of the marked
// file. A file that cannot hold comments (an empty or a binary file) has
// its markers, with positions, in a sidecar file beside it, its name with
// ".want" added.
//
// # Who calls what
//
// A test reads the markers of a bad input with Read (or Parse for a text
// it holds), runs the reader on the input, turns what it reported into
// Errors and calls Check, which fails the test for each expected error
// not reported and each reported error not expected. Match is Check
// without the test, for a harness that checks more about each error.
package errmark
