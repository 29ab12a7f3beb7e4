package game

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// MaxSide is the largest number of rows or columns a board may have.
const MaxSide = 128

// Pos is a cell of the board, 0-based. Users see it 1-based as r<row>c<col>.
type Pos struct{ Row, Col int }

// String returns the cell as users write it, e.g. "r3c7" for Pos{2, 6}.
func (p Pos) String() string { return "r" + strconv.Itoa(p.Row+1) + "c" + strconv.Itoa(p.Col+1) }

// ParsePos reads a cell written as r<row>c<col> (1-based, case-insensitive).
func ParsePos(s string) (Pos, error) {
	l := strings.ToLower(s)
	ci := strings.IndexByte(l, 'c')
	if !strings.HasPrefix(l, "r") || ci < 2 || ci == len(l)-1 {
		return Pos{}, fmt.Errorf("cell %q: write cells as r<row>c<col>, e.g. r3c7", s)
	}
	r, err1 := strconv.Atoi(l[1:ci])
	c, err2 := strconv.Atoi(l[ci+1:])
	if err1 != nil || err2 != nil || r < 1 || c < 1 {
		return Pos{}, fmt.Errorf("cell %q: write cells as r<row>c<col> with rows and columns from 1, e.g. r3c7", s)
	}
	return Pos{r - 1, c - 1}, nil
}

// GroupSpec describes a group before it is compiled: a name users see in
// reasons ("box 5", "row 3 of grid 4"), its kind (a row, a box, ...) and
// its cells.
type GroupSpec struct {
	Name  string
	Kind  GroupKind
	Cells []Pos
}

// Group is a compiled group: fields that may not hold the same value twice.
// A complete group has as many fields as there are values, so every value
// appears in it exactly once; only complete groups may be used by reasoning
// that needs "every value must appear".
type Group struct {
	Name     string
	Kind     GroupKind
	Fields   []int
	Complete bool
	// Rule is, for a group of kind GroupRule, the index in
	// Rules.Constraints of the constraint whose cells must differ; -1 for
	// the others.
	Rule int
}

// Rules is a compiled variant: board shape, values, groups and the
// constraints beyond them, with each field's groups and peers and the
// constraints' links precomputed. It is read-only once built.
type Rules struct {
	Name   string
	Rows   int
	Cols   int
	Values *Values
	// Groups are the groups of the spec, then those the constraints
	// require to differ (GroupRule).
	Groups []Group
	// Constraints are the rules of other kinds than AllDifferent, in the
	// order given to NewRules.
	Constraints []Constraint

	fieldAt        []int // Rows*Cols: field index or -1 for a hole
	pos            []Pos // field index -> cell
	fieldGroups    [][]int
	peers          [][]int
	peerGroups     [][]int
	maxPeers       int
	words          int      // words of a Bitset: (fields+63)/64
	groupLen       []int    // per group: its number of fields
	groupSet       []Bitset // per group: its fields as a set
	groupSpan      [][2]int // per group: the words [lo, hi) its set uses
	peerSet        []uint64 // NumFields()*words: each field's peers as a set; nil on boards too large for it
	groupWords     int      // words of a set of groups
	peerGroupBits  []uint64 // NumFields()*groupWords: PeerGroups of each field as a set; nil when too large
	fieldGroupBits []uint64 // NumFields()*groupWords: FieldGroups of each field as a set; nil when too large

	constraintFields [][]int      // per constraint: its fields, in the order of its cells
	fieldConstraints [][]int      // per field: the constraints holding it
	implied          []Constraint // derived by the kinds (RuleKind.Imply), bound
	impliedFields    [][]int      // per implied constraint: its fields
	linkers          bool         // a constraint is a Linker
	links            linkIndex    // the constraints' links, built at the first need (BuildLinks)
	lazyPeers        lazyPeers    // the peer sets of a LargeBoard, made on first use
}

// maxPeerSetWords is the largest Bitset, in words, for which Rules keeps
// every field's peers as a set (1,024 fields): larger boards walk the peer
// lists instead, so that the sets never take more than 8 KiB per field.
const maxPeerSetWords = 16

// GroupError is a problem with one group given to NewRules. Cell is the
// index in the group's Cells of the offending cell, or -1 when the problem is
// the group as a whole.
type GroupError struct {
	Group int
	Cell  int
	Msg   string
}

func (e *GroupError) Error() string { return itemError("group", e.Group, e.Cell, e.Msg) }

// itemError writes a problem with item i (0-based) of a list given to
// NewRules, or with its cell (-1 for the item as a whole).
func itemError(what string, i, cell int, msg string) string {
	if cell < 0 {
		return fmt.Sprintf("%s %d: %s", what, i+1, msg)
	}
	return fmt.Sprintf("%s %d, cell %d: %s", what, i+1, cell+1, msg)
}

