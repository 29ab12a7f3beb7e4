package hint

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// The positions that get no hint.
var (
	ErrSolved      = errors.New("the position is solved")
	ErrNoSolution  = errors.New("the position has no solution: a value placed or a candidate taken out is wrong")
	ErrStalled     = errors.New("no technique finds a step here: the position needs more than they know (or a guess)")
	ErrSeveral     = errors.New("no technique finds a step here, and the position has more than one solution: it needs another given (or a guess)")
	ErrTimeout     = errors.New("the time ran out before a hint was found")
	ErrInterrupted = errors.New("interrupted before a hint was found")
)

// stopped is Next's error when ctx has ended: ErrTimeout when its
// deadline passed, ErrInterrupted when it was cancelled.
func stopped(ctx context.Context) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return ErrTimeout
	}
	return ErrInterrupted
}

// Hint is the next step on a position.
type Hint struct {
	// Technique made the move; Difficulty is the move's rating.
	Technique  *strategy.Technique
	Difficulty float64
	// Move is the step itself, with its evidence.
	Move *game.Move
	// Step is the move as the trace writes it, reason included.
	Step game.Step
	// Area are the groups to look at, at most two; AreaRules the
	// constraints (indexes in Rules.Constraints), at most two, for a move a
	// constraint's rule made.
	Area      []int
	AreaRules []int
	// Unique says the position has exactly one solution (else several:
	// the uniqueness techniques were not asked).
	Unique bool

	rules *game.Rules
	order int // the technique's place in the engine's order (All)
}

// Hinter gives hints on positions of one set of rules. It is not safe for
// use by several goroutines at once.
type Hinter struct {
	rules  *game.Rules
	count  *strategy.Engine // counts solutions up to two
	any    *strategy.Engine // techniques that hold for any number of solutions
	unique *strategy.Engine // and the uniqueness techniques
}

// New returns a Hinter for rules r.
func New(r *game.Rules) (*Hinter, error) {
	h := &Hinter{rules: r}
	var err error
	if h.count, err = strategy.NewEngine(r, strategy.Options{Limit: 2}); err != nil {
		return nil, err
	}
	techs := rate.Techniques()
	if h.any, err = strategy.NewEngine(r, strategy.Options{Techniques: techs, NoGuess: true, Graded: true, Limit: 2}); err != nil {
		return nil, err
	}
	if h.unique, err = strategy.NewEngine(r, strategy.Options{Techniques: techs, NoGuess: true, Graded: true, AssumeUnique: true}); err != nil {
		return nil, err
	}
	return h, nil
}

// Prepare builds what the hints' techniques read, within maxBytes of
// memory and ctx, as strategy.Engine.Prepare does.
func (h *Hinter) Prepare(ctx context.Context, maxBytes int64) error {
	for _, e := range []*strategy.Engine{h.count, h.any, h.unique} {
		if err := e.Prepare(ctx, maxBytes); err != nil {
			return err
		}
	}
	return nil
}

// Footprint returns about the most memory, in bytes, that a Next takes
// beyond what the Hinter holds at rest (see strategy.Engine.Footprint).
func (h *Hinter) Footprint() int64 {
	return h.count.Footprint() + h.any.Footprint() + h.unique.Footprint()
}

// Next returns the hint for position b, which is not changed, or one of
// ErrSolved, ErrNoSolution, ErrStalled (ErrSeveral when the position has
// more than one solution), and ErrTimeout or ErrInterrupted
// when ctx's deadline passes or it is cancelled first.
func (h *Hinter) Next(ctx context.Context, b *game.Board) (*Hint, error) {
	if b.Solved() {
		return nil, ErrSolved
	}
	e, unique, err := h.engineFor(ctx, b)
	if err != nil {
		return nil, err
	}
	m, t := e.NextContext(ctx, b)
	if m == nil && ctx.Err() != nil {
		return nil, stopped(ctx)
	}
	if m == nil && !unique {
		return nil, ErrSeveral
	}
	if m == nil {
		return nil, ErrStalled
	}
	hint := &Hint{Technique: t, Difficulty: t.RateMove(h.rules, m), Move: m, Unique: unique, rules: h.rules}
	hint.Step = game.NewStep(h.rules, 1, 0, m, e.Explain(m))
	hint.Area, hint.AreaRules = area(h.rules, m)
	return hint, nil
}

