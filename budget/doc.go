// Package budget bounds the memory of a run: the size a user gives
// (--memory 1GiB), and a Pool of that many bytes that the work running at
// once shares.
//
// How the parts fit: a piece of work that may take much memory (a
// puzzle's solve, rating or count; a request to the web server) says
// beforehand how much it will hold at most, its footprint, estimated from
// its board and options (strategy.Engine.Footprint), and Take reserves
// that much of the pool, waiting while other work holds it; Give returns
// it when the work is done. A footprint larger than the whole pool is
// refused at once, with an error that wraps game.ErrOverBudget and says
// what to do. So the work running at once never holds more than the
// pool, however many workers there are: on large boards fewer puzzles run
// at once.
//
// A footprint is an estimate of the large parts only (the search's room
// at its deepest, the links between candidates, the trace), so the pool
// is also given to the Go runtime as its soft memory limit (SetLimit),
// with room for the rest: the collector then works harder before the
// heap reaches it rather than letting it grow to twice what is live.
package budget
