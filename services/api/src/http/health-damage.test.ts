import { statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The attack of 2026-11-29 on the embedded default: files cut with `truncate` under the running server.
 * Health said "ok" and a contact message was acknowledged (201) on a log the next start refused.
 */
describe('GET /api/health and writes when a store file is damaged while the server runs', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ readStore: 'sqlite' });
  });
  afterEach(async () => t.close());

  const health = async () => {
    const response = await t.app.inject({ url: '/api/health' });
    return { status: response.statusCode, body: response.json() };
  };
  const sendMessage = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Ann Peeters', email: 'ann@example.be', phone: '+32 470 12 34 56', message: 'Hello' },
    });
  /** Every page in the main file, as SQLite's checkpoints leave it, so that a cut removes pages. */
  const checkpoint = (file: string) => {
    const db = new Database(file);
    db.pragma('wal_checkpoint(PASSIVE)');
    db.close();
  };
  const cutInHalf = (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2));
  /**
   * The start-up rebuild's copy of the WAL into read.sqlite, on another thread, ended: a copy still running
   * when the file is cut grows it back to its full size (SQLite's size hint, a hole of zeros where the cut
   * pages were), which no size check can tell from a whole file (seen once in CI).
   */
  const readStoreCopied = () => (t.readStore as { copied?: () => Promise<void> }).copied?.();
  /** Why the log fails, as the admin's Read models page says it (public health gives codes only, decision 304). */
  const logError = async () =>
    (await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() })).json().stores
      .event_store.error as string;
  /** Appends check the files at most once per 100 ms; a visitor's message comes later than that. */
  const quietSpell = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('given a healthy server writing and checkpointing, then health stays 200 ok', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendMessage()).statusCode).toBe(201);
      checkpoint(join(t.dir, 'events.sqlite'));
      checkpoint(join(t.dir, 'read.sqlite'));
      const { status, body } = await health();
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', event_store: { ok: true }, read_store: { ok: true } });
    }
  });

  it('given read.sqlite cut in half, then health answers 503 naming the read store and why, and so does the projections list', async () => {
    const file = join(t.dir, 'read.sqlite');
    await readStoreCopied();
    checkpoint(file);
    cutInHalf(file);

    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.event_store.ok).toBe(true);
    expect(body.read_store).toMatchObject({ kind: 'sqlite', ok: false, reason: 'unavailable' });
    // The read models still say "live": the projections page says beside them that their store is damaged.
    const projections = (
      await t.app.inject({ url: '/api/admin/projections', headers: t.adminHeaders() })
    ).json();
    expect(projections.stores).toMatchObject({ event_store: { ok: true }, read_store: { ok: false } });
    expect(projections.stores.read_store.error).toMatch(
      /read store file .*read\.sqlite is damaged: .*cut short/,
    );
  });

  it('given events.sqlite cut in half, then health answers 503 naming the event log and a message is refused with 503', async () => {
    const file = join(t.dir, 'events.sqlite');
    checkpoint(file);
    cutInHalf(file);
    await quietSpell();

    const sent = await sendMessage();
    expect(sent.statusCode).toBe(503);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.event_store).toMatchObject({ kind: 'sqlite', ok: false, reason: 'corrupt' });
    expect(await logError()).toMatch(/event log .*events\.sqlite is damaged: .*cut short/);
  });

  it('given events.sqlite-wal emptied after two acknowledged messages, then health answers 503 and the next message is refused', async () => {
    expect((await sendMessage()).statusCode).toBe(201);
    expect((await sendMessage()).statusCode).toBe(201);
    truncateSync(join(t.dir, 'events.sqlite-wal'), 0);
    await quietSpell();

    expect((await sendMessage()).statusCode).toBe(503);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.event_store).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(await logError()).toMatch(/WAL is 0 bytes long/);
  });

  it('given events.sqlite-wal emptied right after a clean check, then the very next message is refused with 503, not acknowledged', async () => {
    expect((await sendMessage()).statusCode).toBe(201);
    expect((await health()).status).toBe(200); // a full file check just ran: appends skip it for 100 ms
    truncateSync(join(t.dir, 'events.sqlite-wal'), 0);

    // Its commit writes past the emptied WAL's end and grows it back: checked before it is answered.
    expect((await sendMessage()).statusCode).toBe(503);
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.event_store).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(await logError()).toMatch(/WAL header is not the one SQLite wrote/);
  });
});
