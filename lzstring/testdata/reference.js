// Compresses strings with the lz-string npm package, for the tests of
// package lzstring. Run with NODE_PATH naming a node_modules that holds
// lz-string (npm install lz-string).
//
//   node reference.js vectors > vectors.json   the table of vectors.json
//   node reference.js < in.json                each string of a JSON array:
//                                              [{"in", "base64", "uri"}, ...]
"use strict";
const lz = require("lz-string");

function vectors() {
  const cells = [];
  for (let r = 0; r < 9; r++) {
    const row = [];
    for (let c = 0; c < 9; c++) row.push((r * 9 + c) % 5 === 0 ? { value: 1 + ((r * 3 + c) % 9), given: true } : {});
    cells.push(row);
  }
  const list = [
    ["empty", ""],
    ["one ASCII", "a"],
    ["one Latin-1", "é"],
    ["one BMP", "猫"],
    ["ASCII", "Hello, world!"],
    ["f-puzzles JSON", '{"size":9,"grid":[[{}]]}'],
    ["f-puzzles grid", JSON.stringify({ size: 9, title: "Test", author: "someone", ruleset: "Normal sudoku rules apply.", grid: cells })],
    ["repetitive", "abc".repeat(1000)],
    ["one letter", "a".repeat(5000)],
    ["hello cat", "hello, i am a 猫"],
    ["emoji", "puzzle 🧩 solved 🎉"],
    ["emoji only", "😀"],
    ["mixed scripts", "Ünïcödé Ελληνικά русский 日本語 한국어 עברית العربية"],
    ["control and NUL", "a\u0000b\u0001c\n\t\r\u007f"],
    ["U+FFFF and U+10FFFF", "\uffff\u{10ffff}\u0100\u00ff"],
    ["characters of the alphabets", "ABCXYZabcxyz0189+/=-$ %"],
    ["__proto__", "__proto__ __proto__ __proto__ constructor constructor toString hasOwnProperty"],
    ["__proto__ repeated", "__proto__".repeat(40) + "x__proto__".repeat(40)],
    ["lone high surrogate", "a\ud800b"],
    ["lone low surrogate", "\udc00"],
    ["reversed pair", "\ude00\ud83d"],
  ];
  // The pattern of powers of two at which the code width grows.
  let grow = "";
  for (let i = 0; i < 600; i++) grow += String.fromCharCode(32 + (i * 7919) % 300);
  list.push(["widths", grow]);
  // A lone surrogate has no UTF-8 form: Go reads it as U+FFFD.
  return list.map(([name, s]) => ({ name, in: s, lone_surrogate: s.isWellFormed() ? undefined : true, base64: lz.compressToBase64(s), uri: lz.compressToEncodedURIComponent(s) }));
}

if (process.argv[2] === "vectors") {
  const pkg = require("lz-string/package.json");
  const out = { source: `lz-string ${pkg.version} (npm), compressToBase64 and compressToEncodedURIComponent`, vectors: vectors() };
  process.stdout.write(JSON.stringify(out, null, 1) + "\n");
} else {
  let text = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (d) => (text += d));
  process.stdin.on("end", () => {
    const out = JSON.parse(text).map((s) => ({ in: s, base64: lz.compressToBase64(s), uri: lz.compressToEncodedURIComponent(s) }));
    process.stdout.write(JSON.stringify(out));
  });
}
