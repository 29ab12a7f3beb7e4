package game

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestQuoteText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "Thermo Killer", "Thermo Killer"},
		{"any script", "Судоку «ü» 数独 ★", "Судоку «ü» 数独 ★"},
		{"empty", "", ""},
		{"title and clear screen", "T\x1b]0;PWNED\a\x1b[2J", `"T\x1b]0;PWNED\a\x1b[2J"`},
		{"bell", "ding\a", `"ding\a"`},
		{"newline", "two\nlines", `"two\nlines"`},
		{"carriage return", "over\rwrite", `"over\rwrite"`},
		{"tab", "a\tb", `"a\tb"`},
		{"delete", "a\x7fb", `"a\x7fb"`},
		{"C1 control sequence introducer", "a\u009b2J", `"a\u009b2J"`},
		{"not UTF-8", "bad\xffutf8", `"bad\xffutf8"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, QuoteText(tt.in))
		})
	}
}

func TestQuoteName(t *testing.T) {
	tests := []struct{ name, want string }{
		{"puzzles.txt", "puzzles.txt"},
		{"dir/ü.txt", "dir/ü.txt"},
		{"\x1b[2Jevil.txt", `"\x1b[2Jevil.txt"`},
		{"two\nlines.txt", `"two\nlines.txt"`},
		{"bad\xffutf8", `"bad\xffutf8"`},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, QuoteName(tt.name))
	}
	assert.Equal(t, `"a\nb":3:4`, Position{File: "a\nb", Line: 3, Col: 4}.String())
}

// TestExcerpt: an error quotes at most ExcerptLen characters of a text,
// counted as characters, not bytes, and quoted so that no control
// character reaches the terminal.
func TestExcerpt(t *testing.T) {
	long := strings.Repeat(".", 4096)
	tests := []struct {
		name, in, cut, quoted string
	}{
		{"short", "r1c1", "r1c1", `"r1c1"`},
		{"exactly the length", long[:ExcerptLen], long[:ExcerptLen], `"` + long[:ExcerptLen] + `"`},
		{"a line of 4,096 dots", long, long[:ExcerptLen] + "...", `"` + long[:ExcerptLen] + `"...`},
		{"characters, not bytes", strings.Repeat("é", 100), strings.Repeat("é", ExcerptLen) + "...", `"` + strings.Repeat("é", ExcerptLen) + `"...`},
		{"an escape", "a\x1b[2Jb", "a\x1b[2Jb", `"a\x1b[2Jb"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.cut, Cut(tt.in))
			assert.Equal(t, tt.quoted, Excerpt(tt.in))
		})
	}
}

// TestExcerptCountsEscapes: an excerpt holds at most ExcerptLen
// characters between its quotes, escapes counted as written.
func TestExcerptCountsEscapes(t *testing.T) {
	for _, s := range []string{strings.Repeat("\a", 100), strings.Repeat("0\a", 50), strings.Repeat("\xff", 70), strings.Repeat("é", 70)} {
		got := Excerpt(s)
		inner, _, _ := strings.Cut(strings.TrimPrefix(got, `"`), `"...`)
		if n := utf8.RuneCountInString(inner); n > ExcerptLen {
			t.Errorf("Excerpt(%q) = %s: %d characters quoted", s, got, n)
		}
	}
}
