package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// A change is one thing the player did: placements and candidate removals
// made at once (a step of the solver makes several), or the clearing of a
// field's placement.
type change struct {
	place []game.Candidate
	elim  []game.Candidate
	clear int // a field whose placement is cleared, or -1
	what  string
}

// Game is a puzzle being played. It is for one goroutine.
type Game struct {
	rules *game.Rules
	// base are the rules a file is read by when it brings none of its
	// own (play's spec): save writes a spec, which holds the rules, when
	// the game's are other than these or have constraints.
	base     *game.Rules
	givens   []int
	changes  []change // made, oldest first
	undone   []change // undone, most recent last
	board    *game.Board
	solution []int // the first solution found; nil when there is none
	unique   bool
	hinter   *hint.Hinter
	pencil   bool
	terminal bool
}

// Reply is what a command answers.
type Reply struct {
	// Text is the answer for the player, ending in a newline.
	Text string
	// Quit says the player asked to stop.
	Quit bool
}

// New starts a game of the puzzle whose givens are one value per field
// (game.Empty for a free field). Its error names clashing givens.
func New(r *game.Rules, givens []int) (*Game, error) {
	if err := puzzle.CheckGivens(r, givens); err != nil {
		return nil, err
	}
	h, err := hint.New(r)
	if err != nil {
		return nil, err
	}
	g := &Game{rules: r, base: r, givens: slices.Clone(givens), hinter: h}
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	if err != nil {
		return nil, err
	}
	res := e.Solve(context.Background(), givens)
	g.solution, g.unique = res.Solution, res.Status == strategy.Unique
	g.rebuild()
	return g, nil
}

// FromPosition starts a game of the puzzle givens at position b, a board
// of r that holds the givens: its other values and candidate removals are
// the player's first change (undo takes it back).
func FromPosition(r *game.Rules, givens []int, b *game.Board) (*Game, error) {
	var placed []int
	for f, v := range givens {
		if v == game.Empty && b.Value(f) != game.Empty {
			placed = append(placed, f)
		}
	}
	return fromCands(r, givens, placed, pencil.Cands(b), b)
}

// fromCands starts a game of givens with the fields placed holding their
// one candidate and every other free field narrowed to its candidates;
// check is a board of the position with its single candidates placed,
// which shows it is consistent.
func fromCands(r *game.Rules, givens, placed []int, cands []game.ValueSet, check *game.Board) (*Game, error) {
	g, err := New(r, givens)
	if err != nil {
		return nil, err
	}
	c := change{clear: -1, what: "the position read"}
	for f := range r.NumFields() {
		if givens[f] != game.Empty {
			if !cands[f].Has(givens[f]) || check.Value(f) != givens[f] {
				return nil, fmt.Errorf("%s: the position does not hold the given %s", r.FieldName(f), r.Values.Name(givens[f]))
			}
			continue
		}
		if slices.Contains(placed, f) {
			v, ok := cands[f].Single()
			if !ok {
				return nil, fmt.Errorf("%s is noted as placed but has the candidates %s", r.FieldName(f), cands[f].Format(r.Values))
			}
			c.place = append(c.place, game.Candidate{Field: f, Value: v})
			continue
		}
		for gone := r.Values.All() &^ cands[f]; gone != 0; gone &= gone - 1 {
			c.elim = append(c.elim, game.Candidate{Field: f, Value: gone.Lowest()})
		}
	}
	if len(c.place)+len(c.elim) > 0 {
		g.changes = append(g.changes, c)
		g.rebuild()
		if !consistent(g.board) {
			return nil, errors.New("the position leaves a field without candidates")
		}
	}
	return g, nil
}

// consistent reports whether every free field of b has a candidate.
func consistent(b *game.Board) bool {
	for f := range b.Rules().NumFields() {
		if b.Value(f) == game.Empty && b.Candidates(f) == 0 {
			return false
		}
	}
	return true
}

// ForTerminal draws boards for a terminal: givens bold, extra groups
// shaded.
func (g *Game) ForTerminal(on bool) { g.terminal = on }

// Board returns the current position; it changes with the next command.
func (g *Game) Board() *game.Board { return g.board }

// Rules returns the rules of the game.
func (g *Game) Rules() *game.Rules { return g.rules }

// IsGiven reports whether field f holds a given.
func (g *Game) IsGiven(f int) bool { return g.givens[f] != game.Empty }

// Pencil reports whether candidates are drawn.
func (g *Game) Pencil() bool { return g.pencil }

