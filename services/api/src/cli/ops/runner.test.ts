import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processRunner } from './runner';

/** The real runner, with `sh` standing in for `docker compose exec` (same plumbing: argv, env, pipes). */
describe('processRunner', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ops-runner-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('streams a file to stdin and stdout to a private file, complete when it resolves', async () => {
    const input = join(dir, 'in');
    writeFileSync(input, 'x'.repeat(1_000_000));
    const output = join(dir, 'out');
    await processRunner.run({
      argv: ['sh', '-c', 'cat; printf "$SECRET"'],
      env: { SECRET: '!' },
      stdinFile: input,
      stdoutFile: output,
    });
    expect(readFileSync(output, 'utf8')).toBe(`${'x'.repeat(1_000_000)}!`);
    expect(statSync(output).mode & 0o777).toBe(0o600);
  });

  it('rejects on a non-zero exit, naming the command', async () => {
    await expect(processRunner.run({ argv: ['sh', '-c', 'exit 3'] })).rejects.toThrow(
      'sh -c exit 3 exited with 3',
    );
  });
});
