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
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'index.html'), 'the shell');
    writeFileSync(join(dist, 'prerendered', 'index.html'), 'the landing page');
    writeFileSync(join(dist, 'prerendered', 'reservation.html'), 'the wizard');
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
    expect(home.body).toBe('the landing page');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await page('/reservation?pickup=x')).body).toBe('the wizard');
    expect((await page('/reservation/')).body).toBe('the wizard');
  });

  it('answers every other page address with the shell', async () => {
    expect((await page('/fleet')).body).toBe('the shell');
    expect((await page('/index')).body).toBe('the shell');
    expect((await page('/blog/some-post')).body).toBe('the shell');
    expect((await page('/prerendered/../index')).statusCode).not.toBe(500);
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
