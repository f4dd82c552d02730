// The bench's generated logs must be logs the server accepts (hash chain intact: it refuses a broken one
// after minutes of generation) and must hold as many distinct bookings as the figures claim.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, verifyLog } from '@chauffeur/eventstore';
import { bookingReference } from '../services/bookings/index';
import { eventCount, unitsFor, writeLog, type EventRow, type Template } from './data-set';

const bookingId = '0b7e2f1c-5d3a-4c8e-9f10-2a3b4c5d6e7f';
const messageId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const row = (stream: string, revision: number, type: string, data: object): EventRow => ({
  stream,
  revision,
  id: `${stream}-${revision}`,
  type,
  data: JSON.stringify(data),
  metadata: JSON.stringify({ eventId: 'template', correlationId: bookingId }),
  recorded_at: '2026-11-24T10:00:00.000Z',
});
const template: Template = {
  seed: [row('settings', 0, 'SettingsChanged', { lead_time_hours: 2 })],
  unit: [
    row(`booking-${bookingId}`, 0, 'BookingRequested', {
      booking_id: bookingId,
      reference: bookingReference(bookingId),
    }),
    row(`booking-${bookingId}`, 1, 'BookingConfirmed', { booking_id: bookingId }),
    row(`message-${messageId}`, 0, 'ContactMessageReceived', { message_id: messageId }),
  ],
  bookingId,
  messageId,
};

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('writeLog', () => {
  it('writes the seed and fresh copies of the unit, with a hash chain the server verifies', async () => {
    work = mkdtempSync(join(tmpdir(), 'bench-data-set-'));
    const units = unitsFor(template, 30_000); // more than one commit of 20,000 rows
    const { dir, events } = writeLog(work, template, units);
    expect(events).toBe(1 + units * 3);
    expect(eventCount(dir)).toBe(events);

    const db = new Database(join(dir, 'events.sqlite'), { readonly: true });
    expect(verifyLog(db, 'events.sqlite').events).toBe(events);
    const streams = db.prepare(
      "SELECT COUNT(DISTINCT stream) AS n FROM events WHERE stream LIKE 'booking-%'",
    );
    expect((streams.get() as { n: number }).n).toBe(units);
    const last = db.prepare('SELECT stream FROM events ORDER BY position DESC LIMIT 3').all() as EventRow[];
    db.close();

    // A copy names its own booking everywhere, reference included, and nothing of the template's.
    const store = new SqliteEventStore(join(dir, 'events.sqlite'));
    const copy = last.find((r) => r.stream.startsWith('booking-'))!.stream;
    const id = copy.slice('booking-'.length);
    const [requested, confirmed] = await store.readStream(copy);
    await store.close();
    expect(requested!.data).toEqual({ booking_id: id, reference: bookingReference(id) });
    expect(confirmed!.type).toBe('BookingConfirmed');
    expect(JSON.stringify([requested!.data, requested!.metadata])).not.toContain(bookingId);

    // The mail of the generated events counts as sent: a server started on the dir sends none of it.
    const mail = JSON.parse(readFileSync(join(dir, 'reactors', 'mail.json'), 'utf8')) as { position: string };
    expect(mail.position).toBe(String(events));
  });
});
