// `npm run check:engines` (and tests/lint/engines.test.ts): every Node version the project declares it
// supports (`engines.node` of the root, the same in every workspace) must be one every installed package
// supports too, or `npm ci` warns (EBADENGINE) and the package may fail on that version at run time.
// A dependency that narrows its range later (as cookie 2 and content-disposition 3 did with ">=22") fails
// this check at the update that brings it in, not in production (decision 212).
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/**
 * The lockfiles the check reads: the product's install and the bench's own (installed on first use).
 * Every package of a lockfile counts, production, development or optional, as npm checks each it installs.
 */
export const LOCKFILES = ['package-lock.json', 'bench/package-lock.json'];

/** The root's declared range. */
export function declaredRange() {
  return /** @type {string} */ (readJson('package.json').engines?.node);
}

/**
 * Whether a Node version is inside the declared range.
 * @param {string} version
 */
export function supportsNode(version) {
  return semver.satisfies(version, declaredRange());
}

/**
 * Workspaces whose `engines.node` is not the root's (missing, or another range).
 * @returns {{ workspace: string; range: string | undefined }[]}
 */
export function workspaceMismatches() {
  const range = declaredRange();
  return /** @type {string[]} */ (readJson('package.json').workspaces ?? [])
    .map((workspace) => ({ workspace, range: readJson(`${workspace}/package.json`).engines?.node }))
    .filter((entry) => entry.range !== range);
}

/**
 * Packages of a lockfile whose `engines.node` does not cover the whole declared range.
 * @param {{ packages?: Record<string, { version?: string; engines?: unknown }> }} lock
 * @param {string} range
 * @returns {{ path: string; version: string | undefined; requires: string }[]}
 */
export function engineConflicts(lock, range) {
  return Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
    // Old packages wrote engines as a list of strings, which npm ignores.
    const engines = entry.engines;
    const requires =
      engines && typeof engines === 'object' && !Array.isArray(engines)
        ? /** @type {{ node?: unknown }} */ (engines).node
        : undefined;
    if (path === '' || typeof requires !== 'string') return [];
    return semver.subset(range, requires, { includePrerelease: false })
      ? []
      : [{ path, version: entry.version, requires }];
  });
}

/** Every problem, as lines for a person; empty when all is well. */
export function checkEngines() {
  const range = declaredRange();
  if (!range || !semver.validRange(range)) return [`package.json: engines.node is not a range: ${range}`];
  return [
    ...workspaceMismatches().map(
      ({ workspace, range: theirs }) =>
        `${workspace}/package.json: engines.node is ${JSON.stringify(theirs)}, the root declares "${range}"`,
    ),
    ...LOCKFILES.flatMap((file) =>
      engineConflicts(readJson(file), range).map(
        ({ path, version, requires }) =>
          `${file}: ${path}@${version} requires node "${requires}", outside the declared "${range}"`,
      ),
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkEngines();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      'Replace or pin (package.json "overrides") each package above, or change the declared range on purpose.',
    );
    process.exit(1);
  }
  console.log(`every installed package supports node ${declaredRange()}`);
}
