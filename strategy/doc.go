// Package strategy holds the techniques that find moves and the engine that
// runs them.
//
// How the parts fit:
//
//   - A Technique is a stateless descriptor: name, one-line doc, difficulty
//     on one scale, how to explain and rate its moves, New, which makes its
//     MoveStrategy, and the facts others read from it: whether a rating
//     leaves it out and why (Unrated), whether it is a single (Single),
//     whether it holds only for a puzzle with one solution
//     (AssumesUnique), which rule kinds it is sound for (SoundFor), and
//     the techniques a forcing chain follows its branches through
//     (Follows). Engines make their own strategies from descriptors, so
//     two engines never share state. Validate checks a list (names, docs,
//     difficulties, no repeats, no technique that follows itself) before a
//     run; ByNames and Lookup find the built-ins; All lists them easiest
//     first; Default is the list the engine runs when given none;
//     NewStrategy makes one technique's strategy as the engine does.
//   - A MoveStrategy reads the board's candidate index (game.Board: each
//     field's candidates, each value's candidate fields, each group's
//     placed values and free fields) and keeps only its pending work: the
//     groups or fields a move may have made interesting. DoMove returns a
//     game.Move, a deduction with any number of placements and
//     eliminations and the evidence that proves them; NotifyMove is called
//     after every move; Reset before a game. A strategy that is also a
//     Rewinder drops its pending work when the search undoes a guess,
//     since every strategy had stalled at that position.
//   - One loop runs strategies (loop.go): it asks them in order for a
//     move, applies the first one offered as one change, and notifies every
//     strategy; after each move it starts again from the first, so the
//     order is a priority. A loop makes its strategies itself, first the
//     propagation of each rule kind of the game that has one
//     (propagate.go: a rule always holds, whatever techniques are chosen),
//     then one per technique; a technique with Follows gets, from the
//     loop, a loop of its own of those techniques, which it steps on
//     boards of its own. Strategies never call each other: a forcing
//     chain follows its branches through its loop, as the engine runs a
//     solve through its own.
//   - The Engine owns the board and runs its loop. When every strategy
//     stalls it asks its Chooser for a guess (FewestCandidates by default;
//     Random, seeded, for random grids), saves the board for the undo
//     (a copy on small boards, a game.Mark on large ones), and places it.
//     A contradiction, whether a field left without candidates, a
//     strategy's report that a value has no place in a group, or a full
//     board that breaks a constraint (each is checked, apart from its
//     propagation, before a solution is taken), takes the board back to
//     before the deepest guess and removes the guessed value from its
//     field. Counting goes on past a solution the same way. The board is
//     the only state the search saves: strategies keep pending work only,
//     empty at a guess, and constraints keep none.
//   - An engine asked for solutions alone (the default techniques,
//     guessing, no trace, grading, observer or chooser) hands Solve and
//     SolveBoard to the search kernel (package search) on boards of up
//     to 4,096 fields and 64 values (search.MaxFields), whatever their
//     constraints, which narrow their cells there as here; the kernel
//     finds the same solutions faster and explains nothing; its
//     statistics name it KernelStrategy. Counting, plain solving and the
//     uniqueness checks of rating, hints and generation run there;
//     everything that explains runs here. Options.Search asks for the
//     kernel alone (an error where it cannot serve) or for the
//     strategies everywhere.
//   - Engine.Next returns the move the techniques find on any board without
//     applying it, for hints and step-by-step play; Engine.Explain writes
//     why it holds.
//
// # Techniques
//
// Every technique reasons over any groups a spec declares, not only rows,
// columns and boxes, the groups of constraints whose cells must differ
// included; two fields see each other when they share any group
// (game.Rules.Sees), and a value's only two places in a complete group
// make a strong link (game.Board.OnlyTwo). The chains also read the weak
// links of constraints (game.Rules.Links), and name the constraints they
// used in their evidence. The rest of a constraint's rule they leave to
// its propagation; a technique whose reasoning a constraint can break
// says so in SoundFor (the uniqueness techniques). One file each: the singles (lastvalue.go, possiblevalueforfield.go,
// possiblefieldforvalueingroup.go), intersections (lockedcandidates.go),
// naked and hidden subsets of two to four (subsets.go), basic fish of two
// to four base sets of any kind (fish.go), finned and sashimi fish
// (finnedfish.go), empty rectangles in any complete group (emptyrect.go),
// XY-, XYZ- and W-wings (wings.go), simple colouring
// (colouring.go), almost locked sets (als.go), aligned pair and triple
// exclusion (alignedexclusion.go), X-chains, XY-chains and
// alternating inference chains found breadth first over strong and weak
// links, loops among them, and their grouped forms whose nodes may be a
// value's places where two groups overlap (chains.go, segments.go), unique
// rectangles and BUG+1, which hold only for a puzzle with one solution and
// run only under Options.AssumeUnique (uniqueness.go), Nishio, cell and
// group forcing chains that follow an assumption through the singles on a
// copy of the board (forcing.go), and dynamic and nested forcing chains
// whose branches also use locked candidates and pairs and, nested, take
// out what a forcing chain by singles inside them proves, within a budget
// of placements (dynamic.go). The name Human in ByNames stands for all of
// them, easiest first.
//
// Strategies that scan groups (hidden singles, locked candidates, subsets)
// share their pending work through dirtyGroups; the rules' propagations
// keep the constraints whose fields changed; the fish keep the set of
// values whose candidate fields changed; those that search the whole board
// (wings, colouring, chains, uniqueness, forcing chains) keep only whether
// it changed since they last found nothing (staleFlag). Each move's
// evidence is what its Explain writes from; testdata/positions holds
// boards with pencil marks and the moves each technique must make there,
// checked by TestPositionFiles.
//
// With Options.Trace the engine records every move, guess, undo and
// contradiction as a game.Step, with the reason its technique writes from
// the move's evidence.
//
// # Difficulty
//
// Difficulties are on Sudoku Explainer's scale, where a hidden single in a
// box rates 1.2, in a row or column 1.5, a naked single 2.3, pointing 2.6,
// claiming 2.8, a naked pair 3.0, an X-wing 3.2, and chains and forcing
// chains run from about 6.5 to 11. LastValue, which Sudoku Explainer does
// not name, rates 1.0. A Level names a range of the scale for people:
// easy below 2.0, medium to 3.0, hard to 4.0, fiendish to 6.0, diabolical
// to 8.0, extreme above.
package strategy
