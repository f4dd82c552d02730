import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MAIL_FROM, PermanentMailError, nodemailerAttachments, oneLine } from './mailer';
import type { MailMessage, Mailer } from './mailer';

/** The part of a nodemailer transporter this adapter uses (a test passes a fake). */
export interface SmtpTransport {
  sendMail(options: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/** Where refused messages are kept: an outbox folder. */
export type UndeliverableStore = Mailer & { pathOf?(messageId: string): string };

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  /** Set by nodemailer from the reply class: 5xx (except 503) is a permanent rejection. */
  permanent?: boolean;
  message?: string;
}

/**
 * True when the server refused this message itself (its recipient or its content), so that sending it
 * again cannot succeed. A refused login or sender is a configuration problem: retried until it is fixed.
 */
export function isUndeliverable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, command, permanent } = error as SmtpError;
  if (code === 'EENVELOPE' && command === 'API') return true; // an address nodemailer cannot use
  return permanent === true && (command === 'RCPT TO' || (code === 'EMESSAGE' && command === 'DATA'));
}

/**
 * Sends through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@mail.example.com`). The Message-ID is the
 * message's own, so that a copy sent twice after a crash can be recognised by the receiving side. A message
 * the server refuses for good is handed to `undeliverable` (an outbox folder) and reported as a
 * `PermanentMailError`; any other failure is thrown as it is, for the caller to retry.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;

  constructor(
    private readonly transport: SmtpTransport,
    private readonly undeliverable: UndeliverableStore | null = null,
  ) {}

  static fromUrl(url: string, undeliverable: UndeliverableStore | null = null): SmtpMailer {
    const transport = nodemailer.createTransport({
      url,
      // Bounded waits: a hanging server must not hold a send (and a clean stop) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return new SmtpMailer(transport, undeliverable);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: MAIL_FROM,
        to: oneLine(message.to),
        ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
        subject: oneLine(message.subject),
        messageId: `<${message.id}>`,
        text: message.text,
        html: message.html,
        ...nodemailerAttachments(message),
        textEncoding: 'quoted-printable',
      });
    } catch (error) {
      if (!isUndeliverable(error)) throw error;
      await this.undeliverable?.send(message);
      const keptAt = this.undeliverable?.pathOf?.(message.id) ?? null;
      const reason = (error as SmtpError).message ?? String(error);
      throw new PermanentMailError(`SMTP refused ${message.id} for ${message.to}: ${reason}`, keptAt, {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    this.transport.close?.();
  }
}
