package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

// stopWithin is how soon a command must end once its time is up, it is
// cancelled or it gets a signal: ten times the second that takes at most
// (main's grace after a signal is 0.8 s), for a loaded machine.
const stopWithin = 10 * time.Second

// TestTimeout gives an empty 25x25 board, which has more solutions than
// anyone can count, one second.
func TestTimeout(t *testing.T) {
	file := filepath.Join(t.TempDir(), "empty25.txt")
	require.NoError(t, os.WriteFile(file, []byte(strings.Repeat(".", 625)+"\n"), 0o644))
	tests := []struct {
		format string
		want   string
	}{
		{"json", `"status":"timeout"`},
		{"line", "\n"}, // the first solution found, if any, else the puzzle and "# timeout"
		{"grid", ": timeout\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			start := time.Now()
			out := sudoku(t, "solve", "--spec", "25x25", "--count", "1000000", "--timeout", "1s", "--format", tt.format, file)
			elapsed := time.Since(start)
			assert.Equal(t, exitUnsolved, out.code, out.stderr)
			assert.Contains(t, out.stdout, tt.want)
			assert.Contains(t, out.stderr, "1 puzzle: 1 timeout")
			assert.GreaterOrEqual(t, elapsed, 900*time.Millisecond, "not before the timeout")
			assert.Less(t, elapsed, time.Second+stopWithin, "stopped at the timeout")
			if tt.format == "json" {
				res := decodeLines(t, out.stdout)
				require.Len(t, res, 1)
				assert.Positive(t, res[0].Count, "solutions found before the time ran out")
				assert.Less(t, res[0].Count, 1000000)
			}
		})
	}
}

// TestTimeoutsSayWhatStopped runs each command that takes --timeout on
// a puzzle it cannot finish in time: each exits 1 (not solved), says the
// time ran out and what was kept, and never in the context's words.
func TestTimeoutsSayWhatStopped(t *testing.T) {
	empty := writeFile(t, "e25.txt", strings.Repeat(".", 625)+"\n")
	data, err := os.ReadFile("../../testdata/bench/25x25.txt")
	require.NoError(t, err)
	line, _, _ := strings.Cut(string(data), "\n")
	unique := writeFile(t, "u25.txt", line+"\n") // rated in seconds, not 200ms
	tests := []struct {
		name   string
		args   []string
		stderr string // a regular expression stderr must match
		stdout string // one stdout must match, when set
	}{
		{"solve --count", []string{"solve", "--spec", "25x25", "--count", "1000000000", "--timeout", "200ms", "--format", "json", empty},
			`^1 puzzle: 1 timeout in [0-9]+ms`, `"status":"timeout".*"count":[1-9]`},
		{"solve --path", []string{"solve", "--spec", "25x25", "--path", "--timeout", "200ms", unique},
			`^1 puzzle: 1 timeout in [0-9]+ms`, `timeout: not rated, no path`},
		{"solve --true-candidates", []string{"solve", "--spec", "25x25", "--true-candidates", "--timeout", "200ms", empty},
			`^sudoku: puzzle 1 at .*e25.txt:1:1: the time limit of 200ms ran out: stopped .*: the true candidates are not (all )?known, so none are printed\n$`, `^$`},
		{"rate", []string{"rate", "--spec", "25x25", "--timeout", "200ms", unique},
			`^1 puzzle: 1 timeout in [0-9]+ms`, `# timeout: not rated`},
		{"generate", []string{"generate", "--spec", "25x25", "--timeout", "200ms", "--seed", "1"},
			`^sudoku: puzzle 1 \(seed 1\): the time limit of 200ms ran out while generating: no puzzle was finished; try a longer --timeout or a smaller board\n0 puzzles \(0 tries\) in [0-9.]+m?s; 1 not made in time\n$`,
			`# puzzle 1, seed 1: not made: the time limit of 200ms ran out while generating: no puzzle was finished`},
		{"generate --rating", []string{"generate", "--rating", "12-", "--timeout", "200ms", "--seed", "1"},
			`^sudoku: puzzle 1 \(seed 1\): the time limit of 200ms ran out while generating: .* kept; the last rated .*; try a longer --timeout, or another --rating, --level or --technique\n`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, tt.args...)
			assert.Equal(t, exitUnsolved, out.code, out.stderr)
			assert.Regexp(t, tt.stderr, out.stderr)
			if tt.stdout != "" {
				assert.Regexp(t, tt.stdout, out.stdout)
			}
			for _, words := range contextWords {
				assert.NotContains(t, out.stderr, words)
				assert.NotContains(t, out.stdout, words)
			}
		})
	}
}

