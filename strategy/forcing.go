package strategy

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The forcing chains: the last reasoning before a guess. Each assumes a
// value in a field and follows its consequences through the singles
// (LastValue, PossibleValueForField, PossibleFieldForValueInGroup) on a
// copy of the board: a dynamic chain of placements. Rated at the upper end
// of Sudoku Explainer's scale, where its dynamic chains lie.
var (
	NishioForcingChain = &Technique{
		Name:          "NishioForcingChain",
		Doc:           "a value whose placement leads, through singles, to a field or group left with no possibility leaves its field (proof by contradiction; the shortest such chain is taken)",
		Difficulty:    7.5,
		MaxDifficulty: 8.0 + lengthBonus(2*maxRatedPlacements),
		New:           func(r *game.Rules) MoveStrategy { return newForcing(r, nishio, bySingles) },
		Follows:       bySinglesFollows,
		Rate:          rateNishio,
		Explain:       func(r *game.Rules, m *game.Move) string { return refutationText(r, m, "singles") },
	}
	CellForcingChain = &Technique{
		Name:       "CellForcingChain",
		Doc:        "every value a field may hold leads, through singles, to the same placement or elimination: it holds (proof by agreement)",
		Difficulty: 8.3,
		New:        func(r *game.Rules) MoveStrategy { return newForcing(r, cellForcing, bySingles) },
		Follows:    bySinglesFollows,
		Explain: explainAgreement(func(r *game.Rules, m *game.Move) string {
			return "each value of " + r.FieldName(m.Fields[0])
		}),
	}
	GroupForcingChain = &Technique{
		Name:       "GroupForcingChain",
		Doc:        "every place a value may take in a complete group leads, through singles, to the same placement or elimination: it holds (proof by agreement)",
		Difficulty: 8.5,
		New:        func(r *game.Rules) MoveStrategy { return newForcing(r, groupForcing, bySingles) },
		Follows:    bySinglesFollows,
		Explain: explainAgreement(func(r *game.Rules, m *game.Move) string {
			return fmt.Sprintf("each place of %s in %s", m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name)
		}),
	}
)

// What the branches of the forcing chains follow, by level: the singles;
// then locked candidates and naked and hidden pairs; then, where those
// stall, a forcing chain by singles inside the branch (nestedContradiction).
var (
	bySinglesFollows = []*Technique{LastValue, PossibleValueForField, PossibleFieldForValueInGroup}
	byPlusFollows    = append(slices.Clip(bySinglesFollows), LockedCandidates, NakedPair, HiddenPair)
	byNestedFollows  = append(slices.Clip(byPlusFollows), nestedContradiction)
)

// rateNishio rates a contradiction by the kind and length of its chain, on
// Sudoku Explainer's scale: a chain of the assumed value alone is a Nishio
// (7.5), one through other values a multiple forcing chain (8.0); to that
// comes the bonus for length, counting each placement twice, since each
// is an "on" reached through an "off" (the candidates or places the
// singles saw go).
func rateNishio(r *game.Rules, m *game.Move) float64 {
	base := 7.5
	for _, l := range m.Links {
		if l.To.Value != m.Eliminate[0].Value {
			base = 8.0
			break
		}
	}
	return base + lengthBonus(min(2*len(m.Links), 2*maxRatedPlacements))
}

type forcingKind uint8

const (
	nishio forcingKind = iota
	cellForcing
	groupForcing
	everyKind // a contradiction, else a cell's values, else a group's places
)

// maxRatedPlacements is the longest chain the documented scale goes to: a
// chain of a whole 25x25 board's placements.
const maxRatedPlacements = 625

// maxBranches is the most assumptions a forcing chain weighs at once.
const maxBranches = 4

// A forcing chain's evidence: its Fields start with the fields the
// branches assume, and its links go from each assumption to each step its
// branch then made, branch after branch, in the order they were made: an
// implication to a placement, a weak link (not both true) to an
// elimination. An elimination a nested chain made inside the branch is
// followed by that chain's own links: implications from the eliminated
// candidate to the placements by which it broke the branch.

