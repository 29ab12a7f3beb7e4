package game

import (
	"fmt"
	"strings"
)

// Ability is a set of the optional interfaces a constraint implements
// beside Constraint: what the engine, the search kernel, the chains and
// the drawing may ask of it. A rule kind declares the abilities of its
// constraints (RuleKind.Abilities), and NewRules refuses a bound
// constraint whose abilities differ from its kind's, so that a method
// renamed or lost is an error at once rather than a rule that silently
// stops propagating.
type Ability uint16

// The abilities, one per optional interface.
const (
	CanDiffer    Ability = 1 << iota // Differ
	CanPrepare                       // Preparer
	CanPropagate                     // Propagator
	CanReason                        // Reasoner
	CanLocal                         // Local
	CanNarrow                        // Narrower
	CanExplain                       // Explainer
	CanWatch                         // Watcher
	CanRequire                       // Requirer
	CanLink                          // Linker
	CanClue                          // Clued
	CanLabel                         // Labeler
)

var abilityNames = [...]string{"Differ", "Preparer", "Propagator", "Reasoner", "Local", "Narrower", "Explainer", "Watcher", "Requirer", "Linker", "Clued", "Labeler"}

// AbilitiesOf returns the optional interfaces constraint c implements.
func AbilitiesOf(c Constraint) Ability {
	var a Ability
	set := func(ok bool, bit Ability) {
		if ok {
			a |= bit
		}
	}
	_, ok := c.(Differ)
	set(ok, CanDiffer)
	_, ok = c.(Preparer)
	set(ok, CanPrepare)
	_, ok = c.(Propagator)
	set(ok, CanPropagate)
	_, ok = c.(Reasoner)
	set(ok, CanReason)
	_, ok = c.(Local)
	set(ok, CanLocal)
	_, ok = c.(Narrower)
	set(ok, CanNarrow)
	_, ok = c.(Explainer)
	set(ok, CanExplain)
	_, ok = c.(Watcher)
	set(ok, CanWatch)
	_, ok = c.(Requirer)
	set(ok, CanRequire)
	_, ok = c.(Linker)
	set(ok, CanLink)
	_, ok = c.(Clued)
	set(ok, CanClue)
	_, ok = c.(Labeler)
	set(ok, CanLabel)
	return a
}

// String names the interfaces of a, "Differ|Propagator", or "none".
func (a Ability) String() string {
	var names []string
	for i, n := range abilityNames {
		if a&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	if a>>len(abilityNames) != 0 {
		names = append(names, fmt.Sprintf("%#x", uint16(a>>len(abilityNames)<<len(abilityNames))))
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "|")
}

// checkAbilities reports a bound constraint whose abilities are not those
// its kind declares: a bug of the kind, not of the input.
func checkAbilities(c Constraint) error {
	k := c.Kind()
	if k == nil || k.Abilities == 0 {
		return nil
	}
	if got := AbilitiesOf(c); got != k.Abilities {
		return fmt.Errorf("internal error, please report it: the kind %s declares the abilities %s, but its rule (%T) has %s", k.Name, k.Abilities, c, got)
	}
	return nil
}
