import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, roughly: every content stream inflated, the strings of its text operators decoded
 * (PDFKit writes the standard fonts' text as hex strings in WinAnsi, close enough to Latin-1 here, but for
 * its 0x80, the euro sign a receipt prints, which Latin-1 has not). For tests
 * that look for a reference or an amount in a generated PDF; not a PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      pieces.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join('')
          .replaceAll('\x80', '€'),
      );
  }
  return pieces.join('\n');
}
