// How a server process is started, in one place: npm start, the test harness and the bench spawn
// `process.execPath` with these arguments; the Dockerfile's CMD repeats the compiled one (its test checks).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled server (`npm run build`, scripts/server-build.mjs), relative to the repository. */
export const COMPILED_SERVER_ENTRY = 'dist/server/main.js';

/**
 * `compiled`: the JavaScript of dist/server with plain node (npm start, the image); its source maps turn
 * stack traces back into TypeScript lines. `tsx`: the TypeScript sources through the loader (npm run dev,
 * the test suites, which must not depend on a build).
 * @param {'compiled' | 'tsx'} mode
 * @returns {string[]}
 */
export function serverArgs(mode) {
  return mode === 'compiled'
    ? [...SERVER_NODE_FLAGS, '--enable-source-maps', join(root, COMPILED_SERVER_ENTRY)]
    : [...SERVER_NODE_FLAGS, '--import', 'tsx', join(root, 'services/api/src/main.ts')];
}