// rebuild makes the board from the givens and the changes.
func (g *Game) rebuild() {
	b := game.NewBoard(g.rules)
	b.Load(g.givens)
	var ops []change
	for _, c := range g.changes {
		if c.clear >= 0 {
			for i := range ops {
				ops[i].place = slices.DeleteFunc(slices.Clone(ops[i].place), func(p game.Candidate) bool { return p.Field == c.clear })
			}
			continue
		}
		ops = append(ops, c)
	}
	for _, c := range ops {
		for _, p := range c.place {
			b.Place(p.Field, p.Value)
		}
		for _, e := range c.elim {
			b.Eliminate(e.Field, e.Value)
		}
	}
	g.board = b
}

// do records a change made on a board that took it, drops the redo list
// and rebuilds.
func (g *Game) do(c change) {
	g.changes = append(g.changes, c)
	g.undone = g.undone[:0]
	g.rebuild()
}

// Show draws the board: its values, or its candidates when pencil marks
// are on.
func (g *Game) Show() string {
	if g.pencil {
		return pencil.BoardGrid(g.board, g.terminal)
	}
	if len(g.rules.Constraints) > 0 {
		// Cages, dots and their totals drawn, the other rules listed;
		// on a terminal the givens bold, as on a plain grid.
		var render func(f int, text string) string
		if g.terminal {
			render = puzzle.GivensBold(g.givens)
		}
		return puzzle.RulesGridStyled(g.rules, g.board.Grid(), render)
	}
	return puzzle.GridStyled(g.rules, g.board.Grid(), puzzle.Style{Terminal: g.terminal, Givens: g.givens})
}

// Help lists the commands.
const Help = `commands:
  r3c4=5        place 5 in r3c4          r3c4-5   take 5 out of its candidates
  r3c4=.        clear r3c4               undo, redo
  hint [1|2|3]  the next step: 1 where to look, 2 what, 3 all of it
  next          make the next step       check    name the wrong entries
  solve         fill in the solution     show     draw the board
  pencil on|off draw candidates or not   save FILE, load FILE
  help, quit
`

// Exec runs one command line. An error is a bad command: it changed
// nothing, and its message says why and what to type.
func (g *Game) Exec(ctx context.Context, line string) (Reply, error) {
	line = strings.TrimSpace(line)
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = strings.TrimSpace(line[:i])
	}
	if line == "" {
		return Reply{}, nil
	}
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "quit", "exit", "q":
		return Reply{Text: "bye\n", Quit: true}, nil
	case "help", "?":
		return Reply{Text: Help}, nil
	case "show":
		return Reply{Text: g.Show()}, nil
	case "pencil":
		switch arg {
		case "on", "":
			g.pencil = true
		case "off":
			g.pencil = false
		default:
			return Reply{}, fmt.Errorf("pencil %q: say pencil on or pencil off", arg)
		}
		return Reply{Text: g.Show()}, nil
	case "undo":
		return g.shift(&g.changes, &g.undone, "nothing to undo", "undone: ")
	case "redo":
		return g.shift(&g.undone, &g.changes, "nothing to redo", "redone: ")
	case "hint":
		level := 1
		if arg != "" {
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 || n > 3 {
				return Reply{}, fmt.Errorf("hint %q: say hint, hint 2 or hint 3", arg)
			}
			level = n
		}
		h, err := g.hinter.Next(ctx, g.board)
		if err != nil {
			return Reply{Text: "no hint: " + err.Error() + "\n"}, nil
		}
		return Reply{Text: "hint: " + h.Text(level)}, nil
	case "next":
		h, err := g.hinter.Next(ctx, g.board)
		if err != nil {
			return Reply{Text: "no step: " + err.Error() + "\n"}, nil
		}
		text := strings.TrimSpace(h.Text(3))
		g.do(change{place: slices.Clone(h.Move.Place), elim: slices.Clone(h.Move.Eliminate), clear: -1, what: text[strings.LastIndexByte(text, '\n')+1:]})
		return Reply{Text: h.Text(3) + g.Show()}, nil
	case "check":
		return Reply{Text: g.check()}, nil
	case "solve":
		return g.solve()
	case "save":
		return g.save(arg)
	case "load":
		return g.load(arg)
	}
	return g.entry(line)
}

// shift moves the last change of from to the end of to (undo: from the
// changes to the undone; redo: back) and rebuilds the board.
func (g *Game) shift(from, to *[]change, none, done string) (Reply, error) {
	if len(*from) == 0 {
		return Reply{}, errors.New(none)
	}
	c := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, c)
	g.rebuild()
	return Reply{Text: done + c.what + "\n" + g.Show()}, nil
}