// manyPuzzles writes the puzzles of testdata/classic/sound.txt, repeated
// times times, to a file in dir, and returns it with the solution of each
// line in order.
func manyPuzzles(t *testing.T, dir string, times int) (string, []string) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/classic/sound.txt")
	require.NoError(t, err)
	var puzzles, solutions []string
	for _, line := range strings.Split(string(data), "\n") {
		if p, s, ok := strings.Cut(strings.TrimSpace(line), ":"); ok && !strings.HasPrefix(p, "#") {
			puzzles = append(puzzles, p)
			solutions = append(solutions, s)
		}
	}
	text := strings.Join(puzzles, "\n") + "\n"
	file := filepath.Join(dir, "many.txt")
	require.NoError(t, os.WriteFile(file, []byte(strings.Repeat(text, times)), 0o644))
	var all []string
	for range times {
		all = append(all, solutions...)
	}
	return file, all
}

// checkPrefix checks that out holds, line by line, the first solutions of
// want, in input order, and returns how many.
func checkPrefix(t *testing.T, out string, want []string) int {
	t.Helper()
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	lines := strings.Split(out, "\n")
	require.Equal(t, "", lines[len(lines)-1], "the output ends with a whole line")
	lines = lines[:len(lines)-1]
	require.LessOrEqual(t, len(lines), len(want))
	for i, line := range lines {
		if !assert.Equal(t, want[i], line, "line %d", i+1) {
			break
		}
		assert.Empty(t, groupProblems(classic.Rules, parseOne(t, classic.Rules, line), nil), "line %d", i+1)
	}
	return len(lines)
}

// lineWatch is the standard output of a command for a test that acts once
// the command has written its first line. Its methods are safe for
// concurrent use.
type lineWatch struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	first chan struct{} // closed when the first line is written
}

func newLineWatch() *lineWatch { return &lineWatch{first: make(chan struct{})} }

func (w *lineWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if bytes.IndexByte(p, '\n') >= 0 {
		w.once.Do(func() { close(w.first) })
	}
	return w.buf.Write(p)
}

func (w *lineWatch) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// TestCancel cancels run's context as main does on Ctrl-C, once the first
// solution is written.
func TestCancel(t *testing.T) {
	file, want := manyPuzzles(t, t.TempDir(), 50)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stdout, stderr := newLineWatch(), newLineWatch()
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"solve", "--threads", "2", "--format", "line", file}, strings.NewReader(""), stdout, stderr)
	}()
	select {
	case <-stdout.first:
	case code := <-done:
		t.Fatalf("the command ended (exit %d) before it wrote a solution; stderr: %s", code, stderr)
	}
	cancel()
	var code int
	select {
	case code = <-done:
	case <-time.After(stopWithin):
		t.Fatalf("still running %v after the cancel: it must stop soon", stopWithin)
	}
	assert.Equal(t, exitInterrupted, code)
	n := checkPrefix(t, stdout.String(), want)
	assert.Positive(t, n)
	assert.Less(t, n, len(want), "stopped before the end")
	// Puzzles under way are named only when some were: at the cancel the
	// workers may be between chunks.
	assert.Regexp(t, `interrupted after [0-9.]+(?:µs|ms|s): [0-9]+ puzzles? finished \([0-9]+ solved\)(; [0-9]+ under way dropped)?; the input not read to its end`, stderr.String())
}

