// Package pipeline runs jobs on several workers and hands their results
// back in the order the jobs were read, as package batch does with chunks
// of puzzles and package generate with seeds.
//
// A Pipeline reads jobs with Next on a goroutine of its own, gives each to
// one of its workers (Work, told which worker it runs on, so that each can
// keep state of its own without a lock), and calls Emit with the results
// in job order on the goroutine that called Run. A job waits for a token
// before it is read, and gives it back when its result is emitted, so at
// most InFlight jobs are between Next and Emit however long the input is,
// and a slow job holds back at most that many after it.
//
// When the context ends, or Emit or Flush fails, no job is read after the
// one being read, and the workers' context ends so that they return soon;
// every job already read is still worked and its result, in order, still
// emitted (unless Emit has failed), so the caller decides what a result
// cut short means. Run returns once every worker is done.
package pipeline
