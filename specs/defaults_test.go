package specs

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file checks the recorded solutions of the default puzzles in
// testdata/defaults with its own small reader and checker, sharing no code
// with any solver or with package game/puzzle.

// tokens splits a puzzle or solution text into one token per field: with
// single-character values every character that is not white space, else
// the white-space separated words.
func tokens(text string, single bool) []string {
	if !single {
		return strings.Fields(text)
	}
	var out []string
	for _, r := range strings.Join(strings.Fields(text), "") {
		out = append(out, string(r))
	}
	return out
}

// readSolutions reads "# name" headers, each followed by its solution.
func readSolutions(t *testing.T, path string) (names, texts []string) {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, block := range strings.Split(string(data), "# ")[1:] {
		name, body, _ := strings.Cut(block, "\n")
		names = append(names, name)
		texts = append(texts, body)
	}
	return names, texts
}

func TestDefaultSolutions(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			s, err := Builtin(name)
			require.NoError(t, err)
			r := s.Rules
			names, sols := readSolutions(t, "../testdata/defaults/"+name+".txt")
			require.Len(t, names, len(s.Puzzles), "one solution per default puzzle")
			single := r.Values.SingleChar()
			for i, pz := range s.Puzzles {
				assert.Equal(t, pz.Name, names[i])
				sol := tokens(sols[i], single)
				giv := tokens(pz.Givens, single)
				require.Len(t, sol, r.NumFields(), "solution of %s", pz.Name)
				require.Len(t, giv, r.NumFields(), "givens of %s", pz.Name)
				val := make([]int, len(sol))
				for f, tok := range sol {
					v, ok := r.Values.Index(tok)
					require.True(t, ok, "%s: %q at %s is no value", pz.Name, tok, r.FieldName(f))
					val[f] = v
				}
				given := 0
				for f, tok := range giv {
					if tok == "." {
						continue
					}
					given++
					assert.Equal(t, tok, sol[f], "%s: the solution keeps the given at %s", pz.Name, r.FieldName(f))
				}
				assert.Positive(t, given)
				assert.Less(t, given, r.NumFields())
				for _, g := range r.Groups {
					seen := map[int]bool{}
					for _, f := range g.Fields {
						assert.False(t, seen[val[f]], "%s: %s repeats %s", pz.Name, g.Name, r.Values.Name(val[f]))
						seen[val[f]] = true
					}
					if g.Complete {
						assert.Len(t, seen, r.NumValues(), "%s: %s holds every value", pz.Name, g.Name)
					}
				}
			}
		})
	}
}

// The checker above must reject a solution that breaks a group.
func TestDefaultSolutionCheckerCatchesSwaps(t *testing.T) {
	s, err := Builtin("classic")
	require.NoError(t, err)
	_, sols := readSolutions(t, "../testdata/defaults/classic.txt")
	sol := tokens(sols[0], true)
	sol[0], sol[1] = sol[1], sol[0] // two different values in row 1: columns 1 and 2 now repeat
	broken := 0
	for _, g := range s.Rules.Groups {
		seen := map[string]bool{}
		for _, f := range g.Fields {
			if seen[sol[f]] {
				broken++
				break
			}
			seen[sol[f]] = true
		}
	}
	assert.Positive(t, broken)
}
