import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { errorFromResponse, networkError } from '../../lib/api/error';
import { authErrorMessage } from './auth-messages';

const problem = (status: number, detail: string, errors?: unknown[]) =>
  errorFromResponse(status, JSON.stringify({ title: 'x', status, detail, ...(errors ? { errors } : {}) }));
const t = i18n.t.bind(i18n);

describe('auth messages (SPEC 8)', () => {
  it('maps the two known server messages to their friendly texts', () => {
    expect(authErrorMessage(problem(409, 'User already registered'), 'signUp', t)).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(authErrorMessage(problem(400, 'Invalid login credentials'), 'signIn', t)).toBe(
      'Invalid email or password. Please try again.',
    );
  });

  it('shows other messages as they are, a refused field first', () => {
    expect(authErrorMessage(problem(429, 'Too many attempts.'), 'signIn', t)).toBe('Too many attempts.');
    const invalid = problem(400, 'The request has invalid fields', [
      { field: 'body.password', message: 'Password must be at least 6 characters' },
    ]);
    expect(authErrorMessage(invalid, 'signUp', t)).toBe('Password must be at least 6 characters');
    expect(authErrorMessage(networkError(new TypeError()), 'signIn', t)).toBe(
      'Connection error. Please check your internet connection.',
    );
  });

  it('falls back to "Failed to create account." / "Failed to sign in." without a message', () => {
    expect(authErrorMessage(new Error(''), 'signUp', t)).toBe('Failed to create account.');
    expect(authErrorMessage(undefined, 'signIn', t)).toBe('Failed to sign in.');
  });
});
