package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// waitsForInput returns the call a thread of process pid is blocked in
// when it is read(2) of standard input or openat(2), as
// /proc/PID/task/TID/syscall shows it (the number of the system call a
// thread is blocked in and its arguments, or "running"), with the
// thread's file; "" when there is none.
func waitsForInput(pid int) (string, error) {
	paths, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/syscall", pid))
	if err != nil || len(paths) == 0 {
		return "", fmt.Errorf("no /proc/%d/task/*/syscall", pid)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if errors.Is(err, os.ErrPermission) {
			return "", err
		}
		f := strings.Fields(string(data))
		if err != nil || len(f) < 2 {
			continue // a thread that ended, or one that runs
		}
		nr, err := strconv.ParseUint(f[0], 10, 64)
		if err != nil {
			continue
		}
		if nr == syscall.SYS_READ && f[1] == "0x0" || nr == syscall.SYS_OPENAT {
			return p + ": " + strings.TrimSpace(string(data)), nil
		}
	}
	return "", nil
}
