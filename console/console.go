package console

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/play"
)

// Keys is the help line of the one-key commands; a key that is also a
// value of the board places that value instead, and ':' reaches every
// command.
const Keys = "arrows move · value keys place · Backspace clears · - then a value removes a candidate · u undo · r redo · ? hint (again: more) · n next · c check · p pencil · : command · q quit"

// model is the player's screen.
type model struct {
	ctx     context.Context
	g       *play.Game
	cur     int    // the field under the cursor
	msg     string // the last answer
	line    string // the command line being typed, after ':'
	inLine  bool
	minus   bool // '-' typed: the next value is a candidate to remove
	word    string
	hint    int
	styles  styles
	quitted bool
}

type styles struct {
	cursor, given, entry lipgloss.Style
	shade                map[game.GroupKind]lipgloss.Style
	status               lipgloss.Style
}

func newStyles() styles {
	return styles{
		cursor: lipgloss.NewStyle().Reverse(true),
		given:  lipgloss.NewStyle().Bold(true),
		entry:  lipgloss.NewStyle().Foreground(lipgloss.Color("33")),
		shade: map[game.GroupKind]lipgloss.Style{
			game.GroupWindow:   lipgloss.NewStyle().Background(lipgloss.Color("238")),
			game.GroupDiagonal: lipgloss.NewStyle().Background(lipgloss.Color("24")),
			game.GroupList:     lipgloss.NewStyle().Background(lipgloss.Color("58")),
		},
		status: lipgloss.NewStyle().Faint(true),
	}
}

// Run plays g full screen on a terminal until the player quits or ctx
// ends.
func Run(ctx context.Context, g *play.Game, in io.Reader, out io.Writer) error {
	m := &model{ctx: ctx, g: g, styles: newStyles(), msg: "type ? for a hint, : for a command (help lists them)"}
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithInput(in), tea.WithOutput(out), tea.WithContext(ctx))
	_, err := p.Run()
	if err != nil && ctx.Err() != nil {
		return nil
	}
	return err
}

func (m *model) Init() tea.Cmd { return nil }

// exec runs a typed command and keeps its answer's first lines as the
// message (the board is drawn anyway).
func (m *model) exec(cmd string) tea.Cmd {
	reply, err := m.g.Exec(m.ctx, cmd)
	switch {
	case err != nil:
		m.msg = "! " + err.Error()
	case reply.Quit:
		m.quitted = true
		return tea.Quit
	default:
		m.msg = answer(reply.Text, m.g)
	}
	return nil
}

// answer keeps of a reply what the board does not show.
func answer(text string, g *play.Game) string {
	board := g.Show()
	text = strings.TrimSuffix(text, board)
	return strings.TrimSpace(text)
}

func (m *model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	key, ok := msg.(tea.KeyMsg)
	if !ok {
		return m, nil
	}
	r := m.g.Rules()
	if key.Type == tea.KeyCtrlC {
		m.quitted = true
		return m, tea.Quit
	}
	if m.inLine {
		switch key.Type {
		case tea.KeyEnter:
			m.inLine = false
			line := m.line
			m.line = ""
			return m, m.exec(line)
		case tea.KeyEsc:
			m.inLine, m.line = false, ""
		case tea.KeyBackspace:
			if m.line != "" {
				_, n := utf8.DecodeLastRuneInString(m.line)
				m.line = m.line[:len(m.line)-n]
			}
		case tea.KeyRunes, tea.KeySpace:
			m.line += string(key.Runes)
			if key.Type == tea.KeySpace {
				m.line += " "
			}
		}
		return m, nil
	}
	name := r.FieldName(m.cur)
	switch key.Type {
	case tea.KeyUp:
		m.move(-1, 0)
	case tea.KeyDown:
		m.move(1, 0)
	case tea.KeyLeft:
		m.move(0, -1)
	case tea.KeyRight:
		m.move(0, 1)
	case tea.KeyBackspace, tea.KeyDelete:
		m.word, m.minus = "", false
		return m, m.exec(name + "=.")
	case tea.KeyEnter:
		if m.word != "" {
			w := m.word
			m.word = ""
			return m, m.value(w)
		}
	case tea.KeyEsc:
		m.word, m.minus = "", false
		m.msg = ""
	case tea.KeyRunes:
		s := string(key.Runes)
		if _, isValue := r.Values.Index(s); isValue && r.Values.SingleChar() {
			return m, m.value(s)
		}
		if !r.Values.SingleChar() && m.word != "" || !r.Values.SingleChar() && strings.ContainsAny(s, "0123456789") {
			m.word += s
			m.msg = "typing " + m.word + " (Enter places it)"
			return m, nil
		}
		switch s {
		case "-":
			m.minus = true
			m.msg = "remove which candidate of " + name + "?"
		case "u":
			return m, m.exec("undo")
		case "r":
			return m, m.exec("redo")
		case "?":
			m.hint = min(3, m.hint+1)
			return m, m.exec(fmt.Sprintf("hint %d", m.hint))
		case "n":
			m.hint = 0
			return m, m.exec("next")
		case "c":
			return m, m.exec("check")
		case "p":
			if m.g.Pencil() {
				return m, m.exec("pencil off")
			}
			return m, m.exec("pencil on")
		case ":":
			m.inLine = true
		case "q":
			m.quitted = true
			return m, tea.Quit
		default:
			m.msg = fmt.Sprintf("%q is no value and no command (the values are %s; : help lists the commands)", s, strings.Join(r.Values.Names(), " "))
		}
	}
	return m, nil
}

