package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/specs"
)

const classicPuzzle = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"

// call sends a request to a fresh server and decodes the JSON answer.
func call(t *testing.T, method, path, body string) (int, map[string]any) {
	t.Helper()
	srv := httptest.NewServer(New(Limits{}, nil))
	defer srv.Close()
	req, err := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, "application/json; charset=utf-8", resp.Header.Get("Content-Type"), "%s", data)
	var out map[string]any
	if strings.HasPrefix(strings.TrimSpace(string(data)), "[") {
		var list []any
		require.NoError(t, json.Unmarshal(data, &list))
		return resp.StatusCode, map[string]any{"list": list}
	}
	require.NoError(t, json.Unmarshal(data, &out), "%s", data)
	return resp.StatusCode, out
}

func TestSpecs(t *testing.T) {
	code, out := call(t, "GET", "/api/specs", "")
	require.Equal(t, 200, code)
	assert.Len(t, out["list"], len(specs.Names()))

	code, out = call(t, "POST", "/api/spec", `{"spec":"samurai"}`)
	require.Equal(t, 200, code)
	assert.EqualValues(t, 21, out["rows"])
	assert.Len(t, out["fields"], 369, "holes are no fields")
	assert.NotEmpty(t, out["puzzles"])
}

func TestSolve(t *testing.T) {
	code, out := call(t, "POST", "/api/solve", `{"spec":"classic","puzzle":"`+classicPuzzle+`"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, "unique", out["status"])
	sol := out["solutionIndexes"].([]any)
	require.Len(t, sol, 81)
	sp, _ := specs.Builtin("classic")
	grid := make([]int, 81)
	for i, v := range sol {
		grid[i] = int(v.(float64))
	}
	require.NoError(t, sp.Rules.CheckSolution(grid, nil))
	line := out["solution"].(string)
	require.Len(t, line, 81, "the solution as a line of values")
	names := out["solutionValues"].([]any)
	for i, v := range grid {
		assert.Equal(t, sp.Rules.Values.Name(v), string(line[i]), "field %d of the line", i)
		assert.Equal(t, sp.Rules.Values.Name(v), names[i], "field %d of the values", i)
	}
	steps := out["steps"].([]any)
	assert.NotEmpty(t, steps)
	first := steps[0].(map[string]any)
	assert.Equal(t, "PossibleFieldForValueInGroup", first["strategy"])
	assert.EqualValues(t, 1.2, first["rating"])

	code, out = call(t, "POST", "/api/solve", `{"spec":"4x4","puzzle":"................"}`)
	require.Equal(t, 200, code)
	assert.Equal(t, "multiple", out["status"])
}

func TestHintCheckRate(t *testing.T) {
	code, out := call(t, "POST", "/api/hint", `{"puzzle":"`+classicPuzzle+`"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, "PossibleFieldForValueInGroup", out["technique"])
	levels := out["levels"].([]any)
	assert.Contains(t, levels[2], "only field for")

	values := make([]string, 81)
	for i := range values {
		values[i] = "-1"
	}
	values[0] = "0" // r1c1=1: wrong (its value is 6)
	code, out = call(t, "POST", "/api/check", `{"puzzle":"`+classicPuzzle+`","values":[`+strings.Join(values, ",")+`]}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, []any{0.0}, out["wrong"])

	code, out = call(t, "POST", "/api/rate", `{"puzzle":"`+classicPuzzle+`"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.EqualValues(t, 1.2, out["er"])
	assert.Equal(t, "easy", out["level"])
}

// TestSteps: every step of a position, easiest first, each with its
// technique, rating, text and area; the easiest is the hint's; a solved
// position has none, with the reason.
func TestSteps(t *testing.T) {
	code, out := call(t, "POST", "/api/steps", `{"puzzle":"`+classicPuzzle+`"}`)
	require.Equal(t, 200, code, "%v", out)
	steps := out["steps"].([]any)
	require.Greater(t, len(steps), 10)
	last := 0.0
	for _, x := range steps {
		m := x.(map[string]any)
		assert.GreaterOrEqual(t, m["difficulty"].(float64), last, "easiest first")
		last = m["difficulty"].(float64)
		assert.NotEmpty(t, m["technique"])
		assert.NotEmpty(t, m["text"])
		assert.NotNil(t, m["step"])
	}
	_, hint := call(t, "POST", "/api/hint", `{"puzzle":"`+classicPuzzle+`"}`)
	assert.Equal(t, hint["difficulty"], steps[0].(map[string]any)["difficulty"])
	code, out = call(t, "POST", "/api/steps", `{"spec":"4x4","puzzle":"1234341221434321"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Contains(t, out["none"], "solved")
}

func TestNext(t *testing.T) {
	code, out := call(t, "POST", "/api/next", `{"puzzle":"`+classicPuzzle+`"}`)
	require.Equal(t, 200, code, "%v", out)
	step := out["step"].(map[string]any)
	place := step["place"].([]any)[0].(map[string]any)
	values := out["values"].([]any)
	assert.Equal(t, place["valueIndex"], values[int(place["fieldIndex"].(float64))], "the step is made")
	assert.EqualValues(t, 1.2, out["rating"])

	// Step by step to the end: a step that only eliminates is not given
	// again once its eliminations and the values are sent back.
	pos := `"spec":"classic","puzzle":"................12...345........1.....6.......73...5.....4..37.12...8...9........"`
	entries := "[]"
	var elims []string
	last, elimOnly := "", 0
	for i := 0; ; i++ {
		require.Less(t, i, 200, "the steps do not end")
		body := `{` + pos + `,"eliminated":[` + strings.Join(elims, ",") + `]`
		if entries != "[]" {
			body += `,"values":` + entries
		}
		code, out = call(t, "POST", "/api/next", body+`}`)
		require.Equal(t, 200, code, "%v", out)
		if out["none"] != nil {
			assert.Contains(t, out["none"], "solved")
			break
		}
		step := out["step"].(map[string]any)
		text := fmt.Sprint(step["place"], step["eliminate"])
		require.NotEqual(t, last, text, "the same step twice")
		last = text
		if step["place"] == nil {
			elimOnly++
		}
		gone, _ := step["eliminate"].([]any)
		for _, e := range gone {
			c := e.(map[string]any)
			elims = append(elims, fmt.Sprintf("[%v,%v]", c["fieldIndex"], c["valueIndex"]))
		}
		data, err := json.Marshal(out["values"])
		require.NoError(t, err)
		entries = string(data)
	}
	assert.Positive(t, elimOnly, "the puzzle needs a step that only eliminates")
	code, out = call(t, "POST", "/api/next", `{"spec":"4x4","eliminated":[[99,0]]}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "is no field and value")
}

func TestGenerate(t *testing.T) {
	code, out := call(t, "POST", "/api/generate", `{"spec":"classic","symmetry":"rotational","level":"easy","seed":3}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Len(t, out["puzzle"], 81)
	assert.Equal(t, "easy", out["rating"].(map[string]any)["level"])

	code, out = call(t, "POST", "/api/generate", `{"yaml":"size: 9x12\nvalues: 1-9\ngroups:\n  - grid: {at: r1c1, size: 9x9, box: 3x3}\n","symmetry":"rotational"}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "these do: none, flip")
}

// TestGenerateInTime: a puzzle of every kind of rule on 36x36 takes far
// longer to make than a request may take; the answer says the time ran
// out and nothing was kept, within the limit and a tenth, and 0.2 s
// (here 0.6 s more, for a loaded machine), as it does when a puzzle is
// made in time.
func TestGenerateInTime(t *testing.T) {
	limit := 2 * time.Second
	srv := httptest.NewServer(New(Limits{Timeout: limit}, nil))
	defer srv.Close()
	body, err := json.Marshal(map[string]any{
		"yaml":        "size: 36x36\nvalues: 1-36\ngroups: [rows, columns, {boxes: 6x6}]\n",
		"constraints": generate.LayerNames(),
		"seed":        1,
	})
	require.NoError(t, err)
	code, data, took := timedPost(t, srv.URL+"/api/generate", body)
	assert.Less(t, took, limit+limit/10+800*time.Millisecond)
	if code != http.StatusOK {
		assert.Equal(t, http.StatusServiceUnavailable, code)
		assert.JSONEq(t, `{"error":"the time ran out: no puzzle was made in the 2s a request may take, and nothing was kept"}`, string(data))
	}
}

// timedPost posts body to url and returns the answer's status and body,
// and how long it took to come, which it logs.
func timedPost(t *testing.T, url string, body []byte) (int, []byte, time.Duration) {
	t.Helper()
	start := time.Now()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	require.NoError(t, err, "an answer, not a closed connection")
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	took := time.Since(start)
	require.NoError(t, err)
	t.Logf("%d bytes: %d in %v: %.200s", len(body), resp.StatusCode, took, data)
	return resp.StatusCode, data, took
}

// TestBadRequests: every bad request gets a 4xx with a JSON error that says
// what is wrong, with line and column for a spec's problems.
func TestBadRequests(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.yaml")
	require.NoError(t, os.WriteFile(secret, []byte("values: 1-4\ngroups: [rows]\n"), 0o644))
	tests := []struct {
		name, path, body string
		code             int
		want             string
	}{
		{"not json", "/api/solve", `{`, 400, "the request is no JSON object"},
		{"unknown field", "/api/solve", `{"spek":"x"}`, 400, "unknown field"},
		{"unknown spec", "/api/solve", `{"spec":"klassic"}`, 400, "spec:"},
		{"bad yaml", "/api/spec", `{"yaml":"values: 1-4\ngroups: [rows, colums]\n"}`, 400, "spec: line 2, column"},
		{"file extends", "/api/spec", `{"yaml":"extends: ` + secret + `\n"}`, 400, "unknown spec"},
		{"system file extends", "/api/spec", `{"yaml":"extends: /etc/passwd\n"}`, 400, `unknown spec \"/etc/passwd\" to extend`},
		{"bad puzzle", "/api/solve", `{"puzzle":"x"}`, 400, "puzzle: line 1, column 1"},
		{"givens length", "/api/solve", `{"givens":[1,2,3]}`, 400, "givens: 3 entries for a board of 81 fields"},
		{"givens value", "/api/rate", `{"spec":"4x4","givens":[9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1]}`, 400, "which is no value index"},
		{"clash", "/api/hint", `{"spec":"4x4","puzzle":"11.............."}`, 400, "both hold 1"},
		{"values clash", "/api/hint", `{"spec":"4x4","puzzle":"1...............","values":[-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1]}`, 400, "the entries clash"},
		{"too large a board", "/api/spec", `{"yaml":"size: 100x100\nvalues: 1-100\ngroups: [rows]\n"}`, 400, ""},
		{"bad level", "/api/generate", `{"level":"insane"}`, 400, "level: unknown level"},
		{"bad symmetry", "/api/generate", `{"symmetry":"spiral"}`, 400, "unknown symmetry"},
		{"wrong method", "/api/specs", `{}`, 405, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(New(Limits{}, nil))
			defer srv.Close()
			method := "POST"
			resp, err := http.Post(srv.URL+tt.path, "application/json", strings.NewReader(tt.body))
			_ = method
			require.NoError(t, err)
			defer resp.Body.Close()
			data, _ := io.ReadAll(resp.Body)
			assert.Equal(t, tt.code, resp.StatusCode, "%s", data)
			if tt.want != "" {
				assert.Contains(t, string(data), tt.want)
			}
			assert.NotContains(t, string(data), "rows]", "nothing of another file is echoed")
			assert.NotContains(t, string(data), "root:", "nothing of /etc/passwd is echoed")
		})
	}
}

// TestLimits: a body over the limit, and a request over the time, get
// their errors.
func TestLimits(t *testing.T) {
	srv := httptest.NewServer(New(Limits{MaxBody: 100}, nil))
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/api/solve", "application/json", strings.NewReader(`{"puzzle":"`+strings.Repeat(".", 200)+`"}`))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusRequestEntityTooLarge, resp.StatusCode)

}

// TestStoppedSaysWhy: work its context ended is answered 503 with what
// stopped it (the time limit, the server stopping, or the request's
// cancel), never with the context's own error.
func TestStoppedSaysWhy(t *testing.T) {
	s := New(Limits{Timeout: 3 * time.Second}, nil)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	late, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	stopping, stop := context.WithCancelCause(context.Background())
	stop(errStopping)
	handlers := []struct {
		name string
		h    func(context.Context, *request) (any, *apiError)
	}{
		{"solve", s.handleSolve},
		{"check", s.handleCheck},
		{"rate", s.handleRate},
		{"count", s.handleCount},
		{"analyse", s.handleAnalyse},
		{"redundant", s.handleRedundant},
		{"edit", s.handleEdit},
		{"generate", s.handleGenerate},
		{"hint", s.handleHint},
		{"next", s.handleNext},
	}
	contexts := []struct {
		name string
		ctx  context.Context
		want string // a regular expression
	}{
		{"cancelled", cancelled, `^the request was cancelled before its answer was ready$`},
		{"past its time", late, `^the time ran out: .+ the 3s a request may take, and nothing was kept$`},
		{"stopping", stopping, `^the server is stopping: the request was cut short, and nothing was kept$`},
	}
	for _, h := range handlers {
		for _, c := range contexts {
			t.Run(h.name+"/"+c.name, func(t *testing.T) {
				_, aerr := h.h(c.ctx, &request{Puzzle: classicPuzzle})
				require.NotNil(t, aerr)
				assert.Equal(t, http.StatusServiceUnavailable, aerr.status)
				assert.Regexp(t, c.want, aerr.Error)
			})
		}
	}
}

// TestPanicIsA500: a handler that panics answers 500 in JSON, and the
// server goes on.
func TestPanicIsA500(t *testing.T) {
	s := New(Limits{}, nil)
	h := s.api(func(context.Context, *request) (any, *apiError) { panic("boom") })
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/x", strings.NewReader("{}")))
	assert.Equal(t, 500, rec.Code)
	assert.Contains(t, rec.Body.String(), "internal error")
}

// TestLateWorkAnswered: work that looks at its context too late does not
// keep the answer past the time limit and the grace: the request is
// answered that the time ran out, and the work keeps its turn until it
// ends, and is logged.
func TestLateWorkAnswered(t *testing.T) {
	var logged bytes.Buffer
	limit := 200 * time.Millisecond
	s := New(Limits{Timeout: limit, MaxBusy: 1}, log.New(&logged, "", 0))
	release := make(chan struct{})
	h := s.api(func(context.Context, *request) (any, *apiError) {
		<-release // work that never looks at its context
		return "late", nil
	})
	rec := httptest.NewRecorder()
	start := time.Now()
	h.ServeHTTP(rec, localPost("/api/slow", "{}"))
	took := time.Since(start)
	assert.Less(t, took, limit+limit/10+200*time.Millisecond)
	assert.Equal(t, http.StatusServiceUnavailable, rec.Code)
	assert.JSONEq(t, `{"error":"the time ran out: the answer took longer than the 200ms a request may take, and nothing was kept"}`, rec.Body.String())
	assert.Len(t, s.busy, 1, "the work keeps its turn")
	close(release)
	select {
	case s.busy <- struct{}{}: // the work ended and gave its turn back
	case <-time.After(5 * time.Second):
		t.Fatal("the work's turn was not given back")
	}
	assert.Contains(t, logged.String(), "/api/slow ran ")
	assert.Contains(t, logged.String(), " past its time limit of 200ms")
}

// TestPage: the page, its assets and the API are served with a policy
// that keeps them to this server and out of every other page's frames:
// a page of another site that framed this one could make it open and
// post a puzzle of its choice as the page's own.
func TestPage(t *testing.T) {
	srv := httptest.NewServer(New(Limits{}, nil))
	defer srv.Close()
	for _, path := range []string{"/", "/index.html", "/app.js", "/style.css", "/api/specs", "/nothing"} {
		resp, err := http.Get(srv.URL + path)
		require.NoError(t, err)
		resp.Body.Close()
		if path != "/nothing" {
			assert.Equal(t, 200, resp.StatusCode, path)
		}
		csp := resp.Header.Get("Content-Security-Policy")
		assert.Contains(t, csp, "default-src 'self'", path)
		assert.Contains(t, csp, "frame-ancestors 'none'", path)
		assert.Equal(t, "DENY", resp.Header.Get("X-Frame-Options"), path)
	}
}

// TestSolveRatingsFollowSteps: on a puzzle that needs guessing, with its
// contradictions and undos, every technique's step keeps its own rating
// (a single is never rated as a forcing chain) and other steps have none.
// The puzzle has several solutions, since the techniques solve those with
// one without a guess.
func TestSolveRatingsFollowSteps(t *testing.T) {
	code, out := call(t, "POST", "/api/solve", `{"puzzle":"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5......"}`)
	require.Equal(t, 200, code, "%v", out)
	singles := map[string]bool{"PossibleFieldForValueInGroup": true, "PossibleValueForField": true}
	guessed := false
	for _, x := range out["steps"].([]any) {
		st := x.(map[string]any)
		rating, _ := st["rating"].(float64)
		switch {
		case st["kind"] != "deduction" || st["strategy"] == "search":
			guessed = guessed || st["kind"] == "guess"
			assert.Zero(t, rating, "%v", st)
		case singles[st["strategy"].(string)]:
			assert.LessOrEqual(t, rating, 2.3, "%v", st)
		}
	}
	assert.True(t, guessed, "the puzzle needs a guess")
}

// TestBusy: past MaxBusy requests at once, a request waits its time limit
// for a turn, then gets 503.
func TestBusy(t *testing.T) {
	s := New(Limits{MaxBusy: 1, Timeout: 100 * time.Millisecond}, nil)
	s.busy <- struct{}{} // one request being served
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, localPost("/api/rate", `{}`))
	assert.Equal(t, http.StatusServiceUnavailable, rec.Code)
	assert.Contains(t, rec.Body.String(), "busy")
	<-s.busy
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, localPost("/api/rate", `{}`))
	assert.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
}

