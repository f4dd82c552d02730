import { createInflate, crc32 } from 'node:zlib';
import { MAX_GIF_FRAME_MEGAPIXELS, MAX_JPEG_SCANS } from '@chauffeur/contracts';
import type { ImageKind } from './image-bytes';

/** What reading an upload found: its size in pixels, or why it is refused. */
export type ImageReading =
  | { ok: true; width: number; height: number }
  | { ok: false; problem: 'not_image' }
  | { ok: false; problem: 'too_many_pixels'; width: number; height: number }
  | { ok: false; problem: 'too_many_scans'; most: number }
  | { ok: false; problem: 'gif_frames_too_large'; pixels: number };

/** Thrown by the readers below for any byte that is not where its format says; one answer: not an image. */
class Malformed extends Error {}
/** Thrown by the JPEG reader at the first scan beyond MAX_JPEG_SCANS: the rest is not even walked. */
class TooManyScans extends Error {}

function need(condition: boolean): asserts condition {
  if (!condition) throw new Malformed();
}

/**
 * Reads an upload as the format its first bytes claim (detectImage), to the end: a header saying
 * 100000×100000 on 68 bytes, or HTML behind a GIF header, is refused, not stored as an image. The pixel count
 * is checked from the header before anything is decompressed, so a small file cannot make the server
 * allocate gigabytes (a GIF's or JPEG's size counts each of its frames). PNG is decompressed (zlib, a piece at
 * a time) and its size checked against its header; JPEG, GIF and WebP are walked segment by segment, chunk by chunk (their compressed pixels are not decoded: no pure-JS decoder
 * without a dependency, and the structure already tells a real file from text behind a header).
 */
export async function readImage(bytes: Buffer, kind: ImageKind, maxPixels: number): Promise<ImageReading> {
  try {
    const reader = READERS[kind.extension];
    need(reader !== undefined);
    const { width, height, framePixels } = reader.size(bytes);
    const size = { width, height };
    need(width > 0 && height > 0);
    if (width * height > maxPixels) return { ok: false, problem: 'too_many_pixels', ...size };
    // After the size: a single frame too large is that (400), many frames adding up are this (decision 301).
    if (framePixels !== undefined && framePixels > MAX_GIF_FRAME_MEGAPIXELS * 1_000_000)
      return { ok: false, problem: 'gif_frames_too_large', pixels: framePixels };
    await reader.rest?.(bytes);
    return { ok: true, ...size };
  } catch (error) {
    if (error instanceof TooManyScans) return { ok: false, problem: 'too_many_scans', most: MAX_JPEG_SCANS };
    // A broken zlib stream (zlib's error carries an errno) is as malformed as a bad chunk.
    if (error instanceof Malformed || (error as { errno?: number }).errno)
      return { ok: false, problem: 'not_image' };
    throw error;
  }
}

type Size = { width: number; height: number };
/** A reading's size, and for an animation the pixels of all its frames together (what one loop decodes). */
type Extent = Size & { framePixels?: number };
type Reader = { size: (bytes: Buffer) => Extent; rest?: (bytes: Buffer) => Promise<void> };

// --- PNG: signature, IHDR first, every chunk's CRC, IEND last with nothing after, IDAT inflating to its size.

const PNG_BITS: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};

/**
 * Walks the chunks to IEND (each one's CRC, nothing after it) and answers the IDAT data joined, or null
 * without any. One copy of the bytes, no record per chunk: 400,000 empty chunks in 4.8 MB took 90 MB as
 * objects.
 */
function pngData(bytes: Buffer): Buffer | null {
  const data = Buffer.allocUnsafe(bytes.length);
  let filled = 0;
  let idat = false;
  let at = 8;
  for (;;) {
    need(at + 12 <= bytes.length);
    const length = bytes.readUInt32BE(at);
    need(length <= bytes.length - at - 12);
    need(crc32(bytes.subarray(at + 4, at + 8 + length)) === bytes.readUInt32BE(at + 8 + length));
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') {
      idat = true;
      filled += bytes.copy(data, filled, at + 8, at + 8 + length);
    }
    at += 12 + length;
    if (type === 'IEND') break;
  }
  need(at === bytes.length);
  return idat ? data.subarray(0, filled) : null;
}