// chainText writes the steps a branch made, as "r1c2=3, r4c5-6, r4c6=7",
// shortened in the middle when long but for up to three eliminations
// there (those of nested chains first), which show what the branch used
// beyond the singles; an elimination by a nested chain says how that
// chain broke.
func chainText(r *game.Rules, links []game.Link, premise game.Candidate) string {
	var steps []string
	var rank []int // per step: 0 a placement, 1 an elimination, 2 one by a nested chain
	for i := 0; i < len(links); i++ {
		if nodeCandidate(links[i].From) != premise {
			continue
		}
		to := nodeCandidate(links[i].To)
		if links[i].Implies {
			steps, rank = append(steps, r.Placement(to)), append(rank, 0)
			continue
		}
		var proof []string
		by := "singles"
		for i+1 < len(links) && nodeCandidate(links[i+1].From) == to {
			i++
			if c := nodeCandidate(links[i].To); links[i].Implies {
				proof = append(proof, r.Placement(c))
			} else {
				proof, by = append(proof, r.Elimination(c)), "singles and the rules"
			}
		}
		step := r.Elimination(to)
		if proof != nil {
			step += fmt.Sprintf(" [%s breaks by %s: %s]", r.Placement(to), by, shorten(proof, nil, 4))
		}
		steps, rank = append(steps, step), append(rank, 1+min(len(proof), 1))
	}
	if len(steps) == 0 {
		return "nothing more"
	}
	return shorten(steps, rank, 6)
}

// shorten joins steps with commas, leaving out the middle of more than n
// but for up to three steps of the highest rank there, the first of each
// rank first; "..." stands for each run left out.
func shorten(steps []string, rank []int, n int) string {
	if len(steps) <= n {
		return strings.Join(steps, ", ")
	}
	head, tail := n/2, n-n/2-1
	keep := make([]bool, len(steps))
	for i := range keep {
		keep[i] = i < head || i >= len(steps)-tail
	}
	for kept, top := 0, 2; top > 0 && kept < 3; top-- {
		for i := head; i < len(steps)-tail && kept < 3; i++ {
			if rank != nil && rank[i] == top && !keep[i] {
				keep[i] = true
				kept++
			}
		}
	}
	var out []string
	for i, s := range steps {
		switch {
		case keep[i]:
			out = append(out, s)
		case keep[i-1]:
			out = append(out, "...")
		}
	}
	return strings.Join(out, ", ")
}

// nodeCandidate returns the candidate of a chain node of one field.
func nodeCandidate(n game.Node) game.Candidate {
	return game.Candidate{Field: n.Fields[0], Value: n.Value}
}

func contradictionText(r *game.Rules, m *game.Move) string {
	if len(m.Rules) > 0 {
		return r.Constraint(m.Rules[0]).Name() + " cannot hold"
	}
	if len(m.Groups) > 0 {
		return fmt.Sprintf("%s has no place for a value it needs", r.Groups[m.Groups[0]].Name)
	}
	if len(m.Fields) > 1 {
		return fmt.Sprintf("%s has no value left", r.FieldName(m.Fields[1]))
	}
	return "a field or group is left with nothing"
}

// explainAgreement writes why a forcing chain by agreement holds: scope
// names the assumptions, then come the agreed moves and each branch.
func explainAgreement(scope func(r *game.Rules, m *game.Move) string) func(r *game.Rules, m *game.Move) string {
	return func(r *game.Rules, m *game.Move) string { return agreementText(r, m, scope(r, m), "singles") }
}

// followText names what the branches of m followed: by, and the rules'
// propagation when the game has constraints, unless the branches follow
// only the singles and made no elimination (which only a rule makes
// there).
func followText(r *game.Rules, m *game.Move, by string) string {
	if len(r.Constraints) == 0 {
		return by
	}
	if by == "singles" && !slices.ContainsFunc(m.Links, func(l game.Link) bool { return !l.Implies }) {
		return by
	}
	return by + ", with the rules"
}

// agreementText writes a forcing chain by agreement: scope names the
// assumptions, by what the branches follow.
func agreementText(r *game.Rules, m *game.Move, scope, by string) string {
	by = followText(r, m, by)
	var branches []string
	for _, c := range m.Premises {
		branches = append(branches, r.Placement(c)+": "+chainText(r, m.Links, c))
	}
	var out []string
	for _, c := range m.Place {
		out = append(out, r.Placement(c))
	}
	for _, c := range m.Eliminate {
		out = append(out, r.Elimination(c))
	}
	return fmt.Sprintf("%s leads by %s to %s (%s)", scope, by, strings.Join(out, " "), strings.Join(branches, "; "))
}

