package web

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Serve answers on its listener until the context ends, then returns the
// context's error.
func TestServe(t *testing.T) {
	tests := []struct {
		name    string
		ln      func(t *testing.T) net.Listener
		cancel  bool
		wantErr error
	}{
		{"until the context ends", func(t *testing.T) net.Listener {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			require.NoError(t, err)
			return ln
		}, true, context.Canceled},
		{"a listener that fails", func(t *testing.T) net.Listener {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			require.NoError(t, err)
			ln.Close()
			return ln
		}, false, net.ErrClosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ln := tt.ln(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() { done <- New(Limits{}, nil).Serve(ctx, ln) }()
			if tt.cancel {
				resp, err := http.Get("http://" + ln.Addr().String() + "/api/specs")
				require.NoError(t, err)
				resp.Body.Close()
				assert.Equal(t, http.StatusOK, resp.StatusCode)
				cancel()
			}
			select {
			case err := <-done:
				assert.ErrorIs(t, err, tt.wantErr)
			case <-time.After(5 * time.Second):
				t.Fatal("Serve did not return")
			}
		})
	}
}

// TestServeEndsRequests: when Serve's context ends, a request under way
// (the true candidates of an empty 25x25, some seconds of solves) ends at once,
// answered that the server is stopping, and Serve returns: a stop waits
// for no solve.
func TestServeEndsRequests(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	s := New(Limits{Timeout: time.Minute}, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	type answer struct {
		status int
		body   string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		resp, err := http.Post("http://"+ln.Addr().String()+"/api/count", "application/json",
			strings.NewReader(`{"spec":"25x25","puzzle":"`+strings.Repeat(".", 625)+`"}`))
		if err != nil {
			answered <- answer{err: err}
			return
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		answered <- answer{resp.StatusCode, string(body), err}
	}()
	for len(s.busy) == 0 { // the request has its turn: its work is under way
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case a := <-answered:
		require.NoError(t, a.err)
		assert.Equal(t, http.StatusServiceUnavailable, a.status, "%.300s", a.body)
		assert.JSONEq(t, `{"error":"the server is stopping: the request was cut short, and nothing was kept"}`, a.body)
	case <-time.After(30 * time.Second):
		t.Fatal("no answer 30 s after the stop: the request ran on")
	}
	select {
	case err := <-served:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(30 * time.Second):
		t.Fatal("Serve did not return")
	}
}
