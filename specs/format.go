package specs

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// Format writes the resolved spec for people to read: name, description,
// source, size with its fields and holes, values, every group with its
// cells, every constraint with its kind and cells, and the default
// puzzles. The texts the spec file brings (its name, its description on
// one line, the names of its groups and puzzles, the notes) are quoted
// by game.QuoteText.
func (s *Spec) Format() string {
	r := s.Rules
	var sb strings.Builder
	fmt.Fprintf(&sb, "name: %s\n", game.QuoteText(s.Name))
	if s.Description != "" {
		fmt.Fprintf(&sb, "description: %s\n", game.QuoteText(strings.Join(strings.Fields(s.Description), " ")))
	}
	fmt.Fprintf(&sb, "source: %s\n", game.QuoteName(s.Source))
	fmt.Fprintf(&sb, "size: %dx%d (%d fields, %d holes)\n", r.Rows, r.Cols, r.NumFields(), r.Rows*r.Cols-r.NumFields())
	fmt.Fprintf(&sb, "values: %s (%d)\n", strings.Join(r.Values.Names(), " "), r.NumValues())
	if len(s.Notes) > 0 {
		sb.WriteString("notes:\n")
		for _, n := range s.Notes {
			fmt.Fprintf(&sb, "  %s\n", game.QuoteText(n))
		}
	}
	if len(s.Kinds) > 0 {
		fmt.Fprintf(&sb, "kinds defined: %d\n", len(s.Kinds))
		for _, k := range s.Kinds {
			fmt.Fprintf(&sb, "  %s: %s (e.g. - %s)\n", k.Key, game.QuoteText(k.Rule.Doc), k.Example)
		}
	}
	fmt.Fprintf(&sb, "groups: %d\n", len(r.Groups))
	for _, g := range r.Groups {
		complete := ""
		if g.Complete {
			complete = ", complete"
		}
		cells := make([]string, len(g.Fields))
		for i, f := range g.Fields {
			cells[i] = r.FieldName(f)
		}
		fmt.Fprintf(&sb, "  %s (%s%s): %s\n", game.QuoteText(g.Name), g.Kind, complete, strings.Join(cells, " "))
	}
	if len(r.Constraints) > 0 {
		fmt.Fprintf(&sb, "constraints: %d\n", len(r.Constraints))
		for i, c := range r.Constraints {
			writeConstraint(&sb, "  ", r, i, c)
		}
	}
	if len(s.Puzzles) > 0 {
		fmt.Fprintf(&sb, "puzzles: %d\n", len(s.Puzzles))
		for i, p := range s.Puzzles {
			def := ""
			if i == 0 {
				def = " (default)"
			}
			fmt.Fprintf(&sb, "  %s%s at %s\n", game.QuoteText(p.Name), def, p.Pos)
			if p.Rules != nil {
				own := p.Rules.Constraints[len(r.Constraints):]
				fmt.Fprintf(&sb, "    constraints of its own: %d\n", len(own))
				for i, c := range own {
					writeConstraint(&sb, "      ", p.Rules, len(r.Constraints)+i, c)
				}
			}
		}
	}
	return sb.String()
}

// writeConstraint writes constraint i of r, c, on a line of its own.
func writeConstraint(sb *strings.Builder, indent string, r *game.Rules, i int, c game.Constraint) {
	cells := make([]string, 0, len(r.ConstraintFields(i)))
	for _, f := range r.ConstraintFields(i) {
		cells = append(cells, r.FieldName(f))
	}
	fmt.Fprintf(sb, "%s%s (%s): %s\n", indent, c.Name(), c.Kind().Name, strings.Join(cells, " "))
}
