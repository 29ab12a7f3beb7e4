package search

import (
	"fmt"
	"slices"
	"strings"
)

// Parts is a set of the parts of the kernel's search that a kernel can be
// made without (NewWithout), to measure what each brings: sudoku bench
// --without names them. A kernel without a part finds the same solutions,
// by a weaker or slower way.
type Parts uint

const (
	// Implied is the constraints the rules imply, derived before the
	// search (the sums killer cages make with the houses: innies,
	// outies and their unions), narrowing beside the stated ones.
	Implied Parts = 1 << iota
	// Narrowers is the narrowing of a constraint from its cells' values
	// alone (game.Narrower): without it, the constraint is asked by its
	// Propagate, with a board that shows the fields it reads.
	Narrowers
	// Locks is locked candidates: a value whose places in a complete
	// group lie in its intersection with another group leaves the rest
	// of that group.
	Locks
	// Tables is the classic layout (9x9 rows, columns and boxes alone,
	// each value's places narrowed by table lookups band by band):
	// without it the groups layout serves those rules too.
	Tables
	// AtOnce scores a conflict, on boards with constraints, only for a
	// guess whose propagation fails at once: without it, every guess
	// under which no solution was found scores, as on boards of groups
	// alone.
	AtOnce
)

// partNames names the parts, in the order of their bits.
var partNames = []string{"implied", "narrowers", "locks", "tables", "at-once"}

// PartNames returns the name of each part, as ParseParts reads them.
func PartNames() []string { return append([]string(nil), partNames...) }

// ParseParts reads a comma-separated list of part names ("implied,locks");
// "" is no part.
func ParseParts(list string) (Parts, error) {
	var p Parts
	for name := range strings.SplitSeq(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		i := slices.Index(partNames, name)
		if i < 0 {
			return 0, fmt.Errorf("no part of the search is named %q: the parts are %s", name, strings.Join(partNames, ", "))
		}
		p |= 1 << i
	}
	return p, nil
}

// String names the parts of p, comma-separated; "" when none.
func (p Parts) String() string {
	var names []string
	for i, name := range partNames {
		if p&(1<<i) != 0 {
			names = append(names, name)
		}
	}
	return strings.Join(names, ",")
}

// ParseChoice reads a choice by its name (Choice.String).
func ParseChoice(name string) (Choice, error) {
	for c := Auto; c <= Conflicts; c++ {
		if c.String() == name {
			return c, nil
		}
	}
	return Auto, fmt.Errorf("no guess choice is named %q: the choices are auto, most-peers, first-fewest and conflicts", name)
}
