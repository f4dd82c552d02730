import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a set-password link is for, each signed under its own key: an invitation's token never opens a
 * password reset, nor the other way round (decision 257). The invitation's label is the key it always had.
 */
export const SET_PASSWORD_LINKS = {
  invitation: 'staff-invitation-link',
  passwordReset: 'password-reset-link',
} as const;

/**
 * The token of a set-password link (decision 152; a password reset's too, decision 257): `<account id>.<invitation id>.<HMAC-SHA256 of both>`,
 * keyed by a key derived from the server's secret. Nothing of it is stored: the log holds only the invitation's id
 * and expiry, so the log (or a backup of it) cannot give a working link, and the mail reactor, which
 * sees only the log, can still write the link into the e-mail. Single use and expiry are decided by the
 * account's stream (user decider): a token is only as good as the invitation it names.
 */
export class InvitationTokens {
  private readonly key: Buffer;

  constructor(secret: string, purpose: keyof typeof SET_PASSWORD_LINKS = 'invitation') {
    // Its own key: a token of one purpose (a JWT, an invitation) is never a valid signature of another.
    this.key = createHmac('sha256', secret).update(SET_PASSWORD_LINKS[purpose]).digest();
  }

  tokenOf(userId: string, invitationId: string): string {
    return `${userId}.${invitationId}.${this.signature(userId, invitationId)}`;
  }

  /** The account and invitation a token names when its signature is right, else null. */
  read(token: string): { userId: string; invitationId: string } | null {
    const [userId, invitationId, signature, ...rest] = token.split('.');
    if (!userId || !invitationId || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.signature(userId, invitationId));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, invitationId };
  }

  private signature(userId: string, invitationId: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${invitationId}`).digest('base64url');
  }
}
