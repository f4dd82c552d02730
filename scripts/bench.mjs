// `npm run bench`: installs the bench-only dependencies into bench/node_modules on first use (Emmett and
// its sqlite3 build from source, autocannon, Lighthouse), then runs the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bench = join(root, 'bench');
/** @param {string} command @param {string[]} args @param {string} cwd */
const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!existsSync(join(bench, 'node_modules', 'autocannon'))) {
  console.log(
    '[bench] installing bench-only dependencies into bench/node_modules (sqlite3 builds from source: a few minutes)…',
  );
  run(
    'npm',
    [existsSync(join(bench, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund'],
    bench,
  );
}
run(process.execPath, ['--import', 'tsx', join(bench, 'run.ts'), ...process.argv.slice(2)], root);
