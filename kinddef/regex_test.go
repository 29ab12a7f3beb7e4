package kinddef_test

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/kinddef"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestRegexErrors: a bad regular expression is refused at its key.
func TestRegexErrors(t *testing.T) {
	for _, tt := range []struct {
		d    kinddef.Def
		want string
	}{
		{kinddef.Def{Key: "r", Doc: "d", Regex: "1(2"}, "kind r, regex: error parsing regexp: missing closing )"},
		{kinddef.Def{Key: "r", Doc: "d", Regex: "^12$"}, "kind r, regex: the expression is matched against the whole line"},
		{kinddef.Def{Key: "r", Doc: "d", Regex: "12", Next: "s"}, "kind r, regex: a kind said by a regular expression has none of"},
		{kinddef.Def{Key: "r", Doc: "d", Regex: strings.Repeat("1", 201)}, "kind r, regex: the expression is 201 characters long"},
	} {
		_, err := kinddef.Compile(tt.d)
		require.Error(t, err, tt.d.Regex)
		assert.Contains(t, err.Error(), tt.want)
	}
	_, err := specs.Parse("r.yaml", []byte("size: 4x4\nvalues: 7-10\ngroups: [rows, columns]\nkinds:\n  r:\n    doc: d\n    regex: \"1+\"\nconstraints:\n  - r: [r1c1, r1c2]\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "a regular expression reads values that are digits 0 to 9, not 10")
}

// TestRegexCountsAgainstBruteForce: random lines of rules said by regular
// expressions on 4x4 boards count as many solutions as a count over every
// 4x4 grid whose digits along the line Go's regexp matches whole.
func TestRegexCountsAgainstBruteForce(t *testing.T) {
	exprs := []string{"1*2?[34]+", "(12|21|34|43)*", "[13]+[24]*", ".2.", "(1|2)(3|4)+|4+1"}
	rng := rand.New(rand.NewPCG(8, 2))
	for trial := range 40 {
		src := exprs[trial%len(exprs)]
		whole := regexp.MustCompile("^(?:" + src + ")$")
		checkLineCount(t, rng, "    doc: a test rule\n    regex: \""+src+"\"\n", func(nums []int) bool {
			var digits strings.Builder
			for _, v := range nums {
				digits.WriteByte(byte('0' + v))
			}
			return whole.MatchString(digits.String())
		})
	}
}
