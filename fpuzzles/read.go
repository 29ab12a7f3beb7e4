package fpuzzles

import (
	"bytes"
	"context"
	"encoding/json"
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
)

// MaxBytes is the most bytes of JSON a puzzle may have.
const MaxBytes = 4 << 20

// MaxSize is the largest board side read.
const MaxSize = game.MaxValues

// Looks reports whether text is, at a glance, an f-puzzles puzzle: JSON
// (it starts with '{'), a link that carries one, or the compressed text
// alone (lz-string's base64 of JSON starts "N4Ig").
func Looks(text string) bool {
	t := strings.TrimSpace(text)
	return strings.HasPrefix(t, "{") || strings.HasPrefix(unprefixed(t), "N4Ig") || linkData(t) != ""
}

// unprefixed returns a compressed puzzle without the prefix SudokuPad
// names the format by in its puzzle ids (fpuzzles..., fpuz...), or t
// as it is.
func unprefixed(t string) string {
	for _, p := range []string{"fpuzzles", "fpuz"} {
		if rest, ok := strings.CutPrefix(t, p); ok {
			return rest
		}
	}
	return t
}

// HeadSize is how much of a text a reader looks at to tell what it holds:
// enough for a few lines of comments before the first puzzle.
const HeadSize = 4096

// LooksStart reports whether a text that starts with head (its first few
// bytes) may be f-puzzles: JSON, a link or a compressed puzzle. A file of
// puzzles in lines never starts so. (input.LooksWhole looks past the
// comment lines a list of links may start with.)
func LooksStart(head string) bool {
	t := strings.TrimLeft(head, " \t\r\n")
	return strings.HasPrefix(t, "{") || strings.HasPrefix(unprefixed(t), "N4Ig") || strings.HasPrefix(t, "http")
}

// linkData returns the compressed puzzle a link carries, or "".
func linkData(t string) string {
	if !strings.HasPrefix(t, "http://") && !strings.HasPrefix(t, "https://") {
		return ""
	}
	u, err := url.Parse(t)
	if err != nil {
		return ""
	}
	if load := u.Query().Get("load"); load != "" {
		return load
	}
	if id := u.Query().Get("puzzleid"); strings.HasPrefix(id, "fpuz") {
		return unprefixed(id)
	}
	if i := strings.Index(u.Path, "/fpuz"); i >= 0 {
		return unprefixed(u.Path[i+1:])
	}
	return ""
}

// Read reads a puzzle from what a person gives: its JSON, a link that
// carries it, or its compressed text. name names it in errors.
func Read(name, text string) (*puzzle.Puzzle, error) {
	return ReadContext(context.Background(), name, text)
}

// ReadContext reads a puzzle as Read does, and stops building its rules
// when ctx ends, with an error that wraps ctx's.
func ReadContext(ctx context.Context, name, text string) (*puzzle.Puzzle, error) {
	return ReadWith(ctx, name, text, Options{})
}

// Options say how a puzzle is read.
type Options struct {
	// Lenient reads a puzzle with keys no rule here reads (a kind of rule
	// this program lacks): they are left out and named in the puzzle's
	// Notes, for a command that only draws it. Without it each is an
	// error, since the puzzle cannot be solved without its rule.
	Lenient bool
}

// ReadWith reads a puzzle as ReadContext does, by opts.
func ReadWith(ctx context.Context, name, text string, opts Options) (*puzzle.Puzzle, error) {
	data, err := Unpack(name, text)
	if err != nil {
		return nil, err
	}
	return parseWith(ctx, name, data, builtin, opts)
}

// errorAt makes the error of a key's entry: "killercage[3]: ...", at the
// file name. where is cut (game.Cut) and quoted by game.QuoteText: a key
// the program does not know is the puzzle's own text.
func errorAt(name, where, format string, args ...any) *game.Error {
	msg := fmt.Sprintf(format, args...)
	if where != "" {
		msg = game.QuoteText(game.Cut(where)) + ": " + msg
	}
	return &game.Error{Pos: game.Position{File: name}, Msg: msg}
}

// builder is a puzzle being read: what its keys said, and every problem.
type builder struct {
	ctx     context.Context // stops the building of the rules
	name    string
	size    int
	givens  []int // by cell, row-major; game.Empty for none
	region  []int // by cell: its region, -1 for none
	regions bool  // the grid names regions
	marks   [][]string
	groups  []game.GroupSpec
	rules   []game.Constraint
	wheres  []string // by rule: the key and entry it was read from
	dots    constraint.MarksRead
	signs   bool   // the rules text makes inequality signs rules
	forms   *forms // the rule kinds' readers
	notes   []string
	// What only draws, and the solution given: kept to draw and write
	// again, read by no rule.
	drawings []puzzle.Drawing
	solution []int
	errs     game.ErrorList // the first game.MaxErrors problems, and a count of the rest
	values   *game.Values
}

