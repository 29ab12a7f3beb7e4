package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/budget"
)

//go:embed static
var static embed.FS

// Server serves the page and the API. Make one with New.
type Server struct {
	limits Limits
	mux    *http.ServeMux
	log    *log.Logger
	busy   chan struct{} // a token per request being served
	memory *budget.Pool  // the memory of the searches of the requests served
	hosts  []string      // host names allowed besides IP addresses and localhost (AllowHosts)
}

// New returns the server, with DefaultLimits where limits leaves a zero.
// Errors of handlers that panic are written to logger (nil: discarded).
func New(limits Limits, logger *log.Logger) *Server {
	if limits.MaxBody <= 0 {
		limits.MaxBody = DefaultLimits.MaxBody
	}
	if limits.MaxFields <= 0 {
		limits.MaxFields = DefaultLimits.MaxFields
	}
	if limits.Timeout <= 0 {
		limits.Timeout = DefaultLimits.Timeout
	}
	if limits.MaxBusy <= 0 {
		limits.MaxBusy = DefaultLimits.MaxBusy
	}
	if limits.Memory <= 0 {
		limits.Memory = DefaultLimits.Memory
	}
	if logger == nil {
		logger = log.New(io.Discard, "", 0)
	}
	s := &Server{limits: limits, mux: http.NewServeMux(), log: logger, busy: make(chan struct{}, limits.MaxBusy), memory: budget.NewPool(limits.Memory)}
	files, _ := fs.Sub(static, "static")
	s.mux.Handle("GET /", http.FileServer(http.FS(files)))
	s.mux.Handle("GET /api/specs", s.api(s.handleSpecs))
	s.mux.Handle("GET /api/kinds", s.api(s.handleKinds))
	for path, h := range map[string]func(context.Context, *request) (any, *apiError){
		"/api/spec":      s.handleSpec,
		"/api/solve":     s.handleSolve,
		"/api/hint":      s.handleHint,
		"/api/next":      s.handleNext,
		"/api/steps":     s.handleSteps,
		"/api/check":     s.handleCheck,
		"/api/rate":      s.handleRate,
		"/api/generate":  s.handleGenerate,
		"/api/conflicts": s.handleConflicts,
		"/api/count":     s.handleCount,
		"/api/analyse":   s.handleAnalyse,
		"/api/redundant": s.handleRedundant,
		"/api/edit":      s.handleEdit,
		"/api/kinds":     s.handleKinds,
		"/api/share":     s.handleShare,
	} {
		s.mux.Handle("POST "+path, s.api(h))
	}
	return s
}

// ServeHTTP answers with the page or the API, with headers that keep the
// page to this server and out of other sites' frames, unless the request
// may come from another site (guard.go).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if status, msg := s.refuse(r); status != 0 {
		writeJSON(w, status, &apiError{Error: msg})
		return
	}
	s.mux.ServeHTTP(w, r)
}

// answer is what a handler returns: the answer or the error.
type answer struct {
	out  any
	aerr *apiError
}

// grace is how long past its time limit a request's work may take to
// give its own answer before the request is answered that the time ran
// out: a twentieth of the limit and 0.1 s, well within the tenth and
// 0.2 s a time limit holds to.
func (s *Server) grace() time.Duration { return s.limits.Timeout/20 + 100*time.Millisecond }

// api wraps a handler: it bounds the body and the time, reads the JSON
// request, writes the JSON answer or error, and turns a panic into a 500.
// The handler runs apart, so that the request is answered by its time
// limit and the grace, even where its work looks at its context too late
// or not at all; such work keeps its turn until it ends, and is logged.
func (s *Server) api(h func(context.Context, *request) (any, *apiError)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				s.log.Printf("panic in %s: %v", r.URL.Path, v)
				writeJSON(w, http.StatusInternalServerError, &apiError{Error: "internal error: the request could not be served"})
			}
		}()
		ctx, cancel := context.WithTimeout(r.Context(), s.limits.Timeout)
		defer cancel()
		// The body is read before a turn is taken, so that a slow sender
		// keeps no one else waiting.
		var req request
		if r.Method == http.MethodPost {
			body := http.MaxBytesReader(w, r.Body, s.limits.MaxBody)
			dec := json.NewDecoder(body)
			dec.DisallowUnknownFields()
			err := dec.Decode(&req)
			if err == nil && dec.More() {
				err = errors.New("more after the JSON object")
			}
			if err != nil {
				var tooBig *http.MaxBytesError
				if errors.As(err, &tooBig) {
					writeJSON(w, http.StatusRequestEntityTooLarge, badRequest("the request is over %d bytes", s.limits.MaxBody))
					return
				}
				writeJSON(w, http.StatusBadRequest, badRequest("the request is no JSON object of this API: %v", strings.TrimPrefix(err.Error(), "json: ")))
				return
			}
		}
		select {
		case s.busy <- struct{}{}:
		case <-ctx.Done():
			aerr := &apiError{Error: "the server is busy with other requests; try again", status: http.StatusServiceUnavailable}
			if errors.Is(context.Cause(ctx), errStopping) {
				aerr = s.timedOut(ctx) // the server is stopping
			}
			writeJSON(w, aerr.status, aerr)
			return
		}
		path := r.URL.Path
		done := make(chan answer, 1)
		go func() {
			defer func() { <-s.busy }()
			defer func() {
				if v := recover(); v != nil {
					s.log.Printf("panic in %s: %v", path, v)
					done <- answer{aerr: &apiError{Error: "internal error: the request could not be served", status: http.StatusInternalServerError}}
				}
			}()
			out, aerr := h(ctx, &req)
			done <- answer{out, aerr}
			if deadline, ok := ctx.Deadline(); ok && time.Since(deadline) > s.grace() {
				s.log.Printf("%s ran %v past its time limit of %v", path, time.Since(deadline).Round(time.Millisecond), s.limits.Timeout)
			}
		}()
		var a answer
		select {
		case a = <-done:
		case <-ctx.Done():
			select {
			case a = <-done:
			case <-time.After(s.grace()):
				a = answer{aerr: s.timedOut(ctx)}
			}
		}
		out, aerr := a.out, a.aerr
		if aerr != nil {
			status := aerr.status
			if status == 0 {
				status = http.StatusBadRequest
			}
			writeJSON(w, status, aerr)
			return
		}
		writeJSON(w, http.StatusOK, out)
	})
}

// errStopping is the cause that ends the requests under way when Serve's
// context ends.
var errStopping = errors.New("the server is stopping")

// Serve answers requests on ln until ctx ends, then shuts down and returns
// ctx's error. The requests under way end with ctx, each answered that
// the server is stopping (503), so that a stop waits for no solve; the
// shutdown gives them 2 seconds to write that answer. The HTTP server's
// own bounds follow s's Limits: a request's body is read within Timeout
// and its answer written within 5 seconds more; headers are read within 5
// seconds and hold at most 16 KiB; an idle connection is closed after a
// minute. Its error is otherwise the listener's.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	base, stop := context.WithCancelCause(context.Background())
	defer stop(nil)
	srv := &http.Server{
		BaseContext:       func(net.Listener) context.Context { return base },
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       s.limits.Timeout,
		WriteTimeout:      s.limits.Timeout + 5*time.Second,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		stop(errStopping)
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
		return ctx.Err()
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
