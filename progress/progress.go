package progress

import (
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// Counter is how far a job has got: items done, and the share of the
// work read so far (0..1, or negative when unknown), set from any goroutine.
type Counter struct {
	done  atomic.Int64
	total atomic.Int64 // known number of items, or 0
	share atomic.Uint64
}

// Set records that n items are done and, when share >= 0, that share of the
// input has been read (items are then estimated as n/share).
func (c *Counter) Set(n int, share float64) {
	c.done.Store(int64(n))
	c.share.Store(math.Float64bits(min(share, 1)))
}

// SetTotal records that the job has total items in all.
func (c *Counter) SetTotal(total int) { c.total.Store(int64(total)) }

// Line is a status line on a terminal. Its methods are safe for concurrent
// use; a nil *Line does nothing.
type Line struct {
	mu      sync.Mutex
	w       io.Writer
	width   func() int
	verb    string
	noun    string
	counter *Counter
	start   time.Time
	shown   bool
	now     func() time.Time
	every   time.Duration
	stop    chan struct{}
	done    chan struct{}
}

// Options set up a Line.
type Options struct {
	// Verb names the job, e.g. "solving".
	Verb string
	// Noun names one item in the plural, e.g. "puzzles".
	Noun string
	// Width returns the terminal's width in columns; nil means 80.
	Width func() int
	// Every is how often the line is redrawn; 0 means 200ms.
	Every time.Duration
}

// Start draws a status line on w, a terminal, for the job counter counts,
// and redraws it on a timer until Stop.
func Start(w io.Writer, counter *Counter, opts Options) *Line {
	l := newLine(w, counter, opts)
	go l.loop(l.every)
	return l
}

// newLine makes a Line without starting its timer.
func newLine(w io.Writer, counter *Counter, opts Options) *Line {
	l := &Line{w: w, width: opts.Width, verb: opts.Verb, noun: opts.Noun, counter: counter,
		start: time.Now(), now: time.Now, stop: make(chan struct{}), done: make(chan struct{})}
	if l.width == nil {
		l.width = func() int { return 80 }
	}
	l.every = opts.Every
	if l.every <= 0 {
		l.every = 200 * time.Millisecond
	}
	return l
}

func (l *Line) loop(every time.Duration) {
	defer close(l.done)
	t := time.NewTicker(every)
	defer t.Stop()
	l.draw()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
			l.draw()
		}
	}
}

// draw writes the line over the current one.
func (l *Line) draw() {
	l.mu.Lock()
	defer l.mu.Unlock()
	heads, rest := l.fields()
	text := fitFields(heads, rest, l.width()-margin)
	fmt.Fprintf(l.w, "\r%s\x1b[K", text)
	l.shown = true
}

// margin is how many columns the line leaves free at the right: the cursor
// stays on the line, and so does the "^C" a terminal echoes on Ctrl-C.
const margin = 4

// clear erases the line; the caller holds l.mu.
func (l *Line) clear() {
	if l.shown {
		io.WriteString(l.w, "\r\x1b[K")
		l.shown = false
	}
}

// Stop stops the redrawing and erases the line.
func (l *Line) Stop() {
	if l == nil {
		return
	}
	close(l.stop)
	<-l.done
	l.mu.Lock()
	l.clear()
	l.mu.Unlock()
}

// Wrap returns a writer for other output to the same terminal: each write
// erases the line first; the next tick draws it again below the output.
// With a nil Line it returns w.
func (l *Line) Wrap(w io.Writer) io.Writer {
	if l == nil {
		return w
	}
	return &wrapped{l: l, w: w}
}

type wrapped struct {
	l *Line
	w io.Writer
}

func (x *wrapped) Write(p []byte) (int, error) {
	x.l.mu.Lock()
	defer x.l.mu.Unlock()
	x.l.clear()
	return x.w.Write(p)
}

// Text returns the status, e.g.
// "solving: 1,234 of about 2,468 puzzles · 50% · 617/s · 2.0s left · 2.0s elapsed".
func (l *Line) Text() string {
	heads, rest := l.fields()
	return strings.Join(append(heads[:1], rest...), sep)
}

// sep separates the fields of the status.
const sep = " · "

// fields returns the parts of the status: what is done, in a long form and
// shorter ones for narrow terminals, then the others, the most important
// first: the share, the rate, the time left, the time elapsed.
func (l *Line) fields() (heads, rest []string) {
	elapsed := l.now().Sub(l.start)
	done := l.counter.done.Load()
	total := l.counter.total.Load()
	share := math.Float64frombits(l.counter.share.Load())
	long := fmt.Sprintf("%s: %s", l.verb, Count(done))
	short := Count(done)
	switch {
	case total > 0:
		share = float64(done) / float64(total)
		long += fmt.Sprintf(" of %s %s", Count(total), l.noun)
		short += "/" + Count(total)
	case share > 0 && share < 1 && done > 0:
		about := Count(int64(float64(done)/share + 0.5))
		long += fmt.Sprintf(" of about %s %s", about, l.noun)
		short += "/~" + about
	default:
		long += " " + l.noun
	}
	heads = []string{long, l.verb + " " + short, short}
	if share >= 0 && (total > 0 || share > 0) {
		rest = append(rest, fmt.Sprintf("%d%%", int(share*100)))
	}
	if done > 0 && elapsed > 0 {
		rest = append(rest, Rate(done, elapsed))
		if share > 0 && share < 1 {
			left := time.Duration(float64(elapsed) * (1 - share) / share)
			rest = append(rest, Duration(left)+" left")
		}
	}
	return heads, append(rest, Duration(elapsed)+" elapsed")
}

// fitFields writes the first of heads that fits in width (the last, cut,
// when none does), then as many of rest as fit, in order, skipping those
// that do not: a field is shown whole or not at all.
func fitFields(heads, rest []string, width int) string {
	out := Fit(heads[len(heads)-1], width)
	for _, h := range heads {
		if utf8.RuneCountInString(h) <= width {
			out = h
			break
		}
	}
	n := utf8.RuneCountInString(out)
	for _, f := range rest {
		k := utf8.RuneCountInString(sep + f)
		if n+k <= width {
			out += sep + f
			n += k
		}
	}
	return out
}

// Fit cuts s to at most width characters, ending in "…" when cut.
func Fit(s string, width int) string {
	if width < 1 {
		return ""
	}
	if utf8.RuneCountInString(s) <= width {
		return s
	}
	rs := []rune(s)
	return string(rs[:width-1]) + "…"
}

// Count writes n with thousands separators: 1,234,567.
func Count(n int64) string {
	if n < 0 {
		return "-" + Count(-n)
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Rate writes how fast n items were done in d: "410/s" when at least one a
// second, else seconds (or minutes) per item: "9.2s each".
func Rate(n int64, d time.Duration) string {
	per := d.Seconds() / float64(n)
	switch {
	case per <= 0:
		return "-"
	case per < 1:
		return fmt.Sprintf("%.0f/s", 1/per)
	default:
		return Duration(time.Duration(per*float64(time.Second))) + " each"
	}
}

// Duration writes d for people: "850ms", "3.1s", "2m05s", "1h02m".
func Duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return d.Round(time.Millisecond).String()
	case d < time.Minute:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < time.Hour:
		d = d.Round(time.Second)
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	default:
		d = d.Round(time.Minute)
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
}
