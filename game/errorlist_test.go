package game

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestErrorList: a list keeps MaxErrors errors and counts the rest, the
// count of another list cut short among them, and says how many it left
// out at the position it is given.
func TestErrorList(t *testing.T) {
	var empty ErrorList
	assert.NoError(t, empty.Err(Position{File: "f"}))

	var l ErrorList
	for i := range MaxErrors + 5 {
		l.Add(fmt.Errorf("problem %d", i))
	}
	l.Add(nil)
	l.Skip()
	l.Add(&MoreErrors{N: 10})
	assert.True(t, l.Full())
	assert.Equal(t, MaxErrors+16, l.Len())
	list := SplitErrors(l.Err(Position{File: "f", Line: 3}))
	require.Len(t, list, MaxErrors+1)
	assert.EqualError(t, list[0], "problem 0")
	var more *MoreErrors
	require.ErrorAs(t, list[MaxErrors], &more)
	assert.Equal(t, 16, more.N)
	var pe *Error
	require.ErrorAs(t, list[MaxErrors], &pe, "a program prints it as any positioned error")
	assert.Equal(t, "f:3: and 16 more errors", pe.Error())

	// Without a position it is a plain message.
	var one ErrorList
	one.Add(&MoreErrors{N: 1})
	err := one.Err(Position{})
	assert.EqualError(t, err, "and 1 more error")
	assert.False(t, errors.As(err, &pe))
}

// TestAddRuleErrors: a constraint's problem goes to report with its
// index, any other with -1, and a count of problems left out to the list.
func TestAddRuleErrors(t *testing.T) {
	err := errors.Join(
		&ConstraintError{Constraint: 2, Cell: -1, Msg: "bad cage"},
		errors.New("group 3 is empty"),
		&MoreErrors{N: 5},
	)
	var l ErrorList
	var got []string
	l.AddRuleErrors(err, func(i int, msg string) {
		got = append(got, fmt.Sprintf("%d %s", i, msg))
		l.Add(errors.New(msg))
	})
	assert.Equal(t, []string{"2 bad cage", "-1 group 3 is empty"}, got)
	assert.Equal(t, 7, l.Len(), "two problems and five left out")
}