// sudokuBinary builds the command into dir, for the tests that need a real
// process; it skips the test when the go tool is not on PATH.
func sudokuBinary(t *testing.T, dir string) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go is not on PATH: cannot build the command")
	}
	bin := filepath.Join(dir, "sudoku")
	out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// TestInterrupt sends SIGINT to the command while it solves a large file,
// once it has written its first solution: it stops within stopWithin with
// exit code 130, and what it printed is the first solutions in input order.
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not in -short")
	}
	dir := t.TempDir()
	bin := sudokuBinary(t, dir)
	file, want := manyPuzzles(t, dir, 50)
	stdout, stderr := newLineWatch(), newLineWatch()
	cmd := exec.Command(bin, "solve", "--threads", "2", "--format", "line", file)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()

	select {
	case err := <-exited:
		t.Fatalf("the command ended before it wrote a solution (%v); stderr: %s", err, stderr)
	case <-stdout.first: // main installs its signal handler before run starts
	}
	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	sent := time.Now()
	err := waitOrKill(t, cmd, exited, stopWithin, stderr)
	t.Logf("stopped %s after SIGINT", time.Since(sent).Round(time.Millisecond))
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, exitInterrupted, exit.ExitCode())
	n := checkPrefix(t, stdout.String(), want)
	assert.Positive(t, n, "results before the interrupt")
	assert.Less(t, n, len(want))
	assert.Regexp(t, `interrupted after [0-9.]+(?:µs|ms|s): [0-9]+ puzzles? finished`, stderr.String())
}

// TestInterruptWhileReading sends SIGINT, then SIGTERM, while the command
// waits for input that never comes: a pipe nothing writes to, and a FIFO
// named as the puzzle file or as the spec, which open(2) waits on. The
// signal is sent once the command sits in that read or open. Each stops
// within stopWithin, with exit code 130.
func TestInterruptWhileReading(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not in -short")
	}
	dir := t.TempDir()
	bin := sudokuBinary(t, dir)
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	tests := []struct {
		name string
		args []string
		sig  os.Signal
	}{
		{"piped stdin, SIGINT", []string{"solve"}, os.Interrupt},
		{"stdin named, SIGTERM", []string{"rate", "-"}, syscall.SIGTERM},
		{"FIFO puzzle file", []string{"solve", fifo}, os.Interrupt},
		{"FIFO hint file", []string{"hint", fifo}, os.Interrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(bin, tt.args...)
			pr, pw, err := os.Pipe()
			require.NoError(t, err)
			defer pw.Close()
			cmd.Stdin = pr
			stderr := newLineWatch()
			cmd.Stderr = stderr
			require.NoError(t, cmd.Start())
			pr.Close()
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			waitForInput(t, cmd, exited, stderr)
			require.NoError(t, cmd.Process.Signal(tt.sig))
			err = waitOrKill(t, cmd, exited, stopWithin, stderr)
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit)
			assert.Equal(t, exitInterrupted, exit.ExitCode(), stderr.String())
		})
	}
}

