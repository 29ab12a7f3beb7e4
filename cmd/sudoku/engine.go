package main

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// strategyNames splits the value of --strategies and checks the names. It
// returns nil for an empty value: the default strategies.
func strategyNames(value string) ([]string, error) {
	if value == "" {
		return nil, nil
	}
	names := strings.Split(value, ",")
	if _, err := strategy.ByNames(names); err != nil {
		return nil, fmt.Errorf("--strategies: %w", err)
	}
	return names, nil
}

// newEngine makes an engine for rules with opts and, unless names is nil,
// the strategies it names: strategies of its own, since each engine needs
// its own.
func newEngine(rules *game.Rules, opts strategy.Options, names []string) (*strategy.Engine, error) {
	if names != nil {
		var err error
		if opts.Strategies, err = strategy.ByNames(names); err != nil {
			return nil, err
		}
	}
	return strategy.NewEngine(rules, opts)
}