// engineFor returns the engine whose techniques hold for position b: with
// the uniqueness techniques when it has one solution (unique), without
// when it has several; or Next's error for a position with none, or
// whose ctx ends first.
func (h *Hinter) engineFor(ctx context.Context, b *game.Board) (e *strategy.Engine, unique bool, err error) {
	if ctx.Err() != nil {
		return nil, false, stopped(ctx)
	}
	switch h.count.SolveBoard(ctx, b).Status {
	case strategy.Unique:
		return h.unique, true, nil
	case strategy.Multiple:
		return h.any, false, nil
	case strategy.Timeout:
		return nil, false, stopped(ctx)
	}
	return nil, false, ErrNoSolution
}

// area returns the groups a move's evidence names (its groups, then its
// cover), at most two, and the constraints it names, at most two; for a
// move that names neither, the box-shaped group (or else the first group)
// of its first field. A contradiction's area is that of the candidate it
// refutes, not of where the contradiction shows.
func area(r *game.Rules, m *game.Move) (groups, rules []int) {
	if len(m.Premises) != 1 {
		groups = firstTwo(slices.Concat(m.Groups, m.Cover))
		rules = firstTwo(m.Rules)
	}
	if len(groups) > 0 || len(rules) > 0 {
		return groups, rules
	}
	return box(r, m), nil
}

// firstTwo returns the first two different numbers of list.
func firstTwo(list []int) []int {
	var out []int
	for _, n := range list {
		if !slices.Contains(out, n) && len(out) < 2 {
			out = append(out, n)
		}
	}
	return out
}

// box returns the box-shaped group (or else the first group) of a move's
// first field.
func box(r *game.Rules, m *game.Move) []int {
	f := -1
	switch {
	case len(m.Premises) > 0:
		f = m.Premises[0].Field
	case len(m.Fields) > 0:
		f = m.Fields[0]
	case len(m.Place) > 0:
		f = m.Place[0].Field
	case len(m.Eliminate) > 0:
		f = m.Eliminate[0].Field
	}
	if f < 0 {
		return nil
	}
	groups := r.FieldGroups(f)
	for _, g := range groups {
		if r.Groups[g].Kind.Tiles() {
			return []int{g}
		}
	}
	if len(groups) > 0 {
		return groups[:1]
	}
	return nil
}

// AreaNames returns the names of the groups of Area, then of the
// constraints of AreaRules.
func (h *Hint) AreaNames() []string {
	var names []string
	for _, g := range h.Area {
		names = append(names, h.rules.Groups[g].Name)
	}
	for _, c := range h.AreaRules {
		names = append(names, h.rules.Constraint(c).Name())
	}
	return names
}

// Text writes the hint at a level from 1 (the technique and where to
// look) to 3 (the whole deduction); a level out of range is taken as the
// nearest.
func (h *Hint) Text(level int) string {
	r := h.rules
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (%.1f, %s)", h.Technique.Name, h.Difficulty, strategy.LevelOf(h.Difficulty))
	if len(h.Area)+len(h.AreaRules) > 0 {
		fmt.Fprintf(&sb, ": look at %s", strings.Join(h.AreaNames(), " and "))
	}
	if level >= 2 {
		fields, vs := h.Move.Fields, h.Move.Values
		if len(fields) == 0 {
			for _, c := range h.Move.Place {
				fields = append(fields, c.Field)
			}
		}
		if len(h.Move.Premises) > 0 {
			// A forcing chain: what it assumes, not where its branches end.
			fields, vs = nil, 0
			for _, c := range h.Move.Premises {
				fields, vs = append(fields, c.Field), vs|game.Bit(c.Value)
			}
		}
		var parts []string
		if vs != 0 {
			word := "value "
			if vs.Len() > 1 {
				word = "values "
			}
			parts = append(parts, word+strings.ReplaceAll(vs.Format(r.Values), " ", ", "))
		}
		if len(fields) > 0 {
			names := make([]string, 0, len(fields))
			for _, f := range fields {
				if n := r.FieldName(f); !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
			parts = append(parts, strings.Join(names, ", "))
		}
		if len(parts) > 0 {
			fmt.Fprintf(&sb, "; %s", strings.Join(parts, " in "))
		}
	}
	sb.WriteString("\n")
	if level >= 3 {
		sb.WriteString(stepLine(h.Step))
		sb.WriteString("\n")
	}
	return sb.String()
}

// stepLine writes a step's placements and eliminations and its reason:
// "r1c4-4 r1c5-4 (4 in box 1 can only go where it meets row 1)".
func stepLine(s game.Step) string {
	var parts []string
	for _, c := range s.Place {
		parts = append(parts, c.Placement())
	}
	for _, c := range s.Eliminate {
		parts = append(parts, c.Elimination())
	}
	line := strings.Join(parts, " ")
	if s.Reason != "" {
		line += " (" + s.Reason + ")"
	}
	return line
}
