package main

import (
	"errors"
	"fmt"
	"log"
	"net"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/web"
)

func (e *env) serveCommand() *cobra.Command {
	var addr string
	var timeout time.Duration
	var hosts []string
	c := e.command("serve [flags]", "serve the web page: board, Solve, Hint, Check, Rate, Generate, stepping", fmt.Sprintf(`Serves the web page: choose or paste a spec, enter a puzzle, and Solve,
Hint, Check, Rate, Generate, and step through the solution. Every asset is
in the binary; the page makes no request elsewhere. A request may send at
most %d bytes and ask for a board of at most %d fields. Requests that a
page of another site could make the browser send are refused: for a host
name other than an IP address, localhost or --allow-host (DNS rebinding),
from another origin, or with a body that is not application/json.`, web.DefaultLimits.MaxBody, web.DefaultLimits.MaxFields), func(args []string) error {
		if len(args) > 0 {
			return fmt.Errorf("serve takes no arguments (got %q)", args[0])
		}
		return e.serve(addr, timeout, hosts)
	})
	fs := c.Flags()
	fs.StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on; loopback by default, so only this machine reaches it")
	fs.DurationVar(&timeout, "timeout", web.DefaultLimits.Timeout, "time limit per request")
	e.memoryFlag(fs)
	fs.StringArrayVar(&hosts, "allow-host", nil, "a host name the page may be reached by besides IP addresses and localhost, when it listens beyond loopback (repeat for several); requests for any other name are refused, so that no other site can reach the server through its own name")
	return c
}

func (e *env) serve(addr string, timeout time.Duration, hosts []string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if host, _, err := net.SplitHostPort(ln.Addr().String()); err == nil {
		if ip := net.ParseIP(host); ip != nil && !ip.IsLoopback() {
			fmt.Fprintf(e.stderr, "sudoku: warning: listening on %s, which other machines may reach\n", ln.Addr())
		}
	}
	limits := web.DefaultLimits
	limits.Timeout = timeout
	limits.Memory = e.pool().Size()
	fmt.Fprintf(e.stderr, "sudoku: serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	err = web.New(limits, log.New(e.stderr, "sudoku: ", 0)).AllowHosts(hosts...).Serve(e.ctx, ln)
	if e.ctx.Err() != nil {
		return exitWith(exitInterrupted, errors.New("interrupted: the server stopped; the requests under way were answered that it is stopping"))
	}
	return fmt.Errorf("serve: %w", err)
}
