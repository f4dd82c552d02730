// `npm run bench:compare [-- <base-ref>]`: the server benchmarks (HTTP, projection lag, replay, start-up,
// memory; with BENCH_ONLY=http,replay,startup,readside also issue 16's large-log figures) of a base commit
// and of the working tree, one after the other in one run on the same machine,
// reported as ratios (this machine's speed varies two-fold from day to day; a ratio taken minutes apart
// does not). The base is checked out in a temporary git worktree that borrows this checkout's
// node_modules, with its own links to its own workspace packages.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = process.argv[2] ?? process.env.BENCH_BASE ?? 'HEAD~1';
const only = process.env.BENCH_ONLY ?? 'http,replay,startup';
/** @param {string[]} args */
const git = (...args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};
const baseSha = git('rev-parse', base);
const headSha = git('rev-parse', 'HEAD');
const baseDir = mkdtempSync(join(tmpdir(), 'bench-base-'));
git('worktree', 'add', '--detach', baseDir, baseSha);

/** node_modules of the base: every installed package borrowed, @chauffeur/* linked to the base's workspaces. */
function borrowModules() {
  for (const sub of ['', 'tests', 'web', 'bench']) {
    const from = join(root, sub, 'node_modules');
    if (!existsSync(from)) continue;
    const to = join(baseDir, sub, 'node_modules');
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (name === '@chauffeur') continue;
      symlinkSync(join(from, name), join(to, name));
    }
  }
  const workspaces = JSON.parse(readFileSync(join(baseDir, 'package.json'), 'utf8')).workspaces;
  mkdirSync(join(baseDir, 'node_modules/@chauffeur'), { recursive: true });
  for (const ws of workspaces) {
    const name = JSON.parse(readFileSync(join(baseDir, ws, 'package.json'), 'utf8')).name;
    const link = join(baseDir, 'node_modules', name);
    symlinkSync(relative(dirname(link), join(baseDir, ws)), link);
  }
}

/**
 * @param {string} dir
 * @param {string} label
 * @returns {any} bench/results.json of that run
 */
function benchIn(dir, label) {
  console.log(`\n[compare] ${label}: BENCH_ONLY=${only} in ${dir}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'bench/run.ts')], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, BENCH_ONLY: only },
  });
  if (r.status !== 0) throw new Error(`bench failed in ${label}`);
  return JSON.parse(readFileSync(join(dir, 'bench/results.json'), 'utf8'));
}

/** @typedef {Record<string, number | undefined>} Figures */
/** @param {any} r @returns {Figures} */
const figures = (r) => ({
  'POST /api/bookings at 500 rps, p50 ms': r.bookings_at_500rps?.p50_ms,
  'POST /api/bookings at 500 rps, p99 ms': r.bookings_at_500rps?.p99_ms,
  'projection lag p50 ms': r.projection_lag?.p50_ms,
  'projection lag p99 ms': r.projection_lag?.p99_ms,
  ...Object.fromEntries(
    (r.http ?? []).map((/** @type {any} */ h) => [
      `${h.route} req/s (ours / floor)`,
      h.ours.rps / h.floor.rps,
    ]),
  ),
  'replay events/s': r.replay?.replay_events_per_second,
  'replay / raw read': r.replay?.ratio,
  'start-up s': r.startup?.seconds,
  'RSS loaded MB': r.memory?.loaded_rss_mb,
  'rebuild into SQLite / raw read': r.replay?.sqlite_ratio,
  // Issue 16's read side at scale: only when BENCH_ONLY includes `readside` (a million events: long).
  'log generation events/s': r.read_side?.generation.events_per_second,
  'first start, read models deleted / raw read': r.read_side?.rebuild.ratio,
  'start-up, read models current, s': r.read_side?.startup.seconds,
  'RSS at ready, large log, MB': r.read_side?.startup.rss_ready_mb,
  'GET /api/admin/bookings, large log, p99 ms': r.read_side?.list.p99_ms,
});

try {
  borrowModules();
  // Alternate base and head (BENCH_COMPARE_ROUNDS rounds) and take each figure's median, so that a slow
  // minute of the shared machine does not land on one side only.
  const rounds = Number(process.env.BENCH_COMPARE_ROUNDS ?? 2);
  /** @type {{ base: Figures[], head: Figures[] }} */
  const runsOf = { base: [], head: [] };
  for (let round = 0; round < rounds; round++) {
    /** @type {('base' | 'head')[]} */
    const order = round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
    for (const side of order)
      runsOf[side].push(
        figures(
          side === 'base'
            ? benchIn(baseDir, `base ${baseSha.slice(0, 7)}`)
            : benchIn(root, `head ${headSha.slice(0, 7)}`),
        ),
      );
  }
  /** @param {Figures[]} runs @returns {Figures} */
  const medianOf = (runs) =>
    Object.fromEntries(
      Object.keys(runs[0] ?? {}).map((k) => {
        const values = runs
          .map((r) => r[k])
          .filter((v) => typeof v === 'number')
          .sort((a, b) => a - b);
        return [k, values.length ? values[Math.floor((values.length - 1) / 2)] : undefined];
      }),
    );
  const before = medianOf(runsOf.base);
  const after = medianOf(runsOf.head);
  const rows = [];
  for (const k of Object.keys({ ...before, ...after })) {
    const [b, a] = [before[k], after[k]];
    if (typeof b === 'number' && typeof a === 'number')
      rows.push(`| ${k} | ${b.toFixed(2)} | ${a.toFixed(2)} | ${(a / b).toFixed(2)} |`);
  }
  const report = [
    `# Bench: ${baseSha.slice(0, 7)} (base) against ${headSha.slice(0, 7)} (head), ${rounds} alternating rounds, medians, ${new Date().toISOString()}`,
    '',
    '| figure | base | head | head / base |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/compare-report.md'), report);
  console.log(`\n${report}`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: root });
  rmSync(baseDir, { recursive: true, force: true });
}
