/**
 * One signed-in browser: the server side of a refresh token. Tokens themselves are never stored; a
 * refresh token is a signed (session id, generation) pair, and only the current generation refreshes.
 */
export interface SessionRecord {
  id: string;
  userId: string;
  /** Bumped at each refresh (rotation); an older generation coming back means a token was stolen. */
  generation: number;
  /** The account's session epoch when it signed in (see the user decider); a later epoch ends it. */
  epoch: number;
  /** Epoch milliseconds. */
  createdAt: number;
  /** When the current generation was issued (epoch ms). */
  rotatedAt: number;
  /** After this the refresh token is refused (epoch ms); each refresh pushes it out again. */
  expiresAt: number;
}

/**
 * Where sessions live. Not in the event log: they change at every refresh (every few minutes per open
 * tab), expire on their own and are not business facts; the facts that end them (sign-out, a reused
 * token, a new password) are events. See docs/decisions.md.
 */
export interface SessionStore {
  readonly kind: 'sqlite' | 'read-store';
  create(session: SessionRecord): Promise<void>;
  /** The session, or null when it does not exist or has expired at `now`. */
  get(id: string, now: number): Promise<SessionRecord | null>;
  /**
   * Compare-and-set: moves the session from generation `from` to `from + 1` only if it is still at
   * `from`. Returns the new record, or null when another refresh got there first (or it is gone).
   */
  rotate(id: string, from: number, now: number, expiresAt: number): Promise<SessionRecord | null>;
  delete(id: string): Promise<void>;
  /** Ends every session of an account; returns how many there were. */
  deleteForUser(userId: string): Promise<number>;
  /**
   * Ends every session of an account but `keepId`, which moves to `epoch` (the account's epoch after
   * signing out its other devices). Returns how many sessions ended.
   */
  keepOnly(userId: string, keepId: string, epoch: number): Promise<number>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
