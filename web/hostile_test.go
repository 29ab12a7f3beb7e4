package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/fpuzzles"
)

// Puzzles made to cost the server what they can, as a page of another
// site could have the page open them from its address.

// fpGrid is the grid of an f-puzzles puzzle of side n, with no givens.
func fpGrid(n int) string {
	row := "[" + strings.Repeat("{},", n-1) + "{}]"
	return "[" + strings.Repeat(row+",", n-1) + row + "]"
}

// dupCage is a 9x9 f-puzzles puzzle whose one killer cage lists r1c1 n
// times: every repeat is a problem to report.
func dupCage(n int) string {
	cells := strings.Repeat(`"R1C1",`, n-1) + `"R1C1"`
	return `{"size":9,"grid":` + fpGrid(9) + `,"killercage":[{"cells":[` + cells + `],"value":"45"}]}`
}

// rowThermometers is an f-puzzles puzzle of side n with count
// thermometers along its rows, from the left edge (a second round starts
// a column further in).
func rowThermometers(n, count int) string {
	lines := make([]string, count)
	for i := range lines {
		var cells []string
		for c := 1 + i/n; c <= n; c++ {
			cells = append(cells, fmt.Sprintf(`"R%dC%d"`, i%n+1, c))
		}
		lines[i] = `{"lines":[[` + strings.Join(cells, ",") + `]]}`
	}
	return fmt.Sprintf(`{"size":%d,"grid":%s,"thermometer":[%s]}`, n, fpGrid(n), strings.Join(lines, ","))
}

// killerSpec is a spec of side n, values 1 to n, with killer cages of
// half a row each, as many as fit in size bytes.
func killerSpec(n, size int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size: %dx%d\nvalues: 1-%d\ngroups: [rows, columns]\nconstraints:\n", n, n, n)
	half := n / 2
	for k := 0; ; k++ {
		cells := make([]string, half)
		r, c0 := k%n+1, k/n%2*half+1
		for i := range cells {
			cells[i] = fmt.Sprintf("r%dc%d", r, c0+i)
		}
		line := fmt.Sprintf("  - killer: {cells: [%s], sum: %d}\n", strings.Join(cells, ", "), half*(half+1)/2+k%(half*half))
		if b.Len()+len(line) > size {
			return b.String()
		}
		b.WriteString(line)
	}
}

// readerCapsProblems skips the test of a cage that lists r1c1 20,000
// times while the f-puzzles reader spells out the whole cage in every
// problem as it reads: one such request's work grows past 10 GB over a
// minute, long after its answer, and would weigh on every test after it.
func readerCapsProblems(t *testing.T) {
	t.Helper()
	_, err := fpuzzles.Parse("probe", []byte(dupCage(2000)))
	if err != nil && len(err.Error()) > 1<<20 {
		t.Skipf("the f-puzzles reader writes %d MB of problems for a cage that lists r1c1 2,000 times: this passes once it caps them as it reads", len(err.Error())>>20)
	}
}

// workEnded fails the test unless the work of every request s serves
// ends within the time given.
func workEnded(t *testing.T, s *Server, within time.Duration) {
	t.Helper()
	assert.Eventually(t, func() bool { return len(s.busy) == 0 }, within, 10*time.Millisecond, "the requests' work ended with their time")
}

// hostile are the puzzles a page could be made to open, each as the
// request of /api/spec that opens it.
var hostile = []struct {
	name, key string
	text      func() string
	codes     []int  // the answers it may get
	want      string // in the answer
	needs     func(*testing.T)
}{
	{name: "a cage that lists r1c1 20,000 times", key: "fpuzzles", text: func() string { return dupCage(20000) }, codes: []int{400, 503}, needs: readerCapsProblems},
	{name: "forty thermometers on 36x36", key: "fpuzzles", text: func() string { return rowThermometers(36, 40) }, codes: []int{200, 503}},
	{name: "64x64, over the field limit", key: "fpuzzles", text: func() string { return rowThermometers(64, 64) }, codes: []int{400}, want: "has 4096 fields"},
	{name: "960 KiB of 18-cell cages on 36x36", key: "yaml", text: func() string { return killerSpec(36, 960<<10) }, codes: []int{200, 503}},
	{name: "960 KiB of cages on 64x64, over the field limit", key: "yaml", text: func() string { return killerSpec(64, 960<<10) }, codes: []int{400}, want: "the board has 4096 fields"},
}

