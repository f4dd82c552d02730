import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The reactor's guarantees are shown with the real booking and account e-mails, as the composition root wires
// them (which is why this test lives here and not in the platform, which imports no module).
import { mailReactionsFor } from './all-reactions';
import { messageId } from '../../bookings/index';
import { createMailReactor, type MailReactor, type MailReactorOptions } from '@chauffeur/platform';
import { PermanentMailError, type MailMessage, type Mailer } from '@chauffeur/platform';
import { OutboxMailer, emlFileName } from '@chauffeur/platform';
import { FileReactorCheckpoints, type ReactorCheckpointStore } from '@chauffeur/platform';
import {
  appendOne,
  bookingEvent,
  changeSetting,
  decodeHeader,
  eventually,
  mimePart,
  parseEml,
  plainSpaces,
  requestBooking,
} from '@chauffeur/platform/testing';

const DAY = 86_400_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const FAST_RETRY = { initialMs: 5, maxMs: 40 };

let dir: string;
let store: SqliteEventStore;
let outbox: OutboxMailer;
let checkpoints: FileReactorCheckpoints;
const reactors: MailReactor[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mail-reactor-'));
  store = new SqliteEventStore(join(dir, 'events.db'));
  outbox = new OutboxMailer(join(dir, 'outbox'));
  checkpoints = new FileReactorCheckpoints(join(dir, 'reactors'));
});
afterEach(async () => {
  await Promise.all(reactors.splice(0).map((reactor) => reactor.stop()));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function startReactor(options: Partial<MailReactorOptions> = {}): Promise<MailReactor> {
  const reactor = createMailReactor({
    eventStore: store,
    mailer: outbox,
    checkpoints,
    reactions: mailReactionsFor({ secret: 'test-secret', siteUrl: 'https://chauffeur.test' }),
    logger: silent,
    retry: FAST_RETRY,
    checkpointDelayMs: 5,
    ...options,
  });
  reactors.push(reactor);
  await reactor.start();
  return reactor;
}

/** Resolves once the reactor has handled every event of the log. */
async function caughtUp(reactor: MailReactor): Promise<void> {
  const head = await store.head();
  await eventually(() => reactor.status().checkpoint === String(head?.position ?? null));
}

const outboxFiles = async () => (await readdir(outbox.dir).catch(() => [] as string[])).sort();
const fileOf = (eventId: string, recipient: 'customer' | 'company') =>
  emlFileName(messageId(eventId, recipient));
const readEml = async (file: string) => parseEml(await readFile(join(outbox.dir, file), 'utf8'));
const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      (await outboxFiles()).map(async (f) => [f, await readFile(join(outbox.dir, f), 'utf8')]),
    ),
  );