// NewRules compiles a variant. isField tells which cells of the rows x cols
// board are fields (row-major); nil means every cell is. The groups are
// the rules of kind AllDifferent; constraints are those of other kinds,
// each bound to the board (Constraint.Bind), with a group added for each
// set of cells it requires to differ. Every problem is reported, as a
// errors.Join of *GroupError, *ConstraintError and plain errors
// (SplitErrors lists them): the first MaxErrors of them, and then a
// *MoreErrors that counts the rest. Each names a rule by its name cut
// short (Cut), never by all its cells.
func NewRules(name string, rows, cols int, isField []bool, values *Values, groups []GroupSpec, constraints ...Constraint) (*Rules, error) {
	return NewRulesContext(context.Background(), name, rows, cols, isField, values, groups, constraints...)
}

// NewRulesContext compiles a variant as NewRules does, and stops when ctx
// ends: between one constraint's binding and the next, and between the
// steps after them. Its error then wraps ctx's error (errors.Is finds
// context.Canceled or context.DeadlineExceeded) and says how far the
// building came. A constraint binds in time about linear in its size, so
// the stop comes within the binding of one constraint.
func NewRulesContext(ctx context.Context, name string, rows, cols int, isField []bool, values *Values, groups []GroupSpec, constraints ...Constraint) (*Rules, error) {
	if err := ctx.Err(); err != nil {
		return nil, stoppedBuilding(err, 0, len(constraints))
	}
	var errs ErrorList
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("board of %dx%d: rows and columns must be from 1 to %d", rows, cols, MaxSide)
	}
	if values == nil {
		return nil, fmt.Errorf("no values: a game needs at least one value")
	}
	if isField != nil && len(isField) != rows*cols {
		return nil, fmt.Errorf("field mask has %d cells, the board %d", len(isField), rows*cols)
	}
	r := &Rules{Name: name, Rows: rows, Cols: cols, Values: values, fieldAt: make([]int, rows*cols)}
	for i := range r.fieldAt {
		if isField == nil || isField[i] {
			r.fieldAt[i] = len(r.pos)
			r.pos = append(r.pos, Pos{i / cols, i % cols})
		} else {
			r.fieldAt[i] = -1
		}
	}
	if len(r.pos) == 0 {
		errs.Add(fmt.Errorf("the board has no fields"))
	}
	seen := make([]int, len(r.pos)) // group index + 1 that last saw the field
	for gi, gs := range groups {
		g := Group{Name: gs.Name, Kind: gs.Kind, Fields: make([]int, 0, len(gs.Cells)), Rule: -1}
		bad := func(ci int, format string, args ...any) {
			if errs.Full() {
				errs.Skip()
				return
			}
			errs.Add(&GroupError{gi, ci, fmt.Sprintf(format, args...)})
		}
		if len(gs.Cells) == 0 {
			bad(-1, "%s has no fields", groupLabel(gs))
		}
		if len(gs.Cells) > values.Len() {
			bad(-1, "%s has %d fields but there are only %d values: it could never be filled", groupLabel(gs), len(gs.Cells), values.Len())
		}
		for ci, p := range gs.Cells {
			if p.Row < 0 || p.Col < 0 || p.Row >= rows || p.Col >= cols {
				bad(ci, "%s is outside the %dx%d board", p, rows, cols)
				continue
			}
			f := r.fieldAt[p.Row*cols+p.Col]
			if f < 0 {
				bad(ci, "%s is a hole of the board, not a field", p)
				continue
			}
			if seen[f] == gi+1 {
				bad(ci, "%s is listed twice in %s", p, groupLabel(gs))
				continue
			}
			seen[f] = gi + 1
			g.Fields = append(g.Fields, f)
		}
		g.Complete = len(g.Fields) == values.Len()
		r.Groups = append(r.Groups, g)
	}
	// Each field's groups are known before the constraints bind, so that a
	// Bind can ask which cells share a group without walking every group;
	// addDiffer adds the groups of the constraints.
	r.fieldGroups = make([][]int, len(r.pos))
	for gi, g := range r.Groups {
		for _, f := range g.Fields {
			r.fieldGroups[f] = append(r.fieldGroups[f], gi)
		}
	}
	if err := r.bindConstraints(ctx, constraints, &errs); err != nil {
		return nil, err
	}
	if errs.Len() > 0 {
		return nil, errs.Err(Position{})
	}
	r.precompute()
	r.precomputeConstraints()
	if err := r.imply(ctx); err != nil {
		return nil, err
	}
	return r, nil
}

// stoppedBuilding is the error of rules whose building ctx stopped after
// done of n constraints were bound.
func stoppedBuilding(err error, done, n int) error {
	if done >= n {
		return fmt.Errorf("stopped building the rules after binding all %d constraints: %w", n, err)
	}
	return fmt.Errorf("stopped building the rules after binding %d of %d constraints: %w", done, n, err)
}

