package sudokupad

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/specs"
)

// MaxSize is the largest board side read.
const MaxSize = game.MaxValues

// Options says how to read a puzzle.
type Options struct {
	// Lenient reads a puzzle whose drawings are not all read as rules:
	// what it leaves out is said in the puzzle's Notes. Without it, a
	// drawing no rule reads is an error.
	Lenient bool
}

// Puzzle is a puzzle read, with the solution its JSON gives.
type Puzzle struct {
	*puzzle.Puzzle
	// Solution is the solution the puzzle gives ("solution: 1234..."),
	// by cell, row-major, as value indexes (game.Empty where it gives
	// none), for a caller to check; nil when it gives none.
	Solution []int
}

// Read reads a puzzle from what a person gives: a SudokuPad link, its
// payload, or the puzzle's JSON (see Decode). name names it in errors.
func Read(name, text string) (*Puzzle, error) {
	return ReadContext(context.Background(), name, text, Options{})
}

// ReadContext reads a puzzle as Read does, by opts, and stops building
// its rules when ctx ends, with an error that wraps ctx's. Its error
// joins the problems found (game.SplitErrors lists them), each a
// *game.Error: the first game.MaxErrors, and then a *game.MoreErrors that
// counts the rest.
func ReadContext(ctx context.Context, name, text string, opts Options) (*Puzzle, error) {
	data, err := Decode(name, text)
	if err != nil {
		return nil, err
	}
	return ParseContext(ctx, name, data, opts)
}

// ParseContext reads a puzzle's JSON (Decode's result) as ReadContext
// does.
func ParseContext(ctx context.Context, name string, data []byte, opts Options) (*Puzzle, error) {
	kinds, err := allKinds()
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, errorAt(name, "", "the puzzle has %d bytes, more than the %d read", len(data), MaxBytes)
	}
	b := &builder{ctx: ctx, name: name, opts: opts, kinds: kinds, used: map[string]bool{}, readKinds: map[string]bool{}}
	d, ok := b.readDoc(data)
	if !ok || !b.readBoard(d) {
		return nil, b.err()
	}
	b.readMeta(d)
	b.readDrawings(d)
	if b.errs.Len() > 0 {
		return nil, b.err()
	}
	return b.puzzle()
}

// allKinds are the rule kinds a drawing may be read as, by key: the
// built-in ones and the library's.
var allKinds = sync.OnceValues(func() (map[string]*constraint.Kind, error) {
	ks, err := specs.Kinds()
	if err != nil {
		return nil, fmt.Errorf("the rule kinds: %w", err)
	}
	m := map[string]*constraint.Kind{}
	for _, k := range ks {
		m[k.Key] = k
	}
	return m, nil
})

