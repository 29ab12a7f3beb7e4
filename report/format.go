package report

import "fmt"

// Format is how a Printer writes a result.
type Format uint8

// The formats.
const (
	// Grid draws each result for people to read.
	Grid Format = iota
	// Line writes each result on one line.
	Line
	// JSON writes each result as one JSON object on a line.
	JSON
)

var formatNames = [...]string{"grid", "line", "json"}

// String returns the format's name: "grid", "line" or "json".
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("format(%d)", f)
}

// ParseFormat returns the format of a name. Its error names the input and
// the formats, e.g. `"xml": use grid, line or json`, so a caller can put the
// name of its flag or field before it.
func ParseFormat(name string) (Format, error) {
	for f, n := range formatNames {
		if n == name {
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("%q: use grid, line or json", name)
}
