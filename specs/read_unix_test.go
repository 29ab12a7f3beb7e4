//go:build unix

package specs

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A device never ends and a named pipe without a writer never opens: both
// are refused at once, as a spec file and as a file to extend.
func TestSpecDeviceAndPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	child := filepath.Join(dir, "child.yaml")
	require.NoError(t, os.WriteFile(child, []byte("extends: fifo.yaml\n"), 0o644))
	tests := []struct {
		name, path, want string
	}{
		{"pipe", fifo, fifo + " is a named pipe, not a regular file: give the path of a spec file"},
		{"extends a pipe", child, child + `:1:10: spec "fifo.yaml" to extend is a named pipe, not a regular file`},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		zero := filepath.Join(dir, "zero.yaml")
		require.NoError(t, os.WriteFile(zero, []byte("extends: /dev/zero\n"), 0o644))
		tests = append(tests,
			struct{ name, path, want string }{"device", "/dev/zero", "/dev/zero is a device, not a regular file"},
			struct{ name, path, want string }{"extends a device", zero, zero + `:1:10: spec "/dev/zero" to extend is a device, not a regular file`})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			done := make(chan error, 1)
			go func() {
				_, err := Loader{ExtendsAnywhere: true}.Load(tt.path)
				done <- err
			}()
			select {
			case err := <-done:
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.want)
			case <-time.After(10 * time.Second):
				t.Fatal("Load still reads after 10s")
			}
		})
	}
}
