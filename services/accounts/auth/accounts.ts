import { createHash } from 'node:crypto';
import {
  AUTH_MESSAGES,
  EMAIL_CLAIM_STREAM_PREFIX,
  isEvent,
  userStream,
  type Language,
  type Role,
} from '@chauffeur/contracts';
import { claimOldEnough, conflict, fold, type PlatformDeps } from '@chauffeur/platform';
import { emailClaimDecider } from '../domain/email-claim-decider';
import { userDecider } from '../domain/user-decider';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '@chauffeur/platform';
import type { PasswordHasher } from './password-hasher';
import { changeKeepingAnAdmin } from './staff-roster';
import { EmailClaimed, InvitationWithdrawn, type SignOutReason, type UserEvent } from '../events';

/** An account as its own stream tells it: what sign-in, refresh and the admin bootstrap need. */
export interface Account {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  sessionEpoch: number;
  /** False while deactivated (issue 17): sign-in and refresh refuse it. */
  active: boolean;
  /** Issue 18: the owner proved the address (verification or invitation link). */
  emailVerified: boolean;
  /** Expiry of the latest verification link sent, if any: when it was asked for. */
  verificationExpiresAt?: string;
}

/** Read when an address has no claim, so that an unknown address costs the same reads as a known one. */
const NO_ACCOUNT_STREAM = userStream('00000000-0000-4000-8000-000000000000');

