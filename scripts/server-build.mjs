// `npm run build` (with the web app): compiles the server to plain JavaScript in dist/server, so that
// `npm start` and the Docker image run it with `node` alone, without the TypeScript loader (decision 210).
//
// esbuild bundles each entry with the workspace packages it imports (@chauffeur/*, whose `exports` point at
// TypeScript sources, and the modules' relative imports across service folders) and leaves every npm
// package external: those are loaded from node_modules at run time, so the image installs them with
// `npm ci --omit=dev`, and native ones (better-sqlite3) keep their own binaries. Source maps beside each
// file (run with --enable-source-maps) turn stack traces back into TypeScript lines.
import { build } from 'esbuild';
import {
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRIES, SERVER_RUNTIME_FILES, SERVER_SOURCES } from './server-entries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(root, 'dist', 'server');
// Written last: its time is the build's (as web/dist/prerendered/built for the web app).
const STAMP = join(SERVER_DIST, 'built');

/**
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function serverIsStale() {
  if (!existsSync(STAMP) || !SERVER_ENTRIES.every((entry) => existsSync(join(SERVER_DIST, entry.out))))
    return true;
  const builtAt = statSync(STAMP).mtimeMs;
  return SERVER_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Production dependencies of the root and every workspace: what `npm ci --omit=dev` installs. */
function productionDependencies() {
  /** @param {string} dir */
  const read = (dir) =>
    /** @type {{ workspaces?: string[]; dependencies?: Record<string, string> }} */ (
      JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
    );
  const rootPackage = read('.');
  return new Set(
    ['.', ...(rootPackage.workspaces ?? [])].flatMap((dir) => Object.keys(read(dir).dependencies ?? {})),
  );
}

/**
 * The npm package of a bare import ('fastify', '@fastify/static', 'pdfkit/js/x' → 'pdfkit').
 * @param {string} specifier
 */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {import('esbuild').Plugin} */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    // A bare specifier that is not one of ours: left to node's resolution at run time.
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@chauffeur/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer({ quiet = false } = {}) {
  if (!quiet) console.log('[chauffeur] compiling the server (dist/server)…');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      SERVER_ENTRIES.map((entry) => [entry.out.replace(/\.js$/, ''), entry.source]),
    ),
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node of `engines` (this machine's 20.19); the image runs the current LTS.
    target: 'node20.19',
    // One self-contained file per entry, no shared chunks: esbuild's code splitting does not keep the
    // evaluation order of ES modules across chunks (evanw/esbuild#399, open), and the server then started
    // with a projection still undefined. All in one folder: code that finds a file next to itself
    // (`new URL('./verify-worker.mjs', import.meta.url)`) finds the copies made below.
    sourcemap: 'linked',
    // File and line in stack traces; the TypeScript text stays out of the image.
    sourcesContent: false,
    // Classes keep their names where bundling would rename one of two equal names (error names, logs).
    keepNames: true,
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [npmPackagesExternal],
  });

  // Every package the bundle leaves to node_modules must be a production dependency, or the image (which
  // installs those only) would fail at start-up, not at build time.
  const allowed = productionDependencies();
  const imported = new Set(
    Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => packageOf(i.path)),
    ),
  );
  const missing = [...imported].filter((name) => !allowed.has(name)).sort();
  if (missing.length > 0)
    throw new Error(
      `the compiled server imports packages that are not production dependencies: ${missing.join(', ')}`,
    );

  for (const file of SERVER_RUNTIME_FILES)
    copyFileSync(join(root, file), join(SERVER_DIST, file.split('/').pop() ?? file));
  // The folder runs on its own in the image: its .js files are ES modules whatever is around it.
  writeFileSync(join(SERVER_DIST, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  writeFileSync(join(SERVER_DIST, 'externals.json'), `${JSON.stringify([...imported].sort(), null, 2)}\n`);
  writeFileSync(STAMP, new Date().toISOString());
  if (!quiet)
    console.log(
      `[chauffeur] compiled ${SERVER_ENTRIES.map((e) => relative(root, join(SERVER_DIST, e.out))).join(', ')}`,
    );
}

export async function buildServerIfStale({ quiet = false } = {}) {
  if (serverIsStale()) await buildServer({ quiet });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--if-stale`: npm start's way; without it, always (npm run build).
  if (process.argv.includes('--if-stale')) await buildServerIfStale();
  else await buildServer();
}
