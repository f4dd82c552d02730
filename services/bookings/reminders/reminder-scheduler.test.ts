import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingStream } from '@chauffeur/contracts';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { createMailReactor, FileReactorCheckpoints, OutboxMailer } from '@chauffeur/platform';
import { MemoryReadStore, ProjectionRunner } from '@chauffeur/projections';
import { bookingEvent, eventually, requestBooking } from '@chauffeur/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickupReminderStream } from '../events';
import { bookingMailReaction } from '../mail/booking-mails';
import { TEST_MAIL_LINKS } from '../mail/testing';
import { bookingsProjection } from '../projections/bookings-projection';
import { PickupReminderScheduler } from './reminder-scheduler';

// Issue 18 point 4: the 24-hour reminder goes out once, survives restarts, and never for a cancelled ride.

const HOUR = 3_600_000;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let dir: string;
let store: SqliteEventStore;
let readStore: MemoryReadStore;
let runner: ProjectionRunner;
let clock: Date;
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reminders-'));
  store = new SqliteEventStore(join(dir, 'events.db'));
  readStore = new MemoryReadStore();
  runner = new ProjectionRunner(store, readStore, [bookingsProjection]);
  await runner.start();
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await runner.stop();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A confirmed ride three days from the real clock (booked well before its reminder is due). */
async function confirmedRide() {
  const pickup = new Date(Date.now() + 72 * HOUR);
  pickup.setUTCSeconds(0, 0);
  const { booking } = await requestBooking(store, { scheduled_time: pickup.toISOString() });
  await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
  return { id: booking.booking_id, pickup };
}

async function caughtUp(): Promise<void> {
  expect(await runner.waitUntilCaughtUp(5_000)).toBe(true);
}

function scheduler(): PickupReminderScheduler {
  const made = new PickupReminderScheduler({ eventStore: store, readStore, now: () => clock });
  stops.push(() => made.stop());
  return made;
}

const reminders = async (id: string) =>
  (await store.readStream(pickupReminderStream(id))).filter((event) => event.type === 'PickupReminderDue');

async function mailOutbox() {
  const outbox = new OutboxMailer(join(dir, 'outbox'));
  const reactor = createMailReactor({
    eventStore: store,
    mailer: outbox,
    checkpoints: new FileReactorCheckpoints(join(dir, 'reactors')),
    reactions: [bookingMailReaction(TEST_MAIL_LINKS)],
    logger: silent,
    checkpointDelayMs: 5,
  });
  await reactor.start();
  const head = (await store.head())!.position;
  await eventually(() => reactor.status().checkpoint === String(head));
  await reactor.stop();
  return { files: await readdir(outbox.dir).catch(() => [] as string[]), status: reactor.status() };
}

describe('the pickup reminder', () => {
  it('is written once when due, and mailed once', async () => {
    const ride = await confirmedRide();
    await caughtUp();
    clock = new Date(ride.pickup.getTime() - 25 * HOUR);
    expect(await scheduler().tick()).toBe(0); // not yet
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    const first = scheduler();
    expect(await first.tick()).toBe(1);
    expect(await first.tick()).toBe(0);
    const [reminder] = await reminders(ride.id);
    expect(reminder?.data).toEqual({ booking_id: ride.id, scheduled_time: ride.pickup.toISOString() });
    expect(reminder?.metadata.actor).toEqual({ kind: 'system', name: 'pickup-reminder' });

    const { files } = await mailOutbox();
    // The request (customer and company), the confirmation and the reminder.
    expect(files.filter((file) => file.startsWith(`${reminder!.id}.`))).toEqual([
      `${reminder!.id}.customer.eml`,
    ]);
    expect(files).toHaveLength(4);
  });

  it('is never written for a ride cancelled before it is due', async () => {
    const ride = await confirmedRide();
    await bookingEvent(store, ride.id, 'BookingCancelled', { reason: 'flight cancelled' });
    await caughtUp();
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    expect(await scheduler().tick()).toBe(0);
    expect(await reminders(ride.id)).toHaveLength(0);
  });

  it('is not mailed when the ride was cancelled after it was written but before the mail went out', async () => {
    const ride = await confirmedRide();
    await caughtUp();
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    expect(await scheduler().tick()).toBe(1);
    await bookingEvent(store, ride.id, 'BookingCancelled', { reason: 'plans changed' });
    const [reminder] = await reminders(ride.id);
    const { files } = await mailOutbox();
    expect(files.some((file) => file.startsWith(`${reminder!.id}.`))).toBe(false);
  });

  it('is still written exactly once across a restart (a new scheduler and a new reactor)', async () => {
    const ride = await confirmedRide();
    await caughtUp();
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    expect(await scheduler().tick()).toBe(1);
    const before = await mailOutbox();
    // A restart: nothing in memory; the read model may not show the reminder, the log does.
    clock = new Date(ride.pickup.getTime() - 22 * HOUR);
    expect(await scheduler().tick()).toBe(0);
    expect(await reminders(ride.id)).toHaveLength(1);
    const after = await mailOutbox();
    expect(after.files).toEqual(before.files);
    expect(after.status.sent).toBe(0);
  });

  it('is written once when two schedulers (two processes) race for it', async () => {
    const rides = await Promise.all([confirmedRide(), confirmedRide(), confirmedRide()]);
    await caughtUp();
    clock = new Date(Math.max(...rides.map((ride) => ride.pickup.getTime())) - 23 * HOUR);
    const written = await Promise.all([scheduler().tick(), scheduler().tick(), scheduler().tick()]);
    expect(written.reduce((a, b) => a + b, 0)).toBe(3);
    for (const ride of rides) expect(await reminders(ride.id)).toHaveLength(1);
  });

  it('is not written for a ride booked less than 24 h before its pickup (its confirmation says it all)', async () => {
    const pickup = new Date(Date.now() + 10 * HOUR);
    const { booking } = await requestBooking(store, { scheduled_time: pickup.toISOString() });
    await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    await caughtUp();
    clock = new Date(pickup.getTime() - 9 * HOUR);
    expect(await scheduler().tick()).toBe(0);
  });

  it("leaves the booking's own revision alone (an admin's open page stays current)", async () => {
    const ride = await confirmedRide();
    await caughtUp();
    const before = (await store.readStream(bookingStream(ride.id))).length;
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    expect(await scheduler().tick()).toBe(1);
    expect(await store.readStream(bookingStream(ride.id))).toHaveLength(before);
  });

  it('runs on its timer once started, and stops cleanly', async () => {
    const ride = await confirmedRide();
    await caughtUp();
    clock = new Date(ride.pickup.getTime() - 23 * HOUR);
    const running = new PickupReminderScheduler({
      eventStore: store,
      readStore,
      now: () => clock,
      tickMs: 20,
    });
    running.start();
    await eventually(async () => (await reminders(ride.id)).length === 1);
    await running.stop();
  });
});