export const emailClaimStream = (email: string) =>
  `${EMAIL_CLAIM_STREAM_PREFIX}${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** The claim in force on an address: the last EmailClaimed of its claim stream (the only type written there). */
const lastClaim = (events: readonly RecordedEvent[]) =>
  events.findLast((event) => isEvent(EmailClaimed, event));

/** The clock and the id generator, given as to every module (PlatformDeps, decision 97). */
export type AccountsClock = Pick<PlatformDeps, 'now' | 'newId'>;

/** Accounts on the event log: the `user-<uuid>` streams and the address claims that keep e-mails unique. */
export class Accounts {
  constructor(
    private readonly eventStore: EventStore,
    private readonly passwords: PasswordHasher,
    private readonly clock: AccountsClock,
    /**
     * Who may be an active admin (the staff read model), for the roster's last-admin rule (decision
     * 228). None by default (the CLI, which only promotes): then no active admin can be demoted here.
     */
    private readonly adminCandidates: () => Promise<readonly string[]> = async () => [],
  ) {}

  async findById(userId: string): Promise<Account | null> {
    const events = await this.eventStore.readStream(userStream(userId));
    const state = fold(
      userDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
    );
    if (state.status !== 'registered') return null;
    const { id, email, role, passwordHash, sessionEpoch, active, verificationExpiresAt } = state;
    return {
      id,
      email,
      role,
      passwordHash,
      sessionEpoch,
      active,
      emailVerified: state.emailVerified ?? false,
      ...(verificationExpiresAt ? { verificationExpiresAt } : {}),
    };
  }

  /** Strongly consistent (reads streams, not a read model): a sign-up can sign in at once. */
  async findByEmail(email: string): Promise<Account | null> {
    const claim = lastClaim(await this.eventStore.readStream(emailClaimStream(email)));
    if (!claim) {
      await this.eventStore.readStream(NO_ACCOUNT_STREAM);
      return null;
    }
    return this.findById(claim.data.user_id);
  }

  /**
   * The account when the password is right, else null. An unknown address does the same hashing work as
   * a wrong password, so the answer time does not tell which of the two it was.
   */
  async authenticate(email: string, password: string): Promise<Account | null> {
    const account = await this.findByEmail(email);
    if (!account) return this.passwords.verifyNothing(password).then(() => null);
    const right = await this.passwords.verify(password, account.passwordHash);
    // A deactivated account answers as a wrong password does: the sign-in form tells nothing more.
    return right && account.active ? account : null;
  }

  /**
   * Creates an account: first claims the address (atomic, `no_stream`), then writes the account. Of two
   * sign-ups with one address at once, exactly one wins; the other gets 'User already registered'.
   */
  async register(
    input: {
      email: string;
      password: string;
      role: Role;
      /** A sign-up's verification link (issue 18); none for the bootstrapped admin. */
      verification?: { language: Language; expiresAt: string };
    },
    context: CommandContext,
  ): Promise<Account> {
    const email = input.email.trim().toLowerCase();
    // Hashed before claiming, so the claim and the account are written a few milliseconds apart.
    const passwordHash = await this.passwords.hash(input.password);
    const userId = await this.claimAddress(email, context);
    await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        userId,
        email,
        role: input.role,
        passwordHash,
        ...(input.verification ? { verification: input.verification } : {}),
      },
      context,
      now: this.clock.now,
    });
    return {
      id: userId,
      email,
      role: input.role,
      passwordHash,
      sessionEpoch: 0,
      active: true,
      emailVerified: false,
      ...(input.verification ? { verificationExpiresAt: input.verification.expiresAt } : {}),
    };
  }

  /** Issue 18: e-mails a new verification link; false when the address was already verified. */
  async requestEmailVerification(
    userId: string,
    verification: { language: Language; expiresAt: string },
    context: CommandContext,
  ): Promise<boolean> {
    const outcome = await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: { type: 'RequestEmailVerification', ...verification },
      context,
      now: this.clock.now,
    });
    return outcome.appended.length > 0;
  }

  /** A verification link of this account, expiring at `expiresAt`, was opened (idempotent). */
  async verifyEmail(userId: string, expiresAt: string, context: CommandContext): Promise<void> {
    await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: { type: 'VerifyEmail', expiresAt, now: this.clock.now().toISOString() },
      context,
      now: this.clock.now,
    });
  }

  /** See `claimAddress` below: the claim step of every new account. */
  claimAddress(email: string, context: CommandContext): Promise<string> {
    return claimAddress({ eventStore: this.eventStore, ...this.clock }, email, context);
  }

  /**
   * Returns whether anything changed (an admin made admin again records nothing). Taking the role from
   * an active admin goes through the staff roster like the staff route: never the last one (409).
   */
  async changeRole(userId: string, role: Role, context: CommandContext): Promise<boolean> {
    const outcome = await changeKeepingAnAdmin(
      { eventStore: this.eventStore, now: this.clock.now, adminCandidates: this.adminCandidates },
      userId,
      { type: 'ChangeRole', userId, role },
      context,
    );
    return outcome.appended.length > 0;
  }

  async changePassword(userId: string, password: string, context: CommandContext): Promise<void> {
    const passwordHash = await this.passwords.hash(password);
    await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: { type: 'ChangePassword', userId, passwordHash },
      context,
      now: this.clock.now,
    });
  }

  /**
   * Records that every session of the account ended, or every one but `keepSessionId` (the session
   * store is told by the caller). Returns the account's new session epoch.
   */
  async endSessions(
    userId: string,
    reason: SignOutReason,
    context: CommandContext,
    keepSessionId?: string,
  ): Promise<number> {
    const outcome = await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: { type: 'SignOut', userId, reason, keepSessionId },
      context,
      now: this.clock.now,
    });
    // The epoch as of this very event: a later sign-out must not hand its epoch to the kept session.
    const events = (await this.eventStore.readStream(userStream(userId))).filter(
      (event) => event.revision <= outcome.revision,
    );
    const state = fold(
      userDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as UserEvent),
    );
    return state.status === 'registered' ? state.sessionEpoch : -1;
  }

  /** Records that one session of the account ended (a sign-out on one device); the others go on. */
  async endSession(userId: string, sessionId: string, context: CommandContext): Promise<void> {
    await handleCommand(this.eventStore, {
      stream: userStream(userId),
      decider: userDecider,
      command: { type: 'SignOutSession', userId, sessionId },
      context,
      now: this.clock.now,
    });
  }
}

type ClaimDeps = AccountsClock & { eventStore: EventStore };

/** An invited account has a stream but no password yet: its claim is not abandoned. */
const streamExists = async (eventStore: EventStore, userId: string): Promise<boolean> =>
  (await eventStore.readStream(userStream(userId), { limit: 1 })).length > 0;

/**
 * A withdrawn invitation gives its address back: a new invitation or a sign-up claims it for a new
 * account (the withdrawn one stays ended: nothing is appended to it after its withdrawal).
 */
const released = async (eventStore: EventStore, userId: string): Promise<boolean> =>
  (await eventStore.readStream(userStream(userId))).at(-1)?.type === InvitationWithdrawn.type;

/**
 * Claims an address for a new account and returns the account's id (atomic, at the revision read): of two
 * claims at once exactly one wins; the other gets 'User already registered'. The caller then writes the
 * account's first event (a sign-up, or an invitation, issue 17). A claim whose account was never written
 * counts for 2 minutes (a registration that died half-way after that: `ABANDONED_CLAIM_MS`, shared with the
 * other claims, decision 327). `chauffeurId` claims it for that chauffeur's driver account (decision 311),
 * and the claim says so: an earlier claim of theirs whose account is not written yet (a save of theirs in
 * flight, or refused after it claimed) is theirs again, the same account renewed, not someone else's.
 */
export async function claimAddress(
  { eventStore, now, newId }: ClaimDeps,
  email: string,
  context: CommandContext,
  chauffeurId?: string,
): Promise<string> {
  const stream = emailClaimStream(email);
  const claims = await eventStore.readStream(stream);
  const last = claims.at(-1);
  const claim = lastClaim(claims);
  let replacesAbandoned: string | undefined;
  let userId: string | undefined;
  if (claim) {
    const holder = claim.data.user_id;
    const written = await streamExists(eventStore, holder);
    // Its age by one clock: the claim's occurredAt was written with this same injected clock.
    const abandoned = !written && claimOldEnough(claim.metadata.occurredAt, now());
    const ours = !written && chauffeurId !== undefined && claim.data.chauffeur_id === chauffeurId;
    if (!abandoned && !ours && !(await released(eventStore, holder)))
      throw conflict(AUTH_MESSAGES.alreadyRegistered);
    replacesAbandoned = holder;
    if (ours) userId = holder;
  }
  userId ??= newId();
  try {
    await handleCommand(eventStore, {
      stream,
      decider: emailClaimDecider,
      command: { type: 'ClaimEmail', userId, replacesAbandoned, chauffeurId },
      context,
      expectedRevision: last?.revision,
      now,
    });
  } catch (error) {
    // Another claim of the address came between our read and our append.
    if (error instanceof WrongExpectedVersion) throw conflict(AUTH_MESSAGES.alreadyRegistered);
    throw error;
  }
  return userId;
}

/** The id of the account holding an address (registered or only invited), or null. */
export async function holderOf(eventStore: EventStore, email: string): Promise<string | null> {
  const claim = lastClaim(await eventStore.readStream(emailClaimStream(email)));
  if (!claim || !(await streamExists(eventStore, claim.data.user_id))) return null;
  if (await released(eventStore, claim.data.user_id)) return null;
  return claim.data.user_id;
}
