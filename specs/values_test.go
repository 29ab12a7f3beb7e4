package specs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValueText(t *testing.T) {
	chars := func(s string) []string { return strings.Split(s, "") }
	tests := []struct {
		name, in string
		want     []string
	}{
		{"range", "1-9", chars("123456789")},
		{"comma", "1-9,A-C", chars("123456789ABC")},
		{"space", "1-9 A-C", chars("123456789ABC")},
		{"comma and space", "1-9, A-C", chars("123456789ABC")},
		{"concatenated", "1-9A-C", chars("123456789ABC")},
		{"lower case", "a-f", chars("abcdef")},
		{"characters", "XYZ", chars("XYZ")},
		{"list of characters", "X, Y, Z", chars("XYZ")},
		{"numbers", "10-25", strings.Fields("10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25")},
		{"digits then numbers", "1-9,10-12", strings.Fields("1 2 3 4 5 6 7 8 9 10 11 12")},
		{"words", "red green blue", []string{"red", "green", "blue"}},
		{"words with commas", "red,green, blue", []string{"red", "green", "blue"}},
		{"a dash between signs is a value", "+-*", chars("+-*")},
		{"digits and signs", "1-6+-*", chars("123456+-*")},
		{"tabs and line ends", "1-3\tA-B\n  x", []string{"1", "2", "3", "A", "B", "x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseValueText(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// oneError is a spec with exactly one error: where it stands (line:column
// in the file "s.yaml") and a part of its message.
type oneError struct {
	name, in string
	pos      string
	want     string
}

// testOneError checks each spec of tests with Parse.
func testOneError(t *testing.T, tests []oneError) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("s.yaml", []byte(tt.in))
			require.Error(t, err)
			got := positioned(t, err)
			require.Len(t, got, 1, "%v", err)
			assert.Equal(t, "s.yaml:"+tt.pos, got[0].Pos.String())
			assert.Contains(t, got[0].Msg, tt.want)
			assert.NotContains(t, got[0].Error(), "\x1b", "no control character reaches the message")
		})
	}
}

// Errors in values are reported at the values node, and say what to write.
func TestBadValues(t *testing.T) {
	v := func(values string) string { return "name: v\nvalues: " + values + "\ngroups: [rows, columns]\n" }
	testOneError(t, []oneError{
		{"digits and letters", v("0-F"), "2:9", "range 0-F mixes digits and letters: write 0-9,A-F"},
		{"digits and lower case", v("1-f"), "2:9", "range 1-f mixes digits and letters: write 1-9,a-f"},
		{"cases", v("A-z"), "2:9", "range A-z mixes upper and lower case: write A-Z,a-z"},
		{"letters and digits", v("A-1"), "2:9", "range A-1 mixes upper case letters and digits: a range runs within 0-9, A-Z or a-z"},
		{"beyond ASCII", v("α-ω"), "2:9", "range α-ω is not within 0-9, A-Z or a-z: list these values one by one"},
		{"backwards", v("9-1"), "2:9", "range 9-1 goes backwards: write 1-9"},
		{"numbers backwards", v("16-1"), "2:9", "range 16-1 goes backwards: write 1-16"},
		{"a word read as a range", v("alpha x-ray"), "2:9", `range x-r goes backwards: write r-x; to make x-ray one value, write the values as a list: [x-ray, ...]`},
		{"twice", v("1-9,5"), "2:9", `value "5" is listed twice: each value may appear once`},
		{"twice in words", v("red green red"), "2:9", `value "red" is listed twice`},
		{"empty between commas", v("1-9,,A"), "2:9", "1-9,,A holds an empty value between commas: remove the extra comma"},
		{"trailing comma", v("1-9,"), "2:9", "1-9, holds an empty value between commas"},
		{"too many", v("1-9 10-70"), "2:9", "there are 70 values but at most 64 are supported: use fewer values"},
		{"huge numbers", v("1-99999999999999999999999"), "2:9", "range 1-99999999999999999999999 holds far more than the 64 values supported"},
		{"escape", v(`"\e[2J"`), "2:9", "a value holds the control character U+001B: values are shown on terminals"},
		{"escape in a word", v(`"red \e[31mgreen"`), "2:9", "control character U+001B"},
		{"bell", v(`"1-8\a"`), "2:9", "control character U+0007"},
		{"escape in a list", v(`[a, "b\e[2J", c]`), "2:13", "a value holds the control character U+001B"},
		{"next line in a list", v(`[a, "b\Nc"]`), "2:13", "control character U+0085"},
	})
}
