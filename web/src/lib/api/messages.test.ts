import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { errorFromResponse, networkError } from './error';
import { errorMessage } from './messages';

describe('errorMessage', () => {
  it('gives the SPEC 8 text in English and its translation in the chosen language', async () => {
    const t = i18n.t.bind(i18n);
    expect(errorMessage(networkError(new TypeError()), t)).toBe(
      'Connection error. Please check your internet connection.',
    );
    await i18n.changeLanguage('fr');
    expect(errorMessage(networkError(new TypeError()), i18n.t.bind(i18n))).toBe(
      'Erreur de connexion. Veuillez vérifier votre connexion Internet.',
    );
  });

  it("shows a problem's own detail as sent", () => {
    const error = errorFromResponse(
      409,
      JSON.stringify({ title: 'Conflict', status: 409, detail: 'Stale revision' }),
    );
    expect(errorMessage(error, i18n.t.bind(i18n))).toBe('Stale revision');
  });

  it('has a generic text for anything that is not an API error', () => {
    expect(errorMessage(new Error('boom'), i18n.t.bind(i18n))).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
