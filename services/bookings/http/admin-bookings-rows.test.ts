import { afterEach, describe, expect, it } from 'vitest';
import { bookingRowSchema, type BookingRow } from '@chauffeur/contracts';
import { act, bookWith, createTestApp, inHours, type TestApp } from '@chauffeur/api/testing';

/**
 * The admin list sends its rows as the read store keeps them, without parsing them again (issue 16): what
 * it sends must still be the row the API documents, field for field, on both stores the server runs on.
 */
describe.each(['memory', 'sqlite'] as const)('GET /api/admin/bookings rows on the %s read store', (kind) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.adminHeaders() });

  it('shows each booking exactly as its own page does, with no stored field beyond the documented row', async () => {
    t = await createTestApp({ readStore: kind });
    const ids: string[] = [];
    const booked = async (overrides: Record<string, unknown>) => {
      const response = await bookWith(t, overrides);
      expect(response.statusCode).toBe(201);
      ids.push((response.json() as { id: string }).id);
      return ids.at(-1)!;
    };
    await booked({ scheduled_time: inHours(50), emergency_contact_name: 'Zoë Dupont-Lefèvre' });
    const confirmed = await booked({ scheduled_time: inHours(75), pickup_address_line: 'Rue Haute 12' });
    expect((await act(t, confirmed, 'confirm', 0)).statusCode).toBe(200);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${confirmed}/notes`,
      headers: t.adminHeaders(),
      payload: { text: 'Client préfère « eau plate » 🚰' },
    });
    expect(noted.statusCode).toBe(201);
    const cancelled = await booked({ scheduled_time: inHours(100) });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${cancelled}/cancel`,
      headers: { ...t.adminHeaders(), 'if-match': '"0"' },
      payload: { reason: 'Vol annulé' },
    });
    expect(cancel.statusCode).toBe(200);
    const { position } = cancel.json() as { position: string };

    const list = await get(`/api/admin/bookings?after=${position}&limit=10`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = list.json() as { items: BookingRow[]; total: number; limit: number; offset: number };
    expect(page).toMatchObject({ total: 3, limit: 10, offset: 0 });
    expect(page.items.map((row) => row.id)).toEqual([...ids].reverse());
    for (const row of page.items) {
      // Parsing strips what the schema does not name: equal means nothing more was sent, and all valid.
      expect(bookingRowSchema.parse(row)).toEqual(row);
      expect(row).toEqual((await get(`/api/admin/bookings/${row.id}`)).json());
    }
    expect(page.items.map((row) => row.status)).toEqual(['cancelled', 'confirmed', 'pending']);
    expect(page.items[1]!.notes?.map((note) => note.text)).toEqual(['Client préfère « eau plate » 🚰']);
    expect(page.items[2]!.emergency_contact_name).toBe('Zoë Dupont-Lefèvre');

    const second = (await get('/api/admin/bookings?status=confirmed&limit=1&offset=0')).json();
    expect(second).toEqual({ items: [page.items[1]], total: 1, limit: 1, offset: 0 });
  });
});
