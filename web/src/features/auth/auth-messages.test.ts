import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { errorFromResponse, networkError } from '../../lib/api/error';
import { authErrorMessage } from './auth-messages';

const problem = (status: number, detail: string, errors?: unknown[]) =>
  errorFromResponse(status, JSON.stringify({ title: 'x', status, detail, ...(errors ? { errors } : {}) }));
const t = i18n.t.bind(i18n);
const invalidPassword = (message: string) => problem(400, message, [{ field: 'body.password', message }]);

describe('auth messages (SPEC 8)', () => {
  it('maps the known server messages to their friendly texts', () => {
    expect(authErrorMessage(problem(409, 'User already registered'), 'signUp', t)).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(authErrorMessage(problem(400, 'Invalid login credentials'), 'signIn', t)).toBe(
      'Invalid email or password. Please try again.',
    );
  });

  it("shows the server's password rules in the reader's language (issue 13)", async () => {
    const common = invalidPassword('This password is too common. Please choose another one.');
    const short = invalidPassword('Password must be at least 8 characters');
    expect(authErrorMessage(common, 'signUp', t)).toBe(
      'This password is too common. Please choose another one.',
    );
    expect(authErrorMessage(short, 'signUp', t)).toBe('Password must be at least 8 characters.');
    await i18n.changeLanguage('fr');
    try {
      expect(authErrorMessage(common, 'signUp', t)).toBe(
        'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
      );
      expect(authErrorMessage(short, 'signUp', t)).toBe(
        'Le mot de passe doit comporter au moins 8 caractères.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says how long to wait after too many failed attempts', () => {
    const slowed = problem(429, 'Too many failed attempts. Please wait 32 seconds before trying again.');
    expect(authErrorMessage(slowed, 'signIn', t)).toBe(
      'Too many failed attempts. Please wait a moment (32 s) and try again.',
    );
  });

  it('shows other messages as they are, a refused field first', () => {
    const invalid = problem(400, 'The request has invalid fields', [
      { field: 'body.email', message: 'Email must be a valid email address' },
    ]);
    expect(authErrorMessage(invalid, 'signUp', t)).toBe('Email must be a valid email address');
    expect(authErrorMessage(networkError(new TypeError()), 'signIn', t)).toBe(
      'Connection error. Please check your internet connection.',
    );
  });

  it('falls back to "Failed to create account." / "Failed to sign in." without a message', () => {
    expect(authErrorMessage(new Error(''), 'signUp', t)).toBe('Failed to create account.');
    expect(authErrorMessage(undefined, 'signIn', t)).toBe('Failed to sign in.');
  });
});
