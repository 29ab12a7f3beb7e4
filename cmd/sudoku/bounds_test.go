package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBoundsUnderMemoryLimit runs the command under a memory limit on
// inputs whose memory or time had no bound: a board past --memory, and
// lines of every cell of a 64x64 board with a --timeout, which the
// building of their links or
// their propagation once overran by tens of seconds. Each ends with the
// exit code and the message it should, in about its time limit (the
// bounds here are generous, five times the limit, since the machine may be
// loaded; each of them once ran past it).
func TestBoundsUnderMemoryLimit(t *testing.T) {
	bin, write := limitedSetUp(t)
	empty64 := strings.TrimSpace(strings.Repeat(". ", 64*64)) + "\n"
	one := write("e64.txt", empty64)
	write("n64.yaml", "name: n64\nsize: 64x64\nvalues: 1-64\ngroups: [rows, columns, boxes: 8x8]\n")
	// A path through every cell of the board, row by row, back and forth.
	var snake []string
	for r := range 64 {
		for i := range 64 {
			c := i
			if r%2 == 1 {
				c = 63 - i
			}
			snake = append(snake, fmt.Sprintf("r%dc%d", r+1, c+1))
		}
	}
	line := func(name, rule string) string {
		return write(name+".yaml", fmt.Sprintf("name: %s\nextends: n64.yaml\nconstraints:\n  - %s\n", name, rule))
	}
	cells := "[" + strings.Join(snake, ", ") + "]"
	var dots []string
	for i := 1; i < len(snake); i++ {
		dots = append(dots, "["+snake[i-1]+", "+snake[i]+"]")
	}
	const limit = 2 * time.Second
	tests := []struct {
		name   string
		args   []string
		code   int
		want   string
		within time.Duration
	}{
		{"a board past --memory", []string{"solve", "--spec", "64x64", "--memory", "100MiB", one}, exitBad, "more than the budget of 100 MiB", time.Minute},
		{"true candidates past --memory", []string{"solve", "--spec", "64x64", "--true-candidates", "--memory", "100MiB", one}, exitBad, "more than the budget of 100 MiB", time.Minute},
		{"a slow thermometer of 4,096 cells", []string{"solve", "--spec", line("slow", "slowthermometer: {cells: "+cells+"}"), "--timeout", "2s", one}, exitUnsolved, "", 5 * limit},
		{"a kropki chain over 64x64", []string{"solve", "--spec", line("kropki", "kropki: {white: ["+strings.Join(dots, ", ")+"]}"), "--timeout", "2s", one}, exitUnsolved, "", 5 * limit},
		{"a region sum line over 64x64", []string{"solve", "--spec", line("rsl", "regionsumline: {cells: "+cells+"}"), "--timeout", "2s", one}, exitUnsolved, "1 timeout", 5 * limit},
		{"a zipper line over 64x64", []string{"solve", "--spec", line("zipper", "zipperline: {cells: "+cells+"}"), "--timeout", "2s", one}, exitUnsolved, "", 5 * limit},
		{"a modular line over 64x64", []string{"solve", "--spec", line("modular", "modularline: {cells: "+cells+"}"), "--timeout", "2s", one}, exitUnsolved, "", 5 * limit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, msg := runLimited(t, bin, tt.args, tt.within)
			assert.Equal(t, tt.code, code, "%.1000s", msg)
			assert.Contains(t, msg, tt.want)
		})
	}
}

// TestMemoryHeld: eight empty 64x64 boards solved eight at once with
// --memory 512MiB stay within about that: the process's largest
// resident size is under half as much again: the Go runtime's soft
// limit, set to the budget, may be passed by one large allocation (a
// search's room for every depth, 200 MB) and the runtime's own. They
// took 3 GB before the budget.
func TestMemoryHeld(t *testing.T) {
	bin, write := limitedSetUp(t)
	eight := write("e64x8.txt", strings.Repeat(strings.TrimSpace(strings.Repeat(". ", 64*64))+"\n", 8))
	cmd := exec.Command(bin, "solve", "--spec", "64x64", "--threads", "8", "--memory", "512MiB", "--format", "line", "--quiet", eight)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%.500s", out)
	usage, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("the system gives no resource usage")
	}
	rss := int64(usage.Maxrss) << 10 // kilobytes on linux
	t.Logf("largest resident size %d MiB", rss>>20)
	assert.Less(t, rss, int64(512<<20)*3/2, "the largest resident size, against --memory 512MiB")
}

// limitedSetUp skips the test where runLimited cannot run, or in -short;
// else it builds the command, and returns it with a function that writes
// a file of the test's own and returns its path.
func limitedSetUp(t *testing.T) (bin string, write func(name, text string) string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command: not in -short")
	}
	if runtime.GOOS != "linux" {
		t.Skip("ulimit -v is set through sh on linux only")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to set the limit with")
	}
	dir := t.TempDir()
	return sudokuBinary(t, dir), func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
}

// runLimited runs the command bin with args under a limit of 2.5 GB of
// virtual memory, and fails the test when it runs past within (0: a
// minute) or the Go runtime reports a crash; it returns the exit code and
// what the command wrote on stderr.
func runLimited(t *testing.T, bin string, args []string, within time.Duration) (int, string) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -v 2500000 && exec "$@"`, "sh", bin}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	done := make(chan error, 1)
	start := time.Now()
	require.NoError(t, cmd.Start())
	go func() { done <- cmd.Wait() }()
	if within == 0 {
		within = time.Minute
	}
	err := waitOrKill(t, cmd, done, within, &stderr)
	t.Logf("ended in %v", time.Since(start).Round(time.Millisecond))
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	}
	msg := stderr.String()
	assert.NotContains(t, msg, "fatal error")
	assert.NotContains(t, msg, "goroutine ")
	return code, msg
}