// refutationText writes a forcing chain by contradiction: the candidate it
// refutes, its branch, by what the branch follows, and what breaks.
func refutationText(r *game.Rules, m *game.Move, by string) string {
	by = followText(r, m, by)
	c := m.Eliminate[0]
	return fmt.Sprintf("if %s then, by %s, %s, and %s: so %s is not %s", r.Placement(c), by,
		chainText(r, m.Links, c), contradictionText(r, m), r.FieldName(c.Field), r.Values.Name(c.Value))
}

// A followLevel is how far a forcing chain follows an assumption.
type followLevel uint8

const (
	bySingles followLevel = iota // the singles
	byPlus                       // then locked candidates and naked and hidden pairs
	byNested                     // then forcing chains by singles inside the branch
)

// A chainStep is one step a branch made: a placement, or an elimination.
// An elimination by a nested chain keeps the steps by which that chain
// broke the branch: proofs[lo:hi] of its branch.
type chainStep struct {
	game.Candidate
	elim   bool
	lo, hi int32
}

// forcing tries assumptions on copies of the board and follows them
// through the loop of strategies the engine made for it (follows). It
// keeps only whether the board changed since it last found nothing.
type forcing struct {
	_     game.CacheLinePad
	rules *game.Rules
	kind  forcingKind
	level followLevel
	staleFlag
	base    *game.Board // scratch: the board a search starts from, to see whether the follows stall on it
	still   bool        // the follows stall on the board of the present search
	boards  [maxBranches]*game.Board
	chains  [maxBranches][]chainStep // per branch: the steps it made
	proofs  [maxBranches][]chainStep // per branch: the steps of its nested chains
	follows *loop                    // what a branch follows: the rules' propagations, then the techniques' Follows
	inner   *nestedSearch            // byNested: the forcing chain by singles among the follows, whose budget this sets
	final   bool                     // a stall ends the solve: the nested search looks further (stallEnds)
	from    int                      // byNested: the field a contradiction's search starts at, the last one found
	broken  game.Move                // the contradiction a branch ran into: its fields, groups and values
	start   game.Move                // the placement a branch starts with, as the strategies are told of it
	mb      moveBuf
	links   []game.Link
	nodes   []int
	places  game.Bitset // followDigit's places of its value
	done    game.Bitset // followDigit's groups that hold its value
	stop    <-chan struct{}
	_       game.CacheLinePad
}

// follow takes the loop the branches follow; at byNested it holds the
// nested search, whose budget each search sets.
func (s *forcing) follow(l *loop) {
	s.follows = l
	for _, st := range l.strats {
		if n, ok := st.(*nestedSearch); ok {
			s.inner = n
		}
	}
}

// stallEnds tells the chain that a stall ends the solve rather than
// leading to a guess: its nested search may then spend more.
func (s *forcing) stallEnds() { s.final = true }

// budgetOn returns how many candidates a search's nested chains may
// place on b: the share of nestedBudget for b's board, and where a stall
// ends the solve enough for one pass over b's candidates inside a branch
// from each of them (on a board of few placements and many candidates, as
// a constraint puzzle's often is, the share is spent by the first few
// branches), up to maxFinalGrowth times the share.
func (s *forcing) budgetOn(b *game.Board) int {
	share := nestedBudget / s.rules.NumFields()
	if !s.final {
		return share
	}
	c := 0
	for f := range s.rules.NumFields() {
		if b.Value(f) == game.Empty {
			c += b.Candidates(f).Len()
		}
	}
	return min(max(share, c*c), maxFinalGrowth*share)
}

// maxFinalGrowth bounds how many times its share a nested search may
// place where a stall ends the solve: 1,000,000 placements on a classic
// board, more than its 729 candidates at most square to (531,441);
// 316,400 on 16x16, whose 4,096 would square to 16.8 million.
const maxFinalGrowth = 25

func (s *forcing) setDone(done <-chan struct{}) {
	s.stop = done
	s.follows.setDone(done)
}

// stopped reports whether the engine asked it to stop looking.
func (s *forcing) stopped() bool {
	select {
	case <-s.stop:
		return true
	default:
		return false
	}
}

func newForcing(r *game.Rules, kind forcingKind, level followLevel) *forcing {
	s := &forcing{rules: r, kind: kind, level: level, base: game.NewBoard(r)}
	for i := range s.boards {
		s.boards[i] = game.NewBoard(r)
	}
	return s
}

// branch places v in f on branch board k, a copy of b, and follows it
// through the loop of its follows (the singles, and at byPlus and above
// locked candidates and pairs; at byNested, when they stall, forcing
// chains by singles inside the branch) until they stall, or until they
// have made more than limit steps. It returns false when that runs into a
// contradiction; s.broken then holds the strategies' report, or the
// field that was left empty.
func (s *forcing) branch(b *game.Board, k, f, v, limit int) bool {
	return s.followFrom(b, k, f, v, limit, s.still)
}

