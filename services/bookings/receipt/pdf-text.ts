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
  // A stream is exactly /Length bytes: looking for "endstream" instead lost a stream whose compressed bytes
  // ended in a carriage return (1 in 256 PDFs, which made a receipt test read no text at all).
  for (const match of raw.matchAll(/\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const data = raw.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      content = data;
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
