package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestSegments: classic 9x9 has 54 segments, where a box meets a row or a
// column, of three fields held by two groups each; on every built-in spec
// each segment has two fields or more, lies in every group listed around
// it, and is listed in those groups.
func TestSegments(t *testing.T) {
	s := newSegments(classic(t))
	require.Len(t, s.fields, 54)
	for i, fields := range s.fields {
		assert.Len(t, fields, 3, "segment %d", i)
		assert.Len(t, s.around[i], 2, "segment %d", i)
	}
	for _, name := range specs.Names() {
		sp, err := specs.Lookup(name)
		require.NoError(t, err)
		r := sp.Rules
		s := newSegments(r)
		for i, fields := range s.fields {
			assert.GreaterOrEqual(t, len(fields), 2, "%s segment %d", name, i)
			assert.GreaterOrEqual(t, len(s.around[i]), 2, "%s segment %d", name, i)
			for _, g := range s.around[i] {
				assert.True(t, s.set[i].SubsetOf(r.GroupSet(g)), "%s segment %d in %s", name, i, r.Groups[g].Name)
				assert.Contains(t, s.in[g], i, "%s: %s lists segment %d", name, r.Groups[g].Name, i)
			}
		}
		t.Logf("%s: %d segments", name, len(s.fields))
	}
}