// TestHostileInputsUnderMemoryLimit runs the built command on inputs made
// to exhaust memory or time, under an address-space limit of 2.5 GB (the
// Go runtime alone reserves about 1 GB of it): each ends on its own with a
// clear message, never with the runtime's "out of memory".
func TestHostileInputsUnderMemoryLimit(t *testing.T) {
	bin, write := limitedSetUp(t)
	var corners strings.Builder
	for i := range 20000 {
		if i > 0 {
			corners.WriteString(", ")
		}
		corners.WriteString("r1c1")
	}
	var values []string
	for c := '0'; len(values) < 64; c++ {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			values = append(values, string(c))
		}
	}
	// 40,000 groups of two fields on a 32x32 board, for the techniques
	// that compare groups with each other.
	var pairs strings.Builder
	pairs.WriteString("size: 32x32\nvalues: 1-32\ngroups:\n- boxes: 4x8\n")
	for d := 1; d <= 40; d++ {
		for a := range 1000 {
			b := (a + d) % 1024
			fmt.Fprintf(&pairs, "- cells: [r%dc%d, r%dc%d]\n", a/32+1, a%32+1, b/32+1, b%32+1)
		}
	}
	big := write("big.yaml", "size: 128x128\nvalues: ["+strings.Join(values, ", ")+"]\ngroups: [{boxes: 8x8}]\n")
	tests := []struct {
		name   string
		args   []string
		code   int
		want   string
		within time.Duration // 0: a minute
	}{
		{"an endless puzzle file", []string{"solve", "/dev/zero"}, exitBad, "NUL byte", 0},
		{"an endless spec", []string{"solve", "--spec", "/dev/zero"}, exitBad, "not a regular file", 0},
		{"extends an endless file", []string{"spec", write("ext.yaml", "extends: /dev/urandom\n")}, exitBad, "/dev/urandom", 0},
		{"a window bomb", []string{"spec", write("bomb.yaml", "size: 128x128\nvalues: 1-64\ngroups:\n  - windows: {corners: ["+corners.String()+"], size: 128x128}\n")}, exitBad, "cells in all", 0},
		{"millions of bad lines", []string{"solve", "--format", "line", write("yes.txt", strings.Repeat("y\n", 10<<20))}, exitBad, "no puzzle among the first 50 entries", 0},
		{"a long trace", []string{"solve", "--spec", "25x25", "--strategies", "LastValue", "--trace", "--format", "json", "--count", "1000000", "--timeout", "3s", write("e25.txt", strings.Repeat(".", 625)+"\n")}, exitUnsolved, "1 timeout", 0},
		{"40,000 small groups, every technique", []string{"solve", "--spec", write("pairs.yaml", pairs.String()), "--strategies", "human", "--timeout", "3s", "--format", "line",
			write("e32.txt", strings.TrimSpace(strings.Repeat(". ", 32*32))+"\n")}, exitUnsolved, "1 timeout", 20 * time.Second},
		{"an empty 128x128 board", []string{"solve", "--spec", big, "--format", "line", write("e128.txt", strings.Repeat(".", 128*128)+"\n")}, exitOK, "1 solved", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, msg := runLimited(t, bin, tt.args, tt.within)
			assert.Equal(t, tt.code, code, "%.1000s", msg)
			assert.Contains(t, msg, tt.want)
		})
	}
}

