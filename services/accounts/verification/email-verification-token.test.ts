import { describe, expect, it } from 'vitest';
import { InvitationTokens } from '../auth/invitation-token';
import { EmailVerificationTokens, verificationExpiry } from './email-verification-token';

const secret = 'a-secret-long-enough-for-the-tests-0123456789';
const userId = '3f0c7a52-6a8e-4d61-9b1e-2c5d8f0a4b11';
const other = '9a1b2c3d-6a8e-4d61-9b1e-2c5d8f0a4b11';

describe('e-mail verification tokens (decision 195)', () => {
  const tokens = new EmailVerificationTokens(secret);
  const expiresAt = verificationExpiry(new Date('2026-11-24T10:00:00.400Z'));

  it('names its account and expiry, a week after the request', () => {
    expect(expiresAt).toBe('2026-12-01T10:00:00.000Z');
    expect(tokens.read(tokens.tokenOf(userId, expiresAt))).toEqual({ userId, expiresAt });
  });

  it('refuses a forged signature, another account, a stretched expiry or another secret', () => {
    const token = tokens.tokenOf(userId, expiresAt);
    const [, seconds, signature] = token.split('.');
    expect(tokens.read(`${other}.${seconds}.${signature}`)).toBeNull();
    expect(tokens.read(`${userId}.${Number(seconds) + 86_400}.${signature}`)).toBeNull();
    expect(tokens.read(`${userId}.${seconds}.${signature!.slice(0, -2)}AA`)).toBeNull();
    expect(new EmailVerificationTokens('another-secret-long-enough-0123456789').read(token)).toBeNull();
    expect(tokens.read(`${token}.extra`)).toBeNull();
    expect(tokens.read('')).toBeNull();
  });

  it('is never a valid token of another purpose, nor another purpose’s of this one', () => {
    const invitation = new InvitationTokens(secret);
    // Same shape (three parts), same secret: only the purpose key differs.
    const invitationToken = invitation.tokenOf(userId, String(Date.parse(expiresAt) / 1000));
    expect(tokens.read(invitationToken)).toBeNull();
    const [, seconds, signature] = tokens.tokenOf(userId, expiresAt).split('.');
    expect(invitation.read(`${userId}.${seconds}.${signature}`)).toBeNull();
  });
});
