package web

import (
	"context"
	"net"
	"net/http"
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
