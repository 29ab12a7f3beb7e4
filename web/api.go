package web

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/budget"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Limits bound what one request may ask of the server.
type Limits struct {
	// MaxBody is the largest request body, in bytes, and the largest
	// f-puzzles puzzle once a link's compressed text is unpacked.
	MaxBody int64
	// MaxFields is the largest board, in fields. A pasted spec or an
	// f-puzzles puzzle over it is refused before its rules are built.
	MaxFields int
	// Timeout is the time one request may take, the building of its
	// rules included, which stops when it ends. The engine checks it as
	// it searches, inside the forcing chains' searches too; the other
	// techniques' steps are short on boards within MaxFields.
	Timeout time.Duration
	// MaxBusy is how many requests are served at once; more wait for a
	// turn until their time limit, then get 503.
	MaxBusy int
	// Memory is the memory, in bytes, that the searches of the requests
	// served at once share: each reserves its footprint
	// (strategy.Engine.Footprint) before it starts, waiting while others
	// hold too much; one that needs more than all of it gets 413.
	Memory int64
}

// DefaultLimits are the limits New uses when given none: a body of 1 MiB,
// a board of 1,296 fields (36x36), 10 seconds, as many requests at once as
// the machine has cores, 1 GiB for their searches.
var DefaultLimits = Limits{MaxBody: 1 << 20, MaxFields: 1296, Timeout: 10 * time.Second, MaxBusy: runtime.NumCPU(), Memory: budget.Default}

// apiError is the JSON body of every error: a message and, for a spec or
// puzzle with problems, each problem with its line and column.
type apiError struct {
	Error    string    `json:"error"`
	Problems []problem `json:"problems,omitempty"`
	status   int
}

type problem struct {
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
	Message string `json:"message"`
}

func badRequest(format string, args ...any) *apiError {
	return &apiError{Error: fmt.Sprintf(format, args...), status: http.StatusBadRequest}
}

// inputError turns an error of the spec or puzzle readers into a 400 with
// every positioned problem listed.
func inputError(what string, err error) *apiError {
	e := &apiError{Error: what + ": " + err.Error(), status: http.StatusBadRequest}
	for _, x := range game.SplitErrors(err) {
		var ge *game.Error
		if errors.As(x, &ge) {
			e.Problems = append(e.Problems, problem{Line: ge.Pos.Line, Col: ge.Pos.Col, Message: ge.Msg})
		} else {
			e.Problems = append(e.Problems, problem{Message: x.Error()})
		}
	}
	if len(e.Problems) > 0 {
		e.Error = what + ": " + e.Problems[0].Message
		if p := e.Problems[0]; p.Line > 0 {
			e.Error = fmt.Sprintf("%s: line %d, column %d: %s", what, p.Line, p.Col, p.Message)
		}
	}
	return e
}

// request is what every API call may send: the spec, by built-in name or
// as YAML, and the puzzle, as a line or as one value index per field.
type request struct {
	Spec string `json:"spec"`
	YAML string `json:"yaml"`
	// FPuzzles is an f-puzzles puzzle, its own board and rules: its JSON,
	// a link that carries it, or its compressed text.
	FPuzzles string `json:"fpuzzles"`
	Puzzle   string `json:"puzzle"`
	Givens   []int  `json:"givens"`
	// Values are the player's entries, one value index per field (-1 for
	// none); hint, next and check use them.
	Values []int `json:"values"`
	// Eliminated are candidates taken out, [field, value] index pairs,
	// as next steps took them; hint and next use them.
	Eliminated [][2]int `json:"eliminated"`
	// Limit bounds a count of solutions (count).
	Limit int `json:"limit"`
	// Uses asks analyse for how many solutions hold each candidate, up
	// to usesCap solutions.
	Uses bool `json:"uses"`
	// Title names the puzzle shared (share).
	Title string `json:"title"`
	// For generate: the symmetry, the level, the seed, and the kinds of
	// rules to lay over the grid (generate.Layers).
	Constraints []string `json:"constraints"`
	Symmetry    string   `json:"symmetry"`
	Level       string   `json:"level"`
	Seed        uint64   `json:"seed"`
	// For edit: a rule to add, as a spec writes its item, and the index
	// of one to take out.
	Add    string `json:"add"`
	Remove *int   `json:"remove"`
	// Region, for edit, names cells (r1c2) to paint as a region of their
	// own (a jigsaw's).
	Region []string `json:"region"`
	// Move, for edit, is the index of a rule to move By rows and columns
	// (each -1, 0 or 1 as the page asks, any as the API allows).
	Move *int   `json:"move"`
	By   [2]int `json:"by"`
}

