import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brusselsDayOf } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { bookWith, inHours } from '@chauffeur/api/testing';

/** Issue 17: the admin list by pickup day, by pickup time, and searched. */
describe('GET /api/admin/bookings: pickup days, pickup order, search', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const get = (url: string) => t.app.inject({ url, headers: t.adminHeaders() });
  const names = (page: { items: { emergency_contact_name: string }[] }) =>
    page.items.map((row) => row.emergency_contact_name);

  /** Three bookings made in one order, riding in another: in 3 days, in 30 hours, in 4 days. */
  async function seed() {
    const rides = [
      {
        emergency_contact_name: 'Ann Late',
        scheduled_time: inHours(24 * 4),
        emergency_contact_phone: '+32 470 11 22 33',
        emergency_contact_email: 'al@example.be',
      },
      {
        emergency_contact_name: 'Bob Soon',
        scheduled_time: inHours(30),
        emergency_contact_email: 'BOB@Example.be',
      },
      {
        emergency_contact_name: 'Cleo Mid',
        scheduled_time: inHours(24 * 3),
        emergency_contact_email: 'cleo@example.be',
      },
    ];
    let last = { position: '0', id: '' };
    const created: { id: string; reference: string }[] = [];
    for (const ride of rides) {
      last = (await bookWith(t, ride)).json();
      created.push(last as unknown as { id: string; reference: string });
    }
    const page = (await get(`/api/admin/bookings?after=${last.position}`)).json();
    expect(page.total).toBe(3);
    return { rides, created };
  }

  it('keeps the pickups of the chosen Brussels days, in pickup order, combined with the status', async () => {
    const { rides } = await seed();
    const bobDay = brusselsDayOf(rides[1]!.scheduled_time);
    const cleoDay = brusselsDayOf(rides[2]!.scheduled_time);
    const oneDay = (await get(`/api/admin/bookings?from=${bobDay}&to=${bobDay}`)).json();
    expect(names(oneDay)).toEqual(['Bob Soon']);
    const fromBob = (await get(`/api/admin/bookings?from=${bobDay}&sort=pickup_asc`)).json();
    expect(names(fromBob)).toEqual(['Bob Soon', 'Cleo Mid', 'Ann Late']);
    const down = (await get(`/api/admin/bookings?to=${cleoDay}&sort=pickup_desc`)).json();
    expect(names(down)).toEqual(['Cleo Mid', 'Bob Soon']);
    expect((await get(`/api/admin/bookings?from=${bobDay}&status=confirmed`)).json().total).toBe(0);
    const paged = (await get(`/api/admin/bookings?sort=pickup_asc&limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(names(paged)).toEqual(['Cleo Mid']);
  });

  it('searches the reference as displayed, the name, the e-mail and the phone, case and spaces aside', async () => {
    const { created } = await seed();
    const search = async (q: string) =>
      names((await get(`/api/admin/bookings?q=${encodeURIComponent(q)}`)).json());
    expect(await search(`  ${created[2]!.reference.toLowerCase()} `)).toEqual(['Cleo Mid']);
    expect(await search('ann')).toEqual(['Ann Late']);
    expect(await search('bob@example.BE')).toEqual(['Bob Soon']);
    expect(await search('0470 112233')).toEqual(['Ann Late']);
    expect(await search('   ')).toHaveLength(3);
  });

  it('refuses a malformed query, naming the field', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'querystring.from'],
      ['to=tomorrow', 'querystring.to'],
      ['from=2026-05-02&to=2026-05-01', 'querystring.to'],
      ['sort=fare', 'querystring.sort'],
      [`q=${'x'.repeat(101)}`, 'querystring.q'],
      ['change_request=yes', 'querystring.change_request'],
    ] as const) {
      const answer = await get(`/api/admin/bookings?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors, query).toEqual([expect.objectContaining({ field })]);
    }
  });
});
