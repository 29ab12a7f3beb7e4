package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// hostile are the puzzles a page could be made to open, each as the
// request of /api/spec that opens it.
var hostile = []struct {
	name, key string
	text      func() string
	codes     []int // the answers it may get
	want      string
}{
	{"a cage that lists r1c1 20,000 times", "fpuzzles", func() string { return dupCage(20000) }, []int{400, 503}, ""},
	{"forty thermometers on 36x36", "fpuzzles", func() string { return rowThermometers(36, 40) }, []int{200, 503}, ""},
	{"64x64, over the field limit", "fpuzzles", func() string { return rowThermometers(64, 64) }, []int{400}, "has 4096 fields"},
	{"960 KiB of 18-cell cages on 36x36", "yaml", func() string { return killerSpec(36, 960<<10) }, []int{200, 503}, ""},
	{"960 KiB of cages on 64x64, over the field limit", "yaml", func() string { return killerSpec(64, 960<<10) }, []int{400}, "the board has 4096 fields"},
}

// TestHostileSpecs: each hostile puzzle posted to /api/spec, with a short
// time limit, gets its layout or a clear error, within the limit and
// a tenth, and 0.2 s (here generously twice the limit and a second, for a
// loaded machine); never the words of a context.
func TestHostileSpecs(t *testing.T) {
	limit := 2 * time.Second
	srv := httptest.NewServer(New(Limits{Timeout: limit}, nil))
	defer srv.Close()
	for _, tt := range hostile {
		t.Run(tt.name, func(t *testing.T) {
			body, err := json.Marshal(map[string]string{tt.key: tt.text()})
			require.NoError(t, err)
			code, data, took := timedPost(t, srv.URL+"/api/spec", body)
			assert.Less(t, took, 2*limit+time.Second)
			assert.Contains(t, tt.codes, code, "%.300s", data)
			assert.Contains(t, string(data), tt.want)
			assert.NotContains(t, string(data), "context deadline exceeded")
			assert.NotContains(t, string(data), "context canceled")
			if code == http.StatusServiceUnavailable {
				assert.Contains(t, string(data), "the time ran out: the puzzle's rules took longer to build than the 2s a request may take, and nothing was kept")
			}
		})
	}
}
