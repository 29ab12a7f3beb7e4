package specs

import (
	"context"
	"embed"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

//go:embed builtin/*.yaml
var builtinFS embed.FS

// Info names a spec and says in one line what it is.
type Info struct {
	Name        string
	Description string
}

func builtinData(name string) ([]byte, bool) {
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return nil, false
	}
	data, err := builtinFS.ReadFile("builtin/" + name + ".yaml")
	return data, err == nil
}

// Names returns the names of the built-in specs in alphabetical order.
func Names() []string {
	entries, _ := builtinFS.ReadDir("builtin")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	slices.Sort(out)
	return out
}

func joinNames() string { return strings.Join(Names(), ", ") }

// List returns the name and description of every built-in spec, in the
// order of Names.
func List() []Info {
	var out []Info
	for _, n := range Names() {
		s, err := Builtin(n)
		if err != nil {
			out = append(out, Info{Name: n, Description: "(broken: " + err.Error() + ")"})
			continue
		}
		out = append(out, Info{Name: s.Name, Description: s.Description})
	}
	return out
}

// Builtin loads the built-in spec of the given name. Each call returns a new
// Spec; its Rules may be shared.
func Builtin(name string) (*Spec, error) {
	data, ok := builtinData(name)
	if !ok {
		return nil, fmt.Errorf("unknown built-in spec %s: %sthe built-in specs are %s", game.Excerpt(name), suggest(name, Names()), joinNames())
	}
	file := "builtin/" + name + ".yaml"
	return parse(context.Background(), file, data, builtinSource{}, []string{file}, Loader{})
}

// builtinSource lets a built-in spec extend other built-ins only.
type builtinSource struct{}

func (builtinSource) open(from, ref string) (*file, string, []byte, error) {
	data, ok := builtinData(ref)
	if !ok {
		return nil, "", nil, fmt.Errorf("unknown spec %s to extend: %sthe built-in specs are %s", game.Excerpt(ref), suggest(ref, Names()), joinNames())
	}
	name := "builtin/" + ref + ".yaml"
	return newFile(name, data), name, data, nil
}