// waitForInput waits until the started cmd sits in a read of its standard
// input or in an open (of a FIFO, which waits for a writer): main has
// installed its signal handler before run reads anything. The same call
// must show at two looks 10 ms apart, so that a quick open as the runtime
// starts does not count. It fails the test when the command ends first or
// waits for no input within a minute, and skips it where the system does
// not show what a process waits in; it kills the command in both cases.
func waitForInput(t *testing.T, cmd *exec.Cmd, exited <-chan error, stderr fmt.Stringer) {
	t.Helper()
	deadline := time.After(time.Minute)
	last := ""
	for {
		call, err := waitsForInput(cmd.Process.Pid)
		if err != nil {
			_ = cmd.Process.Kill()
			<-exited
			t.Skipf("cannot see what the command waits in: %v", err)
		}
		if call != "" && call == last {
			return
		}
		last = call
		select {
		case err := <-exited:
			t.Fatalf("the command ended (%v) before it waited for input; stderr: %.500s", err, stderr)
		case <-deadline:
			_ = cmd.Process.Kill()
			<-exited
			t.Fatalf("the command did not wait for input within a minute; stderr: %.500s", stderr)
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// waitOrKill waits up to d for the started cmd to exit, as exited reports,
// and returns its error; after d it kills it and fails the test.
func waitOrKill(t *testing.T, cmd *exec.Cmd, exited <-chan error, d time.Duration, stderr fmt.Stringer) error {
	t.Helper()
	select {
	case err := <-exited:
		return err
	case <-time.After(d):
		_ = cmd.Process.Kill()
		<-exited
		t.Fatalf("still running %v after it should have ended; stderr: %.500s", d, stderr)
		return nil
	}
}

// stopSoon is how soon a command must end after SIGINT or SIGTERM in the
// tests that time each command's stop: docs/formats.md promises a second, and
// each stops in milliseconds on an idle machine; three allow for a loaded
// one.
const stopSoon = 3 * time.Second

// contextWords are the context package's own messages, which no command
// may show: each says what stopped, and what it kept, in its own words.
var contextWords = []string{context.Canceled.Error(), context.DeadlineExceeded.Error()}

// startWatched starts the command bin with args, its output watched, and
// returns it with a channel that gets the error of its Wait.
func startWatched(t *testing.T, bin string, args ...string) (cmd *exec.Cmd, stdout, stderr *lineWatch, exited <-chan error) {
	t.Helper()
	cmd = exec.Command(bin, args...)
	stdout, stderr = newLineWatch(), newLineWatch()
	cmd.Stdout, cmd.Stderr = stdout, stderr
	require.NoError(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	return cmd, stdout, stderr, done
}

// TestSignalStopsEveryCommand sends SIGINT or SIGTERM to each command a
// second into work on boards too large to finish: each ends within
// stopSoon with exit code 130, says what stopped and what it kept, and
// never in the context's words.
func TestSignalStopsEveryCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not in -short")
	}
	bin := sudokuBinary(t, t.TempDir())
	e25 := writeFile(t, "e25.txt", strings.Repeat(".", 625)+"\n")
	e36 := writeFile(t, "e36.txt", strings.Repeat(".", 1296)+"\n")
	many36 := writeFile(t, "many36.txt", strings.Repeat(strings.Repeat(".", 1296)+"\n", 500))
	const finished = `(no puzzle finished|[0-9]+ puzzles? finished \([0-9]+ %s\))`
	tests := []struct {
		name   string
		args   []string
		sig    os.Signal
		ready  string // a line of stderr to wait for before the signal; "" waits a second
		stderr string // a regular expression stderr must match
		stdout string // one stdout must match, when set
	}{
		{"solve", []string{"solve", "--spec", "36x36", "--format", "line", many36}, os.Interrupt, "",
			`^interrupted after [0-9.]+m?s: ` + fmt.Sprintf(finished, "solved") + `; [0-9]+ under way dropped; the input not read to its end\n$`, ""},
		{"solve --count", []string{"solve", "--spec", "25x25", "--count", "1000000000", "--format", "line", e25}, os.Interrupt, "",
			`^interrupted after [0-9.]+m?s: no puzzle finished; 1 under way dropped \(puzzle 1 at .*e25.txt:1:1 stopped counting after [0-9,]+ solutions?: it has at least [0-9,]+\); the input not read to its end\n$`, ""},
		{"solve --count, SIGTERM", []string{"solve", "--spec", "25x25", "--count", "1000000000", "--format", "line", e25}, syscall.SIGTERM, "",
			`stopped counting after [0-9,]+ solutions?: it has at least [0-9,]+\)`, ""},
		{"solve --true-candidates", []string{"solve", "--spec", "25x25", "--true-candidates", e25}, os.Interrupt, "",
			`^sudoku: interrupted: puzzle 1 at .*e25.txt:1:1: stopped .*: the true candidates are not (all )?known, so none are printed\n$`, ""},
		{"rate", []string{"rate", "--spec", "36x36", many36}, os.Interrupt, "",
			`^interrupted after [0-9.]+m?s: ` + fmt.Sprintf(finished, "multiple") + `; [0-9]+ under way dropped; the input not read to its end\n$`, ""},
		{"hint", []string{"hint", "--spec", "36x36", "--pencil=false", e36}, os.Interrupt, "",
			`^$`, `no hint: interrupted before a hint was found\n`},
		{"generate", []string{"generate", "--spec", "36x36", "--seed", "1"}, os.Interrupt, "",
			`^interrupted after [0-9.]+m?s: 0 of 1 puzzles made\n$`, ""},
		{"generate, SIGTERM", []string{"generate", "--spec", "36x36", "--count", "3", "--seed", "1"}, syscall.SIGTERM, "",
			`^interrupted after [0-9.]+m?s: 0 of 3 puzzles made\n$`, ""},
		{"bench", []string{"bench", "--spec", "36x36", many36}, os.Interrupt, "",
			`^sudoku: interrupted while timing many36.txt: no set was timed in full\n$`, ""},
		{"serve", []string{"serve", "--addr", "127.0.0.1:0"}, os.Interrupt, "serving on",
			`sudoku: interrupted: the server stopped; the requests under way were answered that it is stopping\n$`, ""},
		{"serve, SIGTERM", []string{"serve", "--addr", "127.0.0.1:0"}, syscall.SIGTERM, "serving on",
			`sudoku: interrupted: the server stopped`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd, stdout, stderr, exited := startWatched(t, bin, tt.args...)
			wait, line := time.After(time.Second), (<-chan struct{})(nil)
			if tt.ready != "" {
				wait, line = nil, stderr.first
			}
			select {
			case err := <-exited:
				t.Fatalf("ended (%v) before the signal; stderr: %.500s", err, stderr)
			case <-wait:
			case <-line:
				require.Contains(t, stderr.String(), tt.ready)
			}
			require.NoError(t, cmd.Process.Signal(tt.sig))
			sent := time.Now()
			err := waitOrKill(t, cmd, exited, time.Minute, stderr)
			took := time.Since(sent)
			t.Logf("stopped %v after the signal", took.Round(time.Millisecond))
			assert.Less(t, took, stopSoon, "a stop within a second, or a little more on a loaded machine")
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit)
			assert.Equal(t, exitInterrupted, exit.ExitCode(), stderr.String())
			assert.Regexp(t, tt.stderr, stderr.String())
			if tt.stdout != "" {
				assert.Regexp(t, tt.stdout, stdout.String())
			}
			for _, words := range contextWords {
				assert.NotContains(t, stderr.String(), words)
				assert.NotContains(t, stdout.String(), words)
			}
		})
	}
}

