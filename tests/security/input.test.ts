import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, bookingBody } from '@chauffeur/api/testing';
import { toCsv, loggableUrl } from '@chauffeur/api';
import { awaitLink } from '../support/outbox';
import { startServer, type RunningServer } from '../support/server';

/**
 * Issue 13, the input-hygiene rows of the table:
 * - "deep JSON (depth ≥ 5,000) in a booking body with an Idempotency-Key → 500 (RangeError)";
 * - "4,828 bookings from one IP in 10.6 s → all accepted; each e-mails an address the caller chose";
 * - "npm run projections -- replay bookings --format csv writes =HYPERLINK(...) cells unescaped";
 * - "admin and auth responses: no Cache-Control; newsletter answers reveal whether an address is known";
 * and point 7's live ticket (single-use, never logged) and clean names, addresses and blog links.
 */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const bookingWithDeepField = (depth: number) =>
  JSON.stringify(bookingBody()).replace(/}$/, `,"notes":${deepJson(depth)}}`);

describe('input hygiene (issue 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers a booking body nested 5,000 deep with an Idempotency-Key with 400 naming body, not 500', async () => {
    for (const depth of [33, 5_000, 100_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-json-${depth}` },
        payload: bookingWithDeepField(depth),
      });
      expect(response.statusCode, `depth ${depth}`).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors).toEqual([
        { field: 'body', message: 'is nested more than 32 levels deep' },
      ]);
    }
    // Nothing was stored from the refused requests.
    expect((await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested')).toHaveLength(0);
  });

  it('still takes a body of ordinary depth, and a body over 1 MB is refused with 413', async () => {
    const ok = await post('/api/bookings', bookingBody(), { 'idempotency-key': 'ordinary-depth-1' });
    expect(ok.statusCode).toBe(201);
    const big = await post('/api/messages', {
      name: 'A',
      email: 'a@b.be',
      phone: '+32 2 123 45 67',
      message: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(big.statusCode).toBe(413);
  });

  it('keeps refusing __proto__ keys (the parser still guards against prototype poisoning)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.be","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses control and text-direction characters in a name and an address, naming the field', async () => {
    const response = await post('/api/bookings', {
      ...bookingBody(),
      emergency_contact_name: 'Anne\u202Esreteep',
      pickup_location: { ...bookingBody().pickup_location, address: 'Grand-Place\nBcc: x@evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        {
          field: 'body.emergency_contact_name',
          message: 'Full name must be one line without control characters or text-direction overrides',
        },
        {
          field: 'body.pickup_location.address',
          message: 'Address must be one line without control characters or text-direction overrides',
        },
      ]),
    );
  });

  it('refuses a blog post whose Markdown links to /\\evil.example, naming body.content.en', async () => {
    const response = await post(
      '/api/admin/blog',
      {
        title: { en: 'Welcome' },
        slug: 'welcome-links',
        content: { en: 'See [our fleet](/\\evil.example).' },
        status: 'draft',
      },
      t.adminHeaders(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'body.content.en' });
    expect(response.json().errors[0].message).toMatch(/links that are not allowed \(\/\\evil\.example\)/);
  });

  it('refuses the same link in a translation, naming its language (body.content.fr)', async () => {
    const response = await post(
      '/api/admin/blog',
      {
        title: { en: 'Welcome', fr: 'Bienvenue' },
        slug: 'welcome-links-fr',
        content: { en: 'See [our fleet](/fleet).', fr: 'Voir [notre flotte](javascript:alert(1)).' },
        status: 'draft',
      },
      t.adminHeaders(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.content.fr' })]);
  });

  it('sends Cache-Control: no-store on every auth and admin answer, and on answers with personal data', async () => {
    const walked = t.app.registeredRoutes.filter(
      (r) => /^\/api\/(auth|admin)\//.test(r.url) && r.method !== 'HEAD' && r.url !== '/api/admin/live',
    );
    expect(walked.length).toBeGreaterThan(30);
    for (const { method, url } of walked) {
      const concrete = url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');
      for (const headers of [{}, t.adminHeaders()]) {
        const response = await t.app.inject({ method: method as 'GET', url: concrete, headers });
        expect(response.headers['cache-control'], `${method} ${url} → ${response.statusCode}`).toBe(
          'no-store',
        );
      }
    }
    const personal = [
      await post('/api/bookings', bookingBody()),
      await post('/api/messages', { name: 'Ann', email: 'a@b.be', phone: '+32 2 123 45 67', message: 'Hi' }),
      await post('/api/newsletter', { email: 'cache@example.be' }),
    ];
    for (const response of personal) expect(response.headers['cache-control']).toBe('no-store');
    // Public pages may still be cached as before.
    expect((await t.app.inject({ url: '/api/vehicles' })).headers['cache-control']).not.toBe('no-store');
  });

  it('answers a newsletter subscription the same whether or not the address is already on the list', async () => {
    const first = await post('/api/newsletter', { email: 'known@example.be' });
    const again = await post('/api/newsletter', { email: 'KNOWN@example.be' });
    const fresh = await post('/api/newsletter', { email: 'fresh@example.be' });
    for (const answer of [again, fresh]) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.body).toBe(first.body);
    }
  });

  it('lets a live ticket open the stream once, and never logs its value', async () => {
    const { ticket } = (await post('/api/admin/live/ticket', undefined, t.adminHeaders())).json<{
      ticket: string;
    }>();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/admin/live?ticket=${encodeURIComponent(ticket)}`;
    const first = new AbortController();
    const opened = await fetch(url, { signal: first.signal });
    expect(opened.status).toBe(200);
    first.abort();
    const replayed = await fetch(url);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { detail: string }).detail).toMatch(/already used/);
    expect(loggableUrl(`/api/admin/live?ticket=${ticket}&x=1`)).toBe('/api/admin/live?ticket=[redacted]&x=1');
    // A password-reset or invitation link's token opens an account: never logged either.
    expect(loggableUrl('/set-password?token=a.b.c&purpose=reset')).toBe(
      '/set-password?token=[redacted]&purpose=reset',
    );
    // A manage link's token is in its path: it opens the booking for as long as the booking lives.
    expect(loggableUrl('/api/manage/b-1.c2lnbmF0dXJl/receipt.pdf?lng=fr')).toBe(
      '/api/manage/[redacted]/receipt.pdf?lng=fr',
    );
    expect(loggableUrl('/booking/b-1.c2lnbmF0dXJl/rate?lng=nl')).toBe('/booking/[redacted]/rate?lng=nl');
    expect(loggableUrl('/api/bookings/b-1')).toBe('/api/bookings/b-1');
  });
});