// rules returns the spec of the request. A pasted spec or an f-puzzles
// puzzle whose board has more fields than the limit is refused before
// its rules are built, and their building stops when ctx ends (the
// request's time limit, or the client gone).
func (s *Server) rules(ctx context.Context, req *request) (*specs.Spec, *apiError) {
	sp, _, aerr := s.drawnRules(ctx, req)
	return sp, aerr
}

// drawnRules is rules, with the puzzle read when the request brings one
// of f-puzzles, SudokuPad or ISS (else nil): what it draws that no rule
// reads (an f-puzzles puzzle's lines, shapes and text), for the page to
// draw, and the solution it gives, for a share to carry.
func (s *Server) drawnRules(ctx context.Context, req *request) (*specs.Spec, *puzzle.Puzzle, *apiError) {
	var sp *specs.Spec
	var src *puzzle.Puzzle
	var err error
	switch {
	case req.FPuzzles != "":
		p, aerr := s.readFPuzzles(ctx, req.FPuzzles)
		if aerr != nil {
			return nil, nil, aerr
		}
		src = p
		sp = &specs.Spec{Name: p.Rules.Name, Description: p.Text, Rules: p.Rules,
			Puzzles: []specs.Puzzle{{Name: p.Title, Givens: puzzle.Line(p.Rules, p.Givens)}}}
		if p.Author != "" {
			sp.Description = strings.TrimSpace("by " + p.Author + "\n" + p.Text)
		}
	case req.YAML != "":
		sp, err = specs.Loader{Untrusted: true, MaxFields: s.limits.MaxFields}.ParseContext(ctx, "pasted spec", []byte(req.YAML))
		if err != nil {
			return nil, nil, s.buildError(ctx, "spec", err)
		}
	case req.Spec != "":
		sp, err = specs.Builtin(req.Spec)
		if err != nil {
			return nil, nil, badRequest("spec: %v", err)
		}
	default:
		sp, _ = specs.Builtin("classic")
	}
	if len(sp.Puzzles) > 0 && sp.Puzzles[0].Rules != nil {
		// The page plays the spec's first puzzle: by its own rules, its
		// cages with the spec's.
		own := *sp
		own.Rules = sp.Puzzles[0].Rules
		sp = &own
	}
	if n := sp.Rules.NumFields(); n > s.limits.MaxFields {
		return nil, nil, badRequest("the board has %d fields; this server takes at most %d", n, s.limits.MaxFields)
	}
	return sp, src, nil
}

// readFPuzzles reads an f-puzzles puzzle, checking its length once
// unpacked and its board's size before any rule is read, or ISS's
// constraint string or link.
func (s *Server) readFPuzzles(ctx context.Context, text string) (*puzzle.Puzzle, *apiError) {
	if f := input.OwnFormat(text); f != input.FPuzzles {
		// ISS's boards are of up to 16x16 cells, SudokuPad's of up to
		// sudokupad.MaxSize; the board is held to the server's limit
		// below, as a spec's is.
		p, err := input.ReadOwn(ctx, f, text, input.Options{})
		if err != nil {
			return nil, s.buildError(ctx, f, err)
		}
		return p, nil
	}
	data, err := fpuzzles.Unpack("f-puzzles", text)
	if err != nil {
		return nil, inputError("f-puzzles", err)
	}
	if n := int64(len(data)); n > s.limits.MaxBody {
		return nil, badRequest("f-puzzles: the puzzle has %d bytes unpacked; this server takes at most %d", n, s.limits.MaxBody)
	}
	if side, ok := fpuzzles.Size(data); ok && side > 0 && (side > s.limits.MaxFields || side*side > s.limits.MaxFields) {
		return nil, badRequest("f-puzzles: the board of %dx%d has %d fields; this server takes at most %d", side, side, side*side, s.limits.MaxFields)
	}
	p, err := fpuzzles.ParseContext(ctx, "f-puzzles", data)
	if err != nil {
		return nil, s.buildError(ctx, "f-puzzles", err)
	}
	return p, nil
}

