package specs

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/kinddef"
)

// WritePuzzle is a puzzle to write as a spec: its name, comment lines
// (an author, a rules text), its rules (the board, values and groups it
// shares with the other puzzles of the file, and its constraints), its
// givens, one value index or game.Empty per field, and the position in
// progress, when there is one (written as candidates: and placed:).
type WritePuzzle struct {
	Name     string
	Comments []string
	Rules    *game.Rules
	Givens   []int
	Progress *puzzle.Progress // nil: the givens only
}

// Write writes puzzles as one spec file that Parse reads back to the same
// rules, givens and positions in progress: the board, values and groups
// once (extends: a built-in spec when they are its), then each puzzle
// with its givens, its candidates and placed fields when it has a
// Progress, and its constraints, as their kinds' items
// (constraint.Items). The puzzles share one board: a puzzle whose board,
// values or groups are not the first's is an error, and so is a rule no
// spec item says, and a Progress that a spec refuses (see progress.go).
// Before it returns, Write reads its spec back and checks that each
// puzzle's rules, givens and progress are the ones it was given, so that
// nothing is ever dropped or changed.
func Write(name string, puzzles []WritePuzzle) ([]byte, error) {
	if len(puzzles) == 0 {
		return nil, errors.New("no puzzle to write")
	}
	first := puzzles[0].Rules
	for i, p := range puzzles[1:] {
		if err := constraint.SameBoard(first, p.Rules); err != nil {
			return nil, fmt.Errorf("puzzle %d has another board than the first (it has %v): write it to a file of its own", i+2, err)
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "name: %s\n", constraint.QuoteWord(name))
	writeBoard(&sb, first)
	writeKinds(&sb, puzzles)
	sb.WriteString("puzzles:\n")
	for i, p := range puzzles {
		if err := writePuzzle(&sb, p); err != nil {
			return nil, fmt.Errorf("puzzle %d: %w", i+1, err)
		}
	}
	out := []byte(sb.String())
	if err := checkWritten(out, puzzles); err != nil {
		return nil, err
	}
	return out, nil
}

// writeKinds writes the kinds: section of the kinds the puzzles' rules
// are of that a spec defined (package kinddef), each once.
func writeKinds(sb *strings.Builder, puzzles []WritePuzzle) {
	var seen []*game.RuleKind
	var written []string // the keys of the definitions written
	header := false
	for _, p := range puzzles {
		for _, c := range p.Rules.Constraints {
			rk := c.Kind()
			if slices.Contains(seen, rk) {
				continue
			}
			seen = append(seen, rk)
			k := constraint.DefinedKind(c)
			d, ok := kinddef.DefOf(k)
			if !ok || inLibrary(k) {
				continue
			}
			for _, def := range append(d.Needs(), d) {
				if slices.Contains(written, def.Key) || libraryKey(def.Key) {
					continue
				}
				written = append(written, def.Key)
				if !header {
					sb.WriteString("kinds:\n")
					header = true
				}
				for _, l := range def.Lines() {
					sb.WriteString("  " + l + "\n")
				}
			}
		}
	}
}

// writeBoard writes size, values and groups, or extends with a built-in
// spec of the same board.
func writeBoard(sb *strings.Builder, r *game.Rules) {
	for _, b := range Names() {
		if s, err := Builtin(b); err == nil && constraint.SameBoard(s.Rules, r) == nil {
			fmt.Fprintf(sb, "extends: %s\n", b)
			return
		}
	}
	fmt.Fprintf(sb, "size: %dx%d\n", r.Rows, r.Cols)
	fmt.Fprintf(sb, "values: %s\n", valuesText(r.Values))
	if r.NumFields() < r.Rows*r.Cols {
		sb.WriteString("holes: |\n")
		for row := range r.Rows {
			sb.WriteString("  ")
			for col := range r.Cols {
				if r.FieldAt(game.Pos{Row: row, Col: col}) < 0 {
					sb.WriteByte('#')
				} else {
					sb.WriteByte('.')
				}
			}
			sb.WriteByte('\n')
		}
	}
	sb.WriteString("groups:\n")
	for _, g := range writeGroups(r) {
		fmt.Fprintf(sb, "  - %s\n", g)
	}
}

// valuesText writes values as a spec reads them: a range of numbers
// (1-9, 1-16), the characters in a row, or a list of words.
func valuesText(v *game.Values) string {
	names := v.Names()
	if v.Numeric() {
		lo := v.Number(0)
		run := lo >= 0
		for i := range names {
			run = run && v.Number(i) == lo+i && names[i] == strconv.Itoa(lo+i)
		}
		if run && len(names) > 1 && (lo+len(names)-1 > 9 || lo <= 9) {
			return fmt.Sprintf("%d-%d", lo, lo+len(names)-1)
		}
	}
	words := make([]string, len(names))
	for i, n := range names {
		words[i] = constraint.QuoteWord(n)
	}
	return "[" + strings.Join(words, ", ") + "]"
}

// writeGroups writes r's groups as the items of a spec's groups: the
// kinds that make them where a kind makes exactly some of them (rows,
// columns, boxes, diagonals, disjoint, jigsaw regions), each other group
// by its cells with its name.
func writeGroups(r *game.Rules) []string {
	left := r.GroupSpecs()
	var out []string
	take := func(item string, gs []game.GroupSpec, err error) {
		if err != nil || len(gs) == 0 {
			return
		}
		rest, ok := groups.Without(left, gs)
		if ok {
			left = rest
			out = append(out, item)
		}
	}
	if r.NumFields() == r.Rows*r.Cols {
		a := groups.Area{Rows: r.Rows, Cols: r.Cols}
		take("rows", groups.Rows(a), nil)
		take("columns", groups.Columns(a), nil)
		for h := 1; h <= r.Rows; h++ {
			for w := 1; w <= r.Cols; w++ {
				if h*w == r.NumValues() && h*w > 1 {
					gs, err := groups.Boxes(a, h, w)
					take(fmt.Sprintf("boxes: %dx%d", h, w), gs, err)
					gs, err = groups.Disjoint(a, h, w)
					take(fmt.Sprintf("disjoint: %dx%d", h, w), gs, err)
				}
			}
		}
		gs, err := groups.Diagonals(a)
		take("diagonals", gs, err)
		if m, regions := regionMap(r, left); m != "" {
			left, _ = groups.Without(left, regions)
			out = append(out, "regions: |\n"+m)
		}
	}
	for _, g := range left {
		cells := make([]string, len(g.Cells))
		for i, p := range g.Cells {
			cells[i] = p.String()
		}
		out = append(out, fmt.Sprintf("cells: {name: %s, cells: [%s]}", constraint.QuoteWord(g.Name), strings.Join(cells, ", ")))
	}
	return out
}

// regionMarks are the characters a map of regions marks them with.
const regionMarks = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// regionMap writes the groups of gs of kind region or box that tile the
// board, each of as many cells as there are values, as a map of regions
// indented for a block, with those groups; "" when they do not tile it.
func regionMap(r *game.Rules, gs []game.GroupSpec) (string, []game.GroupSpec) {
	region, taken := groups.Tiling(r.Rows, r.Cols, gs, r.NumValues(), len(regionMarks))
	if region == nil {
		return "", nil
	}
	var sb strings.Builder
	for row := range r.Rows {
		sb.WriteString("      ")
		for _, id := range region[row*r.Cols : (row+1)*r.Cols] {
			sb.WriteByte(regionMarks[id])
		}
		sb.WriteByte('\n')
	}
	regions := make([]game.GroupSpec, len(taken))
	for i, gi := range taken {
		regions[i] = gs[gi]
	}
	return strings.TrimSuffix(sb.String(), "\n"), regions
}

// writePuzzle writes one item of puzzles: name, comments, givens and
// constraints.
func writePuzzle(sb *strings.Builder, p WritePuzzle) error {
	items, err := constraint.Items(p.Rules.Constraints)
	if err != nil {
		return err
	}
	for _, c := range p.Comments {
		for _, l := range commentLines(c) {
			fmt.Fprintf(sb, "  # %s\n", l)
		}
	}
	fmt.Fprintf(sb, "  - name: %s\n", constraint.QuoteWord(p.Name))
	if slices.ContainsFunc(p.Givens, func(v int) bool { return v != game.Empty }) || len(items) == 0 {
		fmt.Fprintf(sb, "    givens: %s\n", constraint.QuoteWord(puzzle.Line(p.Rules, p.Givens)))
	}
	if p.Progress != nil {
		if err := writeProgress(sb, p.Rules, p.Givens, p.Progress); err != nil {
			return err
		}
	}
	if len(items) > 0 {
		sb.WriteString("    constraints:\n")
		for _, it := range items {
			fmt.Fprintf(sb, "      - %s\n", it.String())
		}
	}
	return nil
}

// commentLines returns text as the lines of a YAML comment: split at each
// of YAML's line breaks (which would end the comment and start a line of
// the spec), trailing white space cut, and each quoted by game.QuoteText
// when it holds a control character, which YAML refuses and a terminal
// would obey.
func commentLines(text string) []string {
	var lines []string
	rest := strings.ReplaceAll(text, "\r\n", "\n")
	for {
		i := strings.IndexFunc(rest, func(r rune) bool {
			return r == '\n' || r == '\r' || r == '\u0085' || r == '\u2028' || r == '\u2029'
		})
		if i < 0 {
			break
		}
		_, size := utf8.DecodeRuneInString(rest[i:])
		lines, rest = append(lines, rest[:i]), rest[i+size:]
	}
	lines = append(lines, rest)
	for i, l := range lines {
		lines[i] = game.QuoteText(strings.TrimRightFunc(l, unicode.IsSpace))
	}
	return lines
}

// checkWritten reads the spec written back and checks each puzzle's
// rules, givens and progress against those it was written from.
func checkWritten(out []byte, puzzles []WritePuzzle) error {
	s, err := ParseUntrusted("written", out)
	if err != nil {
		return fmt.Errorf("the spec written does not read back (please report this): %v", err)
	}
	if len(s.Puzzles) != len(puzzles) {
		return fmt.Errorf("the spec written reads back with %d puzzles, not %d (please report this)", len(s.Puzzles), len(puzzles))
	}
	for i, p := range puzzles {
		got := s.Puzzles[i].Rules
		if got == nil {
			got = s.Rules
		}
		if err := constraint.SameRules(p.Rules, got); err != nil {
			return fmt.Errorf("puzzle %d: the spec written reads back to other rules (please report this): %v", i+1, err)
		}
		givens, err := puzzle.ParseString(got, "written", s.Puzzles[i].Givens)
		if len(s.Puzzles[i].Givens) == 0 {
			givens, err = []*puzzle.Puzzle{{Givens: game.EmptyGrid(got.NumFields())}}, nil
		}
		if err != nil || len(givens) != 1 || !slices.Equal(givens[0].Givens, p.Givens) {
			return fmt.Errorf("puzzle %d: the spec written reads back to other givens (please report this)", i+1)
		}
		if !sameProgress(p.Progress, got, &s.Puzzles[i]) {
			return fmt.Errorf("puzzle %d: the spec written reads back to another position in progress (please report this)", i+1)
		}
	}
	return nil
}
