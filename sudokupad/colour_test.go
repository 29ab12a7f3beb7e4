package sudokupad

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestColourFamilies checks colours as SudokuPad's tools write them and
// the families of the colours setters give lines, as their rules texts
// name them.
func TestColourFamilies(t *testing.T) {
	for in, want := range map[string]string{"#cccf": "#cccccc", "#CCCCCCFF": "#cccccc", "#aaa": "#aaaaaa", "#cccc": "#cccc", "#d4da31e6": "#d4da31e6"} {
		assert.Equal(t, want, colour(in), in)
	}
	for in, want := range map[string]string{
		"#f067f0": "purple", // SudokuPad's renban, "purple"
		"#dfc5fe": "purple", // "lavender"
		"#ffccaa": "orange", // "peach"
		"#f0ae16": "orange",
		"#67f067": "green",
		"#2ecbff": "blue",
		"#e36464": "red",
		"#cfcfcf": "grey",
		"#000000": "grey",
		"blue":    "",
	} {
		assert.Equal(t, want, hueFamily(in), in)
	}
}

// TestWhisperGap checks the least difference read from a sentence of
// whispers.
func TestWhisperGap(t *testing.T) {
	for in, want := range map[string]int{
		"Adjacent digits on a green line differ by 5 or more.":                           5,
		"Adjacent digits along a German whispers line differ by at least 3.":             3,
		"Adjacent digits along an orange Dutch whisper line must have a difference of 4": 4,
		"Green lines are German whispers.":                                               5,
	} {
		assert.Equal(t, want, whisperGap(in), in)
	}
}
