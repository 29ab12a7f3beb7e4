package sudokupad

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
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
	{"slowthermometer", regexp.MustCompile(`(?i)slow[\s-]*thermo|thermo\w*[^.]{0,40}\bincrease\s+or\s+stay\s+the\s+same`)},
	{"palindrome", regexp.MustCompile(`(?i)palindrom`)},
	{"whispers", regexp.MustCompile(`(?i)whisper|adjacent\s+digits\s+(on|along)\s+[^.]{0,40}\bdiffer\s+(in\s+value\s+)?by\s+(at\s+least\s+\d|\d\s+or\s+more)`)},
	{"dutch", regexp.MustCompile(`(?i)dutch`)},
	{"renban", regexp.MustCompile(`(?i)renban|consecutive\s+digits.{0,40}\bany\s+order|set\s+of\s+(non-repeating,?\s+)?consecutive`)},
	{"regionsumline", regexp.MustCompile(`(?i)region[\s-]*sum|equal\s+sums?\s+within\s+each\s+(box|region)|` +
		`(box|region)\s+borders?\s+(divide|separate|split)|sum\s+to\s+the\s+same\s+(total|value|sum)\s+in\s+each\s+[\w\s]{0,10}(box|region)|` +
		`in\s+each\s+(box|region)\s+must\s+sum\s+to\s+the\s+same`)},
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
	{"countingcircles", regexp.MustCompile(`(?i)counting[\s-]*circles?`)},
}

// globalBy are the words by which a rules text states a rule of the
// whole board.
var globalBy = []struct {
	key string
	re  *regexp.Regexp
}{
	{"antiknight", regexp.MustCompile(`(?i)anti[\s-]*knight|a\s+knight'?s\s+move\s+(apart|away)|separated\s+by\s+a\s+knight'?s\s+move`)},
	{"antiking", regexp.MustCompile(`(?i)anti[\s-]*king|a\s+king'?s\s+move\s+(apart|away)|separated\s+by\s+a\s+king'?s\s+move`)},
	{"nonconsecutive", regexp.MustCompile(`(?i)non[\s-]*consecutive`)},
	{"diagonals", regexp.MustCompile(`(?i)(main|both|marked|two)\s+diagonals|x[\s-]sudoku`)},
	{"disjoint", regexp.MustCompile(`(?i)disjoint`)},
}

var (
	thermoRE     = regexp.MustCompile(`(?i)thermo`)
	slowThermoRE = regexp.MustCompile(`(?i)slow[\s-]*thermo|thermo\w*[^.]{0,40}\bincrease\s+or\s+stay\s+the\s+same`)
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
	// Inequality signs are read by the words every reader reads them by.
	t.names["greaterthan"] = constraint.NamesSigns(text)
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
			// "All possible dots are given" is of the dots the text
			// speaks of: white ones only, black ones only, or both.
			textLow := strings.ToLower(t.text)
			w, bl := strings.Contains(textLow, "white"), strings.Contains(textLow, "black")
			if !w && !bl {
				w, bl = true, true
			}
			out["difference"], out["ratio"] = out["difference"] || w, out["ratio"] || bl
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

// namesLittleKillers reports whether a sentence of the text speaks of
// little killers: by name, or of sums along diagonals.
func (t rulesText) namesLittleKillers() bool {
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		low := strings.ToLower(s)
		if littleKillerRE.MatchString(low) || strings.Contains(low, "diagonal") && sumRE.MatchString(low) {
			return true
		}
	}
	return false
}

var (
	littleKillerRE = regexp.MustCompile(`little[\s-]*killer`)
	sumRE          = regexp.MustCompile(`\bsums?\b|\btotals?\b`)
)

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

// A text with several kinds of line may tell them apart by colour:
// "Digits on a purple renban line ...; adjacent digits on a green line
// differ by 5 or more." colourKinds reads that.

// colourLine is a colour word before a line or a kind of line, at most
// two words apart: "purple renban line", "green German whispers",
// "(blue line)".
var colourLine = regexp.MustCompile(`(?i)\b(purple|violet|magenta|pink|lavender|lilac|mauve|red|crimson|orange|peach|amber|yellow|gold|green|lime|blue|cyan|turquoise|teal|aqua|grey|gray)\s+(?:[\w-]+\s+){0,2}?(?:lines?|whispers?|renban|entropic|palindromes?|zippers?)\b`)

// colourFamilies are the colour words' families, as hueFamily names them.
var colourFamilies = map[string]string{
	"purple": "purple", "violet": "purple", "magenta": "purple", "pink": "purple", "lavender": "purple", "lilac": "purple", "mauve": "purple",
	"red": "red", "crimson": "red",
	"orange": "orange", "peach": "orange", "amber": "orange",
	"yellow": "yellow", "gold": "yellow",
	"green": "green", "lime": "green",
	"blue": "blue", "cyan": "blue", "turquoise": "blue", "teal": "blue", "aqua": "blue",
	"grey": "grey", "gray": "grey",
}

