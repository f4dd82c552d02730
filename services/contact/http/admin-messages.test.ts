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

describe('PUT /api/admin/messages/:id/answered (decision 326)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  const as = (role: 'admin' | 'dispatcher' | 'driver' | 'user') => ({
    authorization: `Bearer ${t.token(role)}`,
  });
  const send = async (name: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name, email: 'sender@example.be', phone: '+32 470 12 34 56', message: `Hello from ${name}` },
    });
    expect(sent.statusCode).toBe(201);
    return sent.json() as { id: string; position: string };
  };
  const mark = (
    id: string,
    payload: unknown,
    headers: Record<string, string> = { ...as('dispatcher'), 'if-match': '"0"' },
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${id}/answered`,
      payload: payload as object,
      headers,
    });
  const list = async (query: string, position: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages?after=${position}${query}`,
      headers: as('dispatcher'),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Record<string, unknown>[]; total: number };
  };

  it('a dispatcher marks a message answered: its event names them, the list says who and when, and filters by it', async () => {
    const first = await send('First Sender');
    await send('Second Sender');
    const marked = await mark(first.id, { answered: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.headers.etag).toBe('"1"');
    expect(marked.json()).toMatchObject({ id: first.id, revision: 1, models: ['messages'] });
    const [, event] = await t.eventStore.readStream(`message-${first.id}`);
    expect(event).toMatchObject({
      type: 'ContactMessageMarkedAnswered',
      data: { message_id: first.id },
      metadata: { actor: { kind: 'user', email: 'dispatcher@example.com', role: 'dispatcher' } },
    });
    const position = marked.json().position;

    const all = await list('', position);
    expect(all.items.map((m) => [m.name, m.answered])).toEqual([
      ['Second Sender', false],
      ['First Sender', true],
    ]);
    expect(all.items[1]).toMatchObject({
      revision: 1,
      answered_at: event!.metadata.occurredAt,
      answered_by: { kind: 'user', email: 'dispatcher@example.com', role: 'dispatcher' },
    });
    const answered = await list('&status=answered', position);
    expect([answered.total, answered.items.map((m) => m.name)]).toEqual([1, ['First Sender']]);
    const waiting = await list('&status=waiting', position);
    expect([waiting.total, waiting.items.map((m) => m.name)]).toEqual([1, ['Second Sender']]);
  });

  it('an admin undoes the mark: the message waits for an answer again, with no one named', async () => {
    const { id } = await send('Anne Peeters');
    await mark(id, { answered: true });
    const undone = await mark(id, { answered: false, expectedRevision: 1 }, as('admin'));
    expect(undone.statusCode).toBe(200);
    expect(undone.json().revision).toBe(2);
    const [, , event] = await t.eventStore.readStream(`message-${id}`);
    expect(event).toMatchObject({
      type: 'ContactMessageMarkedUnanswered',
      metadata: { actor: { kind: 'user', email: 'admin@example.com', role: 'admin' } },
    });
    const [row] = (await list('&status=waiting', undone.json().position)).items;
    expect(row).toMatchObject({ id, answered: false, revision: 2 });
    expect(row).not.toHaveProperty('answered_by');
    expect(row).not.toHaveProperty('answered_at');
  });

  it('refuses a stale revision with 409 (someone marked it meanwhile) and records nothing', async () => {
    const { id } = await send('Anne Peeters');
    expect((await mark(id, { answered: true })).statusCode).toBe(200);
    const stale = await mark(id, { answered: false }, { ...as('admin'), 'if-match': '"0"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'changed_by_someone_else', current_revision: 1 });
    expect(await t.eventStore.readStream(`message-${id}`)).toHaveLength(2);
  });

  it('answers 404 for a message no one sent, 428 without a revision', async () => {
    const unknown = await mark('00000000-0000-4000-8000-000000000000', { answered: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'message_not_found', detail: 'Message not found' });
    const { id } = await send('Anne Peeters');
    const without = await mark(id, { answered: true }, as('dispatcher'));
    expect(without.statusCode).toBe(428);
    expect(await t.eventStore.readStream(`message-${id}`)).toHaveLength(1);
  });

  it('is refused to a chauffeur, a customer and a visitor without a token, and stores nothing', async () => {
    const { id } = await send('Anne Peeters');
    for (const role of ['driver', 'user'] as const)
      expect((await mark(id, { answered: true }, { ...as(role), 'if-match': '"0"' })).statusCode).toBe(403);
    expect((await mark(id, { answered: true }, { 'if-match': '"0"' })).statusCode).toBe(401);
    expect(await t.eventStore.readStream(`message-${id}`)).toHaveLength(1);
  });

  it('names each malformed field in a 400', async () => {
    const { id } = await send('Anne Peeters');
    const fieldsOf = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
    };
    expect(await fieldsOf(mark(id, { answered: 'yes' }))).toEqual(['body.answered']);
    expect(await fieldsOf(mark(id, {}))).toEqual(['body.answered']);
    expect(await fieldsOf(mark('not-a-uuid', { answered: true }))).toEqual(['params.id']);
    // A malformed revision is said whatever the message: not a 404 that hides it.
    expect(
      await fieldsOf(
        mark('00000000-0000-4000-8000-000000000000', { answered: true }, { ...as('admin'), 'if-match': '*' }),
      ),
    ).toEqual(['headers.if-match']);
    expect(
      await fieldsOf(mark(id, { answered: true }, { ...as('dispatcher'), 'if-match': 'yesterday' })),
    ).toEqual(['headers.if-match']);
    expect(
      await fieldsOf(
        t.app.inject({ method: 'GET', url: '/api/admin/messages?status=all', headers: as('dispatcher') }),
      ),
    ).toEqual(['querystring.status']);
    expect(await t.eventStore.readStream(`message-${id}`)).toHaveLength(1);
  });
});
