package lzstring_test

import (
	"fmt"
	"net/url"

	"github.com/sudoku-rules/sudoku/lzstring"
)

// Read the puzzle of an f-puzzles link. The query's reader turns the
// link's '+' into spaces, which Decompress reads as '+' again.
func Example() {
	link := "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7EVAQwFc1CKSEQBBAOw+pAHMSIAEwQBtEcAC+AXSkSgA="
	u, err := url.Parse(link)
	if err != nil {
		fmt.Println(err)
		return
	}
	puzzle, err := lzstring.Base64.Decompress(u.Query().Get("load"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(puzzle)
	// Output:
	// {"size":9,"title":"Thermo","author":"Ann","grid":[[{}]]}
}

// Write a puzzle for a link: f-puzzles takes base64, SudokuPad either.
func ExampleEncoding_Compress() {
	puzzle := `{"size":9,"grid":[[{}]]}`
	fmt.Println("https://f-puzzles.com/?load=" + lzstring.Base64.Compress(puzzle))
	fmt.Println(lzstring.URI.Compress("hello, i am a 猫"))
	// Output:
	// https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF8BdEooA
	// BYUwNmD2A0AECWsCGBbZtDUzkA
}

// Bad input says where it went wrong.
func ExampleEncoding_Decompress_error() {
	_, err := lzstring.Base64.Decompress("N4IgzglgXgpiBcBOANCA")
	fmt.Println(err)
	_, err = lzstring.URI.Decompress("N4Ig/gpi")
	fmt.Println(err)
	// Output:
	// lzstring: input byte 20: the data ends before its end code
	// lzstring: input byte 4: character '/' is not in the URI alphabet
}
