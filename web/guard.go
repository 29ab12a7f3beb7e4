package web

import (
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// What a page of another site, open in the user's browser, could make
// this server do, and what stops it:
//
//   - DNS rebinding: a name of the other site made to point at this
//     machine, so that its page reaches the server as its own origin.
//     The server answers only requests whose Host is an IP address
//     (which no rebinding can use), a localhost name, or a name allowed
//     with AllowHosts.
//   - Requests sent across sites: a form or a fetch of another origin
//     can post to any address, without reading the answer but burning
//     the CPU. The API refuses a request whose Origin is another one,
//     or that the browser marks as cross-site (Sec-Fetch-Site), and takes
//     a body only as application/json, which no other origin can send
//     without a preflight request, and the server allows none.

// AllowHosts lets the server answer requests for host names besides IP
// addresses and localhost: the names by which other machines reach it
// when it listens beyond loopback. It returns s.
func (s *Server) AllowHosts(names ...string) *Server {
	for _, n := range names {
		s.hosts = append(s.hosts, strings.ToLower(n))
	}
	return s
}

// hostAllowed reports whether a request's Host names this server in a
// way no other site can make it: an IP address, localhost, or a name
// allowed.
func (s *Server) hostAllowed(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.ToLower(strings.TrimSuffix(strings.Trim(name, "[]"), "."))
	switch {
	case name == "":
		return false
	case net.ParseIP(name) != nil, name == "localhost", strings.HasSuffix(name, ".localhost"):
		return true
	}
	return slices.Contains(s.hosts, name)
}

// refuse says why the request must not be served, with the status to
// answer, or returns 0.
func (s *Server) refuse(r *http.Request) (int, string) {
	if !s.hostAllowed(r.Host) {
		return http.StatusMisdirectedRequest, "this server answers requests for its IP address or localhost only (sudoku serve --allow-host adds a name)"
	}
	if !strings.HasPrefix(r.URL.Path, "/api/") {
		return 0, ""
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		return http.StatusForbidden, "requests from other sites are refused"
	}
	if origin := r.Header.Get("Origin"); origin != "" {
		u, err := url.Parse(origin)
		if err != nil || u.Host == "" || !strings.EqualFold(u.Host, r.Host) {
			return http.StatusForbidden, "requests from other origins are refused"
		}
	}
	if r.Method == http.MethodPost {
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		if err != nil || mt != "application/json" {
			return http.StatusUnsupportedMediaType, "the API takes a body of Content-Type application/json only"
		}
	}
	return 0, ""
}
