import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingStream, chauffeurStream } from '@chauffeur/contracts';
import { SqliteEventStore } from '@chauffeur/eventstore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManageTokens, messageId } from '../../bookings/index';
import { createMailReactor, emlFileName, type MailReactor } from '@chauffeur/platform';
import { FileReactorCheckpoints, OutboxMailer } from '@chauffeur/platform';
import {
  appendOne,
  bookingEvent,
  decodeHeader,
  eventually,
  mimeAttachment,
  mimePart,
  parseEml,
  parseIcs,
  plainSpaces,
  requestBooking,
} from '@chauffeur/platform/testing';
import { mailReactionsFor } from './all-reactions';

// Issue 18 point 4: the customer's e-mails as the server's reactor sends them, from the log as it is written.

const LINKS = { secret: 'customer-mails-secret', siteUrl: 'https://chauffeur.test' };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let dir: string;
let store: SqliteEventStore;
let outbox: OutboxMailer;
let checkpoints: FileReactorCheckpoints;
const reactors: MailReactor[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'customer-mails-'));
  store = new SqliteEventStore(join(dir, 'events.db'));
  outbox = new OutboxMailer(join(dir, 'outbox'));
  checkpoints = new FileReactorCheckpoints(join(dir, 'reactors'));
});
afterEach(async () => {
  await Promise.all(reactors.splice(0).map((reactor) => reactor.stop()));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function runReactor(): Promise<MailReactor> {
  const reactor = createMailReactor({
    eventStore: store,
    mailer: outbox,
    checkpoints,
    reactions: mailReactionsFor(LINKS),
    logger: silent,
    retry: { initialMs: 5, maxMs: 40 },
    checkpointDelayMs: 5,
  });
  reactors.push(reactor);
  await reactor.start();
  const head = await store.head();
  await eventually(() => reactor.status().checkpoint === String(head?.position ?? null));
  return reactor;
}

const outboxFiles = async () => (await readdir(outbox.dir).catch(() => [] as string[])).sort();
const customerFile = (eventId: string) => emlFileName(messageId(eventId, 'customer'));
async function customerMail(eventId: string) {
  const { headers, body } = parseEml(await readFile(join(outbox.dir, customerFile(eventId)), 'utf8'));
  return {
    subject: decodeHeader(headers.get('subject')!),
    text: plainSpaces(mimePart(body, 'text/plain')),
    html: mimePart(body, 'text/html'),
    body,
    contentType: headers.get('content-type')!,
  };
}

async function addChauffeur(name: string, phone: string): Promise<string> {
  const id = randomUUID();
  await appendOne(store, chauffeurStream(id), 'ChauffeurAdded', {
    chauffeur_id: id,
    name,
    phone,
    email: `${id}@example.be`,
    languages: ['fr'],
    active: true,
  });
  return id;
}

/** The manage link of a mail, without its `?lng=` (the token alone). */
const manageLinkIn = (text: string): string => /https:\/\/chauffeur\.test\/booking\/[^\s/?]+/.exec(text)![0];

describe('the customer e-mails', () => {
  it('carry a manage link that opens this booking only', async () => {
    const a = await requestBooking(store);
    const b = await requestBooking(store);
    await runReactor();
    const tokens = new ManageTokens(LINKS.secret);
    const linkA = manageLinkIn((await customerMail(a.eventId)).text);
    const linkB = manageLinkIn((await customerMail(b.eventId)).text);
    const tokenOf = (link: string) => decodeURIComponent(link.split('/booking/')[1]!);
    expect(tokens.read(tokenOf(linkA))).toBe(a.booking.booking_id);
    expect(tokens.read(tokenOf(linkB))).toBe(b.booking.booking_id);
  });

  it('attach the ride to the confirmation as a valid .ics', async () => {
    const { booking } = await requestBooking(store, {
      language: 'fr',
      scheduled_time: '2030-06-13T12:30:00.000Z',
      estimated_duration_minutes: 25,
    });
    const confirmed = await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    await runReactor();
    const mail = await customerMail(confirmed.eventId);
    expect(mail.contentType).toMatch(/^multipart\/mixed/);
    const { events } = parseIcs(mimeAttachment(mail.body, 'text/calendar'));
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.get('UID')).toBe(`${booking.booking_id}@brusselsprivatechauffeur.be`);
    expect(event.get('DTSTART')).toBe('20300613T123000Z');
    expect(event.get('DTEND')).toBe('20300613T125500Z');
    // The manage page file's title (decision 341): the ride and where it goes, the reference in the notes.
    expect(event.get('SUMMARY')).toBe('Course avec chauffeur vers Grand-Place');
    expect(event.get('STATUS')).toBe('CONFIRMED');
    // The stored place as the gazetteer writes it in the booking's French (decision 286.1).
    expect(booking.pickup_location.address).toBe('Brussels Airport (BRU), 1930 Zaventem');
    expect(event.get('LOCATION')).toBe('Brussels Airport, 1930 Zaventem, Belgique');
    expect(event.get('DESCRIPTION')).toContain('CH-7K3P9Q');
    expect(event.get('DESCRIPTION')).toContain(manageLinkIn(mail.text));
  });

  it("name the ride's calendar file after the booking reference, as the manage page's download", async () => {
    const { booking } = await requestBooking(store, { reference: 'CH-4NAME7' });
    const confirmed = await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    const cancelled = await bookingEvent(store, booking.booking_id, 'BookingCancelled', { reason: null });
    await runReactor();
    for (const eventId of [confirmed.eventId, cancelled.eventId])
      expect((await customerMail(eventId)).body).toMatch(
        /Content-Disposition: attachment; filename=CH-4NAME7\.ics\r\n/,
      );
  });

  it('attach to a cancellation, by the company or the customer, the file that takes the ride out of the calendar', async () => {
    const { booking } = await requestBooking(store, { language: 'fr' });
    const confirmed = await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    const byCompany = await bookingEvent(store, booking.booking_id, 'BookingCancelled', { reason: 'no car' });
    // A pending booking the customer cancels on the manage page: its received mail offered the file too.
    const pending = await requestBooking(store, { language: 'de', reference: 'CH-PENDNG' });
    const byCustomer = randomUUID();
    await store.append(
      bookingStream(pending.booking.booking_id),
      [
        {
          type: 'BookingCancelled',
          data: { booking_id: pending.booking.booking_id, reason: null },
          metadata: {
            eventId: byCustomer,
            occurredAt: new Date().toISOString(),
            actor: { kind: 'customer', email: pending.booking.customer.email },
            correlationId: 'c',
            causationId: 'c',
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await runReactor();
    const calendarOf = async (eventId: string) => {
      const { body } = await customerMail(eventId);
      return { body, ...parseIcs(mimeAttachment(body, 'text/calendar')) };
    };
    const booked = (await calendarOf(confirmed.eventId)).events[0]!;
    const mail = await calendarOf(byCompany.eventId);
    // RFC 5546 3.2.5, and RFC 6047 2.4: the part's method is the file's.
    expect(mail.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL[;\r]/);
    expect(mail.calendar.get('METHOD')).toBe('CANCEL');
    expect(mail.events).toHaveLength(1);
    const gone = mail.events[0]!;
    expect(gone.get('UID')).toBe(booked.get('UID'));
    expect(gone.get('STATUS')).toBe('CANCELLED');
    expect(Number(gone.get('SEQUENCE'))).toBeGreaterThan(Number(booked.get('SEQUENCE')));
    expect(gone.get('SUMMARY')).toBe('Annulée\u00a0: Course avec chauffeur vers Grand-Place');
    // The organiser a calendar checks a cancellation against: the company, who the mail is from.
    expect(gone.get('ORGANIZER')).toBe('mailto:contact@brusselsprivatechauffeur.be');
    expect(booked.get('ORGANIZER')).toBe(gone.get('ORGANIZER'));

    const own = await calendarOf(byCustomer);
    expect(own.calendar.get('METHOD')).toBe('CANCEL');
    expect(own.events[0]!.get('UID')).toBe(`${pending.booking.booking_id}@brusselsprivatechauffeur.be`);
    expect(own.events[0]!.get('STATUS')).toBe('CANCELLED');
    expect(own.events[0]!.get('SUMMARY')).toMatch(/^Storniert: /);
  });

  it('attach the changed ride to the change mail, so the calendar holding it moves it', async () => {
    const { booking } = await requestBooking(store, { language: 'nl', reference: 'CH-MOVED1' });
    const confirmed = await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    const later = new Date(Date.parse(booking.scheduled_time) + 2 * 3_600_000).toISOString();
    const moved = await bookingEvent(store, booking.booking_id, 'BookingChanged', {
      changes: { scheduled_time: later },
      previous: { scheduled_time: booking.scheduled_time },
      previous_total_fare: booking.total_fare,
      total_fare: booking.total_fare,
    });
    // A pending booking changed by staff: the file the customer may have taken from the received mail.
    const pending = await requestBooking(store, { language: 'fr', reference: 'CH-PENDG2' });
    const renamed = await bookingEvent(store, pending.booking.booking_id, 'BookingChanged', {
      changes: { passenger_count: 3 },
      previous: { passenger_count: pending.booking.passenger_count },
      previous_total_fare: pending.booking.total_fare,
      total_fare: pending.booking.total_fare,
    });
    await runReactor();
    const calendarOf = async (eventId: string) => {
      const { body } = await customerMail(eventId);
      return { body, ...parseIcs(mimeAttachment(body, 'text/calendar')) };
    };
    const booked = (await calendarOf(confirmed.eventId)).events[0]!;
    const change = await calendarOf(moved.eventId);
    expect(change.body).toMatch(/Content-Disposition: attachment; filename=CH-MOVED1\.ics\r\n/);
    expect(change.calendar.get('METHOD')).toBe('PUBLISH');
    const now = change.events[0]!;
    expect(now.get('UID')).toBe(booked.get('UID'));
    expect(Number(now.get('SEQUENCE'))).toBeGreaterThan(Number(booked.get('SEQUENCE')));
    expect(now.get('STATUS')).toBe('CONFIRMED');
    // The new time, two hours after the one the confirmation's file holds.
    const start = (event: typeof now) => event.get('DTSTART')!.replace(/^.*:/, '');
    expect(start(booked)).toBe(booking.scheduled_time.replace(/[-:]|\.\d+/g, ''));
    expect(start(now)).toBe(later.replace(/[-:]|\.\d+/g, ''));
    const tentative = (await calendarOf(renamed.eventId)).events[0]!;
    expect(tentative.get('STATUS')).toBe('TENTATIVE');
    expect(tentative.get('UID')).toBe(`${pending.booking.booking_id}@brusselsprivatechauffeur.be`);
  });

  it('tell the chauffeur once per assignment (first name, phone, car), none on an unassignment', async () => {
    const { booking } = await requestBooking(store, { language: 'nl' });
    const id = booking.booking_id;
    const anna = await addChauffeur('Anna Peeters', '+32 470 11 22 33');
    const bert = await addChauffeur('Bert Claes', '+32 470 44 55 66');
    await bookingEvent(store, id, 'BookingConfirmed');
    await bookingEvent(store, id, 'CarAssigned', {
      car: { id: randomUUID(), plate: '1-ABC-123', colour: 'zwart' },
    });
    const first = await bookingEvent(store, id, 'ChauffeurAssigned', {
      chauffeur: { id: anna, name: 'Anna Peeters' },
    });
    await bookingEvent(store, id, 'ChauffeurUnassigned', { chauffeur_id: anna });
    const second = await bookingEvent(store, id, 'ChauffeurAssigned', {
      chauffeur: { id: bert, name: 'Bert Claes' },
    });
    const started = await bookingEvent(store, id, 'RideStarted', { started_at: new Date().toISOString() });
    const completed = await bookingEvent(store, id, 'RideCompleted', { total_fare: 1234.5 });
    await runReactor();

    // request (customer + company), confirmation, two assignments, on the way, thank-you: nothing else.
    expect(await outboxFiles()).toHaveLength(7);
    const toAnna = await customerMail(first.eventId);
    expect(toAnna.subject).toBe('Uw chauffeur voor boeking CH-7K3P9Q');
    expect(toAnna.text).toContain('Uw chauffeur: Anna');
    expect(toAnna.text).not.toContain('Peeters');
    expect(toAnna.text).toContain('+32 470 11 22 33');
    // "zwart" is a listed colour: named as the table does in the booking's Dutch (decision 286.2).
    expect(toAnna.text).toContain('Mercedes S-Class, Zwart, 1-ABC-123');
    const toBert = await customerMail(second.eventId);
    expect(toBert.text).toContain('Uw chauffeur: Bert');
    expect(toBert.text).toContain('+32 470 44 55 66');
    const onTheWay = await customerMail(started.eventId);
    expect(onTheWay.subject).toMatch(/^Uw chauffeur is onderweg – CH-/);
    expect(onTheWay.text).toContain('Bert');
    expect(onTheWay.text).toContain('1-ABC-123');
    const thanks = await customerMail(completed.eventId);
    const link = manageLinkIn(thanks.text);
    expect(thanks.text).toContain(`${link}/rate?lng=nl`);
    expect(thanks.html).toContain(`href="${link}/rate?lng=nl"`);
  });

  it("open the manage page in the booking's language, whatever the reader's browser says", async () => {
    const dutch = await requestBooking(store, { language: 'nl' });
    const french = await requestBooking(store, { language: 'fr' });
    const confirmed = await bookingEvent(store, french.booking.booking_id, 'BookingConfirmed');
    await runReactor();
    const link = async (eventId: string) => {
      const mail = await customerMail(eventId);
      const url = manageLinkIn(mail.text);
      expect(mail.html).toContain(`href="${url}?lng=`);
      return new URL(/https:\/\/chauffeur\.test\/booking\/\S+/.exec(mail.text)![0]);
    };
    expect((await link(dutch.eventId)).searchParams.get('lng')).toBe('nl');
    expect((await link(french.eventId)).searchParams.get('lng')).toBe('fr');
    expect((await link(confirmed.eventId)).searchParams.get('lng')).toBe('fr');
    const ics = parseIcs(mimeAttachment((await customerMail(confirmed.eventId)).body, 'text/calendar'));
    expect(ics.events[0]!.get('DESCRIPTION')).toContain('?lng=fr');
  });

  it("offer the ride's calendar file beside the manage link while the ride is ahead, in the booking's language", async () => {
    const french = await requestBooking(store, { language: 'fr' });
    const frenchId = french.booking.booking_id;
    const confirmed = await bookingEvent(store, frenchId, 'BookingConfirmed');
    const cancelled = await bookingEvent(store, frenchId, 'BookingCancelled', { reason: 'plans changed' });
    const german = await requestBooking(store, { language: 'de', reference: 'CH-GERMAN' });
    const germanId = german.booking.booking_id;
    await bookingEvent(store, germanId, 'BookingConfirmed');
    await bookingEvent(store, germanId, 'RideStarted', { started_at: new Date().toISOString() });
    const completed = await bookingEvent(store, germanId, 'RideCompleted', { total_fare: 1234.5 });
    await runReactor();

    const calendarOf = (manage: string, language: string) =>
      `${manage.replace('/booking/', '/api/manage/')}/calendar.ics?lng=${language}`;
    for (const [eventId, language, words] of [
      [french.eventId, 'fr', 'Ajouter à mon agenda'],
      [confirmed.eventId, 'fr', 'Ajouter à mon agenda'],
      [german.eventId, 'de', 'Zum Kalender hinzufügen'],
    ] as const) {
      const mail = await customerMail(eventId);
      const url = calendarOf(manageLinkIn(mail.text), language);
      expect(mail.text).toContain(`${words}${language === 'fr' ? ' :' : ':'} ${url}`);
      expect(plainSpaces(mail.html)).toContain(`href="${url}"`);
    }
    for (const eventId of [cancelled.eventId, completed.eventId]) {
      const mail = await customerMail(eventId);
      expect(mail.text).not.toContain('calendar.ics');
      expect(mail.html).not.toContain('calendar.ics');
    }
  });

  it('say "as you asked" when the customer cancelled through the manage link', async () => {
    const { booking } = await requestBooking(store);
    const eventId = randomUUID();
    await store.append(
      bookingStream(booking.booking_id),
      [
        {
          type: 'BookingCancelled',
          data: { booking_id: booking.booking_id, reason: 'plans changed' },
          metadata: {
            eventId,
            occurredAt: new Date().toISOString(),
            actor: { kind: 'customer', email: booking.customer.email },
            correlationId: 'c',
            causationId: 'c',
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    const byCompany = await requestBooking(store, { reference: 'CH-COMPNY' });
    const cancelled = await bookingEvent(store, byCompany.booking.booking_id, 'BookingCancelled', {
      reason: 'internal: driver shortage',
    });
    await runReactor();
    expect((await customerMail(eventId)).text).toContain(
      'As you asked, your booking below has been cancelled',
    );
    const company = await customerMail(cancelled.eventId);
    expect(company.text).toContain('Your booking below has been cancelled');
    // The admin's reason is staff-only (decision 188).
    expect(company.text).not.toContain('driver shortage');
  });

  it('go out once across a restart: the new mails are not sent again', async () => {
    const { booking } = await requestBooking(store);
    const chauffeur = await addChauffeur('Anna Peeters', '+32 470 11 22 33');
    await bookingEvent(store, booking.booking_id, 'BookingConfirmed');
    await bookingEvent(store, booking.booking_id, 'ChauffeurAssigned', {
      chauffeur: { id: chauffeur, name: 'Anna Peeters' },
    });
    const first = await runReactor();
    await first.stop();
    const before = await outboxFiles();
    expect(before).toHaveLength(4);
    await bookingEvent(store, booking.booking_id, 'RideStarted', { started_at: new Date().toISOString() });
    const second = await runReactor();
    expect(second.status().sent).toBe(1);
    expect(await outboxFiles()).toHaveLength(5);
  });
});