// buildError is the answer to err, the error of reading what (a spec, an
// f-puzzles puzzle) and building its rules: the time ran out when ctx
// stopped the building, else the input's problems.
func (s *Server) buildError(ctx context.Context, what string, err error) *apiError {
	if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return s.outOfTime(ctx, "the puzzle's rules took longer to build than")
	}
	return inputError(what, err)
}

// givens returns the puzzle of the request: its givens, checked.
func (s *Server) givens(sp *specs.Spec, req *request) ([]int, *apiError) {
	r := sp.Rules
	var givens []int
	switch {
	case req.Givens != nil:
		if aerr := indexes(r, req.Givens); aerr != nil {
			return nil, aerr
		}
		givens = req.Givens
	case req.Puzzle != "":
		ps, err := puzzle.ParseString(r, "puzzle", req.Puzzle)
		if err != nil {
			return nil, inputError("puzzle", err)
		}
		if len(ps) == 0 {
			return nil, badRequest("puzzle: no puzzle in the text")
		}
		givens = ps[0].Givens
	default:
		if len(sp.Puzzles) == 0 {
			return nil, badRequest("no puzzle given, and the spec has none")
		}
		ps, err := puzzle.ParseString(r, "spec", sp.Puzzles[0].Givens)
		if err != nil || len(ps) == 0 {
			return nil, badRequest("no puzzle given, and the spec's own does not read")
		}
		givens = ps[0].Givens
	}
	if err := puzzle.CheckGivens(r, givens); err != nil {
		return nil, badRequest("givens: %v", err)
	}
	return givens, nil
}

// indexes checks givens sent as value indexes: one per field of r, each a
// value's index or -1. Whether they clash is the caller's to ask.
func indexes(r *game.Rules, givens []int) *apiError {
	if len(givens) != r.NumFields() {
		return badRequest("givens: %d entries for a board of %d fields", len(givens), r.NumFields())
	}
	for f, v := range givens {
		if v != game.Empty && (v < 0 || v >= r.NumValues()) {
			return badRequest("givens: %s holds %d, which is no value index (0 to %d, or -1)", r.FieldName(f), v, r.NumValues()-1)
		}
	}
	return nil
}

// entries returns the givens with the player's values put in, each checked
// to be a value, and no given changed.
func (s *Server) entries(sp *specs.Spec, req *request, givens []int) ([]int, *apiError) {
	r := sp.Rules
	all := slices.Clone(givens)
	if req.Values == nil {
		return all, nil
	}
	if len(req.Values) != r.NumFields() {
		return nil, badRequest("values: %d entries for a board of %d fields", len(req.Values), r.NumFields())
	}
	for f, v := range req.Values {
		switch {
		case v == game.Empty:
		case v < 0 || v >= r.NumValues():
			return nil, badRequest("values: %s holds %d, which is no value index", r.FieldName(f), v)
		case givens[f] != game.Empty && givens[f] != v:
			return nil, badRequest("values: %s is a given", r.FieldName(f))
		default:
			all[f] = v
		}
	}
	return all, nil
}

// puzzle returns the spec and the checked givens of the request, its
// rules built within ctx.
func (s *Server) puzzle(ctx context.Context, req *request) (*specs.Spec, []int, *apiError) {
	sp, aerr := s.rules(ctx, req)
	if aerr != nil {
		return nil, nil, aerr
	}
	givens, aerr := s.givens(sp, req)
	if aerr != nil {
		return nil, nil, aerr
	}
	return sp, givens, nil
}

// internal is the answer to an error that is no fault of the request.
func internal(err error) *apiError {
	return &apiError{Error: err.Error(), status: http.StatusInternalServerError}
}

// outOfTime is the answer to a request whose time limit ended its work
// (or that its client left, or the server stopped): what says what was
// not done in time, as in "the answer took longer than".
func (s *Server) outOfTime(ctx context.Context, what string) *apiError {
	switch {
	case errors.Is(context.Cause(ctx), errStopping):
		return &apiError{Error: "the server is stopping: the request was cut short, and nothing was kept", status: http.StatusServiceUnavailable}
	case errors.Is(ctx.Err(), context.Canceled):
		return &apiError{Error: "the request was cancelled before its answer was ready", status: http.StatusServiceUnavailable}
	}
	return &apiError{Error: fmt.Sprintf("the time ran out: %s the %v a request may take, and nothing was kept", what, s.limits.Timeout), status: http.StatusServiceUnavailable}
}

