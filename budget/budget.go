package budget

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"golang.org/x/sync/semaphore"
)

// Default is the memory a run may take when none is given: 1 GiB.
const Default = 1 << 30

// Least is the smallest budget a run may be given: 64 MiB, what a
// classic puzzle's work needs many times over.
const Least = 64 << 20

// A Pool is a budget of bytes shared by the work running at once. It is
// safe for use by several goroutines at once.
type Pool struct {
	size int64
	sem  *semaphore.Weighted
}

// NewPool returns a pool of size bytes.
func NewPool(size int64) *Pool {
	return &Pool{size: size, sem: semaphore.NewWeighted(size)}
}

// Size returns the bytes of the pool.
func (p *Pool) Size() int64 { return p.size }

// Take reserves n bytes of the pool for the work named what ("the
// puzzle"), waiting while other work holds too much of it. It fails at
// once, with an error that wraps game.ErrOverBudget, when n is more than
// the whole pool, and with ctx's error when ctx ends first. Each Take
// that succeeds is matched by a Give of the same n.
func (p *Pool) Take(ctx context.Context, n int64, what string) error {
	if n > p.size {
		return &overBudget{fmt.Sprintf("%s needs about %s of memory, more than the budget of %s: give more with --memory, if the machine has it", what, game.Bytes(n), game.Bytes(p.size))}
	}
	if n <= 0 {
		return ctx.Err()
	}
	return p.sem.Acquire(ctx, n)
}

// A Worker is work that builds what it reads within a budget before it
// runs, and then says how much memory a run may take at most: a
// strategy.Engine, a rate.Rater, a hint.Hinter.
type Worker interface {
	// Prepare builds what the work reads within maxBytes, or fails with
	// an error that wraps game.ErrOverBudget, or with ctx's error.
	Prepare(ctx context.Context, maxBytes int64) error
	// Footprint returns the most memory a run takes, once prepared.
	Footprint() int64
}

// Reserve prepares w within the whole pool, then takes its footprint
// for the work named what, as Take does. It returns the bytes taken,
// which the caller gives back with Give.
func (p *Pool) Reserve(ctx context.Context, w Worker, what string) (int64, error) {
	if err := w.Prepare(ctx, p.size); err != nil {
		return 0, err
	}
	n := w.Footprint()
	if err := p.Take(ctx, n, what); err != nil {
		return 0, err
	}
	return n, nil
}

// overBudget is Take's error for work larger than the whole pool: its
// message says so, and errors.Is finds game.ErrOverBudget in it.
type overBudget struct{ msg string }

func (e *overBudget) Error() string { return e.msg }
func (e *overBudget) Unwrap() error { return game.ErrOverBudget }

// Give returns n bytes that Take reserved. A nil pool takes nothing back.
func (p *Pool) Give(n int64) {
	if p != nil && n > 0 {
		p.sem.Release(n)
	}
}

// SetLimit gives the Go runtime a soft memory limit of size, unless the
// environment sets one (GOMEMLIMIT): the collector then works harder as
// the heap comes near it, so that the garbage of finished work does not
// add to what the work running holds (whose footprints the pool keeps
// within size). A soft limit may be passed by one large allocation.
func SetLimit(size int64) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetMemoryLimit(size)
}

// units are the suffixes Parse reads, with their sizes.
var units = []struct {
	suffix string
	size   float64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40},
	{"kb", 1e3}, {"mb", 1e6}, {"gb", 1e9}, {"tb", 1e12},
	{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"t", 1 << 40},
	{"b", 1},
}

// errSize says how a size is written.
var errSize = errors.New("write a size such as 512MiB, 2GiB or 1.5G (K, M, G, T are powers of 1024; KB, MB, GB, TB of 1000)")

// Parse reads a size in bytes: a number with a unit, such as 512MiB, 2GB
// or 1.5G (K, M, G and T are powers of 1024, as KiB...; KB, MB, GB and TB
// powers of 1000), or a whole number of bytes.
func Parse(s string) (int64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	mul := 1.0
	for _, u := range units {
		if rest, ok := strings.CutSuffix(t, u.suffix); ok {
			t, mul = strings.TrimSpace(rest), u.size
			break
		}
	}
	x, err := strconv.ParseFloat(t, 64)
	if err != nil || t == "" || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
		return 0, fmt.Errorf("%q is no size: %w", s, errSize)
	}
	if b := x * mul; b < float64(math.MaxInt64) {
		return int64(b), nil
	}
	return 0, fmt.Errorf("%q is more bytes than can be counted: %w", s, errSize)
}

// Size is a number of bytes as a flag holds it: Set reads it with Parse
// and refuses less than Least; String writes it as game.Bytes does.
type Size int64

// String writes the size, e.g. "1 GiB".
func (s *Size) String() string { return game.Bytes(*s).String() }

// Set reads the size.
func (s *Size) Set(text string) error {
	n, err := Parse(text)
	if err != nil {
		return err
	}
	if n < Least {
		return fmt.Errorf("%s is less than the least a run needs, %s", game.Bytes(n), game.Bytes(Least))
	}
	*s = Size(n)
	return nil
}

// Type names the flag's kind in help texts.
func (s *Size) Type() string { return "size" }