// killer4x4 is a 4x4 killer without givens, of one solution: seven
// cages of two cells, five of which it can do without, each alone.
const killer4x4 = `extends: 4x4
puzzles:
  - constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
      - killer: {cells: [r1c3, r1c4], sum: 7}
      - killer: {cells: [r2c1, r3c1], sum: 5}
      - killer: {cells: [r2c2, r2c3], sum: 5}
      - killer: {cells: [r3c2, r4c2], sum: 4}
      - killer: {cells: [r2c4, r3c4], sum: 5}
      - killer: {cells: [r3c3, r4c3], sum: 6}
`

// TestKillerPuzzleOfAPastedSpec: a pasted spec whose first puzzle has
// cages of its own is laid out and solved by its rules, cages included.
func TestKillerPuzzleOfAPastedSpec(t *testing.T) {
	body, err := json.Marshal(map[string]string{"yaml": killer4x4})
	require.NoError(t, err)
	code, got := call(t, "POST", "/api/spec", string(body))
	require.Equal(t, 200, code, "%v", got)
	rules, ok := got["rules"].([]any)
	require.True(t, ok, "the layout carries the puzzle's cages: %v", got)
	assert.Len(t, rules, 7)
	code, got = call(t, "POST", "/api/solve", string(body))
	require.Equal(t, 200, code, "%v", got)
	assert.Equal(t, "unique", got["status"])
}

