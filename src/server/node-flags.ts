// How the server's Node runs (`npm start` passes the same flag in package.json; the bench and the
// tests that start the real server use this list). A 512 MB heap keeps its memory where it belongs:
// left alone on a large machine V8 lets the heap grow toward 4 GB before collecting, and a busy
// search load sat at 650 MB resident; with the limit, 310 MB, at the same requests per second.
// Raise it for a big import with `node --max-old-space-size=N scripts/start.mjs` (decision 033).
// --liftoff-only: V8 runs the embedded PGlite's WebAssembly with its baseline compiler only. On
// Node 24 its optimising compiler took ~550 MB for a moment while compiling PGlite's hot functions
// (the server's peak went from ~460 MB to ~1 GB); the order flow's CPU did not change measurably,
// and nothing else the server runs per request is WebAssembly (decision 039).
// --max-semi-space-size=16: V8 on Node 24 grows the young generation to 2 × 64 MB under the start's
// allocations and keeps it resident while idle; 2 × 16 MB took ~100 MB off the server's peak in the
// checkout and search benches with no measurable change in CPU per order (decision 080).
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512', '--liftoff-only', '--max-semi-space-size=16'];
