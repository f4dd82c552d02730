import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeEml } from './compose-eml';
import type { MailMessage } from './mailer';
import { OutboxMailer, emlFileName } from './outbox-mailer';
import { decodeHeader, mimePart, parseEml } from './testing';

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  id: '0b7e6f2a-5c1d-4e8f-9a3b-2c4d6e8f0a1b.customer@brusselsprivatechauffeur.be',
  to: 'jane@example.be',
  subject: 'Votre réservation CH-7K3P9Q – bien reçue',
  text: 'Bonjour Élodie,\nTotal : 1 234,50 €\n' + 'Une très longue ligne. '.repeat(20),
  html: '<p>Bonjour &Eacute;lodie, total <strong>1 234,50 €</strong></p>',
  ...overrides,
});

/** The decoded MIME part, after checking it is UTF-8 in quoted-printable. */
function part(body: string, contentType: string): string {
  const section = body.split(/\r\n--/).find((chunk) => chunk.includes(`Content-Type: ${contentType}`));
  expect(section).toContain('charset=utf-8');
  expect(section).toContain('Content-Transfer-Encoding: quoted-printable');
  return mimePart(body, contentType);
}

describe('OutboxMailer', () => {
  let dir: string;
  let outbox: OutboxMailer;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    outbox = new OutboxMailer(join(dir, 'outbox'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names the file after the message id', () => {
    expect(emlFileName('abc-1.customer@brusselsprivatechauffeur.be')).toBe('abc-1.customer.eml');
    expect(emlFileName('../../etc/passwd@x')).toBe('.._.._etc_passwd.eml');
  });

  it('writes one RFC 5322 message with encoded subject and both parts', async () => {
    const sent = message();
    await outbox.send(sent);
    const files = await readdir(outbox.dir);
    expect(files).toEqual(['0b7e6f2a-5c1d-4e8f-9a3b-2c4d6e8f0a1b.customer.eml']);
    const eml = await readFile(join(outbox.dir, files[0]!), 'utf8');

    // Pure ASCII on the wire, CRLF line ends, no line longer than RFC 5322 allows.
    expect(eml).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(eml.replace(/\r\n/g, '')).not.toContain('\n');
    expect(Math.max(...eml.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998);

    const { headers, body } = parseEml(eml);
    expect(headers.get('from')).toBe('Brussels Private Chauffeur <contact@brusselsprivatechauffeur.be>');
    expect(headers.get('to')).toBe('jane@example.be');
    expect(headers.get('subject')).toMatch(/^=\?UTF-8\?[QB]\?/);
    expect(decodeHeader(headers.get('subject')!)).toBe(sent.subject);
    expect(headers.get('message-id')).toBe(`<${sent.id}>`);
    expect(Date.parse(headers.get('date')!)).toBeGreaterThan(Date.now() - 60_000);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);

    expect(part(body, 'text/plain')).toBe(sent.text);
    expect(part(body, 'text/html')).toBe(sent.html);
  });

  it('puts a Reply-To when the message has one', async () => {
    await outbox.send(message({ replyTo: 'customer@example.be' }));
    const [file] = await readdir(outbox.dir);
    const { headers } = parseEml(await readFile(join(outbox.dir, file!), 'utf8'));
    expect(headers.get('reply-to')).toBe('customer@example.be');
  });

  it('writes nothing new when the same message is sent again, even concurrently', async () => {
    await outbox.send(message());
    const [file] = await readdir(outbox.dir);
    const first = await readFile(join(outbox.dir, file!));
    // A rewrite would show: each composition has its own MIME boundary.
    expect((await composeEml(message())).equals(await composeEml(message()))).toBe(false);
    await outbox.send(message({ subject: 'changed' }));
    await Promise.all(Array.from({ length: 5 }, () => outbox.send(message({ subject: 'again' }))));
    expect(await readdir(outbox.dir)).toEqual([file]); // and no temporary file left behind
    expect((await readFile(join(outbox.dir, file!))).equals(first)).toBe(true);
  });

  it('leaves exactly one file when several sends of a new id race', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => outbox.send(message({ subject: `race ${i}` }))));
    expect(await readdir(outbox.dir)).toHaveLength(1);
  });

  it('keeps a header on one line whatever the subject or address contains', async () => {
    await outbox.send(
      message({ subject: 'Hello\r\nBcc: victim@example.com', to: 'jane@example.be\r\nBcc: x@y.z' }),
    );
    const [file] = await readdir(outbox.dir);
    const eml = await readFile(join(outbox.dir, file!), 'utf8');
    expect(eml).not.toMatch(/^Bcc:/im);
  });
});
