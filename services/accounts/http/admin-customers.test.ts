import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, authClient, bookWith } from '@chauffeur/api/testing';

describe('admin customers', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('lists accounts with their booking counts, searchable case-insensitively on e-mail', async () => {
    const auth = authClient(t.app);
    await auth.signUp('Anna.Peeters@example.com', 'secret-1');
    await auth.signUp('bob@example.org', 'secret-2');
    const booked = await bookWith(t, { emergency_contact_email: 'ANNA.peeters@example.com' });
    expect(booked.statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=PEETERS&after=${booked.json().position}`,
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      email: 'anna.peeters@example.com',
      role: 'user',
      booking_count: 1,
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: t.adminHeaders() });
    expect(all.json().items.find((c: { email: string }) => c.email === 'bob@example.org').booking_count).toBe(
      0,
    );
  });

  it('answers 400 for a search that is too long', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${'x'.repeat(201)}`,
      headers: t.adminHeaders(),
    });
    expect(response.statusCode).toBe(400);
  });
});
