package game

import (
	"fmt"
	"strconv"
	"strings"
)

// GroupKind says what shape a group has: a row, a box, a region of a
// jigsaw, the cells of a constraint that must differ. The techniques,
// ratings and drawings that treat shapes differently ask its methods,
// never its name.
type GroupKind uint8

// The kinds of group.
const (
	GroupList     GroupKind = iota // cells listed one by one in a spec
	GroupRow                       // a row of the board or of a sub-grid
	GroupColumn                    // a column
	GroupBox                       // a box tiling the board or a sub-grid
	GroupWindow                    // an extra rectangle (Hyper, NRC)
	GroupDiagonal                  // a main diagonal
	GroupDisjoint                  // the cells at one position of every box
	GroupRegion                    // a region of a map (jigsaw)
	GroupRule                      // the cells a constraint requires to differ (a killer cage)
	numGroupKinds
)

var groupKindNames = [numGroupKinds]string{"list", "row", "column", "box", "window", "diagonal", "disjoint", "region", "rule"}

// groupKindNouns are the words for one and for several groups of a kind.
var groupKindNouns = [numGroupKinds][2]string{
	{"group of cells", "groups of cells"}, {"row", "rows"}, {"column", "columns"}, {"box", "boxes"},
	{"window", "windows"}, {"diagonal", "diagonals"}, {"disjoint group", "disjoint groups"},
	{"region", "regions"}, {"group of a rule", "groups of rules"},
}

// String returns the kind's name as the spec listing and JSON write it:
// "row", "box", "rule".
func (k GroupKind) String() string {
	if k < numGroupKinds {
		return groupKindNames[k]
	}
	return "group kind " + strconv.Itoa(int(k))
}

// Noun names n groups of the kind in a sentence: "box", "3 boxes" is
// written fmt.Sprint(n, " ", k.Noun(n)).
func (k GroupKind) Noun(n int) string {
	if k >= numGroupKinds {
		return k.String()
	}
	if n == 1 {
		return groupKindNouns[k][0]
	}
	return groupKindNouns[k][1]
}

// MarshalText writes the kind's name.
func (k GroupKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *GroupKind) UnmarshalText(text []byte) error {
	for i, n := range groupKindNames {
		if n == string(text) {
			*k = GroupKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown group kind %q: the kinds are %s", text, strings.Join(groupKindNames[:], ", "))
}

// Line reports whether groups of the kind are lines (rows, columns,
// diagonals): Sudoku Explainer rates a hidden single or an intersection
// in a line above one in a box.
func (k GroupKind) Line() bool { return k == GroupRow || k == GroupColumn || k == GroupDiagonal }

// Tiles reports whether groups of the kind tile the board into blocks that
// a drawing outlines with thick borders and a person scans first (boxes,
// jigsaw regions).
func (k GroupKind) Tiles() bool { return k == GroupBox || k == GroupRegion }

// Shaded reports whether a drawing shades the fields of groups of the kind
// to show them (windows, diagonals, listed cells), as it cannot outline
// them.
func (k GroupKind) Shaded() bool { return k == GroupWindow || k == GroupDiagonal || k == GroupList }
