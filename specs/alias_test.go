package specs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A spec whose aliases would have it read far more than it holds is
// refused at the alias that passes the bound, before anything is read: a
// thousand aliases of a puzzle of a thousand unknown keys would be a
// million errors.
func TestAliasExpansion(t *testing.T) {
	in := "values: 1-4\ngroups: [rows]\npuzzles:\n  - &p {givens: '1...'" + unknownKeys(1000) + "}\n" + strings.Repeat("  - *p\n", 1000)
	_, err := Parse("s.yaml", []byte(in))
	got := positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, "with each alias replaced by what it names, the spec would be longer than 4194304 bytes (4 MiB) from here on: refer to large parts fewer times", got[0].Msg)
	assert.Equal(t, 5, got[0].Pos.Col)
	assert.Greater(t, got[0].Pos.Line, 100)

	laughs := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	for c := 'b'; c <= 'j'; c++ {
		laughs += fmt.Sprintf("%c: &%c [%s]\n", c, c, strings.TrimSuffix(strings.Repeat("*"+string(c-1)+", ", 10), ", "))
	}
	_, err = Parse("s.yaml", []byte(laughs))
	got = positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Contains(t, got[0].Msg, "with each alias replaced")

	_, err = Parse("s.yaml", []byte("values: &v 1-4\ngroups: [rows, columns]\npuzzles: [&p '1...', *p, *p]\n"))
	assert.NoError(t, err, "aliases within the bound are read")
}
