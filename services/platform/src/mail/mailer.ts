import { BRAND } from './templates/brand';

/** One e-mail, ready to send. `id` is stable for a given event and recipient, so a resend is recognisable. */
export interface MailMessage {
  /** The Message-ID without angle brackets, e.g. `<eventId>.customer@brusselsprivatechauffeur.be`. */
  id: string;
  to: string;
  /** Where answers go, e.g. the customer's address on the company's copy of a booking. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (issue 18: the confirmation's `.ics`); the body then sits in multipart/mixed. */
  attachments?: readonly MailAttachment[];
}

/** A small text file carried by a message, e.g. `CH-7K3P9Q.ics` as `text/calendar; method=PUBLISH`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The attachments as nodemailer takes them (the composer and the SMTP transport alike). */
export const nodemailerAttachments = (message: MailMessage) =>
  message.attachments?.length
    ? {
        attachments: message.attachments.map(({ filename, contentType, content }) => ({
          filename: oneLine(filename),
          contentType,
          content,
        })),
      }
    : {};

/** Sends e-mail. Adapters: `outbox` (the default: .eml files) and `smtp` (nodemailer). */
export interface Mailer {
  /** For logs and status: `outbox`, `smtp`, ... */
  readonly kind?: string;
  /** Resolves once the message is handed over for good; throws when it may succeed later (retry). */
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The server refused this very message for good (unknown recipient, content rejected): retrying cannot
 * help. The mailer has kept a copy (`keptAt`) so that nothing is lost; the reactor moves on.
 */
export class PermanentMailError extends Error {
  constructor(
    message: string,
    readonly keptAt: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}

/** The sender of every e-mail. */
export const MAIL_FROM = { name: BRAND.name, address: BRAND.email } as const;

/** Makes a header value one line: a value taken from a booking must not be able to add a header. */
export const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();
