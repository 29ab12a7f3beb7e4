//go:build !linux

package main

import "errors"

// waitsForInput would return the call in which process pid waits for
// input; only Linux shows that (in /proc).
func waitsForInput(pid int) (string, error) {
	return "", errors.New("only Linux shows what a process waits in")
}
