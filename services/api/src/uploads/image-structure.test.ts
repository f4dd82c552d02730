import { describe, expect, it } from 'vitest';
import { GIF, JPEG, WEBP, WEBP_LOSSLESS, png } from '../testing/images';
import { detectImage } from './image-bytes';
import { readImage } from './image-structure';

const MAX = 30_000_000;
const read = (bytes: Buffer) => readImage(bytes, detectImage(bytes)!, MAX);
const PNG_HEADER = png(1, 1).subarray(0, 33);

describe('reading an upload as the image its first bytes claim', () => {
  it('reads the size of real PNG, JPEG, GIF and WebP files', async () => {
    expect(await read(png(3, 2))).toEqual({ ok: true, width: 3, height: 2 });
    expect(await read(JPEG)).toEqual({ ok: true, width: 3, height: 2 });
    expect(await read(GIF)).toEqual({ ok: true, width: 1, height: 1 });
    expect(await read(WEBP)).toEqual({ ok: true, width: 3, height: 2 });
    expect(await read(WEBP_LOSSLESS)).toEqual({ ok: true, width: 1, height: 1 });
  });

  it('refuses a header saying 100000×100000 before decompressing anything', async () => {
    const bomb = png(100_000, 100_000, Buffer.alloc(10));
    expect(bomb.length).toBeLessThan(100);
    expect(await read(bomb)).toEqual({
      ok: false,
      problem: 'too_many_pixels',
      width: 100_000,
      height: 100_000,
    });
  });

  it('refuses text or markup behind an image header, and images that lie about their size', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [
      Buffer.concat([GIF.subarray(0, 13), html]),
      Buffer.concat([PNG_HEADER, svg]),
      Buffer.concat([JPEG.subarray(0, 20), html]),
      Buffer.concat([WEBP.subarray(0, 16), html]),
      // A real PNG with a page after its end, and one whose pixels are fewer than its header says.
      Buffer.concat([png(3, 2), html]),
      png(3, 2, Buffer.alloc(5)),
      // A PNG whose pixel data is not zlib at all.
      Buffer.concat([
        png(3, 2).subarray(0, 33),
        Buffer.from([0, 0, 0, 4]),
        Buffer.from('IDATjunk'),
        Buffer.alloc(4),
      ]),
    ])
      expect(await read(bytes)).toEqual({ ok: false, problem: 'not_image' });
  });
});
