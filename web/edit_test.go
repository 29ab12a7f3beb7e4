package web

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKinds: every kind a spec names is offered with the arguments of its
// example, typed for the page's form.
func TestKinds(t *testing.T) {
	code, out := call(t, "GET", "/api/kinds", "")
	require.Equal(t, 200, code)
	byKey := map[string]map[string]any{}
	for _, k := range out["list"].([]any) {
		m := k.(map[string]any)
		byKey[m["key"].(string)] = m
	}
	for _, tc := range []struct {
		key  string
		args [][2]string // name, type
	}{
		{"killer", [][2]string{{"cells", "cells"}, {"sum", "int"}}},
		{"littlekiller", [][2]string{{"clue", "cell"}, {"direction", "word"}, {"sum", "int"}}},
		{"kropki", [][2]string{{"white", "cellLists"}, {"black", "cellLists"}, {"negative", "bool"}}},
		{"quadruple", [][2]string{{"cells", "cells"}, {"values", "words"}}},
		{"antiknight", nil},
	} {
		k, ok := byKey[tc.key]
		require.True(t, ok, "%s is offered", tc.key)
		var got [][2]string
		for _, a := range k["args"].([]any) {
			m := a.(map[string]any)
			got = append(got, [2]string{m["name"].(string), m["type"].(string)})
		}
		assert.Equal(t, tc.args, got, tc.key)
		assert.NotEmpty(t, k["title"], tc.key)
	}
	assert.GreaterOrEqual(t, len(byKey), 40, "the built-in kinds and the library's")
}

// TestEdit: a setter adds rules to a built-in board one at a time, takes
// one out, and each answer is a spec that builds, with the puzzle's items
// listed; a bad rule is an error that says why.
func TestEdit(t *testing.T) {
	code, out := call(t, "POST", "/api/edit", `{"spec":"4x4","puzzle":"1...............","add":"killer: {cells: [r1c2, r1c3], sum: 5}"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, []any{"killer: {cells: [r1c2, r1c3], sum: 5}"}, out["items"])
	y := out["yaml"].(string)
	assert.Contains(t, y, `givens: "1..............."`)
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, y)+`,"puzzle":"1...............","add":"thermometer: {cells: [r4c1, r4c2, r4c3]}"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Len(t, out["items"], 2)
	y = out["yaml"].(string)
	code, out = call(t, "POST", "/api/spec", `{"yaml":`+jsonString(t, y)+`}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Len(t, out["rules"], 2, "the spec lays out both rules")
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, y)+`,"puzzle":"1...............","remove":0}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, []any{"thermometer: {cells: [r4c1, r4c2, r4c3]}"}, out["items"])

	for _, tc := range []struct{ name, body, want string }{
		{"a sum too large", `{"spec":"4x4","add":"killer: {cells: [r1c2, r1c3], sum: 50}"}`, "killer: {cells: [r1c2, r1c3], sum: 50}: no 2 different values add up to 50"},
		{"not a rule", `{"spec":"4x4","add":"nosuchkind: {cells: [r1c1]}"}`, "nosuchkind"},
		{"remove out of range", `{"spec":"4x4","remove":3}`, "no rule 3"},
	} {
		code, out := call(t, "POST", "/api/edit", tc.body)
		assert.Equal(t, 400, code, "%s: %v", tc.name, out)
		assert.Contains(t, out["error"], tc.want, tc.name)
	}
}