// lineByColour is the kind of line a sentence names with a colour, and
// the sentence.
type lineByColour struct{ key, sentence string }

// colourKinds returns, by colour family, the kind of plain line the
// sentences of the text name with a colour of that family: a sentence
// that names one kind of line (not one drawn by a drawing of its own)
// and colours of lines. A family given two kinds is left out.
func (t rulesText) colourKinds(drawn map[string]bool) map[string]lineByColour {
	out := map[string]lineByColour{}
	clash := map[string]bool{}
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		var kinds []string
		for _, n := range namedBy {
			if slices.Contains(lineKinds, n.key) && !drawn[n.key] && n.key != "thermometer" && n.key != "slowthermometer" && n.re.MatchString(s) {
				kinds = append(kinds, n.key)
			}
		}
		if len(kinds) != 1 {
			continue
		}
		for _, m := range colourLine.FindAllStringSubmatch(s, -1) {
			f := colourFamilies[strings.ToLower(m[1])]
			if old, ok := out[f]; ok && old.key != kinds[0] {
				clash[f] = true
			}
			out[f] = lineByColour{kinds[0], s}
		}
	}
	for f := range clash {
		delete(out, f)
	}
	return out
}

// parityShapes returns the parity ("even" or "odd") that sentences of
// the text give to shapes of a colour, by the colour's family and the
// shape ("yellow circle", "grey square"): a sentence that names one
// parity and coloured squares or circles ("The yellow circles contain
// odd digits"). A shape given both parities is left out.
func (t rulesText) parityShapes() map[string]string {
	out := map[string]string{}
	clash := map[string]bool{}
	for _, s := range sentenceRE.FindAllString(t.text, -1) {
		low := strings.ToLower(s)
		even, odd := evenRE.MatchString(low), oddRE.MatchString(low)
		if even == odd {
			continue
		}
		parity := "even"
		if odd {
			parity = "odd"
		}
		for _, m := range colourShape.FindAllStringSubmatch(low, -1) {
			form := "square"
			if strings.HasPrefix(m[2], "circle") {
				form = "circle"
			}
			k := colourFamilies[m[1]] + " " + form
			if old, ok := out[k]; ok && old != parity {
				clash[k] = true
			}
			out[k] = parity
		}
	}
	for k := range clash {
		delete(out, k)
	}
	return out
}

var (
	colourShape = regexp.MustCompile(`\b(purple|violet|magenta|pink|lavender|lilac|mauve|red|crimson|orange|peach|amber|yellow|gold|green|lime|blue|cyan|turquoise|teal|aqua|grey|gray)\s+(circles?|squares?)\b`)
	evenRE      = regexp.MustCompile(`\beven\b`)
	oddRE       = regexp.MustCompile(`\bodd\b`)
)

// whisperGap returns the least difference of whispers a sentence states
// ("differ by at least 5", "5 or more"): 4 for Dutch whispers, 5 when it
// states none.
func whisperGap(s string) int {
	if m := gapRE.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1] + m[2])
		return n
	}
	if dutchRE.MatchString(s) {
		return 4
	}
	return 5
}

var (
	gapRE   = regexp.MustCompile(`(?i)\bat\s+least\s+(\d)\b|\b(\d)\s+or\s+more\b`)
	dutchRE = regexp.MustCompile(`(?i)dutch`)
)

// hueFamily names the family of a colour, written as colour writes it:
// grey (black, white and the greys between), red, orange, yellow, green,
// blue or purple, by its hue; "" for what is no colour of six hex digits.
func hueFamily(col string) string {
	if len(col) != 7 || col[0] != '#' {
		return ""
	}
	v, err := strconv.ParseUint(col[1:], 16, 32)
	if err != nil {
		return ""
	}
	r, g, b := float64(v>>16&0xff)/255, float64(v>>8&0xff)/255, float64(v&0xff)/255
	hi, lo := max(r, g, b), min(r, g, b)
	if hi-lo < 0.15 {
		return "grey"
	}
	var h float64
	switch hi {
	case r:
		h = math.Mod((g-b)/(hi-lo)*60+360, 360)
	case g:
		h = (b-r)/(hi-lo)*60 + 120
	default:
		h = (r-g)/(hi-lo)*60 + 240
	}
	switch {
	case h < 15 || h >= 345:
		return "red"
	case h < 48:
		return "orange"
	case h < 70:
		return "yellow"
	case h < 170:
		return "green"
	case h < 255:
		return "blue"
	}
	return "purple"
}