// groupLabel names a group in an error: its name quoted, cut short
// (Excerpt).
func groupLabel(gs GroupSpec) string {
	if gs.Name == "" {
		return "the group"
	}
	return Excerpt(gs.Name)
}

func (r *Rules) precompute() {
	n := len(r.pos)
	r.peers = make([][]int, n)
	mark := make([]int, n)
	for f := range n {
		for _, gi := range r.fieldGroups[f] {
			for _, p := range r.Groups[gi].Fields {
				if p != f && mark[p] != f+1 {
					mark[p] = f + 1
					r.peers[f] = append(r.peers[f], p)
				}
			}
		}
		slices.Sort(r.peers[f])
		r.maxPeers = max(r.maxPeers, len(r.peers[f]))
	}
	r.peerGroups = make([][]int, n)
	gmark := make([]int, len(r.Groups))
	for f := range n {
		for _, p := range append([]int{f}, r.peers[f]...) {
			for _, gi := range r.fieldGroups[p] {
				if gmark[gi] != f+1 {
					gmark[gi] = f + 1
					r.peerGroups[f] = append(r.peerGroups[f], gi)
				}
			}
		}
		slices.Sort(r.peerGroups[f])
	}
	r.words = (n + 63) / 64
	r.groupLen = make([]int, len(r.Groups))
	r.groupSet = make([]Bitset, len(r.Groups))
	r.groupSpan = make([][2]int, len(r.Groups))
	for gi, g := range r.Groups {
		s := make(Bitset, r.words)
		lo, hi := r.words, 0
		for _, f := range g.Fields {
			s.Add(f)
			lo, hi = min(lo, f>>6), max(hi, f>>6+1)
		}
		r.groupLen[gi], r.groupSet[gi], r.groupSpan[gi] = len(g.Fields), s, [2]int{lo, hi}
	}
	r.groupWords = (len(r.Groups) + 63) / 64
	if r.groupWords <= maxPeerSetWords {
		r.peerGroupBits = make([]uint64, n*r.groupWords)
		r.fieldGroupBits = make([]uint64, n*r.groupWords)
		for f := range n {
			pg := Bitset(r.peerGroupBits[f*r.groupWords : (f+1)*r.groupWords])
			fg := Bitset(r.fieldGroupBits[f*r.groupWords : (f+1)*r.groupWords])
			for _, g := range r.peerGroups[f] {
				pg.Add(g)
			}
			for _, g := range r.fieldGroups[f] {
				fg.Add(g)
			}
		}
	}
	if r.words <= maxPeerSetWords {
		r.peerSet = make([]uint64, n*r.words)
		for f := range n {
			set := Bitset(r.peerSet[f*r.words : (f+1)*r.words])
			for _, p := range r.peers[f] {
				set.Add(p)
			}
		}
	}
}

// NumFields returns the number of fields (cells that are not holes).
func (r *Rules) NumFields() int { return len(r.pos) }

// NumValues returns the number of values.
func (r *Rules) NumValues() int { return r.Values.Len() }

// FieldAt returns the field at a cell, or -1 for a hole or a cell off the board.
func (r *Rules) FieldAt(p Pos) int {
	if p.Row < 0 || p.Col < 0 || p.Row >= r.Rows || p.Col >= r.Cols {
		return -1
	}
	return r.fieldAt[p.Row*r.Cols+p.Col]
}

// Pos returns the cell of field f.
func (r *Rules) Pos(f int) Pos { return r.pos[f] }

// FieldName returns field f as users see it, e.g. "r3c7".
func (r *Rules) FieldName(f int) string { return r.pos[f].String() }

// FieldGroups returns the indexes of the groups that hold field f, in
// increasing order. A constraint's Bind may ask it: the groups given to
// NewRules and those of the constraints bound before are known then. The
// slice is shared: do not modify it.
func (r *Rules) FieldGroups(f int) []int { return r.fieldGroups[f] }

// GroupsHolding returns the groups that hold every field of each list,
// in increasing order (none when the lists are all empty): the groups a
// strong link between two nodes of a chain may lie in.
func (r *Rules) GroupsHolding(lists ...[]int) []int {
	first := -1
	for _, l := range lists {
		if len(l) > 0 {
			first = l[0]
			break
		}
	}
	if first < 0 {
		return nil
	}
	var out []int
	for _, g := range r.fieldGroups[first] {
		set, all := r.GroupSet(g), true
		for _, l := range lists {
			for _, f := range l {
				all = all && set.Has(f)
			}
		}
		if all {
			out = append(out, g)
		}
	}
	return out
}

