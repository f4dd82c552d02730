import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

describe('GET /api/admin/messages', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  it('lists contact messages newest first, and raises a notification for each', async () => {
    let position = '';
    for (const name of ['First Sender', 'Second Sender']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: {
          name,
          email: 'sender@example.be',
          phone: '+32 470 12 34 56',
          message: `Hello from ${name}`,
        },
      });
      expect(sent.statusCode).toBe(201);
      position = sent.json().position;
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages?after=${position}`,
      headers: t.adminHeaders(),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((m: { name: string }) => m.name)).toEqual(['Second Sender', 'First Sender']);
    const notifications = await t.app.inject({
      method: 'GET',
      url: `/api/admin/notifications?after=${position}`,
      headers: t.adminHeaders(),
    });
    expect(notifications.json().unread).toBe(2);
  });
});
