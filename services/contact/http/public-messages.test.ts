import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';

const message = {
  name: 'Anne Peeters',
  email: 'anne.peeters@example.be',
  phone: '+32 470 12 34 56',
  message: 'Could you drive four of us to Charleroi on Friday at 5 a.m.?',
};

describe('POST /api/messages (contact form)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/messages', payload: payload as object, headers });

  it('records the message as ContactMessageReceived by the anonymous visitor', async () => {
    const response = await send(message, { 'x-request-id': 'contact-req-1' });
    expect(response.statusCode).toBe(201);
    const { id, revision, position } = response.json();
    expect(revision).toBe(0);
    const [event] = await t.eventStore.readStream(`message-${id}`);
    expect(event).toMatchObject({
      type: 'ContactMessageReceived',
      data: { message_id: id, ...message },
      metadata: { actor: { kind: 'anonymous' }, correlationId: 'contact-req-1' },
    });
    expect(event!.position.toString()).toBe(position);
  });

  it('lists every missing or malformed field, and stores nothing', async () => {
    const before = await t.eventStore.head();
    const response = await send({ name: ' ', email: 'not-an-email', phone: 'call me', message: '' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.email', 'body.message', 'body.name', 'body.phone']);
    expect(await t.eventStore.head()).toEqual(before);
    expect((await send({})).json().errors).toHaveLength(4);
  });

  it('accepts an Idempotency-Key: a retry stores the message once', async () => {
    const headers = { 'idempotency-key': 'contact-retry-0001' };
    const first = await send(message, headers);
    const retry = await send(message, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await t.eventStore.readStream(`message-${first.json().id}`)).toHaveLength(1);
    expect((await send({ ...message, message: 'Other' }, headers)).statusCode).toBe(422);
  });
});
