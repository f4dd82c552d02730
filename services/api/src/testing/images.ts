import { crc32, deflateSync } from 'node:zlib';

/** Small real images for the upload tests: a 3×2 JPEG and WebP as Chromium's canvas writes them. */
export const JPEG = Buffer.from(
  [
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh',
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB',
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA',
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y',
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ',
    'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo',
    'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/',
    'xAAXEAEBAQEAAAAAAAAAAAAAAAABAgAR/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAbEQACAQUAAAAAAAAAAAAAAAAAAQIEMTNx',
    'sf/aAAwDAQACEQMRAD8Ak91V01a1VPVXquZmLxsi3U2GGlw//9k=',
  ].join(''),
  'base64',
);
export const WEBP = Buffer.from(
  [
    'UklGRi4CAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh',
    'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB',
    'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA',
    'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y',
    'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
    'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggQAAAABACAJ0BKgMAAgABQCYlqDbAEOToD8AA',
    'JBgA/vdaWd83c+VAp/5BcsLrka/99Xymfn/Q+Mqe9Xymfn/Q/w/gAAA=',
  ].join(''),
  'base64',
);
/** 1×1 lossless WebP (a lone VP8L chunk) and 1×1 GIF. */
export const WEBP_LOSSLESS = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG (8-bit RGB) whose header says width × height, with `pixels` as its compressed data: by default the
 * right number of black lines, so a real image; anything else makes the file lie about its size.
 */
export function png(width: number, height: number, pixels?: Buffer): Buffer {
  const raw = pixels ?? Buffer.alloc(height * (1 + width * 3));
  return pngOf(width, height, { depth: 8, colour: 2 }, raw);
}

/**
 * A PNG of any bit depth and colour type (IHDR's codes), Adam7-interlaced when `interlace` is 1, whose IDAT
 * is `raw`, its lines, deflated.
 */
export function pngOf(
  width: number,
  height: number,
  { depth, colour, interlace = 0 }: { depth: number; colour: number; interlace?: 0 | 1 },
  raw: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, interlace], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An 8×8 grey progressive JPEG (SOF2) of `scans` scans: a DC scan, then AC scans one coefficient band each,
 * round and round. The upload reader walks markers and segment lengths, not the Huffman-coded data, so
 * each scan carries a single byte of it.
 */
export function progressiveJpeg(scans: number): Buffer {
  const sof2 = [0xff, 0xc2, 0, 11, 8, 0, 8, 0, 8, 1, 1, 0x11, 0];
  const sos = (band: number) => [0xff, 0xda, 0, 8, 1, 1, 0x00, band, band, 0, 0x00];
  const body = Array.from({ length: scans }, (_, scan) => sos(scan % 64)).flat();
  return Buffer.from([0xff, 0xd8, ...sof2, ...body, 0xff, 0xd9]);
}

/**
 * GIF's LZW (variable-width codes from 3 bits, packed low bit first, in sub-blocks of at most 255 bytes) of
 * `count` pixels of colour 0: a real encoder, so a browser draws the frame; one colour makes it small (a
 * 800 × 600 frame is ~1.3 KB).
 */
function lzwOfBlank(count: number): Buffer {
  const minCodeSize = 2;
  const clear = 1 << minCodeSize;
  const bytes: number[] = [];
  let [bits, filled] = [0, 0];
  const write = (code: number, width: number) => {
    bits |= code << filled;
    for (filled += width; filled >= 8; filled -= 8, bits >>>= 8) bytes.push(bits & 0xff);
  };
  let table = new Map<number, number>();
  let [next, width] = [clear + 2, minCodeSize + 1];
  write(clear, width);
  let prefix = 0;
  for (let i = 1; i < count; i++) {
    const key = prefix * 256;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    write(prefix, width);
    // The decoder widens its codes once its table reaches the next power of two: the same moment here.
    if (next >= 1 << width && width < 12) width++;
    if (next < 4096) table.set(key, next++);
    else {
      write(clear, width);
      [table, next, width] = [new Map(), clear + 2, minCodeSize + 1];
    }
    prefix = 0;
  }
  write(prefix, width);
  write(clear + 1, width);
  if (filled > 0) bytes.push(bits & 0xff);
  const blocks: number[] = [minCodeSize];
  for (let at = 0; at < bytes.length; at += 255) {
    const piece = bytes.slice(at, at + 255);
    blocks.push(piece.length, ...piece);
  }
  return Buffer.from([...blocks, 0]);
}

/** An animated GIF89a (looping) of `frames` black frames of width × height, each filling the screen. */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const size = (value: number) => [value & 0xff, value >> 8];
  const screen = [...Buffer.from('GIF89a'), ...size(width), ...size(height), 0x80, 0, 0];
  const palette = [0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const control = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
  const descriptor = [0x2c, 0, 0, 0, 0, ...size(width), ...size(height), 0];
  const frame = Buffer.concat([Buffer.from([...control, ...descriptor]), lzwOfBlank(width * height)]);
  return Buffer.concat([
    Buffer.from([...screen, ...palette, ...loop]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}
