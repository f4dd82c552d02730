import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '@chauffeur/contracts';
import { MemoryReadStore } from '@chauffeur/projections';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { ReadStoreSessionStore } from './session-store/read-store-session-store';
import { REUSE_GRACE_MS, SIGN_IN_AGAIN, SessionService } from './session-service';
import type { Account } from './accounts';

/** What a refused refresh throws: the domain's refusal, which the error handler answers as a 401. */
const SIGN_IN_AGAIN_ERROR = { name: 'DomainError', kind: 'unauthorized', message: SIGN_IN_AGAIN };

describe('session service (with a clock)', () => {
  let t: TestApp;
  let account: Account;
  let clock = Date.now();
  let sessions: SessionService;
  let store: ReadStoreSessionStore;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    account = await t.app.auth.accounts.register(
      { email: 'clock@example.com', password: 'secret-one', role: 'user' },
      { actor: ANONYMOUS, requestId: 'r' },
    );
    store = new ReadStoreSessionStore(new MemoryReadStore());
    sessions = new SessionService(t.app.auth.accounts, store, t.app.auth.tokens, {
      now: () => new Date(clock),
      newId: randomUUID,
    });
  });
  afterAll(async () => t.close());

  /** Signs in as the account is now (its session epoch moves when it is signed out everywhere). */
  const start = async () => sessions.start((await t.app.auth.accounts.findById(account.id))!);

  it('forgives the token just replaced within the grace period, and only then', async () => {
    const started = await start();
    const next = await sessions.refresh(started.refreshToken);
    clock += REUSE_GRACE_MS - 1;
    // Same generation as `next`: both tabs end up holding a valid token of the one session.
    const late = await sessions.refresh(started.refreshToken);
    expect(t.app.auth.tokens.verifyRefresh(late.refreshToken)?.gen).toBe(1);
    clock += 2;
    await expect(sessions.refresh(started.refreshToken)).rejects.toMatchObject(SIGN_IN_AGAIN_ERROR);
    // That was a theft alarm: the whole account is signed out.
    await expect(sessions.refresh(next.refreshToken)).rejects.toMatchObject(SIGN_IN_AGAIN_ERROR);
    const last = (await t.eventStore.readStream(`user-${account.id}`)).at(-1);
    expect(last?.data).toEqual({ user_id: account.id, reason: 'refresh_token_reuse' });
  });

  it('refuses a refresh after the session expired (30 days without one)', async () => {
    const kept = await start();
    clock += 29 * 24 * 3600_000;
    await expect(sessions.refresh(kept.refreshToken)).resolves.toBeTruthy();
    const started = await start();
    clock += 30 * 24 * 3600_000 + 1;
    await expect(sessions.refresh(started.refreshToken)).rejects.toMatchObject(SIGN_IN_AGAIN_ERROR);
  });

  it('refuses a session that began before the account signed out everywhere', async () => {
    const before = await start();
    await t.app.auth.accounts.endSessions(account.id, 'sign_out', { actor: ANONYMOUS, requestId: 'x' });
    // Even if the store still had the session (a lost delete), the account's epoch has moved on.
    await expect(sessions.refresh(before.refreshToken)).rejects.toMatchObject(SIGN_IN_AGAIN_ERROR);
    expect(await store.get(t.app.auth.tokens.verifyRefresh(before.refreshToken)!.sid, clock)).toBeNull();
  });
});
