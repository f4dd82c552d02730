import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

describe('web app serving', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-app-'));
  let app: FastifyInstance;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), 'the shell');
    mkdirSync(join(dist, 'shell'));
    for (const language of ['en', 'fr']) {
      writeFileSync(join(dist, 'shell', `${language}.html`), `the shell (${language})`);
      mkdirSync(join(dist, 'prerendered', language), { recursive: true });
      writeFileSync(join(dist, 'prerendered', language, 'index.html'), `the landing page (${language})`);
      writeFileSync(join(dist, 'prerendered', language, 'reservation.html'), `the wizard (${language})`);
      writeFileSync(
        join(dist, 'prerendered', language, 'booking-link.html'),
        `a booking's page (${language})`,
      );
    }
    const script = 'console.log("app");'.repeat(100);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the pre-rendered addresses with their page, never cached without a check', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('the landing page (en)');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await page('/reservation?pickup=x')).body).toBe('the wizard (en)');
    expect((await page('/reservation/')).body).toBe('the wizard (en)');
  });

  it("answers them in the visitor's language: ?lng, then the i18next cookie, then Accept-Language", async () => {
    const french = await page('/', { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' });
    expect(french.body).toBe('the landing page (fr)');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(french.headers.vary).toContain('Cookie');
    expect((await page('/reservation', { cookie: 'i18next=fr' })).body).toBe('the wizard (fr)');
    expect((await page('/?lng=en', { cookie: 'i18next=fr' })).body).toBe('the landing page (en)');
    // A language the build did not render falls back to the shell, which the app draws in that language.
    expect((await page('/', { 'accept-language': 'de-DE' })).body).toBe('the shell');
  });

  it("answers the other addresses with the shell in the visitor's language, which requests its texts", async () => {
    const french = await page('/fleet', { 'accept-language': 'fr-BE,fr;q=0.9' });
    expect(french.body).toBe('the shell (fr)');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.headers.vary).toContain('Accept-Language');
    expect(french.headers.vary).toContain('Cookie');
    expect((await page('/blog/some-post', { cookie: 'i18next=fr' })).body).toBe('the shell (fr)');
    expect((await page('/blog/some-post?lng=en', { cookie: 'i18next=fr' })).body).toBe('the shell (en)');
  });

  it("answers every booking's manage address with the one pre-rendered manage page", async () => {
    expect((await page('/booking/abc.DEF-123?lng=fr')).body).toBe("a booking's page (fr)");
    expect((await page('/booking/abc.DEF-123/', { cookie: 'i18next=fr' })).body).toBe(
      "a booking's page (fr)",
    );
    // Only a token: the link's other pages, the find form without a file of its own and the file's own name.
    expect((await page('/booking/abc/receipt')).body).toBe('the shell (en)');
    expect((await page('/booking')).body).toBe('the shell (en)');
    expect((await page('/booking-link')).body).toBe('the shell (en)');
  });

  it('answers every other page address with the shell', async () => {
    expect((await page('/fleet')).body).toBe('the shell (en)');
    expect((await page('/index')).body).toBe('the shell (en)');
    expect((await page('/blog/some-post')).body).toBe('the shell (en)');
    expect((await page('/prerendered/../index')).statusCode).not.toBe(500);
    expect((await page('/', { cookie: 'i18next=../../index' })).body).toBe('the landing page (en)');
  });

  it('sends hashed assets precompressed and cacheable for a year', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('keeps unknown non-page requests a problem+json 404', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
