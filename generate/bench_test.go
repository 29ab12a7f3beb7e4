package generate

import (
	"context"
	"testing"
)

// benchGenerate makes one puzzle per iteration, each from its own seed.
func benchGenerate(b *testing.B, spec, symmetry string) {
	r := rulesOf(b, spec)
	s, err := Lookup(symmetry)
	if err != nil {
		b.Fatal(err)
	}
	g, err := New(r, Options{Symmetry: s})
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; b.Loop(); i++ {
		if _, err := g.Generate(context.Background(), uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClassic(b *testing.B)           { benchGenerate(b, "classic", "none") }
func BenchmarkClassicRotational(b *testing.B) { benchGenerate(b, "classic", "rotational") }
func BenchmarkSamurai(b *testing.B)           { benchGenerate(b, "samurai", "none") }
func Benchmark16x16(b *testing.B)             { benchGenerate(b, "16x16", "none") }
