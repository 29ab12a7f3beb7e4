package constraint_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/specs"
)

var update = flag.Bool("update", false, "rewrite the guide's table of constraint kinds from the registry")

// The marks around the guide's table of kinds, which
// TestReadmeConstraints writes.
const (
	tableStart = "<!-- The kinds' table, written from the registry by: go test ./constraint -run TestReadmeConstraints -update -->\n"
	tableEnd   = "<!-- End of the kinds' table. -->\n"
)

// kindsTable writes the guide's table of kinds: a row for each, in the
// order of their keys, with its example and its doc.
func kindsTable() string {
	var b strings.Builder
	b.WriteString("\n| kind | example | the rule |\n|---|---|---|\n")
	cell := strings.NewReplacer("|", `\|`)
	for _, k := range constraint.All() {
		fmt.Fprintf(&b, "| %s | `- %s` | %s |\n", k.Key, cell.Replace(k.Example), cell.Replace(k.Rule.Doc))
	}
	b.WriteString("\n")
	return b.String()
}

// TestReadmeConstraints: the guide's table (docs/constraints.md) of constraints is the one
// the registry makes (kindsTable), between its marks; -update writes it
// there. The guide's example spec reads.
func TestReadmeConstraints(t *testing.T) {
	data, err := os.ReadFile("../docs/constraints.md")
	require.NoError(t, err)
	readme := string(data)
	before, rest, ok := strings.Cut(readme, tableStart)
	require.True(t, ok, "the guide marks its table of kinds with the line %q", tableStart)
	table, after, ok := strings.Cut(rest, tableEnd)
	require.True(t, ok, "the guide ends its table of kinds with the line %q", tableEnd)
	if want := kindsTable(); table != want {
		if *update {
			require.NoError(t, os.WriteFile("../docs/constraints.md", []byte(before+tableStart+want+tableEnd+after), 0o644))
			t.Log("wrote the guide's table of kinds")
		} else {
			t.Errorf("the guide's table of kinds is not the registry's: run go test ./constraint -run TestReadmeConstraints -update\n%s", tableDiff(table, want))
		}
	}
	_, block, ok := strings.Cut(readme, "```yaml\nname: a killer\n")
	require.True(t, ok, "the guide's example of a spec with constraints")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err := specs.Parse("docs/constraints.md", []byte("name: a killer\n"+block))
	require.NoError(t, err)
	require.Len(t, sp.Puzzles, 1)
	assert.Len(t, sp.Rules.Constraints, 1, "anti-knight, the spec's")
	assert.Len(t, sp.Puzzles[0].Rules.Constraints, 3, "and the puzzle's cage and thermometer")
}

// tableDiff writes the rows of one table that the other lacks, "-" for
// those of have, "+" for those of want.
func tableDiff(have, want string) string {
	var b strings.Builder
	for _, side := range []struct {
		mark     string
		in, from string
	}{{"-", have, want}, {"+", want, have}} {
		for _, row := range strings.Split(side.in, "\n") {
			if row != "" && !strings.Contains(side.from, row+"\n") {
				fmt.Fprintf(&b, "%s %s\n", side.mark, row)
			}
		}
	}
	return b.String()
}
