package console

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/play"
	"github.com/sudoku-rules/sudoku/specs"
)

// newModel starts the screen on a 4x4 puzzle whose solution is
// 1234 / 3421 / 2143 / 4312.
func newModel(t *testing.T) *model {
	t.Helper()
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, "t", "1..4.4..2..3..1.")
	require.NoError(t, err)
	g, err := play.New(sp.Rules, ps[0].Givens)
	require.NoError(t, err)
	return &model{ctx: context.Background(), g: g, styles: newStyles()}
}

func keys(m *model, ks ...tea.KeyMsg) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range ks {
		_, cmd = m.Update(k)
	}
	return cmd
}

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

var (
	right = tea.KeyMsg{Type: tea.KeyRight}
	down  = tea.KeyMsg{Type: tea.KeyDown}
	enter = tea.KeyMsg{Type: tea.KeyEnter}
	bksp  = tea.KeyMsg{Type: tea.KeyBackspace}
)

func line(m *model) string { return puzzle.Line(m.g.Rules(), m.g.Board().Grid()) }

// The cursor moves with the arrows; a value key places into the field
// under it; Backspace clears; '-' and a value removes a candidate.
func TestKeysPlaceAndClear(t *testing.T) {
	m := newModel(t)
	keys(m, right, runes("2"))
	assert.Equal(t, "12.4.4..2..3..1.", line(m))
	keys(m, bksp)
	assert.Equal(t, "1..4.4..2..3..1.", line(m))
	keys(m, right, runes("-"), runes("2"))
	assert.False(t, m.g.Board().Candidates(2).Has(1), "r1c3 lost 2")
	keys(m, right, runes("9"))
	assert.Contains(t, m.msg, `"9" is no value and no command`)
	keys(m, down, down, runes("4"))
	assert.Contains(t, m.msg, "r3c4 is a given")
}

// One-key commands: undo, redo, hint levels, check, pencil, and ':' for a
// typed command.
func TestCommands(t *testing.T) {
	m := newModel(t)
	keys(m, right, runes("3"))
	keys(m, runes("c"))
	assert.Equal(t, "wrong: r1c2=3", m.msg)
	keys(m, runes("u"))
	assert.Equal(t, "1..4.4..2..3..1.", line(m))
	keys(m, runes("r"))
	assert.Equal(t, "13.4.4..2..3..1.", line(m))
	keys(m, runes("u"), runes("?"))
	assert.True(t, strings.HasPrefix(m.msg, "hint: "), m.msg)
	keys(m, runes("?"), runes("?"))
	assert.Contains(t, m.msg, "(only field for", "the third ? gives the whole step")
	keys(m, runes("p"))
	assert.True(t, m.g.Pencil())
	keys(m, runes(":"), runes("s"), runes("o"), runes("l"), runes("v"), runes("e"), enter)
	assert.Equal(t, "1234342121434312", line(m))
	assert.Contains(t, m.View(), "r1c2")
	cmd := keys(m, runes("q"))
	require.NotNil(t, cmd)
	assert.Equal(t, "", m.View(), "nothing is left on the screen")
}