// reserve takes need bytes of the server's memory for a request's search,
// waiting while other requests hold too much, and returns the function
// that gives them back.
func (s *Server) reserve(ctx context.Context, need int64) (func(), *apiError) {
	if err := s.memory.Take(ctx, need, "the answer"); err != nil {
		if ctx.Err() != nil {
			return nil, s.outOfTime(ctx, "no memory came free for the answer in")
		}
		return nil, &apiError{Error: err.Error(), status: http.StatusRequestEntityTooLarge}
	}
	return func() { s.memory.Give(need) }, nil
}

// reserveWorker prepares w within the server's memory (the links its
// techniques read), then reserves its footprint as reserve does.
func (s *Server) reserveWorker(ctx context.Context, w budget.Worker) (func(), *apiError) {
	if err := w.Prepare(ctx, s.limits.Memory); err != nil {
		if ctx.Err() != nil {
			return nil, s.timedOut(ctx)
		}
		return nil, &apiError{Error: err.Error(), status: http.StatusRequestEntityTooLarge}
	}
	return s.reserve(ctx, w.Footprint())
}

// links builds the links between candidates of rules r within the
// server's memory, for a search whose engine is not at hand (a solution
// path), and returns what they take.
func (s *Server) links(ctx context.Context, r *game.Rules) (int64, *apiError) {
	if !r.HasLinks() {
		return 0, nil
	}
	if err := r.BuildLinks(ctx, s.limits.Memory); err != nil {
		if ctx.Err() != nil {
			return 0, s.timedOut(ctx)
		}
		return 0, &apiError{Error: err.Error(), status: http.StatusRequestEntityTooLarge}
	}
	return r.LinksBytes(), nil
}

// timedOut is the answer to a request that ran past its time limit.
func (s *Server) timedOut(ctx context.Context) *apiError {
	return s.outOfTime(ctx, "the answer took longer than")
}

// board returns the position of the request: the givens and the player's
// values, which must not clash, less the candidates eliminated.
func (s *Server) board(sp *specs.Spec, req *request, givens []int) (*game.Board, *apiError) {
	r := sp.Rules
	all, aerr := s.entries(sp, req, givens)
	if aerr != nil {
		return nil, aerr
	}
	if err := puzzle.CheckGivens(r, all); err != nil {
		return nil, badRequest("the entries clash: %v", err)
	}
	b := game.NewBoard(r)
	b.Load(all)
	if len(req.Eliminated) > r.NumFields()*r.NumValues() {
		return nil, badRequest("eliminated: %d pairs, more than the board has candidates", len(req.Eliminated))
	}
	for _, e := range req.Eliminated {
		f, v := e[0], e[1]
		if f < 0 || f >= r.NumFields() || v < 0 || v >= r.NumValues() {
			return nil, badRequest("eliminated: [%d, %d] is no field and value of this board", f, v)
		}
		if b.Value(f) == game.Empty && !b.Eliminate(f, v) {
			return nil, badRequest("eliminated: %s is left with no candidate", r.FieldName(f))
		}
	}
	return b, nil
}

// layout is a spec as the page draws it.
type layout struct {
	Name        string      `json:"name"`
	Description string      `json:"description"`
	Rows        int         `json:"rows"`
	Cols        int         `json:"cols"`
	Values      []string    `json:"values"`
	Fields      [][2]int    `json:"fields"` // row, column of each field
	Groups      []groupJSON `json:"groups"`
	Rules       []ruleJSON  `json:"rules,omitempty"`
	Puzzles     []string    `json:"puzzles"`
	// Drawings are what the puzzle draws that no rule reads.
	Drawings []drawingJSON `json:"drawings,omitempty"`
}

// drawingJSON is a puzzle.Drawing as the page draws it: cells as [row,
// column] (-1 and the side for those beside the board), colours checked
// by the reader, sizes as fractions of a cell.
type drawingJSON struct {
	Shape      puzzle.DrawingShape `json:"shape"`
	Cells      [][2]int            `json:"cells"`
	Text       string              `json:"text,omitempty"`
	Colour     string              `json:"colour,omitempty"`
	TextColour string              `json:"textColour,omitempty"`
	Fill       string              `json:"fill,omitempty"`
	Width      float64             `json:"width,omitempty"`
	Height     float64             `json:"height,omitempty"`
	Size       float64             `json:"size,omitempty"`
	Angle      float64             `json:"angle,omitempty"`
}

