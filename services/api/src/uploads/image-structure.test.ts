import { describe, expect, it } from 'vitest';
import { GIF, JPEG, WEBP, WEBP_LOSSLESS, animatedGif, png, pngOf, progressiveJpeg } from '../testing/images';
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

  it('reads a 30-megapixel PNG of 233 KB without holding its 240 MB of pixels', async () => {
    // 16-bit RGBA, all zeros: deflate squeezes 240 MB into 233 KB.
    const [width, height] = [5477, 5477];
    const bomb = pngOf(width, height, { depth: 16, colour: 6 }, Buffer.alloc(height * (1 + width * 8)));
    expect(bomb.length).toBeLessThan(300_000);
    const before = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const sample = () => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - before));
    const sampler = setInterval(sample, 2);
    const reading = await read(bomb);
    sample();
    clearInterval(sampler);
    expect(reading).toEqual({ ok: true, width, height });
    // Inflated whole, the pixels took 228 MB at once.
    expect(peak).toBeLessThan(64 * 2 ** 20);
  });

  it('still refuses a PNG whose pixels run longer than its header or whose last line has a bad filter', async () => {
    const lines = (extra: number, lastFilter = 0) => {
      const raw = Buffer.alloc(2 * (1 + 3 * 3) + extra);
      raw[1 + 3 * 3] = lastFilter;
      return raw;
    };
    expect(await read(png(3, 2, lines(0)))).toEqual({ ok: true, width: 3, height: 2 });
    expect(await read(png(3, 2, lines(1)))).toEqual({ ok: false, problem: 'not_image' });
    expect(await read(png(3, 2, lines(0, 5)))).toEqual({ ok: false, problem: 'not_image' });
  });

  it('checks an interlaced PNG line by line through its seven passes', async () => {
    // 3×2 RGB in Adam7: passes 1, 4 and 6 have one pixel in one line (4 bytes each), pass 7 one line of
    // three pixels (10 bytes), the others none.
    const lines = (lastFilter: number) => {
      const raw = Buffer.alloc(22);
      raw[12] = lastFilter;
      return raw;
    };
    const interlaced = (raw: Buffer) => pngOf(3, 2, { depth: 8, colour: 2, interlace: 1 }, raw);
    expect(await read(interlaced(lines(4)))).toEqual({ ok: true, width: 3, height: 2 });
    expect(await read(interlaced(lines(5)))).toEqual({ ok: false, problem: 'not_image' });
    expect(await read(interlaced(Buffer.alloc(21)))).toEqual({ ok: false, problem: 'not_image' });
  });

  it("counts a GIF's or JPEG's largest frame against the megapixel limit, not only its header", async () => {
    // A 1×1 logical screen with a 65535×65535 frame: a decoder that grows the screen to its first frame
    // (as browsers have) sees 4.3 gigapixels.
    const screen = Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
    const frame = Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0, 2, 1, 0x44, 0]);
    const gif = Buffer.concat([screen, frame, Buffer.from([0x3b])]);
    expect(await read(gif)).toEqual({ ok: false, problem: 'too_many_pixels', width: 65535, height: 65535 });
    // A frame that overhangs a small screen a little is still an image, sized to what it covers.
    const offset = Buffer.from([0x2c, 1, 0, 0, 0, 2, 0, 1, 0, 0, 2, 1, 0x44, 0]);
    expect(await read(Buffer.concat([screen, offset, Buffer.from([0x3b])]))).toEqual({
      ok: true,
      width: 3,
      height: 1,
    });

    // A 65535×65535 frame, then a 1×1 one: the size read was the last frame's.
    const sof = (size: number) =>
      Buffer.from([0xff, 0xc0, 0, 11, 8, size >> 8, size & 255, size >> 8, size & 255, 1, 1, 0x11, 0]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      sof(65535),
      sof(1),
      Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 1, 0xff, 0xd9]),
    ]);
    expect(await read(jpeg)).toEqual({ ok: false, problem: 'too_many_pixels', width: 65535, height: 65535 });
  });

  it('refuses a JPEG of more scans than any browser draws (decision 297): 99 pass, the 100th is refused', async () => {
    expect(await read(progressiveJpeg(99))).toEqual({ ok: true, width: 8, height: 8 });
    expect(await read(progressiveJpeg(100))).toEqual({ ok: false, problem: 'too_many_scans', most: 99 });
    // 400,000 scans in 4.4 MB: refused at the 100th, the rest never walked.
    const crafted = progressiveJpeg(400_000);
    expect(crafted.length).toBeGreaterThan(4_000_000);
    expect(await read(crafted)).toEqual({ ok: false, problem: 'too_many_scans', most: 99 });
  });

  it("adds up an animated GIF's frames (decision 301): 120 megapixels pass, more are refused after the size", async () => {
    expect(await read(animatedGif(800, 600, 250))).toEqual({ ok: true, width: 800, height: 600 });
    expect(await read(animatedGif(800, 600, 251))).toEqual({
      ok: false,
      problem: 'gif_frames_too_large',
      pixels: 251 * 800 * 600,
    });
    // Thousands of megapixels in under 5 MB: 4,000 frames of 800 × 600.
    const crafted = animatedGif(800, 600, 4000);
    expect(crafted.length).toBeLessThan(5 * 1024 * 1024);
    expect(await read(crafted)).toMatchObject({ problem: 'gif_frames_too_large', pixels: 1_920_000_000 });
    // One frame too large stays "too many megapixels" (400), whatever the frames add up to.
    expect(await read(animatedGif(6000, 6000, 5))).toMatchObject({ problem: 'too_many_pixels' });
  });
});
