import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@chauffeur/api/testing';
import { bookingBody } from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const UUID = '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03';
/** Internal detail an error must never show: a stack frame, a source path, a module folder. */
const LEAK = /\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|ZodError|SqliteError/;

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '\u0000',
    '😀'.repeat(20),
    '../../etc/passwd',
  ),
  fc.constantFrom('<script>alert(1)</script>', "' OR 1=1 --", '%00', '\uFEFF', 'ℌ𝔢𝔩𝔩𝔬'),
);
const scalar = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
);
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(nasty, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
    maxKeys: 5,
  }),
})).value;

/** A valid booking body with one field wrong, missing or extra: gets past most of the schema. */
const mutatedBooking = fc
  .record({
    field: fc.constantFrom(...Object.keys(bookingBody())),
    how: fc.constantFrom('wrong', 'missing', 'extra', 'huge'),
    value: anyJson,
  })
  .map(({ field, how, value }) => {
    const body: Record<string, unknown> = bookingBody();
    if (how === 'missing') delete body[field];
    else if (how === 'wrong') body[field] = value;
    else if (how === 'huge') body[field] = 'x'.repeat(64 * 1024);
    else body[`__proto__${field}`] = value;
    return JSON.stringify(body);
  });

const rawBody = fc.oneof(
  { weight: 4, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 4, arbitrary: mutatedBooking },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"a":',
      '[',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '1e999',
      "{'single':'quotes'}",
      '\u0000',
      '',
    ),
  },
  // 1 MB strings, rarely (each costs a megabyte): at and past the body limit.
  {
    weight: 1,
    arbitrary: fc.constantFrom(1024 * 1024 - 16, 1024 * 1024 + 1).map((n) => `"${'a'.repeat(n)}"`),
  },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);

describe('fuzzing every public and admin route', () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'),
    );
  });
  afterAll(async () => t?.close());

  it(`answers ${RUNS} generated requests without a 5xx, always problem+json, appending nothing when refused`, async () => {
    expect(routes.length).toBeGreaterThan(30);
    const request = fc.record({
      route: fc.integer({ min: 0, max: routes.length - 1 }),
      param: fc.oneof(fc.constant(UUID), fc.uuid(), nasty.map(encodeURIComponent), fc.constant('vehicles')),
      query: fc.option(
        fc.dictionary(
          fc.constantFrom(
            'limit',
            'offset',
            'after',
            'status',
            'q',
            'lat',
            'lng',
            'lang',
            'wait',
            '__proto__',
          ),
          nasty,
        ),
        { nil: undefined },
      ),
      body: fc.option(rawBody, { nil: undefined, freq: 4 }),
      contentType,
      auth: fc.constantFrom('admin', 'user', 'none', 'garbage'),
    });
    let count = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const route = routes[r.route]!;
        const url = route.url.replace(/:(\w+)/g, () => r.param);
        const headers: Record<string, string> = {};
        if (r.contentType && r.body !== undefined) headers['content-type'] = r.contentType;
        if (r.auth === 'admin') Object.assign(headers, t.adminHeaders());
        if (r.auth === 'user') headers.authorization = `Bearer ${t.token('user')}`;
        if (r.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
        const before = (await t.eventStore.head())?.position ?? 0n;
        const answer = await t.app.inject({
          method: route.method as 'GET',
          url,
          query: r.query as Record<string, string> | undefined,
          headers,
          ...(r.body !== undefined && route.method !== 'GET' ? { payload: r.body } : {}),
        });
        count += 1;
        const what = `${route.method} ${url} → ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
        expect(answer.statusCode, what).toBeLessThan(500);
        if (answer.statusCode >= 400) {
          expect(answer.headers['content-type'], what).toContain('application/problem+json');
          expect(answer.json<{ status: number }>().status, what).toBe(answer.statusCode);
          expect(answer.body, what).not.toMatch(LEAK);
          const after = (await t.eventStore.head())?.position ?? 0n;
          expect(after, `${what}: a refused request appended events`).toBe(before);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(count).toBeGreaterThanOrEqual(RUNS);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Still serving: the fuzzer may have removed the vehicle or changed settings, so any non-5xx answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    const booking = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingBody() });
    expect(booking.statusCode, booking.body).toBeLessThan(500);
  }, 120_000);
});