// drawingsJSON writes drawings as the page draws them.
func drawingsJSON(drawings []puzzle.Drawing) []drawingJSON {
	var out []drawingJSON
	for _, d := range drawings {
		out = append(out, drawingJSON{Shape: d.Shape, Cells: cellsJSON(d.Cells), Text: d.Text, Colour: d.Colour,
			TextColour: d.TextColour, Fill: d.Fill, Width: d.Width, Height: d.Height, Size: d.Size, Angle: d.Angle})
	}
	return out
}

// groupJSON is a group as the page draws it: Draw says how, from the
// group's kind, so that the page gives no meaning to kind names.
type groupJSON struct {
	Name     string         `json:"name"`
	Kind     game.GroupKind `json:"kind"`
	Draw     string         `json:"draw,omitempty"` // "tiles" (thick borders), "line" (through the centres), "shade", or nothing
	Complete bool           `json:"complete"`
	Fields   []int          `json:"fields"`
}

// groupDraw says how the page draws groups of kind k.
func groupDraw(k game.GroupKind) string {
	switch {
	case k.Tiles():
		return "tiles"
	case k.Line() && k.Shaded(): // a diagonal
		return "line"
	case k.Shaded():
		return "shade"
	}
	return ""
}

// ruleJSON is a constraint as the page draws it: by its kind's drawing
// from its item, or else by its kind's shape from its fields in order and
// the label beside it; its name is its tooltip, and the rules panel names
// its kind by Title and says Doc.
type ruleJSON struct {
	Name   string     `json:"name"`
	Kind   string     `json:"kind"`
	Title  string     `json:"title"`
	Doc    string     `json:"doc"`
	Shape  game.Shape `json:"shape"`
	Label  string     `json:"label,omitempty"`
	Fields []int      `json:"fields"`
	// Item is the rule as a spec writes it (constraint.Items), which the
	// page draws as players know the kind: its key ("thermometer",
	// "kropki") and its argument, cells as [row, column] (a clue's
	// outside the board); none for a rule no item says alone (a negative
	// rule, which the rules panel names).
	Item *itemJSON `json:"item,omitempty"`
	// Draw is how the page draws the item: the drawing of its kind
	// (constraint.Kind.Draw), a style and what it needs; none for a rule
	// with no item.
	Draw *constraint.Drawing `json:"draw,omitempty"`
}

// itemJSON is a spec item for the page.
type itemJSON struct {
	Key  string         `json:"key"`
	Args map[string]any `json:"args,omitempty"`
}

// newItem returns the item of rule c alone, or nil.
func newItem(c game.Constraint) *itemJSON {
	items, err := constraint.Items([]game.Constraint{c})
	if err != nil || len(items) != 1 {
		return nil
	}
	it := &itemJSON{Key: items[0].Key}
	for _, a := range items[0].Args {
		if it.Args == nil {
			it.Args = map[string]any{}
		}
		switch v := a.Value.(type) {
		case []game.Pos:
			it.Args[a.Key] = cellsJSON(v)
		case [][]game.Pos:
			ls := make([][][2]int, len(v))
			for i, l := range v {
				ls[i] = cellsJSON(l)
			}
			it.Args[a.Key] = ls
		case string:
			if p, err := constraint.ParseClue(v); err == nil && a.Key == "clue" {
				it.Args[a.Key] = [2]int{p.Row, p.Col}
			} else {
				it.Args[a.Key] = v
			}
		default:
			it.Args[a.Key] = v
		}
	}
	return it
}

// cellsJSON writes cells as [row, column] pairs.
func cellsJSON(cells []game.Pos) [][2]int {
	out := make([][2]int, len(cells))
	for i, p := range cells {
		out[i] = [2]int{p.Row, p.Col}
	}
	return out
}

