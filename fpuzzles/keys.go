package fpuzzles

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// puzzleKeys read the keys of an f-puzzles puzzle that are not a rule
// kind's (forms.go reads those, each by its kind's form): its title,
// its grid, its groups beyond rows, columns and boxes, the dots all
// given, its text, of which inequality signs may be rules (signs.go),
// what only draws and the solution given (drawings.go). Each reads into the puzzle being built; a key that no
// reader reads, nor cosmetic, is an error.
var puzzleKeys = map[string]reader{
	"title":          nothing,
	"author":         nothing,
	"ruleset":        nothing,
	"grid":           readGrid,
	"diagonal+":      readDiagonal,
	"diagonal-":      readDiagonal,
	"disjointgroups": readDisjoint,
	"extraregion":    readExtraRegions,
	"negative":       readNegative,
	"text":           readText,
	"line":           readDrawings,
	"circle":         readDrawings,
	"rectangle":      readDrawings,
	"cage":           readDrawings,
	"solution":       readSolution,
}

// negativeKeys read the keys that are negative rules of marks with none
// given, each the key of a kind's form of shape FPuzzlesNegative; they
// take their rule when every key is read (finishDots).
var negativeKeys = map[string]reader{
	"nonconsecutive": readNonConsecutive,
}

// nothing reads a key the puzzle reads as a whole (its title).
func nothing(*builder, string, json.RawMessage) {}

// entry is an f-puzzles entry of a list: the shapes every kind uses.
type entry struct {
	Cell       string          `json:"cell"`
	Cells      []string        `json:"cells"`
	Lines      [][]string      `json:"lines"`
	Value      json.RawMessage `json:"value"`
	Values     []int           `json:"values"`
	Direction  string          `json:"direction"`
	CloneCells []string        `json:"cloneCells"`
	Angle      json.RawMessage `json:"angle"` // text's, turned clockwise in degrees
}

// entries reads key as a list of entries; it reports a list that is not.
func (b *builder) entries(key string, raw json.RawMessage) []entry {
	var out []entry
	if err := json.Unmarshal(raw, &out); err != nil {
		b.errorf(key, "a list of entries such as {\"cells\": [\"R1C1\"]}, not %s", excerpt(raw))
		return nil
	}
	return out
}

// value reads an entry's value, written as a string or a number, "" when
// absent.
func (e entry) value() string {
	var s string
	if json.Unmarshal(e.Value, &s) == nil {
		return strings.TrimSpace(s)
	}
	var n json.Number
	if json.Unmarshal(e.Value, &n) == nil {
		return n.String()
	}
	return ""
}

// intValue reads an entry's value as a whole number.
func (b *builder) intValue(where string, e entry) (int, bool) {
	n, err := strconv.Atoi(e.value())
	if err != nil {
		b.errorf(where, "the value %s is no whole number", game.Excerpt(e.value()))
		return 0, false
	}
	return n, true
}

// flag reads a boolean key.
func (b *builder) flag(key string, raw json.RawMessage) bool {
	var on bool
	if err := json.Unmarshal(raw, &on); err != nil {
		b.errorf(key, "true or false, not %s", excerpt(raw))
		return false
	}
	return on
}

// gridCell is a cell of the grid.
type gridCell struct {
	Value            int             `json:"value"`
	Given            bool            `json:"given"`
	Region           json.RawMessage `json:"region"`
	GivenPencilMarks []int           `json:"givenPencilMarks"`
}

// gridFields says what each key of a grid's cell that gridCell reads
// must be, for errors.
var gridFields = map[string]string{"value": "a whole number", "given": "true or false", "givenPencilMarks": "a list of whole numbers"}

// readCell reads a cell of the grid, and reports at where a cell that
// is not one.
func (b *builder) readCell(where string, raw json.RawMessage) (gridCell, bool) {
	var cell gridCell
	err := json.Unmarshal(raw, &cell)
	if err == nil {
		return cell, true
	}
	var keys map[string]json.RawMessage
	var te *json.UnmarshalTypeError
	if json.Unmarshal(raw, &keys) != nil {
		b.errorf(where, "a cell is an object such as {\"value\": 3, \"given\": true}, not %s", excerpt(raw))
	} else if errors.As(err, &te) && gridFields[te.Field] != "" {
		b.errorf(where, "%s must be %s, not %s", te.Field, gridFields[te.Field], describe(keys[te.Field]))
	} else {
		b.errorf(where, "the cell does not read: %v", err)
	}
	return cell, false
}

