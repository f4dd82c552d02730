import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const CONFIG = join(import.meta.dirname, 'fixtures/vitest.fixture.config.ts');

/** `npm test` (scripts/test.mjs) on one fixture, with no server anywhere and no Docker engine. */
function npmTest(fixture: string, required: boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env, FIXTURE: fixture, DOCKER_HOST: 'tcp://127.0.0.1:9' };
  delete env.NOWHEREDB_URL;
  delete env.REQUIRE_EXTERNAL_SERVERS;
  if (required) env.REQUIRE_EXTERNAL_SERVERS = '1';
  const run = spawnSync(process.execPath, ['scripts/test.mjs', '--config', CONFIG], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('REQUIRE_EXTERNAL_SERVERS=1 npm test', { timeout: 60_000 }, () => {
  it('without it, a suite whose server is missing is skipped visibly and the run passes', () => {
    const run = npmTest('needs-a-server.fixture.ts', false);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(
      'skipped: no NowhereDB reachable (set NOWHEREDB_URL or start a Docker engine)',
    );
    expect(run.output).toMatch(/Tests: 0 passed, 0 failed, 2 skipped/);
  });

  it('with it, the same suite fails and says what is missing', () => {
    const run = npmTest('needs-a-server.fixture.ts', true);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain('REQUIRE_EXTERNAL_SERVERS=1 but no NowhereDB reachable');
    expect(run.output).toMatch(/Tests: 0 passed, 1 failed, 0 skipped/);
  });

  it('with it, a suite that skipped its own way for want of a server fails the run too', () => {
    expect(npmTest('skips-on-its-own.fixture.ts', false).status).toBe(0);
    const run = npmTest('skips-on-its-own.fixture.ts', true);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain('REQUIRE_EXTERNAL_SERVERS=1 but skipped for want of a server:');
  });
});