func (b *builder) errorf(where, format string, args ...any) {
	if b.errs.Full() {
		b.errs.Skip()
		return
	}
	b.errs.Add(errorAt(b.name, where, format, args...))
}

// err returns the problems found, or nil.
func (b *builder) err() error { return b.errs.Err(game.Position{File: b.name}) }

// add adds rule c, read from where ("killercage[2]").
func (b *builder) add(where string, c game.Constraint) {
	b.rules = append(b.rules, c)
	b.wheres = append(b.wheres, where)
}

// Parse reads the JSON of an f-puzzles puzzle. Its error joins the
// problems found (game.SplitErrors lists them), each a *game.Error: the
// first game.MaxErrors, and then a *game.MoreErrors that counts the
// rest.
func Parse(name string, data []byte) (*puzzle.Puzzle, error) {
	return ParseContext(context.Background(), name, data)
}

// ParseContext reads the JSON of a puzzle as Parse does, and stops
// building its rules when ctx ends, with an error that wraps ctx's.
func ParseContext(ctx context.Context, name string, data []byte) (*puzzle.Puzzle, error) {
	return parse(ctx, name, data, builtin)
}

// parse reads the JSON of a puzzle as ParseContext does, the rule kinds'
// keys by f.
func parse(ctx context.Context, name string, data []byte, f *forms) (*puzzle.Puzzle, error) {
	return parseWith(ctx, name, data, f, Options{})
}

// parseWith reads the JSON of a puzzle as parse does, by opts.
func parseWith(ctx context.Context, name string, data []byte, f *forms, opts Options) (*puzzle.Puzzle, error) {
	if len(data) > MaxBytes {
		return nil, errorAt(name, "", "the puzzle has %d bytes, more than the %d read", len(data), MaxBytes)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, errorAt(name, "", "not f-puzzles JSON: %v", jsonError(data, err))
	}
	b := &builder{name: name, ctx: ctx, forms: f, signs: constraint.NamesSigns(stringKey(top["ruleset"]))}
	if !b.readSize(top["size"]) {
		return nil, b.err()
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		raw := top[k]
		switch r, ok := b.forms.readers[k]; {
		case k == "size":
		case ok:
			r(b, k, raw)
		case cosmetic[k] != "":
			if !isEmpty(raw) {
				b.notes = append(b.notes, fmt.Sprintf("%s left out: %s", k, cosmetic[k]))
			}
		case opts.Lenient:
			b.notes = append(b.notes, fmt.Sprintf("%s left out: no rule of this program reads it", game.QuoteText(k)))
		default:
			b.errorf(k, "no rule of this program reads this key: the puzzle cannot be solved without it")
		}
	}
	b.finishDots()
	if b.errs.Len() > 0 {
		return nil, b.err()
	}
	return b.puzzle(top)
}

// jsonError says where a JSON syntax error stands.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:se.Offset], []byte("\n"))
		return fmt.Errorf("%v (at byte %d, line %d)", err, se.Offset, line)
	}
	return err
}

// isEmpty reports whether raw is null, false, "" or an empty list.
func isEmpty(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "null" || s == "false" || s == `""` || s == "[]" || s == "{}"
}

// cosmetic are the keys that only draw, with what they are.
var cosmetic = map[string]string{
	"disabledlogic":         "a solver's setting",
	"truecandidatesoptions": "a solver's setting",
	"highlightConflicts":    "a setting of the editor",
}

func (b *builder) readSize(raw json.RawMessage) bool {
	if raw == nil {
		b.errorf("size", "missing: an f-puzzles puzzle gives its size")
		return false
	}
	if err := json.Unmarshal(raw, &b.size); err != nil || b.size < 1 || b.size > MaxSize {
		b.errorf("size", "must be a whole number from 1 to %d, not %s", MaxSize, excerpt(raw))
		return false
	}
	words := make([]string, b.size)
	for i := range words {
		words[i] = strconv.Itoa(i + 1)
	}
	b.values, _ = game.NewValues(words)
	n := b.size * b.size
	b.givens, b.region, b.marks = make([]int, n), make([]int, n), make([][]string, n)
	h, w := groups.BoxShape(b.size)
	for i := range n {
		b.givens[i] = game.Empty
		// The region of a cell the grid does not place: its box, or on a
		// board of a prime size, which has no boxes, its row (regions
		// that add nothing unless the grid moves some cells).
		r, c := i/b.size, i%b.size
		b.region[i] = r
		if h > 0 {
			b.region[i] = (r/h)*(b.size/w) + c/w
		}
	}
	return true
}

