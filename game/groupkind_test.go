package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGroupKind(t *testing.T) {
	tests := []struct {
		kind               GroupKind
		name               string
		line, tiles, shade bool
		one, many          string
	}{
		{GroupList, "list", false, false, true, "group of cells", "groups of cells"},
		{GroupRow, "row", true, false, false, "row", "rows"},
		{GroupColumn, "column", true, false, false, "column", "columns"},
		{GroupBox, "box", false, true, false, "box", "boxes"},
		{GroupWindow, "window", false, false, true, "window", "windows"},
		{GroupDiagonal, "diagonal", true, false, true, "diagonal", "diagonals"},
		{GroupDisjoint, "disjoint", false, false, false, "disjoint group", "disjoint groups"},
		{GroupRegion, "region", false, true, false, "region", "regions"},
		{GroupRule, "rule", false, false, false, "group of a rule", "groups of rules"},
	}
	require.Len(t, tests, int(numGroupKinds), "every kind is in the table")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.name, tt.kind.String())
			assert.Equal(t, tt.line, tt.kind.Line(), "Line")
			assert.Equal(t, tt.tiles, tt.kind.Tiles(), "Tiles")
			assert.Equal(t, tt.shade, tt.kind.Shaded(), "Shaded")
			assert.Equal(t, tt.one, tt.kind.Noun(1))
			assert.Equal(t, tt.many, tt.kind.Noun(3))
			text, err := tt.kind.MarshalText()
			require.NoError(t, err)
			var back GroupKind
			require.NoError(t, back.UnmarshalText(text))
			assert.Equal(t, tt.kind, back)
		})
	}
	var k GroupKind
	assert.ErrorContains(t, k.UnmarshalText([]byte("hexagon")), `unknown group kind "hexagon": the kinds are list, row,`)
	assert.Equal(t, "group kind 200", GroupKind(200).String())
}