func newLayout(sp *specs.Spec) layout {
	r := sp.Rules
	l := layout{Name: sp.Name, Description: sp.Description, Rows: r.Rows, Cols: r.Cols, Values: r.Values.Names(), Puzzles: []string{}}
	for f := range r.NumFields() {
		p := r.Pos(f)
		l.Fields = append(l.Fields, [2]int{p.Row, p.Col})
	}
	for _, g := range r.Groups {
		l.Groups = append(l.Groups, groupJSON{Name: g.Name, Kind: g.Kind, Draw: groupDraw(g.Kind), Complete: g.Complete, Fields: g.Fields})
	}
	kinds, _ := specs.Kinds()
	kinds = append(kinds, sp.Kinds...) // and those the spec defines
	for i, c := range r.Constraints {
		k := c.Kind()
		rule := ruleJSON{Name: c.Name(), Kind: k.Name, Title: k.Title, Doc: k.Doc, Shape: k.Shape, Fields: r.ConstraintFields(i), Item: newItem(c)}
		if rule.Item != nil {
			if kind := constraint.Lookup(kinds, rule.Item.Key); kind != nil {
				draw := kind.Draw
				rule.Draw = &draw
			}
		}
		if l, ok := c.(game.Labeler); ok {
			rule.Label = l.Label()
		}
		l.Rules = append(l.Rules, rule)
	}
	for _, p := range sp.Puzzles {
		if ps, err := puzzle.ParseString(r, "spec", p.Givens); err == nil && len(ps) == 1 {
			l.Puzzles = append(l.Puzzles, puzzle.Line(r, ps[0].Givens))
		}
	}
	return l
}

// stepJSON is a step of a solve, with its rating.
type stepJSON struct {
	game.Step
	Rating float64 `json:"rating,omitempty"`
}

func (s *Server) handleSpecs(ctx context.Context, req *request) (any, *apiError) {
	type item struct {
		Name        string `json:"name"`
		Description string `json:"description"`
	}
	var out []item
	for _, i := range specs.List() {
		out = append(out, item{i.Name, i.Description})
	}
	return out, nil
}

func (s *Server) handleSpec(ctx context.Context, req *request) (any, *apiError) {
	sp, src, aerr := s.drawnRules(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	l := newLayout(sp)
	if src != nil {
		l.Drawings = drawingsJSON(src.Drawings)
	}
	return l, nil
}

// handleSolve solves the puzzle as a person would, easiest step first,
// and guesses where the techniques stall: every step, for stepping.
func (s *Server) handleSolve(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	r := sp.Rules
	count, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	if err != nil {
		return nil, internal(err)
	}
	links, aerr := s.links(ctx, r)
	if aerr != nil {
		return nil, aerr
	}
	// The path's trace: a few steps per candidate, as a rule; a search
	// with many guesses may take more, up to strategy.DefaultMaxTrace.
	steps := min(4*r.NumFields()*r.NumValues(), strategy.DefaultMaxTrace)
	done, aerr := s.reserve(ctx, count.Footprint()+strategy.StrategiesFootprint(r, steps)+links)
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	res := count.Solve(ctx, givens)
	out := struct {
		Status string `json:"status"`
		// Solution is the solution as a puzzle line writes it: "4125...",
		// or its values apart by spaces where one is longer than one
		// character; SolutionValues names the value of each field, and
		// SolutionIndexes gives each value's index among the spec's.
		Solution        string     `json:"solution,omitempty"`
		SolutionValues  []string   `json:"solutionValues,omitempty"`
		SolutionIndexes []int      `json:"solutionIndexes,omitempty"`
		Steps           []stepJSON `json:"steps,omitempty"`
	}{Status: res.Status.String()}
	if res.Status == strategy.Timeout {
		return nil, s.timedOut(ctx)
	}
	if res.Solution == nil {
		return out, nil
	}
	out.Solution, out.SolutionIndexes = puzzle.Line(r, res.Solution), res.Solution
	for _, v := range res.Solution {
		out.SolutionValues = append(out.SolutionValues, r.Values.Name(v))
	}
	path, err := rate.SolvePath(ctx, r, givens, rate.PathOptions{Guess: true, AssumeUnique: res.Status == strategy.Unique})
	if err != nil {
		return nil, internal(err)
	}
	if path.Status == strategy.Timeout {
		return nil, s.timedOut(ctx)
	}
	for i, st := range path.Trace {
		out.Steps = append(out.Steps, stepJSON{Step: st, Rating: path.Ratings[i]})
	}
	return out, nil
}

// nextStep finds the hint of the request's position: the board of its
// givens and entries, and the hint, or none (a reason) with a nil hint.
func (s *Server) nextStep(ctx context.Context, req *request) (*game.Board, *hint.Hint, string, *apiError) {
	var x *hint.Hint
	b, none, aerr := s.withHinter(ctx, req, false, func(h *hint.Hinter, b *game.Board) (err error) {
		x, err = h.Next(ctx, b)
		return err
	})
	return b, x, none, aerr
}

// withHinter runs ask on the board of the request's givens and entries
// with a Hinter of its rules, the memory it takes reserved (for every
// step of the position, with all, hint.AllWork's), and returns the board,
// or the reason ask found no step (its error's text), or the error of a
// request that fails.
func (s *Server) withHinter(ctx context.Context, req *request, all bool, ask func(h *hint.Hinter, b *game.Board) error) (*game.Board, string, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, "", aerr
	}
	b, aerr := s.board(sp, req, givens)
	if aerr != nil {
		return nil, "", aerr
	}
	h, err := hint.New(sp.Rules)
	if err != nil {
		return nil, "", internal(err)
	}
	var w budget.Worker = h
	if all {
		w = hint.AllWork{Hinter: h}
	}
	done, aerr := s.reserveWorker(ctx, w)
	if aerr != nil {
		return nil, "", aerr
	}
	defer done()
	err = ask(h, b)
	switch {
	case errors.Is(err, hint.ErrTimeout) || errors.Is(err, hint.ErrInterrupted):
		return nil, "", s.timedOut(ctx)
	case err != nil:
		return b, err.Error(), nil
	}
	return b, "", nil
}

