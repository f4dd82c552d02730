import { randomBytes, randomUUID } from 'node:crypto';
import { systemActor } from '@chauffeur/contracts';
import { DomainError } from '@chauffeur/domain';
import type { CommandContext } from '../commands/command-handler';
import type { Accounts } from './accounts';

/** The account an embedded install gets when nobody configured one (issue 4). */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

export interface AdminBootstrapOptions {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** True on an embedded store that holds no account yet: then admin@localhost is created. */
  noAccountsYet: boolean;
}

export interface BootstrapLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

const context = (): CommandContext => ({
  actor: systemActor('admin-bootstrap'),
  requestId: `admin-bootstrap-${randomUUID()}`,
});

/**
 * SPEC 6 at start-up: the designated admin address ends up with an admin account. An existing account
 * with that address is made admin; with ADMIN_PASSWORD and no account, one is created. With neither set
 * on an empty embedded store, admin@localhost is created with a random password, printed once.
 * Never throws: a failure is logged with the SPEC 8 text and the server starts anyway.
 */
export async function bootstrapAdmin(
  accounts: Accounts,
  options: AdminBootstrapOptions,
  log: BootstrapLog,
): Promise<void> {
  const { adminEmail, adminPassword } = options;
  if (!adminEmail) {
    if (options.noAccountsYet) await createDefaultAdmin(accounts, log);
    return;
  }
  let existing;
  try {
    existing = await accounts.findByEmail(adminEmail);
  } catch (error) {
    log.error('Error checking admin status', error);
    return;
  }
  if (existing) {
    if (existing.role === 'admin') return;
    try {
      await accounts.changeRole(existing.id, 'admin', context());
      log.info(`Admin permissions updated: ${adminEmail} is now an administrator`);
    } catch (error) {
      log.error('Failed to update admin permissions', error);
    }
    return;
  }
  if (!adminPassword) {
    log.info(
      `ADMIN_EMAIL ${adminEmail} has no account yet; set ADMIN_PASSWORD once to create it ` +
        '(signing up with this address is refused)',
    );
    return;
  }
  await createAdmin(accounts, adminEmail, adminPassword, log);
}

async function createAdmin(accounts: Accounts, email: string, password: string, log: BootstrapLog) {
  try {
    await accounts.register({ email, password, role: 'admin' }, context());
    log.info(`Admin profile created: ${email}`);
    return true;
  } catch (error) {
    // Another API replica starting at the same moment created it: that is the outcome we wanted.
    if (error instanceof DomainError && error.kind === 'conflict') return false;
    log.error('Failed to create admin profile', error);
    return false;
  }
}

async function createDefaultAdmin(accounts: Accounts, log: BootstrapLog): Promise<void> {
  const password = randomBytes(12).toString('base64url');
  if (await createAdmin(accounts, DEFAULT_ADMIN_EMAIL, password, log)) {
    // The one time this password is ever shown; it is stored only as a scrypt hash.
    log.info(
      `sign in at /auth as ${DEFAULT_ADMIN_EMAIL} with password ${password} ` +
        '(shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own admin account)',
    );
  }
}
