import type { PasswordHasher } from './password-hasher';
import type { SessionStore } from './session-store/port';
import type { Accounts } from './accounts';
import type { SessionService } from './session-service';
import type { Tokens } from './tokens';
import type { InvitationTokens } from './invitation-token';
import type { StaffService } from './staff-service';
import type { PasswordResets } from './password-resets';
import type { EmailVerificationTokens } from '../verification/email-verification-token';

/** What the HTTP layer gets from main (or a test) for accounts and sessions. */
export interface AuthDeps {
  sessions: SessionStore;
  passwords: PasswordHasher;
  /** The designated admin address (SPEC 6): reserved at sign-up, made admin at start-up. */
  adminEmail: string | undefined;
}

/** Built once per app by registerAuth and reachable from every route as `app.auth`. */
export interface AuthServices {
  accounts: Accounts;
  sessions: SessionService;
  tokens: Tokens;
  /** Staff invitations, roles and deactivation (issue 17). */
  staff: StaffService;
  /** "Forgot your password?": reset links to the set-password page (decision 257). */
  passwordResets: PasswordResets;
  /** The set-password links' tokens. */
  invitations: InvitationTokens;
  /** The e-mail verification links' tokens (issue 18). */
  emailVerifications: EmailVerificationTokens;
  adminEmail: string | undefined;
}