// entry runs r3c4=5, r3c4-5 or r3c4=. .
func (g *Game) entry(line string) (Reply, error) {
	r := g.rules
	i := strings.IndexAny(line, "=-")
	if i < 0 {
		return Reply{}, fmt.Errorf("%q is no command: type r3c4=5 to place, r3c4-5 to take out a candidate, or help", line)
	}
	pos, err := game.ParsePos(strings.TrimSpace(line[:i]))
	if err != nil {
		return Reply{}, fmt.Errorf("%q is no command: type r3c4=5 to place, r3c4-5 to take out a candidate, or help", line)
	}
	f := r.FieldAt(pos)
	if f < 0 {
		return Reply{}, fmt.Errorf("%s is not a field of this board", pos)
	}
	name, word := r.FieldName(f), strings.TrimSpace(line[i+1:])
	if g.givens[f] != game.Empty {
		return Reply{}, fmt.Errorf("%s is a given (%s): it cannot change", name, r.Values.Name(g.givens[f]))
	}
	if line[i] == '=' && word == "." {
		if g.board.Value(f) == game.Empty {
			return Reply{}, fmt.Errorf("%s holds nothing to clear", name)
		}
		g.do(change{clear: f, what: name + "=."})
		return Reply{Text: g.Show()}, nil
	}
	v, ok := r.Values.Index(word)
	if !ok {
		return Reply{}, fmt.Errorf("%q is no value: the values are %s", word, strings.Join(r.Values.Names(), " "))
	}
	b := g.board
	if line[i] == '-' {
		switch {
		case b.Value(f) != game.Empty:
			return Reply{}, fmt.Errorf("%s holds %s: clear it first (%s=.)", name, r.Values.Name(b.Value(f)), name)
		case !b.Candidates(f).Has(v):
			return Reply{}, fmt.Errorf("%s is no candidate of %s any more", word, name)
		case b.Candidates(f).Len() == 1:
			return Reply{}, fmt.Errorf("%s is the last candidate of %s: place it (%s)", word, name, r.Placement(game.Candidate{Field: f, Value: v}))
		}
		g.do(change{elim: []game.Candidate{{Field: f, Value: v}}, clear: -1, what: r.Elimination(game.Candidate{Field: f, Value: v})})
		return Reply{Text: g.Show()}, nil
	}
	if b.Value(f) != game.Empty {
		return Reply{}, fmt.Errorf("%s holds %s already: clear it first (%s=.)", name, r.Values.Name(b.Value(f)), name)
	}
	if !b.Candidates(f).Has(v) {
		for _, p := range r.Peers(f) {
			if b.Value(p) == v {
				return Reply{}, fmt.Errorf("%s cannot hold %s: %s holds it, and they share a group", name, word, r.FieldName(p))
			}
		}
		return Reply{}, fmt.Errorf("%s cannot hold %s: you took it out of its candidates (undo that first)", name, word)
	}
	g.do(change{place: []game.Candidate{{Field: f, Value: v}}, clear: -1, what: r.Placement(game.Candidate{Field: f, Value: v})})
	return Reply{Text: g.Show()}, nil
}

// check names the placements that differ from the solution, and the
// fields that lost their true value.
func (g *Game) check() string {
	if g.solution == nil {
		return "the puzzle has no solution: nothing to check against\n"
	}
	wrong, lost := g.mistakes()
	b := g.board
	var sb strings.Builder
	if !g.unique {
		sb.WriteString("(the puzzle has several solutions: checked against one of them)\n")
	}
	switch {
	case len(wrong) == 0 && len(lost) == 0 && b.Solved():
		sb.WriteString("solved: every entry is right\n")
	case len(wrong) == 0 && len(lost) == 0:
		fmt.Fprintf(&sb, "no mistake so far; %d fields to go\n", b.Free())
	default:
		if len(wrong) > 0 {
			fmt.Fprintf(&sb, "wrong: %s\n", strings.Join(wrong, " "))
		}
		if len(lost) > 0 {
			fmt.Fprintf(&sb, "candidates wrongly taken out: %s\n", strings.Join(lost, ", "))
		}
	}
	return sb.String()
}

// mistakes names the placements that differ from the solution, and the
// fields that lost their true value to a removal of the player's (not to a
// wrong placement in a peer, which is named already).
func (g *Game) mistakes() (wrong, lost []string) {
	r, b := g.rules, g.board
	for f, v := range g.solution {
		switch {
		case b.Value(f) != game.Empty && b.Value(f) != v:
			wrong = append(wrong, r.Placement(game.Candidate{Field: f, Value: b.Value(f)}))
		case b.Value(f) == game.Empty && !b.Candidates(f).Has(v) && !peerHolds(b, f, v):
			lost = append(lost, r.FieldName(f)+" lost "+r.Values.Name(v))
		}
	}
	return wrong, lost
}