describe('mail reactor', () => {
  it('sends the customer and the company mails of a booking, then one per confirmation or cancellation', async () => {
    await changeSetting(store, 'booking_notification_email', 'office@brusselsprivatechauffeur.be');
    await changeSetting(store, 'default_currency', 'GBP');
    const a = await requestBooking(store, {
      language: 'nl',
      customer: { name: 'An', phone: '+32 470 00 00 01', email: 'an@example.be' },
    });
    const b = await requestBooking(store, {
      language: 'de',
      reference: 'CH-B2B2B2',
      customer: { name: 'Bo', phone: '+49 170 0000002', email: 'bo@example.de' },
    });
    await appendOne(store, 'vehicle-x', 'VehicleAdded', { name: 'ignored' });
    const confirmedA = await bookingEvent(store, a.booking.booking_id, 'BookingConfirmed');
    // Issue 18: the ride's start tells the customer the chauffeur is on the way.
    const startedA = await bookingEvent(store, a.booking.booking_id, 'RideStarted');
    const cancelledB = await bookingEvent(store, b.booking.booking_id, 'BookingCancelled', { reason: null });

    const reactor = await startReactor();
    await caughtUp(reactor);

    const expected = [
      fileOf(a.eventId, 'customer'),
      fileOf(a.eventId, 'company'),
      fileOf(b.eventId, 'customer'),
      fileOf(b.eventId, 'company'),
      fileOf(confirmedA.eventId, 'customer'),
      fileOf(startedA.eventId, 'customer'),
      fileOf(cancelledB.eventId, 'customer'),
    ].sort();
    expect(await outboxFiles()).toEqual(expected);
    expect(reactor.status()).toMatchObject({ state: 'running', sent: 7, skipped: 0 });

    const companyA = await readEml(fileOf(a.eventId, 'company'));
    expect(companyA.headers.get('to')).toBe('office@brusselsprivatechauffeur.be');
    expect(companyA.headers.get('reply-to')).toBe('an@example.be');
    const customerA = await readEml(fileOf(a.eventId, 'customer'));
    expect(customerA.headers.get('to')).toBe('an@example.be');
    expect(decodeHeader(customerA.headers.get('subject')!)).toBe('Uw boeking CH-7K3P9Q – goed ontvangen');
    expect(plainSpaces(mimePart(customerA.body, 'text/plain'))).toContain('Totaal: £ 1.234,50');
    const confirmation = await readEml(fileOf(confirmedA.eventId, 'customer'));
    expect(decodeHeader(confirmation.headers.get('subject')!)).toBe('Uw boeking CH-7K3P9Q is bevestigd');
    const cancellation = await readEml(fileOf(cancelledB.eventId, 'customer'));
    expect(cancellation.headers.get('to')).toBe('bo@example.de');
    expect(decodeHeader(cancellation.headers.get('subject')!)).toBe('Ihre Buchung CH-B2B2B2 wurde storniert');

    await reactor.stop();
    expect(reactor.status().state).toBe('stopped');
    expect(await checkpoints.get('mail')).toBe((await store.head())!.position);
  });

  it('follows the log live and uses the settings in force when the booking was made', async () => {
    const reactor = await startReactor();
    const a = await requestBooking(store);
    await caughtUp(reactor);
    await changeSetting(store, 'default_currency', 'USD');
    const confirmed = await bookingEvent(store, a.booking.booking_id, 'BookingConfirmed');
    await caughtUp(reactor);
    expect(await outboxFiles()).toHaveLength(3);
    // The fare was shown in euro: its confirmation says euro, not the currency chosen since.
    const { body } = await readEml(fileOf(confirmed.eventId, 'customer'));
    expect(mimePart(body, 'text/plain')).toContain('Total: €1,234.50');
  });

  it('resumes after a restart in the middle without sending anything twice', async () => {
    const a = await requestBooking(store);
    const first = await startReactor();
    await caughtUp(first);
    await first.stop();
    const before = await snapshot();
    expect(Object.keys(before)).toHaveLength(2);

    const confirmed = await bookingEvent(store, a.booking.booking_id, 'BookingConfirmed');
    const b = await requestBooking(store);
    const second = await startReactor();
    await caughtUp(second);

    expect(second.status().sent).toBe(3); // only what came after the checkpoint
    expect(await outboxFiles()).toEqual(
      [
        fileOf(a.eventId, 'customer'),
        fileOf(a.eventId, 'company'),
        fileOf(confirmed.eventId, 'customer'),
        fileOf(b.eventId, 'customer'),
        fileOf(b.eventId, 'company'),
      ].sort(),
    );
    expect(await snapshot()).toMatchObject(before); // the first files were not rewritten
  });

  it('leaves one file per message when the process dies between sending and saving the checkpoint', async () => {
    const a = await requestBooking(store);
    await bookingEvent(store, a.booking.booking_id, 'BookingConfirmed');
    // Every save is lost, as if the process had died right after each send.
    const lost: ReactorCheckpointStore = { kind: 'file', get: async () => null, set: async () => undefined };
    const crashed = await startReactor({ checkpoints: lost });
    await caughtUp(crashed);
    await crashed.stop();
    const before = await snapshot();
    expect(Object.keys(before)).toHaveLength(3);

    const restarted = await startReactor();
    await caughtUp(restarted);
    expect(restarted.status().sent).toBe(3); // handed to the outbox again...
    expect(await snapshot()).toEqual(before); // ...which kept exactly the files it had
  });

  it('over SMTP, a crash in that window sends the same Message-ID again (at-least-once)', async () => {
    const a = await requestBooking(store);
    const sent: string[] = [];
    const smtpLike: Mailer = { send: async (message: MailMessage) => void sent.push(message.id) };
    const lost: ReactorCheckpointStore = { kind: 'file', get: async () => null, set: async () => undefined };
    await caughtUp(await startReactor({ mailer: smtpLike, checkpoints: lost, name: 'mail' }));
    await caughtUp(await startReactor({ mailer: smtpLike, checkpoints: lost, name: 'mail' }));
    expect(sent).toEqual([
      messageId(a.eventId, 'customer'),
      messageId(a.eventId, 'company'),
      messageId(a.eventId, 'customer'),
      messageId(a.eventId, 'company'),
    ]);
  });

  it('retries a failing mailer without moving on, and loses nothing when it recovers', async () => {
    let down = true;
    const attempts: string[] = [];
    const flaky: Mailer = {
      send: async (message) => {
        attempts.push(message.id);
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        await outbox.send(message);
      },
    };
    const a = await requestBooking(store);
    const reactor = await startReactor({ mailer: flaky });
    const b = await requestBooking(store);
    await eventually(() => attempts.length >= 4);

    const failing = reactor.status();
    expect(failing.state).toBe('retrying');
    expect(failing.failing?.message).toContain('ECONNREFUSED');
    expect(failing.failing?.attempts).toBeGreaterThanOrEqual(4);
    expect(failing.checkpoint).toBeNull();
    expect(await checkpoints.get('mail')).toBeNull();
    expect(new Set(attempts)).toEqual(new Set([messageId(a.eventId, 'customer')])); // b waits its turn

    down = false;
    await caughtUp(reactor);
    expect(reactor.status()).toMatchObject({ state: 'running', sent: 4 });
    expect(reactor.status().failing).toBeUndefined();
    expect(await outboxFiles()).toEqual(
      [
        fileOf(a.eventId, 'customer'),
        fileOf(a.eventId, 'company'),
        fileOf(b.eventId, 'customer'),
        fileOf(b.eventId, 'company'),
      ].sort(),
    );
  });

  it('does not send again the mails of an event that already went out when a later one fails', async () => {
    const sent: string[] = [];
    let failCompany = 2;
    const mailer: Mailer = {
      send: async (message) => {
        if (message.id.includes('.company@') && failCompany-- > 0) throw new Error('421 try again later');
        sent.push(message.id);
      },
    };
    const a = await requestBooking(store);
    const reactor = await startReactor({ mailer });
    await caughtUp(reactor);
    expect(sent).toEqual([messageId(a.eventId, 'customer'), messageId(a.eventId, 'company')]);
  });

  it('stops promptly while retrying, and a later start sends what was pending', async () => {
    const a = await requestBooking(store);
    const down: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const stuck = await startReactor({ mailer: down, retry: { initialMs: 60_000, maxMs: 60_000 } });
    await eventually(() => stuck.status().failing !== undefined);
    const started = Date.now();
    await stuck.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await checkpoints.get('mail')).toBeNull();

    const later = await startReactor();
    await caughtUp(later);
    expect(await outboxFiles()).toEqual([fileOf(a.eventId, 'company'), fileOf(a.eventId, 'customer')].sort());
  });

  it('moves on after a message the server refused for good, and sends the rest', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        if (message.to === 'bookings@example.com') throw new PermanentMailError('550 no such user', null);
        sent.push(message.id);
      },
    };
    const a = await requestBooking(store);
    const reactor = await startReactor({ mailer });
    await caughtUp(reactor);
    expect(sent).toEqual([messageId(a.eventId, 'customer')]);
    expect(reactor.status()).toMatchObject({ sent: 1, undeliverable: 1 });
    expect(reactor.status().failing).toBeUndefined();
  });

  it('skips an event that can never give a mail instead of blocking the others', async () => {
    await bookingEvent(store, '00000000-0000-4000-8000-000000000000', 'BookingConfirmed');
    const a = await requestBooking(store);
    const reactor = await startReactor();
    await caughtUp(reactor);
    expect(reactor.status()).toMatchObject({ skipped: 1, sent: 2 });
    expect(await outboxFiles()).toEqual([fileOf(a.eventId, 'company'), fileOf(a.eventId, 'customer')].sort());
  });

  it('sends nothing for events older than the cut-off (7 days by default)', async () => {
    const a = await requestBooking(store);
    await bookingEvent(store, a.booking.booking_id, 'BookingConfirmed');
    const late = await startReactor({ now: () => Date.now() + 8 * DAY });
    await caughtUp(late);
    expect(late.status()).toMatchObject({ sent: 0, skipped: 2 });
    expect(await outboxFiles()).toEqual([]);
    await late.stop();
    expect(await checkpoints.get('mail')).toBe((await store.head())!.position);

    const inTime = await startReactor({ name: 'mail-in-time', now: () => Date.now() + 6 * DAY });
    await caughtUp(inTime);
    expect(inTime.status()).toMatchObject({ sent: 3, skipped: 0 });
  });
});
