import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a verification link works (issue 18 point 3): a week, as the staff invitation's. */
export const EMAIL_VERIFICATION_VALID_DAYS = 7;

/**
 * The token of an e-mail verification link (issue 18 point 3, decision 195):
 * `<account id>.<expiry in seconds since the epoch>.<HMAC-SHA256 of both>`, under a key derived from the
 * server's secret with its own purpose string. Nothing is stored: the log holds only the request and its
 * expiry, and the mail reactor writes the link from it. The expiry is inside the signed part, so a link
 * cannot be stretched; any unexpired link of the account works (asking again does not void the first).
 */
export class EmailVerificationTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Its own key: a JWT, an invitation or a manage link is never a valid signature here.
    this.key = createHmac('sha256', secret).update('email-verification-link').digest();
  }

  tokenOf(userId: string, expiresAt: string): string {
    const seconds = String(Math.floor(Date.parse(expiresAt) / 1000));
    return `${userId}.${seconds}.${this.signature(userId, seconds)}`;
  }

  /** The account and expiry a token names when its signature is right, else null (expiry not judged here). */
  read(token: string): { userId: string; expiresAt: string } | null {
    const [userId, seconds, signature, ...rest] = token.split('.');
    if (!userId || !seconds || !signature || rest.length > 0 || !/^\d{1,12}$/.test(seconds)) return null;
    const expected = Buffer.from(this.signature(userId, seconds));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, expiresAt: new Date(Number(seconds) * 1000).toISOString() };
  }

  private signature(userId: string, seconds: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${seconds}`).digest('base64url');
  }
}

/** When a link asked for at `now` stops working. Whole seconds: what the token can carry. */
export const verificationExpiry = (now: Date): string =>
  new Date(
    Math.floor(now.getTime() / 1000) * 1000 + EMAIL_VERIFICATION_VALID_DAYS * 86_400_000,
  ).toISOString();
