package constrainttest

import (
	"bufio"
	"bytes"
	"regexp"
)

// The comment that gives a puzzle's published solution in a spec file of
// testdata/constraints, on the line after its name: a puzzle item's
// name: "..." line, then "# solution (ISS lists): 987642153..." below it.
var (
	nameLine     = regexp.MustCompile(`^  - name: "(.*)"$`)
	solutionLine = regexp.MustCompile(`^    # solution \([^)]*\): (\S+)$`)
)

// PublishedSolutions returns the solutions the comments of a spec file
// give, by the name of their puzzle.
func PublishedSolutions(data []byte) map[string]string {
	out := map[string]string{}
	name := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if m := nameLine.FindStringSubmatch(sc.Text()); m != nil {
			name = m[1]
		} else if m := solutionLine.FindStringSubmatch(sc.Text()); m != nil && name != "" {
			out[name] = m[1]
			name = ""
		}
	}
	return out
}
