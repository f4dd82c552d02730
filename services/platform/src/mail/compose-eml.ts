import MailComposer from 'nodemailer/lib/mail-composer';
import { MAIL_FROM, nodemailerAttachments, oneLine, type MailMessage } from './mailer';

/**
 * The message as an RFC 5322 document: From, To, Subject (RFC 2047-encoded when not ASCII), Date,
 * Message-ID, MIME-Version and a multipart/alternative body (text and HTML, UTF-8, quoted-printable);
 * with attachments, that alternative part is the first of a multipart/mixed body.
 */
export async function composeEml(message: MailMessage, date: Date = new Date()): Promise<Buffer> {
  const composer = new MailComposer({
    from: MAIL_FROM,
    to: oneLine(message.to),
    ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
    subject: oneLine(message.subject),
    messageId: `<${message.id}>`,
    date,
    text: message.text,
    html: message.html,
    ...nodemailerAttachments(message),
    textEncoding: 'quoted-printable',
    newline: '\r\n',
  });
  return composer.compile().build();
}
