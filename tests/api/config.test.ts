import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

describe('configuration at boot', () => {
  it('refuses to start with every bad key listed', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'services/api/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: 'eighty',
        EVENT_STORE: 'postgres',
        READ_STORE: 'mongo',
        JWT_SECRET: 'short',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    for (const key of ['PORT', 'EVENT_STORE', 'JWT_SECRET', 'MONGO_URL'])
      expect(result.stderr).toContain(key);
    expect(result.stderr).toContain('Invalid configuration');
  });
});
