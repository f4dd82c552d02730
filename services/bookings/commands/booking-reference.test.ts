import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, bookingReferenceStream, LEGACY_BOOKING_REFERENCES_STREAM } from '@chauffeur/contracts';
import { bookingReference, REFERENCE_PATTERN } from '../domain/reference';
import { SqliteEventStore } from '@chauffeur/eventstore';
import {
  eventStoreReferenceClaims,
  issueBookingReference,
  legacyReferences,
  type ReferenceClaims,
} from './booking-reference';

/** The claims port over a plain map: the same rule as the log (first booking keeps a code), a million times fast. */
function memoryClaims(): ReferenceClaims & { holders: Map<string, string> } {
  const holders = new Map<string, string>();
  return {
    holders,
    async claim(reference, bookingId) {
      const holder = holders.get(reference);
      if (holder === undefined) holders.set(reference, bookingId);
      return (holder ?? bookingId) === bookingId;
    },
  };
}

/** Another booking id whose first candidate is the same as this one's: the id plus 25^6 (the code is id mod 25^6). */
function collidingId(id: string): string {
  const hex = (BigInt(`0x${id.replace(/-/g, '')}`) + 25n ** 6n).toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('booking references', () => {
  it('1,000,000 bookings get 1,000,000 different references, though their first candidates collide', async () => {
    const claims = memoryClaims();
    let firstTaken = 0;
    const started = performance.now();
    for (let i = 0; i < 1_000_000; i++) {
      const id = randomUUID();
      const reference = await issueBookingReference(claims, id);
      if (reference !== bookingReference(id)) firstTaken++;
    }
    const seconds = (performance.now() - started) / 1000;
    const references = [...claims.holders.keys()];
    expect(references).toHaveLength(1_000_000);
    expect(new Set(claims.holders.values()).size).toBe(1_000_000);
    expect(references.every((reference) => REFERENCE_PATTERN.test(reference))).toBe(true);
    // About n²/2 ÷ 25^6 ≈ 2,000 of the derived codes were taken: each of them would have been a shared reference.
    expect(firstTaken).toBeGreaterThan(1_000);
    console.info(`1,000,000 references in ${seconds.toFixed(1)} s; ${firstTaken} needed a second candidate`);
  }, 120_000);

  describe('claimed in the event log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'references-'));
    let eventStore: SqliteEventStore;
    beforeAll(() => {
      eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    });
    afterAll(async () => {
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const claims = () => eventStoreReferenceClaims(eventStore, { actor: ANONYMOUS, requestId: randomUUID() });

    it('two bookings created at once whose first candidates collide get different references', async () => {
      const a = randomUUID();
      const b = collidingId(a);
      expect(bookingReference(b)).toBe(bookingReference(a));
      const [ra, rb] = await Promise.all([
        issueBookingReference(claims(), a),
        issueBookingReference(claims(), b),
      ]);
      expect(ra).not.toBe(rb);
      expect([ra, rb]).toContain(bookingReference(a));
      const claim = await eventStore.readStream(bookingReferenceStream(bookingReference(a)));
      expect(claim).toHaveLength(1);
      expect(claim[0]!.data).toEqual({
        reference: bookingReference(a),
        booking_id: ra === bookingReference(a) ? a : b,
      });
    });

    it('a retried creation of the same booking gets the reference its first attempt claimed, claiming nothing more', async () => {
      const a = randomUUID();
      const taker = collidingId(a);
      // Another booking holds a's first candidate, so a's reference is its second: the retry must find it again.
      await issueBookingReference(claims(), taker);
      const first = await issueBookingReference(claims(), a);
      const head = await eventStore.head();
      expect(first).not.toBe(bookingReference(a));
      expect(await issueBookingReference(claims(), a)).toBe(first);
      expect((await eventStore.head())?.position).toBe(head?.position);
    });
  });

  describe('in a log written before references were claimed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legacy-references-'));
    const path = join(dir, 'events.sqlite');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const context = { actor: ANONYMOUS, requestId: 'legacy-test' };
    /** A booking as the old code stored it: its derived reference, and no claim. */
    const legacyBooking = (store: SqliteEventStore, id: string) =>
      store.append(
        `booking-${id}`,
        [
          {
            type: 'BookingRequested',
            data: { booking_id: id, reference: bookingReference(id) },
            metadata: {
              eventId: randomUUID(),
              occurredAt: new Date().toISOString(),
              actor: ANONYMOUS,
              correlationId: 'old',
              causationId: 'old',
              schemaVersion: 2,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );

    it("a new booking never gets an old booking's unclaimed reference; the old ones are recorded once", async () => {
      const old = randomUUID();
      let store = new SqliteEventStore(path);
      await legacyBooking(store, old);
      const reference = await issueBookingReference(
        eventStoreReferenceClaims(store, context),
        collidingId(old),
      );
      expect(reference).not.toBe(bookingReference(old));
      const recorded = await store.readStream(LEGACY_BOOKING_REFERENCES_STREAM);
      expect(recorded.map((e) => e.data)).toEqual([{ references: [bookingReference(old)] }]);
      await store.close();

      // After a restart the record is read, not the log, and nothing more is recorded.
      store = new SqliteEventStore(path);
      expect([...(await legacyReferences(store, context))]).toEqual([bookingReference(old)]);
      expect(await store.readStream(LEGACY_BOOKING_REFERENCES_STREAM)).toHaveLength(1);
      await store.close();
    });

    it('a new install has no old references and records nothing', async () => {
      const store = new SqliteEventStore(join(dir, 'fresh.sqlite'));
      await issueBookingReference(eventStoreReferenceClaims(store, context), randomUUID());
      expect((await legacyReferences(store, context)).size).toBe(0);
      expect(await store.readStream(LEGACY_BOOKING_REFERENCES_STREAM)).toEqual([]);
      await store.close();
    });
  });
});
