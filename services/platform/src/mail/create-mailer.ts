import { join } from 'node:path';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailerConfig {
  /** SMTP_URL: when set, mail goes out over SMTP; otherwise it is written to DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  /** DATA_DIR: holds `outbox/` (and `outbox/undeliverable/` for what an SMTP server refused for good). */
  dataDir: string;
}

export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/** The mailer of this install: SMTP when SMTP_URL is set, else the outbox folder (DESIGN 2). */
export function createMailer({ smtpUrl, dataDir }: MailerConfig): SmtpMailer | OutboxMailer {
  if (smtpUrl)
    return SmtpMailer.fromUrl(smtpUrl, new OutboxMailer(join(outboxDir(dataDir), 'undeliverable')));
  return new OutboxMailer(outboxDir(dataDir));
}
