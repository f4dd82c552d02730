import { randomBytes, randomUUID } from 'node:crypto';
import { systemActor } from '@chauffeur/contracts';
import { DomainError } from '@chauffeur/platform';
import type { CommandContext } from '@chauffeur/platform';
import type { Accounts } from './accounts';
import { decideAdminBootstrap } from './admin-bootstrap-decision';

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

/** Start-up must stop: ADMIN_EMAIL names an account that is not an admin (see decideAdminBootstrap). */
export class AdminBootstrapRefused extends Error {
  override readonly name = 'AdminBootstrapRefused';
}

/**
 * SPEC 6 at start-up, as decideAdminBootstrap says: with ADMIN_PASSWORD and no account, the admin account
 * is created; with neither set on an empty embedded store, admin@localhost with a random password, printed
 * once. Throws AdminBootstrapRefused when ADMIN_EMAIL names a non-admin account (main exits with code 1).
 * Any other failure is logged with the SPEC 8 text and the server starts anyway.
 */
export async function bootstrapAdmin(
  accounts: Accounts,
  options: AdminBootstrapOptions,
  log: BootstrapLog,
): Promise<void> {
  let existing = null;
  try {
    if (options.adminEmail) existing = await accounts.findByEmail(options.adminEmail);
  } catch (error) {
    log.error('Error checking admin status', error);
    return;
  }
  const decision = decideAdminBootstrap({ ...options, existing });
  switch (decision.kind) {
    case 'refuse':
      throw new AdminBootstrapRefused(decision.message);
    case 'explain':
      log.info(decision.message);
      return;
    case 'create':
      await createAdmin(accounts, decision.email, decision.password, log);
      return;
    case 'create-default':
      await createDefaultAdmin(accounts, log);
      return;
    case 'nothing':
      return;
  }
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
