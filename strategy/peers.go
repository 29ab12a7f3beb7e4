package strategy

import "github.com/sudoku-rules/sudoku/game"

// peerIndex gives each field's peers as a set: the rules' own or, on
// boards too large for the rules to keep them (more than 1,024 fields),
// sets made here on first use.
type peerIndex struct {
	rules *game.Rules
	own   []game.Bitset
}

func (p *peerIndex) of(f int) game.Bitset {
	if s := p.rules.PeerSet(f); s != nil {
		return s
	}
	if p.own == nil {
		p.own = make([]game.Bitset, p.rules.NumFields())
		for g := range p.own {
			p.own[g] = game.NewFieldSet(p.rules)
			for _, q := range p.rules.Peers(g) {
				p.own[g].Add(q)
			}
		}
	}
	return p.own[f]
}
