import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStoreUnavailable } from '@chauffeur/eventstore';
import { ReadStoreUnavailable } from '@chauffeur/projections';
import { createTestApp, type TestApp, allowPickupsSoon, bookingBody, soon } from '@chauffeur/api/testing';
import {
  documentPath,
  documentValidator,
  type Answer,
  type OpenApiDocument,
} from './openapi/document-validator';
import { ROUTE_FIXTURES, type Context, type Fixture } from './openapi/route-fixtures';

/** Issue 13 point 8: every answer of every route is in the OpenAPI document, with the schema it has. */

/** Requests per route from one address in the 429 walk: above any brake's allowance for one client. */
const FLOOD = 100;
let clients = 0;
/**
 * A client address of its own for each request, so the per-address brakes (real limits in this app) bite
 * only in the 429 walk, which sends from one address on purpose.
 */
const newClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (method: string, url: string) => `${method} ${url}`;
/** The live streams answer 200 with a stream that never ends: inject cannot read one, so none is walked. */
const LIVE_STREAMS = ['GET /api/admin/live', 'GET /api/driver/live'];

/** The routes the document is about: the API's own, not the document's pages nor the web app. */
const walkedRoutes = (t: TestApp) =>
  t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** A path for a route pattern, for the generic requests: any id will do, the guard or parser answers first. */
const concrete = (url: string) =>
  url.replace(/:id/g, '00000000-0000-4000-8000-000000000000').replace(/:[a-z_]+/g, 'walk');

/** Requests every route of a kind answers alike, so no route needs them in its own fixtures. */
function genericFixtures(method: string, url: string, needsToken: boolean): Fixture[] {
  const path = concrete(url);
  const fixtures: Fixture[] = [];
  if (url.startsWith('/api/admin/')) {
    fixtures.push({ what: 'no token', expect: 401, request: () => ({ method, url: path }) as InjectOptions });
    fixtures.push({
      what: "a user's token",
      expect: 403,
      request: (c) =>
        ({ method, url: path, headers: { authorization: `Bearer ${c.t.token('user')}` } }) as InjectOptions,
    });
  }
  if (BODY_METHODS.has(method)) {
    // Signed in as whoever may call it, so the body parser is what answers.
    const as = async (c: Context): Promise<Record<string, string>> => {
      if (url.startsWith('/api/admin/')) return c.admin;
      if (url.startsWith('/api/driver/')) return { authorization: `Bearer ${c.t.token('driver')}` };
      return needsToken ? { authorization: `Bearer ${(await c.signIn()).access}` } : {};
    };
    fixtures.push({
      what: 'malformed JSON',
      expect: 400,
      request: async (c) =>
        ({
          method,
          url: path,
          headers: { ...(await as(c)), 'content-type': 'application/json' },
          payload: '{"a":',
        }) as InjectOptions,
    });
    fixtures.push({
      what: 'XML body',
      expect: 415,
      request: async (c) =>
        ({
          method,
          url: path,
          headers: { ...(await as(c)), 'content-type': 'application/xml' },
          payload: '<a/>',
        }) as InjectOptions,
    });
    fixtures.push({
      what: 'a 6 MiB body',
      expect: 413,
      request: async (c) =>
        ({
          method,
          url: path,
          headers: { ...(await as(c)), 'content-type': 'application/json' },
          payload: `"${'x'.repeat(6 * 1024 * 1024)}"`,
        }) as InjectOptions,
    });
  }
  return fixtures;
}

const answerOf = (method: string, route: string, response: LightMyRequestResponse): Answer => ({
  method,
  route,
  status: response.statusCode,
  contentType: response.headers['content-type'] as string | undefined,
  body: response.body,
});

