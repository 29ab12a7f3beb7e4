//go:build !unix

package specs

import "os"

// openFlags opens a spec file for reading.
const openFlags = os.O_RDONLY