// Peers returns the fields that share a group with f, in increasing order.
// The slice is shared: do not modify it.
func (r *Rules) Peers(f int) []int { return r.peers[f] }

// PeerSet returns the peers of f as a set: PeerSets().Of(f). It is
// shared: do not modify it.
func (r *Rules) PeerSet(f int) Bitset { return r.PeerSets().Of(f) }

// PeerSets returns every field's peers as sets, kept once for every user
// of r: from the start on a board of up to 1,024 fields, and made at the
// first call on a LargeBoard. A loop over many fields asks for them once
// and reads each with Of, which is cheap.
func (r *Rules) PeerSets() PeerSets {
	if r.peerSet != nil {
		return PeerSets{r.peerSet, r.words}
	}
	return r.lazyPeers.of(r)
}

// PeerSets are the peer sets of every field of a Rules.
type PeerSets struct {
	sets  []uint64 // NumFields()*words: each field's peers as a set
	words int
}

// Of returns the peers of field f as a set. It is shared: do not modify
// it.
func (p PeerSets) Of(f int) Bitset {
	lo := f * p.words
	hi := lo + p.words
	return Bitset(p.sets[lo:hi:hi])
}

// LargeBoard reports whether the board has more than 1,024 fields. Its
// fields' peer sets are then not kept beside the peer lists from the
// start: the board walks the lists, PeerSet makes the sets when first
// asked, and work whose cost grows with the square of the board is
// skipped where it is optional.
func (r *Rules) LargeBoard() bool { return r.peerSet == nil }

// Sees reports whether fields f and g share a group, so they may not hold
// the same value: g is a peer of f.
func (r *Rules) Sees(f, g int) bool { return r.PeerSet(f).Has(g) }

// PeerGroups returns, in increasing order, the groups that hold f or a peer
// of f: every group whose candidates a placement in f can change. The slice
// is shared: do not modify it.
func (r *Rules) PeerGroups(f int) []int { return r.peerGroups[f] }

// Words returns the number of 64-bit words of a set of fields.
func (r *Rules) Words() int { return r.words }

// GroupWords returns the number of 64-bit words of a set of groups.
func (r *Rules) GroupWords() int { return r.groupWords }

// AddPeerGroups adds PeerGroups(f) to the set of groups dst: the groups a
// placement in f can change.
func (r *Rules) AddPeerGroups(dst Bitset, f int) { r.addGroups(dst, r.peerGroupBits, r.peerGroups, f) }

// AddFieldGroups adds FieldGroups(f) to the set of groups dst: the groups
// an elimination in f can change.
func (r *Rules) AddFieldGroups(dst Bitset, f int) {
	r.addGroups(dst, r.fieldGroupBits, r.fieldGroups, f)
}

// AddChangedGroups adds to the set of groups dst the groups of every field
// in changes: those whose candidates the changes touched.
func (r *Rules) AddChangedGroups(dst Bitset, changes []Change) {
	bits, w := r.fieldGroupBits, r.groupWords
	switch {
	case bits == nil:
		for _, c := range changes {
			for _, g := range r.fieldGroups[c.Field] {
				dst.Add(g)
			}
		}
	case w == 1: // the groups fit a word: it stays in a register
		acc := dst[0]
		for _, c := range changes {
			acc |= bits[c.Field]
		}
		dst[0] = acc
	default:
		for _, c := range changes {
			dst.Or(bits[c.Field*w : (c.Field+1)*w])
		}
	}
}

// addGroups adds field f's groups to dst: one OR of f's precomputed set in
// bits, or, on rules too large to keep the sets, the groups of f's list.
func (r *Rules) addGroups(dst Bitset, bits []uint64, lists [][]int, f int) {
	if bits == nil {
		for _, g := range lists[f] {
			dst.Add(g)
		}
		return
	}
	dst.Or(bits[f*r.groupWords : (f+1)*r.groupWords])
}

// GroupSet returns the fields of group g as a set. It is shared: do not
// modify it.
func (r *Rules) GroupSet(g int) Bitset { return r.groupSet[g] }

// GroupSpan returns the words [lo, hi) of a Bitset that group g's fields
// lie in, so that work on one group can skip the other words.
func (r *Rules) GroupSpan(g int) (lo, hi int) { return r.groupSpan[g][0], r.groupSpan[g][1] }

// lazyPeers are the peer sets of a LargeBoard, made on first use.
type lazyPeers struct {
	once sync.Once
	sets PeerSets
}

func (l *lazyPeers) of(r *Rules) PeerSets {
	l.once.Do(func() {
		l.sets = PeerSets{make([]uint64, r.NumFields()*r.words), r.words}
		for f := range r.NumFields() {
			set := l.sets.Of(f)
			for _, q := range r.peers[f] {
				set.Add(q)
			}
		}
	})
	return l.sets
}