// TestKindsOfASpec: asked with a spec, the kinds its kinds: section
// defines are offered too, and a rule of one is added.
func TestKindsOfASpec(t *testing.T) {
	yaml, err := os.ReadFile("../testdata/constraints/iss_library_composite.yaml")
	require.NoError(t, err)
	body := `{"yaml":` + jsonString(t, string(yaml)) + `}`
	code, out := call(t, "POST", "/api/kinds", body)
	require.Equal(t, 200, code, "%v", out)
	var keys []string
	for _, k := range out["list"].([]any) {
		keys = append(keys, k.(map[string]any)["key"].(string))
	}
	assert.Contains(t, keys, "xsumline", "a kind the spec defines")
	assert.Contains(t, keys, "killer", "and the built-in ones")
	code, out = call(t, "GET", "/api/kinds", "")
	require.Equal(t, 200, code)
	keys = nil
	for _, k := range out["list"].([]any) {
		keys = append(keys, k.(map[string]any)["key"].(string))
	}
	assert.NotContains(t, keys, "xsumline", "without the spec")
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, string(yaml))+`,"puzzle":"`+strings.Repeat(".", 81)+`","add":"xsumline: {cells: [r1c1, r1c2, r1c3, r1c4], clue: 10}"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Contains(t, out["items"], "xsumline: {cells: [r1c1, r1c2, r1c3, r1c4], clue: 10}")
}

// TestEditAliasesAndShortForms: a spec whose puzzle's constraints are an
// alias keeps them when a rule is added (the anchor's other uses are left
// alone); a puzzle written as its givens alone and an empty puzzles key
// are edited; a position in progress is dropped with the givens changed.
func TestEditAliasesAndShortForms(t *testing.T) {
	aliased := "name: x\nextends: 4x4\nconstraints: &c\n  - thermometer: {cells: [r1c2, r1c3]}\npuzzles:\n  - givens: \"1...............\"\n    constraints: *c\n"
	code, out := call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, aliased)+`,"add":"killer: {cells: [r4c1, r4c2], sum: 3}"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, []any{"thermometer: {cells: [r1c2, r1c3]}", "killer: {cells: [r4c1, r4c2], sum: 3}"}, out["items"])
	for _, tc := range []struct{ name, yaml string }{
		{"givens alone", "extends: 4x4\npuzzles: [\"1...............\"]\n"},
		{"no puzzles", "extends: 4x4\npuzzles:\n"},
	} {
		code, out := call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, tc.yaml)+`,"puzzle":"1...............","add":"killer: {cells: [r4c1, r4c2], sum: 3}"}`)
		require.Equal(t, 200, code, "%s: %v", tc.name, out)
		assert.Equal(t, []any{"killer: {cells: [r4c1, r4c2], sum: 3}"}, out["items"], tc.name)
	}
	saved := "extends: 4x4\npuzzles:\n  - givens: \"1...............\"\n    candidates: 1....2....3....4..34..3.12..12...2341.3412..123..2341.3412.412..\n    placed: [r1c2]\n"
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, saved)+`,"puzzle":"12..............","add":"odd: {cells: [r4c4]}"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.NotContains(t, out["yaml"], "placed")
}

// TestEditKeepsTitleAndRulesText: a puzzle opened from f-puzzles and then
// set keeps its title (the puzzle's name) and rules text (the spec's
// description).
func TestEditKeepsTitleAndRulesText(t *testing.T) {
	data, err := os.ReadFile("../cmd/sudoku/testdata/hint/killer.txt")
	require.NoError(t, err)
	link := strings.TrimSpace(strings.SplitN(string(data), "\n", 3)[1])
	code, out := call(t, "POST", "/api/edit", `{"fpuzzles":`+jsonString(t, link)+`}`)
	require.Equal(t, 200, code, "%v", out)
	y := out["yaml"].(string)
	assert.Contains(t, y, "Killer Blister", "the title")
	assert.Contains(t, y, "description: \"by Rangsk", "the author and rules text")
	code, back := call(t, "POST", "/api/spec", `{"yaml":`+jsonString(t, y)+`}`)
	require.Equal(t, 200, code, "%v", back)
	assert.Contains(t, back["description"], "Standard Killer")
}

// TestEditPaintsRegions: a 4x4 Latin square painted region by region
// becomes a jigsaw: each painting is a region of the spec's own partial
// region map, laid out as a region group, and a cell painted again
// leaves its former region.
func TestEditPaintsRegions(t *testing.T) {
	latin := "name: latin 4\nsize: 4x4\nvalues: 1-4\ngroups: [rows, columns]\n"
	body := `{"yaml":` + jsonString(t, latin) + `,"puzzle":"................","region":["r1c1","r1c2","r2c1","r3c1"]}`
	code, out := call(t, "POST", "/api/edit", body)
	require.Equal(t, 200, code, "%v", out)
	y := out["yaml"].(string)
	assert.Contains(t, y, "partial: true")
	for _, cells := range [][]string{{"r1c3", "r1c4", "r2c4", "r2c3"}, {"r2c2", "r3c2", "r4c1", "r4c2"}, {"r3c3", "r3c4", "r4c3", "r4c4"}} {
		region, err := json.Marshal(cells)
		require.NoError(t, err)
		code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, y)+`,"puzzle":"................","region":`+string(region)+`}`)
		require.Equal(t, 200, code, "%v", out)
		y = out["yaml"].(string)
	}
	code, layout := call(t, "POST", "/api/spec", `{"yaml":`+jsonString(t, y)+`}`)
	require.Equal(t, 200, code, "%v", layout)
	var regions [][]any
	for _, g := range layout["groups"].([]any) {
		m := g.(map[string]any)
		if m["kind"] == "region" {
			regions = append(regions, m["fields"].([]any))
		}
	}
	assert.Len(t, regions, 4, "four regions painted:\n%s", y)
	for _, fs := range regions {
		assert.Len(t, fs, 4)
	}
	// r1c2 painted again: a region of one, its former region of three.
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, y)+`,"puzzle":"................","region":["r1c2"]}`)
	require.Equal(t, 200, code, "%v", out)
	code, out = call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, latin)+`,"puzzle":"................","region":["r9c9"]}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "no field of the board")
}

