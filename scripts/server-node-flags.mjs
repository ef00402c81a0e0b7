/**
 * Node.js flags the server runs with: in `npm start`, in the Dockerfile's CMD
 * (production-smoke checks that they agree) and in the benchmarks. A young generation of
 * 32 MB a half instead of 16: under load a request's objects then die young instead of
 * being promoted, which made every minor GC take 3-4 ms and a major one run every 3 s
 * (docs/operations.md, "Node.js flags").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
