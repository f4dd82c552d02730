import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { PermanentMailError, type MailMessage } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer, isUndeliverable } from './smtp-mailer';
import { mimeAttachment, parseEml } from './testing';

const message: MailMessage = {
  id: 'evt-1.customer@brusselsprivatechauffeur.be',
  to: 'jane@example.be',
  replyTo: 'office@example.be',
  subject: 'Ihre Buchung CH-1 ist bestätigt',
  text: 'Grüße',
  html: '<p>Grüße</p>',
};

/** A minimal SMTP server: accepts everything except recipients starting with "nobody". */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake ESMTP');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        received.push(data + buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = null;
        reply('250 queued');
      }
      let newline;
      while (data === null && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake');
        else if (verb === 'MAIL') reply('250 ok');
        else if (verb === 'RCPT') reply(/<nobody/i.test(line) ? '550 5.1.1 no such user' : '250 ok');
        else if (verb === 'DATA') {
          reply('354 go on');
          data = '';
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
}

describe('SmtpMailer', () => {
  let dir: string;
  let server: Server;
  let url: string;
  const received: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'smtp-'));
    received.length = 0;
    server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('is what createMailer makes when SMTP_URL is set (else the outbox)', () => {
    expect(createMailer({ smtpUrl: url, dataDir: dir }).kind).toBe('smtp');
    expect(createMailer({ dataDir: dir })).toBeInstanceOf(OutboxMailer);
    expect((createMailer({ dataDir: dir }) as OutboxMailer).dir).toBe(join(dir, 'outbox'));
  });

  it('sends over SMTP with the message its own Message-ID', async () => {
    const mailer = createMailer({ smtpUrl: url, dataDir: dir });
    await mailer.send(message);
    await mailer.close();
    expect(received).toHaveLength(1);
    const { headers } = parseEml(received[0]!);
    expect(headers.get('message-id')).toBe(`<${message.id}>`);
    expect(headers.get('to')).toBe('jane@example.be');
    expect(headers.get('reply-to')).toBe('office@example.be');
    expect(headers.get('from')).toBe('Brussels Private Chauffeur <contact@brusselsprivatechauffeur.be>');
  });

  it("sends its attachments too (the confirmation's calendar file)", async () => {
    const mailer = createMailer({ smtpUrl: url, dataDir: dir });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const attachment = { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: ics };
    await mailer.send({ ...message, attachments: [attachment] });
    await mailer.close();
    const { headers, body } = parseEml(received[0]!);
    expect(headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(mimeAttachment(body, 'text/calendar')).toBe(ics);
  });

  it('keeps a message refused for good in outbox/undeliverable and says so', async () => {
    const mailer = createMailer({ smtpUrl: url, dataDir: dir });
    const error = await mailer.send({ ...message, to: 'nobody@example.be' }).catch((e: unknown) => e);
    await mailer.close();
    expect(error).toBeInstanceOf(PermanentMailError);
    expect((error as PermanentMailError).keptAt).toBe(
      join(dir, 'outbox', 'undeliverable', 'evt-1.customer.eml'),
    );
    expect(await readdir(join(dir, 'outbox', 'undeliverable'))).toEqual(['evt-1.customer.eml']);
  });

  it('throws a connection failure as it is, for the reactor to retry', async () => {
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    const mailer = SmtpMailer.fromUrl(url);
    const error = await mailer.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });

  it('passes the message to the transport', async () => {
    const calls: SendMailOptions[] = [];
    const mailer = new SmtpMailer({ sendMail: async (options) => calls.push(options) });
    await mailer.send(message);
    expect(calls[0]).toMatchObject({
      messageId: `<${message.id}>`,
      to: message.to,
      subject: message.subject,
    });
  });
});

describe('isUndeliverable', () => {
  it('tells a refused recipient or message from a configuration or network problem', () => {
    expect(
      isUndeliverable({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true }),
    ).toBe(true);
    expect(isUndeliverable({ code: 'EMESSAGE', command: 'DATA', responseCode: 554, permanent: true })).toBe(
      true,
    );
    expect(isUndeliverable({ code: 'EENVELOPE', command: 'API' })).toBe(true);
    expect(
      isUndeliverable({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450, permanent: false }),
    ).toBe(false);
    expect(
      isUndeliverable({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true }),
    ).toBe(false);
    expect(
      isUndeliverable({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, permanent: true }),
    ).toBe(false);
    expect(isUndeliverable({ code: 'ESOCKET' })).toBe(false);
    expect(isUndeliverable(new Error('boom'))).toBe(false);
  });
});
