import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';

const reply = () => {
  const setCookie = vi.fn();
  const clearCookie = vi.fn();
  return { reply: { setCookie, clearCookie } as unknown as FastifyReply, setCookie, clearCookie };
};
const over = (protocol: 'http' | 'https') => ({ protocol }) as FastifyRequest;

describe('refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, limited to /api/auth, and Secure only over HTTPS', () => {
    for (const protocol of ['http', 'https'] as const) {
      const { reply: r, setCookie } = reply();
      setRefreshCookie(over(protocol), r, 'token');
      expect(setCookie).toHaveBeenCalledWith('chauffeur_refresh', 'token', {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: protocol === 'https',
        maxAge: 30 * 24 * 3600,
      });
    }
  });

  it('is cleared with the same attributes, so the browser really drops it', () => {
    const { reply: r, clearCookie } = reply();
    clearRefreshCookie(over('https'), r);
    expect(clearCookie).toHaveBeenCalledWith('chauffeur_refresh', {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'strict',
      secure: true,
    });
  });
});
