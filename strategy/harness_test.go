package strategy

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// A position file under testdata/positions holds a board with pencil marks
// and, written beside it, every move one technique must make on it, in
// order, until it stalls:
//
//	# what the position shows
//	spec 4x4
//	technique NakedPair
//	[12] [12] .  .
//	.    .    .  .
//	...
//	want r1c3-1 r1c3-2 r1c4-1 r1c4-2 (naked pair r1c1, r1c2 {1 2} in row 1: 1 and 2 leave r1c3, r1c4)
//
// A field is "." (every value still possible), a value (placed), or its
// candidates in brackets ([124], or [10,11,12] for values of more than one
// character). The harness makes the technique's strategy, asks it for
// moves, applies each and tells the strategy, and checks that the moves
// are exactly the wants: each found, and nothing else. "want nothing"
// says the technique must stall at once; a line "first N" checks only
// the first N moves. go test -run PositionFiles -update
// rewrites the wants from what is found; read the diff. Every technique
// of All has at least one position file
// (TestPositionFilesCoverEveryTechnique).
type position struct {
	path, comment, spec, technique string
	first                          int // moves to check; 0: until the technique stalls
	board                          []string
	wants                          []string
}

func readPosition(t *testing.T, path string) position {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	p := position{path: path}
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "#"):
			p.comment += line + "\n"
		case strings.HasPrefix(line, "spec "):
			p.spec = strings.TrimPrefix(line, "spec ")
		case strings.HasPrefix(line, "technique "):
			p.technique = strings.TrimPrefix(line, "technique ")
		case strings.HasPrefix(line, "first "):
			n, err := strconv.Atoi(strings.TrimPrefix(line, "first "))
			require.NoError(t, err, "%s: %q", path, line)
			p.first = n
		case strings.HasPrefix(line, "want "):
			p.wants = append(p.wants, strings.TrimPrefix(line, "want "))
		case strings.TrimSpace(line) != "":
			p.board = append(p.board, line)
		}
	}
	require.NotEmpty(t, p.spec, "%s: no spec line", path)
	require.NotEmpty(t, p.technique, "%s: no technique line", path)
	return p
}

// pencilBoard builds the board of a position: placed values first, then
// each bracketed field keeps only its candidates.
func pencilBoard(t *testing.T, r *game.Rules, lines []string) *game.Board {
	t.Helper()
	tokens := strings.Fields(strings.Join(lines, " "))
	require.Len(t, tokens, r.NumFields(), "one token per field")
	b := game.NewBoard(r)
	for f, tok := range tokens {
		if tok == "." || strings.HasPrefix(tok, "[") {
			continue
		}
		v, ok := r.Values.Index(tok)
		require.True(t, ok, "field %s: %q is no value", r.FieldName(f), tok)
		require.True(t, b.Place(f, v), "field %s: %s clashes", r.FieldName(f), tok)
	}
	for f, tok := range tokens {
		if !strings.HasPrefix(tok, "[") {
			continue
		}
		inner := strings.TrimSuffix(strings.TrimPrefix(tok, "["), "]")
		words := strings.Split(inner, ",")
		if len(words) == 1 {
			words = strings.Split(inner, "")
		}
		var keep game.ValueSet
		for _, w := range words {
			v, ok := r.Values.Index(w)
			require.True(t, ok, "field %s: %q is no value", r.FieldName(f), w)
			keep |= game.Bit(v)
		}
		for c := b.Candidates(f) &^ keep; c != 0; c &= c - 1 {
			require.True(t, b.Eliminate(f, c.Lowest()), "field %s is left with no candidate", r.FieldName(f))
		}
	}
	return b
}

