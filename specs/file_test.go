package specs

import "testing"

// A YAML syntax error stands on the line the YAML library names, counted
// from 1, or at the bracket or quote left open.
func TestSyntaxErrors(t *testing.T) {
	testOneError(t, []oneError{
		{"list left open", "name: broken\nvalues: [1, 2, 3\n", "2:9", "invalid YAML: the list this '[' opens is not closed where expected: end it with ']' and put ',' between its items"},
		{"list left open before more keys", "name: broken\nvalues: [1, 2, 3\ngroups: [rows]\n", "2:9", "the list this '['"},
		{"list left open on the first line", "values: [1, 2,\n  3\ngroups: [rows]\n", "1:9", "the list this '['"},
		{"mapping left open in a list", "values: 1-9\ngroups: [rows, {boxes: 3x3]\n", "2:16", "invalid YAML: the mapping this '{' opens is not closed where expected: end it with '}'"},
		{"mapping left open in a block list", "name: x\nvalues: 1-9\ngroups:\n  - rows\n  - {boxes: 3x3\n  - columns\n", "5:5", "the mapping this '{'"},
		{"quote left open", "name: x\nvalues: \"1-9\ngroups: [rows]\n", "2:9", "invalid YAML: the quoted text this quote opens is never closed: end it with the same quote"},
		{"single quote left open", "x: 1\nb: 'it''s\n\n\n", "2:4", "the quoted text this quote opens is never closed"},
		{"item outside the list", "- a\nb: c\n", "2:1", "invalid YAML: did not find expected '-' indicator: check the indentation and syntax from this line on"},
		{"key under a value", "name: x\nvalues: 1-9\n  size: 9x9\n", "3:3", "invalid YAML: mapping values are not allowed in this context: fix the syntax of this line or the one before"},
		{"no line named", "a: b: c\n", "1:1", "invalid YAML: mapping values are not allowed in this context"},
		{"unknown alias", "name: x\nvalues: *v\n", "2:9", "invalid YAML: unknown anchor 'v' referenced: put &v on a value before *v refers to it"},
	})
}
