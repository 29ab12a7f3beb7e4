package lzstring

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// randomText is one of several kinds of text, for the round trips and
// the comparison with the library.
func randomText(rng *rand.Rand) string {
	switch rng.IntN(5) {
	case 0:
		return randomRunes(rng, rng.IntN(300))
	case 1:
		return randomJSONish(rng)
	case 2:
		// Few letters, many repeats: long phrases and codes for the
		// entry being made.
		var b strings.Builder
		n := rng.IntN(3000)
		for range n {
			b.WriteByte("ab_"[rng.IntN(1+rng.IntN(3))])
		}
		return b.String()
	case 3:
		return randomWords(rng, []string{"__proto__", "__proto", "_", "proto", "__", "x", "constructor", "😀"}, rng.IntN(200))
	default:
		return randomWords(rng, []string{"猫", "🧩", "ab", " ", "é", "\u00ff", "\u0100", "\uffff", "\U0010ffff"}, rng.IntN(400))
	}
}

// randomRunes is n runes from all the planes, weighted towards ASCII.
func randomRunes(rng *rand.Rand, n int) string {
	var b strings.Builder
	for range n {
		var r rune
		switch rng.IntN(6) {
		case 0, 1:
			r = rune(rng.IntN(0x80))
		case 2:
			r = rune(0x80 + rng.IntN(0x780))
		case 3:
			r = rune(0x800 + rng.IntN(0x10000-0x800))
		case 4:
			r = rune(0x10000 + rng.IntN(utf8.MaxRune+1-0x10000))
		default:
			r = rune(rng.IntN(utf8.MaxRune + 1))
		}
		if !utf8.ValidRune(r) { // a surrogate
			r = utf8.RuneError
		}
		b.WriteRune(r)
	}
	return b.String()
}

func randomWords(rng *rand.Rand, words []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(words[rng.IntN(len(words))])
	}
	return b.String()
}

// randomJSONish is text shaped like an f-puzzles puzzle.
func randomJSONish(rng *rand.Rand) string {
	grid := array(1+rng.IntN(9), func(int) string {
		return array(9, func(int) string {
			switch rng.IntN(4) {
			case 0:
				return fmt.Sprintf(`{"value":%d,"given":true}`, 1+rng.IntN(9))
			case 1:
				return fmt.Sprintf(`{"centerPencilMarks":[%d,%d]}`, 1+rng.IntN(9), 1+rng.IntN(9))
			}
			return "{}"
		})
	})
	cages := array(rng.IntN(6), func(int) string {
		return fmt.Sprintf(`{"cells":["R%dC%d","R%dC%d"],"value":"%d"}`, 1+rng.IntN(9), 1+rng.IntN(9), 1+rng.IntN(9), 1+rng.IntN(9), 3+rng.IntN(15))
	})
	return fmt.Sprintf(`{"size":9,"grid":%s,"killercage":%s,"title":%q}`, grid, cages, randomRunes(rng, rng.IntN(12)))
}

// fpuzzlesJSON is a deterministic f-puzzles puzzle with givens, cages,
// thermometers, arrows, lines and a solution, whose base64 link is 5,000
// bytes: the size of a variant puzzle's link.
func fpuzzlesJSON() string {
	rng := rand.New(rand.NewPCG(1, 2))
	cell := func() string { return fmt.Sprintf(`"R%dC%d"`, 1+rng.IntN(9), 1+rng.IntN(9)) }
	cells := func(n int) string { return array(n, func(int) string { return cell() }) }
	var b strings.Builder
	b.WriteString(`{"size":9,"title":"Thermo-arrow killer","author":"Someone",` +
		`"ruleset":"Normal sudoku rules apply. Digits in cages sum to the small clue and do not repeat. ` +
		`Digits along a thermometer increase from the bulb. Digits along an arrow sum to the digit in its circle.","grid":`)
	b.WriteString(array(9, func(int) string {
		return array(9, func(int) string {
			if rng.IntN(5) == 0 {
				return fmt.Sprintf(`{"value":%d,"given":true}`, 1+rng.IntN(9))
			}
			return "{}"
		})
	}))
	b.WriteString(`,"killercage":`)
	b.WriteString(array(40, func(int) string {
		return fmt.Sprintf(`{"cells":%s,"value":"%d","outlineC":"#000000","fontC":"#000000"}`, cells(2+rng.IntN(4)), 3+rng.IntN(25))
	}))
	b.WriteString(`,"thermometer":`)
	b.WriteString(array(28, func(int) string {
		return fmt.Sprintf(`{"lines":[%s],"baseC":"#C0C0C0","outlineC":"#C0C0C0","fontC":"#000000"}`, cells(3+rng.IntN(5)))
	}))
	b.WriteString(`,"arrow":`)
	b.WriteString(array(28, func(int) string {
		return fmt.Sprintf(`{"lines":[%s],"cells":[%s],"baseC":"#FFFFFF","outlineC":"#A0A0A0","fontC":"#000000"}`, cells(2+rng.IntN(4)), cell())
	}))
	b.WriteString(`,"line":`)
	b.WriteString(array(28, func(int) string {
		return fmt.Sprintf(`{"lines":[%s],"outlineC":"#%06X","width":0.5,"isNewConstraint":true}`, cells(3+rng.IntN(6)), rng.IntN(1<<24))
	}))
	b.WriteString(`,"solution":`)
	b.WriteString(array(81, func(int) string { return fmt.Sprint(1 + rng.IntN(9)) }))
	b.WriteString("}")
	return b.String()
}

// array is a JSON array of n items, written in order.
func array(n int, item func(i int) string) string {
	s := make([]string, n)
	for i := range s {
		s[i] = item(i)
	}
	return "[" + strings.Join(s, ",") + "]"
}
