import { userStream, type Language } from '@chauffeur/contracts';
import { verificationExpiry } from '../verification/email-verification-token';
import { DomainError } from '@chauffeur/platform';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '@chauffeur/platform';
import type { Accounts } from './accounts';
import type { PasswordHasher } from './password-hasher';
import { signUpNoticeDecider } from './sign-up-notice-decider';

export interface SignUpDeps {
  accounts: Accounts;
  eventStore: EventStore;
  passwords: PasswordHasher;
  /** The designated admin address: never created by a sign-up (SPEC 6). */
  adminEmail: string | undefined;
  now: () => Date;
}

/**
 * A sign-up whose outcome the caller must not learn (issue 13): a new address gets its account; a taken
 * one (or the reserved admin address) gets nothing created and its owner an e-mail instead. Both paths
 * hash the password once and append to the log, so they take about the same time.
 */
export async function signUp(
  deps: SignUpDeps,
  input: { email: string; password: string; language?: Language },
  context: CommandContext,
): Promise<'created' | 'owner-notified'> {
  const email = input.email.trim().toLowerCase();
  if (deps.adminEmail && email === deps.adminEmail) {
    // Nobody proves they own an address here, so the admin's one cannot be taken by signing up.
    await deps.passwords.hash(input.password);
  } else {
    try {
      // The verification link goes out with the account (issue 18), in the site's language at sign-up.
      const verification = { language: input.language ?? 'en', expiresAt: verificationExpiry(deps.now()) };
      await deps.accounts.register({ email, password: input.password, role: 'user', verification }, context);
      return 'created';
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  const owner = await deps.accounts.findByEmail(email);
  if (owner) await noteAttempt(deps, owner.id, context);
  return 'owner-notified';
}

async function noteAttempt(deps: SignUpDeps, userId: string, context: CommandContext): Promise<void> {
  try {
    await handleCommand(deps.eventStore, {
      stream: userStream(userId),
      decider: signUpNoticeDecider,
      command: { type: 'NoteSignUpAttempt', userId, at: deps.now() },
      context,
    });
  } catch (error) {
    // Two attempts at once: the other one's notice is enough (and one e-mail an hour is the rule anyway).
    if (!(error instanceof WrongExpectedVersion)) throw error;
  }
}
