import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHeader, mimePart, parseEml } from '@chauffeur/platform/testing';

/**
 * The set-password token of the invitation e-mailed to `email`, from the embedded default's outbox: how a
 * browser test gets a staff or chauffeur account.
 */
export async function invitationToken(dataDir: string, email: string): Promise<string> {
  const link = await awaitLink(dataDir, email, /set-password#token=([A-Za-z0-9%._=-]+)/);
  return decodeURIComponent(/token=([^&]+)/.exec(link)![1]!);
}

/** The first link matching `pattern` in an e-mail to `to`, once one is in the outbox (15 s at most). */
export async function awaitLink(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = mailsTo(dataDir, to)
      .map((mail) => pattern.exec(mail.text)?.[0])
      .find((found) => found !== undefined);
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} with a link like ${pattern} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One e-mail of the outbox, decoded: who it is for, its subject, its plain text and its raw MIME body. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  body: string;
}

/** Every e-mail in the embedded default's outbox (DATA_DIR/outbox/*.eml) addressed to `to`. */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  const outbox = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // The outbox is made with the first e-mail.
  }
  return files
    .map((file) => parseEml(readFileSync(join(outbox, file), 'utf8')))
    .filter(({ headers }) => (headers.get('to') ?? '').includes(to))
    .map(({ headers, body }) => ({
      to: headers.get('to') ?? '',
      subject: decodeHeader(headers.get('subject') ?? ''),
      text: mimePart(body, 'text/plain'),
      body,
    }));
}

/** The e-mails to `to` whose subject matches, once at least `count` of them are in the outbox (15 s at most). */
export async function awaitMails(
  dataDir: string,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = mailsTo(dataDir, to).filter((mail) => subject.test(mail.subject));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
