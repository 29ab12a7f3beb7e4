// Command sudoku solves Sudoku puzzles and their variants, shows which
// strategy made each move, and lists and checks variant specs.
//
// Usage:
//
//	sudoku solve [flags] [FILE|-]...  solve puzzles (the spec's default puzzle when no file is given)
//	sudoku show [flags] [FILE|-]...   draw puzzles on their board
//	sudoku rate [flags] [FILE|-]...   rate puzzles on Sudoku Explainer's scale (ER/EP/ED)
//	sudoku hint [flags] [FILE|-]       the next step of a puzzle or pencil-mark position (levels 1-3)
//	sudoku generate [flags]                 puzzles with one solution, symmetric, minimal or to a rating
//	sudoku redundant [flags] [FILE|-]...    the givens and rules a puzzle can do without
//	sudoku play [flags] [FILE]              play a puzzle: enter values, undo, hints, check (scripted from stdin too)
//	sudoku serve [--addr 127.0.0.1:8080]    the web page: board, Solve, Hint, Check, Rate, Generate, stepping
//	sudoku specs                      list the built-in specs
//	sudoku spec NAME|FILE             print a spec with its groups, and check it
//	sudoku strategies                 list the strategies
//	sudoku bench [flags] FILE...      time the engine on puzzle files
//
// Exit codes: 0 every puzzle solved, 1 some puzzle has no solution (or was
// not solved: stalled or timed out), 2 bad usage or bad input, 130
// interrupted.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudoku-rules/sudoku/budget"
)

// graceAfterSignal is how long a command may take to wind down after
// Ctrl-C or SIGTERM (write what it has, print its summary) before the
// process ends anyway: it may be blocked reading a pipe or a FIFO that
// nothing writes to.
const graceAfterSignal = 800 * time.Millisecond

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	done := make(chan int, 1)
	go func() { done <- run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }()
	var code int
	select {
	case code = <-done:
	case <-ctx.Done():
		select {
		case code = <-done:
		case <-time.After(graceAfterSignal):
			fmt.Fprintln(os.Stderr, "sudoku: interrupted")
			code = exitInterrupted
		}
	}
	stop()
	os.Exit(code)
}

// env is what a command reads and writes.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// piped says standard input is a pipe or a file, not a terminal: a
	// command that reads puzzles reads it when no file is named.
	piped bool
	// ran says a command's body has started: an error before it is
	// cobra's, about the command line.
	ran bool
	// terminal is standard output itself, for the full-screen player.
	terminal io.Writer
	// out is stdout as run wraps it: its failed write ends the run.
	out *outWriter
	// writeErr is a failed write to a file other than stdout, such as the
	// CPU profile.
	writeErr error
	// memory is the --memory flag of the commands that take it, and
	// memPool the memory it gives, made at its first use (pool).
	memory  budget.Size
	memPool *budget.Pool
}

// run runs the command line args and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := &outWriter{w: stdout, failed: cancel}
	e := &env{ctx: ctx, stdin: stdin, stdout: out, stderr: stderr, piped: isPiped(stdin), terminal: stdout, out: out}
	root := e.rootCommand()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(out)
	root.SetErr(stderr)
	cmd, err := root.ExecuteContextC(ctx)
	return e.exit(cmd, err)
}

// outWriter is standard output: its first failed write is kept and cancels
// the run, so a command stops at once when its output cannot be written
// (a full disk, a closed pipe), and exit makes the exit code 2.
type outWriter struct {
	w      io.Writer
	err    error
	failed func()
}

func (o *outWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = err
		o.failed()
	}
	return n, err
}

// Fd is the file descriptor of the output when it is a file, so that the
// output is still known for a terminal.
func (o *outWriter) Fd() uintptr {
	if f, ok := o.w.(*os.File); ok {
		return f.Fd()
	}
	return ^uintptr(0)
}