// lookupFor returns the built-in technique of that name or, failing that,
// the technique of a step of r's rules in a graded solve (a kind's
// reasoning, InniesOuties).
func lookupFor(r *game.Rules, name string) *Technique {
	if t := Lookup(name); t != nil {
		return t
	}
	for _, t := range gradedTechniques(r) {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// gradedAll returns the techniques of every step of the built-in rule
// kinds in a graded solve, and InniesOuties.
func gradedAll() []*Technique {
	out := []*Technique{InniesOuties}
	for _, k := range constraint.All() {
		for _, step := range k.Rule.Reasonings {
			if t := reasoningOf(step); !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// TestPositionFiles runs every position file of testdata/positions.
func TestPositionFiles(t *testing.T) {
	paths, err := filepath.Glob("testdata/positions/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			p := readPosition(t, path)
			sp, err := specs.Lookup(p.spec)
			require.NoError(t, err)
			tech := lookupFor(sp.Rules, p.technique)
			require.NotNil(t, tech, "unknown technique %q", p.technique)
			b := pencilBoard(t, sp.Rules, p.board)
			s := strategyOf(t, sp.Rules, tech)
			s.Reset(b)
			var got []string
			limit := 100
			if p.first > 0 {
				limit = p.first
			}
			for range limit {
				m := s.DoMove(b)
				if m == nil {
					break
				}
				got = append(got, moveString(sp.Rules, m)+" ("+tech.Explain(sp.Rules, m)+")")
				if m.Kind != game.Deduction || !b.Apply(m) {
					break
				}
				s.NotifyMove(b, m)
			}
			if len(got) == 0 {
				got = []string{"nothing"}
			}
			if *update {
				var sb strings.Builder
				sb.WriteString(p.comment)
				sb.WriteString("spec " + p.spec + "\ntechnique " + p.technique + "\n")
				if p.first > 0 {
					sb.WriteString("first " + strconv.Itoa(p.first) + "\n")
				}
				for _, line := range p.board {
					sb.WriteString(line + "\n")
				}
				for _, g := range got {
					sb.WriteString("want " + g + "\n")
				}
				require.NoError(t, os.WriteFile(path, []byte(sb.String()), 0o644))
				return
			}
			assert.Equal(t, p.wants, got, "%s: the moves of %s (go test -run PositionFiles -update rewrites them)", path, p.technique)
		})
	}
}

// TestPositionFilesCoverEveryTechnique checks that every built-in
// technique has at least one position file, so that a new technique
// cannot arrive without a board that shows what it must find.
func TestPositionFilesCoverEveryTechnique(t *testing.T) {
	paths, err := filepath.Glob("testdata/positions/*.txt")
	require.NoError(t, err)
	shown := map[*Technique]bool{}
	for _, path := range paths {
		p := readPosition(t, path)
		sp, err := specs.Lookup(p.spec)
		require.NoError(t, err)
		if tech := lookupFor(sp.Rules, p.technique); tech != nil {
			shown[tech] = true
		}
	}
	var missing []string
	for _, tech := range append(All(), gradedAll()...) {
		if !shown[tech] {
			missing = append(missing, tech.Name)
		}
	}
	assert.Empty(t, missing, "techniques with no position file in testdata/positions (each needs one: a board with the moves it must make there)")
}

// TestPositionFilesSound: every position's board has a solution, and each
// move its technique makes there keeps every solution: the board with an
// eliminated candidate placed, or with a placed value taken out, has
// none. The uniqueness techniques, which reason from the puzzle having
// one solution, are left out: their boards are made to have several.
func TestPositionFilesSound(t *testing.T) {
	paths, err := filepath.Glob("testdata/positions/*.txt")
	require.NoError(t, err)
	for _, path := range paths {
		p := readPosition(t, path)
		sp, err := specs.Lookup(p.spec)
		require.NoError(t, err)
		tech := lookupFor(sp.Rules, p.technique)
		if tech == nil || tech.AssumesUnique {
			continue
		}
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			r := sp.Rules
			e, err := NewEngine(r, Options{})
			require.NoError(t, err)
			b := pencilBoard(t, r, p.board)
			solvable := func(b *game.Board) bool {
				return e.SolveBoard(context.Background(), b).Status == Solved
			}
			require.True(t, solvable(b), "%s: the board has no solution", path)
			s := strategyOf(t, r, tech)
			s.Reset(b)
			for range 100 {
				m := s.DoMove(b)
				if m == nil || m.Kind != game.Deduction {
					break
				}
				for _, c := range m.Eliminate {
					x := b.Clone()
					assert.False(t, x.Place(c.Field, c.Value) && solvable(x), "%s: %s takes out %s, which a solution has", path, tech.Name, r.Elimination(c))
				}
				for _, c := range m.Place {
					x := b.Clone()
					assert.False(t, x.Eliminate(c.Field, c.Value) && solvable(x), "%s: %s places %s, which a solution has not", path, tech.Name, r.Placement(c))
				}
				if !b.Apply(m) {
					break
				}
				s.NotifyMove(b, m)
			}
		})
	}
}
