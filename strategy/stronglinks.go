package strategy

import (
	"github.com/sudoku-rules/sudoku/game"
)

// The short X-chains as the extended Sudoku Explainer (SukakuExplainer,
// whose ratings calibrate ours) finds and rates them: three or four of a
// value's only-two-places links, joined one to the next by weak links (a
// turbot fish has two). One of the chain's ends holds the value, so it
// leaves every field that sees both. There they are "3 (4) strong-linked
// fishes", rated 5.4 (5.8) when every strong link lies in lines of one
// kind, a tenth more when a box or lines of both kinds make some of them,
// two tenths when both do, and three tenths when a node is grouped (a
// value's places in a segment, true when one of them holds it) or a link
// lies in another kind of group. The longer X-chains stay XChain's, on the
// forcing chains' scale (6.6 up).
var (
	ThreeStrongLinks = strongLinks("ThreeStrongLinks", 3, 5.4)
	FourStrongLinks  = strongLinks("FourStrongLinks", 4, 5.8)
	// GroupedTurbotFish is the turbot fish (two strong links) with a
	// grouped node, 4.3 there as here; TurbotFish finds those without.
	GroupedTurbotFish = &Technique{
		Name:       "GroupedTurbotFish",
		Doc:        "two of one value's only-two-places links joined by a weak link, a node a value's places where two groups meet (true when one holds it): one of the far ends holds the value, so it leaves every field that sees both (grouped skyscraper, kite and turbot fish; any groups)",
		Difficulty: 4.3,
		New: func(r *game.Rules) MoveStrategy {
			s := newChains(r, xChain, 3, true)
			s.needGroup, s.distinct = true, true
			return s
		},
		Explain: explainChain("grouped turbot fish", "grouped turbot fish"),
		Rate:    rateStrongLinks,
		Links:   true,
	}
)

// strongLinks describes the X-chains of n strong links, rated from lo.
func strongLinks(name string, n int, lo float64) *Technique {
	return &Technique{
		Name: name,
		Doc: "a chain of " + spellOut(n) + " of one value's only-two-places links joined by weak links, its nodes a field or a value's places where two groups meet: one of its ends holds the value, so it leaves every field that sees both (" +
			spellOut(n) + " strong links, as the extended Sudoku Explainer finds them; any groups)",
		Difficulty:    lo,
		MaxDifficulty: lo + 0.3,
		New: func(r *game.Rules) MoveStrategy {
			s := newChains(r, xChain, 2*n-1, true)
			s.minLinks = int8(2*n - 1) // exactly n strong links: the shorter are the turbot fish's
			s.distinct = true
			return s
		},
		Explain: explainChain(spellOut(n)+" strong links", "X-loop of "+spellOut(n)+" strong links"),
		Rate:    rateStrongLinks,
		Links:   true,
	}
}

// strongLinksBase is the rating of an X-chain of n strong links, of lines
// of one kind, on SukakuExplainer's scale: index n-1.
var strongLinksBase = [...]float64{0, 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4}

// rateStrongLinks rates an X-chain by its strong links as SukakuExplainer
// does (see ThreeStrongLinks): their number sets the base, and the groups
// that make them (each link read in the group that rates it lowest) and
// grouped nodes add to it.
func rateStrongLinks(r *game.Rules, m *game.Move) float64 {
	var kinds [][]game.GroupKind // per strong link: the kinds of group it may lie in
	grouped := false
	for _, l := range m.Links {
		if len(l.From.Fields) > 1 || len(l.To.Fields) > 1 {
			grouped = true
		}
		if !l.Strong {
			continue
		}
		var ks []game.GroupKind
		for _, g := range r.GroupsHolding(l.From.Fields, l.To.Fields) {
			ks = append(ks, r.Groups[g].Kind)
		}
		kinds = append(kinds, ks)
	}
	n := min(max(len(kinds), 1), len(strongLinksBase))
	base := strongLinksBase[n-1]
	if grouped {
		return base + 0.3
	}
	best := 0.3
	var try func(i int, box, row, col bool)
	try = func(i int, box, row, col bool) {
		if i == len(kinds) {
			bonus := 0.0
			if box {
				bonus += 0.1
			}
			if row && col {
				bonus += 0.1
			}
			best = min(best, bonus)
			return
		}
		for _, k := range kinds[i] {
			switch k {
			case game.GroupBox:
				try(i+1, true, row, col)
			case game.GroupRow:
				try(i+1, box, true, col)
			case game.GroupColumn:
				try(i+1, box, row, true)
			}
		}
	}
	try(0, false, false, false)
	return base + best
}
