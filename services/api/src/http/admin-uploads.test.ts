import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GIF, animatedGif, png, progressiveJpeg } from '../testing/images';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart body with one `file` part, built by hand so the declared type and name can lie. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----test-boundary-7';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('admin image uploads', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(async () => t.close());

  const upload = (bytes: Buffer, filename: string, type: string, token = t.adminHeaders()) => {
    const { payload, headers } = multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload,
      headers: { ...token, ...headers },
    });
  };

  it('stores a PNG under a random name and serves it with nosniff', async () => {
    const response = await upload(PNG, 'photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { url, content_type } = response.json();
    expect(content_type).toBe('image/png');
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('names the file after what its bytes are, not after the declared type or name', async () => {
    const response = await upload(PNG, 'holiday.gif', 'image/gif');
    expect(response.json().url).toMatch(/\.png$/);
  });

  it('refuses a renamed text file and an SVG, whatever they claim to be', async () => {
    for (const [bytes, name, type] of [
      [Buffer.from('just some text, not an image'), 'notes.png', 'image/png'],
      [SVG, 'logo.svg', 'image/svg+xml'],
      [SVG, 'logo.png', 'image/png'],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().errors).toEqual([
        { field: 'body.file', message: 'must be a JPEG, PNG, WebP or GIF image' },
      ]);
    }
  });

  it('refuses a 68-byte PNG saying 100000×100000, and HTML or SVG behind an image header', async () => {
    const bomb = png(100_000, 100_000, Buffer.alloc(10));
    const tooBig = await upload(bomb, 'bomb.png', 'image/png');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      detail: 'The image is 100000 × 100000 pixels: at most 30 megapixels',
      errors: [{ field: 'body.file', message: 'must be at most 30 megapixels' }],
    });
    for (const bytes of [
      Buffer.concat([GIF.subarray(0, 13), Buffer.from('<html><script>alert(1)</script></html>')]),
      Buffer.concat([PNG.subarray(0, 33), SVG]),
    ]) {
      const response = await upload(bytes, 'photo.png', 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json().errors).toEqual([
        { field: 'body.file', message: 'must be a JPEG, PNG, WebP or GIF image' },
      ]);
    }
    expect((await upload(GIF, 'dot.gif', 'image/gif')).statusCode).toBe(201);
  });

  it('refuses a 28-byte GIF whose 1×1 screen hides a 65535×65535 frame, as too many megapixels', async () => {
    const screen = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
    const frame = Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 2, 1, 0x44, 0]);
    const response = await upload(
      Buffer.concat([screen, frame, Buffer.from([0x3b])]),
      'dot.gif',
      'image/gif',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The image is 65535 × 65535 pixels: at most 30 megapixels',
      errors: [{ field: 'body.file', message: 'must be at most 30 megapixels' }],
    });
  });

  it('refuses a progressive JPEG of 100 scans with 422, saying how many it may have; 99 are stored', async () => {
    const response = await upload(progressiveJpeg(100), 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: 'The JPEG has more than 99 scans (progressive passes): at most 99',
      errors: [{ field: 'body.file', message: 'must have at most 99 scans' }],
    });
    const stored = await upload(progressiveJpeg(99), 'photo.jpg', 'image/jpeg');
    expect(stored.statusCode).toBe(201);
    expect(stored.json().content_type).toBe('image/jpeg');
  });

  it('refuses with 422 an animated GIF whose frames add up to more than 120 megapixels; 120 are stored', async () => {
    // 251 frames of 800 × 600 (120.48 megapixels in all) in 0.3 MB: each one drawn on every loop.
    const response = await upload(animatedGif(800, 600, 251), 'banner.gif', 'image/gif');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'gif_frames_too_large',
      params: { megapixels: 121, most: 120 },
      detail:
        'The frames of this animated GIF add up to 121 megapixels, more than 120: save it with fewer or smaller frames and upload it again.',
      errors: [{ field: 'body.file', message: 'its frames must add up to at most 120 megapixels' }],
    });
    const stored = await upload(animatedGif(800, 600, 250), 'banner.gif', 'image/gif');
    expect(stored.statusCode).toBe(201);
    expect(stored.json().content_type).toBe('image/gif');
  });

  it('refuses a file above 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(big, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The image is larger than 5 MB');
  });

  it('never uses a path from the file name', async () => {
    const response = await upload(PNG, '../../etc/passwd.png', 'image/png');
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const escape = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(escape.statusCode);
  });

  it('answers 400 when no file is sent and 401 without a token', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { hello: 'world' },
      headers: t.adminHeaders(),
    });
    expect(none.statusCode).toBe(415);
    expect((await upload(PNG, 'a.png', 'image/png', {} as never)).statusCode).toBe(401);
  });
});
