import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookingRowSchema,
  bookingStream,
  type BookingRow,
  type MyBookings,
  type SettingsValues,
} from '@chauffeur/contracts';
import { authClient, bookWith, createTestApp, inHours, type TestApp } from '@chauffeur/api/testing';

/**
 * Decision 247: the admin's bookings rows and My bookings carry the fare's currency by the receipt's rule
 * (decision 241), so a later change of the company's currency relabels no fare on any screen.
 */
describe.each(['memory', 'sqlite'] as const)(
  'the fare currency of the bookings rows (%s read store)',
  (kind) => {
    let t: TestApp;
    afterEach(async () => t.close());

    let settingsRevision = -1;
    const setCurrency = async (currency: SettingsValues['default_currency']) => {
      const answer = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { ...t.adminHeaders(), 'if-match': `${settingsRevision}` },
        payload: { default_currency: currency },
      });
      expect(answer.statusCode).toBe(200);
      settingsRevision += 1;
    };
    const customer = async () => {
      await authClient(t.app).signUp('ana@example.com', 'a-long-secret-1');
      const { session } = await authClient(t.app).signIn('ana@example.com', 'a-long-secret-1');
      return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
    };
    const book = async (hours: number, headers: Record<string, string>) => {
      const answer = await bookWith(
        t,
        { scheduled_time: inHours(hours), emergency_contact_email: 'ana@example.com' },
        headers,
      );
      expect(answer.statusCode).toBe(201);
      return answer.json<{ id: string }>().id;
    };
    /** The admin list's rows (sent as stored, decision 244) and each booking's own page, by booking id. */
    const adminRows = async () => {
      await t.runner.waitUntilCaughtUp(5000);
      const list = await t.app.inject({ url: '/api/admin/bookings?limit=50', headers: t.adminHeaders() });
      expect(list.statusCode).toBe(200);
      const rows = list.json<{ items: BookingRow[] }>().items;
      for (const row of rows) {
        expect(bookingRowSchema.parse(row)).toEqual(row);
        const page = await t.app.inject({ url: `/api/admin/bookings/${row.id}`, headers: t.adminHeaders() });
        expect(page.json()).toEqual(row);
      }
      return new Map(rows.map((row) => [row.id, row.currency]));
    };
    const myRows = async (headers: Record<string, string>) => {
      await t.runner.waitUntilCaughtUp(5000);
      const answer = await t.app.inject({ url: '/api/me/bookings', headers });
      expect(answer.statusCode).toBe(200);
      const { upcoming, past } = answer.json<MyBookings>();
      return new Map([...upcoming, ...past].map((row) => [row.id, row.currency]));
    };

    it('booked in EUR, the currency then set to GBP, booked again: the rows say EUR and GBP, in the admin list and in My bookings', async () => {
      t = await createTestApp({ readStore: kind });
      settingsRevision = -1;
      const { headers } = await customer();
      const inEuro = await book(60, headers);
      await setCurrency('GBP');
      const inPounds = await book(70, headers);

      const expected = new Map([
        [inEuro, 'EUR'],
        [inPounds, 'GBP'],
      ]);
      expect(await adminRows()).toEqual(expected);
      expect(await myRows(headers)).toEqual(expected);
    });

    it('gives a request stored before decision 241 (no currency) the currency set just before it, not the one of today', async () => {
      t = await createTestApp({ readStore: kind });
      settingsRevision = -1;
      const { id: account, headers } = await customer();
      await setCurrency('USD');
      const booked = await book(60, headers);
      // The request as an older release wrote it: the same ride by the same customer, no currency, in a
      // stream of its own.
      const [request] = await t.eventStore.readStream(bookingStream(booked));
      const { currency, ...older } = request!.data as Record<string, unknown>;
      expect(currency).toBe('USD');
      const legacy = randomUUID();
      await t.eventStore.append(
        bookingStream(legacy),
        [
          {
            type: 'BookingRequested',
            data: { ...older, booking_id: legacy, reference: 'CH-LEGACY' },
            metadata: {
              eventId: randomUUID(),
              occurredAt: new Date().toISOString(),
              actor: { kind: 'user', id: account, email: 'ana@example.com', role: 'user' },
              correlationId: 'legacy',
              causationId: 'legacy',
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await setCurrency('GBP');

      expect((await adminRows()).get(legacy)).toBe('USD');
      expect((await myRows(headers)).get(legacy)).toBe('USD');
      // A rebuild from the log gives the same rows: the settings before the request, not today's.
      await t.runner.rebuild('bookings');
      await t.runner.rebuild('my_bookings');
      expect((await adminRows()).get(legacy)).toBe('USD');
      expect((await myRows(headers)).get(legacy)).toBe('USD');
    });
  },
);