// localPost is a POST of a JSON body, as the page sends one, to this
// server at 127.0.0.1.
func localPost(path, body string) *http.Request {
	r := httptest.NewRequest("POST", path, strings.NewReader(body))
	r.Host = "127.0.0.1:8080"
	r.Header.Set("Content-Type", "application/json")
	return r
}

// TestOtherSitesRefused: requests that a page of another site could make
// the user's browser send are refused, each with its reason, and the
// page's own requests are served: by a Host of another name (DNS
// rebinding), an Origin or Sec-Fetch-Site of another site, a body that is
// not application/json.
func TestOtherSitesRefused(t *testing.T) {
	s := New(Limits{}, nil).AllowHosts("sudoku.lan")
	for _, tc := range []struct {
		name   string
		method string
		host   string
		header map[string]string
		code   int
		want   string
	}{
		{"the page's own request", "POST", "127.0.0.1:8080", map[string]string{"Origin": "http://127.0.0.1:8080", "Sec-Fetch-Site": "same-origin"}, 200, ""},
		{"localhost", "POST", "localhost:8080", nil, 200, ""},
		{"IPv6 loopback", "POST", "[::1]:8080", nil, 200, ""},
		{"a name allowed", "POST", "sudoku.lan:8080", nil, 200, ""},
		{"a rebound name", "POST", "evil.example.com", nil, 421, "IP address or localhost only"},
		{"a rebound name for the page", "GET", "evil.example.com:8080", nil, 421, "IP address or localhost only"},
		{"no host", "POST", "", nil, 421, "IP address or localhost only"},
		{"another origin", "POST", "127.0.0.1:8080", map[string]string{"Origin": "https://evil.example.com"}, 403, "other origins"},
		{"another port", "POST", "127.0.0.1:8080", map[string]string{"Origin": "http://127.0.0.1:3000"}, 403, "other origins"},
		{"a null origin", "POST", "127.0.0.1:8080", map[string]string{"Origin": "null"}, 403, "other origins"},
		{"cross-site", "POST", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "other sites"},
		{"text/plain", "POST", "127.0.0.1:8080", map[string]string{"Content-Type": "text/plain"}, 415, "application/json only"},
		{"a form", "POST", "127.0.0.1:8080", map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415, "application/json only"},
		{"no type", "POST", "127.0.0.1:8080", map[string]string{"Content-Type": ""}, 415, "application/json only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := localPost("/api/rate", `{"puzzle":"`+classicPuzzle+`"}`)
			if tc.method == "GET" {
				r = httptest.NewRequest("GET", "/", nil)
			}
			r.Host = tc.host
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, r)
			assert.Equal(t, tc.code, rec.Code, rec.Body.String())
			assert.Contains(t, rec.Body.String(), tc.want)
		})
	}
}

