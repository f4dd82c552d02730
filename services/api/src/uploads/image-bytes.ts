/** The image kinds an upload may be, told apart by their first bytes (never by the declared type). */
export type ImageKind = { mime: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * JPEG, PNG, WebP or GIF by magic number, or null. SVG is text (and can carry script), so it never
 * matches: only raster formats a browser cannot execute are accepted.
 */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}
