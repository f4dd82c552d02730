import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { systemActor } from '@chauffeur/contracts';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from './testing/test-app';
import { authClient } from './testing/auth-client';
import { bootstrapAdmin } from '../../accounts/index';

describe('HTTP API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports both stores healthy', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      event_store: { kind: 'sqlite', ok: true },
      read_store: { kind: 'memory', ok: true },
      projections: { ok: true, failed: [], lagging: [], reconnecting: [], rebuilding: [] },
    });
  });

  it('serves the seeded fleet ordered by price per km', async () => {
    const items = (await t.app.inject({ url: '/api/vehicles' })).json<{
      items: { price_per_km: number; type: string }[];
    }>().items;
    expect(items.map((v) => v.price_per_km)).toEqual([2.2, 2.8, 3.1, 3.5]);
    expect(new Set(items.map((v) => v.type))).toEqual(new Set(['standard', 'luxury', 'van']));
  });

  it('answers unknown API routes with a problem+json 404', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ title: 'Not Found', status: 404 });
  });

  it('echoes a safe X-Request-Id and sets security headers', async () => {
    const response = await t.app.inject({ url: '/api/vehicles', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const odd = await t.app.inject({ url: '/api/vehicles', headers: { 'x-request-id': '<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/vehicles', '/api/admin/vehicles/{id}', '/api/health']),
    );
    const post = doc.paths['/api/admin/vehicles']!.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(post.requestBody.content['application/json']!.schema.required).toEqual(
      expect.arrayContaining(['name', 'price_per_km', 'image_url', 'type']),
    );
  });

  describe('admin guard (every /api/admin route, listed from the router)', () => {
    const adminRoutes = () =>
      t.app.registeredRoutes
        .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
        .map((r) => ({
          ...r,
          url: r.url.replace(':id', '00000000-0000-4000-8000-000000000000').replace(':name', 'vehicles'),
        }));

    it('finds the admin routes', () => {
      expect(adminRoutes().length).toBeGreaterThanOrEqual(7);
    });

    /** Real sessions: the admin made by the start-up bootstrap, and a user who signed up. */
    const signedIn = async () => {
      const auth = authClient(t.app);
      const log = { info: () => {}, error: () => {} };
      const adminEmail = TEST_ADMIN_EMAIL;
      await bootstrapAdmin(
        t.app.auth.accounts,
        { adminEmail, adminPassword: 'admin-secret', noAccountsYet: false },
        log,
      );
      await auth.signUp('matrix-user@example.com', 'user-secret');
      return {
        auth,
        admin: (await auth.signIn(adminEmail, 'admin-secret')).session,
        user: (await auth.signIn('matrix-user@example.com', 'user-secret')).session,
      };
    };
    const call = (route: { method: string; url: string }, token?: string) =>
      t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('walks every admin route as anonymous, user and admin: 401, 403, and never either for the admin', async () => {
      const { admin, user } = await signedIn();
      for (const route of adminRoutes()) {
        const name = `${route.method} ${route.url}`;
        expect((await call(route)).statusCode, `${name} anonymous`).toBe(401);
        expect((await call(route, user.access_token)).statusCode, `${name} user`).toBe(403);
        const asAdmin = await call(route, admin.access_token);
        expect([401, 403], `${name} admin answered ${asAdmin.statusCode}`).not.toContain(asAdmin.statusCode);
        expect(asAdmin.statusCode, `${name} admin: ${asAdmin.body}`).toBeLessThan(500);
      }
    });

    it('answers 401 to an expired admin token and to the token of a session that was signed out', async () => {
      const { auth, admin } = await signedIn();
      const claims = t.app.jwt.decode<Record<string, unknown>>(admin.access_token)!;
      const expired = t.app.jwt.sign(
        { ...claims, iat: Math.floor(Date.now() / 1000) - 16 * 60 },
        { expiresIn: 15 * 60 },
      );
      expect((await auth.signOut({ access: admin.access_token })).statusCode).toBe(204);
      for (const route of adminRoutes()) {
        for (const token of [expired, admin.access_token]) {
          const response = await call(route, token);
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
          expect(response.json().detail).toBe('Authentication error. Please sign in again.');
        }
      }
      // The bootstrap's event names its system actor.
      const [created] = (await t.eventStore.readAll()).filter(
        (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === TEST_ADMIN_EMAIL,
      );
      expect(created?.metadata.actor).toEqual(systemActor('admin-bootstrap'));
    });

    it('answers 401 without a token, with a forged one, and with a non-access token', async () => {
      const forged = createSigner({ key: 'another-secret-another-secret-another-secret' })({
        sub: 'x',
        email: 'x@example.com',
        role: 'admin',
        typ: 'access',
      });
      const unsigned = createSigner({ algorithm: 'none' })({
        sub: 'x',
        email: 'x',
        role: 'admin',
        typ: 'access',
      });
      for (const route of adminRoutes()) {
        for (const authorization of [
          undefined,
          `Bearer ${forged}`,
          `Bearer ${unsigned}`,
          `Bearer ${t.token('admin', { typ: 'refresh' })}`,
        ]) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: route.url,
            headers: authorization ? { authorization } : {},
          });
          expect(
            response.statusCode,
            `${route.method} ${route.url} with ${authorization?.slice(0, 12)}`,
          ).toBe(401);
          expect(response.json().detail).toBe('Authentication error. Please sign in again.');
        }
      }
    });

    it('answers 403 to a signed-in user who is not an admin', async () => {
      for (const route of adminRoutes()) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { authorization: `Bearer ${t.token('user')}` },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().detail).toBe('You do not have administrator privileges');
      }
    });
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('compresses a large JSON answer for a client that accepts it, and not for one that does not', async () => {
    const compressed = await t.app.inject({
      url: '/api/geo/search?q=a',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/geo/search?q=a' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().length).toBeGreaterThan(0);
  });
});
