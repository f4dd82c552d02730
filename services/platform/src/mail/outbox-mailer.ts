import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file';
import { composeEml } from './compose-eml';
import type { MailMessage, Mailer } from './mailer';

/** `<eventId>.customer@domain` → `<eventId>.customer.eml`: the name depends only on the message id. */
export function emlFileName(messageId: string): string {
  const local = messageId.split('@')[0] || messageId;
  return `${local.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`;
}

/**
 * The default mailer: every message becomes one `.eml` file in a folder (DATA_DIR/outbox), which any mail
 * client opens. The file name comes from the message id and an existing file is never rewritten, so a
 * message sent again (an event redelivered after a crash) leaves exactly one file.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(readonly dir: string) {}

  /** Where the message with this id is (or would be) written. */
  pathOf(messageId: string): string {
    return join(this.dir, emlFileName(messageId));
  }

  async send(message: MailMessage): Promise<void> {
    const path = this.pathOf(message.id);
    if (await exists(path)) return;
    await writeFileAtomic(path, await composeEml(message), { overwrite: false });
  }

  /** Nothing to release: every send is complete when it resolves. */
  async close(): Promise<void> {}
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