// TestSignalWhileServing sends SIGINT to the server while it counts the
// solutions of an empty 25x25 for a request (seconds of work): the request
// is answered at once that the server is stopping, and the server ends
// within stopSoon with exit code 130.
func TestSignalWhileServing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not in -short")
	}
	cmd, _, stderr, exited := startWatched(t, sudokuBinary(t, t.TempDir()), "serve", "--addr", "127.0.0.1:0")
	select {
	case err := <-exited:
		t.Fatalf("ended (%v) before it served; stderr: %.500s", err, stderr)
	case <-stderr.first:
	}
	m := regexp.MustCompile(`serving on (http://\S+/) `).FindStringSubmatch(stderr.String())
	require.NotNil(t, m, stderr.String())
	var resp *http.Response
	var postErr error
	posted := make(chan struct{})
	go func() {
		defer close(posted)
		resp, postErr = http.Post(m[1]+"api/count", "application/json", strings.NewReader(`{"spec":"25x25","puzzle":"`+strings.Repeat(".", 625)+`"}`))
	}()
	time.Sleep(500 * time.Millisecond) // the request is under way
	require.NoError(t, cmd.Process.Signal(os.Interrupt))
	sent := time.Now()
	err := waitOrKill(t, cmd, exited, time.Minute, stderr)
	took := time.Since(sent)
	t.Logf("stopped %v after the signal", took.Round(time.Millisecond))
	assert.Less(t, took, stopSoon)
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, exitInterrupted, exit.ExitCode(), stderr.String())
	<-posted
	require.NoError(t, postErr, "the request is answered, not dropped")
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1000))
	require.NoError(t, err)
	body := string(data)
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode, body)
	assert.JSONEq(t, `{"error":"the server is stopping: the request was cut short, and nothing was kept"}`, body)
	for _, words := range contextWords {
		assert.NotContains(t, body, words)
	}
}