// peerHolds reports whether a peer of f holds v.
func peerHolds(b *game.Board, f, v int) bool {
	for _, p := range b.Rules().Peers(f) {
		if b.Value(p) == v {
			return true
		}
	}
	return false
}

// solve places every value of the solution still missing.
func (g *Game) solve() (Reply, error) {
	if g.solution == nil {
		return Reply{}, errors.New("the puzzle has no solution")
	}
	solution := g.solution
	if !g.unique {
		// Several solutions: fill one that keeps the entries, if any does.
		e, err := strategy.NewEngine(g.rules, strategy.Options{})
		if err != nil {
			return Reply{}, err
		}
		res := e.SolveBoard(context.Background(), g.board)
		if res.Solution == nil {
			return Reply{}, errors.New("no solution keeps your entries and removals; undo some first (check names them against one solution)")
		}
		solution = res.Solution
	} else if wrong, lost := g.mistakes(); len(wrong)+len(lost) > 0 {
		return Reply{}, fmt.Errorf("some entries contradict the solution; undo them first:\n%s", strings.TrimSpace(g.check()))
	}
	var place []game.Candidate
	for f, v := range solution {
		if g.board.Value(f) == game.Empty {
			place = append(place, game.Candidate{Field: f, Value: v})
		}
	}
	if len(place) == 0 {
		return Reply{Text: "already solved\n"}, nil
	}
	g.do(change{place: place, clear: -1, what: "solve"})
	return Reply{Text: g.Show()}, nil
}

// givensNote and placedNote start the lines of a saved file that keep the
// givens, and the fields the player filled (the others with one candidate
// are still open).
const (
	givensNote = "# givens: "
	placedNote = "# placed: "
)

// save writes the position as pencil marks, with the givens in a comment
// so that load keeps them apart from the entries; or, when the game has
// rules of its own (ownRules), as a spec with the rules, the givens, the
// candidates and the fields placed, which load reads back by its rules.
func (g *Game) save(path string) (Reply, error) {
	if path == "" {
		return Reply{}, errors.New("save FILE: name the file")
	}
	var placed []string
	marks := make([]bool, len(g.givens))
	for f, v := range g.givens {
		if v == game.Empty && g.board.Value(f) != game.Empty {
			placed = append(placed, g.rules.FieldName(f))
			marks[f] = true
		}
	}
	text := givensNote + puzzle.Line(g.rules, g.givens) + "\n" + placedNote + strings.Join(placed, " ") + "\n" + pencil.Compact(g.rules, pencil.Cands(g.board))
	note := ""
	if g.ownRules() {
		data, err := specs.Write("saved game", []specs.WritePuzzle{{Name: "saved game", Rules: g.rules, Givens: g.givens,
			Progress: &puzzle.Progress{Cands: pencil.Cands(g.board), Placed: marks}}})
		if err != nil {
			return Reply{}, fmt.Errorf("save: the game has rules of its own, which only a spec file holds, and they cannot be written as one; nothing saved: %w", err)
		}
		text = string(data)
		if ext := strings.ToLower(filepath.Ext(path)); ext != ".yaml" && ext != ".yml" {
			note = " (a spec file with the game's own rules: name it .yaml for the commands that tell a spec by its name)"
		}
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		return Reply{}, fmt.Errorf("save: %w", fileError(path, err))
	}
	return Reply{Text: "saved to " + game.QuoteName(path) + note + "\n"}, nil
}

// ownRules reports whether the game's rules are its own: they have
// constraints (a killer's cages, lines, dots), or are other than the
// rules play reads files by (an f-puzzles board), so that a position
// saved without them would be read back by other rules.
func (g *Game) ownRules() bool {
	return len(g.rules.Constraints) > 0 || g.base != g.rules && constraint.SameRules(g.base, g.rules) != nil
}

// load plays the first position of a file instead.
func (g *Game) load(path string) (Reply, error) {
	if path == "" {
		return Reply{}, errors.New("load FILE: name the file")
	}
	ng, err := Load(g.base, path)
	if err != nil {
		return Reply{}, fmt.Errorf("load: %w", err)
	}
	ng.pencil, ng.terminal, ng.base = g.pencil, g.terminal, g.base
	*g = *ng
	return Reply{Text: "loaded " + game.QuoteName(path) + "\n" + g.Show()}, nil
}

