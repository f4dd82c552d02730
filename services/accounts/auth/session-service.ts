import { SIGN_IN_AGAIN, unauthorized } from '@chauffeur/platform';
import { systemActor, type AuthSession } from '@chauffeur/contracts';
import type { CommandContext } from '@chauffeur/platform';
import type { Account, Accounts, AccountsClock } from './accounts';
import type { SessionRecord, SessionStore } from './session-store/port';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type Tokens } from './tokens';

/**
 * Two refreshes with one token within this time are one browser racing itself (two tabs waking up
 * together): the late one gets the tokens the first one got instead of being treated as a theft.
 */
export const REUSE_GRACE_MS = 10_000;

/** The platform's guards answer with it too: one text. */
export { SIGN_IN_AGAIN };
/** A session that cannot go on: a domain refusal, answered as 401 by the platform's error handler. */
const signInAgain = () => unauthorized(SIGN_IN_AGAIN);

export interface IssuedSession {
  /** The body of sign-in and refresh answers (SPEC 3). */
  session: AuthSession;
  /** Goes into the HttpOnly cookie only. */
  refreshToken: string;
}

/** Sessions: sign-in, refresh with rotation and reuse detection, and ending them. */
export class SessionService {
  constructor(
    private readonly accounts: Accounts,
    private readonly store: SessionStore,
    private readonly tokens: Tokens,
    private readonly clock: AccountsClock,
  ) {}

  async start(account: Account): Promise<IssuedSession> {
    const now = this.now();
    const record: SessionRecord = {
      id: this.clock.newId(),
      userId: account.id,
      generation: 0,
      epoch: account.sessionEpoch,
      createdAt: now,
      rotatedAt: now,
      expiresAt: now + REFRESH_TOKEN_SECONDS * 1000,
    };
    await this.store.create(record);
    return this.issue(account, record, now);
  }

  /**
   * Trades a refresh token for new tokens, rotating it. The account is read from its stream, so a role
   * changed meanwhile is in the new access token. An older generation coming back (outside the grace
   * period) means the token was copied: every session of the account ends, recorded as an event.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    const claims = refreshToken ? this.tokens.verifyRefresh(refreshToken) : null;
    if (!claims) throw signInAgain();
    const now = this.now();
    let session = await this.store.get(claims.sid, now);
    if (!session || session.userId !== claims.sub) throw signInAgain();
    const account = await this.accounts.findById(session.userId);
    if (!account || account.sessionEpoch !== session.epoch) {
      // Signed out everywhere (or a new password) since this session began.
      await this.store.delete(session.id);
      throw signInAgain();
    }
    if (claims.gen === session.generation) {
      const rotated = await this.store.rotate(
        session.id,
        claims.gen,
        now,
        now + REFRESH_TOKEN_SECONDS * 1000,
      );
      if (rotated) return this.issue(account, rotated, now);
      // Another refresh with this very token won the race: judge this one against the session it left.
      session = await this.store.get(claims.sid, now);
      if (!session) throw signInAgain();
    }
    if (claims.gen === session.generation - 1 && now - session.rotatedAt <= REUSE_GRACE_MS) {
      return this.issue(account, session, now);
    }
    if (claims.gen < session.generation) {
      await this.endAll(account.id, 'refresh_token_reuse', {
        actor: systemActor('auth'),
        requestId: `refresh-reuse-${session.id}`,
      });
    }
    throw signInAgain();
  }

  /** The live session an access or refresh token names, or null. */
  async live(sessionId: string, userId: string): Promise<SessionRecord | null> {
    const session = await this.store.get(sessionId, this.now());
    return session && session.userId === userId ? session : null;
  }

  /** Ends every session of the account: the event first (the durable fact), then the stored sessions. */
  async endAll(
    userId: string,
    reason: 'sign_out' | 'refresh_token_reuse',
    context: CommandContext,
  ): Promise<void> {
    await this.accounts.endSessions(userId, reason, context);
    await this.store.deleteForUser(userId);
  }

  /**
   * Ends one session (sign-out on one device, the default scope): the account's other sessions, on
   * other devices, go on. The event first (the durable record, with its actor), then the stored session.
   */
  async endOne(userId: string, sessionId: string, context: CommandContext): Promise<void> {
    await this.accounts.endSession(userId, sessionId, context);
    await this.store.delete(sessionId);
  }

  /**
   * Ends every session of the account but `keepId` (scope `others`): the event moves the epoch, which
   * ends the others even if the store lost a delete; the kept session moves to the new epoch with it.
   */
  async endOthers(userId: string, keepId: string, context: CommandContext): Promise<void> {
    const epoch = await this.accounts.endSessions(userId, 'sign_out', context, keepId);
    await this.store.keepOnly(userId, keepId, epoch);
  }

  /** Removes the stored sessions of an account whose sessions an event has already ended. */
  async forgetAll(userId: string): Promise<void> {
    await this.store.deleteForUser(userId);
  }

  /** Sessions count in milliseconds since the epoch (the stored records and the tokens' times). */
  private now(): number {
    return this.clock.now().getTime();
  }

  private issue(account: Account, session: SessionRecord, now: number): IssuedSession {
    const { id, email, role } = account;
    const issuedAt = Math.floor(now / 1000);
    return {
      session: {
        access_token: this.tokens.signAccess({ sub: id, email, role, sid: session.id }, now),
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        expires_at: issuedAt + ACCESS_TOKEN_SECONDS,
        user: { id, email, role },
      },
      refreshToken: this.tokens.signRefresh({ sub: id, sid: session.id, gen: session.generation }, now),
    };
  }
}
