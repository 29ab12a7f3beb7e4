package bench

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestMedian(t *testing.T) {
	tests := []struct {
		name string
		in   []time.Duration
		want time.Duration
	}{
		{"one", []time.Duration{5}, 5},
		{"odd, unsorted", []time.Duration{9, 1, 5}, 5},
		{"an outlier does not move it", []time.Duration{3, 1000, 2, 4, 1}, 3},
		{"even: the upper middle", []time.Duration{4, 1, 3, 2}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, median(tt.in))
		})
	}
}