describe('the OpenAPI document tells the truth (issue 13 point 8)', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let check: ReturnType<typeof documentValidator>;
  let context: Context;
  /** route key → statuses of the answers that were checked. */
  const seen = new Map<string, Set<number>>();
  let mismatches: string[] = [];
  beforeEach(() => {
    mismatches = [];
  });
  /** Each mismatch once, however many times a flood met it. */
  const report = () => `answers the document does not describe:\n${[...new Set(mismatches)].join('\n')}`;

  /** Sends one request, checks its answer against the document and records what it saw. */
  async function walk(
    method: string,
    route: string,
    what: string,
    options: InjectOptions,
    expected?: number,
  ) {
    let response: LightMyRequestResponse;
    try {
      response = await t.app.inject({
        remoteAddress: newClient(),
        ...options,
        method: options.method ?? method,
      } as InjectOptions);
    } finally {
      // A fixture may have moved the clock ahead (`later`) for this one request.
      vi.useRealTimers();
    }
    const answer = answerOf(method, route, response);
    const problems = check(answer);
    if (expected !== undefined && answer.status !== expected)
      problems.unshift(`expected ${expected} (${what}), got ${answer.status}: ${answer.body.slice(0, 200)}`);
    if (
      answer.status >= 400 &&
      !problems.length &&
      !/^application\/problem\+json/.test(answer.contentType ?? '')
    )
      if (!(route === '/api/health' && answer.status === 503))
        problems.push(`an error answered as ${answer.contentType}, not application/problem+json`);
    if (!problems.length && answer.body && /^application\/problem\+json/.test(answer.contentType ?? '')) {
      const { status } = JSON.parse(answer.body) as { status?: unknown };
      if (status !== answer.status)
        problems.push(`a problem whose status ${String(status)} is not the answer's`);
    }
    const label = what.startsWith('flood') ? 'flood' : what;
    if (problems.length)
      mismatches.push(`${keyOf(method, route)} — ${label}:\n    ${problems.join('\n    ')}`);
    else seen.set(keyOf(method, route), (seen.get(keyOf(method, route)) ?? new Set()).add(answer.status));
    return response;
  }

  beforeAll(async () => {
    // The public-write limits as in production (test apps raise them), so the 429 walk meets them.
    t = await createTestApp({ publicRateLimitScale: 1 });
    document = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    check = documentValidator(document);
    const admin = t.adminHeaders();
    const json = async <T>(url: string) => (await t.app.inject({ url, headers: admin })).json<T>();
    const vehicle = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/vehicles',
        headers: admin,
        payload: {
          name: 'Walked',
          description: { en: 'x' },
          image_url: '/images/vehicles/x.svg',
          type: 'van',
          price_per_km: 3,
          max_passengers: 6,
          max_luggage: 6,
        },
      })
    ).json<{ id: string }>();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: admin,
      payload: { title: { en: 'Walked' }, slug: 'walked-post', content: { en: 'x' }, status: 'active' },
    });
    const password = 'walker-passphrase-42';
    const bookings = new Map<string, string>();
    let accounts = 0;
    // Pickups within the hour may be booked, so rides can be started and completed now (issue 13's window).
    await allowPickupsSoon(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'walker@example.be', password },
    });
    // A contact message raises the notification the read-mark fixture marks.
    await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { name: 'Walker', email: 'walker@example.be', phone: '+32 470 00 00 00', message: 'Hello' },
    });
    await t.runner.waitUntilCaughtUp(5000);
    const services = await json<{ items: { slug: string }[] }>('/api/services');
    const notifications = await json<{ items: { id: string }[] }>('/api/admin/notifications');
    context = {
      t,
      admin,
      vehicleId: vehicle.id,
      serviceSlug: services.items[0]!.slug,
      postSlug: 'walked-post',
      postId: post.json<{ id: string }>().id,
      notificationId: notifications.items[0]!.id,
      user: { email: 'walker@example.be', password },
      async signIn() {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'walker@example.be', password },
          remoteAddress: '192.0.2.1',
        });
        if (answer.statusCode !== 200) throw new Error(`walker cannot sign in: ${answer.body}`);
        return {
          access: answer.json<{ access_token: string }>().access_token,
          refresh: answer.cookies.find((c) => c.name === 'chauffeur_refresh')!.value,
        };
      },
      later(ms) {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
      },
      async newAccount() {
        const email = `walker-${++accounts}@example.be`;
        const remoteAddress = `192.0.2.${100 + accounts}`;
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password },
          remoteAddress,
        });
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email, password },
          remoteAddress,
        });
        if (answer.statusCode !== 200) throw new Error(`new account cannot sign in: ${answer.body}`);
        return { access: answer.json<{ access_token: string }>().access_token, password };
      },
      async booking(name, options = {}) {
        const made = bookings.get(name);
        if (made) return made;
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: bookingBody(options.soon ? soon() : {}),
          remoteAddress: newClient(),
        });
        if (answer.statusCode !== 201) throw new Error(`booking not made: ${answer.body}`);
        const { id } = answer.json<{ id: string }>();
        for (const step of ['confirm', 'start'] as const) {
          if (step === 'confirm' ? !options.confirmed : !options.started) continue;
          const revision = answer.json<{ revision: number }>().revision + (step === 'start' ? 1 : 0);
          const done = await t.app.inject({
            method: 'POST',
            url: `/api/admin/bookings/${id}/${step}`,
            headers: { ...admin, 'if-match': `"${revision}"` },
          });
          if (done.statusCode !== 200) throw new Error(`booking ${step}: ${done.body}`);
        }
        bookings.set(name, id);
        return id;
      },
      async etag(url) {
        await t.runner.waitUntilCaughtUp(5000);
        return String((await t.app.inject({ url, headers: admin })).headers.etag);
      },
      async ticket() {
        const answer = await t.app.inject({ method: 'POST', url: '/api/admin/live/ticket', headers: admin });
        return answer.json<{ ticket: string }>().ticket;
      },
    };
  });
  afterAll(async () => t?.close());

  it('is an OpenAPI 3.0 document with the problem schema', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.components?.schemas).toHaveProperty('Problem');
  });

  it('documents every answer of every route: success, its own errors, the guards and the body parser', async () => {
    for (const { method, url } of walkedRoutes(t)) {
      // HEAD answers as GET does; it is walked with the GET fixtures below.
      if (method === 'HEAD') continue;
      const operation = document.paths[documentPath(url)]?.[method.toLowerCase()] as { security?: unknown[] };
      const fixtures = [
        ...(ROUTE_FIXTURES[keyOf(method, url)] ?? []),
        ...genericFixtures(method, url, (operation?.security?.length ?? 0) > 0),
      ];
      for (const fixture of fixtures) {
        await walk(method, url, fixture.what, await fixture.request(context), fixture.expect);
      }
      if (method === 'GET')
        for (const fixture of ROUTE_FIXTURES[keyOf(method, url)] ?? [])
          await walk(
            'HEAD',
            url,
            `HEAD of ${fixture.what}`,
            { ...(await fixture.request(context)), method: 'HEAD' },
            fixture.expect,
          );
    }
    expect(mismatches, report()).toEqual([]);
  });

  it('documents the 429 of every rate-limited route (flooded from one client address)', async () => {
    const floods = walkedRoutes(t).filter(
      (r) =>
        r.method !== 'HEAD' &&
        document.paths[documentPath(r.url)]?.[r.method.toLowerCase()]?.responses?.['429'],
    );
    const limited: string[] = [];
    for (const { method, url } of floods) {
      const fixtures = ROUTE_FIXTURES[keyOf(method, url)] ?? [];
      const fixture = fixtures.find((f) => f.flood) ?? fixtures[0];
      if (!fixture) continue;
      for (let i = 0; i < FLOOD; i++) {
        const options = { ...(await fixture.request(context)), remoteAddress: '192.0.2.99' } as InjectOptions;
        const response = await walk(method, url, `flood #${i + 1}`, options);
        if (response.statusCode === 429) {
          limited.push(keyOf(method, url));
          expect(
            response.headers['retry-after'],
            `${keyOf(method, url)} 429 without Retry-After`,
          ).toBeDefined();
          break;
        }
      }
    }
    expect(mismatches, report()).toEqual([]);
    // Issue 13 names these: the public writes and the password checks.
    expect(limited).toEqual(
      expect.arrayContaining([
        'POST /api/bookings',
        'POST /api/quotes',
        'POST /api/messages',
        'POST /api/newsletter',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-up',
        'POST /api/auth/password',
      ]),
    );
  });

  it('documents the 503 of every route while the stores fail', async () => {
    const down = (name: string) => () => Promise.reject(new EventStoreUnavailable(`${name}: disk I/O error`));
    const eventStore = t.eventStore as unknown as Record<string, unknown>;
    const readStore = t.readStore as unknown as Record<string, unknown>;
    const writes = ['append', 'readStream', 'readAll', 'head', 'ping', 'countAfter'];
    const saved = Object.fromEntries(writes.map((name) => [name, eventStore[name]]));
    const savedRead = { collection: readStore.collection, ping: readStore.ping };
    const fail = () => {
      for (const name of writes) eventStore[name] = down(name);
      readStore.collection = () => {
        throw new ReadStoreUnavailable('read store: connection lost');
      };
      readStore.ping = () => Promise.reject(new ReadStoreUnavailable('read store: connection lost'));
    };
    const heal = () => {
      Object.assign(eventStore, saved);
      Object.assign(readStore, savedRead);
    };
    const unavailable: string[] = [];
    for (const { method, url } of walkedRoutes(t)) {
      if (method === 'HEAD') continue;
      // A request that succeeds while the stores work, so the store is what fails it.
      const fixtures = ROUTE_FIXTURES[keyOf(method, url)] ?? [];
      const fixture = fixtures.find((f) => f.expect < 300) ?? fixtures[0];
      if (!fixture) continue;
      // The request is made while the stores work (it may sign in or read an ETag), then sent while they fail.
      const options = await fixture.request(context);
      fail();
      try {
        const response = await walk(method, url, 'stores failing', options);
        if (response.statusCode === 503) unavailable.push(keyOf(method, url));
      } finally {
        heal();
      }
    }
    expect(mismatches, report()).toEqual([]);
    expect(unavailable).toEqual(expect.arrayContaining(['POST /api/bookings', 'GET /api/admin/bookings']));
  });

  it('has walked every route: a route without fixtures must get some in tests/security/openapi/route-fixtures.ts', () => {
    const unwalked = walkedRoutes(t)
      .filter((r) => r.method !== 'HEAD' && !seen.has(keyOf(r.method, r.url)))
      .map((r) => keyOf(r.method, r.url));
    expect(unwalked, `add fixtures for: ${unwalked.join(', ')}`).toEqual([]);
    const withoutSuccess = walkedRoutes(t)
      .filter((r) => r.method !== 'HEAD')
      .map((r) => keyOf(r.method, r.url))
      .filter((key) => ![...(seen.get(key) ?? [])].some((s) => s < 300) && !LIVE_STREAMS.includes(key));
    expect(withoutSuccess, `no success answer was walked for: ${withoutSuccess.join(', ')}`).toEqual([]);
    // What no request reached (documented by a rule, never seen here): a list for the reader, not a failure.
    const unseen = walkedRoutes(t)
      .filter((r) => r.method !== 'HEAD')
      .map(({ method, url }) => {
        const documented = Object.keys(
          document.paths[documentPath(url)]?.[method.toLowerCase()]?.responses ?? {},
        ).map(Number);
        const missing = documented.filter((status) => !seen.get(keyOf(method, url))?.has(status));
        return missing.length ? `${keyOf(method, url)}: ${missing.join(', ')}` : '';
      })
      .filter(Boolean);
    console.info(`documented but not reached by the walk:\n  ${unseen.join('\n  ')}`);
  });
});
