package sudokupad_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// TestBenchConventions checks the conventions of SudokuPad's own tools
// and of setters that the puzzles of benchFile showed: colours of four
// hex digits, X and V in white circles, rounded written as a number,
// thermometers of another colour, lines told apart by the colour the
// rules text gives each kind, other words for kinds and board rules,
// loops, parity shapes and counting circles the text names, zipper
// lines' centre dots, arrows drawn with plain lines, an irregular
// board's regions kept as hidden cages, and what stays an error.
func TestBenchConventions(t *testing.T) {
	cells := `"cells":[` + strings.TrimSuffix(strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 9), ",") + `]`
	rules := func(s string) string { return `,"cages":[{"value":"rules: ` + s + `"}]` }
	line := func(col string, width float64, pts string) string {
		return fmt.Sprintf(`{"wayPoints":%s,"color":%q,"thickness":%g}`, pts, col, width)
	}
	thermo := `"lines":[` + line("#cccf", 19, `[[0.5,0.5],[0.5,1.5],[0.5,2.5]]`) + `],` +
		`"underlays":[{"center":[0.5,0.5],"width":0.8,"height":0.8,"rounded":true,"backgroundColor":"#cccf"}]`
	beige := `"lines":[` + line("#dac391ff", 15, `[[0.5,0.5],[0.5,1.5],[0.5,2.5]]`) + `],` +
		`"underlays":[{"center":[0.5,0.5],"width":0.8,"height":0.8,"rounded":true,"backgroundColor":"#dac391ff"}]`
	twoKinds := `"lines":[` + line("#f067f0ff", 10, `[[0.5,0.5],[0.5,1.5],[0.5,2.5]]`) + `,` +
		line("#67f067ff", 10, `[[2.5,0.5],[2.5,1.5],[2.5,2.5]]`) + `]`
	tests := []conventionTest{
		{name: "thermometer of SudokuPad's own grey, #cccf", in: `{` + cells + `,` + thermo + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Thermometer") }},
		{name: "slow thermometer in other words", in: `{` + cells + `,` + thermo + rules("Digits along a thermometer must increase or stay the same from the bulb end.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "SlowThermometer") }},
		{name: "thermometer of another colour, named", in: `{` + cells + `,` + beige + rules("Digits along a thermometer increase from the bulb.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Thermometer") }},
		{name: "thermometer of another colour, not named", in: `{` + cells + `,` + beige + `}`, wantErr: "lines[0]: no rule reads this line"},
		{name: "X and V in white circles", in: `{` + cells + `,"overlays":[` +
			`{"center":[0.5,1],"width":0.35,"height":0.35,"text":"X","fontSize":14,"rounded":true,"backgroundColor":"#FFFFFF"},` +
			`{"center":[1,0.5],"width":0.35,"height":0.35,"text":"V","fontSize":14,"rounded":true,"backgroundColor":"#FFFFFF"}]}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "XV", "XV") }},
		{name: "rounded as a number", in: `{` + cells + `,"overlays":[{"center":[0.5,1],"width":0.3,"height":0.3,"rounded":1,"backgroundColor":"#000000"}]}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Kropki") }},
		{name: "lines by colour", in: `{` + cells + `,` + twoKinds + rules("Digits on a purple line form a set of consecutive, non-repeating digits. Adjacent digits on a green line differ by at least 5.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Renban", "Whispers") }},
		{name: "a colour the text gives no kind", in: `{` + cells + `,` + twoKinds + rules("Digits on a purple renban line are consecutive.") + `}`,
			wantErr: "lines[1]: no rule reads this line"},
		{name: "a colour given two kinds", in: `{` + cells + `,` + twoKinds + rules("Digits on a purple renban line are consecutive. Purple whisper lines differ by 5. Green entropic lines.") + `}`,
			wantErr: "lines[0]: no rule reads this line"},
		{name: "region sum lines in other words", in: `{` + cells + `,"lines":[` + line("#2ecbff", 10, `[[2.5,2.5],[2.5,3.5]]`) + `]` +
			rules("Box borders divide the blue line into segments with the same sum.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "RegionSumLine") }},
		{name: "anti-knight in other words", in: `{` + cells + rules("Cells separated by a knight's move cannot contain the same digit.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "AntiKnight") }},
		{name: "all dots given, of the white ones the text names", in: `{` + cells + `,"overlays":[{"center":[0.5,1],"width":0.3,"height":0.3,"rounded":true,"backgroundColor":"#FFFFFF"}]` +
			rules("Digits joined by a white dot are consecutive. All possible dots are given.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) {
				var names []string
				for _, c := range p.Rules.Constraints {
					names = append(names, c.Name())
				}
				assert.Contains(t, names, "no other white dots")
				assert.NotContains(t, names, "no other black dots")
			}},
		{name: "a blank little killer arrow the text does not speak of", in: `{` + cells +
			`,"arrows":[{"wayPoints":[[-0.266,3.734],[-0.068,3.932]],"color":"#000000","thickness":2.56,"headLength":0.18}]` +
			rules("Every indicated diagonal has the same product.") + `}`, wantErr: "arrows[0]: no rule reads this arrow"},
		{name: "a blank little killer arrow", in: `{` + cells +
			`,"arrows":[{"wayPoints":[[-0.266,3.734],[-0.068,3.932]],"color":"#000000","thickness":2.56,"headLength":0.18}]` +
			rules("Digits along an indicated diagonal sum to the clue, if given.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assert.Empty(t, p.Rules.Constraints) }},
		{name: "an entropic loop, read as its parts", in: `{` + cells + `,"lines":[` +
			line("#fcaf", 10, `[[1.5,4.5],[2.5,5.5],[3.5,5.5],[4.5,4.5],[3.5,3.5],[2.5,3.5],[1.5,4.5]]`) + `]` +
			rules("Every string of three adjacent digits along a peach Entropic line must contain one low digit.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "EntropicLine", "EntropicLine") }},
		{name: "a whispers loop, read as its parts", in: `{` + cells + `,"lines":[` +
			line("#67f067", 10, `[[0.5,0.5],[0.5,1.5],[1.5,1.5],[1.5,0.5],[0.5,0.5]]`) + `]` +
			rules("Adjacent digits along a green German whispers line differ by at least 5.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Whispers", "Whispers") }},
		{name: "a renban loop stays an error", in: `{` + cells + `,"lines":[` +
			line("#f067f0", 10, `[[0.5,0.5],[0.5,1.5],[1.5,1.5],[1.5,0.5],[0.5,0.5]]`) + `]` +
			rules("Digits on a purple renban line are consecutive.") + `}`, wantErr: "r1c1 is listed twice"},
		{name: "an entropic line that turns back stays an error", in: `{` + cells + `,"lines":[` +
			line("#fcaf", 10, `[[0.5,0.5],[0.5,1.5],[0.5,0.5]]`) + `]` + rules("Entropic lines.") + `}`, wantErr: "turns back on itself"},
		{name: "yellow parity shapes named by the text", in: `{` + cells + `,"underlays":[` +
			`{"center":[3.5,0.5],"width":0.7,"height":0.7,"rounded":true,"backgroundColor":"#d4da31e6"},` +
			`{"center":[5.5,3.5],"width":0.7,"height":0.7,"backgroundColor":"#d4da31e6"}]` +
			rules("The yellow circles contain odd digits. The yellow squares contain even digits.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Even", "Odd") }},
		{name: "a translucent black square, grey as shown", in: `{` + cells + `,"underlays":[{"center":[5.5,8.5],"width":0.8,"height":0.8,"backgroundColor":"#0003"}]` +
			rules("Grey square must contain even digit.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Even") }},
		{name: "yellow shapes the text gives no parity", in: `{` + cells + `,"underlays":[{"center":[3.5,0.5],"width":0.7,"height":0.7,"rounded":true,"backgroundColor":"#d4da31e6"}]` +
			rules("The yellow squares contain even digits.") + `}`, wantErr: "underlays[0]: no rule reads this underlay circle"},
		{name: "counting circles named", in: `{` + cells + `,"underlays":[` +
			`{"center":[0.5,0.5],"width":0.82,"height":0.82,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#000000"},` +
			`{"center":[1.5,3.5],"width":0.82,"height":0.82,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#000000"}]` +
			rules("Counting circles: any digit in a circle indicates exactly how many circles contain that digit.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Countingcircles") }},
		{name: "circles of two styles are not counting circles", in: `{` + cells + `,"underlays":[` +
			`{"center":[0.5,0.5],"width":0.82,"height":0.82,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#000000"},` +
			`{"center":[1.5,3.5],"width":0.82,"height":0.82,"rounded":true,"backgroundColor":"#FF0000","borderColor":"#000000"}]` +
			rules("Counting circles: any digit in a circle indicates exactly how many circles contain that digit.") + `}`,
			wantErr: "underlays[0]: no rule reads this underlay circle"},
		{name: "a zipper line's centre dot", in: `{` + cells + `,"lines":[` + line("#DFC5FE", 11, `[[0.5,0.5],[0.5,2.5]]`) + `],` +
			`"underlays":[{"center":[0.5,1.5],"width":0.44,"height":0.44,"rounded":1,"backgroundColor":"#DFC5FEFF"}]` +
			rules("Cells on a lavender zipper line at an equal distance to the center, which is marked with a dot, sum to the digit at the center.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "ZipperLine") }},
		{name: "a dot off a zipper line's centre stays an error", in: `{` + cells + `,"lines":[` + line("#DFC5FE", 11, `[[0.5,0.5],[0.5,2.5]]`) + `],` +
			`"underlays":[{"center":[0.5,0.5],"width":0.44,"height":0.44,"rounded":1,"backgroundColor":"#DFC5FEFF"}]` +
			rules("Zipper lines: cells at an equal distance to the center sum to the digit at the center.") + `}`,
			wantErr: "underlays[0]: no rule reads this underlay circle"},
		{name: "an arrow drawn with plain lines", in: `{` + cells + `,"lines":[` +
			line("#bbbf", 3.2, `[[0.5,1.5],[1.5,0.5],[2.5,0.5],[3.5,1.5]]`) + `,` + line("#bbbf", 3.2, `[[3.167,1.5],[3.5,1.5],[3.5,1.167]]`) + `],` +
			`"overlays":[{"center":[0.5,1.5],"width":0.85,"height":0.85,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#bbbf"}]` +
			rules("All digits on the Arrow are summing to the attached circled cell.") + `}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) { assertKinds(t, p, "Arrow") }},
		{name: "a plain line with a bulb but no head stays an error", in: `{` + cells + `,"lines":[` +
			line("#bbbf", 3.2, `[[0.5,1.5],[1.5,0.5],[2.5,0.5],[3.5,1.5]]`) + `],` +
			`"overlays":[{"center":[0.5,1.5],"width":0.85,"height":0.85,"rounded":true,"backgroundColor":"#FFFFFF","borderColor":"#bbbf"}]` +
			rules("All digits on the Arrow are summing to the attached circled cell.") + `}`,
			wantErr: "lines[0]: no rule reads this line"},
		{name: "regions kept as hidden cages, outlined, with faint shapes", in: `{"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"regions":[],"cages":[` +
			`{"cells":[[0,0],[0,1],[0,2],[1,0]],"hidden":true,"unique":true},{"cells":[[0,3],[1,1],[1,2],[1,3]],"hidden":true,"unique":true},` +
			`{"cells":[[2,0],[2,1],[3,0],[3,1]],"hidden":true,"unique":true},{"cells":[[2,2],[2,3],[3,2],[3,3]],"hidden":true,"unique":true}],` +
			`"lines":[` + line("#000000", 3.84, `[[1,3],[1,1],[2,1],[2,0]]`) + `,` + line("#000000", 3.84, `[[0,3],[1,3]]`) + `,` + line("#000000", 3.84, `[[0,4],[4,4]]`) + `],` +
			`"underlays":[{"center":[0.5,0.5],"width":0.8,"height":0.8,"backgroundColor":"#fff3"}]}`,
			check: func(t *testing.T, p *sudokupad.Puzzle) {
				assert.Empty(t, p.Rules.Constraints)
				var regions [][]int
				for _, g := range p.Rules.Groups {
					if g.Kind == game.GroupRegion {
						regions = append(regions, g.Fields)
					}
				}
				assert.Equal(t, [][]int{{0, 1, 2, 4}, {3, 5, 6, 7}, {8, 9, 12, 13}, {10, 11, 14, 15}}, regions)
			}},
		{name: "a line inside a region read from hidden cages stays an error", in: `{"cells":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"regions":[],"cages":[` +
			`{"cells":[[0,0],[0,1],[0,2],[1,0]],"hidden":true,"unique":true},{"cells":[[0,3],[1,1],[1,2],[1,3]],"hidden":true,"unique":true},` +
			`{"cells":[[2,0],[2,1],[3,0],[3,1]],"hidden":true,"unique":true},{"cells":[[2,2],[2,3],[3,2],[3,3]],"hidden":true,"unique":true}],` +
			`"lines":[` + line("#000000", 3.84, `[[0,1],[1,1]]`) + `]}`, wantErr: "lines[0]: no rule reads this line"},
		{name: "an f-puzzles payload", in: "fpuzN4IgzglgXgpiBcBOANCALhNAbO8QCUIAHInMEVAQwFc0ALAewCcEQAFOiLYgAgDkYAdwC2lAHYUQTamRhpWfZqKw8w1ACYMA1tR7SyPSiSwBPAHQ8AgmPU96lNAHIwPTAEJJAcyYR1CANr+oABulFjUuCggnhDBMBLwaNIwAL7IwG",
			wantErr: "an f-puzzles puzzle (fpuz...), which the f-puzzles reader reads"},
	}
	runConventions(t, tests)
}

// assertKinds checks the kinds (their names) of the rules read, in order.
func assertKinds(t *testing.T, p *sudokupad.Puzzle, want ...string) {
	t.Helper()
	var got []string
	for _, c := range p.Rules.Constraints {
		got = append(got, c.Kind().Name)
	}
	assert.Equal(t, want, got)
}
