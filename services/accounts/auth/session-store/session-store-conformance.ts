import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionRecord, SessionStore } from './port';

export interface SessionStoreHarness {
  store: SessionStore;
  dispose(): Promise<void>;
}

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1);

const session = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  id: randomUUID(),
  userId: 'user-a',
  generation: 0,
  epoch: 0,
  createdAt: T0,
  rotatedAt: T0,
  expiresAt: T0 + HOUR,
  ...overrides,
});

/** One behaviour for every session store adapter (sqlite, read store over memory or MongoDB). */
export function describeSessionStoreConformance(name: string, open: () => Promise<SessionStoreHarness>) {
  describe(`session store conformance: ${name}`, () => {
    let harness: SessionStoreHarness;
    let store: SessionStore;
    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(async () => harness.dispose());

    it('keeps a session until it expires', async () => {
      const s = session();
      await store.create(s);
      expect(await store.get(s.id, T0 + 1)).toEqual(s);
      expect(await store.get(s.id, T0 + HOUR)).toBeNull();
      expect(await store.get(randomUUID(), T0)).toBeNull();
    });

    it('rotates only from the current generation, once, and pushes the expiry out', async () => {
      const s = session();
      await store.create(s);
      const rotated = await store.rotate(s.id, 0, T0 + 10, T0 + 2 * HOUR);
      expect(rotated).toEqual({ ...s, generation: 1, rotatedAt: T0 + 10, expiresAt: T0 + 2 * HOUR });
      expect(await store.rotate(s.id, 0, T0 + 20, T0 + 3 * HOUR)).toBeNull();
      expect(await store.get(s.id, T0 + HOUR + 1)).toMatchObject({ generation: 1 });
    });

    it('lets exactly one of two racing rotations win', async () => {
      const s = session();
      await store.create(s);
      const results = await Promise.all([
        store.rotate(s.id, 0, T0 + 1, T0 + HOUR),
        store.rotate(s.id, 0, T0 + 1, T0 + HOUR),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await store.get(s.id, T0 + 2))?.generation).toBe(1);
    });

    it('does not rotate an expired session', async () => {
      const s = session();
      await store.create(s);
      expect(await store.rotate(s.id, 0, T0 + HOUR, T0 + 2 * HOUR)).toBeNull();
    });

    it('deletes one session, or every session of an account', async () => {
      const [a1, a2, b] = [session(), session(), session({ userId: 'user-b' })];
      for (const s of [a1, a2, b]) await store.create(s);
      await store.delete(a1.id);
      expect(await store.get(a1.id, T0)).toBeNull();
      await store.create(session({ userId: 'user-a' }));
      expect(await store.deleteForUser('user-a')).toBe(2);
      expect(await store.get(a2.id, T0)).toBeNull();
      expect(await store.get(b.id, T0)).toEqual(b);
    });

    it('ends every session of an account but one, which moves to the new epoch', async () => {
      const [kept, other, stranger] = [session(), session(), session({ userId: 'user-b' })];
      for (const s of [kept, other, stranger]) await store.create(s);
      expect(await store.keepOnly('user-a', kept.id, 3)).toBe(1);
      expect(await store.get(kept.id, T0)).toEqual({ ...kept, epoch: 3 });
      expect(await store.get(other.id, T0)).toBeNull();
      expect(await store.get(stranger.id, T0)).toEqual(stranger);
    });

    it('sweeps expired sessions when a new one starts', async () => {
      const old = session({ userId: 'user-c', expiresAt: T0 + 5 });
      await store.create(old);
      await store.create(session({ createdAt: T0 + 10, rotatedAt: T0 + 10, expiresAt: T0 + HOUR }));
      expect(await store.deleteForUser('user-c')).toBe(0);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