// followFrom is branch; stalled says that every strategy of the loop
// stalls on b, so that they need only be rewound and told of the
// placement, where branch resets them (a pass over the board each).
func (s *forcing) followFrom(b *game.Board, k, f, v, limit int, stalled bool) bool {
	sb, l := s.boards[k], s.follows
	sb.CopyFrom(b)
	s.chains[k], s.proofs[k] = s.chains[k][:0], s.proofs[k][:0]
	s.broken.Fields, s.broken.Groups, s.broken.Values, s.broken.Rules = s.broken.Fields[:0], s.broken.Groups[:0], 0, s.broken.Rules[:0]
	if stalled {
		l.rewindTo(sb)
	}
	if !sb.Place(f, v) {
		s.broken.Fields = emptyFields(s.broken.Fields, sb)
		return false
	}
	s.start.Place = append(s.start.Place[:0], game.Candidate{Field: f, Value: v})
	if stalled {
		l.notify(sb, &s.start)
	} else {
		l.reset(sb)
	}
	for len(s.chains[k]) <= limit {
		_, m := l.next(sb)
		if m == nil {
			return true
		}
		if m.Kind == game.Contradiction {
			s.broken.Fields, s.broken.Groups = append(s.broken.Fields[:0], m.Fields...), append(s.broken.Groups[:0], m.Groups...)
			s.broken.Values, s.broken.Rules = m.Values, append(s.broken.Rules[:0], m.Rules...)
			return false
		}
		s.record(k, m)
		if !l.apply(sb, m) {
			s.broken.Fields = emptyFields(s.broken.Fields, sb)
			return false
		}
	}
	return true
}

// record adds the steps of move m to the chain of branch k. A move with
// premises is a forcing chain's inside the branch: its eliminations are
// recorded, each with the steps by which that chain broke the branch.
func (s *forcing) record(k int, m *game.Move) {
	if len(m.Premises) == 0 {
		for _, c := range m.Place {
			s.chains[k] = append(s.chains[k], chainStep{Candidate: c})
		}
		for _, c := range m.Eliminate {
			s.chains[k] = append(s.chains[k], chainStep{Candidate: c, elim: true})
		}
		return
	}
	lo := int32(len(s.proofs[k]))
	for _, l := range m.Links {
		s.proofs[k] = append(s.proofs[k], chainStep{Candidate: nodeCandidate(l.To), elim: !l.Implies})
	}
	for _, c := range m.Eliminate {
		s.chains[k] = append(s.chains[k], chainStep{Candidate: c, elim: true, lo: lo, hi: int32(len(s.proofs[k]))})
	}
}

// emptyFields appends to out the fields the last change left with no
// candidate.
func emptyFields(out []int, b *game.Board) []int {
	for _, c := range b.Changes() {
		if b.Candidates(c.Field) == 0 {
			out = append(out, c.Field)
		}
	}
	return out
}

// Reset marks the board changed; a search through nested chains starts
// again at the first field.
func (s *forcing) Reset(b *game.Board) {
	s.staleFlag.Reset(b)
	s.from = 0
}

// DoMove tries the assumptions of its kind and returns the first
// deduction.
func (s *forcing) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	if s.inner != nil {
		s.inner.budget = s.budgetOn(b)
	}
	// Beyond the singles a reset costs a scan of every group by each
	// strategy, for each branch: where they stall on b (as they do in the
	// human preset, which asks them first), the branches rewind them.
	s.still = s.level > bySingles && s.follows.stalls(b, s.base)
	var m *game.Move
	switch s.kind {
	case nishio:
		m = s.nishio(b)
	case cellForcing:
		m = s.cells(b)
	case groupForcing:
		m = s.groups(b)
	case everyKind:
		if m = s.nishio(b); m == nil {
			if m = s.cells(b); m == nil {
				m = s.groups(b)
			}
		}
	}
	if m == nil && !s.stopped() {
		s.stale = false // a search cut short by a stop looks again
	}
	return m
}

