package main

import (
	"io"
	"os"
	"strconv"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress shows a progress bar with rate and time left on stderr while a
// batch runs. It is nil, and does nothing, when stderr is not a terminal.
type progress struct {
	bar *progressbar.ProgressBar
}

// newProgress returns a bar over size bytes of input (a spinner with a
// count when the size is unknown), or nil when w is not a terminal.
func newProgress(w io.Writer, size int64) *progress {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	bar := progressbar.NewOptions64(size,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription("solving"),
		progressbar.OptionShowBytes(false),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100_000_000),
		progressbar.OptionShowElapsedTimeOnFinish(),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionShowCount(),
	)
	return &progress{bar: bar}
}

// isTerminal reports whether w is a terminal that may show colour and
// bold: not when NO_COLOR is set (https://no-color.org) or TERM is dumb.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return false
	}
	return os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
}

func (p *progress) update(puzzles int, bytes int64) {
	if p == nil {
		return
	}
	p.bar.Describe("solving " + strconv.Itoa(puzzles) + " puzzles")
	_ = p.bar.Set64(bytes)
}

func (p *progress) finish() {
	if p == nil {
		return
	}
	_ = p.bar.Finish()
}
