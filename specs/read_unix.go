//go:build unix

package specs

import (
	"os"
	"syscall"
)

// openFlags opens a spec file without waiting: a named pipe put in place
// of the file after it was checked opens at once, and is then refused.
const openFlags = os.O_RDONLY | syscall.O_NONBLOCK
