package iss

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/specs"
)

// MaxBytes is the most bytes of text a puzzle may have.
const MaxBytes = 4 << 20

// MaxSize is the largest side of a board ISS draws.
const MaxSize = 16

// Looks reports whether text is, at a glance, an ISS puzzle: a
// constraint string (it starts with a dot and a type, ".Cage~",
// or ".~" for givens) or a link of ISS's page with one in its q
// parameter.
func Looks(text string) bool {
	t := strings.TrimSpace(text)
	if q := linkQuery(t); q != "" {
		t = q
	}
	if len(t) < 2 || t[0] != '.' {
		return false
	}
	end := strings.IndexAny(t[1:], "~.")
	if end < 0 {
		end = len(t) - 1
	}
	typ := t[1 : 1+end]
	if _, ok := readers[typ]; !ok && !issTypes[typ] && !composite[typ] && typ != "Shape" {
		return false
	}
	// A one- or two-letter type (X, V, the givens') has its arguments, as
	// a line of letters (.X.V..) does not.
	return len(typ) > 2 || 1+end < len(t) && t[1+end] == '~'
}

// composite are ISS's types of rules made of others, and the end of one.
var composite = map[string]bool{"And": true, "Or": true, "Replicate": true, "End": true}

// linkQuery returns the constraint string a link of ISS's page carries in
// its q parameter, or "".
func linkQuery(t string) string {
	if !strings.HasPrefix(t, "http://") && !strings.HasPrefix(t, "https://") {
		return ""
	}
	u, err := url.Parse(t)
	if err != nil {
		return ""
	}
	q := u.Query().Get("q")
	if !strings.HasPrefix(q, ".") {
		return ""
	}
	return q
}

// Read reads a puzzle written as ISS writes one: its constraint string,
// or a link of ISS's page that carries it. name names it in errors.
func Read(name, text string) (*puzzle.Puzzle, error) {
	return ReadContext(context.Background(), name, text)
}

// ReadContext reads a puzzle as Read does, and stops building its rules
// when ctx ends, with an error that wraps ctx's. Its error joins the
// problems found (game.SplitErrors lists them), each a *game.Error at
// the line and column of the constraint or argument: the first
// game.MaxErrors, then a *game.MoreErrors that counts the rest.
func ReadContext(ctx context.Context, name, text string) (*puzzle.Puzzle, error) {
	if len(text) > MaxBytes {
		return nil, &game.Error{Pos: game.Position{File: name}, Msg: fmt.Sprintf("the puzzle has %d bytes, more than the %d read", len(text), MaxBytes)}
	}
	if q := linkQuery(strings.TrimSpace(text)); q != "" {
		text = q
	}
	items, ok := scan(name, text)
	if !ok {
		return nil, &game.Error{Pos: game.Position{File: name, Line: 1, Col: 1}, Msg: "not an ISS constraint string: it starts with a dot and a constraint, as .Cage~15~R1C1~R1C2 or .~R1C1_5 for a given"}
	}
	kinds, err := specs.Kinds()
	if err != nil {
		return nil, err
	}
	b := &builder{ctx: ctx, name: name, kinds: kinds, shape: defaultShape, givens: map[game.Pos]int{}, pairKinds: map[string]*constraint.Kind{}}
	b.readShape(items)
	if b.errs.Len() > 0 {
		return nil, b.err()
	}
	b.values()
	depth := 0
	for _, it := range items {
		switch it.typ {
		case "Shape":
		case "And", "Or", "Replicate":
			if it.typ == "And" && depth == 0 {
				depth++
				continue
			}
			b.errorf(it.pos, "ISS's %s (a rule made of others) has no rule here yet: %s", it.typ, sayItem(it))
			return nil, b.err()
		case "End":
			if depth == 0 {
				b.errorf(it.pos, ".End closes no .And or .Or")
				continue
			}
			depth--
		default:
			read, ok := readers[it.typ]
			switch {
			case ok && read != nil:
				read(b, it)
			case ok || issTypes[it.typ]:
				b.errorf(it.pos, "ISS's %s has no rule here: %s", it.typ, sayItem(it))
			default:
				b.errorf(it.pos, "%s is no constraint of ISS's: each starts .Type~, such as .Cage~15~R1C1~R1C2", game.Excerpt(it.typ))
			}
		}
	}
	if depth > 0 {
		b.errorf(items[len(items)-1].pos, "an .And is not closed by .End")
	}
	b.finishMarks()
	if b.errs.Len() > 0 {
		return nil, b.err()
	}
	return b.puzzle()
}