function pngHeader(bytes: Buffer) {
  need(bytes.length >= 33 && bytes.readUInt32BE(8) === 13 && bytes.toString('latin1', 12, 16) === 'IHDR');
  const [depth, colour, compression, filter, interlace] = bytes.subarray(24, 29);
  const bits = PNG_BITS[colour!];
  need(bits !== undefined && bits.depths.includes(depth!));
  need(compression === 0 && filter === 0 && (interlace === 0 || interlace === 1));
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitsPerPixel: depth! * bits.channels,
    interlaced: interlace === 1,
  };
}

/** Adam7's seven passes: where each starts and how far it steps, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The lines of the decompressed image: each one filter byte (0–4) and its bytes of pixels. */
function pngLines({ width, height, bitsPerPixel, interlaced }: ReturnType<typeof pngHeader>) {
  const passes = interlaced
    ? ADAM7.map(([x, y, dx, dy]) => ({
        w: Math.ceil(Math.max(0, width - x) / dx),
        h: Math.ceil(Math.max(0, height - y) / dy),
      }))
    : [{ w: width, h: height }];
  return passes
    .filter(({ w, h }) => w > 0 && h > 0)
    .map(({ w, h }) => ({ rows: h, bytes: 1 + Math.ceil((w * bitsPerPixel) / 8) }));
}

/** How much zlib hands over at a time: the most of the image held in memory at once, give or take. */
const INFLATE_PIECE = 64 * 1024;

/**
 * The IDAT data inflated piece by piece, each line's filter byte checked as it passes, never more than the
 * header allows. Not inflated whole: 233 KB of compressed zeros is a 30-megapixel 16-bit RGBA image, and
 * holding its 240 MB at once took the server from 150 to 630 MB per upload (decision 285).
 */
async function checkPixels(idat: Buffer, lines: ReturnType<typeof pngLines>): Promise<void> {
  const expected = lines.reduce((sum, pass) => sum + pass.rows * pass.bytes, 0);
  // The next line to check: its pass, its row in the pass, where it starts. Plain counters, not a
  // generator: a 1 × 30,000,000 image has 30 million lines.
  let [pass, row, start] = [0, 0, 0];
  const inflater = createInflate({ chunkSize: INFLATE_PIECE });
  inflater.end(idat);
  let seen = 0;
  // Leaving the loop early (a bad byte, too long) destroys the stream; a broken zlib stream throws here.
  for await (const piece of inflater as AsyncIterable<Buffer>) {
    need(piece.length <= expected - seen);
    const end = seen + piece.length;
    while (pass < lines.length && start < end) {
      const { rows, bytes } = lines[pass]!;
      for (; row < rows && start < end; row++, start += bytes) need(piece[start - seen]! <= 4);
      if (row === rows) [pass, row] = [pass + 1, 0];
    }
    seen = end;
  }
  need(seen === expected);
}

const png: Reader = {
  size: (bytes) => pngHeader(bytes),
  async rest(bytes) {
    // IHDR is the first chunk: pngHeader read it at its place.
    const header = pngHeader(bytes);
    const data = pngData(bytes);
    need(data !== null);
    await checkPixels(data, pngLines(header));
  },
};

// --- GIF: header, colour tables, then blocks (extensions, images with their data) up to the trailer.