// describe says what a raw JSON value is, for an error: the string "3",
// the number 3.5, or the value itself, cut short.
func describe(raw json.RawMessage) string {
	var s string
	var n json.Number
	switch {
	case json.Unmarshal(raw, &s) == nil:
		return "the string " + game.Excerpt(s)
	case json.Unmarshal(raw, &n) == nil:
		return "the number " + game.Cut(n.String())
	}
	return excerpt(raw)
}

// readGrid reads the givens, the regions (a jigsaw's) and given pencil
// marks.
func readGrid(b *builder, key string, raw json.RawMessage) {
	var grid [][]json.RawMessage
	if err := json.Unmarshal(raw, &grid); err != nil {
		b.errorf(key, "a list of rows of cells, not %s", excerpt(raw))
		return
	}
	if len(grid) != b.size {
		b.errorf(key, "%d rows, but the size is %d", len(grid), b.size)
		return
	}
	for r, row := range grid {
		if len(row) != b.size {
			b.errorf(fmt.Sprintf("%s[%d]", key, r), "%d cells, but the size is %d", len(row), b.size)
			continue
		}
		for c, rawCell := range row {
			where := fmt.Sprintf("grid R%dC%d", r+1, c+1)
			cell, ok := b.readCell(where, rawCell)
			if !ok {
				continue
			}
			i := r*b.size + c
			if cell.Given && cell.Value != 0 {
				if cell.Value < 1 || cell.Value > b.size {
					b.errorf(where, "the given %d is no value of a board of %d", cell.Value, b.size)
				} else {
					b.givens[i] = cell.Value - 1
				}
			}
			if cell.Region != nil {
				b.regions = true
				var id *int
				if err := json.Unmarshal(cell.Region, &id); err != nil {
					b.errorf(where, "the region %s is no number", excerpt(cell.Region))
				} else if id == nil {
					b.region[i] = -1
				} else {
					b.region[i] = *id
				}
			}
			if len(cell.GivenPencilMarks) > 0 {
				b.pencilMarks(where, game.Pos{Row: r, Col: c}, cell.GivenPencilMarks)
			}
		}
	}
}

// pencilMarks makes the given pencil marks of a cell a rule: the cell
// holds one of them.
func (b *builder) pencilMarks(where string, p game.Pos, marks []int) {
	var words []string
	for _, v := range marks {
		if v < 1 || v > b.size {
			b.errorf(where, "the pencil mark %d is no value of a board of %d", v, b.size)
			return
		}
		words = append(words, strconv.Itoa(v))
	}
	b.readGivenPencilMarks(where, p, words)
}

// readDiagonal reads diagonal+ (bottom left to top right) or diagonal-.
func readDiagonal(b *builder, key string, raw json.RawMessage) {
	if !b.flag(key, raw) {
		return
	}
	g := game.GroupSpec{Name: "diagonal", Kind: game.GroupDiagonal}
	for i := range b.size {
		if key == "diagonal+" {
			g.Name = "anti-diagonal"
			g.Cells = append(g.Cells, game.Pos{Row: b.size - 1 - i, Col: i})
		} else {
			g.Cells = append(g.Cells, game.Pos{Row: i, Col: i})
		}
	}
	b.groups = append(b.groups, g)
}

// readDisjoint reads disjointgroups: the cells at one place of every box
// differ.
func readDisjoint(b *builder, key string, raw json.RawMessage) {
	if !b.flag(key, raw) {
		return
	}
	h, w := groups.BoxShape(b.size)
	if h == 0 {
		b.errorf(key, "a board of %d has no boxes to be disjoint", b.size)
		return
	}
	gs, err := groups.Disjoint(groups.Square(b.size), h, w)
	if err != nil {
		b.errorf(key, "%v", err)
		return
	}
	b.groups = append(b.groups, gs...)
}

// readExtraRegions reads extra regions: their cells differ.
func readExtraRegions(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		cells, ok := b.cells(where, e.Cells)
		if !ok {
			continue
		}
		if len(cells) > b.size {
			b.errorf(where, "%d cells cannot hold different values: there are %d", len(cells), b.size)
			continue
		}
		b.groups = append(b.groups, groups.List(fmt.Sprintf("extra region %d", i+1), cells))
	}
}
