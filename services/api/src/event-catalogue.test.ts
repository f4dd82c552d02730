import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_STREAM_PREFIX, missingUpcasters, systemActor, vehicleStream } from '@chauffeur/contracts';
import { createEventStore, InvalidEvent, openEventStoreForServer } from '@chauffeur/eventstore';
import { eventCatalogue } from './event-catalogue';
import { allProjections } from './all-projections';

describe('the event catalogue, composed from the modules', () => {
  it('every older version of every event type has its upcaster', () => {
    expect(missingUpcasters(eventCatalogue)).toEqual([]);
    expect(eventCatalogue.get('BookingRequested')?.version).toBe(2);
  });

  it("the admin's bookings row follows every event of a booking's stream, whichever module defines it (decision 246)", () => {
    // The admin's commands send the row's revision back as If-Match: an event the row ignored left it behind
    // the stream, and every confirm a 409 that no reload mended.
    const bookings = allProjections.find((projection) => projection.name === 'bookings')!;
    const onBookingStream = [...eventCatalogue.values()]
      .filter(({ streamPrefix }) => streamPrefix === BOOKING_STREAM_PREFIX)
      .map(({ type }) => type);
    expect(onBookingStream).toContain('ChangeRequested');
    expect(onBookingStream.filter((type) => !bookings.eventTypes.includes(type))).toEqual([]);
  });

  it('holds each module family, the public site included', () => {
    for (const type of [
      'VehicleAdded',
      'UserRegistered',
      'EmailClaimed',
      'ServicePublished',
      'ServiceUpdated',
      'ReviewSubmitted',
      'ReviewApproved',
      'StatPublished',
      'BlogPostCreated',
      'BlogPostUpdated',
      'BlogPostDeleted',
      'ContactMessageReceived',
      'NewsletterSubscribed',
      'BookingRequested',
      'SettingChanged',
      'AllNotificationsRead',
    ])
      expect(eventCatalogue.has(type), type).toBe(true);
  });

  it('names the stream of each type as the family says', () => {
    expect(eventCatalogue.get('VehicleRemoved')?.streamPrefix).toBe('vehicle-');
    expect(eventCatalogue.get('EmailClaimed')?.streamPrefix).toBe('account_email-');
    expect(eventCatalogue.get('SettingChanged')?.streamPrefix).toBe('settings');
  });

  it('knows every event type a projection handles (no projection waits for a type nobody writes)', () => {
    for (const projection of allProjections)
      for (const type of projection.eventTypes)
        expect(eventCatalogue.has(type), `${projection.name}: ${type}`).toBe(true);
  });

  it('is what the store is opened with: the server and the CLIs refuse a malformed event and store nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const config = { kind: 'sqlite' as const, dataDir: dir };
    const vehicleId = crypto.randomUUID();
    const added = (data: object) => ({
      type: 'VehicleAdded',
      data: { vehicle_id: vehicleId, ...data },
      metadata: {
        eventId: crypto.randomUUID(),
        occurredAt: new Date().toISOString(),
        actor: systemActor('test'),
        correlationId: 'c',
        causationId: 'c',
      },
    });
    try {
      for (const open of [
        () => createEventStore(config, eventCatalogue),
        async () => (await openEventStoreForServer(config, eventCatalogue)).store,
      ]) {
        const store = await open();
        await expect(
          store.append(vehicleStream(vehicleId), [added({ name: 'No price' })], { expectedRevision: 'any' }),
        ).rejects.toThrow(InvalidEvent);
        expect(await store.head()).toBeNull();
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