function gifSubBlocks(bytes: Buffer, at: number): number {
  for (;;) {
    need(at < bytes.length);
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

/**
 * Walks the blocks to the trailer. The size is the logical screen's, grown to every frame's far edge: some
 * decoders enlarge the screen to a first frame that does not fit it, so a 1×1 screen with a 65535×65535
 * frame (28 bytes) is a 4-gigapixel image to them, and the megapixel limit must see it (decision 285).
 * The frames' own sizes are added up too: a browser decodes every frame on every loop, and a frame of one
 * colour takes ~1 KB per 800 × 600 (decision 301).
 */
function gifWalk(bytes: Buffer): Extent {
  need(bytes.length >= 13);
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  const table = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let at = 13 + table(bytes[10]!);
  let images = 0;
  let framePixels = 0;
  for (;;) {
    need(at < bytes.length);
    const block = bytes[at]!;
    if (block === 0x3b) break;
    if (block === 0x21) {
      need(at + 2 <= bytes.length);
      at = gifSubBlocks(bytes, at + 2);
    } else {
      need(block === 0x2c && at + 11 <= bytes.length);
      const [left, top, frameWidth, frameHeight] = [1, 3, 5, 7].map((i) => bytes.readUInt16LE(at + i));
      need(frameWidth! > 0 && frameHeight! > 0);
      width = Math.max(width, left! + frameWidth!);
      height = Math.max(height, top! + frameHeight!);
      framePixels += frameWidth! * frameHeight!;
      at += 10 + table(bytes[at + 9]!);
      need(at < bytes.length);
      const codeSize = bytes[at]!;
      need(codeSize >= 2 && codeSize <= 8);
      at = gifSubBlocks(bytes, at + 1);
      images++;
    }
  }
  need(images > 0);
  // Some encoders pad the file with zeros after the trailer; anything else is not the image.
  need(bytes.subarray(at + 1).every((byte) => byte === 0));
  return { width, height, framePixels };
}

const gif: Reader = { size: gifWalk };

// --- JPEG: markers and their segments from SOI to EOI, a frame (SOF) before the first scan (SOS).

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC): they hold the image's size. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const largest = (a: Size, b: Size): Size => ({
  width: Math.max(a.width, b.width),
  height: Math.max(a.height, b.height),
});

function jpegWalk(bytes: Buffer): Size {
  let at = 2;
  let size: Size | null = null;
  let scans = 0;
  for (;;) {
    need(at + 1 < bytes.length && bytes[at] === 0xff);
    while (bytes[at + 1] === 0xff && at + 2 < bytes.length) at++;
    const marker = bytes[at + 1]!;
    at += 2;
    if (marker === 0xd9) break;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    need(marker !== 0x00 && marker !== 0xd8 && at + 2 <= bytes.length);
    const length = bytes.readUInt16BE(at);
    need(length >= 2 && at + length <= bytes.length);
    if (isFrame(marker)) {
      need(length >= 8);
      // A second frame (hierarchical JPEG, or one appended to hide a large one) counts too: its largest.
      const frame = { width: bytes.readUInt16BE(at + 5), height: bytes.readUInt16BE(at + 3) };
      size = size === null ? frame : largest(size, frame);
    }
    at += length;
    if (marker === 0xda) {
      need(size !== null);
      // Each scan is another pass for a progressive decoder over the whole image (decision 297).
      if (++scans > MAX_JPEG_SCANS) throw new TooManyScans();
      // Entropy-coded data up to the next marker: 0xFF is followed by 0x00 (a byte of data) or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1]! < 0xd0 || bytes[at + 1]! > 0xd7))
          break;
        at++;
      }
    }
  }
  // Cameras may append their own data after EOI (a trailer): the image itself ends there.
  need(size !== null && scans > 0);
  return size;
}

const jpeg: Reader = { size: jpegWalk };

// --- WebP: the RIFF container's chunks, exactly filling it, the first one saying the size.

function webpSize(bytes: Buffer): Size {
  need(bytes.length >= 30 && bytes.readUInt32LE(4) === bytes.length - 8);
  const chunks: { type: string; data: Buffer }[] = [];
  let at = 12;
  while (at < bytes.length) {
    need(at + 8 <= bytes.length);
    const length = bytes.readUInt32LE(at + 4);
    need(length <= bytes.length - at - 8);
    chunks.push({
      type: bytes.toString('latin1', at, at + 4),
      data: bytes.subarray(at + 8, at + 8 + length),
    });
    at += 8 + length + (length % 2);
  }
  need(at === bytes.length && chunks.length > 0);
  const [first] = chunks;
  const { type, data } = first!;
  const has = (...types: string[]) => chunks.some((c) => types.includes(c.type));
  if (type === 'VP8 ') {
    need(data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a);
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  if (type === 'VP8L') {
    need(data.length >= 5 && data[0] === 0x2f);
    const bits = data.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  need(type === 'VP8X' && data.length >= 10 && has('VP8 ', 'VP8L', 'ANMF'));
  return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
}

const webp: Reader = { size: webpSize };

const READERS: Record<string, Reader> = { png, gif, jpg: jpeg, webp };