// rootCommand returns the command tree. Every command returns its error,
// which exit turns into the exit code; cobra prints help to stdout and
// returns usage errors, which exit prints too.
func (e *env) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "sudoku",
		Short: "solve, rate, generate and play Sudoku and its variants",
		Long: `sudoku solves Sudoku puzzles and their variants and explains each move.
A variant is a spec: a built-in name ('sudoku specs'), NxN, latinN, or a
YAML file. Puzzles come from files, from an argument, or piped on
standard input; with none, the spec's default puzzle is used.

` + exitCodes,
		Version:       version(),
		SilenceErrors: true,
		SilenceUsage:  true,
		// No Args: cobra then refuses an unknown command, with a "did you
		// mean" when one is near.
		RunE: func(c *cobra.Command, _ []string) error {
			e.ran = true
			c.SetOut(e.stderr)
			_ = c.Help()
			return exitWith(exitBad, nil)
		},
	}
	root.SetOut(e.stdout) // before the completion command, which keeps it
	root.SetErr(e.stderr)
	root.SetVersionTemplate("sudoku {{.Version}}\n")
	// Flag help wrapped to 80 columns, as the rest of the help is.
	tmpl := root.UsageTemplate()
	tmpl = strings.ReplaceAll(tmpl, ".LocalFlags.FlagUsages", "wrapFlags .LocalFlags")
	tmpl = strings.ReplaceAll(tmpl, ".InheritedFlags.FlagUsages", "wrapFlags .InheritedFlags")
	root.SetUsageTemplate(tmpl)
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: "help about a command",
		Long:  "Shows a command's help, or, with none, the list of commands.",
		RunE: func(_ *cobra.Command, args []string) error {
			cmd, rest, err := root.Find(args)
			if err != nil || len(rest) > 0 || (cmd == root && len(args) > 0) {
				return fmt.Errorf("unknown command %q: 'sudoku help' lists the commands", strings.Join(args, " "))
			}
			return cmd.Help()
		},
	})
	root.AddCommand(
		e.solveCommand(), e.showCommand(), e.rateCommand(), e.hintCommand(),
		e.generateCommand(), e.playCommand(), e.serveCommand(),
		e.convertCommand(), e.redundantCommand(), e.specsCommand(), e.specCommand(), e.strategiesCommand(), e.benchCommand(),
	)
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Short = "the shell completion script for bash, zsh, fish or powershell"
		}
	}
	return root
}

// command returns a subcommand that runs body with its arguments after its
// flags (defined by the caller on Flags()) are parsed; flags may come
// before, between or after the arguments, and "--" ends them. body's error
// goes to exit.
func (e *env) command(use, short, long string, body func(args []string) error) *cobra.Command {
	return &cobra.Command{
		Use:                   use,
		Short:                 short,
		Long:                  long,
		DisableFlagsInUseLine: true,
		RunE: func(_ *cobra.Command, args []string) error {
			e.ran = true
			return body(args)
		},
	}
}

func init() {
	cobra.AddTemplateFunc("wrapFlags", func(fs *pflag.FlagSet) string { return fs.FlagUsagesWrapped(80) })
}

// buildVersion, when set at link time (-ldflags "-X main.buildVersion=v1.2.3"),
// is the version --version prints.
var buildVersion string

// version returns the module version and VCS revision the binary was
// built from, as far as the build recorded them.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown version)"
	}
	if buildVersion != "" {
		return buildVersion + " " + info.GoVersion
	}
	v := info.Main.Version
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+modified"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		v += " (" + rev + modified + ")"
	}
	return v + " " + info.GoVersion
}

// isPiped reports whether r is a pipe or a regular file rather than a
// terminal or a device such as /dev/null; an in-memory reader counts as
// piped when it holds something.
func isPiped(r io.Reader) bool {
	if f, ok := r.(*os.File); ok {
		st, err := f.Stat()
		if err != nil {
			return false
		}
		m := st.Mode()
		return m&(os.ModeNamedPipe|os.ModeSocket) != 0 || m.IsRegular()
	}
	if l, ok := r.(interface{ Len() int }); ok {
		return l.Len() > 0
	}
	return false
}

// startProfile starts a CPU profile written to path, when path is set, and
// returns the function that stops it; a failed write of the profile is
// kept in e.writeErr.
func (e *env) startProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	w := &outWriter{w: f, failed: func() {}}
	if err := pprof.StartCPUProfile(w); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		err := f.Close()
		if w.err != nil {
			err = w.err
		}
		if err != nil && e.writeErr == nil {
			e.writeErr = fmt.Errorf("--cpuprofile %s: %w", path, err)
		}
	}, nil
}