// builder is a puzzle being read: what its JSON said, and every problem.
type builder struct {
	ctx       context.Context
	name      string
	opts      Options
	kinds     map[string]*constraint.Kind
	size      int
	values    *game.Values
	givens    []int
	groups    []game.GroupSpec
	rules     []game.Constraint
	wheres    []string // by rule: the drawing it was read from
	used      map[string]bool
	readKinds map[string]bool // the kinds of the rules read so far
	dots      constraint.MarksRead
	diagonals int // the diagonals drawn
	// regionOf is the region of each cell, by its index, when the
	// regions are read from hidden cages (regionCages); else nil.
	regionOf map[game.Pos]int
	// zipperMiddles are the middle cells of the zipper lines read of an
	// odd number of cells, and the lines that draw them.
	zipperMiddles map[game.Pos][]int
	text          rulesText
	title         string
	author        string
	sol           []int
	solErr        *game.Error // a solution of values the board has not
	notes         []string
	errs          game.ErrorList
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

// read reads a rule of kind key from the values given, found at where,
// and adds its rules; it reports whether it read some.
func (b *builder) read(key, where string, vals map[string]any) bool {
	k := b.kinds[key]
	if k == nil {
		b.errorf(where, "no rule kind %s", key)
		return false
	}
	before := b.errs.Len()
	cs := k.Read(&args{b: b, where: where, vals: vals})
	switch {
	case b.errs.Len() > before:
		return false
	case len(cs) == 0:
		b.errorf(where, "no rule of kind %s could be read", key)
		return false
	}
	for _, c := range cs {
		b.add(where, c)
	}
	b.readKinds[key] = true
	return true
}

// readBoard reads the board's side, its givens and its regions.
func (b *builder) readBoard(d *doc) bool {
	b.size = len(d.Cells)
	if b.size > MaxSize {
		b.errorf("cells", "%d rows, more than the %d read", b.size, MaxSize)
		return false
	}
	words := make([]string, b.size)
	for i := range words {
		words[i] = strconv.Itoa(i + 1)
	}
	b.values, _ = game.NewValues(words)
	b.givens = make([]int, b.size*b.size)
	for r, row := range d.Cells {
		if len(row) != b.size {
			b.errorf(fmt.Sprintf("cells[%d]", r), "%d cells in a row of a board of %d rows: this reader reads square boards", len(row), b.size)
			return false
		}
		for c, cell := range row {
			b.givens[r*b.size+c] = game.Empty
			v := strings.TrimSpace(string(cell.Value))
			if v == "" {
				continue
			}
			if n, err := strconv.Atoi(v); err != nil || n < 1 || n > b.size {
				b.errorf(cellName(game.Pos{Row: r, Col: c}), "the given %s is no value of a board of %d", game.Excerpt(v), b.size)
			} else {
				b.givens[r*b.size+c] = n - 1
			}
		}
	}
	if len(d.Regions) == 0 && b.regionCages(d) {
		return b.errs.Len() == 0
	}
	b.readRegions(d.Regions)
	return b.errs.Len() == 0
}

// regionCages reads the regions of a board that lists none from its
// hidden cages, as Sudoku Maker keeps an irregular board's regions:
// hidden cages of different values without a sum that share the board
// out in as many cages of as many cells as its side. It reports whether
// it read them.
func (b *builder) regionCages(d *doc) bool {
	var regions [][]game.Pos
	var wheres []string
	seen := map[game.Pos]bool{}
	for i, c := range d.Cages {
		if len(c.Cells) == 0 || !c.Hidden || c.Unique == nil || !*c.Unique ||
			strings.TrimSpace(string(c.Sum)) != "" || strings.TrimSpace(string(c.Value)) != "" {
			continue
		}
		var cells []game.Pos
		for _, p := range c.Cells {
			cell, ok := b.cellOf(point{p[0] + 0.5, p[1] + 0.5})
			if !ok || seen[cell] || p[0] != float64(int(p[0])) || p[1] != float64(int(p[1])) {
				return false
			}
			seen[cell] = true
			cells = append(cells, cell)
		}
		if len(cells) != b.size {
			return false
		}
		regions = append(regions, cells)
		wheres = append(wheres, at("cages", i))
	}
	if len(regions) != b.size || len(seen) != b.size*b.size {
		return false
	}
	for i, cells := range regions {
		g := groups.List("region "+strconv.Itoa(i+1), cells)
		g.Kind = game.GroupRegion
		b.groups = append(b.groups, g)
		b.used[wheres[i]] = true
	}
	b.regionOf = map[game.Pos]int{}
	for i, cells := range regions {
		for _, c := range cells {
			b.regionOf[c] = i
		}
	}
	return true
}

// readRegions reads the regions, or makes the boxes of a board without.
func (b *builder) readRegions(regions [][]point) {
	a := groups.Square(b.size)
	if len(regions) == 0 {
		if h, w := groups.BoxShape(b.size); h > 0 {
			boxes, _ := groups.Boxes(a, h, w)
			b.groups = append(b.groups, boxes...)
		}
		return
	}
	for i, reg := range regions {
		where := fmt.Sprintf("regions[%d]", i)
		var cells []game.Pos
		for _, p := range reg {
			c, ok := b.cellOf(point{p[0] + 0.5, p[1] + 0.5})
			if !ok || p[0] != float64(int(p[0])) || p[1] != float64(int(p[1])) {
				b.errorf(where, "[%g, %g] is no cell of the %dx%d board", p[0], p[1], b.size, b.size)
				return
			}
			cells = append(cells, c)
		}
		if len(cells) > b.size {
			b.errorf(where, "%d cells cannot hold different values: there are %d", len(cells), b.size)
			return
		}
		g := groups.List("region "+strconv.Itoa(i+1), cells)
		g.Kind = game.GroupRegion
		b.groups = append(b.groups, g)
	}
}

// readMeta reads what the cages without cells, metaData and metadata say
// of the puzzle: title, author, rules text and solution, and the global
// rules SudokuPad keeps there. A background image is an error: what it
// shows is not read.
func (b *builder) readMeta(d *doc) {
	var rules []string
	for i, c := range d.Cages {
		if len(c.Cells) > 0 {
			continue
		}
		where := fmt.Sprintf("cages[%d]", i)
		b.used[where] = true
		key, val, ok := strings.Cut(string(c.Value), ":")
		val = strings.TrimSpace(val)
		switch key = strings.ToLower(strings.TrimSpace(key)); {
		case !ok:
		case key == "title":
			b.title = val
		case key == "author":
			b.author = val
		case key == "rules":
			rules = append(rules, val)
		case key == "solution":
			b.readSolution(where, val)
		}
	}
	for _, md := range []map[string]json.RawMessage{d.MetaData, d.Metadata} {
		if v := textOf(md["rules"]); v != "" {
			rules = append(rules, v)
		}
		if b.title == "" {
			b.title = textOf(md["title"])
		}
		if b.author == "" {
			b.author = textOf(md["author"])
		}
	}
	if v := textOf(d.Metadata["solution"]); v != "" && b.sol == nil {
		b.readSolution("metadata.solution", v)
	}
	if v := textOf(d.Metadata["bgimage"]); v != "" {
		// A picture under the board can draw what no list holds: a line,
		// a cage, a clue.
		msg := fmt.Sprintf("the puzzle is drawn on a background image (%s), which may show rules this reader cannot see", game.Excerpt(v))
		if b.opts.Lenient {
			b.notes = append(b.notes, "metadata.bgimage left out: "+msg)
		} else {
			b.errorf("metadata.bgimage", "%s", msg)
		}
	}
	if b.title == placeholders["title"] {
		b.title = ""
	}
	if b.author == placeholders["author"] {
		b.author = ""
	}
	if len(rules) == 1 && rules[0] == placeholders["rules"] {
		rules = nil
	}
	b.text = newRulesText(strings.Join(rules, "\n"))
	for _, key := range []string{"antiknight", "antiking"} {
		if textOf(d.MetaData[key]) == "true" {
			b.text.global[key] = true
		}
	}
}

// placeholders are what SudokuPad's converter writes for a title, an
// author or rules that the puzzle has not: they are not the puzzle's.
var placeholders = map[string]string{
	"title":  "Untitled",
	"author": "Unknown",
	"rules":  "No rules provided for this puzzle. Please check the related video or website for rules.",
}

// readSolution keeps the solution given, one character a cell. A digit
// beyond the board's side says that its values are not the numbers 1 to
// its side, as read ("select six digits from 1 to 9"): an error (kept
// in solErr), or with Options.Lenient a note.
func (b *builder) readSolution(where, s string) {
	if len(s) != b.size*b.size {
		b.notes = append(b.notes, fmt.Sprintf("%s left out: a solution of %d characters for %d cells", where, len(s), b.size*b.size))
		return
	}
	sol := make([]int, len(s))
	for i := range len(s) {
		sol[i] = game.Empty
		n := int(s[i] - '0')
		switch {
		case n >= 1 && n <= b.size && n <= 9:
			sol[i] = n - 1
		case n > b.size && n <= 9 && !b.opts.Lenient:
			// Reported once the drawings have read, as a solution that
			// breaks the rules read is.
			b.solErr = errorAt(b.name, where, "the solution given holds %d, and the board of %d is read with the values 1 to %d: the rules text may choose other values, which this reader cannot read", n, b.size, b.size)
			return
		case s[i] != '.' && s[i] != '0' && s[i] != '?':
			b.notes = append(b.notes, fmt.Sprintf("%s left out: %q is no value", where, s[i]))
			return
		}
	}
	b.sol = sol
}

// puzzle makes the puzzle of what was read: the board's groups and the
// rules, compiled.
func (b *builder) puzzle() (*Puzzle, error) {
	a := groups.Square(b.size)
	gs := append(append(groups.Rows(a), groups.Columns(a)...), b.groups...)
	title := b.title
	if title == "" {
		title = "SudokuPad"
	}
	rules, err := game.NewRulesContext(b.ctx, title, b.size, b.size, nil, b.values, gs, b.rules...)
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
	if f := puzzle.CheckGivens(rules, b.givens); f != nil {
		return nil, errorAt(b.name, "cells", "%v", f)
	}
	if b.solErr != nil {
		return nil, b.solErr
	}
	if b.sol != nil && !slices.Contains(b.sol, game.Empty) {
		// The solution the puzzle gives must keep every rule read: a
		// drawing read as the wrong rule shows here.
		if err := rules.CheckSolution(b.sol, b.givens); err != nil {
			return nil, errorAt(b.name, "solution", "the solution the puzzle gives breaks its rules as read (%v): a drawing is read as a rule it is not, or the solution is wrong", err)
		}
	}
	p := &puzzle.Puzzle{Givens: b.givens, Rules: rules, Pos: game.Position{File: b.name},
		Title: b.title, Author: b.author, Text: b.text.text, Notes: b.notes}
	return &Puzzle{Puzzle: p, Solution: b.sol}, nil
}
