// Builds the web app when web/dist is missing or older than any web source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './build-lock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const SOURCES = [
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
  '../contracts/src',
];

/**
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function webIsStale() {
  // Written last, by the pre-rendering step.
  const built = join(web, 'dist', 'prerendered', 'built');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(web, source)) > builtAt);
}

export function buildWebIfStale({ quiet = false } = {}) {
  if (!webIsStale()) return;
  // Two browser test files (or a test and `npm start`) may find it stale at once: one builds, the other
  // waits and then finds it built.
  withBuildLock(join(web, '.build-lock'), () => {
    if (webIsStale()) build(quiet);
  });
}

/** @param {boolean} quiet */
function build(quiet) {
  if (!quiet) console.log('[chauffeur] building the web app (web/dist)…');
  // A test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  /** @param {string} script @param {string[]} args @param {string} failure */
  const step = (script, args, failure) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      cwd: web,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: quiet ? 'pipe' : 'inherit',
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(Buffer.concat([result.stdout, result.stderr]));
      throw new Error(failure);
    }
  };
  step(join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ['build'], 'web build failed');
  // The landing page and the wizard as static HTML (web/scripts/prerender.mjs), painted before the JS runs.
  step(join(web, 'scripts', 'prerender.mjs'), [], 'web pre-rendering failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