// value places w in the field under the cursor, or removes it from its
// candidates after '-'.
func (m *model) value(w string) tea.Cmd {
	op := "="
	if m.minus {
		op = "-"
	}
	m.minus = false
	m.hint = 0
	return m.exec(m.g.Rules().FieldName(m.cur) + op + w)
}

// move goes to the next field in a direction, over holes.
func (m *model) move(dr, dc int) {
	r := m.g.Rules()
	p := r.Pos(m.cur)
	for {
		p.Row, p.Col = p.Row+dr, p.Col+dc
		if p.Row < 0 || p.Col < 0 || p.Row >= r.Rows || p.Col >= r.Cols {
			return
		}
		if f := r.FieldAt(p); f >= 0 {
			m.cur = f
			return
		}
	}
}

func (m *model) View() string {
	if m.quitted {
		return ""
	}
	g, r := m.g, m.g.Rules()
	b := g.Board()
	shade := make([]*lipgloss.Style, r.NumFields())
	for _, grp := range r.Groups {
		if st, ok := m.styles.shade[grp.Kind]; ok {
			for _, f := range grp.Fields {
				if shade[f] == nil {
					shade[f] = &st
				}
			}
		}
	}
	render := func(f int, text string) string {
		st := lipgloss.NewStyle()
		if shade[f] != nil {
			st = *shade[f]
		}
		switch {
		case g.IsGiven(f):
			st = st.Inherit(m.styles.given)
		case b.Value(f) != game.Empty:
			st = st.Inherit(m.styles.entry)
		}
		if f == m.cur {
			st = st.Inherit(m.styles.cursor)
		}
		return st.Render(text)
	}
	var board string
	switch {
	case g.Pencil():
		board = pencil.BoardGridRendered(b, render)
	case len(r.Constraints) > 0:
		// Cages, dots and their totals drawn, the other rules listed.
		board = puzzle.RulesGridStyled(r, b.Grid(), render)
	default:
		empty := puzzle.EmptyMark(r)
		width := utf8.RuneCountInString(empty)
		for _, v := range r.Values.Names() {
			width = max(width, utf8.RuneCountInString(v))
		}
		board = puzzle.DrawStyled(r, width, 1, r.Values.SingleChar(), func(f, _ int) string {
			if v := b.Value(f); v != game.Empty {
				return r.Values.Name(v)
			}
			return empty
		}, render)
	}
	var sb strings.Builder
	sb.WriteString(board)
	fmt.Fprintf(&sb, "\n%s  %s\n", r.FieldName(m.cur), m.msg)
	if m.inLine {
		fmt.Fprintf(&sb, ":%s█\n", m.line)
	} else {
		sb.WriteString(m.styles.status.Render(Keys) + "\n")
	}
	return sb.String()
}