// stepsJSON is one step of /api/steps: the step with its technique,
// rating and area, as /api/hint gives the easiest.
type stepsJSON struct {
	Technique  string    `json:"technique"`
	Difficulty float64   `json:"difficulty"`
	Text       string    `json:"text"`
	AreaFields []int     `json:"areaFields"`
	Step       game.Step `json:"step"`
}

// handleSteps answers every step the techniques find on the givens and
// entries, easiest first (hint.Hinter.All), or none with the reason.
func (s *Server) handleSteps(ctx context.Context, req *request) (any, *apiError) {
	var all []*hint.Hint
	b, none, aerr := s.withHinter(ctx, req, true, func(h *hint.Hinter, b *game.Board) (err error) {
		all, err = h.All(ctx, b)
		return err
	})
	switch {
	case aerr != nil:
		return nil, aerr
	case none != "":
		return noStep{none}, nil
	}
	out := make([]stepsJSON, len(all))
	for i, x := range all {
		out[i] = stepsJSON{x.Technique.Name, x.Difficulty, strings.TrimSpace(x.Text(3)), areaFields(b.Rules(), x), x.Step}
	}
	return struct {
		Steps []stepsJSON `json:"steps"`
	}{out}, nil
}

// noStep is the answer of hint and next when there is none.
type noStep struct {
	None string `json:"none"`
}

func (s *Server) handleHint(ctx context.Context, req *request) (any, *apiError) {
	b, x, none, aerr := s.nextStep(ctx, req)
	switch {
	case aerr != nil:
		return nil, aerr
	case x == nil:
		return noStep{none}, nil
	}
	return struct {
		Technique  string    `json:"technique"`
		Difficulty float64   `json:"difficulty"`
		Levels     [3]string `json:"levels"`
		Area       []string  `json:"area"`
		AreaFields []int     `json:"areaFields"`
		Step       game.Step `json:"step"`
	}{x.Technique.Name, x.Difficulty, [3]string{strings.TrimSpace(x.Text(1)), strings.TrimSpace(x.Text(2)), strings.TrimSpace(x.Text(3))}, x.AreaNames(), areaFields(b.Rules(), x), x.Step}, nil
}

// areaFields returns the fields of a hint's area, in increasing order:
// those of its groups and of its rules, what the page highlights from the
// first level on (a level-1 hint names them: "look at cage 9 at r1c9
// r2c9").
func areaFields(r *game.Rules, x *hint.Hint) []int {
	var fs []int
	for _, g := range x.Area {
		fs = append(fs, r.Groups[g].Fields...)
	}
	for _, c := range x.AreaRules {
		fs = append(fs, r.ConstraintFieldsOf(c)...)
	}
	slices.Sort(fs)
	return slices.Compact(fs)
}