// sayItem writes an item back, cut short, for a message.
func sayItem(it item) string {
	return game.Excerpt("." + strings.Join(append([]string{it.typ}, it.args...), "~"))
}

// A shape is a board as ISS's Shape gives it: its rows and columns, how
// many values and whether they start at 0, and whether it is a Sudoku
// grid (rows, columns and boxes all different) or a raw one (none).
type shape struct {
	rows, cols, values int
	zero, raw          bool
}

var defaultShape = shape{rows: 9, cols: 9, values: 9}

// builder is a puzzle being read: what its items said, and every
// problem.
type builder struct {
	ctx    context.Context
	name   string
	kinds  []*constraint.Kind
	shape  shape
	words  []string // the values' words
	vals   *game.Values
	givens map[game.Pos]int // value index

	noBoxes, disjoint, windoku bool
	sameValues                 bool // the largest houses hold the same values
	sameAt                     game.Position
	regionSize                 int
	groups                     []game.GroupSpec
	rules                      []game.Constraint
	wheres                     []game.Position // by rule: where it was read
	marks                      map[string]*marks
	fullRank                   []pendingRank
	ties                       string
	pairKinds                  map[string]*constraint.Kind // the kinds defined for pair tables, by table
	tiesAt                     game.Position
	notes                      []string
	errs                       game.ErrorList
}

func (b *builder) errorf(at game.Position, format string, args ...any) {
	if b.errs.Full() {
		b.errs.Skip()
		return
	}
	b.errs.Add(&game.Error{Pos: at, Msg: fmt.Sprintf(format, args...)})
}

func (b *builder) err() error { return b.errs.Err(game.Position{File: b.name}) }

// readShape reads the board's shape from the first Shape item, as ISS
// does, and checks that every other says the same.
func (b *builder) readShape(items []item) {
	first := ""
	for _, it := range items {
		if it.typ != "Shape" {
			continue
		}
		spec := strings.Join(it.args, "~")
		if first != "" {
			if spec != first {
				b.errorf(it.pos, "a second Shape, %s, says other than the first, %s", game.Excerpt(spec), game.Excerpt(first))
			}
			continue
		}
		first = spec
		s, err := parseShape(spec)
		if err != nil {
			b.errorf(it.at(0), "%v", err)
			continue
		}
		b.shape = s
	}
}

// parseShape reads ISS's shape: "6x6", "9x9~0-8", "7x7~9", "9x9~~Raw".
func parseShape(spec string) (shape, error) {
	bad := fmt.Errorf("the shape %s is no board: write rows x columns, then maybe the values and the grid's type, as 6x6, 9x9~0-8 or 9x9~~Raw", game.Excerpt(spec))
	parts := strings.Split(spec, "~")
	if len(parts) > 3 || parts[len(parts)-1] == "" {
		return shape{}, bad
	}
	r, c, ok := strings.Cut(parts[0], "x")
	rows, err1 := strconv.Atoi(r)
	cols, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil {
		return shape{}, bad
	}
	if rows < 1 || cols < 1 || rows > MaxSize || cols > MaxSize {
		return shape{}, fmt.Errorf("the board %dx%d is not from 1x1 to %dx%d", rows, cols, MaxSize, MaxSize)
	}
	s := shape{rows: rows, cols: cols, values: max(rows, cols)}
	if len(parts) > 1 && parts[1] != "" {
		lo, hi, isRange := strings.Cut(parts[1], "-")
		a, err1 := strconv.Atoi(lo)
		bHi, err2 := strconv.Atoi(hi)
		switch {
		case !isRange && err1 == nil:
			s.values = a
		case isRange && err1 == nil && err2 == nil && (a == 0 || a == 1) && bHi >= a:
			s.values, s.zero = bHi-a+1, a == 0
		default:
			return shape{}, fmt.Errorf("the values %s are no range: write their count (9) or 1-9 or 0-8", game.Excerpt(parts[1]))
		}
	}
	if len(parts) > 2 {
		switch parts[2] {
		case "Sudoku":
		case "Raw":
			s.raw = true
		default:
			return shape{}, fmt.Errorf("the grid type %s is neither Sudoku nor Raw", game.Excerpt(parts[2]))
		}
	}
	least := max(rows, cols)
	if s.raw {
		least = 1
	}
	if s.values < least || s.values > MaxSize {
		return shape{}, fmt.Errorf("%d values do not fill a %dx%d board's rows and columns, or are more than %d", s.values, rows, cols, MaxSize)
	}
	return s, nil
}