// nishio returns the contradiction reached in the fewest placements: the
// shortest chain, as a person would show it and as the ratings rate it.
// It looks first for a contradiction of the assumed value alone (its own
// hidden singles), the easier reasoning, and only then for one through
// the singles of every value. A branch is followed only as long as it
// could still be shorter than the best so far. Through nested chains
// (byNested) it takes the shortest in the first field that has one:
// searching every field through nested chains took three to four times
// as long on the forum's hardest. That search starts at the field where
// the last one found its contradiction (s.from; the fields before it had
// none, and are tried again last): starting at the first field each time
// went over those fields again at every step, which made a constraint
// puzzle of few givens stall or finish two to eight times later.
func (s *forcing) nishio(b *game.Board) *game.Move {
	for _, digit := range []bool{true, false} {
		if digit && (s.rules.LargeBoard() || s.level > bySingles) {
			continue // no peer sets on boards this large, or a follow beyond singles
		}
		best, bestF, bestV := math.MaxInt, -1, -1
		n := s.rules.NumFields()
		for i := range n {
			f := i
			if s.level == byNested {
				f = (s.from + i) % n
			}
			if b.Value(f) != game.Empty || b.Candidates(f).Len() < 2 {
				continue
			}
			if bestF >= 0 && s.level == byNested {
				break // the first field's shortest, not a search of every branch through nested chains
			}
			if s.stopped() {
				return nil
			}
			for c := b.Candidates(f); c != 0 && best > 0; c &= c - 1 {
				v := c.Lowest()
				if s.try(b, digit, f, v, best-1) || len(s.chains[0]) >= best {
					continue // no contradiction, or none shorter than the best
				}
				best, bestF, bestV = len(s.chains[0]), f, v
			}
		}
		if bestF < 0 {
			continue
		}
		f, v := bestF, bestV
		if s.level == byNested {
			s.from = f
		}
		budget := 0
		if s.inner != nil {
			budget, s.inner.budget = s.inner.budget, math.MaxInt // the same path again
		}
		again := s.try(b, digit, f, v, math.MaxInt)
		if s.inner != nil {
			s.inner.budget = budget
		}
		if again {
			return nil // stopped on the way
		}
		s.mb.start(game.Deduction)
		s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v})
		s.mb.prem = append(s.mb.prem, game.Candidate{Field: f, Value: v})
		s.mb.fields = append(append(s.mb.fields, f), s.broken.Fields...)
		s.mb.groups = append(s.mb.groups, s.broken.Groups...)
		s.mb.rules = append(s.mb.rules, s.broken.Rules...)
		s.mb.m.Values = game.Bit(v) | s.broken.Values
		m := s.mb.done()
		m.Links = s.chainLinks(1, []game.Candidate{{Field: f, Value: v}})
		return m
	}
	return nil
}

// try follows v in f on branch 0, by the value's own hidden singles when
// digit is set, else by every single; it returns false on a contradiction.
func (s *forcing) try(b *game.Board, digit bool, f, v, limit int) bool {
	if digit {
		return s.followDigit(b, f, v, limit)
	}
	return s.branch(b, 0, f, v, limit)
}

// followDigit places v in f and follows only v: each placement takes v from
// the peers, and a complete group left with one place for v gets it there.
// It returns false when a complete group without v is left with no place
// for it (s.broken names the group), and stops, returning true, when
// nothing follows or limit placements were made. The placements
// go to s.chains[0].
func (s *forcing) followDigit(b *game.Board, f, v, limit int) bool {
	r := s.rules
	s.chains[0], s.proofs[0] = s.chains[0][:0], s.proofs[0][:0]
	s.broken.Fields, s.broken.Groups, s.broken.Values = s.broken.Fields[:0], s.broken.Groups[:0], 0
	if cap(s.places) < r.Words() {
		s.places, s.done = game.NewFieldSet(r), game.NewGroupSet(r)
	}
	places, done := s.places[:r.Words()], s.done
	copy(places, b.Where(v))
	done.Clear()
	for g := range r.Groups {
		if b.Placed(g).Has(v) {
			done.Add(g)
		}
	}
	put := func(f int) {
		places.AndNot(r.PeerSet(f))
		places.Remove(f)
		for _, g := range r.FieldGroups(f) {
			done.Add(g)
		}
	}
	put(f)
	for changed := true; changed; {
		changed = false
		for g, grp := range r.Groups {
			if !grp.Complete || done.Has(g) {
				continue
			}
			set := r.GroupSet(g)
			lo, hi := r.GroupSpan(g)
			n, last := 0, -1
			for i := lo; i < hi && n < 2; i++ {
				if w := places[i] & set[i]; w != 0 {
					n += bits.OnesCount64(w)
					last = i<<6 + bits.TrailingZeros64(w)
				}
			}
			switch n {
			case 0:
				s.broken.Groups = append(s.broken.Groups, g)
				s.broken.Values = game.Bit(v)
				return false
			case 1:
				if len(s.chains[0]) >= limit {
					return true
				}
				s.chains[0] = append(s.chains[0], chainStep{Candidate: game.Candidate{Field: last, Value: v}})
				put(last)
				changed = true
			}
		}
	}
	return true
}