// excerpt writes a raw value for a message: on one line, cut short
// (game.Cut), and quoted by game.QuoteText when it holds bytes that are
// not UTF-8.
func excerpt(raw json.RawMessage) string {
	return game.QuoteText(game.Cut(strings.Join(strings.Fields(string(raw)), " ")))
}

// cell reads a cell written "R1C1" on the board.
func (b *builder) cell(where, s string) (game.Pos, bool) {
	p, ok := parseCell(s)
	if !ok {
		b.errorf(where, "%s is no cell: cells are written R1C1", game.Excerpt(s))
		return p, false
	}
	if p.Row < 0 || p.Col < 0 || p.Row >= b.size || p.Col >= b.size {
		b.errorf(where, "%s is off the %dx%d board", strings.ToUpper(s), b.size, b.size)
		return p, false
	}
	return p, true
}

// parseCell reads "R1C1" (any case) to a 0-based position, rows and
// columns from 0 (a clue outside the board) on.
func parseCell(s string) (game.Pos, bool) {
	l := strings.ToLower(strings.TrimSpace(s))
	ci := strings.IndexByte(l, 'c')
	if !strings.HasPrefix(l, "r") || ci < 2 {
		return game.Pos{}, false
	}
	r, err1 := strconv.Atoi(l[1:ci])
	c, err2 := strconv.Atoi(l[ci+1:])
	if err1 != nil || err2 != nil || r < 0 || c < 0 || r > MaxSize+1 || c > MaxSize+1 {
		return game.Pos{}, false
	}
	return game.Pos{Row: r - 1, Col: c - 1}, true
}

// cells reads a list of cells on the board.
func (b *builder) cells(where string, list []string) ([]game.Pos, bool) {
	out := make([]game.Pos, 0, len(list))
	ok := true
	for _, s := range list {
		p, good := b.cell(where, s)
		ok = ok && good
		out = append(out, p)
	}
	if len(list) == 0 {
		b.errorf(where, "no cells")
		return nil, false
	}
	return out, ok
}

// puzzle makes the puzzle of what was read: the board's groups and the
// rules, compiled.
func (b *builder) puzzle(top map[string]json.RawMessage) (*puzzle.Puzzle, error) {
	a := groups.Square(b.size)
	gs := append(groups.Rows(a), groups.Columns(a)...)
	byRegion := map[int]*game.GroupSpec{}
	var order []int
	for i, id := range b.region {
		if h, _ := groups.BoxShape(b.size); id < 0 || h == 0 && !b.regions {
			continue
		}
		g, ok := byRegion[id]
		if !ok {
			kind, name := game.GroupBox, "box "+strconv.Itoa(len(order)+1)
			if b.regions {
				kind, name = game.GroupRegion, "region "+strconv.Itoa(len(order)+1)
			}
			g = &game.GroupSpec{Name: name, Kind: kind}
			byRegion[id] = g
			order = append(order, id)
		}
		g.Cells = append(g.Cells, game.Pos{Row: i / b.size, Col: i % b.size})
	}
	for _, id := range order {
		gs = append(gs, *byRegion[id])
	}
	gs = append(gs, b.groups...)
	title := stringKey(top["title"])
	rules, err := game.NewRulesContext(b.ctx, nameOf(title), b.size, b.size, nil, b.values, gs, b.rules...)
	if ctxErr := b.ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
		return nil, fmt.Errorf("%s: %w", b.name, err)
	}
	if err != nil {
		b.errs.AddRuleErrors(err, func(i int, msg string) {
			if i >= 0 && i < len(b.wheres) {
				b.errorf(b.wheres[i], "%s", msg)
			} else {
				b.errorf("", "%s", msg)
			}
		})
		return nil, b.err()
	}
	p := &puzzle.Puzzle{Givens: b.givens, Rules: rules, Pos: game.Position{File: b.name},
		Title: title, Author: stringKey(top["author"]), Text: stringKey(top["ruleset"]), Notes: b.notes,
		Drawings: b.drawings, Solution: b.solution}
	if f := puzzle.CheckGivens(rules, b.givens); f != nil {
		return nil, errorAt(b.name, "grid", "%v", f)
	}
	if p.Solution != nil {
		// A solution given is written again: only one that keeps the
		// givens and every rule.
		if err := rules.CheckSolution(p.Solution, b.givens); err != nil {
			p.Solution = nil
			p.Notes = append(p.Notes, fmt.Sprintf("solution left out: it does not solve the puzzle: %v", err))
		}
	}
	return p, nil
}

// nameOf names the rules of a puzzle by its title.
func nameOf(title string) string {
	if title == "" {
		return "f-puzzles"
	}
	return title
}

// stringKey reads a string key, or "".
func stringKey(raw json.RawMessage) string {
	var s string
	if raw != nil && json.Unmarshal(raw, &s) == nil {
		return strings.TrimSpace(s)
	}
	return ""
}
