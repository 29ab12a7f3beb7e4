package web

import (
	"context"
	"strings"
	"testing"
	"time"
)

// FuzzEdit: /api/edit on any spec text, rule, index and region answers a spec
// that builds, or an error with its reason; it never panics.
func FuzzEdit(f *testing.F) {
	f.Add("extends: 4x4\n", "killer: {cells: [r1c1, r1c2], sum: 3}", -1, "")
	f.Add("extends: 4x4\npuzzles:\n  - constraints:\n      - killer: {cells: [r1c1, r1c2], sum: 3}\n", "", 0, "")
	f.Add("extends: 4x4\npuzzles: 3\n", "antiknight", -1, "")
	f.Add("extends: 4x4\npuzzles:\n  - 3\n", "&a [*a]", 1, "")
	f.Add("a: &a [*a, *a]\n", "thermometer: {cells: [r1c1, r1c2]}", 5, "")
	f.Add("size: 4x4\nvalues: 1-4\ngroups: [rows, columns]\n", "", -1, "r1c1 r1c2 r2c1 r2c2")
	f.Add("size: 4x4\nvalues: 1-4\ngroups: [rows, columns, {regions: {map: \"ab..\\nab..\\n....\\n....\", partial: true}}]\n", "", -1, "r3c3 r4c4")
	s := New(Limits{Timeout: 2 * time.Second}, nil)
	f.Fuzz(func(t *testing.T, yaml, add string, remove int, region string) {
		if len(yaml) > 4096 || len(add) > 1024 || len(region) > 1024 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		req := &request{YAML: yaml, Add: add, Region: strings.Fields(region)}
		if remove >= 0 {
			req.Remove = &remove
		}
		out, aerr := s.handleEdit(ctx, req)
		if aerr != nil {
			if aerr.Error == "" {
				t.Fatalf("an error without a reason: %+v", aerr)
			}
			return
		}
		// The spec answered builds.
		y := out.(struct {
			YAML  string   `json:"yaml"`
			Items []string `json:"items"`
		}).YAML
		if _, aerr := s.rules(ctx, &request{YAML: y}); aerr != nil && ctx.Err() == nil {
			t.Fatalf("the spec answered does not build: %s\n%s", aerr.Error, y)
		}
	})
}
