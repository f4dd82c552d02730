// `npm test`: one vitest run over every workspace (unit, conformance, API, browser end-to-end), then a
// plain closing line "Tests: N passed, N failed, N skipped" and the names of skipped suites, so a skip is
// never silent.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** How a suite that found no server names itself: `<title> (skipped: no MongoDB reachable …)`. */
const SKIPPED_FOR_A_SERVER = /\(skipped: .*(KurrentDB|EventStoreDB|MongoDB|Docker)/;
const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (!existsSync(report)) {
  console.error('vitest wrote no report');
  process.exit(run.status || 1);
}
/** @typedef {{ status: string; ancestorTitles: string[]; fullName: string }} AssertionResult */
/** @type {{ numPassedTests: number; numFailedTests: number; numTotalTests: number; testResults: { assertionResults: AssertionResult[] }[] }} */
const results = JSON.parse(readFileSync(report, 'utf8'));
const skipped = results.testResults.flatMap((file) =>
  file.assertionResults
    .filter((t) => t.status === 'skipped' || t.status === 'pending')
    .map((t) => t.ancestorTitles[0] ?? t.fullName),
);
if (skipped.length > 0) {
  const suites = [...new Set(skipped)];
  console.log(`\nSkipped (${skipped.length} tests):`);
  for (const suite of suites) console.log(`  - ${suite}`);
}
console.log(
  `\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped.length} skipped`,
);
// REQUIRE_EXTERNAL_SERVERS=1: the suites that need KurrentDB/MongoDB/Docker fail instead of skipping
// (describeUnavailable); a suite that skipped its own way for want of one fails the run here.
const required = ['1', 'true'].includes(process.env.REQUIRE_EXTERNAL_SERVERS ?? '');
const wanting = required ? [...new Set(skipped)].filter((suite) => SKIPPED_FOR_A_SERVER.test(suite)) : [];
for (const suite of wanting)
  console.log(`REQUIRE_EXTERNAL_SERVERS=1 but skipped for want of a server: ${suite}`);
const failed =
  run.status !== 0 || results.numFailedTests > 0 || results.numTotalTests === 0 || wanting.length > 0;
process.exit(failed ? 1 : 0);
