package generate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

func TestParseRange(t *testing.T) {
	tests := []struct {
		in      string
		want    Range
		wantErr string
	}{
		{"4-6", Range{4, 6}, ""},
		{"7.5-", Range{7.5, noHigh}, ""},
		{"-2", Range{0, 2}, ""},
		{"-", Range{0, noHigh}, ""},
		{"3-3", Range{3, 3}, ""},
		{"hard", Range{}, `"hard": write a range A-B, e.g. 4-6, 7.5- or -2`},
		{"x-3", Range{}, `"x-3": "x" is no number`},
		{"3-y", Range{}, `"3-y": "y" is no number`},
		{"9-8", Range{}, `"9-8": the low end is above the high end`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseRange(tt.in)
			if tt.wantErr != "" {
				assert.EqualError(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestTargetAccept(t *testing.T) {
	easy, hard := strategy.Easy, strategy.Hard
	single := strategy.Lookup("PossibleValueForField")
	require.NotNil(t, single)
	rating := func(er float64, tech string) *rate.Rating {
		return &rate.Rating{ER: er, Level: strategy.LevelOf(er), Technique: tech}
	}
	stalled := rating(rate.Beyond, "")
	stalled.Stalled = true
	tests := []struct {
		name   string
		target Target
		in     *rate.Rating
		want   bool
	}{
		{"in range", Target{Rating: &Range{2, 3}}, rating(2.3, ""), true},
		{"at the ends, rounding aside", Target{Rating: &Range{2.3, 2.3}}, rating(0.1+2.2, ""), true},
		{"below", Target{Rating: &Range{2, 3}}, rating(1.5, ""), false},
		{"above", Target{Rating: &Range{2, 3}}, rating(3.4, ""), false},
		{"level", Target{Level: &easy}, rating(1.2, ""), true},
		{"other level", Target{Level: &hard}, rating(1.2, ""), false},
		{"a stalled rating has no level", Target{Level: &stalled.Level}, stalled, false},
		{"technique", Target{Technique: single}, rating(2.3, single.Name), true},
		{"other technique", Target{Technique: single}, rating(1.2, "PossibleFieldForValueInGroup"), false},
		{"all parts must hold", Target{Rating: &Range{2, 3}, Technique: single}, rating(2.3, "PossibleFieldForValueInGroup"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			accept := tt.target.Accept()
			require.NotNil(t, accept)
			assert.Equal(t, tt.want, accept(tt.in))
		})
	}
	assert.Nil(t, Target{}.Accept(), "the zero Target rates nothing")
}

func TestRatedTechnique(t *testing.T) {
	tests := []struct {
		name, want, wantErr string
	}{
		{"possiblevalueforfield", "PossibleValueForField", ""},
		{"Nope", "", `"Nope": no such technique`},
		{"WWing", "", "WWing: the rating does not use it, so no puzzle is rated by it; these it uses: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RatedTechnique(tt.name)
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got.Name)
		})
	}
	_, err := RatedTechnique("Nope")
	assert.ErrorIs(t, err, ErrNoTechnique)
}

func TestSymmetryCheck(t *testing.T) {
	wide, err := specs.Parse("wide.yaml", []byte("name: wide\nsize: 9x12\nvalues: 1-9\ngroups:\n  - grid: {at: r1c1, size: 9x9, box: 3x3}\n"))
	require.NoError(t, err)
	tests := []struct {
		symmetry, spec, wantErr string
	}{
		{"rotational", "classic", ""},
		{"quarter", "samurai", ""},
		{"flip", "wide", ""},
		{"rotational", "wide", "rotational does not map the board of wide (and its holes) onto itself; these do: none, flip"},
	}
	for _, tt := range tests {
		t.Run(tt.symmetry+" "+tt.spec, func(t *testing.T) {
			s, err := Lookup(tt.symmetry)
			require.NoError(t, err)
			r := wide.Rules
			if tt.spec != "wide" {
				r = rulesOf(t, tt.spec)
			}
			err = s.Check(r)
			if tt.wantErr == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tt.wantErr)
		})
	}
}

// TestRatedTechniqueOfRules: the steps of the rules' kinds are
// techniques a target may name, as constraint puzzles are rated by them.
func TestRatedTechniqueOfRules(t *testing.T) {
	for _, name := range []string{"CageCombinations", "InniesOuties", "Kropki", "KropkiNegative"} {
		tech, err := RatedTechnique(name)
		require.NoError(t, err, name)
		assert.Equal(t, name, tech.Name)
	}
}
