import { bookingStream, systemActor, type BookingRow } from '@chauffeur/contracts';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand } from '@chauffeur/platform';
import type { Doc, ReadStore } from '@chauffeur/projections';
import { pickupReminderStream } from '../events';
import { BOOKINGS } from '../projections/bookings-projection';
import { REMINDER_BEFORE_MS, reminderDecider } from './reminder-decider';

/** How often the scheduler looks for reminders due: a reminder goes out at most this late. */
export const REMINDER_TICK_MS = 60_000;
/** At most this many reminders per tick: the next tick takes the rest. */
const BATCH = 200;

export interface ReminderSchedulerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  now: () => Date;
  tickMs?: number;
  logger?: { warn(message: string): void };
}

type Candidate = Pick<BookingRow, 'id' | 'scheduled_time' | 'created_at'>;

/**
 * Writes the 24-hour pickup reminders (issue 18 point 4; docs/decisions.md 189). Every tick it asks the
 * bookings read model for the confirmed rides whose pickup is within the next 24 h (the index status,
 * scheduled_time of bookings-projection.ts) and, for each it has not yet settled, sends the reminder
 * decider a command on the booking's reminder stream. The decider is the rule (confirmed, in the window,
 * once per pickup time) and the append at the reminder stream's revision read makes it hold across
 * processes; the mail reactor mails on the event, unless the ride was cancelled or moved since (a
 * cancellation between our read and our append is caught there). Nothing is kept but the log, so a
 * restart simply asks again.
 *
 * A booking made less than 24 h before its pickup gets none: its confirmation, just sent, says it all.
 * Only the process that runs the projectors and the mail reactor runs it (services/api/src/main.ts).
 */
export class PickupReminderScheduler {
  private readonly tickMs: number;
  /** Bookings settled for a pickup time in this process (the decider said no, or we wrote it). */
  private readonly settled = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  /** The pass in progress, if any: a tick never overlaps another, and stop waits for it. */
  private current: Promise<unknown> | null = null;

  constructor(private readonly options: ReminderSchedulerOptions) {
    this.tickMs = options.tickMs ?? REMINDER_TICK_MS;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.background(), this.tickMs);
    this.timer.unref();
    void this.background();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }

  /** One pass: writes the reminders now due. Answers how many it wrote. */
  async tick(): Promise<number> {
    let written = 0;
    for (const booking of await this.candidates()) if (await this.remind(booking)) written += 1;
    this.forgetPast();
    return written;
  }

  private async background(): Promise<void> {
    if (this.current) return;
    this.current = this.tick().catch((error: unknown) =>
      // The stores are unavailable: the next tick tries again.
      this.options.logger?.warn(
        `pickup reminders: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    await this.current;
    this.current = null;
  }

  /** Rides whose pickup has passed never come back into the window: their entries can go. */
  private forgetPast(): void {
    const now = this.options.now().getTime();
    for (const [id, pickup] of this.settled) if (Date.parse(pickup) <= now) this.settled.delete(id);
  }

  private async candidates(): Promise<Candidate[]> {
    const now = this.options.now();
    const until = new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString();
    const rows = await this.options.readStore
      .collection<Doc & BookingRow>(BOOKINGS)
      .find(
        { status: 'confirmed', scheduled_time: { $gt: now.toISOString(), $lte: until } },
        { sort: { scheduled_time: 1, _id: 1 }, limit: BATCH },
      );
    return rows.filter(
      (row) =>
        this.settled.get(row.id) !== row.scheduled_time &&
        Date.parse(row.created_at) <= Date.parse(row.scheduled_time) - REMINDER_BEFORE_MS,
    );
  }

  /** Sends the decider the command; a lost race is asked again, and then hears that nothing is due. */
  private async remind(booking: Candidate): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        // The decider folds the booking's stream and then its reminder stream; the append is checked
        // against the reminder stream's revision, which is what makes a reminder once-only.
        const [ride, sent] = await Promise.all([
          this.options.eventStore.readStream(bookingStream(booking.id)),
          this.options.eventStore.readStream(pickupReminderStream(booking.id)),
        ]);
        const outcome = await handleCommand(this.options.eventStore, {
          stream: pickupReminderStream(booking.id),
          loaded: { events: [...ride, ...sent], last: sent.at(-1) ?? null },
          decider: reminderDecider,
          command: { type: 'SendPickupReminder', bookingId: booking.id, now: this.options.now() },
          context: { actor: systemActor('pickup-reminder'), requestId: `reminder-${booking.id}` },
          now: this.options.now,
        });
        this.settled.set(booking.id, booking.scheduled_time);
        return outcome.appended.length > 0;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
    }
    return false;
  }
}