// TestPlayAndShareAPI: the calls the page plays and shares with.
func TestPlayAndShareAPI(t *testing.T) {
	empty := strings.Repeat(".", 81)
	// A 9 twice in row 1, and a cage of 3 over r1c1 r1c2 full of 9 and 1.
	yaml, err := json.Marshal("extends: classic\nconstraints:\n  - killer: {cells: [r1c1, r1c2], sum: 3}\n")
	require.NoError(t, err)
	values := make([]int, 81)
	for i := range values {
		values[i] = -1
	}
	values[0], values[1], values[5] = 8, 0, 8
	vs, err := json.Marshal(values)
	require.NoError(t, err)
	code, out := call(t, "POST", "/api/conflicts", `{"yaml":`+string(yaml)+`,"puzzle":"`+empty+`","values":`+string(vs)+`}`)
	require.Equal(t, 200, code, "%v", out)
	assert.ElementsMatch(t, []any{0.0, 5.0}, out["fields"], "the two 9s of row 1")
	rules := out["rules"].([]any)
	require.Len(t, rules, 1)
	assert.Contains(t, rules[0].(map[string]any)["why"], "cage 3")

	// An empty 4x4 board: 288 solutions, every value true everywhere.
	code, out = call(t, "POST", "/api/count", `{"spec":"4x4","puzzle":"................"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, 288.0, out["count"])
	assert.Equal(t, false, out["cut"])
	assert.Equal(t, []any{0.0, 1.0, 2.0, 3.0}, out["candidates"].([]any)[0])
	code, out = call(t, "POST", "/api/count", `{"spec":"4x4","puzzle":"................","limit":5}`)
	require.Equal(t, 200, code, "%v", out)
	assert.Equal(t, true, out["cut"], "stopped at the limit")

	// A classic puzzle shares as f-puzzles links and this page's fragment.
	code, out = call(t, "POST", "/api/share", `{"puzzle":"`+classicPuzzle+`","title":"mine"}`)
	require.Equal(t, 200, code, "%v", out)
	p, err := fpuzzles.Read("link", out["link"].(string))
	require.NoError(t, err)
	assert.Equal(t, "mine", p.Title)
	assert.True(t, strings.HasPrefix(out["fragment"].(string), "#fpuzzles="))
	code, back := call(t, "POST", "/api/spec", `{"fpuzzles":`+jsonString(t, out["sudokupad"].(string))+`}`)
	require.Equal(t, 200, code, "%v", back)
	assert.Equal(t, []any{classicPuzzle}, back["puzzles"], "the shared puzzle opens as itself")
	// Samurai, which f-puzzles cannot hold, shares as this page's own.
	code, out = call(t, "POST", "/api/share", `{"spec":"samurai"}`)
	require.Equal(t, 200, code, "%v", out)
	assert.True(t, strings.HasPrefix(out["fragment"].(string), "#spec=samurai&puzzle="), "%v", out)
	assert.Contains(t, out["why"], "holes")
	code, out = call(t, "POST", "/api/share", `{"yaml":"size: 2x3\nvalues: 1-3\ngroups: [rows]\n","puzzle":"......"}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "f-puzzles cannot hold this puzzle")

	// The layout of an f-puzzles puzzle carries each rule's spec item.
	link := `{"size":9,"grid":` + emptyGrid(9) + `,"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}],"littlekillersum":[{"cell":"R0C1","direction":"DR","value":"10"}]}`
	code, out = call(t, "POST", "/api/spec", `{"fpuzzles":`+jsonString(t, link)+`}`)
	require.Equal(t, 200, code, "%v", out)
	items := map[string]any{}
	for _, r := range out["rules"].([]any) {
		it := r.(map[string]any)["item"].(map[string]any)
		items[it["key"].(string)] = it["args"]
	}
	assert.Equal(t, []any{[]any{0.0, 0.0}, []any{0.0, 1.0}, []any{0.0, 2.0}}, items["thermometer"].(map[string]any)["cells"])
	assert.Equal(t, []any{-1.0, 0.0}, items["littlekiller"].(map[string]any)["clue"], "a clue outside the board")

	// ISS's constraint strings and links open as f-puzzles' do, and their
	// errors say where.
	for _, text := range []string{".Shape~6x6.~R1C1_5.Thermo~R2C1~R2C2~R2C3", iss.Link(".Shape~6x6.~R1C1_5.Thermo~R2C1~R2C2~R2C3")} {
		code, out = call(t, "POST", "/api/spec", `{"fpuzzles":`+jsonString(t, text)+`}`)
		require.Equal(t, 200, code, "%v", out)
		assert.Equal(t, 6.0, out["rows"], "%v", out)
		assert.Len(t, out["rules"], 1)
	}
	// SudokuPad's own JSON, and its link, open too.
	scl := `{"cellSize":50,"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"cages":[{"cells":[[3,0],[3,1]],"value":"7","sum":7,"unique":true}]}`
	for _, text := range []string{scl, "https://sudokupad.app/scl" + lzstring.Base64.Compress(scl)} {
		code, out = call(t, "POST", "/api/spec", `{"fpuzzles":`+jsonString(t, text)+`}`)
		require.Equal(t, 200, code, "%v", out)
		assert.Equal(t, 4.0, out["rows"], "%v", out)
		assert.Len(t, out["rules"], 1)
	}
	code, out = call(t, "POST", "/api/spec", `{"fpuzzles":".Thermo~R2C1~R2C2.Foo~1"}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], `ISS: line 1, column 18: "Foo" is no constraint of ISS's`)
}

// jsonString writes s as a JSON string.
func jsonString(t *testing.T, s string) string {
	t.Helper()
	data, err := json.Marshal(s)
	require.NoError(t, err)
	return string(data)
}

// emptyGrid writes the grid of an f-puzzles puzzle of side n with no
// givens.
func emptyGrid(n int) string {
	row := "[" + strings.TrimSuffix(strings.Repeat("{},", n), ",") + "]"
	return "[" + strings.TrimSuffix(strings.Repeat(row+",", n), ",") + "]"
}

// TestStrictRequests: a body with more after its JSON, and conflicts of
// values that do not fit the board, are refused.
func TestStrictRequests(t *testing.T) {
	code, out := call(t, "POST", "/api/spec", `{"spec":"4x4"} {"spec":"classic"}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "more after the JSON object")
	code, out = call(t, "POST", "/api/conflicts", `{"spec":"4x4","values":[0,1]}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "values: 2 entries for a board of 16 fields")
	code, out = call(t, "POST", "/api/conflicts", `{"spec":"4x4","givens":[0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"values":[1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1]}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], "r1c1 is a given")
}

// TestGenerateConstraintPuzzle: the page's Generate makes a killer, sent
// as f-puzzles data that lays out with its cages and no givens.
func TestGenerateConstraintPuzzle(t *testing.T) {
	code, out := call(t, "POST", "/api/generate", `{"constraints":["killer"],"seed":3}`)
	require.Equal(t, 200, code, "%v", out)
	require.NotEmpty(t, out["fpuzzles"])
	code, layout := call(t, "POST", "/api/spec", `{"fpuzzles":`+jsonString(t, out["fpuzzles"].(string))+`}`)
	require.Equal(t, 200, code, "%v", layout)
	assert.NotEmpty(t, layout["rules"], "the cages")
	assert.Equal(t, []any{strings.Repeat(".", 81)}, layout["puzzles"], "no givens")
	code, out = call(t, "POST", "/api/generate", `{"constraints":["cages"]}`)
	assert.Equal(t, 400, code)
	assert.Contains(t, out["error"], `no kind "cages" to lay`)
}

// TestMemoryBudget: every request that searches reserves its footprint
// from the server's memory: with too little for a 25x25 board each such
// request answers 413 with the reason, and a classic puzzle is served.
func TestMemoryBudget(t *testing.T) {
	s := New(Limits{Memory: 1 << 20}, nil)
	big := `{"spec":"25x25","puzzle":"` + strings.Repeat(".", 625) + `"}`
	for _, path := range []string{"/api/solve", "/api/check", "/api/rate", "/api/hint", "/api/next", "/api/steps", "/api/count", "/api/analyse", "/api/redundant"} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, localPost(path, big))
		assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code, path)
		assert.Contains(t, w.Body.String(), "more than the budget of 1 MiB", path)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, localPost("/api/generate", `{"spec":"25x25"}`))
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code, "generate")
	w = httptest.NewRecorder()
	s.ServeHTTP(w, localPost("/api/check", `{"puzzle":"`+classicPuzzle+`"}`))
	assert.Equal(t, http.StatusOK, w.Code, "%s", w.Body)
}

// TestHintAreaFields: a hint gives the fields of the area it names, which
// the page highlights from its first level: on a killer, the cells of the
// cage its first hint names.
func TestHintAreaFields(t *testing.T) {
	body, err := json.Marshal(map[string]string{"yaml": killer4x4})
	require.NoError(t, err)
	code, got := call(t, "POST", "/api/hint", string(body))
	require.Equal(t, 200, code, "%v", got)
	area := fmt.Sprint(got["area"])
	require.Contains(t, area, "cage", "the first hint looks at a cage: %v", got)
	var want []any
	for _, m := range regexp.MustCompile(`r(\d)c(\d)`).FindAllStringSubmatch(area, -1) {
		want = append(want, float64((int(m[1][0]-'1'))*4+int(m[2][0]-'1')))
	}
	assert.ElementsMatch(t, want, got["areaFields"], "the cells of %s", area)
}

// TestSpecDrawings: the layout of an f-puzzles puzzle carries what it
// draws that no rule reads, each drawing with its shape, cells and look;
// the rules do not hold them.
func TestSpecDrawings(t *testing.T) {
	body, err := json.Marshal(map[string]string{"fpuzzles": drawnPuzzle})
	require.NoError(t, err)
	code, out := call(t, "POST", "/api/spec", string(body))
	require.Equal(t, 200, code, out)
	drawings, ok := out["drawings"].([]any)
	require.True(t, ok, "drawings: %v", out["drawings"])
	require.Len(t, drawings, 5)
	assert.Equal(t, map[string]any{"shape": "text", "cells": []any{[]any{-1.0, 1.0}}, "text": "caption", "textColour": "#FF0000"}, drawings[4])
	assert.Nil(t, out["rules"], "no rule reads them")
}

// TestPageScripts: every script the page loads is served, and every
// script of the page is loaded, once, in an order where the state comes
// first and app.js, which starts the page, last.
func TestPageScripts(t *testing.T) {
	page, err := static.ReadFile("static/index.html")
	require.NoError(t, err)
	var loaded []string
	for _, m := range regexp.MustCompile(`<script src="([^"]+)"></script>`).FindAllStringSubmatch(string(page), -1) {
		loaded = append(loaded, m[1])
	}
	files, err := fs.Glob(static, "static/*.js")
	require.NoError(t, err)
	var all []string
	for _, f := range files {
		all = append(all, path.Base(f))
	}
	assert.ElementsMatch(t, all, loaded, "every script loaded, once")
	require.NotEmpty(t, loaded)
	assert.Equal(t, "state.js", loaded[0])
	assert.Equal(t, "app.js", loaded[len(loaded)-1])
	srv := httptest.NewServer(New(Limits{}, nil))
	defer srv.Close()
	for _, name := range loaded {
		resp, err := http.Get(srv.URL + "/" + name)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, 200, resp.StatusCode, name)
	}
}

// TestShareKeepsDrawings: a puzzle opened from f-puzzles shares with
// what it draws, and with its solution while that still solves the
// givens shared.
func TestShareKeepsDrawings(t *testing.T) {
	withSolution := strings.Replace(drawnPuzzle, `"grid":`, `"solution": [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1], "grid":`, 1)
	for _, tt := range []struct {
		name, puzzle string
		solution     bool
	}{
		{"the puzzle as opened", "................", true},
		{"givens the solution breaks", "2...............", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body, err := json.Marshal(map[string]string{"fpuzzles": withSolution, "puzzle": tt.puzzle})
			require.NoError(t, err)
			code, out := call(t, "POST", "/api/share", string(body))
			require.Equal(t, 200, code, "%v", out)
			data, err := lzstring.Base64.Decompress(out["fpuzzles"].(string))
			require.NoError(t, err)
			p, err := fpuzzles.Parse("shared", []byte(data))
			require.NoError(t, err)
			assert.Len(t, p.Drawings, 5, "the drawings go with the share")
			assert.Equal(t, tt.solution, p.Solution != nil, "the solution goes while it solves the givens")
		})
	}
}
