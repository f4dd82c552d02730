import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The set-password token of the invitation e-mailed to `email`, from the embedded default's outbox
 * (DATA_DIR/outbox/*.eml, quoted-printable): how a browser test gets a staff or chauffeur account.
 */
export async function invitationToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const eml = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = eml.includes(email) && /set-password\?token=([A-Za-z0-9%._=-]+)/.exec(eml)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation for ${email} in ${outbox}`);
}
