package sudokupad

import (
	"regexp"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A drawing that can mean several rules is read by what the puzzle's
// rules text names: a plain line is a whisper, a renban, ... only when
// the text names that kind of line. rulesText is what the text names.

// rulesText is a puzzle's rules text, and the rules it names.
type rulesText struct {
	text   string
	names  map[string]bool // the rule kinds (their keys) the text names
	global map[string]bool // the rules of the whole board it states
}

// namedBy are the words by which a rules text names a kind, by the
// kind's key.
var namedBy = []struct {
	key string
	re  *regexp.Regexp
}{
	{"thermometer", regexp.MustCompile(`(?i)thermo`)},
	{"slowthermometer", regexp.MustCompile(`(?i)slow[\s-]*thermo`)},
	{"palindrome", regexp.MustCompile(`(?i)palindrom`)},
	{"whispers", regexp.MustCompile(`(?i)whisper`)},
	{"dutch", regexp.MustCompile(`(?i)dutch`)},
	{"renban", regexp.MustCompile(`(?i)renban|consecutive\s+digits.{0,40}\bany\s+order`)},
	{"regionsumline", regexp.MustCompile(`(?i)region[\s-]*sum|equal\s+sums?\s+within\s+each\s+(box|region)`)},
	{"entropicline", regexp.MustCompile(`(?i)entropic`)},
	{"modularline", regexp.MustCompile(`(?i)modular\s+line`)},
	{"zipperline", regexp.MustCompile(`(?i)zipper`)},
	{"nabner", regexp.MustCompile(`(?i)nabner`)},
	{"parityline", regexp.MustCompile(`(?i)parity\s+line`)},
	{"betweenline", regexp.MustCompile(`(?i)between\s+line`)},
	{"lockout", regexp.MustCompile(`(?i)lockout`)},
	{"sandwich", regexp.MustCompile(`(?i)sandwich`)},
	{"xsum", regexp.MustCompile(`(?i)\bx[\s-]?sum`)},
	{"skyscraper", regexp.MustCompile(`(?i)skyscraper`)},
	{"extraregion", regexp.MustCompile(`(?i)extra[\s-]*region`)},
}

// globalBy are the words by which a rules text states a rule of the
// whole board.
var globalBy = []struct {
	key string
	re  *regexp.Regexp
}{
	{"antiknight", regexp.MustCompile(`(?i)anti[\s-]*knight|a\s+knight'?s\s+move\s+(apart|away)`)},
	{"antiking", regexp.MustCompile(`(?i)anti[\s-]*king|a\s+king'?s\s+move\s+(apart|away)`)},
	{"nonconsecutive", regexp.MustCompile(`(?i)non[\s-]*consecutive`)},
	{"diagonals", regexp.MustCompile(`(?i)(main|both|marked|two)\s+diagonals|x[\s-]sudoku`)},
	{"disjoint", regexp.MustCompile(`(?i)disjoint`)},
}

var (
	thermoRE     = regexp.MustCompile(`(?i)thermo`)
	slowThermoRE = regexp.MustCompile(`(?i)slow[\s-]*thermo`)
	sentenceRE   = regexp.MustCompile(`[^.!?\n]+[.!?]?`)
)

// lineKinds are the kinds of a plain line that only the rules text can
// name, in the order a text naming two is read (the first wins).
var lineKinds = []string{"slowthermometer", "thermometer", "palindrome", "whispers", "renban", "regionsumline",
	"entropicline", "modularline", "zipperline", "nabner", "parityline", "betweenline"}

func newRulesText(text string) rulesText {
	t := rulesText{text: strings.TrimSpace(text), names: map[string]bool{}, global: map[string]bool{}}
	for _, n := range namedBy {
		t.names[n.key] = n.re.MatchString(text)
	}
	for _, g := range globalBy {
		t.global[g.key] = g.re.MatchString(text)
	}
	if t.names["slowthermometer"] {
		// A text of slow thermometers names thermometers only apart from them.
		t.names["thermometer"] = thermoRE.MatchString(slowThermoRE.ReplaceAllString(text, ""))
	}
	return t
}

// lineKind returns the one kind of plain line the text names, or "".
func (t rulesText) lineKind(drawn map[string]bool) string {
	var named []string
	for _, k := range lineKinds {
		if t.names[k] && !drawn[k] {
			named = append(named, k)
		}
	}
	if len(named) != 1 {
		return ""
	}
	return named[0]
}

// clueKind returns the one kind of number outside the board the text
// names, or "".
func (t rulesText) clueKind() string {
	var named []string
	for _, k := range []string{"sandwich", "xsum", "skyscraper"} {
		if t.names[k] {
			named = append(named, k)
		}
	}
	if len(named) != 1 {
		return ""
	}
	return named[0]
}

// allGiven returns the kinds of marks the text says are all given
// ("All possible black dots are given."): difference (white dots), ratio
// (black dots), xv; "all dots", both kinds of dots.
func (t rulesText) allGiven() map[string]bool {
	out := map[string]bool{}
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		low := strings.ToLower(s)
		if !allGivenRE.MatchString(low) || strings.Contains(low, "not all") {
			continue
		}
		white, black := strings.Contains(low, "white"), strings.Contains(low, "black")
		switch {
		case white || black:
			out["difference"], out["ratio"] = out["difference"] || white, out["ratio"] || black
		case strings.Contains(low, "dot") || strings.Contains(low, "kropki"):
			out["difference"], out["ratio"] = true, true
		}
		if xvRE.MatchString(low) {
			out["xv"] = true
		}
	}
	return out
}

// arrowsOther reports whether a sentence of the text that speaks of
// arrows or bulbs gives them another meaning than the sum of arrow
// sudoku: an average, a count of digits, a product.
func (t rulesText) arrowsOther() bool {
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		low := strings.ToLower(s)
		if (strings.Contains(low, "arrow") || strings.Contains(low, "bulb")) && arrowOtherRE.MatchString(low) {
			return true
		}
	}
	return false
}

var arrowOtherRE = regexp.MustCompile(`\baverage|\bmean\b|\bcounts?\b|\bnumber\s+of\b|\bunique\b|\bdifferent\b|\bproduct\b|\bmultipl`)

var (
	allGivenRE = regexp.MustCompile(`\ball\b.*\bgiven\b`)
	xvRE       = regexp.MustCompile(`\bxs?\b|\bvs?\b|\bxv`)
)

// sentence returns the first sentence of the text that holds one of
// words, cut short, or "".
func (t rulesText) sentence(words ...string) string {
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		low := strings.ToLower(s)
		for _, w := range words {
			if strings.Contains(low, w) {
				return game.Excerpt(strings.TrimSpace(s))
			}
		}
	}
	return ""
}