describe('public writes are limited per client address (issue 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production limits (test apps otherwise raise them ×1000).
    t = await createTestApp({ publicRateLimitScale: 1 });
  });
  afterAll(async () => t?.close());

  it('accepts 10 bookings from one address in 10 minutes, then answers 429 with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: bookingBody({ emergency_contact_email: `victim${i}@example.be` }),
          // A rotating X-Forwarded-For changes nothing: no proxy is trusted (TRUST_PROXY=false).
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const refused = answers.slice(10);
    expect(new Set(refused.map((a) => a.statusCode))).toEqual(new Set([429]));
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused[0]!.headers['content-type']).toContain('application/problem+json');
    expect(refused[0]!.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    // Only the accepted bookings were stored, so only they can e-mail anyone.
    const stored = (await t.eventStore.readAll()).filter((e) => e.type === 'BookingRequested');
    expect(stored).toHaveLength(10);
    // Another client is not held back by the first one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody(),
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(201);
  });

  it('limits messages and newsletter subscriptions too', async () => {
    const message = { name: 'Ann', email: 'a@b.be', phone: '+32 2 123 45 67', message: 'Hello' };
    const messages = [];
    for (let i = 0; i < 6; i++)
      messages.push(
        (await t.app.inject({ method: 'POST', url: '/api/messages', payload: message })).statusCode,
      );
    expect(messages).toEqual([201, 201, 201, 201, 201, 429]);
    const subscriptions = [];
    for (let i = 0; i < 6; i++)
      subscriptions.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/newsletter',
            payload: { email: `n${i}@example.be` },
          })
        ).statusCode,
      );
    expect(subscriptions).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('CSV from the projections CLI (issue 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t?.close());

  it('writes a booking whose customer name is a formula as inert text, as the web export does', async () => {
    const formula = '=HYPERLINK("http://evil.example/pay","Pay here")';
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingBody({ emergency_contact_name: formula }),
    });
    expect(booked.statusCode).toBe(201);
    await t.runner.waitUntilCaughtUp(5000);
    const rows = await t.readStore.collection('bookings').find();
    const csv = toCsv(
      rows.filter((row) => (row as { emergency_contact_name?: string }).emergency_contact_name === formula),
    );
    const [, row] = csv.split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/pay"",""Pay here"")"`);
    expect(row!.split(',').some((cell) => /^[=+@]/.test(cell))).toBe(false);
  });
});

describe('the live ticket in a real server log (issue 13)', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'security-input-'));
    server = await startServer({ dataDir: dir, env: { LOG_LEVEL: 'info' } });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs the live stream request with the ticket redacted', async () => {
    const answer = await fetch(`${server.url}/api/admin/live/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    const { ticket } = (await answer.json()) as { ticket: string };
    const stream = new AbortController();
    const opened = await fetch(`${server.url}/api/admin/live?ticket=${encodeURIComponent(ticket)}`, {
      signal: stream.signal,
    });
    expect(opened.status).toBe(200);
    stream.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).toContain('/api/admin/live?ticket=[redacted]');
    expect(server.output()).not.toContain(ticket.split('.')[1]!);
  });

  it("logs a customer's manage link with its token redacted, on the page and on the API", async () => {
    const customer = 'logged-link@example.be';
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody({ emergency_contact_email: customer })),
    });
    expect(booked.status).toBe(201);
    // The token as the customer's confirmation e-mail carries it.
    const link = await awaitLink(dir, customer, /\/booking\/([^/?\s"]+)/);
    const token = decodeURIComponent(link.slice('/booking/'.length));
    expect((await fetch(`${server.url}/api/manage/${encodeURIComponent(token)}`)).status).toBe(200);
    // The page's request (served when the web is built; logged either way).
    await fetch(`${server.url}/booking/${encodeURIComponent(token)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).toContain('/api/manage/[redacted]');
    expect(server.output()).toContain('/booking/[redacted]');
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toContain(encodeURIComponent(token));
  });
});