// Load starts a game of the first position of a file: a puzzle in any
// notation, or pencil marks as save writes them (their givens noted in a
// comment; without it, the fields of one candidate are the givens), or
// the first puzzle of a file read whole (a spec file with its puzzles,
// f-puzzles), played by its own rules, at its position in progress when
// it holds one (a spec as save writes it, with candidates and placed).
func Load(r *game.Rules, path string) (*Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fileError(path, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max(pencil.MaxBytes, fpuzzles.MaxBytes)+1))
	if err != nil {
		return nil, fileError(path, err)
	}
	if g, err, whole := wholeGame(r, path, data); whole {
		return g, err
	}
	return Parse(r, path, data)
}

// fileError says that the file at path could not be opened, read or
// written, with path quoted by game.QuoteName: an *fs.PathError would
// print it raw.
func fileError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s %s: %w", pe.Op, game.QuoteName(path), pe.Err)
	}
	return fmt.Errorf("%s: %w", game.QuoteName(path), err)
}

// wholeGame starts a game of the first puzzle of data when it is read
// whole (input.Whole), by the puzzle's own rules, at its position in
// progress when it holds one; whole is false when it is not. r are the
// rules files are read by (the game's base).
func wholeGame(r *game.Rules, name string, data []byte) (g *Game, err error, whole bool) {
	ps, err, whole := input.Whole(name, data)
	if !whole {
		return nil, nil, false
	}
	if err != nil {
		return nil, err, true
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s holds no puzzle", game.QuoteName(name)), true
	}
	g, err = FromPuzzle(r, ps[0])
	return g, err, true
}

// FromPuzzle starts a game of puzzle p, by its own rules or else r (the
// rules files are read by), at the position in progress it holds, when
// it holds one (p.Progress: its values placed and candidates taken out
// are the player's first change, which undo takes back).
func FromPuzzle(r *game.Rules, p *puzzle.Puzzle) (*Game, error) {
	rules := p.RulesOr(r)
	if p.Progress == nil {
		g, err := New(rules, p.Givens)
		if err != nil {
			return nil, err
		}
		g.base = r
		return g, nil
	}
	pos := &pencil.Position{Cands: p.Progress.Cands, Pos: p.Pos}
	b, err := pos.Board(rules)
	if err != nil {
		return nil, err
	}
	var placed []int
	for f, on := range p.Progress.Placed {
		if on {
			placed = append(placed, f)
		}
	}
	g, err := fromCands(rules, p.Givens, placed, p.Progress.Cands, b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Pos, err)
	}
	g.base = r
	return g, nil
}

// LoadArg starts a game of a command's argument, read as every command
// reads one (input.ArgOf): the first position of the file arg, or arg
// itself when it names no file but is a puzzle written out ("argument 1"
// in its errors).
func LoadArg(r *game.Rules, arg string) (*Game, error) {
	a, err := input.ArgOf(r, 0, arg)
	if err != nil {
		return nil, err
	}
	if !a.Written {
		return Load(r, arg)
	}
	text, err := a.Within(pencil.MaxBytes)
	if err != nil {
		return nil, err
	}
	if g, err, whole := wholeGame(r, a.Name, text); whole {
		return g, err
	}
	return Parse(r, a.Name, text)
}

// Parse starts a game of the first position of data, read as Load reads a
// file; name is where data comes from, for positions in errors.
func Parse(r *game.Rules, name string, data []byte) (*Game, error) {
	path := name
	ps, err := pencil.Parse(r, path, data)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s holds no position", game.QuoteName(path))
	}
	p := ps[0]
	b, err := p.Board(r)
	if err != nil {
		return nil, err
	}
	givens, placed := p.Givens(), []int(nil)
	noted := false
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(line, givensNote); ok {
			gs, err := puzzle.ParseString(r, path, rest)
			if err != nil {
				return nil, fmt.Errorf("the givens noted: %w", err)
			}
			if len(gs) == 1 {
				givens = gs[0].Givens
			}
		}
		if rest, ok := strings.CutPrefix(line, placedNote); ok {
			noted = true
			for _, name := range strings.Fields(rest) {
				pos, err := game.ParsePos(name)
				if err != nil || r.FieldAt(pos) < 0 {
					return nil, fmt.Errorf("the fields noted as placed: %q is no field", name)
				}
				placed = append(placed, r.FieldAt(pos))
			}
		}
	}
	if !noted {
		for f, c := range p.Cands {
			if _, one := c.Single(); one && givens[f] == game.Empty {
				placed = append(placed, f)
			}
		}
	}
	return fromCands(r, givens, placed, p.Cands, b)
}
