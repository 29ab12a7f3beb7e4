package web

import (
	"context"
	"errors"
	"net/url"
	"strings"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/sudokupad"
	"github.com/sudoku-rules/sudoku/truecands"
)

// The calls of playing and setting: the conflicts of a position, the
// true candidates of a puzzle being set, and the links that share it.

// handleConflicts answers the conflicts of the givens and entries: the
// fields of a value twice in a group, and the rules that what is placed
// already breaks (each with why), for the page to show as they come.
func (s *Server) handleConflicts(ctx context.Context, req *request) (any, *apiError) {
	sp, aerr := s.rules(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	r := sp.Rules
	// Givens that clash are a conflict to show, not an error.
	givens := req.Givens
	if givens == nil {
		givens = game.EmptyGrid(r.NumFields())
	} else if aerr := indexes(r, givens); aerr != nil {
		return nil, aerr
	}
	all, aerr := s.entries(sp, req, givens)
	if aerr != nil {
		return nil, aerr
	}
	type broken struct {
		Rule int    `json:"rule"`
		Why  string `json:"why"`
	}
	out := struct {
		Fields []int    `json:"fields"`
		Rules  []broken `json:"rules"`
	}{Fields: []int{}, Rules: []broken{}}
	seen := make([]bool, r.NumFields())
	r.Repeats(all, func(gi, first, f int) bool {
		if r.Groups[gi].Kind == game.GroupRule {
			return true // a rule's own group: its rule says it
		}
		for _, x := range []int{first, f} {
			if !seen[x] {
				seen[x] = true
				out.Fields = append(out.Fields, x)
			}
		}
		return true
	})
	grid := game.GridOf(all)
	for i, c := range r.Constraints {
		if err := c.Check(grid); err != nil {
			out.Rules = append(out.Rules, broken{i, c.Name() + ": " + err.Error()})
		}
	}
	return out, nil
}

// maxCount bounds the solutions a count asks for.
const maxCount = 1000

// handleCount answers a setter's question: how many solutions the puzzle
// has, up to a limit (at most 1000; "cut" when it stopped there), and each
// field's true candidates, the values it holds in some solution.
func (s *Server) handleCount(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	limit := req.Limit
	if limit < 1 || limit > maxCount {
		limit = maxCount
	}
	finder, err := truecands.New(sp.Rules, limit)
	if err != nil {
		return nil, internal(err)
	}
	done, aerr := s.reserveWorker(ctx, finder)
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	res, err := finder.Find(ctx, givens)
	if err != nil {
		if ctx.Err() != nil {
			return nil, s.timedOut(ctx)
		}
		return nil, internal(err)
	}
	out := struct {
		Count      int     `json:"count"`
		Cut        bool    `json:"cut"`
		Candidates [][]int `json:"candidates"`
	}{Count: res.Count, Cut: res.Cut, Candidates: make([][]int, len(res.Cands))}
	for f, c := range res.Cands {
		out.Candidates[f] = append([]int{}, c.Values()...)
	}
	return out, nil
}

// handleShare answers the links that share the puzzle: the f-puzzles
// puzzle, compressed as f-puzzles links carry it, an f-puzzles link, a
// SudokuPad link (in its own format where it holds the puzzle, else of
// the f-puzzles puzzle), an ISS link where ISS holds it, and this page's
// own fragment, #fpuzzles=... for what
// f-puzzles can hold and #spec=...&puzzle=... for a built-in spec it
// cannot (samurai). A pasted spec f-puzzles cannot hold is an error that
// says why.
func (s *Server) handleShare(ctx context.Context, req *request) (any, *apiError) {
	sp, src, aerr := s.drawnRules(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	givens, aerr := s.givens(sp, req)
	if aerr != nil {
		return nil, aerr
	}
	out := struct {
		FPuzzles  string `json:"fpuzzles,omitempty"`
		Link      string `json:"link,omitempty"`
		SudokuPad string `json:"sudokupad,omitempty"`
		ISS       string `json:"iss,omitempty"`
		Fragment  string `json:"fragment"`
		Why       string `json:"why,omitempty"`
		// YAML is the puzzle as a spec file, every rule said.
		YAML string `json:"yaml,omitempty"`
	}{}
	name := req.Title
	if name == "" {
		name = "puzzle"
	}
	if y, err := specs.Write(name, []specs.WritePuzzle{{Name: name, Rules: sp.Rules, Givens: givens}}); err == nil {
		out.YAML = string(y)
	}
	p := &puzzle.Puzzle{Givens: givens, Title: req.Title}
	if src != nil {
		// What the puzzle opened draws goes with it, and its solution
		// while it still solves the givens shared.
		p.Drawings = src.Drawings
		if src.Solution != nil && sp.Rules.CheckSolution(src.Solution, givens) == nil {
			p.Solution = src.Solution
		}
	}
	// SudokuPad opens its own format with every rule drawn and the rules
	// written out; the link of the f-puzzles puzzle is the fallback.
	if scl, err := sudokupad.Write(p, sp.Rules, nil); err == nil {
		out.SudokuPad = sudokupad.Link(scl)
	}
	if text, err := iss.Write(p, sp.Rules); err == nil {
		out.ISS = iss.Link(text)
	}
	data, err := fpuzzles.Write(p, sp.Rules, nil)
	switch {
	case err == nil:
		out.FPuzzles = lzstring.Base64.Compress(string(data))
		out.Link = fpuzzles.Link(fpuzzles.FPuzzlesPrefix, data)
		if out.SudokuPad == "" {
			out.SudokuPad = fpuzzles.Link(fpuzzles.SudokuPadPrefix, data)
		}
		out.Fragment = "#fpuzzles=" + url.QueryEscape(out.FPuzzles)
	case req.Spec != "" && req.YAML == "" && req.FPuzzles == "":
		out.Why = "f-puzzles cannot hold it: " + firstLine(err)
		out.Fragment = "#spec=" + url.QueryEscape(req.Spec) + "&puzzle=" + url.QueryEscape(puzzle.Line(sp.Rules, givens))
	default:
		return nil, badRequest("f-puzzles cannot hold this puzzle, and a pasted spec has no link of its own: %s", firstLine(err))
	}
	return out, nil
}

// firstLine returns the first line of an error's message.
func firstLine(err error) string {
	var joined interface{ Unwrap() []error }
	if errors.As(err, &joined) && len(joined.Unwrap()) > 0 {
		err = joined.Unwrap()[0]
	}
	msg, _, _ := strings.Cut(err.Error(), "\n")
	return msg
}
