import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingStream } from '@chauffeur/contracts';
import { SqliteEventStore, type RecordedEvent } from '@chauffeur/eventstore';
import {
  appendOne,
  bookingEvent,
  changeSetting,
  plainSpaces,
  requestBooking,
} from '@chauffeur/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingMails } from './booking-mails';
import { changeRequestMailReaction } from './change-request-mails';
import { TEST_MAIL_LINKS } from './testing';

/*
 * Decisions 241 and 252: every booking e-mail says the fare in its own currency, by the one rule
 * (`requestCurrency`): the one the request recorded, or for a request stored before decision 241, the
 * setting's just before it. A change of the company's currency relabels no earlier booking's mail.
 */

let dir: string;
let store: SqliteEventStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mail-currency-'));
  store = new SqliteEventStore(join(dir, 'events.db'));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const eventAt = async (bookingId: string, eventId: string): Promise<RecordedEvent> =>
  (await store.readStream(bookingStream(bookingId))).find((event) => event.metadata.eventId === eventId)!;
const customerText = async (event: RecordedEvent) =>
  plainSpaces(
    (await bookingMails(event, store, TEST_MAIL_LINKS)).find((mail) => mail.id.includes('customer'))!.text,
  );
const pricedText = async (bookingId: string) => {
  const requestId = randomUUID();
  await appendOne(store, bookingStream(bookingId), 'ChangeRequested', {
    booking_id: bookingId,
    request_id: requestId,
    changes: { passenger_count: 3 },
    previous_total_fare: 1234.5,
  });
  const priced = await bookingEvent(store, bookingId, 'ChangeRequestPriced', {
    request_id: requestId,
    previous_total_fare: 1234.5,
    total_fare: 1300,
  });
  const [mail] = await changeRequestMailReaction(TEST_MAIL_LINKS).mails(
    await eventAt(bookingId, priced.eventId),
    store,
  );
  return plainSpaces(mail!.text);
};

describe('the fare’s currency in the booking e-mails', () => {
  it('says pounds for a ride booked after the switch to pounds, and euros still for one booked before', async () => {
    const before = await requestBooking(store, { currency: 'EUR' });
    await changeSetting(store, 'default_currency', 'GBP');
    const after = await requestBooking(store, { currency: 'GBP' });

    const confirmedBefore = await bookingEvent(store, before.booking.booking_id, 'BookingConfirmed');
    expect(await customerText(await eventAt(before.booking.booking_id, confirmedBefore.eventId))).toContain(
      'Total: €1,234.50',
    );
    expect(await customerText(await eventAt(after.booking.booking_id, after.eventId))).toContain(
      'Total: £1,234.50',
    );
    // The company's mail of the new booking too.
    const company = (
      await bookingMails(await eventAt(after.booking.booking_id, after.eventId), store, TEST_MAIL_LINKS)
    ).find((mail) => mail.id.includes('company'))!;
    expect(plainSpaces(company.text)).toContain('£1,234.50');

    // A change re-priced: in the booking's own currency, whatever the company's is now.
    expect(await pricedText(before.booking.booking_id)).toContain('€1,300.00');
    expect(await pricedText(after.booking.booking_id)).toContain('£1,300.00');
  });

  it('says the currency the request recorded even when the switch landed before it (decision 241’s race)', async () => {
    // Priced in euros, then the company moved to pounds before the request was appended: it recorded euros.
    await changeSetting(store, 'default_currency', 'GBP');
    const raced = await requestBooking(store, { currency: 'EUR' });
    expect(await customerText(await eventAt(raced.booking.booking_id, raced.eventId))).toContain(
      'Total: €1,234.50',
    );
    expect(await pricedText(raced.booking.booking_id)).toContain('€1,300.00');
  });

  it('says the setting’s currency just before a request that recorded none (stored before decision 241)', async () => {
    await changeSetting(store, 'default_currency', 'USD');
    const older = await requestBooking(store);
    await changeSetting(store, 'default_currency', 'GBP');
    const confirmed = await bookingEvent(store, older.booking.booking_id, 'BookingConfirmed');
    expect(await customerText(await eventAt(older.booking.booking_id, confirmed.eventId))).toContain(
      'Total: US$1,234.50',
    );
    expect(await pricedText(older.booking.booking_id)).toContain('US$1,300.00');
  });
});