// TestEditMoves: a rule moved shifts every cell it names, a clue outside
// the board too, and keeps its place in the list; a rule moved off the
// board is refused with the reason; a puzzle's rules written as an alias
// are moved in the puzzle alone.
func TestEditMoves(t *testing.T) {
	spec := "extends: 4x4\nconstraints: &c\n  - thermometer: {cells: [r1c2, r1c3]}\n  - littlekiller: {clue: r0c1, direction: down-right, sum: 5}\npuzzles:\n  - givens: \"1...............\"\n    constraints: *c\n"
	for _, tc := range []struct {
		name    string
		move    int
		by      string
		want    []any
		wantErr string
	}{
		{"down", 0, "[1, 0]", []any{"thermometer: {cells: [r2c2, r2c3]}", "littlekiller: {clue: r0c1, direction: down-right, sum: 5}"}, ""},
		{"a clue right", 1, "[0, 1]", []any{"thermometer: {cells: [r1c2, r1c3]}", "littlekiller: {clue: r0c2, direction: down-right, sum: 5}"}, ""},
		{"onto the top border", 0, "[-1, 0]", nil, "the rule moved: cell \"r0c2\""},
		{"past the top", 0, "[-2, 0]", nil, "r1c2 would leave the board"},
		{"past the right", 0, "[0, 2]", nil, "the rule moved"},
		{"a clue into the board", 1, "[1, 0]", nil, "the rule moved"},
		{"too far", 0, "[0, 100000]", nil, "further than any board"},
		{"no such rule", 2, "[0, 1]", nil, "no rule 2"},
	} {
		code, out := call(t, "POST", "/api/edit", `{"yaml":`+jsonString(t, spec)+`,"move":`+fmt.Sprint(tc.move)+`,"by":`+tc.by+`}`)
		if tc.wantErr != "" {
			assert.Equal(t, 400, code, "%s: %v", tc.name, out)
			assert.Contains(t, out["error"], tc.wantErr, tc.name)
			continue
		}
		require.Equal(t, 200, code, "%s: %v", tc.name, out)
		assert.Equal(t, tc.want, out["items"], tc.name)
		assert.Contains(t, out["yaml"], "constraints: &c\n  - thermometer: {cells: [r1c2, r1c3]}", "%s: the anchor's own list is left alone", tc.name)
	}
}
