// What `npm run build` compiles into dist/server (scripts/server-build.mjs), in one table that npm start,
// the Dockerfile's test and the bench read too.

/**
 * The programs of the compiled server: `source` is the TypeScript entry, `out` its file in dist/server.
 * @type {readonly { name: string; source: string; out: string }[]}
 */
export const SERVER_ENTRIES = [
  // The HTTP server, projector and mail reactor (npm start, the image's CMD).
  { name: 'server', source: 'services/api/src/main.ts', out: 'main.js' },
  // The operator's commands, so that they run inside the image too (docs/operations.md).
  { name: 'projections', source: 'services/api/src/cli/projections/main.ts', out: 'projections.js' },
  { name: 'admin', source: 'services/api/src/cli/admin.ts', out: 'admin.js' },
];

/**
 * Plain JavaScript files the server starts as child processes or workers by their path next to the code
 * (`new URL('./verify-worker.mjs', import.meta.url)`): copied beside the bundle, where that URL points.
 */
export const SERVER_RUNTIME_FILES = [
  'services/eventstore/src/sqlite/verify-worker.mjs',
  'services/eventstore/src/sqlite/chain.mjs',
];

/** What the compiled server is made of: newer files than the build mean it is stale. */
export const SERVER_SOURCES = [
  'contracts',
  'services',
  'projections',
  'package.json',
  'package-lock.json',
  // esbuild reads the TypeScript settings that change its output (target, decorators, JSX).
  'tsconfig.json',
  'tsconfig.base.json',
  'scripts/server-build.mjs',
  'scripts/server-entries.mjs',
];
