package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

func TestStep(t *testing.T) {
	r := sudoku(t, 9, 3, 3)
	tests := []struct {
		name   string
		m      game.Move
		depth  int
		reason string
		want   string
	}{
		{"placement", game.Move{Kind: game.Deduction, Strategy: "Single", Place: []game.Candidate{{20, 3}}}, 0, "only field for D in box 3", "7 Single r3c3=D (only field for D in box 3)"},
		{"eliminations", game.Move{Kind: game.Deduction, Strategy: "Pair", Eliminate: []game.Candidate{{1, 0}, {2, 8}}}, 2, "why", "7 Pair r1c2-A r1c3-I (why) [depth 2]"},
		{"guess", game.Move{Kind: game.Guess, Strategy: "x", Place: []game.Candidate{{0, 1}}}, 1, "", "7 guess r1c1=B [depth 1]"},
		{"contradiction", game.Move{Kind: game.Contradiction, Evidence: game.Evidence{Fields: []int{4}}}, 0, "clash", "7 contradiction r1c5 (clash)"},
		{"out of range left out", game.Move{Kind: game.Deduction, Strategy: "S", Place: []game.Candidate{{81, 0}, {0, 9}, {-1, 0}}}, 0, "", "7 S"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, game.NewStep(r, 7, tt.depth, &tt.m, tt.reason).String())
		})
	}
}

func TestStepJSON(t *testing.T) {
	r := sudoku(t, 9, 3, 3)
	m := &game.Move{Kind: game.Deduction, Strategy: "Chain",
		Place: []game.Candidate{{0, 0}},
		Evidence: game.Evidence{Fields: []int{0}, Values: game.SetOf(0, 2), Groups: []int{18}, Cover: []int{0},
			Links: []game.Link{{From: game.Node{Fields: []int{0}, Value: 0}, To: game.Node{Fields: []int{1, 2}, Value: 0}, Strong: true}}}}
	data, err := json.Marshal(game.NewStep(r, 1, 0, m, "r"))
	require.NoError(t, err)
	assert.JSONEq(t, `{"n":1,"kind":"deduction","strategy":"Chain","depth":0,
		"place":[{"field":"r1c1","value":"A","fieldIndex":0,"valueIndex":0}],
		"fields":[{"name":"r1c1","index":0}],"values":["A","C"],
		"groups":[{"name":"box 1","index":18}],"cover":[{"name":"row 1","index":0}],
		"links":[{"from":{"fields":[{"name":"r1c1","index":0}],"value":"A"},"to":{"fields":[{"name":"r1c2","index":1},{"name":"r1c3","index":2}],"value":"A"},"strong":true}],
		"reason":"r"}`, string(data))
}

// TestTraceReadsBack: a trace written as JSON reads back into a Trace
// equal to it, and an unknown kind is an error that names the kinds.
func TestTraceReadsBack(t *testing.T) {
	r := sudoku(t, 9, 3, 3)
	trace := game.Trace{
		game.NewStep(r, 1, 0, &game.Move{Kind: game.Deduction, Strategy: "S", Place: []game.Candidate{{0, 1}}}, "why"),
		game.NewStep(r, 2, 1, &game.Move{Kind: game.Guess, Place: []game.Candidate{{2, 3}}}, "fewest"),
		game.NewStep(r, 3, 1, &game.Move{Kind: game.Undo, Place: []game.Candidate{{2, 3}}}, ""),
		game.NewStep(r, 4, 0, &game.Move{Kind: game.Contradiction, Evidence: game.Evidence{Fields: []int{5}}}, "none"),
	}
	data, err := json.Marshal(trace)
	require.NoError(t, err)
	var back game.Trace
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, trace, back)
	var k game.MoveKind
	assert.ErrorContains(t, k.UnmarshalText([]byte("place")), `unknown move kind "place": the kinds are deduction, guess, undo, contradiction`)
}

func TestMoveClone(t *testing.T) {
	m := &game.Move{Kind: game.Deduction, Strategy: "S", Place: []game.Candidate{{1, 2}}, Eliminate: []game.Candidate{{3, 4}},
		Evidence: game.Evidence{Fields: []int{5}, Groups: []int{6}, Cover: []int{7}, Values: 8,
			Links:    []game.Link{{From: game.Node{Fields: []int{9}, Value: 1}, To: game.Node{Fields: []int{10}, Value: 1}}},
			Premises: []game.Candidate{{11, 2}}, Rules: []int{12}}}
	c := m.Clone()
	assert.Equal(t, m, c)
	m.Place[0].Value, m.Eliminate[0].Value, m.Fields[0], m.Groups[0], m.Cover[0] = 0, 0, 0, 0, 0
	m.Premises[0].Field, m.Rules[0] = 0, 0
	m.Links[0].From.Fields[0] = 0
	assert.Equal(t, game.Candidate{1, 2}, c.Place[0])
	assert.Equal(t, game.Candidate{3, 4}, c.Eliminate[0])
	assert.Equal(t, []int{5}, c.Fields)
	assert.Equal(t, []int{6}, c.Groups)
	assert.Equal(t, []int{7}, c.Cover)
	assert.Equal(t, []int{9}, c.Links[0].From.Fields)
	assert.Equal(t, []game.Candidate{{11, 2}}, c.Premises)
	assert.Equal(t, []int{12}, c.Rules)
}

func TestPlacementAndElimination(t *testing.T) {
	vals, err := game.NewValues([]string{"red", "green", "blue"})
	require.NoError(t, err)
	r, err := game.NewRules("t", 3, 3, nil, vals, nil)
	require.NoError(t, err)
	c := game.Candidate{Field: 5, Value: 2}
	assert.Equal(t, "r2c3=blue", r.Placement(c))
	assert.Equal(t, "r2c3-blue", r.Elimination(c))
	s := game.NewStep(r, 1, 0, &game.Move{Place: []game.Candidate{c}, Eliminate: []game.Candidate{c}}, "")
	assert.Equal(t, r.Placement(c), s.Place[0].Placement(), "a step writes its candidates as the rules do")
	assert.Equal(t, r.Elimination(c), s.Eliminate[0].Elimination())
}