// values makes the board's values: 1 to n, or 0 to n-1.
func (b *builder) values() {
	b.words = make([]string, b.shape.values)
	for i := range b.words {
		n := i + 1
		if b.shape.zero {
			n = i
		}
		b.words[i] = strconv.Itoa(n)
	}
	b.vals, _ = game.NewValues(b.words)
}

// cellChars are the characters of a row or a column in ISS's cell
// names, R1C1 to RgCg: 1 to 16 in base 17.
const cellChars = "123456789abcdefg"

// cell reads argument i of it as a cell on the board: R1C1, or RaCb on
// boards past 9x9.
func (b *builder) cell(it item, i int) (game.Pos, bool) {
	s := it.args[i]
	if len(s) == 4 && (s[0] == 'R' || s[0] == 'r') && (s[2] == 'C' || s[2] == 'c') {
		r := strings.IndexByte(cellChars, lower(s[1]))
		c := strings.IndexByte(cellChars, lower(s[3]))
		if r >= 0 && c >= 0 {
			if r >= b.shape.rows || c >= b.shape.cols {
				b.errorf(it.at(i), "%s is off the %dx%d board", s, b.shape.rows, b.shape.cols)
				return game.Pos{}, false
			}
			return game.Pos{Row: r, Col: c}, true
		}
	}
	b.errorf(it.at(i), "%s is no cell: ISS writes a cell R1C1 (RaCa for row and column 10)", game.Excerpt(s))
	return game.Pos{}, false
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// cells reads the arguments of it from argument from on as cells; at
// least least of them.
func (b *builder) cells(it item, from, least int) ([]game.Pos, bool) {
	if len(it.args)-from < least {
		b.errorf(it.pos, "%s needs at least %d cells: %s", it.typ, least, sayItem(it))
		return nil, false
	}
	out := make([]game.Pos, 0, len(it.args)-from)
	ok := true
	for i := from; i < len(it.args); i++ {
		p, good := b.cell(it, i)
		ok = ok && good
		out = append(out, p)
	}
	return out, ok
}

// int reads argument i of it as a whole number.
func (b *builder) int(it item, i int) (int, bool) {
	if i >= len(it.args) {
		b.errorf(it.pos, "%s needs a number: %s", it.typ, sayItem(it))
		return 0, false
	}
	n, err := strconv.Atoi(it.args[i])
	if err != nil {
		b.errorf(it.at(i), "%s is no whole number", game.Excerpt(it.args[i]))
		return 0, false
	}
	return n, true
}

// add makes the rules of an item of the kind of key, read from it.
func (b *builder) add(it item, key string, args ...constraint.Arg) {
	k := constraint.Lookup(b.kinds, key)
	if k == nil {
		b.errorf(it.pos, "ISS's %s has no rule here: %s", it.typ, sayItem(it))
		return
	}
	cs, err := k.ReadItem(constraint.Item{Key: key, Args: args})
	if err != nil {
		b.errorf(it.pos, "%s: %v", sayItem(it), err)
		return
	}
	for _, c := range cs {
		b.rules = append(b.rules, c)
		b.wheres = append(b.wheres, it.pos)
	}
}

// area is the board's rows and columns.
func (b *builder) area() groups.Area { return groups.Area{Rows: b.shape.rows, Cols: b.shape.cols} }

// boxDims returns the boxes of size cells that tile the board as ISS
// finds them, the squarest first, or 0, 0 when none do.
func boxDims(rows, cols, size int) (h, w int) {
	for small := isqrt(size); small >= 2; small-- {
		if size%small != 0 {
			continue
		}
		large := size / small
		if rows%small == 0 && cols%large == 0 {
			return small, large
		}
		if large != small && rows%large == 0 && cols%small == 0 {
			return large, small
		}
	}
	return 0, 0
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// boardGroups returns the board's houses: rows and columns, and boxes
// unless NoBoxes, on a Sudoku grid; and the disjoint groups and windows
// asked for.
func (b *builder) boardGroups(at game.Position) []game.GroupSpec {
	if b.shape.raw {
		return nil
	}
	a := b.area()
	gs := append(groups.Rows(a), groups.Columns(a)...)
	size := b.regionSize
	if size == 0 {
		size = max(b.shape.rows, b.shape.cols)
	}
	h, w := boxDims(b.shape.rows, b.shape.cols, size)
	if !b.noBoxes && h > 0 {
		boxes, err := groups.Boxes(a, h, w)
		if err != nil {
			b.errorf(at, "%v", err)
		}
		gs = append(gs, boxes...)
	}
	if b.disjoint {
		if h == 0 {
			b.errorf(at, "a %dx%d board has no boxes to make disjoint sets of", b.shape.rows, b.shape.cols)
		} else if d, err := groups.Disjoint(a, h, w); err != nil {
			b.errorf(at, "%v", err)
		} else {
			gs = append(gs, d...)
		}
	}
	if b.windoku {
		gs = append(gs, b.windows(at)...)
	}
	return gs
}

// puzzle makes the puzzle of what was read: the board's groups and the
// rules, compiled.
func (b *builder) puzzle() (*puzzle.Puzzle, error) {
	at := game.Position{File: b.name, Line: 1, Col: 1}
	gs := append(b.boardGroups(at), b.groups...)
	if b.sameValues {
		b.sameHouses(gs)
	}
	if b.errs.Len() > 0 {
		return nil, b.err()
	}
	rules, err := game.NewRulesContext(b.ctx, "ISS", b.shape.rows, b.shape.cols, nil, b.vals, gs, b.rules...)
	if ctxErr := b.ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
		return nil, fmt.Errorf("%s: %w", b.name, err)
	}
	if err != nil {
		b.errs.AddRuleErrors(err, func(i int, msg string) {
			if i >= 0 && i < len(b.wheres) {
				b.errorf(b.wheres[i], "%s", msg)
			} else {
				b.errorf(at, "%s", msg)
			}
		})
		return nil, b.err()
	}
	givens := make([]int, b.shape.rows*b.shape.cols)
	for i := range givens {
		givens[i] = game.Empty
	}
	for p, v := range b.givens {
		givens[p.Row*b.shape.cols+p.Col] = v
	}
	p := &puzzle.Puzzle{Givens: givens, Rules: rules, Pos: at, Notes: b.notes}
	if f := puzzle.CheckGivens(rules, givens); f != nil {
		return nil, &game.Error{Pos: at, Msg: f.Error()}
	}
	return p, nil
}

// sortedKeys returns m's keys in order, for output that does not
// depend on a map's order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// windows returns the windows of a Windoku board as ISS places them:
// boxes of the board's box shape, one cell in from the top and the left,
// a cell apart, as many as fit.
func (b *builder) windows(at game.Position) []game.GroupSpec {
	size := b.regionSize
	if size == 0 {
		size = b.shape.values
	}
	h, w := boxDims(b.shape.rows, b.shape.cols, size)
	if h == 0 || b.shape.rows != b.shape.cols {
		b.errorf(at, "a %dx%d board has no windows", b.shape.rows, b.shape.cols)
		return nil
	}
	var corners []game.Pos
	for c := 1; c+w < b.shape.cols; c += w + 1 {
		for r := 1; r+h < b.shape.rows; r += h + 1 {
			corners = append(corners, game.Pos{Row: r, Col: c})
		}
	}
	return groups.Windows(corners, h, w)
}

// sameHouses makes ISS's RegionSameValues: the largest of the houses
// (rows, columns, boxes, jigsaw regions) hold the same values.
func (b *builder) sameHouses(gs []game.GroupSpec) {
	most := 0
	for _, g := range gs {
		most = max(most, len(g.Cells))
	}
	var sets [][]game.Pos
	for _, g := range gs {
		if len(g.Cells) == most {
			sets = append(sets, g.Cells)
		}
	}
	if len(sets) < 2 {
		return // one house holds what it holds
	}
	b.add(item{typ: "RegionSameValues", pos: b.sameAt}, "samevalues", constraint.Arg{Key: "sets", Value: sets})
}
