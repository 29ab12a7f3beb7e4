package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixed returns a Line whose clock stands elapsed after its start.
func fixed(c *Counter, elapsed time.Duration, width int) (*Line, *bytes.Buffer) {
	var buf bytes.Buffer
	l := newLine(&buf, c, Options{Verb: "solving", Noun: "puzzles", Width: func() int { return width }})
	l.now = func() time.Time { return l.start.Add(elapsed) }
	return l, &buf
}

func TestText(t *testing.T) {
	tests := []struct {
		name    string
		done    int
		share   float64
		total   int
		elapsed time.Duration
		want    string
	}{
		{"start", 0, 0, 0, 0, "solving: 0 puzzles · 0s elapsed"},
		{"file half read", 1234, 0.5, 0, 2 * time.Second, "solving: 1,234 of about 2,468 puzzles · 50% · 617/s · 2.0s left · 2.0s elapsed"},
		{"pipe", 5000, -1, 0, 4 * time.Second, "solving: 5,000 puzzles · 1250/s · 4.0s elapsed"},
		{"slow puzzles", 2, 0.5, 0, 18 * time.Second, "solving: 2 of about 4 puzzles · 50% · 9.0s each · 18.0s left · 18.0s elapsed"},
		{"known total", 3, -1, 12, 90 * time.Second, "solving: 3 of 12 puzzles · 25% · 30.0s each · 4m30s left · 1m30s elapsed"},
		{"one long puzzle", 0, 0.01, 0, 75 * time.Second, "solving: 0 puzzles · 1% · 1m15s elapsed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &Counter{}
			c.Set(tt.done, tt.share)
			if tt.total > 0 {
				c.SetTotal(tt.total)
			}
			l, _ := fixed(c, tt.elapsed, 200)
			assert.Equal(t, tt.want, l.Text())
		})
	}
}

func TestDrawFitsTheTerminal(t *testing.T) {
	tests := []struct {
		width int
		want  string
	}{
		{200, "solving: 1,234 of about 2,468 puzzles · 50% · 617/s · 2.0s left · 2.0s elapsed"},
		{64, "solving: 1,234 of about 2,468 puzzles · 50% · 617/s"},
		{60, "solving: 1,234 of about 2,468 puzzles · 50% · 617/s"},
		{50, "solving: 1,234 of about 2,468 puzzles · 50%"},
		{41, "solving: 1,234 of about 2,468 puzzles"},
		{40, "solving 1,234/~2,468 · 50% · 617/s"},
		{24, "solving 1,234/~2,468"},
		{20, "1,234/~2,468"},
		{10, "1,234…"},
	}
	for _, tt := range tests {
		c := &Counter{}
		c.Set(1234, 0.5)
		l, buf := fixed(c, 2*time.Second, tt.width)
		l.draw()
		line := buf.String()
		assert.True(t, strings.HasPrefix(line, "\r"), "drawn over the line before: %q", line)
		assert.True(t, strings.HasSuffix(line, "\x1b[K"), "erases what is left of the line before: %q", line)
		text := strings.TrimSuffix(strings.TrimPrefix(line, "\r"), "\x1b[K")
		assert.Equal(t, tt.want, text, "width %d", tt.width)
		assert.LessOrEqual(t, len([]rune(text)), tt.width-4, "room left for the cursor and a ^C echo")
	}
}

func TestWrapClearsTheLineFirst(t *testing.T) {
	c := &Counter{}
	l, buf := fixed(c, time.Second, 80)
	out := l.Wrap(buf)
	_, _ = out.Write([]byte("no line drawn yet\n"))
	assert.Equal(t, "no line drawn yet\n", buf.String(), "nothing to erase")
	buf.Reset()
	l.draw()
	_, _ = out.Write([]byte("result\n"))
	assert.Regexp(t, "^\r.*\x1b\\[K\r\x1b\\[Kresult\n$", buf.String(), "the line is erased before the result")
}

// TestStartStop: the line is drawn at once, drawn again on the timer with
// the count as it is then, and erased by Stop.
func TestStartStop(t *testing.T) {
	var buf bytes.Buffer
	c := &Counter{}
	l := Start(&buf, c, Options{Verb: "solving", Noun: "puzzles", Every: time.Millisecond})
	shows := func(text string) func() bool {
		return func() bool {
			l.mu.Lock()
			defer l.mu.Unlock()
			return strings.Contains(buf.String(), text)
		}
	}
	require.Eventually(t, shows("solving: 0 puzzles"), time.Minute, time.Millisecond, "the first drawing")
	c.Set(3, -1)
	require.Eventually(t, shows("solving: 3 puzzles"), time.Minute, time.Millisecond, "a drawing on the timer")
	l.Stop()
	s := buf.String()
	assert.Contains(t, s, "solving: 3 puzzles")
	assert.True(t, strings.HasSuffix(s, "\r\x1b[K"), "Stop erases the line: %q", s[max(0, len(s)-20):])
}

func TestNilLine(t *testing.T) {
	var l *Line
	var buf bytes.Buffer
	assert.Same(t, &buf, l.Wrap(&buf).(*bytes.Buffer))
	l.Stop()
}

func TestFormats(t *testing.T) {
	assert.Equal(t, "0", Count(0))
	assert.Equal(t, "999", Count(999))
	assert.Equal(t, "1,000", Count(1000))
	assert.Equal(t, "-1,234,567", Count(-1234567))
	assert.Equal(t, "250/s", Rate(1, 4*time.Millisecond))
	assert.Equal(t, "9.2s each", Rate(2, 18388*time.Millisecond))
	assert.Equal(t, "850ms", Duration(850*time.Millisecond))
	assert.Equal(t, "2m05s", Duration(125*time.Second))
	assert.Equal(t, "1h02m", Duration(62*time.Minute))
	assert.Equal(t, "ab…", Fit("abcdef", 3))
	assert.Equal(t, "abc", Fit("abc", 3))
	assert.Equal(t, "", Fit("abc", 0))
}
