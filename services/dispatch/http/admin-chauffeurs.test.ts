import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROBLEM_TEXTS } from '@chauffeur/contracts';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { addChauffeur, chauffeurBody } from './test-helpers';

/** Issue 17: admins add and edit chauffeurs; each change is an event with its actor. */
describe('admin chauffeurs', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const list = (after = '') =>
    t.app.inject({ url: `/api/admin/chauffeurs${after && `?after=${after}`}`, headers: t.adminHeaders() });

  it('adds a chauffeur: listed by name, stored as an event with the admin as actor', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: chauffeurBody({ email: 'Karim@Example.BE', languages: ['en', 'fr', 'en'] }),
    });
    expect(added.statusCode).toBe(201);
    const { id, position } = added.json();
    await addChauffeur(t, { name: 'Anna de Smet', email: 'anna@example.be' });

    const answer = await list(position);
    expect(answer.json().items.map((c: { name: string }) => c.name)).toEqual([
      'Anna de Smet',
      'Karim Benali',
    ]);
    expect(answer.json().items[1]).toMatchObject({
      id,
      phone: '+32 470 11 22 33',
      email: 'karim@example.be',
      languages: ['en', 'fr'],
      active: true,
      revision: 0,
    });
    const [event] = await t.eventStore.readStream(`chauffeur-${id}`);
    expect(event).toMatchObject({
      type: 'ChauffeurAdded',
      metadata: { actor: { kind: 'user', email: 'admin@example.com', role: 'admin' } },
    });
  });

  it('edits a chauffeur with the revision seen (428 without, 409 when stale), and makes them inactive', async () => {
    const id = await addChauffeur(t);
    const put = (headers: Record<string, string>, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/chauffeurs/${id}`,
        headers: { ...t.adminHeaders(), ...headers },
        payload: chauffeurBody(body),
      });
    expect((await put({}, { active: false })).statusCode).toBe(428);
    expect((await put({ 'if-match': '"3"' }, { active: false })).statusCode).toBe(409);
    const done = await put({ 'if-match': '"0"' }, { active: false, phone: '+32 2 555 00 00' });
    expect(done.statusCode).toBe(200);
    const row = await t.app.inject({
      url: `/api/admin/chauffeurs/${id}?after=${done.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(row.json()).toMatchObject({ active: false, phone: '+32 2 555 00 00', revision: 1 });
    expect(row.headers.etag).toBe('"1"');
    // Saving it unchanged records nothing.
    expect(
      (await put({ 'if-match': '"1"' }, { active: false, phone: '+32 2 555 00 00' })).json(),
    ).toMatchObject({
      revision: 1,
    });
    expect((await t.eventStore.readStream(`chauffeur-${id}`)).map((e) => e.type)).toEqual([
      'ChauffeurAdded',
      'ChauffeurUpdated',
    ]);
  });

  it('refuses a second chauffeur with the same e-mail (400 naming the field), and nothing is stored', async () => {
    await addChauffeur(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: chauffeurBody({ name: 'Someone else', email: 'KARIM@example.be' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'body.email', message: 'Another chauffeur has this e-mail' },
    ]);
    expect((await list()).json().items).toHaveLength(1);
  });

  it("refuses to change a chauffeur's e-mail to a staff account's (coded, on the field), and stores nothing", async () => {
    const id = await addChauffeur(t);
    // A dispatcher and an admin, invited on the Staff page.
    for (const [email, role] of [
      ['desk@example.be', 'dispatcher'],
      ['boss@example.be', 'admin'],
    ]) {
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: t.adminHeaders(),
        payload: { email, name: email, role },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      await t.app.inject({
        url: `/api/admin/staff?after=${invited.json().position}`,
        headers: t.adminHeaders(),
      });
    }
    const put = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/chauffeurs/${id}`,
        headers: { ...t.adminHeaders(), 'if-match': '"0"' },
        payload: chauffeurBody({ email }),
      });

    // The dispatcher's and the admin's addresses: their accounts keep their roles, Karim's would lose his rides.
    for (const email of ['Desk@example.be', 'boss@example.be']) {
      const refused = await put(email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'chauffeur_email_is_staff',
        errors: [
          {
            field: 'body.email',
            code: 'chauffeur_email_is_staff',
            message: PROBLEM_TEXTS.chauffeur_email_is_staff(),
          },
        ],
      });
    }
    expect(await t.eventStore.readStream(`chauffeur-${id}`)).toHaveLength(1);
    // An address of no staff account is still taken, and an edit that keeps the address is not checked.
    expect((await put('karim.benali@example.be')).statusCode).toBe(200);
  });

  it('refuses a form without a language or with a bad phone (400 with the fields)', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/chauffeurs',
      headers: t.adminHeaders(),
      payload: chauffeurBody({ languages: [], phone: 'call me' }),
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.languages', 'body.phone']));
  });

  it('holds a chauffeur’s phone to the bookings’ and contact form’s one rule: at least 6 digits (decision 284)', async () => {
    const id = await addChauffeur(t);
    const refusals = [];
    for (const phone of ['((((((((((((', '- - - - - -', '+32 12']) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/admin/chauffeurs',
        headers: t.adminHeaders(),
        payload: chauffeurBody({ email: 'other@example.be', phone }),
      });
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/chauffeurs/${id}`,
        headers: { ...t.adminHeaders(), 'if-match': '"0"' },
        payload: chauffeurBody({ phone }),
      });
      refusals.push([added.statusCode, added.json().errors], [edited.statusCode, edited.json().errors]);
    }
    const phoneRefused = [400, [{ field: 'body.phone', message: 'Phone must be a valid phone number' }]];
    expect(refusals).toEqual(Array.from({ length: 6 }, () => phoneRefused));
    expect((await list()).json().items).toHaveLength(1);
  });

  it('answers 404 for an unknown chauffeur, 401 without a token and 403 for a customer or a driver', async () => {
    const unknown = '6a0b5c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d';
    expect(
      (await t.app.inject({ url: `/api/admin/chauffeurs/${unknown}`, headers: t.adminHeaders() })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/chauffeurs' })).statusCode).toBe(401);
    for (const role of ['user', 'driver'] as const) {
      const answer = await t.app.inject({
        url: '/api/admin/chauffeurs',
        headers: { authorization: `Bearer ${t.token(role)}` },
      });
      expect(answer.statusCode).toBe(403);
    }
  });
});
