package main

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/strategy"
)

// strategyList reads the value of --strategies: the named techniques in
// order, checked, or nil for an empty value (the default ones). Techniques
// are stateless descriptors, so one list serves every engine.
func strategyList(value string) ([]*strategy.Technique, error) {
	if value == "" {
		return nil, nil
	}
	list, err := strategy.ByNames(strings.Split(value, ","))
	if err != nil {
		return nil, fmt.Errorf("--strategies: %w", err)
	}
	return list, nil
}
