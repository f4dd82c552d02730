import type { Role } from '@chauffeur/contracts';

/** What start-up does about the admin account (SPEC 6, issue 13). */
export type AdminBootstrapDecision =
  | { kind: 'nothing' }
  | { kind: 'create'; email: string; password: string }
  | { kind: 'create-default' }
  | { kind: 'explain'; message: string }
  | { kind: 'refuse'; message: string };

export interface AdminBootstrapInput {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** True on an embedded store that holds no account yet: then admin@localhost is created. */
  noAccountsYet: boolean;
  /** The account that holds ADMIN_EMAIL now, if any. */
  existing: { role: Role } | null;
}

/**
 * Pure: the designated admin address ends up with an admin account, but an account somebody else may
 * have registered with that address is never promoted behind the operator's back (issue 13): anyone could
 * sign up with the address before the operator set ADMIN_EMAIL, and would then sign in as admin with their
 * own password. The server refuses to start instead and says how to proceed on purpose.
 */
export function decideAdminBootstrap(input: AdminBootstrapInput): AdminBootstrapDecision {
  const { adminEmail, adminPassword, existing } = input;
  if (!adminEmail) return input.noAccountsYet ? { kind: 'create-default' } : { kind: 'nothing' };
  if (existing?.role === 'admin') return { kind: 'nothing' };
  if (existing) return { kind: 'refuse', message: refusal(adminEmail) };
  if (!adminPassword)
    return {
      kind: 'explain',
      message:
        `ADMIN_EMAIL ${adminEmail} has no account yet; set ADMIN_PASSWORD once to create it ` +
        '(signing up with this address is refused)',
    };
  return { kind: 'create', email: adminEmail, password: adminPassword };
}

function refusal(email: string): string {
  return [
    `ADMIN_EMAIL ${email} belongs to an existing account that is not an administrator.`,
    'It may have been registered by someone else, so it is not made administrator automatically.',
    'To proceed, run one of these on purpose, with the same DATA_DIR/EVENT_STORE settings:',
    `  - it is your account:              npm run admin -- promote ${email}`,
    `  - take it over with a new password: npm run admin -- reset-password ${email}`,
    `                                      then npm run admin -- promote ${email}`,
    '  - or set ADMIN_EMAIL to another address.',
    'Then start the server again.',
  ].join('\n');
}
