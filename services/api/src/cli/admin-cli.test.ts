import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS, systemActor, userStream } from '@chauffeur/contracts';
import { SqliteEventStore, withCatalogue, type EventStore } from '@chauffeur/eventstore';
import { Accounts } from '../../../accounts/index';
import { createPasswordHasher, TEST_SCRYPT } from '../../../accounts/index';
import { eventCatalogue } from '../event-catalogue';

const ROOT = resolve(__dirname, '../../../..');

/** Runs `npm run admin -- …` as the operator would (the same script, its own process). */
function runAdmin(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/cli/admin.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(stdin);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe(
  'npm run admin (issue 13: the operator settles who the admin is, on purpose)',
  { timeout: 60_000 },
  () => {
    let dir: string;
    let store: EventStore;
    let accounts: Accounts;
    let env: Record<string, string>;
    let userId: string;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
      env = { DATA_DIR: dir };
      // Stands for the running server: it keeps the log open while the CLI writes to it.
      store = withCatalogue(new SqliteEventStore(join(dir, 'events.sqlite')), eventCatalogue);
      accounts = new Accounts(store, createPasswordHasher(TEST_SCRYPT), {
        now: () => new Date(),
        newId: randomUUID,
      });
      const account = await accounts.register(
        { email: 'owner@chauffeur.be', password: 'first-password-77', role: 'user' },
        { actor: ANONYMOUS, requestId: 'r' },
      );
      userId = account.id;
    });
    afterEach(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('promotes an existing account, as an event of the CLI, while the server holds the log open', async () => {
      const run = await runAdmin(['promote', 'Owner@Chauffeur.be'], env);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('owner@chauffeur.be is now an administrator');
      expect(run.code).toBe(0);
      const last = (await store.readStream(userStream(userId))).at(-1)!;
      expect(last.type).toBe('UserRoleChanged');
      expect(last.metadata.actor).toEqual(systemActor('admin-cli'));
      expect((await accounts.findById(userId))?.role).toBe('admin');
      // Twice is harmless: nothing more is recorded.
      expect((await runAdmin(['promote', 'owner@chauffeur.be'], env)).stdout).toContain('already');
      expect(await store.readStream(userStream(userId))).toHaveLength(2);
    });

    it('resets a password read from standard input, prints nothing secret, and ends the sessions', async () => {
      const run = await runAdmin(['reset-password', 'owner@chauffeur.be'], env, 'velvet-limousine-42\n');
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain('velvet-limousine-42');
      expect(await accounts.authenticate('owner@chauffeur.be', 'velvet-limousine-42')).not.toBeNull();
      expect(await accounts.authenticate('owner@chauffeur.be', 'first-password-77')).toBeNull();
      const last = (await store.readStream(userStream(userId))).at(-1)!;
      expect(last).toMatchObject({ type: 'PasswordChanged', metadata: { actor: systemActor('admin-cli') } });
      expect((await accounts.findById(userId))?.sessionEpoch).toBe(1);
    });

    it('reads the password from ADMIN_PASSWORD and refuses a common one, changing nothing', async () => {
      const refused = await runAdmin(['reset-password', 'owner@chauffeur.be'], {
        ...env,
        ADMIN_PASSWORD: 'password123',
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Password refused: This password is too common.');
      expect(await store.readStream(userStream(userId))).toHaveLength(1);
    });

    it('says so, with exit code 1, for an unknown address or a data folder without a log; usage for a wrong command', async () => {
      const unknown = await runAdmin(['promote', 'nobody@chauffeur.be'], env);
      expect(unknown).toMatchObject({ code: 1, stderr: 'No account has the address nobody@chauffeur.be.\n' });
      const elsewhere = await runAdmin(['promote', 'owner@chauffeur.be'], { DATA_DIR: join(dir, 'typo') });
      expect(elsewhere.code).toBe(1);
      expect(elsewhere.stderr).toContain(`No event log at ${join(dir, 'typo', 'events.sqlite')}`);
      expect(existsSync(join(dir, 'typo'))).toBe(false);
      const usage = await runAdmin(['delete', 'owner@chauffeur.be'], env);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin -- <command> <email>');
    });
  },
);
