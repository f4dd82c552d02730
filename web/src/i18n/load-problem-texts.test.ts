import { afterAll, describe, expect, it, vi } from 'vitest';
import { problemText } from '@chauffeur/contracts';
import { ApiError } from '../lib/api';
import { refusalMessage } from '../lib/api/refusal-message';
import { i18n } from '.';
import { createProblemTextsLoader } from './load-problem-texts';

/** A refusal as the server sends it for a rate-limited address, turned into the error the screens get. */
const refusal = () => {
  const detail = problemText({ code: 'too_many_requests', params: { count: 30 } });
  return new ApiError('problem', detail, 429, {
    title: 'Too Many Requests',
    status: 429,
    detail,
    code: 'too_many_requests',
    params: { count: 30 },
  });
};

describe('the refusal texts, loaded when a refusal arrives (decision 238)', () => {
  afterAll(() => i18n.changeLanguage('en'));

  // First: once the texts are registered no loader fetches anything, and this could not fail.
  it('does not fetch them for a failure that has no code', async () => {
    const importTexts = vi.fn(() => import('./register-problem-texts'));
    const network = new ApiError('network', 'offline', null);
    await refusalMessage(network, i18n.t, createProblemTextsLoader(importTexts));
    expect(importTexts).not.toHaveBeenCalled();
  });
  it("says the server's English when the texts cannot be fetched, and tries again at the next refusal", async () => {
    await i18n.changeLanguage('fr');
    const failing = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const load = createProblemTextsLoader(failing);
    expect(await refusalMessage(refusal(), i18n.t, load)).toBe(refusal().message);
    expect(await refusalMessage(refusal(), i18n.t, load)).toBe(refusal().message);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('fetches them once, then says every refusal in the page language', async () => {
    await i18n.changeLanguage('fr');
    const importTexts = vi.fn(() => import('./register-problem-texts'));
    const load = createProblemTextsLoader(importTexts);
    expect(i18n.hasResourceBundle('fr', 'problems')).toBe(false);
    const [first, second] = await Promise.all([
      refusalMessage(refusal(), i18n.t, load),
      refusalMessage(refusal(), i18n.t, load),
    ]);
    expect(first).toBe('Trop de demandes depuis votre adresse. Patientez 30 secondes ou appelez-nous.');
    expect(second).toBe(first);
    expect(await refusalMessage(refusal(), i18n.t, load)).toBe(first);
    expect(importTexts).toHaveBeenCalledTimes(1);
  });
});