// handleNext makes the next step on the givens and entries: the step, as
// hint gives it, and the values after it.
func (s *Server) handleNext(ctx context.Context, req *request) (any, *apiError) {
	b, x, none, aerr := s.nextStep(ctx, req)
	switch {
	case aerr != nil:
		return nil, aerr
	case x == nil:
		return noStep{none}, nil
	}
	b.Apply(x.Move)
	return struct {
		Step   game.Step `json:"step"`
		Rating float64   `json:"rating"`
		Values []int     `json:"values"`
	}{x.Step, x.Difficulty, b.Grid()}, nil
}

func (s *Server) handleCheck(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	if _, aerr := s.entries(sp, req, givens); aerr != nil {
		return nil, aerr // wrong lengths and values; clashes are wrong entries
	}
	e, err := strategy.NewEngine(sp.Rules, strategy.Options{Limit: 2})
	if err != nil {
		return nil, internal(err)
	}
	done, aerr := s.reserve(ctx, e.Footprint())
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	res := e.Solve(ctx, givens)
	if res.Status == strategy.Timeout {
		return nil, s.timedOut(ctx)
	}
	out := struct {
		Status string `json:"status"`
		Wrong  []int  `json:"wrong"`
	}{Status: res.Status.String(), Wrong: []int{}}
	if res.Solution == nil {
		return out, nil
	}
	for f, v := range req.Values {
		if v != game.Empty && givens[f] == game.Empty && v != res.Solution[f] {
			out.Wrong = append(out.Wrong, f)
		}
	}
	return out, nil
}

func (s *Server) handleRate(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	rt, err := rate.New(sp.Rules, rate.Options{})
	if err != nil {
		return nil, internal(err)
	}
	done, aerr := s.reserveWorker(ctx, rt)
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	x, err := rt.Rate(ctx, givens)
	if err != nil {
		return nil, internal(err)
	}
	if x.Status == strategy.Timeout {
		return nil, s.timedOut(ctx)
	}
	return x, nil
}

func (s *Server) handleGenerate(ctx context.Context, req *request) (any, *apiError) {
	sp, aerr := s.rules(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	opts := generate.Options{}
	if req.Symmetry != "" {
		sym, err := generate.Lookup(req.Symmetry)
		if err != nil {
			return nil, badRequest("symmetry: %v", err)
		}
		if err := sym.Check(sp.Rules); err != nil {
			return nil, badRequest("symmetry %v", err)
		}
		opts.Symmetry = sym
	}
	if req.Level != "" {
		var level strategy.Level
		if err := level.UnmarshalText([]byte(req.Level)); err != nil {
			return nil, badRequest("level: %v", err)
		}
		opts.Accept = generate.Target{Level: &level}.Accept()
	}
	opts.Constraints = req.Constraints
	g, err := generate.New(sp.Rules, opts)
	if errors.Is(err, generate.ErrNoComplete) || err != nil && len(req.Constraints) > 0 {
		return nil, badRequest("%v", err)
	}
	if err != nil {
		return nil, internal(err)
	}
	seed := req.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	done, aerr := s.reserve(ctx, g.Footprint())
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	p, err := g.Generate(ctx, seed)
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, s.outOfTime(ctx, "no puzzle was made in")
	case errors.Is(err, generate.ErrNoGrid):
		return nil, badRequest("%v", err)
	case err != nil:
		return nil, internal(err)
	}
	out := struct {
		Seed   uint64       `json:"seed"`
		Puzzle string       `json:"puzzle"`
		Givens []int        `json:"givens"`
		Rating *rate.Rating `json:"rating,omitempty"`
		// FPuzzles is, for a puzzle with rules of its own (Constraints),
		// the puzzle as f-puzzles data, which /api/spec lays out.
		FPuzzles string `json:"fpuzzles,omitempty"`
	}{Seed: seed, Puzzle: puzzle.Line(sp.Rules, p.Givens), Givens: p.Givens, Rating: p.Rating}
	if p.Rules != nil {
		data, err := fpuzzles.Write(&puzzle.Puzzle{Givens: p.Givens, Title: fmt.Sprintf("generated, seed %d", seed)}, p.Rules, p.Solution)
		if err != nil {
			return nil, badRequest("f-puzzles cannot hold the puzzle made: %v", err)
		}
		out.FPuzzles = lzstring.Base64.Compress(string(data))
	}
	return out, nil
}