// TestHostileSpecs: each hostile puzzle posted to /api/spec, with a short
// time limit, gets its layout or a clear error, within the limit and
// a tenth, and 0.2 s (here generously twice the limit and a second, for a
// loaded machine), never the words of a context; and its work ends soon
// after (here within the limit again).
func TestHostileSpecs(t *testing.T) {
	limit := 2 * time.Second
	s := New(Limits{Timeout: limit}, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	for _, tt := range hostile {
		t.Run(tt.name, func(t *testing.T) {
			if tt.needs != nil {
				tt.needs(t)
			}
			body, err := json.Marshal(map[string]string{tt.key: tt.text()})
			require.NoError(t, err)
			code, data, took := timedPost(t, srv.URL+"/api/spec", body)
			assert.Less(t, took, 2*limit+time.Second)
			assert.Contains(t, tt.codes, code, "%.300s", data)
			assert.Contains(t, string(data), tt.want)
			assert.NotContains(t, string(data), "context deadline exceeded")
			assert.NotContains(t, string(data), "context canceled")
			if code == http.StatusServiceUnavailable {
				assert.Regexp(t, `^\{"error":"the time ran out: .* the 2s a request may take, and nothing was kept"\}`, string(data))
			}
			workEnded(t, s, limit)
		})
	}
}

// requests records the API requests that h serves.
type requests struct {
	h    http.Handler
	mu   sync.Mutex
	seen []string // "POST /api/spec"
}

func (rs *requests) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/api/") {
		rs.mu.Lock()
		rs.seen = append(rs.seen, r.Method+" "+r.URL.Path)
		rs.mu.Unlock()
	}
	rs.h.ServeHTTP(w, r)
}

// take returns the requests seen since the last take.
func (rs *requests) take() []string {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	out := rs.seen
	rs.seen = nil
	return out
}

// saw reports whether req was seen since the last take.
func (rs *requests) saw(req string) bool {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	return slices.Contains(rs.seen, req)
}

// heapBytes returns the bytes of this process's heap objects, live or
// not yet swept.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// heapPeak watches the heap until the function it returns is called,
// which returns the most the heap held meanwhile.
func heapPeak() func() uint64 {
	var peak uint64
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			peak = max(peak, heapBytes())
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 {
		close(stop)
		<-done
		return peak
	}
}

// TestPageOpensHostileLinks opens the page from links to hostile puzzles,
// as a page of another site could have the browser open them. On open
// the page sends only what shows the puzzle and checks it (its layout and
// its conflicts), never a solve, a count or true candidates; the server
// answers each within its time limit and grace, and then answers the
// next requests at once, its heap not grown past 500 MB at any time.
func TestPageOpensHostileLinks(t *testing.T) {
	limit := 2 * time.Second
	s := New(Limits{Timeout: limit}, nil)
	rec := &requests{h: s}
	ctx, base := browserOn(t, rec)
	link := func(form, json string) string {
		return base + form + url.QueryEscape(fpuzzles.Link("", []byte(json)))
	}
	failed := `document.getElementById('message').className === 'error'`
	tests := []struct {
		name, address string
		settled       string // true once the page has drawn what it opened, or said why not
		needs         func(*testing.T)
	}{
		{"a cage that lists r1c1 20,000 times", link("/#fpuzzles=", dupCage(20000)), failed, readerCapsProblems},
		{"forty thermometers on 36x36", link("/?load=", rowThermometers(36, 40)), `document.querySelectorAll('#board .cell').length === 1296`, nil},
		{"64x64, over the field limit", link("/#fpuzzles=", rowThermometers(64, 64)), failed, nil},
	}
	onOpen := []string{"GET /api/specs", "POST /api/spec", "POST /api/conflicts"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.needs != nil {
				tt.needs(t)
			}
			t.Logf("address of %d bytes", len(tt.address))
			// A page of this server that sends no request, so that the
			// address is a new document of the same origin.
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(base+"/style.css")))
			rec.take()
			runtime.GC()
			before := heapBytes()
			peak := heapPeak()
			start := time.Now()
			require.NoError(t, chromedp.Do(ctx,
				chromedp.Navigate(tt.address),
				chromedp.WaitVisible(`#board .cell`),
				chromedp.Poll[chromedp.Void](tt.settled),
			))
			opened := time.Since(start)
			// The page asks for the conflicts a moment after it draws.
			require.Eventually(t, func() bool { return rec.saw("POST /api/conflicts") }, 2*limit, 20*time.Millisecond)
			t.Logf("opened in %v: %q", opened, evalString(t, ctx, `document.getElementById('message').textContent`))
			for _, r := range rec.take() {
				assert.Contains(t, onOpen, r, "a request sent on open")
			}
			assert.Less(t, opened, 2*(limit+limit/10+200*time.Millisecond), "the page's requests are answered in time")
			for _, path := range []string{"/api/specs", "/api/spec"} {
				start := time.Now()
				var resp *http.Response
				var err error
				if path == "/api/specs" {
					resp, err = http.Get(base + path)
				} else {
					resp, err = http.Post(base+path, "application/json", strings.NewReader(`{"spec":"classic"}`))
				}
				require.NoError(t, err, "the server is up")
				resp.Body.Close()
				assert.Equal(t, http.StatusOK, resp.StatusCode, path)
				assert.Less(t, time.Since(start), limit, "%s answers at once (in milliseconds on a quiet machine)", path)
			}
			workEnded(t, s, limit)
			grown := int64(peak()) - int64(before)
			t.Logf("heap %d MB before, at most %+d MB meanwhile", before>>20, grown>>20)
			assert.Less(t, grown, int64(500<<20), "the heap grew by at most 500 MB")
		})
	}
}
