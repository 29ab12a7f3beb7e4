package input

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
)

// A dot_rows file is a YAML list of puzzles of n-Sudoku, each a mapping
// whose dot_rows key lists its rows, '.' for an empty cell, as a public
// benchmark of mixed sizes writes them:
//
//	- {dot_rows: ['.....356.', '7.61.....', ...]}
//
// Its size is the number of rows, and its values those dotRowsValues
// gives for that size.

// dotRowsValues are the values of the n-Sudoku sizes found in dot_rows
// files, one character each.
var dotRowsValues = map[int]string{9: "123456789", 16: "0123456789ABCDEF", 25: "ABCDEFGHIJKLMNOPQRSTUVWXY", 36: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}

// yamlLine finds the line a YAML syntax error names ("yaml: line 3: ...").
var yamlLine = regexp.MustCompile(`line (\d+): `)

// IsDotRows reports whether data is YAML whose top is a list: a dot_rows
// file, where a spec is a mapping. Only text whose first content could
// start a list (-, [, or a tag or anchor before one) is parsed to tell,
// so that a spec read is not parsed twice.
func IsDotRows(data []byte) bool {
	if !mayStartList(data) {
		return false
	}
	var top yaml.Node
	if err := yaml.Unmarshal(data, &top); err != nil {
		return false
	}
	return len(top.Content) == 1 && top.Content[0].Kind == yaml.SequenceNode
}

// mayStartList reports whether the first content of YAML data (past
// blank lines, comments, directives and document markers) starts with a
// character a list at its top may start with; a mapping, a scalar or a
// flow mapping never does.
func mayStartList(data []byte) bool {
	for line := range strings.Lines(strings.TrimPrefix(string(data), "\ufeff")) {
		t := strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(t, "---"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			t = strings.TrimSpace(rest)
		}
		if t == "" || t[0] == '#' || t[0] == '%' {
			continue
		}
		return strings.ContainsRune("-[&!", rune(t[0]))
	}
	return false
}

// DotRows reads the puzzles of a dot_rows file, name naming it in
// errors, each with the rules of an n-Sudoku of its size (one Rules per
// size, shared) and its position at its first row. A bad puzzle is an
// error at its place; the others are read.
func DotRows(name string, data []byte) ([]*puzzle.Puzzle, error) {
	var top yaml.Node
	if err := yaml.Unmarshal(data, &top); err != nil {
		line := 1
		if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
			line, _ = strconv.Atoi(m[1])
		}
		return nil, &game.Error{Pos: game.Position{File: name, Line: line, Col: 1}, Msg: fmt.Sprintf("invalid YAML: %s", yamlLine.ReplaceAllString(strings.TrimPrefix(err.Error(), "yaml: "), ""))}
	}
	if len(top.Content) != 1 || top.Content[0].Kind != yaml.SequenceNode {
		return nil, &game.Error{Pos: game.Position{File: name, Line: 1, Col: 1}, Msg: "a dot_rows file is a list of puzzles such as {dot_rows: ['.....356.', ...]}"}
	}
	bySize := map[int]*game.Rules{}
	var out []*puzzle.Puzzle
	var errs game.ErrorList
	for _, item := range top.Content[0].Content {
		at := game.Position{File: name, Line: item.Line, Col: item.Column}
		rows := dotRowsOf(item)
		if rows == nil {
			errs.Add(&game.Error{Pos: at, Msg: "each puzzle is a mapping with a list of rows under dot_rows"})
			continue
		}
		n := len(rows.Content)
		chars, ok := dotRowsValues[n]
		if !ok {
			errs.Add(&game.Error{Pos: at, Msg: fmt.Sprintf("a puzzle of %d rows: the sizes of dot_rows puzzles are 9, 16, 25 and 36", n)})
			continue
		}
		r := bySize[n]
		if r == nil {
			var err error
			if r, err = nSudokuRules(n, chars); err != nil {
				return nil, err
			}
			bySize[n] = r
		}
		lines := make([]string, n)
		for i, row := range rows.Content {
			lines[i] = row.Value
		}
		first := game.Position{File: name, Line: rows.Content[0].Line, Col: rows.Content[0].Column}
		ps, err := puzzle.ParseString(r, name, strings.Join(lines, "\n"))
		if err != nil {
			errs.Add(rowError(name, rows, err))
			continue
		}
		for _, p := range ps {
			p.Pos, p.Rules = first, r
			out = append(out, p)
		}
	}
	return out, errs.Err(game.Position{File: name, Line: 1, Col: 1})
}

// rowError places err, an error of the puzzle whose rows are those of
// rows read as lines of one text, at its row in the file.
func rowError(name string, rows *yaml.Node, err error) error {
	var e *game.Error
	if !errors.As(err, &e) || e.Pos.Line < 1 || e.Pos.Line > len(rows.Content) {
		return &game.Error{Pos: game.Position{File: name, Line: rows.Content[0].Line, Col: rows.Content[0].Column}, Msg: err.Error()}
	}
	row := rows.Content[e.Pos.Line-1]
	col := row.Column + max(e.Pos.Col, 1) - 1
	if row.Style&(yaml.SingleQuotedStyle|yaml.DoubleQuotedStyle) != 0 {
		col++ // past the quote
	}
	return &game.Error{Pos: game.Position{File: name, Line: row.Line, Col: col}, Msg: e.Msg}
}

// dotRowsOf returns the list of rows of a dot_rows puzzle, or nil when
// item is none.
func dotRowsOf(item *yaml.Node) *yaml.Node {
	if item.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(item.Content); i += 2 {
		if item.Content[i].Value == "dot_rows" && item.Content[i+1].Kind == yaml.SequenceNode && len(item.Content[i+1].Content) > 0 {
			return item.Content[i+1]
		}
	}
	return nil
}

// nSudokuRules returns the rules of an n-Sudoku with the given values, one
// character each, and boxes as square as n allows (groups.BoxShape).
func nSudokuRules(n int, chars string) (*game.Rules, error) {
	vals, err := game.NewValues(strings.Split(chars, ""))
	if err != nil {
		return nil, err
	}
	a := groups.Square(n)
	gs := append(groups.Rows(a), groups.Columns(a)...)
	if h, w := groups.BoxShape(n); h > 0 {
		boxes, err := groups.Boxes(a, h, w)
		if err != nil {
			return nil, err
		}
		gs = append(gs, boxes...)
	}
	return game.NewRules(fmt.Sprintf("%dx%d", n, n), n, n, nil, vals, gs)
}
