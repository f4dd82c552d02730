// V8 flags of every server process (npm start, the test and bench harnesses; the Dockerfile repeats them).
// 64 MB semi-spaces: the start-up replay allocates millions of short-lived objects, and a larger young
// generation scavenges them less often (~10 % faster replay, measured side by side; docs/decisions.md 49).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
