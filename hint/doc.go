// Package hint gives the next step of a puzzle or of a position in
// progress, in three levels of detail, for any spec.
//
// A Hinter first counts the position's solutions: a position without one
// (a value or candidate wrongly taken out) gets no hint but says so. It
// then asks the rating's techniques (rate.Techniques), easiest first, for
// a move on the position, and the first found is the hint, so hints follow
// the path a rating takes. The uniqueness techniques are asked only when
// the position has exactly one solution.
//
// Hint.Text writes the hint:
//
//  1. the technique, its difficulty, and where to look (a group or two);
//  2. and the fields and values involved;
//  3. and the whole deduction: what it places or eliminates, and why.
//
// ReadPositions reads the positions to hint on: puzzles and pencil-mark
// positions (package pencil) from files, standard input or arguments, or
// a spec's default puzzle; a spec puzzle's position in progress (its
// candidates) is its position. A Printer writes each position's hint, or
// why it has none (Status), as text or as a JSON object.
//
// Applied collects positions after their steps, for hint --apply, as one
// spec that holds their rules, givens and candidates: a position that
// brings rules of its own (HasOwnRules: a killer's cages) keeps them when
// the spec is read back.
package hint