func (s *forcing) cells(b *game.Board) *game.Move {
	for f := range s.rules.NumFields() {
		if s.stopped() {
			return nil
		}
		c := b.Candidates(f)
		if b.Value(f) != game.Empty || c.Len() < 2 || c.Len() > maxBranches {
			continue
		}
		var premise [maxBranches]game.Candidate
		n := 0
		for ; c != 0; c &= c - 1 {
			premise[n] = game.Candidate{Field: f, Value: c.Lowest()}
			n++
		}
		if m := s.agree(b, premise[:n], -1); m != nil {
			return m
		}
	}
	return nil
}

func (s *forcing) groups(b *game.Board) *game.Move {
	for g, grp := range s.rules.Groups {
		if !grp.Complete {
			continue
		}
		if s.stopped() {
			return nil
		}
		for vs := s.rules.Values.All() &^ b.Placed(g); vs != 0; vs &= vs - 1 {
			v := vs.Lowest()
			if n := b.PlacesIn(g, v); n < 2 || n > maxBranches {
				continue
			}
			var premise [maxBranches]game.Candidate
			n := 0
			for _, f := range grp.Fields {
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					premise[n] = game.Candidate{Field: f, Value: v}
					n++
				}
			}
			if m := s.agree(b, premise[:n], g); m != nil {
				return m
			}
		}
	}
	return nil
}

// agree follows each premise, one of which holds, and returns what every
// branch that does not break agrees on: values placed, candidates gone.
// A premise that breaks is left to NishioForcingChain; agree gives up on
// it, so that the move rests on every branch.
func (s *forcing) agree(b *game.Board, premise []game.Candidate, group int) *game.Move {
	for k, p := range premise {
		if !s.branch(b, k, p.Field, p.Value, math.MaxInt) {
			return nil
		}
	}
	s.mb.start(game.Deduction)
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		v := s.boards[0].Value(f)
		gone := b.Candidates(f)
		for k := range premise {
			if s.boards[k].Value(f) != v {
				v = game.Empty
			}
			gone &^= s.boards[k].Candidates(f)
		}
		if v != game.Empty {
			s.mb.place = append(s.mb.place, game.Candidate{Field: f, Value: v})
			continue
		}
		for ; gone != 0; gone &= gone - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: gone.Lowest()})
		}
	}
	if len(s.mb.place) == 0 && len(s.mb.elim) == 0 {
		return nil
	}
	for _, p := range premise {
		s.mb.fields = append(s.mb.fields, p.Field)
		s.mb.m.Values |= game.Bit(p.Value)
	}
	s.mb.prem = append(s.mb.prem, premise...)
	if group >= 0 {
		s.mb.groups = append(s.mb.groups, group)
	}
	m := s.mb.done()
	m.Links = s.chainLinks(len(premise), premise)
	return m
}

// chainLinks returns, for the first n branches, a link from the premise to
// each step its branch made (an implication to a placement, a weak link to
// an elimination), each elimination by a nested chain followed by
// implications from it to the placements of that chain.
func (s *forcing) chainLinks(n int, premise []game.Candidate) []game.Link {
	s.links, s.nodes = s.links[:0], s.nodes[:0]
	total := 0
	for k := range n {
		total += 2 * (len(s.chains[k]) + len(s.proofs[k]))
	}
	if cap(s.nodes) < total {
		s.nodes = make([]int, 0, total)
	}
	node := func(c game.Candidate) game.Node {
		s.nodes = append(s.nodes, c.Field)
		return game.Node{Fields: s.nodes[len(s.nodes)-1 : len(s.nodes) : len(s.nodes)], Value: c.Value}
	}
	for k := range n {
		for _, c := range s.chains[k] {
			s.links = append(s.links, game.Link{From: node(premise[k]), To: node(c.Candidate), Implies: !c.elim})
			for _, p := range s.proofs[k][c.lo:c.hi] {
				s.links = append(s.links, game.Link{From: node(c.Candidate), To: node(p.Candidate), Implies: !p.elim})
			}
		}
	}
	return s.links
}
